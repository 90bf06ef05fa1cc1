"""Schrijft README.md uit src/stats.json en src/tijden.json."""
import json
import os
from collections import Counter

HIER = os.path.dirname(os.path.abspath(__file__))
BASIS = os.path.dirname(HIER)
stats = json.load(open(os.path.join(HIER, "stats.json"), encoding="utf-8"))["vragen"]
tijden = json.load(open(os.path.join(HIER, "tijden.json"), encoding="utf-8"))
correcties = open(os.path.join(HIER, "correcties.md"), encoding="utf-8").read().strip() \
    if os.path.exists(os.path.join(HIER, "correcties.md")) else "Geen."

N, SD, DO = "none", "explanation/supports-distractor", "answer/duplicate-option"
GROEPNAAM = {"IT": "IT", "rekenen/natuurkunde": "Rekenen en natuurkunde", "schoolvak": "Schoolvakken",
             "praktisch": "Dagelijks leven en hobby"}
onderwerpen = list(dict.fromkeys(v["onderwerp"] for v in stats))
groep = {v["onderwerp"]: v["groep"] for v in stats}
gezond = [v for v in stats if v["label"] == N]
sd = [v for v in stats if v["label"] == SD]
do = [v for v in stats if v["label"] == DO]


def verdeling(c):
    return ", ".join(f"{L}: {c.get(L, 0)}" for L in "ABCD")


r = []
r.append("# Holdout 25: answer-explanation\n")
r.append("Blinde testset van Nederlandse meerkeuzevragen voor `qbank`. Hij meet hoe goed de controles een verplaatste "
         "sleutel vinden (`correct = true` op een afleider terwijl de toelichting nog de echte sleutel onderbouwt) en "
         "dubbele opties, en hoe vaak ze vals alarm geven bij gezonde vragen.\n")
r.append("## Hoe de set is geschreven\n")
r.append("Geschreven zonder de code, regels, tests, fixtures, documentatie, benchmarks of vragenbank van de linter te "
         "lezen en zonder `qbank` of iets uit `build/` te draaien. Gelezen zijn alleen `schema/README.md`, "
         "`schema/question.schema.json`, `schema/topic.schema.json`, de indelingsbeschrijving in "
         "`tests/holdout22/answer-explanation/README.md` (alleen die README, geen vragen of scripts van die of andere "
         "sets), de twee voorbeeldpagina's in `/work/shared/seeds/` en de lijst met al gebruikte onderwerpen in "
         "`/tmp/used_topics.txt`. Verder zijn alleen mapnamen gezien, zonder bestanden te openen: `ls /work/main/tests/` "
         "(om na te gaan dat holdout25 nog niet bestond) en `git status --short` in `/work/main`. Gedraaid zijn alleen "
         "`date`, die twee commando's, `python3` voor de eigen scripts in `src/` en gewone shellcommando's (`cat`, "
         "`sed`, `grep`, `mkdir`, `mv`) op de toegestane leesbestanden en op de eigen bestanden in deze map.\n")
r.append("Alle vragen, toelichtingen en opties zijn zelf in het Nederlands geschreven. Het label en de stijlen van elke "
         "vraag zijn in de Python-data vastgelegd bij het schrijven van die vraag, voordat er iets gedraaid is. Een vraag "
         "met verplaatste sleutel is eerst als gezonde vraag geschreven, met een toelichting die de echte sleutel "
         "(in de data steeds `opties[0]`) onderbouwt; daarna is met `zet=` de afleider gekozen die `correct = true` krijgt. "
         "Er is niets gecommit of aan git toegevoegd.\n")
r.append("De 13 onderwerpen zijn nieuw: geen ervan staat in `/tmp/used_topics.txt` of lijkt daar op een naam "
         "(`build.py` controleert dat op gelijkheid, op sterke gelijkenis van de naam en op gedeelde woorden).\n")
r.append("### Correcties na het draaien van `build.py`\n")
r.append(correcties + "\n")
r.append("## Tijden (`date`)\n")
r.append(f"- begin: `{tijden['begin']}`")
r.append(f"- einde: `{tijden.get('einde', '(nog niet ingevuld)')}`\n")
r.append("## Indeling\n")
r.append("```\n"
         "answer-explanation/\n"
         "  bank/<onderwerp>/topic.toml        13 onderwerpen, elk 20 gezonde vragen (label none)\n"
         "  bank/<onderwerp>/<id>.toml\n"
         "  gebrekkig/<onderwerp>/topic.toml   per onderwerp 3 vragen met verplaatste sleutel,\n"
         "  gebrekkig/<onderwerp>/<id>.toml    en in 7 onderwerpen 1 vraag met dubbele optie\n"
         "  src/common.py                      de helper q(id, stam, opties, toelichting, stijlen, lab=, comp=, zet=, dup=, sorteer=, md=, fb=)\n"
         "  src/t_<onderwerp>.py               de vraagdata per onderwerp (opties[0] is steeds de echte sleutel;\n"
         "                                     koppeltekens in de onderwerpnaam worden liggende streepjes)\n"
         "  src/build.py                       schrijft de TOML, leest alles terug met tomllib en controleert\n"
         "  src/readme.py                      schrijft deze README uit stats.json\n"
         "  src/stats.json                     gegevens per vraag\n"
         "  src/tijden.json                    begin- en eindtijd\n"
         "  src/correcties.md                  de correcties na de eerste run (in deze README overgenomen)\n"
         "```\n")
r.append("Elke vraag begint met een `#:schema`-regel met het relatieve pad naar `/work/main/schema/question.schema.json` "
         "(`../../../../../schema/question.schema.json`); elke `topic.toml` op dezelfde manier met `topic.schema.json`. "
         "Een vraag heeft een stam, 3 of 4 opties met precies één `correct = true`, een toelichting en `related`-links. "
         "De links zijn wederkerig en blijven binnen dezelfde map (`bank` of `gebrekkig`) en hetzelfde onderwerp. In "
         "`bank/` heeft elke vraag 4 of 5 links. In `gebrekkig/` linkt elke vraag naar alle andere vragen van dat "
         "onderwerp in die map (2 of 3 links). Vragen met Markdown (inline code of links) hebben `markup = \"markdown\"`; "
         "de andere vragen hebben geen `markup`-sleutel en bevatten geen Markdown-tekens. Labels en stijlen staan alleen "
         "in de Python-data en in `stats.json`, nooit in de TOML. Alleen gezonde vragen hebben soms een `[compute]`-tabel.\n")
r.append("Plaats van de sleutel: bij vragen met getallen als opties (`sorteer=True`) staan de opties oplopend en volgt "
         "de plaats uit de getallen; bij de overige gezonde vragen kiest `build.py` met vaste seed 2525 een plaats, zo dat "
         "de 260 gezonde sleutels precies gelijk over A-D verdeeld zijn. Bij de gebrekkige vragen zonder getallen is de "
         "volgorde met dezelfde seed geschud.\n")
r.append("## Aantallen per label\n")
r.append("| label | aantal | map |\n|---|---|---|")
r.append(f"| `none` | {len(gezond)} | bank |")
r.append(f"| `explanation/supports-distractor` | {len(sd)} | gebrekkig |")
r.append(f"| `answer/duplicate-option` | {len(do)} | gebrekkig |")
r.append(f"| totaal | {len(stats)} | |\n")
r.append("## Aantallen per onderwerp\n")
r.append("| onderwerp | groep | none | explanation/supports-distractor | answer/duplicate-option |\n|---|---|---|---|---|")
for o in onderwerpen:
    c = Counter(v["label"] for v in stats if v["onderwerp"] == o)
    r.append(f"| {o} | {groep[o]} | {c[N]} | {c[SD]} | {c[DO]} |")
r.append("")
for g in GROEPNAAM:
    r.append(f"- {GROEPNAAM[g]}: " + ", ".join(o for o in onderwerpen if groep[o] == g) + ".")
r.append("")
r.append("## Verdeling van de sleutels\n")
r.append(f"Echte sleutel van de {len(gezond)} gezonde vragen: {verdeling(Counter(v['echte_sleutel'] for v in gezond))}.")
r.append(f"Sleutel zoals die in het bestand staat, alle {len(stats)} vragen: "
         f"{verdeling(Counter(v['sleutel_in_bestand'] for v in stats))}.")
r.append(f"Bij de {len(sd)} verplaatste sleutels: echte sleutel {verdeling(Counter(v['echte_sleutel'] for v in sd))}; "
         f"`correct = true` in het bestand {verdeling(Counter(v['sleutel_in_bestand'] for v in sd))}.")
oc = Counter(v["aantal_opties"] for v in gezond)
r.append(f"Aantal opties bij de gezonde vragen: 4 opties: {oc[4]}, 3 opties: {oc[3]}.")
r.append(f"De sleutel is in {sum(v['sleutel_langste_optie'] for v in gezond)} van de {len(gezond)} gezonde vragen "
         f"de (enige) langste optie.\n")
r.append("## Stijlen\n")
volg = ["rekenen", "uitgewerkt", "getal-woorden", "compute", "negatief", "neg-sleutel", "neg-afleiders", "neg-beide",
        "lang", "kort", "parafrase", "weerlegt", "contrast", "link", "code", "it-acroniem", "acroniem", "standaard"]
sc = Counter(s for v in gezond for s in v["stijlen"])
sdc = Counter(s for v in sd for s in v["stijlen"])
r.append("| stijl | gezond (260) | verplaatste sleutel (39) |\n|---|---|---|")
for s in volg:
    r.append(f"| {s} | {sc.get(s, 0)} | {sdc.get(s, 0)} |")
r.append("")
md = sum(1 for v in gezond if v["markup"])
r.append(f"Gezonde vragen met `markup = \"markdown\"`: {md}; met `[compute]`: {sum(v['compute'] for v in gezond)}.\n")
r.append("Betekenis: *rekenen* (de vraag vraagt rekenwerk met getallen, eenheden of procenten), *uitgewerkt* (de "
         "toelichting rekent het voor), *getal-woorden* (een getal staat op de ene plek in woorden en op een andere in "
         "cijfers), *compute* (`[compute]`-tabel), *negatief* (de stam vraagt wat NIET/GEEN/onjuist is of wat niet klopt), "
         "met de soort toelichting *neg-sleutel* (zegt waarom de sleutel niet geldt), *neg-afleiders* (zegt waarom de "
         "afleiders wel gelden) of *neg-beide*; *lang* (toelichting van minstens 60 woorden die elke optie bespreekt), "
         "*kort* (toelichting van één zin op één regel), *parafrase* (de toelichting zegt de sleutel in andere woorden en "
         "herhaalt de sleuteltekst niet letterlijk), *weerlegt* (de toelichting noemt een afleider en weerlegt die: "
         "\"niet X maar Y\", \"X geldt voor ..., niet voor ...\"), *contrast* (noemt een afleider terloops ter "
         "vergelijking: \"anders dan\", \"in tegenstelling tot\"), *link* (Markdown-link), *code* (inline code in de "
         "toelichting), *it-acroniem* (IT-afkortingen zoals SSH, TOTP, FIDO2, GFM), *acroniem* (andere afkortingen, "
         "zoals VOC, ppm, WLTP) en *standaard* (geen van de bijzondere stijlen).\n")
r.append("`build.py` controleert een deel van de stijlen mechanisch: *kort* is één zin op één regel, *lang* telt "
         "minstens 60 woorden, *link* en *code* staan echt in de toelichting (en omgekeerd), *negatief* heeft NIET, GEEN, "
         "onjuist of klopt niet in de stam en een soort toelichting, *it-acroniem* bevat een afkorting uit een vaste "
         "lijst, *uitgewerkt* bevat een rekenteken, *getal-woorden* bevat een getal in woorden en een in cijfers, "
         "*parafrase* herhaalt de sleuteltekst niet letterlijk, en *compute* staat er precies als er een "
         "`[compute]`-tabel is. Of een toelichting echt weerlegt, contrasteert of elke optie bespreekt, is bij het "
         "schrijven beoordeeld, niet mechanisch.\n")
r.append("## Gebrekkige vragen\n")
r.append(f"- `explanation/supports-distractor` ({len(sd)}, 3 per onderwerp): eerst als gezonde vraag geschreven, met een "
         "toelichting die de echte sleutel onderbouwt; daarna is `correct = true` naar een gekozen afleider verplaatst "
         "(`zet` in de data). `stats.json` noemt beide letters (`echte_sleutel` en `sleutel_in_bestand`). Deze vragen "
         "hebben geen `[compute]` en geen feedback. Soms noemt de toelichting de afleider met de vlag zelf, om hem te "
         "weerleggen of als tussenuitkomst van een berekening.")
r.append(f"- `answer/duplicate-option` ({len(do)}): twee opties die voor een student hetzelfde lezen; sleutel en "
         "toelichting zijn in orde. Het verschil zit alleen in hoofdletters, witruimte, een punt aan het eind of een "
         "koppelteken, nooit in woorden of woordvolgorde. In alle zeven gevallen zijn het twee afleiders. "
         "`stats.json` noemt de letters in `dubbele_opties`.\n")
r.append("| id | onderwerp | dubbele letters | soort verschil |\n|---|---|---|---|")
soort = {"deel-sleutelpaar-op-server": "hoofdletter (De privésleutel / De Privésleutel)",
         "omheind-codeblok-openen": "punt aan het eind (Drie sterretjes / Drie sterretjes.)",
         "een-op-twintig-per-honderd": "dubbele spatie (2 liter / 2  liter)",
         "ijzige-blik": "hoofdletter (Vergelijking / vergelijking)",
         "voc-naar-nieuw-zeeland": "punt aan het eind (Willem Barentsz / Willem Barentsz.)",
         "eerste-rij-steken": "koppelteken (Afkanten / Af-kanten)",
         "spel-met-letterstenen": "koppeltekens tegenover spaties (Mens-erger-je-niet / Mens erger je niet)"}
for v in do:
    r.append(f"| {v['id']} | {v['onderwerp']} | {' en '.join(v['dubbele_opties'])} | {soort.get(v['id'], '')} |")
r.append("")
r.append("## Opnieuw maken\n")
r.append("```sh\ncd /work/main/tests/holdout25/answer-explanation\npython3 src/build.py\n```\n")
r.append("`build.py` verwijdert en herschrijft `bank/` en `gebrekkig/`, leest elk bestand terug met `tomllib` en stopt "
         "met exitcode 1 bij een ontbrekend of onbekend veld, een `#:schema`-regel die niet naar het schema wijst, tekst "
         "die niet ongeschonden terugkomt, een verkeerd aantal (vragen, opties, labels, links), een dubbel of ongeldig id, "
         "een `related`-link die niet bestaat, niet wederkerig is of de map of het onderwerp verlaat, een vraag zonder "
         "precies één `correct = true` of met `correct = true` op de verkeerde optie, een verplaatste sleutel zonder "
         "label of een label zonder verplaatste sleutel, onbedoeld dubbele opties in een gezonde vraag (na weglaten van "
         "hoofdletters, witruimte, leestekens en koppeltekens), een dubbele-optievraag waarvan niet precies het bedoelde "
         "paar gelijk leest, een `[compute]`-tabel waarvan de uitkomst niet het dichtst bij de sleutel ligt, een toelichting "
         "korter dan 20 tekens, Markdown in een vraag zonder `markup`, numerieke opties die niet oplopen, sleutels die "
         "niet gelijk over A-D verdeeld zijn, een onderwerpnaam die op een gebruikte naam lijkt, een stijllabel dat niet "
         "klopt of een stijl onder het minimum. Daarna schrijft het `src/stats.json` en roept het `src/readme.py` aan, "
         "dat deze README schrijft.\n")
open(os.path.join(BASIS, "README.md"), "w", encoding="utf-8").write("\n".join(r))
