"""Schrijft README.md (Nederlands) uit src/stats.json.

Gebruik (vanuit de map answer-explanation):
    python3 src/readme.py
"""

import json
from pathlib import Path

SRC = Path(__file__).resolve().parent
ROOT = SRC.parent

NONE = "none"
MOVED = "explanation/supports-distractor"
DUP = "answer/duplicate-option"
LABELS = [NONE, MOVED, DUP]


def main():
    s = json.loads((SRC / "stats.json").read_text(encoding="utf-8"))
    m = s["meta"]
    out = []
    w = out.append

    w("# Hold-outset answer-explanation (holdout13)")
    w("")
    w("Een blinde hold-outset van Nederlandstalige meerkeuzevragen om te meten hoe goed de "
      "antwoord- en toelichtingscontroles van qbank werken op tekst waarop ze nooit zijn afgesteld. "
      "Alle vragen en toelichtingen zijn voor deze set nieuw geschreven; de labels stonden in "
      "`src/data_<onderwerp>.py` vast voordat er iets werd uitgevoerd.")
    w("")
    w("Dit bestand is gegenereerd door `src/readme.py` uit `src/stats.json`.")
    w("")
    w("## Tijden")
    w("")
    w(f"- Start: {m['start']}")
    w(f"- Einde: {m['end'] or '(niet opgegeven)'}")
    w("")
    w("## Gelezen bestanden")
    w("")
    w("Alleen deze bestanden zijn gelezen:")
    w("")
    for f in m["files_read"]:
        w(f"- `{f}`")
    w("")
    w("`src/build.py` leest bij het bouwen bovendien zelf " +
      " en ".join(f"`{f}`" for f in m["files_read_by_build"]) +
      " om de vragen tegen het schema te valideren.")
    w("")
    w("Niet gelezen: de code, regels, tests, fixtures, documentatie en bank van qbank, en geen "
      "enkele andere hold-outset. Er is niets uit een ander bestand nagebootst.")
    w("")
    w("## Opdrachten buiten deze map")
    w("")
    for c in m["commands_outside"]:
        w(f"- `{c}`")
    w("")
    w("Binnen deze map:")
    w("")
    for c in m["commands_inside"]:
        w(f"- {c}")
    w("")
    for c in m["not_done"]:
        w(f"- {c}.")
    w("")
    w("## Indeling")
    w("")
    w("```")
    w("answer-explanation/")
    w("  README.md                     dit bestand (gegenereerd)")
    w("  bank/<onderwerp>/topic.toml   onderwerp")
    w("  bank/<onderwerp>/<id>.toml    deugdelijke vragen (label none)")
    w("  gebrekkig/<onderwerp>/topic.toml")
    w("  gebrekkig/<onderwerp>/<id>.toml  vragen met precies één gebrek")
    w("  src/common.py                 q(label, ...), labelconstanten en stijlkenmerken")
    w("  src/data_<onderwerp>.py       de vragen als Python-data; het label is het eerste argument van q()")
    w("  src/build.py                  schrijft de TOML-bestanden, leest ze terug met tomllib en valideert ze")
    w("  src/readme.py                 schrijft dit README uit src/stats.json")
    w("  src/stats.json                aantallen en metadata")
    w("```")
    w("")
    w("Elk vraagbestand begint met precies twee commentaarregels, `# topic: <onderwerp>` en "
      "`# expect: <label>`, gevolgd door TOML volgens `schema/question.schema.json`. Er is geen "
      "`qbank.toml`. Een vraag-id is de bestandsnaam zonder `.toml` en is uniek in de hele set. "
      "`related` verwijst alleen naar vragen in `bank/` van hetzelfde onderwerp, en verwante vragen "
      "verwijzen altijd naar elkaar terug; vragen in `gebrekkig/` hebben geen `related`. "
      "Vragen met Markdown (links, inline code, cursief, codeblokken) hebben `markup = \"markdown\"`. "
      "Alleen deugdelijke rekenvragen hebben soms een `[compute]`-tabel, zodat een gebrekkige vraag "
      "geen tweede gebrek heeft.")
    w("")
    w("## Labels")
    w("")
    w("| label | betekenis |")
    w("|---|---|")
    for lab in LABELS:
        w(f"| `{lab}` | {s['labels'][lab]} |")
    w("")
    w("Bij `explanation/supports-distractor` is de vraag eerst als deugdelijke vraag geschreven; "
      "daarna is alleen de regel `correct = true` naar een afleider verplaatst. De toelichting (en "
      "eventuele feedback bij de opties) pleit nog steeds voor de echte sleutel. In de data staan "
      "`key` (echte sleutel) en `moved_to`. Bij `answer/duplicate-option` zijn sleutel en toelichting "
      "juist en staat het paar bijna gelijke afleiders als `dup` in de data.")
    w("")
    w("## Aantallen per onderwerp en label")
    w("")
    w("| onderwerp | " + " | ".join(f"`{l}`" for l in LABELS) + " | totaal |")
    w("|---|" + "---:|" * (len(LABELS) + 1))
    for t in s["topics"]:
        c = s["counts"][t]
        w(f"| {t} | " + " | ".join(str(c[l]) for l in LABELS) + f" | {sum(c.values())} |")
    tot = s["totals"]
    w("| **totaal** | " + " | ".join(f"**{tot[l]}**" for l in LABELS) + f" | **{sum(tot.values())}** |")
    w("")
    w(f"Geschreven en gevalideerd: {s['files_checked']} bestanden (vragen plus `topic.toml`'s). "
      f"Aantal `related`-verwijzingen in `bank/`: {s['related_links']}.")
    w("")
    w("## Stijlmix")
    w("")
    w("Stijlkenmerken zoals opgegeven in de data (één vraag kan meerdere kenmerken hebben); "
      "`src/build.py` controleert ze waar dat kan (woordaantallen, NIET/GEEN/onjuist in de stam, "
      "Markdown aanwezig, enzovoort).")
    w("")
    w("| kenmerk | betekenis | " + " | ".join(f"`{l}`" for l in LABELS) + " |")
    w("|---|---|" + "---:|" * len(LABELS))
    for k, desc in s["style_legend"].items():
        w(f"| {k} | {desc} | " + " | ".join(str(s["styles"][l].get(k, 0)) for l in LABELS) + " |")
    w("")
    w("| aantal opties | " + " | ".join(f"`{l}`" for l in LABELS) + " |")
    w("|---|" + "---:|" * len(LABELS))
    for n in ("3", "4"):
        w(f"| {n} | " + " | ".join(str(s["option_counts"][l].get(n, 0)) for l in LABELS) + " |")
    w("")
    w("| sleutelletter | " + " | ".join(f"`{l}`" for l in LABELS) + " |")
    w("|---|" + "---:|" * len(LABELS))
    for L in "ABCD":
        w(f"| {L} | " + " | ".join(str(s["key_letters"][l][L]) for l in LABELS) + " |")
    w("")
    w("Lengte van de toelichting in woorden:")
    w("")
    w("| label | min | gemiddeld | max |")
    w("|---|---:|---:|---:|")
    for l in LABELS:
        e = s["explanation_words"][l]
        w(f"| `{l}` | {e['min']} | {e['gemiddeld']} | {e['max']} |")
    w("")
    w("Vragen met `markup = \"markdown\"`: " +
      ", ".join(f"`{l}` {s['markdown'][l]}" for l in LABELS) + ".")
    w("")
    w(f"Deugdelijke vragen met een `[compute]`-tabel: {len(s['compute'])}. Getallen in de opties "
      "staan in gewone Nederlandse notatie: decimale komma, en een punt als duizendtalscheiding "
      "bij getallen van vijf of meer cijfers (getallen van vier cijfers zonder scheiding).")
    w("")
    w("### Verplaatste sleutels")
    w("")
    w(f"Richting van de verplaatsing ten opzichte van de echte sleutel: "
      f"{s['moved_direction'].get('eerder', 0)} keer naar een eerdere optie, "
      f"{s['moved_direction'].get('later', 0)} keer naar een latere.")
    w("")
    w("| id | onderwerp | echte sleutel | correct = true op |")
    w("|---|---|:---:|:---:|")
    for mv in s["moved"]:
        w(f"| {mv['id']} | {mv['topic']} | {mv['key']} | {mv['moved_to']} |")
    w("")
    w("### Dubbele opties")
    w("")
    w("| id | onderwerp | paar | soort verschil |")
    w("|---|---|:---:|---|")
    for d in s["dup"]:
        w(f"| {d['id']} | {d['topic']} | {d['pair'][0]}/{d['pair'][1]} | {d['verschil']} |")
    w("")
    (ROOT / "README.md").write_text("\n".join(out), encoding="utf-8")
    print("README.md geschreven")


if __name__ == "__main__":
    main()
