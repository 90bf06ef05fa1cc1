import os, sys, importlib, tomllib, re, json
ROOT = "/work/holdout3/answer-explanation/bank"
ALL = {}
def esc(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')
def md_detect(e):
    return bool(re.search(r"\*\*|(?<![\w*])\*[^*\s]|`|\]\(|^\s*(- |\d\. )", e, re.M))
def write_topic(topic, title, desc, qs, expect_default="none"):
    d = os.path.join(ROOT, topic); os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "topic.toml"), "w") as f:
        f.write('#:schema ../../schema/topic.schema.json\n')
        f.write(f'title = "{esc(title)}"\ndescription = "{esc(desc)}"\n')
    for q in qs:
        qid = q["id"]; assert qid not in ALL, qid
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", qid), qid
        ALL[qid] = (topic, q)
        exp = q.get("expect", expect_default)
        lines = [f"# topic: {topic}", f"# expect: {exp}"]
        lines.append(f'stem = "{esc(q["stem"])}"')
        if q.get("md") or md_detect(q["expl"]): q["md"]=True; lines.append('markup = "markdown"')
        e = q["expl"].strip("\n")
        lines.append('explanation = """\n' + esc(e) + '"""')
        if q.get("related"):
            lines.append("related = [" + ", ".join(f'"{r}"' for r in q["related"]) + "]")
        if q.get("tags"):
            lines.append("tags = [" + ", ".join(f'"{t}"' for t in q["tags"]) + "]")
        ncorr = 0
        for o in q["opts"]:
            lines.append("")
            lines.append("[[options]]")
            c = o.startswith("*")
            t = o[1:] if c else o
            lines.append(f'text = "{esc(t)}"')
            if c: lines.append("correct = true"); ncorr += 1
        assert ncorr == 1, qid
        with open(os.path.join(d, qid + ".toml"), "w") as f:
            f.write("\n".join(lines) + "\n")
def Q(id, stem, opts, expl, **kw):
    d = dict(id=id, stem=stem, opts=opts, expl=expl); d.update(kw); return d
