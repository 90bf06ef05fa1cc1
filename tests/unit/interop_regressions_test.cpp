// Issue 20's defects, each with the smallest input that shows it: GIFT answers as Moodle reads
// them, empty options in the exporters and importers, format markers, blanks, non-breaking
// spaces, MathML, categories as topics, the #:schema line of imported files and the GIFT header.
#include <gtest/gtest.h>

#include "export_test_util.h"
#include "test_util.h"

namespace qbank::interop_regressions_test {
namespace {
namespace fs = std::filesystem;

std::vector<std::string> option_texts(const fs::path& file) {
  const toml::table t = toml::parse_file(file.string());
  std::vector<std::string> out;
  if (const auto* options = t["options"].as_array()) {
    for (const auto& o : *options) {
      const auto* tab = o.as_table();
      std::string text = tab ? (*tab)["text"].value_or(std::string()) : std::string();
      if (tab && (*tab)["correct"].value_or(false)) text = "=" + text;
      out.push_back(text);
    }
  }
  return out;
}

std::string stem_of(const fs::path& file) { return toml::parse_file(file.string())["stem"].value_or(std::string()); }

// 1. `~=making` is a correct answer written after `~` (Moodle replaces "=" by "~=" and splits
// on "~", dropping empty answers): no empty option, the key stays where it is written.
TEST(InteropRegressions, GiftTildeEqualsIsACorrectAnswerNotAnEmptyOne) {
  test::TempDir dir;
  const fs::path gift = dir.write("a.gift",
                                  "::een::Kies het juiste werkwoord. {~=making~to make~made}\n\n"
                                  "::twee::Kies. {=ja ~ ~nee}\n");
  auto report = test::import_files("gift", {gift}, "t", dir.path() / "bank");
  ASSERT_EQ(report.imported, 2u);
  EXPECT_EQ(option_texts(dir.path() / "bank/t/een.toml"), (std::vector<std::string>{"=making", "to make", "made"}));
  // A truly empty answer is dropped as Moodle drops it, with a note.
  EXPECT_EQ(option_texts(dir.path() / "bank/t/twee.toml"), (std::vector<std::string>{"=ja", "nee"}));
  EXPECT_EQ(test::rule_counts(report)["import/empty-option"], 1u);
}

// 2. An empty option cannot be written in GIFT (a bare `~` does not parse): such a question is
// left out of every export, even with --allow-errors, and the report says why.
TEST(InteropRegressions, AQuestionWithAnEmptyOptionIsLeftOutOfTheExport) {
  test::TempDir dir;
  dir.write("bank/qbank.toml", "language = \"nl\"\n");
  dir.write("bank/t/topic.toml", "title = \"T\"\n");
  dir.write("bank/t/leeg.toml",
            "stem = \"Welke optie is leeg?\"\nexplanation = \"De tweede optie heeft geen tekst.\"\n"
            "status = \"published\"\n[[options]]\ntext = \"Een\"\ncorrect = true\n[[options]]\ntext = \" \"\n"
            "[[options]]\ntext = \"Drie\"\n");
  dir.write("bank/t/goed.toml",
            "stem = \"Welke optie is goed?\"\nexplanation = \"De eerste optie is goed.\"\n"
            "status = \"published\"\n[[options]]\ntext = \"Een\"\ncorrect = true\n[[options]]\ntext = \"Twee\"\n"
            "[[options]]\ntext = \"Drie\"\n");
  const auto r =
      test::run_qbank({"export", "--format", "gift", "--out", "uit.gift", "--allow-errors", "bank"}, dir.path());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string gift = test::read_file(dir.path() / "uit.gift");
  EXPECT_EQ(gift.find("\n~\n"), std::string::npos) << gift;
  EXPECT_EQ(gift.find("::leeg::"), std::string::npos) << gift;
  EXPECT_NE(gift.find("::goed::"), std::string::npos) << gift;
  EXPECT_NE(r.err.find("leeg: optie B heeft geen tekst"), std::string::npos) << r.err;
}

// 3. An empty answer without an image is not "alleen een afbeelding".
TEST(InteropRegressions, MoodleAndQtiNameAnEmptyAnswerForWhatItIs) {
  test::TempDir dir;
  const fs::path xml = dir.write("m.xml",
                                 "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"
                                 "<question type=\"multichoice\"><name><text>Leeg</text></name>\n"
                                 "<questiontext format=\"html\"><text>Wat doet een router?</text></questiontext>\n"
                                 "<single>true</single>\n"
                                 "<answer fraction=\"100\" format=\"html\"><text>Routeren</text></answer>\n"
                                 "<answer fraction=\"0\" format=\"html\"><text></text></answer>\n"
                                 "<answer fraction=\"0\" format=\"html\"><text>Schakelen</text></answer>\n"
                                 "</question>\n</quiz>\n");
  auto report = test::import_files("moodle", {xml}, "t", dir.path() / "bank");
  EXPECT_EQ(report.imported, 0u);
  ASSERT_EQ(test::rule_counts(report)["import/empty-option"], 1u);
  for (const auto& d : report.result.diagnostics) {
    if (d.rule == "import/empty-option") {
      EXPECT_EQ(d.message, "vraag 'Leeg': antwoord B heeft geen tekst; zo'n vraag kan niet mee");
    }
    EXPECT_EQ(d.message.find("afbeelding"), std::string::npos) << d.message;
  }
  const fs::path qti =
      dir.write("q.xml",
                "<assessmentItem xmlns=\"http://www.imsglobal.org/xsd/imsqti_v2p1\" identifier=\"q1\" "
                "title=\"Leeg\" adaptive=\"false\" timeDependent=\"false\">\n"
                "<responseDeclaration identifier=\"RESPONSE\" cardinality=\"single\" baseType=\"identifier\">"
                "<correctResponse><value>A</value></correctResponse></responseDeclaration>\n"
                "<itemBody><choiceInteraction responseIdentifier=\"RESPONSE\" shuffle=\"false\" maxChoices=\"1\">"
                "<prompt>Wat doet een router?</prompt>"
                "<simpleChoice identifier=\"A\">Routeren</simpleChoice>"
                "<simpleChoice identifier=\"B\"> </simpleChoice>"
                "<simpleChoice identifier=\"C\">Schakelen</simpleChoice>"
                "</choiceInteraction></itemBody></assessmentItem>\n");
  report = test::import_files("qti", {qti}, "t", dir.path() / "bank2");
  EXPECT_EQ(report.imported, 0u);
  ASSERT_EQ(test::rule_counts(report)["import/empty-option"], 1u);
  for (const auto& d : report.result.diagnostics)
    EXPECT_EQ(d.message.find("afbeelding"), std::string::npos) << d.message;
}

// 4. Format markers before answers and feedback are not text; [moodle] and [html] text is HTML.
TEST(InteropRegressions, GiftFormatMarkersInAnswersAndFeedbackAreRead) {
  test::TempDir dir;
  const fs::path gift =
      dir.write("a.gift",
                "::opmaak::[moodle]Wat is <i>schuin</i>? {=[plain]cursief #[html]<b>Goed</b> zo "
                "~[markdown]vet#[plain]nee ####[html]<div class=\"x\">Cursief is <i>schuin</i>.</div>}\n");
  auto report = test::import_files("gift", {gift}, "t", dir.path() / "bank");
  ASSERT_EQ(report.imported, 1u);
  const fs::path file = dir.path() / "bank/t/opmaak.toml";
  EXPECT_EQ(stem_of(file), "Wat is schuin?");
  EXPECT_EQ(option_texts(file), (std::vector<std::string>{"=cursief", "vet"}));
  const toml::table t = toml::parse_file(file.string());
  EXPECT_EQ(t["options"][0]["feedback"].value_or(std::string()), "Goed zo");
  EXPECT_EQ(t["options"][1]["feedback"].value_or(std::string()), "nee");
  EXPECT_EQ(t["explanation"].value_or(std::string()), "Cursief is schuin.");
}

// 5. No space before punctuation after a blank; text before the first = or ~ is an answer, as in
// Moodle (a wrong one), with a note.
TEST(InteropRegressions, GiftBlanksKeepPunctuationAndLeadingTextIsAnAnswer) {
  test::TempDir dir;
  const fs::path gift = dir.write("a.gift",
                                  "::blank::Bananen zijn rijk aan {=kalium ~natrium ~ijzer}.\n\n"
                                  "::voor::Welke kleur heeft de lucht? {grijs =blauw ~groen}\n");
  auto report = test::import_files("gift", {gift}, "t", dir.path() / "bank");
  ASSERT_EQ(report.imported, 2u);
  EXPECT_EQ(stem_of(dir.path() / "bank/t/blank.toml"), "Bananen zijn rijk aan _____.");
  EXPECT_EQ(option_texts(dir.path() / "bank/t/voor.toml"), (std::vector<std::string>{"grijs", "=blauw", "groen"}));
  EXPECT_EQ(test::rule_counts(report)["import/leading-answer"], 1u);
}

// 6 and 7. QTI: a non-breaking space survives the round trip; MathML reads as a formula, once.
TEST(InteropRegressions, QtiKeepsNonBreakingSpacesAndReadsMathMlOnce) {
  test::TempDir dir;
  dir.write("bank/qbank.toml", "language = \"nl\"\n");
  dir.write("bank/t/topic.toml", "title = \"T\"\n");
  dir.write("bank/t/nbsp.toml",
            "stem = \"Hoeveel is 10\u00a0km in meters?\"\nexplanation = \"Tien kilometer is 10\u00a0000 meter.\"\n"
            "status = \"published\"\n[[options]]\ntext = \"10\u00a0000\"\ncorrect = true\n[[options]]\ntext = "
            "\"1\u00a0000\"\n"
            "[[options]]\ntext = \"100\"\n");
  auto r = test::run_qbank({"export", "--format", "qti", "--out", "uit.zip", "bank"}, dir.path());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto report = test::import_files("qti", {dir.path() / "uit.zip"}, "t", dir.path() / "terug");
  ASSERT_EQ(report.imported, 1u);
  EXPECT_EQ(stem_of(dir.path() / "terug/t/nbsp.toml"), "Hoeveel is 10\u00a0km in meters?");
  EXPECT_EQ(option_texts(dir.path() / "terug/t/nbsp.toml")[0], "=10\u00a0000");

  const fs::path math =
      dir.write("m.xml",
                "<assessmentItem xmlns=\"http://www.imsglobal.org/xsd/imsqti_v2p1\" identifier=\"m1\" "
                "title=\"Formule\" adaptive=\"false\" timeDependent=\"false\">\n"
                "<responseDeclaration identifier=\"RESPONSE\" cardinality=\"single\" baseType=\"identifier\">"
                "<correctResponse><value>A</value></correctResponse></responseDeclaration>\n"
                "<itemBody><p>Wat zegt <math xmlns=\"http://www.w3.org/1998/Math/MathML\"><semantics><mrow>"
                "<mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow>"
                "<annotation encoding=\"LaTeX\">E=mc^2</annotation></semantics></math> en "
                "<math xmlns=\"http://www.w3.org/1998/Math/MathML\"><mfrac><mn>1</mn><mn>2</mn></mfrac>"
                "<mo>+</mo><msqrt><mi>x</mi></msqrt></math>?</p>"
                "<choiceInteraction responseIdentifier=\"RESPONSE\" shuffle=\"false\" maxChoices=\"1\">"
                "<simpleChoice identifier=\"A\">Energie</simpleChoice>"
                "<simpleChoice identifier=\"B\">Massa</simpleChoice>"
                "<simpleChoice identifier=\"C\">Licht</simpleChoice>"
                "</choiceInteraction></itemBody></assessmentItem>\n");
  report = test::import_files("qti", {math}, "t", dir.path() / "wiskunde");
  ASSERT_EQ(report.imported, 1u);
  EXPECT_EQ(stem_of(dir.path() / "wiskunde/t/formule.toml"), "Wat zegt E = mc² en 1/2 + √x?");
}

// 8. Moodle categories and GIFT $CATEGORY become topics, with parent for the hierarchy, unless
// --topic is given.
TEST(InteropRegressions, CategoriesBecomeTopicsWithParents) {
  test::TempDir dir;
  auto question = [](const std::string& name) {
    return "<question type=\"multichoice\"><name><text>" + name +
           "</text></name>\n"
           "<questiontext format=\"html\"><text>Wat is " +
           name +
           "?</text></questiontext>\n"
           "<generalfeedback format=\"html\"><text>Omdat het zo is.</text></generalfeedback><single>true</single>\n"
           "<answer fraction=\"100\"><text>Ja</text></answer><answer fraction=\"0\"><text>Nee</text></answer>\n"
           "<answer fraction=\"0\"><text>Misschien</text></answer></question>\n";
  };
  const fs::path xml = dir.write(
      "m.xml",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"
      "<question type=\"category\"><category><text>$course$/top/Netwerken</text></category></question>\n" +
          question("routering") +
          "<question type=\"category\"><category><text>$course$/top/Netwerken/Adressen</text></category></question>\n" +
          question("subnetten") +
          "<question type=\"category\"><category><text>$course$/top/Beveiliging</text></category></question>\n" +
          question("firewalls") + "</quiz>\n");
  ImportOptions o;
  o.from = "moodle";
  o.files = {xml};
  o.out = dir.path() / "bank";
  ImportReport report;
  std::string error;
  ASSERT_TRUE(run_import(o, report, &error)) << error;
  EXPECT_EQ(report.imported, 3u);
  EXPECT_TRUE(fs::exists(dir.path() / "bank/netwerken/routering.toml"));
  EXPECT_TRUE(fs::exists(dir.path() / "bank/adressen/subnetten.toml"));
  EXPECT_TRUE(fs::exists(dir.path() / "bank/beveiliging/firewalls.toml"));
  EXPECT_EQ(test::read_file(dir.path() / "bank/adressen/topic.toml"), "title = \"Adressen\"\nparent = \"netwerken\"\n");
  EXPECT_EQ(test::read_file(dir.path() / "bank/netwerken/topic.toml"), "title = \"Netwerken\"\n");

  const fs::path gift = dir.write(
      "g.gift", "$CATEGORY: $course$/top/Talen/Frans\n\n::bonjour::Wat betekent bonjour? {=goedendag ~dag ~nacht}\n");
  o.from = "gift";
  o.files = {gift};
  o.out = dir.path() / "gift";
  ImportReport g;
  ASSERT_TRUE(run_import(o, g, &error)) << error;
  EXPECT_TRUE(fs::exists(dir.path() / "gift/frans/bonjour.toml"));
  EXPECT_EQ(test::read_file(dir.path() / "gift/frans/topic.toml"), "title = \"Frans\"\nparent = \"talen\"\n");
  EXPECT_EQ(test::read_file(dir.path() / "gift/talen/topic.toml"), "title = \"Talen\"\n");
  // With --topic everything goes into that one topic, as before.
  auto one = test::import_files("moodle", {xml}, "alles", dir.path() / "een");
  EXPECT_EQ(one.imported, 3u);
  EXPECT_EQ(test::files_in(dir.path() / "een" / "alles", ".toml").size(), 4u);  // 3 questions + topic.toml
}

// 9. Imported files get the #:schema line new would write: none outside qbank's repository.
TEST(InteropRegressions, ImportWritesTheSchemaLineAsNewDoes) {
  test::TempDir dir;
  const fs::path gift = dir.write("a.gift", "::een::Kies. {=ja ~nee ~misschien}\n");
  test::import_files("gift", {gift}, "t", dir.path() / "bank");
  EXPECT_EQ(test::read_file(dir.path() / "bank/t/een.toml").find("#:schema"), std::string::npos);
}

// 10. One question is "1 meerkeuzevraag".
TEST(InteropRegressions, TheGiftHeaderCountsInDutch) {
  test::TempDir dir;
  dir.write("bank/qbank.toml", "language = \"nl\"\n");
  dir.write("bank/t/topic.toml", "title = \"T\"\n");
  dir.write(
      "bank/t/een.toml",
      "stem = \"Welke optie is goed?\"\nexplanation = \"De eerste optie is goed.\"\nstatus = \"published\"\n"
      "[[options]]\ntext = \"Een\"\ncorrect = true\n[[options]]\ntext = \"Twee\"\n[[options]]\ntext = \"Drie\"\n");
  const auto r =
      test::run_qbank({"export", "--format", "gift", "--out", "uit.gift", "--allow-errors", "bank"}, dir.path());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(test::read_file(dir.path() / "uit.gift").rfind("// qbank: 1 meerkeuzevraag in GIFT-formaat\n", 0), 0u);
}

}  // namespace
}  // namespace qbank::interop_regressions_test
