"""Gedeelde helper voor de vraagdata van holdout26/answer-explanation.

q(id, stam, opties, toelichting, stijlen, lab, ...):
  opties[0] is altijd de echte sleutel.
  lab   : N (gezond, bank/), S (verplaatste sleutel), D (dubbele optie); gebrekkige vragen gaan naar gebrekkig/.
  zet   : index in opties van de afleider die correct = true krijgt (alleen bij S).
  dup   : (i, j) indexen van de twee opties die voor een student hetzelfde lezen (alleen bij D).
  sorteer: True = opties oplopend op hun (eerste) getal; of een lijst met sorteerwaarden per optie.
  comp  : (expressie, eenheid) voor een [compute]-tabel.
  pos   : vaste plaats (0-based) van de sleutel.
"""
N = "none"
S = "explanation/supports-distractor"
D = "answer/duplicate-option"

ONDERWERPEN = []   # dicts: naam, titel, beschrijving, groep
VRAGEN = []
_huidig = [None]


def onderwerp(naam, titel, beschrijving, groep):
    ONDERWERPEN.append(dict(naam=naam, titel=titel, beschrijving=beschrijving, groep=groep))
    _huidig[0] = naam


def q(id, stam, opties, toel, stijlen, lab, zet=None, dup=None, sorteer=False, comp=None, pos=None, fb=None):
    VRAGEN.append(dict(id=id, stam=stam, opties=list(opties), toel=toel.strip("\n"),
                       stijlen=stijlen.split(), lab=lab, zet=zet, dup=dup, sorteer=sorteer,
                       comp=comp, pos=pos, fb=fb, onderwerp=_huidig[0]))
