"""Gemeenschappelijke helper voor de hold-out-set answer-explanation (holdout15)."""

NONE = "none"
SUPPORTS = "explanation/supports-distractor"
DUP = "answer/duplicate-option"
LABELS = [NONE, SUPPORTS, DUP]

# Stijlkenmerken (tags) per vraag
STYLES = {
    "rekenen": "rekenvraag met getallen, eenheden, bedragen of percentages",
    "negatief": "negatieve stam (NIET, GEEN, onjuist)",
    "lang": "lange toelichting (80-150 woorden) die elke optie bespreekt",
    "kort": "korte toelichting van één regel (hoogstens 30 woorden)",
    "parafrase": "toelichting parafraseert de sleutel",
    "weerlegt": "toelichting noemt een afleider om die te weerleggen of toe te schrijven",
    "link": "Markdown-link",
    "code": "inline code of codeblok",
    "cursief": "cursief",
    "it-acroniem": "IT-vraag met acroniemen",
    "acroniem": "acroniemen buiten IT",
    "feedback": "opties met feedback",
    "getal-woorden": "getal in woorden aan de ene kant, in cijfers aan de andere",
    "eenheid-woorden": "eenheid als woord aan de ene kant, als symbool aan de andere",
}
MARKDOWN_STYLES = {"link", "code", "cursief"}

QUESTIONS = []


def q(label, qid, stem, opts, key, expl, st="", moved_to=None, dup=None, fb=None, compute=None):
    """label: NONE/SUPPORTS/DUP; opts: lijst optieteksten; key: letter van de echte sleutel;
    moved_to: letter waar correct = true staat (alleen SUPPORTS); dup: (letter, letter, soort);
    fb: feedback per optie; compute: (expressie, eenheid) alleen bij gezonde rekenvragen."""
    assert label in LABELS, label
    d = dict(label=label, id=qid, stem=stem, options=list(opts), key=key, explanation=expl.strip(),
             styles=st.split(), moved_to=moved_to, dup=dup, feedback=fb, compute=compute)
    QUESTIONS.append(d)
    return d
