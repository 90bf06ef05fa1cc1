"""Bouwt holdout 21 (answer-explanation): schrijft bank/ en gebrekkig/ als TOML, leest alles
terug met tomllib, controleert het en schrijft src/stats.json; roept daarna readme.py aan.

Gebruik:  python3 src/build.py      (vanuit de map answer-explanation of van elders)
"""
import importlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tomllib
from collections import Counter, defaultdict

SRC = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(SRC)
sys.path.insert(0, SRC)
sys.dont_write_bytecode = True

from common import LABELS, STIJLEN  # noqa: E402

SCHEMA_Q = "/work/main/schema/question.schema.json"
SCHEMA_T = "/work/main/schema/topic.schema.json"

MODULES = [
    # IT
    "t_webtoegankelijkheid", "t_tekstcodering", "t_back_ups_en_raid", "t_css_opmaak",
    # rekenen en natuurkunde
    "t_druk_en_dichtheid", "t_geluid_en_golven",
    # schoolvakken
    "t_klassieke_mythologie", "t_staatsinrichting", "t_schilderkunst", "t_wereldgodsdiensten",
    # praktisch
    "t_moestuin", "t_wasverzorging", "t_bijenhouden",
]
GROEP = {
    "webtoegankelijkheid": "IT", "tekstcodering": "IT", "back-ups-en-raid": "IT", "css-opmaak": "IT",
    "druk-en-dichtheid": "rekenen/natuurkunde", "geluid-en-golven": "rekenen/natuurkunde",
    "klassieke-mythologie": "schoolvak", "staatsinrichting": "schoolvak", "schilderkunst": "schoolvak",
    "wereldgodsdiensten": "schoolvak",
    "moestuin": "praktisch", "wasverzorging": "praktisch", "bijenhouden": "praktisch",
}

MINIMA = {
    "rekenen": 40, "negatief": 25, "lang": 30, "kort": 40, "parafrase": 30, "weerlegt": 30,
    "link": 10, "code": 10, "cursief": 10, "it-acroniem": 15, "feedback": 15,
}
VERBODEN_ONDERWERPEN = """aardrijkskunde biologie economie geschiedenis natuurkunde scheikunde wiskunde python
netwerken ehbo git linux databases elektriciteit fietsonderhoud tuinvogels menselijk-lichaam astronomie koken
muziek recht sport verkeer statistiek kansrekening meetkunde cryptografie webbeveiliging javascript sql
fotografie weerkunde energie voeding psychologie filosofie belastingen hypotheken spoorwegen luchtvaart zeilen
schaken taal spelling privacy""".split()

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
FOUTEN = []


def fout(msg):
    FOUTEN.append(msg)


# ---------------------------------------------------------------- TOML schrijven

def toml_basic(s):
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
            out.append("\\u%04X" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def toml_multiline(s):
    out = []
    for ch in s:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append("\\u%04X" % ord(ch))
        else:
            out.append(ch)
    return '"""\n' + "".join(out) + '"""'


def toml_array(items):
    return "[" + ", ".join(toml_basic(x) for x in items) + "]"


def schema_regel(pad_bestand, schema):
    rel = os.path.relpath(schema, os.path.dirname(pad_bestand))
    return "#:schema " + rel


def vraag_toml(pad, v, opties, correct_idx, feedback, related):
    r = [schema_regel(pad, SCHEMA_Q)]
    if v["md"]:
        r.append('markup = "markdown"')
    r.append("stem = " + toml_basic(v["stam"]))
    r.append("explanation = " + toml_multiline(v["toelichting"]))
    r.append("related = " + toml_array(related))
    if v["tags"]:
        r.append("tags = " + toml_array(v["tags"]))
    for i, tekst in enumerate(opties):
        r.append("")
        r.append("[[options]]")
        r.append("text = " + toml_basic(tekst))
        if i == correct_idx:
            r.append("correct = true")
        if feedback is not None:
            r.append("feedback = " + toml_basic(feedback[i]))
    if v["comp"] is not None:
        expr, unit = v["comp"][0], v["comp"][1]
        r.append("")
        r.append("[compute]")
        r.append("expression = " + toml_basic(expr))
        r.append("unit = " + toml_basic(unit))
        if len(v["comp"]) > 2:
            r.append("tolerance = %s" % v["comp"][2])
    return "\n".join(r) + "\n"


def topic_toml(pad, t, map_):
    r = [schema_regel(pad, SCHEMA_T)]
    r.append("title = " + toml_basic(t["title"]))
    beschrijving = t["description"]
    if map_ == "gebrekkig":
        beschrijving = beschrijving
    r.append("description = " + toml_basic(beschrijving))
    return "\n".join(r) + "\n"


# ---------------------------------------------------------------- hulpfuncties

def norm_optie(s):
    """Hoe een student een optie leest: zonder hoofdletters, witruimte en leestekens."""
    s = s.casefold()
    s = re.sub(r"[\s\u00a0]+", "", s)
    s = re.sub(r"(?<!\d)[.,](?!\d)", "", s)
    s = re.sub(r"[;:!?'\"`()\[\]\-–—/]", "", s)
    return s


def eerste_getal(s):
    m = re.search(r"-?\d+(?:[.,]\d+)?", s)
    if not m:
        return None
    return float(m.group(0).replace(",", "."))


def reken(expr):
    if not re.fullmatch(r"[0-9eE.+\-*/^() ]+", expr):
        raise ValueError("ongeldige expressie " + expr)
    return eval(expr.replace("^", "**"), {"__builtins__": {}}, {})


def woorden(s):
    return len(re.findall(r"\w+(?:[-'’]\w+)*", s))


def is_een_zin(s):
    if "\n" in s:
        return False
    return re.search(r"[.!?]\s+\S", s.strip()) is None


CURSIEF_RE = re.compile(r"(?<![*\w`])\*(?!\s)[^*`\n]+?(?<!\s)\*(?![*\w])")
ACRONIEM_RE = re.compile(r"\b[A-Z][A-Z0-9]{1,}(?:-[0-9A-Z]+)?\b")


def stijl_controles(v, map_):
    vid = v["id"]
    st = set(v["stijlen"])
    alle = " ".join([v["stam"], v["toelichting"]] + v["opties"] + (v["fb"] or []))
    if "kort" in st and not is_een_zin(v["toelichting"]):
        fout(f"{vid}: kort, maar toelichting is meer dan één zin")
    if "lang" in st and woorden(v["toelichting"]) < 60:
        fout(f"{vid}: lang, maar maar {woorden(v['toelichting'])} woorden")
    if "kort" in st and "lang" in st:
        fout(f"{vid}: kort en lang tegelijk")
    if "link" in st and not re.search(r"\]\(https?://", alle):
        fout(f"{vid}: link zonder Markdown-link")
    if "code" in st and "`" not in alle:
        fout(f"{vid}: code zonder backticks")
    if "cursief" in st and not CURSIEF_RE.search(alle):
        fout(f"{vid}: cursief zonder *...*")
    if "negatief" in st and not re.search(r"\b(NIET|GEEN|ONJUIST|onjuist)\b", v["stam"]):
        fout(f"{vid}: negatief zonder NIET/GEEN/onjuist in de stam")
    if "it-acroniem" in st and not ACRONIEM_RE.search(alle):
        fout(f"{vid}: it-acroniem zonder afkorting in hoofdletters")
    if "feedback" in st and (v["fb"] is None or len(v["fb"]) != len(v["opties"])):
        fout(f"{vid}: feedback ontbreekt bij een optie")
    if "uitgewerkt" in st and not re.search(r"[=×/−+]", v["toelichting"]):
        fout(f"{vid}: uitgewerkt zonder berekening in de toelichting")
    if not v["md"]:
        if "`" in alle or "](" in alle or CURSIEF_RE.search(alle):
            fout(f"{vid}: Markdown-tekens in een vraag zonder markup = markdown")


# ---------------------------------------------------------------- posities

def verdeel_bank(vragen, seed):
    """Echte-sleutelletters voor de gezonde vragen van één onderwerp: 5 x A, B, C en D."""
    rng = random.Random(seed)
    n = len(vragen)
    assert n == 20
    pos = list("ABCD" * 5)
    rng.shuffle(pos)
    # vragen met 3 opties mogen geen D krijgen: ruil met een vraag met 4 opties
    for i, v in enumerate(vragen):
        if len(v["opties"]) == 3 and pos[i] == "D":
            for j, w in enumerate(vragen):
                if len(w["opties"]) == 4 and pos[j] != "D":
                    pos[i], pos[j] = pos[j], pos[i]
                    break
    return pos


VLAG_TELLER = Counter()


def plaats(v, letter, seed):
    """Zet de opties in weergavevolgorde. Geeft (opties, feedback, index_sleutel, perm).

    Bij explanation/supports-distractor komt de afleider die correct = true krijgt op een letter
    die over de hele set zo gelijk mogelijk verdeeld is (nooit de letter van de echte sleutel)."""
    rng = random.Random(seed)
    n = len(v["opties"])
    k = LETTERS.index(letter)
    assert k < n, (v["id"], letter)
    afleiders = list(range(1, n))
    rng.shuffle(afleiders)
    if v["label"] == "explanation/supports-distractor":
        kandidaten = [i for i in range(n) if i != k]
        laagste = min(VLAG_TELLER[i] for i in kandidaten)
        doel = rng.choice([i for i in kandidaten if VLAG_TELLER[i] == laagste])
        VLAG_TELLER[doel] += 1
        rest = [a for a in afleiders if a != v["zet"]]
        perm = [None] * n
        perm[k] = 0
        perm[doel] = v["zet"]
        it = iter(rest)
        perm = [p if p is not None else next(it) for p in perm]
        return ([v["opties"][p] for p in perm], None, k, perm)
    perm = afleiders[:k] + [0] + afleiders[k:]  # perm[weergavepositie] = index in v["opties"]
    opties = [v["opties"][p] for p in perm]
    fb = [v["fb"][p] for p in perm] if v["fb"] is not None else None
    return opties, fb, k, perm


# ---------------------------------------------------------------- bouwen

def main():
    for m in ("bank", "gebrekkig"):
        p = os.path.join(ROOT, m)
        if os.path.exists(p):
            shutil.rmtree(p)

    onderwerpen = []
    for naam in MODULES:
        mod = importlib.import_module(naam)
        onderwerpen.append(mod)

    stats = []
    alle_ids = Counter()
    geschreven = {}  # pad -> (map, onderwerp, vraag, verwacht)

    # globale verdeling van de echte sleutel over de gebrekkige vragen
    gebrekkig_alle = [(mod.TOPIC["id"], v) for mod in onderwerpen for v in mod.GEBREKKIG]
    rng = random.Random("holdout21-gebrekkig")
    g_pos = list("ABCD" * ((len(gebrekkig_alle) + 3) // 4))[: len(gebrekkig_alle)]
    rng.shuffle(g_pos)
    for i, (_, v) in enumerate(gebrekkig_alle):
        if len(v["opties"]) == 3 and g_pos[i] == "D":
            for j, (_, w) in enumerate(gebrekkig_alle):
                if len(w["opties"]) == 4 and g_pos[j] != "D":
                    g_pos[i], g_pos[j] = g_pos[j], g_pos[i]
                    break
    g_letter = {v["id"]: g_pos[i] for i, (_, v) in enumerate(gebrekkig_alle)}

    for mod in onderwerpen:
        t = mod.TOPIC
        tid = t["id"]
        if not ID_RE.match(tid):
            fout(f"onderwerp-id {tid} ongeldig")
        for verboden in VERBODEN_ONDERWERPEN:
            if verboden in tid.split("-") or tid == verboden:
                fout(f"onderwerp {tid} lijkt op verboden onderwerp {verboden}")
        if os.path.basename(mod.__file__) != "t_" + tid.replace("-", "_") + ".py":
            fout(f"bestandsnaam {mod.__file__} past niet bij onderwerp {tid}")

        for map_, vragen in (("bank", mod.BANK), ("gebrekkig", mod.GEBREKKIG)):
            mapdir = os.path.join(ROOT, map_, tid)
            os.makedirs(mapdir)
            tp = os.path.join(mapdir, "topic.toml")
            with open(tp, "w", encoding="utf-8") as f:
                f.write(topic_toml(tp, t, map_))

            ids = [v["id"] for v in vragen]
            # related-links
            rel = defaultdict(set)
            n = len(ids)
            if map_ == "bank":
                for i in range(n):
                    for d in (1, 2):
                        rel[ids[i]].add(ids[(i + d) % n])
                        rel[ids[(i + d) % n]].add(ids[i])
                for i in range(5):
                    rel[ids[i]].add(ids[i + 10])
                    rel[ids[i + 10]].add(ids[i])
            else:
                for a in ids:
                    for b in ids:
                        if a != b:
                            rel[a].add(b)

            if map_ == "bank":
                letters = verdeel_bank(vragen, "holdout21-" + tid)
            else:
                letters = [g_letter[v["id"]] for v in vragen]

            for v, letter in zip(vragen, letters):
                vid = v["id"]
                alle_ids[vid] += 1
                if not ID_RE.match(vid):
                    fout(f"id {vid} ongeldig")
                if map_ == "bank" and v["label"] != "none":
                    fout(f"{vid}: label {v['label']} in bank")
                if map_ == "gebrekkig" and v["label"] == "none":
                    fout(f"{vid}: label none in gebrekkig")
                if not 3 <= len(v["opties"]) <= 4:
                    fout(f"{vid}: {len(v['opties'])} opties")
                stijl_controles(v, map_)

                opties, fb, k, perm = plaats(v, letter, "holdout21-" + vid)
                correct_idx = k
                dubbel = None
                if v["label"] == "explanation/supports-distractor":
                    if v["comp"] is not None or v["fb"] is not None:
                        fout(f"{vid}: verplaatste sleutel met compute of feedback")
                    z = v["zet"]
                    if not 1 <= z < len(v["opties"]):
                        fout(f"{vid}: zet {z} ongeldig")
                    correct_idx = perm.index(z)
                elif v["label"] == "answer/duplicate-option":
                    i, j = v["dup"]
                    a, b = v["opties"][i], v["opties"][j]
                    if a == b or norm_optie(a) != norm_optie(b):
                        fout(f"{vid}: dubbele opties lezen niet hetzelfde: {a!r} / {b!r}")
                    dubbel = sorted([LETTERS[perm.index(i)], LETTERS[perm.index(j)]])
                # geen onbedoelde dubbele opties
                if v["label"] != "answer/duplicate-option":
                    normen = [norm_optie(o) for o in v["opties"]]
                    if len(set(normen)) != len(normen):
                        fout(f"{vid}: onbedoeld dubbele opties")

                related = sorted(rel[vid])
                pad = os.path.join(mapdir, vid + ".toml")
                with open(pad, "w", encoding="utf-8") as f:
                    f.write(vraag_toml(pad, v, opties, correct_idx, fb, related))
                geschreven[pad] = (map_, tid, v, opties, correct_idx, k, related)

                stats.append(dict(
                    id=vid, onderwerp=tid, groep=GROEP[tid], map=map_, label=v["label"],
                    styles=sorted(v["stijlen"]),
                    echte_sleutel=LETTERS[k], sleutel_in_bestand=LETTERS[correct_idx],
                    n_opties=len(opties), markup="markdown" if v["md"] else "plain",
                    compute=v["comp"] is not None, feedback=v["fb"] is not None,
                    dubbele_opties=dubbel,
                    woorden_toelichting=woorden(v["toelichting"]),
                    sleutel_is_langste_optie=(len(opties[k]) == max(len(o) for o in opties)
                                              and sum(len(o) == len(opties[k]) for o in opties) == 1),
                    pad=os.path.relpath(pad, ROOT),
                ))

    for vid, n in alle_ids.items():
        if n > 1:
            fout(f"id {vid} komt {n} keer voor")

    # ------------------------------------------------------------ teruglezen en controleren
    toegestaan_q = {"stem", "explanation", "options", "related", "status", "markup", "tags", "words",
                    "compute", "suppress"}
    ids_per_map_onderwerp = defaultdict(set)
    for pad, (map_, tid, *_rest) in geschreven.items():
        ids_per_map_onderwerp[(map_, tid)].add(os.path.basename(pad)[:-5])

    gelezen = {}
    for pad, (map_, tid, v, opties, correct_idx, k, related) in geschreven.items():
        vid = v["id"]
        with open(pad, encoding="utf-8") as f:
            eerste = f.readline().rstrip("\n")
        if not eerste.startswith("#:schema "):
            fout(f"{vid}: eerste regel is geen #:schema-regel")
        else:
            doel = os.path.normpath(os.path.join(os.path.dirname(pad), eerste.split(" ", 1)[1]))
            if doel != SCHEMA_Q:
                fout(f"{vid}: #:schema wijst naar {doel}")
        with open(pad, "rb") as f:
            d = tomllib.load(f)
        gelezen[vid] = (map_, tid, d)
        if set(d) - toegestaan_q:
            fout(f"{vid}: onbekende sleutels {set(d) - toegestaan_q}")
        for sleutel in ("stem", "explanation", "options"):
            if sleutel not in d:
                fout(f"{vid}: {sleutel} ontbreekt")
        if not 10 <= len(d["stem"]) <= 2000:
            fout(f"{vid}: lengte stam")
        if not 20 <= len(d["explanation"]) <= 10000:
            fout(f"{vid}: lengte toelichting")
        if d["stem"] != v["stam"] or d["explanation"] != v["toelichting"]:
            fout(f"{vid}: tekst komt niet ongeschonden terug")
        if [o["text"] for o in d["options"]] != opties:
            fout(f"{vid}: opties komen niet ongeschonden terug")
        for o in d["options"]:
            if set(o) - {"text", "correct", "feedback"}:
                fout(f"{vid}: onbekende optiesleutel")
        cor = [i for i, o in enumerate(d["options"]) if o.get("correct") is True]
        if len(cor) != 1:
            fout(f"{vid}: {len(cor)} opties met correct = true")
        elif cor[0] != correct_idx:
            fout(f"{vid}: correct staat op de verkeerde plek")
        if v["label"] == "explanation/supports-distractor" and cor and cor[0] == k:
            fout(f"{vid}: sleutel niet verplaatst")
        if v["label"] != "explanation/supports-distractor" and cor and cor[0] != k:
            fout(f"{vid}: sleutel verplaatst zonder label")
        if ("markup" in d) != v["md"] or ("markup" in d and d["markup"] != "markdown"):
            fout(f"{vid}: markup klopt niet")
        if "compute" in d:
            c = d["compute"]
            waarde = reken(c["expression"])
            getallen = [eerste_getal(o["text"]) for o in d["options"]]
            if any(g is None for g in getallen):
                fout(f"{vid}: compute, maar niet elke optie heeft een getal")
            else:
                dichtst = min(range(len(getallen)), key=lambda i: abs(getallen[i] - waarde))
                if dichtst != k:
                    fout(f"{vid}: compute {waarde} ligt het dichtst bij optie {LETTERS[dichtst]}, niet bij de sleutel")
                tol = c.get("tolerance", 0.05)
                if abs(getallen[k] - waarde) > tol * abs(waarde):
                    fout(f"{vid}: sleutel {getallen[k]} buiten tolerantie van {waarde}")
                if c["unit"] not in d["options"][k]["text"]:
                    fout(f"{vid}: eenheid {c['unit']} staat niet in de sleutel")
        # related
        rel = d.get("related", [])
        if len(set(rel)) != len(rel) or vid in rel:
            fout(f"{vid}: related met dubbele of eigen id")
        for r in rel:
            if r not in ids_per_map_onderwerp[(map_, tid)]:
                fout(f"{vid}: related {r} niet in dezelfde map en hetzelfde onderwerp")
        if map_ == "bank" and not 4 <= len(rel) <= 5:
            fout(f"{vid}: {len(rel)} related-links")
        if map_ == "gebrekkig" and len(rel) != len(ids_per_map_onderwerp[(map_, tid)]) - 1:
            fout(f"{vid}: gebrekkig linkt niet naar alle andere vragen")

    for vid, (map_, tid, d) in gelezen.items():
        for r in d.get("related", []):
            if r in gelezen and vid not in gelezen[r][2].get("related", []):
                fout(f"{vid} -> {r}: link niet wederkerig")

    # topic-bestanden
    for map_ in ("bank", "gebrekkig"):
        for tid in sorted(os.listdir(os.path.join(ROOT, map_))):
            tp = os.path.join(ROOT, map_, tid, "topic.toml")
            with open(tp, encoding="utf-8") as f:
                eerste = f.readline().rstrip("\n")
            doel = os.path.normpath(os.path.join(os.path.dirname(tp), eerste.split(" ", 1)[1]))
            if doel != SCHEMA_T:
                fout(f"{tp}: #:schema wijst naar {doel}")
            with open(tp, "rb") as f:
                d = tomllib.load(f)
            if "title" not in d or set(d) - {"title", "description", "parent", "prerequisites"}:
                fout(f"{tp}: sleutels kloppen niet")

    # ------------------------------------------------------------ aantallen
    lab = Counter((s["map"], s["label"]) for s in stats)
    if lab[("bank", "none")] != 260:
        fout(f"bank: {lab[('bank', 'none')]} gezonde vragen")
    if lab[("gebrekkig", "explanation/supports-distractor")] != 39:
        fout("gebrekkig: aantal explanation/supports-distractor is niet 39")
    if lab[("gebrekkig", "answer/duplicate-option")] != 7:
        fout("gebrekkig: aantal answer/duplicate-option is niet 7")
    per_ond = Counter((s["onderwerp"], s["label"]) for s in stats)
    for mod in onderwerpen:
        tid = mod.TOPIC["id"]
        if per_ond[(tid, "none")] != 20 or per_ond[(tid, "explanation/supports-distractor")] != 3:
            fout(f"{tid}: verkeerde aantallen")
        if per_ond[(tid, "answer/duplicate-option")] > 1:
            fout(f"{tid}: meer dan één dubbele-optievraag")
    bank = [s for s in stats if s["map"] == "bank"]
    sl = Counter(s["echte_sleutel"] for s in bank)
    if any(sl[x] != 65 for x in "ABCD"):
        fout(f"sleutelverdeling bank {dict(sl)}")
    st = Counter(x for s in bank for x in s["styles"])
    for naam, minimum in MINIMA.items():
        if st[naam] < minimum:
            fout(f"stijl {naam}: {st[naam]} < {minimum}")
    rekenen_met_compute = sum(1 for s in bank if "rekenen" in s["styles"] and s["compute"])
    rekenen_woorden = sum(1 for s in bank if "rekenen" in s["styles"] and "getal-woorden" in s["styles"])
    rekenen_uitgewerkt = sum(1 for s in bank if "rekenen" in s["styles"] and "uitgewerkt" in s["styles"])
    if not (rekenen_met_compute and rekenen_woorden and rekenen_uitgewerkt):
        fout("rekenvragen missen compute, getal-woorden of uitgewerkt")

    with open(os.path.join(SRC, "stats.json"), "w", encoding="utf-8") as f:
        json.dump(stats, f, ensure_ascii=False, indent=1)
        f.write("\n")

    if FOUTEN:
        for e in FOUTEN:
            print("FOUT:", e)
        print(f"{len(FOUTEN)} fouten")
        sys.exit(1)

    print(f"{len(stats)} vragen geschreven en gecontroleerd; labels: "
          + ", ".join(f"{k[1]}={v}" for k, v in sorted(lab.items())))
    print("stijlen (bank): " + ", ".join(f"{k}={st[k]}" for k in STIJLEN))
    subprocess.run([sys.executable, os.path.join(SRC, "readme.py")], check=True)


if __name__ == "__main__":
    main()
