"""Gemeenschappelijke hulpmiddelen voor de hold-out-set answer-explanation.

Elke vraag is een dict die door Q() wordt gemaakt.

opts: lijst met optieteksten. Voorvoegsels:
  '*'  de werkelijk juiste optie (waar de toelichting voor pleit)
  '!'  alleen bij label 'sd': de optie die als correct = true wordt gemarkeerd
label: 'none' (goed), 'sd' (explanation/supports-distractor), 'dup' (answer/duplicate-option)
order: 'free'    opties mogen worden geroteerd
       'num'     numerieke opties: alleen omkeren (oplopend/aflopend blijft)
       'keep'    volgorde ongewijzigd laten
       'letters' toelichting verwijst naar letters of rangtelwoorden: ongewijzigd
wrap:  None  toelichting zoals geschreven ("\n" geeft een TOML-string over meerdere regels)
       'bs'  regels worden in TOML afgebroken met een backslash aan het regeleinde;
             de ingelezen tekst is dan de regels gescheiden door een spatie
"""

LABELS = {
    "none": "none",
    "sd": "explanation/supports-distractor",
    "dup": "answer/duplicate-option",
}


def Q(id, style, stem, opts, expl, label="none", related=(), md=False,
      order="free", compute=None, wrap=None, tags=None):
    return {
        "id": id,
        "style": style,
        "stem": stem,
        "opts": list(opts),
        "expl": expl,
        "label": label,
        "related": list(related),
        "md": md,
        "order": order,
        "compute": compute,
        "wrap": wrap,
        "tags": tags,
    }
