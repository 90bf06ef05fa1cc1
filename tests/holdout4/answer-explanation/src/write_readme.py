import subprocess, datetime
stats = subprocess.run(["python3", "readme.py"], capture_output=True, text=True, check=True).stdout
parts = {}
cur = "counts"; buf = []
for line in stats.splitlines():
    if line.startswith("MARK:"):
        parts[cur] = "\n".join(buf).strip(); cur = line[5:]; buf = []
    else:
        buf.append(line)
parts[cur] = "\n".join(buf).strip()
now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
md = f"""# Hold-out set 4: answer and explanation checks (blind)

- **Written:** 2026-12-05, started 15:07 UTC, files finished {now} (times from `date -u`).
- **By:** a helper session started by the project session, working **blind** to the linter: it never saw
  the checks, their rules, tests, docs, benchmarks or the existing bank, and never ran qbank.
- **Purpose:** an honest measurement of how well the checks for a wrong key against the explanation
  (`explanation/supports-distractor`) and for duplicate options (`answer/duplicate-option`) work on
  questions the developers never saw, and how many false alarms they raise on sound questions.

## What the author read

Exactly these files, nothing else in `/work/main` or `/work/shared`:

- `/work/main/schema/README.md`
- `/work/main/schema/question.schema.json`
- `/work/main/schema/topic.schema.json`
- `/work/shared/seeds/000_fa40e9fb930c8fe6.txt` and `/work/shared/seeds/002_bcf17ab5b3f8697a.txt`
  (found with `ls /work/shared/seeds/`)

Plus the files written here. No code or web search was used, no git, and nothing outside this folder was
modified. All Dutch text was newly written for this set.

## Layout

```
answer-explanation/
  README.md
  bank/<topic>/topic.toml          12 topics
  bank/<topic>/<id>.toml           204 sound questions   (# expect: none)
  gebrekkig/<topic>/topic.toml     same 12 topic ids, same titles
  gebrekkig/<topic>/<id>.toml      25 flawed questions   (20 supports-distractor, 5 duplicate-option)
  src/                             the Python data and the generator (see below)
```

`bank/` and `gebrekkig/` are each a bank root (topic folders directly inside, no `qbank.toml`); lint them
separately or together. Question ids are unique across both. Every question file starts with

```
# topic: <topic-id>
# expect: <label>
```

`related` is used only in `bank/` and only with ids of the same topic. No `[compute]`, `status`, `tags`,
`words` or `[[suppress]]` anywhere. 21 sound questions set `markup = "markdown"`.

Regenerate with `cd src && python3 build.py` (rewrites `bank/` and `gebrekkig/`, checks every file with
`tomllib`, checks ids, `related`, exactly one `correct = true`, and that no sound question has two options
that are equal after lower-casing, removing whitespace and a trailing full stop). `python3 readme.py`
prints the statistics below; `python3 write_readme.py` rewrites this file (with an empty Results section).

## Labels

- `none`: sound. Exactly one option has `correct = true`; no two options read the same to a student;
  the explanation argues for the keyed option and is factually right.
- `explanation/supports-distractor`: the explanation is correct and argues clearly for one particular
  option, but `correct = true` sits on a different option. Each was written as a sound question first;
  then only the `correct = true` line was moved. No text was changed.
- `answer/duplicate-option`: two options read the same to a student: they differ only in letter case,
  in spacing (a double space) or in a trailing full stop. Key and explanation are otherwise sound. In all
  five, the duplicated pair consists of two distractors.

## Counts per topic and label

{parts['counts']}

## Key positions (sound questions)

{parts['keys']}

## Styles (sound questions)

A question can have several styles. "Author tag" means the author marked the question with that style
while writing it (the tags live in `src/*.py`, not in the TOML); the other rows are computed mechanically
from the files by `src/readme.py`.

{parts['styles']}

Notes on the styles:

- Units appear both as symbols and as words, often within one question (`12 V` in the stem, `12 volt` in the
  explanation; `4 %` as option, `4 procent` in the explanation; `8 ohm` in the stem, `4 Ω` in the explanation).
- "Options differing only in …" covers pairs such as `a² + 2ab + b²`/`a² − 2ab + b²`, `O(n)`/`O(n²)`,
  `i < 9`/`i <= 9`, `teller += 1`/`teller -= 1`, `km/u`/`m/s`/`km/s`, `List<String>`/`list[str]`,
  `9,8 m/s`/`9,8 m/s²`, `6π cm`/`6π cm²`, `x > −3`/`x < −3`, `−0,5`/`+0,5`, `♯`/`♭`, `2,7 g/cm³`/`2,7 kg/m³`,
  `1200 N`/`1200 Pa`, `C – E – G`/`C – Es – G`, `8²⁶`/`26⁸`. None of these reads the same to a student,
  so all are labelled `none`.
- In the negative-stem questions the explanation says why the other options are true.

Lists for the author-tagged styles:

{parts['lists']}

## Explanation length (words, split on whitespace)

{parts['lengths']}

## Flawed questions (`gebrekkig/`)

{parts['flawed']}

## Results
"""
open("../README.md", "w", encoding="utf-8").write(md)
print("ok")
