#include "report/history.h"

#include <unistd.h>

#include <toml++/toml.h>
#include <algorithm>
#include <nlohmann/json.hpp>

#include "bank/open_bank.h"
#include "core/config.h"
#include "core/errors.h"
#include "core/fs.h"
#include "core/hash.h"
#include "core/i18n.h"
#include "core/strings.h"
#include "lint/cache.h"
#include "lint/changed_files.h"
#include "lint/linter.h"

namespace qbank::health {

namespace {

namespace fs = std::filesystem;

ProcessResult git(const fs::path& dir, std::vector<std::string> args) { return run_git(dir, std::move(args)); }

std::vector<std::string> split_tabs(const std::string& line) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (true) {
    const std::size_t tab = line.find('\t', start);
    out.push_back(line.substr(start, tab == std::string::npos ? std::string::npos : tab - start));
    if (tab == std::string::npos) return out;
    start = tab + 1;
  }
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t nl = text.find('\n', start);
    if (nl == std::string::npos) nl = text.size();
    out.push_back(text.substr(start, nl - start));
    start = nl + 1;
  }
  return out;
}

// A fresh empty folder for one commit's files, removed when the object goes.
struct Scratch {
  fs::path dir;
  Scratch() {
    std::string pattern = (fs::temp_directory_path() / "qbank-history-XXXXXX").string();
    if (::mkdtemp(pattern.data())) dir = pattern;
  }
  ~Scratch() {
    std::error_code ec;
    if (!dir.empty()) fs::remove_all(dir, ec);
  }
};

// The folders and files, as paths from the top of the repository, that the commit's qbank.toml
// names outside the bank folder (rules_dir, schema_dir, spelling.dictionary_dirs, a dictionary
// given as a path) and that exist in the commit: they are unpacked with the bank, as they were.
std::vector<std::string> named_outside(const fs::path& top, const std::string& commit, const std::string& prefix) {
  const std::string config = (prefix.empty() ? std::string() : prefix + "/") + "qbank.toml";
  const ProcessResult shown = git(top, {"show", commit + ":" + config});
  if (shown.status != 0) return {};
  toml::table t;
  try {
    t = toml::parse(shown.out);
  } catch (const std::exception&) {
    return {};  // lint reports the broken file
  }
  std::vector<std::string> paths;
  auto add = [&](const toml::node* node) {
    if (!node || !node->is_string()) return;
    const fs::path p = (fs::path(prefix) / node->value_or(std::string())).lexically_normal();
    const std::string rel = p.generic_string();
    if (rel.empty() || rel == "." || p.is_absolute() || rel.starts_with(".."))
      return;  // inside the bank or the repository only
    if (!prefix.empty() && (rel == prefix || rel.starts_with(prefix + "/"))) return;  // in the bank already
    if (git(top, {"cat-file", "-e", commit + ":" + rel}).status == 0) paths.push_back(rel);
  };
  add(t.get("rules_dir"));
  add(t.get("schema_dir"));
  if (const toml::table* spelling = t["spelling"].as_table()) {
    if (const toml::node* d = spelling->get("dictionary");
        d && d->is_string() && d->value_or(std::string()).find('/') != std::string::npos) {
      add(d);
    }
    if (const toml::array* dirs = (*spelling)["dictionary_dirs"].as_array()) {
      for (const auto& d : *dirs) add(&d);
    }
  }
  std::sort(paths.begin(), paths.end());
  paths.erase(std::unique(paths.begin(), paths.end()), paths.end());
  return paths;
}

// Unpacks the bank folder of the commit (`tree`: its root tree id), with whatever its qbank.toml
// names outside that folder (`rules_dir = "../rules"`), into a fresh folder and lints it there.
bool lint_tree(const fs::path& top, const std::string& tree, const std::string& prefix,
               const std::vector<std::string>& outside, unsigned jobs, HistoryPoint& point, std::string* problem) {
  Scratch scratch;
  if (scratch.dir.empty()) {
    *problem = tr("er is geen tijdelijke map voor het verloop te maken");
    return false;
  }
  const fs::path tar = scratch.dir / "commit.tar";
  const fs::path files = scratch.dir / "tree";
  std::error_code ec;
  fs::create_directories(files, ec);
  // Two programs, no shell: each exit status is seen.
  std::vector<std::string> archive = {"archive", "--format=tar", "-o", tar.string(), tree};
  if (!prefix.empty()) {
    archive.push_back("--");
    archive.push_back(prefix);
    archive.insert(archive.end(), outside.begin(), outside.end());
  }
  ProcessResult r = git(top, archive);
  if (r.started && r.status == 0)
    r = run_process({"tar", "-x", "-f", tar.string(), "-C", files.string()}, top, {"LC_ALL=C"});
  if (!r.started || r.status != 0) {
    *problem =
        format_message(tr("de bank van commit {} kon niet worden uitgepakt: {}"), {point.short_id, git_message(r.err)});
    return false;
  }
  fs::remove(tar, ec);
  RealFileSystem fs;
  LintOptions lo;
  lo.paths = {prefix.empty() ? files : files / prefix};
  lo.jobs = jobs;
  lo.cache = false;
  lo.suggestions = false;  // suggestions change messages, never counts
  try {
    const LintResult result = run_lint(fs, lo);
    point.errors = result.summary.errors;
    point.warnings = result.summary.warnings;
    point.infos = result.summary.infos;
    point.questions = result.summary.questions;
  } catch (const ConfigError&) {
    // The commit's qbank.toml (or its rules) did not load: `qbank lint` stops there.
    point.config_error = true;
  } catch (const std::exception&) {
    // Files of that commit this qbank cannot use (an older schema of qbank's own, kept in the
    // repository): no counts either, and the other commits go on.
    point.config_error = true;
  }
  return true;
}

}  // namespace

History read_history(const HistoryOptions& options) {
  History h;
  const fs::path root = absolute_normal_path(options.bank_root);
  const ProcessResult inside = git(root, {"rev-parse", "--is-inside-work-tree", "--show-toplevel", "--show-prefix"});
  if (!inside.started) {
    h.problem = tr("git is niet gevonden, dus er is geen verloop");
    return h;
  }
  if (inside.status != 0 || !inside.out.starts_with("true")) return h;  // no repository: no history
  h.repository = true;
  const auto answer = lines(inside.out);
  const fs::path top = answer.size() > 1 ? fs::path(answer[1]) : root;
  std::string prefix = answer.size() > 2 ? answer[2] : "";
  if (!prefix.empty() && prefix.back() == '/') prefix.pop_back();

  const ProcessResult log = git(root, {"log", "-n", std::to_string(options.commits), "--first-parent", "--abbrev=7",
                                       "--format=%H%x09%h%x09%T%x09%cs%x09%s", "HEAD", "--"});
  if (log.status != 0) {
    // A repository without commits has no history yet.
    if (git(root, {"rev-parse", "--verify", "--quiet", "HEAD"}).status != 0) return h;
    h.problem = format_message(tr("git log is mislukt: {}"), {git_message(log.err)});
    return h;
  }

  std::unique_ptr<LintCache> cache;
  std::string tool;
  if (options.cache) {
    cache = LintCache::open(options.cache_dir.empty() ? root / ".qbank-cache" : options.cache_dir);
    if (cache) {
      RealFileSystem fs;
      try {
        const Config config = open_bank(fs, root).config;
        tool = cache->tool_key(config, top);
      } catch (const std::exception&) {
        cache.reset();  // the working tree's configuration is broken: lint every commit afresh
      }
    }
  }
  const fs::path history_dir = cache ? cache->dir() / "history" : fs::path();
  if (cache) {
    std::error_code ec;
    fs::create_directories(history_dir, ec);
  }

  for (const std::string& line : lines(log.out)) {
    const auto fields = split_tabs(line);
    if (fields.size() < 5) continue;
    HistoryPoint p;
    p.commit = fields[0];
    p.short_id = fields[1];
    p.date = fields[3];
    p.subject = fields[4];
    for (std::size_t i = 5; i < fields.size(); ++i) p.subject += "\t" + fields[i];
    const std::string& tree = fields[2];  // the commit's root tree
    // Does the bank exist in this commit? Its qbank.toml when the bank has one now, else its folder.
    const std::string config_path = (prefix.empty() ? std::string() : prefix + "/") + "qbank.toml";
    const bool has_config = fs::exists(root / "qbank.toml");
    const std::string probe = p.commit + ":" + (has_config ? config_path : prefix);
    if ((has_config || !prefix.empty()) && git(root, {"cat-file", "-e", probe}).status != 0) {
      ++h.without_bank;
      continue;
    }
    const fs::path entry =
        history_dir.empty() ? fs::path() : history_dir / (sha256_hex(tool + "\n" + tree + "\n" + prefix) + ".json");
    if (!entry.empty()) {
      const ReadResult cached = RealFileSystem().read(entry, 1 << 16);
      if (cached.ok) {
        const auto doc = nlohmann::json::parse(cached.content, nullptr, false);
        if (doc.is_object() && doc.value("tree", "") == tree && doc.value("prefix", "") == prefix) {
          p.errors = doc.value("errors", std::size_t{0});
          p.warnings = doc.value("warnings", std::size_t{0});
          p.infos = doc.value("infos", std::size_t{0});
          p.questions = doc.value("questions", std::size_t{0});
          p.config_error = doc.value("config_error", false);
          p.cached = true;
          h.points.push_back(std::move(p));
          continue;
        }
      }
    }
    std::string problem;
    if (!lint_tree(top, tree, prefix, named_outside(top, p.commit, prefix), options.jobs, p, &problem)) {
      h.problem = problem;
      break;
    }
    ++h.linted;
    if (!entry.empty()) {
      const nlohmann::json doc = {{"tree", tree},
                                  {"prefix", prefix},
                                  {"errors", p.errors},
                                  {"warnings", p.warnings},
                                  {"infos", p.infos},
                                  {"questions", p.questions},
                                  {"config_error", p.config_error}};
      std::string ignored;
      write_file_atomic(entry, doc.dump() + "\n", &ignored);  // a cache: a failed write only costs time
    }
    h.points.push_back(std::move(p));
  }
  std::reverse(h.points.begin(), h.points.end());
  return h;
}

}  // namespace qbank::health
