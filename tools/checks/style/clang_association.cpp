#include "checks/style/clang_association.h"

#include <map>
#include <set>

#include "core/i18n.h"
#include "core/text/analyzer.h"
#include "core/text_locator.h"
#include "core/utf8.h"

namespace qbank {

namespace {

constexpr RuleId kClangRule = RuleId::style_clang_association;

// The first four characters of a stem. Snowball only changes the end of a word, so a word with
// this stem contains them: a text without them has no word with this stem, and needs no stemming.
std::string_view head(std::string_view stem) {
  std::size_t n = 0, chars = 0;
  while (n < stem.size() && chars < 4) {
    char32_t cp;
    n += utf8::decode(stem, n, cp);
    ++chars;
  }
  return stem.substr(0, n);
}

template <typename Stems>
bool may_contain(const std::string& folded_text, const Stems& stems) {
  for (const auto& s : stems) {
    if (folded_text.find(head(s)) != std::string::npos) return true;
  }
  return false;
}

// Calls f(word) for each run of letters and digits of an already folded text.
template <typename F>
void for_each_word(std::string_view folded, F&& f) {
  std::size_t i = 0;
  while (i < folded.size()) {
    char32_t cp;
    std::size_t n = utf8::decode(folded, i, cp);
    if (!utf8::is_letter(cp) && !utf8::is_digit(cp)) {
      i += n;
      continue;
    }
    const std::size_t begin = i;
    while (i < folded.size()) {
      n = utf8::decode(folded, i, cp);
      if (!utf8::is_letter(cp) && !utf8::is_digit(cp) && !utf8::is_mark(cp)) break;
      i += n;
    }
    f(folded.substr(begin, i - begin));
  }
}

// The first three characters of a word. A Snowball stem keeps at least the first three letters
// of a word, so two words with the same stem share them.
std::string_view head3(std::string_view word) {
  std::size_t n = 0, chars = 0;
  while (n < word.size() && chars < 3) {
    char32_t cp;
    n += utf8::decode(word, n, cp);
    ++chars;
  }
  return word.substr(0, n);
}

}  // namespace

void ClangAssociationCheck::prepare(const LintContext& ctx) {
  enabled_ = ctx.enabled(kClangRule);
  min_letters_ = static_cast<std::size_t>(ctx.config.settings.integer("style.clang_min_letters"));
  if (enabled_) ctx.analyzer();  // load the word lists now: a broken rules/text/ stops the run here
}

void ClangAssociationCheck::check_question(const Question& q, const LintContext& ctx,
                                           std::vector<Diagnostic>& out) const {
  if (!enabled_ || !q.stem.present) return;
  const int key = q.key_index();
  if (key < 0 || q.options.size() < 2) return;
  for (const auto& o : q.options) {
    if (!o.text.present) return;  // the schema reports it
  }
  const Option& k = q.options[static_cast<std::size_t>(key)];
  const TextAnalyzer& analyzer = ctx.analyzer();

  // A quick test without stemming: does any key word begin like a long content word of the
  // stem? Most questions stop here.
  const std::string folded_stem = utf8::fold(q.stem.value);
  const std::string folded_key = utf8::fold(k.text.value);
  std::set<std::string_view> heads;
  for_each_word(folded_stem, [&](std::string_view w) {
    if (utf8::count_code_points(w) >= min_letters_ && !analyzer.is_stop_word(w)) heads.insert(head3(w));
  });
  bool shared = false;
  for_each_word(folded_key, [&](std::string_view w) { shared = shared || heads.count(head3(w)) > 0; });
  if (!shared) return;

  // Content words of the stem with at least min_letters letters, by stem; the first occurrence.
  std::map<std::string, Token> stem_words;
  for (auto& t : analyzer.tokenize(q.stem.value)) {
    if (t.number || t.stop || utf8::count_code_points(t.folded) < min_letters_) continue;
    stem_words.emplace(std::string(t.stem), t);
  }
  if (stem_words.empty()) return;
  std::vector<std::string> stems;
  for (const auto& [s, _] : stem_words) stems.push_back(s);
  if (!may_contain(folded_key, stems)) return;

  // Snowball keeps an -s after a vowel ("bytes" stays, "byte" becomes "byt"), so English plurals in
  // Dutch text would look like other words: a word also counts in its form without -s.
  auto without_s = [&](const Token& t) {
    const std::string_view f = t.folded;
    if (f.size() > 4 && f.back() == 's') return analyzer.stem(f.substr(0, f.size() - 1));
    return std::string(t.stem);
  };

  // Key words whose stem is a stem word, in key order.
  std::vector<Token> candidates;
  std::set<std::string> candidate_stems;
  for (auto& t : analyzer.tokenize(k.text.value)) {
    if (t.number || !stem_words.count(std::string(t.stem))) continue;
    candidate_stems.emplace(t.stem);
    candidate_stems.insert(without_s(t));
    candidates.push_back(t);
  }
  if (candidates.empty()) return;

  // Which of them a distractor uses too (only distractors that may contain one are stemmed).
  std::set<std::string> in_distractors;
  for (const auto& o : q.options) {
    if (static_cast<int>(o.index) == key || !may_contain(utf8::fold(o.text.value), candidate_stems)) continue;
    for (const auto& t : analyzer.tokenize(o.text.value)) {
      in_distractors.emplace(t.stem);
      in_distractors.insert(without_s(t));
    }
  }

  std::set<std::string> reported;
  for (const auto& t : candidates) {
    const std::string stem(t.stem);
    if (in_distractors.count(stem) || in_distractors.count(without_s(t)) || !reported.insert(stem).second) continue;
    const Token& s = stem_words.at(stem);
    const std::string key_word(k.text.value.substr(t.begin, t.end - t.begin));
    const std::string stem_word(q.stem.value.substr(s.begin, s.end - s.begin));
    // The stem's form of the word when it is written differently: " (`…`)".
    const std::string stem_form =
        utf8::fold(key_word) != utf8::fold(stem_word) ? format_message(tr(" (`{}`)"), {stem_word}) : std::string();
    const std::string msg = format_message(
        tr("het woord `{}` in de sleutel ({}) komt ook in de stam voor{}, maar in geen enkele afleider: zo "
           "wijst de stam de sleutel aan; gebruik het woord ook in een afleider of formuleer de sleutel "
           "anders"),
        {key_word, std::string(1, k.letter()), stem_form});
    auto d = make_diagnostic(kClangRule, q.path(), locate(*q.source, k.text, t.begin, t.end), msg);
    d.related.push_back({q.path(), locate(*q.source, q.stem, s.begin, s.end), tr("hier in de stam")});
    out.push_back(std::move(d));
  }
}

OwnedRules ClangAssociationCheck::rules() const { return owns({RuleId::style_clang_association}); }

}  // namespace qbank
