"""Gedeelde helper voor de vraagdata van holdout25/answer-explanation.

Elke vraag wordt met q(...) beschreven. opties[0] is steeds de echte sleutel.
Het label wordt bij het schrijven meegegeven (lab=); het komt nooit in de TOML.
"""

N = "none"
SD = "explanation/supports-distractor"
DO = "answer/duplicate-option"


def q(id, stam, opties, toel, stijlen, lab=N, comp=None, zet=None, dup=None,
      sorteer=False, md=False, fb=None):
    """id: vraag-id; stam; opties (opties[0] = echte sleutel); toel: toelichting;
    stijlen: spaties-gescheiden stijllabels; lab: label;
    comp: (expressie, eenheid) voor een [compute]-tabel;
    zet: index in opties van de afleider die correct = true krijgt (alleen bij SD);
    dup: (i, j) indexen van de twee opties die hetzelfde lezen (alleen bij DO);
    sorteer: numerieke opties oplopend tonen; md: markup = "markdown";
    fb: lijst met feedback per optie (zelfde volgorde als opties)."""
    return dict(id=id, stam=stam, opties=list(opties), toel=toel,
                stijlen=stijlen.split(), lab=lab, comp=comp, zet=zet, dup=dup,
                sorteer=sorteer, md=md, fb=fb)
