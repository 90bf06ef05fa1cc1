"""Bouwt bank/ en gebrekkig/ uit de vraagdata in t_<onderwerp>.py, leest alles terug
met tomllib en controleert het. Exitcode 1 bij elke fout."""
import importlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tomllib
from collections import Counter

HIER = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HIER)
SCHEMA = "/work/main/schema"
sys.path.insert(0, HIER)
from common import MINIMA  # noqa: E402

TOPICS = [
    "netwerkbeveiliging", "versiebeheer-git", "python-basis", "besturingssystemen-linux",
    "snelheid-en-tijd", "elektriciteit-thuis",
    "menselijk-lichaam", "nederlandse-geschiedenis", "aardrijkskunde-europa", "scheikunde-basis",
    "fietsonderhoud", "ehbo", "tuinvogels",
]
LETTERS = "ABCD"
FOUTEN = []


def fout(msg):
    FOUTEN.append(msg)


def tstr(s):
    out = []
    for ch in s:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def tml(s):
    body = s.replace("\\", "\\\\").replace('"', '\\"')
    return '"""\n' + body + '"""'


def zinnen(t):
    return [z for z in re.split(r"(?<=[.!?])\s+(?=\S)", t.strip()) if z]


def is_md(qq):
    return any(s in qq["styles"] for s in ("link", "code", "cursief"))


def kies(tellers, n):
    toegestaan = LETTERS[:n]
    laagste = min(tellers[c] for c in toegestaan)
    kandidaten = [c for c in toegestaan if tellers[c] == laagste]
    return kandidaten[-1] if n == 4 and "D" in kandidaten else kandidaten[0]


def main():
    data = {}
    for t in TOPICS:
        mod = importlib.import_module("t_" + t)
        data[t] = mod
    # ids uniek over het geheel
    alle = Counter(qq["id"] for t in TOPICS for qq in data[t].QS)
    for i, c in alle.items():
        if c > 1:
            fout(f"dubbel id {i}")
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", i):
            fout(f"ongeldig id {i}")

    # sleutelposities: gezond en gebrekkig elk apart gelijk verdelen
    tel_g = Counter({c: 0 for c in LETTERS})
    tel_f = Counter({c: 0 for c in LETTERS})
    for t in TOPICS:
        for qq in data[t].QS:
            n = len(qq["options"])
            if n not in (3, 4):
                fout(f"{qq['id']}: {n} opties")
                n = max(3, min(4, n))
            tel = tel_g if qq["label"] == "none" else tel_f
            c = kies(tel, n)
            tel[c] += 1
            qq["pos"] = LETTERS.index(c)

    for map_ in ("bank", "gebrekkig"):
        p = os.path.join(ROOT, map_)
        if os.path.isdir(p):
            shutil.rmtree(p)

    stats = []
    for t in TOPICS:
        mod = data[t]
        groepen = {
            "bank": [qq for qq in mod.QS if qq["label"] == "none"],
            "gebrekkig": [qq for qq in mod.QS if qq["label"] != "none"],
        }
        if len(groepen["bank"]) != 20:
            fout(f"{t}: {len(groepen['bank'])} gezonde vragen")
        nsd = sum(qq["label"] == "explanation/supports-distractor" for qq in groepen["gebrekkig"])
        ndup = sum(qq["label"] == "answer/duplicate-option" for qq in groepen["gebrekkig"])
        if nsd != 3 or ndup > 1:
            fout(f"{t}: {nsd} supports-distractor, {ndup} duplicate-option")
        for map_, qs in groepen.items():
            d = os.path.join(ROOT, map_, t)
            os.makedirs(d)
            rel_t = os.path.relpath(os.path.join(SCHEMA, "topic.schema.json"), d)
            with open(os.path.join(d, "topic.toml"), "w", encoding="utf-8") as f:
                f.write(f"#:schema {rel_t}\n")
                f.write(f"title = {tstr(mod.TITLE)}\n")
                f.write(f"description = {tstr(mod.DESC)}\n")
            ids = [qq["id"] for qq in qs]
            n = len(ids)
            rel = {i: set() for i in ids}
            if map_ == "bank":
                for k in range(n):
                    for off in (1, 2):
                        a, b = ids[k], ids[(k + off) % n]
                        rel[a].add(b)
                        rel[b].add(a)
                for k in range(5):
                    a, b = ids[k], ids[k + n // 2]
                    rel[a].add(b)
                    rel[b].add(a)
            else:
                for a in ids:
                    rel[a] = set(ids) - {a}
            rel_q = os.path.relpath(os.path.join(SCHEMA, "question.schema.json"), d)
            for qq in qs:
                rng = random.Random(qq["id"])
                opts = list(range(len(qq["options"])))
                afl = opts[1:]
                rng.shuffle(afl)
                volg = afl[: qq["pos"]] + [0] + afl[qq["pos"]:]
                echte = volg.index(0)
                sleutel = echte
                if qq["label"] == "explanation/supports-distractor":
                    sleutel = random.Random(qq["id"] + "/sd").choice(
                        [k for k in range(len(volg)) if k != echte])
                related = [i for i in ids if i in rel[qq["id"]]]
                md = is_md(qq)
                lines = [f"#:schema {rel_q}", f"stem = {tstr(qq['stem'])}"]
                if md:
                    lines.append('markup = "markdown"')
                lines.append(f"explanation = {tml(qq['explanation'])}")
                lines.append("related = [" + ", ".join(tstr(r) for r in related) + "]")
                for k, oi in enumerate(volg):
                    lines.append("")
                    lines.append("[[options]]")
                    lines.append(f"text = {tstr(qq['options'][oi])}")
                    if k == sleutel:
                        lines.append("correct = true")
                    if qq["feedback"]:
                        lines.append(f"feedback = {tstr(qq['feedback'][oi])}")
                if qq["compute"] and qq["label"] == "none":
                    lines += ["", "[compute]", f"expression = {tstr(qq['compute'][0])}",
                              f"unit = {tstr(qq['compute'][1])}"]
                with open(os.path.join(d, qq["id"] + ".toml"), "w", encoding="utf-8") as f:
                    f.write("\n".join(lines) + "\n")
                stats.append({
                    "id": qq["id"], "onderwerp": t, "map": map_, "label": qq["label"],
                    "sleutel_in_bestand": LETTERS[sleutel], "echte_sleutel": LETTERS[echte],
                    "stijlen": sorted(qq["styles"]), "aantal_opties": len(volg),
                    "woorden_toelichting": len(qq["explanation"].split()),
                    "sleutel_langste": all(len(qq["options"][0]) > len(o) for o in qq["options"][1:]),
                    "_qq": qq,
                })

    # teruglezen en controleren
    bekend = {}
    for s in stats:
        pad = os.path.join(ROOT, s["map"], s["onderwerp"], s["id"] + ".toml")
        with open(pad, "rb") as f:
            doc = tomllib.load(f)
        bekend[(s["map"], s["onderwerp"], s["id"])] = doc
        for veld in ("stem", "explanation", "options", "related"):
            if veld not in doc:
                fout(f"{pad}: veld {veld} ontbreekt")
        opts = doc.get("options", [])
        if len(opts) not in (3, 4):
            fout(f"{pad}: {len(opts)} opties")
        cor = [k for k, o in enumerate(opts) if o.get("correct") is True]
        if len(cor) != 1:
            fout(f"{pad}: {len(cor)} keer correct = true")
        elif LETTERS[cor[0]] != s["sleutel_in_bestand"]:
            fout(f"{pad}: sleutel klopt niet met stats")
        if any("text" not in o for o in opts):
            fout(f"{pad}: optie zonder text")
        qq = s["_qq"]
        if s["label"] == "explanation/supports-distractor" and s["sleutel_in_bestand"] == s["echte_sleutel"]:
            fout(f"{pad}: sleutel niet verplaatst")
        if s["label"] != "explanation/supports-distractor" and s["sleutel_in_bestand"] != s["echte_sleutel"]:
            fout(f"{pad}: sleutel verschoven")
        if s["label"] == "answer/duplicate-option":
            norm = [re.sub(r"[^\w]", "", o["text"].lower()) for o in opts]
            if len(set(norm)) == len(norm):
                fout(f"{pad}: geen dubbele optie")
        with open(pad, encoding="utf-8") as f:
            eerste = f.readline()
        if not eerste.startswith("#:schema "):
            fout(f"{pad}: geen #:schema-regel")
        elif not os.path.exists(os.path.join(os.path.dirname(pad), eerste.split()[1])):
            fout(f"{pad}: schema-pad bestaat niet")
        md = doc.get("markup") == "markdown"
        ex = doc.get("explanation", "")
        st = s["stijlen"]
        # stijlcontroles
        if "kort" in st and len(zinnen(ex)) != 1:
            fout(f"{pad}: kort maar {len(zinnen(ex))} zinnen")
        if "lang" in st and s["woorden_toelichting"] < 80:
            fout(f"{pad}: lang maar {s['woorden_toelichting']} woorden")
        if "link" in st and not re.search(r"\]\(https?://", ex):
            fout(f"{pad}: link ontbreekt")
        if "code" in st and "`" not in ex + doc.get("stem", "") + "".join(o["text"] for o in opts):
            fout(f"{pad}: code ontbreekt")
        if "cursief" in st and not re.search(r"(?<![*\w])\*[^*\s][^*]*\*(?![*\w])|(?<!\w)_[^_\s][^_]*_(?!\w)", ex):
            fout(f"{pad}: cursief ontbreekt")
        if "negatief" in st and not re.search(r"\b(NIET|GEEN|ONJUIST)\b", doc.get("stem", "")):
            fout(f"{pad}: negatief zonder NIET/GEEN/ONJUIST")
        if "feedback" in st and not all("feedback" in o for o in opts):
            fout(f"{pad}: feedback ontbreekt")
        if "feedback" not in st and any("feedback" in o for o in opts):
            fout(f"{pad}: feedback zonder stijl")
        if md != is_md(qq):
            fout(f"{pad}: markup klopt niet")
        if not md and "`" in ex:
            fout(f"{pad}: backtick zonder markdown")
    # related-links
    for (map_, t, i), doc in bekend.items():
        r = doc.get("related", [])
        if map_ == "bank" and not 4 <= len(r) <= 5:
            fout(f"{map_}/{t}/{i}: {len(r)} related")
        for j in r:
            if (map_, t, j) not in bekend:
                fout(f"{map_}/{t}/{i}: related {j} bestaat niet")
            elif i not in bekend[(map_, t, j)].get("related", []):
                fout(f"{map_}/{t}/{i}: related {j} niet symmetrisch")
    # aantallen en minima
    gezond = [s for s in stats if s["label"] == "none"]
    if len(gezond) != 260:
        fout(f"{len(gezond)} gezonde vragen")
    if len(TOPICS) != 13:
        fout("geen 13 onderwerpen")
    ndup = sum(s["label"] == "answer/duplicate-option" for s in stats)
    if ndup != 7:
        fout(f"{ndup} duplicate-option")
    tel = Counter(x for s in gezond for x in s["stijlen"])
    for k, m in MINIMA.items():
        if tel[k] < m:
            fout(f"stijl {k}: {tel[k]} < {m}")
    for s in stats:
        del s["_qq"]
    with open(os.path.join(HIER, "stats.json"), "w", encoding="utf-8") as f:
        json.dump(stats, f, ensure_ascii=False, indent=1)
    if FOUTEN:
        for m in FOUTEN:
            print("FOUT:", m)
        sys.exit(1)
    subprocess.run([sys.executable, os.path.join(HIER, "readme.py")], check=True)
    print(f"ok: {len(stats)} vragen")


if __name__ == "__main__":
    main()
