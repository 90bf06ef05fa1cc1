#include "report/history.h"

#include <unistd.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/config.h"
#include "core/errors.h"
#include "core/fs.h"
#include "core/hash.h"
#include "core/strings.h"
#include "lint/bank_loader.h"
#include "lint/cache.h"
#include "lint/changed_files.h"
#include "lint/linter.h"

namespace qbank::health {

namespace {

namespace fs = std::filesystem;

ProcessResult git(const fs::path& dir, std::vector<std::string> args) {
  args.insert(args.begin(), "git");
  return run_process(args, dir, {"GIT_OPTIONAL_LOCKS=0", "LC_ALL=C"});
}

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

std::string first_line_of(const std::string& text) { return trim(text.substr(0, text.find('\n'))); }

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

bool lint_tree(const fs::path& repo, const std::string& tree, unsigned jobs, HistoryPoint& point, std::string* problem) {
  Scratch scratch;
  if (scratch.dir.empty()) {
    *problem = "geen tijdelijke map voor de geschiedenis";
    return false;
  }
  // Run at the top of the work tree: in a sub-folder, git archive would only take that folder's
  // part of the tree. git archive writes the tree (the bank folder as it was) and tar unpacks it: one pipe, no
  // shell quoting of our own (the ids and the path are arguments).
  const ProcessResult r = run_process({"sh", "-c", "git archive --format=tar \"$1\" | tar -x -C \"$2\"", "sh", tree,
                                       scratch.dir.string()},
                                      repo, {"GIT_OPTIONAL_LOCKS=0", "LC_ALL=C"});
  if (!r.started || r.status != 0) {
    *problem = "git archive van " + tree.substr(0, 12) + " mislukte: " + first_line_of(r.err);
    return false;
  }
  RealFileSystem fs;
  LintOptions lo;
  lo.paths = {scratch.dir};
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
    // The commit's qbank.toml (or its rules) did not load: `qbank lint` stops there with one
    // error, and so does the history.
    point.errors = 1;
  }
  return true;
}

}  // namespace

History read_history(const HistoryOptions& options) {
  History h;
  const fs::path root = absolute_normal_path(options.bank_root);
  const ProcessResult inside = git(root, {"rev-parse", "--is-inside-work-tree", "--show-toplevel", "--show-prefix"});
  if (!inside.started) {
    h.problem = "git is niet gevonden; de geschiedenis blijft leeg";
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
    h.problem = "git log mislukte: " + first_line_of(log.err);
    return h;
  }

  std::unique_ptr<LintCache> cache;
  std::string tool;
  if (options.cache) {
    cache = LintCache::open(options.cache_dir.empty() ? root / ".qbank-cache" : options.cache_dir);
    if (cache) {
      RealFileSystem fs;
      try {
        const Config config = load_bank_config(fs, locate_bank(root));
        tool = cache->tool_key(config, root);
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
    std::string tree = fields[2];
    if (!prefix.empty()) {
      const ProcessResult sub = git(root, {"rev-parse", "--verify", "--quiet", p.commit + ":" + prefix});
      if (sub.status != 0) {
        ++h.without_bank;
        continue;
      }
      tree = trim(sub.out);
    }
    const fs::path entry = history_dir.empty() ? fs::path() : history_dir / (sha256_hex(tool + "\n" + tree) + ".json");
    if (!entry.empty()) {
      const ReadResult cached = RealFileSystem().read(entry, 1 << 16);
      if (cached.ok) {
        const auto doc = nlohmann::json::parse(cached.content, nullptr, false);
        if (doc.is_object() && doc.value("tree", "") == tree) {
          p.errors = doc.value("errors", std::size_t{0});
          p.warnings = doc.value("warnings", std::size_t{0});
          p.infos = doc.value("infos", std::size_t{0});
          p.questions = doc.value("questions", std::size_t{0});
          p.cached = true;
          h.points.push_back(std::move(p));
          continue;
        }
      }
    }
    std::string problem;
    if (!lint_tree(top, tree, options.jobs, p, &problem)) {
      h.problem = problem;
      break;
    }
    ++h.linted;
    if (!entry.empty()) {
      const nlohmann::json doc = {{"tree", tree},     {"errors", p.errors}, {"warnings", p.warnings},
                                  {"infos", p.infos}, {"questions", p.questions}};
      std::string ignored;
      write_file_atomic(entry, doc.dump() + "\n", &ignored);  // a cache: a failed write only costs time
    }
    h.points.push_back(std::move(p));
  }
  std::reverse(h.points.begin(), h.points.end());
  return h;
}

}  // namespace qbank::health
