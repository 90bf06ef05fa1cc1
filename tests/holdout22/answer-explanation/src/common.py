"""Gemeenschappelijke helper voor de vraagdata van holdout 22.

Elke vraag wordt geschreven met q(...). Afspraken:

- opties[0] is altijd de echte sleutel; de overige opties zijn afleiders in de
  volgorde waarin ze (rond de sleutel) getoond worden.
- stijlen is een string met stijlnamen, gescheiden door spaties.
- lab is het label: "none", "explanation/supports-distractor" of
  "answer/duplicate-option". Het label wordt bij het schrijven vastgelegd.
- zet: index (in opties) van de afleider die in het bestand correct = true krijgt
  (alleen bij explanation/supports-distractor).
- dup: paar indexen (in opties) van de twee opties die voor een student hetzelfde
  lezen (alleen bij answer/duplicate-option).
- fb: lijst met feedback per optie, in dezelfde volgorde als opties.
- comp: (expressie, eenheid) of (expressie, eenheid, tolerantie).
- pos: vaste plaats (0 = A) van de sleutel; anders kiest build.py een plaats.
- sorteer: opties oplopend op hun (eerste) getal zetten; de plaats van de
  sleutel volgt dan uit de getallen.
"""

STIJLEN = [
    "rekenen", "uitgewerkt", "getal-woorden", "compute", "negatief", "lang",
    "kort", "parafrase", "weerlegt", "link", "code", "cursief", "it-acroniem",
    "feedback",
]

LABELS = ["none", "explanation/supports-distractor", "answer/duplicate-option"]


def q(id, stam, opties, uitleg, stijlen, lab="none", fb=None, comp=None,
      zet=None, dup=None, pos=None, sorteer=False, woorden=None, tags=None):
    st = stijlen.split()
    for s in st:
        if s not in STIJLEN:
            raise ValueError(f"{id}: onbekende stijl {s}")
    if lab not in LABELS:
        raise ValueError(f"{id}: onbekend label {lab}")
    if fb is not None and "feedback" not in st:
        st.append("feedback")
    if comp is not None and "compute" not in st:
        st.append("compute")
    md = any(s in st for s in ("link", "code", "cursief"))
    return dict(
        id=id, stam=stam.strip(), opties=list(opties), uitleg=uitleg.strip(),
        stijlen=st, lab=lab, fb=fb, comp=comp, zet=zet, dup=dup, pos=pos,
        sorteer=sorteer, md=md, woorden=woorden, tags=tags,
    )
