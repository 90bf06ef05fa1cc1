import json, collections, re
R = json.load(open("records.json"))
L = "ABCD"
def words(s): return len(s.split())
def sentences(s): return len([x for x in re.split(r"(?<=[.!?])\s+", s.strip()) if x])
sound = [r for r in R if r["label"] == "none"]
c = collections.Counter((len(r["opts"]), L[r["correct"]]) for r in sound)
print("key positions sound:", sorted(c.items()))
print("n3", sum(1 for r in sound if len(r["opts"])==3), "n4", sum(1 for r in sound if len(r["opts"])==4))
for t in sorted({r["topic"] for r in sound}):
    rs=[r for r in sound if r["topic"]==t]
    print(t, len(rs), collections.Counter((len(r["opts"]),L[r["correct"]]) for r in rs))
tags = collections.Counter(tg for r in sound for tg in r["tags"])
print(tags)
long_ = [r for r in sound if words(r["expl"]) >= 100]
print("long", len(long_), [ (r["id"], words(r["expl"]), [t for t in r["tags"] if t.startswith("k")]) for r in long_])
one = [r for r in sound if sentences(r["expl"]) == 1]
print("one sentence", len(one), [(r["id"], words(r["expl"])) for r in one])
print("md", sum(r["md"] for r in sound))
