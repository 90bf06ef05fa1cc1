"""Schrijft ../README.md (Nederlands) uit stats.json."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
S = json.load(open(os.path.join(HERE, "stats.json"), encoding="utf-8"))
START = "Sun Dec  6 22:49:51 UTC 2026"
END = sys.argv[1] if len(sys.argv) > 1 else "(onbekend)"
LABELS = ["none", "explanation/supports-distractor", "answer/duplicate-option"]
READ = ["/work/main/schema/README.md", "/work/main/schema/question.schema.json", "/work/main/schema/topic.schema.json",
        "/work/shared/seeds/000_fa40e9fb930c8fe6.txt", "/work/shared/seeds/002_bcf17ab5b3f8697a.txt"]
CMDS = [
    'date; ls /work/shared/seeds/; cat /work/main/schema/README.md; cat /work/main/schema/question.schema.json /work/main/schema/topic.schema.json',
    'cd /work/shared/seeds/ && for f in *; do echo "=== $f"; head -c 6000 "$f"; echo; wc -c "$f"; done',
    'mkdir -p /work/main/tests/holdout15/answer-explanation/src (maakt de map zelf aan)',
    'cat > /tmp/permute_h15.py (eenmalig hulpscript dat in de data de opties roteerde om de sleutelletters te spreiden, vóór de eerste build)',
    'cp -r .../answer-explanation/src /tmp/h15src_backup && python3 /tmp/permute_h15.py && diff /tmp/h15src_backup/data_honkbal.py data_honkbal.py',
    'rm -rf /tmp/h15src_backup /tmp/permute_h15.py',
    'cat > /tmp/add4_h15.py; python3 /tmp/add4_h15.py; rm /tmp/add4_h15.py (hulpscript: voegde aan 62 vragen een vierde optie toe en zette bij een deel de sleutel op D)',
    'cat > /tmp/len_h15.py; python3 /tmp/len_h15.py; rm /tmp/len_h15.py (hulpscript: verlengde in 46 gezonde vragen één afleider, zodat de sleutel minder vaak de langste optie is)',
    'date (meermaals, voor de tijdregistratie)',
]
out = []
w = out.append
w("# Hold-out-set holdout15: answer-explanation\n")
w("Blinde set Nederlandse meerkeuzevragen om de antwoord- en toelichtingscontroles van qbank te meten op tekst waarop ze niet zijn afgestemd. Dit bestand is gegenereerd door `src/readme.py` uit `src/stats.json`.\n")
w("## Werkwijze\n")
w(f"- Begonnen: `{START}` (uitvoer van `date` bij de start)")
w(f"- Klaar: `{END}` (uitvoer van `date` aan het eind)")
w("- Gelezen bestanden (en verder niets):")
for f in READ: w(f"  - `{f}`")
w("- qbank is niet uitgevoerd en er is niets gebouwd; code, regels, tests, fixtures, documentatie, bank en andere hold-out-sets van qbank zijn niet gelezen. Git is niet gebruikt en er is niets gecommit.")
w("- `src/build.py` leest naast de eigen data alleen de twee JSON-schema's in `/work/main/schema/` (om te valideren).")
w("- Opdrachten buiten deze map:")
for c in CMDS: w(f"  - `{c}`")
w("- Alle vragen en labels stonden in `src/data_*.py` vóór de eerste run van `build.py`; daarna is geen label veranderd. Na de eerste run zijn alleen teksten en stijltags gecorrigeerd (getalnotatie, een parafrase die de sleutel letterlijk herhaalde, een verwijzing naar een optiepositie) en is in kledingontwerp één gezonde vraag (`zigzag-rafelen`, label `none`) toegevoegd omdat er één ontbrak. Daarna zijn, zonder labels te wijzigen, aan 62 vragen vierde opties toegevoegd, in 46 gezonde vragen afleiders verlengd, enkele links en feedback toegevoegd, een betwistbare afleider (Audacity) vervangen door VLC en enkele feitelijke formuleringen preciezer gemaakt.\n")
w("## Indeling\n")
w("```\nanswer-explanation/\n  README.md                 dit bestand\n  bank/<onderwerp>/topic.toml\n  bank/<onderwerp>/<id>.toml        gezonde vragen (label none)\n  gebrekkig/<onderwerp>/topic.toml\n  gebrekkig/<onderwerp>/<id>.toml   vragen met precies één gebrek\n  src/common.py             q()-helper, labelconstanten, stijltags\n  src/data_<onderwerp>.py   de vragen als Python-data (label is het eerste argument van q())\n  src/build.py              schrijft, leest terug (tomllib), valideert (jsonschema), controleert stijlen, schrijft stats.json\n  src/readme.py             schrijft deze README\n```\n")
w("## Bestandsregels\n")
w("- Elk vraagbestand begint met precies twee commentaarregels: `# topic: <onderwerp>` en `# expect: <label>`, daarna TOML volgens `schema/question.schema.json`. Er is geen `qbank.toml`.")
w("- Het id is de bestandsnaam zonder `.toml` en is uniek in de hele set.")
w("- `related` verwijst alleen naar vragen in `bank/` van hetzelfde onderwerp en is altijd wederzijds (een keten: elke vraag linkt naar haar voorganger en opvolger). Vragen in `gebrekkig/` hebben geen `related`.")
w("- Vragen met Markdown (links, inline code, cursief, codeblokken) hebben `markup = \"markdown\"`.")
w("- Alleen gezonde rekenvragen hebben een `[compute]`-tabel, zodat een gebrekkige vraag nooit een tweede gebrek heeft.")
w("- Getallen in Nederlandse notatie: decimale komma, punt als duizendtalscheiding alleen bij vijf of meer cijfers (gecontroleerd door `build.py`, code uitgezonderd).")
w("- De letters in de data (`key`, `moved_to`, `dup`) zijn de uiteindelijke letters in de bestanden.\n")
w("## Labels\n")
w("| label | betekenis |\n|---|---|")
w("| `none` | gezonde vraag: precies één juiste optie, de toelichting onderbouwt de sleutel |")
w("| `explanation/supports-distractor` | als gezonde vraag geschreven, daarna is alleen `correct = true` naar een afleider verplaatst; toelichting (en eventuele feedback) pleit nog voor de echte sleutel |")
w("| `answer/duplicate-option` | sleutel en toelichting kloppen, maar twee afleiders verschillen alleen in hoofdletter, spatie of slotpunt |\n")
w(f"Totaal: **{S['total']}** vragen.\n")
w("## Aantallen per onderwerp en label\n")
w("| onderwerp | " + " | ".join(f"`{l}`" for l in LABELS) + " | totaal |\n|---|" + "---|" * (len(LABELS) + 1))
for t in sorted(S["per_topic"]):
    pt = S["per_topic"][t]
    w(f"| {t} | " + " | ".join(str(pt.get(l, 0)) for l in LABELS) + f" | {sum(pt.values())} |")
w("| **totaal** | " + " | ".join(str(S["labels"].get(l, 0)) for l in LABELS) + f" | {S['total']} |\n")
w("## Stijlmix per label\n")
styles = list(S["style_descriptions"])
w("| stijl | omschrijving | " + " | ".join(f"`{l}`" for l in LABELS) + " |\n|---|---|" + "---|" * len(LABELS))
for s in styles:
    w(f"| {s} | {S['style_descriptions'][s]} | " + " | ".join(str(S["styles"].get(l, {}).get(s, 0)) for l in LABELS) + " |")
w("| (markup = markdown) | vragen met Markdown-opmaak | " + " | ".join(str(S["markdown"].get(l, 0)) for l in LABELS) + " |")
w("| (compute) | vragen met `[compute]` | " + " | ".join(str(S["compute"].get(l, 0)) for l in LABELS) + " |")
w("| (sleutel langste optie) | echte sleutel is de enige langste optie | " + " | ".join(str(S["key_longest"].get(l, 0)) for l in LABELS) + " |\n")
w("`build.py` controleert de tags negatief, lang, kort, link, code, cursief, feedback, acroniem, it-acroniem, rekenen en parafrase hard; weerlegt, getal-woorden en eenheid-woorden alleen heuristisch (waarschuwing). Waarschuwingen van de laatste run:\n")
for x in S["warnings"] or ["(geen)"]: w(f"- {x}")
w("")
w("## Aantal opties en sleutelletters\n")
w("| label | opties | echte sleutel | `correct = true` op |\n|---|---|---|---|")
for l in LABELS:
    fmt = lambda d: ", ".join(f"{k}: {v}" for k, v in sorted(d.get(l, {}).items()))
    w(f"| `{l}` | {fmt(S['n_options'])} | {fmt(S['key_letters'])} | {fmt(S['correct_letters'])} |")
w("")
w("## Lengte van de toelichting (woorden)\n")
w("| label | min | gemiddeld | max |\n|---|---|---|---|")
for l in LABELS:
    e = S["expl_words"][l]
    w(f"| `{l}` | {e['min']} | {str(e['mean']).replace('.', ',')} | {e['max']} |")
w("")
w("## Verplaatste sleutels\n")
w("| id | onderwerp | echte sleutel | `correct = true` op | richting |\n|---|---|---|---|---|")
for m in sorted(S["moved"], key=lambda m: (m["topic"], m["id"])):
    w(f"| {m['id']} | {m['topic']} | {m['key']} | {m['moved_to']} | {m['richting']} |")
w("")
w("## Dubbele opties\n")
w("| id | onderwerp | paar | soort verschil | teksten |\n|---|---|---|---|---|")
for d in sorted(S["dups"], key=lambda d: (d["topic"], d["id"])):
    w(f"| {d['id']} | {d['topic']} | {d['pair']} | {d['kind']} | " + " / ".join(repr(t).replace("|", "\\|") for t in d["texts"]) + " |")
w("")
w("## Kanttekeningen\n")
w("- De meeste vragen hebben drie opties; vier opties komen minder vaak voor (zie de tabel hierboven).")
w("- Na het verlengen van afleiders is de echte sleutel nog in ongeveer drie op de tien vragen de enige langste optie (zie de stijltabel).")
w("- De heuristische stijlcontroles (weerlegt, getal-woorden, eenheid-woorden) zijn grof; de waarschuwingen hierboven zijn nagekeken en komen door getallen of afkortingen die de heuristiek niet als woord van een afleider herkent.")
w("- In de namen van de databestanden staat een liggend streepje waar het onderwerp een koppelteken heeft (`data_ruimtelijke_ordening.py`, `data_elektronische_muziek.py`), omdat Python-modules geen koppelteken mogen bevatten.")
w("- De sleutelletters zijn gespreid door de opties per vraag deterministisch te roteren; de volgorde van numerieke opties is daardoor niet oplopend.")
open(os.path.join(os.path.dirname(HERE), "README.md"), "w", encoding="utf-8").write("\n".join(out) + "\n")
print("README.md geschreven")
