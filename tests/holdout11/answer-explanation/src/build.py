#!/usr/bin/env python3
"""Schrijft bank/ en gebrekkig/ uit de vragen in src/data_*.py en controleert het resultaat.

Gebruik:  python3 src/build.py [--end "<date-uitvoer>"]

- Zet de opties in de uiteindelijke volgorde (roteren of, bij numerieke opties, eventueel
  omkeren) zodat de sleutelletters gespreid zijn; opties met order="fixed" blijven staan.
- Schrijft elk bestand met twee commentaarregels (# topic, # expect).
- Leest elk bestand terug met tomllib en controleert het.
- Schrijft src/stats.json (invoer voor src/readme.py).
"""
import glob
import hashlib
import importlib
import json
import os
import re
import shutil
import sys
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from common import NONE, MOVED, DUP, LABELS  # noqa: E402

START_DATE = "Sun Dec  6 14:57:51 UTC 2026"
FILES_READ = [
    "/work/main/schema/README.md",
    "/work/main/schema/question.schema.json",
    "/work/main/schema/topic.schema.json",
    "/work/shared/seeds/000_fa40e9fb930c8fe6.txt",
    "/work/shared/seeds/002_bcf17ab5b3f8697a.txt",
]
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
ALLOWED_KEYS = {"stem", "explanation", "options", "related", "status", "markup", "tags",
                "words", "compute", "suppress"}
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


# ---------------------------------------------------------------- TOML schrijven
def _esc_char(ch, multiline):
    if ch == "\\":
        return "\\\\"
    if ch == '"':
        return '\\"'
    if ch == "\n":
        return "\n" if multiline else "\\n"
    if ch == "\t":
        return "\t" if multiline else "\\t"
    if ord(ch) < 0x20 or ord(ch) == 0x7F:
        return "\\u%04X" % ord(ch)
    return ch


def toml_str(s):
    return '"' + "".join(_esc_char(c, False) for c in s) + '"'


def toml_ml(s):
    """Meerregelige basic string. Een " wordt alleen ge-escapet als er direct nog een "
    op volgt of als het het laatste teken is, zodat er nooit drie op een rij staan."""
    out = []
    for i, c in enumerate(s):
        if c == '"' and (i + 1 == len(s) or s[i + 1] == '"'):
            out.append('\\"')
        elif c == '"':
            out.append('"')
        else:
            out.append(_esc_char(c, True))
    return '"""\n' + "".join(out) + '"""'


def toml_text(s, long_limit=110):
    if "\n" in s or len(s) > long_limit:
        return toml_ml(s)
    return toml_str(s)


def toml_array(items):
    return "[" + ", ".join(toml_str(x) for x in items) + "]"


def toml_number(x):
    if isinstance(x, bool):
        raise TypeError(x)
    return repr(x)


# ---------------------------------------------------------------- volgorde
def target_position(qid, n):
    h = int(hashlib.sha256(qid.encode("utf-8")).hexdigest(), 16)
    return h % n


def arrange(qd, counts):
    """Geeft de permutatie terug; permutatie[i] = oude index op plaats i.

    counts telt per plaats (0 = A) hoe vaak `correct = true` daar al staat binnen
    hetzelfde label; roteerbare vragen kiezen de minst gebruikte plaats (gelijkspel:
    volgorde bepaald door een hash van het id), numerieke vragen de minst gebruikte
    van oplopend of aflopend.
    """
    n = len(qd["options"])
    anchor = qd["moved_to"] if qd["label"] == MOVED else qd["key"]
    order = qd["order"]
    if order == "fixed":
        perm = list(range(n))
    elif order == "num":
        rev = n - 1 - anchor
        if counts.get(rev, 0) < counts.get(anchor, 0) or (
                counts.get(rev, 0) == counts.get(anchor, 0) and target_position(qd["id"], 2) == 1):
            perm = list(range(n - 1, -1, -1))
        else:
            perm = list(range(n))
    else:
        start = target_position(qd["id"], n)
        cands = [(start + k) % n for k in range(n)]
        target = min(cands, key=lambda pos: counts.get(pos, 0))
        r = (anchor - target) % n
        perm = [(i + r) % n for i in range(n)]
    pos = perm.index(anchor)
    counts[pos] = counts.get(pos, 0) + 1
    return perm


def norm_option(t):
    t = t.strip().lower()
    t = re.sub(r"\s+", " ", t)
    t = t.rstrip(".").strip()
    t = t.replace(" ", "")
    return t


NUM_RE = re.compile(r"-?\d[\d  ]*(?:,\d+)?")


def first_number(t):
    m = NUM_RE.search(t)
    if not m:
        return None
    s = m.group(0).replace(" ", "").replace(" ", "").replace(",", ".")
    try:
        return float(s)
    except ValueError:
        return None


TIME_UNITS = [("seconde", 1), ("minu", 60), ("uur", 3600), ("dag", 86400), ("jaar", 31557600)]


def magnitude(t):
    """Getal met tijdseenheid omgerekend naar seconden (alleen voor de ordecontrole)."""
    x = first_number(t)
    if x is None:
        return None
    if re.search(r"\d\s*miljard", t):
        x *= 1e9
    elif re.search(r"\d\s*miljoen", t):
        x *= 1e6
    for word, factor in TIME_UNITS:
        if re.search(r"\d\s*(?:miljoen\s*|miljard\s*)?" + word, t):
            return x * factor
    return x


# ---------------------------------------------------------------- schrijven
def question_toml(topic, qd, perm):
    label = qd["label"]
    anchor = qd["moved_to"] if label == MOVED else qd["key"]
    lines = [f"# topic: {topic}", f"# expect: {label}"]
    lines.append("stem = " + toml_text(qd["stem"]))
    lines.append("explanation = " + toml_text(qd["explanation"], long_limit=90))
    if qd["markup"]:
        lines.append("markup = " + toml_str(qd["markup"]))
    if qd["status"]:
        lines.append("status = " + toml_str(qd["status"]))
    if qd["tags"]:
        lines.append("tags = " + toml_array(qd["tags"]))
    if qd["words"]:
        lines.append("words = " + toml_array(qd["words"]))
    if qd["related"]:
        lines.append("related = " + toml_array(qd["related"]))
    for old in perm:
        lines.append("")
        lines.append("[[options]]")
        lines.append("text = " + toml_str(qd["options"][old]))
        if old == anchor:
            lines.append("correct = true")
        if old in qd["feedback"]:
            lines.append("feedback = " + toml_text(qd["feedback"][old]))
    if qd["compute"]:
        c = qd["compute"]
        lines.append("")
        lines.append("[compute]")
        lines.append("expression = " + toml_str(c[0]))
        lines.append("unit = " + toml_str(c[1]))
        if len(c) > 2:
            lines.append("tolerance = " + toml_number(c[2]))
    return "\n".join(lines) + "\n"


def topic_toml(title, description):
    return "title = " + toml_str(title) + "\n" + "description = " + toml_str(description) + "\n"


def load_modules():
    mods = []
    for path in sorted(glob.glob(os.path.join(HERE, "data_*.py"))):
        name = os.path.splitext(os.path.basename(path))[0]
        mods.append(importlib.import_module(name))
    return mods


def main():
    end_date = None
    if "--end" in sys.argv:
        end_date = sys.argv[sys.argv.index("--end") + 1]

    mods = load_modules()
    errors = []

    for sub in ("bank", "gebrekkig"):
        p = os.path.join(ROOT, sub)
        if os.path.isdir(p):
            shutil.rmtree(p)

    written = []  # (path, topic, qd, perm)
    key_counts = {}
    for m in mods:
        if not ID_RE.match(m.TOPIC):
            errors.append(f"topic-id ongeldig: {m.TOPIC}")
        for sub in ("bank", "gebrekkig"):
            d = os.path.join(ROOT, sub, m.TOPIC)
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, "topic.toml"), "w", encoding="utf-8") as f:
                f.write(topic_toml(m.TITLE, m.DESCRIPTION))
        for qd in m.QUESTIONS:
            sub = "bank" if qd["label"] == NONE else "gebrekkig"
            perm = arrange(qd, key_counts.setdefault(qd["label"], {}))
            path = os.path.join(ROOT, sub, m.TOPIC, qd["id"] + ".toml")
            if os.path.exists(path):
                errors.append(f"bestand bestaat al: {path}")
            with open(path, "w", encoding="utf-8") as f:
                f.write(question_toml(m.TOPIC, qd, perm))
            written.append((path, m.TOPIC, qd, perm))

    # ------------------------------------------------------------ controle
    seen_ids = {}
    bank_ids = {}  # id -> topic
    for path, topic, qd, perm in written:
        qid = os.path.splitext(os.path.basename(path))[0]
        if qid in seen_ids:
            errors.append(f"id dubbel: {qid} ({seen_ids[qid]} en {path})")
        seen_ids[qid] = path
        if not ID_RE.match(qid):
            errors.append(f"id ongeldig: {qid}")
        if "/bank/" in path:
            bank_ids[qid] = topic

    stats = {"topics": {}, "labels": {l: 0 for l in LABELS}, "key_letters": {},
             "options_count": {}, "with_compute": 0, "with_markdown": 0, "with_related": 0,
             "with_feedback": 0, "with_tags": 0, "negative_stems": 0}

    for path, topic, qd, perm in written:
        qid = qd["id"]
        with open(path, "rb") as f:
            raw = f.read()
        text = raw.decode("utf-8")
        first2 = text.splitlines()[:2]
        if first2 != [f"# topic: {topic}", f"# expect: {qd['label']}"]:
            errors.append(f"{qid}: commentaarregels kloppen niet")
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as e:
            errors.append(f"{qid}: TOML-fout {e}")
            continue
        extra = set(data) - ALLOWED_KEYS
        if extra:
            errors.append(f"{qid}: onbekende sleutels {extra}")
        if data["stem"] != qd["stem"] or data["explanation"] != qd["explanation"]:
            errors.append(f"{qid}: tekst komt niet ongewijzigd terug")
        if len(data["stem"]) < 10 or len(data["explanation"]) < 20:
            errors.append(f"{qid}: stam of toelichting te kort")
        opts = data["options"]
        if not 3 <= len(opts) <= 4:
            errors.append(f"{qid}: {len(opts)} opties")
        correct = [i for i, o in enumerate(opts) if o.get("correct") is True]
        if len(correct) != 1:
            errors.append(f"{qid}: {len(correct)} opties met correct = true")
            continue
        ci = correct[0]
        texts = [o["text"] for o in opts]
        true_text = qd["options"][qd["key"]]
        if qd["label"] == MOVED:
            if texts[ci] == true_text:
                errors.append(f"{qid}: verplaatste sleutel staat toch op de juiste optie")
            if texts[ci] != qd["options"][qd["moved_to"]]:
                errors.append(f"{qid}: correct = true staat niet op moved_to")
        else:
            if texts[ci] != true_text:
                errors.append(f"{qid}: sleutel staat niet op de juiste optie")
        normed = [norm_option(t) for t in texts]
        pairs = [(i, j) for i in range(len(texts)) for j in range(i + 1, len(texts))
                 if normed[i] == normed[j]]
        if qd["label"] == DUP:
            a, b = qd["dup"]
            ta, tb = qd["options"][a], qd["options"][b]
            if ta == tb or norm_option(ta) != norm_option(tb):
                errors.append(f"{qid}: dubbele opties verschillen niet alleen in hoofdletters/spaties/punt")
            if len(pairs) != 1:
                errors.append(f"{qid}: verwacht precies één dubbel paar, gevonden {pairs}")
            if ci in pairs[0] if pairs else False:
                errors.append(f"{qid}: de sleutel maakt deel uit van het dubbele paar")
        elif pairs:
            errors.append(f"{qid}: opties lezen hetzelfde: {pairs}")
        if qd["order"] == "num":
            nums = [magnitude(t) for t in texts]
            if None in nums:
                errors.append(f"{qid}: numerieke opties zonder getal: {texts}")
            else:
                asc = all(nums[i] < nums[i + 1] for i in range(len(nums) - 1))
                desc = all(nums[i] > nums[i + 1] for i in range(len(nums) - 1))
                if not (asc or desc):
                    errors.append(f"{qid}: numerieke opties niet geordend: {nums}")
        for rid in data.get("related", []):
            if rid == qid:
                errors.append(f"{qid}: verwijst naar zichzelf")
            elif rid not in bank_ids:
                errors.append(f"{qid}: related {rid} bestaat niet in bank/")
            elif bank_ids[rid] != topic:
                errors.append(f"{qid}: related {rid} hoort bij ander onderwerp")
        if "compute" in data and qd["label"] == NONE:
            # de optie met het dichtstbijzijnde getal moet de sleutel zijn
            expr = data["compute"]["expression"].replace("^", "**")
            if not re.fullmatch(r"[0-9eE.+\-*/() ]+", expr):
                errors.append(f"{qid}: vreemde expressie {expr}")
            else:
                val = eval(expr, {"__builtins__": {}})
                nums = [first_number(t) for t in texts]
                best = min(range(len(nums)), key=lambda i: abs((nums[i] or 0) - val))
                tol = data["compute"].get("tolerance", 0.05)
                if best != ci:
                    errors.append(f"{qid}: compute {val} wijst optie {best} aan, sleutel is {ci}")
                elif abs(nums[ci] - val) > tol * abs(val) + 1e-9:
                    errors.append(f"{qid}: compute {val} buiten tolerantie van {nums[ci]}")

        # statistiek
        t = stats["topics"].setdefault(topic, {l: 0 for l in LABELS})
        t[qd["label"]] += 1
        stats["labels"][qd["label"]] += 1
        letter = LETTERS[ci]
        stats["key_letters"].setdefault(qd["label"], {})
        stats["key_letters"][qd["label"]][letter] = stats["key_letters"][qd["label"]].get(letter, 0) + 1
        stats["options_count"][str(len(opts))] = stats["options_count"].get(str(len(opts)), 0) + 1
        stats["with_compute"] += "compute" in data
        stats["with_markdown"] += data.get("markup") == "markdown"
        stats["with_related"] += bool(data.get("related"))
        stats["with_feedback"] += any("feedback" in o for o in opts)
        stats["with_tags"] += bool(data.get("tags"))
        stats["negative_stems"] += bool(re.search(r"\b(NIET|GEEN)\b", data["stem"]))

    for k in stats["key_letters"]:
        stats["key_letters"][k] = dict(sorted(stats["key_letters"][k].items()))
    stats["titles"] = {m.TOPIC: m.TITLE for m in mods}
    stats["total"] = len(written)
    stats["start_date"] = START_DATE
    old_end = None
    sp = os.path.join(HERE, "stats.json")
    if os.path.exists(sp):
        with open(sp, encoding="utf-8") as f:
            old_end = json.load(f).get("end_date")
    stats["end_date"] = end_date or old_end
    stats["files_read"] = FILES_READ
    stats["commands"] = ["date", "ls /work/main/tests/"]

    if errors:
        print("FOUTEN:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    with open(sp, "w", encoding="utf-8") as f:
        json.dump(stats, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"OK: {len(written)} vragen geschreven en gecontroleerd")
    print(json.dumps(stats["labels"], ensure_ascii=False))
    print(json.dumps(stats["key_letters"], ensure_ascii=False))


if __name__ == "__main__":
    main()
