// The suggestion search's pre-filter: letter trigrams of the dictionary's entries.
#include "checks/spelling/letter_trigrams.h"

#include <gtest/gtest.h>

#include "test_util.h"

namespace qbank::spelling_letter_trigrams_test {
namespace {

std::vector<char32_t> letters(std::u32string_view s) { return {s.begin(), s.end()}; }

TEST(LetterTrigrams, AnEditIsJudgedByTheTrigramsAroundIt) {
  test::TempDir dir;
  dir.write("t.aff", "SET UTF-8\nTRY ekracht\n");
  dir.write("t.dic", "3\nkracht/Ze\nHuis\n\u0133s\n");
  const LetterTrigrams t = LetterTrigrams::from_dictionary(dir.path() / "t.aff", dir.path() / "t.dic", {"modem"});
  EXPECT_FALSE(t.empty());
  // "karcht" with the swap at 1..2 undone gives "kracht": its trigrams are all known.
  EXPECT_TRUE(t.plausible(letters(U"kracht"), 1, 3));
  // "kacrht": "acr" and "crh" are in no entry.
  EXPECT_FALSE(t.plausible(letters(U"kacrht"), 2, 3));
  // Only the trigrams touching the edit count: "xx" far from position 5 does not matter.
  EXPECT_TRUE(t.plausible(letters(U"xxxkracht"), 7, 8));
  // Entries are lower-cased, the ij ligature is two letters, extra words count.
  EXPECT_TRUE(t.plausible(letters(U"huis"), 0, 4));
  EXPECT_TRUE(t.plausible(letters(U"ijs"), 0, 3));
  EXPECT_TRUE(t.plausible(letters(U"modem"), 2, 3));
  // A letter no entry has makes every trigram with it impossible.
  EXPECT_FALSE(t.plausible(letters(U"krqcht"), 2, 3));
  // A deletion (an empty range) is judged by the trigrams across the gap.
  EXPECT_TRUE(t.plausible(letters(U"kracht"), 3, 3));
  EXPECT_FALSE(t.plausible(letters(U"krahth"), 4, 4));
}

TEST(LetterTrigrams, AnotherEncodingOrNoDictionaryFiltersNothing) {
  test::TempDir dir;
  dir.write("k.aff", "SET KOI8-R\n");
  dir.write("k.dic", "1\nabc\n");
  const LetterTrigrams t = LetterTrigrams::from_dictionary(dir.path() / "k.aff", dir.path() / "k.dic", {});
  EXPECT_TRUE(t.empty());
  EXPECT_TRUE(t.plausible(letters(U"xyz"), 0, 3));
  EXPECT_TRUE(LetterTrigrams().plausible(letters(U"qqq"), 0, 3));
}

TEST(LetterTrigrams, AnIso88591WordListIsRead) {
  test::TempDir dir;
  dir.write("l.aff", "SET ISO8859-1\n");
  dir.write("l.dic", std::string("1\nca\xe9n/X\n"));  // "caén" in ISO 8859-1
  const LetterTrigrams t = LetterTrigrams::from_dictionary(dir.path() / "l.aff", dir.path() / "l.dic", {});
  EXPECT_TRUE(t.plausible(letters(U"ca\u00e9n"), 1, 3));
  EXPECT_FALSE(t.plausible(letters(U"caen"), 1, 3));
}

}  // namespace
}  // namespace qbank::spelling_letter_trigrams_test
