"""Gemeenschappelijke helper voor holdout20/answer-explanation.

q(id, stam, opties, toelichting, stijlen, lab=..., fb=..., comp=...)
  opties[0] is altijd de echte sleutel; build.py schuift die naar een letter A-D
  en schudt de afleiders. lab: "none" (gezond), "sd" (explanation/supports-distractor,
  de toelichting onderbouwt opties[0] maar correct = true komt op een afleider),
  "dup" (answer/duplicate-option: twee afleiders lezen hetzelfde).
  stijlen: afkortingen gescheiden door spaties (zie STIJL).
  fb: lijst met feedback per optie, in dezelfde volgorde als opties.
  comp: (expressie, eenheid) voor een [compute]-tabel.
"""

STIJL = {
    "rek": "rekenen", "neg": "negatief", "lang": "lang", "kort": "kort",
    "par": "parafrase", "weer": "weerlegt", "link": "link", "code": "code",
    "cur": "cursief", "acr": "it-acroniem", "fb": "feedback",
    "gw": "getal-woorden", "ew": "eenheid-woorden",
}
LABEL = {
    "none": "none",
    "sd": "explanation/supports-distractor",
    "dup": "answer/duplicate-option",
}
MINIMA = {
    "rekenen": 40, "negatief": 25, "lang": 30, "kort": 40, "parafrase": 30,
    "weerlegt": 30, "link": 10, "code": 10, "cursief": 10, "it-acroniem": 15,
    "feedback": 15, "getal-woorden": 10, "eenheid-woorden": 10,
}


def q(id, stam, opties, toelichting, stijlen="", lab="none", fb=None, comp=None):
    st = [STIJL[s] for s in stijlen.split()]
    if fb is not None and "feedback" not in st:
        st.append("feedback")
    return {
        "id": id, "stem": stam, "options": list(opties), "explanation": toelichting,
        "styles": st, "label": LABEL[lab], "feedback": fb, "compute": comp,
    }
