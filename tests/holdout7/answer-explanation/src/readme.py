#!/usr/bin/env python3
"""Schrijft README.md met de tellingen uit de data (na build.py draaien).
Gebruik: python3 src/readme.py "<starttijd>" "<eindtijd>"
"""
import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build  # noqa: E402

STIJLEN = {
    1: "kort, één regel (< 20 woorden)",
    2: "middellang, 2-4 zinnen, vaak in eigen woorden in plaats van de optietekst",
    3: "lang (80-200 woorden), loopt elke optie na",
    4: "rekenwerk met eenheden en procenten uitgewerkt",
    5: "negatieve stam (NIET, GEEN, onjuist); toelichting zegt waarom de andere opties wel kloppen",
    6: "Markdown (`markup = \"markdown\"`) met links en inline code",
    7: "noemt de bewering van een afleider om die te weerleggen of elders onder te brengen",
    8: "IT-afkortingen en opties die alleen in operator, teken, exponent, eenheid of symbool verschillen",
}


def main():
    start, end = sys.argv[1], sys.argv[2]
    topics = build.load()
    build.balance_keys(topics)
    build.add_related(topics)
    per_topic, per_label, ss, sf, kp, no, rows = build.stats(topics)
    fixed = sum(1 for m in topics for x in m.Q if x.get("fixed"))
    L = []
    a = L.append
    a("# Hold-out 7: answer-explanation (blind geschreven)")
    a("")
    a(f"- Start: `{start}`")
    a(f"- Einde: `{end}`")
    a("")
    a("## Gelezen bestanden")
    a("")
    a("Alleen deze bestanden zijn gelezen:")
    a("")
    a("- `/work/main/schema/README.md`")
    a("- `/work/main/schema/question.schema.json`")
    a("- `/work/main/schema/topic.schema.json`")
    a("- `/work/shared/seeds/000_fa40e9fb930c8fe6.txt`")
    a("- `/work/shared/seeds/002_bcf17ab5b3f8697a.txt`")
    a("")
    a("Daarnaast alleen `ls /work/main/tests/` (om te zien dat `holdout7/` nog niet bestond) en")
    a("`ls /work/shared/seeds/`. Niets gelezen onder `tools/`, `tests/` (buiten die `ls`), `rules/`,")
    a("`docs/`, `bench/` of `/work/shared/notes`; qbank niet gedraaid; geen web- of codezoekacties;")
    a("geen git-commando's. Alle vragen en toelichtingen zijn zelf geschreven.")
    a("")
    a("## Indeling")
    a("")
    a("```")
    a("answer-explanation/")
    a("  README.md")
    a("  src/qdata.py            hulpfunctie q(...): label wordt vastgelegd bij het schrijven")
    a("  src/t_<onderwerp>.py    datamodules, één per onderwerp (gezonde en gebrekkige vragen)")
    a("  src/build.py            schrijft de TOML en controleert alles met tomllib")
    a("  src/readme.py           schrijft deze README uit dezelfde data")
    a("  bank/<onderwerp>/topic.toml + <id>.toml        gezonde vragen (label none)")
    a("  gebrekkig/<onderwerp>/topic.toml + <id>.toml   vragen met precies één fout")
    a("```")
    a("")
    a("Er is geen `qbank.toml`. Elk vraagbestand begint met `# topic: <onderwerp>` en")
    a("`# expect: <label>`. `related` komt alleen voor in `bank/` en wijst alleen naar gezonde vragen")
    a("van hetzelfde onderwerp. Opnieuw bouwen: `python3 src/build.py` (schrijft `bank/` en")
    a("`gebrekkig/` opnieuw en stopt met een foutmelding als een controle faalt).")
    a("")
    a("Controles in `build.py`: precies één `correct = true`; alleen sleutels uit het schema;")
    a("lengtes van stam, toelichting en opties; id-patroon; unieke ids over beide mappen; bestaande")
    a("`related`-doelen; de twee kopregels; bij gezonde vragen geen twee opties die na")
    a("hoofdletters/spaties/slotpunt gelijk zijn; bij `answer/duplicate-option` precies één zo'n paar")
    a("van twee afleiders; bij `explanation/supports-distractor` staat de markering niet bij de")
    a("optie die de toelichting onderbouwt; stijl 1 < 20 woorden, stijl 3 80-200 woorden, stijl 6")
    a("heeft een link en `markup = \"markdown\"`.")
    a("")
    a("## Labels")
    a("")
    a("| label | betekenis |")
    a("|---|---|")
    a("| `none` | gezonde vraag: precies één sleutel, de toelichting onderbouwt die sleutel, geen twee opties die voor een leerling hetzelfde lezen |")
    a("| `explanation/supports-distractor` | eerst gezond geschreven; daarna is alleen de regel `correct = true` naar een andere optie verplaatst (tekst ongewijzigd), zodat de toelichting nu een afleider onderbouwt |")
    a("| `answer/duplicate-option` | twee afleiders verschillen alleen in hoofdletters, spaties of een slotpunt; sleutel en toelichting kloppen |")
    a("")
    a("## Aantallen per onderwerp en label")
    a("")
    labels = ["none", "explanation/supports-distractor", "answer/duplicate-option"]
    a("| onderwerp | none | supports-distractor | duplicate-option | totaal |")
    a("|---|---|---|---|---|")
    tot = collections.Counter()
    for m in topics:
        c = [per_topic[(m.TOPIC, l)] for l in labels]
        for l, n in zip(labels, c):
            tot[l] += n
        a(f"| {m.TOPIC} | {c[0]} | {c[1]} | {c[2]} | {sum(c)} |")
    a(f"| **totaal** | {tot['none']} | {tot[labels[1]]} | {tot[labels[2]]} | {sum(tot.values())} |")
    a("")
    a(f"{len(topics)} onderwerpen. Aantal opties: " + ", ".join(f"{k} opties: {v}" for k, v in sorted(no.items())) + ".")
    a("")
    a("## Toelichtingsstijlen")
    a("")
    a("| stijl | omschrijving | gezond | gebrekkig |")
    a("|---|---|---|---|")
    for s in range(1, 9):
        a(f"| {s} | {STIJLEN[s]} | {ss[s]} | {sf[s]} |")
    a("")
    a("Elke vraag heeft één hoofdstijl; veel vragen hebben ook trekken van een andere stijl (zo staan")
    a("er ook in stijl-4-vragen opties die alleen in eenheid verschillen, en verwijzen lange")
    a("toelichtingen vaak naar letters: \"Optie A ...\", \"B is juist ...\").")
    a("")
    a("## Sleutelposities")
    a("")
    a("Positie van de optie met `correct = true` (bij supports-distractor dus de gemarkeerde letter).")
    a("")
    a("| groep | A | B | C | D |")
    a("|---|---|---|---|---|")
    for g in ("none", "flawed"):
        a(f"| {'gezond' if g == 'none' else 'gebrekkig'} | " + " | ".join(str(kp[(g, l)]) for l in "ABCD") + " |")
    a("")
    a(f"De opties zijn in `build.py` geroteerd om de sleutelposities te spreiden; {fixed} vragen waarvan")
    a("de toelichting naar een letter of positie verwijst, zijn niet geroteerd.")
    a("")
    a("## Gebrekkige vragen")
    a("")
    a("| bestand | label | stijl | gemarkeerde letter | letter waar de toelichting voor pleit |")
    a("|---|---|---|---|---|")
    for r in rows:
        a("| `{}` | {} | {} | {} | {} |".format(*r))
    a("")
    a("Bij `answer/duplicate-option` zijn beide letters gelijk: de sleutel is juist gemarkeerd.")
    a("")
    (build.ROOT / "README.md").write_text("\n".join(L) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
