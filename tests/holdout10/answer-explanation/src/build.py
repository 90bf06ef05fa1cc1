#!/usr/bin/env python3
"""Bouwt de hold-out-set answer-explanation uit src/data_*.py.

1. Leest alle vragen uit de data-modules.
2. Kiest per vraag de positie van de gemarkeerde optie (roteren, omkeren of vast laten),
   zodat de sleutelletters gelijkmatig verdeeld zijn.
3. Schrijft bank/<topic>/ (label none) en gebrekkig/<topic>/ (gebrekkige vragen) als TOML.
4. Leest alles terug met tomllib en controleert het; schrijft src/stats.json.
Afsluitcode 1 bij een fout.
"""
import importlib
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
from common import LABELS  # noqa: E402

ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
TOP_KEYS = {"stem", "explanation", "options", "related", "status", "markup", "tags", "words",
            "compute", "suppress"}
OPT_KEYS = {"text", "correct", "feedback"}
COMPUTE_KEYS = {"expression", "unit", "tolerance"}
TOPIC_KEYS = {"title", "description", "parent", "prerequisites"}
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LETTER_REF_CI = re.compile(
    r"\b(?:optie|antwoord)\s+[A-D]\b|"
    r"\b(?:eerste|tweede|derde|vierde|laatste)\s+(?:drie\s+|twee\s+)?"
    r"(?:optie|opties|uitspraak|uitspraken|antwoord)|"
    r"\bde\s+(?:eerste|tweede|derde|vierde)\s+is\b",
    re.IGNORECASE)
LETTER_REF_CS = re.compile(
    r"(?:^|[\s(])[A-D](?:,|\s+en\b|\s+is\b|\s+klopt\b|\s+beschrijft\b|\s+laat\b|\s+verandert\b|"
    r"\s+doet\b|\s+lijkt\b|\s+zijn\b|\s+hebben\b|\s+geven\b|\s+gaat\b|\s+staan\b|\s+horen\b|"
    r"\s+komen\b|\s+helpen\b)")


class _Ref:
    @staticmethod
    def search(s):
        return LETTER_REF_CI.search(s) or LETTER_REF_CS.search(s)


LETTER_REF = _Ref()

errors = []


def err(msg):
    errors.append(msg)


# ---------------------------------------------------------------- laden
def load():
    topics = []
    for path in sorted(SRC.glob("data_*.py")):
        mod = importlib.import_module(path.stem)
        topics.append({"topic": mod.TOPIC, "title": mod.TITLE, "description": mod.DESCRIPTION,
                       "questions": mod.QUESTIONS, "module": path.name})
    return topics


def words(s):
    return len(s.split())


def precheck(topic, q):
    qid = q["id"]
    where = f"{topic}/{qid}"
    if q["label"] not in LABELS:
        err(f"{where}: onbekend label {q['label']}")
    stars = [i for i, o in enumerate(q["opts"]) if o.startswith("*")]
    bangs = [i for i, o in enumerate(q["opts"]) if o.startswith("!")]
    if len(stars) != 1:
        err(f"{where}: precies één '*' verwacht, gevonden {len(stars)}")
    if q["label"] == "sd":
        if len(bangs) != 1:
            err(f"{where}: sd-vraag heeft precies één '!' nodig")
        elif stars and bangs[0] == stars[0]:
            err(f"{where}: '!' en '*' vallen samen")
    elif bangs:
        err(f"{where}: '!' alleen bij sd-vragen")
    n = len(q["opts"])
    if n not in (3, 4):
        err(f"{where}: {n} opties (verwacht 3 of 4)")
    st = q["style"]
    ex = q["expl"].replace("\n", " ")
    if st not in range(1, 9):
        err(f"{where}: stijl {st} ongeldig")
    if st == 1 and words(ex) >= 20:
        err(f"{where}: stijl 1 maar {words(ex)} woorden")
    if st == 3 and not (80 <= words(ex) <= 200):
        err(f"{where}: stijl 3 maar {words(ex)} woorden")
    if st == 5 and not re.search(r"NIET|GEEN|onjuist", q["stem"]):
        err(f"{where}: stijl 5 zonder NIET/GEEN/onjuist in de stam")
    if st == 4 and not re.search(r"\d", ex):
        err(f"{where}: stijl 4 zonder getallen in de toelichting")
    if (st == 6) != bool(q["md"]):
        err(f"{where}: stijl 6 hoort precies bij markup = markdown")
    if st == 6 and not ("](http" in ex and "`" in ex):
        err(f"{where}: stijl 6 zonder link of inline code")
    if q["order"] not in ("free", "num", "keep", "letters"):
        err(f"{where}: onbekende order {q['order']}")
    if q["order"] == "letters" and not LETTER_REF.search(ex):
        err(f"{where}: order=letters maar geen verwijzing naar letter of rangtelwoord gevonden")
    if q["order"] != "letters" and LETTER_REF.search(ex):
        err(f"{where}: toelichting lijkt naar letters te verwijzen maar order={q['order']}")
    if q["related"] and q["label"] != "none":
        err(f"{where}: related alleen in bank/")
    if q["compute"] and q["label"] != "none":
        err(f"{where}: geen [compute] in gebrekkige vragen (één gebrek per vraag)")
    if q["wrap"] == "bs" and "\n" not in q["expl"]:
        err(f"{where}: wrap=bs zonder regelafbrekingen")


# ---------------------------------------------------------------- getallen
NUM_TOKEN = re.compile(r"[−-]?\d[\d.,]*")


def parse_number(text):
    m = NUM_TOKEN.search(text)
    if not m:
        return None
    tok = m.group(0).rstrip(".,").replace("−", "-")
    if "," in tok:
        tok = tok.replace(".", "").replace(",", ".")
    elif "." in tok:
        parts = tok.lstrip("-").split(".")
        if all(len(p) == 3 for p in parts[1:]) and len(parts) > 1 and len(parts[0]) <= 3 \
                and not (len(parts) == 2 and parts[0] == "0"):
            tok = tok.replace(".", "")
    try:
        return float(tok)
    except ValueError:
        return None


def eval_expression(expr):
    if not re.fullmatch(r"[0-9eE+\-*/^(). ]+", expr):
        raise ValueError(f"ongeldige tekens in {expr!r}")
    return eval(expr.replace("^", "**"), {"__builtins__": {}}, {})


# ---------------------------------------------------------------- sleutelposities
def marked_index(q):
    tag = "!" if q["label"] == "sd" else "*"
    return next(i for i, o in enumerate(q["opts"]) if o.startswith(tag))


def allowed_positions(q):
    n = len(q["opts"])
    k = marked_index(q)
    if q["order"] == "free":
        return list(range(n))
    if q["order"] == "num":
        return sorted({k, n - 1 - k})
    return [k]


def arrange(all_q):
    counts = {3: Counter(), 4: Counter()}
    for q in all_q:
        al = allowed_positions(q)
        if len(al) == 1:
            counts[len(q["opts"])][al[0]] += 1
            q["target"] = al[0]
    seq = Counter()
    for q in all_q:
        if "target" in q:
            continue
        n = len(q["opts"])
        al = allowed_positions(q)
        s = seq[n]
        seq[n] += 1
        best = min(al, key=lambda p: (counts[n][p], (p - s) % n))
        counts[n][best] += 1
        q["target"] = best
    for q in all_q:
        n = len(q["opts"])
        k = marked_index(q)
        t = q["target"]
        opts = list(q["opts"])
        if t != k:
            if q["order"] == "free":
                shift = (t - k) % n
                new = [None] * n
                for i, o in enumerate(opts):
                    new[(i + shift) % n] = o
                opts = new
            elif q["order"] == "num":
                opts = opts[::-1]
        q["final"] = opts
        q["transform"] = "geen" if t == k else ("omgekeerd" if q["order"] == "num" else "geroteerd")
        assert marked_index({"label": q["label"], "opts": opts}) == t


# ---------------------------------------------------------------- TOML schrijven
def basic(s):
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


def esc_ml(s):
    s = s.replace("\\", "\\\\")
    if '""' in s or s.endswith('"'):
        s = s.replace('"', '\\"')
    return s


def explanation_toml(q):
    text = q["expl"]
    if q["wrap"] == "bs":
        lines = text.split("\n")
        return '"""\n' + " \\\n".join(esc_ml(l) for l in lines) + '"""', " ".join(lines)
    if "\n" in text:
        return '"""\n' + esc_ml(text) + '"""', text
    return basic(text), text


def clean(o):
    return o[1:] if o[:1] in "*!" else o


def write_question(path, topic, q):
    label = LABELS[q["label"]]
    lines = [f"# topic: {topic}", f"# expect: {label}", f"stem = {basic(q['stem'])}"]
    if q["md"]:
        lines.append('markup = "markdown"')
    ex_toml, expected = explanation_toml(q)
    q["expected_expl"] = expected
    lines.append(f"explanation = {ex_toml}")
    if q["related"]:
        lines.append("related = [" + ", ".join(basic(r) for r in q["related"]) + "]")
    marked = marked_index({"label": q["label"], "opts": q["final"]})
    for i, o in enumerate(q["final"]):
        lines += ["", "[[options]]", f"text = {basic(clean(o))}"]
        if i == marked:
            lines.append("correct = true")
    if q["compute"]:
        expr, unit = q["compute"][0], q["compute"][1]
        lines += ["", "[compute]", f"expression = {basic(expr)}", f"unit = {basic(unit)}"]
        if len(q["compute"]) > 2:
            lines.append(f"tolerance = {q['compute'][2]}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def write_topic(path, t):
    path.write_text(f"title = {basic(t['title'])}\ndescription = {basic(t['description'])}\n",
                    encoding="utf-8")


# ---------------------------------------------------------------- controles na terugleest
def norm(s, drop_spaces=False):
    s = re.sub(r"\s+", "" if drop_spaces else " ", s.strip().lower())
    return s[:-1] if s.endswith(".") else s


def equal_pairs(texts):
    pairs = []
    for i in range(len(texts)):
        for j in range(i + 1, len(texts)):
            if norm(texts[i]) == norm(texts[j]) or norm(texts[i], True) == norm(texts[j], True):
                pairs.append((i, j))
    return pairs


def check_str(where, name, v, lo=None, hi=None):
    if not isinstance(v, str):
        err(f"{where}: {name} is geen string")
        return
    if lo is not None and len(v) < lo:
        err(f"{where}: {name} korter dan {lo}")
    if hi is not None and len(v) > hi:
        err(f"{where}: {name} langer dan {hi}")


def check_file(path, topic, q, folder):
    where = str(path.relative_to(ROOT))
    raw = path.read_text(encoding="utf-8")
    lines = raw.split("\n")
    label = LABELS[q["label"]]
    if lines[0] != f"# topic: {topic}" or lines[1] != f"# expect: {label}":
        err(f"{where}: kopregels kloppen niet")
    expect_folder = "bank" if label == "none" else "gebrekkig"
    if folder != expect_folder:
        err(f"{where}: label {label} hoort in {expect_folder}/")
    try:
        d = tomllib.loads(raw)
    except tomllib.TOMLDecodeError as e:
        err(f"{where}: TOML-fout {e}")
        return None
    for k in d:
        if k not in TOP_KEYS:
            err(f"{where}: onbekende sleutel {k}")
    for k in ("stem", "explanation", "options"):
        if k not in d:
            err(f"{where}: verplichte sleutel {k} ontbreekt")
            return None
    check_str(where, "stem", d["stem"], 10, 2000)
    check_str(where, "explanation", d["explanation"], 20, 10000)
    if d.get("markup") not in (None, "plain", "markdown"):
        err(f"{where}: markup ongeldig")
    if d.get("status") not in (None, "draft", "review", "published", "retired"):
        err(f"{where}: status ongeldig")
    opts = d["options"]
    if not isinstance(opts, list) or not (1 <= len(opts) <= 26):
        err(f"{where}: options ongeldig")
        return None
    for o in opts:
        for k in o:
            if k not in OPT_KEYS:
                err(f"{where}: onbekende optiesleutel {k}")
        check_str(where, "options.text", o.get("text"), 0, 1000)
        if "correct" in o and not isinstance(o["correct"], bool):
            err(f"{where}: correct is geen boolean")
    correct = [i for i, o in enumerate(opts) if o.get("correct") is True]
    if len(correct) != 1:
        err(f"{where}: {len(correct)} opties met correct = true")
    for r in d.get("related", []):
        if not (isinstance(r, str) and ID_RE.match(r) and len(r) <= 120):
            err(f"{where}: related-id {r!r} ongeldig")
    if "compute" in d:
        c = d["compute"]
        for k in c:
            if k not in COMPUTE_KEYS:
                err(f"{where}: onbekende compute-sleutel {k}")
        check_str(where, "compute.expression", c.get("expression"), 1, 500)
        check_str(where, "compute.unit", c.get("unit"), 0, 20)
        tol = c.get("tolerance", 0.05)
        if not (isinstance(tol, (int, float)) and 0 <= tol <= 1):
            err(f"{where}: tolerance ongeldig")
    # inhoud gelijk aan de data?
    if d["stem"] != q["stem"]:
        err(f"{where}: stam wijkt af na terugleest")
    if d["explanation"] != q["expected_expl"]:
        err(f"{where}: toelichting wijkt af na terugleest")
    if [o["text"] for o in opts] != [clean(o) for o in q["final"]]:
        err(f"{where}: opties wijken af na terugleest")
    if (d.get("markup") == "markdown") != bool(q["md"]):
        err(f"{where}: markup klopt niet")
    return d


def main():
    topics = load()
    all_q = []
    ids = Counter()
    stems = Counter()
    for t in topics:
        if not ID_RE.match(t["topic"]):
            err(f"topic-id {t['topic']} ongeldig")
        for q in t["questions"]:
            q["topic"] = t["topic"]
            precheck(t["topic"], q)
            ids[q["id"]] += 1
            stems[q["stem"]] += 1
            if not ID_RE.match(q["id"]) or len(q["id"]) > 120:
                err(f"id {q['id']} past niet bij het patroon")
            all_q.append(q)
    for i, c in ids.items():
        if c > 1:
            err(f"id {i} komt {c} keer voor")
    for s, c in stems.items():
        if c > 1:
            err(f"stam komt {c} keer voor: {s}")
    if errors:
        return finish()

    arrange(all_q)

    for folder in ("bank", "gebrekkig"):
        if (ROOT / folder).exists():
            shutil.rmtree(ROOT / folder)
    for t in topics:
        for folder, pred in (("bank", lambda q: q["label"] == "none"),
                             ("gebrekkig", lambda q: q["label"] != "none")):
            qs = [q for q in t["questions"] if pred(q)]
            if not qs:
                continue
            d = ROOT / folder / t["topic"]
            d.mkdir(parents=True)
            write_topic(d / "topic.toml", t)
            for q in qs:
                q["folder"] = folder
                q["path"] = d / f"{q['id']}.toml"
                write_question(q["path"], t["topic"], q)

    # terugleest en controle
    by_id = {}
    for folder in ("bank", "gebrekkig"):
        for tdir in sorted((ROOT / folder).iterdir()):
            tt = tomllib.loads((tdir / "topic.toml").read_text(encoding="utf-8"))
            for k in tt:
                if k not in TOPIC_KEYS:
                    err(f"{tdir}/topic.toml: onbekende sleutel {k}")
            check_str(f"{tdir}/topic.toml", "title", tt.get("title"), 1, 200)
            check_str(f"{tdir}/topic.toml", "description", tt.get("description"), 0, 5000)
            for f in sorted(tdir.glob("*.toml")):
                if f.name == "topic.toml":
                    continue
                if f.stem in by_id:
                    err(f"id {f.stem} staat in twee bestanden")
                by_id[f.stem] = (folder, tdir.name, f)
    qmap = {q["id"]: q for q in all_q}
    if set(by_id) != set(qmap):
        err("bestanden en data komen niet overeen")
    parsed = {}
    for qid, (folder, topic, f) in by_id.items():
        q = qmap[qid]
        d = check_file(f, topic, q, folder)
        if d is None:
            continue
        parsed[qid] = d
        texts = [o["text"] for o in d["options"]]
        key = next((i for i, o in enumerate(d["options"]) if o.get("correct") is True), None)
        pairs = equal_pairs(texts)
        where = str(f.relative_to(ROOT))
        if q["label"] in ("none", "sd"):
            if pairs:
                err(f"{where}: opties gelijk na normaliseren: {pairs}")
        else:
            if len(pairs) != 1:
                err(f"{where}: duplicate-option vraagt precies één paar, gevonden {pairs}")
            elif key in pairs[0]:
                err(f"{where}: het dubbele paar bevat de sleutel")
            elif texts[pairs[0][0]] == texts[pairs[0][1]]:
                err(f"{where}: het dubbele paar is letterlijk gelijk")
        star = next(i for i, o in enumerate(q["final"]) if o.startswith("*"))
        if q["label"] == "sd":
            if star == key:
                err(f"{where}: toelichting pleit voor de gemarkeerde optie")
        elif star != key:
            err(f"{where}: sleutel is niet de juiste optie")
        # related
        for r in d.get("related", []):
            if r == qid:
                err(f"{where}: related verwijst naar zichzelf")
            elif r not in by_id:
                err(f"{where}: related {r} bestaat niet")
            else:
                rf, rt, _ = by_id[r]
                if rf != "bank" or rt != topic or qmap[r]["label"] != "none":
                    err(f"{where}: related {r} is geen goede vraag van hetzelfde onderwerp")
        rel = d.get("related", [])
        if rel and not (1 <= len(rel) <= 3 and len(set(rel)) == len(rel)):
            err(f"{where}: related moet 1-3 unieke ids hebben")
        if rel and folder != "bank":
            err(f"{where}: related buiten bank/")
        # numerieke volgorde
        if q["order"] == "num":
            nums = [parse_number(t) for t in texts]
            if None in nums:
                err(f"{where}: order=num maar niet elke optie bevat een getal: {nums}")
            else:
                inc = all(a < b for a, b in zip(nums, nums[1:]))
                dec = all(a > b for a, b in zip(nums, nums[1:]))
                if not (inc or dec):
                    err(f"{where}: numerieke opties niet oplopend of aflopend: {nums}")
        # compute
        if "compute" in d:
            c = d["compute"]
            try:
                val = eval_expression(c["expression"])
            except Exception as e:  # noqa: BLE001
                err(f"{where}: expressie onleesbaar: {e}")
                continue
            nums = [parse_number(t) for t in texts]
            if None in nums:
                err(f"{where}: compute maar niet elke optie bevat een getal")
                continue
            nearest = min(range(len(nums)), key=lambda i: abs(nums[i] - val))
            if nearest != key:
                err(f"{where}: dichtstbijzijnde optie ({LETTERS[nearest]}) is niet de sleutel "
                    f"({LETTERS[key]}); waarde {val}")
            tol = c.get("tolerance", 0.05)
            if abs(nums[key] - val) > tol * abs(val):
                err(f"{where}: sleutel {nums[key]} buiten tolerantie van {val}")
            if any(c["unit"] not in t for t in texts):
                err(f"{where}: eenheid {c['unit']} niet in elke optie")
            q["compute_value"] = val
    return finish(topics, all_q, by_id, parsed)


def finish(topics=None, all_q=None, by_id=None, parsed=None):
    if errors:
        print(f"{len(errors)} fout(en):")
        for e in errors:
            print("  -", e)
        return 1
    stats = make_stats(topics, all_q, by_id, parsed)
    (SRC / "stats.json").write_text(json.dumps(stats, ensure_ascii=False, indent=1) + "\n",
                                    encoding="utf-8")
    print(f"OK: {stats['totals']['questions']} vragen "
          f"({stats['totals']['none']} goed, {stats['totals']['sd']} supports-distractor, "
          f"{stats['totals']['dup']} duplicate-option); stats.json geschreven")
    return 0


def make_stats(topics, all_q, by_id, parsed):
    per_topic = {}
    for t in topics:
        c = Counter(q["label"] for q in t["questions"])
        per_topic[t["topic"]] = {"title": t["title"], "none": c["none"], "sd": c["sd"], "dup": c["dup"],
                                 "total": sum(c.values())}
    styles = {s: {"sound": 0, "flawed": 0} for s in range(1, 9)}
    keypos = {"3": Counter(), "4": Counter()}
    keypos_sound = {"3": Counter(), "4": Counter()}
    nopts = Counter()
    transforms = Counter()
    flawed = []
    wraps = Counter()
    for q in all_q:
        d = parsed[q["id"]]
        n = len(d["options"])
        key = next(i for i, o in enumerate(d["options"]) if o.get("correct") is True)
        star = next(i for i, o in enumerate(q["final"]) if o.startswith("*"))
        styles[q["style"]]["sound" if q["label"] == "none" else "flawed"] += 1
        keypos[str(n)][LETTERS[key]] += 1
        if q["label"] == "none":
            keypos_sound[str(n)][LETTERS[key]] += 1
        nopts[n] += 1
        transforms[q["transform"]] += 1
        if "\n" in q["expl"]:
            wraps["bs" if q["wrap"] == "bs" else "newline"] += 1
        if q["label"] != "none":
            texts = [o["text"] for o in d["options"]]
            pair = equal_pairs(texts)
            flawed.append({
                "file": str(q["path"].relative_to(ROOT)),
                "label": LABELS[q["label"]],
                "style": q["style"],
                "marked": LETTERS[key],
                "argued": LETTERS[star],
                "options": n,
                "duplicate_pair": "".join(LETTERS[i] for i in pair[0]) if q["label"] == "dup" else "",
                "letters_in_explanation": q["order"] == "letters",
            })
    total = Counter(q["label"] for q in all_q)
    return {
        "totals": {"questions": len(all_q), "none": total["none"], "sd": total["sd"],
                   "dup": total["dup"], "topics": len(topics)},
        "per_topic": per_topic,
        "styles": {str(k): v for k, v in styles.items()},
        "key_positions": {k: dict(sorted(v.items())) for k, v in keypos.items()},
        "key_positions_sound": {k: dict(sorted(v.items())) for k, v in keypos_sound.items()},
        "options_count": {str(k): v for k, v in sorted(nopts.items())},
        "markdown": sum(1 for q in all_q if q["md"]),
        "markdown_sound": sum(1 for q in all_q if q["md"] and q["label"] == "none"),
        "with_related": sum(1 for q in all_q if q["related"]),
        "sound_count": total["none"],
        "with_compute": sum(1 for q in all_q if q["compute"]),
        "letters_in_explanation": sum(1 for q in all_q if q["order"] == "letters"),
        "wrapped_explanations": dict(wraps),
        "transforms": dict(transforms),
        "order_kinds": dict(Counter(q["order"] for q in all_q)),
        "flawed": sorted(flawed, key=lambda r: r["file"]),
    }


if __name__ == "__main__":
    sys.exit(main())
