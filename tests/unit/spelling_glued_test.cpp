// The spelling check and answer/letter-prefix share one predicate for a glued option letter: a
// word is read without its first letter only where letter-prefix reports that letter.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "test_util.h"

namespace qbank::spelling_glued_test {
namespace {

nlohmann::json lint_json(const test::TempDir& dir) {
  const auto r = test::run_qbank({"lint", "--no-cache", "--format", "json", "bank"}, dir.path());
  return nlohmann::json::parse(r.out)["diagnostics"];
}

std::string question(const std::string& a, const std::string& b, const std::string& c) {
  return "stem = \"Welk hulpmiddel maakt de bouwbestanden voor een C++-project?\"\n"
         "explanation = \"CMake schrijft de bouwbestanden; de andere hulpmiddelen doen iets anders.\"\n"
         "words = [\"CMake\"]\n"
         "\n[[options]]\ntext = \"" +
         a + "\"\n\n[[options]]\ntext = \"" + b + "\"\n\n[[options]]\ntext = \"" + c + "\"\ncorrect = true\n";
}

TEST(SpellingGlued, ANameThatStartsWithTheOptionsLetterIsAWordNotAGluedLetter) {
  test::TempDir dir;
  test::copy_bank(dir.path());
  // "CQuorix" (in the question's words) as option C: read whole, not as C + "Quorix".
  std::string q = question("Een teksteditor", "Een debugger", "CQuorix genereert de bouwbestanden");
  q.replace(q.find("words = [\"CMake\"]"), 17, "words = [\"CMake\", \"CQuorix\"]");
  dir.write("bank/ai-hardware-en-softwarestack/bouwhulp.toml", q);
  for (const auto& d : lint_json(dir)) {
    if (d["file"].get<std::string>().find("bouwhulp") == std::string::npos) continue;
    EXPECT_NE(d["rule"], "answer/letter-prefix") << d.dump();
    // "CQuorix" is in the question's words; "Quorix", read without its C, is no word at all.
    EXPECT_EQ(d["rule"].get<std::string>().rfind("spelling/", 0), std::string::npos) << d.dump();
  }
}

TEST(SpellingGlued, AGluedLetterIsReportedOnceAndTheWordIsStillChecked) {
  test::TempDir dir;
  test::copy_bank(dir.path());
  // "COmdat": letter-prefix reports C; spelling reads "Omdat" (fine) and finds the typo "bouwbstanden".
  dir.write("bank/ai-hardware-en-softwarestack/bouwhulp.toml",
            question("Omdat het een teksteditor is", "Omdat het een debugger is", "COmdat het de bouwbstanden maakt"));
  std::size_t prefix = 0, typo = 0;
  for (const auto& d : lint_json(dir)) {
    if (d["file"].get<std::string>().find("bouwhulp") == std::string::npos) continue;
    if (d["rule"] == "answer/letter-prefix") ++prefix;
    if (d["rule"].get<std::string>().rfind("spelling/", 0) == 0) {
      EXPECT_NE(d["message"].get<std::string>().find("bouwbstanden"), std::string::npos) << d.dump();
      ++typo;
    }
  }
  EXPECT_EQ(prefix, 1u);
  EXPECT_EQ(typo, 1u);
}

}  // namespace
}  // namespace qbank::spelling_glued_test
