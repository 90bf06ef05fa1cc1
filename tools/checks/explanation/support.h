// The terms of a question and their document frequencies over the bank (the explanation
// family's statistics; reading.h reads each explanation with them).
//
// Terms: the Snowball stems of the content words (stop words dropped) and the numbers, a number
// written with its unit as one term ("14 gb"). The inverse document frequency of a term weighs
// how much it tells one option from another.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/string_map.h"

namespace qbank {

class TextAnalyzer;
struct Question;

// One content word (or number) of the explanation.
struct ExplanationWord {
  std::uint32_t begin = 0;  // byte range in the explanation
  std::uint32_t end = 0;
  std::string stem;
  bool number = false;
  bool negated = false;  // a negation within the three words before it, or closing its clause
};

// The terms of one question, computed once per run.
struct QuestionTerms {
  bool usable = false;                            // key text and explanation present and not too long
  std::vector<std::string> stem;                  // sorted, unique
  std::vector<std::vector<std::string>> options;  // per option, in text order
  std::vector<ExplanationWord> words;             // the explanation's content words; each stem is a term
  std::vector<std::pair<std::string, std::uint32_t>> unit_terms;  // and "14 gb" terms, with their word
};

// Analyses a question. Texts longer than `max_chars` bytes are not analysed (usable = false).
QuestionTerms analyse_question(const Question& question, const TextAnalyzer& analyzer, std::size_t max_chars);

// The distinct terms of a usable question, sorted: the document TermStatistics::add counts.
std::vector<std::string> document_terms(const QuestionTerms& terms);

// Document frequencies over the bank: a question is one document (stem, options, explanation).
class TermStatistics {
 public:
  void add(const QuestionTerms& terms);
  // One document by its distinct terms (document_terms), returned as term ids, and taking one
  // out again by those ids: a long-running process updates the statistics by the questions an
  // edit changed.
  std::vector<std::uint32_t> add_document(const std::vector<std::string>& terms);
  void remove_document(const std::vector<std::uint32_t>& term_ids);
  void merge(const TermStatistics& other);
  // Smoothed inverse document frequency: ln((N + 1) / (df + 1)) + 1.
  double idf(std::string_view term) const;
  std::size_t documents() const { return documents_; }

 private:
  StringMap<std::uint32_t> df_;  // per term: the questions that have it (core/string_map.h)
  std::size_t documents_ = 0;
};

}  // namespace qbank
