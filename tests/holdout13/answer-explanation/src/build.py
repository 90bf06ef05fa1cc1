"""Bouwt de hold-outset answer-explanation.

Leest src/data_<onderwerp>.py, schrijft bank/ en gebrekkig/ als TOML, leest alles
terug met tomllib, valideert het tegen schema/question.schema.json en
schema/topic.schema.json en schrijft src/stats.json.

Gebruik (vanuit de map answer-explanation):
    python3 src/build.py [--end "<uitvoer van date>"]
"""

import importlib.util
import json
import math
import re
import shutil
import sys
import tomllib
from collections import Counter, defaultdict
from pathlib import Path

SRC = Path(__file__).resolve().parent
ROOT = SRC.parent
SCHEMA_DIR = ROOT.parent.parent.parent / "schema"      # /work/main/schema

sys.dont_write_bytecode = True
sys.path.insert(0, str(SRC))
import common  # noqa: E402
from common import NONE, MOVED, DUP, LETTERS  # noqa: E402

TOPICS = [
    "vogelkunde", "bierbrouwen", "numismatiek", "verloskunde", "reguliere-expressies",
    "rust-programmeren", "veeteelt", "bosbouw", "keramiek", "waterbouw", "belastingen",
    "ergonomie", "epidemiologie",
]
DUP_TOPICS = {"vogelkunde", "numismatiek", "reguliere-expressies", "veeteelt", "waterbouw", "epidemiologie"}
EXPECTED = {NONE: 20, MOVED: 3}

META = {
    "start": "Sun Dec  6 18:24:48 UTC 2026",
    "end": None,
    "files_read": [
        "/work/main/schema/README.md",
        "/work/main/schema/question.schema.json",
        "/work/main/schema/topic.schema.json",
        "/work/shared/seeds/000_fa40e9fb930c8fe6.txt",
        "/work/shared/seeds/002_bcf17ab5b3f8697a.txt",
    ],
    "files_read_by_build": [
        "/work/main/schema/question.schema.json",
        "/work/main/schema/topic.schema.json",
    ],
    "commands_outside": [
        "date (bij begin en einde)",
        "ls /work/shared/seeds/",
        "cat /work/main/schema/README.md /work/main/schema/question.schema.json /work/main/schema/topic.schema.json",
        "cd /work/shared/seeds/; wc -c *; cat 000_fa40e9fb930c8fe6.txt; cat 002_bcf17ab5b3f8697a.txt",
        "mkdir -p /work/main/tests/holdout13/answer-explanation/src",
        "python3 --version",
        "cat > /tmp/dummy (per ongeluk een leeg bestand aangemaakt; later verwijderd)",
        "cat > /tmp/view_ae.py en python3 /tmp/view_ae.py <onderwerp> (eigen weergavescript om de eigen vragen na te lezen; later verwijderd)",
        "rm -f /tmp/view_ae.py /tmp/dummy",
    ],
    "commands_inside": [
        "python3-heredocs vanuit src/ om vóór de eerste build tekstfouten in src/data_*.py te verbeteren en feedback bij enkele opties toe te voegen",
        "mv van twee databestanden naar de namen data_reguliere-expressies.py en data_rust-programmeren.py",
        "python3 src/build.py: de eerste run gaf 3 meldingen (een te korte lange toelichting, een stijlkenmerk 'rekenen' zonder getal in de stam, en twee opties in een deugdelijke regexvraag die alleen in hoofdletters verschilden); opgelost zonder labels te wijzigen",
        "een eenmalig python3-heredoc (met ast) dat in 57 deugdelijke vragen zonder numerieke of geordende opties, zonder verwijzing naar optieposities en zonder lange toelichting de sleuteloptie naar een andere plaats verschoof, om de sleutelletters te spreiden; labels en teksten ongewijzigd",
        "na het nalezen nog enkele taal- en feitcorrecties in src/data_*.py via python3-heredocs (labels ongewijzigd)",
        "python3 src/build.py --end \"<date>\"",
        "python3 src/readme.py",
    ],
    "not_done": [
        "Er is geen qbank gedraaid, niets gebouwd en geen git gebruikt (geen commits)",
        "Er zijn geen code, regels, tests, fixtures, documentatie of bank van qbank en geen andere hold-outsets gelezen",
        "Er is alleen binnen deze map geschreven, op de tijdelijke bestanden in /tmp na die hierboven staan en weer zijn verwijderd",
    ],
}


# --------------------------------------------------------------------------- laden
def load_topic(topic):
    path = SRC / f"data_{topic}.py"
    spec = importlib.util.spec_from_file_location(f"data_{topic.replace('-', '_')}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.TOPIC == topic, (path, mod.TOPIC)
    return mod


# --------------------------------------------------------------------------- TOML schrijven
def basic(s):
    """TOML-basisstring op één regel (JSON-escapes zijn geldige TOML-escapes)."""
    return json.dumps(s, ensure_ascii=False)


def multiline(s):
    esc = s.replace("\\", "\\\\").replace('"', '\\"')
    return '"""\n' + esc + '"""'


def tstr(s, force_multi=False):
    if "\n" in s or force_multi:
        return multiline(s)
    return basic(s)


def question_doc(qq, related):
    """Het TOML-document als dict, precies zoals het teruggelezen moet worden."""
    correct_letter = qq["moved_to"] if qq["label"] == MOVED else qq["key"]
    doc = {"stem": qq["stem"], "explanation": qq["explanation"]}
    if qq["markup"]:
        doc["markup"] = qq["markup"]
    if related:
        doc["related"] = related
    if qq["tags"]:
        doc["tags"] = qq["tags"]
    opts = []
    for i, o in enumerate(qq["options"]):
        d = {"text": o["text"]}
        if LETTERS[i] == correct_letter:
            d["correct"] = True
        if o["feedback"]:
            d["feedback"] = o["feedback"]
        opts.append(d)
    doc["options"] = opts
    if qq["compute"]:
        c = qq["compute"]
        doc["compute"] = {"expression": c[0], "unit": c[1]}
        if len(c) > 2:
            doc["compute"]["tolerance"] = c[2]
    return doc


def render_question(topic, label, doc):
    lines = [f"# topic: {topic}", f"# expect: {label}"]
    lines.append(f"stem = {tstr(doc['stem'])}")
    lines.append(f"explanation = {tstr(doc['explanation'], force_multi=len(doc['explanation']) > 160)}")
    if "markup" in doc:
        lines.append(f"markup = {basic(doc['markup'])}")
    if "related" in doc:
        lines.append("related = [" + ", ".join(basic(r) for r in doc["related"]) + "]")
    if "tags" in doc:
        lines.append("tags = [" + ", ".join(basic(t) for t in doc["tags"]) + "]")
    for o in doc["options"]:
        lines.append("")
        lines.append("[[options]]")
        lines.append(f"text = {basic(o['text'])}")
        if o.get("correct"):
            lines.append("correct = true")
        if "feedback" in o:
            lines.append(f"feedback = {tstr(o['feedback'])}")
    if "compute" in doc:
        c = doc["compute"]
        lines.append("")
        lines.append("[compute]")
        lines.append(f"expression = {basic(c['expression'])}")
        lines.append(f"unit = {basic(c['unit'])}")
        if "tolerance" in c:
            lines.append(f"tolerance = {c['tolerance']}")
    return "\n".join(lines) + "\n"


def render_topic(doc):
    lines = [f"title = {basic(doc['title'])}"]
    if "description" in doc:
        lines.append(f"description = {basic(doc['description'])}")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- schema
class SchemaError(Exception):
    pass


def validate(inst, schema, root, path="$"):
    if "$ref" in schema:
        ref = schema["$ref"]
        assert ref.startswith("#/definitions/"), ref
        return validate(inst, root["definitions"][ref.split("/")[-1]], root, path)
    t = schema.get("type")
    if t == "object":
        if not isinstance(inst, dict):
            raise SchemaError(f"{path}: geen object")
        for r in schema.get("required", []):
            if r not in inst:
                raise SchemaError(f"{path}: verplichte sleutel {r} ontbreekt")
        props = schema.get("properties", {})
        if schema.get("additionalProperties") is False:
            extra = set(inst) - set(props)
            if extra:
                raise SchemaError(f"{path}: onbekende sleutels {sorted(extra)}")
        for k, v in inst.items():
            if k in props:
                validate(v, props[k], root, f"{path}.{k}")
    elif t == "array":
        if not isinstance(inst, list):
            raise SchemaError(f"{path}: geen array")
        if "maxItems" in schema and len(inst) > schema["maxItems"]:
            raise SchemaError(f"{path}: te veel elementen")
        if schema.get("uniqueItems") and len(set(map(json.dumps, inst))) != len(inst):
            raise SchemaError(f"{path}: elementen niet uniek")
        for i, v in enumerate(inst):
            validate(v, schema.get("items", {}), root, f"{path}[{i}]")
    elif t == "string":
        if not isinstance(inst, str):
            raise SchemaError(f"{path}: geen string")
        if "minLength" in schema and len(inst) < schema["minLength"]:
            raise SchemaError(f"{path}: korter dan {schema['minLength']}")
        if "maxLength" in schema and len(inst) > schema["maxLength"]:
            raise SchemaError(f"{path}: langer dan {schema['maxLength']}")
        if "pattern" in schema and not re.search(schema["pattern"], inst):
            raise SchemaError(f"{path}: past niet bij {schema['pattern']}")
    elif t == "boolean":
        if not isinstance(inst, bool):
            raise SchemaError(f"{path}: geen boolean")
    elif t == "number":
        if isinstance(inst, bool) or not isinstance(inst, (int, float)):
            raise SchemaError(f"{path}: geen getal")
        if "minimum" in schema and inst < schema["minimum"]:
            raise SchemaError(f"{path}: kleiner dan minimum")
        if "maximum" in schema and inst > schema["maximum"]:
            raise SchemaError(f"{path}: groter dan maximum")
    if "enum" in schema and inst not in schema["enum"]:
        raise SchemaError(f"{path}: {inst!r} niet in {schema['enum']}")


# --------------------------------------------------------------------------- hulpjes
def words(s):
    return len(re.findall(r"\S+", s))


def norm_option(s):
    s = s.strip().lower()
    s = re.sub(r"\s+", " ", s)
    return s.rstrip(".").strip()


def dup_kind(a, b):
    kinds = []
    if a.lower() != a or b.lower() != b:
        if a.lower() == b.lower():
            return "hoofdletters"
    if re.sub(r"\s+", " ", a.strip()) == re.sub(r"\s+", " ", b.strip()):
        return "spaties"
    if a.rstrip(".") == b.rstrip("."):
        return "slotpunt"
    return "gemengd"


NUM_RE = re.compile(r"-?\d{1,3}(?:\.\d{3})+(?:,\d+)?|-?\d+(?:,\d+)?")


def parse_numbers(text):
    out = []
    for m in NUM_RE.findall(text):
        out.append(float(m.replace(".", "").replace(",", ".")))
    return out


def eval_expr(expr):
    assert re.fullmatch(r"[0-9eE.+\-*/^() ]+", expr), expr
    return eval(expr.replace("^", "**"), {"__builtins__": {}}, {})


MD_PATTERNS = [r"`", r"\]\(https?://", r"(?<![\w*])\*[^*\s][^*]*\*(?![\w*])", r"```"]


def has_markdown(s):
    return any(re.search(p, s) for p in MD_PATTERNS)


# --------------------------------------------------------------------------- hoofdprogramma
def main():
    end = None
    if "--end" in sys.argv:
        end = sys.argv[sys.argv.index("--end") + 1]
    qschema = json.loads((SCHEMA_DIR / "question.schema.json").read_text(encoding="utf-8"))
    tschema = json.loads((SCHEMA_DIR / "topic.schema.json").read_text(encoding="utf-8"))
    id_re = re.compile(qschema["definitions"]["id"]["pattern"])

    errors = []

    def err(msg):
        errors.append(msg)

    modules = {t: load_topic(t) for t in TOPICS}
    all_q = []
    for t, m in modules.items():
        for qq in m.QUESTIONS:
            qq["topic"] = t
            all_q.append(qq)

    # ids
    ids = Counter(qq["id"] for qq in all_q)
    for i, n in ids.items():
        if n > 1:
            err(f"id {i} komt {n} keer voor")
        if not id_re.fullmatch(i) or len(i) > 120:
            err(f"id {i} heeft geen geldige vorm")

    # related uit groepen opbouwen (alleen bank, zelfde onderwerp, symmetrisch)
    bank_ids = {t: [qq["id"] for qq in all_q if qq["topic"] == t and qq["label"] == NONE] for t in TOPICS}
    related = defaultdict(list)
    for t, m in modules.items():
        for group in m.RELATED:
            for a in group:
                if a not in bank_ids[t]:
                    err(f"{t}: related-groep noemt {a}, dat geen bankvraag van dit onderwerp is")
                for b in group:
                    if a != b and b not in related[a]:
                        related[a].append(b)
    for a, bs in related.items():
        for b in bs:
            if a not in related[b]:
                err(f"related {a} -> {b} niet wederzijds")

    # per vraag controleren
    per_topic = defaultdict(Counter)
    style_counter = defaultdict(Counter)
    optcount = defaultdict(Counter)
    moved_info, dup_info, compute_ids = [], [], []
    expl_words = defaultdict(list)
    moved_pos = Counter()
    key_pos = Counter()

    for qq in all_q:
        qid, label, t = qq["id"], qq["label"], qq["topic"]
        n = len(qq["options"])
        letters = LETTERS[:n]
        per_topic[t][label] += 1
        optcount[label][n] += 1
        expl_words[label].append(words(qq["explanation"]))
        for s in qq["style"]:
            if s not in common.STYLES:
                err(f"{qid}: onbekend stijlkenmerk {s}")
            style_counter[label][s] += 1
        if qq["key"] not in letters:
            err(f"{qid}: sleutel {qq['key']} bestaat niet")
        key_pos[(label, qq["key"])] += 1
        if n not in (3, 4):
            err(f"{qid}: {n} opties")

        texts = [o["text"] for o in qq["options"]]
        normed = [norm_option(x) for x in texts]
        pairs = [(letters[i], letters[j]) for i in range(n) for j in range(i + 1, n) if normed[i] == normed[j]]

        if label == NONE:
            if qq["moved_to"] or qq["dup"]:
                err(f"{qid}: none met moved_to/dup")
            if pairs:
                err(f"{qid}: none met bijna gelijke opties {pairs}")
        elif label == MOVED:
            if not qq["moved_to"] or qq["moved_to"] == qq["key"] or qq["moved_to"] not in letters:
                err(f"{qid}: ongeldige moved_to")
            if qq["dup"] or pairs:
                err(f"{qid}: moved met dubbele opties")
            if qq["compute"]:
                err(f"{qid}: moved met compute")
            moved_info.append({"id": qid, "topic": t, "key": qq["key"], "moved_to": qq["moved_to"],
                               "richting": "eerder" if qq["moved_to"] < qq["key"] else "later"})
            moved_pos["eerder" if qq["moved_to"] < qq["key"] else "later"] += 1
        elif label == DUP:
            if not qq["dup"] or len(pairs) != 1 or tuple(pairs[0]) != tuple(qq["dup"]):
                err(f"{qid}: dup {qq['dup']} klopt niet met gevonden paren {pairs}")
            else:
                a, b = qq["dup"]
                if qq["key"] in (a, b):
                    err(f"{qid}: sleutel zit in het dubbele paar")
                ta, tb = texts[letters.index(a)], texts[letters.index(b)]
                if ta == tb:
                    err(f"{qid}: dubbele opties zijn exact gelijk")
                dup_info.append({"id": qid, "topic": t, "pair": [a, b], "texts": [ta, tb], "verschil": dup_kind(ta, tb)})
            if qq["compute"] or qq["moved_to"]:
                err(f"{qid}: dup met compute/moved_to")

        # stijlcontroles
        st = set(qq["style"])
        w = words(qq["explanation"])
        if common.LANG in st and not (80 <= w <= 150):
            err(f"{qid}: lange toelichting heeft {w} woorden")
        if common.KORT in st and (w > 30 or "\n" in qq["explanation"]):
            err(f"{qid}: korte toelichting heeft {w} woorden")
        if common.NEG in st and not re.search(r"NIET|GEEN|onjuist", qq["stem"]):
            err(f"{qid}: negatieve stam zonder NIET/GEEN/onjuist")
        if common.R in st and not re.search(r"\d", qq["stem"]):
            err(f"{qid}: rekenvraag zonder getal in de stam")
        alltext = [qq["stem"], qq["explanation"]] + texts + [o["feedback"] or "" for o in qq["options"]]
        md = any(has_markdown(x) for x in alltext)
        if md and qq["markup"] != "markdown":
            err(f"{qid}: Markdown zonder markup = markdown")
        if qq["markup"] == "markdown" and not md:
            err(f"{qid}: markup = markdown zonder Markdown")
        if common.LINK in st and not any(re.search(r"\]\(https?://", x) for x in alltext):
            err(f"{qid}: stijl link zonder link")
        if common.CODE in st and not any("`" in x for x in alltext):
            err(f"{qid}: stijl code zonder backticks")
        if common.CURS in st and not any(re.search(MD_PATTERNS[2], x) for x in alltext):
            err(f"{qid}: stijl cursief zonder cursief")
        if (common.FB in st) != any(o["feedback"] for o in qq["options"]):
            err(f"{qid}: stijl feedback klopt niet")

        # compute
        if qq["compute"]:
            if label != NONE:
                err(f"{qid}: compute buiten none")
            val = eval_expr(qq["compute"][0])
            tol = qq["compute"][2] if len(qq["compute"]) > 2 else 0.05
            nums = []
            for i, x in enumerate(texts):
                ns = parse_numbers(x)
                if len(ns) != 1:
                    err(f"{qid}: optie {letters[i]} bevat {len(ns)} getallen")
                    ns = ns[:1] or [math.inf]
                nums.append(ns[0])
            best = min(range(n), key=lambda i: abs(nums[i] - val))
            if letters[best] != qq["key"]:
                err(f"{qid}: compute {val} ligt het dichtst bij {letters[best]}, niet bij de sleutel")
            kv = nums[letters.index(qq["key"])]
            if abs(kv - val) > tol * abs(val):
                err(f"{qid}: sleutel {kv} wijkt meer dan {tol} af van {val}")
            if qq["compute"][1] not in texts[letters.index(qq["key"])]:
                err(f"{qid}: eenheid {qq['compute'][1]} staat niet in de sleutel")
            compute_ids.append({"id": qid, "topic": t, "expression": qq["compute"][0], "value": val,
                                "unit": qq["compute"][1]})

    # aantallen
    for t in TOPICS:
        for lab, n in EXPECTED.items():
            if per_topic[t][lab] != n:
                err(f"{t}: {per_topic[t][lab]} vragen met label {lab}, verwacht {n}")
        want_dup = 1 if t in DUP_TOPICS else 0
        if per_topic[t][DUP] != want_dup:
            err(f"{t}: {per_topic[t][DUP]} dup-vragen, verwacht {want_dup}")

    if errors:
        print("FOUTEN:")
        for e in errors:
            print("  -", e)
        sys.exit(1)

    # schrijven
    for d in ("bank", "gebrekkig"):
        if (ROOT / d).exists():
            shutil.rmtree(ROOT / d)
    written = []
    for t, m in modules.items():
        tdoc = {"title": m.TITLE, "description": m.DESCRIPTION}
        for d in ("bank", "gebrekkig"):
            (ROOT / d / t).mkdir(parents=True, exist_ok=True)
            (ROOT / d / t / "topic.toml").write_text(render_topic(tdoc), encoding="utf-8")
            written.append(("topic", ROOT / d / t / "topic.toml", tdoc, None, None))
        for qq in m.QUESTIONS:
            d = "bank" if qq["label"] == NONE else "gebrekkig"
            doc = question_doc(qq, related.get(qq["id"]) if qq["label"] == NONE else None)
            p = ROOT / d / t / f"{qq['id']}.toml"
            p.write_text(render_question(t, qq["label"], doc), encoding="utf-8")
            written.append(("question", p, doc, t, qq["label"]))

    # teruglezen en valideren
    n_checked = 0
    for kind, p, doc, t, label in written:
        text = p.read_text(encoding="utf-8")
        data = tomllib.loads(text)
        if data != doc:
            errors.append(f"{p}: teruggelezen inhoud wijkt af")
        try:
            validate(data, qschema if kind == "question" else tschema,
                     qschema if kind == "question" else tschema)
        except SchemaError as e:
            errors.append(f"{p}: {e}")
        if kind == "question":
            lines = text.split("\n")
            if lines[0] != f"# topic: {t}" or lines[1] != f"# expect: {label}" or lines[2].startswith("#"):
                errors.append(f"{p}: kopregels kloppen niet")
            if sum(1 for o in data["options"] if o.get("correct")) != 1:
                errors.append(f"{p}: niet precies één correct = true")
            for r in data.get("related", []):
                rp = ROOT / "bank" / t / f"{r}.toml"
                if not rp.exists() or p.parent.parent.name != "bank":
                    errors.append(f"{p}: related {r} wijst niet naar bank/{t}")
        n_checked += 1
    if errors:
        print("FOUTEN NA SCHRIJVEN:")
        for e in errors:
            print("  -", e)
        sys.exit(1)

    # statistiek
    labels = [NONE, MOVED, DUP]
    stats = {
        "meta": dict(META, end=end),
        "labels": {
            NONE: "deugdelijke vraag (bank/)",
            MOVED: "sleutel verplaatst naar een afleider; toelichting pleit nog voor de echte sleutel (gebrekkig/)",
            DUP: "twee afleiders verschillen alleen in hoofdletters, spaties of een slotpunt (gebrekkig/)",
        },
        "topics": TOPICS,
        "counts": {t: {lab: per_topic[t][lab] for lab in labels} for t in TOPICS},
        "totals": {lab: sum(per_topic[t][lab] for t in TOPICS) for lab in labels},
        "files_checked": n_checked,
        "styles": {lab: dict(sorted(style_counter[lab].items())) for lab in labels},
        "option_counts": {lab: {str(k): v for k, v in sorted(optcount[lab].items())} for lab in labels},
        "explanation_words": {
            lab: {"min": min(v), "max": max(v), "gemiddeld": round(sum(v) / len(v), 1)}
            for lab, v in expl_words.items()
        },
        "markdown": {lab: sum(1 for qq in all_q if qq["label"] == lab and qq["markup"] == "markdown") for lab in labels},
        "compute": compute_ids,
        "moved": moved_info,
        "moved_direction": dict(moved_pos),
        "dup": dup_info,
        "key_letters": {lab: {L: key_pos[(lab, L)] for L in "ABCD"} for lab in labels},
        "related_links": sum(len(v) for v in related.values()),
        "style_legend": {
            common.R: "rekenvraag met getallen, eenheden, bedragen of percentages",
            common.NEG: "negatieve stam (NIET, GEEN, onjuist)",
            common.LANG: "lange toelichting (80-150 woorden) die elke optie op haar beurt bespreekt",
            common.KORT: "korte toelichting van één regel (hoogstens 30 woorden)",
            common.PARA: "toelichting parafraseert de sleutel in andere woorden",
            common.AFL: "toelichting noemt een afleider om hem te weerleggen of toe te schrijven",
            common.LINK: "Markdown-link",
            common.CODE: "Markdown inline code of codeblok",
            common.CURS: "Markdown cursief",
            common.IT: "IT-vraag met acroniemen en/of code (regex, Rust)",
            common.ACR: "vraag rond een afkorting buiten de IT",
            common.FB: "opties met feedback",
        },
    }
    (SRC / "stats.json").write_text(json.dumps(stats, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"OK: {n_checked} bestanden geschreven en gevalideerd; totalen {stats['totals']}")


if __name__ == "__main__":
    main()
