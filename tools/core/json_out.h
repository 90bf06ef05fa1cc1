// A streaming JSON writer: two-space indentation, members in the order written, strings escaped
// as JSON requires (bytes that are not valid UTF-8 become U+FFFD). The output is built in a string
// and handed to the stream in 64 KiB blocks: a stream call per token would cost more than the JSON
// itself. Used where outputs grow with the bank (`qbank lint --format json`, `qbank graph
// --format json`: some 100 MB at 100,000 questions), so no document tree is built.
#pragma once

#include <cstddef>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace qbank::jsonout {

// A JSON string literal, quotes included.
std::string string(std::string_view text);

// A number with at most two decimals, always with a decimal point (5.0, 1.25).
std::string decimal(double value);

class Out {
 public:
  explicit Out(std::ostream& out) : out_(out) {}
  ~Out() { flush(); }
  Out(const Out&) = delete;
  Out& operator=(const Out&) = delete;
  Out& operator<<(std::string_view s) {
    buf_.append(s);
    return *this;
  }
  Out& operator<<(char c) {
    buf_ += c;
    return *this;
  }
  void indent(int n) { buf_.append(static_cast<std::size_t>(n), ' '); }
  void maybe_flush() {
    if (buf_.size() >= (1u << 16)) flush();
  }
  void flush() {
    out_.write(buf_.data(), static_cast<std::streamsize>(buf_.size()));
    buf_.clear();
  }

 private:
  std::ostream& out_;
  std::string buf_;
};

// True for keys that need no escaping: ASCII letters, digits and -_./ only.
inline bool plain_key(std::string_view key) {
  for (const char c : key) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                    c == '_' || c == '.' || c == '/';
    if (!ok) return false;
  }
  return true;
}

// Writes `"key": value` members of one object at indentation `level`, with commas.
class Object {
 public:
  Object(Out& out, int level) : out_(out), indent_(level) { out_ << '{'; }
  void raw(std::string_view key, std::string_view value) {
    out_ << (first_ ? "\n" : ",\n");
    out_.indent(indent_ + 2);
    if (plain_key(key)) {
      out_ << '"' << key << "\": " << value;
    } else {
      out_ << string(key) << ": " << value;  // a key from data (a rule id in rules/, say)
    }
    first_ = false;
  }
  void text(std::string_view key, std::string_view value) { raw(key, string(value)); }
  void number(std::string_view key, std::size_t value) { raw(key, std::to_string(value)); }
  void flag(std::string_view key, bool value) { raw(key, value ? "true" : "false"); }
  // Starts a member whose value the caller writes next.
  void key(std::string_view key) { raw(key, ""); }
  void close() {
    if (!first_) {
      out_ << '\n';
      out_.indent(indent_);
    }
    out_ << '}';
  }

 private:
  Out& out_;
  int indent_;
  bool first_ = true;
};

// An array of strings at indentation `level`.
void string_array(Out& out, const std::vector<std::string>& items, int level);

// An array of objects at indentation `level`, each written by `item(index, level + 2)`.
template <typename F>
void object_array(Out& out, std::size_t count, int level, F&& item) {
  if (count == 0) {
    out << "[]";
    return;
  }
  out << '[';
  for (std::size_t i = 0; i < count; ++i) {
    out << (i ? ",\n" : "\n");
    out.indent(level + 2);
    item(i, level + 2);
    out.maybe_flush();
  }
  out << '\n';
  out.indent(level);
  out << ']';
}

}  // namespace qbank::jsonout
