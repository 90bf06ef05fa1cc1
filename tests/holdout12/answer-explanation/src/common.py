"""Gemeenschappelijke helper voor de blinde testset holdout12/answer-explanation.

Elke vraag wordt als gegevens vastgelegd met q(label, id, ...). Het label is het
eerste argument en staat vast voordat er iets wordt uitgevoerd.

Sleutels worden als letters opgegeven ("A", "B", ...), in de volgorde van de opties.
"""

NONE = "none"
SUPPORTS_DISTRACTOR = "explanation/supports-distractor"
DUPLICATE_OPTION = "answer/duplicate-option"

LABELS = (NONE, SUPPORTS_DISTRACTOR, DUPLICATE_OPTION)

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def idx(letter):
    """Letter (A, B, ...) naar index (0, 1, ...)."""
    return LETTERS.index(letter)


def q(label, id, stem, options, explanation, key, *, moved_to=None, dup=None,
      related=(), markup=None, feedback=None, compute=None, tags=(), words=()):
    """Eén vraag als dict.

    label       NONE, SUPPORTS_DISTRACTOR of DUPLICATE_OPTION
    id          bestandsnaam zonder .toml
    stem        de stam
    options     lijst met optieteksten in weergavevolgorde
    explanation de toelichting (onderbouwt altijd de echte sleutel `key`)
    key         letter van de optie die echt juist is
    moved_to    alleen bij SUPPORTS_DISTRACTOR: letter van de foute optie waar
                de regel `correct = true` naartoe is verplaatst
    dup         alleen bij DUPLICATE_OPTION: paar letters van de twee afleiders
                die alleen in hoofdletters, spaties of een slotpunt verschillen
    feedback    optioneel: dict letter -> feedbacktekst
    compute     optioneel: dict met expression, unit (en eventueel tolerance)
    """
    if label not in LABELS:
        raise ValueError(f"{id}: onbekend label {label!r}")
    return {
        "label": label,
        "id": id,
        "stem": stem,
        "options": list(options),
        "explanation": explanation.strip("\n"),
        "key": key,
        "moved_to": moved_to,
        "dup": tuple(dup) if dup else None,
        "related": list(related),
        "markup": markup,
        "feedback": dict(feedback or {}),
        "compute": dict(compute) if compute else None,
        "tags": list(tags),
        "words": list(words),
    }
