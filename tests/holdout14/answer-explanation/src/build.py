"""Bouwt de hold-outset answer-explanation (holdout14).

Schrijft bank/<onderwerp>/ en gebrekkig/<onderwerp>/ op basis van src/data_*.py, leest elk bestand terug met
tomllib, valideert het tegen schema/question.schema.json en schema/topic.schema.json, controleert de
bestandsregels en de stijlkenmerken voor zover dat automatisch kan, en schrijft src/stats.json.

Gebruik: python3 src/build.py   (vanuit elke map)
"""
import importlib
import json
import os
import re
import shutil
import statistics
import sys
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)                      # tests/holdout14/answer-explanation
REPO = os.path.abspath(os.path.join(ROOT, "..", "..", ".."))
SCHEMA_DIR = os.path.join(REPO, "schema")
sys.path.insert(0, HERE)

from common import *  # noqa: E402,F401

TOPICS = ["mycologie", "kaasmaken", "koffiebranden", "edelsmeden", "radiologie", "diergeneeskunde",
          "beeldhouwkunst", "wielrennen", "compilerbouw", "kwantumcomputers", "kernenergie",
          "glasblazen", "orgelbouw"]
IT_TOPICS = {"compilerbouw", "kwantumcomputers"}
RELATED_GROUP = 4          # gezonde vragen per onderwerp in groepjes van 4, onderling verwant
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")

errors = []


def err(qid, msg):
    errors.append(f"{qid}: {msg}")


# ------------------------------------------------------------------ JSON-schema
def load_validator(name):
    with open(os.path.join(SCHEMA_DIR, name), encoding="utf-8") as f:
        schema = json.load(f)
    try:
        import jsonschema
        v = jsonschema.Draft7Validator(schema)
        return lambda inst: [e.message for e in v.iter_errors(inst)], "python3-jsonschema " + _jsv()
    except ImportError:  # eenvoudige eigen validator voor de sleutelwoorden die de schema's gebruiken
        return lambda inst: mini_validate(inst, schema, schema), "eigen minivalidator"


def _jsv():
    try:
        from importlib.metadata import version
        return version("jsonschema")
    except Exception:
        return "?"


def mini_validate(inst, sch, root, path="$"):
    out = []
    if "$ref" in sch:
        ref = sch["$ref"].split("/")[1:]
        target = root
        for part in ref:
            target = target[part]
        return mini_validate(inst, target, root, path)
    t = sch.get("type")
    types = {"object": dict, "array": list, "string": str, "boolean": bool}
    if t == "number":
        if isinstance(inst, bool) or not isinstance(inst, (int, float)):
            return [f"{path}: geen getal"]
    elif t and not isinstance(inst, types[t]):
        return [f"{path}: verwacht {t}"]
    if t == "object":
        for r in sch.get("required", []):
            if r not in inst:
                out.append(f"{path}: {r} ontbreekt")
        props = sch.get("properties", {})
        for k, v in inst.items():
            if k in props:
                out += mini_validate(v, props[k], root, f"{path}.{k}")
            elif sch.get("additionalProperties") is False:
                out.append(f"{path}: onbekende sleutel {k}")
    if t == "array":
        if "maxItems" in sch and len(inst) > sch["maxItems"]:
            out.append(f"{path}: te veel elementen")
        if sch.get("uniqueItems") and len(set(map(json.dumps, inst))) != len(inst):
            out.append(f"{path}: dubbele elementen")
        for i, x in enumerate(inst):
            out += mini_validate(x, sch.get("items", {}), root, f"{path}[{i}]")
    if t == "string":
        if len(inst) < sch.get("minLength", 0) or len(inst) > sch.get("maxLength", 10 ** 9):
            out.append(f"{path}: lengte buiten grenzen")
        if "pattern" in sch and not re.search(sch["pattern"], inst):
            out.append(f"{path}: past niet op patroon")
        if "enum" in sch and inst not in sch["enum"]:
            out.append(f"{path}: niet toegestaan")
    if t == "number":
        if inst < sch.get("minimum", -1e300) or inst > sch.get("maximum", 1e300):
            out.append(f"{path}: buiten bereik")
    return out


# ------------------------------------------------------------------ TOML schrijven
def tstr(s):
    s = s.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    if "\n" in s:
        return '"""' + s + '"""'
    return '"' + s + '"'


def question_toml(topic, qd, related):
    label = qd["label"]
    lines = [f"# topic: {topic}", f"# expect: {label}"]
    lines.append(f"stem = {tstr(qd['stem'])}")
    lines.append(f"explanation = {tstr(qd['explanation'])}")
    if qd["markdown"]:
        lines.append('markup = "markdown"')
    if related:
        lines.append("related = [" + ", ".join(tstr(r) for r in related) + "]")
    correct_letter = qd["moved_to"] if label == SUPPORTS else qd["key"]
    for i, o in enumerate(qd["options"]):
        lines.append("")
        lines.append("[[options]]")
        lines.append(f"text = {tstr(o['text'])}")
        if LETTERS[i] == correct_letter:
            lines.append("correct = true")
        if "feedback" in o:
            lines.append(f"feedback = {tstr(o['feedback'])}")
    if qd["compute"]:
        c = qd["compute"]
        lines.append("")
        lines.append("[compute]")
        lines.append(f"expression = {tstr(c[0])}")
        lines.append(f"unit = {tstr(c[1])}")
        if len(c) > 2:
            lines.append(f"tolerance = {c[2]}")
    return "\n".join(lines) + "\n"


def topic_toml(t):
    return f"title = {tstr(t['title'])}\ndescription = {tstr(t['description'])}\n"


# ------------------------------------------------------------------ hulpfuncties voor de controles
def words(s):
    return len(s.split())


def strip_code(s):
    s = re.sub(r"```.*?```", " ", s, flags=re.S)
    s = re.sub(r"`[^`]*`", " ", s)
    return s


def strip_links(s):
    return re.sub(r"\]\([^)]*\)", "]", s)


def prose(s):
    return strip_links(strip_code(s))


def norm_dup(s):
    s = re.sub(r"\s+", " ", s).strip().lower()
    return s[:-1] if s.endswith(".") else s


def dup_kind(a, b):
    if a == b:
        return None
    if a.lower() == b.lower():
        return HOOFDLETTERS
    if re.sub(r"\s+", " ", a).strip() == re.sub(r"\s+", " ", b).strip():
        return SPATIE
    if a.rstrip(".") == b.rstrip("."):
        return PUNT
    return "gemengd" if norm_dup(a) == norm_dup(b) else None


NUM = r"\d+(?:[.,]\d+)*"


def parse_nl_number(text):
    """Eerste getal in Nederlandse notatie uit een optietekst."""
    m = re.search(r"\d[\d.]*(?:,\d+)?", text)
    if not m:
        return None
    s = m.group(0).rstrip(".")
    s = s.replace(".", "").replace(",", ".")
    try:
        return float(s)
    except ValueError:
        return None


def eval_expr(expr):
    if not re.fullmatch(r"[0-9eE.+\-*/^() ]+", expr):
        raise ValueError(expr)
    return eval(expr.replace("^", "**"), {"__builtins__": {}})


NUMBER_WORDS = re.compile(
    r"\b(een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien|"
    r"achttien|negentien|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|honderd|duizend|miljoen|"
    r"miljard|half|halve|helft|kwart|driekwart|achtste|anderhalve|tweeënhalve)\w*|\w*(twintig|dertig|veertig|vijftig|"
    r"zestig|zeventig|tachtig|negentig|honderd|duizend|tien)\b", re.I)
UNIT_WORDS = re.compile(r"(meter|liter|kilo|gram|graden|watt|sievert|kelvin|pascal|bytes|uur|minuten|seconden|"
                        r"voet|procent|elektronvolt|kilowattuur|seconde|gray)", re.I)
UNIT_SYMBOLS = re.compile(r"(\d\s?(m|cm|mm|km|l|ml|kg|g|°C|°F|W|kW|kWh|mSv|µSv/h|Pa|Hz|keV|K|mK|MW|MWh|J|µs|ns|mGy|%)\b|°C|°F|W/kg|km/h)")
ACRONYM = re.compile(r"\b[A-Z][A-Z0-9]*[A-Z][A-Z0-9]*\b")
ITALIC = re.compile(r"(?<![*\w])\*(?!\s)[^*\n]+?(?<!\s)\*(?![*\w])")
LINK_RE = re.compile(r"\[[^\]]+\]\(https?://[^)\s]+\)")
NEG_RE = re.compile(r"\b(NIET|GEEN|onjuist)\b")


STOP = {"een", "het", "de", "van", "en", "in", "op", "met", "voor", "door", "dat", "die", "is", "zijn", "om",
        "te", "als", "bij", "naar", "uit", "aan", "niet", "geen", "wordt", "worden", "omdat", "alleen", "altijd",
        "ongeveer", "zich", "hun", "hij", "zij", "ze", "er", "dan", "meer", "veel", "tijdens", "kan", "moet",
        "per", "dus", "wel", "nog", "ook", "wat", "hoe", "zal", "der", "den", "tot", "heeft", "hebben", "deze",
        "dit", "zo", "wie", "waar", "elke", "iedere", "andere", "twee"}


def content_tokens(s):
    toks = set()
    for w in re.findall(r"[\wÀ-ÿ'-]+", prose(s).lower()):
        for part in {w, *w.split("-")}:
            if (len(part) >= 3 or part.isdigit()) and part not in STOP:
                toks.add(part)
    return toks


def tok_match(t, e):
    return t == e or (len(t) >= 5 and len(e) >= 5 and t[:5] == e[:5])


def names_distractor(qd):
    """De toelichting noemt minstens één afleider: met 'Optie X', of met een inhoudswoord of getal uit die afleider
    dat niet al in de stam of de sleutel staat (gelijk, of met dezelfde eerste vijf letters)."""
    key_i = LETTERS.index(qd["key"])
    base = content_tokens(qd["stem"]) | content_tokens(qd["options"][key_i]["text"])
    expl = content_tokens(qd["explanation"])
    for i, o in enumerate(qd["options"]):
        if i == key_i:
            continue
        if f"Optie {LETTERS[i]}" in qd["explanation"]:
            return True
        own = {t for t in content_tokens(o["text"]) if not any(tok_match(t, b) for b in base)}
        if any(tok_match(t, e) for t in own for e in expl):
            return True
    return False


def check_style(topic, qd):
    qid, st = qd["id"], set(qd["styles"])
    stem, expl = qd["stem"], qd["explanation"]
    opts = [o["text"] for o in qd["options"]]
    alltext = " ".join([stem, expl] + opts + [o.get("feedback", "") for o in qd["options"]])
    key_i = LETTERS.index(qd["key"])
    nw = words(expl)
    for s in st:
        if s not in STYLES:
            err(qid, f"onbekend stijlkenmerk {s}")
    if REKEN in st and not re.search(r"\d", stem + " ".join(opts)):
        err(qid, "rekenen zonder getallen")
    if NEG in st and not NEG_RE.search(stem):
        err(qid, "negatief zonder NIET/GEEN/onjuist in de stam")
    if NEG not in st and NEG_RE.search(stem):
        err(qid, "stam is negatief maar niet zo gemarkeerd")
    if LANG in st:
        if not 80 <= nw <= 150:
            err(qid, f"lange toelichting heeft {nw} woorden")
        for i in range(len(opts)):
            if f"Optie {LETTERS[i]}" not in expl:
                err(qid, f"lange toelichting bespreekt optie {LETTERS[i]} niet")
    if KORT in st and (nw > 30 or "\n" in expl):
        err(qid, f"korte toelichting heeft {nw} woorden")
    if PARAFRASE in st and opts[key_i].lower().strip("`*") in expl.lower():
        err(qid, "parafrase herhaalt de sleuteltekst letterlijk")
    if WEERLEGT in st and not names_distractor(qd):
        err(qid, "weerlegging noemt geen afleider")
    if (LINK in st) != bool(LINK_RE.search(alltext)):
        err(qid, "link-kenmerk klopt niet met de tekst")
    if (CODE in st) != ("`" in alltext):
        err(qid, "code-kenmerk klopt niet met de tekst")
    if CODE in st and topic not in IT_TOPICS:
        err(qid, "code buiten compilerbouw/kwantumcomputers")
    if (CURSIEF in st) != bool(ITALIC.search(strip_code(alltext))):
        err(qid, "cursief-kenmerk klopt niet met de tekst")
    if IT_ACR in st and (topic not in IT_TOPICS or not ACRONYM.search(strip_code(alltext))):
        err(qid, "IT-acroniem klopt niet")
    if ACR in st and (topic in IT_TOPICS or not ACRONYM.search(alltext)):
        err(qid, "acroniem klopt niet")
    if (FEEDBACK in st) != any("feedback" in o for o in qd["options"]):
        err(qid, "feedback-kenmerk klopt niet")
    if GETAL_WOORD in st and not NUMBER_WORDS.search(expl):
        err(qid, "getal-woord zonder getal in woorden")
    if EENHEID_WOORD in st and not (UNIT_WORDS.search(alltext) and UNIT_SYMBOLS.search(alltext)):
        err(qid, "eenheid-woord zonder woord en symbool")
    md = bool(st & MARKDOWN_STYLES)
    if md != qd["markdown"]:
        err(qid, "markup klopt niet met de stijlkenmerken")
    if not qd["markdown"] and (re.search(r"`|\]\(|(?<![*\w])\*\w", alltext)):
        err(qid, "Markdown-syntaxis zonder markup = markdown")
    # Nederlandse getalnotatie in proza (niet in code, links of compute)
    for field in [stem, expl] + opts + [o.get("feedback", "") for o in qd["options"]]:
        p = prose(field)
        if re.search(r"(?<![\d.,])\d{5,}(?![\d,])", p):
            err(qid, f"getal van vijf of meer cijfers zonder scheidingspunt: {field[:60]}")
        if re.search(r"(?<![\d.,])\d\.\d{3}(?![\d.])", p):
            err(qid, f"getal van vier cijfers met scheidingspunt: {field[:60]}")
        for m in re.finditer(r"(?<![\d.])\d+\.\d+(?:\.\d+)*", p):
            if not re.fullmatch(r"\d{1,3}(\.\d{3})+", m.group(0)):
                err(qid, f"decimaalpunt in plaats van komma: {m.group(0)}")


def strictly_longest_key(qd):
    lens = [len(o["text"]) for o in qd["options"]]
    k = LETTERS.index(qd["key"])
    return all(lens[k] > l for i, l in enumerate(lens) if i != k)


def check_question(topic, qd):
    qid = qd["id"]
    label = qd["label"]
    n = len(qd["options"])
    if label not in LABELS:
        err(qid, f"onbekend label {label}")
    if not ID_RE.match(qid):
        err(qid, "id past niet op het patroon")
    if n not in (3, 4):
        err(qid, f"{n} opties")
    if qd["key"] not in LETTERS[:n]:
        err(qid, "sleutel buiten de opties")
    texts = [o["text"] for o in qd["options"]]
    if label == SUPPORTS:
        if not qd["moved_to"] or qd["moved_to"] == qd["key"] or qd["moved_to"] not in LETTERS[:n]:
            err(qid, "moved_to ongeldig")
    elif qd["moved_to"]:
        err(qid, "moved_to bij een ander label")
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n) if norm_dup(texts[i]) == norm_dup(texts[j])]
    if label == DUP:
        a, b, kind = qd["dup"]
        ia, ib = LETTERS.index(a), LETTERS.index(b)
        if pairs != [(ia, ib)]:
            err(qid, f"dubbel paar klopt niet: {pairs}")
        if qd["key"] in (a, b):
            err(qid, "de sleutel maakt deel uit van het dubbele paar")
        if dup_kind(texts[ia], texts[ib]) != kind:
            err(qid, f"soort verschil is {dup_kind(texts[ia], texts[ib])}, niet {kind}")
    else:
        if qd["dup"]:
            err(qid, "dup bij een ander label")
        if pairs:
            err(qid, f"onbedoeld dubbele opties {pairs}")
    if qd["compute"]:
        if label != NONE or REKEN not in qd["styles"]:
            err(qid, "compute alleen bij gezonde rekenvragen")
        val = eval_expr(qd["compute"][0])
        nums = [parse_nl_number(t) for t in texts]
        if any(x is None for x in nums):
            err(qid, "compute maar niet elke optie heeft een getal")
        else:
            best = min(range(n), key=lambda i: abs(nums[i] - val))
            if LETTERS[best] != qd["key"]:
                err(qid, f"compute {val} ligt het dichtst bij {LETTERS[best]}, niet bij {qd['key']}")
            tol = qd["compute"][2] if len(qd["compute"]) > 2 else 0.05
            if abs(nums[best] - val) > tol * abs(val):
                err(qid, f"sleutel {nums[best]} buiten tolerantie van {val}")
    for o in qd["options"]:
        if not o["text"].strip():
            err(qid, "lege optie")
    check_style(topic, qd)


def main():
    meta_path = os.path.join(HERE, "meta.json")
    meta = json.load(open(meta_path, encoding="utf-8")) if os.path.exists(meta_path) else {}
    qvalidate, validator_name = load_validator("question.schema.json")
    tvalidate, _ = load_validator("topic.schema.json")

    for sub in ("bank", "gebrekkig"):
        shutil.rmtree(os.path.join(ROOT, sub), ignore_errors=True)

    all_ids = {}
    per_topic = {}
    written = []
    for topic in TOPICS:
        mod = importlib.import_module(f"data_{topic}")
        if mod.TOPIC["id"] != topic:
            err(topic, "TOPIC.id klopt niet")
        qs = mod.QUESTIONS
        per_topic[topic] = (mod.TOPIC, qs)
        for qd in qs:
            if qd["id"] in all_ids:
                err(qd["id"], f"id dubbel (ook in {all_ids[qd['id']]})")
            all_ids[qd["id"]] = topic
            check_question(topic, qd)

    # verwante vragen: gezonde vragen per onderwerp in groepjes, onderling en dus wederzijds verwant
    related = {}
    for topic, (_, qs) in per_topic.items():
        sound = [qd["id"] for qd in qs if qd["label"] == NONE]
        for g in range(0, len(sound), RELATED_GROUP):
            group = sound[g:g + RELATED_GROUP]
            for qid in group:
                related[qid] = [o for o in group if o != qid]

    for topic, (tmeta, qs) in per_topic.items():
        for sub in ("bank", "gebrekkig"):
            d = os.path.join(ROOT, sub, topic)
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, "topic.toml"), "w", encoding="utf-8") as f:
                f.write(topic_toml(tmeta))
        for qd in qs:
            sub = "bank" if qd["label"] == NONE else "gebrekkig"
            rel = related.get(qd["id"], []) if sub == "bank" else []
            path = os.path.join(ROOT, sub, topic, qd["id"] + ".toml")
            with open(path, "w", encoding="utf-8") as f:
                f.write(question_toml(topic, qd, rel))
            written.append((sub, topic, qd, path))

    # terugLezen en valideren
    for sub in ("bank", "gebrekkig"):
        for topic in TOPICS:
            p = os.path.join(ROOT, sub, topic, "topic.toml")
            with open(p, "rb") as f:
                t = tomllib.load(f)
            for e in tvalidate(t):
                err(f"{sub}/{topic}/topic.toml", "schema: " + e)
    bank_ids = {qd["id"]: topic for sub, topic, qd, _ in written if sub == "bank"}
    for sub, topic, qd, path in written:
        raw = open(path, encoding="utf-8").read()
        first = raw.split("\n")[:3]
        if first[0] != f"# topic: {topic}" or first[1] != f"# expect: {qd['label']}" or first[2].startswith("#"):
            err(qd["id"], "kopregels kloppen niet")
        with open(path, "rb") as f:
            data = tomllib.load(f)
        for e in qvalidate(data):
            err(qd["id"], "schema: " + e)
        if data["stem"] != qd["stem"] or data["explanation"] != qd["explanation"]:
            err(qd["id"], "teruggelezen tekst wijkt af")
        if [o["text"] for o in data["options"]] != [o["text"] for o in qd["options"]]:
            err(qd["id"], "teruggelezen opties wijken af")
        corr = [LETTERS[i] for i, o in enumerate(data["options"]) if o.get("correct")]
        want = qd["moved_to"] if qd["label"] == SUPPORTS else qd["key"]
        if corr != [want]:
            err(qd["id"], f"correct = true staat op {corr}, verwacht {want}")
        if ("markup" in data) != qd["markdown"]:
            err(qd["id"], "markup ontbreekt of is overbodig")
        if sub == "gebrekkig" and "related" in data:
            err(qd["id"], "gebrekkige vraag met related")
        if "compute" in data and sub != "bank":
            err(qd["id"], "compute buiten bank/")
        for r in data.get("related", []):
            if bank_ids.get(r) != topic:
                err(qd["id"], f"related {r} niet in bank/{topic}")
            elif qd["id"] not in related.get(r, []):
                err(qd["id"], f"related {r} niet wederzijds")

    # ------------------------------------------------------------------ statistiek
    stats = {"meta": meta, "validator": validator_name}
    all_q = [(topic, qd) for topic in TOPICS for qd in per_topic[topic][1]]
    stats["totaal"] = len(all_q)
    stats["per_onderwerp"] = {t: {lab: sum(1 for qd in per_topic[t][1] if qd["label"] == lab) for lab in LABELS}
                              for t in TOPICS}
    stats["per_label"] = {lab: sum(1 for _, qd in all_q if qd["label"] == lab) for lab in LABELS}
    stats["stijl_per_label"] = {s: {lab: sum(1 for _, qd in all_q if qd["label"] == lab and s in qd["styles"])
                                    for lab in LABELS} for s in STYLES}
    stats["markdown_per_label"] = {lab: sum(1 for _, qd in all_q if qd["label"] == lab and qd["markdown"])
                                   for lab in LABELS}
    stats["compute_per_label"] = {lab: sum(1 for _, qd in all_q if qd["label"] == lab and qd["compute"])
                                  for lab in LABELS}
    stats["opties_per_label"] = {lab: {str(n): sum(1 for _, qd in all_q if qd["label"] == lab and len(qd["options"]) == n)
                                       for n in (3, 4)} for lab in LABELS}
    stats["sleutel_per_label"] = {lab: {L: sum(1 for _, qd in all_q if qd["label"] == lab and qd["key"] == L)
                                        for L in "ABCD"} for lab in LABELS}
    stats["correct_true_per_label"] = {
        lab: {L: sum(1 for _, qd in all_q if qd["label"] == lab and
                     (qd["moved_to"] if lab == SUPPORTS else qd["key"]) == L) for L in "ABCD"} for lab in LABELS}
    stats["toelichting_woorden"] = {}
    for lab in LABELS:
        ws = [words(qd["explanation"]) for _, qd in all_q if qd["label"] == lab]
        stats["toelichting_woorden"][lab] = {"min": min(ws), "gemiddeld": round(statistics.mean(ws), 1), "max": max(ws)}
    stats["sleutel_langste_optie"] = {
        lab: sum(1 for _, qd in all_q if qd["label"] == lab and
                 max(range(len(qd["options"])), key=lambda i: len(qd["options"][i]["text"])) == LETTERS.index(qd["key"]))
        for lab in LABELS}
    stats["sleutel_strikt_langste_zonder_rekenen"] = {
        lab: {"aantal": sum(1 for _, qd in all_q if qd["label"] == lab and REKEN not in qd["styles"] and
                            strictly_longest_key(qd)),
              "van": sum(1 for _, qd in all_q if qd["label"] == lab and REKEN not in qd["styles"])}
        for lab in LABELS}
    stats["related"] = {"vragen_met_related": sum(1 for v in related.values() if v),
                        "links": sum(len(v) for v in related.values())}
    stats["verplaatste_sleutels"] = [
        {"id": qd["id"], "onderwerp": t, "sleutel": qd["key"], "correct_op": qd["moved_to"],
         "richting": "eerder" if qd["moved_to"] < qd["key"] else "later"}
        for t, qd in all_q if qd["label"] == SUPPORTS]
    stats["dubbele_paren"] = [
        {"id": qd["id"], "onderwerp": t, "paar": f"{qd['dup'][0]}/{qd['dup'][1]}", "soort": qd["dup"][2],
         "teksten": [qd["options"][LETTERS.index(qd["dup"][0])]["text"], qd["options"][LETTERS.index(qd["dup"][1])]["text"]]}
        for t, qd in all_q if qd["label"] == DUP]
    stats["related_groepsgrootte"] = RELATED_GROUP
    stats["bestanden"] = {"vragen": len(written), "topic.toml": 2 * len(TOPICS)}
    stats["fouten"] = errors

    with open(os.path.join(HERE, "stats.json"), "w", encoding="utf-8") as f:
        json.dump(stats, f, ensure_ascii=False, indent=2)
        f.write("\n")

    if errors:
        print(f"{len(errors)} fout(en):")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print(f"OK: {len(all_q)} vragen, {stats['per_label']}, validator: {validator_name}")


if __name__ == "__main__":
    main()
