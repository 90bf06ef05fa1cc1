"""Gemeenschappelijke hulpmiddelen voor de hold-outset answer-explanation (holdout14).

Elke vraag wordt in src/data_<onderwerp>.py geschreven als een aanroep van q();
het label is altijd het eerste argument.
"""

# ---------------------------------------------------------------- labels
NONE = "none"
SUPPORTS = "explanation/supports-distractor"
DUP = "answer/duplicate-option"
LABELS = (NONE, SUPPORTS, DUP)

# ---------------------------------------------------------------- stijlkenmerken
REKEN = "rekenen"            # getallen, eenheden, hoeveelheden of percentages
NEG = "negatief"             # stam met NIET, GEEN of onjuist
LANG = "lang"                # toelichting van 80-150 woorden die elke optie bespreekt
KORT = "kort"                # toelichting van hoogstens 30 woorden, één regel
PARAFRASE = "parafrase"      # toelichting zegt de sleutel in andere woorden
WEERLEGT = "weerlegt"        # toelichting noemt een afleider om die te weerleggen of toe te schrijven
LINK = "link"                # Markdown-link
CODE = "code"                # inline code of codeblok
CURSIEF = "cursief"          # cursief in Markdown
IT_ACR = "it-acroniem"       # IT-vraag met acroniemen
ACR = "acroniem"             # acroniemen buiten de IT
FEEDBACK = "feedback"        # opties met feedback
GETAL_WOORD = "getal-woord"  # getal in woorden in de toelichting, in cijfers in de optie (of omgekeerd)
EENHEID_WOORD = "eenheid-woord"  # eenheid als woord aan de ene kant, als symbool aan de andere
STYLES = (REKEN, NEG, LANG, KORT, PARAFRASE, WEERLEGT, LINK, CODE, CURSIEF,
          IT_ACR, ACR, FEEDBACK, GETAL_WOORD, EENHEID_WOORD)
MARKDOWN_STYLES = {LINK, CODE, CURSIEF}

# soorten verschil bij een dubbele optie
HOOFDLETTERS = "hoofdletters"
SPATIE = "spatie"
PUNT = "slotpunt"

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def q(label, id, stem, options, key, explanation, styles=(), moved_to=None,
      dup=None, compute=None, markdown=None):
    """Eén vraag.

    label       een van LABELS (altijd het eerste argument)
    id          bestandsnaam zonder .toml
    options     lijst van tekst of (tekst, feedback)
    key         letter van de echte sleutel
    moved_to    alleen bij SUPPORTS: letter van de optie die correct = true krijgt
    dup         alleen bij DUP: (letter, letter, soort verschil)
    compute     alleen bij gezonde rekenvragen: (expressie, eenheid) of (expressie, eenheid, tolerantie)
    markdown    None = afleiden uit de stijlen
    """
    opts = []
    for o in options:
        if isinstance(o, tuple):
            opts.append({"text": o[0], "feedback": o[1]})
        else:
            opts.append({"text": o})
    if markdown is None:
        markdown = bool(MARKDOWN_STYLES & set(styles))
    return {
        "label": label,
        "id": id,
        "stem": stem,
        "options": opts,
        "key": key,
        "explanation": explanation,
        "styles": list(styles),
        "moved_to": moved_to,
        "dup": dup,
        "compute": compute,
        "markdown": markdown,
    }
