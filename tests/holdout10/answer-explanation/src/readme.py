#!/usr/bin/env python3
"""Schrijft ../README.md uit stats.json (gemaakt door build.py)."""
import json
import subprocess
from pathlib import Path

SRC = Path(__file__).resolve().parent
ROOT = SRC.parent
START = "Sun Dec  6 11:05:21 UTC 2026"

STYLES = {
    1: "kort, één regel (< 20 woorden)",
    2: "middellang, 2-4 zinnen, parafraseert de sleutel vaak",
    3: "lang (80-200 woorden), bespreekt elke optie",
    4: "rekenwerk met eenheden/percentages uitgewerkt",
    5: "negatieve stam (NIET/GEEN/onjuist); toelichting zegt waarom de andere opties wél kloppen",
    6: "Markdown (`markup = \"markdown\"`) met links en inline code",
    7: "noemt de bewering van een afleider om die te weerleggen of elders onder te brengen",
    8: "IT-afkortingen / afleiders die alleen in operator, teken, exponent, eenheid of symbool verschillen",
}
LABEL_SHORT = {"none": "none", "sd": "explanation/supports-distractor", "dup": "answer/duplicate-option"}


def main():
    s = json.loads((SRC / "stats.json").read_text(encoding="utf-8"))
    end = subprocess.run(["date"], capture_output=True, text=True, check=True).stdout.strip()
    t = s["totals"]
    L = []
    a = L.append
    a("# Hold-out-set 10: answer-explanation")
    a("")
    a("Blinde testset met Nederlandstalige meerkeuzevragen voor de linter qbank. De vragen zijn "
      "geschreven zonder de code, regels of andere testgegevens van qbank in te zien; ze meten de linter "
      "op tekst waarop hij nooit is afgesteld.")
    a("")
    a(f"- Begonnen: `{START}` (uitvoer van `date`)")
    a(f"- Klaar: `{end}` (uitvoer van `date`, bij het schrijven van dit bestand)")
    a("")
    a("## Gelezen bestanden")
    a("")
    a("Alleen deze bestanden zijn gelezen:")
    a("")
    for f in ["/work/main/schema/README.md", "/work/main/schema/question.schema.json",
              "/work/main/schema/topic.schema.json", "/work/shared/seeds/000_fa40e9fb930c8fe6.txt",
              "/work/shared/seeds/002_bcf17ab5b3f8697a.txt"]:
        a(f"- `{f}`")
    a("")
    a("Daarnaast is alleen `ls /work/main/tests/` uitgevoerd, om na te gaan dat `holdout10/` nog niet "
      "bestond. Er is geen ander bestand onder `/work/main` geopend, qbank is niet uitgevoerd, en er is "
      "niets op internet of in code opgezocht.")
    a("")
    a("## Indeling")
    a("")
    a("```")
    a("README.md                         dit bestand (geschreven door src/readme.py uit src/stats.json)")
    a("bank/<onderwerp>/topic.toml       onderwerp: title en description")
    a("bank/<onderwerp>/<id>.toml        goede vragen (label none)")
    a("gebrekkig/<onderwerp>/topic.toml  hetzelfde onderwerp")
    a("gebrekkig/<onderwerp>/<id>.toml   vragen met precies één gebrek")
    a("src/common.py                     Q()-hulpfunctie en labelnamen")
    a("src/data_*.py                     de vragen als Python-gegevens, één bestand per onderwerp")
    a("src/build.py                      schrijft de TOML, leest alles terug met tomllib en controleert")
    a("src/readme.py                     schrijft README.md")
    a("src/stats.json                    tellingen, gemaakt door build.py")
    a("```")
    a("")
    a("Er is geen `qbank.toml`. Elk vraagbestand begint met twee commentaarregels: `# topic: <onderwerp>` "
      "en `# expect: <label>`. Ids (bestandsnamen zonder `.toml`) zijn uniek over `bank/` en `gebrekkig/` "
      "samen. `related` komt alleen voor in `bank/` en verwijst alleen naar goede vragen van hetzelfde "
      "onderwerp. Opnieuw bouwen: `python3 src/build.py && python3 src/readme.py`.")
    a("")
    a("In de gegevens markeert `*` de werkelijk juiste optie (waar de toelichting voor pleit) en `!` bij "
      "supports-distractor de optie die `correct = true` krijgt. build.py roteert de opties of keert ze om "
      "om de sleutelletters te spreiden, behalve waar de toelichting naar letters of volgorde verwijst; "
      "numerieke opties worden alleen omgekeerd, zodat ze oplopend of aflopend blijven.")
    a("")
    a("## Labels")
    a("")
    a("| label | betekenis |")
    a("|---|---|")
    a("| `none` | Goede vraag: precies één optie met `correct = true`, die optie is het juiste antwoord, "
      "de toelichting onderbouwt die sleutel en geen twee opties lezen voor een student hetzelfde. |")
    a("| `explanation/supports-distractor` | Eerst als goede vraag geschreven; daarna is alleen de regel "
      "`correct = true` naar een foute optie verplaatst. De toelichting pleit dus voor een andere optie dan "
      "de gemarkeerde. |")
    a("| `answer/duplicate-option` | Twee afleiders verschillen alleen in hoofdletters, spaties of een "
      "slotpunt; sleutel en toelichting zijn in orde. |")
    a("")
    a("De labels zijn bij het schrijven van elke vraag vastgelegd, vóór er iets is uitgevoerd.")
    a("")
    a("## Aantallen per onderwerp en label")
    a("")
    a("| onderwerp | titel | none | supports-distractor | duplicate-option | totaal |")
    a("|---|---|---:|---:|---:|---:|")
    for topic, c in sorted(s["per_topic"].items()):
        a(f"| `{topic}` | {c['title']} | {c['none']} | {c['sd']} | {c['dup']} | {c['total']} |")
    a(f"| **totaal** | | **{t['none']}** | **{t['sd']}** | **{t['dup']}** | **{t['questions']}** |")
    a("")
    a("## Aantallen per toelichtingsstijl")
    a("")
    a("| stijl | omschrijving | goed | gebrekkig |")
    a("|---:|---|---:|---:|")
    for k in range(1, 9):
        v = s["styles"][str(k)]
        a(f"| {k} | {STYLES[k]} | {v['sound']} | {v['flawed']} |")
    a("")
    a("Verder:")
    a("")
    a(f"- `markup = \"markdown\"`: {s['markdown']} vragen ({s['markdown_sound']} goed)")
    a(f"- toelichting verwijst naar opties met een letter of rangtelwoord: {s['letters_in_explanation']} vragen")
    w = s["wrapped_explanations"]
    a(f"- toelichting over meerdere regels in een TOML-string met drie aanhalingstekens: "
      f"{w.get('newline', 0)} met gewone regeleinden, {w.get('bs', 0)} met een backslash aan het regeleinde")
    a(f"- `[compute]`-tabel: {s['with_compute']} vragen (build.py controleert dat de optie die het dichtst "
      f"bij de berekende waarde ligt de sleutel is, binnen de tolerantie)")
    a(f"- `related` met 1-3 ids: {s['with_related']} van de {s['sound_count']} goede vragen")
    oc = s["options_count"]
    tot = sum(oc.values())
    a(f"- aantal opties: 3 opties bij {oc.get('3', 0)} vragen, 4 opties bij {oc.get('4', 0)} vragen "
      f"({100 * oc.get('4', 0) / tot:.0f} %)")
    a("")
    a("## Sleutelposities")
    a("")
    a("De letter van de optie met `correct = true` (bij supports-distractor dus de gemarkeerde, foute optie).")
    a("")
    a("| opties | groep | A | B | C | D |")
    a("|---:|---|---:|---:|---:|---:|")
    for n in ("3", "4"):
        for name, key in (("alle vragen", "key_positions"), ("alleen goede", "key_positions_sound")):
            v = s[key].get(n, {})
            d = v.get("D", "") if n == "4" else "–"
            a(f"| {n} | {name} | {v.get('A', 0)} | {v.get('B', 0)} | {v.get('C', 0)} | {d} |")
    a("")
    a("## Gebrekkige vragen")
    a("")
    a("*Gemarkeerd* is de letter met `correct = true`; *toelichting pleit voor* is de letter van de optie "
      "die de toelichting onderbouwt. Bij duplicate-option staat ook het dubbele paar.")
    a("")
    a("| bestand | label | stijl | gemarkeerd | toelichting pleit voor | dubbel paar |")
    a("|---|---|---:|:---:|:---:|:---:|")
    for r in s["flawed"]:
        a(f"| `{r['file']}` | `{r['label']}` | {r['style']} | {r['marked']} | {r['argued']} | "
          f"{r['duplicate_pair'] or '–'} |")
    a("")
    (ROOT / "README.md").write_text("\n".join(L) + "\n", encoding="utf-8")
    print("README.md geschreven")


if __name__ == "__main__":
    main()
