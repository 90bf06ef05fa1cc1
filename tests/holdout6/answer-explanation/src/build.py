#!/usr/bin/env python3
"""Write bank/ (sound) and gebrekkig/ (flawed) from src/data/*.py, re-parse and check.

python3 src/build.py     (stdlib only; run from anywhere)
"""
import importlib.util
import json
import re
import shutil
import sys
import tomllib
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

SRC = Path(__file__).resolve().parent
ROOT = SRC.parent
sys.path.insert(0, str(SRC))
from qlib import STYLES  # noqa: E402

ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
Q_KEYS = {"stem", "explanation", "options", "related", "status", "markup",
          "tags", "words", "compute", "suppress"}
ALLOWED_Q_KEYS = {"stem", "explanation", "options", "related", "markup"}  # our subset
OPT_KEYS = {"text", "correct", "feedback"}
TOPIC_KEYS = {"title", "description", "parent", "prerequisites"}

errors = []


def err(msg):
    errors.append(msg)


def tstr(s):
    """TOML basic string."""
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
            out.append("\\u%04X" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def tml(s):
    """TOML multi-line basic string, as in the schema README example."""
    body = s.replace("\\", "\\\\").replace('"', '\\"')
    return '"""\n' + body + '"""'


def norm_dup(s):
    s = unicodedata.normalize("NFC", s).casefold()
    s = re.sub(r"\s+", " ", s).strip()
    return s.rstrip(".").strip()


def words(s):
    return len(re.findall(r"\S+", s))


def load_modules():
    mods = []
    for p in sorted((SRC / "data").glob("*.py")):
        if p.name.startswith("_"):
            continue
        spec = importlib.util.spec_from_file_location("data_" + p.stem, p)
        m = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(m)
        mods.append((p, m))
    return mods


def move(lst, i, j):
    lst = list(lst)
    x = lst.pop(i)
    lst.insert(j, x)
    return lst


def main():
    mods = load_modules()
    for root in ("bank", "gebrekkig"):
        if (ROOT / root).exists():
            shutil.rmtree(ROOT / root)

    counters = {"sound": defaultdict(int), "flawed": defaultdict(int)}
    shift_toggle = 0
    all_ids = set()
    sound_ids_by_topic = defaultdict(set)
    topics = []
    questions = []

    for path, m in mods:
        t = m.TOPIC
        tid = t["id"]
        if not ID_RE.match(tid):
            err(f"topic id {tid!r} bad")
        topics.append(t)
        for q in m.QS:
            q = dict(q)
            q["topic"] = tid
            n = len(q["options"])
            if n not in (3, 4):
                err(f"{q['id']}: {n} options")
            sound = q["flaw"] is None
            bucket = "sound" if sound else "flawed"
            opts = list(q["options"])
            key = q["key"]
            if not q["fixed"]:
                target = counters[bucket][n] % n
                counters[bucket][n] += 1
                opts = move(opts, key, target)
                key = target
            q["options"] = opts
            q["argued"] = key                     # option the explanation argues for
            if q["flaw"] == "sd":
                if q["to"] is not None:
                    correct = q["to"]
                else:
                    s = 1 + (shift_toggle % (n - 1))
                    shift_toggle += 1
                    correct = (key + s) % n
                assert correct != key
            else:
                correct = key
            q["correct"] = correct
            questions.append(q)
            if q["id"] in all_ids:
                err(f"duplicate id {q['id']}")
            all_ids.add(q["id"])
            if sound:
                sound_ids_by_topic[tid].add(q["id"])

    # write
    for t in topics:
        body = "title = %s\ndescription = %s\n" % (tstr(t["title"]), tstr(t["description"]))
        for root in ("bank", "gebrekkig"):
            d = ROOT / root / t["id"]
            d.mkdir(parents=True, exist_ok=True)
            (d / "topic.toml").write_text(body, encoding="utf-8")

    for q in questions:
        root = "bank" if q["flaw"] is None else "gebrekkig"
        lines = [f"# topic: {q['topic']}", f"# expect: {q['label']}",
                 f"stem = {tstr(q['stem'])}",
                 f"explanation = {tml(q['explanation'])}"]
        if q["md"]:
            lines.append('markup = "markdown"')
        if q["related"]:
            lines.append("related = [" + ", ".join(tstr(r) for r in q["related"]) + "]")
        for i, o in enumerate(q["options"]):
            lines.append("")
            lines.append("[[options]]")
            lines.append(f"text = {tstr(o)}")
            if i == q["correct"]:
                lines.append("correct = true")
        p = ROOT / root / q["topic"] / f"{q['id']}.toml"
        p.write_text("\n".join(lines) + "\n", encoding="utf-8")
        q["path"] = str(p.relative_to(ROOT))

    # re-parse and check
    for t in topics:
        for root in ("bank", "gebrekkig"):
            d = tomllib.loads((ROOT / root / t["id"] / "topic.toml").read_text(encoding="utf-8"))
            if set(d) - TOPIC_KEYS:
                err(f"{root}/{t['id']}/topic.toml: bad keys {set(d) - TOPIC_KEYS}")
            if not (1 <= len(d["title"]) <= 200) or len(d.get("description", "")) > 5000:
                err(f"{t['id']}: topic lengths")

    for q in questions:
        p = ROOT / q["path"]
        raw = p.read_text(encoding="utf-8")
        first = raw.splitlines()[:2]
        if first != [f"# topic: {q['topic']}", f"# expect: {q['label']}"]:
            err(f"{p}: header comments")
        d = tomllib.loads(raw)
        qid = p.stem
        if not ID_RE.match(qid) or len(qid) > 120:
            err(f"{qid}: id pattern")
        if set(d) - ALLOWED_Q_KEYS:
            err(f"{qid}: keys {set(d) - ALLOWED_Q_KEYS}")
        for k in ("stem", "explanation", "options"):
            if k not in d:
                err(f"{qid}: missing {k}")
        if not (10 <= len(d["stem"]) <= 2000):
            err(f"{qid}: stem length {len(d['stem'])}")
        if not (20 <= len(d["explanation"]) <= 10000):
            err(f"{qid}: explanation length")
        if d["explanation"] != q["explanation"] or d["stem"] != q["stem"]:
            err(f"{qid}: round trip mismatch")
        if len(d["options"]) > 26:
            err(f"{qid}: too many options")
        nc = 0
        for o in d["options"]:
            if set(o) - OPT_KEYS:
                err(f"{qid}: option keys {set(o) - OPT_KEYS}")
            if not isinstance(o.get("text"), str) or len(o["text"]) > 1000:
                err(f"{qid}: option text")
            if o.get("correct") is True:
                nc += 1
        if nc != 1:
            err(f"{qid}: {nc} correct options")
        ci = [i for i, o in enumerate(d["options"]) if o.get("correct")][0]
        if ci != q["correct"]:
            err(f"{qid}: correct index mismatch")
        if q["flaw"] == "sd" and ci == q["argued"]:
            err(f"{qid}: sd but key == argued")
        if q["flaw"] != "sd" and ci != q["argued"]:
            err(f"{qid}: key != argued")
        if d.get("markup") not in (None, "markdown"):
            err(f"{qid}: markup")
        for r in d.get("related", []):
            if not ID_RE.match(r):
                err(f"{qid}: related id pattern {r}")
            if r not in sound_ids_by_topic[q["topic"]]:
                err(f"{qid}: related target {r} is not a sound id in topic {q['topic']}")
            if r == qid:
                err(f"{qid}: related to itself")
        # duplicate options
        normed = [norm_dup(o["text"]) for o in d["options"]]
        dup = len(set(normed)) != len(normed)
        exact = len(set(o["text"] for o in d["options"])) != len(d["options"])
        if exact:
            err(f"{qid}: byte-identical options")
        if q["flaw"] == "dup":
            if not dup:
                err(f"{qid}: labelled duplicate-option but no near-duplicate")
            dups = [i for i, x in enumerate(normed) if normed.count(x) > 1]
            if ci in dups:
                err(f"{qid}: duplicate involves the key")
        elif dup:
            err(f"{qid}: unexpected near-duplicate options")
        # style checks
        ex = q["explanation"]
        has_link = "](https://" in ex
        if q["md"] != has_link:
            err(f"{qid}: markdown flag vs links")
        if not q["md"] and ("**" in ex or "`" in ex or "](" in ex):
            err(f"{qid}: markdown syntax without markup")
        if q["style"] == "kort":
            if words(ex) >= 20 or len(re.findall(r"[.!?](\s|$)", ex.strip())) > 1:
                err(f"{qid}: kort but {words(ex)} words / several sentences")
        if q["style"] == "lang" and not (80 <= words(ex) <= 200):
            err(f"{qid}: lang but {words(ex)} words")
        if q["style"] == "md" and not q["md"]:
            err(f"{qid}: style md without markup")

    # stats
    per_topic = defaultdict(Counter)
    per_style = defaultdict(Counter)
    keypos = defaultdict(Counter)
    nopts = defaultdict(Counter)
    flawed = []
    for q in questions:
        per_topic[q["topic"]][q["label"]] += 1
        per_style[q["style"]][q["label"]] += 1
        bucket = "sound" if q["flaw"] is None else "flawed"
        keypos[bucket][LETTERS[q["correct"]]] += 1
        nopts[bucket][len(q["options"])] += 1
        if q["flaw"]:
            flawed.append({
                "id": q["id"], "topic": q["topic"], "path": q["path"],
                "label": q["label"], "style": q["style"],
                "keyed": LETTERS[q["correct"]], "argued": LETTERS[q["argued"]],
            })
    stats = {
        "topics": [{"id": t["id"], "title": t["title"]} for t in topics],
        "per_topic": {k: dict(v) for k, v in per_topic.items()},
        "per_label": dict(Counter(q["label"] for q in questions)),
        "per_style": {k: dict(v) for k, v in per_style.items()},
        "style_names": STYLES,
        "key_positions": {k: dict(sorted(v.items())) for k, v in keypos.items()},
        "option_counts": {k: {str(a): b for a, b in sorted(v.items())} for k, v in nopts.items()},
        "markdown_questions": sum(1 for q in questions if q["md"]),
        "fixed_order_questions": [q["id"] for q in questions if q["fixed"]],
        "flawed": flawed,
        "total": len(questions),
        "checks_passed": not errors,
    }
    (SRC / "stats.json").write_text(json.dumps(stats, ensure_ascii=False, indent=2) + "\n",
                                    encoding="utf-8")
    if errors:
        print("\n".join(errors))
        print(f"{len(errors)} error(s)")
        sys.exit(1)
    print(f"OK: {len(questions)} questions written and re-parsed; all checks passed")
    print(json.dumps({"per_label": stats["per_label"], "key_positions": stats["key_positions"],
                      "option_counts": stats["option_counts"]}, ensure_ascii=False))


if __name__ == "__main__":
    main()
