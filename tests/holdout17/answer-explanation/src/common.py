"""Gemeenschappelijke hulpmiddelen voor de hold-outset answer-explanation.

Het label is altijd het eerste argument van q(); het wordt nooit in de TOML geschreven.
"""

# Labels
NONE = "none"
MOVED = "explanation/supports-distractor"
DUP = "answer/duplicate-option"
LABELS = (NONE, MOVED, DUP)

# Stijllabels (alleen in stats.json, niet in de TOML)
REK = "rekenen"
NEG = "negatief"
LANG = "lang"
KORT = "kort"
PAR = "parafrase"
WEER = "weerlegt"
LINK = "link"
CODE = "code"
CURS = "cursief"
IT = "it-acroniem"
FB = "feedback"
GW = "getal-woorden"
EW = "eenheid-woorden"
STYLES = (REK, NEG, LANG, KORT, PAR, WEER, LINK, CODE, CURS, IT, FB, GW, EW)

MINIMA = {
    REK: 40, NEG: 25, LANG: 30, KORT: 40, PAR: 30, WEER: 30,
    LINK: 10, CODE: 10, CURS: 10, IT: 15, FB: 15, GW: 10, EW: 10,
}

TOPICS = {
    "scheepsbouw": ("Scheepsbouw", "Rompvormen, stabiliteit, materialen en maten van schepen."),
    "kubernetes": ("Kubernetes", "Pods, deployments, services en het beheer van containers in een cluster."),
    "elektrochemie": ("Elektrochemie", "Redoxreacties, cellen, elektrolyse en de wetten van Faraday."),
    "zwemmen": ("Zwemmen", "Zwemslagen, wedstrijdregels, training en veiligheid in het water."),
    "middeleeuwen": ("Middeleeuwen", "Europa en de Lage Landen tussen ongeveer 500 en 1500."),
    "hypotheken": ("Hypotheken", "Hypotheekvormen, rente, aflossing en regels rond de eigen woning in Nederland."),
    "gletsjerkunde": ("Gletsjerkunde", "Hoe gletsjers ontstaan, bewegen, het landschap vormen en smelten."),
    "bash-scripting": ("Bash-scripting", "Variabelen, quoting, lussen, omleiding en foutafhandeling in Bash."),
    "olieverfschilderen": ("Olieverfschilderen", "Materialen, technieken en geschiedenis van het schilderen met olieverf."),
    "vliegvissen": ("Vliegvissen", "Hengels, lijnen, werptechniek en vliegen bij het vliegvissen."),
    "optometrie": ("Optometrie", "Refractie, lenzen, oogmetingen en veelvoorkomende oogafwijkingen."),
    "landmeten": ("Landmeten", "Afstanden, hoeken, hoogtes, coördinaten en kadaster."),
    "haskell": ("Haskell", "Zuiver functioneel programmeren: typen, luiheid, typeklassen en monaden."),
}

LETTERS = "ABCDEFGH"


def q(label, qid, stem, options, key, explanation, tags=(), fb=None, move=None,
      dup=None, kind=None, compute=None, markup=None):
    """Eén vraag.

    label   : NONE, MOVED of DUP (eerste argument, vastgelegd vóór de eerste build)
    options : lijst met optieteksten in weergavevolgorde
    key     : letter van de echte sleutel (de optie die de toelichting onderbouwt)
    move    : alleen bij MOVED: de letter waar correct = true naartoe is verplaatst
    dup     : alleen bij DUP: het paar letters dat gelijk leest
    kind    : alleen bij DUP: soort triviaal verschil
    fb      : lijst met feedback per optie (None = geen feedback)
    compute : (expressie, eenheid) of None
    """
    assert label in LABELS, label
    return dict(label=label, id=qid, stem=stem, options=list(options), key=key,
                explanation=explanation, tags=list(tags), fb=fb, move=move,
                dup=dup, kind=kind, compute=compute, markup=markup)
