#include "core/cache_store.h"

#include <fcntl.h>
#include <sqlite3.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/fs.h"
#include "core/hash.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {

// The schema's version: another one is set aside like a damaged file.
constexpr int kSchemaVersion = 3;
// Pages of 16 KiB: a run entry of a few megabytes is read in a quarter of the pages of the
// default 4 KiB. Only a new file takes it (a database in the write-ahead log keeps its size).
constexpr const char* kPageSize = "PRAGMA page_size=16384";
// Values from this size on are kept as files in values/, named by a hash of their namespace and
// key, with the row marking them (value NULL): SQLite gives back a value of megabytes (a run's
// findings) page by page through its overflow chain, several times slower than one read().
constexpr std::size_t kFileValueBytes = 256 * 1024;
// Reads go through a memory map of up to this size instead of one read() per page.
constexpr const char* kMapSize = "PRAGMA mmap_size=268435456";
// How long a writer waits for another process's transaction. Waiting never changes what a run
// reports: a write that gives up is only a value not kept.
constexpr int kBusyMilliseconds = 30000;

// A prepared statement, finalised when it goes out of scope.
class Statement {
 public:
  Statement(sqlite3* db, const char* sql) {
    if (db) sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr);
  }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  explicit operator bool() const { return stmt_ != nullptr; }
  Statement& text(int i, std::string_view s) {
    sqlite3_bind_text(stmt_, i, s.data(), static_cast<int>(s.size()), SQLITE_TRANSIENT);
    return *this;
  }
  Statement& blob(int i, std::string_view s) {
    sqlite3_bind_blob(stmt_, i, s.data(), static_cast<int>(s.size()), SQLITE_TRANSIENT);
    return *this;
  }
  Statement& integer(int i, std::int64_t n) {
    sqlite3_bind_int64(stmt_, i, n);
    return *this;
  }
  int step() { return sqlite3_step(stmt_); }
  void reset() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
  }
  std::string column_blob(int i) {
    const void* p = sqlite3_column_blob(stmt_, i);
    const int n = sqlite3_column_bytes(stmt_, i);
    return p ? std::string(static_cast<const char*>(p), static_cast<std::size_t>(n)) : std::string();
  }
  std::int64_t column_int(int i) { return sqlite3_column_int64(stmt_, i); }
  bool is_null(int i) { return sqlite3_column_type(stmt_, i) == SQLITE_NULL; }

 private:
  sqlite3_stmt* stmt_ = nullptr;
};

}  // namespace

std::string CacheStore::key(std::initializer_list<std::string_view> parts) {
  Sha256 h;
  for (std::string_view p : parts) h.field(p);
  return h.hex();
}

std::shared_ptr<CacheStore> CacheStore::open(const fs::path& dir) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) return nullptr;
  // Setting up a connection (creating the file, switching it to the write-ahead log, creating
  // the table, or setting a damaged file aside) happens under a lock on store.lock, one process
  // at a time: SQLite reports "busy" at once, without waiting, when two connections convert the
  // same new file. Afterwards SQLite's own locks order the writers.
  const int lock = ::open((dir / "store.lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (lock < 0) return nullptr;
  struct Unlock {
    int fd;
    ~Unlock() { ::close(fd); }  // closing releases the lock
  } unlock{lock};
  if (::flock(lock, LOCK_EX) != 0) return nullptr;
  std::shared_ptr<CacheStore> store(new CacheStore());
  store->file_ = dir / "store.sqlite";
  Setup setup = store->connect();
  if (setup == Setup::Damaged) {
    // Not a database this version can use: set it aside (a run that has it open keeps its
    // copy) and start afresh.
    sqlite3_close(store->db_);
    store->db_ = nullptr;
    for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(store->file_.string() + suffix, ec);
    fs::remove_all(dir / "values", ec);  // the set-aside rows' large values
    setup = store->connect();
  }
  if (setup == Setup::Ready) return store;
  return nullptr;  // the store's destructor closes the connection
}

CacheStore::~CacheStore() {
  sqlite3_finalize(get_);
  sqlite3_close(db_);
}

bool CacheStore::exec(const char* sql) const {
  return db_ && sqlite3_exec(db_, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
}

CacheStore::Setup CacheStore::connect() {
  if (sqlite3_open_v2(file_.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr) !=
      SQLITE_OK)
    return Setup::Failed;
  sqlite3_busy_timeout(db_, kBusyMilliseconds);
  // What a failed statement means: a file that is no database (or a damaged one) is set aside,
  // anything else (busy, out of space) leaves it alone.
  auto failed = [&] {
    const int code = sqlite3_errcode(db_);
    return code == SQLITE_NOTADB || code == SQLITE_CORRUPT ? Setup::Damaged : Setup::Failed;
  };
  if (!exec(kPageSize) || !exec("PRAGMA journal_mode=WAL") || !exec("PRAGMA synchronous=NORMAL") || !exec(kMapSize))
    return failed();
  std::int64_t version = 0;
  {
    Statement s(db_, "PRAGMA user_version");
    if (!s || s.step() != SQLITE_ROW) return failed();
    version = s.column_int(0);
  }
  if (version == kSchemaVersion) return exec("SELECT count(*) FROM entries LIMIT 1") ? Setup::Ready : failed();
  if (version != 0) return Setup::Damaged;  // another schema
  // A value lives apart from its key and use: marking an entry as used rewrites a small row,
  // not a value of megabytes (SQLite rewrites a whole row on UPDATE).
  const bool created =
      exec("BEGIN IMMEDIATE") &&
      exec(
          "CREATE TABLE IF NOT EXISTS entries (id INTEGER PRIMARY KEY, space TEXT NOT NULL, key TEXT NOT NULL, "
          "used INTEGER NOT NULL, UNIQUE (space, key))") &&
      exec("CREATE INDEX IF NOT EXISTS entries_used ON entries (space, used)") &&
      exec("CREATE TABLE IF NOT EXISTS vals (id INTEGER PRIMARY KEY, value BLOB)") &&
      exec(("PRAGMA user_version=" + std::to_string(kSchemaVersion)).c_str()) && exec("COMMIT");
  if (created) return Setup::Ready;
  const Setup why = failed();
  exec("ROLLBACK");
  return why;
}

StoredValue::StoredValue(StoredValue&& o) noexcept : text_(std::move(o.text_)), map_(o.map_), size_(o.size_) {
  o.map_ = nullptr;
}

StoredValue::~StoredValue() {
  if (map_) ::munmap(const_cast<void*>(map_), size_);
}

namespace {

// A large value's file, mapped; nullopt when it is gone or cannot be read.
std::optional<StoredValue> map_file(const fs::path& file) {
  const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  struct stat st {};
  std::optional<StoredValue> value;
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
    const auto size = static_cast<std::size_t>(st.st_size);
    if (size == 0) {
      value.emplace(std::string());
    } else {
      // MAP_POPULATE: all pages in one call instead of one fault per page. The file is never
      // rewritten in place (a new value is renamed over it), so the mapping stays whole.
      void* p = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
      if (p != MAP_FAILED) value.emplace(p, size);
    }
  }
  ::close(fd);
  return value;
}

}  // namespace

std::optional<std::string> CacheStore::get(std::string_view space, std::string_view k) const {
  std::optional<StoredValue> v = read(space, k);
  if (!v) return std::nullopt;
  return std::string(v->view());
}

std::optional<StoredValue> CacheStore::read(std::string_view space, std::string_view k) const {
  std::optional<StoredValue> value;
  bool in_file = false;
  {
    std::lock_guard lock(mutex_);
    // Prepared once: a run asks once per file and per misspelt word.
    if (!get_ && db_)
      sqlite3_prepare_v2(db_,
                         "SELECT v.value FROM entries e JOIN vals v ON v.id = e.id WHERE e.space = ?1 AND e.key = ?2",
                         -1, &get_, nullptr);
    if (!get_) return std::nullopt;
    sqlite3_reset(get_);
    sqlite3_bind_text(get_, 1, space.data(), static_cast<int>(space.size()), SQLITE_TRANSIENT);
    sqlite3_bind_text(get_, 2, k.data(), static_cast<int>(k.size()), SQLITE_TRANSIENT);
    if (sqlite3_step(get_) == SQLITE_ROW) {
      in_file = sqlite3_column_type(get_, 0) == SQLITE_NULL;
      const void* p = sqlite3_column_blob(get_, 0);
      const int n = sqlite3_column_bytes(get_, 0);
      if (!in_file)
        value.emplace(p ? std::string(static_cast<const char*>(p), static_cast<std::size_t>(n)) : std::string());
    }
    sqlite3_reset(get_);  // ends the read, so that other connections may checkpoint
  }
  // Gone (trimmed by another run in between) or unreadable: a miss.
  if (in_file) return map_file(value_file(space, k));
  return value;
}

fs::path CacheStore::value_file(std::string_view space, std::string_view k) const {
  return file_.parent_path() / "values" / key({space, k});
}

void CacheStore::put(std::string_view space, const std::vector<std::pair<std::string, std::string>>& entries,
                     std::size_t keep) {
  if (entries.empty()) return;
  std::lock_guard lock(mutex_);
  if (!exec("BEGIN IMMEDIATE")) return;
  bool ok = true;
  std::vector<fs::path> gone_files;  // values in files whose entries were trimmed
  {
    // "used" is a counter, not a time: the newest writes get the highest numbers.
    Statement next(db_, "SELECT coalesce(max(used), 0) + 1 FROM entries WHERE space = ?1");  // the index (space, used)
    ok = next && next.text(1, space).step() == SQLITE_ROW;
    const std::int64_t used = ok ? next.column_int(0) : 0;
    Statement upsert(db_,
                     "INSERT INTO entries (space, key, used) VALUES (?1, ?2, ?3) ON CONFLICT (space, key) DO UPDATE "
                     "SET used = excluded.used RETURNING id");
    Statement value(db_, "INSERT OR REPLACE INTO vals (id, value) VALUES (?1, ?2)");
    ok = ok && upsert && value;
    for (std::size_t i = 0; ok && i < entries.size(); ++i) {
      const std::string& v = entries[i].second;
      // A large value goes to its file before its row: a reader that finds the row finds the
      // file (or a miss, never a part: the file is renamed into place whole).
      const bool in_file = v.size() >= kFileValueBytes;
      if (in_file) {
        std::error_code ec;
        const fs::path file = value_file(space, entries[i].first);
        fs::create_directories(file.parent_path(), ec);
        if (!write_file_atomic(file, v, nullptr)) continue;  // not kept
      }
      upsert.text(1, space).text(2, entries[i].first).integer(3, used);
      ok = upsert.step() == SQLITE_ROW;
      const std::int64_t id = ok ? upsert.column_int(0) : 0;
      ok = ok && upsert.step() == SQLITE_DONE;
      upsert.reset();
      value.integer(1, id);
      if (!in_file) value.blob(2, v);  // unbound: NULL, the value is in its file
      ok = ok && value.step() == SQLITE_DONE;
      value.reset();
    }
    // Trimming: only when the namespace holds more than `keep`, the least recently used go
    // (both statements walk the index, never the values).
    Statement count(db_, "SELECT count(*) FROM entries WHERE space = ?1");
    ok = ok && count && count.text(1, space).step() == SQLITE_ROW;
    const std::int64_t over = ok ? count.column_int(0) - static_cast<std::int64_t>(keep) : 0;
    if (ok && over > 0) {
      // The values first, then their keys, chosen the same way both times.
      constexpr const char* kOldest = "SELECT id FROM entries WHERE space = ?1 ORDER BY used, key LIMIT ?2";
      Statement files(db_, (std::string("SELECT e.key FROM entries e JOIN vals v ON v.id = e.id WHERE v.value IS NULL "
                                        "AND e.id IN (") +
                            kOldest + ")")
                               .c_str());
      ok = static_cast<bool>(files);
      if (ok) files.text(1, space).integer(2, over);
      while (ok && files.step() == SQLITE_ROW) gone_files.push_back(value_file(space, files.column_blob(0)));
      Statement values(db_, (std::string("DELETE FROM vals WHERE id IN (") + kOldest + ")").c_str());
      ok = values && values.text(1, space).integer(2, over).step() == SQLITE_DONE;
      Statement keys(db_, (std::string("DELETE FROM entries WHERE id IN (") + kOldest + ")").c_str());
      ok = ok && keys && keys.text(1, space).integer(2, over).step() == SQLITE_DONE;
    }
  }
  // Trimmed values' files go while this run still holds the write lock, so that no other run
  // can have written one of them anew in between.
  std::error_code ec;
  if (ok)
    for (const fs::path& f : gone_files) fs::remove(f, ec);
  exec(ok ? "COMMIT" : "ROLLBACK");
}

void CacheStore::put(std::string_view space, const std::string& k, const std::string& value, std::size_t keep) {
  put(space, {{k, value}}, keep);
}

void CacheStore::touch(std::string_view space, std::string_view k) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "UPDATE entries SET used = (SELECT coalesce(max(used), 0) + 1 FROM entries WHERE space = ?1) WHERE space "
              "= ?1 AND "
              "key = ?2");
  if (!s) return;
  s.text(1, space).text(2, k);
  s.step();
}

std::size_t CacheStore::count(std::string_view space) const {
  std::lock_guard lock(mutex_);
  Statement s(db_, "SELECT count(*) FROM entries WHERE space = ?1");
  if (!s) return 0;
  s.text(1, space);
  return s.step() == SQLITE_ROW ? static_cast<std::size_t>(s.column_int(0)) : 0;
}

std::vector<std::pair<std::string, std::string>> CacheStore::entries(std::string_view space) const {
  std::lock_guard lock(mutex_);
  std::vector<std::pair<std::string, std::string>> out;
  Statement s(db_, "SELECT e.key, v.value FROM entries e JOIN vals v ON v.id = e.id WHERE e.space = ?1 ORDER BY e.key");
  if (!s) return out;
  s.text(1, space);
  std::vector<std::size_t> in_files;  // indices of values kept as files, read after the query as read() does
  while (s.step() == SQLITE_ROW) {
    if (s.is_null(1)) in_files.push_back(out.size());
    out.emplace_back(s.column_blob(0), s.column_blob(1));
  }
  s.reset();
  for (const std::size_t i : in_files) {
    const std::optional<StoredValue> v = map_file(value_file(space, out[i].first));
    out[i].second = v ? std::string(v->view()) : std::string();
  }
  return out;
}

}  // namespace qbank
