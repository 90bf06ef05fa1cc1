#!/usr/bin/env python3
"""Schrijft de TOML-bestanden van holdout12/answer-explanation en controleert ze.

Gebruik (vanuit de map van de set):

    python3 src/build.py [--end "<uitvoer van date>"]

Het script
  1. leest de vragen uit src/data_<onderwerp>.py,
  2. controleert de gegevens (labels, sleutels, dubbele opties),
  3. wist bank/ en gebrekkig/ binnen deze set en schrijft ze opnieuw,
  4. leest elk geschreven bestand terug met tomllib en controleert de velden
     tegen de regels van schema/question.schema.json en schema/topic.schema.json,
     precies één correct = true, unieke ids en bestaande related-ids,
  5. schrijft src/stats.json (tellingen en metadata).
"""

import importlib
import json
import math
import os
import re
import shutil
import sys
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from common import NONE, SUPPORTS_DISTRACTOR, DUPLICATE_OPTION, LABELS, LETTERS, idx  # noqa: E402

TOPICS = [
    "imkerij", "oceanografie", "typografie", "tandheelkunde", "kaartlezen",
    "wijnbouw", "brandveiligheid", "elektrisch-rijden", "zeilen", "php",
    "http-en-rest", "mineralogie", "demografie",
]
DUP_TOPICS = {"imkerij", "typografie", "kaartlezen", "elektrisch-rijden", "php", "demografie"}
EXPECTED = {NONE: 20, SUPPORTS_DISTRACTOR: 3}

META_DEFAULT = {
    "set": "holdout12/answer-explanation",
    "start": "Sun Dec  6 16:18:33 UTC 2026",
    "end": None,
    "files_read": [
        "/work/main/schema/README.md",
        "/work/main/schema/question.schema.json",
        "/work/main/schema/topic.schema.json",
        "/work/shared/seeds/000_fa40e9fb930c8fe6.txt",
        "/work/shared/seeds/002_bcf17ab5b3f8697a.txt",
    ],
    "commands_outside_set": [
        "date (begin en eind)",
        "ls /work/main/tests/ (eenmaal; holdout12/ bestond niet)",
        "ls /work/shared/seeds/ en wc -c op de twee seedpagina's",
        "cat van de vijf gelezen bestanden hierboven",
        "python3 --version",
    ],
    "notes": [
        "Eén hulpscript om toelichtingen aan te vullen is kort als /tmp/extend_h12.py geschreven, uitgevoerd en direct weer verwijderd; het las en schreef alleen src/data_*.py van deze set.",
    ],
    "qbank_run": False,
    "qbank_built": False,
    "git_used": False,
}

ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
RULE_RE = re.compile(r"^[a-z]+(/[a-z0-9]+(-[a-z0-9]+)*)?$")
EXPR_RE = re.compile(r"^[0-9eE.+\-*/^() ]+$")

QUESTION_KEYS = {"stem", "explanation", "options", "related", "status", "markup",
                 "tags", "words", "compute", "suppress"}
OPTION_KEYS = {"text", "correct", "feedback"}
TOPIC_KEYS = {"title", "description", "parent", "prerequisites"}

errors = []


def err(where, msg):
    errors.append(f"{where}: {msg}")


# ---------------------------------------------------------------- TOML schrijven

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
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04X}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def esc_multiline(s):
    for ch in s:
        if (ord(ch) < 0x20 and ch not in "\n\t") or ord(ch) == 0x7F:
            raise ValueError("stuurteken in meerregelige tekst")
    s = s.replace("\\", "\\\\")
    s = s.replace('"""', '\\"\\"\\"')
    if s.endswith('"'):
        s = s[:-1] + '\\"'
    return '"""\n' + s + '"""'


def toml_string(s, multiline=False):
    return esc_multiline(s) if multiline else esc_basic(s)


def toml_array(items):
    return "[" + ", ".join(esc_basic(x) for x in items) + "]"


def toml_number(x):
    if isinstance(x, bool):
        raise TypeError("bool")
    return repr(x)


def render_question(topic, qd):
    lines = [f"# topic: {topic}", f"# expect: {qd['label']}"]
    lines.append(f"stem = {toml_string(qd['stem'])}")
    if qd["markup"]:
        lines.append(f"markup = {esc_basic(qd['markup'])}")
    expl = qd["explanation"]
    lines.append(f"explanation = {toml_string(expl, multiline=len(expl) > 100 or chr(10) in expl)}")
    if qd["related"]:
        lines.append(f"related = {toml_array(qd['related'])}")
    if qd["tags"]:
        lines.append(f"tags = {toml_array(qd['tags'])}")
    if qd["words"]:
        lines.append(f"words = {toml_array(qd['words'])}")
    correct_letter = qd["moved_to"] if qd["label"] == SUPPORTS_DISTRACTOR else qd["key"]
    for i, text in enumerate(qd["options"]):
        letter = LETTERS[i]
        lines.append("")
        lines.append("[[options]]")
        lines.append(f"text = {toml_string(text)}")
        if letter == correct_letter:
            lines.append("correct = true")
        if letter in qd["feedback"]:
            lines.append(f"feedback = {toml_string(qd['feedback'][letter])}")
    if qd["compute"]:
        c = qd["compute"]
        lines.append("")
        lines.append("[compute]")
        lines.append(f"expression = {esc_basic(c['expression'])}")
        lines.append(f"unit = {esc_basic(c['unit'])}")
        if "tolerance" in c:
            lines.append(f"tolerance = {toml_number(c['tolerance'])}")
    return "\n".join(lines) + "\n"


def render_topic(title, description):
    lines = [f"title = {esc_basic(title)}"]
    if description:
        lines.append(f"description = {esc_basic(description)}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- hulpfuncties

def norm_option(s):
    """Vorm waarin twee opties 'hetzelfde lezen': hoofdletters, spaties en slotpunt genegeerd."""
    s = re.sub(r"\s+", " ", s.strip().lower())
    return s.rstrip(".").strip()


NUM_RE = re.compile(r"[−-]?\d{1,3}(?: \d{3})+(?:,\d+)?|[−-]?\d+(?:,\d+)?")


def first_number(text):
    m = NUM_RE.search(text)
    if not m:
        return None
    t = m.group(0).replace("−", "-").replace(" ", "").replace(",", ".")
    return float(t)


def eval_expression(expr):
    if not EXPR_RE.match(expr):
        raise ValueError(f"ongeldige tekens in expressie {expr!r}")
    return eval(expr.replace("^", "**"), {"__builtins__": {}}, {})  # alleen cijfers en operatoren


def word_count(s):
    return len(re.findall(r"\w+", s))


# ---------------------------------------------------------------- gegevens controleren

def check_data(topic, questions):
    for qd in questions:
        where = f"{topic}/{qd['id']}"
        n = len(qd["options"])
        if qd["label"] not in LABELS:
            err(where, f"onbekend label {qd['label']}")
        if not (3 <= n <= 4):
            err(where, f"{n} opties (verwacht 3 of 4)")
        if qd["key"] not in LETTERS[:n]:
            err(where, f"sleutel {qd['key']} bestaat niet")
            continue
        normed = [norm_option(o) for o in qd["options"]]
        pairs = [(LETTERS[i], LETTERS[j]) for i in range(n) for j in range(i + 1, n)
                 if normed[i] == normed[j]]
        if qd["label"] == SUPPORTS_DISTRACTOR:
            if qd["moved_to"] not in LETTERS[:n] or qd["moved_to"] == qd["key"]:
                err(where, f"moved_to {qd['moved_to']} ongeldig")
            if qd["dup"]:
                err(where, "dup bij supports-distractor")
        else:
            if qd["moved_to"] is not None:
                err(where, "moved_to alleen bij supports-distractor")
        if qd["label"] == DUPLICATE_OPTION:
            if not qd["dup"] or len(qd["dup"]) != 2:
                err(where, "dup-paar ontbreekt")
            else:
                a, b = qd["dup"]
                if qd["key"] in (a, b):
                    err(where, "dup-paar bevat de sleutel")
                if pairs != [tuple(sorted((a, b)))]:
                    err(where, f"dubbele paren {pairs}, verwacht alleen {(a, b)}")
                if qd["options"][idx(a)] == qd["options"][idx(b)]:
                    err(where, "dup-paar is letterlijk gelijk (moet alleen in hoofdletters/spaties/slotpunt verschillen)")
        else:
            if pairs:
                err(where, f"opties lezen hetzelfde: {pairs}")
            if qd["dup"]:
                err(where, "dup alleen bij duplicate-option")
        if qd["compute"]:
            if qd["label"] != NONE:
                err(where, "compute alleen bij gezonde vragen (anders een tweede gebrek)")
            try:
                value = eval_expression(qd["compute"]["expression"])
            except Exception as e:  # noqa: BLE001
                err(where, f"expressie: {e}")
                continue
            nums = [first_number(o) for o in qd["options"]]
            if any(x is None for x in nums):
                err(where, f"optie zonder getal bij compute: {nums}")
                continue
            nearest = min(range(n), key=lambda i: abs(nums[i] - value))
            if LETTERS[nearest] != qd["key"]:
                err(where, f"compute {value} ligt het dichtst bij optie {LETTERS[nearest]}, sleutel is {qd['key']}")
            tol = qd["compute"].get("tolerance", 0.05)
            if value != 0 and abs(nums[nearest] - value) / abs(value) > tol:
                err(where, f"compute {value} buiten tolerantie van optie {nums[nearest]}")
        for letter in qd["feedback"]:
            if letter not in LETTERS[:n]:
                err(where, f"feedback voor onbekende optie {letter}")


# ---------------------------------------------------------------- teruglezen en schema

def check_string(where, name, value, min_len=None, max_len=None):
    if not isinstance(value, str):
        err(where, f"{name} is geen string")
        return
    if min_len is not None and len(value) < min_len:
        err(where, f"{name} korter dan {min_len}")
    if max_len is not None and len(value) > max_len:
        err(where, f"{name} langer dan {max_len}")


def check_question_file(path, topic, label, qd):
    where = os.path.relpath(path, ROOT)
    with open(path, "rb") as fh:
        raw = fh.read()
    text = raw.decode("utf-8")
    lines = text.split("\n")
    if lines[0] != f"# topic: {topic}" or lines[1] != f"# expect: {label}":
        err(where, "kopregels kloppen niet")
    if lines[2].startswith("#"):
        err(where, "meer dan twee commentaarregels bovenaan")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        err(where, f"TOML: {e}")
        return None
    extra = set(data) - QUESTION_KEYS
    if extra:
        err(where, f"onbekende sleutels {sorted(extra)}")
    for k in ("stem", "explanation", "options"):
        if k not in data:
            err(where, f"verplichte sleutel {k} ontbreekt")
            return None
    check_string(where, "stem", data["stem"], 10, 2000)
    check_string(where, "explanation", data["explanation"], 20, 10000)
    opts = data["options"]
    if not isinstance(opts, list) or len(opts) > 26:
        err(where, "options is geen lijst van hoogstens 26")
        return None
    n_correct = 0
    correct_at = None
    for i, o in enumerate(opts):
        if not isinstance(o, dict):
            err(where, f"optie {i} is geen tabel")
            continue
        if set(o) - OPTION_KEYS:
            err(where, f"optie {i}: onbekende sleutels {sorted(set(o) - OPTION_KEYS)}")
        if "text" not in o:
            err(where, f"optie {i}: text ontbreekt")
        else:
            check_string(where, f"options[{i}].text", o["text"], None, 1000)
        if "feedback" in o:
            check_string(where, f"options[{i}].feedback", o["feedback"], None, 2000)
        if "correct" in o:
            if not isinstance(o["correct"], bool):
                err(where, f"optie {i}: correct is geen bool")
            elif o["correct"]:
                n_correct += 1
                correct_at = LETTERS[i]
    if n_correct != 1:
        err(where, f"{n_correct} opties met correct = true")
    expected_correct = qd["moved_to"] if label == SUPPORTS_DISTRACTOR else qd["key"]
    if correct_at != expected_correct:
        err(where, f"correct staat bij {correct_at}, verwacht {expected_correct}")
    if "markup" in data and data["markup"] not in ("plain", "markdown"):
        err(where, "markup ongeldig")
    if "status" in data and data["status"] not in ("draft", "review", "published", "retired"):
        err(where, "status ongeldig")
    for k in ("related", "words"):
        if k in data:
            v = data[k]
            if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
                err(where, f"{k} is geen lijst van strings")
    if "related" in data:
        for r in data["related"]:
            if not ID_RE.match(r) or len(r) > 120:
                err(where, f"related-id {r!r} heeft een ongeldige vorm")
    if "words" in data and len(set(data["words"])) != len(data["words"]):
        err(where, "words niet uniek")
    if "tags" in data:
        t = data["tags"]
        if (not isinstance(t, list) or len(t) > 20 or len(set(t)) != len(t)
                or not all(isinstance(x, str) and 1 <= len(x) <= 60 for x in t)):
            err(where, "tags ongeldig")
    if "compute" in data:
        c = data["compute"]
        if not isinstance(c, dict) or set(c) - {"expression", "unit", "tolerance"}:
            err(where, "compute heeft onbekende sleutels")
        else:
            if "expression" not in c or "unit" not in c:
                err(where, "compute mist expression of unit")
            else:
                check_string(where, "compute.expression", c["expression"], 1, 500)
                check_string(where, "compute.unit", c["unit"], None, 20)
            if "tolerance" in c and not (isinstance(c["tolerance"], (int, float))
                                         and 0 <= c["tolerance"] <= 1):
                err(where, "compute.tolerance ongeldig")
    if "suppress" in data:
        for s in data["suppress"]:
            if not RULE_RE.match(s.get("rule", "")) or len(s.get("reason", "")) < 5:
                err(where, "suppress ongeldig")
    # overeenkomst met de gegevens
    if data["stem"] != qd["stem"] or data["explanation"] != qd["explanation"]:
        err(where, "stam of toelichting komt niet terug zoals geschreven")
    if [o.get("text") for o in opts] != qd["options"]:
        err(where, "opties komen niet terug zoals geschreven")
    return data


def check_topic_file(path):
    where = os.path.relpath(path, ROOT)
    with open(path, "rb") as fh:
        data = tomllib.load(fh)
    if set(data) - TOPIC_KEYS:
        err(where, f"onbekende sleutels {sorted(set(data) - TOPIC_KEYS)}")
    if "title" not in data:
        err(where, "title ontbreekt")
    else:
        check_string(where, "title", data["title"], 1, 200)
    if "description" in data:
        check_string(where, "description", data["description"], None, 5000)


# ---------------------------------------------------------------- hoofdprogramma

def main(argv):
    end = None
    if "--end" in argv:
        end = argv[argv.index("--end") + 1]

    modules = {}
    for topic in TOPICS:
        if not ID_RE.match(topic):
            err(topic, "onderwerp-id ongeldig")
        modules[topic] = importlib.import_module("data_" + topic.replace("-", "_"))
        if modules[topic].TOPIC != topic:
            err(topic, "TOPIC in datamodule klopt niet")

    # ids
    all_ids = {}
    for topic, mod in modules.items():
        for qd in mod.QUESTIONS:
            if not ID_RE.match(qd["id"]) or len(qd["id"]) > 120:
                err(f"{topic}/{qd['id']}", "id heeft een ongeldige vorm")
            if qd["id"] in all_ids:
                err(f"{topic}/{qd['id']}", f"id komt ook voor in {all_ids[qd['id']]}")
            all_ids[qd["id"]] = topic
        check_data(topic, mod.QUESTIONS)

    # related
    for topic, mod in modules.items():
        bank_ids = {qd["id"] for qd in mod.QUESTIONS if qd["label"] == NONE}
        rel = {qd["id"]: set(qd["related"]) for qd in mod.QUESTIONS}
        for qd in mod.QUESTIONS:
            where = f"{topic}/{qd['id']}"
            if len(set(qd["related"])) != len(qd["related"]):
                err(where, "related bevat dubbelen")
            for r in qd["related"]:
                if r == qd["id"]:
                    err(where, "verwijst naar zichzelf")
                elif r not in bank_ids:
                    err(where, f"related {r!r} is geen vraag in bank/{topic}")
                elif qd["label"] == NONE and qd["id"] not in rel[r]:
                    err(where, f"related {r!r} verwijst niet terug")

    # aantallen
    for topic, mod in modules.items():
        counts = {lab: 0 for lab in LABELS}
        for qd in mod.QUESTIONS:
            counts[qd["label"]] += 1
        exp = dict(EXPECTED)
        exp[DUPLICATE_OPTION] = 1 if topic in DUP_TOPICS else 0
        if counts != exp:
            err(topic, f"aantallen {counts}, verwacht {exp}")

    if errors:
        report_and_exit()

    # schrijven
    for sub in ("bank", "gebrekkig"):
        d = os.path.join(ROOT, sub)
        if os.path.isdir(d):
            shutil.rmtree(d)
    written = []
    for topic, mod in modules.items():
        for sub in ("bank", "gebrekkig"):
            os.makedirs(os.path.join(ROOT, sub, topic), exist_ok=True)
            with open(os.path.join(ROOT, sub, topic, "topic.toml"), "w", encoding="utf-8") as fh:
                fh.write(render_topic(mod.TITLE, mod.DESCRIPTION))
        for qd in mod.QUESTIONS:
            sub = "bank" if qd["label"] == NONE else "gebrekkig"
            path = os.path.join(ROOT, sub, topic, qd["id"] + ".toml")
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(render_question(topic, qd))
            written.append((path, topic, qd))

    # teruglezen
    for topic in TOPICS:
        for sub in ("bank", "gebrekkig"):
            check_topic_file(os.path.join(ROOT, sub, topic, "topic.toml"))
    seen_files = set()
    for path, topic, qd in written:
        check_question_file(path, topic, qd["label"], qd)
        seen_files.add(os.path.abspath(path))
    for sub in ("bank", "gebrekkig"):
        for dirpath, _, files in os.walk(os.path.join(ROOT, sub)):
            for f in files:
                p = os.path.abspath(os.path.join(dirpath, f))
                if f != "topic.toml" and p not in seen_files:
                    err(p, "onverwacht bestand")
    # related in de geschreven bestanden
    for path, topic, qd in written:
        with open(path, "rb") as fh:
            data = tomllib.load(fh)
        for r in data.get("related", []):
            if not os.path.exists(os.path.join(ROOT, "bank", topic, r + ".toml")):
                err(os.path.relpath(path, ROOT), f"related {r!r} bestaat niet in bank/{topic}")

    if errors:
        report_and_exit()

    # statistiek
    stats_path = os.path.join(HERE, "stats.json")
    meta = dict(META_DEFAULT)
    if os.path.exists(stats_path):
        with open(stats_path, encoding="utf-8") as fh:
            old = json.load(fh)
        if old.get("meta", {}).get("end"):
            meta["end"] = old["meta"]["end"]
    if end:
        meta["end"] = end

    topics_out = []
    totals = {lab: 0 for lab in LABELS}
    style = {"vragen": 0, "drie_opties": 0, "vier_opties": 0, "markdown": 0,
             "compute": 0, "negatieve_stam": 0, "lange_toelichting_80_150_woorden": 0,
             "toelichting_langer_dan_150_woorden": 0, "korte_toelichting_tot_25_woorden": 0,
             "met_feedback": 0, "met_related": 0}
    for topic, mod in modules.items():
        c = {lab: 0 for lab in LABELS}
        for qd in mod.QUESTIONS:
            c[qd["label"]] += 1
            totals[qd["label"]] += 1
            style["vragen"] += 1
            style["drie_opties" if len(qd["options"]) == 3 else "vier_opties"] += 1
            style["markdown"] += qd["markup"] == "markdown"
            style["compute"] += qd["compute"] is not None
            style["negatieve_stam"] += bool(re.search(r"\b(NIET|GEEN)\b", qd["stem"]))
            wc = word_count(qd["explanation"])
            style["lange_toelichting_80_150_woorden"] += 80 <= wc <= 150
            style["toelichting_langer_dan_150_woorden"] += wc > 150
            style["korte_toelichting_tot_25_woorden"] += wc <= 25
            style["met_feedback"] += bool(qd["feedback"])
            style["met_related"] += bool(qd["related"])
        topics_out.append({"id": topic, "title": mod.TITLE, "counts": c,
                           "total": sum(c.values())})
    stats = {
        "meta": meta,
        "labels": {
            NONE: "gezonde vraag; staat in bank/",
            SUPPORTS_DISTRACTOR: "alleen de regel correct = true is naar een foute optie verplaatst; de toelichting onderbouwt nog de echte sleutel; staat in gebrekkig/",
            DUPLICATE_OPTION: "twee afleiders verschillen alleen in hoofdletters, spaties of een slotpunt; staat in gebrekkig/",
        },
        "topics": topics_out,
        "totals": totals,
        "total_questions": sum(totals.values()),
        "style": style,
    }
    with open(stats_path, "w", encoding="utf-8") as fh:
        json.dump(stats, fh, ensure_ascii=False, indent=2)
        fh.write("\n")

    print(f"OK: {len(written)} vraagbestanden en {2 * len(TOPICS)} topic.toml geschreven en gecontroleerd.")
    for lab in LABELS:
        print(f"  {lab}: {totals[lab]}")
    print("  stijl:", json.dumps(style, ensure_ascii=False))


def report_and_exit():
    print(f"{len(errors)} fout(en):", file=sys.stderr)
    for e in errors:
        print("  " + e, file=sys.stderr)
    sys.exit(1)


if __name__ == "__main__":
    main(sys.argv[1:])
