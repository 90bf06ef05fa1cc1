#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/text/analyzer.h"
#include "test_util.h"

namespace qbank::text_analyzer_test {
namespace {

const TextAnalyzer& dutch() {
  static const auto a = TextAnalyzer::load(test::source_dir() / "rules", "nl");
  return *a;
}

// Dutch writes a final f or s as v or z before a vowel; Snowball keeps the two forms apart.
TEST(TextAnalyzer, FinalFAndSStemAlikeBeforeAVowel) {
  EXPECT_EQ(dutch().stem("huizen"), dutch().stem("huis"));
  EXPECT_EQ(dutch().stem("brieven"), dutch().stem("brief"));
  EXPECT_EQ(dutch().stem("prijzen"), dutch().stem("prijs"));
  EXPECT_EQ(dutch().stem("golven"), dutch().stem("golf"));
  EXPECT_EQ(dutch().stem("geloven"), dutch().stem("geloof"));
  // Only before the ending "-en": "save" is not "safe", "jazz" keeps its z.
  EXPECT_NE(dutch().stem("save"), dutch().stem("safe"));
  EXPECT_NE(dutch().stem("live"), dutch().stem("life"));
  EXPECT_EQ(dutch().stem("jazz"), "jazz");
  EXPECT_NE(dutch().stem("huizen"), dutch().stem("huid"));
}

// Tokens point into the analyser's table of words; forget_words empties it only past its limit, and
// the analyser then reads the same text to the same tokens again.
TEST(TextAnalyzer, ForgetsItsWordsOnlyPastTheLimitAndReadsThemAgain) {
  const TextAnalyzer a("nl", {"de"}, {"niet"});
  const std::string text = "de fietsen staan niet buiten";
  const auto first = a.tokenize(text);
  ASSERT_EQ(first.size(), 5U);
  auto written = [](const std::vector<Token>& tokens) {
    std::vector<std::string> out;
    for (const auto& t : tokens) {
      out.push_back(std::string(t.folded) + "/" + std::string(t.stem) + (t.stop ? "/stop" : "") +
                    (t.negation ? "/negation" : ""));
    }
    return out;
  };
  const std::vector<std::string> expected = written(first);
  EXPECT_EQ(expected[0], "de/de/stop");
  EXPECT_EQ(expected[1], "fietsen/fiets");
  EXPECT_EQ(expected[3], "niet/niet/negation");
  EXPECT_EQ(a.words_known(), 5U);
  a.forget_words(5);  // five words: within the limit, so the tokens above stay valid
  EXPECT_EQ(a.words_known(), 5U);
  EXPECT_EQ(written(first), expected);
  a.forget_words(4);
  EXPECT_EQ(a.words_known(), 0U);
  // This thread's cache pointed into the table: it is cleared, and the words analysed again.
  const auto again = a.tokenize(text);
  EXPECT_EQ(written(again), expected);
  EXPECT_EQ(a.words_known(), 5U);
  EXPECT_EQ(a.tokenize("fietsen")[0].stem, "fiets");
  EXPECT_EQ(a.words_known(), 5U);
}

// rules/text/plurals-nl.txt: plurals whose vowel or ending changes stem as their singular.
TEST(TextAnalyzer, IrregularPluralsStemAsTheirSingular) {
  EXPECT_EQ(dutch().stem("steden"), dutch().stem("stad"));
  EXPECT_EQ(dutch().stem("schepen"), dutch().stem("schip"));
  EXPECT_EQ(dutch().stem("leden"), dutch().stem("lid"));
  EXPECT_EQ(dutch().stem("kalveren"), dutch().stem("kalf"));
  // Not "led" (a light-emitting diode) any more.
  EXPECT_NE(dutch().stem("leden"), dutch().stem("led"));
  // Without the list (an analyser built in code) the Snowball stems stay.
  const TextAnalyzer bare("nl", {}, {});
  EXPECT_NE(bare.stem("steden"), bare.stem("stad"));
  EXPECT_EQ(bare.stem("huizen"), bare.stem("huis"));
  const TextAnalyzer listed("nl", {}, {}, {{"steden", "stad"}});
  EXPECT_EQ(listed.stem("steden"), listed.stem("stad"));
}

// English has no such rule: its stems are Snowball's.
TEST(TextAnalyzer, OtherLanguagesKeepTheirStems) {
  const TextAnalyzer english("en", {}, {});
  EXPECT_EQ(english.stem("jazz"), "jazz");
  EXPECT_NE(english.stem("leaves"), english.stem("leaf"));
}

}  // namespace
}  // namespace qbank::text_analyzer_test
