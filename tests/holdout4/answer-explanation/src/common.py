# Helpers for writing the hold-out questions as Python data.
def Q(id, stem, opts, expl, tags="", md=False, rel=None, move_to=None, dup=None, four=None):
    """opts: list of option texts; the sound key is marked with a leading '*'.
    tags: space-separated style tags assigned by the author (see README).
    move_to: for explanation/supports-distractor, index the correct=true line is moved to.
    dup: for answer/duplicate-option, (i, j) indices of the pair that reads the same."""
    key = [i for i, o in enumerate(opts) if o.startswith("*")]
    assert len(key) == 1, id
    return dict(id=id, stem=stem, opts=[o[1:] if o.startswith("*") else o for o in opts],
                key=key[0], expl=expl.strip(), tags=set(tags.split()), md=md,
                rel=rel or [], move_to=move_to, dup=dup)
