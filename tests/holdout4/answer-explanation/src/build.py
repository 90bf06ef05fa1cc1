"""Generate the hold-out bank from the Python data in this folder and print statistics.
Usage: python3 build.py  (writes ../bank and ../gebrekkig, checks every file with tomllib)"""
import os, re, shutil, tomllib, json, collections
import t_geschiedenis, t_economie, t_natuurkunde, t_wiskunde, t_biologie, t_sterrenkunde
import t_muziek, t_recht, t_psychologie, t_netwerken, t_beveiliging, t_programmeren
import gebrekkig

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MODS = [t_geschiedenis, t_economie, t_natuurkunde, t_wiskunde, t_biologie, t_sterrenkunde,
        t_muziek, t_recht, t_psychologie, t_netwerken, t_beveiliging, t_programmeren]
TOPICS = {m.TOPIC[0]: m.TOPIC for m in MODS}
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")

def basic(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

def multi(s):
    return '"""\n' + s.replace("\\", "\\\\").replace('"', '\\"') + '"""'

def norm(t):
    return re.sub(r"\s+", "", t.lower()).rstrip(".")

def write_q(folder, topic, q, label, correct_idx):
    lines = [f"# topic: {topic}", f"# expect: {label}"]
    if q["md"]:
        lines.append('markup = "markdown"')
    lines.append("stem = " + basic(q["stem"]))
    lines.append("explanation = " + multi(q["expl"]))
    if q["rel"]:
        lines.append("related = [" + ", ".join(basic(r) for r in q["rel"]) + "]")
    for i, o in enumerate(q["opts"]):
        lines.append("")
        lines.append("[[options]]")
        lines.append("text = " + basic(o))
        if i == correct_idx:
            lines.append("correct = true")
    path = os.path.join(folder, topic, q["id"] + ".toml")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    with open(path, "rb") as f:
        d = tomllib.load(f)
    assert [o["text"] for o in d["options"]] == q["opts"], path
    assert d["explanation"] == q["expl"], path
    assert d["stem"] == q["stem"], path
    assert sum(1 for o in d["options"] if o.get("correct")) == 1, path
    return path

def write_topic(folder, topic):
    t = TOPICS[topic]
    os.makedirs(os.path.join(folder, topic), exist_ok=True)
    with open(os.path.join(folder, topic, "topic.toml"), "w", encoding="utf-8") as f:
        f.write(f"title = {basic(t[1])}\ndescription = {basic(t[2])}\n")

def main():
    for sub in ("bank", "gebrekkig"):
        shutil.rmtree(os.path.join(ROOT, sub), ignore_errors=True)
    bank, geb = os.path.join(ROOT, "bank"), os.path.join(ROOT, "gebrekkig")
    records = []
    ids = set()
    for m in MODS:
        topic = m.TOPIC[0]
        write_topic(bank, topic)
        tids = {q["id"] for q in m.QS}
        for q in m.QS:
            assert ID_RE.match(q["id"]) and q["id"] not in ids, q["id"]
            ids.add(q["id"])
            for r in q["rel"]:
                assert r in tids and r != q["id"], (q["id"], r)
            ns = [norm(o) for o in q["opts"]]
            assert len(set(ns)) == len(ns), ("dup in sound", q["id"])
            write_q(bank, topic, q, "none", q["key"])
            records.append(dict(q, topic=topic, label="none", correct=q["key"], folder="bank"))
    for topic, q in gebrekkig.SD:
        assert q["id"] not in ids; ids.add(q["id"])
        assert q["move_to"] is not None and q["move_to"] != q["key"]
        assert not q["rel"]
        ns = [norm(o) for o in q["opts"]]; assert len(set(ns)) == len(ns)
        if not os.path.exists(os.path.join(geb, topic)): write_topic(geb, topic)
        write_q(geb, topic, q, "explanation/supports-distractor", q["move_to"])
        records.append(dict(q, topic=topic, label="explanation/supports-distractor", correct=q["move_to"], folder="gebrekkig"))
    for topic, q in gebrekkig.DUP:
        assert q["id"] not in ids; ids.add(q["id"])
        i, j = q["dup"]
        ns = [norm(o) for o in q["opts"]]
        assert ns[i] == ns[j] and q["opts"][i] != q["opts"][j] and len(set(ns)) == len(ns) - 1, q["id"]
        if not os.path.exists(os.path.join(geb, topic)): write_topic(geb, topic)
        write_q(geb, topic, q, "answer/duplicate-option", q["key"])
        records.append(dict(q, topic=topic, label="answer/duplicate-option", correct=q["key"], folder="gebrekkig"))
    for r in records:
        r["tags"] = sorted(r["tags"])
    with open(os.path.join(HERE, "records.json"), "w", encoding="utf-8") as f:
        json.dump(records, f, ensure_ascii=False, indent=1)
    print("written", len(records), "questions")

if __name__ == "__main__":
    main()
