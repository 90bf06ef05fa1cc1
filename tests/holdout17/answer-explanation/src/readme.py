#!/usr/bin/env python3
"""Schrijft ../README.md uit stats.json."""
import json
import time
from collections import Counter
from pathlib import Path

SRC = Path(__file__).resolve().parent
ROOT = SRC.parent

START = "Mon Dec  7 01:40:41 UTC 2026"

GELEZEN = [
    "/work/main/schema/README.md",
    "/work/main/schema/question.schema.json",
    "/work/main/schema/topic.schema.json",
    "/work/shared/seeds/000_fa40e9fb930c8fe6.txt",
    "/work/shared/seeds/002_bcf17ab5b3f8697a.txt",
]

COMMANDOS = [
    "`date; cat /work/main/schema/README.md; cat /work/main/schema/question.schema.json; "
    "cat /work/main/schema/topic.schema.json; ls /work/shared/seeds/`",
    "`cd /work/shared/seeds/; wc -c *; head -c 5000 000_fa40e9fb930c8fe6.txt; "
    "head -c 5000 002_bcf17ab5b3f8697a.txt`",
    "`python3 --version; python3 -c \"import jsonschema, tomllib; print(jsonschema.__version__)\"; "
    "mkdir -p /work/main/tests/holdout17/answer-explanation/src; ls /work/main/tests/holdout17/` "
    "(de `ls` van de bovenliggende map toonde alleen de eigen map `answer-explanation`)",
]

LABELUITLEG = {
    "none": "gezonde vraag (map `bank/`)",
    "explanation/supports-distractor": "de toelichting onderbouwt optie X, maar `correct = true` staat op een andere optie",
    "answer/duplicate-option": "twee opties lezen voor een student hetzelfde en verschillen alleen triviaal",
}


def main():
    s = json.loads((SRC / "stats.json").read_text(encoding="utf-8"))
    eind = time.strftime("%a %b %e %H:%M:%S UTC %Y", time.gmtime())
    L = []
    L.append("# Hold-outset answer-explanation (holdout17)")
    L.append("")
    L.append("Blinde testset van Nederlandstalige meerkeuzevragen om te meten of de linter herkent (1) dat een "
             "toelichting niet de gemarkeerde sleutel maar een afleider onderbouwt en (2) dat twee opties "
             "feitelijk dubbel zijn. Geschreven zonder de code, regels, tests, fixtures, documentatie of bank "
             "van de linter te bekijken; qbank is niet uitgevoerd.")
    L.append("")
    L.append("## Tijden")
    L.append("")
    L.append("- Start (`date`): %s" % START)
    L.append("- Einde (`date`, bij het genereren van deze README): %s" % eind)
    L.append("")
    L.append("## Indeling")
    L.append("")
    L.append("- `bank/<onderwerp>/`: gezonde vragen (label `none`), met `topic.toml`.")
    L.append("- `gebrekkig/<onderwerp>/`: vragen met precies één gebrek, met `topic.toml`.")
    L.append("- `src/common.py`: `q()`-helper, labelconstanten en stijllabels.")
    L.append("- `src/data_<onderwerp>.py`: de vragen als Python-data; het label is het eerste argument van `q()`.")
    L.append("- `src/build.py`: schrijft de TOML, leest die terug met `tomllib`, valideert tegen "
             "`question.schema.json` en `topic.schema.json`, controleert sleutels, rekenwerk (`[compute]`), "
             "dubbele opties en stijlaantallen, en schrijft `src/stats.json`.")
    L.append("- `src/readme.py`: schrijft deze README uit `src/stats.json`.")
    L.append("")
    L.append("Labels en stijllabels staan alleen in `src/` en `stats.json`, nooit in de TOML-bestanden.")
    L.append("")
    L.append("## Aantallen")
    L.append("")
    L.append("Totaal %d vragen in %d bestanden (inclusief `topic.toml`)." % (s["totaal"], s["bestanden"]))
    L.append("")
    L.append("| label | aantal | betekenis |")
    L.append("|---|---|---|")
    for lab, n in s["per_label"].items():
        L.append("| `%s` | %d | %s |" % (lab, n, LABELUITLEG[lab]))
    L.append("")
    L.append("| onderwerp | none | supports-distractor | duplicate-option |")
    L.append("|---|---|---|---|")
    for t, c in s["per_onderwerp"].items():
        L.append("| %s | %d | %d | %d |" % (t, c.get("none", 0), c.get("explanation/supports-distractor", 0),
                                            c.get("answer/duplicate-option", 0)))
    L.append("")
    L.append("Opties per vraag: " + ", ".join("%s opties: %d" % (k, n) for k, n in s["opties"].items()) + ".")
    L.append("")
    L.append("Sleutelletters bij de gezonde vragen: " +
             ", ".join("%s %d" % (k, n) for k, n in s["sleutels_gezond"].items()) +
             ". De sleutel is bij %d van de %d gezonde vragen de (unieke) langste optie."
             % (s["sleutel_is_langste_optie_gezond"], s["per_label"]["none"]))
    L.append("")
    L.append("`[compute]`-tabellen: %d (alleen op gezonde rekenvragen; `build.py` rekent na dat de optie met het "
             "dichtstbijzijnde getal de sleutel is, binnen 5%%). Vragen met `markup = \"markdown\"`: %d." % (s["compute_tabellen"], s["markdown_vragen"]))
    L.append("")
    L.append("## Stijllabels (gezonde vragen)")
    L.append("")
    L.append("| stijl | aantal | minimum |")
    L.append("|---|---|---|")
    for k, n in s["stijl"].items():
        L.append("| %s | %d | %d |" % (k, n, s["stijl_minima"][k]))
    L.append("")
    L.append("## Verplaatste sleutels")
    L.append("")
    L.append("| id | onderwerp | echte sleutel | `correct` verplaatst naar |")
    L.append("|---|---|---|---|")
    for v in s["vragen"]:
        if v["label"] == "explanation/supports-distractor":
            L.append("| %s | %s | %s | %s |" % (v["id"], v["onderwerp"], v["echte_sleutel"],
                                              v["correct_verplaatst_naar"]))
    L.append("")
    L.append("## Dubbele opties")
    L.append("")
    L.append("Bij elke vraag ligt het dubbele paar tussen de afleiders; de sleutel en de toelichting kloppen.")
    L.append("")
    L.append("| id | onderwerp | paar | soort verschil |")
    L.append("|---|---|---|---|")
    for v in s["vragen"]:
        if v["label"] == "answer/duplicate-option":
            L.append("| %s | %s | %s | %s |" % (v["id"], v["onderwerp"], "–".join(v["dubbel_paar"]),
                                              v["soort_verschil"]))
    L.append("")
    L.append("## Werkwijze en verantwoording")
    L.append("")
    L.append("Gelezen bestanden (en verder niets onder `/work/main` buiten deze map):")
    L.append("")
    for f in GELEZEN:
        L.append("- `%s`" % f)
    L.append("")
    L.append("Commando's buiten deze map (alle andere commando's draaiden in `src/` van deze map: "
             "`python3` om data te bewerken en `build.py`/`readme.py` uit te voeren, en `date`):")
    L.append("")
    for c in COMMANDOS:
        L.append("- " + c)
    L.append("")
    L.append("Alle labels zijn in de data vastgelegd vóór de eerste run van `build.py` en daarna nooit meer "
             "veranderd. Na de eerste run zijn alleen nog teksten aangepast: twee te korte toelichtingen "
             "(schema-minimum van 20 tekens), een aantal afleiders verlengd zodat de sleutel niet "
             "stelselmatig de langste optie is, en twee feitelijke formuleringen aangescherpt.")
    L.append("")
    L.append("Er is geen git gebruikt, niets gebouwd buiten deze map en qbank is niet uitgevoerd.")
    L.append("")
    (ROOT / "README.md").write_text("\n".join(L), encoding="utf-8")
    print("README.md geschreven; einde", eind)


if __name__ == "__main__":
    main()
