#!/usr/bin/env python3
"""Schrijft README.md (Nederlands) op basis van src/stats.json en src/tijden.json."""
import json
import tomllib
from pathlib import Path

SRC = Path(__file__).resolve().parent
ROOT = SRC.parent

stats = json.loads((SRC / "stats.json").read_text(encoding="utf-8"))
tijden = json.loads((SRC / "tijden.json").read_text(encoding="utf-8"))

NONE = "none"
SUP = "explanation/supports-distractor"
DUP = "answer/duplicate-option"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

SOORT_UITLEG = {
    "hoofdletter": "hoofdletter vs. kleine letter aan het begin van de zin",
    "dubbele-spatie": "dubbele spatie vs. enkele spatie",
    "slotpunt": "wel vs. geen punt aan het eind",
    "aanhalingstekens": "rechte vs. gekrulde aanhalingstekens",
    "spatie-aan-eind": "spatie aan het eind vs. geen spatie",
    "apostrof": "rechte vs. gekrulde apostrof",
    "harde-spatie": "harde spatie (U+00A0) vs. gewone spatie tussen getal en eenheid",
}


def zichtbaar(s):
    """Maak onzichtbare verschillen zichtbaar in de tabel."""
    t = s.replace("\u00a0", "⍽").replace("  ", " ·")
    if t.endswith(" "):
        t = t[:-1] + "␣"
    return t


def cel(s):
    return s.replace("|", "\\|")


r = []
w = r.append
w("# Blinde hold-outset: uitleg en antwoorden (holdout18/answer-explanation)")
w("")
w("Nederlandstalige meerkeuzevragen in het bankformaat van qbank, blind geschreven: zonder de code, "
  "regels, tests, fixtures, documentatie of de bank van de linter te bekijken. De set bevat gezonde "
  "vragen en vragen met precies één bewust aangebracht gebrek.")
w("")
w("## Tijden")
w("")
w(f"- Start (`date`): {tijden.get('start', '?')}")
w(f"- Einde (`date`): {tijden.get('eind', '(nog niet vastgelegd)')}")
w("")
w("## Indeling")
w("")
w("```")
w("answer-explanation/")
w("  README.md                      dit bestand (gegenereerd door src/readme.py)")
w("  bank/<onderwerp>/              260 gezonde vragen, 20 per onderwerp, label none")
w("    topic.toml")
w("    <vraag-id>.toml")
w("  gebrekkig/<onderwerp>/         46 vragen met precies één gebrek")
w("    topic.toml")
w("    <vraag-id>.toml")
w("  src/common.py                  q()-helper, labelconstanten, stijllabels, stijlminima")
w("  src/data_<onderwerp>.py        de vragen als Python-data; het label is het eerste argument van q()")
w("  src/build.py                   schrijft TOML, leest terug, valideert en telt")
w("  src/stats.json                 tellingen en gegevens per vraag")
w("  src/readme.py                  schrijft deze README")
w("  src/tijden.json                start- en eindtijd (uitvoer van `date`)")
w("```")
w("")
w("Stijllabels staan alleen in de Python-data en in `src/stats.json`, nooit in de TOML. "
  "Elke vraag-id is uniek over de hele set (bank en gebrekkig samen).")
w("")
w("## Aantallen")
w("")
w(f"Totaal: **{stats['totaal']}** vragen.")
w("")
w("| label | aantal |")
w("|---|---:|")
for lab, n in stats["per_label"].items():
    w(f"| `{lab}` | {n} |")
w("")
w("| onderwerp | none (bank) | supports-distractor | duplicate-option | totaal |")
w("|---|---:|---:|---:|---:|")
for o, c in stats["per_onderwerp"].items():
    w(f"| {o} | {c[NONE]} | {c[SUP]} | {c[DUP]} | {sum(c.values())} |")
w("")
sv = stats["sleutelverdeling_gezond"]
oa = stats["optie_aantallen_gezond"]
w(f"Sleutelverdeling over de gezonde vragen: A {sv['A']}, B {sv['B']}, C {sv['C']}, D {sv['D']}. "
  f"Aantal opties: {oa.get('4', 0)} vragen met 4 opties, {oa.get('3', 0)} met 3. "
  f"De sleutel is in {stats['sleutel_langste_optie_gezond']} van de {stats['per_label'][NONE]} gezonde vragen "
  f"de (strikt) langste optie ({100 * stats['sleutel_langste_optie_gezond'] / stats['per_label'][NONE]:.1f} %). "
  f"{stats['compute_tabellen']} gezonde vragen hebben een `[compute]`-tabel.")
w("")
w("## Stijlen (gezonde vragen) tegenover de minima")
w("")
w("| stijl | aantal | minimum | gehaald |")
w("|---|---:|---:|---|")
for s, n in stats["stijl"].items():
    m = stats["stijl_minima"][s]
    w(f"| {s} | {n} | {m} | {'ja' if n >= m else 'NEE'} |")
w("")
w("## Verplaatste sleutels (`explanation/supports-distractor`)")
w("")
w("De vraag is inhoudelijk gezond en de toelichting onderbouwt de echte sleutel, maar `correct = true` "
  "staat bij een afleider.")
w("")
w("| id | onderwerp | echte sleutel | verplaatst naar |")
w("|---|---|:---:|:---:|")
for v in stats["vragen"]:
    if v["label"] == SUP:
        w(f"| {v['id']} | {v['onderwerp']} | {v['echte_sleutel']} | {v['sleutel_in_bestand']} |")
w("")
w("## Bijna-dubbele opties (`answer/duplicate-option`)")
w("")
w("Twee afleiders die een student als dezelfde tekst leest. Sleutel en toelichting zijn juist. "
  "In de kolom teksten staat ⍽ voor een harde spatie, · voor een extra spatie en ␣ voor een spatie aan het eind.")
w("")
w("| id | onderwerp | paar | soort | teksten | sleutel |")
w("|---|---|:---:|---|---|:---:|")
for v in stats["vragen"]:
    if v["label"] == DUP:
        with open(ROOT / v["map"] / v["onderwerp"] / f"{v['id']}.toml", "rb") as f:
            data = tomllib.load(f)
        a, b = (data["options"][LETTERS.index(x)]["text"] for x in v["paar"])
        teksten = " / ".join(f"`{zichtbaar(t)}`" for t in (a, b))
        w(f"| {v['id']} | {v['onderwerp']} | {'/'.join(v['paar'])} | {v['soort']} "
          f"({SOORT_UITLEG[v['soort']]}) | {cel(teksten)} | {v['sleutel_in_bestand']} |")
w("")
w("## Controles in build.py")
w("")
w("- Schrijft alle TOML opnieuw, leest elk bestand terug met `tomllib` en valideert tegen "
  f"`question.schema.json` en `topic.schema.json` ({stats['validatie']}).")
w("- Controleert dat opties, stam en toelichting ongewijzigd terugkomen en dat `correct = true` bij "
  "precies één optie staat: de echte sleutel, of bij een verplaatste sleutel de afleider waarnaar hij is verplaatst.")
w("- Rekenwerk: elke `[compute]`-expressie wordt uitgerekend; de optie met het dichtstbijzijnde getal moet "
  "de sleutel zijn en binnen de tolerantie liggen. Opties van compute-vragen zijn gehele getallen met de "
  "eenheid erin, zodat ze eenduidig leesbaar zijn. Andere rekenvragen hebben een `uitkomst` in de data die "
  "tegen de getallen in de sleutel wordt gecontroleerd.")
w("- Bijna-dubbele opties: na normalisatie (NFKC, aanhalingstekens, witruimte, hoofdletters, slotpunt) mogen "
  "gezonde en verplaatste vragen geen gelijke opties hebben; de zeven duplicaatvragen hebben precies het "
  "opgegeven paar, van de opgegeven soort, en elke soort komt één keer voor.")
w("- Stijlen: negatief, lang (80+ woorden), kort (één regel, hoogstens 35 woorden), link, code, cursief, "
  "feedback, it-acroniem, rekenen en parafrase (sleuteltekst niet letterlijk in de toelichting) worden hard "
  "gecontroleerd; weerlegt, getal-woorden, eenheid-woorden en het bespreken van elke optie in een lange "
  "toelichting heuristisch (waarschuwing).")
w("- Set-breed: unieke kebab-case-ids, 20 gezonde en 3 verplaatste vragen per onderwerp, stijlminima, "
  "sleutelverdeling en het aandeel vragen waarin de sleutel de langste optie is (hoogstens 25 %).")
w("")
if stats["fouten"]:
    w("**Fouten bij de laatste build:**")
    w("")
    for e in stats["fouten"]:
        w(f"- {e}")
else:
    w("De laatste build gaf **0 fouten**.")
w("")
if stats["waarschuwingen"]:
    w("Resterende waarschuwingen van de heuristieken (met de hand nagekeken, geen echte problemen):")
    w("")
    for e in stats["waarschuwingen"]:
        w(f"- {e}")
    w("")
    w("De toelichting van `c-veld-via-structpointer` weerlegt `p.x` en `*p.x` wel, maar die codefragmenten "
      "zijn te kort voor de woordheuristiek; in de twee lange toelichtingen is de genoemde optie de sleutel, "
      "die bewust in andere woorden wordt beschreven.")
    w("")
w("## Werkwijze en verantwoording")
w("")
w("Gelezen bestanden buiten de eigen map (alleen deze):")
w("")
w("- `/work/main/schema/README.md`")
w("- `/work/main/schema/question.schema.json`")
w("- `/work/main/schema/topic.schema.json`")
w("- `/work/shared/seeds/000_fa40e9fb930c8fe6.txt`")
w("- `/work/shared/seeds/002_bcf17ab5b3f8697a.txt`")
w("")
w("Opdrachten buiten de eigen map `/work/main/tests/holdout18/answer-explanation/`:")
w("")
w("- `date` (bij de start en aan het eind)")
w("- `cat /work/main/schema/README.md`, `cat /work/main/schema/question.schema.json`, "
  "`cat /work/main/schema/topic.schema.json`")
w("- `ls /work/shared/seeds/` en `cat` van de twee seedpagina's daarin")
w("- `python3 -c \"import jsonschema, tomllib; print(jsonschema.__version__)\"` (controle of jsonschema "
  "beschikbaar is)")
w("- `mkdir -p /work/main/tests/holdout18/answer-explanation/src` (het aanmaken van de eigen map)")
w("- `src/build.py` leest `/work/main/schema/question.schema.json` en `/work/main/schema/topic.schema.json` "
  "om te valideren")
w("")
w("Niet gedaan: geen `ls` of andere opdracht op `/work/main` buiten de schemamap en de eigen map, geen "
  "code, regels, tests, fixtures, documentatie of bank van de linter gelezen, qbank niet uitgevoerd, git niet "
  "gebruikt, niets gebouwd. Alle andere opdrachten (schrijven van de data, `python3 src/build.py`, "
  "`python3 src/readme.py`) liepen binnen de eigen map.")
w("")
w("Keuzes en afwijkingen:")
w("")
w("- De labels staan vast in de data sinds vóór de eerste run van build.py en zijn daarna niet veranderd. "
  "Na de eerste run zijn alleen teksten aangevuld (lange toelichtingen die onder 80 woorden bleven), een "
  "inhoudelijke fout in een afleider en zijn toelichting hersteld (`la-eigenwaarden-driehoeksmatrix`), "
  "enkele stijllabels bijgesteld en de getallenlezer van build.py verbeterd.")
w("- Er is geen `qbank.toml` toegevoegd; de configuratie is dus die van de omgeving of de standaard. "
  "`markup = \"markdown\"` staat alleen in vragen met Markdown (link, code of cursief); andere vragen "
  "bevatten geen Markdown-tekens.")
w("- Er zijn geen `related`-lijsten, `tags`, `words` of `[[suppress]]` opgenomen, om geen extra "
  "graaf- of spellingbevindingen uit te lokken; elke TOML begint met een `#:schema`-commentaar dat naar "
  "`/work/main/schema` wijst.")
w("- Verplaatste sleutels hebben geen `[compute]`-tabel en geen feedback per optie, want die zouden een "
  "tweede gebrek opleveren.")
w("- Stijl `kort` is opgevat als een toelichting van één regel van hoogstens 35 woorden; alle toelichtingen "
  "zijn als één regel geschreven, lange ook.")
w("")

(ROOT / "README.md").write_text("\n".join(r), encoding="utf-8")
print(f"README.md geschreven ({len(r)} regels)")
