#include "checks/explanation/support.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

#include "checks/answer/dutch_number.h"
#include "checks/explanation/terms.h"
#include "core/model.h"
#include "core/text/analyzer.h"
#include "core/utf8.h"

namespace qbank {
namespace {

constexpr std::size_t kNegationWindow = 3;
constexpr std::size_t kNone = static_cast<std::size_t>(-1);

// The canonical form of a number token: "14,0" -> "14", "1.000" -> "1000".
std::string canonical_number(const std::string& folded) {
  const auto numbers = find_numbers(folded);
  if (numbers.empty()) return folded;
  return format_dutch_number(numbers.front().value);
}

// Unit words written out, as their symbols: "48 seconden" is the term "48 s".
std::string canonical_unit(const std::string& folded) {
  static const std::unordered_map<std::string, std::string> units = {{"seconde", "s"},
                                                                     {"seconden", "s"},
                                                                     {"sec", "s"},
                                                                     {"milliseconde", "ms"},
                                                                     {"milliseconden", "ms"},
                                                                     {"microseconde", "µs"},
                                                                     {"microseconden", "µs"},
                                                                     {"minuut", "min"},
                                                                     {"minuten", "min"},
                                                                     {"uur", "h"},
                                                                     {"gigabyte", "gb"},
                                                                     {"gigabytes", "gb"},
                                                                     {"megabyte", "mb"},
                                                                     {"megabytes", "mb"},
                                                                     {"kilobyte", "kb"},
                                                                     {"kilobytes", "kb"},
                                                                     {"terabyte", "tb"},
                                                                     {"terabytes", "tb"},
                                                                     {"procent", "%"},
                                                                     {"euro", "€"}};
  auto it = units.find(folded);
  return it == units.end() ? folded : it->second;
}

bool only_spaces(std::string_view text, std::size_t begin, std::size_t end) {
  for (std::size_t i = begin; i < end && i < text.size(); ++i) {
    if (text[i] != ' ' && text[i] != '\t') return false;
  }
  return true;
}

bool clause_break(std::string_view gap) { return gap.find_first_of(".,;:!?()\n") != std::string_view::npos; }

struct Extracted {
  std::vector<std::pair<std::string, std::uint32_t>> terms;  // term, index into words
  std::vector<ExplanationWord> words;
};

// Terms of a text. A number followed directly by a word gives "14 gb"; with `both_forms` the bare
// number is a term too (for the stem and the explanation, which may state the number either way).
// A word is negated when it is one of the first three content words after a negation in the same
// clause ("niet om een snellere besluitvorming"), or when a negation closes its clause ("zee-ijs
// verhoogt de zeespiegel niet, want ...": Dutch often puts "niet" last).
Extracted extract(std::string_view text, const TextAnalyzer& analyzer, bool both_forms) {
  Extracted out;
  const auto tokens = analyzer.tokenize(text);
  const std::size_t n = tokens.size();
  std::vector<bool> negated(n, false);
  std::size_t clause_start = 0;
  std::size_t negation = kNone;  // the last negation in this clause
  std::size_t words_since = 0;   // content words after it
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0 && clause_break(text.substr(tokens[i - 1].end, tokens[i].begin - tokens[i - 1].end))) {
      clause_start = i;
      negation = kNone;
    }
    if (tokens[i].negation) {
      negation = i;
      words_since = 0;
      // A clause-final negation: only stop words follow it up to the end of the clause.
      bool final = true;
      for (std::size_t j = i + 1;
           j < n && !clause_break(text.substr(tokens[j - 1].end, tokens[j].begin - tokens[j - 1].end)); ++j) {
        if (!tokens[j].stop) {
          final = false;
          break;
        }
      }
      if (final) {
        for (std::size_t k = clause_start; k < i; ++k) negated[k] = true;
      }
      continue;
    }
    if (negation != kNone && !tokens[i].stop) {
      // The first three content words after a negation, in its clause.
      if (++words_since <= kNegationWindow) negated[i] = true;
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    const Token& t = tokens[i];
    if (t.stop && !t.number) continue;
    ExplanationWord w;
    w.begin = static_cast<std::uint32_t>(t.begin);
    w.end = static_cast<std::uint32_t>(t.end);
    w.number = t.number;
    w.negated = negated[i];
    const auto index = static_cast<std::uint32_t>(out.words.size());
    if (t.number) {
      w.stem = canonical_number(t.folded);
      std::string unit;
      if (i + 1 < n && !tokens[i + 1].number && !tokens[i + 1].stop && only_spaces(text, t.end, tokens[i + 1].begin)) {
        unit = canonical_unit(tokens[i + 1].folded);
      }
      if (unit.empty() || both_forms) out.terms.emplace_back(w.stem, index);
      if (!unit.empty()) out.terms.emplace_back(w.stem + " " + unit, index);
    } else {
      w.stem = t.stem;
      out.terms.emplace_back(w.stem, index);
    }
    out.words.push_back(std::move(w));
  }
  return out;
}

}  // namespace

QuestionTerms analyse_question(const Question& q, const TextAnalyzer& analyzer, std::size_t max_chars) {
  QuestionTerms r;
  if (!q.explanation.present || q.explanation.value.size() > max_chars) return r;
  if (q.stem.value.size() > max_chars) return r;
  for (const auto& o : q.options) {
    if (o.text.value.size() > max_chars) return r;
  }
  for (auto& [term, index] : extract(q.stem.value, analyzer, true).terms) r.stem.push_back(std::move(term));
  std::sort(r.stem.begin(), r.stem.end());
  r.stem.erase(std::unique(r.stem.begin(), r.stem.end()), r.stem.end());
  for (const auto& o : q.options) {
    std::vector<std::string> terms;
    for (auto& [term, index] : extract(o.text.value, analyzer, false).terms) terms.push_back(std::move(term));
    r.options.push_back(std::move(terms));
  }
  Extracted e = extract(q.explanation.value, analyzer, true);
  r.words = std::move(e.words);
  // Every word's stem is a term; only the number-with-unit terms need storing besides.
  for (auto& [term, word] : e.terms) {
    if (term != r.words[word].stem) r.unit_terms.emplace_back(std::move(term), word);
  }
  r.words.shrink_to_fit();
  r.unit_terms.shrink_to_fit();
  for (auto& o : r.options) o.shrink_to_fit();
  r.stem.shrink_to_fit();
  r.usable = true;
  return r;
}

namespace {

// The distinct terms of a question (stem, options, explanation words, unit terms), sorted, as
// views or as copies.
template <typename Term>
std::vector<Term> distinct_terms(const QuestionTerms& t) {
  std::vector<Term> seen(t.stem.begin(), t.stem.end());
  for (const auto& o : t.options) seen.insert(seen.end(), o.begin(), o.end());
  for (const auto& w : t.words) seen.emplace_back(w.stem);
  for (const auto& [term, index] : t.unit_terms) seen.emplace_back(term);
  std::sort(seen.begin(), seen.end());
  seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
  return seen;
}

}  // namespace

void TermStatistics::add(const QuestionTerms& t) {
  if (!t.usable) return;
  ++documents_;
  for (std::string_view term : distinct_terms<std::string_view>(t)) ++*df_.try_emplace(term, 0).first;
}

std::vector<std::string> document_terms(const QuestionTerms& t) { return distinct_terms<std::string>(t); }

std::vector<std::uint32_t> TermStatistics::add_document(const std::vector<std::string>& terms) {
  ++documents_;
  std::vector<std::uint32_t> ids;
  ids.reserve(terms.size());
  for (const auto& term : terms) {
    ids.push_back(df_.index_of(term, 0));
    ++df_.value_at(ids.back());
  }
  return ids;
}

void TermStatistics::remove_document(const std::vector<std::uint32_t>& term_ids) {
  --documents_;
  for (const std::uint32_t id : term_ids) --df_.value_at(id);  // a count of 0 weighs as an unknown term
}

void TermStatistics::merge(const TermStatistics& other) {
  documents_ += other.documents_;
  for (const auto& [term, n] : other.df_.entries()) *df_.try_emplace(term, 0).first += n;
}

double TermStatistics::idf(std::string_view term) const {
  const std::uint32_t* n = df_.find(term);
  const double df = n ? *n : 0.0;
  return std::log((static_cast<double>(documents_) + 1.0) / (df + 1.0)) + 1.0;
}

}  // namespace qbank
