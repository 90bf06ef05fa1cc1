#!/usr/bin/env python3
"""Schrijft bank/ en gebrekkig/ van holdout23 uit de vraagdata, leest alles terug
met tomllib, controleert het en schrijft src/stats.json. Roept daarna readme.py aan.
Stopt met exitcode 1 bij de eerste reeks fouten."""

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

HIER = os.path.dirname(os.path.abspath(__file__))
BASIS = os.path.dirname(HIER)
sys.path.insert(0, HIER)

from common import GEZOND, ZET, DUB  # noqa: E402

SCHEMA_DIR = os.path.abspath(os.path.join(BASIS, "..", "..", "..", "schema"))
SEED = 2323

# (onderwerp, groep)
ONDERWERPEN = [
    ("datastructuren", "IT"),
    ("getalstelsels", "IT"),
    ("opslagmedia", "IT"),
    ("digitale-audio", "IT"),
    ("hefbomen-en-katrollen", "rekenen/natuurkunde"),
    ("kalenders-en-tijdzones", "rekenen/natuurkunde"),
    ("latijn", "schoolvak"),
    ("evolutie", "schoolvak"),
    ("koude-oorlog", "schoolvak"),
    ("zuren-en-basen", "schoolvak"),
    ("kamperen", "praktisch"),
    ("schoonmaken", "praktisch"),
    ("thee", "praktisch"),
]

# Onderwerpnamen die al in eerdere sets gebruikt zijn (uit de opdracht).
VERBODEN = """aardrijkskunde,aardrijkskunde-europa,ai-hardware,ai-hardware-en-softwarestack,akoestiek,algoritmen,anatomie,aquaristiek,arbeidsrecht,archeologie,astronomie-instrumenten,back-ups-en-raid,bakkerij,ballet,bash-scripting,bedrijfseconomie,bedrijfskunde,beeldhouwkunst,belastingen,bergbeklimmen,bestandsformaten,besturingssystemen,besturingssystemen-linux,beveiliging,beweging-en-snelheid,bierbrouwen,bijenhouden,biologie,bodemkunde,boekbinden,boekhouden,bosbouw,bouwkunde,bouwkunst,brandveiligheid,breuken-en-procenten,bridge,burgerlijk-recht,c-programmeren,celbiologie,cloud,cloud-devops,compilerbouw,computergeheugen,containers,cryptografie,cryptovaluta,css-opmaak,databases,databases-sql,demografie,diergeneeskunde,druk-en-dichtheid,duits,e-mail-en-dns,ecologie,economie,edelsmeden,eenheden-omrekenen,ehbo,elektriciteit,elektriciteit-thuis,elektrisch-rijden,elektrochemie,elektronica,elektronische-muziek,elektrotechniek,energie,engelse-grammatica,epidemiologie,erfelijkheid,erfelijkheidsleer,ergonomie,europese-unie,farmacologie,fietsonderhoud,fietstechniek,filosofie,financiele-rekenvaardigheid,fotografie,frans,geluid-en-golven,geologie,geschiedenis,gezondheid,git-versiebeheer,glasblazen,gletsjerkunde,go-programmeren,goniometrie,haskell,honkbal,horlogemakerij,houtbewerking,html-en-css,html-formulieren,http-en-rest,huisschilderen,hydrologie,hypotheken,imkerij,javascript,json-en-yaml,kaartlezen,kaasmaken,kamerplanten,kansrekening,keramiek,kernenergie,klassieke-mythologie,kledingontwerp,klimaat,klussen-in-huis,koffiebranden,koken,kristallografie,kubernetes,kunstgeschiedenis,kwantumcomputers,landbouw,landmeten,lasertechniek,lenzen-en-licht,lineaire-algebra,linux-beheer,literatuurgeschiedenis,logistiek,loodgieterij,luchtvaart,maatschappijleer,machine-learning,marketing,mediawijsheid,meetkunde,menselijk-lichaam,metselen,microbiologie,middeleeuwen,mineralogie,moestuin,muziek,muziektheorie,mycologie,natuurkunde,nederlands,nederlandse-geschiedenis,nederlandse-grammatica,nederlandse-literatuur,netwerkbeveiliging,netwerken,netwerken-beveiliging,numismatiek,oceanografie,olieverfschilderen,opera,optica,optometrie,orgelbouw,paardensport,parfumerie,pensioenen,php,plaattektoniek,plantkunde,privacy-avg,processorarchitectuur,programmeren,psychologie,python,python-basis,radiologie,recht,reguliere-expressies,religie-en-levensbeschouwing,romeinse-rijk,ruimtelijke-ordening,ruimtevaart,rust-programmeren,schaatsen,schaken,scheepsbouw,scheepvaart,scheikunde,scheikunde-basis,schilderkunst,snelheid-en-tijd,sociologie,softwaretesten,spaans,spoorwegen,sport,sport-en-bewegen,spreadsheets,sql-basis,staatsinrichting,statistiek,sterrenkunde,stoomtechniek,strafrecht,t4-aardrijkskunde,t4-biologie,t4-economie,t4-geschiedenis,t4-natuurkunde,t4-netwerken,t4-programmeren,t4-scheikunde,t4-taal,t4-wiskunde,t5-feedback,taal,taalkunde,tandheelkunde,techniek,tekstcodering,tennis,textiel,thermodynamica,tuinbouw,tuinvogels,typescript,typografie,unicode-tekstcodering,veeteelt,verkeer,verloskunde,versiebeheer-git,vertaalkunde,verzekeringen,vliegvissen,voeding,voedselveiligheid,vogelkunde,vulkanologie,wasverzorging,waterbouw,webbeveiliging,webontwikkeling,webtoegankelijkheid,weerkunde,wereldgodsdiensten,werktuigbouwkunde,werkwoordspelling,wielrennen,wijnbouw,wiskunde,wisselkoersen,zeevisserij,zeilen,zonnestelsel,zorg-en-welzijn,zwemmen"""
VERBODEN = [v.strip() for v in VERBODEN.split(",") if v.strip()]

MINIMA = {
    "rekenen": 40, "negatief": 25, "lang": 30, "kort": 40, "parafrase": 30,
    "weerlegt": 30, "link": 10, "code": 10, "cursief": 10, "it-acroniem": 15,
    "feedback": 15,
}
STIJLEN = ["rekenen", "uitgewerkt", "getal-woorden", "compute", "negatief", "lang",
           "kort", "parafrase", "weerlegt", "link", "code", "cursief",
           "it-acroniem", "feedback"]

ACRONIEMEN = {
    "FIFO", "LIFO", "ADT", "SSD", "HDD", "USB", "NVMe", "SATA", "RAID", "MP3", "FLAC",
    "WAV", "PCM", "DAC", "ADC", "AAC", "MIDI", "ASCII", "RGB", "CPU", "RAM", "ROM",
    "NAND", "TRIM", "NAS", "LSB", "MSB", "BCD", "UTF-8", "IEEE", "DSP", "CD", "DVD",
    "SD", "PCIe", "SMART", "MLC", "TLC", "QLC", "SLC", "HTML", "CSS", "IP", "JSON",
    "OGG", "VBR", "CBR", "dB", "LTO", "M.2", "HTTP", "URL", "API",
}
GETALWOORDEN = re.compile(
    r"\b(een half|een halve|anderhalf|anderhalve|half|halve|kwart|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|"
    r"dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|"
    r"honderd|duizend|miljoen|miljard|dubbel|dubbele|derde|vierde|tiende|eenderde|driekwart)\b",
    re.I)

ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
VRAAG_SLEUTELS = {"stem", "explanation", "options", "related", "status", "markup", "tags",
                  "words", "compute", "suppress"}
OPTIE_SLEUTELS = {"text", "correct", "feedback"}
TOPIC_SLEUTELS = {"title", "description", "parent", "prerequisites"}

fouten = []


def fout(msg):
    fouten.append(msg)


# ---------------------------------------------------------------- hulpfuncties

def toml_str(s):
    """Een TOML-basisstring (enkele regel) of meerregelige basisstring."""
    if "\n" in s:
        body = s.replace("\\", "\\\\").replace('"', '\\"')
        return '"""\n' + body + '"""'
    out = s.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + out + '"'


def toml_lijst(xs):
    return "[" + ", ".join(toml_str(x) for x in xs) + "]"


GETAL_RE = re.compile(r"[-−]?(?:\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?)")


def getal(tekst):
    m = GETAL_RE.search(tekst.replace("`", ""))
    if not m:
        return None
    g = m.group(0).replace("−", "-").replace(".", "").replace(",", ".")
    return float(g)


def reken(expr):
    if not re.fullmatch(r"[0-9eE.+\-*/^() ]+", expr):
        raise ValueError("ongeldige tekens in expressie: " + expr)
    return eval(expr.replace("^", "**"), {"__builtins__": {}}, {})


def normaliseer(t):
    t = t.casefold()
    # een decimaalteken tussen cijfers telt wel: 3,6 en 36 lezen niet hetzelfde
    t = re.sub(r"(?<=\d)[.,](?=\d)", "§", t)
    for a in "„“”\"‘’'`":
        t = t.replace(a, "")
    t = re.sub(r"[\s\-‐–—.,;:!?()]", "", t)
    return t


MD_RE = re.compile(r"[`*_\[\]<>#]")
LINK_RE = re.compile(r"\[[^\]]+\]\(https?://[^)\s]+\)")
CODE_RE = re.compile(r"`[^`]+`")
CURSIEF_RE = re.compile(r"(?<![*\w])\*[^*\s][^*]*\*(?!\*)|(?<!\w)_[^_\s][^_]*_(?!\w)")


def zonder_code(t):
    return CODE_RE.sub("", LINK_RE.sub("", t))


def alle_teksten(v):
    ts = [v["stam"], v["toel"]] + v["opties"]
    if v["fb"]:
        ts += v["fb"]
    return ts


def woorden(t):
    return len(re.findall(r"\w+", t))


def een_zin(t):
    if "\n" in t:
        return False
    t = t.strip()
    if not re.search(r"[.!?]$", t):
        return False
    binnen = t[:-1]
    return not re.search(r"[.!?][\"”)]?\s+[A-ZÀ-Ý0-9`]", binnen)


def heeft_acroniem(t):
    for a in ACRONIEMEN:
        if re.search(r"(?<![\w-])" + re.escape(a) + r"(?![\w])", t):
            return True
    return False


# ---------------------------------------------------------------- laden

def laad():
    alle = []
    onderwerpen = {}
    for naam, groep in ONDERWERPEN:
        mod = importlib.import_module("t_" + naam.replace("-", "_"))
        onderwerpen[naam] = dict(mod.ONDERWERP, groep=groep)
        for v in mod.VRAGEN:
            v = dict(v)
            v["onderwerp"] = naam
            v["groep"] = groep
            v["map"] = "bank" if v["lab"] == GEZOND else "gebrekkig"
            alle.append(v)
    return onderwerpen, alle


# ---------------------------------------------------------------- controles op de data

def controleer_data(onderwerpen, alle):
    gezien = set()
    for naam in onderwerpen:
        if not ID_RE.match(naam):
            fout(f"onderwerpnaam {naam} is geen geldig id")
        for v in VERBODEN:
            if naam == v or naam in v or v in naam or \
                    difflib.SequenceMatcher(None, naam, v).ratio() > 0.85:
                fout(f"onderwerpnaam {naam} lijkt op verboden naam {v}")
    for v in alle:
        i = v["id"]
        if not ID_RE.match(i):
            fout(f"{i}: ongeldig id")
        if i in gezien:
            fout(f"{i}: dubbel id")
        gezien.add(i)
        n = len(v["opties"])
        if n not in (3, 4):
            fout(f"{i}: {n} opties")
        for s in v["stijlen"]:
            if s not in STIJLEN:
                fout(f"{i}: onbekende stijl {s}")
        st = set(v["stijlen"])
        lab = v["lab"]
        if lab not in (GEZOND, ZET, DUB):
            fout(f"{i}: onbekend label {lab}")
        if lab == ZET:
            if v["zet"] is None or not (1 <= v["zet"] < n):
                fout(f"{i}: verplaatste sleutel zonder geldige zet")
            if v["comp"] or v["fb"]:
                fout(f"{i}: verplaatste sleutel met compute of feedback")
        elif v["zet"] is not None:
            fout(f"{i}: zet zonder label {ZET}")
        if lab == DUB:
            if not v["dup"] or not v["dupsoort"]:
                fout(f"{i}: dubbele optie zonder dup of dupsoort")
        elif v["dup"]:
            fout(f"{i}: dup zonder label {DUB}")
        # dubbele opties
        norm = [normaliseer(o) for o in v["opties"]]
        for a in range(n):
            for b in range(a + 1, n):
                gelijk = norm[a] == norm[b]
                bedoeld = v["dup"] is not None and set(v["dup"]) == {a, b}
                if gelijk and not bedoeld:
                    fout(f"{i}: onbedoeld dubbele opties {a} en {b}")
                if bedoeld and not gelijk:
                    fout(f"{i}: bedoelde dubbele opties lezen niet hetzelfde")
                if bedoeld and v["opties"][a] == v["opties"][b]:
                    fout(f"{i}: bedoelde dubbele opties zijn byte-gelijk")
        if v["dup"] and len([1 for a in range(n) for b in range(a + 1, n)
                             if norm[a] == norm[b]]) != 1:
            fout(f"{i}: niet precies één dubbel paar")
        # feedback
        if v["fb"] is not None and len(v["fb"]) != n:
            fout(f"{i}: feedback niet bij elke optie")
        if ("feedback" in st) != (v["fb"] is not None):
            fout(f"{i}: stijl feedback klopt niet met fb")
        if ("compute" in st) != (v["comp"] is not None):
            fout(f"{i}: stijl compute klopt niet met comp")
        # markdown
        md = bool(st & {"link", "code", "cursief"})
        v["markdown"] = md
        teksten = alle_teksten(v)
        samen = "\n".join(teksten)
        if not md:
            for t in teksten:
                if MD_RE.search(t):
                    fout(f"{i}: Markdown-teken zonder markup: {t[:60]!r}")
        else:
            if ("link" in st) != bool(LINK_RE.search(samen)):
                fout(f"{i}: stijl link klopt niet")
            if ("code" in st) != bool(CODE_RE.search(samen)):
                fout(f"{i}: stijl code klopt niet")
            if ("cursief" in st) != bool(CURSIEF_RE.search(zonder_code(samen))):
                fout(f"{i}: stijl cursief klopt niet")
        # mechanisch controleerbare stijlen
        toel = v["toel"]
        if ("kort" in st) != een_zin(toel):
            fout(f"{i}: stijl kort klopt niet ({'wel' if een_zin(toel) else 'geen'} één zin)")
        if "lang" in st and woorden(toel) < 60:
            fout(f"{i}: lang maar {woorden(toel)} woorden")
        if "kort" in st and "lang" in st:
            fout(f"{i}: kort en lang tegelijk")
        neg = bool(re.search(r"\bNIET\b|\bGEEN\b|\bonjuist\b|\bONJUIST\b", v["stam"]))
        if ("negatief" in st) != neg:
            fout(f"{i}: stijl negatief klopt niet met de stam")
        if "it-acroniem" in st and not heeft_acroniem(samen):
            fout(f"{i}: it-acroniem zonder afkorting")
        if "uitgewerkt" in st:
            if "rekenen" not in st:
                fout(f"{i}: uitgewerkt zonder rekenen")
            if not re.search(r"[×÷=+−/]|\bkeer\b|\bgedeeld door\b", toel):
                fout(f"{i}: uitgewerkt zonder rekenteken")
        if "getal-woorden" in st and not GETALWOORDEN.search(v["stam"] + " " + toel + " " + " ".join(v["opties"])):
            fout(f"{i}: getal-woorden zonder getal in woorden")
        if "parafrase" in st:
            sleutel = v["opties"][0].strip().rstrip(".").casefold()
            if sleutel in toel.casefold():
                fout(f"{i}: parafrase maar toelichting herhaalt de sleutel letterlijk")
        if len(v["stam"]) < 10 or len(toel) < 20:
            fout(f"{i}: stam of toelichting te kort")
        # getallen
        if v["sorteer"] or v["comp"]:
            for o in v["opties"]:
                if getal(o) is None:
                    fout(f"{i}: optie zonder getal: {o!r}")
        if v["sorteer"]:
            gs = [getal(o) for o in v["opties"]]
            if None not in gs and len(set(gs)) != len(gs):
                fout(f"{i}: gelijke getallen in gesorteerde opties")
        if v["comp"]:
            expr, eenheid = v["comp"][0], v["comp"][1]
            tol = v["comp"][2] if len(v["comp"]) > 2 else 0.05
            waarde = reken(expr)
            gs = [getal(o) for o in v["opties"]]
            if None not in gs:
                dichtst = min(range(n), key=lambda k: abs(gs[k] - waarde))
                if dichtst != 0:
                    fout(f"{i}: compute {expr} = {waarde} ligt niet het dichtst bij de sleutel")
                if abs(gs[0] - waarde) > tol * abs(waarde):
                    fout(f"{i}: compute {expr} = {waarde} buiten tolerantie van sleutel {gs[0]}")
            if eenheid and not all(eenheid in o for o in v["opties"]):
                fout(f"{i}: eenheid {eenheid} niet in elke optie")
        if "rekenen" not in st and ({"uitgewerkt", "compute"} & st):
            fout(f"{i}: compute/uitgewerkt zonder rekenen")
    # aantallen
    for naam in onderwerpen:
        vs = [v for v in alle if v["onderwerp"] == naam]
        c = {lab: sum(1 for v in vs if v["lab"] == lab) for lab in (GEZOND, ZET, DUB)}
        if c[GEZOND] != 20 or c[ZET] != 3 or c[DUB] not in (0, 1):
            fout(f"{naam}: verkeerde aantallen {c}")
    if sum(1 for v in alle if v["lab"] == DUB) != 7:
        fout("niet precies 7 dubbele opties")
    if len(alle) != 306:
        fout(f"{len(alle)} vragen in plaats van 306")
    groepen = {}
    for naam, g in ONDERWERPEN:
        groepen[g] = groepen.get(g, 0) + 1
    if groepen != {"IT": 4, "rekenen/natuurkunde": 2, "schoolvak": 4, "praktisch": 3}:
        fout(f"verkeerde groepsverdeling {groepen}")
    # minima
    gezond = [v for v in alle if v["lab"] == GEZOND]
    for s, m in MINIMA.items():
        k = sum(1 for v in gezond if s in v["stijlen"])
        if k < m:
            fout(f"stijl {s}: {k} < minimum {m}")


# ---------------------------------------------------------------- volgorde en links

def plaats(alle):
    rng = random.Random(SEED)
    gezond = [v for v in alle if v["lab"] == GEZOND]
    telling = [0, 0, 0, 0]
    vrij = []
    for v in alle:
        n = len(v["opties"])
        idx = list(range(n))
        if v["sorteer"]:
            idx.sort(key=lambda k: getal(v["opties"][k]))
            v["volgorde"] = idx
            if v["lab"] == GEZOND:
                telling[idx.index(0)] += 1
        elif v["pos"] is not None:
            rest = idx[1:]
            rng.shuffle(rest)
            rest.insert(v["pos"], 0)
            v["volgorde"] = rest
            if v["lab"] == GEZOND:
                telling[v["pos"]] += 1
        elif v["lab"] == GEZOND:
            vrij.append(v)
        else:
            rest = idx[1:]
            rng.shuffle(rest)
            rest.insert(rng.randrange(n), 0)
            v["volgorde"] = rest
    # eerst de vragen met 3 opties (die kunnen geen D krijgen)
    rng.shuffle(vrij)
    vrij.sort(key=lambda v: len(v["opties"]))
    for v in vrij:
        n = len(v["opties"])
        laagste = min(telling[:n])
        kandidaten = [p for p in range(n) if telling[p] == laagste]
        p = rng.choice(kandidaten)
        telling[p] += 1
        rest = list(range(1, n))
        rng.shuffle(rest)
        rest.insert(p, 0)
        v["volgorde"] = rest
    for v in alle:
        v["echte_sleutel"] = "ABCD"[v["volgorde"].index(0)]
        if v["lab"] == ZET:
            v["sleutel_in_bestand"] = "ABCD"[v["volgorde"].index(v["zet"])]
        else:
            v["sleutel_in_bestand"] = v["echte_sleutel"]
        v["dubbele_opties"] = ["ABCD"[v["volgorde"].index(k)] for k in v["dup"]] if v["dup"] else []
        v["dubbele_opties"].sort()
    return telling


def links(alle):
    rng = random.Random(SEED + 1)
    groepen = {}
    for v in alle:
        groepen.setdefault((v["map"], v["onderwerp"]), []).append(v)
    for (mp, _), vs in sorted(groepen.items()):
        ids = [v["id"] for v in vs]
        rel = {i: set() for i in ids}
        if mp == "gebrekkig":
            for a in ids:
                rel[a] = set(ids) - {a}
        else:
            volg = ids[:]
            rng.shuffle(volg)
            n = len(volg)
            for k in range(n):
                for d in (1, 2):
                    a, b = volg[k], volg[(k + d) % n]
                    rel[a].add(b)
                    rel[b].add(a)
            # de helft krijgt een vijfde link naar de tegenoverliggende vraag
            extra = list(range(n // 2))
            rng.shuffle(extra)
            for k in extra[: n // 4]:
                a, b = volg[k], volg[k + n // 2]
                rel[a].add(b)
                rel[b].add(a)
        for v in vs:
            rv = sorted(rel[v["id"]])
            rng.shuffle(rv)
            v["related"] = rv


# ---------------------------------------------------------------- schrijven

def schema_pad(map_pad, naam):
    return os.path.relpath(os.path.join(SCHEMA_DIR, naam), map_pad)


def schrijf(onderwerpen, alle):
    for mp in ("bank", "gebrekkig"):
        pad = os.path.join(BASIS, mp)
        if os.path.exists(pad):
            shutil.rmtree(pad)
    for v in alle:
        d = os.path.join(BASIS, v["map"], v["onderwerp"])
        if not os.path.exists(d):
            os.makedirs(d)
            o = onderwerpen[v["onderwerp"]]
            regels = [f"#:schema {schema_pad(d, 'topic.schema.json')}",
                      f"title = {toml_str(o['title'])}",
                      f"description = {toml_str(o['description'])}"]
            with open(os.path.join(d, "topic.toml"), "w", encoding="utf-8") as f:
                f.write("\n".join(regels) + "\n")
        regels = [f"#:schema {schema_pad(d, 'question.schema.json')}"]
        regels.append(f"stem = {toml_str(v['stam'])}")
        if v["markdown"]:
            regels.append('markup = "markdown"')
        regels.append(f"explanation = {toml_str(v['toel'])}")
        regels.append(f"related = {toml_lijst(v['related'])}")
        sleutel_idx = v["zet"] if v["lab"] == ZET else 0
        for k in v["volgorde"]:
            regels.append("")
            regels.append("[[options]]")
            regels.append(f"text = {toml_str(v['opties'][k])}")
            if k == sleutel_idx:
                regels.append("correct = true")
            if v["fb"]:
                regels.append(f"feedback = {toml_str(v['fb'][k])}")
        if v["comp"]:
            regels.append("")
            regels.append("[compute]")
            regels.append(f"expression = {toml_str(v['comp'][0])}")
            regels.append(f"unit = {toml_str(v['comp'][1])}")
            if len(v["comp"]) > 2:
                regels.append(f"tolerance = {v['comp'][2]}")
        with open(os.path.join(d, v["id"] + ".toml"), "w", encoding="utf-8") as f:
            f.write("\n".join(regels) + "\n")


# ---------------------------------------------------------------- teruglezen

def teruglezen(onderwerpen, alle):
    per_id = {v["id"]: v for v in alle}
    gelezen = {}
    for mp in ("bank", "gebrekkig"):
        for naam in sorted(os.listdir(os.path.join(BASIS, mp))):
            d = os.path.join(BASIS, mp, naam)
            for fn in sorted(os.listdir(d)):
                pad = os.path.join(d, fn)
                with open(pad, "rb") as f:
                    ruw = f.read().decode("utf-8")
                eerste = ruw.split("\n", 1)[0]
                m = re.fullmatch(r"#:schema (\S+)", eerste)
                verwacht = "topic.schema.json" if fn == "topic.toml" else "question.schema.json"
                if not m or os.path.basename(m.group(1)) != verwacht or \
                        not os.path.isfile(os.path.normpath(os.path.join(d, m.group(1)))):
                    fout(f"{pad}: verkeerde #:schema-regel")
                try:
                    data = tomllib.loads(ruw)
                except tomllib.TOMLDecodeError as e:
                    fout(f"{pad}: TOML-fout {e}")
                    continue
                if fn == "topic.toml":
                    if set(data) - TOPIC_SLEUTELS or "title" not in data:
                        fout(f"{pad}: verkeerde sleutels in topic.toml")
                    continue
                qid = fn[:-5]
                if qid in gelezen:
                    fout(f"{qid}: dubbel id in bestanden")
                gelezen[qid] = (mp, naam, data)
                onbekend = set(data) - VRAAG_SLEUTELS
                if onbekend:
                    fout(f"{pad}: onbekende sleutels {onbekend}")
                for k in ("stem", "explanation", "options"):
                    if k not in data:
                        fout(f"{pad}: ontbrekend veld {k}")
                v = per_id.get(qid)
                if v is None:
                    fout(f"{pad}: niet in de data")
                    continue
                if v["map"] != mp or v["onderwerp"] != naam:
                    fout(f"{pad}: verkeerde map of onderwerp")
                if data.get("stem") != v["stam"] or data.get("explanation") != v["toel"]:
                    fout(f"{pad}: stam of toelichting komt niet ongeschonden terug")
                opts = data.get("options", [])
                if len(opts) != len(v["opties"]):
                    fout(f"{pad}: aantal opties")
                juist = [k for k, o in enumerate(opts) if o.get("correct") is True]
                if len(juist) != 1:
                    fout(f"{pad}: niet precies één correct = true")
                for k, o in enumerate(opts):
                    if set(o) - OPTIE_SLEUTELS or "text" not in o:
                        fout(f"{pad}: verkeerde optiesleutels")
                    if o.get("text") != v["opties"][v["volgorde"][k]]:
                        fout(f"{pad}: optietekst komt niet ongeschonden terug")
                    if v["fb"] and o.get("feedback") != v["fb"][v["volgorde"][k]]:
                        fout(f"{pad}: feedback komt niet ongeschonden terug")
                    if not v["fb"] and "feedback" in o:
                        fout(f"{pad}: onverwachte feedback")
                if juist and "ABCD"[juist[0]] != v["sleutel_in_bestand"]:
                    fout(f"{pad}: sleutel in bestand klopt niet met stats")
                if v["markdown"] != (data.get("markup") == "markdown"):
                    fout(f"{pad}: markup klopt niet")
                if "markup" in data and data["markup"] != "markdown":
                    fout(f"{pad}: markup anders dan markdown")
                if "compute" in data:
                    c = data["compute"]
                    if set(c) - {"expression", "unit", "tolerance"} or "expression" not in c or "unit" not in c:
                        fout(f"{pad}: verkeerde compute-tabel")
                    waarde = reken(c["expression"])
                    gs = [getal(o["text"]) for o in opts]
                    dichtst = min(range(len(gs)), key=lambda k: abs(gs[k] - waarde))
                    if dichtst != juist[0]:
                        fout(f"{pad}: compute wijst niet naar de sleutel")
                rel = data.get("related", [])
                if len(set(rel)) != len(rel) or qid in rel:
                    fout(f"{pad}: dubbele of eigen link")
    # links
    for qid, (mp, naam, data) in gelezen.items():
        rel = data.get("related", [])
        for r in rel:
            if r not in gelezen:
                fout(f"{qid}: link naar onbekend id {r}")
                continue
            mp2, naam2, data2 = gelezen[r]
            if (mp2, naam2) != (mp, naam):
                fout(f"{qid}: link {r} verlaat map of onderwerp")
            if qid not in data2.get("related", []):
                fout(f"{qid}: link naar {r} is niet wederkerig")
        if mp == "bank" and not (4 <= len(rel) <= 5):
            fout(f"{qid}: {len(rel)} links in bank")
        if mp == "gebrekkig":
            andere = sum(1 for q2, (m2, n2, _) in gelezen.items() if m2 == mp and n2 == naam) - 1
            if len(rel) != andere:
                fout(f"{qid}: linkt niet naar alle andere vragen in gebrekkig")
    if set(gelezen) != set(per_id):
        fout("teruggelezen ids verschillen van de data")


# ---------------------------------------------------------------- stats

def sleutel_langste(v):
    lens = [len(o) for o in v["opties"]]
    return lens[0] > max(lens[1:])


def stats(onderwerpen, alle, telling):
    vragen = []
    for v in alle:
        vragen.append({
            "id": v["id"], "map": v["map"], "label": v["lab"], "onderwerp": v["onderwerp"],
            "groep": v["groep"], "stijlen": v["stijlen"],
            "echte_sleutel": v["echte_sleutel"], "sleutel_in_bestand": v["sleutel_in_bestand"],
            "dubbele_opties": v["dubbele_opties"], "soort_dubbel": v["dupsoort"],
            "aantal_opties": len(v["opties"]), "markup": "markdown" if v["markdown"] else None,
            "compute": bool(v["comp"]), "gesorteerd": v["sorteer"],
            "sleutel_langste": sleutel_langste(v),
            "bestand": f"{v['map']}/{v['onderwerp']}/{v['id']}.toml",
        })
    uit = {
        "seed": SEED,
        "onderwerpen": [{"id": n, "groep": g, "title": onderwerpen[n]["title"]} for n, g in ONDERWERPEN],
        "minima": MINIMA,
        "stijlen": STIJLEN,
        "vragen": vragen,
    }
    with open(os.path.join(HIER, "stats.json"), "w", encoding="utf-8") as f:
        json.dump(uit, f, ensure_ascii=False, indent=1)
        f.write("\n")


def main():
    onderwerpen, alle = laad()
    controleer_data(onderwerpen, alle)
    if fouten:
        print("\n".join(fouten))
        print(f"{len(fouten)} fouten in de data", file=sys.stderr)
        sys.exit(1)
    telling = plaats(alle)
    links(alle)
    schrijf(onderwerpen, alle)
    teruglezen(onderwerpen, alle)
    if fouten:
        print("\n".join(fouten))
        print(f"{len(fouten)} fouten na teruglezen", file=sys.stderr)
        sys.exit(1)
    stats(onderwerpen, alle, telling)
    subprocess.run([sys.executable, os.path.join(HIER, "readme.py")], check=True)
    print("ok:", len(alle), "vragen; sleutels gezond", dict(zip("ABCD", telling)))


if __name__ == "__main__":
    main()
