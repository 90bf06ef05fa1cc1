"""Write README.md from src/stats.json (run src/build.py first)."""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
s = json.load(open(os.path.join(HERE, "stats.json"), encoding="utf-8"))
STARTED = sys.argv[1] if len(sys.argv) > 1 else "?"
NOW = subprocess.run(["date", "-u", "+%Y-%m-%d %H:%M:%S UTC"], capture_output=True, text=True).stdout.strip()

TOPICS = list(s["per_topic_label"])
LABELS = ["none", "explanation/supports-distractor", "answer/duplicate-option"]
out = []
w = out.append

w("# Hold-out set 5: answer / explanation (Dutch)\n")
w(f"- **Written:** {NOW} (work started {STARTED}; times from `date -u`).")
w("- **By:** a helper session started by the project, working *blind* to the checks: it did not read the "
  "linter's code, rules, tests, docs, bench or bank, did not run qbank and did not search code or the web.")
w("- **Files read (nothing else):**")
w("  - `/work/main/schema/README.md`")
w("  - `/work/main/schema/question.schema.json`")
w("  - `/work/main/schema/topic.schema.json`")
w("  - `/work/shared/seeds/000_fa40e9fb930c8fe6.txt`, `/work/shared/seeds/002_bcf17ab5b3f8697a.txt`")
w("  - Besides reading those files, the helper listed the names in `/work/shared/seeds/` and `/work/main/tests/` "
  "(`ls`, to find the seed files and to check that this folder was new) and opened no file there.")
w("- All question text is newly written for this set. Questions are Python data in `src/data/*.py` "
  "(second pass with longer explanations: `src/data/uitgebreid.py`); `python3 src/build.py` writes "
  "`bank/` and `gebrekkig/`, re-parses every file with `tomllib`, checks the basic schema constraints "
  "(exactly one `correct = true`, lengths, allowed keys, id pattern, unique ids over both roots, `related` only "
  "to existing sound ids of the same topic) and writes `src/stats.json`. `python3 src/gen_readme.py` writes this file.")
w("")
w("## Layout\n")
w("```")
w("bank/<topic>/topic.toml, bank/<topic>/<id>.toml          sound questions (expect: none)")
w("gebrekkig/<topic>/topic.toml, gebrekkig/<topic>/<id>.toml flawed questions (one flaw each)")
w("```")
w("There is no `qbank.toml`. Every question file starts with `# topic: <topic-id>` and `# expect: <label>`. "
  "No `[compute]`, `status`, `tags`, `words` or `[[suppress]]` is used; `markup = \"markdown\"` only where the "
  "explanation uses Markdown.\n")

w("## Labels\n")
w("| label | meaning |")
w("|---|---|")
w("| `none` | Sound: exactly one option has `correct = true`, no two options read the same to a student, and the explanation argues (correctly) for the keyed option. |")
w("| `explanation/supports-distractor` | The question was written sound; then only the `correct = true` line was moved to another option. Every text is unchanged, so the (correct) explanation argues clearly for one option while a different option is keyed. |")
w("| `answer/duplicate-option` | Two options read the same to a student: they differ only in letter case, spacing or a trailing full stop. Key and explanation are otherwise sound. In all five the duplicated pair is two distractors. |")
w("")
w("Hard negatives in the sound set (must NOT be reported as duplicates): options that differ only in an operator, "
  "sign, exponent, unit or symbol (`==`/`===`, `P = I² · R`/`P = I · R²`, `10³ m²`/`10⁴ m²`, `kW`/`kWh`, "
  "`<div>`/`<span>`, `p ∧ q`/`p ∨ q`, `fietsde`/`fietste`, ...) and full-sentence statements that share all but one or two words.\n")

w("## Counts per topic and label\n")
w("| topic | none | supports-distractor | duplicate-option | total |")
w("|---|---|---|---|---|")
tot = [0, 0, 0]
for t in TOPICS:
    row = [s["per_topic_label"][t].get(l, 0) for l in LABELS]
    tot = [a + b for a, b in zip(tot, row)]
    w(f"| {t} | {row[0]} | {row[1]} | {row[2]} | {sum(row)} |")
w(f"| **total** | **{tot[0]}** | **{tot[1]}** | **{tot[2]}** | **{sum(tot)}** |")
w("")
os_, of = s["options_sound"], s["options_flawed"]
n3 = os_.get("3", 0) + of.get("3", 0)
n4 = os_.get("4", 0) + of.get("4", 0)
w(f"Options per question: sound {os_.get('3', 0)} × 3 and {os_.get('4', 0)} × 4 (11 × 3 and 6 × 4 in every topic); "
  f"flawed {of.get('3', 0)} × 3 and {of.get('4', 0)} × 4; overall {n3} × 3 ({100 * n3 / (n3 + n4):.0f} %) and {n4} × 4.\n")

w("## Key positions (sound questions)\n")
w("| options | A | B | C | D |")
w("|---|---|---|---|---|")
for n in ("3", "4"):
    kp = s["key_pos_sound"][n]
    w(f"| {n} | " + " | ".join(str(kp.get(L, "–")) for L in "ABCD") + " |")
a = s["key_pos_sound_all"]
w(f"| all | {a['A']} | {a['B']} | {a['C']} | {a['D']} |")
w("")
w(f"Options were written in a natural order; for {s['rotated_sound']} sound questions `build.py` then rotated the "
  f"options cyclically to even out the key positions. {s['fixed_order_sound']} sound questions keep their written "
  "order because the explanation names options by letter or position. Flawed questions were not rotated; their "
  "keys are listed in the table below.\n")

st_n, st_f = s["styles"]["none"], s["styles"]["flawed"]
w("## Styles\n")
w("A question can have several styles. *Manual* = tag set by the writer when writing the question "
  "(the intent of the explanation/options); *auto* = computed by `build.py` from the final text.\n")
w("| style | how counted | sound | flawed |")
w("|---|---|---|---|")
rows = [
    ("gen", "manual: explains the concept in general first, names the answer only at the end"),
    ("kf", "manual: opens with the key (in its own or other words)"),
    ("q", "auto: the key's text (case-insensitive, Markdown marks and final full stop ignored) occurs verbatim in the explanation"),
    ("par", "auto: not `q`, and no word of ≥ 5 letters and no number of the key reappears in the explanation"),
    ("let", "manual, verified by regex: the explanation names an option letter (\"Antwoord B klopt\", \"C is onjuist\")"),
    ("all", "manual: the explanation discusses every option in turn (lengths below)"),
    ("neg", "auto: stem contains NIET, GEEN, onjuist, klopt niet or behalve"),
    ("cal", "manual: arithmetic worked out in the explanation (%, averages, unit conversions, P = U·I, speeds, VAT, …)"),
    ("numword", "auto: a `cal` question in which a number is also written as a Dutch word somewhere (stem, options or explanation)"),
    ("near", "manual: options differ only in an operator, sign, exponent, bracket, unit or symbol"),
    ("stmt", "manual: \"which statement is correct\" with full-sentence options that differ in one or two words"),
    ("one", "auto: explanation is one sentence of at most 20 words"),
    ("md", "auto: `markup = \"markdown\"` (bold, lists, inline code, code blocks, tables, links to sources)"),
    ("it", "manual: IT question with English terms/acronyms (HTML, CSS, DOM, REST, JSON, unit test, mock, CI, …)"),
]
for k, d in rows:
    w(f"| `{k}` | {d} | {st_n.get(k, 0)} | {st_f.get(k, 0)} |")
w("")
w("Per-question style sets are in `src/stats.json` (`per_question_styles`).\n")

w("## Explanation length (words, split on whitespace)\n")
w("| words | sound | flawed |")
w("|---|---|---|")
keys = ["1-15", "16-40", "41-80", "81-120", "121-200", "201-"]
for k in keys:
    w(f"| {k} | {s['expl_words_sound']['buckets'].get(k, 0)} | {s['expl_words_flawed']['buckets'].get(k, 0)} |")
es, ef = s["expl_words_sound"], s["expl_words_flawed"]
w("")
w(f"Sound: min {es['min']}, median {es['median']}, mean {es['mean']}, max {es['max']}. "
  f"Flawed: min {ef['min']}, median {ef['median']}, max {ef['max']}.")
al = s["all_lengths"]
w(f"Explanations that discuss every option (`all`, {len(al)}): {sum(1 for x in al if x >= 100)} of 100–200 words, "
  f"{sum(1 for x in al if x < 100)} shorter ({min(x for x in al if x < 100)}–{max(x for x in al if x < 100)} words).\n")

w("## Flawed questions\n")
w("| id | topic | label | options | key (`correct = true`) | explanation supports / duplicate pair |")
w("|---|---|---|---|---|---|")
for r in s["flawed"]:
    opts = "<br>".join(o.replace("&", "&amp;").replace("<", "&lt;").replace("|", "\\|") for o in r["options"])
    extra = f"supports {r['supports']}" if "supports" in r else f"duplicates {r['pair']}"
    w(f"| `{r['id']}` | {r['topic']} | `{r['label']}` | {opts} | {r['key']} | {extra} |")
w("")
w("Duplicate pairs, by kind: case (`Gedroogd gras (hooi)` / `gedroogd gras (hooi)`, "
  "`background-color` / `Background-color`), case + full stop (`Lijdend voorwerp` / `lijdend voorwerp.`), "
  "full stop (`De eenmanszaak` / `De eenmanszaak.`), spacing (`90 Ω` / `90Ω`).\n")
w("## Results\n")
open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8").write("\n".join(out))
print("\n".join(out))
