// `qbank fmt`: which files to format, and formatting them in place or checking them.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "core/fs.h"

namespace qbank {

struct FmtOptions {
  std::vector<std::filesystem::path> paths;  // files or folders; empty: the bank of the qbank.toml at or above "."
  bool check = false;                        // report, do not write
  // Skip files in no bank (no qbank.toml above them) instead of formatting them as loose
  // question files (--ignore-outside-banks, for hooks).
  bool ignore_outside_banks = false;
};

enum class FmtStatus { Unchanged, Changed, Failed };

struct FmtOutcome {
  std::string file;  // display path
  FmtStatus status = FmtStatus::Unchanged;
  std::vector<Diagnostic> problems;  // when Failed
};

struct FmtReport {
  std::vector<FmtOutcome> files;
  // 2 when a file could not be read, parsed or written; else 1 when --check found a file that
  // is not canonical; else 0.
  int exit_code(bool check) const;
};

// The TOML files under a folder (hidden entries and qbank.toml skipped), sorted; a file is
// returned as is, unless it is qbank.toml. run_fmt then keeps only question and topic files of
// a bank (bank/open_bank.h bank_file_role) and files in no bank.
std::vector<std::filesystem::path> toml_files(const FileSystem& fs, const std::filesystem::path& path);

FmtReport run_fmt(FileSystem& fs, const FmtOptions& options);

}  // namespace qbank
