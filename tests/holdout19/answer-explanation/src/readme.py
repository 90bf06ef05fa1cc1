"""Schrijft README.md uit stats.json en tijden.json (aangeroepen door build.py)."""
import json
from collections import Counter
from pathlib import Path

SRC = Path(__file__).resolve().parent
ROOT = SRC.parent


def schrijf():
    st = json.loads((SRC / "stats.json").read_text(encoding="utf-8"))
    tijd = json.loads((SRC / "tijden.json").read_text(encoding="utf-8"))
    vr = st["vragen"]
    r = []
    r.append("# Holdout 19: answer-explanation\n")
    r.append("Blinde testset van Nederlandse meerkeuzevragen voor `qbank`, geschreven zonder de code, regels, tests, "
             "fixtures, documentatie of vragenbank van de linter te lezen. Gelezen zijn alleen `schema/README.md`, "
             "`schema/question.schema.json`, `schema/topic.schema.json` en de twee voorbeeldpagina's in `/work/shared/seeds/`.\n")
    r.append("## Tijden (`date`)\n")
    r.append(f"- begin: `{tijd['start']}`")
    r.append(f"- einde: `{tijd['eind']}`\n")
    r.append("## Indeling\n")
    r.append("```\n"
             "answer-explanation/\n"
             "  bank/<onderwerp>/topic.toml        13 onderwerpen, elk 20 gezonde vragen (label none)\n"
             "  bank/<onderwerp>/<id>.toml\n"
             "  gebrekkig/<onderwerp>/topic.toml   per onderwerp 3 vragen met verplaatste sleutel,\n"
             "  gebrekkig/<onderwerp>/<id>.toml    en in 7 onderwerpen 1 vraag met dubbele optie\n"
             "  src/common.py                      de helper q(label, id, stam, opties, toelichting, stijlen, ...)\n"
             "  src/t_<onderwerp>.py               de vraagdata per onderwerp (opties[0] is steeds de echte sleutel)\n"
             "  src/build.py                       schrijft de TOML, leest alles terug met tomllib en controleert\n"
             "  src/readme.py                      schrijft deze README uit stats.json\n"
             "  src/stats.json                     aantallen en gegevens per vraag\n"
             "  src/tijden.json                    begin- en eindtijd\n"
             "```\n")
    r.append("Elke vraag heeft een `#:schema`-regel die naar `/work/main/schema/` wijst, een stam, 3 of 4 opties met precies "
             "één `correct = true`, een toelichting en `related`-links. De links zijn symmetrisch en blijven binnen dezelfde map "
             "(`bank` of `gebrekkig`) en hetzelfde onderwerp. Vragen met Markdown (links, code, cursief) hebben `markup = \"markdown\"`. "
             "Stijllabels staan alleen in de Python-data en in `stats.json`, nooit in de TOML.\n")
    r.append("## Aantallen per label\n")
    r.append("| label | aantal | map |\n|---|---|---|")
    for lab, n in st["per_label"].items():
        r.append(f"| `{lab}` | {n} | {'bank' if lab == 'none' else 'gebrekkig'} |")
    r.append(f"| totaal | {st['totaal']} | |\n")
    r.append("## Aantallen per onderwerp\n")
    r.append("| onderwerp | none | explanation/supports-distractor | answer/duplicate-option |\n|---|---|---|---|")
    for t, c in st["per_onderwerp"].items():
        r.append(f"| {t} | {c.get('none', 0)} | {c.get('explanation/supports-distractor', 0)} | {c.get('answer/duplicate-option', 0)} |")
    r.append("")
    r.append("IT-onderwerpen: html-en-css, sql-basis, json-en-yaml, computergeheugen. Rekenen en eenheden: breuken-en-procenten, "
             "eenheden-omrekenen. Schoolvakken: plantkunde, romeinse-rijk, werkwoordspelling, zonnestelsel. "
             "Praktische vakken: koken, moestuin, huisschilderen.\n")
    r.append("## Verdeling van de sleutels\n")
    r.append("Echte sleutel van de 260 gezonde vragen: " + ", ".join(f"{k}: {v}" for k, v in st["sleutels_bank"].items()) + ".")
    r.append("Sleutel zoals die in het bestand staat, alle 306 vragen: " + ", ".join(f"{k}: {v}" for k, v in st["sleutels_in_bestand_alle"].items()) + ".")
    ms = Counter(v["sleutel_in_bestand"] for v in vr if v["label"] == "explanation/supports-distractor")
    me = Counter(v["echte_sleutel"] for v in vr if v["label"] == "explanation/supports-distractor")
    r.append("Bij de 39 verplaatste sleutels: echte sleutel " + ", ".join(f"{k}: {me[k]}" for k in "ABCD") +
             "; `correct = true` in het bestand " + ", ".join(f"{k}: {ms[k]}" for k in "ABCD") + ".")
    r.append(f"De sleutel is in {st['sleutel_is_langste_optie_bank']} van de 260 gezonde vragen de (enige) langste optie.\n")
    r.append("## Stijlen tegen de minima (260 gezonde vragen)\n")
    r.append("| stijl | aantal | minimum |\n|---|---|---|")
    for k, mn in st["minima"].items():
        r.append(f"| {k} | {st['stijlen_bank'][k]} | {mn} |")
    r.append("")
    gs = Counter(s for v in vr if v["label"] == "explanation/supports-distractor" for s in v["stijlen"])
    r.append("Stijlen bij de 39 verplaatste sleutels: " + ", ".join(f"{k}: {n}" for k, n in sorted(gs.items())) + ".\n")
    r.append("Betekenis: *rekenen* (de toelichting rekent, met getallen en eenheden), *negatief* (stam vraagt naar wat NIET/GEEN/ONJUIST is), "
             "*lang* (toelichting van minstens 80 woorden die elke optie bespreekt), *kort* (toelichting van één zin), "
             "*parafrase* (sleutel in andere woorden), *weerlegt* (toelichting noemt de bewering van een afleider en weerlegt die), "
             "*link*, *code*, *cursief* (Markdown), *it-acroniem*, *feedback* (terugkoppeling per optie), "
             "*getal-woorden* en *eenheid-woorden* (getal of eenheid aan de ene kant in woorden, aan de andere kant in cijfers of symbolen).\n")
    r.append("## Gebrekkige vragen\n")
    r.append("- `explanation/supports-distractor`: eerst als gezonde vraag geschreven, met een toelichting die de echte sleutel "
             "onderbouwt; daarna is `correct = true` op een afleider gezet. `stats.json` noemt beide letters "
             "(`sleutel_in_bestand` en `echte_sleutel`). Deze vragen hebben geen `[compute]` en geen feedback.")
    r.append("- `answer/duplicate-option`: twee afleiders die voor een student hetzelfde lezen (alleen verschil in hoofdletter, "
             "een extra spatie of een leesteken); sleutel en toelichting zijn verder in orde.\n")
    r.append("## Opnieuw maken\n")
    r.append("```sh\ncd /work/main/tests/holdout19/answer-explanation\npython3 src/build.py\n```\n")
    r.append("`build.py` verwijdert en herschrijft `bank/` en `gebrekkig/`, leest elk bestand terug met `tomllib` en stopt met "
             "exitcode 1 bij een ontbrekend veld, een verkeerd aantal, een dubbel id, een `related`-link die niet bestaat, "
             "een vraag zonder precies één `correct = true`, of een stijl onder het minimum. Daarna schrijft het `src/stats.json` "
             "en deze README.")
    (ROOT / "README.md").write_text("\n".join(r) + "\n", encoding="utf-8")
