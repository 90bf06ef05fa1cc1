"""Gedeelde helper voor de vraagdata van holdout23.

Elke vraag wordt geschreven als q(id, stam, opties, toelichting, stijlen, ...).
opties[0] is altijd de echte sleutel (de optie die de toelichting onderbouwt).
build.py kiest daarna de weergavevolgorde.

lab   : label, GEZOND (standaard), ZET of DUB
fb    : lijst met feedback, parallel aan opties (alleen gezonde vragen)
comp  : (expressie, eenheid) of (expressie, eenheid, tolerantie)
zet   : bij ZET: index in opties van de afleider die correct = true krijgt
dup   : bij DUB: (i, j), de indexen in opties van de twee opties die hetzelfde lezen
pos   : vaste plaats (0 = A) van de sleutel
sorteer: opties oplopend op hun getal zetten; de plaats van de sleutel volgt daaruit
"""

GEZOND = "none"
ZET = "explanation/supports-distractor"
DUB = "answer/duplicate-option"


def q(id, stam, opties, toel, stijlen, lab=GEZOND, fb=None, comp=None,
      zet=None, dup=None, pos=None, sorteer=False, dupsoort=None):
    return {
        "id": id,
        "stam": stam,
        "opties": list(opties),
        "toel": toel,
        "stijlen": stijlen.split(),
        "lab": lab,
        "fb": list(fb) if fb else None,
        "comp": comp,
        "zet": zet,
        "dup": tuple(dup) if dup else None,
        "dupsoort": dupsoort,
        "pos": pos,
        "sorteer": sorteer,
    }
