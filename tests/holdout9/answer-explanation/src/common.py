"""Hulpjes voor de datamodules: een vraag is een dict.

Optieteksten: een '*' vooraan markeert de inhoudelijk juiste optie (waar de
toelichting voor pleit). Een '!' vooraan markeert bij een gebrekkige vraag
(explanation/supports-distractor) de optie waar `correct = true` naartoe is
verplaatst.
"""

TOPICS = {}
QUESTIONS = []


def topic(tid, title, description):
    TOPICS[tid] = {"title": title, "description": description}


def q(tid, qid, style, stem, opts, expl, label="none", md=False, compute=None, tags=None):
    QUESTIONS.append(dict(topic=tid, id=qid, style=style, stem=stem, opts=opts,
                          expl=expl, label=label, md=md, compute=compute, tags=tags))
