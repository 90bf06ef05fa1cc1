"""Schrijft bank/ en gebrekkig/ uit de vraagdata, leest alles terug met tomllib en controleert het.

Gebruik: python3 src/build.py   (vanuit tests/holdout25/answer-explanation)
Stopt met exitcode 1 bij een fout. Schrijft daarna src/stats.json en roept src/readme.py aan.
"""
import sys
sys.dont_write_bytecode = True
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
from fractions import Fraction

HIER = os.path.dirname(os.path.abspath(__file__))
BASIS = os.path.dirname(HIER)
SCHEMA = "/work/main/schema"
sys.path.insert(0, HIER)
from common import N, SD, DO  # noqa: E402

ONDERWERPEN = ["ssh-verbindingen", "wachtwoorden-en-2fa", "markdown", "cron-planning",
               "brandstofverbruik", "mengverhoudingen", "halveringstijd",
               "stijlfiguren", "industrialisatie", "ontdekkingsreizen",
               "breien-en-haken", "huiskatten", "bordspellen"]
LETTERS = "ABCD"
SEED = 2525
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
STIJLEN = {"kort", "lang", "negatief", "neg-sleutel", "neg-afleiders", "neg-beide", "rekenen",
           "uitgewerkt", "getal-woorden", "compute", "link", "code", "it-acroniem", "acroniem",
           "weerlegt", "parafrase", "contrast", "feedback", "standaard"}
MINIMUM = {"kort": 60, "lang": 13, "negatief": 13, "rekenen": 45, "uitgewerkt": 40,
           "getal-woorden": 25, "compute": 30, "link": 2, "code": 25, "it-acroniem": 10,
           "weerlegt": 80, "parafrase": 60, "contrast": 15}
GETALWOORDEN = r"\b(één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|dertien|veertien|vijftien|zestien|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|honderd|duizend|miljoen|half|halve|kwart|tweede|derde|vierde|zesde|eerste|dubbel|verdubbelt|drievoudige)\b"
IT_ACRO = r"\b(SSH|TCP|FTP|FTPS|SFTP|TLS|HTTP|HTML|GFM|RFC|TOTP|FIDO2|NIST|AES|SHA-256|DSA|ECDSA|RSA|IP|QR)\b"

fouten = []


def fout(msg):
    fouten.append(msg)


def laad():
    data = []
    for naam in ONDERWERPEN:
        mod = importlib.import_module("t_" + naam.replace("-", "_"))
        if mod.ONDERWERP["naam"] != naam:
            fout(f"{naam}: ONDERWERP.naam klopt niet")
        data.append(mod)
    return data


def getal(tekst):
    """Eerste getal in een optie (met decimale komma, spaties als duizendtal-scheiding, of a/b)."""
    t = tekst.replace("`", "")
    m = re.search(r"(\d+)\s*/\s*(\d+)", t)
    if m and not re.search(r"\d[ .,]\d", t[:m.start()]) and re.fullmatch(r"\s*\d+\s*/\s*\d+\s*", t):
        return float(Fraction(int(m.group(1)), int(m.group(2))))
    m = re.search(r"\d{1,3}(?: \d{3})+(?:,\d+)?|\d+(?:,\d+)?", t)
    if not m:
        return None
    return float(m.group(0).replace(" ", "").replace(",", "."))


def norm(tekst):
    """Zoals een student de optie leest: zonder hoofdletters, witruimte, leestekens, koppeltekens."""
    t = tekst.lower().strip()
    t = re.sub(r"(?<=\d)[.,](?=\d)", "#", t)
    n = re.sub(r"[\s\-‐–—.,;:!?'\"`()]+", "", t)
    return n if n else re.sub(r"\s+", "", t)


def zonder_code(tekst):
    return re.sub(r"`[^`]*`", "", tekst)


def heeft_md(tekst):
    return "`" in tekst or "](" in tekst or "**" in tekst or "_" in zonder_code(tekst) \
        or "*" in zonder_code(tekst)


def tstr(s, multi=False):
    e = s.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    if multi:
        return '"""\n' + e + '"""'
    if "\n" in s:
        raise ValueError("nieuwe regel in enkelregelige string")
    return '"' + e + '"'


def eval_expr(expr):
    if not re.fullmatch(r"[0-9eE.+\-*/^() ]+", expr):
        raise ValueError(expr)
    return eval(expr.replace("^", "**"), {"__builtins__": {}})


def plaatsen(mods):
    """Bepaalt per vraag de weergavevolgorde. Geeft dict id -> (volgorde van data-indexen)."""
    rng = random.Random(SEED)
    volgorde = {}
    vast = {L: 0 for L in LETTERS}
    vrij = []
    for mod in mods:
        for v in mod.BANK:
            if v["sorteer"]:
                idx = sorted(range(len(v["opties"])), key=lambda i: getal(v["opties"][i]))
                volgorde[v["id"]] = idx
                vast[LETTERS[idx.index(0)]] += 1
            else:
                vrij.append(v)
    totaal = sum(len(m.BANK) for m in mods)
    doel = totaal // 4
    pool = []
    for L in LETTERS:
        if vast[L] > doel:
            fout(f"te veel gesorteerde sleutels op {L}: {vast[L]}")
        pool += [L] * (doel - vast[L])
    rng.shuffle(pool)
    # eerst de vragen met drie opties (geen D mogelijk)
    drie = [v for v in vrij if len(v["opties"]) == 3]
    vier = [v for v in vrij if len(v["opties"]) != 3]
    toewijzing = {}
    for v in drie:
        for k, L in enumerate(pool):
            if L != "D":
                toewijzing[v["id"]] = pool.pop(k)
                break
    for v in vier:
        toewijzing[v["id"]] = pool.pop(0)
    for v in vrij:
        pos = LETTERS.index(toewijzing[v["id"]])
        rest = list(range(1, len(v["opties"])))
        rng.shuffle(rest)
        volgorde[v["id"]] = rest[:pos] + [0] + rest[pos:]
    for mod in mods:
        for v in mod.GEBREKKIG:
            if v["sorteer"]:
                volgorde[v["id"]] = sorted(range(len(v["opties"])), key=lambda i: getal(v["opties"][i]))
            else:
                idx = list(range(len(v["opties"])))
                rng.shuffle(idx)
                volgorde[v["id"]] = idx
    return volgorde


def related_bank(n):
    buren = {i: set() for i in range(n)}
    for i in range(n):
        for d in (1, 2):
            j = (i + d) % n
            buren[i].add(j)
            buren[j].add(i)
    for i in range(5):
        buren[i].add(i + 10)
        buren[i + 10].add(i)
    return buren


def schrijf_vraag(pad, v, volg, related, schema_rel):
    regels = [f"#:schema {schema_rel}"]
    regels.append("stem = " + tstr(v["stam"]))
    t = v["toel"]
    regels.append("explanation = " + tstr(t, multi=("\n" in t or len(t) > 200)))
    regels.append("related = [" + ", ".join(tstr(r) for r in related) + "]")
    if v["md"]:
        regels.append('markup = "markdown"')
    juist = v["zet"] if v["lab"] == SD else 0
    for i in volg:
        regels.append("")
        regels.append("[[options]]")
        regels.append("text = " + tstr(v["opties"][i]))
        if i == juist:
            regels.append("correct = true")
        if v["fb"]:
            regels.append("feedback = " + tstr(v["fb"][i]))
    if v["comp"] and v["lab"] == N:
        regels.append("")
        regels.append("[compute]")
        regels.append("expression = " + tstr(v["comp"][0]))
        regels.append("unit = " + tstr(v["comp"][1]))
    with open(pad, "w", encoding="utf-8") as f:
        f.write("\n".join(regels) + "\n")


def controleer_data(mods):
    gebruikt = open("/tmp/used_topics.txt", encoding="utf-8").read().strip().split(",")
    gebruikt = [g.strip() for g in gebruikt if g.strip()]
    stop = {"en", "de", "het", "van", "in", "op"}
    ids = set()
    n_do = 0
    for mod in mods:
        naam = mod.ONDERWERP["naam"]
        if not ID_RE.match(naam):
            fout(f"{naam}: ongeldige onderwerpnaam")
        for g in gebruikt:
            if naam == g or difflib.SequenceMatcher(None, naam, g).ratio() > 0.75:
                fout(f"{naam}: lijkt op gebruikt onderwerp {g}")
            gemeen = (set(naam.split("-")) & set(g.split("-"))) - stop
            if gemeen:
                fout(f"{naam}: deelt woord {gemeen} met gebruikt onderwerp {g}")
        if len(mod.BANK) != 20:
            fout(f"{naam}: {len(mod.BANK)} gezonde vragen in plaats van 20")
        sd = [v for v in mod.GEBREKKIG if v["lab"] == SD]
        do = [v for v in mod.GEBREKKIG if v["lab"] == DO]
        if len(sd) != 3 or len(do) > 1 or len(sd) + len(do) != len(mod.GEBREKKIG):
            fout(f"{naam}: verkeerde gebrekkige vragen")
        n_do += len(do)
        for v in mod.BANK + mod.GEBREKKIG:
            vid = v["id"]
            if not ID_RE.match(vid) or vid in ids:
                fout(f"{vid}: ongeldig of dubbel id")
            ids.add(vid)
            if not 3 <= len(v["opties"]) <= 4:
                fout(f"{vid}: {len(v['opties'])} opties")
            if len(v["toel"]) < 20 or len(v["stam"]) < 10:
                fout(f"{vid}: stam of toelichting te kort")
            if set(v["stijlen"]) - STIJLEN or not v["stijlen"]:
                fout(f"{vid}: onbekende of geen stijl {set(v['stijlen']) - STIJLEN}")
            in_bank = v in mod.BANK
            if in_bank and v["lab"] != N:
                fout(f"{vid}: label in bank moet none zijn")
            if v["lab"] == SD and not (isinstance(v["zet"], int) and 0 < v["zet"] < len(v["opties"])):
                fout(f"{vid}: verplaatste sleutel zonder geldige zet")
            if v["lab"] != SD and v["zet"] is not None:
                fout(f"{vid}: zet zonder label")
            if v["lab"] == DO and not v["dup"]:
                fout(f"{vid}: dubbele optie zonder dup")
            if v["lab"] != DO and v["dup"]:
                fout(f"{vid}: dup zonder label")
            if v["lab"] != N and (v["comp"] or v["fb"]):
                fout(f"{vid}: gebrekkige vraag met compute of feedback")
            if v["fb"] and len(v["fb"]) != len(v["opties"]):
                fout(f"{vid}: feedback niet bij elke optie")
            # dubbele opties
            genorm = [norm(o) for o in v["opties"]]
            paren = {(i, j) for i in range(len(genorm)) for j in range(i + 1, len(genorm)) if genorm[i] == genorm[j]}
            if v["lab"] == DO:
                if paren != {tuple(sorted(v["dup"]))}:
                    fout(f"{vid}: dubbele paren {paren} in plaats van {v['dup']}")
                a, b = v["dup"]
                if v["opties"][a] == v["opties"][b]:
                    fout(f"{vid}: dubbele opties zijn letterlijk gelijk")
            elif paren:
                fout(f"{vid}: onbedoeld dubbele opties {paren}")
            if v["sorteer"] and any(getal(o) is None for o in v["opties"]):
                fout(f"{vid}: sorteer zonder getal")
            # markdown
            alles = [v["stam"], v["toel"]] + v["opties"] + (v["fb"] or [])
            if any(heeft_md(t) for t in alles) and not v["md"]:
                fout(f"{vid}: Markdown zonder markup")
            if v["md"] and not any("`" in t or "](" in t for t in alles):
                fout(f"{vid}: markup zonder Markdown")
            controleer_stijlen(v)
            if v["comp"] and v["lab"] == N:
                waarde = eval_expr(v["comp"][0])
                nums = [getal(o) for o in v["opties"]]
                best = min(range(len(nums)), key=lambda i: abs(nums[i] - waarde))
                if best != 0 or abs(nums[0] - waarde) > 0.05 * abs(waarde):
                    fout(f"{vid}: compute {waarde} past niet bij sleutel {v['opties'][0]}")
    if n_do != 7:
        fout(f"{n_do} vragen met dubbele optie in plaats van 7")


def controleer_stijlen(v):
    vid, st, t = v["id"], set(v["stijlen"]), v["toel"]
    woorden = len(t.split())
    zinnen = len(re.findall(r"[.!?](?:\s|$)", t.strip()))
    if ("kort" in st) != ("\n" not in t and zinnen <= 1):
        fout(f"{vid}: stijl kort klopt niet ({zinnen} zinnen)")
    if ("lang" in st) != (woorden >= 60):
        fout(f"{vid}: stijl lang klopt niet ({woorden} woorden)")
    if ("link" in st) != ("](" in zonder_code(t)):
        fout(f"{vid}: stijl link klopt niet")
    if ("code" in st) != ("`" in t):
        fout(f"{vid}: stijl code klopt niet")
    neg = bool(re.search(r"\b(NIET|GEEN|onjuist|klopt niet)\b", v["stam"]))
    if ("negatief" in st) != neg:
        fout(f"{vid}: stijl negatief klopt niet")
    if ("negatief" in st) and v["lab"] == N and not st & {"neg-sleutel", "neg-afleiders", "neg-beide"}:
        fout(f"{vid}: negatief zonder soort toelichting")
    if "parafrase" in st and v["lab"] != DO:
        sleutel = v["opties"][0].replace("`", "").lower()
        if re.search(r"(?<!\w)" + re.escape(sleutel) + r"(?!\w)", t.replace("`", "").lower()):
            fout(f"{vid}: parafrase herhaalt de sleuteltekst")
    if "uitgewerkt" in st and not re.search(r"[×=+−/→]", t):
        fout(f"{vid}: uitgewerkt zonder berekening")
    if "getal-woorden" in st:
        alles = " ".join([v["stam"], t] + v["opties"])
        if not (re.search(GETALWOORDEN, alles, re.I) and re.search(r"\d", alles)):
            fout(f"{vid}: getal-woorden zonder getal in woorden en in cijfers")
    if "it-acroniem" in st and not re.search(IT_ACRO, " ".join([v["stam"], t] + v["opties"])):
        fout(f"{vid}: it-acroniem zonder afkorting")
    if ("compute" in st) != bool(v["comp"]):
        fout(f"{vid}: stijl compute klopt niet")
    if ("feedback" in st) != bool(v["fb"]):
        fout(f"{vid}: stijl feedback klopt niet")
    if "standaard" in st and len(st) > 1:
        fout(f"{vid}: standaard naast andere stijlen")
    if "uitgewerkt" in st and "rekenen" not in st:
        fout(f"{vid}: uitgewerkt zonder rekenen")


def main():
    mods = laad()
    controleer_data(mods)
    if fouten:
        print("\n".join(fouten))
        sys.exit(1)
    volgorde = plaatsen(mods)
    for map_ in ("bank", "gebrekkig"):
        shutil.rmtree(os.path.join(BASIS, map_), ignore_errors=True)
    verwacht = {}
    stats = []
    for mod in mods:
        o = mod.ONDERWERP
        for map_, lijst in (("bank", mod.BANK), ("gebrekkig", mod.GEBREKKIG)):
            d = os.path.join(BASIS, map_, o["naam"])
            os.makedirs(d)
            q_rel = os.path.relpath(os.path.join(SCHEMA, "question.schema.json"), d)
            t_rel = os.path.relpath(os.path.join(SCHEMA, "topic.schema.json"), d)
            with open(os.path.join(d, "topic.toml"), "w", encoding="utf-8") as f:
                f.write(f"#:schema {t_rel}\ntitle = {tstr(o['titel'])}\ndescription = {tstr(o['beschrijving'])}\n")
            ids = [v["id"] for v in lijst]
            if map_ == "bank":
                b = related_bank(len(lijst))
                rel = {ids[i]: [ids[j] for j in sorted(b[i])] for i in range(len(ids))}
            else:
                rel = {a: [x for x in ids if x != a] for a in ids}
            for v in lijst:
                volg = volgorde[v["id"]]
                schrijf_vraag(os.path.join(d, v["id"] + ".toml"), v, volg, rel[v["id"]], q_rel)
                echt = LETTERS[volg.index(0)]
                inbestand = LETTERS[volg.index(v["zet"])] if v["lab"] == SD else echt
                dubbel = [LETTERS[volg.index(i)] for i in v["dup"]] if v["dup"] else []
                lengtes = [len(x) for x in v["opties"]]
                langste = lengtes[0] == max(lengtes) and lengtes.count(max(lengtes)) == 1
                stats.append(dict(id=v["id"], map=map_, label=v["lab"], onderwerp=o["naam"], groep=o["groep"],
                                  stijlen=v["stijlen"], echte_sleutel=echt, sleutel_in_bestand=inbestand,
                                  dubbele_opties=sorted(dubbel), aantal_opties=len(v["opties"]),
                                  markup="markdown" if v["md"] else None, compute=bool(v["comp"] and v["lab"] == N),
                                  sleutel_langste_optie=langste, woorden_toelichting=len(v["toel"].split()),
                                  related=rel[v["id"]]))
                verwacht[(map_, o["naam"], v["id"])] = (v, volg)
    terugleescontrole(verwacht)
    if fouten:
        print("\n".join(fouten))
        sys.exit(1)
    with open(os.path.join(HIER, "stats.json"), "w", encoding="utf-8") as f:
        json.dump({"seed": SEED, "vragen": stats}, f, ensure_ascii=False, indent=1)
    subprocess.run([sys.executable, os.path.join(HIER, "readme.py")], check=True)
    print(f"ok: {len(stats)} vragen geschreven")


def terugleescontrole(verwacht):
    toegestaan = {"stem", "explanation", "options", "related", "markup", "compute"}
    gelezen = {}
    for (map_, ond, vid), (v, volg) in verwacht.items():
        d = os.path.join(BASIS, map_, ond)
        pad = os.path.join(d, vid + ".toml")
        tekst = open(pad, encoding="utf-8").read()
        eerste = tekst.splitlines()[0]
        schema_pad = os.path.normpath(os.path.join(d, eerste.split(" ", 1)[1]))
        if not eerste.startswith("#:schema ") or schema_pad != os.path.join(SCHEMA, "question.schema.json"):
            fout(f"{pad}: schema-regel klopt niet")
        doc = tomllib.loads(tekst)
        gelezen[(map_, ond, vid)] = doc
        if set(doc) - toegestaan or not {"stem", "explanation", "options", "related"} <= set(doc):
            fout(f"{pad}: onbekende of ontbrekende velden {set(doc)}")
        if doc["stem"] != v["stam"] or doc["explanation"] != v["toel"]:
            fout(f"{pad}: stam of toelichting komt niet ongeschonden terug")
        teksten = [o["text"] for o in doc["options"]]
        if teksten != [v["opties"][i] for i in volg]:
            fout(f"{pad}: opties komen niet ongeschonden terug")
        for o in doc["options"]:
            if set(o) - {"text", "correct", "feedback"}:
                fout(f"{pad}: onbekend optieveld")
        juist = [i for i, o in enumerate(doc["options"]) if o.get("correct") is True]
        if len(juist) != 1:
            fout(f"{pad}: niet precies één correct = true")
        verwacht_juist = v["zet"] if v["lab"] == SD else 0
        if juist and teksten[juist[0]] != v["opties"][verwacht_juist]:
            fout(f"{pad}: correct = true op de verkeerde optie")
        if not 3 <= len(teksten) <= 4:
            fout(f"{pad}: aantal opties")
        if len(doc["explanation"]) < 20:
            fout(f"{pad}: toelichting te kort")
        if v["md"] != (doc.get("markup") == "markdown"):
            fout(f"{pad}: markup klopt niet")
        if v["sorteer"]:
            nums = [getal(t) for t in teksten]
            if nums != sorted(nums):
                fout(f"{pad}: numerieke opties niet oplopend")
        if v["lab"] == SD and juist and teksten[juist[0]] == v["opties"][0]:
            fout(f"{pad}: verplaatste sleutel staat op de echte sleutel")
        # topic.toml
        tdoc = tomllib.loads(open(os.path.join(d, "topic.toml"), encoding="utf-8").read())
        if set(tdoc) - {"title", "description"} or "title" not in tdoc:
            fout(f"{d}/topic.toml: velden")
    for (map_, ond, vid), doc in gelezen.items():
        rel = doc["related"]
        if len(set(rel)) != len(rel) or vid in rel:
            fout(f"{vid}: dubbele of zelflink")
        if map_ == "bank" and not 4 <= len(rel) <= 5:
            fout(f"{vid}: {len(rel)} links in bank")
        if map_ == "gebrekkig":
            anderen = {k[2] for k in gelezen if k[0] == map_ and k[1] == ond and k[2] != vid}
            if set(rel) != anderen:
                fout(f"{vid}: linkt niet naar alle andere gebrekkige vragen van het onderwerp")
        for r in rel:
            if (map_, ond, r) not in gelezen:
                fout(f"{vid}: link {r} bestaat niet in dezelfde map en hetzelfde onderwerp")
            elif vid not in gelezen[(map_, ond, r)]["related"]:
                fout(f"{vid}: link {r} is niet wederkerig")
    # sleutelverdeling
    telling = {L: 0 for L in LETTERS}
    for (map_, ond, vid), doc in gelezen.items():
        if map_ == "bank":
            telling[LETTERS[[o.get("correct", False) for o in doc["options"]].index(True)]] += 1
    if len(set(telling.values())) != 1:
        fout(f"sleutels in bank niet gelijk verdeeld: {telling}")
    # minimum per stijl
    tel = {}
    for (map_, ond, vid), (v, volg) in verwacht.items():
        if map_ == "bank":
            for s in v["stijlen"]:
                tel[s] = tel.get(s, 0) + 1
    for s, m in MINIMUM.items():
        if tel.get(s, 0) < m:
            fout(f"stijl {s}: {tel.get(s, 0)} < {m}")


if __name__ == "__main__":
    main()
