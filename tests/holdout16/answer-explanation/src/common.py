"""Gedeelde helper voor de hold-out-set answer-explanation (holdout16).

Elke vraag wordt aangemaakt met q(); het label is het eerste argument en ligt
vast in de data voordat build.py voor het eerst draait.
"""

NONE = "none"
SUPPORTS_DISTRACTOR = "explanation/supports-distractor"
DUPLICATE_OPTION = "answer/duplicate-option"
LABELS = (NONE, SUPPORTS_DISTRACTOR, DUPLICATE_OPTION)

# stijltags (alleen voor de telling over de gezonde vragen)
STYLES = {
    "rekenen": 40,
    "negatief": 25,
    "lang": 30,
    "kort": 40,
    "parafrase": 30,
    "weerlegt": 30,
    "link": 10,
    "code": 10,
    "cursief": 10,
    "it-acroniem": 15,
    "feedback": 15,
    "getal-woorden": 10,
    "eenheid-woorden": 10,
}

LETTERS = "ABCDEFGH"


def q(label, qid, stem, opts, key, expl, styles="", fb=None, compute=None,
      moved=None, dup=None, hoofdlettergevoelig=False):
    """Eén vraag.

    label   -- NONE, SUPPORTS_DISTRACTOR of DUPLICATE_OPTION
    qid     -- id (= bestandsnaam)
    opts    -- lijst optieteksten in weergavevolgorde
    key     -- letter van de echte sleutel (de optie die de toelichting onderbouwt)
    expl    -- toelichting
    styles  -- spatiegescheiden stijltags
    fb      -- lijst feedbackteksten per optie (of None)
    compute -- (expression, unit) of (expression, unit, tolerance)
    moved   -- bij SUPPORTS_DISTRACTOR: letter waar correct = true is neergezet
    dup     -- bij DUPLICATE_OPTION: (letter, letter, soort)
    hoofdlettergevoelig -- opties die alleen in hoofdletters verschillen en waar dat
               betekenis heeft (genotypen als PP/pp); bewust gezond gehouden
    """
    assert label in LABELS, label
    return dict(label=label, id=qid, stem=stem, opts=list(opts), key=key,
                expl=expl.strip(), styles=styles.split(), fb=fb,
                compute=compute, moved=moved, dup=dup,
                casesens=hoofdlettergevoelig)
