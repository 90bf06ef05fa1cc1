import json, collections, re, glob, tomllib, os
A = json.load(open("stats.json"))
T = ["scheikunde","aardrijkskunde","nederlands","statistiek","databases","besturingssystemen","cloud","maatschappijleer","techniek","gezondheid","gebrekkig"]
ROOT = "/work/holdout3/answer-explanation/bank"
# re-read labels from files to be sure
lab = {}
for f in glob.glob(ROOT+"/*/*.toml"):
    if f.endswith("topic.toml"): continue
    tomllib.load(open(f,"rb"))
    l2 = open(f).read().split("\n")[1]
    lab[os.path.basename(f)[:-5]] = l2.replace("# expect: ","")
assert set(lab)==set(A)
labels = ["none","explanation/supports-distractor","answer/duplicate-option"]
out = []
P = out.append
P("""# Blind hold-out set 3 — answer/explanation (Dutch)

## How and when this set was written

Written on 2026-12-01 between 21:36 and 21:49 UTC by a helper session, blind to how the
qbank linter works. Before and while writing, the only project files read were
`/work/main/schema/README.md`, the JSON schemas `/work/main/schema/question.schema.json` and
`topic.schema.json`, and the two example quiz pages in `/work/shared/seeds/` (only their first
3 000 characters each). Nothing else under `/work/main` was read (no `tools/`, `tests/`, `rules/`,
`docs/`, `bench/`, `bank/`), no notes in `/work/shared/notes/` were read, `qbank` was never run,
nothing was built, and no code was searched. Nothing in `/work/main` was modified.

Every label was fixed when the question was written, from the intended property of the question,
not from any imagined check. All Dutch text is newly written for this set (not copied from the web
or the seeds). The questions were written as Python data (`src/t_<topic>.py`) and turned into TOML by
`src/gen.py` + `src/build.py`; `src/stats.py` and `src/readme.py` compute the counts below from the
data. A few sound questions were re-ordered or given a fourth option after a first draft, to even
out key positions and the 3/4-option ratio; explanations that refer to positions or letters were
checked after that. Every file parses with Python's `tomllib`, and all question ids are unique
across the bank (checked by `src/build.py`).

## Layout

```
bank/<topic>/topic.toml
bank/<topic>/<question-id>.toml     one question per file, file name = id
```

There is no `qbank.toml`. Each question file starts with two comment lines:

```
# topic: <topic-id>
# expect: <label>
```

Questions whose explanation (or stem/options) uses Markdown carry `markup = "markdown"`. No question
has a `[compute]` table, `status`, `tags`, `words` or `[[suppress]]`. `related` lists only ids of
the same topic, all of which exist.

## Labels

| label | meaning |
|---|---|
| `none` | Sound: exactly one option has `correct = true`, no two options read the same to a student, and the explanation argues for the keyed option. |
| `explanation/supports-distractor` | The explanation is correct and argues clearly for one particular distractor, but `correct = true` is on a different option (a sound question whose key was moved). |
| `answer/duplicate-option` | Two options read the same to a student (differ only in case, spacing or a trailing full stop); key and explanation otherwise sound. |

## Counts per topic and label
""")
P("| topic | " + " | ".join(f"`{l}`" for l in labels) + " | total |")
P("|---|" + "---|"*(len(labels)+1))
tot = collections.Counter()
for t in T:
    c = collections.Counter(lab[k] for k,v in A.items() if v["topic"]==t)
    tot.update(c)
    P(f"| `{t}` | " + " | ".join(str(c[l]) for l in labels) + f" | {sum(c.values())} |")
P("| **total** | " + " | ".join(f"**{tot[l]}**" for l in labels) + f" | **{sum(tot.values())}** |")
P("")
sound = {k:v for k,v in A.items() if lab[k]=="none"}
P("## Key positions among the sound questions\n")
P("| options per question | questions | A | B | C | D |")
P("|---|---|---|---|---|---|")
for n in (3,4):
    c = collections.Counter(v["key"] for v in sound.values() if v["n"]==n)
    P(f"| {n} | {sum(c.values())} | {c['A']} | {c['B']} | {c['C']} | " + (str(c['D']) if n==4 else "–") + " |")
n3 = sum(1 for v in sound.values() if v['n']==3)
P(f"\n{n3} of {len(sound)} sound questions ({100*n3/len(sound):.0f} %) have 3 options, the rest 4.\n")
P("Key positions in `gebrekkig/`: " + ", ".join(f"{l}: {n}" for l,n in sorted(collections.Counter(v['key'] for v in A.values() if v['topic']=='gebrekkig').items())) +
  f" ({sum(1 for v in A.values() if v['topic']=='gebrekkig' and v['n']==3)} with 3 options, {sum(1 for v in A.values() if v['topic']=='gebrekkig' and v['n']==4)} with 4).\n")
P("""## Styles

How each column is counted (a question can have several styles):

| column | how counted |
|---|---|
| arith | author's tag: arithmetic with units; the explanation works out the calculation that gives the key (numbers as digits and as words, units as symbols and words) |
| opdiff | author's tag: options differ only in an operator, sign, exponent, unit prefix/unit or symbol (e.g. `pH < 7`/`pH = 7`/`pH > 7`, `10²²`/`10²³`, `H₂O`/`H₂O₂`, `>=`/`>`, `O−`/`O+`, `kB`/`MB`/`GB`, `chmod 644`/`chmod 664`) |
| refute | author's tag: the explanation names at least one distractor to refute it or to say it belongs to something else |
| neg | script: stem matches `\\b(NIET|GEEN|onjuist|klopt niet)\\b` |
| long | script: explanation has 100–200 words (whitespace-separated tokens); all of these discuss every option in turn |
| one-line | script: explanation is a single line containing a single sentence |
| md | script: explanation contains Markdown (`**bold**`, `*italics*`, inline code, a link `[..](..)`, or a list line) |
| letter | script: explanation names an option letter (`antwoord is X`, `Antwoord X`, `Optie X`) |
| 3 opt / 4 opt | number of options |
""")
cols = ["arith","opdiff","refute","neg","long","oneline","md","letter","n3","n4"]
names = ["arith","opdiff","refute","neg","long","one-line","md","letter","3 opt","4 opt"]
def cnt(v,c):
    return {"arith":"arith" in v["st"], "opdiff":"opdiff" in v["st"], "refute":"refute" in v["st"],
            "neg":v["neg"], "long":v["long"], "oneline":v["oneline"], "md":v["md_expl"], "letter":v["letter"],
            "n3":v["n"]==3, "n4":v["n"]==4}[c]
P("| topic | questions | " + " | ".join(names) + " |")
P("|---|---|" + "---|"*len(cols))
tt = collections.Counter(); N=0
for t in T:
    qs=[v for v in A.values() if v["topic"]==t]
    c = {x: sum(cnt(v,x) for v in qs) for x in cols}
    if t!="gebrekkig":
        tt.update(c); N+=len(qs)
    if t=="gebrekkig":
        P("| **sound total** | **%d** | " % N + " | ".join(f"**{tt[x]}**" for x in cols) + " |")
    P(f"| `{t}` | {len(qs)} | " + " | ".join(str(c[x]) for x in cols) + " |")
wc = sorted(v["wc"] for v in sound.values())
P(f"\nExplanation length of sound questions: {wc[0]}–{wc[-1]} words, median {wc[len(wc)//2]}. "
  f"Long explanations (100–200 words): {sum(100<=w<=200 for w in wc)}; none of the sound explanations is over 200 words: {all(w<=200 for w in wc)}.\n")
P(f"Questions with `markup = \"markdown\"`: {sum(1 for v in A.values() if v.get('md'))} (all topics together; a question gets it when its explanation uses Markdown, or its stem/options use inline code).\n")
P("In the IT topics (`databases`, `besturingssystemen`, `cloud`) every question uses acronyms or English technical terms (SQL, NULL, JOIN, ACID, PID, SIGTERM, inode, IaaS, DNS, HTTP, SLA, container, image …).\n")
P("## The flawed questions (`gebrekkig/`)\n")
P("| id | label | options | key | explanation supports / duplicate pair |")
P("|---|---|---|---|---|")
for k,v in A.items():
    if v["topic"]!="gebrekkig": continue
    if "supports" in v: extra = "supports " + "ABCD"[v["supports"]]
    else: extra = "duplicates " + "ABCD"[v["dup"][0]] + " = " + "ABCD"[v["dup"][1]]
    styles = [names[cols.index(x)] for x in cols[:8] if cnt(v,x)]
    P(f"| `{k}` | `{lab[k]}` | {v['n']} | {v['key']} | {extra} (styles: {', '.join(styles) or '—'}) |")
P("\nIn every supports-distractor question the explanation was written for the option it supports, and only `correct = true` was then placed on another option; the explanation text was left as written. In `sql-distinct` the explanation also names the letter of the option it supports (B) while the key is C. The duplicate pairs differ only in letter case (`Den Haag`/`den Haag`, `GROUP BY`/`group by`), a trailing full stop (router), a doubled space (`50 euro`/`50  euro`), or case plus a trailing full stop (`zuurstof`/`Zuurstof.`); in one of them (`kwart-van-200`) one of the pair is the key. No operator/sign/exponent difference is used as a duplicate.\n")
open("/work/holdout3/answer-explanation/README.md","w").write("\n".join(out)+"\n")
