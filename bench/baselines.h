// Baselines shared by the benchmarks, so that each is measured the same way wherever it is
// quoted: `hunspell -d nl -l` over a bank's checked text, and brute-force all-pairs Jaccard over
// a sample of question stems (next to the similarity join on the same sample).
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include "core/model.h"
#include "core/text/analyzer.h"

namespace qbank::bench {

// Every field the spelling check reads (stems, options, option feedback, explanations, topic
// titles and descriptions), one per line, with line breaks inside a field turned into spaces.
std::string checked_text(const Bank& bank);

struct HunspellBaseline {
  double seconds = 0;
  std::size_t flagged = 0;  // lines (words) hunspell -l printed
};

// Writes `text` to scratch/text.txt and times `hunspell -i utf-8 -d nl -l` over it; its output
// goes to scratch/hunspell-l.txt. Throws std::runtime_error when hunspell fails or is missing.
HunspellBaseline hunspell_list(const std::string& text, const std::filesystem::path& scratch);

struct BruteForceBaseline {
  std::size_t sample = 0;
  double brute_ms = 0;     // brute-force all pairs, Jaccard >= 0.8
  double join_ms = 0;      // the All-Pairs join the duplicate check uses, same sets
  std::size_t pairs = 0;   // pairs the brute force found
  bool identical = false;  // the join found exactly the same pairs
};

// Stems each stem with the shared analyser (as the duplicate check does), then runs both joins
// on `jobs` threads.
BruteForceBaseline brute_force_duplicates(const std::vector<std::string>& stems, const TextAnalyzer& analyzer,
                                          unsigned jobs);

// The brute-force time extrapolated to n stems (pairs grow with n squared).
double extrapolate_brute_ms(const BruteForceBaseline& b, std::size_t n);

}  // namespace qbank::bench
