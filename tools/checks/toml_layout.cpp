#include "checks/toml_layout.h"

#include <toml++/toml.h>
#include <algorithm>

namespace qbank {

std::optional<std::size_t> top_level_end(const Question& q) {
  const SourceFile& src = *q.source;
  const std::string& text = src.text();
  toml::table root;
  try {
    root = toml::parse(text);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  std::size_t at = text.size();
  auto header = [&](const toml::source_region& r) {
    if (r.begin.line == 0) return;
    const Position p{static_cast<std::uint32_t>(r.begin.line), 1};
    at = std::min(at, std::min(src.offset(p), text.size()));
  };
  for (const auto& [key, node] : root) {
    if (const toml::table* t = node.as_table(); t && !t->is_inline()) header(t->source());
    if (const toml::array* arr = node.as_array()) {
      for (const auto& element : *arr) {
        if (const toml::table* t = element.as_table(); t && !t->is_inline()) header(t->source());
      }
    }
  }
  return at;
}

}  // namespace qbank
