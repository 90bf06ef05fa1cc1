"""Gedeelde helper voor de vraagdata van holdout24/answer-explanation.

q(id, stam, opties, toelichting, stijlen, ...) geeft een dict terug.
opties[0] is steeds de echte sleutel; build.py bepaalt de volgorde.
"""

AFK = {
    "rek": "rekenen", "uit": "uitgewerkt", "woord": "getal-woorden",
    "neg": "negatief", "lang": "lang", "kort": "kort", "para": "parafrase",
    "weer": "weerlegt", "link": "link", "code": "code", "curs": "cursief",
    "acr": "it-acroniem",
}


def q(id, stam, opties, toel, stijlen, lab="none", fb=None, comp=None,
      zet=None, dup=None, soort=None, pos=None, sorteer=False):
    """lab: none, explanation/supports-distractor of answer/duplicate-option.
    fb: feedback per optie (zelfde volgorde als opties).
    comp: (expressie, eenheid) of (expressie, eenheid, tolerantie).
    zet: index in opties van de afleider die bij een verplaatste sleutel
         correct = true krijgt.
    dup: (i, j) indexen in opties van de twee opties die hetzelfde lezen.
    soort: beschrijving van het verschil bij dup.
    pos: vaste plaats (0 = A) van de sleutel.
    sorteer: opties oplopend op getal zetten."""
    return dict(id=id, stam=stam, opties=list(opties), toel=toel,
                stijlen=[AFK[s] for s in stijlen.split()], lab=lab, fb=fb,
                comp=comp, zet=zet, dup=dup, soort=soort, pos=pos,
                sorteer=sorteer)
