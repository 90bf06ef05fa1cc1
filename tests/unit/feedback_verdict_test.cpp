// The verdict an option's feedback opens with (explanation/feedback-contradicts-key and
// explanation/feedback-doubts-key): which openings count, and which do not.
#include <gtest/gtest.h>

#include <string>

#include "checks/explanation/feedback_contradicts_key.h"

namespace qbank::feedback_verdict_test {
namespace {

std::string verdict_of(const std::string& feedback) {
  const FeedbackVerdict v = read_feedback_verdict(feedback);
  if (v.kind == FeedbackVerdict::None) return "geen";
  return std::string(v.kind == FeedbackVerdict::Right ? "goed" : "fout") + (v.about_truth ? " (bewering)" : "") + ": " +
         feedback.substr(v.begin, v.end - v.begin);
}

TEST(FeedbackVerdict, ReadsTheOpeningVerdictUpToItsPunctuation) {
  EXPECT_EQ(verdict_of("Goed zo! Luchtbelletjes wijzen het gat aan."), "goed: Goed zo");
  EXPECT_EQ(verdict_of("Nee, eerst moet je weten waar het gat zit."), "fout: Nee");
  EXPECT_EQ(verdict_of("Helaas: zo wordt het gat groter."), "fout: Helaas");
  EXPECT_EQ(verdict_of("Juist."), "goed (bewering): Juist");
  EXPECT_EQ(verdict_of("Dat klopt niet: tel nog eens."), "fout (bewering): Dat klopt niet");
  EXPECT_EQ(verdict_of("Dat klopt; de rest niet."), "goed (bewering): Dat klopt");
  EXPECT_EQ(verdict_of("Niet helemaal. Kijk naar de eenheid."), "fout: Niet helemaal");
  EXPECT_EQ(verdict_of("Correct"), "goed (bewering): Correct");
  EXPECT_EQ(verdict_of("Goed – de lijn loopt door."), "goed: Goed");
}

TEST(FeedbackVerdict, ReadsThroughMarkupAroundTheVerdict) {
  EXPECT_EQ(verdict_of("**Fout.** Tel nog eens."), "fout (bewering): Fout");
  EXPECT_EQ(verdict_of("<p><b>Juist!</b> Venus is heet.</p>"), "goed (bewering): Juist");
  EXPECT_EQ(verdict_of("  _Inderdaad_, zo werkt het."), "goed: Inderdaad");
  EXPECT_EQ(verdict_of("\u201CNee\u201D, zou je denken."), "geen");  // a closing quote is no punctuation mark
}

TEST(FeedbackVerdict, AnOpeningThatGoesOnOrIsHedgedIsNoVerdict) {
  EXPECT_EQ(verdict_of("Goed gedacht, maar daar staat het Mauritshuis."), "geen");
  EXPECT_EQ(verdict_of("Goed, maar let op de eenheid."), "geen");
  EXPECT_EQ(verdict_of("Bijna goed, maar niet helemaal."), "geen");
  EXPECT_EQ(verdict_of("Juist omdat het drijft, is dit fout."), "geen");
  EXPECT_EQ(verdict_of("Juist niet: ijs drijft."), "geen");
  EXPECT_EQ(verdict_of("Nee-stemmers waren in de meerderheid."), "geen");
  EXPECT_EQ(verdict_of("Goedé keuze."), "geen");
  EXPECT_EQ(verdict_of("Logisch gedacht, maar het is andersom."), "geen");
  EXPECT_EQ(verdict_of("Dit is een veelgemaakte fout."), "geen");
  EXPECT_EQ(verdict_of(""), "geen");
  EXPECT_EQ(verdict_of("Je hebt gelijk."), "geen");
}

}  // namespace
}  // namespace qbank::feedback_verdict_test
