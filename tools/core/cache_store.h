// The one store for what qbank keeps between runs: <bank>/.qbank-cache/store.sqlite, values by
// namespace ("run", "file", "accepted", "suggestions") and key. Keys are SHA-256 hex digests of
// what decides the value (CacheStore::key), so a key that matches can only mean the same inputs.
//
// SQLite (Debian's libsqlite3) because two lints may write the same cache at once (a CI job and
// a pre-commit hook, or four parallel hook runs): its write-ahead log and locks make each write
// whole or absent, where files written and renamed side by side could leave one writer's memo
// beside another's run. A value of a quarter megabyte or more (a run's findings) is kept as a file
// under values/, written whole and renamed into place before its row, and removed with its row.
// A database it cannot read (damaged, another format) is set aside and started afresh; every
// failure is a miss, never an error: the cache only saves time.
#pragma once

#include <cstddef>
#include <filesystem>
#include <initializer_list>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace qbank {

// A value as read from the store: a small one copied out of the database, a large one mapped
// from its file (read-only, its pages mapped in one go), so that a run entry of megabytes is
// neither copied nor zero-filled before it is parsed. Move-only; the view lives as long as it.
class StoredValue {
 public:
  explicit StoredValue(std::string text) : text_(std::move(text)) {}
  StoredValue(const void* map, std::size_t size) : map_(map), size_(size) {}
  StoredValue(StoredValue&& o) noexcept;
  StoredValue& operator=(StoredValue&&) = delete;
  StoredValue(const StoredValue&) = delete;
  ~StoredValue();
  std::string_view view() const {
    return map_ ? std::string_view(static_cast<const char*>(map_), size_) : std::string_view(text_);
  }

 private:
  std::string text_;
  const void* map_ = nullptr;
  std::size_t size_ = 0;
};

class CacheStore {
 public:
  // Opens (or creates) `dir`/store.sqlite; nullptr when the folder cannot be written.
  static std::shared_ptr<CacheStore> open(const std::filesystem::path& dir);
  ~CacheStore();
  CacheStore(const CacheStore&) = delete;
  CacheStore& operator=(const CacheStore&) = delete;

  // The one key scheme: SHA-256 over length-prefixed parts.
  static std::string key(std::initializer_list<std::string_view> parts);

  // The value under (space, key); nullopt when there is none or the store cannot be read.
  std::optional<std::string> get(std::string_view space, std::string_view key) const;
  // The same without a copy (for values of megabytes).
  std::optional<StoredValue> read(std::string_view space, std::string_view key) const;
  // Writes the entries in one transaction (replacing a value under the same key), marks them as
  // the most recently used, and keeps only the `keep` most recently used entries of `space`.
  void put(std::string_view space, const std::vector<std::pair<std::string, std::string>>& entries, std::size_t keep);
  void put(std::string_view space, const std::string& key, const std::string& value, std::size_t keep);
  // Marks an entry as used now, so that trimming keeps it.
  void touch(std::string_view space, std::string_view key);
  // How many entries `space` holds, and all of them by key (for tests and inspection).
  std::size_t count(std::string_view space) const;
  std::vector<std::pair<std::string, std::string>> entries(std::string_view space) const;

  const std::filesystem::path& file() const { return file_; }

 private:
  CacheStore() = default;
  enum class Setup { Ready, Damaged, Failed };
  Setup connect();
  bool exec(const char* sql) const;
  // Where a value of kFileValueBytes or more is kept.
  std::filesystem::path value_file(std::string_view space, std::string_view key) const;

  std::filesystem::path file_;
  sqlite3* db_ = nullptr;
  mutable sqlite3_stmt* get_ = nullptr;  // get()'s statement, prepared on first use
  mutable std::mutex mutex_;             // one connection, used by the run's threads in turn
};

}  // namespace qbank
