#include "core/source.h"

#include <algorithm>

namespace qbank {

SourceFile::SourceFile(std::string path, std::string text) : path_(std::move(path)), text_(std::move(text)) {
  const std::size_t first = text_.starts_with("\xEF\xBB\xBF") ? 3 : 0;
  // Exactly sized: every file of a bank stays in memory for the whole run.
  // The line ends are found with find (memchr), not a loop over every byte: a file is read once
  // for its lines, and every imported question's text is made again by the formatter.
  std::size_t lines = 1;
  for (std::size_t i = text_.find('\n', first); i != std::string::npos; i = text_.find('\n', i + 1)) ++lines;
  line_starts_.reserve(lines);
  line_starts_.push_back(first);
  for (std::size_t i = text_.find('\n', first); i != std::string::npos; i = text_.find('\n', i + 1)) {
    line_starts_.push_back(i + 1);
  }
}

std::string_view SourceFile::line(std::uint32_t n) const {
  if (n == 0 || n > line_starts_.size()) return {};
  const std::size_t begin = line_starts_[n - 1];
  std::size_t end = n < line_starts_.size() ? line_starts_[n] - 1 : text_.size();
  if (end > begin && text_[end - 1] == '\r') --end;
  return std::string_view(text_).substr(begin, end - begin);
}

std::size_t SourceFile::offset(Position p) const {
  if (p.line == 0) return 0;
  if (p.line > line_starts_.size()) return text_.size();
  std::size_t i = line_starts_[p.line - 1];
  const std::size_t line_end = p.line < line_starts_.size() ? line_starts_[p.line] - 1 : text_.size();
  for (std::uint32_t col = 1; col < p.column && i < line_end; ++col) {
    ++i;
    while (i < line_end && (static_cast<unsigned char>(text_[i]) & 0xC0) == 0x80) ++i;
  }
  return i;
}

Position SourceFile::position(std::size_t offset) const {
  offset = std::min(offset, text_.size());
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  const auto line = static_cast<std::uint32_t>(it == line_starts_.begin() ? 1 : it - line_starts_.begin());
  std::size_t i = line_starts_[line - 1];
  std::uint32_t column = 1;
  for (; i < offset; ++i) {
    if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++column;
  }
  // A position inside a multi-byte character counts as that character.
  if (offset < text_.size() && (static_cast<unsigned char>(text_[offset]) & 0xC0) == 0x80 && column > 1) --column;
  return {line, column};
}

}  // namespace qbank
