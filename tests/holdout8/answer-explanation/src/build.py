#!/usr/bin/env python3
"""Schrijft de hold-out-set (bank/ en gebrekkig/) en controleert alles met tomllib."""
import json, os, re, shutil, sys, tomllib
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import common
import t_recht, t_marketing, t_web, t_cloud, t_ml, t_log, t_sport, t_eco, t_eu, t_rel, t_lit, t_foto, t_frans

MODULES = [t_recht, t_marketing, t_web, t_cloud, t_ml, t_log, t_sport, t_eco, t_eu, t_rel, t_lit, t_foto, t_frans]
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
Q_KEYS = {"stem", "explanation", "options", "related", "status", "markup", "tags", "words", "compute", "suppress"}
O_KEYS = {"text", "correct", "feedback"}
T_KEYS = {"title", "description", "parent", "prerequisites"}
STYLE_NAMES = {
    1: "kort (< 20 woorden)",
    2: "middel (2-4 zinnen, parafrase)",
    3: "lang, loopt alle opties langs",
    4: "rekenen met eenheden/procenten",
    5: "negatieve stam",
    6: "Markdown (links, inline code)",
    7: "weerlegt/attribueert een afleider",
    8: "IT/acroniemen, harde afleiders (operator/teken/eenheid)",
}
errors = []


def err(msg):
    errors.append(msg)


def s(v):
    return json.dumps(v, ensure_ascii=False)


def norm(t):
    t = re.sub(r"\s+", "", t.lower())
    return t[:-1] if t.endswith(".") else t


def first_number(t):
    m = re.search(r"-?\d+(?:[.,]\d+)?", t.replace("−", "-"))
    return float(m.group(0).replace(",", ".")) if m else None


def evaluate(expr):
    if not re.fullmatch(r"[0-9eE+\-*/^(). ]+", expr):
        raise ValueError(expr)
    return eval(expr.replace("^", "**"), {"__builtins__": {}})


# Sleutelposities spreiden: bij deze deugdelijke vragen (toelichting verwijst niet naar
# letters of volgorde) wordt de sleutel naar de gegeven positie verplaatst.
MOVE = {}
for _i in ("br-boek-erfrecht br-aannemer-te-laat ops-docker-ps ops-dockerfile-from ml-kmeans-unsupervised "
           "ml-mse-formule sp-vo2max-eenheid rel-pinksteren mk-roi-formule ops-cron-drie-uur "
           "sp-hartslag-70-procent fr-pronom-lui").split():
    MOVE[_i] = 3
for _i in ("mk-bcg-cash-cow ml-f1-formule log-dichtheid-eenheid sp-marathon-afstand sp-tennis-deuce web-id-selector "
           "br-nietig-vernietigbaar br-kantonrechter br-kind-ruit br-notatie-artikel mk-vier-p mk-doel-segmentatie "
           "mk-ctr mk-influencer mk-cpm web-alt-attribuut web-cors-header ops-container-vs-vm ops-serverless "
           "ml-validatieset ml-l1-l2 log-cross-docking log-zweepslageffect sp-warming-up-doel sp-epo-werking "
           "eco-eutrofiering eco-koraalverbleking eu-verordening-richtlijn eu-europese-raad-leden rel-pesach "
           "rel-nirwana lit-dierenepos lit-tachtigers-kunst foto-regel-van-derden foto-nd-filter "
           "fr-passe-compose-aller fr-attendre eco-shannon-index").split():
    MOVE[_i] = 2
for _i in ("mk-doel-segmentatie mk-influencer web-alt-attribuut ops-serverless ml-validatieset log-cross-docking "
           "sp-epo-werking eu-europese-raad-leden rel-nirwana lit-dierenepos foto-nd-filter fr-attendre").split():
    MOVE[_i] = 0


def prepare(q):
    if q["id"] in MOVE and q["label"] == "none" and not q.get("_moved"):
        o = list(q["opts"])
        k = next(i for i, t in enumerate(o) if t.startswith("✔"))
        o.insert(MOVE[q["id"]], o.pop(k))
        q["opts"], q["_moved"] = o, True
    opts, key = [], None
    for i, o in enumerate(q["opts"]):
        if o.startswith("✔"):
            if key is not None:
                err(f"{q['id']}: twee vinkjes")
            key, o = i, o[1:]
        opts.append(o)
    if key is None:
        err(f"{q['id']}: geen vinkje")
    q["texts"], q["key"] = opts, key
    if q["label"] == common.SD:
        m = LETTERS.index(q["mark"])
        if m == key or m >= len(opts):
            err(f"{q['id']}: ongeldige mark")
        q["marked"] = m
    else:
        q["marked"] = key
    return q


def render(topic, q):
    L = [f"# topic: {topic}", f"# expect: {q['label']}"]
    L.append(f"stem = {s(q['stem'])}")
    L.append(f"explanation = {s(q['expl'])}")
    if q.get("markup"):
        L.append(f"markup = {s(q['markup'])}")
    if q.get("related"):
        L.append("related = [" + ", ".join(s(r) for r in q["related"]) + "]")
    for i, t in enumerate(q["texts"]):
        L.append("")
        L.append("[[options]]")
        L.append(f"text = {s(t)}")
        if i == q["marked"]:
            L.append("correct = true")
    if q.get("compute"):
        c = q["compute"]
        L += ["", "[compute]", f"expression = {s(c['expression'])}", f"unit = {s(c['unit'])}"]
    return "\n".join(L) + "\n"


def main():
    for d in ("bank", "gebrekkig"):
        shutil.rmtree(os.path.join(ROOT, d), ignore_errors=True)
    records = []
    for mod in MODULES:
        for folder, lst in (("bank", mod.SOUND), ("gebrekkig", mod.FLAWED)):
            tdir = os.path.join(ROOT, folder, mod.TOPIC)
            os.makedirs(tdir, exist_ok=True)
            with open(os.path.join(tdir, "topic.toml"), "w", encoding="utf-8") as f:
                f.write(f"title = {s(mod.TITLE)}\ndescription = {s(mod.DESC)}\n")
            for q in lst:
                prepare(q)
                q["topic"], q["folder"] = mod.TOPIC, folder
                path = os.path.join(tdir, q["id"] + ".toml")
                with open(path, "w", encoding="utf-8") as f:
                    f.write(render(mod.TOPIC, q))
                q["path"] = os.path.relpath(path, ROOT)
                records.append(q)
    check(records)
    if errors:
        print("\n".join(errors))
        print(f"{len(errors)} FOUT(EN)")
        sys.exit(1)
    write_readme(records)
    print("alle controles geslaagd:", len(records), "vragen")


def check(records):
    ids = Counter(q["id"] for q in records)
    for i, n in ids.items():
        if n > 1:
            err(f"id dubbel: {i}")
    sound = {q["id"]: q for q in records if q["folder"] == "bank"}
    for folder in ("bank", "gebrekkig"):
        for topic in os.listdir(os.path.join(ROOT, folder)):
            if not ID_RE.match(topic):
                err(f"topic-id {topic}")
            with open(os.path.join(ROOT, folder, topic, "topic.toml"), "rb") as f:
                t = tomllib.load(f)
            if set(t) - T_KEYS or not (1 <= len(t.get("title", "")) <= 200):
                err(f"topic.toml {topic}")
    for q in records:
        full = os.path.join(ROOT, q["path"])
        raw = open(full, encoding="utf-8").read()
        lines = raw.split("\n")
        label = q["label"]
        if lines[0] != f"# topic: {q['topic']}" or lines[1] != f"# expect: {label}":
            err(f"{q['id']}: kopregels")
        if label not in ("none", common.SD, common.DUP):
            err(f"{q['id']}: label")
        if (q["folder"] == "bank") != (label == "none"):
            err(f"{q['id']}: map/label")
        d = tomllib.loads(raw)
        if set(d) - Q_KEYS:
            err(f"{q['id']}: onbekende sleutels {set(d) - Q_KEYS}")
        if not (10 <= len(d["stem"]) <= 2000):
            err(f"{q['id']}: stemlengte")
        if not (20 <= len(d["explanation"]) <= 10000):
            err(f"{q['id']}: toelichtinglengte")
        opts = d["options"]
        if not (2 <= len(opts) <= 26):
            err(f"{q['id']}: aantal opties")
        for o in opts:
            if set(o) - O_KEYS or not isinstance(o.get("text"), str) or len(o["text"]) > 1000:
                err(f"{q['id']}: optie {o}")
        correct = [i for i, o in enumerate(opts) if o.get("correct") is True]
        if len(correct) != 1:
            err(f"{q['id']}: {len(correct)} keer correct = true")
        elif correct[0] != q["marked"]:
            err(f"{q['id']}: gemarkeerde optie klopt niet")
        if not ID_RE.match(q["id"]) or len(q["id"]) > 120:
            err(f"{q['id']}: id-patroon")
        if d.get("markup") not in (None, "plain", "markdown"):
            err(f"{q['id']}: markup")
        for r in d.get("related", []):
            if r not in sound or sound[r]["topic"] != q["topic"] or r == q["id"]:
                err(f"{q['id']}: related {r}")
        # opties die voor een student hetzelfde lezen
        normed = [norm(o["text"]) for o in opts]
        pairs = [(i, j) for i in range(len(opts)) for j in range(i + 1, len(opts)) if normed[i] == normed[j]]
        if label == common.DUP:
            if len(pairs) != 1 or q["key"] in pairs[0]:
                err(f"{q['id']}: duplicaat-afleiders {pairs}")
        elif pairs:
            err(f"{q['id']}: onbedoelde duplicaten {pairs}")
        # stijlcontroles
        words = len(d["explanation"].split())
        q["words"] = words
        st = q["style"]
        if st == 1 and words >= 20:
            err(f"{q['id']}: stijl 1 maar {words} woorden")
        if st == 3 and not (80 <= words <= 200):
            err(f"{q['id']}: stijl 3 maar {words} woorden")
        if st == 6 and d.get("markup") != "markdown":
            err(f"{q['id']}: stijl 6 zonder markdown")
        if d.get("markup") == "markdown" and "](" not in d["explanation"]:
            err(f"{q['id']}: markdown zonder link")
        if st == 5 and not re.search(r"NIET|GEEN|onjuist|niet", d["stem"]):
            err(f"{q['id']}: stijl 5 zonder negatie")
        if "compute" in d:
            if label != "none":
                err(f"{q['id']}: compute bij gebrekkige vraag")
            v = evaluate(d["compute"]["expression"])
            nums = [first_number(o["text"]) for o in opts]
            best = min(range(len(opts)), key=lambda i: abs(nums[i] - v) if nums[i] is not None else 1e99)
            if best != q["key"] or abs(nums[best] - v) > 0.05 * abs(v):
                err(f"{q['id']}: compute {v} past niet bij sleutel")


def write_readme(records):
    sound = [q for q in records if q["label"] == "none"]
    flawed = [q for q in records if q["label"] != "none"]
    topics = [m.TOPIC for m in MODULES]
    end = os.environ.get("EINDTIJD", "(nog niet ingevuld)")
    out = []
    out.append("# Hold-out-set 8: answer-explanation (blind geschreven)\n")
    out.append("Een blinde testset van Nederlandstalige meerkeuzevragen voor qbank. De vragen zijn zelf geschreven, zonder kennis van de werking van de linter.\n")
    out.append("## Tijden\n")
    out.append("- Start: Sun Dec  6 07:19:22 UTC 2026 (`date`)")
    out.append(f"- Einde: {end} (`date`)\n")
    out.append("## Gelezen bestanden\n")
    out.append("Alleen deze bestanden zijn geopend:\n")
    out.append("- `/work/main/schema/README.md`")
    out.append("- `/work/main/schema/question.schema.json`")
    out.append("- `/work/main/schema/topic.schema.json`")
    out.append("- `/work/shared/seeds/000_fa40e9fb930c8fe6.txt`")
    out.append("- `/work/shared/seeds/002_bcf17ab5b3f8697a.txt`\n")
    out.append("Daarnaast alleen `ls /work/main/tests/` (om te zien dat `holdout8/` nog niet bestond) en `ls /work/shared/seeds/`. Geen andere bestanden van het project, geen andere hold-outmappen, geen qbank-binary, geen web- of codezoekopdrachten.\n")
    out.append("## Indeling\n")
    out.append("```")
    out.append("answer-explanation/")
    out.append("  README.md              dit bestand")
    out.append("  src/                   generator: common.py, t_*.py (data per onderwerp), build.py")
    out.append("  bank/<topic>/          deugdelijke vragen (label none) + topic.toml")
    out.append("  gebrekkig/<topic>/     gebrekkige vragen, één gebrek per vraag + topic.toml")
    out.append("```\n")
    out.append("Elk vraagbestand begint met `# topic: <topic-id>` en `# expect: <label>`. Er is geen `qbank.toml`. `related` wijst alleen naar deugdelijke vragen in `bank/` binnen hetzelfde onderwerp. Opnieuw genereren en controleren: `python3 src/build.py` (controleert met `tomllib`: precies één `correct = true`, schemasleutels en -lengtes, id-patroon, unieke ids, bestaande related-doelen, kopregels, woordaantallen per stijl, duplicaat-opties en `[compute]`).\n")
    out.append("## Labels\n")
    out.append("- `none`: deugdelijke vraag. Precies één sleutel, de toelichting onderbouwt de sleutel, geen twee opties die voor een student hetzelfde lezen.")
    out.append("- `explanation/supports-distractor`: de vraag is eerst deugdelijk geschreven; daarna is alleen de regel `correct = true` naar een andere optie verplaatst. De toelichting pleit dus voor een afleider in plaats van voor de gemarkeerde optie.")
    out.append("- `answer/duplicate-option`: twee afleiders verschillen alleen in hoofdletters, spaties of een slotpunt. Sleutel en toelichting zijn in orde.\n")
    out.append("## Aantallen per onderwerp en label\n")
    out.append("| onderwerp | none | explanation/supports-distractor | answer/duplicate-option | totaal |")
    out.append("|---|---|---|---|---|")
    for t in topics:
        c = Counter(q["label"] for q in records if q["topic"] == t)
        out.append(f"| {t} | {c['none']} | {c[common.SD]} | {c[common.DUP]} | {sum(c.values())} |")
    c = Counter(q["label"] for q in records)
    out.append(f"| **totaal** | {c['none']} | {c[common.SD]} | {c[common.DUP]} | {len(records)} |\n")
    out.append("## Aantallen per toelichtingsstijl\n")
    out.append("| stijl | omschrijving | deugdelijk | gebrekkig (SD) | gebrekkig (DUP) |")
    out.append("|---|---|---|---|---|")
    for st in range(1, 9):
        a = sum(1 for q in sound if q["style"] == st)
        b = sum(1 for q in flawed if q["style"] == st and q["label"] == common.SD)
        e = sum(1 for q in flawed if q["style"] == st and q["label"] == common.DUP)
        out.append(f"| {st} | {STYLE_NAMES[st]} | {a} | {b} | {e} |")
    out.append("")
    md = sum(1 for q in records if q.get("markup") == "markdown")
    comp = sum(1 for q in records if q.get("compute"))
    letref = sum(1 for q in records if re.search(r"\((A|B|C|D)\)|\b(Optie|optie) [A-D]\b|\b[A-D], [A-D] en [A-D]\b|^[A-D]:|\. [A-D]:", q["expl"]))
    out.append(f"Vragen met `markup = \"markdown\"`: {md}. Vragen met een `[compute]`-tabel (alleen deugdelijke): {comp}. Toelichtingen die naar opties verwijzen met een letter: ongeveer {letref}.\n")
    out.append("## Aantal opties en positie van de sleutel\n")
    out.append("Positie van de optie met `correct = true` (bij `supports-distractor` is dat de verplaatste markering):\n")
    out.append("| groep | A | B | C | D | E | 3 opties | 4 opties | 5 opties |")
    out.append("|---|---|---|---|---|---|---|---|---|")
    for name, grp in (("deugdelijk", sound), ("gebrekkig", flawed)):
        pos = Counter(LETTERS[q["marked"]] for q in grp)
        n = Counter(len(q["texts"]) for q in grp)
        out.append(f"| {name} | {pos['A']} | {pos['B']} | {pos['C']} | {pos['D']} | {pos['E']} | {n[3]} | {n[4]} | {n[5]} |")
    out.append("")
    out.append("## Gebrekkige vragen\n")
    out.append("Stijlnummers: zie de tabel hierboven. 'Gemarkeerd' is de letter met `correct = true`; 'toelichting pleit voor' is de letter die de toelichting onderbouwt.\n")
    out.append("| bestand | label | stijl | gemarkeerd | toelichting pleit voor |")
    out.append("|---|---|---|---|---|")
    for q in flawed:
        out.append(f"| `{q['path']}` | {q['label']} | {q['style']} | {LETTERS[q['marked']]} | {LETTERS[q['key']]} |")
    out.append("")
    out.append("## Stijl per deugdelijke vraag\n")
    out.append("| bestand | stijl | sleutel | woorden toelichting |")
    out.append("|---|---|---|---|")
    for q in sound:
        out.append(f"| `{q['path']}` | {q['style']} | {LETTERS[q['key']]} | {q['words']} |")
    out.append("")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
