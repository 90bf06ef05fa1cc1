"""Gedeelde helpers voor holdout27/answer-explanation.

Elke vraag wordt met q() vastgelegd. opties[0] is altijd de echte sleutel; build.py
bepaalt de plaats ervan (en bij label explanation/supports-distractor de optie die
in het bestand correct = true krijgt: index `zet` in deze lijst).
"""

LABELS = ("none", "explanation/supports-distractor", "answer/duplicate-option")

GROEPEN = {
    "IT": "IT",
    "REKENEN": "rekenen, natuurkunde en scheikunde",
    "SCHOOL": "schoolvak",
    "DAGELIJKS": "dagelijks leven en hobby",
}

# Stijlen die per vraag bij het schrijven zijn vastgelegd.
STIJLEN = {
    "negatief": "de stam vraagt wat NIET/GEEN/onjuist is of niet klopt",
    "lang": "lange toelichting (minstens 60 woorden) die elke optie bespreekt",
    "kort": "korte toelichting van één zin op één regel",
    "link": "Markdown-link in de toelichting",
    "code": "inline code (Markdown) in stam, opties of toelichting",
    "it-acroniem": "IT-afkortingen zoals GPL, EAN, QR, STL, IMEI",
    "rekenen": "de vraag vraagt rekenwerk met getallen",
    "uitgewerkt": "de toelichting rekent het antwoord voor",
    "getal-woorden": "minstens één getal in woorden (drie, tien, een kwart ...)",
    "eenheid-woorden": "eenheden voluit geschreven (meter, seconde, procent ...)",
    "eenheid-symbool": "eenheden als symbool (mm, s, Hz, °C, % ...)",
    "parafrase": "de toelichting herhaalt de woorden van de sleutel niet letterlijk",
    "weerlegt": "de toelichting noemt een afleider en weerlegt die uitdrukkelijk",
    "compute": "[compute]-tabel met de berekening",
}


def q(id, stam, opties, toel, stijlen, lab="none", zet=None, dup=None,
      sorteer=False, waarden=None, comp=None):
    """Eén vraag.

    id       bestandsnaam zonder .toml
    stam     de vraag
    opties   lijst met optieteksten; opties[0] is de echte sleutel
    toel     de toelichting (onderbouwt altijd opties[0])
    stijlen  spatiegescheiden stijllabels (zie STIJLEN)
    lab      label: none, explanation/supports-distractor of answer/duplicate-option
    zet      bij explanation/supports-distractor: index in opties van de afleider
             die in het bestand correct = true krijgt
    dup      bij answer/duplicate-option: (i, j) indexen van de twee opties die
             voor een student hetzelfde lezen
    sorteer  getallen als opties: oplopend sorteren, plaats van de sleutel volgt
    waarden  optioneel: sorteerwaarden per optie (zelfde volgorde als opties)
    comp     optioneel: (expressie, eenheid) of (expressie, eenheid, tolerantie)
    """
    return {
        "id": id,
        "stam": stam,
        "opties": list(opties),
        "toelichting": toel,
        "stijlen": stijlen.split(),
        "label": lab,
        "zet": zet,
        "dup": dup,
        "sorteer": sorteer,
        "waarden": waarden,
        "compute": comp,
    }


VERPLAATST = "explanation/supports-distractor"
DUBBEL = "answer/duplicate-option"
