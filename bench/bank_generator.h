// A deterministic generator of synthetic Dutch question banks for benchmarks and harnesses.
//
// The same (questions, seed) always gives the same bytes. Words come from the Hunspell Dutch
// word list (nl.dic, flags stripped), from the real bank and from the stop-word list, drawn with
// a Zipf distribution so that the number of distinct words grows as in real text. Every word
// the generator writes passes the spelling check with the project vocabulary, except the
// misspellings it injects on purpose; those and the other injected defects are listed in a
// manifest (JSON) so that a harness can check that qbank finds them all.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

namespace qbank::bench {

struct GeneratorOptions {
  std::size_t questions = 1000;
  std::uint64_t seed = 1;
  std::filesystem::path out;         // the bank goes to out/bank, the manifest to out/manifest.json
  std::filesystem::path source_dir;  // the repository: rules/, schema/, bank/
  std::filesystem::path dictionary = "/usr/share/hunspell/nl";  // without .aff/.dic
  std::size_t questions_per_topic = 50;
  // Shares of questions with an injected defect.
  double misspelling_share = 0.02;      // one misspelt word in the stem or the explanation
  double near_duplicate_share = 0.005;  // the stem of another question in the topic, one word changed
  double dangling_link_share = 0.005;   // one `related` id that names no question
  double two_correct_share = 0.005;     // two options marked correct
};

struct GeneratorResult {
  std::size_t questions = 0;
  std::size_t topics = 0;
  std::size_t words = 0;  // words written in checked text (stems, options, explanations, topics)
  std::size_t defects = 0;
};

// Writes the bank and the manifest. Throws std::runtime_error.
GeneratorResult generate_bank(const GeneratorOptions& options);

}  // namespace qbank::bench
