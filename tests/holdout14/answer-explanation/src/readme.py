"""Schrijft README.md van de hold-outset uit src/stats.json (gemaakt door src/build.py).

Gebruik: python3 src/readme.py
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

LABELS = ["none", "explanation/supports-distractor", "answer/duplicate-option"]
LABEL_UITLEG = {
    "none": "gezonde vraag: precies één juiste optie, de toelichting onderbouwt de sleutel, verzorgd Nederlands",
    "explanation/supports-distractor": "eerst als gezonde vraag geschreven; daarna is alleen de regel `correct = true` naar een "
                                       "afleider verplaatst. De toelichting (en eventuele feedback) pleit nog steeds voor de "
                                       "echte sleutel",
    "answer/duplicate-option": "sleutel en toelichting kloppen, maar twee afleiders verschillen alleen in hoofdletters, "
                               "spaties of een slotpunt",
}
MAP = {"none": "bank/", "explanation/supports-distractor": "gebrekkig/", "answer/duplicate-option": "gebrekkig/"}
STIJL_UITLEG = {
    "rekenen": "rekenvraag met getallen, eenheden, hoeveelheden of percentages (Nederlandse notatie)",
    "negatief": "negatieve stam (NIET, GEEN, onjuist); de toelichting legt uit waarom de afleiders wel kloppen",
    "lang": "lange toelichting (80-150 woorden) die elke optie op volgorde bespreekt",
    "kort": "korte toelichting van één regel (hoogstens 30 woorden)",
    "parafrase": "toelichting zegt de sleutel in andere woorden in plaats van hem te herhalen",
    "weerlegt": "toelichting noemt een afleider om die te weerleggen of elders onder te brengen",
    "link": "Markdown-link",
    "code": "inline code of codeblok (compilerbouw, kwantumcomputers)",
    "cursief": "cursief in Markdown",
    "it-acroniem": "IT-vraag met acroniemen",
    "acroniem": "acroniemen buiten de IT",
    "feedback": "opties met feedback",
    "getal-woord": "getal in woorden in de toelichting, in cijfers in de optie of stam (of omgekeerd)",
    "eenheid-woord": "eenheid als woord aan de ene kant, als symbool aan de andere",
}
KORT_LABEL = {"none": "none", "explanation/supports-distractor": "supports-distractor",
              "answer/duplicate-option": "duplicate-option"}


def table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    for r in rows:
        out.append("| " + " | ".join(str(c) for c in r) + " |")
    return "\n".join(out)


def main():
    s = json.load(open(os.path.join(HERE, "stats.json"), encoding="utf-8"))
    m = s["meta"]
    L = []
    w = L.append

    w("# Hold-outset `answer-explanation` (holdout14)")
    w("")
    w("Blinde hold-outset van Nederlandstalige meerkeuzevragen om te meten hoe goed de controles van qbank op "
      "sleutel en toelichting (`answer/*`, `explanation/*`) werken op tekst waarop ze nooit zijn afgesteld. "
      f"De set telt **{s['totaal']} vragen** in **{len(s['per_onderwerp'])} nieuwe onderwerpen**. "
      "Dit bestand is gegenereerd door `src/readme.py` uit `src/stats.json`; pas het niet met de hand aan.")
    w("")
    w("## Tijden")
    w("")
    w(f"- Start (`date`): {m.get('start')}")
    w(f"- Einde (`date`): {m.get('eind')}")
    w("")
    w("## Wat er is gelezen en gedaan")
    w("")
    w("Alleen deze bestanden zijn gelezen:")
    w("")
    for f in m.get("gelezen_bestanden", []):
        w(f"- `{f}`")
    w("")
    w(m.get("opmerking_lezen", ""))
    w("")
    for x in m.get("niet_gedaan", []):
        w(f"- {x}.")
    w("")
    w("Alle vragen en toelichtingen zijn in eigen woorden geschreven; er is niets overgenomen uit de seeds of "
      "andere bronnen. De seeds dienden alleen als voorbeeld van vorm en toon.")
    w("")
    w("### Commando's buiten deze map")
    w("")
    for c in m.get("commandos_buiten_map", []):
        w(f"- `{c}`" if "   (" not in c else f"- `{c.split('   (')[0]}` ({c.split('   (')[1]}")
    w("")
    w("## Indeling")
    w("")
    w("```")
    w("tests/holdout14/answer-explanation/")
    w("  README.md                      dit bestand, gegenereerd door src/readme.py uit src/stats.json")
    w("  bank/<onderwerp>/topic.toml    één onderwerp per map, geldig volgens schema/topic.schema.json")
    w("  bank/<onderwerp>/<id>.toml     gezonde vragen (label none)")
    w("  gebrekkig/<onderwerp>/topic.toml")
    w("  gebrekkig/<onderwerp>/<id>.toml  vragen met precies één gebrek")
    w("  src/common.py                  q(label, ...), labelconstanten en stijlkenmerken")
    w("  src/data_<onderwerp>.py        de vragen als Python-gegevens; het label is het eerste argument van q()")
    w("  src/meta.json                  tijden, gelezen bestanden, commando's, wijzigingen en onzekerheden")
    w("  src/build.py                   schrijft de TOML, leest terug met tomllib, valideert, controleert, schrijft stats.json")
    w("  src/stats.json                 alle tellingen (door build.py)")
    w("  src/readme.py                  schrijft README.md uit stats.json")
    w("```")
    w("")
    w("Opnieuw bouwen: `python3 src/build.py && python3 src/readme.py` (vanuit deze map). "
      f"build.py valideert met {s['validator']} tegen `schema/question.schema.json` en `schema/topic.schema.json`. "
      "Er is geen `qbank.toml`.")
    w("")
    w("## Bestandsregels")
    w("")
    w("- Elk vraagbestand begint met precies twee commentaarregels, `# topic: <onderwerp>` en `# expect: <label>`, "
      "gevolgd door TOML volgens `schema/question.schema.json`.")
    w("- Het id van een vraag is de bestandsnaam zonder `.toml` en is uniek in de hele set.")
    w(f"- `related` verwijst alleen naar vragen in `bank/` van hetzelfde onderwerp en is altijd wederzijds: de gezonde "
      f"vragen van een onderwerp vormen groepjes van {s['related_groepsgrootte']} die allemaal naar elkaar verwijzen "
      f"({s['related']['vragen_met_related']} vragen, {s['related']['links']} verwijzingen). Vragen in `gebrekkig/` "
      "hebben geen `related`.")
    w("- Vragen met Markdown (links, inline code, cursief, codeblokken) hebben `markup = \"markdown\"`; de andere vragen "
      "hebben geen `markup` en bevatten geen Markdown-syntaxis.")
    w("- Alleen gezonde rekenvragen hebben een `[compute]`-tabel, zodat een gebrekkige vraag nooit een tweede gebrek "
      "heeft. build.py controleert dat de optie die het dichtst bij de uitkomst ligt de sleutel is.")
    w("- Opties: 3 of 4 (A-C of A-D). Nederlandse notatie: decimale komma; een punt als duizendtalscheiding alleen bij "
      "getallen van vijf of meer cijfers.")
    w("- `topic.toml` heeft alleen `title` en `description` (geen `parent` of `prerequisites`), in `bank/` en "
      "`gebrekkig/` gelijk.")
    w("")
    w("## Labels")
    w("")
    w(table(["label", "map", "betekenis", "aantal"],
            [[f"`{lab}`", MAP[lab], LABEL_UITLEG[lab], s["per_label"][lab]] for lab in LABELS]))
    w("")
    w("Alle labels zijn vastgelegd in `src/data_*.py` vóór de eerste run van build.py en daarna niet meer veranderd. "
      "Bij `explanation/supports-distractor` staan in de gegevens `key` (de echte sleutel) en `moved_to` (waar "
      "`correct = true` nu staat); bij `answer/duplicate-option` staat het paar in `dup`.")
    w("")
    w("## Aantallen per onderwerp en label")
    w("")
    rows = []
    for t, c in s["per_onderwerp"].items():
        rows.append([t] + [c[lab] for lab in LABELS] + [sum(c.values())])
    rows.append(["**totaal**"] + [s["per_label"][lab] for lab in LABELS] + [s["totaal"]])
    w(table(["onderwerp"] + [KORT_LABEL[l] for l in LABELS] + ["totaal"], rows))
    w("")
    w("## Stijlmix per label")
    w("")
    w("Elke vraag is in de gegevens gemerkt met haar stijlkenmerken; een vraag kan meerdere kenmerken hebben. "
      "build.py controleert wat automatisch kan (getallen bij rekenvragen, NIET/GEEN/onjuist in de stam, woordental "
      "en 'Optie X' voor elke optie bij lange toelichtingen, hoogstens 30 woorden bij korte, dat een parafrase de "
      "sleuteltekst niet letterlijk bevat, dat een weerlegging een afleider noemt, aanwezigheid van link, code, "
      "cursief, acroniem, feedback, getal in woorden, eenheid als woord en als symbool, en de getalnotatie).")
    w("")
    rows = []
    for st, c in s["stijl_per_label"].items():
        rows.append([f"`{st}`", STIJL_UITLEG[st]] + [c[lab] for lab in LABELS] + [sum(c.values())])
    rows.append(["markup = markdown", "vragen met Markdown"] + [s["markdown_per_label"][lab] for lab in LABELS]
                + [sum(s["markdown_per_label"].values())])
    rows.append(["[compute]", "rekenvragen met compute-tabel"] + [s["compute_per_label"][lab] for lab in LABELS]
                + [sum(s["compute_per_label"].values())])
    w(table(["kenmerk", "betekenis"] + [KORT_LABEL[l] for l in LABELS] + ["totaal"], rows))
    w("")
    w("## Opties en sleutelletters")
    w("")
    w(table(["label", "3 opties", "4 opties"],
            [[KORT_LABEL[lab], s["opties_per_label"][lab]["3"], s["opties_per_label"][lab]["4"]] for lab in LABELS]))
    w("")
    w("Echte sleutel (de inhoudelijk juiste optie) per letter:")
    w("")
    w(table(["label", "A", "B", "C", "D"],
            [[KORT_LABEL[lab]] + [s["sleutel_per_label"][lab][x] for x in "ABCD"] for lab in LABELS]))
    w("")
    w("Letter waarop `correct = true` in het bestand staat (verschilt alleen bij supports-distractor):")
    w("")
    w(table(["label", "A", "B", "C", "D"],
            [[KORT_LABEL[lab]] + [s["correct_true_per_label"][lab][x] for x in "ABCD"] for lab in LABELS]))
    w("")
    sl = s["sleutel_strikt_langste_zonder_rekenen"]
    w("Sleutel is de strikt langste optie (vragen zonder rekenkenmerk): " +
      "; ".join(f"{KORT_LABEL[lab]} {sl[lab]['aantal']} van {sl[lab]['van']}" for lab in LABELS) + ".")
    w("")
    w("## Lengte van de toelichting (woorden)")
    w("")
    w(table(["label", "min", "gemiddeld", "max"],
            [[KORT_LABEL[lab], s["toelichting_woorden"][lab]["min"], str(s["toelichting_woorden"][lab]["gemiddeld"]).replace(".", ","),
              s["toelichting_woorden"][lab]["max"]] for lab in LABELS]))
    w("")
    w("## Verplaatste sleutels (`explanation/supports-distractor`)")
    w("")
    w(table(["id", "onderwerp", "echte sleutel", "`correct = true` op", "richting"],
            [[f"`{r['id']}`", r["onderwerp"], r["sleutel"], r["correct_op"], r["richting"]]
             for r in s["verplaatste_sleutels"]]))
    w("")
    eerder = sum(1 for r in s["verplaatste_sleutels"] if r["richting"] == "eerder")
    w(f"Richting: {eerder} keer naar een eerdere optie, {len(s['verplaatste_sleutels']) - eerder} keer naar een latere.")
    w("")
    w("## Dubbele paren (`answer/duplicate-option`)")
    w("")
    w(table(["id", "onderwerp", "paar", "soort verschil", "teksten"],
            [[f"`{r['id']}`", r["onderwerp"], r["paar"], r["soort"],
              " / ".join(json.dumps(t, ensure_ascii=False) for t in r["teksten"])] for r in s["dubbele_paren"]]))
    w("")
    w("## Wijzigingen na de eerste build")
    w("")
    nb = m.get("na_eerste_build", {})
    w(nb.get("uitleg", ""))
    w("")
    if nb.get("herschreven_supports_distractor") or nb.get("herschreven_duplicate_option"):
        rows = [[f"`{a}`", f"`{b}`", KORT_LABEL["explanation/supports-distractor"], c]
                for a, b, c in nb.get("herschreven_supports_distractor", [])]
        rows += [[f"`{a}`", f"`{b}`", KORT_LABEL["answer/duplicate-option"], c]
                 for a, b, c in nb.get("herschreven_duplicate_option", [])]
        w(table(["oud id", "huidig id", "label (ongewijzigd)", "toegevoegde stijl"], rows))
        w("")
    w("## Onzekerheden")
    w("")
    for x in m.get("onzekerheden", []):
        w(f"- {x}")
    w("")
    if s.get("fouten"):
        w("## Fouten bij de laatste build")
        w("")
        for e in s["fouten"]:
            w(f"- {e}")
        w("")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L).rstrip() + "\n")
    print("README.md geschreven")


if __name__ == "__main__":
    main()
