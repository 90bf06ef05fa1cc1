"""Schrijft de TOML-bestanden, leest ze terug, valideert ze en schrijft stats.json."""
import glob, importlib, json, os, re, shutil, sys, tomllib, unicodedata
from collections import Counter, defaultdict
import jsonschema
import common
from common import NONE, SUPPORTS, DUP, LABELS, STYLES, MARKDOWN_STYLES

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SCHEMA = os.path.join(ROOT, "..", "..", "..", "schema")
QS = json.load(open(os.path.join(SCHEMA, "question.schema.json")))
TS = json.load(open(os.path.join(SCHEMA, "topic.schema.json")))
LET = "ABCDEFGHIJ"
ERR, WARN = [], []
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")

def err(m): ERR.append(m)
def warn(m): WARN.append(m)

def tstr(s):
    s = s.replace("\\", "\\\\").replace('"', '\\"')
    if "\n" in s:
        return '"""\n' + s + '"""'
    return '"' + s + '"'

def words(s): return len(re.findall(r"\w+(?:[-'’]\w+)*", s))

def strip_code(s):
    s = re.sub(r"```.*?```", " ", s, flags=re.S)
    return re.sub(r"`[^`]*`", " ", s)

def norm_dup(s): return re.sub(r"\s+", "", s.strip().rstrip(".")).lower()

def num(s):
    m = re.search(r"-?\d[\d.]*(?:,\d+)?", s.replace("\u202f", ""))
    if not m: return None
    t = m.group(0)
    t = t.replace(".", "") if re.fullmatch(r"-?\d{1,3}(\.\d{3})+(,\d+)?", t) else t
    try: return float(t.replace(",", "."))
    except ValueError: return None

NUMWORDS = r"\b(een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|dertien|veertien|vijftien|zestien|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|honderd\w*|duizend\w*|\w+tig|\w+(en)?twintig|\w*honderd\w*|\w+duizend|half|halve|kwart|derde|tiende|achtste|miljoen)\b"
UNITWORDS = r"(meter|liter|gram|procent|seconde|minuut|minuten|uur|graden|hertz|kilohertz|decibel|watt|euro|cent|voet|kilogram|kubieke|vierkante|hectare|millimeter|centimeter|nanometer|milliliter|kilometer)"
UNITSYM = r"(\b(ha|nm|kg|ml|cm|mm|ms|dB|Hz|kHz|W|l|m|s)\b|\d\s?(m|l|g|kg|%|s|ms|Hz|kHz|dB|W|cm|mm|nm|ml|ha|°C|m²|m³|nm³|km/h|m/s)\b|€|%|m²|m³|°)"

ACR = r"\b(?:[A-Z]{2,}[A-Za-z0-9]*|[A-Z][a-z][A-Z]|fcc|bcc|btw|led|tsc|Rbtv|kB|Vinex)\b"

def check_notation(qid, txt):
    t = strip_code(txt)
    t = re.sub(r"ISO \d+|EN \d+", " ", t)
    if re.search(r"(?<![\d.])\d+\.\d{1,2}(?![\d])", t): err(f"{qid}: decimale punt in {t[:60]!r}")
    if re.search(r"(?<![\d.,])\d{5,}(?![\d])", t): err(f"{qid}: getal van 5+ cijfers zonder scheidingsteken")
    if re.search(r"(?<![\d.,])\d\.\d{3}(?![\d.])", t): err(f"{qid}: scheidingspunt in getal van 4 cijfers")

STOP = {"het", "een", "van", "die", "dat", "met", "voor", "niet", "zijn", "door", "als", "aan", "wordt", "worden", "bij", "naar", "ongeveer", "alleen", "over", "ook", "uit", "tot", "meer", "kan", "omdat", "zodat", "hij", "het", "zij"}

def check_styles(d):
    qid, st = d["id"], set(d["styles"])
    for s in st:
        if s not in STYLES: err(f"{qid}: onbekende stijl {s}")
    allopt = " ".join(d["options"]) + " " + " ".join(d["feedback"] or [])
    alltxt = d["stem"] + " " + d["explanation"] + " " + allopt
    ex, w = d["explanation"], words(d["explanation"])
    has = {
        "negatief": bool(re.search(r"\b(NIET|GEEN|onjuist)\b", d["stem"])),
        "lang": 80 <= w <= 150,
        "kort": w <= 30,
        "link": bool(re.search(r"\]\(https?://", alltxt)),
        "code": "`" in alltxt,
        "cursief": bool(re.search(r"(?<![*\w])\*[^*\s][^*]*?\*(?![*\w])", alltxt)),
        "feedback": bool(d["feedback"]),
        "acroniem": bool(re.search(ACR, strip_code(alltxt))),
        "it-acroniem": bool(re.search(ACR, strip_code(alltxt))),
        "rekenen": bool(re.search(r"\d", d["stem"] + " ".join(d["options"]))),
        "parafrase": d["options"][LET.index(d["key"])].lower().rstrip(".") not in ex.lower(),
        "getal-woorden": bool(re.search(r"\d", alltxt)) and bool(re.search(NUMWORDS, alltxt, re.I)),
        "eenheid-woorden": bool(re.search(UNITWORDS, alltxt, re.I)) and bool(re.search(UNITSYM, alltxt)),
    }
    hard = {"negatief", "lang", "kort", "link", "code", "cursief", "feedback", "acroniem", "it-acroniem", "rekenen", "parafrase"}
    for s in st:
        if s in has and not has[s]:
            (err if s in hard else warn)(f"{qid}: stijl {s} niet aangetroffen")
    for s in ("negatief", "link", "code", "cursief", "feedback"):
        if has[s] and s not in st: err(f"{qid}: {s} aanwezig maar niet getagd")
    if "weerlegt" in st:
        dis = [o for i, o in enumerate(d["options"]) if LET[i] != d["key"]]
        toks = {t.lower() for o in dis for t in re.findall(r"[\w,]{3,}", strip_code(o))} - STOP
        if not any(t in ex.lower() for t in toks) and "`" not in ex:
            warn(f"{qid}: weerlegt: geen woord van een afleider in de toelichting")
    return has

def main():
    for sub in ("bank", "gebrekkig"):
        shutil.rmtree(os.path.join(ROOT, sub), ignore_errors=True)
    topics, allq = {}, []
    for p in sorted(glob.glob(os.path.join(HERE, "data_*.py"))):
        common.QUESTIONS.clear()
        mod = importlib.import_module(os.path.basename(p)[:-3])
        topics[mod.TOPIC] = dict(title=mod.TITLE, description=mod.DESC, file=os.path.basename(p))
        for d in common.QUESTIONS:
            d["topic"] = mod.TOPIC
            allq.append(d)
    ids = Counter(d["id"] for d in allq)
    for i, c in ids.items():
        if c > 1: err(f"dubbel id {i}")
        if not ID_RE.match(i): err(f"ongeldig id {i}")
    # related: keten binnen de bank per onderwerp, wederzijds
    bytopic = defaultdict(list)
    for d in allq:
        if d["label"] == NONE: bytopic[d["topic"]].append(d)
    for t, lst in bytopic.items():
        for i, d in enumerate(lst):
            d["related"] = [x["id"] for x in (lst[i-1:i] if i > 0 else []) + lst[i+1:i+2]]
    stats = dict(topics={}, labels=Counter(), per_topic=defaultdict(Counter), styles=defaultdict(Counter),
                 n_options=defaultdict(Counter), key_letters=defaultdict(Counter), correct_letters=defaultdict(Counter),
                 expl_words=defaultdict(list), moved=[], dups=[], key_longest=Counter(), compute=Counter(), markdown=Counter())
    for d in allq:
        qid, lab, n = d["id"], d["label"], len(d["options"])
        if n not in (3, 4): err(f"{qid}: {n} opties")
        if d["key"] not in LET[:n]: err(f"{qid}: sleutel buiten bereik")
        correct = d["key"]
        if lab == SUPPORTS:
            if not d["moved_to"] or d["moved_to"] == d["key"] or d["moved_to"] not in LET[:n]: err(f"{qid}: moved_to ongeldig")
            correct = d["moved_to"]
        elif d["moved_to"]: err(f"{qid}: moved_to bij label {lab}")
        if lab == DUP:
            a, b, kind = d["dup"]
            oa, ob = d["options"][LET.index(a)], d["options"][LET.index(b)]
            if d["key"] in (a, b): err(f"{qid}: dup bevat de sleutel")
            if oa == ob or norm_dup(oa) != norm_dup(ob): err(f"{qid}: dup-paar klopt niet")
            real = "hoofdletter" if oa.lower() == ob.lower() else ("punt" if oa.rstrip(".") == ob.rstrip(".") else "spatie")
            if real != kind: err(f"{qid}: soort verschil {kind} != {real}")
        elif d["dup"]: err(f"{qid}: dup bij label {lab}")
        if lab != DUP:
            normed = [norm_dup(o) for o in d["options"]]
            if len(set(normed)) != n: err(f"{qid}: onbedoeld bijna-dubbele opties")
        if d["compute"] and (lab != NONE or "rekenen" not in d["styles"]): err(f"{qid}: compute alleen bij gezonde rekenvraag")
        if d["compute"]:
            val = eval(d["compute"][0].replace("^", "**"), {"__builtins__": {}})
            nums = [num(o) for o in d["options"]]
            best = min(range(n), key=lambda i: abs(nums[i] - val) if nums[i] is not None else 1e99)
            if LET[best] != d["key"] or abs(nums[best] - val) > 0.05 * abs(val): err(f"{qid}: compute {val} past niet bij sleutel")
            stats["compute"][lab] += 1
        if d["feedback"] and len(d["feedback"]) != n: err(f"{qid}: feedback-lengte")
        for txt in [d["stem"], d["explanation"]] + d["options"] + (d["feedback"] or []):
            check_notation(qid, txt)
        has = check_styles(d)
        md = bool(set(d["styles"]) & MARKDOWN_STYLES)
        # toelichting: harde regelafbrekingen samenvoegen tot één alinea
        expl = d["explanation"] if "```" in d["explanation"] else re.sub(r"\s*\n\s*", " ", d["explanation"])
        d["explanation"] = expl
        lines = [f"# topic: {d['topic']}", f"# expect: {lab}"]
        lines.append(f"stem = {tstr(d['stem'])}")
        lines.append(f"explanation = {tstr(expl)}")
        if md: lines.append('markup = "markdown"')
        if lab == NONE and d.get("related"):
            lines.append("related = [" + ", ".join(f'"{r}"' for r in d["related"]) + "]")
        for i, o in enumerate(d["options"]):
            lines.append("")
            lines.append("[[options]]")
            lines.append(f"text = {tstr(o)}")
            if LET[i] == correct: lines.append("correct = true")
            if d["feedback"]: lines.append(f"feedback = {tstr(d['feedback'][i])}")
        if d["compute"]:
            lines += ["", "[compute]", f"expression = {tstr(d['compute'][0])}", f"unit = {tstr(d['compute'][1])}"]
        sub = "bank" if lab == NONE else "gebrekkig"
        folder = os.path.join(ROOT, sub, d["topic"])
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, qid + ".toml")
        with open(path, "w", encoding="utf-8") as f: f.write("\n".join(lines) + "\n")
        # terug lezen en valideren
        raw = open(path, encoding="utf-8").read()
        if raw.splitlines()[:2] != lines[:2]: err(f"{qid}: kopregels")
        data = tomllib.loads(raw)
        try: jsonschema.validate(data, QS)
        except jsonschema.ValidationError as e: err(f"{qid}: schema: {e.message}")
        cs = [i for i, o in enumerate(data["options"]) if o.get("correct")]
        if cs != [LET.index(correct)]: err(f"{qid}: correct = true niet op {correct}")
        if data["explanation"] != expl or data["stem"] != d["stem"]: err(f"{qid}: tekst niet gelijk na terug lezen")
        if sub == "gebrekkig" and "related" in data: err(f"{qid}: related in gebrekkig")
        # statistiek
        stats["labels"][lab] += 1
        stats["per_topic"][d["topic"]][lab] += 1
        for s in d["styles"]: stats["styles"][lab][s] += 1
        if md: stats["markdown"][lab] += 1
        stats["n_options"][lab][str(n)] += 1
        stats["key_letters"][lab][d["key"]] += 1
        stats["correct_letters"][lab][correct] += 1
        lens = [len(o) for o in d["options"]]
        if lens[LET.index(d["key"])] == max(lens) and lens.count(max(lens)) == 1: stats["key_longest"][lab] += 1
        stats["expl_words"][lab].append(words(expl))
        if lab == SUPPORTS:
            stats["moved"].append(dict(id=qid, topic=d["topic"], key=d["key"], moved_to=correct,
                                       richting="later" if LET.index(correct) > LET.index(d["key"]) else "eerder"))
        if lab == DUP:
            a, b, kind = d["dup"]
            stats["dups"].append(dict(id=qid, topic=d["topic"], pair=f"{a}/{b}", kind=kind,
                                      texts=[d["options"][LET.index(a)], d["options"][LET.index(b)]]))
    # related wederzijds en binnen de bank van hetzelfde onderwerp
    rel = {d["id"]: (d["topic"], d.get("related", []) if d["label"] == NONE else []) for d in allq}
    for i, (t, rs) in rel.items():
        for r in rs:
            if r not in rel or rel[r][0] != t or i not in rel[r][1]: err(f"{i}: related {r} niet wederzijds/zelfde onderwerp")
    # topic.toml
    for t, info in topics.items():
        if not ID_RE.match(t): err(f"onderwerp-id {t}")
        for sub in ("bank", "gebrekkig"):
            folder = os.path.join(ROOT, sub, t)
            if not os.path.isdir(folder): continue
            txt = f"title = {tstr(info['title'])}\ndescription = {tstr(info['description'])}\n"
            open(os.path.join(folder, "topic.toml"), "w", encoding="utf-8").write(txt)
            try: jsonschema.validate(tomllib.loads(txt), TS)
            except jsonschema.ValidationError as e: err(f"{t}: topic-schema: {e.message}")
        stats["topics"][t] = dict(title=info["title"], file=info["file"])
        pt = stats["per_topic"][t]
        if pt[NONE] != 20 or pt[SUPPORTS] != 3 or pt[DUP] > 1: err(f"{t}: aantallen {dict(pt)}")
    ew = {lab: dict(min=min(v), mean=round(sum(v) / len(v), 1), max=max(v)) for lab, v in stats["expl_words"].items()}
    stats["expl_words"] = ew
    stats["total"] = len(allq)
    stats["warnings"] = WARN
    stats["style_descriptions"] = STYLES
    json.dump(stats, open(os.path.join(HERE, "stats.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1, sort_keys=True)
    for w in WARN: print("waarschuwing:", w)
    for e in ERR: print("FOUT:", e)
    print(f"{len(allq)} vragen, {len(ERR)} fouten, {len(WARN)} waarschuwingen")
    sys.exit(1 if ERR else 0)

if __name__ == "__main__":
    sys.path.insert(0, HERE)
    main()
