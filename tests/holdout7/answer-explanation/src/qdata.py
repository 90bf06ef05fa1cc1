"""Gemeenschappelijke hulpfunctie voor de datamodules.

Elke vraag wordt vastgelegd met haar label op het moment van schrijven:
- flaw=None                -> label none (gezonde vraag)
- flaw="sd", mark="X"      -> explanation/supports-distractor: de toelichting
                              onderbouwt `key`, maar correct = true staat bij `mark`
- flaw="dup"               -> answer/duplicate-option: twee afleiders die alleen
                              verschillen in hoofdletters, spaties of een slotpunt
style: 1..8 (zie README.md)
"""

LABELS = {
    None: "none",
    "sd": "explanation/supports-distractor",
    "dup": "answer/duplicate-option",
}


def q(id, style, stem, opts, key, expl, mark=None, flaw=None, md=False, rel=None):
    if flaw == "sd":
        assert mark and mark != key, id
    else:
        assert mark is None, id
    return dict(
        id=id,
        style=style,
        stem=stem,
        opts=list(opts),
        key=key,
        expl=expl.strip(),
        mark=mark,
        flaw=flaw,
        label=LABELS[flaw],
        md=md,
        rel=rel,
    )
