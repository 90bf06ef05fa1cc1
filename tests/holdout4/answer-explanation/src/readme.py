"""Compute the statistics for ../README.md from records.json (written by build.py)."""
import json, re, collections, sys
R = json.load(open("records.json", encoding="utf-8"))
L = "ABCD"
def words(s): return len(s.split())
def sents(s): return [x for x in re.split(r"(?<=[.!?])\s+", s.strip()) if x]
S = [r for r in R if r["label"] == "none"]
out = []
p = out.append

# counts per topic and label
topics = sorted({r["topic"] for r in R})
labels = ["none", "explanation/supports-distractor", "answer/duplicate-option"]
p("| topic | none | explanation/supports-distractor | answer/duplicate-option | total |")
p("|---|---|---|---|---|")
for t in topics:
    c = [sum(1 for r in R if r["topic"] == t and r["label"] == l) for l in labels]
    p(f"| {t} | {c[0]} | {c[1]} | {c[2]} | {sum(c)} |")
c = [sum(1 for r in R if r["label"] == l) for l in labels]
p(f"| **total** | {c[0]} | {c[1]} | {c[2]} | {sum(c)} |")
p("")
p("MARK:keys")
# key positions
p("| options | A | B | C | D | total |")
p("|---|---|---|---|---|---|")
for n in (3, 4):
    rs = [r for r in S if len(r["opts"]) == n]
    cc = collections.Counter(L[r["correct"]] for r in rs)
    p(f"| {n} options | {cc['A']} | {cc['B']} | {cc['C']} | {cc['D'] if n == 4 else '–'} | {len(rs)} ({100*len(rs)/len(S):.0f} %) |")
cc = collections.Counter(L[r["correct"]] for r in S)
p(f"| all sound | {cc['A']} | {cc['B']} | {cc['C']} | {cc['D']} | {len(S)} |")
p("")
F = [r for r in R if r["label"] != "none"]
cc = collections.Counter(L[r["correct"]] for r in F)
p(f"Flawed questions (keyed option as written in the file): A {cc['A']}, B {cc['B']}, C {cc['C']}, D {cc['D']}; "
  f"{sum(1 for r in F if len(r['opts'])==3)} with 3 options, {sum(1 for r in F if len(r['opts'])==4)} with 4.")
p("MARK:styles")
tag = lambda t: [r for r in S if t in r["tags"]]
neg = [r for r in S if re.search(r"\b(NIET|GEEN|onjuist|klopt niet)\b", r["stem"])]
long_ = [r for r in S if 100 <= words(r["expl"]) <= 200]
one = [r for r in S if len(sents(r["expl"])) == 1]
md = [r for r in S if r["md"]]
openers = [r for r in S if re.match(r"(Het juiste antwoord is|Juist is)", r["expl"])]
letter = [r for r in S if re.search(r"(?:[Aa]ntwoord(?: is)?(?: daarom| dus)?|Juist is)\s+[A-D]\b", r["expl"])]
concl = [r for r in S if re.search(r"\b(Daarom|daarom|dus|Dus)\b", sents(r["expl"])[-1])]
noverb = [r for r in S if r["opts"][r["key"]].lower().rstrip(".") not in r["expl"].lower()]
ATTR = r"geldt voor|niet voor|, niet (door|van|bij|de|het|in)\b|niet \w+,? maar |; een \w+ wel|hoort bij|is het werk van|doet een \w+"
rows = [
 ("units (symbols and/or words: `V`/`volt`, `%`/`procent`, `Ω`/`ohm`, `km/u`, `m/s²` …)", "author tag `units`", len(tag("units"))),
 ("numbers as words in one place and digits in another", "author tag `wordnum`", len(tag("wordnum"))),
 ("powers / exponents (`x²`, `10³`, `2⁷`, `26⁸`)", "author tag `powers`", len(tag("powers"))),
 ("arithmetic worked out in the explanation", "author tag `arith`", len(tag("arith"))),
 ("… of which a number of the key also appears in the stem", "author tag `keystem`", len(tag("keystem"))),
 ("options differing only in operator/sign/exponent/unit/symbol (not duplicates)", "author tag `opdiff`", len(tag("opdiff"))),
 ("negative stem (NIET / GEEN / onjuist / klopt niet)", "regex on the stem", len(neg)),
 ("long explanation (100–200 words) discussing every option", "word count 100–200", len(long_)),
 ("… key discussed first / in the middle / last", "author tags `kfirst`/`kmid`/`klast` on the long ones",
  "/".join(str(sum(1 for r in long_ if t in r["tags"])) for t in ("kfirst", "kmid", "klast"))),
 ("one-line explanation (exactly one sentence)", "sentence split on `.!?`", len(one)),
 ("refutes a distractor or attributes it elsewhere (\"niet X maar Y\", \"dat geldt voor …\")", "author tag `refute`", len(tag("refute"))),
 ("… of which with an explicit attribution phrase (\"geldt voor\", \"niet voor\", \"niet X maar Y\", \"hoort bij\", \"doet een …\", \"; een router wel\")", "regex", sum(1 for r in S if re.search(ATTR, r["expl"]))),
 ("Markdown explanation (`markup = \"markdown\"`)", "`markup` key", len(md)),
 ("… with bold / list / inline code or code block / link", "regex in the Markdown ones",
  "/".join(str(sum(1 for r in md if re.search(x, r["expl"], re.M))) for x in (r"\*\*", r"^(\s*[-*] |\s*\d+\. )", r"`", r"\]\(https?://"))),
 ("IT questions full of English terms and acronyms", "author tag `it`", len(tag("it"))),
 ("opens with the answer (\"Het juiste antwoord is …\" / \"Juist is …\")", "regex on the start", len(openers)),
 ("names an option letter (\"antwoord B\", \"Juist is C\")", "regex", len(letter)),
 ("last sentence concludes with \"Daarom\" / \"dus\"", "regex on the last sentence", len(concl)),
 ("never names the answer literally, explains the concept so the key follows", "author tag `implicit`", len(tag("implicit"))),
 ("key text does not occur verbatim in the explanation (mechanical, broader)", "substring test", len(noverb)),
 ("paraphrases the key in other words than the option uses", "author tag `paraphrase`", len(tag("paraphrase"))),
]
p("| style | how counted | sound questions |")
p("|---|---|---|")
for a, b, c in rows:
    p(f"| {a} | {b} | {c} |")
p("MARK:lengths")
def dist(rs):
    bins = [(1, 15), (16, 30), (31, 50), (51, 75), (76, 99), (100, 150), (151, 200), (201, 10**6)]
    return [sum(1 for r in rs if a <= words(r["expl"]) <= b) for a, b in bins]
hdr = ["1–15", "16–30", "31–50", "51–75", "76–99", "100–150", "151–200", ">200"]
p("| words | " + " | ".join(hdr) + " | min | median | max |")
p("|---|" + "---|" * (len(hdr) + 3))
for name, rs in (("sound", S), ("flawed", F)):
    ws = sorted(words(r["expl"]) for r in rs)
    p(f"| {name} ({len(rs)}) | " + " | ".join(map(str, dist(rs))) + f" | {ws[0]} | {ws[len(ws)//2]} | {ws[-1]} |")
p("MARK:flawed")
p("| id | folder/topic | label | options | key (as filed) | explanation supports / duplicate pair |")
p("|---|---|---|---|---|---|")
for r in F:
    opts = "<br>".join(f"{L[i]}: `{o}`" for i, o in enumerate(r["opts"]))
    if r["label"] == "explanation/supports-distractor":
        what = f"supports **{L[r['key']]}** ({r['opts'][r['key']]})"
    else:
        i, j = r["dup"]
        kind = "case" if r["opts"][i].lower() == r["opts"][j].lower() else ("trailing full stop" if r["opts"][i].rstrip('.') == r["opts"][j].rstrip('.') else "spacing")
        what = f"**{L[i]}** = **{L[j]}** ({kind}); explanation supports the key {L[r['key']]}"
    p(f"| {r['id']} | gebrekkig/{r['topic']} | {r['label']} | {opts} | {L[r['correct']]} | {what} |")
p("MARK:lists")
for t in ("implicit", "paraphrase", "keystem", "opdiff"):
    p(f"- `{t}`: " + ", ".join(r["id"] for r in tag(t)))
p("- long: " + ", ".join(f"{r['id']} ({words(r['expl'])})" for r in long_))
p("- one sentence: " + ", ".join(r["id"] for r in one))
p("- negative stems: " + ", ".join(r["id"] for r in neg))
p("- letter named: " + ", ".join(r["id"] for r in letter))
print("\n".join(out))
