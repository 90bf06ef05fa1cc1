#include "bank/open_bank.h"

#include <toml++/toml.h>
#include <vector>

namespace qbank {
namespace fs = std::filesystem;

BankLocation locate_bank(const FileSystem& fsys, const fs::path& path) {
  BankLocation loc;
  const fs::path abs = absolute_normal_path(path);
  if (auto config = find_config(fsys, abs)) {
    loc.root = config->parent_path();
    loc.config_file = *config;
  } else if (fsys.kind(abs) == FileKind::Directory) {
    loc.root = fsys.kind(abs / "topic.toml") == FileKind::Regular ? abs.parent_path() : abs;
  } else {
    const fs::path folder = abs.parent_path();
    loc.root = folder.parent_path();
    if (fsys.kind(folder / "topic.toml") != FileKind::Regular) loc.only_topic = folder.filename().string();
  }
  loc.display_root = display_path(loc.root);
  std::error_code cwd_error;
  const fs::path cwd = fs::current_path(cwd_error);
  if (!cwd_error) {
    const fs::path within = cwd.lexically_normal().lexically_relative(loc.root);
    if (!within.empty() && *within.begin() != ".." && within != ".") loc.cwd_within = within.generic_string() + "/";
  }
  return loc;
}

BankLocation locate_bank(const fs::path& path) { return locate_bank(RealFileSystem(), path); }

std::string show_bank_file(const BankLocation& location, const std::string& relative) {
  if (!location.cwd_within.empty() && relative.starts_with(location.cwd_within)) {
    return relative.substr(location.cwd_within.size());
  }
  return location.display_root == "." ? relative : location.display_root + "/" + relative;
}

Config load_bank_config(const FileSystem& fs, const BankLocation& location) {
  return load_config(fs, location.root, location.config_file.value_or(fs::path()),
                     location.config_file ? display_path(*location.config_file) : std::string());
}

OpenBank open_bank(const FileSystem& fs, const fs::path& path) {
  OpenBank b;
  b.location = locate_bank(fs, path);
  b.config = load_bank_config(fs, b.location);
  return b;
}

std::string configured_ui_language(const fs::path& path) {
  const auto config = find_config(absolute_normal_path(path));
  if (!config) return {};
  try {
    const toml::table t = toml::parse_file(config->string());
    if (const auto* v = t.get_as<std::string>("ui_language")) return v->get();
  } catch (const std::exception&) {
  }
  return {};
}

BankFileRole bank_file_role(const fs::path& file, std::map<fs::path, fs::path>* memo) {
  const fs::path abs = absolute_normal_path(file);
  const auto config = find_config(abs.parent_path());
  if (!config) return BankFileRole::Outside;
  const fs::path root = config->parent_path();
  if (abs == *config) return BankFileRole::Config;
  // The bank's own rules folder: rules_dir in qbank.toml, else rules/ (read without the schema:
  // a broken qbank.toml still lets the hook tell the files apart).
  fs::path rules = root / "rules";
  if (auto it = memo ? memo->find(*config) : std::map<fs::path, fs::path>::iterator(); memo && it != memo->end()) {
    rules = it->second;
  } else {
    try {
      const toml::table t = toml::parse_file(config->string());
      if (const auto* v = t.get_as<std::string>("rules_dir")) rules = (root / v->get()).lexically_normal();
    } catch (const std::exception&) {
    }
    if (memo) (*memo)[*config] = rules;
  }
  const fs::path in_rules = abs.lexically_relative(rules);
  std::error_code ec;
  if (!in_rules.empty() && *in_rules.begin() != ".." && !fs::exists(rules / "topic.toml", ec))
    return BankFileRole::Data;
  const fs::path rel = abs.lexically_relative(root);
  std::vector<fs::path> parts(rel.begin(), rel.end());
  if (parts.size() != 2 || abs.extension() != ".toml") return BankFileRole::Other;
  return abs.filename() == "topic.toml" ? BankFileRole::Topic : BankFileRole::Question;
}

}  // namespace qbank
