#!/usr/bin/env python3
"""Bouwt de hold-outset answer-explanation.

Schrijft bank/ en gebrekkig/ (TOML), leest alles terug met tomllib, valideert tegen
question.schema.json en topic.schema.json, controleert labels, sleutels, rekenwerk en
stijlaantallen, en schrijft src/stats.json.
"""
import importlib
import json
import math
import re
import shutil
import sys
import tomllib
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

import jsonschema

SRC = Path(__file__).resolve().parent
ROOT = SRC.parent
SCHEMA_DIR = Path("/work/main/schema")
sys.path.insert(0, str(SRC))

from common import (NONE, MOVED, DUP, LABELS, STYLES, MINIMA, TOPICS, LETTERS,  # noqa: E402
                    REK, NEG, LANG, KORT, PAR, WEER, LINK, CODE, CURS, IT, FB, GW, EW)

ORDER = list(TOPICS)
MODULES = {t: "data_" + t.replace("-", "_") for t in ORDER}

errors = []


def err(msg):
    errors.append(msg)


# ---------------------------------------------------------------- TOML schrijven
def tstr(s):
    """Een TOML-string: basic string, of multi-line basic string bij regeleinden/lange tekst."""
    esc = s.replace("\\", "\\\\").replace('"', '\\"')
    if "\n" in s:
        return '"""\n' + esc + '"""'
    for ch in esc:
        if unicodedata.category(ch) == "Cc":
            raise ValueError("stuurteken in tekst: %r" % s)
    return '"' + esc + '"'


def explanation_str(s):
    if "\n" in s or len(s) > 160:
        esc = s.replace("\\", "\\\\").replace('"', '\\"')
        return '"""\n' + esc + '"""'
    return tstr(s)


def question_toml(v):
    lines = ["#:schema ../../../../../schema/question.schema.json"]
    lines.append("stem = " + tstr(v["stem"]))
    lines.append("explanation = " + explanation_str(v["explanation"]))
    if v["markup"]:
        lines.append("markup = " + tstr(v["markup"]))
    correct_letter = v["move"] if v["label"] == MOVED else v["key"]
    ci = LETTERS.index(correct_letter)
    for i, opt in enumerate(v["options"]):
        lines.append("")
        lines.append("[[options]]")
        lines.append("text = " + tstr(opt))
        if i == ci:
            lines.append("correct = true")
        if v["fb"] and v["fb"][i]:
            lines.append("feedback = " + tstr(v["fb"][i]))
    if v["compute"]:
        expr, unit = v["compute"]
        lines.append("")
        lines.append("[compute]")
        lines.append("expression = " + tstr(expr))
        lines.append("unit = " + tstr(unit))
    return "\n".join(lines) + "\n"


def topic_toml(topic):
    title, desc = TOPICS[topic]
    return ("#:schema ../../../../../schema/topic.schema.json\n"
            "title = " + tstr(title) + "\n"
            "description = " + tstr(desc) + "\n")


# ---------------------------------------------------------------- hulpfuncties
def words(s):
    return len(re.findall(r"\S+", s))


def norm_option(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = re.sub(r"\s+", " ", s).strip().rstrip(".").lower()
    return s


NUM_RE = re.compile(r"[−-]?\d[\d.\s]*(?:,\d+)?")


def option_number(text):
    """Eerste getal in een optie, Nederlandse notatie (punt/spatie = duizendtal, komma = decimaal)."""
    t = text.replace("\u00a0", " ")
    m = re.search(r"([−-]?)(\d{1,3}(?:[. ]\d{3})+|\d+)(?:,(\d+))?", t)
    if not m:
        return None
    whole = re.sub(r"[. ]", "", m.group(2))
    val = float(whole + ("." + m.group(3) if m.group(3) else ""))
    return -val if m.group(1) else val


def eval_expr(expr):
    if not re.fullmatch(r"[0-9eE.+\-*/^() ]+", expr):
        raise ValueError(expr)
    return eval(expr.replace("^", "**"), {"__builtins__": {}}, {})


def style_check(v):
    e = v["explanation"]
    t = set(v["tags"])
    if LANG in t and not (80 <= words(e) <= 150):
        err("%s: lang maar %d woorden" % (v["id"], words(e)))
    if KORT in t and (words(e) > 30 or "\n" in e):
        err("%s: kort maar %d woorden" % (v["id"], words(e)))
    if LINK in t and not re.search(r"\]\(https?://", e):
        err("%s: link-tag zonder Markdown-link" % v["id"])
    if CODE in t and "`" not in (v["stem"] + e + "".join(v["options"])):
        err("%s: code-tag zonder code" % v["id"])
    if CURS in t and not re.search(r"(?<![*\w])\*[^*\s][^*]*\*(?!\*)", v["stem"] + " " + e + " " + " ".join(v["options"])):
        err("%s: cursief-tag zonder cursief" % v["id"])
    if FB in t and not v["fb"]:
        err("%s: feedback-tag zonder feedback" % v["id"])
    if FB not in t and v["fb"]:
        err("%s: feedback zonder tag" % v["id"])
    if NEG in t and not re.search(r"\b(NIET|GEEN|onjuist)\b", v["stem"]):
        err("%s: negatief-tag zonder negatieve stam" % v["id"])
    markdownish = re.search(r"`|\]\(|(?<![*\w])\*[^*\s][^*]*\*", v["stem"] + e + "".join(v["options"]))
    if markdownish and v["markup"] != "markdown":
        err("%s: Markdown zonder markup = markdown" % v["id"])


# ---------------------------------------------------------------- hoofdprogramma
def main():
    qschema = json.loads((SCHEMA_DIR / "question.schema.json").read_text())
    tschema = json.loads((SCHEMA_DIR / "topic.schema.json").read_text())
    qval = jsonschema.Draft7Validator(qschema)
    tval = jsonschema.Draft7Validator(tschema)

    for d in ("bank", "gebrekkig"):
        if (ROOT / d).exists():
            shutil.rmtree(ROOT / d)

    all_q = []
    for topic in ORDER:
        mod = importlib.import_module(MODULES[topic])
        if mod.ONDERWERP != topic:
            err("onderwerp klopt niet in " + MODULES[topic])
        for v in mod.VRAGEN:
            v["onderwerp"] = topic
            all_q.append(v)

    ids = Counter(v["id"] for v in all_q)
    for i, n in ids.items():
        if n > 1:
            err("dubbel id " + i)
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", i):
            err("ongeldig id " + i)

    # inhoudelijke controles per vraag
    for v in all_q:
        lab, opts, key = v["label"], v["options"], v["key"]
        if lab not in LABELS:
            err("%s: onbekend label" % v["id"])
        if len(opts) not in (3, 4):
            err("%s: %d opties" % (v["id"], len(opts)))
        if key not in LETTERS[:len(opts)]:
            err("%s: sleutel %s buiten bereik" % (v["id"], key))
        if v["fb"] is not None and len(v["fb"]) != len(opts):
            err("%s: feedback-lengte" % v["id"])
        normed = [norm_option(o) for o in opts]
        dup_pairs = [(a, b) for a in range(len(opts)) for b in range(a + 1, len(opts)) if normed[a] == normed[b]]
        if lab == MOVED:
            if not v["move"] or v["move"] == key or v["move"] not in LETTERS[:len(opts)]:
                err("%s: ongeldige verplaatsing" % v["id"])
            if v["dup"] or v["compute"] or v["fb"]:
                err("%s: verplaatste sleutel met extra kenmerk" % v["id"])
        else:
            if v["move"]:
                err("%s: move zonder MOVED" % v["id"])
        if lab == DUP:
            a, b = (LETTERS.index(x) for x in v["dup"])
            if opts[a] == opts[b] or normed[a] != normed[b]:
                err("%s: dubbel paar is niet triviaal verschillend" % v["id"])
            if key in v["dup"]:
                err("%s: sleutel in dubbel paar" % v["id"])
            if len(dup_pairs) != 1:
                err("%s: %d dubbele paren" % (v["id"], len(dup_pairs)))
            if not v["kind"]:
                err("%s: soort ontbreekt" % v["id"])
        else:
            if dup_pairs:
                err("%s: onbedoeld dubbel paar %s" % (v["id"], dup_pairs))
            if v["dup"]:
                err("%s: dup zonder DUP" % v["id"])
        if lab == NONE:
            style_check(v)
            for tg in v["tags"]:
                if tg not in STYLES:
                    err("%s: onbekende stijl %s" % (v["id"], tg))
        elif v["tags"]:
            err("%s: stijltags op gebrekkige vraag" % v["id"])
        if v["compute"]:
            expr, unit = v["compute"]
            val = eval_expr(expr)
            nums = [option_number(o) for o in opts]
            cand = [(abs(n - val), i) for i, n in enumerate(nums) if n is not None]
            best = min(cand)[1]
            if LETTERS[best] != key:
                err("%s: compute wijst %s aan, sleutel is %s" % (v["id"], LETTERS[best], key))
            if abs(nums[LETTERS.index(key)] - val) > 0.05 * abs(val):
                err("%s: compute buiten tolerantie (%s vs %s)" % (v["id"], nums[LETTERS.index(key)], val))

    # schrijven
    for v in all_q:
        folder = "bank" if v["label"] == NONE else "gebrekkig"
        d = ROOT / folder / v["onderwerp"]
        d.mkdir(parents=True, exist_ok=True)
        if not (d / "topic.toml").exists():
            (d / "topic.toml").write_text(topic_toml(v["onderwerp"]), encoding="utf-8")
        (d / (v["id"] + ".toml")).write_text(question_toml(v), encoding="utf-8")

    # teruglezen en valideren
    nfiles = 0
    for folder in ("bank", "gebrekkig"):
        for topic in ORDER:
            d = ROOT / folder / topic
            if not d.is_dir():
                err("map ontbreekt: %s/%s" % (folder, topic))
                continue
            for f in sorted(d.glob("*.toml")):
                data = tomllib.loads(f.read_text(encoding="utf-8"))
                nfiles += 1
                if f.name == "topic.toml":
                    for e in tval.iter_errors(data):
                        err("%s: %s" % (f, e.message))
                    continue
                for e in qval.iter_errors(data):
                    err("%s: %s" % (f, e.message))
                if sum(1 for o in data["options"] if o.get("correct")) != 1:
                    err("%s: niet precies één correct" % f)

    # controle: teruggelezen tekst is gelijk aan de data
    for v in all_q:
        folder = "bank" if v["label"] == NONE else "gebrekkig"
        data = tomllib.loads((ROOT / folder / v["onderwerp"] / (v["id"] + ".toml")).read_text(encoding="utf-8"))
        if data["stem"] != v["stem"] or data["explanation"] != v["explanation"]:
            err("%s: tekst verandert bij teruglezen" % v["id"])
        if [o["text"] for o in data["options"]] != v["options"]:
            err("%s: opties veranderen bij teruglezen" % v["id"])
        letter = LETTERS[[o.get("correct", False) for o in data["options"]].index(True)]
        v["correct_in_bestand"] = letter

    # statistiek
    sound = [v for v in all_q if v["label"] == NONE]
    style_counts = Counter(t for v in sound for t in v["tags"])
    for s, m in MINIMA.items():
        if style_counts[s] < m:
            err("stijl %s: %d < %d" % (s, style_counts[s], m))
    per_topic = defaultdict(Counter)
    for v in all_q:
        per_topic[v["onderwerp"]][v["label"]] += 1
    for t in ORDER:
        c = per_topic[t]
        if c[NONE] != 20 or c[MOVED] != 3:
            err("%s: %d none, %d moved" % (t, c[NONE], c[MOVED]))
    label_counts = Counter(v["label"] for v in all_q)
    if label_counts[DUP] != 7:
        err("aantal dubbele-optievragen: %d" % label_counts[DUP])

    key_dist = Counter(v["key"] for v in sound)
    key_dist_topic = {t: dict(sorted(Counter(v["key"] for v in sound if v["onderwerp"] == t).items())) for t in ORDER}
    file_key_dist_all = Counter(v["correct_in_bestand"] for v in all_q)
    nopts = Counter(len(v["options"]) for v in all_q)

    def longest_is_key(v, letter):
        lens = [len(o) for o in v["options"]]
        i = LETTERS.index(letter)
        return lens[i] == max(lens) and lens.count(max(lens)) == 1

    longest_sound = sum(longest_is_key(v, v["key"]) for v in sound)

    vragen = []
    for v in all_q:
        row = dict(id=v["id"], onderwerp=v["onderwerp"],
                   map="bank" if v["label"] == NONE else "gebrekkig",
                   label=v["label"], sleutel_in_bestand=v["correct_in_bestand"],
                   opties=len(v["options"]))
        if v["label"] == MOVED:
            row["echte_sleutel"] = v["key"]
            row["correct_verplaatst_naar"] = v["move"]
        if v["label"] == DUP:
            row["dubbel_paar"] = list(v["dup"])
            row["soort_verschil"] = v["kind"]
        if v["label"] == NONE:
            row["stijl"] = v["tags"]
            if v["compute"]:
                row["compute"] = True
        vragen.append(row)

    stats = {
        "totaal": len(all_q),
        "per_label": dict(label_counts),
        "per_onderwerp": {t: dict(per_topic[t]) for t in ORDER},
        "stijl": {s: style_counts[s] for s in STYLES},
        "stijl_minima": MINIMA,
        "sleutels_gezond": dict(sorted(key_dist.items())),
        "sleutels_gezond_per_onderwerp": key_dist_topic,
        "sleutels_in_bestanden_alle": dict(sorted(file_key_dist_all.items())),
        "opties": {str(k): n for k, n in sorted(nopts.items())},
        "sleutel_is_langste_optie_gezond": longest_sound,
        "compute_tabellen": sum(1 for v in all_q if v["compute"]),
        "markdown_vragen": sum(1 for v in all_q if v["markup"] == "markdown"),
        "bestanden": nfiles,
        "dubbel_soorten": [v["kind"] for v in all_q if v["label"] == DUP],
        "vragen": vragen,
    }
    (SRC / "stats.json").write_text(json.dumps(stats, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")

    print("vragen:", len(all_q), dict(label_counts))
    print("stijl:", {s: style_counts[s] for s in STYLES})
    print("sleutels gezond:", dict(sorted(key_dist.items())), "langste=sleutel:", longest_sound)
    print("sleutels per onderwerp:", key_dist_topic)
    print("opties:", dict(nopts), "bestanden:", nfiles)
    if errors:
        print("\nFOUTEN (%d):" % len(errors))
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
