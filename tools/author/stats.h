// `qbank stats`: per topic the number of questions, where the key sits, how long the options are,
// how the questions link to each other, and the lint findings.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "core/model.h"

namespace qbank {

struct TopicStats {
  std::string id;  // "" for the totals
  std::string title;
  std::size_t questions = 0;
  std::vector<std::size_t> key_positions;  // questions whose key is option A, B, C...
  // What an even spread would give at A, B, C...: over the questions with exactly one key, each
  // adds 1/k at each of its k positions (a topic mixing three and four options expects less at D).
  std::vector<double> key_expected;
  std::size_t no_single_key = 0;  // questions without exactly one key
  std::size_t options = 0;
  double option_length_mean = 0;  // in characters (code points)
  std::size_t option_length_min = 0;
  std::size_t option_length_max = 0;
  std::size_t links_out = 0;                        // related entries written in these questions
  std::size_t links_in = 0;                         // related entries elsewhere that point here
  std::size_t links_other_topic = 0;                // outgoing links to questions of another topic
  std::size_t links_unknown = 0;                    // outgoing links to ids that do not exist
  std::size_t without_related = 0;                  // questions with an empty or missing related list
  std::size_t errors = 0, warnings = 0, infos = 0;  // lint findings in the topic's files

  // Questions per status, in kStatuses order (a missing status counts as published).
  std::vector<std::size_t> statuses = std::vector<std::size_t>(4, 0);
  // The longest-option cue: mean length of the key and of the distractors (code points) over the
  // questions with exactly one key, and how many of those have a key longer than every distractor.
  std::size_t keyed = 0;
  double key_length_mean = 0;
  double distractor_length_mean = 0;
  std::size_t key_longest = 0;
  // Explanation length in words: per bucket of kExplanationBuckets, the mean, and how many have none.
  std::vector<std::size_t> explanation_words = std::vector<std::size_t>(7, 0);
  double explanation_words_mean = 0;
  std::vector<std::string> without_related_ids;  // sorted (questions are in path order)
  // style/key-position-bias for the topic's files: how many findings, and the first one's message
  // (empty when the key positions pass the test).
  std::size_t key_position_findings = 0;
  std::string key_position_message;
};

// The statuses a question can have, in the order of TopicStats::statuses.
inline constexpr const char* kStatuses[] = {"draft", "review", "published", "retired"};
// Lower bounds of the explanation-length buckets (words): 0, 1-9, 10-19, 20-39, 40-79, 80-159, 160+.
inline constexpr std::size_t kExplanationBuckets[] = {0, 1, 10, 20, 40, 80, 160};
// A bucket's label: "0", "1–9", ..., "160+".
std::string explanation_bucket_label(std::size_t bucket);

// Findings of one rule at one severity, for the whole bank.
struct RuleCount {
  std::string rule;
  Severity severity = Severity::Error;
  std::size_t count = 0;
};

struct BankStats {
  std::vector<TopicStats> topics;  // by id
  TopicStats total;
  std::size_t other_errors = 0, other_warnings = 0, other_infos = 0;  // findings outside topics (qbank.toml)
  std::vector<RuleCount> rules;  // most findings first, then by rule id and severity
};

BankStats compute_stats(const Bank& bank, const std::vector<Diagnostic>& diagnostics);

void render_stats_text(const BankStats& stats, std::ostream& out);
void render_stats_json(const BankStats& stats, std::ostream& out);
// The JSON document render_stats_json prints (for the report, which embeds the same numbers).
std::string stats_json(const BankStats& stats);

}  // namespace qbank
