// Regular expressions for the style rules: RE2 (linear time, UTF-8) behind one small header, so
// nothing else includes <re2/re2.h>. Offsets are bytes into the searched text.
//
// RE2's \b and \w are ASCII-only ("gradiënten" is not one \w+ word), and Unicode classes such
// as \p{L} make every pattern that uses them costly to compile (about 10 ms each). Whole words
// are therefore checked here, outside the automaton: a match is a whole word when the characters
// around it are not letters, digits, combining marks or hyphens (a word joined by a hyphen is
// part of a Dutch compound: "niet-lineair" does not contain the word "niet").
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qbank::re {

// A byte range [begin, end) of a searched text.
struct Range {
  std::size_t begin = 0;
  std::size_t end = 0;
};

class Pattern {
 public:
  // Compiles `pattern` (RE2 syntax, UTF-8). On failure returns nullptr and sets *error to RE2's
  // explanation. Never logs.
  static std::shared_ptr<const Pattern> compile(const std::string& pattern, bool ignore_case, std::string* error);
  ~Pattern();

  // The source as compiled (with the case flag), for RE2::Set.
  const std::string& source() const { return source_; }
  // True when the pattern matches anywhere in `text`.
  bool search(std::string_view text) const;
  // Every match, left to right, without overlap: the range of capture group 1 when the pattern
  // has groups (an unmatched group 1 gives the whole match), else the whole match. With
  // `whole_words`, a range that does not start and end at a word boundary is skipped and the
  // search goes on one character after the match's start. The next search starts at the end of
  // the reported range; an empty match advances by one character. At most `limit` ranges.
  std::vector<Range> find_all(std::string_view text, bool whole_words = false, std::size_t limit = SIZE_MAX) const;

 private:
  Pattern() = default;
  struct Impl;
  std::unique_ptr<Impl> impl_;
  std::string source_;
};

// Many patterns tested in one pass (RE2::Set): which of them match a text somewhere.
class PatternSet {
 public:
  PatternSet();
  ~PatternSet();
  PatternSet(PatternSet&&) noexcept;
  PatternSet& operator=(PatternSet&&) noexcept;

  // Adds a compiled pattern's source; returns its index. Only before compile().
  int add(const Pattern& pattern);
  // Compiles the set; false (with *error) when RE2 refuses it.
  bool compile(std::string* error);
  bool empty() const { return count_ == 0; }
  // Indices of the patterns that match `text`, sorted. Thread-safe after compile().
  std::vector<int> match(std::string_view text) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  int count_ = 0;
};

// The pattern text that matches `literal` exactly (metacharacters escaped).
std::string quote(std::string_view literal);

// One pattern that matches any of `words` (search it with whole_words to get whole words only).
// A space in a word or phrase stands for any run of white space; longer words are tried first.
// Empty list: nullopt.
std::optional<std::string> words_pattern(const std::vector<std::string>& words);

// True when bytes [begin, end) of `text` start and end at word boundaries (see above).
bool whole_word(std::string_view text, std::size_t begin, std::size_t end);

// RE2's ASCII-only \b, \B, \w or \W in a pattern (they break on ë, é, ï): the escape and its
// byte offset, or nullopt when there is none.
struct AsciiEscape {
  std::string escape;
  std::size_t offset = 0;
};
std::optional<AsciiEscape> find_ascii_escape(std::string_view pattern);

}  // namespace qbank::re
