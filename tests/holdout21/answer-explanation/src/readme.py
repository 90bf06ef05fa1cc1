"""Schrijft README.md van holdout 21 (answer-explanation) uit src/stats.json en src/tijden.json."""
import json
import os
from collections import Counter

SRC = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(SRC)

MINIMA = {
    "rekenen": 40, "negatief": 25, "lang": 30, "kort": 40, "parafrase": 30, "weerlegt": 30,
    "link": 10, "code": 10, "cursief": 10, "it-acroniem": 15, "feedback": 15,
}
VOLGORDE = ["rekenen", "uitgewerkt", "getal-woorden", "compute", "negatief", "lang", "kort",
            "parafrase", "weerlegt", "link", "code", "cursief", "it-acroniem", "feedback"]
LABELS = ["none", "explanation/supports-distractor", "answer/duplicate-option"]


def main():
    with open(os.path.join(SRC, "stats.json"), encoding="utf-8") as f:
        stats = json.load(f)
    with open(os.path.join(SRC, "tijden.json"), encoding="utf-8") as f:
        tijden = json.load(f)

    onderwerpen = []
    for s in stats:
        if s["onderwerp"] not in onderwerpen:
            onderwerpen.append(s["onderwerp"])
    groep = {s["onderwerp"]: s["groep"] for s in stats}
    bank = [s for s in stats if s["map"] == "bank"]
    sd = [s for s in stats if s["label"] == "explanation/supports-distractor"]
    dup = [s for s in stats if s["label"] == "answer/duplicate-option"]

    r = []
    w = r.append
    w("# Holdout 21: answer-explanation")
    w("")
    w("Blinde testset van Nederlandse meerkeuzevragen voor `qbank`. Hij meet hoe goed de controles "
      "een verplaatste sleutel vinden (`correct = true` op een afleider terwijl de toelichting een "
      "andere optie onderbouwt) en dubbele opties, en hoe vaak ze vals alarm geven bij gezonde vragen.")
    w("")
    w("Geschreven zonder de code, regels, tests, fixtures, documentatie, benchmarks of vragenbank van "
      "de linter te lezen en zonder qbank of iets uit `build/` te draaien. Gelezen zijn alleen "
      "`schema/README.md`, `schema/question.schema.json`, `schema/topic.schema.json`, de "
      "indelingsbeschrijving in `tests/holdout20/answer-explanation/README.md` (alleen die README, geen "
      "vragen of scripts van die of andere sets) en de twee voorbeeldpagina's in `/work/shared/seeds/`. "
      "Alle vragen, toelichtingen en feedback zijn zelf in het Nederlands geschreven; label en stijlen "
      "zijn bij het schrijven van elke vraag vastgelegd, voordat er iets gedraaid is. Verder zijn alleen "
      "mapnamen gezien, zonder bestanden te openen: `ls /work/main/tests/` (om na te gaan dat holdout21 "
      "nog niet bestond) en `git status --short` in `/work/main`.")
    w("")
    w("## Tijden (`date`)")
    w("")
    w(f"- begin: `{tijden['begin']}`")
    w(f"- einde: `{tijden.get('einde', '(nog niet vastgelegd)')}`")
    w("")
    w("## Indeling")
    w("")
    w("```")
    w("answer-explanation/")
    w("  bank/<onderwerp>/topic.toml        13 onderwerpen, elk 20 gezonde vragen (label none)")
    w("  bank/<onderwerp>/<id>.toml")
    w("  gebrekkig/<onderwerp>/topic.toml   per onderwerp 3 vragen met verplaatste sleutel,")
    w("  gebrekkig/<onderwerp>/<id>.toml    en in 7 onderwerpen 1 vraag met dubbele optie")
    w("  src/common.py                      de helper q(id, stam, opties, toelichting, stijlen, lab=, fb=, comp=, zet=, dup=)")
    w("  src/t_<onderwerp>.py               de vraagdata per onderwerp (opties[0] is steeds de echte sleutel;")
    w("                                     koppeltekens in de onderwerpnaam worden liggende streepjes)")
    w("  src/build.py                       schrijft de TOML, leest alles terug met tomllib en controleert")
    w("  src/readme.py                      schrijft deze README uit stats.json")
    w("  src/stats.json                     gegevens per vraag")
    w("  src/tijden.json                    begin- en eindtijd")
    w("```")
    w("")
    w("Elke vraag begint met een `#:schema`-regel met het relatieve pad naar "
      "`/work/main/schema/question.schema.json` (`../../../../../schema/question.schema.json`); elke "
      "`topic.toml` op dezelfde manier met `topic.schema.json`. Een vraag heeft een stam, 3 of 4 opties "
      "met precies één `correct = true`, een toelichting en `related`-links. De links zijn symmetrisch en "
      "blijven binnen dezelfde map (`bank` of `gebrekkig`) en hetzelfde onderwerp. In `bank/` heeft elke "
      "vraag 4 of 5 links. In `gebrekkig/` telt een onderwerp maar 3 of 4 vragen, dus daar linkt elke "
      "vraag naar alle andere vragen van dat onderwerp in die map (2 of 3 links). Vragen met Markdown "
      "(links, inline code, cursief) hebben `markup = \"markdown\"`; de andere vragen hebben geen "
      "`markup`-sleutel en bevatten geen Markdown-tekens. Stijllabels staan alleen in de Python-data en "
      "in `stats.json`, nooit in de TOML.")
    w("")
    w("## Aantallen per label")
    w("")
    w("| label | aantal | map |")
    w("|---|---|---|")
    lab = Counter(s["label"] for s in stats)
    for l in LABELS:
        w(f"| `{l}` | {lab[l]} | {'bank' if l == 'none' else 'gebrekkig'} |")
    w(f"| totaal | {len(stats)} | |")
    w("")
    w("## Aantallen per onderwerp")
    w("")
    w("| onderwerp | groep | none | explanation/supports-distractor | answer/duplicate-option |")
    w("|---|---|---|---|---|")
    po = Counter((s["onderwerp"], s["label"]) for s in stats)
    for o in onderwerpen:
        w(f"| {o} | {groep[o]} | {po[(o, 'none')]} | {po[(o, 'explanation/supports-distractor')]} | "
          f"{po[(o, 'answer/duplicate-option')]} |")
    w("")
    per_groep = {}
    for o in onderwerpen:
        per_groep.setdefault(groep[o], []).append(o)
    w("IT: " + ", ".join(per_groep["IT"]) + ". Rekenen en natuurkunde: "
      + ", ".join(per_groep["rekenen/natuurkunde"]) + ". Schoolvakken: "
      + ", ".join(per_groep["schoolvak"]) + ". Praktische onderwerpen: "
      + ", ".join(per_groep["praktisch"]) + ".")
    w("")
    w("## Verdeling van de sleutels")
    w("")
    c = Counter(s["echte_sleutel"] for s in bank)
    w("Echte sleutel van de 260 gezonde vragen: " + ", ".join(f"{x}: {c[x]}" for x in "ABCD") + ".")
    c = Counter(s["sleutel_in_bestand"] for s in stats)
    w(f"Sleutel zoals die in het bestand staat, alle {len(stats)} vragen: "
      + ", ".join(f"{x}: {c[x]}" for x in "ABCD") + ".")
    c1 = Counter(s["echte_sleutel"] for s in sd)
    c2 = Counter(s["sleutel_in_bestand"] for s in sd)
    w(f"Bij de {len(sd)} verplaatste sleutels: echte sleutel "
      + ", ".join(f"{x}: {c1[x]}" for x in "ABCD") + "; `correct = true` in het bestand "
      + ", ".join(f"{x}: {c2[x]}" for x in "ABCD") + ".")
    n4 = sum(1 for s in bank if s["n_opties"] == 4)
    w(f"Aantal opties bij de gezonde vragen: 4 opties: {n4}, 3 opties: {len(bank) - n4}.")
    lang = sum(1 for s in bank if s["sleutel_is_langste_optie"])
    w(f"De sleutel is in {lang} van de 260 gezonde vragen de (enige) langste optie.")
    w("")
    w("## Stijlen (260 gezonde vragen)")
    w("")
    w("| stijl | aantal | minimum |")
    w("|---|---|---|")
    st = Counter(x for s in bank for x in s["styles"])
    for k in VOLGORDE:
        w(f"| {k} | {st[k]} | {MINIMA.get(k, '')} |")
    w("")
    rk = [s for s in bank if "rekenen" in s["styles"]]
    w(f"Van de {len(rk)} rekenvragen hebben er {sum(1 for s in rk if 'uitgewerkt' in s['styles'])} de "
      f"berekening uitgewerkt in de toelichting, {sum(1 for s in rk if 'getal-woorden' in s['styles'])} "
      f"een getal in woorden en {sum(1 for s in rk if s['compute'])} een `[compute]`-tabel.")
    w("")
    sst = Counter(x for s in sd for x in s["styles"])
    w(f"Stijlen bij de {len(sd)} verplaatste sleutels: "
      + ", ".join(f"{k}: {sst[k]}" for k in VOLGORDE if sst[k]) + ".")
    w("")
    w("Betekenis: *rekenen* (de vraag vraagt rekenwerk met getallen en eenheden), *uitgewerkt* (de "
      "toelichting rekent het voor), *getal-woorden* (minstens één getal in woorden, zoals drie of een "
      "half), *compute* (`[compute]`-tabel), *negatief* (de stam vraagt wat NIET/GEEN/onjuist is; de "
      "toelichting legt dan vaak uit waarom de afleiders wel kloppen), *lang* (toelichting van minstens "
      "60 woorden die elke optie bespreekt), *kort* (toelichting van één zin op één regel), *parafrase* "
      "(de toelichting zegt de sleutel in andere woorden), *weerlegt* (de toelichting noemt een afleider "
      "en weerlegt die of schrijft hem aan iets anders toe), *link* (Markdown-link), *code* (inline "
      "code), *cursief*, *it-acroniem* (IT-afkortingen zoals HTML, CSS, UTF-8, RAID, NAS) en *feedback* "
      "(`feedback` bij elke optie).")
    w("")
    w("`build.py` controleert een deel van de stijlen mechanisch: *kort* is één zin, *lang* telt "
      "minstens 60 woorden, *link*, *code* en *cursief* staan echt in de tekst, *negatief* heeft "
      "NIET/GEEN/onjuist in de stam, *it-acroniem* heeft een afkorting in hoofdletters, *uitgewerkt* "
      "bevat een rekenteken, en *feedback* staat bij elke optie. Of een toelichting echt parafraseert, "
      "weerlegt of elke optie bespreekt, is bij het schrijven beoordeeld, niet mechanisch.")
    w("")
    w("## Gebrekkige vragen")
    w("")
    w("- `explanation/supports-distractor` (39, 3 per onderwerp): eerst als gezonde vraag geschreven, "
      "met een toelichting die de echte sleutel onderbouwt; daarna is `correct = true` naar een gekozen "
      "afleider verplaatst (`zet` in de data). `stats.json` noemt beide letters (`echte_sleutel` en "
      "`sleutel_in_bestand`). Deze vragen hebben geen `[compute]` en geen feedback. Soms noemt de "
      "toelichting de afleider met de vlag zelf, om hem te weerleggen.")
    dup_ond = ", ".join(s["onderwerp"] for s in dup)
    w("- `answer/duplicate-option` (7): twee opties die voor een student hetzelfde lezen; sleutel en "
      "toelichting zijn in orde. Het verschil zit in hoofdletters, witruimte of leestekens, nooit in de "
      "woordvolgorde. In zes vragen zijn het twee afleiders, in één vraag (bijenhouden) herhaalt een "
      "afleider de sleutel met een kleine letter. `stats.json` noemt de letters in `dubbele_opties`. "
      f"Onderwerpen: {dup_ond}.")
    w("")
    w("| id | onderwerp | dubbele letters | soort verschil |")
    w("|---|---|---|---|")
    soort = {
        "knop-element-zonder-aria": "hoofdletters (`<div>` / `<DIV>`)",
        "ascii-compatibele-codering": "koppelteken (UTF-16 / UTF16)",
        "eenheid-van-dichtheid": "spaties rond de schuine streep",
        "godin-van-de-wijsheid": "punt aan het eind",
        "schilder-sterrennacht": "dubbele spatie",
        "familie-van-de-kool": "hoofdletter plus punt",
        "voer-van-de-koninginnenlarve": "hoofdletter; herhaalt de sleutel",
    }
    for s in dup:
        w(f"| {s['id']} | {s['onderwerp']} | {' en '.join(s['dubbele_opties'])} | {soort.get(s['id'], '')} |")
    w("")
    w("## Opnieuw maken")
    w("")
    w("```sh")
    w("cd /work/main/tests/holdout21/answer-explanation")
    w("python3 src/build.py")
    w("```")
    w("")
    w("`build.py` verwijdert en herschrijft `bank/` en `gebrekkig/`, leest elk bestand terug met "
      "`tomllib` en stopt met exitcode 1 bij een ontbrekend of onbekend veld, een `#:schema`-regel die "
      "niet naar het schema wijst, tekst die niet ongeschonden terugkomt, een verkeerd aantal (vragen, "
      "opties, labels, links), een dubbel id, een `related`-link die niet bestaat, niet wederkerig is of "
      "de map of het onderwerp verlaat, een vraag zonder precies één `correct = true`, een verplaatste "
      "sleutel zonder label of een label zonder verplaatste sleutel, onbedoeld dubbele opties, een "
      "`[compute]`-tabel waarvan de uitkomst niet het dichtst bij de sleutel ligt, Markdown in een "
      "vraag zonder `markup`, of een stijl onder het minimum. Daarna schrijft het `src/stats.json` en "
      "roept het `src/readme.py` aan, dat deze README schrijft.")
    w("")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(r))


if __name__ == "__main__":
    main()
