// The pieces of the Language Server Protocol that are more than JSON: positions in UTF-16 code
// units (qbank counts code points from 1, LSP counts UTF-16 units from 0), file URIs, and the
// numeric codes of the protocol.
#pragma once

#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.h"

namespace qbank::server {

// JSON-RPC and LSP error codes.
namespace error_code {
constexpr int kParseError = -32700;
constexpr int kInvalidRequest = -32600;
constexpr int kMethodNotFound = -32601;
constexpr int kInvalidParams = -32602;
constexpr int kInternalError = -32603;
constexpr int kServerNotInitialized = -32002;
constexpr int kRequestFailed = -32803;
}  // namespace error_code

struct LspPosition {
  std::uint32_t line = 0;       // 0-based
  std::uint32_t character = 0;  // UTF-16 code units from the start of the line
  friend auto operator<=>(const LspPosition&, const LspPosition&) = default;
};

struct LspRange {
  LspPosition start;
  LspPosition end;
  friend auto operator<=>(const LspRange&, const LspRange&) = default;
};

// Line starts of a text, and the conversions between byte offsets, qbank positions and LSP
// positions in it. Lines end at '\n' (a '\r' before it is not part of the line). A UTF-8 byte
// order mark is a character to LSP (the client sent it) but not a column to qbank.
class LineMap {
 public:
  explicit LineMap(std::string_view text);
  std::size_t line_count() const { return starts_.size(); }
  // The byte offset of a qbank position (1-based line, code-point column), clamped to its line.
  std::size_t offset(Position p) const;
  // The byte offset of an LSP position, clamped to its line (as LSP asks); past the last line:
  // the end of the text.
  std::size_t offset(LspPosition p) const;
  LspPosition lsp_position(std::size_t offset) const;
  // A qbank span as an LSP range; an unknown span (line 0) is the start of the file.
  LspRange range(Span span) const;
  Position qbank_position(std::size_t offset) const;

 private:
  std::string_view text_;
  std::vector<std::size_t> starts_;
  std::size_t line_end(std::size_t line) const;  // 0-based line; the offset of its '\r\n' or '\n'
};

nlohmann::json to_json(LspPosition p);
nlohmann::json to_json(const LspRange& r);
std::optional<LspPosition> position_from_json(const nlohmann::json& j);
std::optional<LspRange> range_from_json(const nlohmann::json& j);

// file:///a/b%20c.toml <-> /a/b c.toml. Other schemes (untitled:, https:) give nullopt.
std::optional<std::filesystem::path> uri_to_path(std::string_view uri);
std::string path_to_uri(const std::filesystem::path& path);

// DiagnosticSeverity: Error 1, Warning 2, Information 3.
int lsp_severity(Severity s);

}  // namespace qbank::server
