// `qbank lint --changed`: the files changed against a git ref, found by running git (no shell:
// a fixed argument vector, refs resolved to commit ids first).
#pragma once

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/process.h"

namespace qbank {

// Git is missing, the folder is not in a repository, or the ref does not exist (exit code 2).
class ChangedFilesError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct ChangedFiles {
  std::filesystem::path toplevel;            // the repository's work tree (physical path)
  std::vector<std::filesystem::path> files;  // absolute, sorted; deleted files included
  std::string base;                          // what was compared against, for messages
};

// Files that differ between the work tree (staged or not) and `base`, plus untracked files
// that are not ignored. `base` empty: the merge base of HEAD with the default branch
// (origin/HEAD, main, master, origin/main, origin/master: the first that exists), else HEAD;
// with a ref: the merge base of HEAD and that ref (as `git diff REF...`), else the ref itself.
// In a repository without commits every staged and untracked file counts as changed.
ChangedFiles changed_files(const std::filesystem::path& where, const std::optional<std::string>& base);

// `git ARGS...` in `dir`: without optional index locks (the user may be working), and with git's
// own messages in English whatever the locale, so they can be quoted reliably.
ProcessResult run_git(const std::filesystem::path& dir, std::vector<std::string> args);
// The first line of git's standard error, for a message; a sentence when git said nothing.
std::string git_message(const std::string& err);

}  // namespace qbank
