"""Gemeenschappelijke hulpmiddelen voor de hold-out-set answer-explanation.

Elke vraag wordt in src/data_<onderwerp>.py geschreven met q(...). Het label wordt
bij het schrijven vastgelegd (eerste argument) en niet achteraf afgeleid.
"""

NONE = "none"
MOVED = "explanation/supports-distractor"
DUP = "answer/duplicate-option"

LABELS = (NONE, MOVED, DUP)


def q(label, qid, stem, options, key, explanation, *, moved_to=None, dup=None,
      related=None, tags=None, feedback=None, compute=None, markup=None,
      order=None, status=None, words=None):
    """Eén vraag.

    label       NONE, MOVED of DUP (vastgelegd bij het schrijven)
    options     lijst met optieteksten in de geschreven volgorde
    key         index van de optie die werkelijk juist is
    moved_to    alleen bij MOVED: index van de (foute) optie die `correct = true` krijgt
    dup         alleen bij DUP: paar indexen van de twee afleiders die alleen in
                hoofdletters, spaties of een slotpunt verschillen
    order       None  -> build.py mag de opties roteren
                "num" -> numerieke opties, oplopend geschreven; build.py mag alleen omkeren
                "fixed" -> volgorde vast (toelichting verwijst naar letters of volgorde)
    compute     (expressie, eenheid) of (expressie, eenheid, tolerantie)
    feedback    dict {index: tekst}
    """
    assert label in LABELS, label
    if label == MOVED:
        assert moved_to is not None and moved_to != key, qid
    else:
        assert moved_to is None, qid
    if label == DUP:
        assert dup is not None and key not in dup, qid
    else:
        assert dup is None, qid
    return {
        "label": label,
        "id": qid,
        "stem": stem.strip("\n"),
        "options": list(options),
        "key": key,
        "explanation": explanation.strip("\n"),
        "moved_to": moved_to,
        "dup": dup,
        "related": related or [],
        "tags": tags or [],
        "feedback": feedback or {},
        "compute": compute,
        "markup": markup,
        "order": order,
        "status": status,
        "words": words or [],
    }
