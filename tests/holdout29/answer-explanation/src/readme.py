#!/usr/bin/env python3
"""Schrijft ../README.md uit stats.json en tijden.json."""
import json, os
from collections import Counter, defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))
S = json.load(open(os.path.join(HERE, "stats.json"), encoding="utf-8"))
T = json.load(open(os.path.join(HERE, "tijden.json"), encoding="utf-8"))
L_NONE, L_ZET, L_DUP = "none", "explanation/supports-distractor", "answer/duplicate-option"
topics = []
for s in S:
    if s["topic"] not in topics: topics.append(s["topic"])
group = {s["topic"]: s["groep"] for s in S}
GN = {"IT": "IT", "rekenen": "rekenen/natuurwetenschap", "school": "schoolvak", "hobby": "dagelijks leven/hobby"}
sound = [s for s in S if s["label"] == L_NONE]
zet = [s for s in S if s["label"] == L_ZET]
dup = [s for s in S if s["label"] == L_DUP]

def cnt(lst, k): return Counter(x[k] for x in lst)
def fmt(c): return ", ".join(f"{k}: {c.get(k, 0)}" for k in "ABCD")

out = []
w = out.append
w("# Holdout 29: answer-explanation\n")
w("Blinde testset van Nederlandse meerkeuzevragen voor `qbank`. Hij meet of de controles een verplaatste sleutel vinden (`correct = true` op een afleider terwijl de toelichting een andere optie onderbouwt) en dubbele opties, en hoe vaak ze vals alarm geven bij gezonde vragen.\n")
w("## Wat is gelezen en gedraaid\n")
w("Geschreven zonder de code, regels, tests, fixtures, documentatie, benchmarks of vragenbank van de linter te lezen, zonder andere holdoutsets te openen (behalve de indelingsbeschrijving hieronder), zonder qbank of iets uit `build/` te draaien en zonder git. Gelezen zijn alleen:\n")
w("- `/work/main/schema/README.md`, `/work/main/schema/question.schema.json`, `/work/main/schema/topic.schema.json`;")
w("- `/work/main/tests/holdout22/answer-explanation/README.md`, alleen voor de indeling (geen vragen of scripts van die of andere sets);")
w("- de twee voorbeeldpagina's in `/work/shared/seeds/`;")
w("- `/tmp/used_topics.txt`, om 13 nieuwe onderwerpnamen te kiezen (`build.py` controleert dat geen naam in die lijst staat).\n")
w("Gedraaid: `date` (begin en einde), `ls /work/main/tests/` (alleen mapnamen), eenvoudige shellcommando's op de eigen bestanden en `python3` voor de eigen scripts in `src/`. Alle vragen, opties en toelichtingen zijn zelf in het Nederlands geschreven. Label, stijlen, echte sleutel en, bij gebrekkige vragen, de letter van de verplaatste sleutel (`zet`) of het paar dubbele opties (`dup`) zijn bij het schrijven van elke vraag in de Python-data vastgelegd.\n")
w("## Correcties na de eigen controles\n")
w("Bij het nalezen vóór de eerste run: de stam van `receptafkorting-geen-tijdstip` is grammaticaal rechtgezet en de onterechte stijl *cursief* is weggehaald; in de toelichting van `dood-van-socrates` is *dollekervel* vervangen door *gevlekte scheerling*; de stam van `geen-lipbloemige` is vereenvoudigd (van *hoort GEEN deel uit te maken van* naar *hoort NIET bij*).\n")
w("De eerste run van `build.py` (alleen de eigen controles, geen qbank) gaf 25 meldingen. Daarna is het volgende aangepast:\n")
w("- Stam zonder kleine ontkenning (*niet*, *geen*) in vragen die niet negatief bedoeld zijn: `transitieve-afhankelijkheid`, `jpeg-zonder-alfakanaal`, `droogste-woestijn`, en in `gebrekkig/` `semver-nieuwe-functie` en `harde-spatie-tilde`. De betekenis, de opties en de sleutel bleven gelijk.")
w("- Stijl *parafrase* weggehaald waar de toelichting de sleuteltekst toch herhaalt: `jpeg-geen-kleurruimte`, `geen-filosoof`, `geen-neurotransmitter`, `commentaarteken-latex`.")
w("- Stijl *acro* weggehaald bij `rood-plus-groen-licht`, `cdata-sectie` en `xpath-predicaat-prijs`; stijl *woorden* weggehaald bij `koi-onjuist`, `scoville-schaal` en `ruimte-tussen-cellen`; stijl *cursief* toegevoegd bij `npm-optie-g`.")
w("- Toelichting aangevuld tot minstens 60 woorden (stijl *lang*): `gelijke-modulus`, `herkomst-alfabet`, `impuls-weg-van-cellichaam`, `orthosympathisch-onjuist`, `kaneel-plantendeel`, `smaakstof-anijs`.")
w("- `xpath-attribuut-selecteren`: de eigen dubbelcontrole zag in afleider C (`//@boek/isbn`) dezelfde tekens als in de sleutel (`//boek/@isbn`) in andere volgorde; C is vervangen door `//boek[@isbn]` en de toelichting noemt nu die afleider.")
w("- `infuus-onjuiste-uitspraak` (gebrekkig): de berekening 4 × 150 = 600 ml is aan de toelichting toegevoegd (stijl *uitgewerkt*).")
w("- `build.py`: de cursiefcontrole negeert nu sterretjes binnen inline code (zoals `count(*)`).")
w("- Bij het laatste nalezen: de negatieve stam van `geen-halve-snelheid` zegt nu grammaticaal juist *NIET half zo snel* (was *GEEN half zo snel*), en die van `berekening-geen-250-lux` *geeft GEEN verlichtingssterkte* (was *geeft NIET een*).\n")
w("Labels (`none`, `explanation/supports-distractor`, `answer/duplicate-option`), de verplaatste sleutels, de dubbele paren en de sleutelposities zijn na het schrijven niet veranderd.\n")
w("## Tijden (`date`)\n")
w(f"- begin: `{T['begin']}`")
w(f"- einde: `{T.get('einde', '?')}`\n")
w("## Indeling\n")
w("```")
w("answer-explanation/")
w("  bank/<onderwerp>/topic.toml        13 onderwerpen, elk 20 gezonde vragen (label none)")
w("  bank/<onderwerp>/<id>.toml")
w("  gebrekkig/<onderwerp>/topic.toml   per onderwerp 3 vragen met verplaatste sleutel,")
w("  gebrekkig/<onderwerp>/<id>.toml    en in 7 onderwerpen 1 vraag met dubbele optie")
w("  src/common.py                      helpers Q(...), ZET(...) en DUP(...) voor de vraagdata")
w("  src/t_<onderwerp>.py               de vraagdata per onderwerp (opties in weergavevolgorde, sleutel als letter;")
w("                                     koppeltekens in de onderwerpnaam worden liggende streepjes)")
w("  src/build.py                       schrijft de TOML, leest alles terug met tomllib en controleert")
w("  src/readme.py                      schrijft deze README uit stats.json en tijden.json")
w("  src/stats.json                     gegevens per vraag")
w("  src/tijden.json                    begin- en eindtijd")
w("```\n")
w("Elke vraag begint met `#:schema ../../../../../schema/question.schema.json`, elke `topic.toml` met `#:schema ../../../../../schema/topic.schema.json`; beide relatieve paden wijzen naar `/work/main/schema/` (gecontroleerd met `os.path.samefile`). Elke vraag heeft een stam, 3 of 4 opties met precies één `correct = true`, een toelichting en `related`-links. De links zijn wederkerig en blijven binnen dezelfde map (`bank` of `gebrekkig`) en hetzelfde onderwerp: in `bank/` linkt elke vraag naar de twee vorige en twee volgende vragen van haar onderwerp (in een kring, 4 links); in `gebrekkig/` naar alle andere vragen van dat onderwerp in die map (2 of 3 links). Vragen met Markdown (inline code, links, cursief) hebben `markup = \"markdown\"`; de andere hebben geen `markup`-sleutel en bevatten geen Markdown-tekens. Sommige rekenvragen hebben een `[compute]`-tabel; de verplaatste-sleutelvragen nooit. Stijlen staan alleen in de Python-data en in `stats.json`, niet in de TOML.\n")
w("## Aantallen per label\n")
w("| label | aantal | map |\n|---|---|---|")
w(f"| `none` | {len(sound)} | bank |")
w(f"| `explanation/supports-distractor` | {len(zet)} | gebrekkig |")
w(f"| `answer/duplicate-option` | {len(dup)} | gebrekkig |")
w(f"| totaal | {len(S)} | |\n")
w("## Aantallen per onderwerp\n")
w("| onderwerp | groep | none | explanation/supports-distractor | answer/duplicate-option | negatieve stam (bank) |\n|---|---|---|---|---|---|")
for t in topics:
    c = Counter(s["label"] for s in S if s["topic"] == t)
    neg = sum(1 for s in sound if s["topic"] == t and "neg" in s["styles"])
    w(f"| {t} | {GN[group[t]]} | {c[L_NONE]} | {c[L_ZET]} | {c[L_DUP]} | {neg} |")
w("")
for g in ("IT", "rekenen", "school", "hobby"):
    w(f"- {GN[g]}: " + ", ".join(t for t in topics if group[t] == g) + ".")
w("")
w("## Verdeling van de sleutels\n")
w(f"Echte sleutel van de {len(sound)} gezonde vragen: {fmt(cnt(sound, 'echte_sleutel'))}.  ")
w(f"Sleutel zoals die in het bestand staat, alle {len(S)} vragen: {fmt(cnt(S, 'sleutel_in_bestand'))}.  ")
w(f"Bij de {len(zet)} verplaatste sleutels: echte sleutel {fmt(cnt(zet, 'echte_sleutel'))}; `correct = true` in het bestand {fmt(cnt(zet, 'sleutel_in_bestand'))}.  ")
no = Counter(s["aantal_opties"] for s in sound)
w(f"Aantal opties bij de gezonde vragen: " + ", ".join(f"{k} opties: {v}" for k, v in sorted(no.items(), reverse=True)) + ".  ")
w(f"De sleutel is in {sum(s['sleutel_langste'] for s in sound)} van de {len(sound)} gezonde vragen de (enige) langste optie.\n")
w("## Stijlen\n")
STYLES = [("reken", "de vraag vraagt rekenwerk met getallen en eenheden"), ("uitgewerkt", "de toelichting rekent het voor (rekenteken ×, ÷, =, −, + of /)"),
          ("woorden", "minstens één getal in woorden, zoals twee, een derde of duizend"), ("compute", "`[compute]`-tabel"),
          ("neg", "negatieve stam met NIET, GEEN of ONJUIST in hoofdletters"), ("lang", "toelichting van minstens 60 woorden die elke optie bespreekt"),
          ("kort", "toelichting van één zin"), ("parafrase", "de toelichting zegt de sleutel in andere woorden en herhaalt de sleuteltekst niet letterlijk"),
          ("weerlegt", "de toelichting noemt minstens één afleider en weerlegt die of schrijft hem aan iets anders toe"),
          ("link", "Markdown-link"), ("code", "inline code"), ("cursief", "cursieve tekst"), ("acro", "afkortingen zoals SemVer, XML, CMYK, PDF")]
w("| stijl | gezond (260) | verplaatste sleutel (39) | dubbele optie (7) | betekenis |\n|---|---|---|---|---|")
for st, desc in STYLES:
    w(f"| {st} | {sum(st in s['styles'] for s in sound)} | {sum(st in s['styles'] for s in zet)} | {sum(st in s['styles'] for s in dup)} | {desc} |")
w("")
w("`build.py` controleert een deel van de stijlen mechanisch: *kort* is één zin op één regel, *lang* telt minstens 60 woorden, *link*, *code* en *cursief* staan echt in de tekst (en omgekeerd), *neg* hoort precies bij een stam met NIET/GEEN/ONJUIST (en een niet-negatieve stam bevat ook geen kleine *niet*, *geen* of *onjuist*), *acro* bevat een afkorting uit een vaste lijst, *uitgewerkt* een rekenteken, *woorden* een getal in woorden, en *parafrase* herhaalt de sleuteltekst niet letterlijk. Of een toelichting echt parafraseert, weerlegt of elke optie bespreekt, is bij het schrijven beoordeeld. Per onderwerp zijn er precies 4 negatieve stammen in `bank/`, en elk onderwerp heeft minstens één lange, korte, parafraserende en gelinkte toelichting; de IT-onderwerpen hebben inline code en afkortingen, de rekenonderwerpen uitwerkingen en getallen in woorden en eenheden als woord en als symbool.\n")
w("## Gebrekkige vragen\n")
w("- `explanation/supports-distractor` (39, 3 per onderwerp): eerst als gezonde vraag geschreven, met een toelichting die de echte sleutel onderbouwt; daarna is `correct = true` op een gekozen afleider gezet (`zet` in de data). `stats.json` noemt beide letters (`echte_sleutel` en `sleutel_in_bestand`). Deze vragen hebben geen `[compute]`. In elk onderwerp heeft één van de drie een negatieve stam.")
w("- `answer/duplicate-option` (7): twee opties die een student als hetzelfde antwoord leest; sleutel en toelichting zijn verder in orde. Het verschil zit in de vorm (afkorting of voluit, getal in woorden of cijfers, eenheid als woord of symbool, andere formulering, enkelvoud of meervoud, synoniem). `stats.json` noemt de letters in `dubbele_opties` en de soort in `soort_dubbel`. `dubbel_mechanisch_gevonden` zegt of de eenvoudige normalisatie van `build.py` (kleine letters, getallen als waarde, woordvolgorde genegeerd) het paar zelf herkent; bij alle zeven is dat niet zo, het verschil vraagt begrip van de inhoud.\n")
w("| id | onderwerp | dubbele letters | sleutel | soort verschil |\n|---|---|---|---|---|")
for s in dup:
    w(f"| {s['id']} | {s['topic']} | {' en '.join(s['dubbele_opties'])} | {s['echte_sleutel']} | {s['soort_dubbel']} |")
w("")
w("Verplaatste sleutels:\n")
w("| id | onderwerp | echte sleutel | `correct = true` op |\n|---|---|---|---|")
for s in zet:
    w(f"| {s['id']} | {s['topic']} | {s['echte_sleutel']} | {s['sleutel_in_bestand']} |")
w("")
w("## Controles in `build.py`\n")
w("`build.py` verwijdert en herschrijft `bank/` en `gebrekkig/`, leest elk bestand terug met `tomllib` en stopt met exitcode 1 bij: een ontbrekend of onbekend veld volgens de schema's (ook in `options`, `compute` en `topic.toml`), te korte of te lange teksten, een `#:schema`-regel die niet naar het juiste schema wijst, tekst die niet ongeschonden terugkomt, een verkeerd aantal vragen, labels of negatieve stammen, een dubbel of ongeldig id, een onderwerpnaam uit `/tmp/used_topics.txt`, een `related`-link die niet bestaat, niet wederkerig is of de map of het onderwerp verlaat, een vraag zonder precies één `correct = true`, een verplaatste sleutel die niet op de gekozen afleider staat, een `[compute]`-tabel bij een verplaatste sleutel of een tabel waarvan de uitkomst niet het dichtst bij de sleutel ligt, Markdown zonder `markup`, een stijl die niet klopt met de tekst, en onbedoeld dubbele opties. Voor die laatste controle worden opties genormaliseerd: kleine letters, backticks weg, getallen als waarde (`1.000` = 1000, `0,5` = 0.5, ook eenvoudige getallen in woorden), operatoren en haakjes blijven staan, overige leestekens vallen weg; twee opties gelden als dubbel als de reeksen gelijk zijn, ook na sorteren (andere woordvolgorde). Bij de dubbele-optievragen mag alleen het bedoelde paar overblijven.\n")
w("## Opnieuw maken\n")
w("```sh\ncd /work/main/tests/holdout29/answer-explanation\npython3 src/build.py && python3 src/readme.py\n```")
open(os.path.join(os.path.dirname(HERE), "README.md"), "w", encoding="utf-8").write("\n".join(out) + "\n")
print("README geschreven")
