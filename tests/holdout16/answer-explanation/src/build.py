"""Schrijft bank/ en gebrekkig/ uit de data_*.py-bestanden, leest alles terug
met tomllib, valideert tegen de twee JSON-schema's en schrijft stats.json."""
import importlib, json, re, sys, tomllib, collections, itertools
from pathlib import Path
import jsonschema
from common import *

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SCHEMA = Path("/work/main/schema")
TOPICS = ["go-programmeren", "unicode-tekstcodering", "goniometrie", "thermodynamica",
          "erfelijkheidsleer", "bergbeklimmen", "boekbinden", "schaatsen",
          "verzekeringen", "stoomtechniek", "opera", "bodemkunde", "pensioenen"]
sys.path.insert(0, str(HERE))

errors = []
def err(m):
    errors.append(m)

def tstr(s):
    return json.dumps(s, ensure_ascii=False)  # JSON-string is geldige TOML basic string

def mlstr(s):
    if '"""' in s or "\\" in s:
        return tstr(s)
    return '"""\n' + s + '"""'

def words(s):
    return len(re.findall(r"\S+", s))

def norm(t):
    t = t.replace("\u00a0", " ").casefold()
    t = re.sub(r"\s+", " ", t).strip()
    return t.rstrip(".").strip()

def norm_cs(t):
    t = t.replace("\u00a0", " ")
    t = re.sub(r"\s+", " ", t).strip()
    return t.rstrip(".").strip()

def num(t):
    m = re.search(r"-?\d[\d.]*(,\d+)?", t.replace("\u2212", "-"))
    if not m:
        return None
    s = m.group(0)
    if "," in s:
        s = s.replace(".", "").replace(",", ".")
    elif re.fullmatch(r"-?\d{1,3}(\.\d{3})+", s):
        s = s.replace(".", "")
    return float(s)

def to_toml(d, correct_letter, related):
    md = any(s in d["styles"] for s in ("link", "code", "cursief"))
    out = ["#:schema ../../../../../schema/question.schema.json"]
    out.append("stem = " + tstr(d["stem"]))
    out.append("explanation = " + mlstr(d["expl"]))
    if md:
        out.append('markup = "markdown"')
    if related:
        out.append("related = [" + ", ".join(tstr(r) for r in related) + "]")
    for i, o in enumerate(d["opts"]):
        out.append("")
        out.append("[[options]]")
        out.append("text = " + tstr(o))
        if LETTERS[i] == correct_letter:
            out.append("correct = true")
        if d["fb"]:
            out.append("feedback = " + tstr(d["fb"][i]))
    if d["compute"]:
        c = d["compute"]
        out += ["", "[compute]", "expression = " + tstr(c[0]), "unit = " + tstr(c[1])]
        if len(c) > 2:
            out.append("tolerance = " + repr(c[2]))
    return "\n".join(out) + "\n"

def main():
    qs_schema = json.loads((SCHEMA / "question.schema.json").read_text())
    tp_schema = json.loads((SCHEMA / "topic.schema.json").read_text())
    qv = jsonschema.Draft7Validator(qs_schema)
    tv = jsonschema.Draft7Validator(tp_schema)
    allq = []
    ids = set()
    for t in TOPICS:
        mod = importlib.import_module("data_" + t.replace("-", "_"))
        topic = mod.TOPIC
        for d in mod.QUESTIONS:
            d["topic"] = t
            if d["id"] in ids:
                err("dubbel id " + d["id"])
            ids.add(d["id"])
            allq.append(d)
        for part in ("bank", "gebrekkig"):
            p = ROOT / part / t
            p.mkdir(parents=True, exist_ok=True)
            txt = "#:schema ../../../../../schema/topic.schema.json\n" \
                  f"title = {tstr(topic['title'])}\ndescription = {tstr(topic['description'])}\n"
            (p / "topic.toml").write_text(txt)
            data = tomllib.loads(txt)
            for e in tv.iter_errors(data):
                err(f"{p}/topic.toml: {e.message}")
    # per onderwerp en deel: related-lijsten
    groups = collections.defaultdict(list)
    for d in allq:
        part = "bank" if d["label"] == NONE else "gebrekkig"
        d["part"] = part
        groups[(part, d["topic"])].append(d["id"])
    for d in allq:
        g = groups[(d["part"], d["topic"])]
        i = g.index(d["id"])
        rel = [g[(i + k) % len(g)] for k in (1, 2, 3) if g[(i + k) % len(g)] != d["id"]]
        d["related"] = list(dict.fromkeys(rel))
    # controles per vraag
    for d in allq:
        qid, n = d["id"], len(d["opts"])
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", qid):
            err("ongeldig id " + qid)
        if d["key"] not in LETTERS[:n]:
            err(qid + ": sleutel buiten opties")
        if n not in (3, 4):
            err(qid + ": aantal opties " + str(n))
        if d["fb"] is not None and len(d["fb"]) != n:
            err(qid + ": feedback-lengte")
        correct = d["key"]
        if d["label"] == SUPPORTS_DISTRACTOR:
            if not d["moved"] or d["moved"] == d["key"] or d["moved"] not in LETTERS[:n]:
                err(qid + ": moved ongeldig")
            correct = d["moved"]
            if d["compute"] or d["fb"]:
                err(qid + ": gebrekkige vraag met compute/feedback")
        elif d["moved"]:
            err(qid + ": moved zonder label")
        d["correct"] = correct
        nf = norm_cs if d.get("casesens") else norm
        pairs = [(i, j) for i, j in itertools.combinations(range(n), 2)
                 if nf(d["opts"][i]) == nf(d["opts"][j])]
        if d["label"] == DUPLICATE_OPTION:
            a, b, kind = d["dup"]
            ia, ib = LETTERS.index(a), LETTERS.index(b)
            if pairs != [(ia, ib)] or d["opts"][ia] == d["opts"][ib]:
                err(qid + ": duplicaatpaar klopt niet " + repr(pairs))
            if correct in (a, b):
                err(qid + ": sleutel zit in duplicaatpaar")
        else:
            if d["dup"]:
                err(qid + ": dup zonder label")
            if pairs:
                err(qid + ": onbedoeld duplicaat " + repr(pairs))
        st = d["styles"]
        for s in st:
            if s not in STYLES:
                err(qid + ": onbekende stijl " + s)
        w = words(d["expl"])
        if "kort" in st and w > 30:
            err(f"{qid}: kort maar {w} woorden")
        if "lang" in st and not (80 <= w <= 150):
            err(f"{qid}: lang maar {w} woorden")
        if "link" in st and "](http" not in d["expl"]:
            err(qid + ": link ontbreekt")
        if "code" in st and "`" not in d["expl"] + d["stem"] + "".join(d["opts"]):
            err(qid + ": code ontbreekt")
        if "cursief" in st and not re.search(r"(?<![*\w])[*_][^*_\s][^*_]*[*_](?![*\w])", d["expl"] + d["stem"]):
            err(qid + ": cursief ontbreekt")
        if "rekenen" in st and not re.search(r"\d", d["expl"]):
            err(qid + ": rekenen zonder getallen")
        if "feedback" in st and not d["fb"]:
            err(qid + ": feedback ontbreekt")
        if d["fb"] and "feedback" not in st and d["label"] == NONE:
            err(qid + ": feedback niet getagd")
        if d["compute"]:
            c = d["compute"]
            expr = c[0].replace("^", "**")
            if not re.fullmatch(r"[0-9eE.+\-*/() ]+", expr):
                err(qid + ": compute-expressie")
            val = eval(expr)
            nums = [num(o) for o in d["opts"]]
            best = min(range(n), key=lambda i: abs(nums[i] - val) if nums[i] is not None else 1e99)
            tol = c[2] if len(c) > 2 else 0.05
            if LETTERS[best] != correct or abs(nums[best] - val) > tol * abs(val):
                err(f"{qid}: compute {val} wijst naar {LETTERS[best]}")
            d["compute_value"] = val
        # schrijven + teruglezen
        path = ROOT / d["part"] / d["topic"] / (qid + ".toml")
        txt = to_toml(d, correct, d["related"])
        path.write_text(txt)
        data = tomllib.loads(path.read_text())
        for e in qv.iter_errors(data):
            err(f"{path}: {e.message}")
        if sum(1 for o in data["options"] if o.get("correct")) != 1:
            err(qid + ": niet precies één correct")
        if data["explanation"].strip() != d["expl"] or [o["text"] for o in data["options"]] != d["opts"]:
            err(qid + ": terugleesverschil")
    # verwijder verweesde bestanden
    known = {(d["part"], d["topic"], d["id"]) for d in allq}
    for part in ("bank", "gebrekkig"):
        for f in (ROOT / part).glob("*/*.toml"):
            if f.name != "topic.toml" and (part, f.parent.name, f.stem) not in known:
                f.unlink()
    # tellingen
    sound = [d for d in allq if d["label"] == NONE]
    labels = collections.Counter(d["label"] for d in allq)
    per_topic = {t: dict(collections.Counter(d["label"] for d in allq if d["topic"] == t)) for t in TOPICS}
    for t in TOPICS:
        pt = per_topic[t]
        if pt.get(NONE) != 20 or pt.get(SUPPORTS_DISTRACTOR) != 3:
            err(f"{t}: telling {pt}")
    if labels[DUPLICATE_OPTION] != 7:
        err("aantal duplicaatvragen " + str(labels[DUPLICATE_OPTION]))
    styles = collections.Counter(s for d in sound for s in d["styles"])
    for s, mn in STYLES.items():
        if styles[s] < mn:
            err(f"stijl {s}: {styles[s]} < {mn}")
    keys = collections.Counter(d["correct"] for d in sound)
    keys_all = collections.Counter(d["correct"] for d in allq)
    nopts = collections.Counter(len(d["opts"]) for d in allq)
    def strict_longest(d):
        L = [len(o) for o in d["opts"]]
        return L[LETTERS.index(d["key"])] == max(L) and L.count(max(L)) == 1
    longest = sum(1 for d in sound if strict_longest(d))
    dupkinds = [d["dup"][2] for d in allq if d["dup"]]
    stats = dict(
        totaal=len(allq), labels=dict(labels), per_onderwerp=per_topic,
        stijlen_gezond={s: styles[s] for s in STYLES}, minima=STYLES,
        sleutelletters_gezond=dict(sorted(keys.items())),
        sleutelletters_alle=dict(sorted(keys_all.items())),
        aantal_opties=dict(sorted(nopts.items())),
        sleutel_langste_optie_gezond=f"{longest}/{len(sound)}",
        duplicaatsoorten=dupkinds,
        compute_vragen=[d["id"] for d in allq if d["compute"]],
        hoofdlettergevoelig_gezond=[d["id"] for d in allq if d.get("casesens")],
        vragen=[dict(id=d["id"], onderwerp=d["topic"], map=d["part"], label=d["label"],
                     stijlen=d["styles"], sleutel=d["key"], correct_in_bestand=d["correct"],
                     **({"verplaatst_naar": d["moved"], "echte_sleutel": d["key"]} if d["moved"] else {}),
                     **({"duplicaat": list(d["dup"])} if d["dup"] else {}))
                for d in allq],
    )
    (HERE / "stats.json").write_text(json.dumps(stats, ensure_ascii=False, indent=1))
    for e in errors:
        print("FOUT:", e)
    print(json.dumps({k: v for k, v in stats.items() if k not in ("vragen", "per_onderwerp")}, ensure_ascii=False, indent=1))
    print("fouten:", len(errors))
    return 1 if errors else 0

if __name__ == "__main__":
    sys.exit(main())
