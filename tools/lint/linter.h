// `qbank lint`: load each bank, run every check, apply severities and suppressions, and return
// the findings in a deterministic order.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "checks/catalog.h"
#include "checks/lint_report.h"
#include "core/diagnostic.h"
#include "core/fs.h"
#include "core/source.h"

namespace qbank {

struct LoadedBank;  // lint/bank_loader.h
class LintContext;  // checks/check.h
struct Config;      // core/config.h

struct LintOptions {
  std::vector<std::filesystem::path> paths;  // banks, topic folders or files; empty: "."
  unsigned jobs = 0;                         // 0: all cores
  bool suggestions = true;                   // spelling suggestions
  // The result cache (lint/cache.h): each bank's <root>/.qbank-cache/, or cache_dir when set.
  // Off unless `cache` is set (`qbank lint` sets it; --no-cache clears it).
  bool cache = false;
  std::filesystem::path cache_dir;
  // When set, only findings that touch these files are reported (--changed): findings in them,
  // findings with a related location in them, and pairwise findings whose `other` question is
  // one of them. The whole bank is still read and checked.
  std::optional<std::vector<std::filesystem::path>> only_files;
  // Paths in no bank (no qbank.toml in their folder or above) are skipped with a note instead of
  // being linted as loose question files (--ignore-outside-banks, for pre-commit hooks that pass
  // every staged TOML file of a repository).
  bool ignore_outside_banks = false;
  // Keep the model of the bank that was checked in LintResult::bank (`qbank report` draws it), so
  // that it need not be loaded twice. Only when the run computed the findings (not a cache hit).
  bool keep_bank = false;
  // After a cache hit, read again the files the findings point at, for excerpts and fingerprints
  // (LintResult::sources). Output that needs neither (JSON, concise, ...) turns it off.
  bool read_sources = true;
};

// A lint run's report and, with LintOptions::keep_bank, the bank as checked (its own findings
// moved into `diagnostics`); null after a cache hit.
struct LintResult : LintReport {
  std::shared_ptr<LoadedBank> bank;
};

// Throws ConfigError for configuration problems (exit code 2).
LintResult run_lint(const FileSystem& fs, const LintOptions& options);

// The steps of a run around the checks, for a caller that keeps a bank in memory between runs
// (the language server checks again only what an edit changed). check_rule_overrides throws
// ConfigError for [rules] entries that name no rule; finish_findings applies the configured
// severities and the [[suppress]] entries to the findings `found` points at (keeping in `found`, in
// order, those that stay) and appends the findings about suppressions to `extra`, as run_lint does
// after the checks.
void check_rule_overrides(const Config& config, const RuleCatalog& catalog);
void finish_findings(const LintContext& context, std::vector<Diagnostic*>& found, std::vector<Diagnostic>& extra);

// --changed: whether a finding concerns one of the changed files (paths as shown, relative to the
// working directory or absolute) or changed
// question ids: it lies in one, has a related location in one, or pairs (`other`) with one.
bool finding_touches(const Diagnostic& d, const std::vector<std::string>& files, const std::set<std::string>& ids);

}  // namespace qbank
