// The spelling tokenizer on arbitrary bytes. Invariants: every token's span lies inside the
// input, starts and ends on a UTF-8 boundary, is not empty, and tokens come in order without
// overlapping; the looked-up form is not empty; word_parts of every word are ordered ranges
// inside it.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "checks/spelling/tokenizer.h"
#include "core/utf8.h"

namespace {

void fail(const char* what, std::size_t a, std::size_t b) {
  std::fprintf(stderr, "invariant broken: %s (%zu, %zu)\n", what, a, b);
  std::abort();
}

// The offsets where a character starts, walking the text as the tokenizer does: an invalid byte
// is a character of its own (a separator), a valid sequence is one character.
std::vector<bool> boundaries(std::string_view s) {
  std::vector<bool> at(s.size() + 1, false);
  for (std::size_t i = 0; i < s.size();) {
    at[i] = true;
    char32_t cp;
    i += qbank::utf8::decode(s, i, cp);
  }
  at[s.size()] = true;
  return at;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto tokens = qbank::spelling_tokens(text);
  const std::vector<bool> boundary = boundaries(text);
  std::size_t previous_end = 0;
  for (const auto& t : tokens) {
    if (t.begin >= t.end || t.end > text.size()) fail("span outside the input", t.begin, t.end);
    if (t.begin < previous_end) fail("tokens overlap or go backwards", previous_end, t.begin);
    // A token never starts or ends inside a character (a stray continuation byte next to a
    // token is a separator of its own, and fine).
    if (!boundary[t.begin] || !boundary[t.end]) fail("span not on a UTF-8 boundary", t.begin, t.end);
    if (t.word.empty()) fail("empty looked-up word", t.begin, t.end);
    previous_end = t.end;
    std::size_t part_end = 0;
    for (const auto& [b, e] : qbank::word_parts(t.word)) {
      if (b > e || e > t.word.size() || b < part_end) fail("word part outside the word", b, e);
      part_end = e;
    }
    (void)qbank::is_number_word(t.word);
  }
  return 0;
}
