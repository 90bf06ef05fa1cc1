#!/usr/bin/env python3
"""Schrijft ../README.md uit stats.json en tijden.json."""
import json, os
from collections import Counter

HIER = os.path.dirname(os.path.abspath(__file__))
st = json.load(open(os.path.join(HIER, "stats.json"), encoding="utf-8"))
tijden = json.load(open(os.path.join(HIER, "tijden.json"), encoding="utf-8"))
V = st["vragen"]
OND = st["onderwerpen"]
N, S, D = "none", "explanation/supports-distractor", "answer/duplicate-option"
gezond = [v for v in V if v["label"] == N]
verpl = [v for v in V if v["label"] == S]
dubbel = [v for v in V if v["label"] == D]

GROEPNAAM = {"IT": "IT", "rekenen/natuurkunde/scheikunde": "rekenen, natuurkunde en scheikunde",
             "schoolvak": "schoolvak", "praktisch": "dagelijks leven en hobby"}
STIJLEN = [("rekenen", "de vraag vraagt rekenwerk met getallen en eenheden"),
           ("uitgewerkt", "de toelichting rekent het antwoord voor"),
           ("compute", "`[compute]`-tabel"),
           ("procent", "percentages in stam of opties"),
           ("getal-woorden", "minstens één getal in woorden (drie, een half, veertien, derde), vaak naast cijfers elders in de vraag"),
           ("neg", "negatieve stam: NIET, GEEN, onjuist of klopt niet"),
           ("neg-sleutel", "bij een negatieve stam: de toelichting legt uit waarom de sleutel niet opgaat"),
           ("neg-afleiders", "bij een negatieve stam: de toelichting legt uit waarom de afleiders wel kloppen"),
           ("neg-beide", "bij een negatieve stam: beide"),
           ("neg-zonder-niet", "bij een negatieve stam: de toelichting beschrijft alleen wat de sleutel is of doet, zonder het woord niet"),
           ("kort", "toelichting van één zin op één regel"),
           ("lang", "toelichting van minstens 60 woorden die elke optie bespreekt"),
           ("parafrase", "de toelichting zegt de sleutel in andere woorden"),
           ("weerlegt", "de toelichting noemt een afleider en weerlegt die (niet X maar Y, X geldt voor ..., niet voor ...)"),
           ("contrast", "de toelichting noemt een afleider in het voorbijgaan met anders dan of in tegenstelling tot"),
           ("samenstelling", "opties die samenstellingen zijn (tekentang, kniebeschermers, longader), met een toelichting in andere woorden"),
           ("link", "Markdown-link"),
           ("code", "inline code"),
           ("acroniem", "IT-afkortingen zoals CPU, SSD, PDF, SEO, URL")]


def tel(vs, s):
    return sum(1 for v in vs if s in v["stijlen"])


def verdeling(vs, veld):
    c = Counter(v[veld] for v in vs)
    return ", ".join(f"{l}: {c.get(l, 0)}" for l in "ABCD")


r = []
r.append("# Holdout 26: answer-explanation\n")
r.append("Blinde testset van Nederlandse meerkeuzevragen voor `qbank`. Hij meet hoe goed de controles een verplaatste sleutel vinden (`correct = true` op een afleider terwijl de toelichting nog de echte sleutel onderbouwt) en dubbele opties, en hoe vaak ze vals alarm geven bij gezonde vragen.\n")
r.append("Geschreven zonder de code, regels, tests, fixtures, documentatie, benchmarks of vragenbank van de linter te lezen en zonder qbank of iets uit `build/` te draaien. Gelezen zijn alleen `schema/README.md`, `schema/question.schema.json`, `schema/topic.schema.json`, de indelingsbeschrijving in `tests/holdout22/answer-explanation/README.md` (alleen die README, geen vragen of scripts van die of andere sets), de twee voorbeeldpagina's in `/work/shared/seeds/` en `/tmp/used_topics.txt` (de lijst met al gebruikte onderwerpnamen; de 13 onderwerpen hier komen daar niet in voor en `build.py` controleert dat ze er niet op lijken). Gedraaid zijn alleen `date`, `ls /work/main/tests/` (alleen mapnamen, om te zien dat holdout26 nog niet bestond), `python3` voor de eigen scripts in `src/` en eenvoudige shellcommando's op de eigen bestanden. Alle vragen en toelichtingen zijn zelf in het Nederlands geschreven; label en stijlen zijn bij het schrijven van elke vraag in de Python-data vastgelegd, voordat er iets gedraaid is. Niets is met git toegevoegd of vastgelegd.\n")
r.append("Correcties na de eerste run van `build.py` (alleen de eigen controles in dat script, geen qbank); labels, verplaatste sleutels (`zet`) en dubbele opties zijn daarbij niet veranderd:\n")
for c in [
    "de toelichtingen van `megabyte-naar-gigabyte` en `terras-van-zes-meter` (gebrekkig) waren korter dan 20 tekens en kregen een halve zin extra; ze onderbouwen nog steeds de echte sleutel;",
    "stijl *acroniem* weggehaald bij `bestand-voor-crawlerregels`, `doel-van-sitemap` en `naam-van-esc` (geen afkorting in hoofdletters in de tekst);",
    "stijl *parafrase* weggehaald bij `formaat-zonder-opmaak` en `wie-begint` (de sleuteltekst staat letterlijk in de toelichting);",
    "stijl *kort* weggehaald bij `ram-klopt-niet` (twee zinnen) en toegevoegd bij `drinken-op-warme-wandeling` (één zin);",
    "de toelichtingen van `water-uit-waterstof` en `halve-liter-in-cm3` kregen een expliciet rekenteken (`=` of `/`), zodat de stijl *uitgewerkt* klopt;",
    "in `build.py` is de lijst met getalwoorden uitgebreid met rangtelwoorden (tweede, derde, vierde, vijfde), waardoor *getal-woorden* bij `massapercentage-zuurstof-in-water` en `rijmschema-limerick` wordt herkend;",
    "in `build.py` telt bij de controle op onbedoeld dubbele opties een decimale komma tussen cijfers en een minteken voor een getal nu wel mee. De eerste versie meldde gezonde getalopties als `314 cm²` / `31,4 cm²` en `2,5 bar` / `25 bar` als dubbel (`cirkel-met-straal-tien`, `aquarium-vullen`, `verf-voor-twee-lagen`, `mol-in-een-vat`, `kilopascal-naar-bar`, `luchtdruk-op-zeeniveau`, `hartminuutvolume`, en in gebrekkig `nul-kelvin-in-celsius` met `−273 °C` / `273 °C`). Een student leest die als verschillende getallen; de opties zijn bewust zo gelaten, want zulke afleiders (factor tien, vergeten minteken) komen in echte banken veel voor.",
]:
    r.append(f"- {c}")
r.append("")
r.append("Vóór de eerste run is alleen de stam van `klembord-onberoerd` herschreven (\"verandert de inhoud van het klembord NIET\" in plaats van \"verandert GEEN inhoud\").\n")
r.append("## Tijden (`date`)\n")
r.append(f"- begin: `{tijden['start']}`")
r.append(f"- einde: `{tijden['end']}`\n")
r.append("## Indeling\n")
r.append("```\nanswer-explanation/\n  bank/<onderwerp>/topic.toml        13 onderwerpen, elk 20 gezonde vragen (label none)\n  bank/<onderwerp>/<id>.toml\n  gebrekkig/<onderwerp>/topic.toml   per onderwerp 3 vragen met verplaatste sleutel,\n  gebrekkig/<onderwerp>/<id>.toml    en in 7 onderwerpen 1 vraag met dubbele optie\n  src/common.py                      de helper q(id, stam, opties, toelichting, stijlen, lab, zet=, dup=, sorteer=, comp=, pos=, fb=)\n  src/t_<onderwerp>.py               de vraagdata per onderwerp (opties[0] is steeds de echte sleutel;\n                                     koppeltekens in de onderwerpnaam worden liggende streepjes)\n  src/build.py                       schrijft de TOML, leest alles terug met tomllib en controleert\n  src/readme.py                      schrijft deze README uit stats.json\n  src/stats.json                     gegevens per vraag\n  src/tijden.json                    begin- en eindtijd\n```\n")
r.append("Elke vraag begint met een `#:schema`-regel met het relatieve pad naar `/work/main/schema/question.schema.json` (`../../../../../schema/question.schema.json`); elke `topic.toml` op dezelfde manier met `topic.schema.json`. Een vraag heeft een stam, 3 of 4 opties met precies één `correct = true`, een toelichting en `related`-links. De links zijn wederkerig en blijven binnen dezelfde map (`bank` of `gebrekkig`) en hetzelfde onderwerp. In `bank/` heeft elke vraag 4 of 5 links. In `gebrekkig/` telt een onderwerp maar 3 of 4 vragen, dus daar linkt elke vraag naar alle andere vragen van dat onderwerp in die map (2 of 3 links). Vragen met Markdown (links, inline code) hebben `markup = \"markdown\"`; de andere vragen hebben geen `markup`-sleutel en bevatten geen Markdown-tekens. Labels en stijlen staan alleen in de Python-data en in `stats.json`, nooit in de TOML.\n")
r.append("De plaats van de sleutel: bij vragen met getallen als opties (`sorteer`) staan de opties oplopend en volgt de plaats uit de getallen; bij de rest kiest `build.py` (vaste seed 2626) een plaats zodat de 260 gezonde sleutels gelijk over A-D verdeeld zijn. Bij de gebrekkige vragen kiest een tweede generator (seed 2627) de plaats van de echte sleutel; de afleiders volgen de volgorde van de data.\n")
r.append("## Aantallen per label\n")
r.append("| label | aantal | map |\n|---|---|---|")
r.append(f"| `none` | {len(gezond)} | bank |")
r.append(f"| `explanation/supports-distractor` | {len(verpl)} | gebrekkig |")
r.append(f"| `answer/duplicate-option` | {len(dubbel)} | gebrekkig |")
r.append(f"| totaal | {len(V)} | |\n")
r.append("## Aantallen per onderwerp\n")
r.append("| onderwerp | groep | none | explanation/supports-distractor | answer/duplicate-option |\n|---|---|---|---|---|")
for o in OND:
    vs = [v for v in V if v["onderwerp"] == o["naam"]]
    c = Counter(v["label"] for v in vs)
    r.append(f"| {o['naam']} | {GROEPNAAM[o['groep']]} | {c[N]} | {c[S]} | {c[D]} |")
r.append("")
for g in GROEPNAAM:
    r.append(f"- {GROEPNAAM[g][0].upper() + GROEPNAAM[g][1:]}: " + ", ".join(o["naam"] for o in OND if o["groep"] == g) + ".")
r.append("")
r.append("## Verdeling van de sleutels\n")
r.append(f"Echte sleutel van de {len(gezond)} gezonde vragen: {verdeling(gezond, 'echte_sleutel')}.")
r.append(f"Sleutel zoals die in het bestand staat, alle {len(V)} vragen: {verdeling(V, 'sleutel_in_bestand')}.")
r.append(f"Bij de {len(verpl)} verplaatste sleutels: echte sleutel {verdeling(verpl, 'echte_sleutel')}; `correct = true` in het bestand {verdeling(verpl, 'sleutel_in_bestand')}.")
c = Counter(v["aantal_opties"] for v in gezond)
r.append(f"Aantal opties bij de gezonde vragen: 4 opties: {c[4]}, 3 opties: {c[3]}.")
r.append(f"De sleutel is in {sum(1 for v in gezond if v['sleutel_langste'])} van de {len(gezond)} gezonde vragen de (enige) langste optie.\n")
r.append(f"## Stijlen ({len(gezond)} gezonde vragen)\n")
r.append("| stijl | aantal | betekenis |\n|---|---|---|")
for s, b in STIJLEN:
    r.append(f"| {s} | {tel(gezond, s)} | {b} |")
r.append("")
r.append(f"Stijlen bij de {len(verpl)} verplaatste sleutels: " + ", ".join(f"{s}: {tel(verpl, s)}" for s, _ in STIJLEN if tel(verpl, s)) + ".\n")
r.append("`build.py` controleert een deel van de stijlen mechanisch: *kort* is één zin op één regel (en omgekeerd), *lang* telt minstens 60 woorden (en een toelichting van 60 woorden of meer heeft die stijl), *neg* heeft NIET, GEEN, onjuist of klopt niet in de stam en één van de vier soorten, *neg-zonder-niet* bevat nergens het woord niet, *link*, *code* en *contrast* staan echt in de tekst (en omgekeerd), *parafrase* herhaalt de sleuteltekst niet letterlijk, *getal-woorden* bevat een getalwoord, *uitgewerkt* een rekenteken, *procent* een %-teken, *acroniem* een afkorting uit een vaste lijst, en *compute* hoort bij precies de vragen met een `[compute]`-tabel. Of een toelichting echt weerlegt of parafraseert, of de opties samenstellingen zijn, is bij het schrijven beoordeeld, niet mechanisch. Minima die `build.py` bewaakt: negatief ≥ 25, kort ≥ 40, lang ≥ 13, parafrase ≥ 30, weerlegt ≥ 30, link ≥ 8, code ≥ 5, contrast ≥ 8, samenstelling ≥ 5, getal-woorden ≥ 20, rekenen ≥ 40, acroniem ≥ 15, compute ≥ 30, procent ≥ 8, elke soort negatieve toelichting ≥ 3.\n")
r.append("## Gebrekkige vragen\n")
r.append(f"- `explanation/supports-distractor` ({len(verpl)}, 3 per onderwerp): eerst als gezonde vraag geschreven, met een toelichting die de echte sleutel (`opties[0]`) onderbouwt; daarna is `correct = true` naar een gekozen afleider verplaatst (`zet` in de data). `stats.json` noemt beide letters (`echte_sleutel` en `sleutel_in_bestand`). Deze vragen hebben geen `[compute]`-tabel. Soms noemt de toelichting de afleider met de vlag zelf, om hem te weerleggen (bijvoorbeeld `doel-van-sitemap`, `stadhouder-in-1672`, `cirkel-met-diameter-zes`).")
r.append(f"- `answer/duplicate-option` ({len(dubbel)}): twee opties die een student als dezelfde tekst leest; sleutel en toelichting zijn in orde. Het verschil zit in een punt aan het eind, hoofdletters, witruimte, een komma of een koppelteken tegenover een spatie, nooit in de woordvolgorde. In zes vragen zijn het twee afleiders, in één vraag (gouden-eeuw) herhaalt een afleider de sleutel met een spatie in plaats van een koppelteken. `stats.json` noemt de letters in `dubbele_opties`.\n")
SOORT = {"knop-ongedaan-maken": "punt aan het eind", "monitor-aansluiten": "hoofdletter (Netwerkkabel / netwerkkabel)",
         "vloer-acht-bij-zes": "spatie voor de eenheid (`14 m²` / `14m²`)",
         "vertegenwoordiging-van-de-gewesten": "koppelteken tegenover spatie (Staten-Generaal / Staten Generaal); herhaalt de sleutel",
         "wat-is-binnenrijm": "komma (`beginmedeklinkers, zoals` / `beginmedeklinkers zoals`)",
         "drinken-op-warme-wandeling": "dubbele spatie", "stuk-offeren": "hoofdletter (Opsluiting / opsluiting)"}
r.append("| id | onderwerp | dubbele letters | soort verschil |\n|---|---|---|---|")
for v in dubbel:
    r.append(f"| {v['id']} | {v['onderwerp']} | {' en '.join(v['dubbele_opties'])} | {SOORT.get(v['id'], '')} |")
r.append("")
r.append("Let op bij het beoordelen van vals alarm: in een aantal gezonde rekenvragen verschillen opties alleen in een decimale komma of een minteken (`314 cm²` / `31,4 cm²`, `2,5 bar` / `25 bar`); dat zijn bewust verschillende getallen en geen dubbele opties.\n")
r.append("## Opnieuw maken\n")
r.append("```sh\ncd /work/main/tests/holdout26/answer-explanation\npython3 src/build.py\n```\n")
r.append("`build.py` verwijdert en herschrijft `bank/` en `gebrekkig/`, leest elk bestand terug met `tomllib` en stopt met exitcode 1 bij een ontbrekend of onbekend veld, een `#:schema`-regel die niet naar het schema wijst, tekst die niet ongeschonden terugkomt, een verkeerd aantal (onderwerpen, vragen, opties, labels, links), een dubbel of ongeldig id, een `related`-link die niet bestaat, niet wederkerig is of de map of het onderwerp verlaat, een vraag zonder precies één `correct = true`, een verplaatste sleutel zonder label of een label zonder verplaatste sleutel, onbedoeld dubbele opties in gezonde vragen (of een dubbel paar dat niet klopt), een toelichting korter dan 20 tekens, een `[compute]`-tabel waarvan de uitkomst niet het dichtst bij de sleutel ligt, Markdown in een vraag zonder `markup`, een onderwerpnaam die op een naam uit `/tmp/used_topics.txt` lijkt, een ongelijke verdeling van de gezonde sleutels of een stijl onder het minimum. Daarna schrijft het `src/stats.json` en roept het `src/readme.py` aan, dat deze README schrijft.")
open(os.path.join(os.path.dirname(HIER), "README.md"), "w", encoding="utf-8").write("\n".join(r) + "\n")
print("README.md geschreven")
