// `qbank init [DIR]`: a new bank, ready to commit: qbank.toml with every setting commented at its
// default (made from schema/config.schema.json, so it never lags behind), one topic, .gitignore
// for the cache, and for the repository that holds it a pre-commit configuration and a GitHub
// workflow that lint the bank where it lies.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "core/fs.h"

namespace qbank {

struct InitOptions {
  std::filesystem::path dir = ".";  // the bank folder (created when missing)
  std::string topic = "algemeen";   // the first topic's id
  std::string title;                // its title (default: from the id)
  bool hooks = true;                // .pre-commit-config.yaml at the repository root
  bool ci = true;                   // .github/workflows/qbank.yml at the repository root
};

struct InitFile {
  std::filesystem::path path;
  std::string text;
  bool append = false;  // added to the end of an existing file (.gitignore)
};

struct InitPlan {
  std::filesystem::path repository;  // the git work tree that holds the bank (or the bank itself)
  std::string bank;                  // the bank relative to the repository ("." at its root)
  std::vector<InitFile> files;
};

// The qbank.toml text: every setting of the config schema (the text of config.schema.json),
// commented, at its default, with its description above it.
std::string commented_config(const std::string& config_schema_json);

// What init would write. Throws NewQuestionError (author/new_question.h) when a file exists
// already (naming it) or the folder lies inside another bank.
InitPlan plan_init(const FileSystem& fs, const InitOptions& options);

// Writes the plan (folders first, each file atomically).
void write_init(FileSystem& fs, const InitPlan& plan);

}  // namespace qbank
