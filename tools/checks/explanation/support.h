// How much an explanation backs each option of its question (the explanation family's model).
//
// Terms: the Snowball stems of the content words (stop words dropped) and the numbers, a number
// written with its unit as one term ("14 gb"). An option's distinctive terms are those in neither
// the stem nor any other option.
//   support(option)    = the share of its distinctive terms the explanation contains; a term only
//                        found right after a negation (within three words: "niet", "geen"...)
//                        counts against. A term that only matches part of a compound counts for
//                        the share of its 4-5 character fragments found in one explanation word.
//   similarity(option) = the TF-IDF cosine between the option's terms that are not in the stem
//                        and the explanation, with IDF over the whole bank.
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
  bool negated = false;     // a negation within the three words before it, or closing its clause
};

// The terms of one question, computed once per run.
struct QuestionTerms {
  bool usable = false;                              // key text and explanation present and not too long
  std::vector<std::string> stem;                    // sorted, unique
  std::vector<std::vector<std::string>> options;    // per option, in text order
  std::vector<ExplanationWord> words;               // the explanation's content words; each stem is a term
  std::vector<std::pair<std::string, std::uint32_t>> unit_terms;  // and "14 gb" terms, with their word
};

// Analyses a question. Texts longer than `max_chars` bytes are not analysed (usable = false).
QuestionTerms analyse_question(const Question& question, const TextAnalyzer& analyzer, std::size_t max_chars);

// Document frequencies over the bank: a question is one document (stem, options, explanation).
class TermStatistics {
 public:
  void add(const QuestionTerms& terms);
  void merge(const TermStatistics& other);
  // Smoothed inverse document frequency: ln((N + 1) / (df + 1)) + 1.
  double idf(std::string_view term) const;
  std::size_t documents() const { return documents_; }

 private:
  StringMap<std::uint32_t> df_;  // per term: the questions that have it (core/string_map.h)
  std::size_t documents_ = 0;
};

struct OptionScore {
  double support = 0;        // in [-1, 1]
  double similarity = 0;     // in [0, 1]
  bool has_similarity = false;  // false when every term is in the stem or in every option
  std::size_t distinctive = 0;  // own terms and disputed orders
  std::size_t from_options = 0; // terms shared with another option
  // The first explanation word that supports the option (for the report); begin == end: none.
  std::uint32_t evidence_begin = 0;
  std::uint32_t evidence_end = 0;
};

// Scores every option. `min_fragment_overlap`: the least share of a term's fragments that one
// explanation word must hold for a partial (compound) match.
std::vector<OptionScore> score_options(const QuestionTerms& terms, const TermStatistics& statistics,
                                       double min_fragment_overlap);

struct SupportThresholds {
  double margin = 0.15;             // support lead of a distractor for supports-distractor
  double similarity_margin = 0.10;  // and its similarity lead
  double min_support = 0.25;
  double min_similarity = 0.15;
};

enum class SupportVerdict { Fine, SupportsDistractor, NoDistinctiveTerms, NoSupport, WeakSupport };

struct Decision {
  SupportVerdict verdict = SupportVerdict::Fine;
  int rival = -1;  // the distractor concerned (SupportsDistractor, WeakSupport)
};

// The decision list, in order: a distractor beats the key by the margin in support and in
// similarity (in support alone when neither has terms for a similarity: options that only reorder
// the same words); the key has no distinctive terms but shares terms with another option; the key's support and similarity are both under
// their minimum; some distractor is backed at least as well as the key on both measures and beats it
// by the margin on one of them.
Decision decide(const std::vector<OptionScore>& scores, std::size_t key, const SupportThresholds& thresholds);

}  // namespace qbank
