#include "core/utf8.h"

#include <gtest/gtest.h>
#include <utf8proc.h>

#include <cstdlib>

namespace qbank::utf8 {
namespace {

TEST(Utf8, ValidatesAndFindsTheFirstBadByte) {
  std::size_t bad = 99;
  EXPECT_TRUE(valid("gradiënten en coördinatie"));
  EXPECT_FALSE(valid("abc\xFF", &bad));
  EXPECT_EQ(bad, 3u);
  EXPECT_FALSE(valid("\xC0\xAF", &bad));  // overlong '/'
  EXPECT_EQ(bad, 0u);
  EXPECT_FALSE(valid("\xED\xA0\x80"));  // a surrogate
  EXPECT_FALSE(valid("ab\xC3"));        // truncated
}

// valid() steps over eight ASCII bytes at a time; the first bad byte is found wherever it falls.
TEST(Utf8, FindsTheFirstBadByteAfterRunsOfAscii) {
  for (std::size_t at = 0; at < 20; ++at) {
    std::string s(24, 'a');
    s[at] = '\xFF';
    std::size_t bad = 99;
    EXPECT_FALSE(valid(s, &bad));
    EXPECT_EQ(bad, at);
  }
  EXPECT_TRUE(valid(std::string(17, 'a') + "\xC3\xA9" + std::string(9, 'b')));
  EXPECT_FALSE(valid(std::string(15, 'a') + "\xC3"));
}

TEST(Utf8, CountsCodePointsNotBytes) {
  EXPECT_EQ(count_code_points("één"), 3u);
  EXPECT_EQ(count_code_points(""), 0u);
}

TEST(Utf8, NormalisesAndFolds) {
  EXPECT_EQ(nfc("e\xCC\x88"), "ë");  // e + combining diaeresis
  EXPECT_EQ(lower("Gradiënten"), "gradiënten");
  EXPECT_EQ(fold("Gradiënten ÉÉN"), "gradienten een");
}

// fold() sends only the non-ASCII runs through utf8proc; the result must be what folding the whole
// text at once gives, also where a combining mark follows an ASCII letter.
TEST(Utf8, FoldingRunByRunEqualsFoldingTheWholeText) {
  auto whole = [](const std::string& s) {
    utf8proc_uint8_t* out = nullptr;
    const auto n = utf8proc_map(
        reinterpret_cast<const utf8proc_uint8_t*>(s.data()), static_cast<utf8proc_ssize_t>(s.size()), &out,
        static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_CASEFOLD | UTF8PROC_STRIPMARK));
    std::string r(reinterpret_cast<const char*>(out), static_cast<std::size_t>(n));
    std::free(out);
    return r;
  };
  const char* const texts[] = {
      "E\xCC\x81"
      "E\xCC\x81"
      "N en twee",  // E + combining acute, twice
      "Stra\xC3\x9F"
      "e, \xC3\x87"
      "A VA?",                                       // ß expands, Ç folds
      "co\xC3\xB6rdinatie: \xEF\xAC\x81le",          // ö, the ligature ﬁ
      "\xC4\xB0stanbul \xCC\x81 a\xCC\x88\xCC\x81",  // İ, a lone mark after a space, two marks
      "\xCE\x91\xCE\x98\xCE\x97\xCE\x9D\xCE\x91 \xE2\x80\x93 \xE2\x82\xAC 14",  // Greek, dash, euro
      "\xED\x95\x9C\xEA\xB5\xAD\xEC\x96\xB4 \xE1\x84\x80\xE1\x85\xA1",          // Hangul, jamo that compose
  };
  for (const char* t : texts) EXPECT_EQ(fold(t), whole(t)) << t;
}

// lower() too: each non-ASCII run goes through utf8proc with the ASCII character before it, so a
// mark after an ASCII letter still composes with it ("e" + U+0308, "<" + U+0338).
TEST(Utf8, LoweringRunByRunEqualsLoweringTheWholeText) {
  auto whole = [](const std::string& s) {
    utf8proc_uint8_t* out = nullptr;
    const auto n =
        utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(s.data()), static_cast<utf8proc_ssize_t>(s.size()), &out,
                     static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_CASEFOLD));
    std::string r(reinterpret_cast<const char*>(out), static_cast<std::size_t>(n));
    std::free(out);
    return r;
  };
  const char* const texts[] = {
      "IDE\xCC\x88"
      "EN en E\xCC\x81"
      "E\xCC\x81"
      "N",              // E + combining diaeresis, acute
      "x <\xCC\xB8 y",  // "<" + combining long solidus: "≮"
      "Stra\xC3\x9F"
      "e, \xC3\x87"
      "A VA?",                                       // ß, Ç
      "\xC4\xB0stanbul \xCC\x81 a\xCC\x88\xCC\x81",  // İ, a lone mark after a space, two marks
      "\xCE\x91\xCE\x98\xCE\x97\xCE\x9D\xCE\x91 \xE2\x80\x93 \xE2\x82\xAC 14",
      "\xED\x95\x9C\xEA\xB5\xAD\xEC\x96\xB4 \xE1\x84\x80\xE1\x85\xA1",
  };
  for (const char* t : texts) EXPECT_EQ(lower(t), whole(t)) << t;
  EXPECT_EQ(lower("IDE\xCC\x88"
                  "EN"),
            "idëen");  // the mark joins the E before it
}

TEST(Utf8, ClassifiesLettersBeyondAscii) {
  EXPECT_TRUE(is_letter(U'ë'));
  EXPECT_TRUE(is_upper(U'É'));
  EXPECT_FALSE(is_letter(U'7'));
  EXPECT_TRUE(is_digit(U'7'));
  EXPECT_TRUE(is_space(U'\u00A0'));
}

}  // namespace
}  // namespace qbank::utf8
