"""Gemeenschappelijke definities voor de blinde hold-outset (holdout18/answer-explanation).

Elke vraag wordt gemaakt met q(); het eerste argument is altijd het label.
Labels en stijllabels leven alleen in deze Python-data, nooit in de TOML.
"""

# ---------------------------------------------------------------- labels
NONE = "none"
SUPPORTS = "explanation/supports-distractor"
DUP = "answer/duplicate-option"
LABELS = (NONE, SUPPORTS, DUP)

# ---------------------------------------------------------------- stijlen
REKENEN = "rekenen"          # rekenvraag met getallen en eenheden; toelichting rekent het uit
NEGATIEF = "negatief"        # stam met NIET / GEEN / onjuist
LANG = "lang"                # toelichting van 80+ woorden die elke optie bespreekt
KORT = "kort"                # toelichting van één regel
PARAFRASE = "parafrase"      # toelichting parafraseert de sleutel
WEERLEGT = "weerlegt"        # toelichting noemt een afleider en weerlegt die
LINK = "link"                # Markdown-link in de toelichting
CODE = "code"                # inline code in backticks
CURSIEF = "cursief"          # cursief in Markdown
ITACR = "it-acroniem"        # IT-acroniemen zoals CPU, ALU, SIMD, GCC
FEEDBACK = "feedback"        # feedback per optie
GETALW = "getal-woorden"     # getallen in woorden aan de ene kant, cijfers aan de andere
EENHEIDW = "eenheid-woorden" # eenheden in woorden tegenover symbolen

STIJLEN = (REKENEN, NEGATIEF, LANG, KORT, PARAFRASE, WEERLEGT, LINK, CODE,
           CURSIEF, ITACR, FEEDBACK, GETALW, EENHEIDW)

STIJL_MINIMA = {
    REKENEN: 40, NEGATIEF: 25, LANG: 30, KORT: 40, PARAFRASE: 30, WEERLEGT: 30,
    LINK: 10, CODE: 10, CURSIEF: 10, ITACR: 15, FEEDBACK: 15, GETALW: 10,
    EENHEIDW: 10,
}

# soorten bijna-dubbele opties (answer/duplicate-option), elk precies één keer
DUP_SOORTEN = (
    "hoofdletter",        # hoofdletter vs kleine letter aan het begin van de zin
    "dubbele-spatie",     # dubbele spatie
    "slotpunt",           # wel of geen punt aan het eind
    "aanhalingstekens",   # rechte vs gekrulde aanhalingstekens
    "spatie-aan-eind",    # spatie aan het eind
    "apostrof",           # rechte vs gekrulde apostrof
    "harde-spatie",       # no-break space tussen getal en eenheid
)

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
MARKDOWN_STIJLEN = {LINK, CODE, CURSIEF}


def q(label, id, stem, opties, sleutel, toelichting, stijl=(), *,
      naar=None, paar=None, soort=None, feedback=None, compute=None,
      uitkomst=None, markdown=None):
    """Eén vraag als dict.

    label      NONE, SUPPORTS of DUP (vast, nooit achteraf gewijzigd)
    id         kebab-case bestandsnaam zonder .toml, uniek over de hele set
    opties     optieteksten in weergavevolgorde (A, B, C, ...)
    sleutel    letter van de inhoudelijk juiste optie (de echte sleutel)
    toelichting onderbouwt altijd de echte sleutel
    stijl      stijllabels (alleen in de data)
    naar       bij SUPPORTS: letter waar correct = true naartoe is verplaatst
    paar/soort bij DUP: de twee letters van de bijna-dubbele afleiders en de soort verschil
    feedback   lijst met feedback per optie (zelfde volgorde als opties)
    compute    dict(expression=..., unit=..., [tolerance=...]) -> [compute]-tabel
    uitkomst   Python-uitdrukking (str), getal of tuple: waarde van de echte sleutel,
               door build.py nagerekend
    markdown   None = automatisch (link/code/cursief), anders True/False
    """
    if markdown is None:
        markdown = bool(set(stijl) & MARKDOWN_STIJLEN)
    return dict(label=label, id=id, stem=stem, opties=list(opties), sleutel=sleutel,
                toelichting=toelichting, stijl=list(stijl), naar=naar,
                paar=list(paar) if paar else None, soort=soort,
                feedback=list(feedback) if feedback else None, compute=compute,
                uitkomst=uitkomst, markdown=markdown)
