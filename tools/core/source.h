// The text of one input file, with line and code-point column arithmetic.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.h"

namespace qbank {

class SourceFile {
 public:
  SourceFile(std::string path, std::string text);

  const std::string& path() const { return path_; }
  const std::string& text() const { return text_; }
  std::uint32_t line_count() const { return static_cast<std::uint32_t>(line_starts_.size()); }

  // Line n (1-based) without its line break; empty when out of range.
  std::string_view line(std::uint32_t n) const;
  // Byte offset of a position (clamped to the line's end; a UTF-8 BOM is not a column).
  std::size_t offset(Position p) const;
  // Position of a byte offset.
  Position position(std::size_t offset) const;
  // Span of the byte range [begin, end).
  Span span(std::size_t begin, std::size_t end) const { return {position(begin), position(end)}; }

 private:
  std::string path_;
  std::string text_;
  std::vector<std::size_t> line_starts_;
};

}  // namespace qbank
