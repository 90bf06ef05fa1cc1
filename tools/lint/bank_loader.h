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
  // When the working directory is a folder inside the bank (a topic folder): that folder relative
  // to the root, with a trailing '/' ("vragen/"). Files under it are shown relative to the
  // working directory, as every other path is; the rest of the bank after display_root.
  std::string cwd_within;
  // Set when a loose question file outside any bank is linted: only this topic folder is read.
  std::optional<std::string> only_topic;
};

// Where the bank that holds `path` (a bank folder, a topic folder or a file) lives.
BankLocation locate_bank(const std::filesystem::path& path);

// How a bank file is shown: `relative` is its path from the bank root (generic form).
std::string show_bank_file(const BankLocation& location, const std::string& relative);

// The configuration of a located bank: its qbank.toml (shown relative to the working directory),
// else the defaults. Throws ConfigError.
Config load_bank_config(const FileSystem& fs, const BankLocation& location);

// What every command starts with: the bank around `path` and its configuration.
struct OpenBank {
  BankLocation location;
  Config config;
};
OpenBank open_bank(const FileSystem& fs, const std::filesystem::path& path);

// `ui_language` of the qbank.toml around `path` ("nl", "en"), or empty: none, unset or unreadable
// (read before the command line is parsed, so that the help is in the bank's UI language).
std::string configured_ui_language(const std::filesystem::path& path);

// What a file is to qbank: a question or topic file of a bank (in a topic folder directly under
// the bank), the bank's qbank.toml, a file of the bank's own rules folder (rules_dir, default
// rules/), another file inside a bank (at its root, nested deeper), or a file in no bank (no
// qbank.toml in its folder or above). Hooks that receive every staged file use it.
// `memo` (optional) keeps each bank's rules folder between calls.
enum class BankFileRole { Question, Topic, Config, Data, Other, Outside };
BankFileRole bank_file_role(const std::filesystem::path& file,
                            std::map<std::filesystem::path, std::filesystem::path>* memo = nullptr);

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
