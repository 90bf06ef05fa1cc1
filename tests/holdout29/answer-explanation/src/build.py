#!/usr/bin/env python3
"""Schrijft bank/ en gebrekkig/ uit de vraagdata in t_*.py, leest alles terug met
tomllib en controleert het resultaat. Stopt met exitcode 1 bij een fout."""
import json, math, os, re, shutil, sys, tomllib
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import t_pakketbeheerders, t_digitale_kleurmodellen, t_latex_zetwerk, t_xml_en_xpath
import t_lumen_en_lux, t_tandwieloverbrengingen, t_medicijndosering
import t_griekse_oudheid, t_zenuwstelsel, t_woestijnen
import t_kaartspellen, t_tuinvijvers, t_specerijen

MODULES = [t_pakketbeheerders, t_digitale_kleurmodellen, t_latex_zetwerk, t_xml_en_xpath,
           t_lumen_en_lux, t_tandwieloverbrengingen, t_medicijndosering,
           t_griekse_oudheid, t_zenuwstelsel, t_woestijnen,
           t_kaartspellen, t_tuinvijvers, t_specerijen]

LET = "ABCDEFGH"
QSCHEMA = "#:schema ../../../../../schema/question.schema.json"
TSCHEMA = "#:schema ../../../../../schema/topic.schema.json"
SCHEMA_DIR = "/work/main/schema"
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
USED = set(open("/tmp/used_topics.txt").read().split()) if os.path.exists("/tmp/used_topics.txt") else set()

errors, warnings = [], []
def err(msg): errors.append(msg)
def warn(msg): warnings.append(msg)

# ---------- hulpfuncties ----------
def tq(s):
    out = ['"']
    for ch in s:
        if ch == '\\': out.append('\\\\')
        elif ch == '"': out.append('\\"')
        elif ch == '\n': out.append('\\n')
        elif ch == '\t': out.append('\\t')
        elif ord(ch) < 0x20 or ord(ch) == 0x7f: out.append('\\u%04x' % ord(ch))
        else: out.append(ch)
    out.append('"')
    return ''.join(out)

def is_md(q):
    texts = [q["stem"], q["explanation"]] + q["options"]
    return any(("`" in t) or re.search(r"\]\(https?://", t) or re.search(r"(^|\W)\*[^*\s][^*]*\*(\W|$)", t) for t in texts)

NUMWORDS = {"nul": 0, "één": 1, "twee": 2, "drie": 3, "vier": 4, "vijf": 5, "zes": 6, "zeven": 7, "acht": 8,
            "negen": 9, "tien": 10, "elf": 11, "twaalf": 12, "dertien": 13, "veertien": 14, "vijftien": 15,
            "twintig": 20, "dertig": 30, "veertig": 40, "vijftig": 50, "zestig": 60, "honderd": 100,
            "duizend": 1000, "half": 0.5, "halve": 0.5, "kwart": 0.25, "derde": 1/3,
            "tweeënhalf": 2.5, "tweeëndertig": 32, "vijfentwintig": 25, "tweeduizend": 2000,
            "drieduizend": 3000, "achthonderd": 800, "zeshonderd": 600, "vierhonderd": 400}
COMPOUND = re.compile(r"^(één|een|twee|drie|vier|vijf|zes|zeven|acht|negen)?(en|ën)?(twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)$|^(twee|drie|vier|vijf|zes|zeven|acht|negen)?(honderd|duizend)$")

def numval(tok):
    if re.fullmatch(r"\d{1,3}(\.\d{3})+", tok):
        return float(tok.replace(".", ""))
    if re.fullmatch(r"\d+", tok):
        return float(tok)
    if re.fullmatch(r"\d+[.,]\d+", tok):
        return float(tok.replace(",", "."))
    return None

KEEP = set("+-−×÷*/^=<>()[]{}~!&|%#@$\\:?")
def tokens(text):
    t = text.lower().replace("`", "")
    toks = re.findall(r"\d+(?:[.,]\d+)*|[^\W\d_]+|\S", t)
    out = []
    for x in toks:
        v = numval(x)
        if v is not None:
            out.append(("n", round(v, 9)))
        elif x in NUMWORDS:
            out.append(("n", round(NUMWORDS[x], 9)))
        elif re.match(r"\w", x):
            out.append(("w", x))
        elif x in KEEP:
            out.append(("o", x))
    return out

def dup_pairs(opts):
    res = []
    norm = [tokens(o) for o in opts]
    for i in range(len(opts)):
        for j in range(i + 1, len(opts)):
            a, b = norm[i], norm[j]
            if a == b or sorted(a) == sorted(b) or opts[i].strip().lower() == opts[j].strip().lower():
                res.append((LET[i], LET[j]))
    return res

def option_number(text):
    t = text.replace("`", "")
    m = re.search(r"\d+(?:[.,]\d+)*", t)
    if not m: return None
    return numval(m.group(0))

def safe_eval(expr):
    if not re.fullmatch(r"[0-9eE.+\-*/^() ]+", expr):
        raise ValueError(expr)
    return eval(expr.replace("^", "**"), {"__builtins__": {}}, {})

def sentences(text):
    parts = re.split(r"(?<=[.!?])\s+(?=[A-ZÀ-Ý0-9`\[(])", text.strip())
    return [p for p in parts if p]

ACRO = ["SemVer", "CI", "npm", "APT", "PyPI", "SHA", "RGB", "CMYK", "HSL", "DPI", "PPI", "CSS", "PDF", "DVI",
        "CTAN", "XML", "XSD", "DTD", "XSLT", "XPath", "W3C", "DOM", "SAX", "JSON", "HTML", "URI", "SVG",
        "UTF-8", "JPEG", "PNG", "sRGB", "RGBA", "IDE", "SI", "MB", "IETF", "YUV", "AVIF", "HTML5", "TeX",
        "LaTeX", "BibTeX", "URL", "EPDM", "PVC", "UV-C", "VOC", "WIC", "KLM", "MS", "DNA", "SGML", "YCbCr", "AA"]
def has_acro(text):
    return any(re.search(r"(?<![\w-])" + re.escape(a) + r"(?![\w])", text) for a in ACRO)

NEG_RE = re.compile(r"\b(NIET|GEEN|ONJUIST)\b")
def words(text): return len(re.findall(r"\S+", text))

# ---------- data verzamelen ----------
topics = []
allq = []
for m in MODULES:
    topics.append(m)
    if m.TOPIC in USED: err(f"onderwerpnaam al in gebruik: {m.TOPIC}")
    if not ID_RE.match(m.TOPIC): err(f"ongeldige onderwerpnaam {m.TOPIC}")
    for folder, lst in (("bank", m.BANK), ("gebrekkig", m.GEB)):
        for q in lst:
            q["topic"] = m.TOPIC; q["folder"] = folder; q["group"] = m.GROUP
            allq.append(q)

ids = Counter(q["id"] for q in allq)
for i, c in ids.items():
    if c > 1: err(f"dubbel id {i}")
    if not ID_RE.match(i): err(f"ongeldig id {i}")

# aantallen per onderwerp
for m in topics:
    if len(m.BANK) != 20: err(f"{m.TOPIC}: {len(m.BANK)} gezonde vragen")
    if any(q["label"] != "none" for q in m.BANK): err(f"{m.TOPIC}: label in bank")
    neg = sum(1 for q in m.BANK if "neg" in q["styles"])
    if neg != 4: err(f"{m.TOPIC}: {neg} negatieve stammen in bank")
    zet = [q for q in m.GEB if q["label"] == "explanation/supports-distractor"]
    dup = [q for q in m.GEB if q["label"] == "answer/duplicate-option"]
    if len(zet) != 3: err(f"{m.TOPIC}: {len(zet)} verplaatste sleutels")
    if len(dup) > 1: err(f"{m.TOPIC}: {len(dup)} dubbele-optievragen")
    for st in ("lang", "kort", "parafrase", "link"):
        if not any(st in q["styles"] for q in m.BANK): err(f"{m.TOPIC}: geen stijl {st} in bank")
    if m.GROUP == "IT":
        if not any("code" in q["styles"] for q in m.BANK) or not any("acro" in q["styles"] for q in m.BANK):
            err(f"{m.TOPIC}: IT zonder code of acroniemen")
    if m.GROUP == "rekenen":
        if not any("uitgewerkt" in q["styles"] for q in m.BANK) or not any("woorden" in q["styles"] for q in m.BANK):
            err(f"{m.TOPIC}: rekenonderwerp zonder uitwerking of getal in woorden")
ndup = sum(1 for q in allq if q["label"] == "answer/duplicate-option")
if ndup != 7: err(f"{ndup} dubbele-optievragen in plaats van 7")

# related
for m in topics:
    for folder, lst in (("bank", m.BANK), ("gebrekkig", m.GEB)):
        n = len(lst)
        for i, q in enumerate(lst):
            if folder == "bank":
                rel = [lst[(i + d) % n]["id"] for d in (-2, -1, 1, 2)]
            else:
                rel = [p["id"] for p in lst if p is not q]
            q["related"] = rel

# ---------- schrijven ----------
for folder in ("bank", "gebrekkig"):
    p = os.path.join(ROOT, folder)
    if os.path.exists(p): shutil.rmtree(p)

def write_topic(folder, m):
    d = os.path.join(ROOT, folder, m.TOPIC)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "topic.toml"), "w", encoding="utf-8") as f:
        f.write(TSCHEMA + "\n")
        f.write(f"title = {tq(m.TITLE)}\n")
        f.write(f"description = {tq(m.DESC)}\n")

def write_q(q):
    d = os.path.join(ROOT, q["folder"], q["topic"])
    flag = q["zet"] or q["key"]
    L = [QSCHEMA, f"stem = {tq(q['stem'])}", f"explanation = {tq(q['explanation'])}"]
    q["markdown"] = bool(is_md(q))
    if q["markdown"]: L.append('markup = "markdown"')
    L.append("related = [" + ", ".join(tq(r) for r in q["related"]) + "]")
    for i, o in enumerate(q["options"]):
        L.append("")
        L.append("[[options]]")
        L.append(f"text = {tq(o)}")
        if LET[i] == flag: L.append("correct = true")
    if q["compute"]:
        L.append("")
        L.append("[compute]")
        L.append(f"expression = {tq(q['compute'][0])}")
        L.append(f"unit = {tq(q['compute'][1])}")
    with open(os.path.join(d, q["id"] + ".toml"), "w", encoding="utf-8") as f:
        f.write("\n".join(L) + "\n")

for m in topics:
    write_topic("bank", m); write_topic("gebrekkig", m)
for q in allq: write_q(q)

# ---------- teruglezen en controleren ----------
qschema = json.load(open(os.path.join(SCHEMA_DIR, "question.schema.json")))
tschema = json.load(open(os.path.join(SCHEMA_DIR, "topic.schema.json")))
QPROPS = set(qschema["properties"]); QREQ = set(qschema["required"])
OPROPS = set(qschema["definitions"]["option"]["properties"])
CPROPS = set(qschema["definitions"]["compute"]["properties"])
TPROPS = set(tschema["properties"]); TREQ = set(tschema["required"])

loaded = {}
for folder in ("bank", "gebrekkig"):
    for m in topics:
        d = os.path.join(ROOT, folder, m.TOPIC)
        tp = os.path.join(d, "topic.toml")
        raw = open(tp, encoding="utf-8").read()
        first = raw.splitlines()[0]
        if first != TSCHEMA: err(f"{tp}: schema-regel")
        if not os.path.samefile(os.path.normpath(os.path.join(d, first.split()[1])), os.path.join(SCHEMA_DIR, "topic.schema.json")):
            err(f"{tp}: schemapad wijst niet naar topic.schema.json")
        t = tomllib.loads(raw)
        if set(t) - TPROPS or TREQ - set(t): err(f"{tp}: velden {set(t)}")
        for fn in sorted(os.listdir(d)):
            if fn == "topic.toml": continue
            path = os.path.join(d, fn)
            raw = open(path, encoding="utf-8").read()
            first = raw.splitlines()[0]
            if first != QSCHEMA: err(f"{path}: schema-regel")
            if not os.path.samefile(os.path.normpath(os.path.join(d, first.split()[1])), os.path.join(SCHEMA_DIR, "question.schema.json")):
                err(f"{path}: schemapad wijst niet naar question.schema.json")
            data = tomllib.loads(raw)
            loaded[(folder, fn[:-5])] = (m.TOPIC, data)

byid = {q["id"]: q for q in allq}
if len(loaded) != len(allq): err(f"{len(loaded)} bestanden, {len(allq)} vragen")
for (folder, qid), (topic, data) in loaded.items():
    q = byid.get(qid)
    if q is None: err(f"onbekend bestand {qid}"); continue
    if q["folder"] != folder or q["topic"] != topic: err(f"{qid}: verkeerde map")
    extra = set(data) - QPROPS
    if extra: err(f"{qid}: onbekende velden {extra}")
    if QREQ - set(data): err(f"{qid}: ontbrekende velden {QREQ - set(data)}")
    if not (10 <= len(data["stem"]) <= 2000): err(f"{qid}: lengte stam")
    if not (20 <= len(data["explanation"]) <= 10000): err(f"{qid}: lengte toelichting")
    if data["stem"] != q["stem"] or data["explanation"] != q["explanation"]: err(f"{qid}: tekst komt niet ongeschonden terug")
    opts = data["options"]
    if not (3 <= len(opts) <= 4): err(f"{qid}: {len(opts)} opties")
    for o in opts:
        if set(o) - OPROPS or "text" not in o: err(f"{qid}: optievelden {set(o)}")
        if len(o["text"]) > 1000: err(f"{qid}: optie te lang")
    if [o["text"] for o in opts] != q["options"]: err(f"{qid}: opties komen niet ongeschonden terug")
    corr = [LET[i] for i, o in enumerate(opts) if o.get("correct") is True]
    if len(corr) != 1: err(f"{qid}: {len(corr)} keer correct = true"); continue
    q["file_key"] = corr[0]
    if q["label"] == "explanation/supports-distractor":
        if corr[0] != q["zet"] or corr[0] == q["key"]: err(f"{qid}: verplaatste sleutel klopt niet")
        if "compute" in data: err(f"{qid}: compute bij verplaatste sleutel")
    else:
        if corr[0] != q["key"]: err(f"{qid}: sleutel in bestand wijkt af")
    if data.get("markup") not in (None, "markdown"): err(f"{qid}: markup")
    if q["markdown"] != (data.get("markup") == "markdown"): err(f"{qid}: markup komt niet terug")
    if not q["markdown"]:
        for t in [q["stem"], q["explanation"]] + q["options"]:
            if re.search(r"[`*_]|\]\(", t): err(f"{qid}: Markdown-teken zonder markup: {t[:40]}")
    rel = data.get("related", [])
    if len(set(rel)) != len(rel) or qid in rel: err(f"{qid}: related dubbel of naar zichzelf")
    for r in rel:
        if not ID_RE.match(r): err(f"{qid}: ongeldig related-id {r}")
        tgt = loaded.get((folder, r))
        if tgt is None: err(f"{qid}: related {r} niet in dezelfde map"); continue
        if tgt[0] != topic: err(f"{qid}: related {r} in ander onderwerp")
        if qid not in tgt[1].get("related", []): err(f"{qid}: related {r} niet wederkerig")
    if "compute" in data:
        c = data["compute"]
        if set(c) - CPROPS or not {"expression", "unit"} <= set(c): err(f"{qid}: compute-velden")
        val = safe_eval(c["expression"])
        nums = [option_number(o["text"]) for o in opts]
        if any(n is None for n in nums): err(f"{qid}: optie zonder getal bij compute")
        else:
            best = min(range(len(nums)), key=lambda i: abs(nums[i] - val))
            if LET[best] != q["key"]: err(f"{qid}: compute {val} het dichtst bij {LET[best]}, sleutel {q['key']}")
            if abs(nums[best] - val) > 0.05 * abs(val): err(f"{qid}: sleutel buiten tolerantie")
            if sum(1 for n in nums if abs(n - val) <= 0.05 * abs(val)) != 1: err(f"{qid}: meer opties binnen tolerantie")

    # dubbele opties
    pairs = dup_pairs(q["options"])
    if q["label"] == "answer/duplicate-option":
        decl = tuple(q["dup"])
        other = [p for p in pairs if p != decl]
        if other: err(f"{qid}: onbedoelde dubbele opties {other}")
        q["dup_mechanisch"] = decl in pairs
    else:
        if pairs: err(f"{qid}: onbedoelde dubbele opties {pairs}")

    # stijlen
    st = set(q["styles"]); ex = q["explanation"]; stem = q["stem"]
    keytext = q["options"][LET.index(q["key"])]
    alltext = " ".join([stem, ex] + q["options"])
    if ("neg" in st) != bool(NEG_RE.search(stem)): err(f"{qid}: stijl neg klopt niet met stam")
    if "neg" not in st and re.search(r"\b(niet|geen|onjuist)\b", stem, re.I): err(f"{qid}: ontkenning in niet-negatieve stam")
    if "kort" in st and (len(sentences(ex)) != 1 or "\n" in ex): err(f"{qid}: kort maar {len(sentences(ex))} zinnen")
    if "lang" in st and words(ex) < 60: err(f"{qid}: lang maar {words(ex)} woorden")
    has_link = bool(re.search(r"\[[^\]]+\]\(https?://[^)]+\)", alltext))
    if ("link" in st) != has_link: err(f"{qid}: stijl link klopt niet")
    if ("code" in st) != ("`" in alltext): err(f"{qid}: stijl code klopt niet")
    has_it = bool(re.search(r"(^|\W)\*[^*\s][^*]*\*(\W|$)", re.sub(r"`[^`]*`", "", alltext)))
    if ("cursief" in st) != has_it: err(f"{qid}: stijl cursief klopt niet")
    kt = keytext.replace("`", "").lower().strip()
    if "parafrase" in st and kt in ex.replace("`", "").lower(): err(f"{qid}: parafrase herhaalt de sleuteltekst")
    if "acro" in st and not has_acro(alltext): err(f"{qid}: acro zonder afkorting")
    if "uitgewerkt" in st and not re.search(r"[×÷=−]|\d\s*[+/]\s*\d", ex): err(f"{qid}: uitgewerkt zonder rekenteken")
    wl = re.findall(r"[^\W\d_]+", alltext.lower())
    if "woorden" in st and not any(w in NUMWORDS or COMPOUND.match(w) for w in wl): err(f"{qid}: woorden zonder getal in woorden")
    if "reken" in st and "uitgewerkt" not in st: warn(f"{qid}: reken zonder uitwerking")
    if "compute" in data: q["styles"] = sorted(set(q["styles"]) | {"compute"})

# wederkerigheid in de data (nogmaals, los van de bestanden)
for q in allq:
    for r in q["related"]:
        if q["id"] not in byid[r]["related"]: err(f"{q['id']}: related {r} niet wederkerig (data)")

# ---------- stats ----------
stats = []
for q in allq:
    stats.append({
        "id": q["id"], "topic": q["topic"], "groep": q["group"], "folder": q["folder"], "label": q["label"],
        "styles": sorted(q["styles"]), "echte_sleutel": q["key"], "sleutel_in_bestand": q.get("file_key"),
        "verplaatst_naar": q["zet"], "dubbele_opties": q["dup"], "soort_dubbel": q["soort"],
        "dubbel_mechanisch_gevonden": q.get("dup_mechanisch"),
        "aantal_opties": len(q["options"]), "markdown": q["markdown"], "compute": bool(q["compute"]),
        "woorden_toelichting": words(q["explanation"]),
        "sleutel_langste": max(range(len(q["options"])), key=lambda i: len(q["options"][i])) == LET.index(q["key"])
                            and sorted(len(o) for o in q["options"])[-1] != sorted(len(o) for o in q["options"])[-2],
    })
json.dump(stats, open(os.path.join(HERE, "stats.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)

for w in warnings: print("waarschuwing:", w)
if errors:
    for e in errors: print("FOUT:", e)
    print(f"{len(errors)} fouten")
    sys.exit(1)
c = Counter(s["label"] for s in stats)
print("ok:", len(stats), "vragen", dict(c))
print("echte sleutel gezond:", dict(sorted(Counter(s["echte_sleutel"] for s in stats if s["label"] == "none").items())))
