# Hulpfuncties voor de data-modules. Het sleutelantwoord begint met "✔".
SD = "explanation/supports-distractor"
DUP = "answer/duplicate-option"


def Q(id, style, stem, opts, expl, **kw):
    """Een deugdelijke vraag (label none)."""
    return dict(id=id, style=style, label="none", stem=stem, opts=opts, expl=expl, **kw)


def F(id, style, label, stem, opts, expl, mark=None, **kw):
    """Een gebrekkige vraag. Bij SD: mark = letter van de optie die correct = true krijgt;
    het vinkje staat bij de optie waarvoor de toelichting pleit."""
    return dict(id=id, style=style, label=label, stem=stem, opts=opts, expl=expl, mark=mark, **kw)
