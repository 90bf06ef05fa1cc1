#include "core/toml_string.h"

#include "core/utf8.h"

namespace qbank {
namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Reads one literal. Reader<false> only finds the end: the same checks and the same steps, but
// no value or origin is built (stepping over strings is most of what the formatter's scans do,
// and building both costs an append per byte). A template argument, not a flag, so that the
// decoding reader tests nothing more than before.
template <bool kDecode>
class Reader {
 public:
  Reader(std::string_view src, std::size_t offset) : s_(src), i_(offset) {}

  std::optional<StringLiteral> read() {
    lit_.begin = i_;
    if (at("\"\"\"")) return multi(true);
    if (at("'''")) return multi(false);
    if (at("\"")) return single(true);
    if (at("'")) return single(false);
    return std::nullopt;
  }

 private:
  bool at(std::string_view t) const {
    if (s_.size() - i_ < t.size()) return false;
    for (std::size_t k = 0; k < t.size(); ++k) {
      if (s_[i_ + k] != t[k]) return false;
    }
    return true;
  }

  void emit(std::string_view bytes, std::size_t from) {
    if constexpr (!kDecode) return;
    for (char c : bytes) {
      lit_.value += c;
      lit_.origin.push_back(static_cast<std::uint32_t>(from));
    }
  }

  // Copies one UTF-8 character verbatim.
  void copy_char() {
    if constexpr (kDecode) {
      char32_t cp;
      const std::size_t n = utf8::decode(s_, i_, cp);
      emit(s_.substr(i_, n), i_);
      i_ += n;
    } else {
      // decode() only ever takes continuation bytes (0x80-0xBF) after the first, and none of them
      // is a delimiter, a line end or a backslash: stepping one byte finds the same end.
      ++i_;
    }
  }

  bool escape() {  // at a backslash in a basic string
    const std::size_t start = i_;
    if (i_ + 1 >= s_.size()) return false;
    const char e = s_[i_ + 1];
    std::string out;
    std::size_t len = 2;
    switch (e) {
      case 'b':
        out = "\b";
        break;
      case 't':
        out = "\t";
        break;
      case 'n':
        out = "\n";
        break;
      case 'f':
        out = "\f";
        break;
      case 'r':
        out = "\r";
        break;
      case 'e':
        out = "\x1B";
        break;
      case '"':
        out = "\"";
        break;
      case '\\':
        out = "\\";
        break;
      case 'u':
      case 'U': {
        const std::size_t digits = e == 'u' ? 4 : 8;
        if (i_ + 2 + digits > s_.size()) return false;
        char32_t cp = 0;
        for (std::size_t k = 0; k < digits; ++k) {
          const int h = hex_value(s_[i_ + 2 + k]);
          if (h < 0) return false;
          cp = cp * 16 + static_cast<char32_t>(h);
        }
        utf8::append(out, cp);
        len = 2 + digits;
        break;
      }
      default:
        return false;
    }
    emit(out, start);
    i_ += len;
    return true;
  }

  std::optional<StringLiteral> single(bool basic) {
    ++i_;
    while (i_ < s_.size()) {
      const char c = s_[i_];
      if (c == '\n' || c == '\r') return std::nullopt;
      if (basic ? c == '"' : c == '\'') {
        if constexpr (kDecode) lit_.origin.push_back(static_cast<std::uint32_t>(i_));
        lit_.end = i_ + 1;
        return std::move(lit_);
      }
      if (basic && c == '\\') {
        if (!escape()) return std::nullopt;
        continue;
      }
      copy_char();
    }
    return std::nullopt;
  }

  std::optional<StringLiteral> multi(bool basic) {
    const char q = basic ? '"' : '\'';
    i_ += 3;
    // A newline right after the opening delimiter is trimmed.
    if (at("\r\n"))
      i_ += 2;
    else if (at("\n"))
      i_ += 1;
    while (i_ < s_.size()) {
      const char c = s_[i_];
      if (c == q && i_ + 2 < s_.size() && s_[i_ + 1] == q && s_[i_ + 2] == q) {
        // Up to two extra quotes before the closing delimiter belong to the content.
        std::size_t run = 3;
        while (i_ + run < s_.size() && s_[i_ + run] == q && run < 5) ++run;
        for (std::size_t k = 3; k < run; ++k) emit(std::string_view(&q, 1), i_ + k - 3);
        if constexpr (kDecode) lit_.origin.push_back(static_cast<std::uint32_t>(i_ + run - 3));
        lit_.end = i_ + run;
        return std::move(lit_);
      }
      if (c == '\r' && i_ + 1 < s_.size() && s_[i_ + 1] == '\n') {
        emit("\n", i_);
        i_ += 2;
        continue;
      }
      if (basic && c == '\\') {
        // Line-ending backslash: trims white space and newlines up to the next other character.
        std::size_t j = i_ + 1;
        while (j < s_.size() && (s_[j] == ' ' || s_[j] == '\t')) ++j;
        if (j < s_.size() && (s_[j] == '\n' || s_[j] == '\r')) {
          while (j < s_.size() && (s_[j] == ' ' || s_[j] == '\t' || s_[j] == '\n' || s_[j] == '\r')) ++j;
          i_ = j;
          continue;
        }
        if (!escape()) return std::nullopt;
        continue;
      }
      copy_char();
    }
    return std::nullopt;
  }

  std::string_view s_;
  std::size_t i_;
  StringLiteral lit_;
};

}  // namespace

std::optional<StringLiteral> read_string_literal(std::string_view source, std::size_t offset) {
  if (offset >= source.size()) return std::nullopt;
  return Reader<true>(source, offset).read();
}

std::optional<std::size_t> string_literal_end(std::string_view source, std::size_t offset) {
  if (offset >= source.size()) return std::nullopt;
  auto lit = Reader<false>(source, offset).read();
  if (!lit) return std::nullopt;
  return lit->end;
}

}  // namespace qbank
