// kind = "occurrence": counts words, characters or matches of a text and reports a count below
// `min` or above `max`.
#include "checks/style/kinds/kind.h"
#include "core/i18n.h"
#include "core/utf8.h"

namespace qbank {
namespace {

struct Unit {
  std::size_t begin;
  std::size_t end;
};

// Words for `count = "words"`: runs of non-space characters with at least one letter or digit.
std::vector<Unit> words_of(std::string_view text) {
  std::vector<Unit> out;
  std::size_t i = 0;
  while (i < text.size()) {
    char32_t cp;
    std::size_t n = utf8::decode(text, i, cp);
    if (utf8::is_space(cp)) {
      i += n;
      continue;
    }
    const std::size_t begin = i;
    bool word = false;
    while (i < text.size()) {
      n = utf8::decode(text, i, cp);
      if (utf8::is_space(cp)) break;
      if (utf8::is_letter(cp) || utf8::is_digit(cp)) word = true;
      i += n;
    }
    if (word) out.push_back({begin, i});
  }
  return out;
}

// The text without surrounding white space, as a byte range.
Unit trimmed(std::string_view text) {
  std::size_t b = 0, e = text.size();
  while (b < e) {
    char32_t cp;
    const std::size_t n = utf8::decode(text, b, cp);
    if (!utf8::is_space(cp)) break;
    b += n;
  }
  while (e > b) {
    std::size_t s = e - 1;
    while (s > b && (static_cast<unsigned char>(text[s]) & 0xC0) == 0x80) --s;
    char32_t cp;
    utf8::decode(text, s, cp);
    if (!utf8::is_space(cp)) break;
    e = s;
  }
  return {b, e};
}

class Occurrence final : public DataRuleKind {
 public:
  std::string_view name() const override { return "occurrence"; }
  const std::set<std::string>& placeholders() const override {
    static const std::set<std::string> names = {"where", "match", "count", "min", "max"};
    return names;
  }
  void read(const KindReader& in, DataRule& r) const override {
    in.forbid({"swap", "case"}, tr("`{}` hoort niet bij kind = \"{}\"; verwijder het"), name());
    if (!in.table.get("count")) {
      in.problem(in.value_span("kind"),
                 tr("een occurrence-regel heeft `count` nodig: \"words\", \"characters\" of \"matches\""));
    }
    const std::string count = in.text("count");
    r.count = count == "characters" ? CountUnit::Characters
              : count == "matches"  ? CountUnit::Matches
                                    : CountUnit::Words;
    if (r.count != CountUnit::Matches) {
      in.forbid({"words", "patterns", "exceptions"}, tr("`{}` telt alleen mee bij count = \"matches\"; verwijder het"),
                name());
    } else if (!in.table.get("words") && !in.table.get("patterns")) {
      in.problem(in.value_span("count"),
                 tr("count = \"matches\" telt treffers van `words` of `patterns`; geef er een van"));
    }
    if (const auto* v = in.table.get_as<int64_t>("min")) r.min = v->get();
    if (const auto* v = in.table.get_as<int64_t>("max")) r.max = v->get();
    if (!r.min && !r.max) {
      in.problem(in.value_span("kind"),
                 tr("een occurrence-regel heeft `min`, `max` of beide nodig: anders meldt hij nooit iets"));
    }
    if (r.min && r.max && *r.min > *r.max) {
      in.problem(in.value_span("min"), format_message(tr("min ({}) is groter dan max ({}); dan is elke tekst fout"),
                                                      {std::to_string(*r.min), std::to_string(*r.max)}));
    }
  }
  std::vector<RuleHit> apply(const DataRule& rule, std::string_view text) const override {
    std::vector<RuleHit> out;
    std::vector<Unit> units;
    std::size_t n = 0;
    const Unit whole = trimmed(text);
    if (rule.count == CountUnit::Words) {
      units = words_of(text);
      n = units.size();
    } else if (rule.count == CountUnit::Matches) {
      for (const auto& r : rule.matcher.find(text)) units.push_back({r.begin, r.end});
      n = units.size();
    } else {
      n = utf8::count_code_points(text.substr(whole.begin, whole.end - whole.begin));
    }
    if (rule.max && n > static_cast<std::size_t>(*rule.max)) {
      std::size_t from = whole.begin, to = whole.end;
      if (rule.count == CountUnit::Characters) {
        // Just after the max-th character.
        std::size_t i = whole.begin;
        for (std::int64_t k = 0; k < *rule.max && i < whole.end; ++k) {
          char32_t cp;
          i += utf8::decode(text, i, cp);
        }
        from = i;
      } else {
        from = units[static_cast<std::size_t>(*rule.max)].begin;
        to = units.back().end;
      }
      RuleHit h = hit_at(text, from, to);
      h.count = n;
      out.push_back(std::move(h));
    } else if (rule.min && n < static_cast<std::size_t>(*rule.min)) {
      RuleHit h = hit_at(text, whole.begin, whole.end);
      h.count = n;
      out.push_back(std::move(h));
    }
    return out;
  }
};

}  // namespace

const DataRuleKind& occurrence_kind() {
  static const Occurrence kind;
  return kind;
}

}  // namespace qbank
