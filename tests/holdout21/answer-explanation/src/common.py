"""Gemeenschappelijke helper voor de vraagdata van holdout 21 (answer-explanation).

Elke vraag wordt geschreven met opties[0] als de ECHTE sleutel. build.py zet de opties
in weergavevolgorde en bepaalt de letters. Het label en de stijlen worden hier, bij het
schrijven van de vraag, vastgelegd.

Labels:
  none                               gezonde vraag (map bank)
  explanation/supports-distractor    toelichting onderbouwt opties[0], maar correct = true
                                     staat op opties[zet] (map gebrekkig)
  answer/duplicate-option            twee opties (indexen dup) lezen voor een student
                                     hetzelfde; sleutel en toelichting in orde (map gebrekkig)

Stijlen (vrij te combineren):
  rekenen        de vraag vraagt rekenwerk met getallen en eenheden
  uitgewerkt     de toelichting rekent de berekening voor
  getal-woorden  minstens een getal staat in woorden (drie, een half, twee derde ...)
  compute        de vraag heeft een [compute]-tabel (wordt automatisch toegevoegd)
  negatief       de stam vraagt wat NIET / GEEN / onjuist is
  lang           toelichting van minstens 60 woorden die elke optie bespreekt
  kort           toelichting van één zin op één regel
  parafrase      de toelichting zegt de sleutel in andere woorden
  weerlegt       de toelichting noemt een afleider en weerlegt die of schrijft hem elders toe
  link           Markdown-link
  code           inline code
  cursief        cursieve tekst
  it-acroniem    IT-afkortingen zoals HTML, CSS, UTF-8, RAID
  feedback       feedback bij elke optie (wordt automatisch toegevoegd)
"""

LABELS = ("none", "explanation/supports-distractor", "answer/duplicate-option")

STIJLEN = (
    "rekenen", "uitgewerkt", "getal-woorden", "compute", "negatief", "lang", "kort",
    "parafrase", "weerlegt", "link", "code", "cursief", "it-acroniem", "feedback",
)

MARKDOWN_STIJLEN = {"link", "code", "cursief"}


def q(id, stam, opties, toelichting, stijlen="", lab="none", fb=None, comp=None,
      zet=None, dup=None, tags=None, md=None):
    """Eén vraag. opties[0] is de echte sleutel.

    fb    lijst met feedback per optie (zelfde volgorde als opties)
    comp  (expressie, eenheid) of (expressie, eenheid, tolerantie)
    zet   bij explanation/supports-distractor: index van de afleider die correct = true krijgt
    dup   bij answer/duplicate-option: (i, j), de twee opties die hetzelfde lezen
    md    forceer markup = "markdown" (anders automatisch bij link/code/cursief)
    """
    st = [s for s in stijlen.split() if s]
    for s in st:
        if s not in STIJLEN:
            raise ValueError(f"{id}: onbekende stijl {s}")
    if lab not in LABELS:
        raise ValueError(f"{id}: onbekend label {lab}")
    if fb is not None and "feedback" not in st:
        st.append("feedback")
    if comp is not None and "compute" not in st:
        st.append("compute")
    if lab == "explanation/supports-distractor" and zet is None:
        zet = 1
    if md is None:
        md = bool(MARKDOWN_STIJLEN & set(st))
    return dict(id=id, stam=stam.strip(), opties=[o for o in opties], toelichting=toelichting.strip(),
                stijlen=st, label=lab, fb=fb, comp=comp, zet=zet, dup=dup,
                tags=tags or [], md=md)
