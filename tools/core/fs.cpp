#include "core/fs.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "core/i18n.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {

std::string errno_text(int err) {
  switch (err) {
    case ENOENT:
      return tr("het bestand bestaat niet (meer); het kan tijdens de run zijn verwijderd");
    case EACCES:
    case EPERM:
      return tr("geen toegang (permission denied)");
    case ELOOP:
      return tr("te veel niveaus van symbolische koppelingen (een lus)");
    case EISDIR:
      return tr("is een map");
    case ENOSPC:
      return tr("geen ruimte meer op het apparaat");
    case EROFS:
      return tr("alleen-lezen bestandssysteem");
    default:
      return std::strerror(err);
  }
}

FileKind kind_of(const struct stat& st) {
  if (S_ISREG(st.st_mode)) return FileKind::Regular;
  if (S_ISDIR(st.st_mode)) return FileKind::Directory;
  return FileKind::Other;
}

}  // namespace

FileKind RealFileSystem::kind(const fs::path& path) const {
  struct stat st;
  if (::stat(path.c_str(), &st) != 0) return FileKind::Missing;
  return kind_of(st);
}

ReadResult RealFileSystem::read(const fs::path& path, std::uintmax_t max_bytes) const {
  ReadResult r;
  // O_NONBLOCK: opening a FIFO must not wait for a writer.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    r.error = errno_text(errno);
    return r;
  }
  struct stat st;
  if (::fstat(fd, &st) != 0) {
    r.error = errno_text(errno);
    ::close(fd);
    return r;
  }
  if (!S_ISREG(st.st_mode)) {
    r.error =
        S_ISDIR(st.st_mode) ? tr("is een map, geen bestand") : tr("geen gewoon bestand (een FIFO, socket of apparaat)");
    ::close(fd);
    return r;
  }
  r.size = static_cast<std::uintmax_t>(st.st_size);
  if (r.size > max_bytes) {
    r.too_large = true;
    r.error = tr("het bestand is te groot");
    ::close(fd);
    return r;
  }
  r.content.resize(static_cast<std::size_t>(r.size));
  std::size_t got = 0;
  char probe[4096];
  while (true) {
    // Fill the string to the size fstat gave; then probe with a small buffer in case the file
    // grew meanwhile. (Growing the string to probe would leave 4 KiB of spare capacity with every
    // file held in memory: 400 MB over 100,000 files.)
    const bool full = got == r.content.size();
    const ssize_t n =
        full ? ::read(fd, probe, sizeof probe) : ::read(fd, r.content.data() + got, r.content.size() - got);
    if (n < 0) {
      if (errno == EINTR) continue;
      r.error = errno_text(errno);
      ::close(fd);
      return r;
    }
    if (n == 0) break;
    if (full) r.content.append(probe, static_cast<std::size_t>(n));
    got += static_cast<std::size_t>(n);
    if (got > max_bytes) {
      r.too_large = true;
      r.error = tr("het bestand is te groot");
      ::close(fd);
      return r;
    }
  }
  ::close(fd);
  r.content.resize(got);
  r.ok = true;
  return r;
}

std::vector<DirEntry> RealFileSystem::list(const fs::path& path, std::string* error) const {
  std::vector<DirEntry> out;
  DIR* d = ::opendir(path.c_str());
  if (!d) {
    if (error) *error = errno_text(errno);
    return out;
  }
  // The kind from the folder entry itself where the file system gives it; a symbolic link (and
  // an entry of unknown type) is looked up relative to the open folder, following the link.
  errno = 0;
  while (const struct dirent* entry = ::readdir(d)) {
    const std::string_view name = entry->d_name;
    if (name == "." || name == "..") continue;
    DirEntry e;
    e.name = std::string(name);
    switch (entry->d_type) {
      case DT_REG:
        e.kind = FileKind::Regular;
        break;
      case DT_DIR:
        e.kind = FileKind::Directory;
        break;
      case DT_LNK:
      case DT_UNKNOWN: {
        struct stat st;
        if (entry->d_type == DT_LNK) {
          e.symlink = true;
        } else if (::fstatat(::dirfd(d), entry->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0) {
          e.symlink = S_ISLNK(st.st_mode);
        }
        if (::fstatat(::dirfd(d), entry->d_name, &st, 0) == 0) e.kind = kind_of(st);
        break;
      }
      default:
        e.kind = FileKind::Other;
    }
    out.push_back(std::move(e));
    errno = 0;
  }
  if (errno != 0 && error) *error = errno_text(errno);
  ::closedir(d);
  std::sort(out.begin(), out.end(), [](const DirEntry& a, const DirEntry& b) { return a.name < b.name; });
  return out;
}

fs::path absolute_normal_path(const fs::path& p) {
  std::error_code ec;
  fs::path a = fs::absolute(p, ec);
  if (ec) a = p;
  a = a.lexically_normal();
  if (!a.has_filename() && a.has_parent_path() && a != a.root_path()) a = a.parent_path();
  return a;
}

std::string display_path(const fs::path& p) {
  const fs::path abs = absolute_normal_path(p);
  std::error_code ec;
  const fs::path cwd = fs::current_path(ec);
  if (!ec) {
    const fs::path rel = abs.lexically_relative(cwd);
    if (!rel.empty() && *rel.begin() != "..") return rel.generic_string();
  }
  return abs.generic_string();
}

std::string display_folder(const fs::path& p) {
  const std::string shown = display_path(p);
  return shown == "." || shown.empty() ? std::string(tr("de huidige map")) : shown;
}

bool write_file_atomic(const fs::path& path, std::string_view content, std::string* error) {
  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  std::string tmpl = (dir / ("." + path.filename().string() + ".tmp-XXXXXX")).string();
  const int fd = ::mkstemp(tmpl.data());
  if (fd < 0) {
    if (error)
      *error = format_message(tr("kan geen tijdelijk bestand maken in {}: {}"), {dir.string(), errno_text(errno)});
    return false;
  }
  auto fail = [&](const std::string& what) {
    if (error) *error = what + ": " + errno_text(errno);
    ::close(fd);
    ::unlink(tmpl.c_str());
    return false;
  };
  // Keep the permissions of the file being replaced; new files get 0644 minus the umask.
  struct stat st;
  mode_t mode = 0644;
  if (::lstat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode)) {
    mode = st.st_mode & 07777;
  } else {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    mode &= ~mask;
  }
  if (::fchmod(fd, mode) != 0) return fail(format_message(tr("kan de rechten van {} niet zetten"), {tmpl}));
  std::size_t done = 0;
  while (done < content.size()) {
    const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      return fail(format_message(tr("kan {} niet schrijven"), {path.string()}));
    }
    done += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0) return fail(format_message(tr("kan {} niet wegschrijven naar de schijf"), {path.string()}));
  if (::close(fd) != 0) {
    if (error) *error = format_message(tr("kan {} niet sluiten: {}"), {tmpl, errno_text(errno)});
    ::unlink(tmpl.c_str());
    return false;
  }
  // rename() replaces a symlink at `path` itself; it never writes through it.
  if (::rename(tmpl.c_str(), path.c_str()) != 0) {
    if (error)
      *error = format_message(tr("kan het bestand niet hernoemen naar {}: {}"), {path.string(), errno_text(errno)});
    ::unlink(tmpl.c_str());
    return false;
  }
  return true;
}

namespace {

bool inside_folder(const fs::path& root, const fs::path& p) {
  const fs::path rel = p.lexically_relative(root);
  return !rel.empty() && *rel.begin() != "..";
}

// Where a symbolic link finally points (also when dangling); empty when it cannot be told.
fs::path link_target(const fs::path& link) {
  std::error_code ec;
  fs::path resolved = fs::weakly_canonical(link, ec);
  return ec ? fs::path() : resolved;
}

}  // namespace

bool write_file_atomic_inside(const fs::path& root, const fs::path& path, std::string_view content,
                              std::string* error) {
  std::error_code ec;
  const fs::path real_root = fs::canonical(root, ec);
  if (ec) {
    if (error) *error = format_message(tr("kan de map {} niet openen: {}"), {root.string(), errno_text(ec.value())});
    return false;
  }
  const fs::path abs_root = absolute_normal_path(root);
  const fs::path abs = absolute_normal_path(path);
  if (!inside_folder(abs_root, abs)) {
    if (error) *error = format_message(tr("weigert te schrijven naar {}: buiten {}"), {path.string(), root.string()});
    return false;
  }
  // Every existing folder on the way must resolve inside the root.
  fs::path dir = root;
  for (const auto& part : abs.parent_path().lexically_relative(abs_root)) {
    if (part == ".") continue;
    dir /= part;
    const auto st = fs::symlink_status(dir, ec);
    if (ec || !fs::exists(st)) break;
    const fs::path resolved = fs::canonical(dir, ec);
    if (ec || !(resolved == real_root || inside_folder(real_root, resolved))) {
      if (error)
        *error = format_message(tr("weigert te schrijven via {}: een symbolische koppeling naar buiten {}"),
                                {dir.string(), root.string()});
      return false;
    }
  }
  if (fs::is_symlink(fs::symlink_status(path, ec))) {
    const fs::path resolved = link_target(path);
    if (resolved.empty() || !inside_folder(real_root, resolved)) {
      if (error)
        *error = format_message(tr("weigert te schrijven naar {}: een symbolische koppeling naar buiten {}"),
                                {path.string(), root.string()});
      return false;
    }
  }
  return write_file_atomic(path, content, error);
}

bool RealFileSystem::write_atomic(const fs::path& path, std::string_view content, std::string* error) {
  return write_file_atomic(path, content, error);
}

bool RealFileSystem::make_directories(const fs::path& path, std::string* error) {
  std::error_code ec;
  fs::create_directories(path, ec);
  if (ec) {
    if (error) *error = format_message(tr("kan map {} niet maken: {}"), {path.string(), errno_text(ec.value())});
    return false;
  }
  return true;
}

// --- MemoryFileSystem -------------------------------------------------------------------------

// Paths are kept absolute and normal: a relative one is resolved against the working directory,
// as the real file system does.
std::string MemoryFileSystem::key(const fs::path& path) { return absolute_normal_path(path).string(); }

void MemoryFileSystem::add_file(const fs::path& path, std::string content) {
  files_[key(path)] = std::move(content);
  for (auto p = fs::path(key(path)).parent_path(); !p.empty() && p != p.root_path(); p = p.parent_path())
    dirs_[p.string()] = true;
}

void MemoryFileSystem::add_directory(const fs::path& path) { dirs_[key(path)] = true; }

void MemoryFileSystem::add_unreadable(const fs::path& path) {
  add_file(path, "");
  unreadable_[key(path)] = true;
}

std::optional<std::string> MemoryFileSystem::contents(const fs::path& path) const {
  auto it = files_.find(key(path));
  if (it == files_.end()) return std::nullopt;
  return it->second;
}

FileKind MemoryFileSystem::kind(const fs::path& path) const {
  if (files_.count(key(path))) return FileKind::Regular;
  if (dirs_.count(key(path))) return FileKind::Directory;
  return FileKind::Missing;
}

ReadResult MemoryFileSystem::read(const fs::path& path, std::uintmax_t max_bytes) const {
  ReadResult r;
  if (unreadable_.count(key(path))) {
    r.error = tr("geen toegang (permission denied)");
    return r;
  }
  auto it = files_.find(key(path));
  if (it == files_.end()) {
    r.error = dirs_.count(key(path)) ? tr("is een map, geen bestand") : tr("het bestand bestaat niet");
    return r;
  }
  r.size = it->second.size();
  if (r.size > max_bytes) {
    r.too_large = true;
    r.error = tr("het bestand is te groot");
    return r;
  }
  r.ok = true;
  r.content = it->second;
  return r;
}

std::vector<DirEntry> MemoryFileSystem::list(const fs::path& path, std::string* error) const {
  std::vector<DirEntry> out;
  if (!dirs_.count(key(path))) {
    if (error) *error = tr("de map bestaat niet");
    return out;
  }
  const fs::path folder = key(path);
  auto child = [&](const std::string& p) -> std::optional<std::string> {
    fs::path fp(p);
    if (fp.parent_path() == folder) return fp.filename().string();
    return std::nullopt;
  };
  for (const auto& [p, _] : files_) {
    if (auto name = child(p)) out.push_back({*name, FileKind::Regular, false});
  }
  for (const auto& [p, _] : dirs_) {
    if (auto name = child(p)) out.push_back({*name, FileKind::Directory, false});
  }
  std::sort(out.begin(), out.end(), [](const DirEntry& a, const DirEntry& b) { return a.name < b.name; });
  return out;
}

bool MemoryFileSystem::write_atomic(const fs::path& path, std::string_view content, std::string* error) {
  if (fs::path(key(path)).has_parent_path() && !dirs_.count(fs::path(key(path)).parent_path().string())) {
    if (error) *error = format_message(tr("de map bestaat niet: {}"), {path.parent_path().string()});
    return false;
  }
  files_[key(path)] = std::string(content);
  return true;
}

bool MemoryFileSystem::make_directories(const fs::path& path, std::string*) {
  for (fs::path p = key(path); !p.empty() && p != p.root_path(); p = p.parent_path()) dirs_[p.string()] = true;
  return true;
}

}  // namespace qbank
