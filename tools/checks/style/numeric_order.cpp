#include "checks/style/numeric_order.h"

#include <algorithm>

#include "checks/answer/dutch_number.h"
#include "checks/style/cue_util.h"
#include "core/i18n.h"
#include "core/strings.h"
#include "core/text_locator.h"
#include "core/utf8.h"

namespace qbank {

namespace {

constexpr RuleId kNumericOrderRule = RuleId::style_numeric_order;

// The option text with its number replaced by '#', folded and with white space collapsed: two
// options are comparable when these are equal ("ongeveer # gb").
std::string shape(std::string_view text, const WrittenNumber& n) {
  std::string s = std::string(text.substr(0, n.begin)) + "#" + std::string(text.substr(n.end));
  std::string folded = utf8::fold(s);
  std::string out;
  bool space = false;
  for (char c : folded) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      space = true;
      continue;
    }
    if (space && !out.empty()) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

// How a number is shown in the message: as written.
std::string as_written(std::string_view text, const WrittenNumber& n) {
  return std::string(text.substr(n.begin, n.end - n.begin));
}

}  // namespace

std::vector<WrittenNumber> written_numbers(std::string_view text) {
  std::vector<WrittenNumber> out;
  for (const NumberMention& m : find_numbers(text)) out.push_back({m.value, m.begin, m.end});
  return out;
}

std::vector<WrittenNumber> numeric_series(const Question& q) {
  if (q.options.size() < 2) return {};
  std::vector<WrittenNumber> numbers;
  std::string common;
  for (const auto& o : q.options) {
    if (!o.text.present) return {};
    const auto found = written_numbers(o.text.value);
    if (found.size() != 1) return {};  // no number, or a range or formula: no order to check
    const std::string s = shape(o.text.value, found.front());
    if (numbers.empty()) {
      common = s;
    } else if (s != common) {
      return {};  // different words or units around the numbers: not one scale
    }
    numbers.push_back(found.front());
  }
  return numbers;
}

void NumericOrderCheck::prepare(const LintContext& ctx) { enabled_ = ctx.enabled(kNumericOrderRule); }

void NumericOrderCheck::check_question(const Question& q, const LintContext&, std::vector<Diagnostic>& out) const {
  if (!enabled_) return;
  const std::vector<WrittenNumber> numbers = numeric_series(q);
  if (numbers.empty()) return;
  for (std::size_t i = 1; i < numbers.size(); ++i) {
    if (numbers[i].value >= numbers[i - 1].value) continue;
    const Option& o = q.options[i];
    std::vector<std::string> listed, sorted_values;
    std::vector<std::pair<double, std::string>> by_value;
    for (std::size_t k = 0; k < numbers.size(); ++k) {
      const std::string w = as_written(q.options[k].text.value, numbers[k]);
      listed.push_back(std::string(1, q.options[k].letter()) + " " + w);
      by_value.emplace_back(numbers[k].value, w);
    }
    std::stable_sort(by_value.begin(), by_value.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [v, w] : by_value) sorted_values.push_back(w);
    out.push_back(make_diagnostic(
        kNumericOrderRule, q.path(), locate(*q.source, o.text, numbers[i].begin, numbers[i].end),
        format_message(
            tr("de getallen van de opties staan niet oplopend ({}); zet de opties van klein naar groot ({}), "
               "met `correct = true` bij dezelfde optie: dan zoekt een student het getal snel en verraadt de "
               "volgorde niets over de sleutel"),
            {join(listed, ", "), join(sorted_values, ", ")})));
    return;
  }
}

OwnedRules NumericOrderCheck::rules() const { return owns({RuleId::style_numeric_order}); }

}  // namespace qbank
