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
  std::string id;                       // "" for the totals
  std::string title;
  std::size_t questions = 0;
  std::vector<std::size_t> key_positions;  // questions whose key is option A, B, C...
  std::size_t no_single_key = 0;        // questions without exactly one key
  std::size_t options = 0;
  double option_length_mean = 0;        // in characters (code points)
  std::size_t option_length_min = 0;
  std::size_t option_length_max = 0;
  std::size_t links_out = 0;            // related entries written in these questions
  std::size_t links_in = 0;             // related entries elsewhere that point here
  std::size_t links_other_topic = 0;    // outgoing links to questions of another topic
  std::size_t links_unknown = 0;        // outgoing links to ids that do not exist
  std::size_t without_related = 0;      // questions with an empty or missing related list
  std::size_t errors = 0, warnings = 0, infos = 0;  // lint findings in the topic's files
};

struct BankStats {
  std::vector<TopicStats> topics;  // by id
  TopicStats total;
  std::size_t other_errors = 0, other_warnings = 0, other_infos = 0;  // findings outside topics (qbank.toml)
};

BankStats compute_stats(const Bank& bank, const std::vector<Diagnostic>& diagnostics);

void render_stats_text(const BankStats& stats, std::ostream& out);
void render_stats_json(const BankStats& stats, std::ostream& out);

}  // namespace qbank
