"""Gemeenschappelijke hulpmiddelen voor de hold-outset answer-explanation.

Elke vraag wordt in src/data_<onderwerp>.py geschreven als een aanroep van q().
Het eerste argument is altijd het label dat de vraag moet krijgen.
"""

# ---- labels ---------------------------------------------------------------
NONE = "none"                                  # deugdelijke vraag (bank/)
MOVED = "explanation/supports-distractor"      # sleutel verplaatst (gebrekkig/)
DUP = "answer/duplicate-option"                # twee afleiders vrijwel gelijk (gebrekkig/)

LABELS = (NONE, MOVED, DUP)

# ---- stijlkenmerken (door de auteur opgegeven; build.py controleert ze) ---
R = "rekenen"                 # rekenvraag met getallen, eenheden, bedragen of percentages
NEG = "negatieve-stam"        # stam met NIET / GEEN / onjuist
LANG = "lange-toelichting"    # 80-150 woorden, bespreekt elke optie op haar beurt
KORT = "korte-toelichting"    # toelichting van één regel
PARA = "parafrase"            # toelichting parafraseert de sleutel in andere woorden
AFL = "afleider-genoemd"      # toelichting noemt een afleider om hem te weerleggen of toe te schrijven
LINK = "markdown-link"        # Markdown-link
CODE = "inline-code"          # Markdown inline code of codeblok
CURS = "cursief"              # Markdown cursief
IT = "it-acroniem-code"       # IT-vraag met acroniemen en/of code
ACR = "acroniem"              # vraag rond een afkorting (niet-IT)
FB = "feedback"               # opties met feedback

STYLES = (R, NEG, LANG, KORT, PARA, AFL, LINK, CODE, CURS, IT, ACR, FB)

LETTERS = "ABCDEFGH"


def q(label, id, stem, options, key, explanation, *, moved_to=None, dup=None,
      markup=None, compute=None, style=(), tags=None):
    """Eén vraag.

    label       : NONE, MOVED of DUP
    id          : vraag-id (bestandsnaam zonder .toml)
    stem        : de stam
    options     : lijst van teksten of (tekst, feedback)-paren, in weergavevolgorde
    key         : letter van de echte sleutel ('A', 'B', ...)
    explanation : de toelichting (onderbouwt altijd de echte sleutel)
    moved_to    : alleen bij MOVED: letter van de optie die correct = true krijgt
    dup         : alleen bij DUP: paar letters van de twee bijna gelijke afleiders
    markup      : 'markdown' als de teksten Markdown bevatten
    compute     : (expressie, eenheid) of (expressie, eenheid, tolerantie); alleen bij NONE
    style       : stijlkenmerken uit STYLES
    tags        : vrije labels
    """
    assert label in LABELS, label
    opts = []
    for o in options:
        if isinstance(o, tuple):
            text, fb = o
        else:
            text, fb = o, None
        opts.append({"text": text, "feedback": fb})
    return {
        "label": label,
        "id": id,
        "stem": stem,
        "options": opts,
        "key": key,
        "explanation": explanation,
        "moved_to": moved_to,
        "dup": tuple(dup) if dup else None,
        "markup": markup,
        "compute": compute,
        "style": tuple(style),
        "tags": list(tags) if tags else None,
    }
