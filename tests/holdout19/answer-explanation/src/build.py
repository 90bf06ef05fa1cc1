#!/usr/bin/env python3
"""Schrijft de TOML-bestanden van holdout19/answer-explanation, leest ze terug met tomllib
en controleert aantallen, ids, links en sleutels. Faalt luid (exit 1) bij elke afwijking.

Gebruik:  python3 src/build.py   (vanuit tests/holdout19/answer-explanation)
"""
import importlib
import sys as _sys
_sys.dont_write_bytecode = True
import json
import re
import shutil
import sys
import tomllib
from collections import Counter, defaultdict
from pathlib import Path

SRC = Path(__file__).resolve().parent
ROOT = SRC.parent
sys.path.insert(0, str(SRC))

TOPICS = [
    "html-en-css", "sql-basis", "json-en-yaml", "computergeheugen",
    "breuken-en-procenten", "eenheden-omrekenen", "plantkunde", "romeinse-rijk",
    "werkwoordspelling", "koken", "moestuin", "huisschilderen", "zonnestelsel",
]
MINIMA = {
    "rekenen": 40, "negatief": 25, "lang": 30, "kort": 40, "parafrase": 30, "weerlegt": 30,
    "link": 10, "code": 10, "cursief": 10, "it-acroniem": 15, "feedback": 15,
    "getal-woorden": 10, "eenheid-woorden": 10,
}
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
LET = "ABCDEFGHIJ"
SCHEMA_Q = "../../../../../schema/question.schema.json"
SCHEMA_T = "../../../../../schema/topic.schema.json"

fouten = []


def fout(msg):
    fouten.append(msg)


def s(x):
    return json.dumps(x, ensure_ascii=False)


def woorden(t):
    return len(re.findall(r"\S+", t))


def zinnen(t):
    # aantal zinseinden binnen de tekst (punt/uitroep/vraagteken gevolgd door spatie en hoofdletter of backtick)
    return len(re.findall(r"[.!?]\s+[A-Z`*\[]", t)) + 1


def main():
    alle = []
    meta = {}
    for t in TOPICS:
        mod = importlib.import_module("t_" + t.replace("-", "_"))
        if mod.ONDERWERP != t:
            fout(f"{t}: ONDERWERP klopt niet")
        meta[t] = (mod.TITEL, mod.BESCHRIJVING)
        for v in mod.VRAGEN:
            v = dict(v)
            v["onderwerp"] = t
            v["map"] = "bank" if v["label"] == "none" else "gebrekkig"
            alle.append(v)

    # ---- labels en verplichte velden vooraf
    for v in alle:
        for k in ("label", "id", "stem", "opties", "toelichting", "stijlen"):
            if not v.get(k):
                fout(f"{v.get('id')}: veld {k} ontbreekt of is leeg")
        if not ID_RE.match(v["id"]):
            fout(f"{v['id']}: ongeldig id")
        if not (3 <= len(v["opties"]) <= 4):
            fout(f"{v['id']}: {len(v['opties'])} opties")
    ids = Counter(v["id"] for v in alle)
    for i, n in ids.items():
        if n > 1:
            fout(f"dubbel id: {i}")

    # ---- sleutelposities evenwichtig verdelen
    teller = Counter()
    for v in alle:
        n = len(v["opties"])
        pos = teller[n] % n
        teller[n] += 1
        sleutel = v["opties"][0]
        rest = v["opties"][1:]
        volgorde = list(range(1, n))
        volgorde.insert(pos, 0)
        v["volgorde"] = volgorde  # volgorde[i] = index in v["opties"] van optie op plaats i
        v["echte_sleutel"] = LET[pos]
        if v["zet"] is not None:
            v["sleutel_in_bestand"] = LET[volgorde.index(v["zet"])]
        else:
            v["sleutel_in_bestand"] = LET[pos]

    # ---- related: symmetrisch binnen map + onderwerp
    groepen = defaultdict(list)
    for v in alle:
        groepen[(v["map"], v["onderwerp"])].append(v)
    for (m, t), lijst in groepen.items():
        n = len(lijst)
        stappen = (1, 2) if n >= 6 else (1,)
        for i, v in enumerate(lijst):
            rel = []
            for d in stappen:
                for j in ((i - d) % n, (i + d) % n):
                    if j != i and lijst[j]["id"] not in rel:
                        rel.append(lijst[j]["id"])
            v["related"] = rel

    # ---- schrijven
    for m in ("bank", "gebrekkig"):
        if (ROOT / m).exists():
            shutil.rmtree(ROOT / m)
    for (m, t), lijst in groepen.items():
        d = ROOT / m / t
        d.mkdir(parents=True, exist_ok=True)
        titel, beschr = meta[t]
        (d / "topic.toml").write_text(
            f"#:schema {SCHEMA_T}\ntitle = {s(titel)}\ndescription = {s(beschr)}\n", encoding="utf-8")
        for v in lijst:
            r = [f"#:schema {SCHEMA_Q}", f"stem = {s(v['stem'])}", f"explanation = {s(v['toelichting'])}",
                 "related = [" + ", ".join(s(x) for x in v["related"]) + "]"]
            if v["markdown"]:
                r.append('markup = "markdown"')
            for plaats, idx in enumerate(v["volgorde"]):
                r.append("")
                r.append("[[options]]")
                r.append(f"text = {s(v['opties'][idx])}")
                if LET[plaats] == v["sleutel_in_bestand"]:
                    r.append("correct = true")
                if v["fb"]:
                    r.append(f"feedback = {s(v['fb'][idx])}")
            if v["compute"]:
                expr, unit = v["compute"]
                r += ["", "[compute]", f"expression = {s(expr)}", f"unit = {s(unit)}"]
            (d / (v["id"] + ".toml")).write_text("\n".join(r) + "\n", encoding="utf-8")

    # ---- terug lezen en controleren
    alle_ids = set(ids)
    per_map_ids = defaultdict(set)
    for v in alle:
        per_map_ids[v["map"]].add(v["id"])
    gelezen = 0
    for m in ("bank", "gebrekkig"):
        for f in sorted((ROOT / m).glob("*/*.toml")):
            data = tomllib.loads(f.read_text(encoding="utf-8"))
            if f.name == "topic.toml":
                if not data.get("title"):
                    fout(f"{f}: title ontbreekt")
                continue
            gelezen += 1
            qid = f.stem
            for k in ("stem", "explanation", "options", "related"):
                if k not in data:
                    fout(f"{f}: veld {k} ontbreekt")
            if len(data.get("explanation", "")) < 20 or len(data.get("stem", "")) < 10:
                fout(f"{f}: stam of toelichting te kort")
            goed = [i for i, o in enumerate(data.get("options", [])) if o.get("correct") is True]
            if len(goed) != 1:
                fout(f"{f}: {len(goed)} opties met correct = true")
            for o in data.get("options", []):
                if not o.get("text"):
                    fout(f"{f}: optie zonder tekst")
            for rid in data.get("related", []):
                if rid not in per_map_ids[m] or rid == qid:
                    fout(f"{f}: related {rid} bestaat niet in {m}")
            v = next(x for x in alle if x["id"] == qid)
            if goed and LET[goed[0]] != v["sleutel_in_bestand"]:
                fout(f"{f}: sleutel in bestand wijkt af")
            if v["label"] == "explanation/supports-distractor" and v["sleutel_in_bestand"] == v["echte_sleutel"]:
                fout(f"{f}: verplaatste sleutel staat nog op de echte sleutel")
            if v["label"] != "explanation/supports-distractor" and v["sleutel_in_bestand"] != v["echte_sleutel"]:
                fout(f"{f}: sleutel verschoven zonder label")
    if gelezen != len(alle):
        fout(f"{gelezen} vraagbestanden gelezen, {len(alle)} verwacht")

    # ---- aantallen
    per = defaultdict(Counter)
    for v in alle:
        per[v["onderwerp"]][v["label"]] += 1
    for t in TOPICS:
        c = per[t]
        if c["none"] != 20:
            fout(f"{t}: {c['none']} gezonde vragen, 20 verwacht")
        if c["explanation/supports-distractor"] != 3:
            fout(f"{t}: {c['explanation/supports-distractor']} verplaatste sleutels, 3 verwacht")
        if c["answer/duplicate-option"] > 1:
            fout(f"{t}: meer dan 1 dubbele optie")
    tot = Counter(v["label"] for v in alle)
    if tot["none"] != 260 or tot["explanation/supports-distractor"] != 39 or tot["answer/duplicate-option"] != 7:
        fout(f"totalen kloppen niet: {dict(tot)}")

    # ---- stijlcontroles
    for v in alle:
        e = v["toelichting"]
        st = v["stijlen"]
        if "lang" in st and woorden(e) < 80:
            fout(f"{v['id']}: lang maar {woorden(e)} woorden")
        if "kort" in st and zinnen(e) != 1:
            fout(f"{v['id']}: kort maar {zinnen(e)} zinnen")
        if "link" in st and "](" not in e:
            fout(f"{v['id']}: link-stijl zonder Markdown-link")
        if "code" in st and "`" not in e + v["stem"] + "".join(v["opties"]):
            fout(f"{v['id']}: code-stijl zonder code")
        if "cursief" in st and not re.search(r"(?<![*\w])\*[^*\s][^*]*\*(?!\*)|(?<!\w)_[^_\s][^_]*_(?!\w)", e):
            fout(f"{v['id']}: cursief-stijl zonder cursief")
        if "feedback" in st and not v["fb"]:
            fout(f"{v['id']}: feedback-stijl zonder feedback")
        if "rekenen" in st and not re.search(r"\d", e):
            fout(f"{v['id']}: rekenen zonder getallen")
    stijl = Counter(s_ for v in alle if v["map"] == "bank" for s_ in v["stijlen"])
    for k, mn in MINIMA.items():
        if stijl[k] < mn:
            fout(f"stijl {k}: {stijl[k]} < {mn}")

    # ---- statistiek
    sleutels = Counter(v["echte_sleutel"] for v in alle if v["map"] == "bank")
    sleutels_bestand = Counter(v["sleutel_in_bestand"] for v in alle)
    langste = 0
    for v in alle:
        if v["map"] != "bank":
            continue
        lens = [len(o) for o in v["opties"]]
        if lens[0] == max(lens) and lens.count(max(lens)) == 1:
            langste += 1
    stats = {
        "totaal": len(alle),
        "per_label": dict(tot),
        "per_onderwerp": {t: dict(per[t]) for t in TOPICS},
        "sleutels_bank": dict(sorted(sleutels.items())),
        "sleutels_in_bestand_alle": dict(sorted(sleutels_bestand.items())),
        "sleutel_is_langste_optie_bank": langste,
        "stijlen_bank": {k: stijl[k] for k in MINIMA},
        "minima": MINIMA,
        "vragen": [
            {"id": v["id"], "onderwerp": v["onderwerp"], "map": v["map"], "label": v["label"],
             "sleutel_in_bestand": v["sleutel_in_bestand"], "echte_sleutel": v["echte_sleutel"],
             "stijlen": v["stijlen"], "aantal_opties": len(v["opties"]),
             "woorden_toelichting": woorden(v["toelichting"])}
            for v in alle
        ],
    }
    (SRC / "stats.json").write_text(json.dumps(stats, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")

    if fouten:
        print("FOUTEN:", file=sys.stderr)
        for f in fouten:
            print("  " + f, file=sys.stderr)
        sys.exit(1)
    import readme
    readme.schrijf()
    print(json.dumps({k: stats[k] for k in stats if k != "vragen"}, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
