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

LoadedBank load_bank(const FileSystem& fs, const BankLocation& location, const Config& config, unsigned jobs,
                     FileFindingsMemo* memo = nullptr);

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
