// A practice session over one topic: questions one at a time in a shuffled order, options
// shuffled too (letters follow the shown order), feedback with the right answer and the
// explanation, a score at the end and the stems of the questions missed. Options that are one
// numeric scale keep their ascending order; texts wrap at word boundaries. Terminal I/O goes through
// streams so tests can drive it with a script of answers.
#pragma once

#include <cstdint>
#include <istream>
#include <ostream>
#include <string>
#include <vector>

#include "core/model.h"

namespace qbank {

// A small deterministic generator (splitmix64), so a seed gives the same order on every
// platform and standard library.
class PracticeRandom {
 public:
  explicit PracticeRandom(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  // Uniform in [0, n).
  std::size_t below(std::size_t n);
  template <typename T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(i)]);
  }

 private:
  std::uint64_t state_;
};

struct PracticeItem {
  const Question* question = nullptr;
  std::vector<std::size_t> order;  // shown option i is question->options[order[i]]
  std::size_t key = 0;             // shown position of the key
};

// The questions of `topic` that can be practised (published, exactly one key), shuffled, at most
// `count` of them (0: all).
std::vector<PracticeItem> plan_practice(const Bank& bank, const Topic& topic, std::size_t count, std::uint64_t seed);

struct PracticeResult {
  std::size_t asked = 0;
  std::size_t right = 0;
  std::vector<std::string> missed;        // ids, in the order asked
  std::vector<std::string> missed_stems;  // their stems, as "Gemist:" lists them
  bool stopped = false;                   // the student quit or the input ended early
};

struct PracticeStyle {
  bool color = false;
  bool echo_input = false;  // print each answer read (input piped, not typed), for a readable transcript
  std::size_t width = 80;   // columns: texts wrap at word boundaries
};

// Runs the session: prompts on `out`, answers from `in` (a letter A–Z or a number 1–9; `q` stops).
PracticeResult run_practice(const std::vector<PracticeItem>& items, const std::string& topic_title, std::istream& in,
                            std::ostream& out, const PracticeStyle& style);

}  // namespace qbank
