"""Helper for the data modules: one call per question.

opts: list of option texts; the key (the option the explanation argues for)
is marked with a leading '*'.  For flaw="sd" (explanation/supports-distractor)
the question is written sound first; build.py then moves ONLY the
`correct = true` line to another option (text unchanged).
For flaw="dup" (answer/duplicate-option) two distractors read the same.
"""

STYLES = {
    "kort": "1 kort (één zin, < 20 woorden)",
    "middel": "2 middel (2-4 zinnen)",
    "lang": "3 lang (80-200 woorden, elke optie besproken)",
    "reken": "4 rekenen/eenheden",
    "neg": "5 negatieve stam",
    "md": "6 Markdown-links",
    "weerl": "7 afleider genoemd en weerlegd",
}

FLAWS = {
    None: "none",
    "sd": "explanation/supports-distractor",
    "dup": "answer/duplicate-option",
}


def Q(qid, style, stem, opts, expl, *, flaw=None, to=None, fixed=False,
      md=False, rel=()):
    assert style in STYLES, (qid, style)
    assert flaw in FLAWS, (qid, flaw)
    keys = [i for i, o in enumerate(opts) if o.startswith("*")]
    assert len(keys) == 1, (qid, "exactly one '*' option")
    texts = [o[1:] if o.startswith("*") else o for o in opts]
    return {
        "id": qid,
        "style": style,
        "stem": stem,
        "options": texts,
        "key": keys[0],          # the option the explanation argues for
        "explanation": expl,
        "flaw": flaw,
        "label": FLAWS[flaw],
        "to": to,                # for fixed sd questions: index that gets correct = true
        "fixed": fixed,          # explanation names letters/positions: never reorder
        "md": md,
        "related": list(rel),
    }
