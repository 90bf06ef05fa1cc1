#include "core/schema_directive.h"

namespace qbank {
namespace fs = std::filesystem;

std::string schema_directive_for(const fs::path& dir, const fs::path& schema) {
  std::error_code ec;
  const fs::path abs_dir = fs::weakly_canonical(fs::absolute(dir, ec), ec);
  const fs::path abs_schema = fs::weakly_canonical(fs::absolute(schema, ec), ec);
  // The repository: the nearest folder at or above `dir` with a .git entry.
  fs::path repo;
  for (fs::path p = abs_dir; !p.empty(); p = p.parent_path()) {
    if (fs::exists(p / ".git", ec)) {
      repo = p;
      break;
    }
    if (p == p.parent_path()) break;
  }
  if (repo.empty()) return "";
  const fs::path inside = abs_schema.lexically_relative(repo);
  if (inside.empty() || *inside.begin() == "..") return "";
  return "#:schema " + abs_schema.lexically_relative(abs_dir).generic_string();
}

}  // namespace qbank
