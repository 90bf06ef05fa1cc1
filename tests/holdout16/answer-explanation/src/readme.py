"""Schrijft ../README.md uit stats.json."""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
START = "Mon Dec  7 00:56:03 UTC 2026"
END = "Mon Dec  7 01:10:10 UTC 2026"

GELEZEN = [
    "/work/main/schema/README.md",
    "/work/main/schema/question.schema.json",
    "/work/main/schema/topic.schema.json",
    "/work/shared/seeds/000_fa40e9fb930c8fe6.txt",
    "/work/shared/seeds/002_bcf17ab5b3f8697a.txt",
]
COMMANDOS = [
    "`date` (start- en eindtijd)",
    "`cat /work/main/schema/README.md /work/main/schema/question.schema.json /work/main/schema/topic.schema.json`",
    "`ls -la /work/shared/seeds/` en `cat /work/shared/seeds/*.txt`",
    "`python3 -c \"import jsonschema, tomllib; print(jsonschema.__version__)\"` (controle of python3-jsonschema aanwezig is; dat was zo, apt-get was niet nodig)",
    "`ls /work/main/tests/` (per ongeluk in dezelfde opdracht: toont alleen de mapnamen onder tests/, zoals fixtures en holdout..holdout15; geen bestand daarin is geopend of gelezen)",
]

LABELUITLEG = {
    "none": "gezond: toelichting onderbouwt de sleutel, geen dubbele opties",
    "explanation/supports-distractor": "verschoven sleutel: de toelichting onderbouwt optie X (de echte sleutel), maar `correct = true` staat op een andere optie",
    "answer/duplicate-option": "twee opties die voor een student hetzelfde lezen maar op triviale wijze verschillen",
}


def main():
    s = json.loads((HERE / "stats.json").read_text())
    L = []
    L.append("# Hold-out-set answer-explanation (holdout16)\n")
    L.append("Blinde meetset in het Nederlands voor de regels die controleren of de toelichting de sleutel "
             "onderbouwt (`explanation/supports-distractor`) en of twee opties dubbel zijn "
             "(`answer/duplicate-option`). Gemaakt zonder de code, regels, tests, fixtures, documentatie of "
             "bank van qbank en zonder andere hold-out-sets te lezen; qbank is niet gedraaid.\n")
    L.append("## Tijd\n")
    L.append(f"- Start: `{START}`")
    L.append(f"- Einde: `{END}`\n")
    L.append("## Gelezen bestanden (uitsluitend)\n")
    L += [f"- `{g}`" for g in GELEZEN]
    L.append("")
    L.append("## Opdrachten buiten deze map\n")
    L += [f"- {c}" for c in COMMANDOS]
    L.append("\nAlle overige opdrachten (bestanden schrijven, `python3 build.py`, `python3 readme.py`, `sed` en korte inline-`python3`-scripts op eigen "
             "bronbestanden) draaiden binnen `answer-explanation/`. Geen git, geen build van qbank, geen registry.\n")
    L.append("## Labels\n")
    L.append("Alle labels lagen vast in `src/data_*.py` (eerste argument van `q()`) voordat `build.py` voor het eerst "
             "draaide, en zijn daarna nooit veranderd. Na de eerste run zijn alleen teksten bijgewerkt: één te lange "
             "korte toelichting ingekort, feedback toegevoegd aan twee gezonde vragen (minimum feedback), afleiders "
             "verlengd bij een dertigtal gezonde vragen waar de sleutel duidelijk de langste optie was, één feitelijk "
             "onnauwkeurige zin in een toelichting verbeterd, en de gezonde vraag `erf-witte-erwt` (opties PP/Pp/pp) "
             "als bewust hoofdlettergevoelig gemarkeerd, zodat build.py die niet als duplicaat weigert.\n")
    L.append("| label | betekenis | aantal |")
    L.append("|---|---|---|")
    for k, v in s["labels"].items():
        L.append(f"| `{k}` | {LABELUITLEG[k]} | {v} |")
    L.append(f"\nTotaal: {s['totaal']} vragen. Gezonde vragen staan in `bank/<onderwerp>/`, gebrekkige (elk met precies "
             "één gebrek) in `gebrekkig/<onderwerp>/`; beide mappen hebben per onderwerp een `topic.toml`.\n")
    L.append("### Per onderwerp\n")
    L.append("| onderwerp | none | supports-distractor | duplicate-option |")
    L.append("|---|---|---|---|")
    for t, c in s["per_onderwerp"].items():
        L.append(f"| {t} | {c.get('none', 0)} | {c.get('explanation/supports-distractor', 0)} | {c.get('answer/duplicate-option', 0)} |")
    L.append("\n### Gebrekkige vragen in detail\n")
    L.append("| id | onderwerp | label | detail |")
    L.append("|---|---|---|---|")
    for v in s["vragen"]:
        if v["label"] == "explanation/supports-distractor":
            d = f"echte sleutel {v['echte_sleutel']}, `correct` verplaatst naar {v['verplaatst_naar']}"
        elif v["label"] == "answer/duplicate-option":
            a, b, kind = v["duplicaat"]
            d = f"opties {a} en {b} ({kind}); sleutel {v['sleutel']}"
        else:
            continue
        L.append(f"| `{v['id']}` | {v['onderwerp']} | `{v['label']}` | {d} |")
    L.append("\n## Stijltags (over de gezonde vragen)\n")
    L.append("| stijl | aantal | minimum |")
    L.append("|---|---|---|")
    for k, v in s["stijlen_gezond"].items():
        L.append(f"| {k} | {v} | {s['minima'][k]} |")
    L.append(f"\n- Sleutelletters (gezond): {s['sleutelletters_gezond']}; alle vragen (letter met `correct = true`): {s['sleutelletters_alle']}")
    L.append(f"- Aantal opties: {s['aantal_opties']}")
    L.append(f"- Sleutel is (mede)langste optie bij {s['sleutel_langste_optie_gezond']} gezonde vragen")
    L.append(f"- Soorten dubbele opties: {', '.join(s['duplicaatsoorten'])}")
    L.append(f"- Vragen met `[compute]` (alle gezond, gecontroleerd in build.py): {len(s['compute_vragen'])}\n")
    L.append("## Opbouw\n")
    L.append("- `src/common.py`: `q()`, labelconstanten en stijlminima")
    L.append("- `src/data_<onderwerp>.py`: de vragen")
    L.append("- `src/build.py`: schrijft de TOML, leest terug met `tomllib`, valideert tegen beide JSON-schema's, "
             "controleert labels, dubbele opties, `[compute]`, woordaantallen (kort ≤ 30, lang 80–150) en stijlminima, "
             "en schrijft `src/stats.json`")
    L.append("- `src/readme.py`: schrijft dit bestand\n")
    L.append("## Beslissingen\n")
    L.append("- Stijltags staan alleen in `src/` en `stats.json`, niet als `tags` in de TOML, zodat ze de meting niet beïnvloeden.")
    L.append("- `related` verwijst alleen naar vragen in dezelfde map en hetzelfde onderwerp (bank naar bank, gebrekkig naar gebrekkig).")
    L.append("- Vragen met link, code of cursief krijgen `markup = \"markdown\"`; de rest laat de markup aan de configuratie.")
    L.append("- Gebrekkige vragen hebben geen `[compute]` en geen `feedback`, zodat er precies één gebrek is.")
    L.append("- Bij dubbele opties zit de sleutel nooit in het dubbele paar.")
    (HERE.parent / "README.md").write_text("\n".join(L) + "\n")


if __name__ == "__main__":
    main()
