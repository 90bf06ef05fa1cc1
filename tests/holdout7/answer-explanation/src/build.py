#!/usr/bin/env python3
"""Schrijft de hold-out-set als TOML en controleert daarna elk bestand met tomllib.

Gebruik: python3 src/build.py   (vanuit de map answer-explanation of elders)
"""
import collections
import importlib
import re
import shutil
import sys
import tomllib
from pathlib import Path

SRC = Path(__file__).resolve().parent
ROOT = SRC.parent
sys.path.insert(0, str(SRC))

MODULES = [
    "t_bedrijfseconomie", "t_statistiek", "t_kansrekening", "t_meetkunde",
    "t_elektrotechniek", "t_programmeren", "t_besturingssystemen", "t_cryptografie",
    "t_verkeer", "t_ehbo", "t_voeding", "t_filosofie", "t_engelse_grammatica",
]
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
Q_KEYS = {"stem", "explanation", "options", "related", "status", "markup", "tags",
          "words", "compute", "suppress"}
OPT_KEYS = {"text", "correct", "feedback"}
TOPIC_KEYS = {"title", "description", "parent", "prerequisites"}


def tstr(s):
    """TOML basic string (één regel)."""
    s = s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{s}"'


def tmulti(s):
    """TOML multi-line basic string; begint direct na de openingsquotes op een nieuwe regel."""
    s = s.replace("\\", "\\\\").replace('"', '\\"')
    return '"""\n' + s + '"""'


def norm(t):
    t = t.strip().casefold()
    t = re.sub(r"\s+", "", t)
    return t.rstrip(".")


def load():
    topics = []
    for m in MODULES:
        mod = importlib.import_module(m)
        topics.append(mod)
    return topics


LETTER_REF = re.compile(
    r"\b[Oo]ptie [A-D]\b|(^|\n|\. )[A-D][ ,]|\([A-D]\)|\b[A-D] is juist"
    r"|\b([Ee]erste|[Tt]weede|[Dd]erde|[Vv]ierde|[Ll]aatste) (optie|bewering|uitspraak|twee|zin|maatregel)")


def balance_keys(topics):
    """Zet de sleutel op wisselende posities door de opties te roteren. Vragen waarvan de
    toelichting naar een letter of een positie verwijst, blijven ongemoeid. Bij een
    supports-distractor-vraag draait de gemarkeerde optie mee."""
    counts = {"none": collections.Counter(), "flawed": collections.Counter()}
    todo = []
    for mod in topics:
        for x in mod.Q:
            grp = "none" if x["flaw"] is None else "flawed"
            x["fixed"] = bool(LETTER_REF.search(x["expl"]))
            if x["fixed"]:
                counts[grp][x["mark"] if x["flaw"] == "sd" else x["key"]] += 1
            else:
                todo.append((grp, x))
    for grp, x in todo:
        n = len(x["opts"])
        shown = x["mark"] if x["flaw"] == "sd" else x["key"]
        cur = LETTERS.index(shown)
        # kies de minst gebruikte positie; bij gelijkspel beslist een vaste hash van het id
        h = sum(ord(c) * (i + 1) for i, c in enumerate(x["id"]))
        best = min(range(n), key=lambda p: (counts[grp][LETTERS[p]] + (0.5 if n == 4 and p == 3 else 0), (p + h) % n))
        shift = (best - cur) % n
        x["opts"] = x["opts"][-shift:] + x["opts"][:-shift] if shift else x["opts"]
        x["key"] = LETTERS[(LETTERS.index(x["key"]) + shift) % n]
        if x["mark"]:
            x["mark"] = LETTERS[(LETTERS.index(x["mark"]) + shift) % n]
        counts[grp][LETTERS[best]] += 1


def add_related(topics):
    """Automatisch 'related' voor een deel van de gezonde vragen: de twee volgende
    gezonde vragen uit hetzelfde onderwerp (alleen bank/)."""
    for mod in topics:
        sound = [x for x in mod.Q if x["flaw"] is None]
        for i, x in enumerate(sound):
            if x["rel"] is None and i % 3 == 0:
                x["rel"] = [sound[(i + 1) % len(sound)]["id"], sound[(i + 2) % len(sound)]["id"]]


def write(topics):
    for sub in ("bank", "gebrekkig"):
        d = ROOT / sub
        if d.exists():
            shutil.rmtree(d)
    for mod in topics:
        for sub in ("bank", "gebrekkig"):
            td = ROOT / sub / mod.TOPIC
            td.mkdir(parents=True, exist_ok=True)
            (td / "topic.toml").write_text(
                f"title = {tstr(mod.TITLE)}\ndescription = {tstr(mod.DESC)}\n", encoding="utf-8")
        for x in mod.Q:
            sub = "bank" if x["flaw"] is None else "gebrekkig"
            marked = x["mark"] if x["flaw"] == "sd" else x["key"]
            lines = [f"# topic: {mod.TOPIC}", f"# expect: {x['label']}",
                     f"stem = {tstr(x['stem'])}"]
            if x["md"]:
                lines.append('markup = "markdown"')
            e = x["expl"]
            lines.append("explanation = " + (tmulti(e) if ("\n" in e or len(e) > 110) else tstr(e)))
            if x["rel"]:
                lines.append("related = [" + ", ".join(tstr(r) for r in x["rel"]) + "]")
            for i, o in enumerate(x["opts"]):
                lines.append("")
                lines.append("[[options]]")
                lines.append(f"text = {tstr(o)}")
                if LETTERS[i] == marked:
                    lines.append("correct = true")
            path = ROOT / sub / mod.TOPIC / f"{x['id']}.toml"
            path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def check(topics):
    errors = []
    meta = {}
    for mod in topics:
        for x in mod.Q:
            meta[x["id"]] = (mod.TOPIC, x)
    seen = {}
    sound_ids = {}
    for sub in ("bank", "gebrekkig"):
        for tdir in sorted((ROOT / sub).iterdir()):
            t = tomllib.loads((tdir / "topic.toml").read_text(encoding="utf-8"))
            if set(t) - TOPIC_KEYS or "title" not in t:
                errors.append(f"{tdir}/topic.toml: sleutels {set(t)}")
            if not ID_RE.match(tdir.name):
                errors.append(f"{tdir}: topic-id")
            for f in sorted(tdir.glob("*.toml")):
                if f.name == "topic.toml":
                    continue
                qid = f.stem
                if qid in seen:
                    errors.append(f"dubbel id {qid}: {seen[qid]} en {f}")
                seen[qid] = f
                if sub == "bank":
                    sound_ids[qid] = tdir.name
    for sub in ("bank", "gebrekkig"):
        for f in sorted((ROOT / sub).glob("*/*.toml")):
            if f.name == "topic.toml":
                continue
            qid, topic = f.stem, f.parent.name
            raw = f.read_text(encoding="utf-8")
            lines = raw.split("\n")
            x = meta[qid][1]
            if lines[0] != f"# topic: {topic}":
                errors.append(f"{f}: eerste kopregel")
            if lines[1] != f"# expect: {x['label']}":
                errors.append(f"{f}: tweede kopregel")
            if (sub == "bank") != (x["label"] == "none"):
                errors.append(f"{f}: label past niet bij map")
            d = tomllib.loads(raw)
            if set(d) - Q_KEYS:
                errors.append(f"{f}: onbekende sleutels {set(d) - Q_KEYS}")
            for k in ("stem", "explanation", "options"):
                if k not in d:
                    errors.append(f"{f}: {k} ontbreekt")
            if not ID_RE.match(qid) or len(qid) > 120:
                errors.append(f"{f}: id-patroon")
            if not (10 <= len(d["stem"]) <= 2000):
                errors.append(f"{f}: stemlengte")
            if not (20 <= len(d["explanation"]) <= 10000):
                errors.append(f"{f}: toelichtinglengte {len(d['explanation'])}")
            opts = d["options"]
            if len(opts) > 26 or len(opts) < 3:
                errors.append(f"{f}: aantal opties {len(opts)}")
            for o in opts:
                if set(o) - OPT_KEYS or "text" not in o or len(o["text"]) > 1000:
                    errors.append(f"{f}: optie {o}")
                if "correct" in o and not isinstance(o["correct"], bool):
                    errors.append(f"{f}: correct geen bool")
            corr = [i for i, o in enumerate(opts) if o.get("correct") is True]
            if len(corr) != 1:
                errors.append(f"{f}: {len(corr)} keer correct = true")
                continue
            marked = LETTERS[corr[0]]
            key = x["key"]
            if x["flaw"] == "sd":
                if marked == key or marked != x["mark"]:
                    errors.append(f"{f}: sd-markering klopt niet")
            elif marked != key:
                errors.append(f"{f}: sleutel verschoven zonder sd-label")
            normed = [norm(o["text"]) for o in opts]
            dups = [(i, j) for i in range(len(normed)) for j in range(i + 1, len(normed))
                    if normed[i] == normed[j]]
            if x["flaw"] == "dup":
                if len(dups) != 1 or LETTERS.index(key) in dups[0]:
                    errors.append(f"{f}: dup-paar klopt niet {dups}")
                if any(opts[i]["text"] == opts[j]["text"] for i, j in dups):
                    errors.append(f"{f}: dup-paar is letterlijk gelijk")
            elif dups:
                errors.append(f"{f}: onbedoeld dubbele opties {dups}")
            if "markup" in d and d["markup"] not in ("plain", "markdown"):
                errors.append(f"{f}: markup")
            if "`" in raw and d.get("markup") != "markdown":
                errors.append(f"{f}: backticks zonder markdown")
            for r in d.get("related", []):
                if r not in sound_ids or sound_ids[r] != topic or r == qid:
                    errors.append(f"{f}: related {r} ongeldig")
                if sub != "bank":
                    errors.append(f"{f}: related in gebrekkig")
            # stijlcontroles
            nw = len(d["explanation"].split())
            if x["style"] == 1 and nw >= 20:
                errors.append(f"{f}: stijl 1 maar {nw} woorden")
            if x["style"] == 3 and not (80 <= nw <= 200):
                errors.append(f"{f}: stijl 3 maar {nw} woorden")
            if x["style"] == 6 and ("](http" not in d["explanation"] or d.get("markup") != "markdown"):
                errors.append(f"{f}: stijl 6 zonder link/markdown")
    return errors


def stats(topics):
    per_topic = collections.Counter()
    per_label = collections.Counter()
    style_sound = collections.Counter()
    style_flaw = collections.Counter()
    keypos = collections.Counter()
    nopts = collections.Counter()
    rows = []
    for mod in topics:
        for x in mod.Q:
            per_topic[(mod.TOPIC, x["label"])] += 1
            per_label[x["label"]] += 1
            nopts[len(x["opts"])] += 1
            marked = x["mark"] if x["flaw"] == "sd" else x["key"]
            if x["flaw"] is None:
                style_sound[x["style"]] += 1
                keypos[("none", marked)] += 1
            else:
                style_flaw[x["style"]] += 1
                keypos[("flawed", marked)] += 1
                rows.append((f"gebrekkig/{mod.TOPIC}/{x['id']}.toml", x["label"], x["style"],
                             marked, x["key"]))
    return per_topic, per_label, style_sound, style_flaw, keypos, nopts, rows


def main():
    topics = load()
    balance_keys(topics)
    add_related(topics)
    write(topics)
    errors = check(topics)
    per_topic, per_label, ss, sf, kp, no, rows = stats(topics)
    print("labels:", dict(per_label))
    print("stijl gezond:", dict(sorted(ss.items())))
    print("stijl gebrekkig:", dict(sorted(sf.items())))
    print("sleutelposities:", dict(sorted(kp.items())))
    print("aantal opties:", dict(sorted(no.items())))
    for t in sorted({t for t, _ in per_topic}):
        print(f"  {t}: " + ", ".join(f"{l}={n}" for (tt, l), n in sorted(per_topic.items()) if tt == t))
    if "--tabel" in sys.argv:
        for r in rows:
            print("| `{}` | {} | {} | {} | {} |".format(*r))
    if errors:
        print(f"{len(errors)} FOUTEN:")
        for e in errors:
            print("  ", e)
        sys.exit(1)
    print("alle controles geslaagd")


if __name__ == "__main__":
    main()
