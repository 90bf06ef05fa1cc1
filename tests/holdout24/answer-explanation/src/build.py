#!/usr/bin/env python3
"""Schrijft bank/ en gebrekkig/ van holdout24/answer-explanation, leest alles
terug met tomllib, controleert, schrijft stats.json en roept readme.py aan."""
import difflib, importlib, json, os, random, re, shutil, subprocess, sys, tomllib
from collections import Counter

SRC = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(SRC)
SCHEMA = os.path.abspath(os.path.join(ROOT, "..", "..", "..", "schema"))
sys.path.insert(0, SRC)

ONDERWERPEN = [
    "usb-en-aansluitingen", "beeldschermen", "makefiles", "vim-editor",
    "kracht-en-gewicht", "machten-en-wortels",
    "franse-revolutie", "periodiek-systeem", "nederlandse-spreekwoorden", "spijsvertering",
    "afval-scheiden", "hardlopen", "verhuizen",
]
if os.environ.get("ALLEEN"):  # alleen om tijdens het schrijven te testen
    ONDERWERPEN = os.environ["ALLEEN"].split(",")
GROEPEN = {"IT": 4, "rekenen/natuurkunde": 2, "schoolvak": 4, "praktisch": 3}
MINIMA = {"rekenen": 40, "negatief": 25, "lang": 30, "kort": 40, "parafrase": 30,
          "weerlegt": 30, "link": 10, "code": 10, "cursief": 10, "it-acroniem": 15,
          "feedback": 15}
ALLE_STIJLEN = ["rekenen", "uitgewerkt", "getal-woorden", "compute", "negatief", "lang",
                "kort", "parafrase", "weerlegt", "link", "code", "cursief",
                "it-acroniem", "feedback"]
LABELS = ["none", "explanation/supports-distractor", "answer/duplicate-option"]
LETTERS = "ABCDEFGH"
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
ACRONIEMEN = ["USB", "HDMI", "VGA", "DVI", "UTP", "RJ45", "SSD", "NVMe", "PCIe", "SATA",
              "LCD", "OLED", "LED", "HDR", "DPI", "PPI", "Hz", "GNU", "CPU", "GPU", "RAM",
              "PDF", "HTML", "URL", "ASCII", "UTF-8", "POSIX", "CLI", "IDE", "EOF", "IPS",
              "sRGB", "RGB", "PD", "MST", "HTTP", "CSV", "JSON", "SMD", "CRT", "VA", "TN",
              "GPS", "QR", "NFC", "DNS", "SSH", "BSD", "KiB"]
GETALWOORDEN = r"\b(zesde|achtste|duizendste|honderdste|tweederde|een half|een halve|halve|anderhalf|anderhalve|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|dertien|veertien|vijftien|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|honderd|duizend|miljoen|miljard|een kwart|kwart|derde|tiende|dubbele|verdubbel\w*|helft|dozijn)\b"

fouten = []


def fout(msg):
    fouten.append(msg)


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
        elif ord(ch) < 0x20 or ord(ch) == 0x7f:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def toml_ml(s):
    """meerregelige basisstring"""
    body = s.replace("\\", "\\\\").replace('"', '\\"')
    return '"""\n' + body + '"""'


def getal(tekst):
    m = re.search(r"-?\d+(?:[.,]\d+)?", tekst.replace("\u2212", "-"))
    if not m:
        return None
    v = float(m.group(0).replace(",", "."))
    rest = tekst[m.end():].strip()
    for pre, f in (("Gbit", 1000), ("GB", 1000), ("kB", 0.001), ("km", 1000), ("min", 60),
                   ("uur", 3600), ("kN", 1000), ("kg", 1000)):
        if rest.startswith(pre):
            return v * f
    return v


def normaal(t):
    if "`" in t:  # code: hoofdletters en leestekens tellen daar mee
        return re.sub(r"\s+", " ", t.strip())
    t = t.lower()
    t = re.sub(r"(?<=\d)[.,](?=\d)", "§", t)
    t = t.replace("\u2018", "'").replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    t = re.sub(r"[\s\-\u2010\u2011\u2013.,;:!?'\"()]", "", t)
    return t


def evalueer(expr):
    if not re.fullmatch(r"[0-9eE.+\-*/^() ]+", expr):
        raise ValueError("ongeldige expressie " + expr)
    return eval(expr.replace("^", "**"), {"__builtins__": {}})


MD_RE = re.compile(r"[`*_\[\]<>#]")


def heeft_md(s):
    return bool(MD_RE.search(s))


def zinnen(s):
    return len(re.findall(r"[.!?](\s|$)", s.strip()))


def main():
    rng = random.Random(2424)
    for d in ("bank", "gebrekkig"):
        shutil.rmtree(os.path.join(ROOT, d), ignore_errors=True)
    lijst = "/tmp/used_topics.txt"  # verboden onderwerpnamen; ontbreekt het bestand, dan vervalt die controle
    verboden = set(open(lijst).read().strip().split(",")) if os.path.exists(lijst) else set()
    alle = []
    groepen = Counter()
    topics = {}
    for ow in ONDERWERPEN:
        if ow in verboden:
            fout("onderwerp al gebruikt: " + ow)
        for v in verboden:
            a, b = set(ow.split("-")), set(v.split("-"))
            if v and (a <= b or b <= a or difflib.SequenceMatcher(None, ow, v).ratio() > 0.8):
                fout(f"onderwerp {ow} lijkt op {v}")
        mod = importlib.import_module("t_" + ow.replace("-", "_"))
        assert mod.ONDERWERP == ow
        groepen[mod.GROEP] += 1
        topics[ow] = mod
        for v in mod.VRAGEN:
            v["onderwerp"] = ow
            v["groep"] = mod.GROEP
            v["map"] = "bank" if v["lab"] == "none" else "gebrekkig"
            alle.append(v)
    if dict(groepen) != GROEPEN:
        fout(f"groepen {dict(groepen)}")

    # ---- controles per vraag op de data ----
    ids = Counter(v["id"] for v in alle)
    for i, n in ids.items():
        if n > 1:
            fout("dubbel id " + i)
        if not ID_RE.match(i):
            fout("ongeldig id " + i)
    for ow in ONDERWERPEN:
        c = Counter(v["lab"] for v in alle if v["onderwerp"] == ow)
        if c["none"] != 20 or c["explanation/supports-distractor"] != 3 or c["answer/duplicate-option"] > 1:
            fout(f"aantallen {ow}: {dict(c)}")
    c = Counter(v["lab"] for v in alle)
    if c != Counter({"none": 260, "explanation/supports-distractor": 39, "answer/duplicate-option": 7}):
        fout(f"totalen {dict(c)}")

    # ---- sleutelplaatsen ----
    gezond = [v for v in alle if v["lab"] == "none"]
    for v in alle:
        n = len(v["opties"])
        if n not in (3, 4):
            fout(f"{v['id']}: {n} opties")
    vast = Counter()
    for v in gezond:
        if v["sorteer"]:
            waarden = [getal(o) for o in v["opties"]]
            if None in waarden or len(set(waarden)) != len(waarden):
                fout(f"{v['id']}: niet sorteerbaar")
                continue
            volg = sorted(range(len(v["opties"])), key=lambda k: waarden[k])
            v["_pos"] = volg.index(0)
            vast[v["_pos"]] += 1
        elif v["pos"] is not None:
            v["_pos"] = v["pos"]
            vast[v["pos"]] += 1
    vrij = [v for v in gezond if "_pos" not in v]
    nodig = {k: 65 - vast[k] for k in range(4)}
    if min(nodig.values()) < 0:
        fout(f"te veel vaste sleutels op een plaats: {dict(vast)}")
    pool = []
    for k in range(4):
        pool += [k] * max(0, nodig[k])
    rng.shuffle(pool)
    drie = [v for v in vrij if len(v["opties"]) == 3]
    vier = [v for v in vrij if len(v["opties"]) == 4]
    for v in drie:
        k = next(x for x in pool if x != 3)
        pool.remove(k)
        v["_pos"] = k
    for v in vier:
        v["_pos"] = pool.pop()
    for v in alle:
        if "_pos" in v:
            continue
        if v["sorteer"]:
            waarden = [getal(o) for o in v["opties"]]
            volg = sorted(range(len(v["opties"])), key=lambda k: waarden[k])
            v["_pos"] = volg.index(0)
        elif v["pos"] is not None:
            v["_pos"] = v["pos"]
        else:
            v["_pos"] = rng.randrange(len(v["opties"]))

    # ---- volgorde van de opties ----
    for v in alle:
        n = len(v["opties"])
        if v["sorteer"]:
            waarden = [getal(o) for o in v["opties"]]
            volg = sorted(range(n), key=lambda k: waarden[k])
        else:
            rest = list(range(1, n))
            rng.shuffle(rest)
            volg = rest[:v["_pos"]] + [0] + rest[v["_pos"]:]
        v["_volg"] = volg  # volg[plaats] = index in opties
        plaats = {idx: p for p, idx in enumerate(volg)}
        v["echte_sleutel"] = LETTERS[plaats[0]]
        if v["lab"] == "explanation/supports-distractor":
            if not v["zet"]:
                fout(v["id"] + ": verplaatste sleutel zonder zet")
                v["zet"] = 1
            v["_vlag"] = v["zet"]
        else:
            if v["zet"]:
                fout(v["id"] + ": zet zonder label")
            v["_vlag"] = 0
        v["sleutel_in_bestand"] = LETTERS[plaats[v["_vlag"]]]
        v["dubbele_opties"] = sorted(LETTERS[plaats[i]] for i in v["dup"]) if v["dup"] else []
        if (v["lab"] == "answer/duplicate-option") != bool(v["dup"]):
            fout(v["id"] + ": dup en label kloppen niet")

    # ---- schrijven ----
    schrijf_topics = {}
    for v in alle:
        d = os.path.join(ROOT, v["map"], v["onderwerp"])
        os.makedirs(d, exist_ok=True)
        schrijf_topics[d] = topics[v["onderwerp"]]
    # related
    for ow in ONDERWERPEN:
        for m in ("bank", "gebrekkig"):
            groep = [v for v in alle if v["onderwerp"] == ow and v["map"] == m]
            n = len(groep)
            buren = {i: set() for i in range(n)}
            if m == "bank":
                for i in range(n):
                    for s in (1, 2):
                        buren[i].add((i + s) % n)
                        buren[(i + s) % n].add(i)
                for i in range(0, n // 2, 2):
                    buren[i].add(i + n // 2)
                    buren[i + n // 2].add(i)
            else:
                for i in range(n):
                    buren[i] = set(range(n)) - {i}
            for i, v in enumerate(groep):
                rel = [groep[j]["id"] for j in sorted(buren[i])]
                rng.shuffle(rel)
                v["related"] = rel
    for d, mod in schrijf_topics.items():
        rel = os.path.relpath(os.path.join(SCHEMA, "topic.schema.json"), d)
        with open(os.path.join(d, "topic.toml"), "w", encoding="utf-8") as f:
            f.write(f"#:schema {rel}\n")
            f.write(f"title = {toml_str(mod.TITEL)}\n")
            f.write(f"description = {toml_str(mod.BESCHRIJVING)}\n")
    for v in alle:
        d = os.path.join(ROOT, v["map"], v["onderwerp"])
        rel = os.path.relpath(os.path.join(SCHEMA, "question.schema.json"), d)
        md = any(s in v["stijlen"] for s in ("link", "code", "cursief"))
        r = [f"#:schema {rel}"]
        r.append(f"stem = {toml_str(v['stam'])}")
        if md:
            r.append('markup = "markdown"')
        t = v["toel"]
        r.append(f"explanation = {toml_ml(t) if chr(10) in t else toml_str(t)}")
        r.append("related = [" + ", ".join(toml_str(x) for x in v["related"]) + "]")
        for p, idx in enumerate(v["_volg"]):
            r.append("")
            r.append("[[options]]")
            r.append(f"text = {toml_str(v['opties'][idx])}")
            if idx == v["_vlag"]:
                r.append("correct = true")
            if v["fb"]:
                r.append(f"feedback = {toml_str(v['fb'][idx])}")
        if v["comp"]:
            r.append("")
            r.append("[compute]")
            r.append(f"expression = {toml_str(v['comp'][0])}")
            r.append(f"unit = {toml_str(v['comp'][1])}")
            if len(v["comp"]) > 2:
                r.append(f"tolerance = {v['comp'][2]}")
        with open(os.path.join(d, v["id"] + ".toml"), "w", encoding="utf-8") as f:
            f.write("\n".join(r) + "\n")

    # ---- teruglezen en controleren ----
    idmap = {}
    for v in alle:
        idmap[v["id"]] = v
    QKEYS = {"stem", "explanation", "options", "related", "markup"}
    for v in alle:
        d = os.path.join(ROOT, v["map"], v["onderwerp"])
        pad = os.path.join(d, v["id"] + ".toml")
        tekst = open(pad, encoding="utf-8").read()
        eerste = tekst.split("\n", 1)[0]
        if not eerste.startswith("#:schema "):
            fout(pad + ": geen #:schema")
        elif os.path.abspath(os.path.join(d, eerste[9:])) != os.path.join(SCHEMA, "question.schema.json"):
            fout(pad + ": #:schema wijst mis")
        try:
            t = tomllib.loads(tekst)
        except Exception as e:
            fout(f"{pad}: {e}")
            continue
        for k in ("stem", "explanation", "options"):
            if k not in t:
                fout(f"{pad}: {k} ontbreekt")
        for k in t:
            if k not in QKEYS and k != "compute":
                fout(f"{pad}: onbekend veld {k}")
        if t["stem"] != v["stam"] or t["explanation"] != v["toel"]:
            fout(pad + ": tekst komt niet ongeschonden terug")
        if not (10 <= len(t["stem"]) <= 2000) or not (20 <= len(t["explanation"]) <= 10000):
            fout(pad + ": lengte stam/toelichting")
        opts = t["options"]
        for o in opts:
            for k in o:
                if k not in ("text", "correct", "feedback"):
                    fout(f"{pad}: onbekend optieveld {k}")
        juist = [i for i, o in enumerate(opts) if o.get("correct") is True]
        if len(juist) != 1:
            fout(pad + ": niet precies één correct")
            continue
        if LETTERS[juist[0]] != v["sleutel_in_bestand"]:
            fout(pad + ": sleutel in bestand klopt niet met stats")
        if (v["echte_sleutel"] != v["sleutel_in_bestand"]) != (v["lab"] == "explanation/supports-distractor"):
            fout(pad + ": verplaatste sleutel en label kloppen niet")
        # related
        rel = t.get("related", [])
        if len(set(rel)) != len(rel):
            fout(pad + ": dubbele related")
        for x in rel:
            w = idmap.get(x)
            if not w:
                fout(f"{pad}: related {x} bestaat niet")
            elif w["map"] != v["map"] or w["onderwerp"] != v["onderwerp"]:
                fout(f"{pad}: related {x} verlaat map of onderwerp")
            elif v["id"] not in w["related"]:
                fout(f"{pad}: related {x} niet wederkerig")
        if v["map"] == "bank" and not (4 <= len(rel) <= 5):
            fout(f"{pad}: {len(rel)} links")
        if v["map"] == "gebrekkig":
            n = sum(1 for w in alle if w["map"] == "gebrekkig" and w["onderwerp"] == v["onderwerp"])
            if len(rel) != n - 1:
                fout(f"{pad}: niet naar alle andere gelinkt")
        # dubbele opties
        norm = [normaal(o["text"]) for o in opts]
        paren = [(i, j) for i in range(len(opts)) for j in range(i + 1, len(opts)) if norm[i] == norm[j]]
        verwacht = []
        if v["dubbele_opties"]:
            verwacht = [tuple(sorted(LETTERS.index(x) for x in v["dubbele_opties"]))]
            a, b = verwacht[0]
            if opts[a]["text"] == opts[b]["text"]:
                fout(pad + ": dubbele opties zijn letterlijk gelijk")
        if paren != verwacht:
            fout(f"{pad}: onbedoelde of ontbrekende dubbele opties {paren}")
        # markdown
        md = t.get("markup") == "markdown"
        teksten = [t["stem"], t["explanation"]] + [o["text"] for o in opts] + [o.get("feedback", "") for o in opts]
        if not md and any(heeft_md(x) for x in teksten):
            fout(pad + ": Markdown-tekens zonder markup")
        if "markup" in t and t["markup"] != "markdown":
            fout(pad + ": markup")
        alles = "\n".join(teksten)
        st = v["stijlen"]
        if ("link" in st) != bool(re.search(r"\[[^\]]+\]\(https?://[^)]+\)", alles)):
            fout(pad + ": stijl link klopt niet")
        if ("code" in st) != bool(re.search(r"`[^`]+`", alles)):
            fout(pad + ": stijl code klopt niet")
        zonder_code = re.sub(r"\]\([^)]*\)", "]", re.sub(r"`[^`]*`", "", alles))
        if ("cursief" in st) != bool(re.search(r"(?<![*\w])\*[^*\s][^*]*\*(?!\*)|(?<!\w)_[^_\s][^_]*_(?!\w)", zonder_code)):
            fout(pad + ": stijl cursief klopt niet")
        # stijlen
        e = t["explanation"]
        if "kort" in st and ("\n" in e.strip() or zinnen(e) != 1):
            fout(pad + ": kort is geen enkele zin op een regel")
        if "kort" not in st and "\n" not in e.strip() and zinnen(e) == 1 and v["lab"] == "none":
            fout(pad + ": één zin maar niet als kort gelabeld")
        if "lang" in st and len(e.split()) < 60:
            fout(pad + f": lang maar {len(e.split())} woorden")
        if "negatief" in st and not re.search(r"\bNIET\b|\bGEEN\b|onjuist", t["stem"]):
            fout(pad + ": negatief zonder NIET/GEEN/onjuist")
        if "negatief" not in st and re.search(r"\bNIET\b|\bGEEN\b|onjuist", t["stem"]):
            fout(pad + ": NIET/GEEN/onjuist zonder label negatief")
        if "it-acroniem" in st and not any(re.search(r"(?<![A-Za-z])" + re.escape(a) + r"(?![a-z])", alles) for a in ACRONIEMEN):
            fout(pad + ": it-acroniem zonder afkorting")
        if "uitgewerkt" in st and not re.search(r"\d\s*[×/=+\-−÷:^]\s*\d|=", e):
            fout(pad + ": uitgewerkt zonder rekenteken")
        if "uitgewerkt" in st and "rekenen" not in st:
            fout(pad + ": uitgewerkt zonder rekenen")
        if "getal-woorden" in st and not re.search(GETALWOORDEN, alles, re.I):
            fout(pad + ": getal-woorden zonder getalwoord")
        if "parafrase" in st:
            sleutel = v["opties"][0].rstrip(".").lower()
            if sleutel in e.lower():
                fout(pad + ": parafrase herhaalt de sleutel letterlijk")
        heeft_fb = all("feedback" in o for o in opts)
        if any("feedback" in o for o in opts) and not heeft_fb:
            fout(pad + ": feedback niet bij elke optie")
        if v["lab"] == "explanation/supports-distractor" and (heeft_fb or "compute" in t):
            fout(pad + ": verplaatste sleutel met feedback of compute")
        if "compute" in t:
            c = t["compute"]
            if set(c) - {"expression", "unit", "tolerance"} or not {"expression", "unit"} <= set(c):
                fout(pad + ": compute-velden")
            val = evalueer(c["expression"])
            ws = []
            for o in opts:
                g = re.search(r"-?\d+(?:,\d+)?", o["text"])
                ws.append(float(g.group(0).replace(",", ".")) if g else None)
                if c["unit"] and c["unit"] not in o["text"]:
                    fout(f"{pad}: eenheid {c['unit']} niet in optie {o['text']}")
            best = min(range(len(opts)), key=lambda i: abs(ws[i] - val) if ws[i] is not None else 1e99)
            if best != juist[0]:
                fout(f"{pad}: compute {val} wijst naar {LETTERS[best]}")
            if abs(ws[best] - val) > c.get("tolerance", 0.05) * abs(val):
                fout(f"{pad}: compute {val} buiten tolerantie van {ws[best]}")
            if "rekenen" not in st:
                fout(pad + ": compute zonder rekenen")
        v["_fb"] = heeft_fb
        v["_compute"] = "compute" in t
        v["_n"] = len(opts)
        v["_langste"] = (max(len(o["text"]) for o in opts) == len(opts[juist[0]]["text"]) and
                         sum(1 for o in opts if len(o["text"]) == len(opts[juist[0]]["text"])) == 1)
    # topic.toml teruglezen
    for d in schrijf_topics:
        p = os.path.join(d, "topic.toml")
        tekst = open(p, encoding="utf-8").read()
        eerste = tekst.split("\n", 1)[0]
        if os.path.abspath(os.path.join(d, eerste[9:])) != os.path.join(SCHEMA, "topic.schema.json"):
            fout(p + ": #:schema wijst mis")
        t = tomllib.loads(tekst)
        if "title" not in t or set(t) - {"title", "description", "parent", "prerequisites"}:
            fout(p + ": velden")
    # aantal bestanden op schijf
    n = sum(len([f for f in fs if f.endswith(".toml") and f != "topic.toml"]) for _, _, fs in os.walk(ROOT) if True)
    if n != 306:
        fout(f"{n} vraagbestanden op schijf")

    # ---- stijlen ----
    for v in alle:
        v["alle_stijlen"] = list(v["stijlen"])
        if v["_compute"]:
            v["alle_stijlen"].append("compute")
        if v["_fb"]:
            v["alle_stijlen"].append("feedback")
    tel = Counter(s for v in gezond for s in v["alle_stijlen"])
    for s, m in MINIMA.items():
        if tel[s] < m:
            fout(f"stijl {s}: {tel[s]} < {m}")
    sl = Counter(v["echte_sleutel"] for v in gezond)
    if any(sl[x] != 65 for x in "ABCD"):
        fout(f"sleutelverdeling {dict(sl)}")

    stats = {"vragen": [dict(id=v["id"], map=v["map"], label=v["lab"], onderwerp=v["onderwerp"],
                              groep=v["groep"], stijlen=v["alle_stijlen"],
                              echte_sleutel=v["echte_sleutel"], sleutel_in_bestand=v["sleutel_in_bestand"],
                              dubbele_opties=v["dubbele_opties"], soort_dubbel=v["soort"],
                              opties=v["_n"], sleutel_langste=v["_langste"])
                         for v in alle],
             "onderwerpen": [dict(id=ow, groep=topics[ow].GROEP, titel=topics[ow].TITEL) for ow in ONDERWERPEN],
             "minima": MINIMA, "stijlvolgorde": ALLE_STIJLEN}
    if fouten:
        for f in fouten:
            print("FOUT:", f)
        print(f"{len(fouten)} fouten; stijlen {dict(tel)}")
        sys.exit(1)
    with open(os.path.join(SRC, "stats.json"), "w", encoding="utf-8") as f:
        json.dump(stats, f, ensure_ascii=False, indent=1)
    subprocess.run([sys.executable, os.path.join(SRC, "readme.py")], check=True)
    print("ok:", dict(Counter(v["lab"] for v in alle)), dict(tel))


if __name__ == "__main__":
    main()
