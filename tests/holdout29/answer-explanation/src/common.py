"""Helper voor de vraagdata. Elke vraag wordt bij het schrijven vastgelegd met
label, stijlen, echte sleutel (letter), en eventueel zet (letter waar correct = true
in het bestand komt) of dup (paar letters van de dubbele opties)."""

LETTERS = "ABCDEFGH"


def Q(qid, stem, opts, key, expl, st, lab="none", zet=None, dup=None, comp=None, soort=None):
    assert key in LETTERS[: len(opts)], (qid, key)
    if zet is not None:
        assert lab == "explanation/supports-distractor", qid
        assert zet != key and zet in LETTERS[: len(opts)], qid
    if dup is not None:
        assert lab == "answer/duplicate-option", qid
    if lab == "explanation/supports-distractor":
        assert zet is not None and comp is None, qid
    if lab == "answer/duplicate-option":
        assert dup is not None and len(dup) == 2, qid
    return {
        "id": qid,
        "stem": stem,
        "options": list(opts),
        "key": key,
        "explanation": expl,
        "styles": st.split(),
        "label": lab,
        "zet": zet,
        "dup": list(dup) if dup else None,
        "compute": comp,
        "soort": soort,
    }


def ZET(qid, stem, opts, key, zet, expl, st):
    return Q(qid, stem, opts, key, expl, st, lab="explanation/supports-distractor", zet=zet)


def DUP(qid, stem, opts, key, dup, expl, st, soort):
    return Q(qid, stem, opts, key, expl, st, lab="answer/duplicate-option", dup=dup, soort=soort)
