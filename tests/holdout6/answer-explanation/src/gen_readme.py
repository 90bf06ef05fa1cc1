#!/usr/bin/env python3
"""Write README.md from src/stats.json.

python3 src/gen_readme.py "<end time UTC>"
"""
import json
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parent
ROOT = SRC.parent
START = "Sat Dec  5 18:29:10 UTC 2026"
END = sys.argv[1] if len(sys.argv) > 1 else "(niet opgegeven)"

LABELS = [
    ("none", "bank/", "Gezonde vraag: precies één sleutel, de toelichting onderbouwt de sleutel, geen dubbele opties."),
    ("explanation/supports-distractor", "gebrekkig/",
     "De vraag is eerst gezond geschreven; daarna is ALLEEN de regel `correct = true` naar een andere optie verplaatst "
     "(tekst ongewijzigd). De toelichting onderbouwt dus een afleider, niet de gemarkeerde sleutel."),
    ("answer/duplicate-option", "gebrekkig/",
     "Twee afleiders lezen voor een student hetzelfde: ze verschillen alleen in hoofdletters, spaties of een punt aan het eind. "
     "Sleutel en toelichting zijn verder in orde."),
]


def main():
    s = json.loads((SRC / "stats.json").read_text(encoding="utf-8"))
    labels = [l for l, _, _ in LABELS]
    out = []
    w = out.append
    w("# Hold-out-testset `answer-explanation` (holdout6)")
    w("")
    w("Een blinde hold-outset Nederlandstalige meerkeuzevragen voor qbank, gericht op de vraag of de")
    w("toelichting de gemarkeerde sleutel onderbouwt (`explanation/supports-distractor`) en op dubbele")
    w("opties (`answer/duplicate-option`), met veel gezonde vragen als controle op vals-positieven.")
    w("")
    w("## Herkomst")
    w("")
    w(f"- Begonnen: {START}")
    w(f"- Afgerond: {END}")
    w("- Geschreven door: een blinde hulpsessie (helper), gestart vanuit een qbank-sessie. Alle vraagteksten")
    w("  zijn nieuw en zelf geschreven in het Nederlands; niets is overgenomen uit bestaande banken.")
    w("- Blind voor de linter: de labels zijn vastgelegd vóór enige controle; qbank en andere binaries zijn")
    w("  niet uitgevoerd, en er is niet op het web of in code gezocht.")
    w("- Gelezen bestanden, en alleen deze:")
    w("  - `/work/main/schema/README.md`")
    w("  - `/work/main/schema/question.schema.json`")
    w("  - `/work/main/schema/topic.schema.json`")
    w("  - `/work/shared/seeds/000_fa40e9fb930c8fe6.txt` en `/work/shared/seeds/002_bcf17ab5b3f8697a.txt`")
    w("    (na `ls /work/shared/seeds/`)")
    w("  - daarnaast alleen `ls /work/main/tests/` om te controleren dat `holdout6/` nog niet bestond.")
    w("")
    w("## Indeling")
    w("")
    w("```")
    w("src/data/<onderwerp>.py        vragen als Python-data (één module per onderwerp)")
    w("src/qlib.py                    hulpfunctie Q(...) voor de datamodules")
    w("src/build.py                   schrijft bank/ en gebrekkig/, leest elk bestand terug met tomllib en controleert")
    w("src/gen_readme.py              schrijft deze README uit src/stats.json")
    w("src/stats.json                 tellingen, sleutelposities en de lijst gebrekkige vragen")
    w("bank/<onderwerp>/topic.toml     + <id>.toml   gezonde vragen (label none)")
    w("gebrekkig/<onderwerp>/topic.toml + <id>.toml  gebrekkige vragen (één gebrek per vraag)")
    w("```")
    w("")
    w("Er is geen `qbank.toml`. Elk vraagbestand begint met `# topic: <onderwerp-id>` en `# expect: <label>`.")
    w("Alleen de schemasleutels `stem`, `explanation`, `options` (`text`, `correct`), `related` en")
    w("`markup = \"markdown\"` (alleen waar de toelichting Markdown gebruikt) komen voor. `related` verwijst")
    w("alleen naar gezonde vragen in hetzelfde onderwerp. Ids zijn uniek over beide mappen.")
    w("")
    w("Opnieuw bouwen: `python3 src/build.py && python3 src/gen_readme.py \"<eindtijd>\"`.")
    w("`build.py` controleert: precies één `correct = true`, lengtes en toegestane sleutels volgens het schema,")
    w("id-patroon, unieke ids, bestaande `related`-doelen, de twee kopregels, dat gezonde vragen geen")
    w("bijna-dubbele opties hebben, en de stijlregels (kort < 20 woorden, lang 80–200 woorden,")
    w("Markdown alleen met `markup = \"markdown\"`).")
    w(f"Laatste build: {'alle controles geslaagd' if s['checks_passed'] else 'FOUTEN'}.")
    w("")
    w("## Labels")
    w("")
    w("| label (`# expect:`) | map | betekenis |")
    w("|---|---|---|")
    for l, d, m in LABELS:
        w(f"| `{l}` | `{d}` | {m} |")
    w("")
    w("## Aantallen per onderwerp en label")
    w("")
    w("| onderwerp | " + " | ".join(f"`{l}`" for l in labels) + " | totaal |")
    w("|---|" + "---:|" * (len(labels) + 1))
    tot = {l: 0 for l in labels}
    for t in s["topics"]:
        c = s["per_topic"].get(t["id"], {})
        for l in labels:
            tot[l] += c.get(l, 0)
        w(f"| `{t['id']}` | " + " | ".join(str(c.get(l, 0)) for l in labels) + f" | {sum(c.values())} |")
    w("| **totaal** | " + " | ".join(f"**{tot[l]}**" for l in labels) + f" | **{s['total']}** |")
    w("")
    w("## Toelichtingsstijlen")
    w("")
    w("| stijl | " + " | ".join(f"`{l}`" for l in labels) + " |")
    w("|---|" + "---:|" * len(labels))
    for k, name in s["style_names"].items():
        c = s["per_style"].get(k, {})
        w(f"| {name} (`{k}`) | " + " | ".join(str(c.get(l, 0)) for l in labels) + " |")
    w("")
    w("Harde negatieven onder de gezonde vragen: opties die alleen verschillen in een operator, teken,")
    w("exponent, eenheid of symbool, zoals `x² + 6x + 9`/`x² + 6x + 6`, `NH₃`/`NH₄⁺`, `km/s`/`km/h`,")
    w("`mAh`/`mA`, `SELECT DISTINCT`/`SELECT`, `254`/`256`/`255`, `C – E – G`/`C – Es – G`, `F`/`Fis`,")
    w("`fietste`/`fietsde`, en omgedraaide beweringen (switch/router, btw/inkomstenbelasting).")
    w("")
    w("Vragen waarvan de toelichting opties bij letter noemt (volgorde nooit gewijzigd): "
      + ", ".join(f"`{i}`" for i in s["fixed_order_questions"]) + ".")
    w("Bij de overige vragen is de sleutel tijdens het bouwen naar een roterende positie verplaatst.")
    w("")
    w("## Sleutelposities (positie van `correct = true`)")
    w("")
    w("| set | A | B | C | D | 3 opties | 4 opties |")
    w("|---|---:|---:|---:|---:|---:|---:|")
    for b in ("sound", "flawed"):
        k = s["key_positions"].get(b, {})
        n = s["option_counts"].get(b, {})
        name = "gezond (`bank/`)" if b == "sound" else "gebrekkig (`gebrekkig/`)"
        w(f"| {name} | {k.get('A', 0)} | {k.get('B', 0)} | {k.get('C', 0)} | {k.get('D', 0)} | {n.get('3', 0)} | {n.get('4', 0)} |")
    w("")
    w("## Gebrekkige vragen")
    w("")
    w("*Gemarkeerd* = de letter met `correct = true` in het bestand; *toelichting pleit voor* = de letter die")
    w("de toelichting onderbouwt. Bij `supports-distractor` verschillen die twee; bij `duplicate-option` niet.")
    w("")
    w("| bestand | label | stijl | gemarkeerd | toelichting pleit voor |")
    w("|---|---|---|:---:|:---:|")
    for f in sorted(s["flawed"], key=lambda f: (f["topic"], f["id"])):
        w(f"| `{f['path']}` | `{f['label']}` | `{f['style']}` | {f['keyed']} | {f['argued']} |")
    w("")
    (ROOT / "README.md").write_text("\n".join(out), encoding="utf-8")
    print("README.md written")


if __name__ == "__main__":
    main()
