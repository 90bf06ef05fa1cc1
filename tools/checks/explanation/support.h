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

// The distinct terms of one question, sorted: views into the analyser's table of words (valid
// while the analyser keeps its words, TextAnalyzer::forget_words) and into `numbers`, the terms
// made here ("14 gb"). Not copyable: the views would point into the original.
struct QuestionTerms {
  std::vector<std::string_view> terms;
  std::vector<std::string> numbers;
  QuestionTerms() = default;
  QuestionTerms(const QuestionTerms&) = delete;
  QuestionTerms& operator=(const QuestionTerms&) = delete;
};

// The distinct terms of a question (stem, options, explanation) into `out`: the document
// TermStatistics counts. False, with `out` empty, when a text is longer than `max_chars` bytes or
// the explanation is missing (such a question is no document).
bool question_terms(const Question& question, const TextAnalyzer& analyzer, std::size_t max_chars, QuestionTerms& out);

// Document frequencies over the bank: a question is one document (stem, options, explanation).
class TermStatistics {
 public:
  // One document by its distinct terms (question_terms).
  void add(const std::vector<std::string_view>& terms);
  // The same, returned as term ids, and taking one out again by those ids: a long-running
  // process updates the statistics by the questions an edit changed.
  std::vector<std::uint32_t> add_document(const std::vector<std::string_view>& terms);
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
