#include <gtest/gtest.h>

#include <string>

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
