#!/usr/bin/env python3
"""Bouwt de blinde hold-outset: schrijft TOML, leest die terug, valideert en telt.

Gebruik:  python3 src/build.py          (vanuit answer-explanation/ of src/)

Schrijft uitsluitend binnen de map answer-explanation/:
  bank/<onderwerp>/       gezonde vragen (label none)
  gebrekkig/<onderwerp>/  vragen met precies één gebrek
  src/stats.json          telling en per-vraaggegevens
"""
import importlib
import json
import math
import re
import shutil
import sys
import tomllib
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

SRC = Path(__file__).resolve().parent
ROOT = SRC.parent                      # .../tests/holdout18/answer-explanation
SCHEMA_DIR = ROOT.parents[2] / "schema"  # .../main/schema
sys.path.insert(0, str(SRC))

from common import *  # noqa: E402,F403

ONDERWERPEN = [
    "tennis", "lineaire-algebra", "c-programmeren", "microbiologie", "loodgieterij",
    "metselen", "ballet", "horlogemakerij", "strafrecht", "lasertechniek",
    "processorarchitectuur", "wisselkoersen", "bridge",
]
SCHEMA_COMMENT_Q = "#:schema ../../../../../schema/question.schema.json"
SCHEMA_COMMENT_T = "#:schema ../../../../../schema/topic.schema.json"
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")

fouten = []
waarschuwingen = []


def fout(msg):
    fouten.append(msg)


def let_op(msg):
    waarschuwingen.append(msg)


# ---------------------------------------------------------------- TOML schrijven
def tstr(s):
    out = ['"']
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
            out.append("\\u%04X" % ord(ch))
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def tnum(x):
    return repr(float(x)) if isinstance(x, float) else str(x)


def vraag_toml(v, sleutel_in_bestand):
    regels = [SCHEMA_COMMENT_Q, f"stem = {tstr(v['stem'])}"]
    if v["markdown"]:
        regels.append('markup = "markdown"')
    regels.append(f"explanation = {tstr(v['toelichting'])}")
    for i, tekst in enumerate(v["opties"]):
        regels.append("")
        regels.append("[[options]]")
        regels.append(f"text = {tstr(tekst)}")
        if LETTERS[i] == sleutel_in_bestand:
            regels.append("correct = true")
        if v["feedback"]:
            regels.append(f"feedback = {tstr(v['feedback'][i])}")
    if v["compute"]:
        c = v["compute"]
        regels.append("")
        regels.append("[compute]")
        regels.append(f"expression = {tstr(c['expression'])}")
        regels.append(f"unit = {tstr(c['unit'])}")
        if "tolerance" in c:
            regels.append(f"tolerance = {tnum(c['tolerance'])}")
    return "\n".join(regels) + "\n"


def topic_toml(titel, beschrijving):
    return "\n".join([SCHEMA_COMMENT_T, f"title = {tstr(titel)}",
                      f"description = {tstr(beschrijving)}"]) + "\n"


# ---------------------------------------------------------------- getallen lezen
SUP = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")
WOORDGETALLEN = {
    "nul": 0, "één": 1, "twee": 2, "drie": 3, "vier": 4, "vijf": 5, "zes": 6, "zeven": 7,
    "acht": 8, "negen": 9, "tien": 10, "elf": 11, "twaalf": 12, "dertien": 13,
    "veertien": 14, "vijftien": 15, "zestien": 16, "twintig": 20,
}
NUM = r"[−-]?\d{1,3}(?:\.\d{3})+(?:,\d+)?|[−-]?\d+(?:,\d+)?"
TOKEN_RE = re.compile(
    r"(?P<sci>(?:\d+(?:,\d+)?)\s*×\s*10[⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)"
    r"|(?P<frac>\d+/(?:\d{1,3}(?:\.\d{3})+|\d+))"
    r"|(?P<eng>\d+\.\d{1,2}(?!\d))"
    r"|(?P<num>(?:" + NUM + r"))(?:\s+(?P<mult>miljard|miljoen))?"
    r"|(?P<woord>\b(?:" + "|".join(WOORDGETALLEN) + r")\b)",
    re.IGNORECASE)


def nl_getal(s):
    s = s.replace("−", "-").replace(".", "").replace(",", ".")
    return float(s)


def getallen(tekst):
    tekst = tekst.replace("`", "")
    uit = []
    for m in TOKEN_RE.finditer(tekst):
        if m.group("sci"):
            a, b = re.split(r"\s*×\s*10", m.group("sci"))
            uit.append(nl_getal(a) * 10 ** int(b.translate(SUP)))
        elif m.group("frac"):
            a, b = m.group("frac").split("/")
            uit.append(nl_getal(a) / nl_getal(b))
        elif m.group("eng"):
            uit.append(float(m.group("eng")))
        elif m.group("num"):
            x = nl_getal(m.group("num"))
            if m.group("mult"):
                x *= {"miljard": 1e9, "miljoen": 1e6}[m.group("mult").lower()]
            uit.append(x)
        else:
            uit.append(float(WOORDGETALLEN[m.group("woord").lower()]))
    return uit


def dichtbij(a, b, tol):
    if b == 0:
        return abs(a) < 1e-12
    return abs(a - b) / abs(b) <= tol


def eval_uitkomst(u):
    if isinstance(u, (int, float)):
        return float(u)
    if isinstance(u, tuple):
        return tuple(float(x) for x in u)
    return float(eval(u, {"__builtins__": {"len": len, "range": range}, "math": math}))


def eval_compute(expr):
    if not re.fullmatch(r"[0-9eE.+\-*/^() ]+", expr):
        raise ValueError(f"ongeldige tekens in expressie {expr!r}")
    return float(eval(expr.replace("^", "**"), {"__builtins__": {}}))


# ---------------------------------------------------------------- bijna-dubbele opties
def norm_optie(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    s = re.sub(r"\s+", " ", s).strip().casefold()
    return s.rstrip(".").strip()


def soort_klopt(soort, a, b):
    if a == b:
        return False
    for x, y in ((a, b), (b, a)):
        if soort == "hoofdletter" and x[1:] == y[1:] and x[0].lower() == y[0].lower() and x[0] != y[0]:
            return True
        if soort == "dubbele-spatie" and "  " in x and x.replace("  ", " ") == y:
            return True
        if soort == "slotpunt" and x == y + ".":
            return True
        if soort == "aanhalingstekens" and '"' in x and ("“" in y or "”" in y) \
                and y.replace("“", '"').replace("”", '"') == x:
            return True
        if soort == "spatie-aan-eind" and x == y + " ":
            return True
        if soort == "apostrof" and "'" in x and "’" in y and y.replace("’", "'") == x:
            return True
        if soort == "harde-spatie" and re.search(r"\d\u00a0\w", y) and y.replace("\u00a0", " ") == x:
            return True
    return False


# ---------------------------------------------------------------- stijlcontroles
ITACR_RE = re.compile(r"\b(CPU|GPU|ALU|MMU|TLB|DMA|CPI|IPC|RISC|CISC|AMAT|SIMD|AVX|NEON|DRAM|SRAM|"
                      r"GCC|ASCII|UB|CUDA|OpenCL|WAR|WAW|ISA|RAM)\b")
LINK_RE = re.compile(r"\[[^\]]+\]\(https?://[^)\s]+\)")
CURSIEF_RE = re.compile(r"(?<![*\w])\*(?![\s*])[^*\n]+?(?<![\s*])\*(?![*\w])")
NEGATIEF_RE = re.compile(r"\b(NIET|GEEN)\b|onjuist")
GETALWOORD_RE = re.compile(
    r"\b(één|eén|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|dertien|veertien|vijftien|"
    r"zestien|achttien|twintig|vierentwintig|honderd|tweehonderd|duizend|anderhalf|tweeënhalve|"
    r"twaalfenhalve|honderdduizendste|miljard|eerste|derde|vijfde|driekwartsmaat|zestien)\b",
    re.IGNORECASE)
EENHEIDWOORD_RE = re.compile(
    r"\b(meter|centimeter|millimeter|micrometer|procent|graden|seconden?|minuut|minuten|uur|"
    r"hertz|kilohertz|gigahertz|watt|milliwatt|liter|milliliter|kilogram|milliradiaal|bar)\b",
    re.IGNORECASE)
EENHEIDSYMBOOL_RE = re.compile(
    r"(\d\s?(min|m|cm|mm|µm|nm|%|°C|s|ms|ps|ns|Hz|kHz|GHz|MHz|THz|W|mW|mJ|J|l/min|L|mL|kg|rad|kPa)\b|"
    r"\d\s?%|°C|kve/mL)")
STOP = set("de het een en of van voor met naar door bij als dan niet geen die dat zijn is op in te "
           "om aan uit hij ze zich worden wordt alle alleen altijd nooit wel meer minder over onder".split())


def woorden(s):
    return len(re.findall(r"\S+", s))


def kaal(s):
    s = s.replace("`", "").replace("*", "")
    return re.sub(r"\s+", " ", s).strip().rstrip(".").casefold()


def inhoudswoorden(s):
    return {w for w in re.findall(r"[a-zà-ÿ0-9]+", kaal(s)) if len(w) >= 4 and w not in STOP}


def controleer_stijl(v):
    st = set(v["stijl"])
    stem, expl, opties = v["stem"], v["toelichting"], v["opties"]
    alles = " ".join([stem, expl] + opties + (v["feedback"] or []))
    k = LETTERS.index(v["sleutel"])
    vid = v["id"]
    for s in st:
        if s not in STIJLEN:
            fout(f"{vid}: onbekende stijl {s}")
    # harde controles
    checks = {
        NEGATIEF: bool(NEGATIEF_RE.search(stem)),
        LANG: woorden(expl) >= 80,
        KORT: "\n" not in expl and woorden(expl) <= 35,
        LINK: bool(LINK_RE.search(expl)) and v["markdown"],
        CODE: "`" in alles and v["markdown"],
        CURSIEF: bool(CURSIEF_RE.search(alles)) and v["markdown"],
        FEEDBACK: bool(v["feedback"]) and all(f.strip() for f in v["feedback"]),
        ITACR: bool(ITACR_RE.search(alles)),
        REKENEN: bool(v["compute"] or v["uitkomst"] is not None),
        PARAFRASE: kaal(opties[k]) not in kaal(expl),
    }
    for s, ok in checks.items():
        if s in st and not ok:
            fout(f"{vid}: stijl {s} gelabeld maar niet aanwezig")
    if KORT in st and LANG in st:
        fout(f"{vid}: zowel kort als lang")
    # omgekeerd: duidelijk aanwezig maar niet gelabeld
    for s in (NEGATIEF, LINK, CODE, FEEDBACK):
        if checks[s] and s not in st:
            fout(f"{vid}: stijl {s} aanwezig maar niet gelabeld")
    if not v["markdown"] and (LINK_RE.search(alles) or "`" in alles or CURSIEF_RE.search(alles)):
        fout(f"{vid}: Markdown-opmaak zonder markup = markdown")
    # zachte controles
    if LANG in st:
        ew = inhoudswoorden(expl) | {str(int(x)) if float(x).is_integer() else str(x) for x in getallen(expl)}
        for i, o in enumerate(opties):
            ow = inhoudswoorden(o) | {str(int(x)) if float(x).is_integer() else str(x) for x in getallen(o)}
            if not (ow & ew):
                let_op(f"{vid}: lange toelichting lijkt optie {LETTERS[i]} niet te bespreken")
    if WEERLEGT in st:
        sleutelw = inhoudswoorden(opties[k]) | inhoudswoorden(stem)
        geraakt = False
        for i, o in enumerate(opties):
            if i == k:
                continue
            if (inhoudswoorden(o) - sleutelw) & inhoudswoorden(expl):
                geraakt = True
            if any(g in getallen(expl) for g in getallen(o)) and not getallen(opties[k]) == getallen(o):
                geraakt = True
        if not geraakt:
            let_op(f"{vid}: weerlegt gelabeld, maar geen afleider herkend in de toelichting")
    if GETALW in st and not (GETALWOORD_RE.search(alles) and re.search(r"\d", alles)):
        let_op(f"{vid}: getal-woorden gelabeld, maar niet herkend")
    if EENHEIDW in st and not (EENHEIDWOORD_RE.search(alles) and EENHEIDSYMBOOL_RE.search(alles)):
        let_op(f"{vid}: eenheid-woorden gelabeld, maar niet herkend")


# ---------------------------------------------------------------- hoofdprogramma
def main():
    with open(SCHEMA_DIR / "question.schema.json", encoding="utf-8") as f:
        qschema = json.load(f)
    with open(SCHEMA_DIR / "topic.schema.json", encoding="utf-8") as f:
        tschema = json.load(f)
    try:
        import jsonschema
        qval = jsonschema.Draft7Validator(qschema)
        tval = jsonschema.Draft7Validator(tschema)
        validatie = f"jsonschema {jsonschema.Draft7Validator.__name__}"
    except ImportError:  # pragma: no cover
        qval = tval = None
        validatie = "handmatig"

    modules = {}
    for o in ONDERWERPEN:
        modules[o] = importlib.import_module("data_" + o.replace("-", "_"))
        if modules[o].ONDERWERP != o:
            fout(f"module voor {o} heeft ONDERWERP={modules[o].ONDERWERP}")

    # schone uitvoermappen (alleen binnen ROOT)
    for d in ("bank", "gebrekkig"):
        p = ROOT / d
        if p.exists():
            shutil.rmtree(p)
        p.mkdir()

    ids = Counter()
    vragen_stats = []
    per_onderwerp = defaultdict(Counter)
    per_label = Counter()
    stijl_telling = Counter()
    sleutel_verdeling = Counter()
    langste_sleutel = 0
    optie_aantallen = Counter()
    dup_soorten = []
    compute_aantal = 0

    for o in ONDERWERPEN:
        mod = modules[o]
        if not mod.TITEL or not ID_RE.match(o):
            fout(f"onderwerp {o}: titel of id ongeldig")
        geschreven_mappen = set()
        for v in mod.VRAGEN:
            vid, label = v["id"], v["label"]
            ids[vid] += 1
            if not ID_RE.match(vid):
                fout(f"{vid}: id is geen kebab-case")
            if label not in LABELS:
                fout(f"{vid}: onbekend label {label}")
            n = len(v["opties"])
            if n not in (3, 4):
                fout(f"{vid}: {n} opties")
            if v["sleutel"] not in LETTERS[:n]:
                fout(f"{vid}: sleutel {v['sleutel']} buiten bereik")
                continue
            k = LETTERS.index(v["sleutel"])
            if v["feedback"] and len(v["feedback"]) != n:
                fout(f"{vid}: feedback heeft {len(v['feedback'])} items voor {n} opties")
            if v["feedback"]:
                for i, fb in enumerate(v["feedback"]):
                    if (i == k) != fb.startswith("Juist"):
                        fout(f"{vid}: feedback bij {LETTERS[i]} past niet bij de sleutel")

            # label-specifiek
            sleutel_in_bestand = v["sleutel"]
            if label == SUPPORTS:
                if not v["naar"] or v["naar"] not in LETTERS[:n] or v["naar"] == v["sleutel"]:
                    fout(f"{vid}: ongeldige verplaatsing {v['sleutel']} -> {v['naar']}")
                else:
                    sleutel_in_bestand = v["naar"]
                if v["compute"]:
                    fout(f"{vid}: verplaatste sleutel met [compute] zou een tweede gebrek zijn")
                if v["feedback"]:
                    fout(f"{vid}: verplaatste sleutel met feedback zou een tweede gebrek zijn")
            elif v["naar"]:
                fout(f"{vid}: 'naar' alleen bij {SUPPORTS}")
            if label == DUP:
                if not v["paar"] or v["soort"] not in DUP_SOORTEN:
                    fout(f"{vid}: paar/soort ontbreekt of is ongeldig")
                dup_soorten.append(v["soort"])
            elif v["paar"] or v["soort"]:
                fout(f"{vid}: paar/soort alleen bij {DUP}")

            # bijna-dubbele opties
            normen = defaultdict(list)
            for i, t in enumerate(v["opties"]):
                normen[norm_optie(t)].append(LETTERS[i])
            groepen = [g for g in normen.values() if len(g) > 1]
            if label == DUP:
                if len(groepen) != 1 or groepen[0] != list(v["paar"]):
                    fout(f"{vid}: verwacht precies paar {v['paar']}, gevonden {groepen}")
                else:
                    a, b = (v["opties"][LETTERS.index(x)] for x in v["paar"])
                    if not soort_klopt(v["soort"], a, b):
                        fout(f"{vid}: verschil tussen {a!r} en {b!r} is niet van soort {v['soort']}")
                    if v["sleutel"] in v["paar"]:
                        fout(f"{vid}: de sleutel mag niet in het dubbele paar zitten")
            elif groepen:
                fout(f"{vid}: onbedoelde bijna-dubbele opties {groepen}")

            # rekenwerk
            if v["compute"]:
                compute_aantal += 1
                c = v["compute"]
                waarde = eval_compute(c["expression"])
                tol = c.get("tolerance", 0.05)
                nums = []
                for t in v["opties"]:
                    if c["unit"] not in t:
                        fout(f"{vid}: optie {t!r} noemt de eenheid {c['unit']} niet")
                    ruw = re.findall(r"\d+(?:[.,]\d+)?", t)
                    if len(ruw) != 1 or not ruw[0].isdigit():
                        fout(f"{vid}: optie {t!r} is niet eenduidig als geheel getal te lezen")
                        nums.append(float("nan"))
                    else:
                        nums.append(float(ruw[0]))
                beste = min(range(n), key=lambda i: abs(nums[i] - waarde))
                if beste != k:
                    fout(f"{vid}: [compute] {waarde:g} ligt het dichtst bij {LETTERS[beste]}, sleutel is {v['sleutel']}")
                if not dichtbij(nums[k], waarde, tol):
                    fout(f"{vid}: sleutel {nums[k]:g} valt buiten tolerantie {tol} van {waarde:g}")
                if v["uitkomst"] is not None and not dichtbij(eval_uitkomst(v["uitkomst"]), waarde, 1e-9):
                    fout(f"{vid}: uitkomst en [compute] verschillen")
            if v["uitkomst"] is not None:
                u = eval_uitkomst(v["uitkomst"])
                sg = getallen(v["opties"][k])
                if isinstance(u, tuple):
                    ok = any(all(dichtbij(sg[j + i], u[i], 1e-9) for i in range(len(u)))
                             for j in range(len(sg) - len(u) + 1))
                    if not ok:
                        fout(f"{vid}: sleutel {v['opties'][k]!r} bevat {u} niet")
                else:
                    if not any(dichtbij(x, u, 0.05) for x in sg):
                        fout(f"{vid}: sleutel {v['opties'][k]!r} past niet bij uitkomst {u:g}")
                    eerste = [getallen(t)[:1] for t in v["opties"]]
                    if all(eerste):
                        beste = min(range(n), key=lambda i: abs(eerste[i][0] - u))
                        if beste != k:
                            fout(f"{vid}: uitkomst {u:g} ligt het dichtst bij {LETTERS[beste]}")
                    if label == SUPPORTS:
                        mi = LETTERS.index(sleutel_in_bestand)
                        if any(dichtbij(x, u, 0.05) for x in getallen(v["opties"][mi])):
                            fout(f"{vid}: verplaatste sleutel klopt toevallig ook")
            if REKENEN in v["stijl"] and not (v["compute"] or v["uitkomst"] is not None):
                fout(f"{vid}: rekenvraag zonder controle")

            # stijl
            controleer_stijl(v)

            # schrijven
            mapnaam = "bank" if label == NONE else "gebrekkig"
            doel = ROOT / mapnaam / o
            if mapnaam not in geschreven_mappen:
                doel.mkdir(parents=True, exist_ok=True)
                (doel / "topic.toml").write_text(topic_toml(mod.TITEL, mod.BESCHRIJVING), encoding="utf-8")
                geschreven_mappen.add(mapnaam)
            pad = doel / f"{vid}.toml"
            pad.write_text(vraag_toml(v, sleutel_in_bestand), encoding="utf-8")

            # teruglezen en valideren
            with open(pad, "rb") as f:
                data = tomllib.load(f)
            if qval is not None:
                for e in qval.iter_errors(data):
                    fout(f"{vid}: schema: {e.message}")
            if [x["text"] for x in data["options"]] != v["opties"]:
                fout(f"{vid}: opties komen niet ongewijzigd terug uit TOML")
            gemarkeerd = [LETTERS[i] for i, x in enumerate(data["options"]) if x.get("correct")]
            if gemarkeerd != [sleutel_in_bestand]:
                fout(f"{vid}: correct = true bij {gemarkeerd}, verwacht {sleutel_in_bestand}")
            if data["explanation"] != v["toelichting"] or data["stem"] != v["stem"]:
                fout(f"{vid}: stam of toelichting veranderd na teruglezen")

            # tellingen
            per_label[label] += 1
            per_onderwerp[o][label] += 1
            rec = dict(id=vid, onderwerp=o, map=mapnaam, label=label,
                       sleutel_in_bestand=sleutel_in_bestand, opties=n, stijl=sorted(v["stijl"]))
            if label == SUPPORTS:
                rec["echte_sleutel"] = v["sleutel"]
            if label == DUP:
                rec["paar"] = list(v["paar"])
                rec["soort"] = v["soort"]
            if v["compute"]:
                rec["compute"] = True
            vragen_stats.append(rec)
            if label == NONE:
                for s in v["stijl"]:
                    stijl_telling[s] += 1
                sleutel_verdeling[v["sleutel"]] += 1
                optie_aantallen[n] += 1
                lens = [len(t) for t in v["opties"]]
                if lens[k] == max(lens) and lens.count(max(lens)) == 1:
                    langste_sleutel += 1

        # topic.toml teruglezen
        for mapnaam in geschreven_mappen:
            with open(ROOT / mapnaam / o / "topic.toml", "rb") as f:
                tdata = tomllib.load(f)
            if tval is not None:
                for e in tval.iter_errors(tdata):
                    fout(f"{mapnaam}/{o}/topic.toml: schema: {e.message}")

    # set-brede controles
    for vid, c in ids.items():
        if c > 1:
            fout(f"id {vid} komt {c} keer voor")
    for o in ONDERWERPEN:
        if per_onderwerp[o][NONE] != 20:
            fout(f"{o}: {per_onderwerp[o][NONE]} gezonde vragen, verwacht 20")
        if per_onderwerp[o][SUPPORTS] != 3:
            fout(f"{o}: {per_onderwerp[o][SUPPORTS]} verplaatste sleutels, verwacht 3")
    if per_label[DUP] != 7 or sorted(dup_soorten) != sorted(DUP_SOORTEN):
        fout(f"bijna-dubbele opties: {per_label[DUP]} vragen, soorten {sorted(dup_soorten)}")
    for s, m in STIJL_MINIMA.items():
        if stijl_telling[s] < m:
            fout(f"stijl {s}: {stijl_telling[s]} < minimum {m}")
    gezond = per_label[NONE]
    if gezond and langste_sleutel / gezond > 0.25:
        fout(f"sleutel is in {langste_sleutel}/{gezond} gezonde vragen de langste optie (> 25 %)")
    if gezond and max(sleutel_verdeling.values()) - min(sleutel_verdeling[x] for x in "ABCD") > gezond * 0.05:
        fout(f"sleutelverdeling te scheef: {dict(sleutel_verdeling)}")

    stats = {
        "totaal": sum(per_label.values()),
        "per_label": {lab: per_label[lab] for lab in LABELS},
        "per_onderwerp": {o: {lab: per_onderwerp[o][lab] for lab in LABELS} for o in ONDERWERPEN},
        "stijl": {s: stijl_telling[s] for s in STIJLEN},
        "stijl_minima": STIJL_MINIMA,
        "sleutelverdeling_gezond": {x: sleutel_verdeling[x] for x in "ABCD"},
        "optie_aantallen_gezond": {str(k): v for k, v in sorted(optie_aantallen.items())},
        "sleutel_langste_optie_gezond": langste_sleutel,
        "compute_tabellen": compute_aantal,
        "validatie": validatie,
        "fouten": fouten,
        "waarschuwingen": waarschuwingen,
        "vragen": vragen_stats,
    }
    with open(SRC / "stats.json", "w", encoding="utf-8") as f:
        json.dump(stats, f, ensure_ascii=False, indent=2)
        f.write("\n")

    print(f"totaal {stats['totaal']}  per label {stats['per_label']}")
    print(f"sleutels (gezond) {stats['sleutelverdeling_gezond']}  opties {stats['optie_aantallen_gezond']}"
          f"  sleutel langste optie {langste_sleutel}/{gezond}  compute {compute_aantal}")
    print("stijl: " + ", ".join(f"{s} {stijl_telling[s]}/{STIJL_MINIMA[s]}" for s in STIJLEN))
    for w in waarschuwingen:
        print("LET OP:", w)
    for e in fouten:
        print("FOUT:", e)
    print(f"{len(fouten)} fouten, {len(waarschuwingen)} waarschuwingen")
    return 1 if fouten else 0


if __name__ == "__main__":
    sys.exit(main())
