// Finds a bank's files, reads and parses them in parallel, validates each against its schema and
// builds the model. Every problem becomes a diagnostic; one bad file never stops the others.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/config.h"
#include "core/diagnostic.h"
#include "core/fs.h"
#include "core/model.h"

namespace qbank {

struct BankLocation {
  std::filesystem::path root;                        // the bank folder (absolute)
  std::optional<std::filesystem::path> config_file;  // qbank.toml, when there is one
  std::string display_root;                          // the root as paths are shown ("bank", "." ...)
  // Set when a loose question file outside any bank is linted: only this topic folder is read.
  std::optional<std::string> only_topic;
};

// Where the bank that holds `path` (a bank folder, a topic folder or a file) lives.
BankLocation locate_bank(const std::filesystem::path& path);

struct LoadedBank {
  Bank bank;
  std::vector<Diagnostic> diagnostics;  // syntax/* and schema/* findings per file
  std::map<std::string, std::shared_ptr<const SourceFile>> sources;  // by display path
};

// A memo of each file's syntax and schema findings, keyed by its display path and content (the
// lint cache is one). With a memo, a file it knows is still parsed (the checks need the model)
// but not validated again. Called from several threads at once.
class FileFindingsMemo {
 public:
  virtual ~FileFindingsMemo() = default;
  virtual bool find(const std::string& display, std::string_view content, std::vector<Diagnostic>& out) = 0;
  virtual void store(const std::string& display, std::string_view content, const std::vector<Diagnostic>& found) = 0;
};

LoadedBank load_bank(const FileSystem& fs, const BankLocation& location, const Config& config, unsigned jobs,
                     FileFindingsMemo* memo = nullptr);

}  // namespace qbank
