#!/usr/bin/env python3
"""Bouwt holdout28/answer-explanation: schrijft de TOML-bestanden, leest ze terug
met tomllib en controleert alles wat zonder qbank te controleren valt.

Stopt met exitcode 1 bij een fout. Schrijft daarna src/stats.json en roept
src/readme.py aan.
"""
import difflib
import importlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tomllib
from collections import Counter

HIER = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HIER)
sys.path.insert(0, HIER)

from common import NONE, VERPLAATST, DUBBEL  # noqa: E402

SCHEMA_DIR = "/work/main/schema"
Q_SCHEMA_REL = "../../../../../schema/question.schema.json"
T_SCHEMA_REL = "../../../../../schema/topic.schema.json"
USED = "/tmp/used_topics.txt"

MODULES = [
    "t_gegevenscompressie", "t_foutdetectie_en_correctie", "t_virtualisatie", "t_logische_poorten",
    "t_inflatie_en_koopkracht", "t_warmte_isolatie", "t_verbranding_en_co2",
    "t_de_verlichting", "t_argumentatieleer", "t_afweersysteem",
    "t_kippen_houden", "t_darts", "t_golfspel",
]
GROEP_VERWACHT = {"IT": 4, "rekenen": 3, "schoolvak": 3, "dagelijks": 3}
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")

fouten = []
waarschuwingen = []


def fout(msg):
    fouten.append(msg)


def waarschuw(msg):
    waarschuwingen.append(msg)


# ---------------------------------------------------------------- getallen
NUM_RE = re.compile(r"[-−]?\d{1,3}(?:[ .]\d{3})+(?:,\d+)?|[-−]?\d+(?:,\d+)?")


def getal(tekst):
    m = NUM_RE.search(tekst)
    if not m:
        raise ValueError(f"geen getal in optie {tekst!r}")
    s = m.group(0).replace(" ", "").replace(".", "").replace(",", ".").replace("−", "-")
    return float(s)


GETALWOORDEN = {
    "nul": "0", "één": "1", "eén": "1", "een": "1", "twee": "2", "drie": "3", "vier": "4",
    "vijf": "5", "zes": "6", "zeven": "7", "acht": "8", "negen": "9", "tien": "10",
    "elf": "11", "twaalf": "12", "twintig": "20", "honderd": "100", "honderdtachtig": "180",
    "duizend": "1000",
}
EENHEIDWOORDEN_NORM = {
    "watt": "w", "gram": "g", "kilogram": "kg", "kilo": "kg", "liter": "l", "meter": "m",
    "centimeter": "cm", "millimeter": "mm", "procent": "%", "euro": "€", "kilowattuur": "kwh",
}


GETAL_ZONDER_TEKEN_RE = re.compile(r"\d{1,3}(?:[ .]\d{3})+(?:,\d+)?|\d+(?:,\d+)?")


def norm_optie(t):
    """Vorm waarin opties die voor een student hetzelfde lezen gelijk worden: kleine letters, geen
    backticks, getallen in woorden als cijfers, eenheden in woorden als symbool, getallen als waarde
    (1.500 = 1500, maar 2,5 is niet 25), en zonder spaties en leestekens (haakjes en operatoren blijven)."""
    t = t.casefold().replace("`", "")
    t = re.sub(r"\w+", lambda m: EENHEIDWOORDEN_NORM.get(m.group(0), GETALWOORDEN.get(m.group(0), m.group(0))), t)
    t = GETAL_ZONDER_TEKEN_RE.sub(
        lambda m: "<" + repr(float(m.group(0).replace(" ", "").replace(".", "").replace(",", "."))) + ">", t)
    return re.sub(r"[\s.,;:!?'\"\-–]", "", t)


# ---------------------------------------------------------------- stijlcontroles
IT_ACRONIEMEN = [
    "JPEG", "MP3", "PNG", "GIF", "ZIP", "RLE", "LZ77", "LZW", "DEFLATE", "FLAC", "ALAC", "AAC",
    "DCT", "RFC", "ASCII", "MP4", "BMP", "RGB", "H.264", "CRC", "ECC", "SECDED", "MAC", "ISBN",
    "IBAN", "SHA-256", "MD5", "TCP", "QR", "FEC", "LDPC", "OS", "VM", "CPU", "vCPU", "RAM",
    "KVM", "VT-x", "AMD-V", "BIOS", "UEFI", "IP", "NAT", "DHCP", "GPT", "VMDK", "VHDX", "QCOW2",
    "QEMU", "VDI", "PCI", "IOMMU", "VT-d", "ESXi", "GB", "AND", "OR", "NOT", "XOR", "NAND",
    "NOR", "XNOR", "CMOS", "ALU", "SR",
]
IT_RE = re.compile(r"(?<![\w-])(" + "|".join(re.escape(a) for a in IT_ACRONIEMEN) + r")(?![\w])")
NEG_RE = re.compile(r"\b(NIET|GEEN)\b|onjuist|klopt niet")
GETALWOORD_RE = re.compile(
    r"(?<!\w)(één|eén|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|dertien|veertien|"
    r"vijftien|zestien|zeventien|achttien|negentien|twintig|dertig|veertig|vijftig|zestig|zeventig|"
    r"tachtig|negentig|honderd|honderdtachtig|duizend|miljoen|miljard|half|halve|kwart|kwartier|"
    r"vijfentwintig|achttiende|zestiende|vijftiende|negentiende|twintigste|elfvoud|tienvoud|vijfde|"
    r"drievoud|tientallen|honderden|duizenden|tienduizenden)(?!\w)", re.IGNORECASE)
EENHEIDWOORD_RE = re.compile(
    r"(?<!\w)(meter|centimeter|millimeter|gram|kilogram|kilo|liter|watt|kilowattuur|graden|graad|"
    r"kelvin|procent|euro|seconde|seconden|minuut|minuten|uur|dagen|weken|jaar|nanoseconden|volt|"
    r"inch|ton|kubieke|vierkante|bit|bits|byte|bytes)(?!\w)", re.IGNORECASE)
EENHEIDSYMBOOL_RE = re.compile(
    r"(\d\s?(%|€|m²|m³|kg|g/mol|g|L|W|Wh|kWh|°C|K|ns|mm|cm|m|GB|MB|kB|kbit/s|kbit|MJ|hPa|h)(?![\w]))"
    r"|(€\s?\d)|(W/\(m²·K\))|(m²·K/W)|(W/\(m·K\))")
REKENTEKEN_RE = re.compile(r"=|×|\s/\s|\s−\s|\s\+\s|\^")
MD_TEKENS = set("`*_[]#<>")


def zinnen(tekst):
    """Aantal zinnen: stukken die eindigen op . ! of ? gevolgd door witruimte of het einde."""
    delen = [d for d in re.split(r"(?<=[.!?])\s+", tekst.strip()) if d.strip()]
    return len(delen)


def alle_tekst(v):
    return "\n".join([v["stam"], *v["opties"], v["toelichting"]])


def controleer_stijlen(v, groep):
    st = set(v["stijlen"])
    vid = v["id"]
    tl = v["toelichting"]
    alles = alle_tekst(v)
    een_regel_een_zin = "\n" not in tl and zinnen(tl) == 1
    if ("kort" in st) != een_regel_een_zin:
        fout(f"{vid}: stijl kort={'kort' in st}, maar toelichting één regel en één zin={een_regel_een_zin}")
    if "kort" in st and "lang" in st:
        fout(f"{vid}: kort en lang tegelijk")
    nwoorden = len(tl.split())
    if "lang" in st and nwoorden < 60:
        fout(f"{vid}: stijl lang maar toelichting telt {nwoorden} woorden")
    heeft_link = bool(re.search(r"\]\(https?://", alles))
    if ("link" in st) != heeft_link:
        fout(f"{vid}: stijl link={'link' in st}, link in tekst={heeft_link}")
    heeft_code = "`" in alles
    if ("code" in st) != heeft_code:
        fout(f"{vid}: stijl code={'code' in st}, inline code in tekst={heeft_code}")
    if ("negatief" in st) != bool(NEG_RE.search(v["stam"])):
        fout(f"{vid}: stijl negatief={'negatief' in st}, maar de stam zegt {NEG_RE.search(v['stam'])}")
    heeft_it = bool(IT_RE.search(alles))
    if "it-acroniem" in st and not heeft_it:
        fout(f"{vid}: stijl it-acroniem zonder acroniem uit de lijst")
    if groep == "IT" and heeft_it and "it-acroniem" not in st:
        fout(f"{vid}: IT-vraag met acroniem ({IT_RE.search(alles).group(0)}) zonder stijl it-acroniem")
    if groep != "IT" and "it-acroniem" in st:
        fout(f"{vid}: it-acroniem buiten een IT-onderwerp")
    if "uitgewerkt" in st and not REKENTEKEN_RE.search(tl):
        fout(f"{vid}: stijl uitgewerkt zonder rekenteken in de toelichting")
    if "getal-woorden" in st and not GETALWOORD_RE.search(alles):
        fout(f"{vid}: stijl getal-woorden zonder getal in woorden")
    if "eenheid-woorden" in st and not EENHEIDWOORD_RE.search(alles):
        fout(f"{vid}: stijl eenheid-woorden zonder eenheid in woorden")
    if "eenheid-symbolen" in st and not EENHEIDSYMBOOL_RE.search(alles):
        fout(f"{vid}: stijl eenheid-symbolen zonder eenheidssymbool")
    if "parafrase" in st:
        sleutel = v["opties"][0].replace("`", "").strip().rstrip(".!?").strip("'").casefold()
        if sleutel in tl.replace("`", "").casefold():
            fout(f"{vid}: stijl parafrase, maar de toelichting herhaalt de sleuteltekst {sleutel!r}")
    # Markdown
    if v["md"]:
        if not (heeft_link or heeft_code):
            fout(f"{vid}: markup = markdown zonder link of inline code")
    else:
        gevonden = sorted(set(alles) & MD_TEKENS)
        if gevonden:
            fout(f"{vid}: Markdown-tekens {gevonden} in een vraag zonder markup")


# ---------------------------------------------------------------- TOML
def tstr(s):
    uit = s.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    if "\n" in uit:
        raise ValueError("newline in basic string")
    return '"' + uit + '"'


def tml(s):
    uit = s.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    return '"""\n' + uit + '"""'


def schrijf_vraag(pad, v, opties_in_bestand, correct_idx, related):
    r = [f"#:schema {Q_SCHEMA_REL}", f"stem = {tstr(v['stam'])}"]
    if v["md"]:
        r.append('markup = "markdown"')
    tl = v["toelichting"]
    r.append(f"explanation = {tml(tl) if chr(10) in tl else tstr(tl)}")
    r.append("related = [" + ", ".join(tstr(x) for x in related) + "]")
    for i, t in enumerate(opties_in_bestand):
        r.append("")
        r.append("[[options]]")
        r.append(f"text = {tstr(t)}")
        if i == correct_idx:
            r.append("correct = true")
    if v["comp"]:
        r.append("")
        r.append("[compute]")
        r.append(f"expression = {tstr(v['comp'][0])}")
        r.append(f"unit = {tstr(v['comp'][1])}")
    with open(pad, "w", encoding="utf-8") as f:
        f.write("\n".join(r) + "\n")


def schrijf_topic(pad, mod):
    r = [f"#:schema {T_SCHEMA_REL}", f"title = {tstr(mod.TITEL)}",
         f"description = {tstr(mod.BESCHRIJVING)}"]
    with open(pad, "w", encoding="utf-8") as f:
        f.write("\n".join(r) + "\n")


# ---------------------------------------------------------------- rekenen
def reken(expr):
    if not re.fullmatch(r"[0-9eE.+\-*/^() ]+", expr):
        raise ValueError(f"ongeldige expressie {expr!r}")
    return eval(expr.replace("^", "**"), {"__builtins__": {}}, {})


# ---------------------------------------------------------------- onderwerpnamen
GENERIEK = {"en", "de", "het", "van", "houden", "in", "op"}


def controleer_onderwerpnaam(naam, gebruikt):
    if naam in gebruikt:
        fout(f"onderwerp {naam} staat al in {USED}")
    tokens = set(naam.split("-")) - GENERIEK
    for g in gebruikt:
        gt = set(g.split("-")) - GENERIEK
        if tokens & gt:
            fout(f"onderwerp {naam} deelt een woord met bestaand onderwerp {g}")
        for a in tokens:
            for b in gt:
                if len(a) >= 5 and len(b) >= 5 and (a in b or b in a):
                    waarschuw(f"onderwerp {naam}: woord {a!r} lijkt op {b!r} uit {g}")


# ---------------------------------------------------------------- hoofdprogramma
def main():
    gebruikt = [r.strip() for r in open(USED, encoding="utf-8") if r.strip()]
    mods = [importlib.import_module(m) for m in MODULES]

    groepen = Counter(m.GROEP for m in mods)
    if dict(groepen) != GROEP_VERWACHT:
        fout(f"groepen {dict(groepen)} in plaats van {GROEP_VERWACHT}")

    alle = []  # (mod, vraag)
    for m in mods:
        if m.__name__ != "t_" + m.ONDERWERP.replace("-", "_"):
            fout(f"modulenaam {m.__name__} past niet bij {m.ONDERWERP}")
        controleer_onderwerpnaam(m.ONDERWERP, gebruikt)
        labs = Counter(v["lab"] for v in m.VRAGEN)
        if labs[NONE] != 20 or labs[VERPLAATST] != 3 or labs[DUBBEL] not in (0, 1) \
                or len(m.VRAGEN) != sum(labs.values()):
            fout(f"{m.ONDERWERP}: aantallen per label {dict(labs)}")
        for v in m.VRAGEN:
            alle.append((m, v))
    ndub = sum(1 for _, v in alle if v["lab"] == DUBBEL)
    if ndub != 7:
        fout(f"{ndub} vragen met dubbele optie in plaats van 7")

    # ids
    ids = Counter(v["id"] for _, v in alle)
    for i, n in ids.items():
        if n > 1:
            fout(f"id {i} komt {n} keer voor")
        if not ID_RE.match(i) or len(i) > 120:
            fout(f"ongeldig id {i}")

    # per-vraag basiscontroles
    for m, v in alle:
        vid = v["id"]
        n = len(v["opties"])
        if n not in (3, 4):
            fout(f"{vid}: {n} opties")
        if not (10 <= len(v["stam"]) <= 2000):
            fout(f"{vid}: lengte stam {len(v['stam'])}")
        if not (20 <= len(v["toelichting"]) <= 10000):
            fout(f"{vid}: lengte toelichting")
        for t in v["opties"]:
            if not t.strip() or len(t) > 1000:
                fout(f"{vid}: lege of te lange optie")
        if v["lab"] == VERPLAATST:
            if not isinstance(v["zet"], int) or not (1 <= v["zet"] < n):
                fout(f"{vid}: verplaatste sleutel zonder geldige zet")
            if v["dup"] or v["comp"]:
                fout(f"{vid}: verplaatste sleutel met dup of compute")
        else:
            if v["zet"] is not None:
                fout(f"{vid}: zet zonder label {VERPLAATST}")
        if v["lab"] == DUBBEL:
            if not v["dup"] or len(v["dup"]) != 3:
                fout(f"{vid}: dubbele optie zonder dup=(i, j, soort)")
        elif v["dup"] is not None:
            fout(f"{vid}: dup zonder label {DUBBEL}")
        # dubbele opties
        normen = [norm_optie(t) for t in v["opties"]]
        paren = [(i, j) for i in range(n) for j in range(i + 1, n) if normen[i] == normen[j]]
        getallen_in = [sorted(re.findall(r"<[^>]*>", x)) for x in normen]
        bijna = [(i, j) for i in range(n) for j in range(i + 1, n)
                 if (i, j) not in paren and getallen_in[i] == getallen_in[j]
                 and difflib.SequenceMatcher(None, normen[i], normen[j]).ratio() >= 0.9]
        if v["lab"] == DUBBEL:
            i, j, soort = v["dup"]
            if paren and paren != [(i, j)]:
                fout(f"{vid}: gelijke opties {paren}, verwacht {(i, j)}")
            if not paren and bijna != [(i, j)]:
                fout(f"{vid}: opties {i} en {j} lezen niet hetzelfde ({normen[i]} / {normen[j]})")
            if v["opties"][i] == v["opties"][j]:
                fout(f"{vid}: de dubbele opties zijn letterlijk gelijk; bedoeld is een kleine variant")
        else:
            if paren:
                fout(f"{vid}: onbedoeld dubbele opties {paren}")
            for i, j in bijna:
                waarschuw(f"{vid}: opties {i} en {j} lijken sterk op elkaar: "
                          f"{v['opties'][i]!r} / {v['opties'][j]!r}")
        controleer_stijlen(v, m.GROEP)
        # compute
        if v["comp"]:
            waarde = reken(v["comp"][0])
            getallen = [getal(t) for t in v["opties"]]
            dichtst = min(range(n), key=lambda k: abs(getallen[k] - waarde))
            if dichtst != 0:
                fout(f"{vid}: compute {waarde} ligt het dichtst bij optie {dichtst}, niet bij de sleutel")
            if abs(getallen[0] - waarde) > 0.05 * abs(waarde):
                fout(f"{vid}: sleutel {getallen[0]} wijkt meer dan 5 % af van {waarde}")

    if fouten:
        return afsluiten()

    # ------------------------------------------------------------ sleutelplaatsen
    def volgorde(v):
        """Geeft een lijst indices (in opties) in weergavevolgorde, of None als vrij."""
        s = v["sorteer"]
        if not s:
            return None
        waarden = s if isinstance(s, list) else [getal(t) for t in v["opties"]]
        if len(waarden) != len(v["opties"]):
            fout(f"{v['id']}: sorteerwaarden passen niet bij de opties")
            return None
        return sorted(range(len(waarden)), key=lambda k: (waarden[k], k))

    def plaats_vrij(vragen, rng, doel):
        vast = {}
        for v in vragen:
            o = volgorde(v)
            if o is not None:
                vast[v["id"]] = o
        vrij = [v for v in vragen if v["id"] not in vast]
        tel = Counter(LETTERS[o.index(0)] for o in vast.values())
        pool = []
        for L, n in doel(tel, len(vrij)).items():
            pool += [L] * n
        if len(pool) != len(vrij):
            fout(f"pool {len(pool)} past niet bij {len(vrij)} vrije vragen")
            return {}
        rng.shuffle(pool)
        toew = {}
        for v in vrij:  # eerst de vragen met 3 opties
            if len(v["opties"]) == 3:
                k = next(k for k, L in enumerate(pool) if L != "D")
                toew[v["id"]] = pool.pop(k)
        for v in vrij:
            if len(v["opties"]) == 4:
                toew[v["id"]] = pool.pop(0)
        orde = dict(vast)
        for v in vrij:
            pos = LETTERS.index(toew[v["id"]])
            rest = list(range(1, len(v["opties"])))
            o = rest[:pos] + [0] + rest[pos:]
            orde[v["id"]] = o
        return orde

    gezond = [v for _, v in alle if v["lab"] == NONE]
    gebrekkig = [v for _, v in alle if v["lab"] != NONE]

    def doel_gezond(tel, nvrij):
        per = len(gezond) // 4
        d = {L: per - tel[L] for L in "ABCD"}
        if any(x < 0 for x in d.values()):
            fout(f"gesorteerde vragen hebben al te veel sleutels op één letter: {dict(tel)}")
        return d

    def doel_gebrekkig(tel, nvrij):
        # zo gelijk mogelijk over A-D, gerekend over alle gebrekkige vragen
        totaal = len(gebrekkig)
        basis = {L: totaal // 4 for L in "ABCD"}
        for L in "ABCD"[: totaal % 4]:
            basis[L] += 1
        d = {L: max(0, basis[L] - tel[L]) for L in "ABCD"}
        while sum(d.values()) > nvrij:
            L = max(d, key=d.get)
            d[L] -= 1
        while sum(d.values()) < nvrij:
            L = min(d, key=d.get)
            d[L] += 1
        return d

    orde = {}
    orde.update(plaats_vrij(gezond, random.Random(2828), doel_gezond))
    orde.update(plaats_vrij(gebrekkig, random.Random(2829), doel_gebrekkig))
    if fouten:
        return afsluiten()

    # ------------------------------------------------------------ related
    related = {}
    rng_rel = random.Random(2828)
    for m in mods:
        bank = [v["id"] for v in m.VRAGEN if v["lab"] == NONE]
        n = len(bank)
        extra = set(rng_rel.sample(range(n // 2), 5))
        for i, vid in enumerate(bank):
            buren = [bank[(i + d) % n] for d in (-2, -1, 1, 2)]
            j = i if i < n // 2 else i - n // 2
            if j in extra:
                buren.append(bank[(i + n // 2) % n])
            related[vid] = buren
        geb = [v["id"] for v in m.VRAGEN if v["lab"] != NONE]
        for vid in geb:
            related[vid] = [x for x in geb if x != vid]

    # ------------------------------------------------------------ schrijven
    for map_ in ("bank", "gebrekkig"):
        p = os.path.join(ROOT, map_)
        if os.path.exists(p):
            shutil.rmtree(p)
    bron = {}
    for m in mods:
        for map_ in ("bank", "gebrekkig"):
            d = os.path.join(ROOT, map_, m.ONDERWERP)
            os.makedirs(d, exist_ok=True)
            schrijf_topic(os.path.join(d, "topic.toml"), m)
        for v in m.VRAGEN:
            map_ = "bank" if v["lab"] == NONE else "gebrekkig"
            o = orde[v["id"]]
            opties = [v["opties"][k] for k in o]
            echte = o.index(0)
            correct = o.index(v["zet"]) if v["lab"] == VERPLAATST else echte
            pad = os.path.join(ROOT, map_, m.ONDERWERP, v["id"] + ".toml")
            schrijf_vraag(pad, v, opties, correct, related[v["id"]])
            bron[v["id"]] = dict(mod=m, v=v, map=map_, pad=pad, orde=o, echte=echte, correct=correct)

    # ------------------------------------------------------------ teruglezen
    toegestaan = {"stem", "explanation", "options", "related", "markup", "compute"}
    for vid, b in bron.items():
        v = b["v"]
        with open(b["pad"], "rb") as f:
            ruw = f.read()
        eerste = ruw.decode("utf-8").split("\n", 1)[0]
        if eerste != f"#:schema {Q_SCHEMA_REL}":
            fout(f"{vid}: eerste regel {eerste!r}")
        doel = os.path.normpath(os.path.join(os.path.dirname(b["pad"]), Q_SCHEMA_REL))
        if doel != os.path.join(SCHEMA_DIR, "question.schema.json") or not os.path.exists(doel):
            fout(f"{vid}: schemapad wijst naar {doel}")
        d = tomllib.loads(ruw.decode("utf-8"))
        if set(d) - toegestaan:
            fout(f"{vid}: onbekende sleutels {set(d) - toegestaan}")
        for k in ("stem", "explanation", "options", "related"):
            if k not in d:
                fout(f"{vid}: sleutel {k} ontbreekt")
        if d.get("stem") != v["stam"] or d.get("explanation") != v["toelichting"]:
            fout(f"{vid}: stam of toelichting komt niet ongeschonden terug")
        if ("markup" in d) != v["md"] or (v["md"] and d["markup"] != "markdown"):
            fout(f"{vid}: markup klopt niet")
        opts = d.get("options", [])
        if [o["text"] for o in opts] != [v["opties"][k] for k in b["orde"]]:
            fout(f"{vid}: optieteksten komen niet ongeschonden terug")
        for o in opts:
            if set(o) - {"text", "correct"}:
                fout(f"{vid}: onbekende optiesleutel")
        juist = [i for i, o in enumerate(opts) if o.get("correct") is True]
        if len(juist) != 1:
            fout(f"{vid}: {len(juist)} opties met correct = true")
        elif juist[0] != b["correct"]:
            fout(f"{vid}: correct staat op {juist[0]}, verwacht {b['correct']}")
        if v["lab"] == VERPLAATST and juist and juist[0] == b["echte"]:
            fout(f"{vid}: verplaatste sleutel staat toch op de echte sleutel")
        if v["lab"] != VERPLAATST and juist and juist[0] != b["echte"]:
            fout(f"{vid}: sleutel verplaatst zonder label")
        if v["comp"]:
            if d.get("compute") != {"expression": v["comp"][0], "unit": v["comp"][1]}:
                fout(f"{vid}: compute komt niet goed terug")
        elif "compute" in d:
            fout(f"{vid}: onverwachte compute")
        if v["sorteer"]:
            w = v["sorteer"] if isinstance(v["sorteer"], list) else [getal(t) for t in v["opties"]]
            ws = [w[k] for k in b["orde"]]
            if ws != sorted(ws):
                fout(f"{vid}: getallen niet oplopend")
        # related
        rel = d.get("related", [])
        if len(set(rel)) != len(rel) or vid in rel:
            fout(f"{vid}: related bevat dubbelen of zichzelf")
        for r in rel:
            if r not in bron:
                fout(f"{vid}: related {r} bestaat niet")
                continue
            rb = bron[r]
            if rb["map"] != b["map"] or rb["mod"] is not b["mod"]:
                fout(f"{vid}: related {r} verlaat map of onderwerp")
            with open(rb["pad"], "rb") as f:
                terug = tomllib.load(f).get("related", [])
            if vid not in terug:
                fout(f"{vid}: related {r} linkt niet terug")
        if b["map"] == "bank" and not (4 <= len(rel) <= 5):
            fout(f"{vid}: {len(rel)} related-links in bank/")
        if b["map"] == "gebrekkig":
            anderen = {x["v"]["id"] for x in bron.values()
                       if x["map"] == "gebrekkig" and x["mod"] is b["mod"] and x["v"]["id"] != vid}
            if set(rel) != anderen:
                fout(f"{vid}: related in gebrekkig/ is niet gelijk aan alle andere vragen")
        naam = os.path.basename(b["pad"])[:-5]
        if naam != vid:
            fout(f"{vid}: bestandsnaam {naam}")
    for m in mods:
        for map_ in ("bank", "gebrekkig"):
            p = os.path.join(ROOT, map_, m.ONDERWERP, "topic.toml")
            with open(p, "rb") as f:
                t = tomllib.load(f)
            if set(t) - {"title", "description"} or t.get("title") != m.TITEL:
                fout(f"{p}: topic.toml klopt niet")
            with open(p, encoding="utf-8") as f:
                if f.readline().rstrip("\n") != f"#:schema {T_SCHEMA_REL}":
                    fout(f"{p}: schemaregel")
    # geen ongeplande bestanden
    for map_ in ("bank", "gebrekkig"):
        for onderwerp in os.listdir(os.path.join(ROOT, map_)):
            for fn in os.listdir(os.path.join(ROOT, map_, onderwerp)):
                if fn != "topic.toml" and fn[:-5] not in bron:
                    fout(f"onverwacht bestand {map_}/{onderwerp}/{fn}")

    # sleutelverdeling gezond
    verdeling = Counter(LETTERS[bron[v["id"]]["echte"]] for v in gezond)
    if set(verdeling.values()) != {len(gezond) // 4}:
        fout(f"sleutels van de gezonde vragen niet gelijk verdeeld: {dict(verdeling)}")

    if fouten:
        return afsluiten()

    # ------------------------------------------------------------ stats.json
    stats = {"vragen": []}
    for m, v in alle:
        b = bron[v["id"]]
        rec = {
            "id": v["id"], "onderwerp": m.ONDERWERP, "groep": m.GROEP, "map": b["map"],
            "label": v["lab"], "stijlen": v["stijlen"], "opties": len(v["opties"]),
            "echte_sleutel": LETTERS[b["echte"]], "sleutel_in_bestand": LETTERS[b["correct"]],
            "markup": "markdown" if v["md"] else None, "compute": bool(v["comp"]),
            "gesorteerd": bool(v["sorteer"]),
            "sleutel_langste": all(len(v["opties"][0]) > len(t) for t in v["opties"][1:]),
            "toelichting_woorden": len(v["toelichting"].split()),
        }
        if v["lab"] == DUBBEL:
            i, j, soort = v["dup"]
            rec["dubbele_opties"] = sorted([LETTERS[b["orde"].index(i)], LETTERS[b["orde"].index(j)]])
            rec["dubbel_soort"] = soort
            rec["dubbel_met_sleutel"] = 0 in (i, j)
            rec["dubbele_teksten"] = [v["opties"][i], v["opties"][j]]
        stats["vragen"].append(rec)
    stats["onderwerpen"] = [{"id": m.ONDERWERP, "titel": m.TITEL, "groep": m.GROEP} for m in mods]
    stats["waarschuwingen"] = waarschuwingen
    with open(os.path.join(HIER, "stats.json"), "w", encoding="utf-8") as f:
        json.dump(stats, f, ensure_ascii=False, indent=1)
    return afsluiten(readme=True)


def afsluiten(readme=False):
    for w in waarschuwingen:
        print("waarschuwing:", w)
    if fouten:
        for f_ in fouten:
            print("FOUT:", f_)
        print(f"{len(fouten)} fouten")
        sys.exit(1)
    print("alle controles geslaagd")
    if readme:
        subprocess.run([sys.executable, os.path.join(HIER, "readme.py")], check=True)
    return 0


if __name__ == "__main__":
    main()
