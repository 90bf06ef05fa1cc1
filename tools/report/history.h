// The findings of a bank over its last commits, for the report's history chart: each commit's bank
// folder is linted as it was in that commit, with that commit's own qbank.toml and rules.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

namespace qbank::health {

struct HistoryPoint {
  std::string commit;    // full id
  std::string short_id;  // as `git log --abbrev=7` writes it
  std::string date;      // committer date, YYYY-MM-DD
  std::string subject;
  std::size_t errors = 0, warnings = 0, infos = 0, questions = 0;
  bool config_error = false;  // the commit's qbank.toml or rules did not load (no counts)
  bool cached = false;        // read from the cache, not linted in this run
};

struct History {
  bool repository = false;           // the bank lies in a git work tree
  std::vector<HistoryPoint> points;  // oldest first; only commits that contain the bank folder
  std::size_t without_bank = 0;      // of the last N commits, those where the bank folder was missing
  std::size_t linted = 0;            // points linted in this run (the others came from the cache)
  std::string problem;               // a Dutch sentence when the history could not be read
};

struct HistoryOptions {
  std::filesystem::path bank_root;  // the bank (its qbank.toml folder)
  std::size_t commits = 30;         // the last N commits of HEAD, first parents only
  unsigned jobs = 0;
  // Results are kept per commit (by its root tree id, the bank's folder in it, and the tool) in
  // <cache_dir>/history/; empty: <bank_root>/.qbank-cache. No cache when `cache` is false.
  bool cache = true;
  std::filesystem::path cache_dir;
};

History read_history(const HistoryOptions& options);

}  // namespace qbank::health
