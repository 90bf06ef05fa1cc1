"""Small helper: questions are written as Python data and turned into TOML by build.py.

Q(id, stem, options, explanation, ...)
  options: list of strings; the keyed option (the one the explanation argues for)
           is marked with a leading '*'.
  s:       manual style tags (space separated), see README.
  fix:     True = keep the option order as written (explanation names letters,
           or the order matters); otherwise build.py may rotate the options
           cyclically to spread key positions.
  md:      markup = "markdown".
  rel:     related ids (same topic, sound root).
  sd:      index (0-based, in written order) that receives correct = true although
           the explanation argues for the '*' option  -> explanation/supports-distractor.
  dup:     (i, j) indexes of the two options that read the same -> answer/duplicate-option.
"""

QUESTIONS = []
TOPICS = {}


def topic(tid, title, description):
    TOPICS[tid] = (title, description)


def Q(id, stem, options, explanation, s="", fix=False, md=False, rel=None, sd=None, dup=None, topic=None):
    key = [i for i, o in enumerate(options) if o.startswith("*")]
    assert len(key) == 1, id
    opts = [o[1:] if o.startswith("*") else o for o in options]
    QUESTIONS.append(dict(
        id=id, topic=topic, stem=stem, options=opts, key=key[0],
        explanation=explanation.strip("\n"), styles=set(s.split()), fix=fix or sd is not None or dup is not None,
        md=md, rel=rel or [], sd=sd, dup=dup,
    ))
