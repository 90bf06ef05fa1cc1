// Finds a bank's files, reads and parses them in parallel, validates each against its schema and
// builds the model. Every problem becomes a diagnostic; one bad file never stops the others.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bank/open_bank.h"
#include "core/config.h"
#include "core/diagnostic.h"
#include "core/fs.h"
#include "core/model.h"

namespace qbank {

// Where loading spends its time. list_ms and files_ms are wall times; the four steps are summed
// over all files and threads (on several threads they add up to more than files_ms), so that
// the linter can split the wall time of the file pass by their shares.
struct LoadTimes {
  double list_ms = 0;    // wall: listing the folders
  double files_ms = 0;   // wall: the parallel pass over the files
  double read_ms = 0;    // reading files
  double parse_ms = 0;   // TOML parsing
  double schema_ms = 0;  // validation against the schemas
  double model_ms = 0;   // building questions and topics
};

struct LoadedBank {
  Bank bank;
  LoadTimes times;
  std::vector<Diagnostic> diagnostics;                               // syntax/* and schema/* findings per file
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

// What load_bank reads, as the bank's listing found it: every folder it listed with what it
// found there (so that a key over the manifest changes with any file a load could see), the
// files it reads, and the findings of the listing itself (stray files, a topic folder without
// topic.toml). The lint cache keys a run from it (lint/cache.h): one discovery, not two.
struct BankManifest {
  struct Folder {
    std::string name;  // relative to the bank root; "" for the root itself
    std::vector<DirEntry> entries;
    bool listed = true;  // false: it could not be listed (a finding says why)
  };
  enum class Role { Question, Topic };
  struct File {
    std::filesystem::path path;  // <root>/<topic>/<name>
    std::string display;
    Role role = Role::Question;
    std::string topic;
    std::string id;  // the question id the file name gives; the topic for topic.toml
  };
  std::vector<Folder> folders;  // the root first, then each folder it looked into
  std::vector<File> files;
  std::vector<Diagnostic> diagnostics;
  std::vector<std::string> topics_without_file;  // topic folders without a topic.toml
  double list_ms = 0;
};
BankManifest list_bank(const FileSystem& fs, const BankLocation& location, const Config& config);

// Loads the bank `manifest` lists (list_bank's, made here when none is given).
LoadedBank load_bank(const FileSystem& fs, const BankLocation& location, const Config& config, unsigned jobs,
                     FileFindingsMemo* memo = nullptr, const BankManifest* manifest = nullptr);

// One question file or topic.toml of a located bank (`file` is <root>/<topic>/<name>), read, parsed,
// validated and built as load_bank does; for a caller that keeps the rest of the bank (the
// language server re-reads only the file an edit changed).
struct LoadedFile {
  std::vector<Diagnostic> diagnostics;  // its syntax/* and schema/* findings
  std::shared_ptr<const SourceFile> source;
  std::optional<Question> question;
  std::optional<Topic> topic;
};
LoadedFile load_bank_file(const FileSystem& fs, const BankLocation& location, const Config& config,
                          const std::filesystem::path& file);

}  // namespace qbank
