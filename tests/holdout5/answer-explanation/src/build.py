"""Generate bank/ and gebrekkig/ from src/data/*.py, then re-parse everything with tomllib.

Run from anywhere:  python3 src/build.py
Writes src/stats.json with the numbers used in README.md.
"""
import importlib
import json
import os
import re
import shutil
import sys
import tomllib
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "data"))

import lib  # noqa: E402

TOPIC_IDS = ["kunstgeschiedenis", "filosofie", "verkeer", "voeding", "landbouw", "energie", "klimaat",
             "taalkunde", "bedrijfskunde", "elektronica", "webontwikkeling", "softwaretesten"]
for t in TOPIC_IDS:
    importlib.import_module(t)

QS = lib.QUESTIONS
import uitgebreid  # noqa: E402  second pass: long explanations that discuss every option
_by_id = {q["id"]: q for q in QS}
for _id, _p in uitgebreid.LONG.items():
    _q = _by_id[_id]
    _q["explanation"] = _p["explanation"]
    _q["styles"].add("all")
    _q["styles"].discard("one")
    _q["styles"].discard("kf")
    _q["styles"].discard("gen")
    # the long versions that name letters open with the verdict on the key; the others
    # first explain the concept and reach the key at the end
    _q["styles"].add("kf" if _p["let"] else "gen")
    if _p["let"]:
        _q["styles"].add("let")
        _q["fix"] = True
LETTERS = "ABCD"
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
# explanation refers to options by position -> option order must be kept
POS_RE = re.compile(r"\b(Antwoord|antwoord|Optie|optie)\s+[A-D]\b|\b(eerste|tweede|derde|vierde|laatste) optie\b"
                    r"|(^|[.:;!?]\s+)[A-D]\s+(is|klopt|noemt|somt|draait|beschrijft|wint|hoort|geldt)\b"
                    r"|\bantwoord is( dus)? [A-D]\b")
NUMWORD_RE = re.compile(r"\b(twee|drie|vier|vijf|zes|zeven|acht|negen|tien|twaalf|twintig|dertig|veertig|vijftig|"
                        r"zestig|negentig|honderd|duizend|vijfentwintig|vijfenzeventig|vijfendertig|driekwart|"
                        r"anderhalf|tweeënhalf|negen tiende|twee derde|honderd)\b", re.I)
NEG_RE = re.compile(r"\b(NIET|GEEN|onjuist|klopt niet|behalve)\b")


def label(q):
    if q["sd"] is not None:
        return "explanation/supports-distractor"
    if q["dup"] is not None:
        return "answer/duplicate-option"
    return "none"


# ---------- checks on the data ----------
ids = [q["id"] for q in QS]
dups = [i for i, c in Counter(ids).items() if c > 1]
assert not dups, dups
for q in QS:
    assert ID_RE.match(q["id"]) and len(q["id"]) <= 120, q["id"]
    assert q["topic"] in TOPIC_IDS
    assert 3 <= len(q["options"]) <= 4, q["id"]
    assert len(set(o.strip().lower().rstrip(".") for o in q["options"])) == len(q["options"]) or q["dup"], q["id"]
    if POS_RE.search(q["explanation"]):
        q["fix"] = True
    if "let" in q["styles"]:
        assert POS_RE.search(q["explanation"]), ("let without letter", q["id"])
    if q["sd"] is not None:
        assert q["sd"] != q["key"]
    if q["dup"] is not None:
        i, j = q["dup"]
        a, b = q["options"][i], q["options"][j]
        norm = lambda s: re.sub(r"\s+", "", s).rstrip(".").lower()  # noqa: E731
        assert a != b and norm(a) == norm(b), q["id"]
        assert q["key"] not in (i, j)
sound_ids = {q["id"]: q for q in QS if label(q) == "none"}
for q in QS:
    for r in q["rel"]:
        assert label(q) == "none" and r in sound_ids and sound_ids[r]["topic"] == q["topic"] and r != q["id"], (q["id"], r)

# ---------- spread key positions of sound questions ----------
counts = {3: Counter(), 4: Counter()}
sound = [q for q in QS if label(q) == "none"]
for q in sound:
    if q["fix"]:
        counts[len(q["options"])][q["key"]] += 1
for q in sound:
    if q["fix"]:
        continue
    n = len(q["options"])
    c = counts[n]
    best = min(range(n), key=lambda p: (c[p], (p - q["key"]) % n))
    shift = (best - q["key"]) % n
    if shift:
        old = q["options"]
        q["options"] = [old[(i - shift) % n] for i in range(n)]
        q["key"] = best
        if q.get("rotated") is None:
            q["rotated"] = shift
    c[best] += 1


# ---------- write TOML ----------
def basic(s):
    return json.dumps(s, ensure_ascii=False)


def multiline(s):
    if "\\" in s or '"""' in s or s.endswith('"') or "\n" not in s and len(s) < 90:
        return basic(s)
    return '"""\n' + s + '"""'


for d in ("bank", "gebrekkig"):
    shutil.rmtree(os.path.join(ROOT, d), ignore_errors=True)

for q in QS:
    root = "bank" if label(q) == "none" else "gebrekkig"
    tdir = os.path.join(ROOT, root, q["topic"])
    os.makedirs(tdir, exist_ok=True)
    tt = os.path.join(tdir, "topic.toml")
    if not os.path.exists(tt):
        title, desc = lib.TOPICS[q["topic"]]
        with open(tt, "w", encoding="utf-8") as f:
            f.write(f"title = {basic(title)}\ndescription = {basic(desc)}\n")
    lines = [f"# topic: {q['topic']}", f"# expect: {label(q)}", f"stem = {basic(q['stem'])}"]
    if q["md"]:
        lines.append('markup = "markdown"')
    lines.append(f"explanation = {multiline(q['explanation'])}")
    if q["rel"]:
        lines.append("related = [" + ", ".join(basic(r) for r in q["rel"]) + "]")
    correct = q["key"] if q["sd"] is None else q["sd"]
    for i, o in enumerate(q["options"]):
        lines.append("")
        lines.append("[[options]]")
        lines.append(f"text = {basic(o)}")
        if i == correct:
            lines.append("correct = true")
    with open(os.path.join(tdir, q["id"] + ".toml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")

# ---------- re-parse and verify ----------
n_files = 0
for root in ("bank", "gebrekkig"):
    for dp, _, fns in os.walk(os.path.join(ROOT, root)):
        for fn in fns:
            p = os.path.join(dp, fn)
            with open(p, "rb") as f:
                data = tomllib.load(f)
            n_files += 1
            if fn == "topic.toml":
                assert set(data) <= {"title", "description", "parent", "prerequisites"}
                continue
            with open(p, encoding="utf-8") as f:
                head = f.read().split("\n")[:2]
            assert head[0].startswith("# topic: ") and head[1].startswith("# expect: "), p
            assert set(data) <= {"stem", "explanation", "options", "related", "markup"}, p
            assert 10 <= len(data["stem"]) <= 2000 and 20 <= len(data["explanation"]) <= 10000, p
            assert sum(1 for o in data["options"] if o.get("correct")) == 1, p
            assert all(set(o) <= {"text", "correct"} for o in data["options"]), p

# ---------- stats ----------
def norm_txt(s):
    s = s.replace("`", "").replace("*", "")
    return re.sub(r"\s+", " ", s).strip().lower()


def n_words(s):
    return len(s.split())


def sentences(s):
    return [x for x in re.split(r"(?<=[.!?])\s+", s.strip()) if x]


stats = dict(total=len(QS), files=n_files)
stats["per_topic_label"] = {t: dict(Counter(label(q) for q in QS if q["topic"] == t)) for t in TOPIC_IDS}
stats["per_label"] = dict(Counter(label(q) for q in QS))
stats["options_sound"] = dict(Counter(len(q["options"]) for q in sound))
stats["options_flawed"] = dict(Counter(len(q["options"]) for q in QS if label(q) != "none"))
stats["key_pos_sound"] = {n: {LETTERS[p]: counts[n][p] for p in range(n)} for n in (3, 4)}
tot = Counter()
for n in (3, 4):
    for p in range(n):
        tot[LETTERS[p]] += counts[n][p]
stats["key_pos_sound_all"] = dict(sorted(tot.items()))
stats["fixed_order_sound"] = sum(1 for q in sound if q["fix"])
stats["rotated_sound"] = sum(1 for q in sound if q.get("rotated"))


def auto_styles(q):
    st = set(q["styles"])
    key = q["options"][q["key"]]
    if norm_txt(key).rstrip(".") in norm_txt(q["explanation"]):
        st.add("q")
    else:
        st.discard("q")
    if NEG_RE.search(q["stem"]):
        st.add("neg")
    if q["md"]:
        st.add("md")
    else:
        st.discard("md")
    # 'par' (manual intent) is replaced by a mechanical check: the explanation repeats no
    # word of >= 5 letters and no number from the key, and does not quote the key.
    st.discard("par")
    toks = re.findall(r"[a-zà-ÿ]{5,}|\d+(?:[.,]\d+)?", norm_txt(key))
    ex = norm_txt(q["explanation"])
    exw = set(re.findall(r"[a-zà-ÿ]{5,}", ex))
    exn = set(re.findall(r"\d+(?:[.,]\d+)?", ex))
    if "q" not in st and not any((t in exn) if t[0].isdigit() else (t in exw) for t in toks):
        st.add("par")
    if "cal" in st and NUMWORD_RE.search(q["stem"] + " " + q["explanation"] + " " + " ".join(q["options"])):
        st.add("numword")
    if len(sentences(q["explanation"])) == 1 and n_words(q["explanation"]) <= 20 and "\n" not in q["explanation"]:
        st.add("one")
    else:
        st.discard("one")
    return st


style_counts = {"none": Counter(), "flawed": Counter()}
per_q = {}
for q in QS:
    st = auto_styles(q)
    per_q[q["id"]] = sorted(st)
    style_counts["none" if label(q) == "none" else "flawed"].update(st)
stats["styles"] = {k: dict(sorted(v.items())) for k, v in style_counts.items()}

# paraphrase check: content words (>= 5 letters) of the key that reappear in the explanation
def content_words(s):
    return {w for w in re.findall(r"[a-zà-ÿ]{5,}", s.lower())}


par_overlap = {}
for q in QS:
    if "par" in q["styles"]:
        kw = content_words(q["options"][q["key"]])
        ew = content_words(q["explanation"])
        par_overlap[q["id"]] = sorted(kw & ew)
stats["par_overlap"] = par_overlap

buckets = [(1, 15), (16, 40), (41, 80), (81, 120), (121, 200), (201, 10**6)]
def bucket_counts(qs):
    c = Counter()
    for q in qs:
        w = n_words(q["explanation"])
        for a, b in buckets:
            if a <= w <= b:
                c[f"{a}-{b if b < 10**6 else ''}"] += 1
    return dict(c)


ws = sorted(n_words(q["explanation"]) for q in sound)
stats["expl_words_sound"] = dict(buckets=bucket_counts(sound), min=ws[0], max=ws[-1],
                                 median=ws[len(ws) // 2], mean=round(sum(ws) / len(ws), 1))
fl = [q for q in QS if label(q) != "none"]
wf = sorted(n_words(q["explanation"]) for q in fl)
stats["expl_words_flawed"] = dict(buckets=bucket_counts(fl), min=wf[0], max=wf[-1], median=wf[len(wf) // 2])
stats["all_lengths"] = sorted(n_words(q["explanation"]) for q in QS if "all" in q["styles"])

flawed_rows = []
for q in fl:
    row = dict(id=q["id"], topic=q["topic"], label=label(q),
               options=[f"{LETTERS[i]}: {o}" for i, o in enumerate(q["options"])])
    if q["sd"] is not None:
        row["key"] = LETTERS[q["sd"]]
        row["supports"] = LETTERS[q["key"]]
    else:
        row["key"] = LETTERS[q["key"]]
        row["pair"] = LETTERS[q["dup"][0]] + "/" + LETTERS[q["dup"][1]]
    flawed_rows.append(row)
stats["flawed"] = flawed_rows
stats["per_question_styles"] = per_q
with open(os.path.join(HERE, "stats.json"), "w", encoding="utf-8") as f:
    json.dump(stats, f, ensure_ascii=False, indent=1)
print(json.dumps({k: v for k, v in stats.items() if k not in ("flawed", "per_question_styles", "par_overlap")},
                 ensure_ascii=False, indent=1))
print("par overlap:", {k: v for k, v in par_overlap.items() if v})
