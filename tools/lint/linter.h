// `qbank lint`: load each bank, run every check, apply severities and suppressions, and return
// the findings in a deterministic order.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "checks/catalog.h"
#include "core/diagnostic.h"
#include "core/fs.h"
#include "core/source.h"

namespace qbank {

struct LintOptions {
  std::vector<std::filesystem::path> paths;  // banks, topic folders or files; empty: "."
  unsigned jobs = 0;                         // 0: all cores
  bool suggestions = true;                   // spelling suggestions
  std::filesystem::path cache_dir;           // empty: no cache
  // When set, only findings in these files are reported (--changed); the whole bank is still read.
  std::optional<std::vector<std::filesystem::path>> only_files;
};

struct PhaseTime {
  std::string phase;
  double milliseconds = 0;
};

struct LintResult {
  std::vector<Diagnostic> diagnostics;
  Summary summary;
  std::map<std::string, std::shared_ptr<const SourceFile>> sources;  // for excerpts
  RuleCatalog catalog;
  std::vector<PhaseTime> phases;  // wall time per phase, in order
};

// Throws ConfigError for configuration problems (exit code 2).
LintResult run_lint(const FileSystem& fs, const LintOptions& options);

}  // namespace qbank
