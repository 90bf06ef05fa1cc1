#!/usr/bin/env python3
"""Schrijft README.md van holdout24/answer-explanation uit stats.json en tijden.json."""
import json, os
from collections import Counter

SRC = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(SRC)
stats = json.load(open(os.path.join(SRC, "stats.json"), encoding="utf-8"))
tijden = json.load(open(os.path.join(SRC, "tijden.json"), encoding="utf-8"))
V = stats["vragen"]
ONDERWERPEN = stats["onderwerpen"]
MINIMA = stats["minima"]
VOLG = stats["stijlvolgorde"]
LAB = ["none", "explanation/supports-distractor", "answer/duplicate-option"]
gezond = [v for v in V if v["label"] == "none"]
verpl = [v for v in V if v["label"] == "explanation/supports-distractor"]
dubbel = [v for v in V if v["label"] == "answer/duplicate-option"]


def cnt(lst, key):
    c = Counter(v[key] for v in lst)
    return ", ".join(f"{k}: {c[k]}" for k in "ABCD")


r = []
w = r.append
w("# Holdout 24: answer-explanation")
w("")
w("Blinde testset van Nederlandse meerkeuzevragen voor `qbank`. Hij meet hoe goed de controles een verplaatste sleutel vinden (`correct = true` op een afleider terwijl de toelichting nog de echte sleutel onderbouwt) en dubbele opties, en hoe vaak ze vals alarm geven bij gezonde vragen.")
w("")
w("## Hoe de set is geschreven")
w("")
w("Geschreven zonder de code, regels, tests, fixtures, documentatie, benchmarks of vragenbank van de linter te lezen en zonder `qbank` of iets uit `build/` te draaien. Gelezen zijn alleen `schema/README.md`, `schema/question.schema.json`, `schema/topic.schema.json`, de indelingsbeschrijving in `tests/holdout22/answer-explanation/README.md` (alleen die README, geen vragen of scripts van die of andere sets), de twee voorbeeldpagina's in `/work/shared/seeds/` en de lijst met al gebruikte onderwerpnamen (`/tmp/used_topics.txt`). Verder zijn alleen `date`, `ls /work/main/tests/` en `git status --short` gedraaid.")
w("")
w("Alle vragen, toelichtingen en feedback zijn zelf in het Nederlands geschreven, onderwerp voor onderwerp in `src/t_<onderwerp>.py`. Label, stijlen, echte sleutel (altijd `opties[0]` in de data) en bij gebrekkige vragen de afleider die de vlag krijgt (`zet`) of het dubbele paar (`dup`) zijn bij het schrijven van elke vraag vastgelegd, voordat er iets gedraaid is. Een verplaatste sleutel is eerst als gezonde vraag geschreven, met een toelichting die de echte sleutel onderbouwt; pas daarna is de afleider gekozen die `correct = true` krijgt.")
w("")
w("Correcties na de eerste runs van `build.py` (alleen de eigen controles in dat script, geen qbank): bij `onjuist-over-make` en `niet-over-geduld` is een zin aan de toelichting toegevoegd omdat ze als *lang* gelabeld waren maar minder dan 60 woorden telden; de toelichtingen van `wortel-van-81` en `energie-uit-boterham` waren korter dan de 20 tekens van het schema en zijn aangevuld; bij `resolutie-qhd` is bij nalezen het stijllabel *weerlegt* weggehaald. Omdat alle gezonde vragen vier opties bleken te hebben, is bij zeven vragen de zwakste afleider geschrapt (`modus-na-openen`, `wie-a-zegt`, `eenheid-van-kracht`, `zuur-in-de-maag`, `theezakje`, `boeken-inpakken`, `reactiviteit-alkalimetalen`). In `build.py` zelf is de controle op onbedoeld dubbele opties verfijnd (opties met inline code worden hoofdlettergevoelig vergeleken, zodat `v` en `V` in Vim niet als dubbel gelden, en decimale komma's tellen mee) en de controle op onderwerpnamen vergelijkt nu woorddelen in plaats van deelteksten. De labels en de verplaatste sleutels zijn na het schrijven niet veranderd.")
w("")
w("## Tijden (`date`)")
w("")
w(f"- begin: `{tijden.get('begin', '?')}`")
w(f"- einde: `{tijden.get('einde', 'nog niet vastgelegd')}`")
w("")
w("## Indeling")
w("")
w("```")
w("answer-explanation/")
w("  bank/<onderwerp>/topic.toml        13 onderwerpen, elk 20 gezonde vragen (label none)")
w("  bank/<onderwerp>/<id>.toml")
w("  gebrekkig/<onderwerp>/topic.toml   per onderwerp 3 vragen met verplaatste sleutel,")
w("  gebrekkig/<onderwerp>/<id>.toml    en in 7 onderwerpen 1 vraag met dubbele optie")
w("  src/common.py                      de helper q(id, stam, opties, toelichting, stijlen, lab=, fb=, comp=, zet=, dup=, soort=, pos=, sorteer=)")
w("  src/t_<onderwerp>.py               de vraagdata per onderwerp (opties[0] is steeds de echte sleutel;")
w("                                     koppeltekens in de onderwerpnaam worden liggende streepjes)")
w("  src/build.py                       schrijft de TOML, leest alles terug met tomllib en controleert")
w("  src/readme.py                      schrijft deze README uit stats.json")
w("  src/stats.json                     gegevens per vraag (object met een lijst vragen)")
w("  src/tijden.json                    begin- en eindtijd")
w("```")
w("")
w("Elke vraag begint met een `#:schema`-regel met het relatieve pad naar `/work/main/schema/question.schema.json` (`../../../../../schema/question.schema.json`); elke `topic.toml` op dezelfde manier met `topic.schema.json`. Een vraag heeft een stam, 3 of 4 opties met precies één `correct = true`, een toelichting en `related`-links. De links zijn wederkerig en blijven binnen dezelfde map (`bank` of `gebrekkig`) en hetzelfde onderwerp. In `bank/` heeft elke vraag 4 of 5 links. In `gebrekkig/` telt een onderwerp maar 3 of 4 vragen, dus daar linkt elke vraag naar alle andere vragen van dat onderwerp in die map (2 of 3 links). Vragen met Markdown (links, inline code, cursief) hebben `markup = \"markdown\"`; de andere vragen hebben geen `markup`-sleutel en bevatten geen Markdown-tekens. Labels en stijlen staan alleen in de Python-data en in `stats.json`, nooit in de TOML.")
w("")
w("Plaats van de sleutel: bij vragen met getallen als opties (`sorteer=True`) staan de opties oplopend en volgt de plaats uit de getallen; bij de rest kiest `build.py` (vaste seed 2424) een plaats zodat de 260 gezonde sleutels gelijk over A–D verdeeld zijn. De volgorde van de afleiders is ook met die seed geschud.")
w("")
w("Velden in `stats.json` per vraag: `id`, `map`, `label`, `onderwerp`, `groep`, `stijlen`, `echte_sleutel`, `sleutel_in_bestand`, `dubbele_opties`, `soort_dubbel`, `opties` (aantal) en `sleutel_langste`.")
w("")
w("## Aantallen per label")
w("")
w("| label | aantal | map |")
w("|---|---|---|")
for l in LAB:
    n = sum(1 for v in V if v["label"] == l)
    w(f"| `{l}` | {n} | {'bank' if l == 'none' else 'gebrekkig'} |")
w(f"| totaal | {len(V)} | |")
w("")
w("## Aantallen per onderwerp")
w("")
w("| onderwerp | groep | none | explanation/supports-distractor | answer/duplicate-option |")
w("|---|---|---|---|---|")
for o in ONDERWERPEN:
    c = Counter(v["label"] for v in V if v["onderwerp"] == o["id"])
    w(f"| {o['id']} | {o['groep']} | {c['none']} | {c['explanation/supports-distractor']} | {c['answer/duplicate-option']} |")
w("")
for g, naam in (("IT", "IT"), ("rekenen/natuurkunde", "Rekenen en natuurkunde"), ("schoolvak", "Schoolvakken"), ("praktisch", "Praktische onderwerpen")):
    w(f"- {naam}: " + ", ".join(o["id"] for o in ONDERWERPEN if o["groep"] == g) + ".")
w("")
w("## Verdeling van de sleutels")
w("")
w(f"Echte sleutel van de {len(gezond)} gezonde vragen: {cnt(gezond, 'echte_sleutel')}.")
w(f"Sleutel zoals die in het bestand staat, alle {len(V)} vragen: {cnt(V, 'sleutel_in_bestand')}.")
w(f"Bij de {len(verpl)} verplaatste sleutels: echte sleutel {cnt(verpl, 'echte_sleutel')}; `correct = true` in het bestand {cnt(verpl, 'sleutel_in_bestand')}.")
no = Counter(v["opties"] for v in gezond)
w(f"Aantal opties bij de gezonde vragen: 4 opties: {no[4]}, 3 opties: {no[3]}.")
w(f"De sleutel is in {sum(1 for v in gezond if v['sleutel_langste'])} van de {len(gezond)} gezonde vragen de (enige) langste optie.")
w("")
w(f"## Stijlen ({len(gezond)} gezonde vragen)")
w("")
w("| stijl | aantal | minimum |")
w("|---|---|---|")
tel = Counter(s for v in gezond for s in v["stijlen"])
for s in VOLG:
    w(f"| {s} | {tel[s]} | {MINIMA.get(s, '')} |")
w("")
rek = [v for v in gezond if "rekenen" in v["stijlen"]]
w(f"Van de {len(rek)} rekenvragen hebben er {sum(1 for v in rek if 'uitgewerkt' in v['stijlen'])} de berekening uitgewerkt in de toelichting, {sum(1 for v in rek if 'getal-woorden' in v['stijlen'])} een getal in woorden en {sum(1 for v in rek if 'compute' in v['stijlen'])} een `[compute]`-tabel.")
w("")
tv = Counter(s for v in verpl for s in v["stijlen"])
w(f"Stijlen bij de {len(verpl)} verplaatste sleutels: " + ", ".join(f"{s}: {tv[s]}" for s in VOLG if tv[s]) + ".")
w("")
w("Betekenis: *rekenen* (de vraag vraagt rekenwerk met getallen en eenheden), *uitgewerkt* (de toelichting rekent het voor), *getal-woorden* (minstens één getal in woorden, zoals drie, een half of een kwart), *compute* (`[compute]`-tabel), *negatief* (de stam vraagt wat NIET/GEEN/onjuist is; de toelichting legt dan vaak uit waarom de afleiders wel kloppen), *lang* (toelichting van minstens 60 woorden die elke optie bespreekt), *kort* (toelichting van één zin op één regel), *parafrase* (de toelichting zegt de sleutel in andere woorden en herhaalt de sleuteltekst niet letterlijk), *weerlegt* (de toelichting noemt een afleider en weerlegt die of schrijft hem aan iets anders toe), *link* (Markdown-link), *code* (inline code), *cursief*, *it-acroniem* (IT-afkortingen zoals USB, HDMI, LCD, GNU, SSH) en *feedback* (`feedback` bij elke optie).")
w("")
w("`build.py` controleert een deel van de stijlen mechanisch: *kort* is één zin op één regel (en een gezonde toelichting van één zin op één regel moet *kort* heten), *lang* telt minstens 60 woorden, *link*, *code* en *cursief* staan echt in de tekst (en omgekeerd), *negatief* heeft NIET/GEEN/onjuist in de stam (en omgekeerd), *it-acroniem* bevat een afkorting uit een vaste lijst, *uitgewerkt* bevat een rekenteken, *getal-woorden* een getal in woorden, *parafrase* herhaalt de sleuteltekst niet letterlijk, en *feedback* staat bij elke optie. Of een toelichting echt parafraseert, weerlegt of elke optie bespreekt, is bij het schrijven beoordeeld, niet mechanisch.")
w("")
w("## Gebrekkige vragen")
w("")
w(f"- `explanation/supports-distractor` ({len(verpl)}, 3 per onderwerp): eerst als gezonde vraag geschreven, met een toelichting die de echte sleutel onderbouwt; daarna is `correct = true` naar een gekozen afleider verplaatst (`zet` in de data). `stats.json` noemt beide letters (`echte_sleutel` en `sleutel_in_bestand`). Deze vragen hebben geen `[compute]` en geen feedback. De toelichtingen variëren van één korte zin tot drie zinnen; soms noemt de toelichting de afleider die nu de vlag draagt om hem te weerleggen (bijvoorbeeld `kleur-vga-stekker`, `versie-met-vijf-gigabit`, `eerste-makefile-naam`, `opslaan-en-afsluiten`, `tien-tot-de-zesde`, `remkracht-auto`, `koningin-onder-de-guillotine`, `symbool-k`, `kleur-gft-container`, `inhoud-laadruimte`).")
w(f"- `answer/duplicate-option` ({len(dubbel)}): twee opties die voor een student hetzelfde lezen; sleutel en toelichting zijn in orde. Het verschil zit in een teken, nooit in de woordvolgorde. In alle zeven vragen zijn het twee afleiders. `stats.json` noemt de letters in `dubbele_opties` en het soort verschil in `soort_dubbel`.")
w("")
w("| id | onderwerp | dubbele letters | soort verschil |")
w("|---|---|---|---|")
for v in dubbel:
    w(f"| {v['id']} | {v['onderwerp']} | {' en '.join(v['dubbele_opties'])} | {v['soort_dubbel']} |")
w("")
w("## Opnieuw maken")
w("")
w("```sh")
w("cd /work/main/tests/holdout24/answer-explanation")
w("python3 src/build.py")
w("```")
w("")
w("`build.py` verwijdert en herschrijft `bank/` en `gebrekkig/`, leest elk bestand terug met `tomllib` en stopt met exitcode 1 bij een ontbrekend of onbekend veld, een `#:schema`-regel die niet naar het schema wijst, tekst die niet ongeschonden terugkomt, een stam of toelichting buiten de lengtegrenzen van het schema, een verkeerd aantal (vragen, opties, labels, links, groepen), een dubbel of ongeldig id, een `related`-link die niet bestaat, niet wederkerig is of de map of het onderwerp verlaat, een vraag zonder precies één `correct = true`, een verplaatste sleutel zonder label of een label zonder verplaatste sleutel, feedback of `[compute]` bij een verplaatste sleutel, onbedoeld dubbele opties of een dubbel paar dat niet als dubbel herkend wordt, een `[compute]`-tabel waarvan de uitkomst niet het dichtst bij de sleutel ligt of buiten de tolerantie valt, Markdown in een vraag zonder `markup`, een onderwerpnaam die al gebruikt is of erop lijkt, een scheve sleutelverdeling, of een stijl onder het minimum. Daarna schrijft het `src/stats.json` en roept het `src/readme.py` aan, dat deze README schrijft.")
open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8").write("\n".join(r) + "\n")
