"""Gemeenschappelijke helper voor de vraagdata.

q(label, id, stem, opties, toelichting, stijlen, ...)
  - label: "none", "explanation/supports-distractor" of "answer/duplicate-option"
  - opties: lijst; opties[0] is ALTIJD de echte sleutel, de rest zijn afleiders
    (build.py zet de sleutel op een evenwichtig verdeelde positie A-D)
  - stijlen: spatiegescheiden korte codes (zie STIJLEN)
  - fb: lijst met feedback per optie, in dezelfde volgorde als opties
  - compute: (expressie, eenheid)
  - zet: index in opties van de afleider die bij een verplaatste sleutel correct = true krijgt
"""

STIJLEN = {
    "R": "rekenen", "N": "negatief", "L": "lang", "K": "kort", "P": "parafrase",
    "W": "weerlegt", "LI": "link", "C": "code", "CU": "cursief", "IT": "it-acroniem",
    "F": "feedback", "GW": "getal-woorden", "EW": "eenheid-woorden",
}
LABELS = ("none", "explanation/supports-distractor", "answer/duplicate-option")


def q(label, id, stem, opties, toelichting, stijlen="", fb=None, compute=None, zet=None, md=None):
    if label not in LABELS:
        raise ValueError(f"{id}: onbekend label {label!r}")
    st = [STIJLEN[s] for s in stijlen.split()]
    if fb is not None and "feedback" not in st:
        st.append("feedback")
    if label == "explanation/supports-distractor":
        if zet is None:
            zet = 1
        if not (1 <= zet < len(opties)):
            raise ValueError(f"{id}: zet wijst niet naar een afleider")
    elif zet is not None:
        raise ValueError(f"{id}: zet alleen bij een verplaatste sleutel")
    if fb is not None and len(fb) != len(opties):
        raise ValueError(f"{id}: feedback past niet bij de opties")
    if md is None:
        md = any(s in st for s in ("link", "code", "cursief"))
    return {
        "label": label, "id": id, "stem": stem, "opties": list(opties),
        "toelichting": toelichting, "stijlen": st, "fb": fb, "compute": compute,
        "zet": zet, "markdown": md,
    }
