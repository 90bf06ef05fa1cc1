// Where a bank lives and how it is configured: what every command starts with. The bank around a
// path (a bank folder, a topic folder or a file), its qbank.toml, how its files are shown, and
// what a file is to qbank (a question, a topic, the configuration, a rule file). Below lint:
// commands that never read the questions (rules, new, the pre-commit hook's sorting of staged
// files) need no linter.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>

#include "core/config.h"
#include "core/fs.h"

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

// Where the bank that holds `path` (a bank folder, a topic folder or a file) lives, as `fs` sees
// it (the one-argument form looks on the real disk).
BankLocation locate_bank(const FileSystem& fs, const std::filesystem::path& path);
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

}  // namespace qbank
