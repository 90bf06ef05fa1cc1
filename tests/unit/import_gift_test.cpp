// GIFT import: the gift-pegjs test questions (read in place), counted against gift-pegjs's own
// expected parses (an independent oracle), and Moodle's escapes and question types.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "export_test_util.h"
#include "test_util.h"

namespace qbank::import_gift_test {
namespace {
namespace fs = std::filesystem;

fs::path gift_tests() { return test::external_dir() / "gift-pegjs-tests" / "tests" / "questions"; }

TEST(ImportGift, TheGiftPegjsTestQuestionsGiveTheirSingleKeyMultipleChoice) {
  // The oracle: gift-pegjs's expected parse of each file (the *.json beside it). A question counts
  // when it is MC with at least one '=' answer and exactly one answer of full credit.
  std::size_t items = 0, single = 0;
  for (const auto& json : test::files_in(gift_tests(), ".json")) {
    for (const auto& q : nlohmann::json::parse(test::read_file(json))) {
      if (q["type"] == "Category") continue;
      ++items;
      if (q["type"] != "MC") continue;
      std::size_t equals = 0, full = 0;
      for (const auto& c : q["choices"]) {
        const bool correct = c["isCorrect"].get<bool>();
        const bool weighted = !c["weight"].is_null();
        equals += correct;
        if ((correct && (!weighted || c["weight"] == 100)) || (weighted && c["weight"] == 100)) ++full;
      }
      if (equals >= 1 && full == 1) ++single;
    }
  }
  ASSERT_EQ(items, 100u);
  ASSERT_EQ(single, 26u);

  test::TempDir dir;
  const fs::path bank = dir.path() / "bank";
  auto report = test::import_files("gift", test::files_in(gift_tests(), ".gift"), "gift", bank);
  EXPECT_EQ(report.imported, single);
  EXPECT_EQ(report.skipped, items - single);
  EXPECT_EQ(test::rule_counts(report), (std::map<std::string, std::size_t>{{"import/embedded-answer", 7},
                                                                           {"import/image", 1},
                                                                           {"import/markup", 2},
                                                                           {"import/multiple-answers", 5},
                                                                           {"import/no-explanation", 24},
                                                                           {"import/partial-credit", 3},
                                                                           {"import/unsupported-type", 69}}));
  // Moodle's escapes, the title, the general feedback and per-answer feedback.
  EXPECT_EQ(
      test::read_file(bank / "gift" / "gift-control-characters.toml"),
      test::canonical(
          ""
          "stem = \"Which of the following is NOT a control character for the GIFT import format?\"\n"
          "\n[[options]]\ntext = \"~\"\nfeedback = \"~ is a control character.\"\n"
          "\n[[options]]\ntext = \"=\"\nfeedback = \"= is a control character.\"\n"
          "\n[[options]]\ntext = \"#\"\nfeedback = \"# is a control character.\"\n"
          "\n[[options]]\ntext = \"{\"\nfeedback = \"{ is a control character.\"\n"
          "\n[[options]]\ntext = \"}\"\nfeedback = \"} is a control character.\"\n"
          "\n[[options]]\ntext = \":\"\nfeedback = \": is a control character.\"\n"
          "\n[[options]]\ntext = \"\\\\\"\ncorrect = true\nfeedback = \"Correct! \\\\ (backslash) is not a control "
          "character. BUT, it is used to escape the control characters.\"\n"));
  // The only errors: explanations the sources lack, and the examples (Moodle's "Grant's tomb",
  // Thanksgiving, ...) that several of the test files repeat: true duplicates, found as such.
  std::size_t duplicates = 0;
  for (const auto& d : test::lint(bank, test::kNotDutch).diagnostics) {
    if (d.severity != Severity::Error) continue;
    if (d.rule == "duplicate/exact") {
      ++duplicates;
      continue;
    }
    EXPECT_TRUE(d.rule == "schema/required" || d.rule == "schema/length")
        << d.file << ": [" << d.rule << "] " << d.message;
  }
  EXPECT_GT(duplicates, 0u);
}

TEST(ImportGift, QuestionTypesAndWeightsAsMoodleReadsThem) {
  test::TempDir dir;
  const fs::path gift =
      dir.write("typen.gift",
                "Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}\n"  // 1
                "\n"
                "Grant is {~buried =entombed ~living} in Grant's tomb.\n"  // 3
                "\n"
                "Grant is buried in Grant's tomb.{FALSE}\n"  // 5
                "\n"
                "Who's buried in Grant's tomb?{=no one =nobody}\n"  // 7
                "\n"
                "When was Ulysses S. Grant born?{#1822:5}\n"  // 9
                "\n"
                "Match these.{=Canada->Ottawa =Italy->Rome}\n"  // 11
                "\n"
                "Schrijf een opstel.{}\n"  // 13
                "\n"
                "Difficult question.{\n~wrong #comment\n~%50%half credit #half\n=full credit #well done\n}\n"  // 15
                "\n"
                "Pick two.{~%50%one ~%50%two ~%-100%three}\n"  // 21
                "\n"
                "Alleen een beschrijving zonder antwoorden.\n"  // 23
                "\n"
                "::Kapot::Een blok dat niet sluit {=a ~b\n");  // 25
  auto report = test::import_files("gift", {gift}, "t", dir.path() / "bank");
  EXPECT_EQ(report.imported, 3u);
  EXPECT_EQ(report.skipped, 8u);
  std::vector<std::string> seen;
  for (const auto& d : report.result.diagnostics) {
    if (d.rule == "import/no-explanation") continue;
    seen.push_back(std::to_string(d.span.begin.line) + " " + d.rule);
  }
  EXPECT_EQ(seen, (std::vector<std::string>{"3 import/embedded-answer", "5 import/unsupported-type",
                                            "7 import/unsupported-type", "9 import/unsupported-type",
                                            "11 import/unsupported-type", "13 import/unsupported-type",
                                            "15 import/partial-credit", "21 import/multiple-answers",
                                            "23 import/unsupported-type", "25 import/unreadable"}));
  ASSERT_EQ(report.questions.size(), 3u);
  EXPECT_EQ(test::read_file(report.questions[1].path),
            "stem = \"Grant is _____ in Grant's tomb.\"\n"
            "\n[[options]]\ntext = \"buried\"\n\n[[options]]\ntext = \"entombed\"\ncorrect = true\n"
            "\n[[options]]\ntext = \"living\"\n");
  EXPECT_EQ(test::read_file(report.questions[2].path),
            "stem = \"Difficult question.\"\n"
            "\n[[options]]\ntext = \"wrong\"\nfeedback = \"comment\"\n"
            "\n[[options]]\ntext = \"half credit\"\nfeedback = \"half\"\n"
            "\n[[options]]\ntext = \"full credit\"\ncorrect = true\nfeedback = \"well done\"\n");
}

TEST(ImportGift, ByteOrderMarkCrlfHtmlAndEscapedNewlines) {
  test::TempDir dir;
  const fs::path gift =
      dir.write("windows.gift",
                "\xEF\xBB\xBF// commentaar\r\n::Eenheden::[html]Hoeveel is <b>1 km</b>\r\nin meters?{\r\n"
                "=1000#Kilo \\= duizend.\r\n~100\r\n####Eerste regel\\nTweede regel\r\n}\r\n");
  auto report = test::import_files("gift", {gift}, "t", dir.path() / "bank");
  ASSERT_EQ(report.imported, 1u);
  EXPECT_EQ(test::read_file(dir.path() / "bank" / "t" / "eenheden.toml"),
            test::canonical("stem = \"Hoeveel is 1 km in meters?\"\n"
                            "explanation = \"Eerste regel Tweede regel\"\n"
                            "\n[[options]]\ntext = \"1000\"\ncorrect = true\nfeedback = \"Kilo = duizend.\"\n"
                            "\n[[options]]\ntext = \"100\"\n"));
  ASSERT_EQ(report.result.diagnostics.size(), 1u);
  EXPECT_EQ(report.result.diagnostics[0].rule, "import/markup");
  EXPECT_EQ(report.result.diagnostics[0].span.begin.line, 2u);
}

}  // namespace
}  // namespace qbank::import_gift_test
