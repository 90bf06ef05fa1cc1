// kind = "capitalization": reports `words` written in another case than `case` (upper, lower,
// capitalized), with the word in the right case as its fix.
#include "checks/style/kinds/kind.h"
#include "core/i18n.h"
#include "core/utf8.h"

namespace qbank {
namespace {

std::string map_code_points(std::string_view text, char32_t (*f)(char32_t)) {
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    char32_t cp;
    const std::size_t n = utf8::decode(text, i, cp);
    utf8::append(out, f(cp));
    i += n;
  }
  return out;
}

// "ij" at the start of a Dutch word is capitalised as one letter: IJsland.
std::string capitalize(std::string_view text) {
  std::string lower = map_code_points(text, utf8::to_lower);
  if (lower.empty()) return lower;
  if (lower.size() >= 2 && lower[0] == 'i' && lower[1] == 'j') return "IJ" + lower.substr(2);
  char32_t cp;
  const std::size_t n = utf8::decode(lower, 0, cp);
  std::string out;
  utf8::append(out, utf8::to_upper(cp));
  return out + lower.substr(n);
}

std::string recase(std::string_view text, LetterCase c) {
  switch (c) {
    case LetterCase::Upper:
      return map_code_points(text, utf8::to_upper);
    case LetterCase::Lower:
      return map_code_points(text, utf8::to_lower);
    case LetterCase::Capitalized:
      return capitalize(text);
  }
  return std::string(text);
}

class Capitalization final : public DataRuleKind {
 public:
  std::string_view name() const override { return "capitalization"; }
  const std::set<std::string>& placeholders() const override {
    static const std::set<std::string> names = {"where", "match", "replacement"};
    return names;
  }
  void read(const KindReader& in, DataRule& rule) const override {
    in.forbid({"patterns", "swap", "count", "min", "max"},
              tr("`{}` hoort niet bij kind = \"{}\" (een capitalization zoekt alleen `words`); verwijder het"), name());
    if (!in.table.get("words") || !in.table.get("case")) {
      in.problem(
          in.value_span("kind"),
          tr("een capitalization-regel heeft `words` (welke woorden) en `case` (upper, lower of capitalized) nodig"));
    }
    const std::string c = in.text("case");
    rule.letter_case = c == "lower"         ? LetterCase::Lower
                       : c == "capitalized" ? LetterCase::Capitalized
                                            : LetterCase::Upper;
  }
  // The words are found in any case: the case is what the rule checks.
  void build(const KindReader& in, DataRule& rule) const override {
    in.matcher(in.table, true, in.whole_words, rule.matcher);
  }
  std::vector<RuleHit> apply(const DataRule& rule, std::string_view text) const override {
    std::vector<RuleHit> out;
    for (const auto& r : rule.matcher.find(text, kMaxHitsPerText)) {
      RuleHit h = hit_at(text, r.begin, r.end);
      h.replacement = recase(h.match, rule.letter_case);
      if (h.replacement != h.match) out.push_back(std::move(h));
    }
    return out;
  }
};

}  // namespace

const DataRuleKind& capitalization_kind() {
  static const Capitalization kind;
  return kind;
}

}  // namespace qbank
