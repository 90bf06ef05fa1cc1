import sys, os, shutil, re, json, tomllib, glob
sys.path.insert(0, os.path.dirname(__file__))
import gen
ROOT = gen.ROOT
if os.path.exists(ROOT): shutil.rmtree(ROOT)
TOPICS = ["scheikunde","aardrijkskunde","nederlands","statistiek","databases","besturingssystemen","cloud","maatschappijleer","techniek","gezondheid","gebrekkig"]
mods = {}
for t in TOPICS:
    m = __import__("t_"+t); mods[t] = m
    gen.write_topic(m.TOPIC, m.TITLE, m.DESC, m.QS)
# validate
errs = []
for qid,(t,q) in gen.ALL.items():
    for r in q.get("related", []):
        if r not in gen.ALL: errs.append(f"{qid}: related {r} missing")
        elif gen.ALL[r][0] != t: errs.append(f"{qid}: related {r} other topic")
    texts = [o.lstrip("*") for o in q["opts"]]
    norm = [re.sub(r"\s+"," ",x).strip().rstrip(".").lower() for x in texts]
    dup = len(set(norm)) != len(norm)
    if (q.get("expect","none") == "answer/duplicate-option") != dup: errs.append(f"{qid}: dup mismatch")
    md_chars = gen.md_detect(q["expl"]) or "`" in q["stem"]+"".join(q["opts"])
    if md_chars != bool(q.get("md")): errs.append(f"{qid}: md flag {q.get('md')} vs detected {md_chars}")
    if "supports" in q:
        k = [i for i,o in enumerate(q["opts"]) if o.startswith("*")][0]
        if k == q["supports"]: errs.append(f"{qid}: key == supported")
for f in glob.glob(ROOT+"/**/*.toml", recursive=True):
    try: tomllib.load(open(f,"rb"))
    except Exception as e: errs.append(f"{f}: {e}")
print("\n".join(errs) or "no errors"); print(len(gen.ALL), "questions")
json.dump({qid:{"topic":t, **{k:v for k,v in q.items()}} for qid,(t,q) in gen.ALL.items()}, open(os.path.join(os.path.dirname(__file__),"all.json"),"w"), ensure_ascii=False, indent=1, default=list)
