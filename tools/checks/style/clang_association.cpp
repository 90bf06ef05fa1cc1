#include "checks/style/clang_association.h"

#include <map>
#include <set>

#include "core/text/analyzer.h"
#include "core/text_locator.h"
#include "core/utf8.h"

namespace qbank {

namespace {
constexpr const char* kRule = "style/clang-association";
}

void ClangAssociationCheck::prepare(const LintContext& ctx) {
  enabled_ = ctx.enabled(kRule);
  min_letters_ = static_cast<std::size_t>(ctx.config.settings.integer("style.clang_min_letters"));
  if (enabled_) ctx.analyzer();  // load the word lists now: a broken rules/text/ stops the run here
}

void ClangAssociationCheck::check_question(const Question& q, const LintContext& ctx, std::vector<Diagnostic>& out) const {
  if (!enabled_ || !q.stem.present) return;
  const int key = q.key_index();
  if (key < 0 || q.options.size() < 2) return;
  const TextAnalyzer& analyzer = ctx.analyzer();

  // Content words of the stem with at least min_letters letters, by stem; the first occurrence.
  std::map<std::string, Token> stem_words;
  for (auto& t : analyzer.tokenize(q.stem.value)) {
    if (t.number || t.stop || utf8::count_code_points(t.folded) < min_letters_) continue;
    stem_words.emplace(t.stem, std::move(t));
  }
  if (stem_words.empty()) return;

  // Snowball keeps an -s after a vowel ("bytes" stays, "byte" becomes "byt"), so English plurals in
  // Dutch text would look like other words: a distractor word also counts in its form without -s.
  auto without_s = [&](const Token& t) {
    const std::string& f = t.folded;
    if (f.size() > 4 && f.back() == 's') return analyzer.stem(std::string_view(f).substr(0, f.size() - 1));
    return t.stem;
  };
  std::set<std::string> in_distractors;
  for (const auto& o : q.options) {
    if (static_cast<int>(o.index) == key) continue;
    if (!o.text.present) return;
    for (const auto& t : analyzer.tokenize(o.text.value)) {
      in_distractors.insert(t.stem);
      in_distractors.insert(without_s(t));
    }
  }

  const Option& k = q.options[static_cast<std::size_t>(key)];
  if (!k.text.present) return;
  std::set<std::string> reported;
  for (const auto& t : analyzer.tokenize(k.text.value)) {
    if (t.number) continue;
    auto it = stem_words.find(t.stem);
    if (it == stem_words.end() || in_distractors.count(t.stem) || in_distractors.count(without_s(t)) ||
        !reported.insert(t.stem).second) {
      continue;
    }
    const Token& s = it->second;
    const std::string key_word = k.text.value.substr(t.begin, t.end - t.begin);
    const std::string stem_word = q.stem.value.substr(s.begin, s.end - s.begin);
    std::string msg = "het woord `" + key_word + "` in de sleutel (" + std::string(1, k.letter()) + ") komt ook in de stam voor";
    if (utf8::fold(key_word) != utf8::fold(stem_word)) msg += " (`" + stem_word + "`)";
    msg += ", maar in geen enkele afleider: zo wijst de stam de sleutel aan; gebruik het woord ook in een afleider "
           "of formuleer de sleutel anders";
    auto d = make_diagnostic(kRule, q.path(), locate(*q.source, k.text, t.begin, t.end), msg);
    d.related.push_back({q.path(), locate(*q.source, q.stem, s.begin, s.end), "hier in de stam"});
    out.push_back(std::move(d));
  }
}

}  // namespace qbank
