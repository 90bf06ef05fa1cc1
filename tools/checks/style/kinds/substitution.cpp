// kind = "substitution": reports each wrong form of `swap` (wrong = "preferred"), with the
// preferred form, in the case of the text it replaces, as its fix.
#include <map>

#include "checks/style/kinds/kind.h"
#include "core/i18n.h"
#include "core/toml_document.h"
#include "core/utf8.h"

namespace qbank {
namespace {

// Lower case with runs of white space collapsed to one space: the key of a `swap` entry.
std::string swap_key(std::string_view text) {
  std::string out;
  bool space = false;
  std::size_t i = 0;
  while (i < text.size()) {
    char32_t cp;
    const std::size_t n = utf8::decode(text, i, cp);
    if (utf8::is_space(cp)) {
      space = true;
    } else {
      if (space && !out.empty()) out += ' ';
      space = false;
      utf8::append(out, utf8::to_lower(cp));
    }
    i += n;
  }
  return out;
}

std::string upper(std::string_view text) {
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    char32_t cp;
    const std::size_t n = utf8::decode(text, i, cp);
    utf8::append(out, utf8::to_upper(cp));
    i += n;
  }
  return out;
}

// The preferred form of a substitution, in the case of the text it replaces: all capitals stay
// all capitals, a capital first letter stays one.
std::string adapt_case(const std::string& preferred, std::string_view found) {
  bool has_letter = false, all_upper = true;
  std::size_t letters = 0;
  std::size_t i = 0;
  bool first_upper = false;
  while (i < found.size()) {
    char32_t cp;
    i += utf8::decode(found, i, cp);
    if (!utf8::is_letter(cp)) continue;
    if (!has_letter) first_upper = utf8::is_upper(cp);
    has_letter = true;
    ++letters;
    if (!utf8::is_upper(cp)) all_upper = false;
  }
  if (!has_letter) return preferred;
  if (all_upper && letters > 1) return upper(preferred);
  if (first_upper) {
    char32_t cp;
    const std::size_t n = utf8::decode(preferred, 0, cp);
    std::string out;
    utf8::append(out, utf8::to_upper(cp));
    return out + preferred.substr(n);
  }
  return preferred;
}

class Substitution final : public DataRuleKind {
 public:
  std::string_view name() const override { return "substitution"; }
  const std::set<std::string>& placeholders() const override {
    static const std::set<std::string> names = {"where", "match", "replacement"};
    return names;
  }
  void read(const KindReader& in, DataRule&) const override {
    in.forbid({"words", "patterns", "case", "count", "min", "max"},
              tr("`{}` hoort niet bij kind = \"{}\" (de woorden van een substitution staan in `swap`); verwijder het"),
              name());
    if (!in.table.get("swap")) {
      in.problem(in.value_span("kind"), tr("een substitution-regel heeft een tabel `swap` nodig: fout = \"beter\""));
    }
  }
  // The matcher finds the wrong forms of `swap`, as whole words, outside `exceptions`.
  void build(const KindReader& in, DataRule& rule) const override {
    std::vector<std::string> wrong;
    if (const auto* swap = in.table.get_as<toml::table>("swap")) {
      for (const auto& [k, v] : in_source_order(*swap)) {
        const std::string key = swap_key(k->str());
        if (key.empty()) {
          in.problem(to_span(k->source()), tr("een leeg woord in `swap` kan niet worden vervangen"));
          continue;
        }
        if (rule.swap.count(key)) {
          in.problem(
              to_span(k->source()),
              format_message(tr("`{}` staat al eerder in `swap` (hoofdletters en spaties tellen niet)"), {k->str()}));
          continue;
        }
        rule.swap[key] = v->as_string() ? v->as_string()->get() : std::string();
        wrong.push_back(std::string(k->str()));
      }
    }
    toml::table words;
    toml::array arr;
    for (const auto& w : wrong) arr.push_back(w);
    words.insert("words", std::move(arr));
    if (const auto* ex = in.table.get_as<toml::array>("exceptions")) words.insert("exceptions", *ex);
    in.matcher(words, in.ignore_case, true, rule.matcher);
  }
  std::vector<RuleHit> apply(const DataRule& rule, std::string_view text) const override {
    std::vector<RuleHit> out;
    for (const auto& r : rule.matcher.find(text, kMaxHitsPerText)) {
      RuleHit h = hit_at(text, r.begin, r.end);
      auto it = rule.swap.find(swap_key(h.match));
      if (it == rule.swap.end()) continue;
      h.replacement = adapt_case(it->second, h.match);
      if (h.replacement != h.match) out.push_back(std::move(h));
    }
    return out;
  }
};

}  // namespace

const DataRuleKind& substitution_kind() {
  static const Substitution kind;
  return kind;
}

}  // namespace qbank
