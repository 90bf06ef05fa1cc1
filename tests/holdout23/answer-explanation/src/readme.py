#!/usr/bin/env python3
"""Schrijft README.md van holdout23 uit src/stats.json en src/tijden.json."""

import json
import os
from collections import Counter

HIER = os.path.dirname(os.path.abspath(__file__))
BASIS = os.path.dirname(HIER)

GEZOND = "none"
ZET = "explanation/supports-distractor"
DUB = "answer/duplicate-option"

GROEPNAAM = {
    "IT": "IT",
    "rekenen/natuurkunde": "Rekenen en natuurkunde",
    "schoolvak": "Schoolvakken",
    "praktisch": "Praktische onderwerpen",
}

# Wat er na de eerste run van build.py (alleen de eigen controles) is rechtgezet.
CORRECTIES = [
    "*parafrase* is weggehaald bij `geen-hefboom`, `geen-romaanse-taal`, `naamval-die-niet-bestaat` en `geen-rudimentair-orgaan` (de toelichting noemt daar de sleuteltekst letterlijk)",
    "*getal-woorden* is weggehaald bij `schrijfgrens-in-jaren` (alleen het woord duizenden, geen getal in woorden)",
    "omdat alle gezonde vragen vier opties hadden, is bij negen gezonde vragen en één gebrekkige vraag (`februari-in-schrikkeljaar`) de zwakste afleider weggehaald, zodat ze drie opties hebben (de sleutel en de verplaatste vlag bleven dezelfde)",
    "omdat alle toelichtingen bij de verplaatste sleutels één zin waren, kregen zeven ervan (`keten-van-verwijzingen`, `geheugentype-in-ssd`, `oostblok-pact-1955`, `vlinder-en-vogelvleugel`, `kalk-verwijderen`, `trektijd-groene-thee`, `product-neutralisatie`) een tweede zin die de echte sleutel verder onderbouwt, en de stijl *kort* is daar weggehaald",
    "de stam van `cogito-ergo-sum` zet de Nederlandse vertaling nu tussen aanhalingstekens",
    "de toelichting van `katoen-bij-nat-weer` (stijl *lang*) telde 56 woorden en kreeg er een zin bij",
    "in `build.py` zelf kreeg de lijst met getallen in woorden ook zestien tot en met negentien, en telt de controle op dubbele opties een decimaalkomma tussen cijfers weer mee (36 miljoen en 3,6 miljoen werden eerst ten onrechte als gelijk gezien)",
]


def main():
    with open(os.path.join(HIER, "stats.json"), encoding="utf-8") as f:
        st = json.load(f)
    with open(os.path.join(HIER, "tijden.json"), encoding="utf-8") as f:
        tijden = json.load(f)
    vr = st["vragen"]
    gezond = [v for v in vr if v["label"] == GEZOND]
    zet = [v for v in vr if v["label"] == ZET]
    dub = [v for v in vr if v["label"] == DUB]
    onderwerpen = st["onderwerpen"]

    r = []
    w = r.append
    w("# Holdout 23: answer-explanation")
    w("")
    w("Blinde testset van Nederlandse meerkeuzevragen voor `qbank`. Hij meet hoe goed de controles een verplaatste sleutel vinden "
      "(`correct = true` op een afleider terwijl de toelichting een andere optie onderbouwt) en dubbele opties, en hoe vaak ze vals alarm geven bij gezonde vragen.")
    w("")
    w("Geschreven zonder de code, regels, tests, fixtures, documentatie, benchmarks of vragenbank van de linter te lezen en zonder qbank of iets uit `build/` te draaien. "
      "Gelezen zijn alleen `schema/README.md`, `schema/question.schema.json`, `schema/topic.schema.json`, de indelingsbeschrijving in "
      "`tests/holdout22/answer-explanation/README.md` (alleen die README, geen vragen of scripts van die of andere sets), de twee voorbeeldpagina's in "
      "`/work/shared/seeds/` en de lijst met al gebruikte onderwerpnamen uit de opdracht. Alle vragen, toelichtingen en feedback zijn zelf in het Nederlands geschreven; "
      "label en stijlen zijn bij het schrijven van elke vraag vastgelegd, voordat er iets gedraaid is. Verder zijn alleen mapnamen gezien, zonder bestanden te openen: "
      "`ls /work/main/tests/` (om na te gaan dat holdout23 nog niet bestond) en `git status --short` in `/work/main`.")
    w("")
    if CORRECTIES:
        w("Na de eerste run van `build.py` (alleen de eigen controles in dat script, geen qbank) is het volgende rechtgezet, deels omdat die controle een fout liet zien "
          "en deels na het nalezen van de eigen uitvoer (optieaantallen en stijlverdeling):")
        w("")
        for c in CORRECTIES:
            w(f"- {c[0].upper() + c[1:] if not c.startswith('*') else c}.")
        w("")
        w("De labels (`none`, `explanation/supports-distractor`, `answer/duplicate-option`), de verplaatste sleutels en de dubbele opties zijn na het schrijven niet veranderd.")
        w("")
    w("## Tijden (`date`)")
    w("")
    w(f"- begin: `{tijden.get('begin', '?')}`")
    w(f"- einde: `{tijden.get('einde', '?')}`")
    w("")
    w("## Indeling")
    w("")
    w("```")
    w("answer-explanation/")
    w("  bank/<onderwerp>/topic.toml        13 onderwerpen, elk 20 gezonde vragen (label none)")
    w("  bank/<onderwerp>/<id>.toml")
    w("  gebrekkig/<onderwerp>/topic.toml   per onderwerp 3 vragen met verplaatste sleutel,")
    w("  gebrekkig/<onderwerp>/<id>.toml    en in 7 onderwerpen 1 vraag met dubbele optie")
    w("  src/common.py                      de helper q(id, stam, opties, toelichting, stijlen, lab=, fb=, comp=, zet=, dup=, pos=, sorteer=, dupsoort=)")
    w("  src/t_<onderwerp>.py               de vraagdata per onderwerp (opties[0] is steeds de echte sleutel;")
    w("                                     koppeltekens in de onderwerpnaam worden liggende streepjes)")
    w("  src/build.py                       schrijft de TOML, leest alles terug met tomllib en controleert")
    w("  src/readme.py                      schrijft deze README uit stats.json")
    w("  src/stats.json                     gegevens per vraag")
    w("  src/tijden.json                    begin- en eindtijd")
    w("```")
    w("")
    w("Elke vraag begint met een `#:schema`-regel met het relatieve pad naar `/work/main/schema/question.schema.json` (`../../../../../schema/question.schema.json`); "
      "elke `topic.toml` op dezelfde manier met `topic.schema.json`. Een vraag heeft een stam, 3 of 4 opties met precies één `correct = true`, een toelichting en `related`-links. "
      "De links zijn symmetrisch en blijven binnen dezelfde map (`bank` of `gebrekkig`) en hetzelfde onderwerp. In `bank/` heeft elke vraag 4 of 5 links. "
      "In `gebrekkig/` telt een onderwerp maar 3 of 4 vragen, dus daar linkt elke vraag naar alle andere vragen van dat onderwerp in die map (2 of 3 links). "
      "Vragen met Markdown (links, inline code, cursief) hebben `markup = \"markdown\"`; de andere vragen hebben geen `markup`-sleutel en bevatten geen Markdown-tekens. "
      "Stijllabels staan alleen in de Python-data en in `stats.json`, nooit in de TOML.")
    w("")
    n_sort = sum(1 for v in gezond if v["gesorteerd"])
    w(f"De plaats van de sleutel: bij vragen met getallen als opties (`sorteer=True`, {n_sort} van de gezonde vragen) staan de opties oplopend en volgt de plaats uit de getallen; "
      f"bij de rest kiest `build.py` (vaste seed {st['seed']}) een plaats zodat de 260 gezonde sleutels zo gelijk mogelijk over A-D verdeeld zijn. "
      "Ook bij de gebrekkige vragen staan getallen oplopend; de andere krijgen een willekeurige plaats met dezelfde seed.")
    w("")
    w("## Aantallen per label")
    w("")
    w("| label | aantal | map |")
    w("|---|---|---|")
    w(f"| `none` | {len(gezond)} | bank |")
    w(f"| `explanation/supports-distractor` | {len(zet)} | gebrekkig |")
    w(f"| `answer/duplicate-option` | {len(dub)} | gebrekkig |")
    w(f"| totaal | {len(vr)} | |")
    w("")
    w("## Aantallen per onderwerp")
    w("")
    w("| onderwerp | groep | none | explanation/supports-distractor | answer/duplicate-option |")
    w("|---|---|---|---|---|")
    for o in onderwerpen:
        vs = [v for v in vr if v["onderwerp"] == o["id"]]
        c = Counter(v["label"] for v in vs)
        w(f"| {o['id']} | {o['groep']} | {c[GEZOND]} | {c[ZET]} | {c[DUB]} |")
    w("")
    for g in GROEPNAAM:
        namen = [o["id"] for o in onderwerpen if o["groep"] == g]
        w(f"- {GROEPNAAM[g]}: {', '.join(namen)}.")
    w("")
    w("## Verdeling van de sleutels")
    w("")

    def verd(vs, sleutel):
        c = Counter(v[sleutel] for v in vs)
        return ", ".join(f"{k}: {c[k]}" for k in "ABCD")

    w(f"Echte sleutel van de {len(gezond)} gezonde vragen: {verd(gezond, 'echte_sleutel')}.")
    w(f"Sleutel zoals die in het bestand staat, alle {len(vr)} vragen: {verd(vr, 'sleutel_in_bestand')}.")
    w(f"Bij de {len(zet)} verplaatste sleutels: echte sleutel {verd(zet, 'echte_sleutel')}; `correct = true` in het bestand {verd(zet, 'sleutel_in_bestand')}.")
    c4 = sum(1 for v in gezond if v["aantal_opties"] == 4)
    c3 = sum(1 for v in gezond if v["aantal_opties"] == 3)
    w(f"Aantal opties bij de gezonde vragen: 4 opties: {c4}, 3 opties: {c3}.")
    lang = sum(1 for v in gezond if v["sleutel_langste"])
    w(f"De sleutel is in {lang} van de {len(gezond)} gezonde vragen de (enige) langste optie.")
    w("")
    w(f"## Stijlen ({len(gezond)} gezonde vragen)")
    w("")
    w("| stijl | aantal | minimum |")
    w("|---|---|---|")
    for s in st["stijlen"]:
        k = sum(1 for v in gezond if s in v["stijlen"])
        m = st["minima"].get(s, "")
        w(f"| {s} | {k} | {m} |")
    w("")
    rek = [v for v in gezond if "rekenen" in v["stijlen"]]
    uitg = [v for v in rek if "uitgewerkt" in v["stijlen"]]
    w(f"Van de {len(rek)} rekenvragen hebben er {len(uitg)} de berekening uitgewerkt in de toelichting, "
      f"{sum(1 for v in rek if 'getal-woorden' in v['stijlen'])} een getal in woorden en "
      f"{sum(1 for v in rek if 'compute' in v['stijlen'])} een `[compute]`-tabel.")
    w("")
    cz = Counter(s for v in zet for s in v["stijlen"])
    w(f"Stijlen bij de {len(zet)} verplaatste sleutels: " + ", ".join(f"{s}: {cz[s]}" for s in st["stijlen"] if cz[s]) + ".")
    w("")
    w("Betekenis: *rekenen* (de vraag vraagt rekenwerk met getallen en eenheden), *uitgewerkt* (de toelichting rekent het voor), "
      "*getal-woorden* (minstens één getal in woorden, zoals drie of een half), *compute* (`[compute]`-tabel), "
      "*negatief* (de stam vraagt wat NIET/GEEN/onjuist is; de toelichting legt dan vaak uit waarom de afleiders wel kloppen), "
      "*lang* (toelichting van minstens 60 woorden die elke optie bespreekt), *kort* (toelichting van één zin op één regel), "
      "*parafrase* (de toelichting zegt de sleutel in andere woorden), *weerlegt* (de toelichting noemt een afleider en weerlegt die of schrijft hem aan iets anders toe), "
      "*link* (Markdown-link), *code* (inline code), *cursief*, *it-acroniem* (IT-afkortingen zoals SSD, NVMe, FLAC, ASCII, LIFO) en *feedback* (`feedback` bij elke optie).")
    w("")
    w("`build.py` controleert een deel van de stijlen mechanisch: *kort* is één zin op één regel (en omgekeerd), *lang* telt minstens 60 woorden, *link*, *code* en *cursief* staan echt in de tekst "
      "(en omgekeerd), *negatief* heeft NIET/GEEN/onjuist in de stam (en omgekeerd), *it-acroniem* bevat een afkorting uit een vaste lijst, *uitgewerkt* bevat een rekenteken, "
      "*getal-woorden* een getal in woorden, *parafrase* herhaalt de sleuteltekst niet letterlijk, en *feedback* en *compute* horen bij de velden. "
      "Of een toelichting echt parafraseert, weerlegt of elke optie bespreekt, is bij het schrijven beoordeeld, niet mechanisch.")
    w("")
    w("## Gebrekkige vragen")
    w("")
    w(f"- `explanation/supports-distractor` ({len(zet)}, 3 per onderwerp): eerst als gezonde vraag geschreven, met een toelichting die de echte sleutel onderbouwt; "
      "daarna is `correct = true` naar een gekozen afleider verplaatst (`zet` in de data). `stats.json` noemt beide letters (`echte_sleutel` en `sleutel_in_bestand`). "
      "Deze vragen hebben geen `[compute]` en geen feedback. Soms noemt de toelichting de afleider met de vlag zelf, om hem te weerleggen.")
    sleutel_dub = [v for v in dub if v["echte_sleutel"] in v["dubbele_opties"]]
    w(f"- `answer/duplicate-option` ({len(dub)}): twee opties die voor een student hetzelfde lezen; sleutel en toelichting zijn in orde. "
      "Het verschil zit in hoofdletters, witruimte, leestekens, aanhalingstekens of een koppelteken, nooit in de woordvolgorde. "
      f"In {len(dub) - len(sleutel_dub)} vragen zijn het twee afleiders" +
      (f", in {len(sleutel_dub)} herhaalt een afleider de sleutel" if sleutel_dub else "") +
      ". `stats.json` noemt de letters in `dubbele_opties`. Onderwerpen: " + ", ".join(v["onderwerp"] for v in dub) + ".")
    w("")
    w("| id | onderwerp | dubbele letters | soort verschil |")
    w("|---|---|---|---|")
    for v in dub:
        a, b = v["dubbele_opties"]
        w(f"| {v['id']} | {v['onderwerp']} | {a} en {b} | {v['soort_dubbel']} |")
    w("")
    w("## Opnieuw maken")
    w("")
    w("```sh")
    w("cd /work/main/tests/holdout23/answer-explanation")
    w("python3 src/build.py")
    w("```")
    w("")
    w("`build.py` verwijdert en herschrijft `bank/` en `gebrekkig/`, leest elk bestand terug met `tomllib` en stopt met exitcode 1 bij een ontbrekend of onbekend veld, "
      "een `#:schema`-regel die niet naar het schema wijst, tekst die niet ongeschonden terugkomt, een verkeerd aantal (vragen, opties, labels, links, groepen), een dubbel id, "
      "een `related`-link die niet bestaat, niet wederkerig is of de map of het onderwerp verlaat, een vraag zonder precies één `correct = true`, "
      "een verplaatste sleutel zonder label of een label zonder verplaatste sleutel, onbedoeld dubbele opties (na weglaten van hoofdletters, witruimte, leestekens, koppeltekens en aanhalingstekens), "
      "een `[compute]`-tabel waarvan de uitkomst niet het dichtst bij de sleutel of buiten de tolerantie ligt, Markdown in een vraag zonder `markup`, "
      "een onderwerpnaam die op een al gebruikte naam lijkt, of een stijl onder het minimum. Daarna schrijft het `src/stats.json` en roept het `src/readme.py` aan, dat deze README schrijft.")
    with open(os.path.join(BASIS, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(r) + "\n")


if __name__ == "__main__":
    main()
