// Finds duplicate, near-duplicate and variant pairs of questions (the analysis behind the
// duplicate/* rules; duplicate_check.cpp turns its pairs into diagnostics).
//
// Per question: the normalised stem (NFC, case and accents folded, punctuation and white space
// reduced to single spaces), the options normalised the same way as a sorted multiset, the
// normalised key text(s), the stem's set of stemmed words (TextAnalyzer), and its numeric
// skeleton (the word sequence with numbers and units blanked). Then:
//   exact / conflicting-key  equal stem and option multiset (grouped by hash), equal / other key
//   numeric-variant          equal skeleton, different stem (grouped)
//   near                     Jaccard of the word sets >= threshold (simjoin::all_pairs)
//   same-options             equal option multiset and key, different stem (grouped)
// Each pair gets at most one kind, in that order of precedence.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "core/model.h"

namespace qbank {

class TextAnalyzer;

enum class DuplicateKind { Exact, ConflictingKey, NumericVariant, Near, SameOptions };

// The rule id of a kind: "duplicate/exact", ...
RuleId duplicate_rule(DuplicateKind kind);

struct DuplicateSettings {
  double near_threshold = 0.8;             // duplicate.near_threshold
  std::size_t near_min_words = 5;          // duplicate.near_min_words
  std::size_t same_options_min_words = 4;  // duplicate.same_options_min_words
  std::size_t max_text_chars = 20000;      // limits.max_text_chars: longer stems are skipped
  std::unordered_set<std::string> units;   // duplicate.units, folded
  bool near = true;                        // run the similarity join at all
};

// A pair of questions (indices into the question list, a < b) and what they are.
struct DuplicatePair {
  std::size_t a = 0;
  std::size_t b = 0;
  DuplicateKind kind = DuplicateKind::Exact;
  double similarity = 1.0;  // Jaccard of the stems' word sets
};

struct DuplicateStats {
  std::size_t questions = 0;  // questions compared (not retired, with a stem)
  std::size_t join_index_entries = 0;
  std::size_t join_scanned = 0;
  std::size_t join_candidates = 0;
  std::size_t join_pairs = 0;  // pairs at or above the threshold before classification
  // Wall time and processor time (all threads) of the phases, in milliseconds.
  double analyse_ms = 0, analyse_cpu_ms = 0;  // tokenising, stemming, normalising
  double join_ms = 0, join_cpu_ms = 0;        // token sets and the similarity join
  double sets_ms = 0, sets_cpu_ms = 0;        // of which making the token sets
  double group_ms = 0, group_cpu_ms = 0;      // the groupings by hash
};

// Lower case, accents folded, NFC; runs of anything but letters and digits become one space;
// no leading or trailing space. "  De KV-cache, hé? " -> "de kv cache he".
std::string normalize_text(std::string_view text);

// All pairs, sorted by (a, b). Retired questions and questions without a stem take no part.
std::vector<DuplicatePair> find_duplicates(const std::vector<Question>& questions, const DuplicateSettings& settings,
                                           const TextAnalyzer& analyzer, unsigned jobs,
                                           DuplicateStats* stats = nullptr);

// find_duplicates kept up to date between runs on one bank (the language server): each question's
// analysis is kept while its source is the same object, and after a change to a few questions
// only their pairs are looked for again, each against every other question. The result is
// exactly find_duplicates' for the same questions.
class DuplicateTracker {
 public:
  DuplicateTracker();
  ~DuplicateTracker();
  std::vector<DuplicatePair> update(const std::vector<Question>& questions, const DuplicateSettings& settings,
                                    const TextAnalyzer& analyzer, unsigned jobs);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// The word set of a stem as find_duplicates compares it: every word (stop words included) as its
// Snowball stem, numbers as written (folded). Exposed for tests and the benchmark.
std::vector<std::string> stem_words(const TextAnalyzer& analyzer, std::string_view stem);

}  // namespace qbank
