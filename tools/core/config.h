// The bank configuration, qbank.toml: where rules and schemas live, rule severities, and each
// family's settings. Every setting's default is declared in schema/config.schema.json, the single
// source of truth; Settings reads the file's value or that default.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.h"
#include "core/fs.h"
#include "core/schema_validator.h"
#include "core/source.h"

namespace qbank {

// The JSON Schemas every run validates against (schema/*.schema.json).
struct Schemas {
  std::shared_ptr<const SchemaValidator> question;
  std::shared_ptr<const SchemaValidator> topic;
  std::shared_ptr<const SchemaValidator> config;
  std::shared_ptr<const SchemaValidator> rule;
  // Loads all four from a folder; throws ConfigError.
  static Schemas load(const std::filesystem::path& dir);
};

class Settings {
 public:
  Settings();
  ~Settings();
  Settings(const Settings&);
  Settings& operator=(const Settings&);
  Settings(Settings&&) noexcept;
  Settings& operator=(Settings&&) noexcept;

  // A setting by dotted path ("explanation.margin"): the value in qbank.toml, else the schema's
  // default. Throws std::logic_error when neither exists (a setting without a documented default
  // is a bug).
  double number(std::string_view path) const;
  std::int64_t integer(std::string_view path) const;
  bool flag(std::string_view path) const;
  std::string text(std::string_view path) const;
  std::vector<std::string> list(std::string_view path) const;
  // A table of texts (`[site.languages]`), by key.
  std::map<std::string, std::string> text_map(std::string_view path) const;
  // Where a setting is written in qbank.toml (unknown when it comes from the default).
  Span span(std::string_view path) const;
  bool is_set(std::string_view path) const;

  // Used by load_config and tests: values as JSON text (an object of sections).
  void assign(std::string_view json_text, std::shared_ptr<const SchemaValidator> schema,
              std::vector<std::pair<std::string, Span>> spans);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// `[rules]`: a rule id or family and its severity (nullopt: off).
struct SeverityOverride {
  std::string rule;
  std::optional<Severity> severity;
  Span span;
};

struct Config {
  std::filesystem::path file;  // qbank.toml; empty when the bank has none
  std::filesystem::path root;  // the bank folder
  // The bank's own rules and vocabulary (`rules_dir`, default rules/ beside qbank.toml); empty
  // when it has none. They override the built-ins file by file (the vocabulary lists add up).
  std::filesystem::path rules_dir;
  std::filesystem::path builtin_rules_dir;  // <data>/rules (core/data_dir.h)
  // The bank's rules folder is the built-in one (rules_dir names it, or a bank in qbank's own
  // source tree): rules_dir is then empty, and the bank's word lists are the built-in lists.
  bool rules_dir_is_builtin = false;
  std::filesystem::path schema_dir;  // `schema_dir`, else <data>/schema
  std::shared_ptr<const SourceFile> source;
  std::string language = "nl";
  std::vector<std::string> ignore;  // glob patterns (file names or paths relative to the root)
  std::vector<SeverityOverride> overrides;
  Schemas schemas;
  Settings settings;

  // The rules folders, the bank's first, then the built-in one (once when they are the same).
  std::vector<std::filesystem::path> rules_dirs() const;
  // `relative` (e.g. text/stopwords-nl.txt) from the first rules folder that has it; else the
  // path it would have among the built-ins.
  std::filesystem::path rules_file(const std::filesystem::path& relative) const;
  // The files of `folder` with `extension` (".toml") from all rules folders, sorted by name; a
  // bank's file replaces the built-in one of the same name.
  std::vector<std::filesystem::path> rules_files(const std::filesystem::path& folder,
                                                 const std::string& extension) const;
};

// qbank.toml in `start` or the nearest folder above it, as `fs` sees them (the one-argument form
// looks on the real disk).
std::optional<std::filesystem::path> find_config(const FileSystem& fs, const std::filesystem::path& start);
std::optional<std::filesystem::path> find_config(const std::filesystem::path& start);

// Where qbank read its own data from, for messages about missing data (core/data_dir.h).
std::string data_dir_hint();

// Loads `config_file` (may be empty: defaults) for the bank at `root`. Throws ConfigError with
// diagnostics that point into qbank.toml or the schema.
Config load_config(const FileSystem& fs, const std::filesystem::path& root, const std::filesystem::path& config_file,
                   const std::string& display_path);

}  // namespace qbank
