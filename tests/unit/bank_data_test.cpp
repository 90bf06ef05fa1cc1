// Where qbank finds its own data (core/data_dir.h), and a bank's own rules/ beside qbank.toml
// overriding the built-ins file by file (the vocabulary lists add up).
#include <gtest/gtest.h>

#include "core/data_dir.h"
#include "core/errors.h"
#include "lint/linter.h"
#include "test_util.h"

namespace qbank::bank_data_test {
namespace {
namespace fs = std::filesystem;

void data_at(const test::TempDir& dir, const std::string& folder) {
  dir.write(folder + "/schema/question.schema.json", "{}");
}

TEST(DataDir, TheEnvironmentThenBesideTheProgramThenTheBuildTreeThenThePrefix) {
  test::TempDir dir;
  data_at(dir, "prefix/share/qbank");
  data_at(dir, "src");
  data_at(dir, "compiled/share/qbank");
  dir.write("build/qbank-build-tree", (dir.path() / "src").string() + "\n");
  const fs::path compiled = dir.path() / "compiled/share/qbank";

  DataDir d = find_data_dir("/elders", dir.path() / "prefix/bin/qbank", compiled);
  EXPECT_EQ(d.path, fs::path("/elders"));
  EXPECT_EQ(d.origin, "QBANK_DATA_DIR");
  d = find_data_dir("", dir.path() / "prefix/bin/qbank", compiled);
  EXPECT_EQ(d.path, dir.path() / "prefix/share/qbank");
  EXPECT_EQ(d.origin, "naast het programma");
  // A moved prefix works the same: the path is relative to the executable.
  fs::rename(dir.path() / "prefix", dir.path() / "verhuisd");
  EXPECT_EQ(find_data_dir("", dir.path() / "verhuisd/bin/qbank", compiled).path, dir.path() / "verhuisd/share/qbank");
  // A build tree's binaries (build/, build/tests/, build/bench/) use the marked source tree.
  for (const char* exe : {"build/qbank", "build/tests/qbank_tests", "build/tools/fuzz/fuzz_x"}) {
    d = find_data_dir("", dir.path() / exe, compiled);
    EXPECT_EQ(d.path, dir.path() / "src") << exe;
    EXPECT_EQ(d.origin, "de broncode van de bouwmap");
  }
  // Elsewhere, the compiled-in prefix; and without it, nothing (never a source tree).
  d = find_data_dir("", dir.path() / "los/qbank", compiled);
  EXPECT_EQ(d.path, compiled);
  EXPECT_EQ(d.origin, "de installatiemap");
  EXPECT_TRUE(find_data_dir("", dir.path() / "los/qbank", dir.path() / "nergens").path.empty());
}

TEST(DataDir, ThisBuildUsesItsSourceTree) {
  unsetenv("QBANK_DATA_DIR");
  EXPECT_EQ(fs::weakly_canonical(data_dir().path), fs::weakly_canonical(test::source_dir()));
}

LintResult lint(const fs::path& bank) {
  RealFileSystem disk;
  LintOptions o;
  o.paths = {bank};
  o.cache = false;
  return run_lint(disk, o);
}

TEST(BankData, OwnRulesOverrideTheBuiltinsFileByFileAndTheVocabulariesAddUp) {
  test::TempDir dir;
  dir.write("bank/qbank.toml", "[rules]\nexplanation = \"off\"\ngraph = \"off\"\nduplicate = \"off\"\n");
  dir.write("bank/t/topic.toml", "title = \"Geheugen\"\ndescription = \"Hoe geheugen werkt.\"\n");
  // `zwirkel` is in the bank's list only, `CUDA` in the built-in one: both pass.
  dir.write(
      "bank/t/vraag.toml",
      "stem = \"Hoeveel zwirkel gebruikt CUDA voor een tabel met getallen en woorden in alle regels samen?\"\n"
      "explanation = \"Twaalf regels met elk een zwirkel: dat zijn er twaalf.\"\n"
      "[[options]]\ntext = \"Zes\"\n[[options]]\ntext = \"Twaalf\"\ncorrect = true\n[[options]]\ntext = \"Acht\"\n");
  dir.write("bank/rules/spelling/words-nl.txt", "# the bank's own words\nzwirkel\n");
  // The bank's long-stem.toml replaces the built-in one: here at most 12 words.
  std::string rule = test::read_file(test::source_dir() / "rules/style/long-stem.toml");
  rule.replace(rule.find("max = 60"), 8, "max = 12");
  dir.write("bank/rules/style/long-stem.toml", rule);

  const LintResult r = lint(dir.path() / "bank");
  std::vector<std::string> rules;
  for (const auto& d : r.diagnostics) rules.push_back(d.rule + " " + d.file);
  const std::string stem_file = display_path(dir.path() / "bank/t/vraag.toml");
  EXPECT_EQ(rules, (std::vector<std::string>{"style/long-stem " + stem_file})) << testing::PrintToString(rules);
  EXPECT_EQ(r.summary.topics, 1u);  // rules/ is not a topic

  const auto listing = test::run_qbank({"rules", "--bank", (dir.path() / "bank").string()});
  EXPECT_NE(listing.out.find("style/long-stem                   warning  bank: rules/style/long-stem.toml"),
            std::string::npos)
      << listing.out;
  EXPECT_NE(listing.out.find("style/negative-stem               warning  ingebouwd: style/negative-stem.toml"),
            std::string::npos);
  EXPECT_NE(listing.out.find("answer/multiple-correct           error    ingebouwd "), std::string::npos);
}

TEST(BankData, AFolderNamedInQbankTomlMustExist) {
  test::TempDir dir;
  dir.write("bank/qbank.toml", "language = \"nl\"\nschema_dir = \"../schemas\"\n");
  try {
    lint(dir.path() / "bank");
    FAIL() << "no configuration error";
  } catch (const ConfigError& e) {
    ASSERT_EQ(e.diagnostics().size(), 1u);
    EXPECT_EQ(e.diagnostics()[0].rule, "schema/missing-folder");
    EXPECT_EQ(e.diagnostics()[0].span, (Span{{2, 14}, {2, 26}}));
    EXPECT_EQ(e.diagnostics()[0].file, display_path(dir.path() / "bank/qbank.toml"));
  }
}

}  // namespace
}  // namespace qbank::bank_data_test
