#include "format/toml_layout_scan.h"

namespace qbank::fmt {
namespace {

using ParseFailure = LayoutScanFailure;

class Scanner {
 public:
  explicit Scanner(std::string_view text) : s_(text) {
    if (s_.starts_with("\xEF\xBB\xBF")) i_ = 3;
  }

  Document scan() {
    Document doc;
    doc.root.root = true;
    Section* current = &doc.root;
    bool seen_statement = false;
    std::vector<std::string> pending;  // comments and "" for blank lines, since the last statement
    std::size_t order = 0;

    auto take_pending = [&](bool first) {
      // Drop blank lines at both ends; at the first statement, everything up to the last blank
      // line is the file's header.
      while (!pending.empty() && pending.back().empty()) pending.pop_back();
      std::vector<std::string> above;
      if (first) {
        std::size_t split = 0;
        for (std::size_t k = 0; k < pending.size(); ++k) {
          if (pending[k].empty()) split = k + 1;
        }
        bool trailing_blank = blank_before_statement_;
        if (trailing_blank) split = pending.size();
        for (std::size_t k = 0; k < split; ++k) doc.header.push_back(pending[k]);
        above.assign(pending.begin() + static_cast<std::ptrdiff_t>(split), pending.end());
      } else {
        above = pending;
      }
      while (!doc.header.empty() && doc.header.back().empty()) doc.header.pop_back();
      while (!doc.header.empty() && doc.header.front().empty()) doc.header.erase(doc.header.begin());
      while (!above.empty() && above.front().empty()) above.erase(above.begin());
      pending.clear();
      return above;
    };

    while (i_ < s_.size()) {
      skip_spaces();
      if (at_eol()) {
        skip_eol();
        if (!pending.empty() && !pending.back().empty()) pending.push_back("");
        blank_before_statement_ = true;
        continue;
      }
      if (s_[i_] == '#') {
        std::string comment = read_comment();
        skip_eol();
        // A file-level directive wherever it stands: rendered as the first line.
        if (doc.directive.empty() && comment.starts_with("#:schema")) {
          doc.directive = comment;
        } else {
          pending.push_back(std::move(comment));
        }
        blank_before_statement_ = false;
        continue;
      }
      const bool first = !seen_statement;
      seen_statement = true;
      if (s_[i_] == '[') {
        Section sec;
        sec.above = take_pending(first);
        sec.order = order++;
        ++i_;
        if (i_ < s_.size() && s_[i_] == '[') {
          sec.array = true;
          ++i_;
        }
        sec.key = read_key(']');
        expect(']');
        if (sec.array) expect(']');
        sec.trailing = read_line_end();
        doc.sections.push_back(std::move(sec));
        current = &doc.sections.back();
      } else {
        Entry e;
        e.above = take_pending(first);
        e.order = order++;
        e.key = read_key('=');
        expect('=');
        skip_spaces();
        read_value(e);
        e.trailing = read_line_end();
        current->entries.push_back(std::move(e));
      }
      blank_before_statement_ = false;
    }
    while (!pending.empty() && pending.back().empty()) pending.pop_back();
    while (!pending.empty() && pending.front().empty()) pending.erase(pending.begin());
    doc.footer = std::move(pending);
    return doc;
  }

 private:
  bool at_eol() const {
    return i_ >= s_.size() || s_[i_] == '\n' || (s_[i_] == '\r' && i_ + 1 < s_.size() && s_[i_ + 1] == '\n');
  }
  void skip_eol() {
    if (i_ < s_.size() && s_[i_] == '\r') ++i_;
    if (i_ < s_.size() && s_[i_] == '\n') ++i_;
  }
  void skip_spaces() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t')) ++i_;
  }
  void expect(char c) {
    skip_spaces();
    if (i_ >= s_.size() || s_[i_] != c) throw ParseFailure();
    ++i_;
  }
  std::string read_comment() {
    const std::size_t start = i_;
    while (i_ < s_.size() && s_[i_] != '\n') ++i_;
    std::size_t end = i_;
    if (end > start && s_[end - 1] == '\r') --end;
    while (end > start && (s_[end - 1] == ' ' || s_[end - 1] == '\t')) --end;
    return std::string(s_.substr(start, end - start));
  }
  // After a statement: spaces, an optional comment, the line end.
  std::string read_line_end() {
    skip_spaces();
    std::string comment;
    if (i_ < s_.size() && s_[i_] == '#') comment = read_comment();
    if (!at_eol()) throw ParseFailure();
    skip_eol();
    return comment;
  }
  std::vector<std::string> read_key(char terminator) {
    std::vector<std::string> key;
    while (true) {
      skip_spaces();
      if (i_ >= s_.size()) throw ParseFailure();
      if (s_[i_] == '"' || s_[i_] == '\'') {
        auto lit = read_string_literal(s_, i_);
        if (!lit) throw ParseFailure();
        key.push_back(lit->value);
        i_ = lit->end;
      } else {
        const std::size_t start = i_;
        while (i_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[i_])) || s_[i_] == '_' || s_[i_] == '-'))
          ++i_;
        if (i_ == start) throw ParseFailure();
        key.emplace_back(s_.substr(start, i_ - start));
      }
      skip_spaces();
      if (i_ < s_.size() && s_[i_] == '.') {
        ++i_;
        continue;
      }
      if (i_ < s_.size() && s_[i_] == terminator) return key;
      throw ParseFailure();
    }
  }
  void read_value(Entry& e) {
    const std::size_t start = i_;
    if (i_ >= s_.size()) throw ParseFailure();
    const char c = s_[i_];
    if (c == '"' || c == '\'') {
      auto end = string_literal_end(s_, i_);
      if (!end) throw ParseFailure();
      i_ = *end;
    } else if (c == '[' || c == '{') {
      int depth = 0;
      while (i_ < s_.size()) {
        const char d = s_[i_];
        if (d == '"' || d == '\'') {
          auto end = string_literal_end(s_, i_);
          if (!end) throw ParseFailure();
          i_ = *end;
          continue;
        }
        if (d == '#') {
          e.inner_comments = true;
          while (i_ < s_.size() && s_[i_] != '\n') ++i_;
          continue;
        }
        if (d == '[' || d == '{') ++depth;
        if (d == ']' || d == '}') {
          --depth;
          if (depth == 0) {
            ++i_;
            break;
          }
        }
        ++i_;
      }
      if (depth != 0) throw ParseFailure();
    } else {
      while (i_ < s_.size() && s_[i_] != '#' && s_[i_] != '\n') ++i_;
      std::size_t end = i_;
      while (end > start && (s_[end - 1] == ' ' || s_[end - 1] == '\t' || s_[end - 1] == '\r')) --end;
      i_ = end;
    }
    std::string raw(s_.substr(start, i_ - start));
    // Line ends inside a value: LF.
    if (raw.find('\r') == std::string::npos) {
      e.raw_value = std::move(raw);
      return;
    }
    std::string normal;
    for (std::size_t k = 0; k < raw.size(); ++k) {
      if (raw[k] == '\r' && k + 1 < raw.size() && raw[k + 1] == '\n') continue;
      normal += raw[k];
    }
    e.raw_value = std::move(normal);
  }

  std::string_view s_;
  std::size_t i_ = 0;
  bool blank_before_statement_ = false;
};

}  // namespace

Document scan_layout(std::string_view text) { return Scanner(text).scan(); }

}  // namespace qbank::fmt
