"""Schrijft README.md uit stats.json en tijden.json."""
import json
import os
from collections import Counter, defaultdict

HIER = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HIER)
import sys
sys.path.insert(0, HIER)
from common import MINIMA  # noqa: E402
from build import TOPICS  # noqa: E402

SD = "explanation/supports-distractor"
DUP = "answer/duplicate-option"

stats = json.load(open(os.path.join(HIER, "stats.json"), encoding="utf-8"))
tijden = json.load(open(os.path.join(HIER, "tijden.json"), encoding="utf-8"))
gezond = [s for s in stats if s["label"] == "none"]
sd = [s for s in stats if s["label"] == SD]
dup = [s for s in stats if s["label"] == DUP]

per = defaultdict(Counter)
for s in stats:
    per[s["onderwerp"]][s["label"]] += 1


def verdeling(rows, veld):
    c = Counter(s[veld] for s in rows)
    return ", ".join(f"{k}: {c[k]}" for k in "ABCD")


stijl = Counter(x for s in gezond for x in s["stijlen"])
stijl_sd = Counter(x for s in sd for x in s["stijlen"])
opties = Counter(s["aantal_opties"] for s in gezond)
langste = sum(s.get("sleutel_langste", False) for s in gezond)

L = []
L.append("# Holdout 20: answer-explanation\n")
L.append("Blinde testset van Nederlandse meerkeuzevragen voor `qbank`, geschreven zonder de code, regels, tests, fixtures, documentatie of vragenbank van de linter te lezen en zonder qbank te draaien. Gelezen zijn alleen `schema/README.md`, `schema/question.schema.json`, `schema/topic.schema.json`, de indelingsbeschrijving in `tests/holdout19/answer-explanation/README.md` (alleen die README, geen vragen of scripts) en de twee voorbeeldpagina's in `/work/shared/seeds/`.\n")
L.append("## Tijden (`date`)\n")
L.append(f"- begin: `{tijden['begin']}`")
L.append(f"- einde: `{tijden['einde'] or '(nog niet vastgelegd)'}`\n")
L.append("## Indeling\n")
L.append("```")
L.append("answer-explanation/")
L.append("  bank/<onderwerp>/topic.toml        13 onderwerpen, elk 20 gezonde vragen (label none)")
L.append("  bank/<onderwerp>/<id>.toml")
L.append("  gebrekkig/<onderwerp>/topic.toml   per onderwerp 3 vragen met verplaatste sleutel,")
L.append("  gebrekkig/<onderwerp>/<id>.toml    en in 7 onderwerpen 1 vraag met dubbele optie")
L.append("  src/common.py                      de helper q(id, stam, opties, toelichting, stijlen, lab=, fb=, comp=)")
L.append("  src/t_<onderwerp>.py               de vraagdata per onderwerp (opties[0] is steeds de echte sleutel)")
L.append("  src/build.py                       schrijft de TOML, leest alles terug met tomllib en controleert")
L.append("  src/readme.py                      schrijft deze README uit stats.json")
L.append("  src/stats.json                     gegevens per vraag")
L.append("  src/tijden.json                    begin- en eindtijd")
L.append("```\n")
L.append("Elke vraag begint met een `#:schema`-regel met het relatieve pad naar `/work/main/schema/question.schema.json` en heeft een stam, 3 of 4 opties met precies één `correct = true`, een toelichting en `related`-links. De links zijn symmetrisch en blijven binnen dezelfde map (`bank` of `gebrekkig`) en hetzelfde onderwerp. In `bank/` heeft elke vraag 4 of 5 links. In `gebrekkig/` telt een onderwerp maar 3 of 4 vragen, dus daar linkt elke vraag naar alle andere vragen van dat onderwerp in die map (2 of 3 links); 4 of 5 is daar niet haalbaar zonder de map of het onderwerp te verlaten. Vragen met Markdown (links, code, cursief) hebben `markup = \"markdown\"`. Sommige rekenvragen in `bank/` hebben een `[compute]`-tabel. Stijllabels staan alleen in de Python-data en in `stats.json`, nooit in de TOML.\n")
L.append("## Aantallen per label\n")
L.append("| label | aantal | map |")
L.append("|---|---|---|")
L.append(f"| `none` | {len(gezond)} | bank |")
L.append(f"| `{SD}` | {len(sd)} | gebrekkig |")
L.append(f"| `{DUP}` | {len(dup)} | gebrekkig |")
L.append(f"| totaal | {len(stats)} | |\n")
L.append("## Aantallen per onderwerp\n")
L.append(f"| onderwerp | none | {SD} | {DUP} |")
L.append("|---|---|---|---|")
for t in TOPICS:
    L.append(f"| {t} | {per[t]['none']} | {per[t][SD]} | {per[t][DUP]} |")
L.append("")
L.append("IT-onderwerpen: netwerkbeveiliging, versiebeheer-git, python-basis, besturingssystemen-linux. Rekenen en natuurkunde: snelheid-en-tijd, elektriciteit-thuis. Schoolvakken: menselijk-lichaam, nederlandse-geschiedenis, aardrijkskunde-europa, scheikunde-basis. Praktische onderwerpen: fietsonderhoud, ehbo, tuinvogels.\n")
L.append("## Verdeling van de sleutels\n")
L.append(f"Echte sleutel van de {len(gezond)} gezonde vragen: {verdeling(gezond, 'echte_sleutel')}.")
L.append(f"Sleutel zoals die in het bestand staat, alle {len(stats)} vragen: {verdeling(stats, 'sleutel_in_bestand')}.")
L.append(f"Bij de {len(sd)} verplaatste sleutels: echte sleutel {verdeling(sd, 'echte_sleutel')}; `correct = true` in het bestand {verdeling(sd, 'sleutel_in_bestand')}.")
L.append(f"Aantal opties bij de gezonde vragen: 4 opties: {opties[4]}, 3 opties: {opties[3]}.")
L.append(f"De sleutel is in {langste} van de {len(gezond)} gezonde vragen de (enige) langste optie.\n")
L.append(f"## Stijlen tegen de minima ({len(gezond)} gezonde vragen)\n")
L.append("| stijl | aantal | minimum |")
L.append("|---|---|---|")
for k, m in MINIMA.items():
    L.append(f"| {k} | {stijl[k]} | {m} |")
L.append("")
L.append(f"Stijlen bij de {len(sd)} verplaatste sleutels: " + ", ".join(f"{k}: {v}" for k, v in sorted(stijl_sd.items())) + ".\n")
L.append("Betekenis: *rekenen* (de toelichting rekent met getallen en eenheden), *negatief* (de stam vraagt wat NIET/GEEN/ONJUIST is), *lang* (toelichting van minstens 80 woorden die elke optie bespreekt), *kort* (toelichting van één zin), *parafrase* (de sleutel in andere woorden in de toelichting), *weerlegt* (de toelichting noemt de bewering van een afleider en weerlegt die of schrijft hem elders toe), *link* (Markdown-link), *code* (inline code), *cursief*, *it-acroniem*, *feedback* (`feedback` per optie), *getal-woorden* (getal aan de ene kant in woorden, aan de andere kant in cijfers) en *eenheid-woorden* (eenheid aan de ene kant als woord, aan de andere kant als symbool).\n")
L.append("`build.py` controleert een deel van de stijlen ook mechanisch: *kort* is één zin, *lang* telt minstens 80 woorden, *link*, *code* en *cursief* staan echt in de tekst, *negatief* heeft NIET/GEEN/ONJUIST in hoofdletters in de stam, en *feedback* staat bij elke optie.\n")
L.append("## Gebrekkige vragen\n")
L.append(f"- `{SD}`: eerst als gezonde vraag geschreven, met een toelichting die de echte sleutel onderbouwt; daarna is `correct = true` naar een afleider verplaatst. `stats.json` noemt beide letters (`sleutel_in_bestand` en `echte_sleutel`). Deze vragen hebben geen `[compute]` en geen feedback.")
L.append(f"- `{DUP}`: twee afleiders die voor een student hetzelfde lezen (alleen verschil in hoofdletter of een leesteken); sleutel en toelichting zijn in orde. Onderwerpen: " + ", ".join(s["onderwerp"] for s in dup) + ".\n")
L.append("## Opnieuw maken\n")
L.append("```sh")
L.append("cd /work/main/tests/holdout20/answer-explanation")
L.append("python3 src/build.py")
L.append("```\n")
L.append("`build.py` verwijdert en herschrijft `bank/` en `gebrekkig/`, leest elk bestand terug met `tomllib` en stopt met exitcode 1 bij een ontbrekend veld, een verkeerd aantal (vragen, opties, labels, links), een dubbel id, een `related`-link die niet bestaat of niet wederkerig is, een vraag zonder precies één `correct = true`, of een stijl onder het minimum. Daarna schrijft het `src/stats.json` en roept het `src/readme.py` aan, dat deze README schrijft.")

with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
    f.write("\n".join(L) + "\n")
