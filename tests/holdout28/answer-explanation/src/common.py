"""Gedeelde helper voor de vraagdata van holdout28/answer-explanation.

Elke t_<onderwerp>.py definieert ONDERWERP, TITEL, BESCHRIJVING, GROEP en VRAGEN
(een lijst van q(...)-dicts). opties[0] is altijd de echte sleutel.

Labels:
  none                              gezonde vraag (bank/)
  explanation/supports-distractor   verplaatste sleutel: de toelichting onderbouwt
                                    opties[0], maar correct = true staat op opties[zet]
  answer/duplicate-option           twee opties die voor een student hetzelfde lezen
                                    (dup = (i, j, soort)); sleutel en toelichting kloppen

Stijlen (spatiegescheiden string):
  negatief lang kort link code it-acroniem rekenen uitgewerkt getal-woorden
  eenheid-woorden eenheid-symbolen parafrase weerlegt
"""

NONE = "none"
VERPLAATST = "explanation/supports-distractor"
DUBBEL = "answer/duplicate-option"

STIJLEN = {
    "negatief", "lang", "kort", "link", "code", "it-acroniem", "rekenen",
    "uitgewerkt", "getal-woorden", "eenheid-woorden", "eenheid-symbolen",
    "parafrase", "weerlegt",
}


def q(id, stam, opties, toelichting, stijlen, lab=NONE, zet=None, dup=None,
      sorteer=False, md=False, comp=None):
    """Eén vraag.

    id          vraag-id (bestandsnaam zonder .toml)
    stam        de stam
    opties      lijst met optieteksten; opties[0] is de echte sleutel
    toelichting de toelichting; onderbouwt altijd opties[0]
    stijlen     spatiegescheiden stijllabels
    lab         label (NONE, VERPLAATST, DUBBEL)
    zet         bij VERPLAATST: index in opties van de afleider die correct = true krijgt
    dup         bij DUBBEL: (i, j, soort) met i, j indices in opties
    sorteer     True: opties oplopend op het getal in de tekst;
                lijst: sorteerwaarden in dezelfde volgorde als opties
    md          True: markup = "markdown"
    comp        (expression, unit) voor een [compute]-tabel
    """
    st = stijlen.split()
    onbekend = [s for s in st if s not in STIJLEN]
    if onbekend:
        raise ValueError(f"{id}: onbekende stijl {onbekend}")
    return {
        "id": id, "stam": stam, "opties": list(opties), "toelichting": toelichting,
        "stijlen": st, "lab": lab, "zet": zet, "dup": dup, "sorteer": sorteer,
        "md": md, "comp": comp,
    }
