// File-system access behind an interface, so the loader and the writers can be tested against an
// in-memory fake (MemoryFileSystem) and the real disk (RealFileSystem) alike.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qbank {

enum class FileKind { Missing, Regular, Directory, Other };

struct DirEntry {
  std::string name;
  FileKind kind = FileKind::Missing;  // after following symlinks
  bool symlink = false;
};

struct ReadResult {
  bool ok = false;
  std::string content;
  std::string error;  // set when !ok: a sentence for the user
  bool too_large = false;
  std::uintmax_t size = 0;  // the file's size on disk
};

class FileSystem {
 public:
  virtual ~FileSystem() = default;
  virtual FileKind kind(const std::filesystem::path& path) const = 0;
  // Reads a regular file of at most max_bytes bytes (larger: too_large, nothing read). Never
  // blocks on a FIFO or device.
  virtual ReadResult read(const std::filesystem::path& path, std::uintmax_t max_bytes) const = 0;
  // Entries of a directory, sorted by name; `error` is set when it cannot be listed.
  virtual std::vector<DirEntry> list(const std::filesystem::path& path, std::string* error) const = 0;
  // Writes `content` to a temporary file in the same folder, flushes it and renames it over
  // `path`, so readers see the old or the new file, never a torn one.
  virtual bool write_atomic(const std::filesystem::path& path, std::string_view content, std::string* error) = 0;
  virtual bool make_directories(const std::filesystem::path& path, std::string* error) = 0;
  // True when its paths are the machine's own files, which other processes see too: only then
  // may a run keep a cache of them on disk (the cache hashes the files by their stat data).
  virtual bool is_disk() const { return false; }
};

class RealFileSystem final : public FileSystem {
 public:
  bool is_disk() const override { return true; }
  FileKind kind(const std::filesystem::path& path) const override;
  ReadResult read(const std::filesystem::path& path, std::uintmax_t max_bytes) const override;
  std::vector<DirEntry> list(const std::filesystem::path& path, std::string* error) const override;
  bool write_atomic(const std::filesystem::path& path, std::string_view content, std::string* error) override;
  bool make_directories(const std::filesystem::path& path, std::string* error) override;
};

// A file system in memory, for tests: paths resolve as on disk (relative ones against the working
// directory), so that a bank copied in at its real paths is shown exactly as on disk.
class MemoryFileSystem final : public FileSystem {
 public:
  void add_file(const std::filesystem::path& path, std::string content);
  void add_directory(const std::filesystem::path& path);
  void add_unreadable(const std::filesystem::path& path);
  std::optional<std::string> contents(const std::filesystem::path& path) const;

  FileKind kind(const std::filesystem::path& path) const override;
  ReadResult read(const std::filesystem::path& path, std::uintmax_t max_bytes) const override;
  std::vector<DirEntry> list(const std::filesystem::path& path, std::string* error) const override;
  bool write_atomic(const std::filesystem::path& path, std::string_view content, std::string* error) override;
  bool make_directories(const std::filesystem::path& path, std::string* error) override;

 private:
  static std::string key(const std::filesystem::path& path);
  std::map<std::string, std::string> files_;
  std::map<std::string, bool> dirs_;
  std::map<std::string, bool> unreadable_;
};

// `p` made absolute and lexically normal (no trailing slash, no `.` or `..`); symlinks are kept.
std::filesystem::path absolute_normal_path(const std::filesystem::path& p);
// The path of `p` as shown to the user: relative to the working directory when inside it,
// absolute otherwise; always with forward slashes.
// A folder for a sentence: "de huidige map" for the working directory (display_path's "."),
// else its display_path.
std::string display_folder(const std::filesystem::path& p);
std::string display_path(const std::filesystem::path& p);

// Writes a file atomically on the real disk (see FileSystem::write_atomic).
bool write_file_atomic(const std::filesystem::path& path, std::string_view content, std::string* error);

// write_file_atomic for a file that must stay inside the folder `root` (the bank for `import`):
// refuses, with a Dutch sentence in *error, a path that leaves `root` lexically ('..'), through a
// symbolically linked folder that resolves outside it, or onto a symbolic link that points
// outside it. Links that stay inside are fine.
bool write_file_atomic_inside(const std::filesystem::path& root, const std::filesystem::path& path,
                              std::string_view content, std::string* error);

}  // namespace qbank
