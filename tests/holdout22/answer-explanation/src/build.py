"""Schrijft holdout 22 (answer-explanation) als TOML, leest alles terug met tomllib
en controleert het. Daarna schrijft het src/stats.json en roept het readme.py aan.

Gebruik: python3 src/build.py   (vanuit answer-explanation/ of vanuit src/)
"""
import importlib
import json
import math
import os
import random
import re
import shutil
import subprocess
import sys
import tomllib

SRC = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(SRC)
sys.path.insert(0, SRC)

from common import STIJLEN, LABELS  # noqa: E402

SCHEMA_DIR = os.path.abspath(os.path.join(ROOT, "..", "..", "..", "schema"))
QSCHEMA = os.path.join(SCHEMA_DIR, "question.schema.json")
TSCHEMA = os.path.join(SCHEMA_DIR, "topic.schema.json")

MODULES = [
    "t_reguliere_expressies", "t_spreadsheets", "t_html_formulieren", "t_bestandsformaten",
    "t_beweging_en_snelheid", "t_lenzen_en_licht",
    "t_nederlandse_literatuur", "t_bouwkunst", "t_plaattektoniek", "t_erfelijkheid",
    "t_kamerplanten", "t_klussen_in_huis", "t_brandveiligheid",
]
GROEPEN = {"IT": 4, "rekenen/natuurkunde": 2, "schoolvak": 4, "praktisch": 3}
LETTERS = "ABCD"

MINIMA = {
    "rekenen": 40, "negatief": 25, "lang": 30, "kort": 40, "parafrase": 30,
    "weerlegt": 30, "link": 10, "code": 10, "cursief": 10, "it-acroniem": 15,
    "feedback": 15,
}

VERBODEN_ONDERWERPEN = """aardrijkskunde biologie economie geschiedenis natuurkunde scheikunde wiskunde
python netwerken ehbo git linux databases elektriciteit fietsonderhoud tuinvogels menselijk-lichaam
astronomie koken muziek recht sport verkeer statistiek kansrekening meetkunde cryptografie
webbeveiliging javascript sql fotografie weerkunde energie voeding psychologie filosofie belastingen
hypotheken spoorwegen luchtvaart zeilen schaken taal spelling privacy webtoegankelijkheid
tekstcodering back-ups raid css druk dichtheid geluid golven mythologie staatsinrichting
schilderkunst godsdiensten moestuin wasverzorging bijenhouden""".split()

IT_ACRONIEMEN = {
    "HTML", "HTML5", "HTTP", "HTTPS", "URL", "CSS", "CSV", "XLSX", "ODS", "XML", "ZIP", "JSON",
    "PDF", "PNG", "JPEG", "GIF", "SVG", "BMP", "MP3", "MP4", "AAC", "RAW", "DOCX", "DOC", "RTF",
    "TXT", "INI", "TSV", "LZW", "UTF-8", "ASCII", "PCRE", "POSIX", "BRE", "ERE", "GNU", "IP",
    "MIME", "SMTP", "CSRF", "MDN",
}

GETALWOORDEN = re.compile(
    r"\b(een half|halve|half|kwart|driekwart|derde|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|"
    r"elf|twaalf|veertien|twintig|dertig|zesenveertig|vierentwintig|achtenveertig|tweehonderd|"
    r"achttienduizend|duizend|miljoen|miljard|tweede|eerste)\b", re.I)

ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
NUM_RE = re.compile(r"[-−]?\d+(?:[.,]\d+)?")

fouten = []


def fout(msg):
    fouten.append(msg)


# ---------------------------------------------------------------- hulpjes

def getal(tekst):
    m = NUM_RE.search(tekst)
    if not m:
        return None
    return float(m.group(0).replace("−", "-").replace(",", "."))


def normaliseer(tekst):
    """Wat een student als dezelfde optie leest: hoofdletters, witruimte, koppeltekens en
    leestekens tellen niet mee. In inline code tellen leestekens wel (in een regex of formule
    betekenen ze iets), alleen hoofdletters en witruimte niet."""
    t = tekst.lower()
    if "`" in t:
        return re.sub(r"\s+", "", t)
    t = re.sub(r"(?<=\d)[.,](?=\d)", "#", t)  # decimaalteken is geen leesteken
    return re.sub(r"[\s\-‐–—.,;:!?'\"()]+", "", t)


def toml_str(s):
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
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def toml_ml(s):
    out = []
    for ch in s:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n" or ch == "\t":
            out.append(ch)
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    return '"""\n' + "".join(out) + '"""'


def toml_list(xs):
    return "[" + ", ".join(toml_str(x) for x in xs) + "]"


def zinnen_na_elkaar(tekst):
    """Aantal plekken waar na een zinseinde nog tekst volgt (foutcodes als #DEEL/0! tellen niet)."""
    tekst = re.sub(r"#\S+", "X", tekst)
    return len(re.findall(r"[.!?][\"')\]]*\s+\S", tekst))


def woorden(tekst):
    return len(re.findall(r"\S+", tekst))


CURSIEF_RE = re.compile(r"(?<![*\w`])\*(?!\*)[^*\s`][^*`\n]*?\*(?![*\w])")
MD_TEKENS = ["`", "*", "_", "](", "[", "]"]


# ---------------------------------------------------------------- laden

topics = []
for modnaam in MODULES:
    mod = importlib.import_module(modnaam)
    T = dict(mod.TOPIC)
    T["bank"] = mod.BANK
    T["gebrekkig"] = mod.GEBREKKIG
    T["module"] = modnaam
    if modnaam != "t_" + T["id"].replace("-", "_"):
        fout(f"{modnaam}: modulenaam past niet bij onderwerp {T['id']}")
    topics.append(T)

# onderwerpen en groepen
groeptelling = {}
for T in topics:
    groeptelling[T["groep"]] = groeptelling.get(T["groep"], 0) + 1
    if not ID_RE.match(T["id"]):
        fout(f"onderwerp-id {T['id']} ongeldig")
    for v in VERBODEN_ONDERWERPEN:
        if v in T["id"].split("-") or T["id"] == v or v in T["id"]:
            fout(f"onderwerp {T['id']} lijkt op verboden naam {v}")
if groeptelling != GROEPEN:
    fout(f"groepen kloppen niet: {groeptelling}")
if len(topics) != 13:
    fout("niet 13 onderwerpen")

# ---------------------------------------------------------------- plaatsen kiezen

rng = random.Random(22)


def vaste_volgorde(Q):
    """Geeft de weergavevolgorde (lijst van indexen in opties) als die vastligt, anders None."""
    n = len(Q["opties"])
    if Q["sorteer"]:
        waarden = [getal(o) for o in Q["opties"]]
        if any(w is None for w in waarden):
            fout(f"{Q['id']}: sorteer zonder getal in elke optie")
            return list(range(n))
        if len(set(waarden)) != n:
            fout(f"{Q['id']}: gelijke getallen bij sorteren")
        return sorted(range(n), key=lambda i: waarden[i])
    if Q["pos"] is not None:
        rest = list(range(1, n))
        rest.insert(Q["pos"], 0)
        return rest
    return None


def kies_plaatsen(vragen, doel_gelijk):
    telling = [0, 0, 0, 0]
    per_topic = {}
    vrij = []
    for Q in vragen:
        v = vaste_volgorde(Q)
        if v is not None:
            Q["volgorde"] = v
            p = v.index(0)
            telling[p] += 1
            per_topic.setdefault(Q["topic"], [0, 0, 0, 0])[p] += 1
        else:
            vrij.append(Q)
    rng.shuffle(vrij)
    vrij.sort(key=lambda Q: len(Q["opties"]))  # eerst de vragen met 3 opties
    for Q in vrij:
        n = len(Q["opties"])
        pt = per_topic.setdefault(Q["topic"], [0, 0, 0, 0])
        keuze = min(range(n), key=lambda p: (telling[p], pt[p], rng.random()))
        rest = list(range(1, n))
        rest.insert(keuze, 0)
        Q["volgorde"] = rest
        telling[keuze] += 1
        pt[keuze] += 1
    if doel_gelijk and len(set(telling)) != 1:
        fout(f"sleutels niet gelijk verdeeld: {telling}")
    return telling


alle = []
for T in topics:
    for mapnaam in ("bank", "gebrekkig"):
        for Q in T[mapnaam]:
            Q["topic"] = T["id"]
            Q["groep"] = T["groep"]
            Q["map"] = mapnaam
            alle.append(Q)

bank = [Q for Q in alle if Q["map"] == "bank"]
gebrekkig = [Q for Q in alle if Q["map"] == "gebrekkig"]
kies_plaatsen(bank, True)
kies_plaatsen(gebrekkig, False)

# ---------------------------------------------------------------- related

for T in topics:
    for mapnaam in ("bank", "gebrekkig"):
        qs = T[mapnaam]
        ids = [Q["id"] for Q in qs]
        for Q in qs:
            Q["related"] = []
        if mapnaam == "bank":
            n = len(qs)
            for i, Q in enumerate(qs):
                for d in (-2, -1, 1, 2):
                    Q["related"].append(ids[(i + d) % n])
            for i in range(5):
                qs[i]["related"].append(ids[i + 10])
                qs[i + 10]["related"].append(ids[i])
        else:
            for Q in qs:
                Q["related"] = [x for x in ids if x != Q["id"]]

# ---------------------------------------------------------------- schrijven

for mapnaam in ("bank", "gebrekkig"):
    pad = os.path.join(ROOT, mapnaam)
    if os.path.exists(pad):
        shutil.rmtree(pad)


def schemaregel(map_pad, schema):
    return "#:schema " + os.path.relpath(schema, map_pad).replace(os.sep, "/")


for T in topics:
    for mapnaam in ("bank", "gebrekkig"):
        map_pad = os.path.join(ROOT, mapnaam, T["id"])
        os.makedirs(map_pad)
        regels = [schemaregel(map_pad, TSCHEMA),
                  "title = " + toml_str(T["title"]),
                  "description = " + toml_str(T["description"])]
        with open(os.path.join(map_pad, "topic.toml"), "w", encoding="utf-8") as f:
            f.write("\n".join(regels) + "\n")
        for Q in T[mapnaam]:
            sleutel_idx = Q["zet"] if Q["lab"] == "explanation/supports-distractor" else 0
            regels = [schemaregel(map_pad, QSCHEMA),
                      "stem = " + toml_str(Q["stam"])]
            if Q["md"]:
                regels.append('markup = "markdown"')
            regels.append("explanation = " + toml_ml(Q["uitleg"]))
            regels.append("related = " + toml_list(Q["related"]))
            for i in Q["volgorde"]:
                regels.append("")
                regels.append("[[options]]")
                regels.append("text = " + toml_str(Q["opties"][i]))
                if i == sleutel_idx:
                    regels.append("correct = true")
                if Q["fb"]:
                    regels.append("feedback = " + toml_str(Q["fb"][i]))
            if Q["comp"]:
                regels.append("")
                regels.append("[compute]")
                regels.append("expression = " + toml_str(Q["comp"][0]))
                regels.append("unit = " + toml_str(Q["comp"][1]))
                if len(Q["comp"]) > 2:
                    regels.append("tolerance = " + repr(Q["comp"][2]))
            Q["bestand"] = os.path.join(map_pad, Q["id"] + ".toml")
            with open(Q["bestand"], "w", encoding="utf-8") as f:
                f.write("\n".join(regels) + "\n")

# ---------------------------------------------------------------- teruglezen en controleren

VRAAG_SLEUTELS = {"stem", "explanation", "options", "related", "status", "markup", "tags",
                  "words", "compute", "suppress"}
OPTIE_SLEUTELS = {"text", "correct", "feedback"}
COMPUTE_SLEUTELS = {"expression", "unit", "tolerance"}

ids = {}
for Q in alle:
    if not ID_RE.match(Q["id"]) or len(Q["id"]) > 120:
        fout(f"{Q['id']}: ongeldig id")
    if Q["id"] in ids:
        fout(f"{Q['id']}: dubbel id")
    ids[Q["id"]] = Q


def bereken(expr):
    if not re.fullmatch(r"[0-9eE.+\-*/^() ]+", expr):
        raise ValueError("ongeldige tekens")
    return eval(expr.replace("^", "**"), {"__builtins__": {}}, {})


for T in topics:
    for mapnaam in ("bank", "gebrekkig"):
        map_pad = os.path.join(ROOT, mapnaam, T["id"])
        tp = os.path.join(map_pad, "topic.toml")
        with open(tp, encoding="utf-8") as f:
            eerste = f.readline().rstrip("\n")
        if eerste != schemaregel(map_pad, TSCHEMA):
            fout(f"{tp}: schemaregel")
        if os.path.normpath(os.path.join(map_pad, eerste.split(" ", 1)[1])) != TSCHEMA or not os.path.exists(TSCHEMA):
            fout(f"{tp}: schemaregel wijst niet naar topic.schema.json")
        with open(tp, "rb") as f:
            td = tomllib.load(f)
        if set(td) - {"title", "description", "parent", "prerequisites"} or "title" not in td:
            fout(f"{tp}: velden {sorted(td)}")
        if td["title"] != T["title"] or td.get("description") != T["description"]:
            fout(f"{tp}: tekst komt niet terug")
        aanwezig = sorted(x[:-5] for x in os.listdir(map_pad) if x.endswith(".toml") and x != "topic.toml")
        if aanwezig != sorted(Q["id"] for Q in T[mapnaam]):
            fout(f"{map_pad}: onverwachte bestanden")

for Q in alle:
    p = Q["bestand"]
    map_pad = os.path.dirname(p)
    with open(p, encoding="utf-8") as f:
        eerste = f.readline().rstrip("\n")
    if eerste != schemaregel(map_pad, QSCHEMA):
        fout(f"{Q['id']}: schemaregel")
    if os.path.normpath(os.path.join(map_pad, eerste.split(" ", 1)[1])) != QSCHEMA or not os.path.exists(QSCHEMA):
        fout(f"{Q['id']}: schemaregel wijst niet naar question.schema.json")
    with open(p, "rb") as f:
        d = tomllib.load(f)
    onbekend = set(d) - VRAAG_SLEUTELS
    if onbekend:
        fout(f"{Q['id']}: onbekende velden {onbekend}")
    for k in ("stem", "explanation", "options"):
        if k not in d:
            fout(f"{Q['id']}: {k} ontbreekt")
    if d["stem"] != Q["stam"] or not (10 <= len(d["stem"]) <= 2000):
        fout(f"{Q['id']}: stam komt niet terug of heeft een verkeerde lengte")
    if d["explanation"] != Q["uitleg"] or not (20 <= len(d["explanation"]) <= 10000):
        fout(f"{Q['id']}: toelichting komt niet terug of heeft een verkeerde lengte")
    if ("markup" in d) != Q["md"] or (Q["md"] and d["markup"] != "markdown"):
        fout(f"{Q['id']}: markup")
    opts = d["options"]
    n = len(Q["opties"])
    if len(opts) != n or n not in (3, 4):
        fout(f"{Q['id']}: aantal opties")
    for o in opts:
        if set(o) - OPTIE_SLEUTELS or "text" not in o:
            fout(f"{Q['id']}: optievelden {sorted(o)}")
        if len(o["text"]) > 1000 or len(o.get("feedback", "")) > 2000:
            fout(f"{Q['id']}: optie te lang")
    teksten = [o["text"] for o in opts]
    if teksten != [Q["opties"][i] for i in Q["volgorde"]]:
        fout(f"{Q['id']}: opties komen niet terug")
    if Q["fb"]:
        if len(Q["fb"]) != n or [o.get("feedback") for o in opts] != [Q["fb"][i] for i in Q["volgorde"]]:
            fout(f"{Q['id']}: feedback komt niet terug of ontbreekt bij een optie")
    elif any("feedback" in o for o in opts):
        fout(f"{Q['id']}: onverwachte feedback")
    juist = [i for i, o in enumerate(opts) if o.get("correct") is True]
    if len(juist) != 1:
        fout(f"{Q['id']}: niet precies één correct = true")
        continue
    if any(("correct" in o and not isinstance(o["correct"], bool)) for o in opts):
        fout(f"{Q['id']}: correct is geen bool")
    echte = Q["volgorde"].index(0)
    Q["echte_sleutel"] = LETTERS[echte]
    Q["sleutel_in_bestand"] = LETTERS[juist[0]]
    # labels
    if Q["lab"] == "explanation/supports-distractor":
        if Q["map"] != "gebrekkig" or Q["zet"] in (None, 0) or juist[0] == echte:
            fout(f"{Q['id']}: verplaatste sleutel klopt niet bij label")
        if Q["comp"] or Q["fb"] or Q["dup"]:
            fout(f"{Q['id']}: verplaatste sleutel met compute, feedback of dup")
    else:
        if juist[0] != echte or Q["zet"] is not None:
            fout(f"{Q['id']}: sleutel verplaatst zonder label")
    if Q["lab"] == "none" and Q["map"] != "bank":
        fout(f"{Q['id']}: label none buiten bank")
    if Q["map"] == "bank" and Q["lab"] != "none":
        fout(f"{Q['id']}: gebrekkige vraag in bank")
    # dubbele opties
    norm = [normaliseer(t) for t in teksten]
    paren = [(i, j) for i in range(n) for j in range(i + 1, n) if norm[i] == norm[j]]
    if Q["lab"] == "answer/duplicate-option":
        a, b = Q["dup"]
        pa, pb = sorted((Q["volgorde"].index(a), Q["volgorde"].index(b)))
        if paren != [(pa, pb)]:
            fout(f"{Q['id']}: dubbele opties kloppen niet: {paren}")
        if teksten[pa] == teksten[pb]:
            fout(f"{Q['id']}: dubbele opties zijn letterlijk gelijk")
        Q["dubbele_opties"] = LETTERS[pa] + LETTERS[pb]
    else:
        if paren:
            fout(f"{Q['id']}: onbedoeld dubbele opties {paren}")
        if len(set(teksten)) != n:
            fout(f"{Q['id']}: letterlijk gelijke opties")
        Q["dubbele_opties"] = None
    # compute
    if Q["comp"]:
        c = d.get("compute")
        if not c or set(c) - COMPUTE_SLEUTELS or c["expression"] != Q["comp"][0] or c["unit"] != Q["comp"][1]:
            fout(f"{Q['id']}: compute komt niet terug")
        else:
            try:
                waarde = bereken(c["expression"])
            except Exception as e:  # noqa: BLE001
                fout(f"{Q['id']}: expressie {e}")
                waarde = None
            if waarde is not None:
                getallen = [getal(t) for t in teksten]
                kandidaten = [(abs(g - waarde), i) for i, g in enumerate(getallen) if g is not None]
                kandidaten.sort()
                if not kandidaten or kandidaten[0][1] != echte or (len(kandidaten) > 1 and kandidaten[0][0] == kandidaten[1][0]):
                    fout(f"{Q['id']}: dichtstbijzijnde optie bij {waarde} is niet de sleutel")
                tol = c.get("tolerance", 0.05)
                g = getallen[echte]
                if g is None or abs(g - waarde) > tol * abs(waarde):
                    fout(f"{Q['id']}: sleutel {g} buiten tolerantie van {waarde}")
    elif "compute" in d:
        fout(f"{Q['id']}: onverwachte compute")
    # related
    rel = d.get("related", [])
    if rel != Q["related"]:
        fout(f"{Q['id']}: related komt niet terug")
    if len(set(rel)) != len(rel) or Q["id"] in rel:
        fout(f"{Q['id']}: related dubbel of naar zichzelf")
    for r in rel:
        R = ids.get(r)
        if R is None:
            fout(f"{Q['id']}: related {r} bestaat niet")
        elif R["map"] != Q["map"] or R["topic"] != Q["topic"]:
            fout(f"{Q['id']}: related {r} verlaat map of onderwerp")
        elif Q["id"] not in R["related"]:
            fout(f"{Q['id']}: related {r} niet wederkerig")
    if Q["map"] == "bank" and len(rel) not in (4, 5):
        fout(f"{Q['id']}: {len(rel)} links in bank")
    # markdown
    alle_tekst = "\n".join([Q["stam"], Q["uitleg"]] + Q["opties"] + (Q["fb"] or []))
    if not Q["md"]:
        for t in MD_TEKENS:
            if t in alle_tekst:
                fout(f"{Q['id']}: Markdown-teken {t!r} zonder markup")
    # stijlen mechanisch
    st = Q["stijlen"]
    if "kort" in st and ("\n" in Q["uitleg"] or zinnen_na_elkaar(Q["uitleg"]) != 0):
        fout(f"{Q['id']}: kort maar niet één zin op één regel")
    if "kort" in st and "lang" in st:
        fout(f"{Q['id']}: kort en lang tegelijk")
    if "lang" in st and woorden(Q["uitleg"]) < 60:
        fout(f"{Q['id']}: lang maar {woorden(Q['uitleg'])} woorden")
    if ("link" in st) != ("](http" in alle_tekst):
        fout(f"{Q['id']}: link-stijl klopt niet")
    if ("code" in st) != ("`" in alle_tekst):
        fout(f"{Q['id']}: code-stijl klopt niet")
    if ("cursief" in st) != bool(CURSIEF_RE.search(alle_tekst)):
        fout(f"{Q['id']}: cursief-stijl klopt niet")
    if ("negatief" in st) != bool(re.search(r"\b(NIET|GEEN|onjuist)\b", Q["stam"])):
        fout(f"{Q['id']}: negatief-stijl klopt niet")
    tokens = set(re.findall(r"[A-Za-z0-9]+(?:-8)?", alle_tekst))
    if "it-acroniem" in st and not (tokens & IT_ACRONIEMEN):
        fout(f"{Q['id']}: it-acroniem zonder afkorting")
    if "uitgewerkt" in st and not re.search(r"[×=/−+÷]", Q["uitleg"]):
        fout(f"{Q['id']}: uitgewerkt zonder rekenteken")
    if "uitgewerkt" in st and "rekenen" not in st:
        fout(f"{Q['id']}: uitgewerkt zonder rekenen")
    if "rekenen" in st and not (re.search(r"\d", Q["stam"]) or GETALWOORDEN.search(Q["stam"])):
        fout(f"{Q['id']}: rekenen zonder getal in de stam")
    if "getal-woorden" in st and not GETALWOORDEN.search(alle_tekst):
        fout(f"{Q['id']}: getal-woorden zonder getal in woorden")
    if ("feedback" in st) != bool(Q["fb"]):
        fout(f"{Q['id']}: feedback-stijl klopt niet")
    if ("compute" in st) != bool(Q["comp"]):
        fout(f"{Q['id']}: compute-stijl klopt niet")
    if "parafrase" in st:
        sleutel = re.sub(r"[`*]", "", Q["opties"][0]).lower().strip(" .")
        if len(sleutel) > 12 and sleutel in Q["uitleg"].lower():
            fout(f"{Q['id']}: parafrase herhaalt de sleutel letterlijk")
    Q["sleutel_langste"] = (
        len(Q["opties"][0]) > max(len(o) for o in Q["opties"][1:]))

# aantallen
per_label = {lab: sum(1 for Q in alle if Q["lab"] == lab) for lab in LABELS}
if per_label != {"none": 260, "explanation/supports-distractor": 39, "answer/duplicate-option": 7}:
    fout(f"labels: {per_label}")
for T in topics:
    if len(T["bank"]) != 20:
        fout(f"{T['id']}: {len(T['bank'])} vragen in bank")
    sd = sum(1 for Q in T["gebrekkig"] if Q["lab"] == "explanation/supports-distractor")
    du = sum(1 for Q in T["gebrekkig"] if Q["lab"] == "answer/duplicate-option")
    if sd != 3 or du > 1:
        fout(f"{T['id']}: gebrekkig {sd}/{du}")
if sum(1 for T in topics if any(Q["lab"] == "answer/duplicate-option" for Q in T["gebrekkig"])) != 7:
    fout("niet 7 onderwerpen met dubbele optie")

stijltelling = {s: sum(1 for Q in bank if s in Q["stijlen"]) for s in STIJLEN}
for s, m in MINIMA.items():
    if stijltelling[s] < m:
        fout(f"stijl {s}: {stijltelling[s]} < {m}")
if sum(1 for Q in bank if len(Q["opties"]) == 4) <= 130:
    fout("niet overwegend 4 opties")

if fouten:
    print("FOUTEN:")
    for f_ in fouten:
        print("  " + f_)
    sys.exit(1)

# ---------------------------------------------------------------- stats.json

stats = []
for Q in alle:
    stats.append(dict(
        id=Q["id"], onderwerp=Q["topic"], groep=Q["groep"], map=Q["map"], label=Q["lab"],
        stijlen=Q["stijlen"], echte_sleutel=Q["echte_sleutel"],
        sleutel_in_bestand=Q["sleutel_in_bestand"], aantal_opties=len(Q["opties"]),
        dubbele_opties=Q["dubbele_opties"], markup="markdown" if Q["md"] else None,
        sleutel_langste=Q["sleutel_langste"],
        woorden_toelichting=woorden(Q["uitleg"]),
        bestand=os.path.relpath(Q["bestand"], ROOT).replace(os.sep, "/"),
    ))
onderwerpen = [dict(id=T["id"], groep=T["groep"], title=T["title"]) for T in topics]
with open(os.path.join(SRC, "stats.json"), "w", encoding="utf-8") as f:
    json.dump(dict(onderwerpen=onderwerpen, vragen=stats), f, ensure_ascii=False, indent=1)

print(f"OK: {len(alle)} vragen, labels {per_label}")
print("stijlen:", stijltelling)
subprocess.run([sys.executable, os.path.join(SRC, "readme.py")], check=True)
