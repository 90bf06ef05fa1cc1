// Moodle XML import: the reference files of moodle-tools (read in place from the external test
// data), and the cases Moodle XML allows: categories, HTML, partial credit, CDATA with "]]>".
#include <gtest/gtest.h>

#include "export_test_util.h"
#include "test_util.h"

namespace qbank::import_moodle_test {
namespace {
namespace fs = std::filesystem;

fs::path moodle_tools() { return test::external_dir() / "moodlexml-moodle-tools" / "tests" / "resources"; }

TEST(ImportMoodle, TheMoodleToolsReferenceFilesGiveTheirThreeSingleAnswerQuestions) {
  test::TempDir dir;
  const fs::path bank = dir.path() / "bank";
  auto report = test::import_files("moodle", test::files_in(moodle_tools(), ".xml"), "moodle", bank);
  // 36 questions in 15 files: 3 single-answer multichoice, 33 of other types (cloze, essay,
  // matching, numerical, shortanswer, truefalse, ordering, description, drag and drop, mtf, stack).
  EXPECT_EQ(report.imported, 3u);
  EXPECT_EQ(report.skipped, 33u);
  EXPECT_EQ(test::rule_counts(report), (std::map<std::string, std::size_t>{{"import/feedback", 9},
                                                                           {"import/image", 1},
                                                                           {"import/markup", 1},
                                                                           {"import/no-explanation", 2},
                                                                           {"import/partial-credit", 1},
                                                                           {"import/unsupported-type", 33}}));
  // The HTML texts are plain now; the partial credit is gone; the feedback stays.
  const std::string extended = test::read_file(bank / "moodle" / "question-title-2.toml");
  EXPECT_EQ(extended,
            "stem = \"Extended format\"\n"
            "explanation = \"General feedback\"\n"
            "\n[[options]]\ntext = \"Correct answer\"\ncorrect = true\nfeedback = \"Feedback for option 1\"\n"
            "\n[[options]]\ntext = \"Partial answer\"\nfeedback = \"Feedback for option 2\"\n"
            "\n[[options]]\ntext = \"Wrong answer\"\nfeedback = \"Feedback for option 3\"\n");
  // Every diagnostic names its file and the line of its <question>.
  for (const auto& d : report.result.diagnostics) {
    EXPECT_EQ(d.file.rfind(moodle_tools().string(), 0), 0u) << d.file;
    EXPECT_GT(d.span.begin.line, 1u) << d.message;
  }
  const auto partial = std::find_if(report.result.diagnostics.begin(), report.result.diagnostics.end(),
                                    [](const Diagnostic& d) { return d.rule == "import/partial-credit"; });
  ASSERT_NE(partial, report.result.diagnostics.end());
  EXPECT_EQ(partial->file, (moodle_tools() / "multiple-choiceRef.xml").string());
  EXPECT_EQ(partial->span, (Span{{52, 1}, {52, 30}}));
  EXPECT_EQ(partial->message,
            "vraag 'Question title' geeft deelpunten of strafpunten aan afleiders; die vallen weg "
            "(sleutel 100, de rest 0)");
  // The result lints: the only errors are about explanations the sources lack or keep short.
  for (const auto& d : test::lint(bank, test::kNotDutch).diagnostics) {
    if (d.severity != Severity::Error) continue;
    EXPECT_TRUE(d.rule == "schema/required" || d.rule == "schema/length") << d.file << ": " << d.message;
    EXPECT_NE(d.message.find("`explanation`"), std::string::npos) << d.message;
  }
}

TEST(ImportMoodle, CategoriesHtmlAndCdataAreRead) {
  test::TempDir dir;
  const fs::path xml = dir.write("quiz.xml", R"(<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category">
    <category><text>$course$/top/Scheikunde//natuurkunde</text></category>
    <info format="html"><text><![CDATA[<p>Stoffen &amp; reacties</p>]]></text></info>
  </question>
  <question type="multichoice">
    <name><text>Water</text></name>
    <questiontext format="html"><text><![CDATA[<p>Wat is de formule van <b>water</b>?</p><p>Kies H<sub>2</sub>O of iets anders.</p>]]></text></questiontext>
    <generalfeedback format="html"><text><![CDATA[Water bestaat uit twee waterstofatomen en één zuurstofatoom: H<sub>2</sub>O. Tekst met ]]]]><![CDATA[> erin.]]></text></generalfeedback>
    <single>true</single>
    <answer fraction="100" format="html"><text>H&lt;sub&gt;2&lt;/sub&gt;O</text></answer>
    <answer fraction="0" format="html"><text><![CDATA[CO<sub>2</sub>]]></text></answer>
    <answer fraction="-25"><text>NaCl</text></answer>
  </question>
  <question type="multichoice">
    <name><text>Meer</text></name>
    <questiontext format="plain_text"><text>Welke zijn edelgassen?</text></questiontext>
    <single>false</single>
    <answer fraction="50"><text>Neon</text></answer>
    <answer fraction="50"><text>Argon</text></answer>
  </question>
  <question type="multichoice">
    <name><text>Twee sleutels</text></name>
    <questiontext format="plain_text"><text>Een vraag met twee antwoorden van 100?</text></questiontext>
    <answer fraction="100"><text>A</text></answer>
    <answer fraction="100"><text>B</text></answer>
  </question>
  <question type="multichoice">
    <name><text>Geen sleutel</text></name>
    <questiontext format="plain_text"><text>Een vraag zonder volle score?</text></questiontext>
    <answer fraction="50"><text>A</text></answer>
    <answer fraction="0"><text>B</text></answer>
  </question>
</quiz>
)");
  const fs::path bank = dir.path() / "bank";
  auto report = test::import_files("moodle", {xml}, "scheikunde", bank);
  EXPECT_EQ(report.imported, 1u);
  EXPECT_EQ(report.skipped, 3u);
  EXPECT_EQ(test::read_file(bank / "scheikunde" / "topic.toml"),
            "title = \"Scheikunde/natuurkunde\"\n"
            "description = \"Stoffen & reacties\"\n");
  EXPECT_EQ(
      test::read_file(bank / "scheikunde" / "water.toml"),
      test::canonical(
          ""
          "stem = \"Wat is de formule van water?\\n\\nKies H₂O of iets anders.\"\n"
          "explanation = \"Water bestaat uit twee waterstofatomen en één zuurstofatoom: H₂O. Tekst met ]]> erin.\"\n"
          "\n[[options]]\ntext = \"H₂O\"\ncorrect = true\n"
          "\n[[options]]\ntext = \"CO₂\"\n"
          "\n[[options]]\ntext = \"NaCl\"\n"));
  std::vector<std::string> seen;
  for (const auto& d : report.result.diagnostics) {
    seen.push_back(std::to_string(d.span.begin.line) + " " + d.rule + ": " + d.message);
  }
  EXPECT_EQ(seen,
            (std::vector<std::string>{
                "7 import/markup: HTML-opmaak (b) is weggelaten; alleen de tekst is overgenomen",
                "7 import/partial-credit: vraag 'Water' geeft deelpunten of strafpunten aan afleiders; die vallen "
                "weg (sleutel 100, de rest 0)",
                "16 import/multiple-answers: vraag 'Meer' laat meer antwoorden tegelijk kiezen (single = false); "
                "qbank kent alleen vragen met één sleutel",
                "23 import/multiple-answers: vraag 'Twee sleutels' heeft 2 antwoorden met fraction 100; qbank "
                "kent precies één sleutel",
                "29 import/no-key: vraag 'Geen sleutel' heeft geen antwoord met fraction 100; geef de sleutel 100 "
                "en de afleiders 0"}));
}

TEST(ImportMoodle, BrokenXmlIsReportedWithItsLine) {
  test::TempDir dir;
  const fs::path xml =
      dir.write("kapot.xml", "<?xml version=\"1.0\"?>\n<quiz>\n  <question type=\"multichoice\">\n  </quiz>\n");
  auto report = test::import_files("moodle", {xml}, "t", dir.path() / "bank");
  EXPECT_EQ(report.imported, 0u);
  ASSERT_EQ(report.result.diagnostics.size(), 1u);
  const auto& d = report.result.diagnostics[0];
  EXPECT_EQ(d.rule, "import/unreadable");
  EXPECT_EQ(d.severity, Severity::Error);
  EXPECT_EQ(d.span.begin.line, 4u);
  EXPECT_EQ(d.message.rfind("geen geldige XML: ", 0), 0u) << d.message;
  // Not Moodle XML at all.
  const fs::path other = dir.write("ander.xml", "<?xml version=\"1.0\"?>\n<html/>\n");
  report = test::import_files("moodle", {other}, "t", dir.path() / "bank");
  ASSERT_EQ(report.result.diagnostics.size(), 1u);
  EXPECT_EQ(report.result.diagnostics[0].message, "geen Moodle XML: het hoofdelement is <html>, niet <quiz>");
}

}  // namespace
}  // namespace qbank::import_moodle_test
