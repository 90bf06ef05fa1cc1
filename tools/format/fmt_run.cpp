#include "format/fmt_run.h"

#include <algorithm>
#include <map>

#include "bank/open_bank.h"
#include "core/config.h"
#include "core/i18n.h"
#include "format/formatter.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {

constexpr std::uintmax_t kMaxBytes = 1 << 20;

void walk(const FileSystem& fsys, const fs::path& dir, int depth, std::vector<fs::path>& out) {
  if (depth > 16) return;
  std::string error;
  for (const auto& e : fsys.list(dir, &error)) {
    if (e.name.empty() || e.name[0] == '.') continue;
    if (e.kind == FileKind::Directory && !e.symlink) {
      walk(fsys, dir / e.name, depth + 1, out);
    } else if (e.kind == FileKind::Regular && e.name.size() > 5 && e.name.ends_with(".toml") &&
               e.name != "qbank.toml") {
      out.push_back(dir / e.name);
    }
  }
}

Diagnostic file_problem(const std::string& file, RuleId rule, const std::string& message) {
  Diagnostic d;
  d.rule = rule_name(rule);
  d.file = file;
  d.span = {{1, 1}, {1, 1}};
  d.message = message;
  return d;
}

}  // namespace

int FmtReport::exit_code(bool check) const {
  if (std::any_of(files.begin(), files.end(), [](const FmtOutcome& o) { return o.status == FmtStatus::Failed; }))
    return 2;
  if (check &&
      std::any_of(files.begin(), files.end(), [](const FmtOutcome& o) { return o.status == FmtStatus::Changed; })) {
    return 1;
  }
  return 0;
}

std::vector<fs::path> toml_files(const FileSystem& fsys, const fs::path& path) {
  std::vector<fs::path> out;
  if (fsys.kind(path) == FileKind::Directory) {
    walk(fsys, path, 0, out);
  } else if (path.filename() != "qbank.toml") {  // the configuration is not a question file
    out.push_back(path);
  }
  std::sort(out.begin(), out.end());
  return out;
}

FmtReport run_fmt(FileSystem& fsys, const FmtOptions& options) {
  std::vector<fs::path> paths = options.paths;
  std::vector<fs::path> files;
  FmtReport report;
  if (paths.empty()) {
    // Only a real bank: never rewrite the TOML files of whatever folder this happens to be.
    if (auto config = find_config(".")) {
      paths.push_back(config->parent_path());
    } else {
      FmtOutcome o;
      o.file = ".";
      o.status = FmtStatus::Failed;
      o.problems.push_back(file_problem(".", RuleId::syntax_unreadable,
                                        tr("geen qbank.toml in deze map of erboven; geef de bestanden of mappen die "
                                           "qbank fmt moet opmaken, bijvoorbeeld `qbank fmt bank/`")));
      report.files.push_back(std::move(o));
      return report;
    }
  }
  for (const auto& p : paths) {
    if (fsys.kind(p) == FileKind::Missing) {
      FmtOutcome o;
      o.file = display_path(p);
      o.status = FmtStatus::Failed;
      o.problems.push_back(
          file_problem(o.file, RuleId::syntax_unreadable, format_message(tr("pad bestaat niet: {}"), {o.file})));
      report.files.push_back(std::move(o));
      continue;
    }
    for (auto& f : toml_files(fsys, p)) files.push_back(std::move(f));
  }
  std::sort(files.begin(), files.end());
  files.erase(std::unique(files.begin(), files.end()), files.end());
  // Only what a bank reads as a question or topic (not its rules/, not a stray file at its root),
  // and loose files in no bank unless the hook asked to skip those.
  std::map<fs::path, fs::path> rules_dirs;
  std::erase_if(files, [&](const fs::path& f) {
    switch (bank_file_role(f, &rules_dirs)) {
      case BankFileRole::Question:
      case BankFileRole::Topic:
        return false;
      case BankFileRole::Outside:
        return options.ignore_outside_banks;
      default:
        return true;
    }
  });

  for (const auto& f : files) {
    FmtOutcome o;
    o.file = display_path(f);
    ReadResult r = fsys.read(f, kMaxBytes);
    if (!r.ok) {
      o.status = FmtStatus::Failed;
      o.problems.push_back(file_problem(o.file, r.too_large ? RuleId::syntax_too_large : RuleId::syntax_unreadable,
                                        format_message(tr("kan het bestand niet lezen: {}"), {r.error})));
      report.files.push_back(std::move(o));
      continue;
    }
    FormatResult formatted = format_toml(o.file, r.content, toml_file_kind(o.file));
    if (!formatted.ok) {
      o.status = FmtStatus::Failed;
      o.problems = std::move(formatted.problems);
    } else if (formatted.text != r.content) {
      o.status = FmtStatus::Changed;
      std::string error;
      if (!options.check && !fsys.write_atomic(f, formatted.text, &error)) {
        o.status = FmtStatus::Failed;
        o.problems.push_back(file_problem(o.file, RuleId::syntax_unreadable,
                                          format_message(tr("kan het bestand niet schrijven: {}"), {error})));
      }
    }
    report.files.push_back(std::move(o));
  }
  return report;
}

}  // namespace qbank
