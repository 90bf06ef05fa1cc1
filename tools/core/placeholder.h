// The placeholder that `qbank new` writes in every text an author must fill in ("VUL IN: de
// sleutel ..."). answer/placeholder reports it; the other checks leave such texts alone, so that an
// unfilled scaffold gives that one finding per field and nothing else.
#pragma once

#include <cstddef>
#include <string_view>

namespace qbank {

inline constexpr std::string_view kPlaceholderMarker = "VUL IN";

// The byte offset of the marker in `text` (in capitals, as a whole word), or npos.
inline std::size_t find_placeholder(std::string_view text) {
  auto word = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
  for (std::size_t at = text.find(kPlaceholderMarker); at != std::string_view::npos;
       at = text.find(kPlaceholderMarker, at + 1)) {
    const std::size_t end = at + kPlaceholderMarker.size();
    if ((at == 0 || !word(text[at - 1])) && (end == text.size() || !word(text[end]))) return at;
  }
  return std::string_view::npos;
}

inline bool is_placeholder(std::string_view text) { return find_placeholder(text) != std::string_view::npos; }

}  // namespace qbank
