// `qbank lint` through the binary: exit codes, JSON output, the shipped bank.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "test_util.h"

namespace qbank::cli_lint_test {
namespace {

using nlohmann::json;

TEST(CliLint, TheShippedBankIsClean) {
  auto r = test::run_qbank({"lint", test::bank_dir().string()});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("(12 vragen, 1 onderwerp): 0 fouten"), std::string::npos) << r.out;
}

TEST(CliLint, JsonReportsTheMalformedFileAtItsPositionAndStillLintsTheValidOne) {
  test::TempDir dir;
  dir.write("bank/qbank.toml",
            "[rules]\nspelling = \"off\"\ngraph = \"off\"\nstyle = \"off\"\nexplanation = \"off\"\n");
  dir.write("bank/t/topic.toml", "title = \"Test\"\n");
  dir.write("bank/t/kapot.toml", "stem = \"Welke uitspraak is juist?\"\nexplanation = 12 13\n");
  // A valid file with a problem of its own, so we can see it was linted.
  dir.write("bank/t/goed.toml",
            "stem = \"Welke uitspraak is juist?\"\nexplanation = \"De tweede optie klopt.\"\n"
            "[[options]]\ntext = \"Een\"\ncorrect = \"ja\"\n[[options]]\ntext = \"Twee\"\n");
  auto r = test::run_qbank({"lint", "--format", "json", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 1) << r.err;
  const json doc = json::parse(r.out);
  bool saw_syntax = false, saw_valid = false;
  for (const auto& d : doc["diagnostics"]) {
    for (const char* key : {"file", "line", "column", "end_line", "end_column", "rule", "severity", "message"}) {
      EXPECT_TRUE(d.contains(key)) << key;
    }
    if (d["file"] == "bank/t/kapot.toml") {
      EXPECT_EQ(d["rule"], "syntax/parse-error");
      EXPECT_EQ(d["line"], 2);
      EXPECT_EQ(d["column"], 18);
      saw_syntax = true;
    }
    if (d["file"] == "bank/t/goed.toml" && d["rule"] == "schema/type") saw_valid = true;
  }
  EXPECT_TRUE(saw_syntax) << r.out;
  EXPECT_TRUE(saw_valid) << r.out;
  EXPECT_EQ(doc["summary"]["questions"], 1);
  EXPECT_GE(doc["summary"]["errors"], 2);
}

TEST(CliLint, ExitCodes) {
  EXPECT_EQ(test::run_qbank({"--version"}).exit_code, 0);
  EXPECT_EQ(test::run_qbank({"lint", "--help"}).exit_code, 0);
  EXPECT_EQ(test::run_qbank({}).exit_code, 2);                                 // no subcommand
  EXPECT_EQ(test::run_qbank({"lint", "--format", "yaml", "."}).exit_code, 2);  // bad option value
  EXPECT_EQ(test::run_qbank({"lint", "--no-such-flag"}).exit_code, 2);
  EXPECT_EQ(test::run_qbank({"lint", "/no/such/bank"}).exit_code, 2);
}

TEST(CliLint, AnUnknownRuleInQbankTomlIsAConfigurationError) {
  test::TempDir dir;
  dir.write("bank/qbank.toml", "[rules]\n\"schema/unknwn-key\" = \"off\"\n");
  dir.write("bank/t/topic.toml", "title = \"Test\"\n");
  auto r = test::run_qbank({"lint", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("bank/qbank.toml:2:1: error[schema/unknown-rule]: onbekende regel `schema/unknwn-key` in "
                       "[rules]; bedoel je `schema/unknown-key`?"),
            std::string::npos)
      << r.err;
}

TEST(CliLint, SeveritiesCanBeChangedAndRulesTurnedOff) {
  test::TempDir dir;
  dir.write("bank/t/topic.toml", "title = \"Test\"\n");
  dir.write("bank/t/notities.txt", "los bestand\n");
  dir.write("bank/qbank.toml", "[rules]\n\"schema/unexpected-file\" = \"error\"\n");
  auto r = test::run_qbank({"lint", "--format", "concise", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("bank/t/notities.txt:1:1: error[schema/unexpected-file]"), std::string::npos) << r.out;
  dir.write("bank/qbank.toml", "[rules]\nschema = \"off\"\n");
  r = test::run_qbank({"lint", "--format", "concise", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out.find("notities"), std::string::npos) << r.out;
}

TEST(CliLint, LintingOneFileReportsOnlyThatFile) {
  test::TempDir dir;
  dir.write("bank/qbank.toml", "");
  dir.write("bank/t/topic.toml", "title = \"Test\"\n");
  dir.write("bank/t/een.toml", "stem = 1\n");
  dir.write("bank/t/twee.toml", "stem = 2\n");
  auto r = test::run_qbank({"lint", "--format", "concise", "bank/t/een.toml"}, dir.path());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("bank/t/een.toml"), std::string::npos);
  EXPECT_EQ(r.out.find("bank/t/twee.toml"), std::string::npos) << r.out;
}

TEST(CliRules, ListsRulesAndExplainsOne) {
  auto r = test::run_qbank({"rules"}, test::bank_dir());
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("schema/unknown-key"), std::string::npos);
  r = test::run_qbank({"explain", "schema/unknown-key"}, test::bank_dir());
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("## Wat de regel doet"), std::string::npos);
  r = test::run_qbank({"explain", "schema/unknwn-key"}, test::bank_dir());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("bedoel je `schema/unknown-key`"), std::string::npos) << r.err;
  // A part of a name: the one rule whose name holds it, or a short list.
  r = test::run_qbank({"explain", "letter"}, test::bank_dir());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("onbekende regel `letter`; bedoel je `answer/letter-prefix`?"), std::string::npos) << r.err;
  r = test::run_qbank({"explain", "dupl"}, test::bank_dir());
  EXPECT_NE(r.err.find("bedoel je een van deze: `answer/computed-duplicate`, `answer/duplicate-option`,"),
            std::string::npos)
      << r.err;
}

}  // namespace
}  // namespace qbank::cli_lint_test
