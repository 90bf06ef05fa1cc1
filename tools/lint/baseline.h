// The baseline: the findings a bank had when it adopted qbank (or a new rule), so that CI fails
// only on new ones while the old ones are paid off (as detekt's and ktlint's baselines and
// ESLint's bulk suppressions do).
//   qbank lint --write-baseline qbank-baseline.json   records today's findings
//   qbank lint --baseline qbank-baseline.json         reports only findings not in it, and
//                                                      lists the entries that no longer occur
// A finding is recorded by its fingerprint (checks/fingerprint.h) over the file's path relative to
// the baseline file, so the baseline works from any working directory and survives lines
// inserted above a finding; identical findings in one file are counted (":1", ":2").
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "lint/linter.h"

namespace qbank {

struct BaselineEntry {
  std::string file;  // relative to the baseline file's folder
  std::string rule;
  std::string fingerprint;  // finding_fingerprint + ":n"
  std::uint32_t line = 0;   // where it was when recorded (shown, never matched)
  std::string message;      // shown, never matched
};

// The entries for the findings of `result`, sorted (file, rule, fingerprint).
std::vector<BaselineEntry> baseline_entries(const LintResult& result, const std::filesystem::path& baseline_file);

// The baseline file's text: JSON, one entry per line, the same bytes for the same findings.
std::string baseline_text(const std::vector<BaselineEntry>& entries);

// A baseline file that cannot be read or is not a baseline (exit code 2, like a bad flag).
class BaselineError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Reads a baseline file. Throws BaselineError.
std::vector<BaselineEntry> read_baseline(const std::filesystem::path& baseline_file);

struct BaselineOutcome {
  std::size_t suppressed = 0;        // findings of the run found in the baseline
  std::vector<BaselineEntry> stale;  // entries no finding of the run matched
};

// Removes the findings of `result` that the baseline holds and recounts the summary's
// severities.
BaselineOutcome apply_baseline(LintResult& result, const std::vector<BaselineEntry>& baseline,
                               const std::filesystem::path& baseline_file);

}  // namespace qbank
