// spelling/*: Dutch spell-checking of the text students read (stem, options and their feedback,
// explanation, topic title and description) with Hunspell and the project vocabulary.
//
// All work happens in prepare() (one SpellingCheck::Run, a member function per step): the bank's distinct words are
// collected on all threads while the dictionary loads, each distinct word is judged once (speller.h), suggestions are
// computed only for the distinct misspelt words, and the findings are stored per question and topic; check_question and
// check_topic only hand them out. In a long-running process (the language server prepares the same check after every
// edit) the loaded dictionary is kept for the next prepare() while the dictionaries and the vocabulary stay the same.
#pragma once

#include <memory>

#include "checks/check.h"

namespace qbank {

struct SpellingStats {
  std::size_t texts = 0;           // fields checked
  std::size_t tokens = 0;          // words looked at
  std::size_t distinct = 0;        // distinct words
  std::size_t judged = 0;          // of them, judged by Hunspell (the others were accepted in an earlier run)
  bool dictionary_loaded = false;  // false when every word was accepted in an earlier run
  std::size_t misspelt = 0;        // distinct misspelt pieces that needed suggestions
  std::size_t suggestions_computed = 0;
  std::size_t suggestions_cached = 0;
  // Wall time of the steps of prepare(), in milliseconds. Loading runs alongside collecting.
  double load_ms = 0;     // the dictionary and vocabulary
  double collect_ms = 0;  // tokenizing all text into distinct words
  double judge_ms = 0;    // Hunspell verdicts for the distinct words
  double locate_ms = 0;   // finding the wrong words again and their positions
  double suggest_ms = 0;
};

class SpellingCheck final : public Check {
 public:
  SpellingCheck();
  ~SpellingCheck() override;
  std::string_view name() const override { return "spelling"; }
  OwnedRules rules() const override;
  void prepare(const LintContext& context) override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;
  void check_topic(const Topic& topic, const LintContext& context, std::vector<Diagnostic>& out) const override;

  // Counts of the last prepare(), for the benchmark.
  const SpellingStats& stats() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
  struct Kept;
  std::unique_ptr<Kept> kept_;
  class Run;  // one prepare(), step by step (spelling_check.cpp)
};

}  // namespace qbank
