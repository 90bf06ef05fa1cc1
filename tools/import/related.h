// Resolves a related question written as its stem (the quiz pages list them so) to an id:
// the exact stem after normalisation (case, accents, punctuation and spacing ignored), else the
// nearest stem by a soft Dice coefficient over the content words' Snowball stems (words match
// when equal or when one is a prefix of the other, rare words weigh more), provided one
// candidate clearly wins.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace qbank {

class TextAnalyzer;

class StemMatcher {
 public:
  struct Candidate {
    std::string id;
    std::string stem;
  };
  StemMatcher(const TextAnalyzer& analyzer, std::vector<Candidate> candidates);

  struct Match {
    std::string id;
    bool exact = false;
    double score = 0;       // 1 for an exact match
    std::string runner_up;  // the second best id (near matches)
    double runner_up_score = 0;
  };
  // The match for `stem`, never `exclude` (the question itself). nullopt when none or no clear
  // winner; `best` then holds the best candidates for the message.
  std::optional<Match> resolve(std::string_view stem, std::string_view exclude,
                               std::vector<Match>* best = nullptr) const;

  // Thresholds: a near match needs this score and this lead over the runner-up.
  static constexpr double kMinScore = 0.3;
  static constexpr double kMinLead = 0.1;

  static std::string normalise(std::string_view stem);

 private:
  const TextAnalyzer& analyzer_;
  std::vector<Candidate> candidates_;
  std::vector<std::string> normalised_;
  std::vector<std::vector<std::string>> stems_;
  std::unordered_map<std::string, double> idf_;
  double unseen_idf_ = 1;

  std::vector<std::string> stem_set(std::string_view text) const;
  double weight(const std::string& s) const;
};

}  // namespace qbank
