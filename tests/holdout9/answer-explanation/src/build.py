#!/usr/bin/env python3
"""Schrijft de TOML-bestanden van holdout9/answer-explanation en controleert ze.

Gebruik: python3 build.py   (vanuit elke map)
"""
import hashlib
import json
import re
import shutil
import sys
import textwrap
import tomllib
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import common  # noqa: E402
import data_a, data_b, data_c, data_d, data_e  # noqa: E402,F401

ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
SOUND = "none"
SD = "explanation/supports-distractor"
DUP = "answer/duplicate-option"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
Q_KEYS = {"stem", "explanation", "options", "related", "status", "markup", "tags", "words", "compute", "suppress"}
OPT_KEYS = {"text", "correct", "feedback"}


def h(s):
    return int(hashlib.sha1(s.encode()).hexdigest(), 16)


def esc_basic(s):
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
        elif ord(ch) < 0x20:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def esc_multi(s):
    body = s.replace("\\", "\\\\").replace('"', '\\"')
    return '"""\n' + body + '"""'


def tstr(s):
    return esc_multi(s) if "\n" in s else esc_basic(s)


def wrap_expl(qid, text):
    """Variatie in regelafbreking van lange toelichtingen (één regel, 76 of 100 tekens)."""
    if "\n" in text or len(text) < 260:
        return text
    mode = h(qid) % 3
    if mode == 0:
        return text
    width = 76 if mode == 1 else 100
    return "\n".join(textwrap.wrap(text, width=width, break_long_words=False, break_on_hyphens=False))


def norm(s):
    s = s.lower().strip()
    s = re.sub(r"\s+", " ", s)
    s = s.rstrip(".")
    return s


def render(qd, related):
    lines = [f"# topic: {qd['topic']}", f"# expect: {qd['label']}"]
    lines.append(f"stem = {tstr(qd['stem'])}")
    lines.append(f"explanation = {tstr(wrap_expl(qd['id'], qd['expl']))}")
    if qd["md"]:
        lines.append('markup = "markdown"')
    if related:
        lines.append("related = [" + ", ".join(esc_basic(r) for r in related) + "]")
    if qd["tags"]:
        lines.append("tags = [" + ", ".join(esc_basic(t) for t in qd["tags"]) + "]")
    for o in qd["opts"]:
        lines.append("")
        lines.append("[[options]]")
        lines.append(f"text = {tstr(o.lstrip('*!'))}")
        correct = o.startswith("!") if qd["label"] == SD else o.startswith("*")
        if correct:
            lines.append("correct = true")
    if qd["compute"]:
        lines.append("")
        lines.append("[compute]")
        lines.append(f"expression = {esc_basic(qd['compute']['expression'])}")
        lines.append(f"unit = {esc_basic(qd['compute']['unit'])}")
    return "\n".join(lines) + "\n"


def first_number(text):
    m = re.search(r"\d+(?:[.,]\d+)?", text)
    if not m:
        return None
    return float(m.group(0).replace(",", "."))


def main():
    errors = []
    qs = common.QUESTIONS
    # --- data-controle vóór het schrijven
    ids = Counter(x["id"] for x in qs)
    for k, v in ids.items():
        if v > 1:
            errors.append(f"dubbel id {k}")
    for x in qs:
        stars = [i for i, o in enumerate(x["opts"]) if o.startswith("*")]
        bangs = [i for i, o in enumerate(x["opts"]) if o.startswith("!")]
        if len(stars) != 1:
            errors.append(f"{x['id']}: {len(stars)} sterren")
        if x["label"] == SD:
            if len(bangs) != 1 or (bangs and bangs[0] in stars):
                errors.append(f"{x['id']}: SD zonder juiste '!'")
        elif bangs:
            errors.append(f"{x['id']}: '!' buiten SD")
        texts = [norm(o.lstrip("*!")) for o in x["opts"]]
        dups = [(i, j) for i in range(len(texts)) for j in range(i + 1, len(texts)) if texts[i] == texts[j]]
        if x["label"] == DUP:
            raw = [o.lstrip("*!") for o in x["opts"]]
            if len(dups) != 1 or any(i in stars or j in stars for i, j in dups) or any(raw[i] == raw[j] for i, j in dups):
                errors.append(f"{x['id']}: DUP-paar klopt niet {dups}")
        elif dups:
            errors.append(f"{x['id']}: gelijkende opties {dups}")
        if not (3 <= len(x["opts"]) <= 4):
            errors.append(f"{x['id']}: {len(x['opts'])} opties")
        if x["style"] not in range(1, 9):
            errors.append(f"{x['id']}: stijl {x['style']}")
        if x["topic"] not in common.TOPICS:
            errors.append(f"{x['id']}: onbekend onderwerp")

    # --- sleutelposities spreiden: opties herschikken waar de toelichting daar niet van afhangt
    LETTER_REF = re.compile(r"(?<![\w*°])[A-D](?![\w*'’-])|\b(eerste|tweede|derde|vierde) (optie|omschrijving|advies)")
    def perms_for(x):
        n = len(x["opts"])
        ident = list(range(n))
        if x["style"] == 3 or LETTER_REF.search(x["expl"]):
            return [ident]
        numeric = all(re.match(r"^[*!]?[`€ ]*(\d|(één|eén|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien)\b)", o, re.I) for o in x["opts"])
        if x["style"] == 4 or numeric:
            return [ident, ident[::-1]]
        rots = [ident[k:] + ident[:k] for k in range(n)]
        return rots + [r[::-1] for r in rots]
    def marked_index(x):
        return next(i for i, o in enumerate(x["opts"]) if (o.startswith("!") if x["label"] == SD else o.startswith("*")))
    pos_count = defaultdict(Counter)
    order = sorted(qs, key=lambda x: (len({p.index(marked_index(x)) for p in perms_for(x)}), h(x["id"])))
    for x in order:
        grp = ("sound" if x["label"] == SOUND else "flawed", len(x["opts"]))
        mk = marked_index(x)
        options = perms_for(x)
        best = min(options, key=lambda p: (pos_count[grp][p.index(mk)], h(x["id"] + str(p))))
        pos_count[grp][best.index(mk)] += 1
        x["opts"] = [x["opts"][i] for i in best]
        x["fixed"] = len(options) == 1

    # --- related: elke derde gezonde vraag per onderwerp wijst naar de volgende twee gezonde vragen
    sound_by_topic = defaultdict(list)
    for x in qs:
        if x["label"] == SOUND:
            sound_by_topic[x["topic"]].append(x["id"])
    related = {}
    for t, lst in sound_by_topic.items():
        for i, qid in enumerate(lst):
            if i % 3 == 0:
                related[qid] = [lst[(i + 1) % len(lst)], lst[(i + 2) % len(lst)]]

    # --- schrijven
    for sub in ("bank", "gebrekkig"):
        if (ROOT / sub).exists():
            shutil.rmtree(ROOT / sub)
    for x in qs:
        sub = "bank" if x["label"] == SOUND else "gebrekkig"
        d = ROOT / sub / x["topic"]
        d.mkdir(parents=True, exist_ok=True)
        tp = d / "topic.toml"
        if not tp.exists():
            t = common.TOPICS[x["topic"]]
            tp.write_text(f"title = {esc_basic(t['title'])}\ndescription = {esc_basic(t['description'])}\n", encoding="utf-8")
        (d / f"{x['id']}.toml").write_text(render(x, related.get(x["id"])), encoding="utf-8")

    # --- teruglezen met tomllib en controleren
    seen = {}
    files = sorted(list((ROOT / "bank").rglob("*.toml")) + list((ROOT / "gebrekkig").rglob("*.toml")))
    parsed = {}
    for f in files:
        rel = f.relative_to(ROOT)
        data = tomllib.loads(f.read_text(encoding="utf-8"))
        if f.name == "topic.toml":
            if set(data) - {"title", "description", "parent", "prerequisites"} or not (1 <= len(data.get("title", "")) <= 200):
                errors.append(f"{rel}: topic-sleutels")
            if len(data.get("description", "")) > 5000 or not ID_RE.match(f.parent.name):
                errors.append(f"{rel}: topic")
            continue
        qid = f.stem
        if not ID_RE.match(qid) or len(qid) > 120:
            errors.append(f"{rel}: id-patroon")
        if qid in seen:
            errors.append(f"{rel}: id ook in {seen[qid]}")
        seen[qid] = rel
        head = f.read_text(encoding="utf-8").splitlines()[:2]
        label = "bank" if rel.parts[0] == "bank" else "gebrekkig"
        if not (len(head) == 2 and head[0] == f"# topic: {f.parent.name}" and head[1].startswith("# expect: ")):
            errors.append(f"{rel}: kopregels")
        exp = head[1][len("# expect: "):] if len(head) == 2 else ""
        if (label == "bank") != (exp == SOUND) or exp not in (SOUND, SD, DUP):
            errors.append(f"{rel}: label {exp} in {label}")
        if set(data) - Q_KEYS or not {"stem", "explanation", "options"} <= set(data):
            errors.append(f"{rel}: sleutels {set(data)}")
        if not (10 <= len(data["stem"]) <= 2000):
            errors.append(f"{rel}: stamlengte")
        if not (20 <= len(data["explanation"]) <= 10000):
            errors.append(f"{rel}: toelichtinglengte")
        opts = data["options"]
        if len(opts) > 26:
            errors.append(f"{rel}: te veel opties")
        for o in opts:
            if set(o) - OPT_KEYS or "text" not in o or len(o["text"]) > 1000:
                errors.append(f"{rel}: optie {o}")
            if "correct" in o and not isinstance(o["correct"], bool):
                errors.append(f"{rel}: correct geen bool")
        if sum(1 for o in opts if o.get("correct")) != 1:
            errors.append(f"{rel}: niet precies één correct = true")
        if "markup" in data and data["markup"] not in ("plain", "markdown"):
            errors.append(f"{rel}: markup")
        if "compute" in data:
            c = data["compute"]
            if set(c) - {"expression", "unit", "tolerance"} or not re.fullmatch(r"[0-9eE.+\-*/^() ]+", c["expression"]):
                errors.append(f"{rel}: compute")
            val = eval(c["expression"].replace("^", "**"))
            nums = [first_number(o["text"]) for o in opts]
            best = min(range(len(opts)), key=lambda i: abs(nums[i] - val) if nums[i] is not None else 1e18)
            k = next(i for i, o in enumerate(opts) if o.get("correct"))
            if best != k or abs(nums[k] - val) > 0.05 * abs(val):
                errors.append(f"{rel}: compute {val} past niet bij sleutel")
        parsed[qid] = (rel, data, f.parent.name, exp)
    for qid, (rel, data, topic_id, exp) in parsed.items():
        for r in data.get("related", []):
            if r not in parsed or parsed[r][3] != SOUND or parsed[r][2] != topic_id or r == qid:
                errors.append(f"{rel}: related {r} ongeldig")

    if errors:
        print("FOUTEN:")
        for e in errors:
            print("  ", e)
        sys.exit(1)

    # --- statistiek
    stats = {"per_topic": {}, "styles": {}, "keys": {}, "flawed": []}
    per_topic = defaultdict(Counter)
    styles = defaultdict(Counter)
    keys = defaultdict(Counter)
    nopts = defaultdict(Counter)
    letters_in_expl = 0
    for x in qs:
        per_topic[x["topic"]][x["label"]] += 1
        grp = "sound" if x["label"] == SOUND else "flawed"
        styles[grp][x["style"]] += 1
        marked = next(i for i, o in enumerate(x["opts"]) if (o.startswith("!") if x["label"] == SD else o.startswith("*")))
        keys[grp][LETTERS[marked]] += 1
        nopts[grp][len(x["opts"])] += 1
        if re.search(r"\(([A-D])\)|\b(?:Optie|optie|Zin|zin) [A-D]\b|^[A-D][.:] ", x["expl"], re.M):
            letters_in_expl += 1
        if grp == "flawed":
            argued = next(i for i, o in enumerate(x["opts"]) if o.startswith("*"))
            stats["flawed"].append({
                "file": f"gebrekkig/{x['topic']}/{x['id']}.toml", "label": x["label"], "style": x["style"],
                "marked": LETTERS[marked], "argued": LETTERS[argued]})
    stats["per_topic"] = {t: dict(c) for t, c in per_topic.items()}
    stats["styles"] = {g: dict(sorted(c.items())) for g, c in styles.items()}
    stats["keys"] = {g: dict(sorted(c.items())) for g, c in keys.items()}
    stats["n_options"] = {g: dict(sorted(c.items())) for g, c in nopts.items()}
    stats["letter_refs"] = letters_in_expl
    stats["markdown"] = sum(1 for x in qs if x["md"])
    stats["compute"] = sum(1 for x in qs if x["compute"])
    stats["related"] = len(related)
    stats["totals"] = dict(Counter(x["label"] for x in qs))
    (HERE / "stats.json").write_text(json.dumps(stats, indent=1, ensure_ascii=False), encoding="utf-8")
    print("OK:", len(files), "bestanden;", stats["totals"])
    print(json.dumps({k: stats[k] for k in ("styles", "keys", "n_options", "letter_refs", "markdown", "compute", "related")}, ensure_ascii=False))


if __name__ == "__main__":
    main()
