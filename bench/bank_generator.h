// A small, deterministic generator of synthetic banks for benchmarks: topics of Dutch
// multiple-choice questions assembled from word lists, with valid ids, one key per question and
// five related links inside the topic. (The workflow benchmarks' own generator; a shared one may
// replace it.)
#pragma once

#include <cstddef>
#include <filesystem>

namespace qbank::bench {

struct GeneratedBank {
  std::filesystem::path root;  // the bank folder (holds qbank.toml)
  std::size_t questions = 0;
  std::size_t topics = 0;
};

// Writes `questions` questions in topics of `per_topic` into `dir`/bank. The config points
// rules_dir and schema_dir at the source tree. The same seed gives the same bytes.
GeneratedBank generate_bank(const std::filesystem::path& dir, std::size_t questions, std::size_t per_topic = 500,
                            unsigned seed = 42);

}  // namespace qbank::bench
