#!/usr/bin/env bash
# Creates every file a new built-in check needs, so that a rule id leads to its code, its doc and
# its fixture:
#
#   tools/checks/<family>/<rule>.md              the doc (front matter: severity, summary)
#   tools/checks/<family>/<rule_>.h, .cpp        the check class, reporting <family>/<rule>
#   tools/checks/registry.cpp                    one include and one line registering it
#   tests/fixtures/<family>/<rule>/bank/         a fixture bank with only <family> turned on
#   tests/fixtures/<family>/<rule>/expected.txt  empty: accept the real output once the check works
#
# usage: tools/scripts/new_check.sh FAMILY RULE [SEVERITY]
#   tools/scripts/new_check.sh answer option-too-long warning
#
# Then: write the check, make the fixture question show the flaw, build, and accept the output
# with QBANK_UPDATE_GOLDENS=1 ctest --test-dir build -R Golden (read the diff before committing).
# Until the fixture produces the rule, GoldenCoverage fails: a new rule cannot land untested.
set -euo pipefail

usage() { echo "usage: $0 FAMILY RULE [error|warning|info]" >&2; exit 2; }
[ $# -ge 2 ] && [ $# -le 3 ] || usage
family=$1 rule=$2 severity=${3:-warning}
families="syntax schema spelling answer explanation duplicate graph style"
case " $families " in *" $family "*) ;; *) echo "unknown family '$family' (one of: $families)" >&2; exit 2 ;; esac
[[ $rule =~ ^[a-z][a-z0-9]*(-[a-z0-9]+)*$ ]] || { echo "a rule name is lower-case words joined by hyphens" >&2; exit 2; }
case $severity in error|warning|info) ;; *) usage ;; esac

root=$(cd "$(dirname "$0")/../.." && pwd)
dir=$root/tools/checks/$family
file=${rule//-/_}
# CamelCase class name: answer + option-too-long -> AnswerOptionTooLongCheck
class=$(echo "$family-$rule" | awk -F- '{for (i = 1; i <= NF; i++) printf "%s%s", toupper(substr($i, 1, 1)), substr($i, 2)}')Check
# The rule's RuleId enumerator, generated from the doc: answer/option-too-long -> answer_option_too_long.
rule_enum=${family}_${rule//-/_}
fixture=$root/tests/fixtures/$family/$rule

for f in "$dir/$rule.md" "$dir/$rule.en.md" "$dir/$file.h" "$dir/$file.cpp" "$fixture"; do
  [ ! -e "$f" ] || { echo "$f exists already" >&2; exit 1; }
done
mkdir -p "$dir" "$fixture/bank/onderwerp"

cat >"$dir/$rule.md" <<EOF
---
severity: $severity
summary: Eén zin die zegt wat $family/$rule meldt.
---
# $family/$rule

## Wat de regel doet
Waar de controle naar kijkt en wanneer ze meldt, zo precies dat een auteur het kan voorspellen.

## Waarom het ertoe doet
Wat er misgaat voor de leerling of de site als de fout blijft staan.

## Voorbeeld
\`\`\`toml
# een vraag die deze melding krijgt
\`\`\`

## Zo los je het op
Wat je in plaats daarvan schrijft; hoe je de melding onderdrukt als ze bedoeld is.
EOF
cat >"$dir/$rule.en.md" <<EOF
---
severity: $severity
summary: One sentence that says what $family/$rule reports.
---
# $family/$rule

## What it does
What the check looks at and when it reports, precisely enough that an author can predict it.

## Why it matters
What goes wrong for the student or the site when the flaw stays.

## Example
\`\`\`toml
# a question that gets this finding
\`\`\`

## How to fix
What to write instead; how to suppress it when the finding is intended.
EOF

cat >"$dir/$file.h" <<EOF
// $family/$rule: see $rule.md beside this file.
#pragma once

#include "checks/check.h"

namespace qbank {

class $class final : public Check {
 public:
  std::string_view name() const override { return "$family-$rule"; }
  OwnedRules rules() const override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;
};

}  // namespace qbank
EOF

cat >"$dir/$file.cpp" <<EOF
#include "checks/$family/$file.h"

namespace qbank {

// The rules this check reports: RuleId::$rule_enum exists once the build has read $rule.md.
OwnedRules $class::rules() const { return owns({RuleId::$rule_enum}); }

void $class::check_question(const Question& question, const LintContext& context,
                            std::vector<Diagnostic>& out) const {
  if (!context.enabled(RuleId::$rule_enum)) return;
  // Report with make_diagnostic(RuleId::$rule_enum, question.path(), span, "bericht in het Nederlands")
  // at the exact span of the offending text (see core/text_locator.h).
}

}  // namespace qbank
EOF

# Register: the include after the last check include, the line after the last push_back.
registry=$root/tools/checks/registry.cpp
python3 - "$registry" "$family" "$file" "$class" <<'EOF'
import sys
path, family, file, cls = sys.argv[1:]
lines = open(path).read().split("\n")
last_include = max(i for i, l in enumerate(lines) if l.startswith('#include "checks/'))
lines.insert(last_include + 1, f'#include "checks/{family}/{file}.h"')
last_push = max(i for i, l in enumerate(lines) if "checks.push_back(" in l)
lines.insert(last_push + 1, f"  checks.push_back(std::make_unique<{cls}>());")
open(path, "w").write("\n".join(lines))
EOF

# The fixture: only the family under test is on.
{
  echo "#:schema ../../../../../schema/config.schema.json"
  echo "# Fixture of $family/$rule: only the $family family is under test here."
  echo 'language = "nl"'
  echo
  echo "[rules]"
  for f in spelling answer explanation duplicate graph style; do
    [ "$f" = "$family" ] || echo "$f = \"off\""
  done
} >"$fixture/bank/qbank.toml"
cat >"$fixture/bank/onderwerp/topic.toml" <<EOF
#:schema ../../../../../../schema/topic.schema.json
title = "Onderwerp"
EOF
cat >"$fixture/bank/onderwerp/eerste-vraag.toml" <<EOF
#:schema ../../../../../../schema/question.schema.json
# Make this question show the flaw $family/$rule reports.
stem = "Welke optie is juist?"
explanation = "Optie C is juist omdat zij de juiste bewering doet."

[[options]]
text = "De eerste bewering"

[[options]]
text = "De tweede bewering"

[[options]]
text = "De juiste bewering"
correct = true
EOF
: >"$fixture/expected.txt"

echo "created $family/$rule:"
echo "  ${dir#"$root"/}/$rule.md, $file.h, $file.cpp (class $class), registered in tools/checks/registry.cpp"
echo "  ${fixture#"$root"/}/bank/ and expected.txt (empty)"
