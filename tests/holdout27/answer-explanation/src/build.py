#!/usr/bin/env python3
"""Bouwt holdout27/answer-explanation uit de vraagdata in src/t_*.py.

- verwijdert en herschrijft bank/ en gebrekkig/
- plaatst de sleutels (seed 2727 voor de gezonde vragen, seed 2728 voor de gebrekkige)
- schrijft de TOML, leest alles terug met tomllib en controleert het zelf
- schrijft src/stats.json en roept src/readme.py aan

Stopt met exitcode 1 als een controle faalt. Draait geen qbank.
"""
import importlib
import json
import math
import random
import re
import shutil
import subprocess
import sys
import tomllib
from collections import Counter, defaultdict
from pathlib import Path

SRC = Path(__file__).resolve().parent
ROOT = SRC.parent
MAIN = ROOT.parent.parent.parent          # /work/main
SCHEMA_Q = MAIN / "schema" / "question.schema.json"
SCHEMA_T = MAIN / "schema" / "topic.schema.json"
REL_Q = "../../../../../schema/question.schema.json"
REL_T = "../../../../../schema/topic.schema.json"
LETTERS = "ABCDEFGH"

sys.path.insert(0, str(SRC))
from common import LABELS, STIJLEN, GROEPEN, VERPLAATST, DUBBEL  # noqa: E402

# Correcties die na de eerste run van dit script (alleen eigen controles) zijn gedaan.
CORRECTIES = [
    "Eigen controle in `build.py` verfijnd: bij het zoeken naar onbedoeld dubbele opties telt de "
    "decimale komma nu mee (de eerste versie zag `1,6 L` en `16 L`, `2,3 ms` en `23 ms`, `75` en "
    "`7,5` ten onrechte als dubbel); bij gesorteerde getalopties mogen alleen de twee bedoelde "
    "dubbele opties dezelfde waarde hebben (`frequentie-bij-kwart-seconde`); *rekenen* accepteert "
    "ook getallen in woorden in stam of opties (`touw-vier-keer-zo-lang`).",
    "*parafrase*: de toelichtingen van `bandenspanning-koud-meten` en `gebruik-van-een-ankerlift` "
    "herhaalden vier woorden van de sleutel op rij; die zinnen zijn anders geformuleerd.",
    "*lang*: de toelichtingen van `effect-van-insuline`, `te-veel-thyroxine`, "
    "`konijn-eet-niet-meer`, `apache-en-gplv2-onjuist` en `oververzadigde-oplossing` telden 50 tot "
    "58 woorden; elk kreeg een afsluitende zin erbij, zodat ze boven de 60 woorden komen.",
    "*uitgewerkt*: de toelichting van `jongen-na-dekking-in-mei` rekent de datum nu echt voor "
    "(3 + 31 = 34, 34 − 31 = 3 juni).",
    "*code* bleef met 5 vragen onder het eigen minimum van 6: de toelichtingen van "
    "`taak-van-een-slicer` (`model.gcode`) en `voordeel-3mf-boven-stl` (`3D/3dmodel.model`) kregen "
    "inline code en daarmee `markup = \"markdown\"`.",
    "Bij het nalezen van de eerste uitvoer: de sleutel van `eerste-apk-benzineauto` luidde "
    "'Als hij vier jaar oud is' tussen afleiders van de vorm 'Na ... jaar' en is gelijkgetrokken tot "
    "'Na vier jaar', en de toelichting noemt het ritme nu precies (om de twee jaar tot acht jaar, "
    "daarna elk jaar). Drie feitelijke formuleringen zijn voorzichtiger gemaakt: de stam van "
    "`licentie-van-de-europese-commissie` zegt niet meer 'alle' officiële talen, "
    "`oorspronkelijk-doel-qr-code` noemt Denso Wave een afdeling van Denso (in 1994 nog geen eigen "
    "bedrijf), en `alexandrie-onjuist` zegt 'zo'n negen eeuwen' in plaats van 'ruim negen eeuwen'.",
]

# Minimum per stijl over de 260 gezonde vragen.
MINIMA = {
    "negatief": 45, "lang": 26, "kort": 60, "link": 13, "code": 6, "it-acroniem": 40,
    "rekenen": 40, "uitgewerkt": 35, "getal-woorden": 40, "eenheid-woorden": 30,
    "eenheid-symbool": 30, "parafrase": 60, "weerlegt": 60, "compute": 20,
}

fouten = []


def fout(msg):
    fouten.append(msg)


# ---------------------------------------------------------------- laden
modules = sorted(SRC.glob("t_*.py"))
onderwerpen = []
for pad in modules:
    mod = importlib.import_module(pad.stem)
    onderwerpen.append((mod.ONDERWERP, mod.VRAGEN, pad.name))

# ---------------------------------------------------------------- hulpfuncties
GETALWOORDEN = {
    "nul": 0, "één": 1, "twee": 2, "drie": 3, "vier": 4, "vijf": 5, "zes": 6,
    "zeven": 7, "acht": 8, "negen": 9, "tien": 10, "elf": 11, "twaalf": 12,
}
GETALWOORD_RE = re.compile(
    r"\b(nul|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|dertien|"
    r"veertien|vijftien|zestien|zeventien|achttien|negentien|twintig|dertig|veertig|"
    r"vijftig|zestig|zeventig|tachtig|negentig|honderd|duizend|miljoen|half|halve|"
    r"helft|kwart|driekwart|zesde|vijfde|derde|tweede|vierde|elfde)", re.I)
EENHEIDWOORD_RE = re.compile(
    r"\b(millimeters?|centimeters?|kilometers?|meters?|seconden?|milliseconden?|"
    r"microseconden?|minuut|minuten|uur|graden|graad|procent|hertz|kilohertz|liters?|"
    r"milliliters?|gram|kilogram|volt|milliwatt|decibels?|inch|newton|dagen|weken|jaar|"
    r"megabit|bits?|bytes?|bar)\b", re.I)
SYMBOOL_RE = re.compile(
    r"(\d\s?(mm|cm|km|m|s|ms|µs|Hz|kHz|MHz|GHz|°C|%|g|kg|L|mL|V|mW|dB|dBm|GB|bar|psi|"
    r"N|h|min)(?![A-Za-zÀ-ÿ])|km/h|km/s|m/s|N/m|mol/|/L|L⁻¹|mg/dL|g/cm³|cm³|cm²|°C|Mbit/s)")
ACRONIEMEN = [
    "MIT", "GPL", "GPLv2", "GPLv3", "LGPL", "AGPL", "GNU", "FSF", "OSI", "BSD", "MPL", "EUPL",
    "SPDX", "CC", "CC0", "GFDL", "W3C", "IETF", "EAN", "EAN-8", "EAN-13", "UPC", "UPC-A", "QR",
    "ISBN", "GS1", "RFID", "PDF417", "IATA", "BCBP", "ASCII", "FDM", "SLA", "MSLA", "SLS", "STL",
    "3MF", "CNC", "XML", "TPU", "PLA", "PETG", "ABS", "IPA", "3D", "SIM", "eSIM", "IMEI", "IMSI",
    "GSM", "UMTS", "LTE", "VoLTE", "MCC", "APN", "dBm", "UCS-2", "HDMI", "2G", "3G", "4G", "5G",
    "NR", "EU", "GB", "Mbit",
]
ACRONIEM_RE = re.compile(r"(?<![A-Za-z0-9])(" + "|".join(re.escape(a) for a in
                         sorted(ACRONIEMEN, key=len, reverse=True)) + r")(?![A-Za-z0-9])")
NEG_RE = re.compile(r"\b(NIET|GEEN)\b|onjuist|klopt niet")
MD_TEKENS = set("`*_[]<>#~")


def alle_tekst(v):
    return "\n".join([v["stam"], *v["opties"], v["toelichting"]])


def getal_uit_tekst(t):
    m = re.search(r"[−-]?\d+(?:\.\d{3})*(?:,\d+)?", t)
    if m:
        s = m.group(0).replace("−", "-").replace(".", "").replace(",", ".")
        return float(s)
    m = re.search(r"\b(" + "|".join(GETALWOORDEN) + r")\b", t.lower())
    if m:
        return float(GETALWOORDEN[m.group(1)])
    raise ValueError(f"geen getal in optie {t!r}")


EENHEID_NORM = [
    (r"\bhertz\b", "hz"), (r"\bmilliseconden?\b", "ms"), (r"\bseconden?\b", "s"),
    (r"\bmillimeters?\b", "mm"), (r"\bcentimeters?\b", "cm"), (r"\bkilometers?\b", "km"),
    (r"\bmeters?\b", "m"), (r"\bprocent\b", "%"), (r"\bgraden\b", "°"), (r"\bkilogram\b", "kg"),
    (r"\bgram\b", "g"), (r"\bmilliliters?\b", "ml"), (r"\bliters?\b", "l"), (r"\bvolt\b", "v"),
    (r"\buur\b", "h"),
]


def normaliseer(t):
    s = t.lower()
    for woord, cijfer in GETALWOORDEN.items():
        s = re.sub(r"\b" + woord + r"\b", str(cijfer), s)
    for pat, rep in EENHEID_NORM:
        s = re.sub(pat, rep, s)
    s = re.sub(r"(?<=\d),(?=\d)", "d", s)   # decimale komma telt mee: 1,6 is niet 16
    return re.sub(r"[^0-9a-zà-ÿ%°]", "", s)


def woorden(t):
    return re.findall(r"[0-9a-zà-ÿ]+", t.lower())


def herhaalt_sleutel(sleutel, toel):
    """True als de toelichting de sleuteltekst letterlijk of met 4+ woorden op rij herhaalt."""
    k, e = woorden(sleutel), woorden(toel)
    ks, es = " ".join(k), " " + " ".join(e) + " "
    if " " + ks + " " in es:
        return True
    for i in range(len(k) - 3):
        if " " + " ".join(k[i:i + 4]) + " " in es:
            return True
    return False


def zinnen(t):
    return len(re.findall(r"[.!?](?=\s|$)", t.strip()))


def tstr(s):
    if "\n" in s:
        body = s.replace("\\", "\\\\").replace('"', '\\"')
        return '"""\n' + body + '"""'
    out = s.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    return '"' + out + '"'


def bereken(expr):
    if not re.fullmatch(r"[0-9eE.+\-*/^() ]+", expr):
        raise ValueError(expr)
    return eval(expr.replace("^", "**"), {"__builtins__": {}}, {})


# ---------------------------------------------------------------- datacontrole
used = set()
up = Path("/tmp/used_topics.txt")
if up.exists():
    used = {r.strip() for r in up.read_text().split() if r.strip()}

alle_ids = Counter()
for ond, vragen, bron in onderwerpen:
    tid = ond["id"]
    if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", tid):
        fout(f"{tid}: ongeldige onderwerpnaam")
    if tid in used:
        fout(f"{tid}: onderwerpnaam staat in /tmp/used_topics.txt")
    for u in used:
        if u != tid and (f"-{u}-" in f"-{tid}-" or f"-{tid}-" in f"-{u}-"):
            fout(f"{tid}: lijkt op gebruikte naam {u}")
    if ond["groep"] not in GROEPEN:
        fout(f"{tid}: onbekende groep {ond['groep']}")
    tel = Counter(v["label"] for v in vragen)
    if tel["none"] != 20 or tel[VERPLAATST] != 3 or tel[DUBBEL] not in (0, 1):
        fout(f"{tid}: aantallen per label kloppen niet: {dict(tel)}")
    for v in vragen:
        alle_ids[v["id"]] += 1
        vid = v["id"]
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", vid):
            fout(f"{vid}: ongeldig id")
        if v["label"] not in LABELS:
            fout(f"{vid}: onbekend label {v['label']}")
        for s in v["stijlen"]:
            if s not in STIJLEN:
                fout(f"{vid}: onbekende stijl {s}")
        if len(set(v["stijlen"])) != len(v["stijlen"]):
            fout(f"{vid}: dubbele stijl")
        n = len(v["opties"])
        if n not in (3, 4):
            fout(f"{vid}: {n} opties")
        if v["label"] == VERPLAATST:
            if not isinstance(v["zet"], int) or not 1 <= v["zet"] < n:
                fout(f"{vid}: verplaatste sleutel zonder geldige zet")
            if v["compute"]:
                fout(f"{vid}: gebrekkige vraag met [compute]")
        elif v["zet"] is not None:
            fout(f"{vid}: zet zonder label {VERPLAATST}")
        if v["label"] == DUBBEL:
            if not v["dup"] or len(v["dup"]) != 2:
                fout(f"{vid}: dubbele optie zonder dup")
        elif v["dup"] is not None:
            fout(f"{vid}: dup zonder label {DUBBEL}")
        if v["waarden"] is not None and len(v["waarden"]) != n:
            fout(f"{vid}: waarden hebben niet de lengte van opties")
        # dubbele opties
        norm = [normaliseer(o) for o in v["opties"]]
        paren = [(i, j) for i in range(n) for j in range(i + 1, n) if norm[i] == norm[j]]
        if v["label"] == DUBBEL:
            if paren != [tuple(sorted(v["dup"]))]:
                fout(f"{vid}: verwachte dubbele opties {v['dup']}, gevonden {paren}")
            i, j = v["dup"]
            if v["opties"][i] == v["opties"][j]:
                fout(f"{vid}: dubbele opties zijn tekstueel identiek (moet een variant zijn)")
        elif paren:
            fout(f"{vid}: onbedoeld dubbele opties {paren}")
dubbel_id = [i for i, c in alle_ids.items() if c > 1]
if dubbel_id:
    fout(f"dubbele ids: {dubbel_id}")
if sum(1 for o, vr, _ in onderwerpen if any(v['label'] == DUBBEL for v in vr)) != 7:
    fout("niet precies 7 onderwerpen met een dubbele optie")
if len(onderwerpen) != 13:
    fout(f"{len(onderwerpen)} onderwerpen in plaats van 13")
groeptelling = Counter(o["groep"] for o, _, _ in onderwerpen)
if groeptelling != Counter({"IT": 4, "REKENEN": 3, "SCHOOL": 3, "DAGELIJKS": 3}):
    fout(f"verdeling over groepen klopt niet: {dict(groeptelling)}")


# ---------------------------------------------------------------- sleutels plaatsen
def sorteer_volgorde(v):
    n = len(v["opties"])
    waarden = v["waarden"] or [getal_uit_tekst(o) for o in v["opties"]]
    volgorde = sorted(range(n), key=lambda i: waarden[i])
    ws = [waarden[i] for i in volgorde]
    gelijk = [(volgorde[k], volgorde[k + 1]) for k in range(n - 1) if ws[k] == ws[k + 1]]
    toegestaan = {tuple(sorted(v["dup"]))} if v["dup"] else set()
    if any(a > b for a, b in zip(ws, ws[1:])) or any(tuple(sorted(g)) not in toegestaan for g in gelijk):
        fout(f"{v['id']}: sorteerwaarden niet strikt oplopend {ws}")
    return volgorde


def plaats_met_slots(vragen, rng, tellers):
    """Kent plaatsen toe zodat de tellers zo gelijk mogelijk worden."""
    resultaat = {}
    volgorde = sorted(vragen, key=lambda v: len(v["opties"]))  # eerst 3-optievragen
    rng.shuffle(volgorde)
    volgorde.sort(key=lambda v: len(v["opties"]))
    for v in volgorde:
        n = len(v["opties"])
        laagst = min(tellers[p] for p in range(n))
        kandidaten = [p for p in range(n) if tellers[p] == laagst]
        p = rng.choice(kandidaten)
        tellers[p] += 1
        resultaat[v["id"]] = p
    return resultaat


def maak_volgorde(v, pos):
    """Volgorde van de oorspronkelijke indexen: sleutel (index 0) op plaats pos."""
    rest = list(range(1, len(v["opties"])))
    return rest[:pos] + [0] + rest[pos:]


gezond = [v for _, vr, _ in onderwerpen for v in vr if v["label"] == "none"]
gebrekkig = [v for _, vr, _ in onderwerpen for v in vr if v["label"] != "none"]
volgordes = {}

for groep, seed in ((gezond, 2727), (gebrekkig, 2728)):
    rng = random.Random(seed)
    tellers = Counter({p: 0 for p in range(4)})
    vrij = []
    for v in groep:
        if v["sorteer"]:
            vo = sorteer_volgorde(v)
            volgordes[v["id"]] = vo
            tellers[vo.index(0)] += 1
        else:
            vrij.append(v)
    if groep is gezond:
        # vul aan tot 65 per letter: plaats_met_slots kiest steeds de laagste teller
        pass
    posities = plaats_met_slots(vrij, rng, tellers)
    for v in vrij:
        volgordes[v["id"]] = maak_volgorde(v, posities[v["id"]])

# ---------------------------------------------------------------- related
related = {}
for ond, vragen, _ in onderwerpen:
    ids = [v["id"] for v in vragen if v["label"] == "none"]
    n = len(ids)
    for i, vid in enumerate(ids):
        buren = [ids[(i + 1) % n], ids[(i - 1) % n], ids[(i + 2) % n], ids[(i - 2) % n]]
        if i < 5:
            buren.append(ids[i + 10])
        elif 10 <= i < 15:
            buren.append(ids[i - 10])
        related[vid] = buren
    gids = [v["id"] for v in vragen if v["label"] != "none"]
    for vid in gids:
        related[vid] = [g for g in gids if g != vid]

# ---------------------------------------------------------------- schrijven
for map_ in ("bank", "gebrekkig"):
    if (ROOT / map_).exists():
        shutil.rmtree(ROOT / map_)

verwacht = {}
for ond, vragen, _ in onderwerpen:
    tid = ond["id"]
    for map_ in ("bank", "gebrekkig"):
        d = ROOT / map_ / tid
        d.mkdir(parents=True)
        (d / "topic.toml").write_text(
            f"#:schema {REL_T}\n"
            f"title = {tstr(ond['titel'])}\n"
            f"description = {tstr(ond['beschrijving'])}\n", encoding="utf-8")
    for v in vragen:
        map_ = "bank" if v["label"] == "none" else "gebrekkig"
        vo = volgordes[v["id"]]
        opties = [v["opties"][i] for i in vo]
        correct_orig = v["zet"] if v["label"] == VERPLAATST else 0
        correct_pos = vo.index(correct_orig)
        md = "link" in v["stijlen"] or "code" in v["stijlen"]
        regels = [f"#:schema {REL_Q}",
                  f"stem = {tstr(v['stam'])}",
                  f"explanation = {tstr(v['toelichting'])}",
                  "related = [" + ", ".join(tstr(r) for r in related[v["id"]]) + "]"]
        if md:
            regels.append('markup = "markdown"')
        for p, t in enumerate(opties):
            regels.append("")
            regels.append("[[options]]")
            regels.append(f"text = {tstr(t)}")
            if p == correct_pos:
                regels.append("correct = true")
        if v["compute"]:
            c = v["compute"]
            regels += ["", "[compute]", f"expression = {tstr(c[0])}", f"unit = {tstr(c[1])}"]
            if len(c) > 2:
                regels.append(f"tolerance = {c[2]}")
        pad = ROOT / map_ / tid / f"{v['id']}.toml"
        pad.write_text("\n".join(regels) + "\n", encoding="utf-8")
        verwacht[pad] = (v, opties, correct_pos, md, map_, tid)

# ---------------------------------------------------------------- teruglezen
TOEGESTAAN_Q = {"stem", "explanation", "options", "related", "markup", "compute"}
gelezen = {}
for map_ in ("bank", "gebrekkig"):
    for tdir in sorted((ROOT / map_).iterdir()):
        tp = tdir / "topic.toml"
        eerste = tp.read_text(encoding="utf-8").splitlines()[0]
        if eerste != f"#:schema {REL_T}" or not (tdir / REL_T).resolve() == SCHEMA_T:
            fout(f"{tp}: #:schema-regel wijst niet naar topic.schema.json")
        t = tomllib.loads(tp.read_text(encoding="utf-8"))
        if set(t) - {"title", "description"} or "title" not in t:
            fout(f"{tp}: onverwachte sleutels {set(t)}")
        for f in sorted(tdir.glob("*.toml")):
            if f.name == "topic.toml":
                continue
            tekst = f.read_text(encoding="utf-8")
            if tekst.splitlines()[0] != f"#:schema {REL_Q}" or (f.parent / REL_Q).resolve() != SCHEMA_Q:
                fout(f"{f}: #:schema-regel wijst niet naar question.schema.json")
            d = tomllib.loads(tekst)
            gelezen[f] = d
            if f not in verwacht:
                fout(f"{f}: onverwacht bestand")
                continue
            v, opties, cpos, md, m, tid = verwacht[f]
            if f.stem != v["id"]:
                fout(f"{f}: bestandsnaam past niet bij id")
            if set(d) - TOEGESTAAN_Q:
                fout(f"{f}: onbekende sleutels {set(d) - TOEGESTAAN_Q}")
            if d.get("stem") != v["stam"] or d.get("explanation") != v["toelichting"]:
                fout(f"{f}: stam of toelichting komt niet ongeschonden terug")
            if not (10 <= len(d["stem"]) <= 2000) or not (20 <= len(d["explanation"]) <= 10000):
                fout(f"{f}: lengte van stam of toelichting buiten het schema")
            ops = d.get("options", [])
            if [o.get("text") for o in ops] != opties:
                fout(f"{f}: opties komen niet ongeschonden terug")
            for o in ops:
                if set(o) - {"text", "correct"}:
                    fout(f"{f}: onbekende optiesleutels")
            juist = [i for i, o in enumerate(ops) if o.get("correct") is True]
            if len(juist) != 1 or juist[0] != cpos:
                fout(f"{f}: niet precies één correct = true op de verwachte plaats")
            if (d.get("markup") == "markdown") != md:
                fout(f"{f}: markup klopt niet")
            if "markup" in d and d["markup"] != "markdown":
                fout(f"{f}: markup heeft een andere waarde dan markdown")
            if not md and any(c in MD_TEKENS for c in alle_tekst(v)):
                fout(f"{f}: Markdown-tekens in een vraag zonder markup")
            if "compute" in d:
                c = d["compute"]
                if set(c) - {"expression", "unit", "tolerance"}:
                    fout(f"{f}: onbekende compute-sleutels")
                waarde = bereken(c["expression"])
                getallen = [getal_uit_tekst(t) for t in opties]
                dichtst = min(range(len(getallen)), key=lambda i: abs(getallen[i] - waarde))
                if dichtst != cpos:
                    fout(f"{f}: compute-uitkomst {waarde:.4g} ligt niet het dichtst bij de sleutel")
                tol = c.get("tolerance", 0.05)
                if abs(getallen[cpos] - waarde) > tol * abs(waarde):
                    fout(f"{f}: sleutel {getallen[cpos]} buiten tolerantie van {waarde:.4g}")

# related teruglezen: bestaan, wederkerig, zelfde map en onderwerp, aantallen
index = {(p.parent.parent.name, p.stem): p for p in gelezen}
for p, d in gelezen.items():
    map_, tid = p.parent.parent.name, p.parent.name
    rel = d.get("related", [])
    if len(set(rel)) != len(rel) or p.stem in rel:
        fout(f"{p}: related bevat dubbele of eigen id")
    if map_ == "bank" and not 4 <= len(rel) <= 5:
        fout(f"{p}: {len(rel)} related-links in bank/")
    for r in rel:
        q = index.get((map_, r))
        if q is None:
            fout(f"{p}: related {r} bestaat niet in {map_}/")
            continue
        if q.parent.name != tid:
            fout(f"{p}: related {r} ligt in een ander onderwerp")
        if p.stem not in gelezen[q].get("related", []):
            fout(f"{p}: related {r} is niet wederkerig")
    if map_ == "gebrekkig":
        anderen = {x.stem for x in gelezen if x.parent == p.parent and x != p}
        if set(rel) != anderen:
            fout(f"{p}: related in gebrekkig/ noemt niet alle andere vragen van het onderwerp")

# ---------------------------------------------------------------- stijlcontrole
for ond, vragen, _ in onderwerpen:
    for v in vragen:
        vid, st, toel, tekst = v["id"], set(v["stijlen"]), v["toelichting"], alle_tekst(v)
        if ("negatief" in st) != bool(NEG_RE.search(v["stam"])):
            fout(f"{vid}: stijl negatief past niet bij de stam")
        if "kort" in st and ("\n" in toel or zinnen(toel) != 1):
            fout(f"{vid}: kort, maar de toelichting is niet één zin op één regel")
        if "lang" in st and len(toel.split()) < 60:
            fout(f"{vid}: lang, maar maar {len(toel.split())} woorden")
        if "kort" in st and "lang" in st:
            fout(f"{vid}: kort en lang tegelijk")
        heeft_link = bool(re.search(r"\]\(https?://", tekst))
        if ("link" in st) != heeft_link:
            fout(f"{vid}: stijl link past niet bij de tekst")
        if ("code" in st) != ("`" in tekst):
            fout(f"{vid}: stijl code past niet bij de tekst")
        if "it-acroniem" in st and (ond["groep"] != "IT" or not ACRONIEM_RE.search(tekst)):
            fout(f"{vid}: it-acroniem zonder IT-afkorting of buiten een IT-onderwerp")
        if "rekenen" in st and not (re.search(r"\d", v["stam"] + " ".join(v["opties"]))
                                    or GETALWOORD_RE.search(v["stam"] + " ".join(v["opties"]))):
            fout(f"{vid}: rekenen zonder getallen")
        if "uitgewerkt" in st and not re.search(r"=|×|\d\s*[:+−]\s*[\d(√]", toel):
            fout(f"{vid}: uitgewerkt zonder berekening in de toelichting")
        if "getal-woorden" in st and not GETALWOORD_RE.search(tekst):
            fout(f"{vid}: getal-woorden zonder getal in woorden")
        if "eenheid-woorden" in st and not EENHEIDWOORD_RE.search(tekst):
            fout(f"{vid}: eenheid-woorden zonder voluit geschreven eenheid")
        if "eenheid-symbool" in st and not SYMBOOL_RE.search(tekst):
            fout(f"{vid}: eenheid-symbool zonder eenheidssymbool")
        if "parafrase" in st and herhaalt_sleutel(v["opties"][0], toel):
            fout(f"{vid}: parafrase, maar de toelichting herhaalt de sleuteltekst")
        if ("compute" in st) != bool(v["compute"]):
            fout(f"{vid}: stijl compute past niet bij [compute]")
        if "uitgewerkt" in st and "rekenen" not in st:
            fout(f"{vid}: uitgewerkt zonder rekenen")

# ---------------------------------------------------------------- stats
stats = {"vragen": [], "onderwerpen": [], "correcties": CORRECTIES,
         "seeds": {"gezond": 2727, "gebrekkig": 2728}}
for ond, vragen, bron in onderwerpen:
    stats["onderwerpen"].append({
        "id": ond["id"], "titel": ond["titel"], "groep": ond["groep"],
        "groepnaam": GROEPEN[ond["groep"]], "bron": bron,
        "none": sum(v["label"] == "none" for v in vragen),
        VERPLAATST: sum(v["label"] == VERPLAATST for v in vragen),
        DUBBEL: sum(v["label"] == DUBBEL for v in vragen),
    })
    for v in vragen:
        vo = volgordes[v["id"]]
        opties = [v["opties"][i] for i in vo]
        echte = vo.index(0)
        in_bestand = vo.index(v["zet"]) if v["label"] == VERPLAATST else echte
        lengtes = [len(o) for o in opties]
        rec = {
            "id": v["id"], "onderwerp": ond["id"], "groep": ond["groep"],
            "map": "bank" if v["label"] == "none" else "gebrekkig",
            "label": v["label"], "stijlen": v["stijlen"], "n_opties": len(opties),
            "echte_sleutel": LETTERS[echte], "sleutel_in_bestand": LETTERS[in_bestand],
            "gesorteerd": v["sorteer"], "compute": bool(v["compute"]),
            "markup": "markdown" if ("link" in v["stijlen"] or "code" in v["stijlen"]) else None,
            "sleutel_langste": lengtes[echte] == max(lengtes) and lengtes.count(max(lengtes)) == 1,
            "related": related[v["id"]],
        }
        if v["label"] == DUBBEL:
            rec["dubbele_opties"] = sorted(LETTERS[vo.index(i)] for i in v["dup"])
            rec["dubbele_teksten"] = [v["opties"][i] for i in v["dup"]]
        if v["label"] == VERPLAATST:
            rec["afleider_met_vlag"] = v["opties"][v["zet"]]
        stats["vragen"].append(rec)

# stijlminima
tel_stijl = Counter(s for r in stats["vragen"] if r["label"] == "none" for s in r["stijlen"])
for s, m in MINIMA.items():
    if tel_stijl[s] < m:
        fout(f"stijl {s}: {tel_stijl[s]} gezonde vragen, minimum {m}")
stats["minima"] = MINIMA

sleutels = Counter(r["echte_sleutel"] for r in stats["vragen"] if r["label"] == "none")
if any(sleutels[L] != 65 for L in "ABCD"):
    fout(f"sleutels van de gezonde vragen niet gelijk verdeeld: {dict(sleutels)}")

(SRC / "stats.json").write_text(json.dumps(stats, ensure_ascii=False, indent=1) + "\n",
                                encoding="utf-8")

print(f"{len(gelezen)} vragen geschreven en teruggelezen, {len(onderwerpen)} onderwerpen")
print("sleutels gezond:", dict(sorted(sleutels.items())))
print("stijlen gezond:", dict(sorted(tel_stijl.items())))
if fouten:
    print(f"\n{len(fouten)} fouten:")
    for f_ in fouten:
        print("  -", f_)
    sys.exit(1)

subprocess.run([sys.executable, str(SRC / "readme.py")], check=True)
print("README.md geschreven")
