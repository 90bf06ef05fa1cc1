#include "server/protocol.h"
#include "core/strings.h"

#include <algorithm>

namespace qbank::server {

namespace {

bool continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }
// UTF-16 units of the code point whose first byte is `c` (an invalid byte counts as one).
std::uint32_t utf16_units(char c) { return (static_cast<unsigned char>(c) & 0xF8) == 0xF0 ? 2 : 1; }

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

LineMap::LineMap(std::string_view text) : text_(text) {
  starts_.push_back(0);
  for (std::size_t i = text.find('\n'); i != std::string_view::npos; i = text.find('\n', i + 1))
    starts_.push_back(i + 1);
}

std::size_t LineMap::line_end(std::size_t line) const {
  std::size_t end = line + 1 < starts_.size() ? starts_[line + 1] - 1 : text_.size();
  if (end > starts_[line] && text_[end - 1] == '\r') --end;
  return end;
}

std::size_t LineMap::offset(Position p) const {
  if (p.line == 0) return 0;
  if (p.line > starts_.size()) return text_.size();
  std::size_t i = starts_[p.line - 1];
  if (p.line == 1 && text_.starts_with("\xEF\xBB\xBF")) i = 3;
  const std::size_t end = line_end(p.line - 1);
  for (std::uint32_t col = 1; col < p.column && i < end; ++col) {
    ++i;
    while (i < end && continuation(text_[i])) ++i;
  }
  return i;
}

std::size_t LineMap::offset(LspPosition p) const {
  if (p.line >= starts_.size()) return text_.size();
  std::size_t i = starts_[p.line];
  const std::size_t end = line_end(p.line);
  std::uint32_t units = 0;
  while (i < end && units < p.character) {
    units += utf16_units(text_[i]);
    ++i;
    while (i < end && continuation(text_[i])) ++i;
  }
  return i;
}

LspPosition LineMap::lsp_position(std::size_t offset) const {
  offset = std::min(offset, text_.size());
  const auto it = std::upper_bound(starts_.begin(), starts_.end(), offset);
  const std::size_t line = static_cast<std::size_t>(it - starts_.begin()) - 1;
  std::uint32_t units = 0;
  for (std::size_t i = starts_[line]; i < offset; ++i) {
    if (!continuation(text_[i])) units += utf16_units(text_[i]);
  }
  return {static_cast<std::uint32_t>(line), units};
}

Position LineMap::qbank_position(std::size_t offset) const {
  offset = std::min(offset, text_.size());
  const auto it = std::upper_bound(starts_.begin(), starts_.end(), offset);
  const std::size_t line = static_cast<std::size_t>(it - starts_.begin()) - 1;
  std::size_t i = starts_[line];
  if (line == 0 && text_.starts_with("\xEF\xBB\xBF")) i = std::min<std::size_t>(3, offset);
  std::uint32_t column = 1;
  for (; i < offset; ++i) {
    if (!continuation(text_[i])) ++column;
  }
  return {static_cast<std::uint32_t>(line + 1), column};
}

LspRange LineMap::range(Span span) const {
  if (!span.known()) return {};
  const LspPosition start = lsp_position(offset(span.begin));
  const LspPosition end = lsp_position(offset(span.end));
  return {start, std::max(start, end)};
}

nlohmann::json to_json(LspPosition p) { return {{"line", p.line}, {"character", p.character}}; }

nlohmann::json to_json(const LspRange& r) { return {{"start", to_json(r.start)}, {"end", to_json(r.end)}}; }

std::optional<LspPosition> position_from_json(const nlohmann::json& j) {
  if (!j.is_object()) return std::nullopt;
  const auto line = j.find("line");
  const auto character = j.find("character");
  if (line == j.end() || character == j.end() || !line->is_number_unsigned() || !character->is_number_unsigned()) {
    return std::nullopt;
  }
  const auto l = line->get<std::uint64_t>(), c = character->get<std::uint64_t>();
  if (l > UINT32_MAX || c > UINT32_MAX) return std::nullopt;
  return LspPosition{static_cast<std::uint32_t>(l), static_cast<std::uint32_t>(c)};
}

std::optional<LspRange> range_from_json(const nlohmann::json& j) {
  if (!j.is_object() || !j.contains("start") || !j.contains("end")) return std::nullopt;
  auto s = position_from_json(j["start"]);
  auto e = position_from_json(j["end"]);
  if (!s || !e) return std::nullopt;
  return LspRange{*s, *e};
}

std::optional<std::filesystem::path> uri_to_path(std::string_view uri) {
  constexpr std::string_view kScheme = "file://";
  if (!has_ascii_prefix_nocase(uri, 0, kScheme)) return std::nullopt;
  uri.remove_prefix(kScheme.size());
  // file://host/path: only the local host is ours.
  const std::size_t slash = uri.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  const std::string_view host = uri.substr(0, slash);
  if (!host.empty() && host != "localhost") return std::nullopt;
  uri.remove_prefix(slash);
  std::string path;
  for (std::size_t i = 0; i < uri.size(); ++i) {
    if (uri[i] == '%' && i + 2 < uri.size()) {
      const int hi = hex_value(uri[i + 1]), lo = hex_value(uri[i + 2]);
      if (hi >= 0 && lo >= 0) {
        path += static_cast<char>(hi * 16 + lo);
        i += 2;
        continue;
      }
    }
    if (uri[i] == '?' || uri[i] == '#') break;
    path += uri[i];
  }
  if (path.find('\0') != std::string::npos) return std::nullopt;
  return std::filesystem::path(path).lexically_normal();
}

std::string path_to_uri(const std::filesystem::path& path) {
  // As VS Code writes them: unreserved characters and '/' as they are, everything else escaped.
  static const char* const kHex = "0123456789ABCDEF";
  std::string out = "file://";
  for (const char ch : path.generic_string()) {
    const auto c = static_cast<unsigned char>(ch);
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                       c == '.' || c == '_' || c == '~' || c == '/';
    if (plain) {
      out += ch;
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

int lsp_severity(Severity s) {
  switch (s) {
    case Severity::Error:
      return 1;
    case Severity::Warning:
      return 2;
    case Severity::Info:
      return 3;
  }
  return 3;
}

}  // namespace qbank::server
