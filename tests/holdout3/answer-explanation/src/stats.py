import json, re, collections
A = json.load(open("all.json"))
T = ["scheikunde","aardrijkskunde","nederlands","statistiek","databases","besturingssystemen","cloud","maatschappijleer","techniek","gezondheid","gebrekkig"]
def wc(e): return len(re.findall(r"\S+", e))
for qid,q in A.items():
    k = [i for i,o in enumerate(q["opts"]) if o.startswith("*")][0]
    q["key"]="ABCD"[k]; q["n"]=len(q["opts"]); q["wc"]=wc(q["expl"])
    q["oneline"] = "\n" not in q["expl"].strip() and len(re.findall(r"[.!?](\s|$)", q["expl"].strip()))==1
    q["neg"] = bool(re.search(r"\b(NIET|GEEN|onjuist|klopt niet)\b", q["stem"]))
    m = re.search(r"(antwoord is |Antwoord |Optie )([A-D])\b", q["expl"]); q["letter"] = bool(m); q["letter_named"] = m.group(2) if m else None
    q["md_expl"] = bool(re.search(r"\*\*|(?<![\w*])\*[^*\s]|`|\]\(|^\s*(- |\d\. )", q["expl"], re.M))
    q["long"] = 100 <= q["wc"] <= 200
    q["st"] = set(q["s"].split())
json.dump(A, open("stats.json","w"), ensure_ascii=False, default=list)
sound = {k:v for k,v in A.items() if v["topic"]!="gebrekkig"}
print("keypos 3:", collections.Counter(v["key"] for v in sound.values() if v["n"]==3))
print("keypos 4:", collections.Counter(v["key"] for v in sound.values() if v["n"]==4))
cols = ["arith","opdiff","refute","neg","long","walk","oneline","md","letter","n3","n4"]
print("topic", cols)
tot = collections.Counter()
for t in T:
    qs=[v for v in A.values() if v["topic"]==t]
    c = collections.Counter()
    for v in qs:
        if "arith" in v["st"]: c["arith"]+=1
        if "opdiff" in v["st"]: c["opdiff"]+=1
        if "refute" in v["st"]: c["refute"]+=1
        if v["neg"]: c["neg"]+=1
        if v["long"]: c["long"]+=1
        if "walk" in v["st"]: c["walk"]+=1
        if v["oneline"]: c["oneline"]+=1
        if v["md_expl"]: c["md"]+=1
        if v["letter"]: c["letter"]+=1
        c["n%d"%v["n"]]+=1
    if t!="gebrekkig": tot.update(c)
    print(t, len(qs), [c[x] for x in cols])
print("sound total", [tot[x] for x in cols])
# mismatches
for k,v in A.items():
    if ("walk" in v["st"]) != v["long"]: print("walk/long mismatch", k, v["wc"])
    if ("letter" in v["st"]) != v["letter"]: print("letter mismatch", k)
    if ("neg" in v["st"]) != v["neg"]: print("neg mismatch", k)
    if ("md" in v["st"]) != v["md_expl"]: print("md mismatch", k)
for k,v in A.items():
    if v["letter"] and v["letter_named"]!=v["key"]: print("LETTER != KEY", k, v["letter_named"], v["key"], v["expect"] if "expect" in v else "")
print("oneline:", [k for k,v in A.items() if v["oneline"]])
