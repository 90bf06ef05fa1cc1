#!/usr/bin/env python3
"""Schrijft ../README.md uit stats.json (eerst build.py draaien). Argument: eindtijd."""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
st = json.loads((HERE / "stats.json").read_text(encoding="utf-8"))
START = "Sun Dec  6 07:39:51 UTC 2026"
END = sys.argv[1] if len(sys.argv) > 1 else "(onbekend)"
SD = "explanation/supports-distractor"
DUP = "answer/duplicate-option"
STYLE = {
    1: "kort, één regel (< 20 woorden)",
    2: "middellang, 2-4 zinnen, vaak parafraserend",
    3: "lang (80-200 woorden), loopt alle opties langs",
    4: "rekenwerk met eenheden/percentages uitgewerkt",
    5: "negatieve stam (NIET/GEEN/onjuist); toelichting zegt waarom de rest wel klopt",
    6: "Markdown (`markup = \"markdown\"`) met links en inline code",
    7: "noemt de bewering van een afleider en weerlegt of herplaatst die",
    8: "IT-afkortingen / harde afleiders die alleen in operator, teken, exponent, eenheid of symbool verschillen",
}
L = []
w = L.append
w("# Holdout 9 – answer-explanation (blind geschreven)\n")
w(f"- Start: `{START}`")
w(f"- Einde: `{END}`\n")
w("## Gelezen bestanden\n")
w("Alleen deze bestanden zijn gelezen:\n")
w("- `/work/main/schema/README.md`")
w("- `/work/main/schema/question.schema.json`")
w("- `/work/main/schema/topic.schema.json`")
w("- `/work/shared/seeds/000_fa40e9fb930c8fe6.txt`")
w("- `/work/shared/seeds/002_bcf17ab5b3f8697a.txt`\n")
w("Daarnaast alleen `ls /work/main/tests/` (om te zien dat `holdout9/` nog niet bestond) en `ls /work/shared/seeds/`. "
  "Geen andere bestanden van het project geopend, qbank niet gedraaid, niets op het web of in code gezocht, geen git-wijzigingen. "
  "Alle vragen en toelichtingen zijn zelf geschreven.\n")
w("## Indeling\n")
w("```")
w("answer-explanation/")
w("  README.md                     dit bestand")
w("  bank/<onderwerp>/topic.toml   14 onderwerpen, alleen gezonde vragen (label none)")
w("  bank/<onderwerp>/<id>.toml")
w("  gebrekkig/<onderwerp>/topic.toml + <id>.toml   gebrekkige vragen, één gebrek per vraag")
w("  src/common.py                 helpers (q(), topic())")
w("  src/data_a.py .. data_e.py    de vragen als Python-data")
w("  src/build.py                  schrijft de TOML, leest alles terug met tomllib en controleert")
w("  src/readme.py                 schrijft dit README uit src/stats.json")
w("```\n")
w("Geen `qbank.toml`. Elk vraagbestand begint met `# topic: <onderwerp>` en `# expect: <label>`. "
  "Ids zijn uniek over `bank/` en `gebrekkig/` samen. `related` staat alleen in `bank/` en wijst alleen naar "
  f"gezonde vragen van hetzelfde onderwerp ({st['related']} vragen hebben `related`). "
  f"{st['compute']} rekenvragen hebben een `[compute]`-tabel (de build controleert dat de sleutel de dichtstbijzijnde optie is); "
  f"{st['markdown']} vragen gebruiken `markup = \"markdown\"`.\n")
w("In de data markeert `*` de inhoudelijk juiste optie (waar de toelichting voor pleit) en `!` de optie die bij een "
  "supports-distractor-vraag `correct = true` kreeg. `build.py` herschikt opties (rotatie/omkering) om de sleutelposities te "
  "spreiden, behalve bij vragen waarvan de toelichting naar letters of volgorde verwijst (stijl 3 en letterverwijzingen) en bij "
  "numerieke opties (alleen oplopend of aflopend). De labels zijn bij het schrijven van elke vraag vastgelegd (argument `label` in de data).\n")
w("Controles in `build.py` (alle geslaagd): precies één `correct = true`; alleen sleutels uit het schema; lengtes "
  "(stam 10-2000, toelichting 20-10000, optie ≤ 1000, ≤ 26 opties); id-patroon; unieke ids; geldige `related`; de twee kopregels; "
  "label past bij de map; bij gezonde vragen geen twee opties die na normalisatie (hoofdletters, spaties, slotpunt) gelijk zijn; "
  "bij duplicate-option precies één zo'n paar, zonder de sleutel; bij supports-distractor pleit de toelichting voor een andere optie dan de gemarkeerde.\n")
w("## Labels\n")
w("- `none`: gezonde vraag: precies één juiste optie met `correct = true`, de toelichting onderbouwt die sleutel, geen twee opties die voor een student hetzelfde lezen.")
w(f"- `{SD}`: de vraag is eerst gezond geschreven; daarna is alleen de regel `correct = true` naar een andere (foute) optie verplaatst. De toelichting pleit dus voor een andere optie dan de gemarkeerde.")
w(f"- `{DUP}`: twee afleiders verschillen alleen in hoofdletters, spaties of een slotpunt; sleutel en toelichting zijn in orde.\n")
w("## Aantallen per onderwerp en label\n")
w(f"| onderwerp | none | {SD} | {DUP} | totaal |")
w("|---|---:|---:|---:|---:|")
tot = [0, 0, 0]
for t in sorted(st["per_topic"]):
    c = st["per_topic"][t]
    row = [c.get("none", 0), c.get(SD, 0), c.get(DUP, 0)]
    tot = [a + b for a, b in zip(tot, row)]
    w(f"| {t} | {row[0]} | {row[1]} | {row[2]} | {sum(row)} |")
w(f"| **totaal** | **{tot[0]}** | **{tot[1]}** | **{tot[2]}** | **{sum(tot)}** |\n")
w("## Toelichtingsstijlen\n")
w("| stijl | omschrijving | gezond | gebrekkig |")
w("|---:|---|---:|---:|")
for k in range(1, 9):
    w(f"| {k} | {STYLE[k]} | {st['styles']['sound'].get(str(k), 0)} | {st['styles']['flawed'].get(str(k), 0)} |")
w("")
w(f"Toelichtingen die naar opties verwijzen met een letter of rangtelwoord: {st['letter_refs']}.\n")
w("## Sleutelposities (letter van de optie met `correct = true`)\n")
w("| groep | A | B | C | D | 3 opties | 4 opties |")
w("|---|---:|---:|---:|---:|---:|---:|")
for g, name in (("sound", "gezond"), ("flawed", "gebrekkig")):
    k = st["keys"][g]; n = st["n_options"][g]
    w(f"| {name} | {k.get('A',0)} | {k.get('B',0)} | {k.get('C',0)} | {k.get('D',0)} | {n.get('3',0)} | {n.get('4',0)} |")
w("")
w("## Gebrekkige vragen\n")
w("‘Gemarkeerd’ is de letter met `correct = true`; ‘toelichting pleit voor’ is de letter die de toelichting onderbouwt "
  "(bij duplicate-option zijn die gelijk).\n")
w("| bestand | label | stijl | gemarkeerd | toelichting pleit voor |")
w("|---|---|---:|:---:|:---:|")
for f in sorted(st["flawed"], key=lambda r: r["file"]):
    w(f"| `{f['file']}` | `{f['label']}` | {f['style']} | {f['marked']} | {f['argued']} |")
w("")
(HERE.parent / "README.md").write_text("\n".join(L), encoding="utf-8")
print("README geschreven")
