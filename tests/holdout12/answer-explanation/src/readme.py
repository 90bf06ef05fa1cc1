#!/usr/bin/env python3
"""Schrijft README.md van holdout12/answer-explanation uit src/stats.json.

Gebruik (vanuit de map van de set): python3 src/readme.py
"""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

NONE = "none"
SD = "explanation/supports-distractor"
DUP = "answer/duplicate-option"


def main():
    with open(os.path.join(HERE, "stats.json"), encoding="utf-8") as fh:
        st = json.load(fh)
    meta = st["meta"]
    out = []
    w = out.append

    w(f"# {meta['set']}: blinde testset (Nederlands)")
    w("")
    w("Een blinde testset van Nederlandstalige meerkeuzevragen voor de linter qbank. De set meet "
      "eerlijk hoe goed de controles van qbank werken op tekst waarop ze nooit zijn afgestemd. "
      "De vragen zijn geschreven zonder de code, regels, tests, fixtures, documentatie, de bank of "
      "andere holdout-sets van qbank in te zien.")
    w("")
    w("## Tijden")
    w("")
    w(f"- Begin (`date`): `{meta['start']}`")
    w(f"- Einde (`date`): `{meta['end'] or '(nog niet vastgelegd)'}`")
    w("")
    w("## Gelezen bestanden")
    w("")
    w("Alleen deze bestanden zijn gelezen:")
    w("")
    for f in meta["files_read"]:
        w(f"- `{f}`")
    w("")
    w("Verder zijn buiten deze map alleen de volgende opdrachten uitgevoerd:")
    w("")
    for c in meta["commands_outside_set"]:
        w(f"- {c}")
    w("")
    w("qbank is niet uitgevoerd en er is niets gebouwd of gecompileerd; git is niet gebruikt en er is "
      "niets gecommit. Er is alleen geschreven binnen deze map "
      f"(`tests/{meta['set']}/`).")
    for n in meta.get("notes", []):
        w("")
        w(f"Opmerking: {n}")
    w("")
    w("## Indeling")
    w("")
    w("```")
    w("README.md                      dit bestand, gemaakt door src/readme.py")
    w("bank/<onderwerp>/topic.toml     titel en beschrijving van het onderwerp")
    w("bank/<onderwerp>/<id>.toml      gezonde vragen (label none)")
    w("gebrekkig/<onderwerp>/topic.toml")
    w("gebrekkig/<onderwerp>/<id>.toml vragen met precies één gebrek")
    w("src/common.py                  helper q(label, ...) en de labelconstanten")
    w("src/data_<onderwerp>.py        de vragen als Python-gegevens met hun label")
    w("src/build.py                   schrijft de TOML-bestanden, leest ze terug met tomllib en controleert ze")
    w("src/readme.py                  schrijft README.md uit src/stats.json")
    w("src/stats.json                 tellingen en metadata")
    w("```")
    w("")
    w("Elk vraagbestand begint met precies twee commentaarregels, `# topic: <onderwerp>` en "
      "`# expect: <label>`, gevolgd door de TOML volgens `schema/question.schema.json`. Er is geen "
      "`qbank.toml`. Een vraag-id is de bestandsnaam zonder `.toml` en is uniek over de hele set. "
      "`related` verwijst alleen naar vragen in `bank/` van hetzelfde onderwerp; binnen `bank/` "
      "verwijzen gerelateerde vragen naar elkaar terug. Vragen met Markdown (links, inline code, "
      "cursief) hebben `markup = \"markdown\"`. Een `[compute]`-tabel staat alleen bij gezonde "
      "rekenvragen, zodat een gebrekkige vraag geen tweede gebrek heeft.")
    w("")
    w("Opnieuw maken: `python3 src/build.py` en daarna `python3 src/readme.py`, vanuit deze map.")
    w("")
    w("## Labels")
    w("")
    w("Het label van elke vraag is vastgelegd als eerste argument van `q()` bij het schrijven, "
      "voordat er iets is uitgevoerd.")
    w("")
    w("- `none`: een gezonde vraag. De optie met `correct = true` is echt juist, de toelichting "
      "onderbouwt haar en geen twee opties lezen voor een student hetzelfde. Staat in `bank/`.")
    w("- `explanation/supports-distractor`: eerst geschreven als gezonde vraag; daarna is alleen de "
      "regel `correct = true` naar een foute optie verplaatst. De toelichting (en eventuele "
      "optiefeedback) pleit nog steeds voor het echte juiste antwoord. In de gegevens staan "
      "`key` (de echte sleutel) en `moved_to`. Staat in `gebrekkig/`.")
    w("- `answer/duplicate-option`: twee afleiders verschillen alleen in hoofdletters, spaties of "
      "een slotpunt; sleutel en toelichting zijn juist. Het paar staat in de gegevens als `dup`. "
      "Staat in `gebrekkig/`.")
    w("")
    w("## Aantallen per onderwerp en label")
    w("")
    w(f"| onderwerp | titel | `{NONE}` | `{SD}` | `{DUP}` | totaal |")
    w("|---|---|---:|---:|---:|---:|")
    for t in st["topics"]:
        c = t["counts"]
        w(f"| `{t['id']}` | {t['title']} | {c[NONE]} | {c[SD]} | {c[DUP]} | {t['total']} |")
    tot = st["totals"]
    w(f"| **totaal** | | **{tot[NONE]}** | **{tot[SD]}** | **{tot[DUP]}** | **{st['total_questions']}** |")
    w("")
    w("## Stijl")
    w("")
    w("De vragen mengen bewust stijlen, zoals echte vraagbanken dat doen: rekenvragen met eenheden "
      "en bedragen, negatieve stammen (NIET/GEEN), lange toelichtingen die elke optie bespreken, "
      "korte toelichtingen van één regel, Markdown-links en inline code, IT-vragen met afkortingen, "
      "code en HTTP-statuscodes, toelichtingen die de sleutel in andere woorden weergeven, en "
      "vragen met drie of vier opties.")
    w("")
    s = st["style"]
    labels = {
        "vragen": "vragen in totaal",
        "drie_opties": "met drie opties",
        "vier_opties": "met vier opties",
        "markdown": "met `markup = \"markdown\"`",
        "compute": "met een `[compute]`-tabel",
        "negatieve_stam": "met een negatieve stam (NIET/GEEN)",
        "lange_toelichting_80_150_woorden": "met een toelichting van 80 tot 150 woorden",
        "toelichting_langer_dan_150_woorden": "met een toelichting van meer dan 150 woorden",
        "korte_toelichting_tot_25_woorden": "met een toelichting van hoogstens 25 woorden",
        "met_feedback": "met optiefeedback",
        "met_related": "met `related`",
    }
    w("| kenmerk | aantal |")
    w("|---|---:|")
    for k, label in labels.items():
        w(f"| {label} | {s[k]} |")
    w("")

    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(out))
    print("README.md geschreven")


if __name__ == "__main__":
    main()
