// qbank lint --fix: applying the machine-applicable fixes findings carry (Diagnostic::fix).
// A fix is safe when it cannot change what a question means (a glued letter removed, a rejected
// word replaced by the house style's form); unsafe fixes (a guessed id for a dangling link) are
// applied only with --unsafe-fixes. Fixes that overlap in a file are left for the next round:
// the caller lints again and applies what remains, at most a bounded number of rounds.
#pragma once

#include <map>
#include <set>
#include <string>

#include "lint/linter.h"

namespace qbank {

// True when the fixes of `rule` never change meaning (each rule's doc says why).
bool is_safe_fix(const std::string& rule);

struct FixPlan {
  std::map<std::string, std::string> before;  // display path -> text as read
  std::map<std::string, std::string> after;   // display path -> text with the fixes applied
  std::size_t applied = 0;                    // fixes applied
  std::size_t skipped_overlap = 0;            // left for the next round
};

// The fixed texts of every file with an applicable fix in `result` (files whose text is known).
FixPlan plan_fixes(const LintResult& result, bool unsafe);

// A unified diff (`diff -u` style, three lines of context) from `before` to `after`; empty when
// they are equal.
std::string unified_diff(const std::string& path, const std::string& before, const std::string& after);

// Rewrites a file of a bank for a fix, atomically (a temporary file and a rename). A question file
// that is a symbolic link stays one: its target is rewritten when it lies inside the bank; a link
// out of the bank is refused (replacing it by a regular file would quietly cut the link).
bool rewrite_bank_file(const std::string& file, const std::string& content, std::string* error);

// What --fix did: the fixes applied, the files rewritten (display paths), the rounds run; and,
// when a file could not be written, which one and why (the rounds stop there).
struct FixRounds {
  std::size_t applied = 0;
  std::set<std::string> files;
  int rounds = 0;
  std::string failed_file;
  std::string error;
};

// --fix: applies the fixes of `result`, lints again with `options`, and repeats until no fix
// applies (fixes that overlapped in a file wait for the next round), at most kMaxFixRounds rounds.
// `result` ends as the last lint's. `options.read_sources` must be set (fixes need the texts).
constexpr int kMaxFixRounds = 10;
FixRounds fix_in_rounds(const FileSystem& fs, const LintOptions& options, bool unsafe, LintResult& result);

}  // namespace qbank
