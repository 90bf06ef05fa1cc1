#include "core/utf8.h"

#include <gtest/gtest.h>

namespace qbank::utf8 {
namespace {

TEST(Utf8, ValidatesAndFindsTheFirstBadByte) {
  std::size_t bad = 99;
  EXPECT_TRUE(valid("gradiënten en coördinatie"));
  EXPECT_FALSE(valid("abc\xFF", &bad));
  EXPECT_EQ(bad, 3u);
  EXPECT_FALSE(valid("\xC0\xAF", &bad));  // overlong '/'
  EXPECT_EQ(bad, 0u);
  EXPECT_FALSE(valid("\xED\xA0\x80"));   // a surrogate
  EXPECT_FALSE(valid("ab\xC3"));          // truncated
}

TEST(Utf8, CountsCodePointsNotBytes) {
  EXPECT_EQ(count_code_points("één"), 3u);
  EXPECT_EQ(count_code_points(""), 0u);
}

TEST(Utf8, NormalisesAndFolds) {
  EXPECT_EQ(nfc("e\xCC\x88"), "ë");                 // e + combining diaeresis
  EXPECT_EQ(lower("Gradiënten"), "gradiënten");
  EXPECT_EQ(fold("Gradiënten ÉÉN"), "gradienten een");
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
