#!/usr/bin/env python3
"""Schrijft bank/ en gebrekkig/ uit de vraagdata, leest alles terug met tomllib en controleert het."""
import difflib, importlib, json, os, random, re, shutil, subprocess, sys, tomllib

sys.dont_write_bytecode = True

HIER = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HIER)
sys.path.insert(0, HIER)
import common
from common import N, S, D

SCHEMA_DIR = "/work/main/schema"
MODULES = ["zoekmachines", "tekstverwerking", "toetsenbord_sneltoetsen", "pc_onderdelen",
           "molrekenen", "oppervlakte_en_inhoud", "gaswetten",
           "gouden_eeuw", "bloedsomloop", "dichtvormen",
           "hondenverzorging", "volleybal", "dammen"]
SEED = 2626
LETTERS = "ABCD"
FOUTEN = []


def fout(msg):
    FOUTEN.append(msg)


for m in MODULES:
    importlib.import_module("t_" + m)
V = common.VRAGEN
ONDERWERPEN = common.ONDERWERPEN
GROEP = {o["naam"]: o["groep"] for o in ONDERWERPEN}

# ---------- onderwerpnamen ----------
try:
    gebruikt = [t.strip() for t in open("/tmp/used_topics.txt").read().split(",") if t.strip()]
except OSError:
    gebruikt = []
for o in ONDERWERPEN:
    n = o["naam"]
    for g in gebruikt:
        r = difflib.SequenceMatcher(None, n, g).ratio()
        if n == g or (len(g) > 4 and (g in n or n in g)) or r >= 0.8:
            fout(f"onderwerp {n} lijkt op gebruikte naam {g} ({r:.2f})")

# ---------- basiscontroles op de data ----------
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
ids = [v["id"] for v in V]
for i in ids:
    if not ID_RE.match(i):
        fout(f"ongeldig id {i}")
for i in set(ids):
    if ids.count(i) > 1:
        fout(f"dubbel id {i}")
for v in V:
    lab = v["lab"]
    if lab not in (N, S, D):
        fout(f"{v['id']}: onbekend label {lab}")
    if lab == S and (v["zet"] in (None, 0) or v["dup"] is not None):
        fout(f"{v['id']}: verplaatste sleutel zonder geldige zet")
    if lab != S and v["zet"] is not None:
        fout(f"{v['id']}: zet zonder label")
    if lab == D and v["dup"] is None:
        fout(f"{v['id']}: dubbel-label zonder dup")
    if lab != D and v["dup"] is not None:
        fout(f"{v['id']}: dup zonder label")
    if lab != N and (v["comp"] or v["fb"]):
        fout(f"{v['id']}: gebrekkige vraag met compute of feedback")
    if len(v["opties"]) not in (3, 4):
        fout(f"{v['id']}: {len(v['opties'])} opties")
    if len(v["toel"]) < 20:
        fout(f"{v['id']}: toelichting te kort")
    if len(v["stam"]) < 10:
        fout(f"{v['id']}: stam te kort")
for o in ONDERWERPEN:
    vs = [v for v in V if v["onderwerp"] == o["naam"]]
    c = {l: sum(1 for v in vs if v["lab"] == l) for l in (N, S, D)}
    if c[N] != 20 or c[S] != 3 or c[D] not in (0, 1):
        fout(f"onderwerp {o['naam']}: aantallen {c}")
if len(ONDERWERPEN) != 13:
    fout("niet 13 onderwerpen")
if sum(1 for v in V if v["lab"] == D) != 7:
    fout("niet 7 vragen met dubbele optie")


# ---------- getallen ----------
def getal(tekst):
    t = tekst.replace("−", "-")
    m = re.search(r"-?\d+(?:\.\d{3})*(?:,\d+)?", t)
    if not m:
        return None
    s = m.group(0)
    s = re.sub(r"\.(?=\d{3})", "", s).replace(",", ".")
    return float(s)


def sorteerwaarden(v):
    if isinstance(v["sorteer"], list):
        return v["sorteer"]
    w = [getal(o) for o in v["opties"]]
    if None in w:
        fout(f"{v['id']}: optie zonder getal bij sorteer")
    return w


def norm(t):
    # hoofdletters, witruimte, leestekens en koppeltekens tellen niet; een decimale komma tussen
    # cijfers en een minteken voor een getal wel (31,4 en 314 lezen als verschillende getallen)
    t = t.lower().replace("−", "-")
    t = re.sub(r"(?<=\d),(?=\d)", "DECKOMMA", t)
    t = re.sub(r"-(?=\d)", "MINTEKEN", t)
    return re.sub(r"[\W_]+", "", t)


# ---------- plaats van de sleutel ----------
rng = random.Random(SEED)
rng_g = random.Random(SEED + 1)
for v in V:
    v["volgorde"] = None
gezond = [v for v in V if v["lab"] == N]
vast = {p: 0 for p in range(4)}
vrij3, vrij4 = [], []
for v in gezond:
    n = len(v["opties"])
    if v["sorteer"]:
        w = sorteerwaarden(v)
        v["volgorde"] = sorted(range(n), key=lambda i: w[i])
        vast[v["volgorde"].index(0)] += 1
    elif v["pos"] is not None:
        p = v["pos"]
        rest = list(range(1, n))
        v["volgorde"] = rest[:p] + [0] + rest[p:]
        vast[p] += 1
    else:
        (vrij3 if n == 3 else vrij4).append(v)
doel = len(gezond) // 4
quota = {p: doel - vast[p] for p in range(4)}
if any(x < 0 for x in quota.values()):
    fout(f"vaste sleutelplaatsen te scheef: {vast}")
slots = [p for p in range(4) for _ in range(max(0, quota[p]))]
rng.shuffle(slots)
for v in vrij3:
    kand = [i for i, p in enumerate(slots) if p < 3]
    i = kand[0]
    p = slots.pop(i)
    rest = [1, 2]
    v["volgorde"] = rest[:p] + [0] + rest[p:]
for v in vrij4:
    p = slots.pop()
    rest = [1, 2, 3]
    v["volgorde"] = rest[:p] + [0] + rest[p:]
for v in V:
    if v["lab"] == N:
        continue
    n = len(v["opties"])
    if v["sorteer"]:
        w = sorteerwaarden(v)
        v["volgorde"] = sorted(range(n), key=lambda i: w[i])
    else:
        p = rng_g.randrange(n)
        rest = list(range(1, n))
        v["volgorde"] = rest[:p] + [0] + rest[p:]

for v in V:
    v["sleutel_data"] = v["zet"] if v["lab"] == S else 0
    v["echte_pos"] = v["volgorde"].index(0)
    v["bestand_pos"] = v["volgorde"].index(v["sleutel_data"])
    v["dup_pos"] = sorted(v["volgorde"].index(i) for i in v["dup"]) if v["dup"] else []
    v["map"] = "bank" if v["lab"] == N else "gebrekkig"

# ---------- related ----------
for o in ONDERWERPEN:
    b = [v for v in V if v["onderwerp"] == o["naam"] and v["map"] == "bank"]
    n = len(b)
    links = {v["id"]: set() for v in b}
    for i in range(n):
        for d in (1, 2):
            j = (i + d) % n
            links[b[i]["id"]].add(b[j]["id"]); links[b[j]["id"]].add(b[i]["id"])
    for i in range(5):
        links[b[i]["id"]].add(b[i + 10]["id"]); links[b[i + 10]["id"]].add(b[i]["id"])
    for v in b:
        v["related"] = [x["id"] for x in b if x["id"] in links[v["id"]]]
    g = [v for v in V if v["onderwerp"] == o["naam"] and v["map"] == "gebrekkig"]
    for v in g:
        v["related"] = [x["id"] for x in g if x["id"] != v["id"]]


# ---------- TOML schrijven ----------
def bs(t):
    out = []
    for ch in t:
        if ch == "\\": out.append("\\\\")
        elif ch == '"': out.append('\\"')
        elif ch == "\n": out.append("\\n")
        elif ch == "\t": out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0x7f: out.append("\\u%04x" % ord(ch))
        else: out.append(ch)
    return '"' + "".join(out) + '"'


def ml(t):
    t = t.replace("\\", "\\\\").replace('"', '\\"')
    return '"""\n' + t + '"""'


MD_RE = re.compile(r"`|\[[^\]]+\]\(https?://[^)]+\)|\*\*")
LINK_RE = re.compile(r"\[[^\]]+\]\(https?://[^)]+\)")


def alle_tekst(v):
    return [v["stam"], v["toel"]] + v["opties"]


for v in V:
    v["md"] = any(MD_RE.search(t) for t in alle_tekst(v))

for mp in ("bank", "gebrekkig"):
    shutil.rmtree(os.path.join(ROOT, mp), ignore_errors=True)
for o in ONDERWERPEN:
    for mp in ("bank", "gebrekkig"):
        d = os.path.join(ROOT, mp, o["naam"])
        os.makedirs(d, exist_ok=True)
        rel = os.path.relpath(os.path.join(SCHEMA_DIR, "topic.schema.json"), d)
        with open(os.path.join(d, "topic.toml"), "w", encoding="utf-8") as f:
            f.write(f"#:schema {rel}\ntitle = {bs(o['titel'])}\ndescription = {bs(o['beschrijving'])}\n")
for v in V:
    d = os.path.join(ROOT, v["map"], v["onderwerp"])
    rel = os.path.relpath(os.path.join(SCHEMA_DIR, "question.schema.json"), d)
    r = [f"#:schema {rel}", f"stem = {bs(v['stam'])}", f"explanation = {ml(v['toel'])}"]
    if v["md"]:
        r.append('markup = "markdown"')
    r.append("related = [" + ", ".join(bs(x) for x in v["related"]) + "]")
    for i in v["volgorde"]:
        r.append("")
        r.append("[[options]]")
        r.append(f"text = {bs(v['opties'][i])}")
        if i == v["sleutel_data"]:
            r.append("correct = true")
        if v["fb"]:
            r.append(f"feedback = {bs(v['fb'][i])}")
    if v["comp"]:
        r += ["", "[compute]", f"expression = {bs(v['comp'][0])}", f"unit = {bs(v['comp'][1])}"]
    v["bestand"] = os.path.join(v["map"], v["onderwerp"], v["id"] + ".toml")
    with open(os.path.join(ROOT, v["bestand"]), "w", encoding="utf-8") as f:
        f.write("\n".join(r) + "\n")

# ---------- teruglezen en controleren ----------
QKEYS = {"stem", "explanation", "options", "related", "markup", "compute"}
bekend = {v["id"]: v for v in V}
for v in V:
    pad = os.path.join(ROOT, v["bestand"])
    raw = open(pad, encoding="utf-8").read()
    eerste = raw.split("\n", 1)[0]
    verwacht = os.path.relpath(os.path.join(SCHEMA_DIR, "question.schema.json"), os.path.dirname(pad))
    if eerste != "#:schema " + verwacht or not os.path.exists(os.path.join(os.path.dirname(pad), verwacht)):
        fout(f"{v['id']}: schema-regel {eerste}")
    t = tomllib.loads(raw)
    if not set(t) <= QKEYS or not {"stem", "explanation", "options"} <= set(t):
        fout(f"{v['id']}: sleutels {sorted(t)}")
    if t["stem"] != v["stam"] or t["explanation"] != v["toel"]:
        fout(f"{v['id']}: tekst komt niet ongeschonden terug")
    opts = t["options"]
    if [o["text"] for o in opts] != [v["opties"][i] for i in v["volgorde"]]:
        fout(f"{v['id']}: opties komen niet terug")
    for o in opts:
        if not set(o) <= {"text", "correct", "feedback"}:
            fout(f"{v['id']}: optiesleutels {sorted(o)}")
    corr = [i for i, o in enumerate(opts) if o.get("correct") is True]
    if len(corr) != 1:
        fout(f"{v['id']}: {len(corr)} correcte opties")
    elif corr[0] != v["bestand_pos"]:
        fout(f"{v['id']}: sleutel op verkeerde plaats")
    if len(opts) not in (3, 4):
        fout(f"{v['id']}: aantal opties")
    if len(t["explanation"]) < 20:
        fout(f"{v['id']}: toelichting < 20 tekens")
    # dubbele opties
    nn = [norm(o["text"]) for o in opts]
    paren = [(i, j) for i in range(len(nn)) for j in range(i + 1, len(nn)) if nn[i] == nn[j]]
    if v["lab"] == D:
        if paren != [tuple(v["dup_pos"])]:
            fout(f"{v['id']}: dubbele opties {paren} verwacht {v['dup_pos']}")
        a, b = v["dup_pos"]
        if opts[a]["text"] == opts[b]["text"]:
            fout(f"{v['id']}: dubbele opties letterlijk gelijk")
    elif paren:
        fout(f"{v['id']}: onbedoeld dubbele opties {paren}")
    # labels
    if v["lab"] == S and v["bestand_pos"] == v["echte_pos"]:
        fout(f"{v['id']}: verplaatste sleutel staat op echte plaats")
    if v["lab"] != S and v["bestand_pos"] != v["echte_pos"]:
        fout(f"{v['id']}: sleutel verplaatst zonder label")
    # markup
    if v["md"] != (t.get("markup") == "markdown"):
        fout(f"{v['id']}: markup klopt niet")
    if not v["md"]:
        for tx in alle_tekst(v):
            if re.search(r"[`*_\[\]<>]", tx):
                fout(f"{v['id']}: Markdown-achtig teken in platte vraag: {tx[:50]}")
    # related
    rel = t.get("related", [])
    if v["map"] == "bank" and not 4 <= len(rel) <= 5:
        fout(f"{v['id']}: {len(rel)} links")
    for x in rel:
        w = bekend.get(x)
        if w is None:
            fout(f"{v['id']}: link naar onbekend {x}")
        elif w["map"] != v["map"] or w["onderwerp"] != v["onderwerp"]:
            fout(f"{v['id']}: link {x} verlaat map of onderwerp")
        elif v["id"] not in w["related"]:
            fout(f"{v['id']}: link {x} niet wederkerig")
        if x == v["id"]:
            fout(f"{v['id']}: link naar zichzelf")
    if v["map"] == "gebrekkig":
        anderen = {w["id"] for w in V if w["map"] == "gebrekkig" and w["onderwerp"] == v["onderwerp"] and w["id"] != v["id"]}
        if set(rel) != anderen:
            fout(f"{v['id']}: gebrekkig niet naar alle anderen gelinkt")
    # compute
    if "compute" in t:
        c = t["compute"]
        waarde = eval(c["expression"].replace("^", "**"), {"__builtins__": {}})
        getallen = [getal(o["text"]) for o in opts]
        best = min(range(len(opts)), key=lambda i: abs(getallen[i] - waarde))
        if best != corr[0] or abs(getallen[best] - waarde) > 0.05 * abs(waarde):
            fout(f"{v['id']}: compute {waarde} past niet bij sleutel")
for o in ONDERWERPEN:
    for mp in ("bank", "gebrekkig"):
        pad = os.path.join(ROOT, mp, o["naam"], "topic.toml")
        raw = open(pad, encoding="utf-8").read()
        t = tomllib.loads(raw)
        verwacht = os.path.relpath(os.path.join(SCHEMA_DIR, "topic.schema.json"), os.path.dirname(pad))
        if raw.split("\n", 1)[0] != "#:schema " + verwacht or set(t) != {"title", "description"}:
            fout(f"{pad}: topic.toml klopt niet")

# ---------- stijlen ----------
GETALWOORDEN = re.compile(r"\b(een half|halve|helft|kwart|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|"
                          r"dertien|veertien|vijftien|zestien|zeventien|twintig|honderd|duizend|tweehonderd|"
                          r"tweehonderdste|tweeënzeventigste|dubbele|dubbel|miljard|negentig|derde|tweede|vierde|vijfde)\b", re.I)
ACRO = re.compile(r"\b(CPU|GPU|RAM|SSD|HDD|USB|HDMI|PCIe|DIMM|SATA|UEFI|BIOS|POST|PSU|UPS|URL|SEO|CTR|PDF|"
                  r"DOCX|ODT|RTF|TXT|ZIP|XML|HTML|IP|GB|MB|GHz)\b")
STIJLEN = ["kort", "lang", "neg", "neg-sleutel", "neg-afleiders", "neg-beide", "neg-zonder-niet", "rekenen",
           "uitgewerkt", "compute", "procent", "getal-woorden", "link", "code", "acroniem", "weerlegt",
           "parafrase", "contrast", "samenstelling"]
for v in V:
    st = set(v["stijlen"])
    onb = st - set(STIJLEN)
    if onb:
        fout(f"{v['id']}: onbekende stijl {onb}")
    toel = v["toel"]
    zinnen = re.findall(r"[.!?]\s+\S", toel)
    is_kort = "\n" not in toel and not zinnen
    if ("kort" in st) != is_kort:
        fout(f"{v['id']}: kort={('kort' in st)} maar tekst kort={is_kort}")
    woorden = len(toel.split())
    if "lang" in st and woorden < 60:
        fout(f"{v['id']}: lang maar {woorden} woorden")
    if "lang" not in st and woorden >= 60:
        fout(f"{v['id']}: {woorden} woorden zonder lang")
    neg_stam = bool(re.search(r"\b(NIET|GEEN)\b|onjuist|klopt niet", v["stam"]))
    if ("neg" in st) != neg_stam:
        fout(f"{v['id']}: neg klopt niet met stam")
    if "neg" in st and not st & {"neg-sleutel", "neg-afleiders", "neg-beide", "neg-zonder-niet"}:
        fout(f"{v['id']}: neg zonder soort")
    if "neg-zonder-niet" in st and re.search(r"\bniet\b", toel, re.I):
        fout(f"{v['id']}: neg-zonder-niet bevat niet")
    heeft_link = any(LINK_RE.search(x) for x in alle_tekst(v))
    if ("link" in st) != heeft_link:
        fout(f"{v['id']}: link klopt niet")
    heeft_code = any("`" in x for x in alle_tekst(v))
    if ("code" in st) != heeft_code:
        fout(f"{v['id']}: code klopt niet")
    heeft_contrast = bool(re.search(r"anders dan|in tegenstelling tot", toel))
    if ("contrast" in st) != heeft_contrast:
        fout(f"{v['id']}: contrast klopt niet")
    if "parafrase" in st and v["opties"][0].lower() in toel.lower():
        fout(f"{v['id']}: parafrase maar sleuteltekst staat letterlijk in toelichting")
    if "getal-woorden" in st and not any(GETALWOORDEN.search(x) for x in alle_tekst(v)):
        fout(f"{v['id']}: getal-woorden zonder getalwoord")
    if "uitgewerkt" in st and not re.search(r"[×/=+−]", toel):
        fout(f"{v['id']}: uitgewerkt zonder rekenteken")
    if ("compute" in st) != bool(v["comp"]):
        fout(f"{v['id']}: compute-stijl klopt niet")
    if "procent" in st and not any("%" in x for x in [v["stam"]] + v["opties"]):
        fout(f"{v['id']}: procent zonder %")
    if "acroniem" in st and not any(ACRO.search(x) for x in alle_tekst(v)):
        fout(f"{v['id']}: acroniem zonder afkorting")
    if "rekenen" in st and not re.search(r"\d", v["stam"] + " ".join(v["opties"])):
        fout(f"{v['id']}: rekenen zonder getallen")

MINIMA = {"neg": 25, "kort": 40, "lang": 13, "parafrase": 30, "weerlegt": 30, "link": 8, "code": 5,
          "contrast": 8, "samenstelling": 5, "getal-woorden": 20, "rekenen": 40, "acroniem": 15,
          "neg-sleutel": 3, "neg-afleiders": 3, "neg-beide": 3, "neg-zonder-niet": 3, "procent": 8, "compute": 30}
telling = {s: sum(1 for v in gezond if s in v["stijlen"]) for s in STIJLEN}
for s, m in MINIMA.items():
    if telling[s] < m:
        fout(f"stijl {s}: {telling[s]} < {m}")

# verdeling sleutels
verd = [sum(1 for v in gezond if v["echte_pos"] == p) for p in range(4)]
if len(set(verd)) != 1:
    fout(f"sleutels gezond niet gelijk verdeeld: {verd}")

# ---------- stats ----------
stats = {"vragen": []}
for v in V:
    opts = [v["opties"][i] for i in v["volgorde"]]
    lens = [len(o) for o in opts]
    k = v["echte_pos"]
    stats["vragen"].append(dict(
        id=v["id"], map=v["map"], label=v["lab"], onderwerp=v["onderwerp"], groep=GROEP[v["onderwerp"]],
        stijlen=v["stijlen"], echte_sleutel=LETTERS[v["echte_pos"]], sleutel_in_bestand=LETTERS[v["bestand_pos"]],
        dubbele_opties=[LETTERS[p] for p in v["dup_pos"]], aantal_opties=len(opts),
        sleutel_langste=lens[k] == max(lens) and lens.count(max(lens)) == 1,
        compute=bool(v["comp"]), markdown=v["md"], bestand=v["bestand"]))
stats["onderwerpen"] = ONDERWERPEN
with open(os.path.join(HIER, "stats.json"), "w", encoding="utf-8") as f:
    json.dump(stats, f, ensure_ascii=False, indent=1)

if FOUTEN:
    print("\n".join(FOUTEN))
    print(f"{len(FOUTEN)} fouten")
    sys.exit(1)
print(f"ok: {len(V)} vragen, gezond {len(gezond)}, sleutels {verd}")
print({s: telling[s] for s in STIJLEN})
subprocess.run([sys.executable, os.path.join(HIER, "readme.py")], check=True)
