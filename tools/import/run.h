// `qbank import`: reads the source files with one importer, gives every item an id and a topic,
// resolves related questions, and writes one question file per item (and topic.toml for a new
// topic) into the bank, never over an existing file unless forced.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "import/importer.h"

namespace qbank {

struct ImportOptions {
  std::string from;  // moodle | gift | qti | page | json
  std::vector<std::filesystem::path> files;
  std::string topic;          // --topic; required except for json
  std::filesystem::path out;  // the bank folder
  bool force = false;         // replace existing question files
  std::uintmax_t max_file_bytes = 64ull << 20;
};

struct ImportReport {
  ImportResult result;  // diagnostics (sorted) and sources
  struct Written {
    std::string path;  // as shown
    bool replaced = false;
  };
  std::vector<Written> questions;   // question files written
  std::vector<std::string> topics;  // topic.toml files written
  std::size_t imported = 0;
  std::size_t skipped = 0;
};

// False with *error set for a usage, configuration or I/O problem (exit code 2); nothing has been
// written then unless the message says so. Throws ConfigError for a broken qbank.toml.
bool run_import(const ImportOptions& options, ImportReport& report, std::string* error);

}  // namespace qbank
