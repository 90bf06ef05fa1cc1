#!/usr/bin/env python3
"""Schrijft README.md van holdout28/answer-explanation uit src/stats.json en src/tijden.json."""
import json
import os
from collections import Counter, defaultdict

HIER = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HIER)

# Correcties die zijn gemaakt nadat de eigen controles in build.py iets meldden.
# (Wordt na elke run met meldingen bijgewerkt.)
CORRECTIES = [
    "De eerste run meldde 14 fouten. Drie waren stijllabels die niet klopten: *it-acroniem* is toegevoegd "
    "bij `thin-provisioning` en `dunne-schijf-ruimte` (GB) en bij `geen-geheugen` (SR-latch).",
    "Vier toelichtingen zijn aangepast zodat het bestaande stijllabel klopt: `gif-aantal-kleuren` "
    "(gebrekkig) schrijft nu `2^8 = 256` in plaats van \"2 tot de macht 8 is 256\" (*uitgewerkt*), "
    "`water-uit-methaan` rekent nu `8 / 16 = 0,5` en `0,5 × 2 = 1` voor (*uitgewerkt*), `bogeygetal` "
    "schrijft de uitgooien als `170 = T20 + T20 + bull` enzovoort (*uitgewerkt*), en `koorts-klopt-niet` "
    "telde 57 woorden en kreeg een zin over de rillingen, zodat hij boven de 60 woorden komt en elke optie "
    "bespreekt (*lang*).",
    "De overige meldingen kwamen uit de controle zelf. De normalisatie voor onbedoeld dubbele opties "
    "gooide alle symbolen en decimale komma's weg en meldde daardoor `+ · ¬ ⊕` "
    "(`or-in-booleaanse-notatie`), de Python-operatoren (`xor-in-python`), `(D AND S) OR P` / "
    "`D AND (S OR P)` (`alarm-uitdrukking`), `2,5 ns` / `25 ns` (`vertraging-poortketen`) en `15 kg` / "
    "`1,5 kg` (`kilo-eieren-per-jaar`) als dubbel. Nu vergelijkt `build.py` getallen als waarde (1.500 = "
    "1500, maar 2,5 is niet 25) en blijven haakjes en operatoren staan. Verder telt de controle nu ook bit, "
    "bits, byte en bytes als eenheid in woorden (`vaste-codelengte-acht-tekens`: 3 bits) en tientallen, "
    "honderden, duizenden en tienduizenden als getal in woorden (`fabriek-van-antistoffen`: duizenden). "
    "De tweede run slaagde, maar gaf tientallen waarschuwingen over gelijkende opties als 48 W / 480 W; "
    "sindsdien worden die waarschuwingen niet meer gegeven als de getallen in de opties verschillen "
    "(derde run, geslaagd).",
    "Na de derde run bleek uit de stijltabel dat alle 39 vragen met verplaatste sleutel een "
    "korte toelichting van één zin hadden en geen Markdown. Om de stijlen ook daar te spreiden zijn zeven "
    "van die toelichtingen uitgebreid tot een lange toelichting die elke optie bespreekt, inclusief de "
    "afleider met `correct = true` (`kwantisatie-in-jpeg`, `crc32-burstfouten`, `taak-van-hypervisor`, "
    "`waarom-kerninflatie`, `meervoudig-onjuist`, `wat-is-antigeen`, `geen-strafslag`), en kregen er twee "
    "Markdown (`geen-verliesvrije-audio` een link, `nand-twee-enen` inline code). De echte sleutel, de "
    "gekozen afleider en het label van die vragen zijn niet veranderd; de toelichting onderbouwt nog steeds "
    "de echte sleutel. Daarna meldde `build.py` dat `crc32-burstfouten` als getal in woorden alleen "
    "\"4 miljard\" heeft (vierde run); miljard is toen aan de lijst met getalwoorden toegevoegd. De vijfde "
    "run slaagde; een laatste run, na het noteren van de eindtijd, schreef deze README opnieuw.",
]

GROEPNAAM = {
    "IT": "IT",
    "rekenen": "rekenen, natuurkunde, scheikunde, economie",
    "schoolvak": "schoolvak",
    "dagelijks": "dagelijks leven en hobby",
}
STIJL_UITLEG = [
    ("negatief", "de stam vraagt wat NIET/GEEN geldt, wat onjuist is of wat niet klopt; de sleutel is dan de onware of afwijkende optie"),
    ("lang", "toelichting van minstens 60 woorden die elke optie afzonderlijk bespreekt"),
    ("kort", "toelichting van één zin op één regel"),
    ("link", "Markdown-link in de toelichting"),
    ("code", "inline code (backticks) in stam, opties of toelichting"),
    ("it-acroniem", "IT-afkortingen zoals JPEG, CRC, VM, XOR"),
    ("rekenen", "de vraag vraagt rekenwerk met getallen (en meestal eenheden)"),
    ("uitgewerkt", "de toelichting rekent het antwoord voor"),
    ("getal-woorden", "minstens één getal in woorden (drie, twintig, een half, honderdtachtig)"),
    ("eenheid-woorden", "eenheden in woorden (gram, watt, procent, minuten)"),
    ("eenheid-symbolen", "eenheden als symbool (kg, W, %, m², °C, €)"),
    ("parafrase", "de toelichting onderbouwt de sleutel zonder de sleuteltekst letterlijk te herhalen"),
    ("weerlegt", "de toelichting noemt minstens één afleider en weerlegt die of schrijft hem aan iets anders toe"),
]


def main():
    stats = json.load(open(os.path.join(HIER, "stats.json"), encoding="utf-8"))
    tijden = json.load(open(os.path.join(HIER, "tijden.json"), encoding="utf-8"))
    vr = stats["vragen"]
    onderwerpen = stats["onderwerpen"]
    gezond = [v for v in vr if v["label"] == "none"]
    verpl = [v for v in vr if v["label"] == "explanation/supports-distractor"]
    dub = [v for v in vr if v["label"] == "answer/duplicate-option"]

    r = []
    w = r.append
    w("# Holdout 28: answer-explanation")
    w("")
    w("Blinde testset van Nederlandse meerkeuzevragen voor `qbank`. Hij meet hoe goed de linter een "
      "verplaatste sleutel vindt (`correct = true` op een afleider terwijl de toelichting nog steeds de "
      "echte sleutel onderbouwt) en dubbele opties (twee opties die voor een student hetzelfde lezen), "
      "en hoe vaak hij vals alarm geeft bij gezonde vragen.")
    w("")
    w("## Wat is gelezen en gedraaid")
    w("")
    w("Geschreven zonder de code, regels, tests, fixtures, documentatie, benchmarks of vragenbank van de "
      "linter te lezen en zonder qbank of iets uit `build/` te draaien. Er is geen git gebruikt. Gelezen zijn "
      "alleen:")
    w("")
    w("- `schema/README.md`, `schema/question.schema.json` en `schema/topic.schema.json`;")
    w("- `tests/holdout22/answer-explanation/README.md`, alleen voor de indeling (geen vragen of scripts "
      "van die of andere holdout-sets geopend);")
    w("- de twee voorbeeldpagina's in `/work/shared/seeds/`;")
    w("- `/tmp/used_topics.txt`, de lijst met onderwerpnamen die al in gebruik zijn.")
    w("")
    w("Gedraaid zijn alleen `date` (begin- en eindtijd), `ls /work/main/tests/` (alleen mapnamen, om te zien "
      "dat holdout28 nog niet bestond), eenvoudige shellcommando's op de eigen bestanden en python3 voor de "
      "eigen scripts in `src/`. Alle vragen, opties en toelichtingen zijn zelf in het Nederlands geschreven. "
      "Label en stijlen zijn per vraag in de Python-data vastgelegd tijdens het schrijven, voordat er iets "
      "gedraaid is.")
    w("")
    w("## Correcties na de eigen controles")
    w("")
    if CORRECTIES:
        w("Na de eerste run van `src/build.py` (alleen de eigen controles in dat script, geen qbank) is het "
          "volgende aangepast:")
        w("")
        for c in CORRECTIES:
            w(f"- {c}")
    else:
        w("Geen: de eerste run van `src/build.py` meldde niets.")
    w("")
    w("Labels (`none`, `explanation/supports-distractor`, `answer/duplicate-option`), de gekozen "
      "verplaatste sleutels (`zet`) en de gekozen dubbele opties (`dup`) zijn na het schrijven niet veranderd.")
    w("")
    w("## Tijden (`date`)")
    w("")
    w(f"- begin: `{tijden['begin']}`")
    w(f"- einde: `{tijden['einde']}`")
    w("")
    w("## Indeling")
    w("")
    w("```")
    w("answer-explanation/")
    w("  README.md                          dit bestand (geschreven door src/readme.py)")
    w("  bank/<onderwerp>/topic.toml        13 onderwerpen, elk 20 gezonde vragen (label none)")
    w("  bank/<onderwerp>/<id>.toml")
    w("  gebrekkig/<onderwerp>/topic.toml   per onderwerp 3 vragen met verplaatste sleutel,")
    w("  gebrekkig/<onderwerp>/<id>.toml    en in 7 onderwerpen 1 vraag met een dubbele optie")
    w("  src/common.py                      de helper q(id, stam, opties, toelichting, stijlen,")
    w("                                     lab=, zet=, dup=, sorteer=, md=, comp=)")
    w("  src/t_<onderwerp>.py               vraagdata per onderwerp; opties[0] is altijd de echte sleutel")
    w("                                     (koppeltekens in de onderwerpnaam worden liggende streepjes)")
    w("  src/build.py                       schrijft de TOML, leest alles terug met tomllib en controleert")
    w("  src/readme.py                      schrijft deze README uit stats.json en tijden.json")
    w("  src/stats.json                     per vraag: label, stijlen, sleutelletters, dubbele opties")
    w("  src/tijden.json                    begin- en eindtijd volgens date")
    w("```")
    w("")
    w("Elk vraagbestand begint met `#:schema ../../../../../schema/question.schema.json`, het relatieve pad "
      "naar `/work/main/schema/question.schema.json`; elke `topic.toml` op dezelfde manier met "
      "`topic.schema.json`. Een vraag heeft een stam (`stem`), 3 of 4 opties met precies één "
      "`correct = true`, een toelichting (`explanation`) en `related`-links. De links zijn wederkerig en "
      "blijven binnen dezelfde map (`bank` of `gebrekkig`) en hetzelfde onderwerp. In `bank/` heeft elke "
      "vraag 4 of 5 links (de twee buren aan elke kant in de volgorde van het bronbestand, en voor de helft "
      "van de vragen een vijfde link naar de vraag tien plaatsen verder). In `gebrekkig/` linkt elke vraag "
      "naar alle andere vragen van hetzelfde onderwerp in die map (2 of 3 links). Vragen met Markdown (links, "
      "inline code) hebben `markup = \"markdown\"`; de andere vragen hebben geen `markup`-sleutel en bevatten "
      "geen Markdown-tekens. Labels en stijlen staan alleen in de Python-data en in `stats.json`, nooit in "
      "de TOML. Sommige rekenvragen hebben een `[compute]`-tabel; de gebrekkige vragen met verplaatste "
      "sleutel hebben er geen, zodat alleen de toelichting de echte sleutel verraadt.")
    w("")
    w("## Aantallen per label")
    w("")
    w("| label | aantal | map |")
    w("|---|---|---|")
    w(f"| `none` | {len(gezond)} | bank |")
    w(f"| `explanation/supports-distractor` | {len(verpl)} | gebrekkig |")
    w(f"| `answer/duplicate-option` | {len(dub)} | gebrekkig |")
    w(f"| totaal | {len(vr)} | |")
    w("")
    w("## Aantallen per onderwerp")
    w("")
    w("| onderwerp | groep | none | explanation/supports-distractor | answer/duplicate-option |")
    w("|---|---|---|---|---|")
    per = defaultdict(Counter)
    for v in vr:
        per[v["onderwerp"]][v["label"]] += 1
    for o in onderwerpen:
        c = per[o["id"]]
        w(f"| {o['id']} | {GROEPNAAM[o['groep']]} | {c['none']} | "
          f"{c['explanation/supports-distractor']} | {c['answer/duplicate-option']} |")
    w("")
    for g in ("IT", "rekenen", "schoolvak", "dagelijks"):
        namen = [o["id"] for o in onderwerpen if o["groep"] == g]
        w(f"- {GROEPNAAM[g][0].upper() + GROEPNAAM[g][1:]} ({len(namen)}): {', '.join(namen)}.")
    w("")
    w("## Verdeling van de sleutels")
    w("")
    w("De echte sleutel staat in de data altijd als eerste optie. Bij vragen waarvan de opties getallen "
      "zijn (`sorteer`), staan de opties oplopend en volgt de plaats van de sleutel uit de getallen. Voor de "
      "overige gezonde vragen kiest `build.py` met een vaste generator (seed 2828) de plaats zo dat de 260 "
      "gezonde sleutels precies gelijk over A-D verdeeld zijn; vragen met 3 opties krijgen daarbij nooit D. "
      "Een tweede generator (seed 2829) plaatst op dezelfde manier de echte sleutel van de gebrekkige vragen, "
      "zo gelijk mogelijk over A-D. De afleiders houden hun volgorde uit de data.")
    w("")

    def tel(lijst, veld):
        c = Counter(v[veld] for v in lijst)
        return ", ".join(f"{L}: {c[L]}" for L in "ABCD")

    gs = [v for v in gezond if v["gesorteerd"]]
    w(f"- Echte sleutel van de {len(gezond)} gezonde vragen: {tel(gezond, 'echte_sleutel')}.")
    w(f"  - waarvan {len(gs)} met oplopend gesorteerde getallen: {tel(gs, 'echte_sleutel')};")
    vrij = [v for v in gezond if not v["gesorteerd"]]
    w(f"  - en {len(vrij)} geplaatst door de generator: {tel(vrij, 'echte_sleutel')}.")
    w(f"- Sleutel zoals die in het bestand staat, alle {len(vr)} vragen: {tel(vr, 'sleutel_in_bestand')}.")
    w(f"- Bij de {len(verpl)} verplaatste sleutels: echte sleutel {tel(verpl, 'echte_sleutel')}; "
      f"`correct = true` in het bestand {tel(verpl, 'sleutel_in_bestand')}.")
    w(f"- Bij de {len(dub)} vragen met dubbele optie: sleutel {tel(dub, 'echte_sleutel')}.")
    nopt = Counter(v["opties"] for v in gezond)
    w(f"- Aantal opties bij de gezonde vragen: 4 opties: {nopt[4]}, 3 opties: {nopt[3]}.")
    lang_ = sum(1 for v in gezond if v["sleutel_langste"])
    w(f"- De sleutel is in {lang_} van de {len(gezond)} gezonde vragen de (enige) langste optie.")
    w(f"- `[compute]`-tabellen: {sum(v['compute'] for v in gezond)} gezonde vragen; "
      f"`markup = \"markdown\"`: {sum(1 for v in gezond if v['markup'])} gezonde en "
      f"{sum(1 for v in vr if v['markup'] and v['label'] != 'none')} gebrekkige vragen.")
    w("")
    w("## Stijlen")
    w("")
    w("| stijl | gezond (260) | verplaatste sleutel (39) | dubbele optie (7) |")
    w("|---|---|---|---|")
    for s, _ in STIJL_UITLEG:
        a = sum(1 for v in gezond if s in v["stijlen"])
        b = sum(1 for v in verpl if s in v["stijlen"])
        c = sum(1 for v in dub if s in v["stijlen"])
        w(f"| {s} | {a} | {b} | {c} |")
    w("")
    neg = sum(1 for v in gezond if "negatief" in v["stijlen"])
    w(f"Negatieve stammen: {neg} van de {len(gezond)} gezonde vragen "
      f"({round(100 * neg / len(gezond))} %), en {sum(1 for v in verpl if 'negatief' in v['stijlen'])} van "
      f"de {len(verpl)} vragen met verplaatste sleutel (daar staat `correct = true` op een bewering die wel "
      f"klopt, terwijl de toelichting uitlegt waarom een andere bewering niet klopt).")
    w("")
    w("Betekenis van de stijlen:")
    w("")
    for s, uitleg in STIJL_UITLEG:
        w(f"- *{s}*: {uitleg}.")
    w("")
    w("`build.py` controleert een deel van de stijlen mechanisch: *kort* (in beide richtingen: één zin op "
      "één regel precies dan als het label er staat), *lang* (minstens 60 woorden), *link* en *code* (in "
      "beide richtingen), *negatief* (in beide richtingen: NIET, GEEN, onjuist of klopt niet in de stam), "
      "*it-acroniem* (een afkorting uit een vaste lijst; in IT-onderwerpen in beide richtingen), "
      "*uitgewerkt* (een rekenteken in de toelichting), *getal-woorden*, *eenheid-woorden* en "
      "*eenheid-symbolen* (komen echt voor) en *parafrase* (de sleuteltekst staat niet letterlijk in de "
      "toelichting). Of een toelichting werkelijk weerlegt of elke optie bespreekt, is bij het schrijven "
      "beoordeeld.")
    w("")
    w("## Gebrekkige vragen")
    w("")
    w("### Verplaatste sleutel (`explanation/supports-distractor`)")
    w("")
    w("Per onderwerp drie vragen. Elke vraag is eerst als gezonde vraag geschreven, met een toelichting die "
      "de echte sleutel (`opties[0]`) onderbouwt; daarna is `correct = true` naar een gekozen afleider "
      "verplaatst (`zet` in de data). `stats.json` noemt beide letters.")
    w("")
    w("| id | onderwerp | echte sleutel | `correct = true` | negatief |")
    w("|---|---|---|---|---|")
    for v in verpl:
        w(f"| {v['id']} | {v['onderwerp']} | {v['echte_sleutel']} | {v['sleutel_in_bestand']} | "
          f"{'ja' if 'negatief' in v['stijlen'] else ''} |")
    w("")
    w("### Dubbele optie (`answer/duplicate-option`)")
    w("")
    w("Twee opties die voor een student hetzelfde lezen; sleutel en toelichting zijn verder in orde. Het "
      "verschil is van het soort waarin een auteur zich vergist: hoofdletters, leestekens of spaties, een "
      "spellingvariant, een getal of eenheid anders geschreven, of een getal in woorden naast hetzelfde "
      "getal in cijfers.")
    w("")
    w("| id | onderwerp | letters | soort | teksten | herhaalt de sleutel |")
    w("|---|---|---|---|---|---|")
    for v in dub:
        t = " / ".join(f"`{x}`" for x in v["dubbele_teksten"])
        w(f"| {v['id']} | {v['onderwerp']} | {' en '.join(v['dubbele_opties'])} | {v['dubbel_soort']} | "
          f"{t} | {'ja' if v['dubbel_met_sleutel'] else 'nee'} |")
    w("")
    if stats.get("waarschuwingen"):
        w("## Waarschuwingen van build.py (geen fouten)")
        w("")
        w("Deze meldingen zijn bekeken en zo gelaten. De onderwerpnamen delen alleen een stukje van een woord "
          "met een bestaande naam en betekenen iets anders: koopkracht (wat je met je geld kunt kopen) is geen "
          "natuurkundige kracht, de Verlichting (de stroming uit de achttiende eeuw) heeft niets met optica te "
          "maken, en het afweersysteem niets met het periodiek systeem. De gelijkende opties zijn bewuste "
          "afleiders die op één woord of één letter verschillen en voor een student iets anders betekenen.")
        w("")
        for x in stats["waarschuwingen"]:
            w(f"- {x}")
        w("")
    w("## Opnieuw maken")
    w("")
    w("```sh")
    w("cd /work/main/tests/holdout28/answer-explanation")
    w("python3 src/build.py")
    w("```")
    w("")
    w("`build.py` verwijdert en herschrijft `bank/` en `gebrekkig/`, leest elk bestand terug met `tomllib` "
      "en stopt met exitcode 1 bij onder meer: een verkeerd aantal vragen, labels of opties; een dubbel of "
      "ongeldig id; een bestandsnaam die niet bij het id past; een `#:schema`-regel die niet naar het schema "
      "wijst; een onbekende sleutel; tekst die niet ongeschonden terugkomt; een vraag zonder precies één "
      "`correct = true`; een verplaatste sleutel zonder label of een label zonder verplaatste sleutel; een "
      "`related`-link die niet bestaat, niet wederkerig is of map of onderwerp verlaat; onbedoeld dubbele "
      "opties in een gezonde vraag; een bedoelde dubbele optie die niet hetzelfde leest; een "
      "`[compute]`-uitkomst die niet het dichtst bij de sleutel ligt; getallen die niet oplopend staan; "
      "Markdown in een vraag zonder `markup`; een stijllabel dat niet klopt; een onderwerpnaam die al in "
      "gebruik is of er een woord mee deelt; en een ongelijke verdeling van de gezonde sleutels. Daarna "
      "schrijft het `src/stats.json` en roept het `src/readme.py` aan.")
    w("")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(r))


if __name__ == "__main__":
    main()
