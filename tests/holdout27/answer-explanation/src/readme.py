#!/usr/bin/env python3
"""Schrijft README.md van holdout27/answer-explanation uit src/stats.json en src/tijden.json."""
import json
from collections import Counter
from pathlib import Path

SRC = Path(__file__).resolve().parent
ROOT = SRC.parent
stats = json.loads((SRC / "stats.json").read_text(encoding="utf-8"))
tijden = json.loads((SRC / "tijden.json").read_text(encoding="utf-8"))
V = stats["vragen"]
OND = stats["onderwerpen"]
VERPL = "explanation/supports-distractor"
DUB = "answer/duplicate-option"

gezond = [r for r in V if r["label"] == "none"]
verpl = [r for r in V if r["label"] == VERPL]
dub = [r for r in V if r["label"] == DUB]


def verdeling(rs, veld):
    c = Counter(r[veld] for r in rs)
    return ", ".join(f"{L}: {c.get(L, 0)}" for L in "ABCD")


STIJLUITLEG = [
    ("negatief", "de stam vraagt wat NIET/GEEN/onjuist is of niet klopt"),
    ("lang", "toelichting van minstens 60 woorden die elke optie bespreekt"),
    ("kort", "toelichting van één zin op één regel"),
    ("link", "Markdown-link in de toelichting"),
    ("code", "inline code"),
    ("it-acroniem", "IT-afkortingen (GPL, EAN, QR, STL, IMEI ...), alleen in IT-onderwerpen"),
    ("rekenen", "de vraag vraagt rekenwerk met getallen en eenheden"),
    ("uitgewerkt", "de toelichting rekent het voor"),
    ("getal-woorden", "minstens één getal in woorden (drie, tien, een kwart ...)"),
    ("eenheid-woorden", "eenheden voluit (meter, seconde, procent, hertz ...)"),
    ("eenheid-symbool", "eenheden als symbool (mm, s, Hz, °C, % ...)"),
    ("parafrase", "de toelichting herhaalt de sleuteltekst niet letterlijk"),
    ("weerlegt", "de toelichting noemt een afleider en weerlegt die uitdrukkelijk"),
    ("compute", "`[compute]`-tabel"),
]

r = []
w = r.append
w("# Holdout 27: answer-explanation")
w("")
w("Blinde testset van Nederlandse meerkeuzevragen voor `qbank`. De set meet hoe goed de linter een "
  "verplaatste sleutel vindt (`correct = true` op een afleider terwijl de toelichting nog de echte "
  "sleutel onderbouwt) en dubbele opties, en hoe vaak hij vals alarm geeft bij gezonde vragen.")
w("")
w("## Wat is gelezen en gedraaid")
w("")
w("Geschreven zonder de code, regels, tests, fixtures, documentatie, benchmarks of vragenbank "
  "(`bank/`) van de linter te lezen, zonder qbank of iets uit `build/` te draaien en zonder git te "
  "gebruiken. Gelezen zijn alleen:")
w("")
w("- `schema/README.md`, `schema/question.schema.json` en `schema/topic.schema.json`;")
w("- `tests/holdout22/answer-explanation/README.md` (alleen die README, voor de indeling; geen "
  "vragen of scripts van die of andere holdout-sets);")
w("- de twee voorbeeldpagina's in `/work/shared/seeds/`;")
w("- `/tmp/used_topics.txt` (onderwerpnamen die al in gebruik zijn).")
w("")
w("Gedraaid zijn alleen `date` (begin- en eindtijd), `ls /work/main/tests/` (alleen mapnamen, om te "
  "zien dat holdout27 nog niet bestond), eenvoudige shellopdrachten op de eigen bestanden en "
  "`python3` voor de eigen scripts in `src/`. Alle vragen, opties en toelichtingen zijn zelf in het "
  "Nederlands geschreven. Label en stijlen zijn per vraag in de Python-data vastgelegd voordat er "
  "iets gedraaid is; de verplaatste sleutels (`zet`) en de dubbele opties (`dup`) stonden er toen "
  "ook al in. Alleen de stijl *code* is bij twee vragen later bijgekomen, samen met de inline code "
  "zelf (zie de correcties hieronder).")
w("")
w("## Correcties na de eigen controles")
w("")
if stats["correcties"]:
    w("Na de eerste run van `build.py` (alleen de eigen controles in dat script, geen qbank) is het "
      "volgende aangepast. Labels (`none`, `explanation/supports-distractor`, "
      "`answer/duplicate-option`), verplaatste sleutels en dubbele opties zijn daarbij niet "
      "veranderd.")
    w("")
    for c in stats["correcties"]:
        w(f"- {c}")
else:
    w("Geen: de eerste run van `build.py` vond geen fouten.")
w("")
w("## Tijden (`date`)")
w("")
w(f"- begin: `{tijden['begin']}`")
w(f"- einde: `{tijden.get('einde') or 'nog niet vastgelegd'}`")
w("")
w("## Indeling")
w("")
w("```")
w("answer-explanation/")
w("  bank/<onderwerp>/topic.toml        13 onderwerpen, elk 20 gezonde vragen (label none)")
w("  bank/<onderwerp>/<id>.toml")
w("  gebrekkig/<onderwerp>/topic.toml   per onderwerp 3 vragen met verplaatste sleutel,")
w("  gebrekkig/<onderwerp>/<id>.toml    en in 7 onderwerpen 1 vraag met dubbele optie")
w("  src/common.py                      helper q(id, stam, opties, toelichting, stijlen, lab=, zet=, dup=,")
w("                                     sorteer=, waarden=, comp=) en de lijst met stijlen")
w("  src/t_<onderwerp>.py               vraagdata per onderwerp (opties[0] is steeds de echte sleutel;")
w("                                     koppeltekens in de onderwerpnaam worden liggende streepjes)")
w("  src/build.py                       schrijft de TOML, leest alles terug met tomllib en controleert")
w("  src/readme.py                      schrijft deze README uit stats.json en tijden.json")
w("  src/stats.json                     gegevens per vraag (label, stijlen, sleutelletters, links)")
w("  src/tijden.json                    begin- en eindtijd")
w("```")
w("")
w("Elke vraag begint met een `#:schema`-regel met het relatieve pad naar "
  "`/work/main/schema/question.schema.json` (`../../../../../schema/question.schema.json`); elke "
  "`topic.toml` op dezelfde manier met `topic.schema.json`. Een vraag heeft een stam, 3 of 4 opties "
  "met precies één `correct = true`, een toelichting en `related`-links. De links zijn wederkerig en "
  "blijven binnen dezelfde map (`bank` of `gebrekkig`) en hetzelfde onderwerp. In `bank/` heeft elke "
  "vraag 4 of 5 links (buren in de schrijfvolgorde, plus voor de helft van de vragen een vijfde link "
  "naar de vraag tien plaatsen verder). In `gebrekkig/` linkt elke vraag naar alle andere vragen van "
  "dat onderwerp in die map (2 of 3 links). Vragen met Markdown (links, inline code) hebben "
  "`markup = \"markdown\"`; de andere vragen hebben geen `markup`-sleutel en bevatten geen "
  "Markdown-tekens. Labels en stijlen staan alleen in de Python-data en in `stats.json`, nooit in de "
  "TOML.")
w("")
w("Plaats van de sleutel: bij vragen met getallen als opties (`sorteer=True`) staan de opties "
  "oplopend en volgt de plaats uit de getallen. De overige gezonde vragen krijgen met een vaste seed "
  f"({stats['seeds']['gezond']}) een plaats zodat de 260 gezonde sleutels gelijk over A-D verdeeld "
  f"zijn. Een tweede generator (seed {stats['seeds']['gebrekkig']}) plaatst op dezelfde manier de "
  "echte sleutel van de gebrekkige vragen. Bij de niet-gesorteerde vragen houden de afleiders hun "
  "geschreven volgorde.")
w("")
w("## Aantallen per label")
w("")
w("| label | aantal | map |")
w("|---|---|---|")
w(f"| `none` | {len(gezond)} | bank |")
w(f"| `{VERPL}` | {len(verpl)} | gebrekkig |")
w(f"| `{DUB}` | {len(dub)} | gebrekkig |")
w(f"| totaal | {len(V)} | |")
w("")
w("## Aantallen per onderwerp")
w("")
w(f"| onderwerp | titel | groep | none | {VERPL} | {DUB} |")
w("|---|---|---|---|---|---|")
for o in OND:
    w(f"| {o['id']} | {o['titel']} | {o['groepnaam']} | {o['none']} | {o[VERPL]} | {o[DUB]} |")
w("")
for g in ("IT", "REKENEN", "SCHOOL", "DAGELIJKS"):
    namen = [o["id"] for o in OND if o["groep"] == g]
    gn = next(o["groepnaam"] for o in OND if o["groep"] == g)
    w(f"- {gn[0].upper() + gn[1:]} ({len(namen)}): {', '.join(namen)}.")
w("")
w("## Verdeling van de sleutels")
w("")
w(f"- Echte sleutel van de {len(gezond)} gezonde vragen: {verdeling(gezond, 'echte_sleutel')}.")
w(f"- Sleutel zoals die in het bestand staat, alle {len(V)} vragen: {verdeling(V, 'sleutel_in_bestand')}.")
w(f"- Bij de {len(verpl)} verplaatste sleutels: echte sleutel {verdeling(verpl, 'echte_sleutel')}; "
  f"`correct = true` in het bestand {verdeling(verpl, 'sleutel_in_bestand')}.")
w(f"- Bij de {len(dub)} vragen met dubbele optie: sleutel {verdeling(dub, 'echte_sleutel')}.")
n_opt = Counter(r_["n_opties"] for r_ in gezond)
w(f"- Aantal opties bij de gezonde vragen: 4 opties: {n_opt.get(4, 0)}, 3 opties: {n_opt.get(3, 0)}.")
n_sort = sum(r_["gesorteerd"] for r_ in gezond)
w(f"- Gesorteerde getalopties (plaats volgt uit de getallen): {n_sort} gezonde en "
  f"{sum(r_['gesorteerd'] for r_ in verpl + dub)} gebrekkige vragen.")
w(f"- De sleutel is in {sum(r_['sleutel_langste'] for r_ in gezond)} van de {len(gezond)} gezonde "
  "vragen de (enige) langste optie.")
w("")
w(f"## Stijlen ({len(gezond)} gezonde vragen)")
w("")
tel = Counter(s for r_ in gezond for s in r_["stijlen"])
w("| stijl | aantal | minimum | betekenis |")
w("|---|---|---|---|")
for s, uitleg in STIJLUITLEG:
    w(f"| {s} | {tel.get(s, 0)} | {stats['minima'].get(s, '')} | {uitleg} |")
w("")
telv = Counter(s for r_ in verpl for s in r_["stijlen"])
w(f"Stijlen bij de {len(verpl)} verplaatste sleutels: "
  + ", ".join(f"{s}: {telv[s]}" for s, _ in STIJLUITLEG if telv.get(s)) + ".")
w("")
per_groep = Counter(r_["groep"] for r_ in gezond if "negatief" in r_["stijlen"])
w(f"Negatieve stammen: {tel.get('negatief', 0)} van {len(gezond)} gezonde vragen "
  f"({100 * tel.get('negatief', 0) / len(gezond):.0f} %).")
w("")
w("`build.py` controleert een deel van de stijlen mechanisch: *negatief* hoort bij NIET/GEEN/onjuist/"
  "klopt niet in de stam (en omgekeerd), *kort* is één zin op één regel, *lang* telt minstens 60 "
  "woorden, *link* en *code* staan echt in de tekst (en omgekeerd), *it-acroniem* bevat een "
  "afkorting uit een vaste lijst en komt alleen in IT-onderwerpen voor, *uitgewerkt* bevat een "
  "rekenteken, *getal-woorden*, *eenheid-woorden* en *eenheid-symbool* komen echt voor, "
  "*parafrase* herhaalt de sleuteltekst niet letterlijk en niet met vier woorden op rij, en "
  "*compute* hoort bij een `[compute]`-tabel waarvan de uitkomst het dichtst bij de sleutel ligt. "
  "Of een toelichting echt elke optie bespreekt of een afleider weerlegt, is bij het schrijven "
  "beoordeeld, niet mechanisch.")
w("")
w("## Gebrekkige vragen")
w("")
w(f"- `{VERPL}` ({len(verpl)}, 3 per onderwerp): eerst als gezonde vraag geschreven, met een "
  "toelichting die de echte sleutel (`opties[0]`) onderbouwt; daarna is `correct = true` naar een "
  "gekozen afleider gezet (`zet` in de data). `stats.json` noemt beide letters (`echte_sleutel` en "
  "`sleutel_in_bestand`) en de tekst van de afleider met de vlag. Deze vragen hebben geen "
  "`[compute]`. In een deel ervan noemt de toelichting juist die afleider om hem te weerleggen; in "
  "andere zegt ze de echte sleutel in andere woorden (parafrase), zodat woordovereenkomst alleen "
  "niet volstaat.")
w(f"- `{DUB}` ({len(dub)}): twee opties die voor een student hetzelfde lezen; sleutel en "
  "toelichting zijn in orde. De verschillen: een koppelteken tegenover een spatie, hoofdletters, "
  "een eenheid voluit tegenover het symbool, een getal in woorden tegenover cijfers, een punt aan "
  "het eind en een dubbele spatie. In alle zeven vragen zijn het twee afleiders.")
w("")
w("| id | onderwerp | dubbele letters | teksten |")
w("|---|---|---|---|")
for r_ in dub:
    a, b = r_["dubbele_teksten"]
    w(f"| {r_['id']} | {r_['onderwerp']} | {' en '.join(r_['dubbele_opties'])} | "
      f"`{a}` / `{b}` |")
w("")
w("## Opnieuw maken")
w("")
w("```sh")
w("cd /work/main/tests/holdout27/answer-explanation")
w("python3 src/build.py")
w("```")
w("")
w("`build.py` verwijdert en herschrijft `bank/` en `gebrekkig/`, leest elk bestand terug met "
  "`tomllib` en stopt met exitcode 1 bij een onbekend of ontbrekend veld, een `#:schema`-regel die "
  "niet naar het schema wijst, tekst die niet ongeschonden terugkomt, een verkeerd aantal "
  "(onderwerpen, vragen per label, opties, links), een dubbel id, een bestandsnaam die niet bij het "
  "id past, een `related`-link die niet bestaat, niet wederkerig is of de map of het onderwerp "
  "verlaat, een vraag zonder precies één `correct = true` op de verwachte plaats, onbedoeld dubbele "
  "opties in een gezonde vraag (ook na het gelijktrekken van hoofdletters, leestekens, getallen in "
  "woorden en eenheden), een bedoelde dubbele optie die niet als dubbel herkend wordt, een "
  "`[compute]`-tabel waarvan de uitkomst niet het dichtst bij de sleutel ligt, Markdown in een "
  "vraag zonder `markup`, een onderwerpnaam uit `/tmp/used_topics.txt`, een stijl die niet bij de "
  "tekst past of onder het minimum blijft, of sleutels die niet 65/65/65/65 over A-D verdeeld zijn. "
  "Daarna schrijft het `src/stats.json` en roept het `src/readme.py` aan.")
w("")
(ROOT / "README.md").write_text("\n".join(r), encoding="utf-8")
