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

// The canonical form of a number token: "14,0" -> "14", "1.000" -> "1000".
std::string canonical_number(std::string_view folded) {
  const auto numbers = find_numbers(folded);
  if (numbers.empty()) return std::string(folded);
  return format_dutch_number(numbers.front().value);
}

// Unit words written out, as their symbols: "48 seconden" is the term "48 s".
std::string canonical_unit(std::string_view folded) {
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
  auto it = units.find(std::string(folded));
  return it == units.end() ? std::string(folded) : it->second;
}

bool only_spaces(std::string_view text, std::size_t begin, std::size_t end) {
  for (std::size_t i = begin; i < end && i < text.size(); ++i) {
    if (text[i] != ' ' && text[i] != '\t') return false;
  }
  return true;
}

// Appends the terms of a text to `out`: the stem of each content word and each number. A number
// followed directly by a word gives "14 gb"; with `both_forms` the bare number is a term too (for
// the stem and the explanation, which may state the number either way). Numbers go to `numbers`.
void add_terms(std::string_view text, const TextAnalyzer& analyzer, bool both_forms, std::vector<std::string_view>& out,
               std::vector<std::string>& numbers) {
  const auto tokens = analyzer.tokenize(text);
  const std::size_t n = tokens.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Token& t = tokens[i];
    if (t.stop && !t.number) continue;
    if (!t.number) {
      out.emplace_back(t.stem);
      continue;
    }
    std::string number = canonical_number(t.folded);
    std::string unit;
    if (i + 1 < n && !tokens[i + 1].number && !tokens[i + 1].stop && only_spaces(text, t.end, tokens[i + 1].begin)) {
      unit = canonical_unit(tokens[i + 1].folded);
    }
    if (!unit.empty()) numbers.push_back(number + " " + unit);
    if (unit.empty() || both_forms) numbers.push_back(std::move(number));
  }
}

}  // namespace

bool question_terms(const Question& q, const TextAnalyzer& analyzer, std::size_t max_chars, QuestionTerms& out) {
  out.terms.clear();
  out.numbers.clear();
  if (!q.explanation.present || q.explanation.value.size() > max_chars) return false;
  if (q.stem.value.size() > max_chars) return false;
  for (const auto& o : q.options) {
    if (o.text.value.size() > max_chars) return false;
  }
  add_terms(q.stem.value, analyzer, true, out.terms, out.numbers);
  for (const auto& o : q.options) add_terms(o.text.value, analyzer, false, out.terms, out.numbers);
  add_terms(q.explanation.value, analyzer, true, out.terms, out.numbers);
  // Views of the number terms only now that `numbers` no longer grows.
  for (const auto& number : out.numbers) out.terms.emplace_back(number);
  std::sort(out.terms.begin(), out.terms.end());
  out.terms.erase(std::unique(out.terms.begin(), out.terms.end()), out.terms.end());
  return true;
}

void TermStatistics::add(const std::vector<std::string_view>& terms) {
  ++documents_;
  for (const auto& term : terms) ++*df_.try_emplace(term, 0).first;
}

std::vector<std::uint32_t> TermStatistics::add_document(const std::vector<std::string_view>& terms) {
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
