#!/usr/bin/env python3
"""Schrijft README.md (in het Nederlands) uit src/stats.json."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

LABEL_UITLEG = {
    "none": "degelijke vraag: de gemarkeerde optie is juist, de toelichting onderbouwt haar en geen twee opties lezen voor een student hetzelfde. Staat in `bank/`.",
    "explanation/supports-distractor": "eerst als degelijke vraag geschreven; daarna is alleen de regel `correct = true` naar een foute optie verplaatst. De toelichting (en eventuele feedback) pleit dus nog steeds voor het werkelijk juiste antwoord. Staat in `gebrekkig/`.",
    "answer/duplicate-option": "twee afleiders verschillen alleen in hoofdletters, spaties of een slotpunt; sleutel en toelichting kloppen. Staat in `gebrekkig/`.",
}


def main():
    with open(os.path.join(HERE, "stats.json"), encoding="utf-8") as f:
        st = json.load(f)
    labels = list(st["labels"].keys())
    L = []
    L.append("# Hold-out-set 11: answer-explanation")
    L.append("")
    L.append("Een **blinde** testset van Nederlandstalige meerkeuzevragen voor qbank. De vragen zijn "
             "geschreven zonder de code, regels, tests, fixtures of andere testsets van qbank in te zien, "
             "zodat ze eerlijk meten hoe goed de controles werken op tekst waarop ze niet zijn afgestemd. "
             "De set richt zich op de samenhang tussen sleutel, toelichting en opties: een toelichting "
             "die een afleider onderbouwt in plaats van de sleutel, en dubbele opties.")
    L.append("")
    L.append("## Tijd")
    L.append("")
    L.append(f"- Begin (`date`): `{st['start_date']}`")
    L.append(f"- Einde (`date`): `{st.get('end_date') or '(nog niet ingevuld)'}`")
    L.append("")
    L.append("## Gelezen bestanden")
    L.append("")
    L.append("Alleen deze bestanden zijn gelezen:")
    L.append("")
    for p in st["files_read"]:
        L.append(f"- `{p}`")
    L.append("")
    L.append("Verder is alleen `ls /work/main/tests/` uitgevoerd, om na te gaan dat `holdout11/` nog niet "
             "bestond, en `date` bij begin en einde. qbank is niet uitgevoerd en er is niets gebouwd.")
    L.append("")
    L.append("## Indeling")
    L.append("")
    L.append("```")
    L.append("README.md                      dit bestand (gegenereerd door src/readme.py)")
    L.append("bank/<onderwerp>/topic.toml    titel en beschrijving van het onderwerp")
    L.append("bank/<onderwerp>/<id>.toml     degelijke vragen (label none)")
    L.append("gebrekkig/<onderwerp>/topic.toml")
    L.append("gebrekkig/<onderwerp>/<id>.toml  vragen met precies één gebrek")
    L.append("src/common.py                  hulpfunctie q() en labelconstanten")
    L.append("src/data_<onderwerp>.py        de vragen als Python-gegevens, met het label per vraag (koppeltekens in de onderwerp-id worden _)")
    L.append("src/build.py                   schrijft de TOML-bestanden, leest ze terug met tomllib en controleert ze")
    L.append("src/readme.py                  schrijft deze README uit src/stats.json")
    L.append("src/stats.json                 tellingen en metadata")
    L.append("```")
    L.append("")
    L.append("Elk vraagbestand begint met twee commentaarregels: `# topic: <onderwerp>` en "
             "`# expect: <label>`. Er is geen `qbank.toml`. Vragen in `gebrekkig/` verwijzen met "
             "`related` alleen naar vragen in `bank/` van hetzelfde onderwerp.")
    L.append("")
    L.append("## Labels")
    L.append("")
    for lab in labels:
        L.append(f"- `{lab}`: {LABEL_UITLEG[lab]}")
    L.append("")
    L.append("Het label van elke vraag is vastgelegd bij het schrijven (eerste argument van `q()` in "
             "`src/data_*.py`), vóór er iets is uitgevoerd. Bij `explanation/supports-distractor` staat "
             "in de gegevens zowel de werkelijk juiste optie (`key`) als de optie die `correct = true` "
             "kreeg (`moved_to`); bij `answer/duplicate-option` staat het dubbele paar (`dup`).")
    L.append("")
    L.append("## Aantallen per onderwerp en label")
    L.append("")
    L.append("| onderwerp | titel | " + " | ".join(f"`{l}`" for l in labels) + " | totaal |")
    L.append("|---|---|" + "---:|" * (len(labels) + 1))
    for topic in sorted(st["topics"]):
        row = st["topics"][topic]
        tot = sum(row.values())
        L.append(f"| `{topic}` | {st['titles'][topic]} | " + " | ".join(str(row[l]) for l in labels) + f" | {tot} |")
    L.append("| **totaal** | | " + " | ".join(f"**{st['labels'][l]}**" for l in labels) + f" | **{st['total']}** |")
    L.append("")
    L.append("## Overige kenmerken")
    L.append("")
    L.append("Plaats van de regel `correct = true` (letter) per label:")
    L.append("")
    for lab, d in st["key_letters"].items():
        L.append(f"- `{lab}`: " + ", ".join(f"{k} {v}" for k, v in d.items()))
    L.append("")
    L.append("De opties zijn in `build.py` geroteerd om de letters te spreiden; numerieke opties zijn "
             "alleen oplopend of aflopend gezet, en vragen waarvan de volgorde betekenis heeft "
             "(`order=\"fixed\"`) zijn niet verplaatst.")
    L.append("")
    oc = ", ".join(f"{k} opties: {v}" for k, v in sorted(st["options_count"].items()))
    L.append(f"- Aantal opties per vraag: {oc}")
    L.append(f"- Met `[compute]`: {st['with_compute']}")
    L.append(f"- Met `markup = \"markdown\"` (code, links, lijsten): {st['with_markdown']}")
    L.append(f"- Met `related`: {st['with_related']}")
    L.append(f"- Met `feedback` bij een optie: {st['with_feedback']}")
    L.append(f"- Met `tags`: {st['with_tags']}")
    L.append(f"- Met een ontkennende stam (NIET/GEEN): {st['negative_stems']}")
    L.append("")
    L.append("## Opnieuw opbouwen")
    L.append("")
    L.append("```")
    L.append("python3 src/build.py [--end \"<uitvoer van date>\"]")
    L.append("python3 src/readme.py")
    L.append("```")
    L.append("")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))
    print("README.md geschreven")


if __name__ == "__main__":
    main()
