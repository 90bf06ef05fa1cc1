"""Schrijft README.md van holdout 22 (answer-explanation) uit src/stats.json en src/tijden.json."""
import json
import os

SRC = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(SRC)

with open(os.path.join(SRC, "stats.json"), encoding="utf-8") as f:
    S = json.load(f)
with open(os.path.join(SRC, "tijden.json"), encoding="utf-8") as f:
    TIJD = json.load(f)

V = S["vragen"]
OND = S["onderwerpen"]
LABELS = ["none", "explanation/supports-distractor", "answer/duplicate-option"]
STIJLEN = ["rekenen", "uitgewerkt", "getal-woorden", "compute", "negatief", "lang", "kort",
           "parafrase", "weerlegt", "link", "code", "cursief", "it-acroniem", "feedback"]
MINIMA = {"rekenen": 40, "negatief": 25, "lang": 30, "kort": 40, "parafrase": 30, "weerlegt": 30,
          "link": 10, "code": 10, "cursief": 10, "it-acroniem": 15, "feedback": 15}
SOORT_VERSCHIL = {
    "som-van-een-bereik": "hoofdletters in de functienaam (`=SOM(A1;A4)` / `=som(A1;A4)`)",
    "compressie-zonder-verlies": "koppelteken (Verlieslatende / Verlies-latende)",
    "honderd-meter-in-kmh": "spatie voor de eenheid (`2,8 km/h` / `2,8km/h`)",
    "schrijver-van-oude-menschen": "punt aan het eind",
    "stijl-na-de-romaanse": "dubbele spatie",
    "bijnaam-gatenplant": "hoofdletter; herhaalt de sleutel",
    "nummer-bij-brand": "koppelteken tegenover spatie (`0900-8844` / `0900 8844`)",
}
GROEPNAAM = {"IT": "IT", "rekenen/natuurkunde": "rekenen/natuurkunde", "schoolvak": "schoolvak",
             "praktisch": "praktisch"}

bank = [q for q in V if q["map"] == "bank"]
sd = [q for q in V if q["label"] == "explanation/supports-distractor"]
du = [q for q in V if q["label"] == "answer/duplicate-option"]


def telling(qs, sleutel):
    t = {x: 0 for x in "ABCD"}
    for q in qs:
        t[q[sleutel]] += 1
    return ", ".join(f"{k}: {v}" for k, v in t.items())


def stijl_n(qs, s):
    return sum(1 for q in qs if s in q["stijlen"])


r = []
w = r.append
w("# Holdout 22: answer-explanation")
w("")
w("Blinde testset van Nederlandse meerkeuzevragen voor `qbank`. Hij meet hoe goed de controles een "
  "verplaatste sleutel vinden (`correct = true` op een afleider terwijl de toelichting een andere optie "
  "onderbouwt) en dubbele opties, en hoe vaak ze vals alarm geven bij gezonde vragen.")
w("")
w("Geschreven zonder de code, regels, tests, fixtures, documentatie, benchmarks of vragenbank van de linter "
  "te lezen en zonder qbank of iets uit `build/` te draaien. Gelezen zijn alleen `schema/README.md`, "
  "`schema/question.schema.json`, `schema/topic.schema.json`, de indelingsbeschrijving in "
  "`tests/holdout21/answer-explanation/README.md` (alleen die README, geen vragen of scripts van die of "
  "andere sets) en de twee voorbeeldpagina's in `/work/shared/seeds/`. Alle vragen, toelichtingen en "
  "feedback zijn zelf in het Nederlands geschreven; label en stijlen zijn bij het schrijven van elke vraag "
  "vastgelegd, voordat er iets gedraaid is. Verder zijn alleen mapnamen gezien, zonder bestanden te openen: "
  "`ls /work/main/tests/` (om na te gaan dat holdout22 nog niet bestond) en `git status --short` in "
  "`/work/main`.")
w("")
w("Na de eerste run van `build.py` (alleen de eigen controles in dat script, geen qbank) zijn een paar "
  "stijllabels rechtgezet waar de eigen controle liet zien dat ze niet klopten: *parafrase* is weggehaald bij "
  "`negatief-saldo-rood`, `stroming-van-eline-vere` en `man-die-zijn-volk-leerde-lezen` (de toelichting "
  "herhaalt daar de sleuteltekst), *it-acroniem* bij `onbewerkte-afbeelding-full-hd`; de stam van "
  "`zip-besparing-in-procenten` noemt nu het ZIP-archief, en de toelichting van `fietser-gemiddelde-snelheid` "
  "kreeg een zin die de afleider 40 km/h verklaart (stijl *weerlegt* erbij). De labels (`none`, "
  "`explanation/supports-distractor`, `answer/duplicate-option`) en de verplaatste sleutels zijn na het "
  "schrijven niet veranderd.")
w("")
w("## Tijden (`date`)")
w("")
w(f"- begin: `{TIJD['begin']}`")
w(f"- einde: `{TIJD.get('einde', '(nog niet vastgelegd)')}`")
w("")
w("## Indeling")
w("")
w("```")
w("answer-explanation/")
w("  bank/<onderwerp>/topic.toml        13 onderwerpen, elk 20 gezonde vragen (label none)")
w("  bank/<onderwerp>/<id>.toml")
w("  gebrekkig/<onderwerp>/topic.toml   per onderwerp 3 vragen met verplaatste sleutel,")
w("  gebrekkig/<onderwerp>/<id>.toml    en in 7 onderwerpen 1 vraag met dubbele optie")
w("  src/common.py                      de helper q(id, stam, opties, toelichting, stijlen, lab=, fb=, comp=, zet=, dup=, pos=, sorteer=)")
w("  src/t_<onderwerp>.py               de vraagdata per onderwerp (opties[0] is steeds de echte sleutel;")
w("                                     koppeltekens in de onderwerpnaam worden liggende streepjes)")
w("  src/build.py                       schrijft de TOML, leest alles terug met tomllib en controleert")
w("  src/readme.py                      schrijft deze README uit stats.json")
w("  src/stats.json                     gegevens per vraag")
w("  src/tijden.json                    begin- en eindtijd")
w("```")
w("")
w("Elke vraag begint met een `#:schema`-regel met het relatieve pad naar `/work/main/schema/question.schema.json` "
  "(`../../../../../schema/question.schema.json`); elke `topic.toml` op dezelfde manier met `topic.schema.json`. "
  "Een vraag heeft een stam, 3 of 4 opties met precies één `correct = true`, een toelichting en `related`-links. "
  "De links zijn symmetrisch en blijven binnen dezelfde map (`bank` of `gebrekkig`) en hetzelfde onderwerp. "
  "In `bank/` heeft elke vraag 4 of 5 links. In `gebrekkig/` telt een onderwerp maar 3 of 4 vragen, dus daar "
  "linkt elke vraag naar alle andere vragen van dat onderwerp in die map (2 of 3 links). Vragen met Markdown "
  "(links, inline code, cursief) hebben `markup = \"markdown\"`; de andere vragen hebben geen `markup`-sleutel "
  "en bevatten geen Markdown-tekens. Stijllabels staan alleen in de Python-data en in `stats.json`, nooit in de TOML.")
w("")
w("De plaats van de sleutel: bij vragen met getallen als opties (`sorteer=True`) staan de opties oplopend en "
  "volgt de plaats uit de getallen; één vraag heeft een vaste plaats (`pos`); bij de rest kiest `build.py` "
  "(vaste seed) een plaats zodat de 260 gezonde sleutels gelijk over A-D verdeeld zijn.")
w("")
w("## Aantallen per label")
w("")
w("| label | aantal | map |")
w("|---|---|---|")
for lab in LABELS:
    n = sum(1 for q in V if q["label"] == lab)
    w(f"| `{lab}` | {n} | {'bank' if lab == 'none' else 'gebrekkig'} |")
w(f"| totaal | {len(V)} | |")
w("")
w("## Aantallen per onderwerp")
w("")
w("| onderwerp | groep | none | explanation/supports-distractor | answer/duplicate-option |")
w("|---|---|---|---|---|")
for o in OND:
    qs = [q for q in V if q["onderwerp"] == o["id"]]
    w(f"| {o['id']} | {GROEPNAAM[o['groep']]} | " + " | ".join(
        str(sum(1 for q in qs if q["label"] == lab)) for lab in LABELS) + " |")
w("")
for g, naam in (("IT", "IT"), ("rekenen/natuurkunde", "Rekenen en natuurkunde"),
                ("schoolvak", "Schoolvakken"), ("praktisch", "Praktische onderwerpen")):
    w(f"- {naam}: " + ", ".join(o["id"] for o in OND if o["groep"] == g) + ".")
w("")
w("## Verdeling van de sleutels")
w("")
w(f"Echte sleutel van de 260 gezonde vragen: {telling(bank, 'echte_sleutel')}.")
w(f"Sleutel zoals die in het bestand staat, alle {len(V)} vragen: {telling(V, 'sleutel_in_bestand')}.")
w(f"Bij de {len(sd)} verplaatste sleutels: echte sleutel {telling(sd, 'echte_sleutel')}; "
  f"`correct = true` in het bestand {telling(sd, 'sleutel_in_bestand')}.")
n4 = sum(1 for q in bank if q["aantal_opties"] == 4)
w(f"Aantal opties bij de gezonde vragen: 4 opties: {n4}, 3 opties: {len(bank) - n4}.")
w(f"De sleutel is in {sum(1 for q in bank if q['sleutel_langste'])} van de 260 gezonde vragen de (enige) langste optie.")
w("")
w("## Stijlen (260 gezonde vragen)")
w("")
w("| stijl | aantal | minimum |")
w("|---|---|---|")
for s in STIJLEN:
    w(f"| {s} | {stijl_n(bank, s)} | {MINIMA.get(s, '')} |")
w("")
rek = [q for q in bank if "rekenen" in q["stijlen"]]
w(f"Van de {len(rek)} rekenvragen hebben er {stijl_n(rek, 'uitgewerkt')} de berekening uitgewerkt in de "
  f"toelichting (bij {sum(1 for q in rek if 'uitgewerkt' in q['stijlen'] and 'kort' not in q['stijlen'])} over "
  f"meerdere zinnen of regels), {stijl_n(rek, 'getal-woorden')} een getal in woorden en "
  f"{stijl_n(rek, 'compute')} een `[compute]`-tabel.")
w("")
w("Stijlen bij de 39 verplaatste sleutels: " + ", ".join(
    f"{s}: {stijl_n(sd, s)}" for s in STIJLEN if stijl_n(sd, s)) + ".")
w("")
w("Betekenis: *rekenen* (de vraag vraagt rekenwerk met getallen en eenheden), *uitgewerkt* (de toelichting "
  "rekent het voor), *getal-woorden* (minstens één getal in woorden, zoals drie of een half), *compute* "
  "(`[compute]`-tabel), *negatief* (de stam vraagt wat NIET/GEEN/onjuist is; de toelichting legt dan vaak uit "
  "waarom de afleiders wel kloppen), *lang* (toelichting van minstens 60 woorden die elke optie bespreekt), "
  "*kort* (toelichting van één zin op één regel), *parafrase* (de toelichting zegt de sleutel in andere woorden), "
  "*weerlegt* (de toelichting noemt een afleider en weerlegt die of schrijft hem aan iets anders toe), *link* "
  "(Markdown-link), *code* (inline code), *cursief*, *it-acroniem* (IT-afkortingen zoals HTML, CSV, PNG, MIME, "
  "PCRE) en *feedback* (`feedback` bij elke optie).")
w("")
w("`build.py` controleert een deel van de stijlen mechanisch: *kort* is één zin op één regel, *lang* telt "
  "minstens 60 woorden, *link*, *code* en *cursief* staan echt in de tekst (en omgekeerd), *negatief* heeft "
  "NIET/GEEN/onjuist in de stam, *it-acroniem* bevat een afkorting uit een vaste lijst, *uitgewerkt* bevat een "
  "rekenteken, *getal-woorden* een getal in woorden, *parafrase* herhaalt de sleuteltekst niet letterlijk, en "
  "*feedback* staat bij elke optie. Of een toelichting echt parafraseert, weerlegt of elke optie bespreekt, is "
  "bij het schrijven beoordeeld, niet mechanisch.")
w("")
w("## Gebrekkige vragen")
w("")
w("- `explanation/supports-distractor` (39, 3 per onderwerp): eerst als gezonde vraag geschreven, met een "
  "toelichting die de echte sleutel onderbouwt; daarna is `correct = true` naar een gekozen afleider verplaatst "
  "(`zet` in de data). `stats.json` noemt beide letters (`echte_sleutel` en `sleutel_in_bestand`). Deze vragen "
  "hebben geen `[compute]` en geen feedback. Soms noemt de toelichting de afleider met de vlag zelf, om hem te "
  "weerleggen.")
w("- `answer/duplicate-option` (7): twee opties die voor een student hetzelfde lezen; sleutel en toelichting "
  "zijn in orde. Het verschil zit in hoofdletters, witruimte, leestekens of een koppelteken, nooit in de "
  "woordvolgorde. In zes vragen zijn het twee afleiders, in één vraag (kamerplanten) herhaalt een afleider de "
  "sleutel met een kleine letter. `stats.json` noemt de letters in `dubbele_opties`. Onderwerpen: "
  + ", ".join(q["onderwerp"] for q in du) + ".")
w("")
w("| id | onderwerp | dubbele letters | soort verschil |")
w("|---|---|---|---|")
for q in du:
    a, b = q["dubbele_opties"]
    w(f"| {q['id']} | {q['onderwerp']} | {a} en {b} | {SOORT_VERSCHIL.get(q['id'], '')} |")
w("")
w("## Opnieuw maken")
w("")
w("```sh")
w("cd /work/main/tests/holdout22/answer-explanation")
w("python3 src/build.py")
w("```")
w("")
w("`build.py` verwijdert en herschrijft `bank/` en `gebrekkig/`, leest elk bestand terug met `tomllib` en stopt "
  "met exitcode 1 bij een ontbrekend of onbekend veld, een `#:schema`-regel die niet naar het schema wijst, tekst "
  "die niet ongeschonden terugkomt, een verkeerd aantal (vragen, opties, labels, links), een dubbel id, een "
  "`related`-link die niet bestaat, niet wederkerig is of de map of het onderwerp verlaat, een vraag zonder "
  "precies één `correct = true`, een verplaatste sleutel zonder label of een label zonder verplaatste sleutel, "
  "onbedoeld dubbele opties, een `[compute]`-tabel waarvan de uitkomst niet het dichtst bij de sleutel ligt, "
  "Markdown in een vraag zonder `markup`, een onderwerpnaam die op een verboden naam lijkt, of een stijl onder "
  "het minimum. Daarna schrijft het `src/stats.json` en roept het `src/readme.py` aan, dat deze README schrijft.")

with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
    f.write("\n".join(r) + "\n")
print("README.md geschreven")
