#include "core/data_dir.h"

#include <cstdlib>
#include <fstream>
#include <system_error>

#include "core/i18n.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {

// A data folder is one with the schemas in it.
bool has_data(const fs::path& dir) {
  std::error_code ec;
  return !dir.empty() && fs::is_regular_file(dir / "schema" / "question.schema.json", ec);
}

fs::path build_tree_source(const fs::path& exe_dir) {
  fs::path dir = exe_dir;
  for (int up = 0; up < 3 && !dir.empty(); ++up) {
    std::ifstream marker(dir / "qbank-build-tree");
    if (marker) {
      std::string line;
      std::getline(marker, line);
      if (!line.empty()) return fs::path(line);
    }
    if (!dir.has_parent_path() || dir.parent_path() == dir) break;
    dir = dir.parent_path();
  }
  return {};
}

}  // namespace

DataDir find_data_dir(const std::string& env, const fs::path& exe, const fs::path& prefix_data) {
  if (!env.empty()) return {fs::path(env).lexically_normal(), "QBANK_DATA_DIR"};
  if (!exe.empty()) {
    const fs::path exe_dir = exe.parent_path();
    const fs::path beside = (exe_dir / ".." / "share" / "qbank").lexically_normal();
    if (has_data(beside)) return {beside, tr("naast het programma")};
    const fs::path source = build_tree_source(exe_dir);
    if (has_data(source)) return {source.lexically_normal(), tr("de broncode van de bouwmap")};
  }
  if (has_data(prefix_data)) return {prefix_data, tr("de installatiemap")};
  return {{}, tr("nergens gevonden")};
}

DataDir data_dir() {
  // Not cached: a few file checks per configuration load, and tests change $QBANK_DATA_DIR.
  const char* env = std::getenv("QBANK_DATA_DIR");
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  return find_data_dir(env ? env : "", ec ? fs::path() : exe, fs::path(QBANK_INSTALL_DATA_DIR));
}

fs::path builtin_rules_dir() {
  const DataDir d = data_dir();
  return d.path.empty() ? fs::path() : d.path / "rules";
}
fs::path builtin_schema_dir() {
  const DataDir d = data_dir();
  return d.path.empty() ? fs::path() : d.path / "schema";
}

}  // namespace qbank
