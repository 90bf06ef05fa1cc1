// Writes export output to disk: every file atomically (core/fs.h write_file_atomic: a temporary
// file in the same folder, flushed, renamed into place), and never outside the output folder.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "export/exporter.h"

namespace qbank {

class OutputFolder {
 public:
  // Opens (creating it when missing) the folder `root`. nullopt with *error set when it cannot be
  // created or is not a folder.
  static std::optional<OutputFolder> open(const std::filesystem::path& root, std::string* error);

  // Writes `content` to `relative` ('/'-separated) inside the folder, creating sub-folders.
  // Refuses an absolute path, an empty, "." or ".." component, a backslash or NUL, and any
  // symbolic link on the way whose target lies outside the folder.
  bool write(std::string_view relative, std::string_view content, std::string* error) const;

  const std::filesystem::path& root() const { return root_; }

 private:
  explicit OutputFolder(std::filesystem::path root) : root_(std::move(root)) {}
  std::filesystem::path root_;  // canonical
};

// True when `relative` is a safe relative path for OutputFolder::write; *why says what is wrong.
bool safe_relative_path(std::string_view relative, std::string* why);

// Writes one exporter's output: into the folder `out` (folder formats) or to the file `out`.
// Returns the number of files written, or -1 with *error set.
int write_export(const Exporter& exporter, const std::vector<OutputFile>& files, const std::filesystem::path& out,
                 std::string* error);

}  // namespace qbank
