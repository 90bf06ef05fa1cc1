#include "export/writer.h"

#include <sys/stat.h>

#include "core/fs.h"
#include "core/i18n.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {

// True when `p` (canonical) is `root` or lies inside it.
bool inside(const fs::path& root, const fs::path& p) {
  auto r = root.begin();
  auto i = p.begin();
  for (; r != root.end(); ++r, ++i) {
    if (i == p.end() || *r != *i) return false;
  }
  return true;
}

std::string describe(const std::error_code& ec) { return ec.message(); }

// Where a symbolic link finally points, following a chain of links (also dangling ones, which
// weakly_canonical alone would leave unresolved). Empty on a loop or an error.
fs::path link_destination(fs::path p) {
  std::error_code ec;
  for (int depth = 0; depth < 40; ++depth) {
    if (!fs::is_symlink(fs::symlink_status(p, ec))) return fs::weakly_canonical(p, ec);
    fs::path next = fs::read_symlink(p, ec);
    if (ec) return {};
    p = next.is_absolute() ? next : p.parent_path() / next;
  }
  return {};
}

}  // namespace

bool safe_relative_path(std::string_view relative, std::string* why) {
  auto fail = [&](const std::string& what) {
    if (why) *why = what;
    return false;
  };
  if (relative.empty()) return fail(tr("leeg pad"));
  if (relative.front() == '/') return fail(tr("absoluut pad"));
  if (relative.find('\\') != std::string_view::npos) return fail(tr("backslash in het pad"));
  if (relative.find('\0') != std::string_view::npos) return fail(tr("NUL-teken in het pad"));
  std::size_t start = 0;
  while (start <= relative.size()) {
    std::size_t end = relative.find('/', start);
    if (end == std::string_view::npos) end = relative.size();
    const std::string_view part = relative.substr(start, end - start);
    if (part.empty()) return fail(tr("lege padcomponent"));
    if (part == "." || part == "..") return fail(format_message(tr("'{}' in het pad"), {part}));
    start = end + 1;
  }
  return true;
}

std::optional<OutputFolder> OutputFolder::open(const fs::path& root, std::string* error) {
  std::error_code ec;
  const auto status = fs::status(root, ec);
  if (fs::exists(status) && !fs::is_directory(status)) {
    if (error) *error = format_message(tr("{} bestaat al en is geen map"), {root.string()});
    return std::nullopt;
  }
  if (!fs::exists(status)) {
    fs::create_directories(root, ec);
    if (ec) {
      if (error) *error = format_message(tr("kan map {} niet maken: {}"), {root.string(), describe(ec)});
      return std::nullopt;
    }
  }
  const fs::path canonical = fs::canonical(root, ec);
  if (ec) {
    if (error) *error = format_message(tr("kan map {} niet openen: {}"), {root.string(), describe(ec)});
    return std::nullopt;
  }
  return OutputFolder(canonical);
}

bool OutputFolder::write(std::string_view relative, std::string_view content, std::string* error) const {
  std::string why;
  if (!safe_relative_path(relative, &why)) {
    if (error) *error = format_message(tr("weigert te schrijven naar '{}': {}"), {relative, why});
    return false;
  }
  const fs::path target = root_ / fs::path(std::string(relative));
  // Walk the folders from the root, creating what is missing and checking every existing one
  // (symbolic links are resolved and must stay inside the root).
  fs::path dir = root_;
  const fs::path parent = fs::path(std::string(relative)).parent_path();
  for (const auto& part : parent) {
    dir /= part;
    std::error_code ec;
    const auto st = fs::symlink_status(dir, ec);
    if (!fs::exists(st)) {
      if (!fs::create_directory(dir, ec) && ec) {
        if (error) *error = format_message(tr("kan map {} niet maken: {}"), {dir.string(), describe(ec)});
        return false;
      }
      continue;
    }
    const fs::path resolved = fs::canonical(dir, ec);
    if (ec || !inside(root_, resolved)) {
      if (error)
        *error = format_message(tr("weigert te schrijven via {}: een symbolische koppeling naar buiten {}"),
                                {dir.string(), root_.string()});
      return false;
    }
    if (!fs::is_directory(resolved, ec)) {
      if (error) *error = format_message(tr("{} is geen map"), {dir.string()});
      return false;
    }
  }
  std::error_code ec;
  const auto st = fs::symlink_status(target, ec);
  if (fs::is_symlink(st)) {
    const fs::path resolved = link_destination(target);
    if (resolved.empty() || !inside(root_, resolved)) {
      if (error)
        *error = format_message(tr("weigert te schrijven naar {}: een symbolische koppeling naar buiten {}"),
                                {target.string(), root_.string()});
      return false;
    }
  } else if (fs::exists(st) && !fs::is_regular_file(st)) {
    if (error) *error = format_message(tr("{} bestaat al en is geen gewoon bestand"), {target.string()});
    return false;
  }
  std::string write_error;
  if (!write_file_atomic(target, content, &write_error)) {
    if (error) *error = write_error;
    return false;
  }
  return true;
}

int write_export(const Exporter& exporter, const std::vector<OutputFile>& files, const fs::path& out,
                 std::string* error) {
  if (exporter.writes_folder()) {
    auto folder = OutputFolder::open(out, error);
    if (!folder) return -1;
    int n = 0;
    for (const auto& f : files) {
      if (!folder->write(f.path, f.content, error)) return -1;
      ++n;
    }
    return n;
  }
  // One file: `out` itself.
  std::error_code ec;
  const auto st = fs::status(out, ec);
  if (fs::is_directory(st)) {
    if (error) {
      *error = format_message(tr("{} is een map; --format {} schrijft één bestand: geef een bestandsnaam, zoals {}"),
                              {out.string(), exporter.name(), (out / exporter.example_out()).string()});
    }
    return -1;
  }
  if (fs::exists(st) && !fs::is_regular_file(st)) {
    if (error) *error = format_message(tr("{} bestaat al en is geen gewoon bestand"), {out.string()});
    return -1;
  }
  const fs::path parent = out.has_parent_path() ? out.parent_path() : fs::path(".");
  if (!fs::exists(parent, ec)) {
    fs::create_directories(parent, ec);
    if (ec) {
      if (error) *error = format_message(tr("kan map {} niet maken: {}"), {parent.string(), describe(ec)});
      return -1;
    }
  }
  if (files.size() != 1) {
    if (error) *error = format_message(tr("interne fout: --format {} gaf geen enkel bestand"), {exporter.name()});
    return -1;
  }
  if (!write_file_atomic(out, files.front().content, error)) return -1;
  return 1;
}

}  // namespace qbank
