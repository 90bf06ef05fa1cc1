// The lint result cache, <bank>/.qbank-cache/ (docs/ci.md explains the design).
//
// Two levels, both keyed by content, never by time, both in the one store (core/cache_store.h):
//  - a whole-run entry (namespace "run"): the findings of a complete run of one bank, after
//    severities and suppressions. Its key hashes the tool build, the options that change
//    findings, qbank.toml, every file under rules_dir and schema_dir, the spelling dictionaries,
//    the bank's listing as the loader makes it (BankManifest: every folder it looked into, and the
//    content of every question and topic file it reads). Any change
//    gives another key, so a hit is exactly what an uncached run would report.
//  - per-file syntax and schema findings (namespace "file"), keyed by the environment, display
//    path and content, reused when some files changed and the run must be redone: unchanged
//    files skip schema validation.
// A third, small namespace ("rules") notes the environments whose rule files passed a full load,
// so that a redone run compiles them without checking their examples again.
// The spelling check keeps its accepted words and suggestions in the same store.
// Content hashes are SHA-256. To avoid reading every file on a warm run, a hash index
// (hash-index, beside the store) maps each file's stat data (device, inode, size, mtime, ctime)
// to its hash; an entry is only written for files whose timestamps are at least two seconds old,
// so an edit made in the same clock tick as the previous run can never be mistaken for the old
// content.
//
// Safe to share between concurrent runs: the store's writes are SQLite transactions, the hash
// index is written whole to a temporary name and renamed into place, and anything unreadable,
// corrupt or of another format version is a miss.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/cache_store.h"
#include "core/config.h"
#include "core/diagnostic.h"
#include "core/fs.h"
#include "lint/bank_loader.h"

namespace qbank {

// Content hashes of files, remembered by their stat data. Thread-safe.
class HashIndex {
 public:
  // Loads `file` (missing or corrupt: starts empty).
  explicit HashIndex(std::filesystem::path file);
  // SHA-256 of the file's bytes, or nullopt when it cannot be read. Files larger than
  // `max_bytes` are identified by their size alone (the loader does not read them either).
  std::optional<std::string> hash(const std::filesystem::path& path, std::uintmax_t max_bytes = std::uintmax_t(1)
                                                                                                << 30);
  // The same for `name` in the open folder `dirfd` (cheaper: no path walk); `path` is its
  // full path, the index key.
  // When the file had to be read and `content` is given, its bytes are moved there.
  std::optional<std::string> hash_at(int dirfd, const char* name, const std::string& path, std::uintmax_t max_bytes,
                                     std::string* content = nullptr);
  // Writes the entries looked up since loading (dropping the others) when anything changed.
  void save();
  // How many lookups were answered from stat data alone / by reading the file.
  std::size_t hits() const { return hits_; }
  std::size_t reads() const { return reads_; }

 private:
  struct Entry {
    std::string hash;
    std::uint64_t dev = 0, ino = 0, size = 0;
    std::int64_t mtime_ns = 0, ctime_ns = 0;
  };
  // The loaded index stays one buffer, its lines sorted by path; a line is parsed only when its
  // file is looked up (a warm run of a large bank looks up every line once).
  struct Line {
    std::string_view path;
    std::string_view fields;  // "<sha256> <dev> <ino> <size> <mtime_ns> <ctime_ns>"
  };
  static std::optional<Entry> parse(std::string_view fields);
  std::filesystem::path file_;
  std::string buffer_;
  std::vector<Line> lines_;
  std::vector<char> used_;              // per line: looked up and still valid
  std::map<std::string, Entry> fresh_;  // hashed in this run
  std::mutex mutex_;
  bool dirty_ = false;
  std::size_t hits_ = 0, reads_ = 0;
};

// A complete run's result for one bank.
struct CachedRun {
  std::vector<Diagnostic> diagnostics;  // after severities and suppressions, before path filtering
  std::size_t files = 0;
  std::size_t questions = 0;
  std::size_t topics = 0;
  // The files the findings point at whose text the run had (for excerpts and fingerprints); a
  // hit reads exactly these again.
  std::vector<std::string> sourced;
};

// What, besides the bank's files, decides a run's findings.
struct RunInputs {
  const Config* config = nullptr;
  const BankLocation* location = nullptr;
  const BankManifest* manifest = nullptr;  // what the loader lists and reads (list_bank)
  bool suggestions = true;
  std::vector<std::string> checks;  // names of the registered checks
  std::vector<std::string> rules;   // Check::runtime_rules_digest() of each check that has rules
};

class LintCache : public FileFindingsMemo {
 public:
  // Opens or creates the cache folder; nullptr when it cannot be created or written (the run
  // then goes on without a cache).
  static std::unique_ptr<LintCache> open(const std::filesystem::path& dir);
  ~LintCache() override;

  const std::filesystem::path& dir() const { return dir_; }

  // Computes the environment key (tool, options, config, rules, schemas, dictionaries) and the
  // run key (the environment plus a snapshot of the bank's files). Reads only files whose stat
  // data changed since the last run.
  void compute_keys(const RunInputs& inputs);
  const std::string& run_key() const { return run_key_; }
  const std::string& environment_key() const { return env_key_; }

  // What decides findings besides the bank folder's own files: the tool, and the rules, schemas
  // and dictionaries that lie outside `bank_root` (the built-in ones). With a snapshot of the
  // bank's files (a git tree id) it identifies a run's findings (`qbank report --history`).
  std::string tool_key(const Config& config, const std::filesystem::path& bank_root);

  std::optional<CachedRun> find_run() const;
  void store_run(const CachedRun& run);

  // Whether the rule files of this environment passed a full load before (namespace "rules"): a
  // run that must check then compiles them without validating them and running their examples
  // again. The environment key covers the tool, the schemas and the bytes of the rule files the
  // checks read (RunInputs::rules).
  bool rules_verified() const;
  void note_rules_verified();

  // FileFindingsMemo: per-file syntax and schema findings of the current environment.
  bool find(const std::string& display, std::string_view content, std::vector<Diagnostic>& out) override;
  void store(const std::string& display, std::string_view content, const std::vector<Diagnostic>& found) override;

  // Writes the hash index and the per-file findings, and trims old entries.
  void flush();

  HashIndex& index() { return *index_; }
  // The store the checks keep their own memos in (LintContext::cache).
  CacheStore* store() { return store_.get(); }

  // The bank files read while computing the run key, so that a run after a miss does not read
  // them a second time: a file system that answers from them first (each file once), then from
  // `base`. Lives as long as this cache.
  const FileSystem& prefetched(const FileSystem& base);

 private:
  explicit LintCache(std::filesystem::path dir);
  std::string memo_key(const std::string& display, std::string_view content) const;

  std::filesystem::path dir_;
  std::unique_ptr<HashIndex> index_;
  std::string env_key_;
  std::string run_key_;
  std::shared_ptr<CacheStore> store_;
  // Per-file findings of this run, written by flush(): key -> findings as JSON text.
  std::vector<std::pair<std::string, std::string>> memo_new_;
  std::mutex memo_mutex_;
  struct Prefetch;
  std::unique_ptr<Prefetch> prefetch_;
};

// Serialisation of diagnostics (exposed for tests).
std::string diagnostics_to_json(const std::vector<Diagnostic>& diagnostics);
std::optional<std::vector<Diagnostic>> diagnostics_from_json(std::string_view text);
// A run's entry as the cache stores it (lines of tab-separated fields), and back: nullopt when
// the text is damaged, cut short or has another key.
std::string run_to_text(const std::string& key, const CachedRun& run);
std::optional<CachedRun> run_from_text(std::string_view text, const std::string& key);

}  // namespace qbank
