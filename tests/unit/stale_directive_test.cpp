// schema/stale-directive: a `#:schema` line that leads nowhere, corrected by --fix where the
// bank's schema lies in the same git repository, left alone where it cannot be corrected.
#include <gtest/gtest.h>

#include "test_util.h"

namespace qbank::stale_directive_test {
namespace {
namespace fs = std::filesystem;

// A repository with its own schema folder beside the bank (schema_dir = "../schema").
fs::path repository(const test::TempDir& dir) {
  const fs::path repo = dir.path() / "repo";
  fs::create_directories(repo);
  test::copy_bank(repo);
  fs::copy(test::source_dir() / "schema", repo / "schema", fs::copy_options::recursive);
  test::write_file(repo / "bank" / "qbank.toml", "language = \"nl\"\nschema_dir = \"../schema\"\n");
  fs::create_directories(repo / ".git");  // what schema_directive_for looks for: the top of a repository
  return repo;
}

TEST(StaleDirective, FixWritesThePathToTheBanksSchemaAndASecondRunHasNothingToDo) {
  test::TempDir dir;
  const fs::path repo = repository(dir);
  // The shipped bank's lines say ../../schema/..., which from repo/bank/<topic>/ is repo/schema: sound.
  auto r = test::run_qbank({"lint", "--no-cache", "bank"}, repo);
  EXPECT_EQ(r.out.find("schema/stale-directive"), std::string::npos) << r.out;
  // Moved one level deeper: every line is now stale.
  fs::create_directories(repo / "deel");
  fs::rename(repo / "bank", repo / "deel" / "bank");
  test::write_file(repo / "deel" / "bank" / "qbank.toml", "language = \"nl\"\nschema_dir = \"../../schema\"\n");
  r = test::run_qbank({"lint", "--no-cache", "--format", "concise", "deel/bank"}, repo);
  EXPECT_NE(r.out.find("info[schema/stale-directive]"), std::string::npos) << r.out;
  r = test::run_qbank({"lint", "--no-cache", "--fix-only", "deel/bank"}, repo);
  EXPECT_NE(r.err.find("toegepast"), std::string::npos) << r.err;
  const fs::path topic = repo / "deel" / "bank" / "ai-hardware-en-softwarestack";
  EXPECT_TRUE(test::read_file(topic / "topic.toml").starts_with("#:schema ../../../schema/topic.schema.json\n"));
  EXPECT_TRUE(test::read_file(topic / "decode-tijd-per-token.toml")
                  .starts_with("#:schema ../../../schema/question.schema.json\n"));
  r = test::run_qbank({"lint", "--no-cache", "--fix-only", "deel/bank"}, repo);
  EXPECT_EQ(r.err, "qbank: niets te corrigeren\n");
}

// A schema_dir with only some of the schemas: the others are the built-in ones, and no line is
// suggested that names a file schema_dir does not have (review finding).
TEST(StaleDirective, NoSuggestionNamesASchemaTheFolderDoesNotHave) {
  test::TempDir dir;
  const fs::path repo = repository(dir);
  fs::remove(repo / "schema" / "question.schema.json");
  const fs::path q = repo / "bank" / "ai-hardware-en-softwarestack" / "decode-tijd-per-token.toml";
  std::string text = test::read_file(q);
  text.replace(0, text.find('\n'), "#:schema ../schema/question.schema.json");  // stale
  test::write_file(q, text);
  const auto r = test::run_qbank({"lint", "--no-cache", "--format", "json", "bank"}, repo);
  EXPECT_EQ(r.out.find("schema/question.schema.json`"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("\"replacement\": \"#:schema ../../schema/question.schema.json\""), std::string::npos) << r.out;
}

TEST(StaleDirective, OutsideARepositoryOrForAUrlNothingIsReported) {
  test::TempDir dir;
  test::copy_bank(dir.path());  // its lines lead nowhere here, and no repository holds a schema
  dir.write("bank/ai-hardware-en-softwarestack/url.toml",
            "#:schema https://example.org/question.schema.json\n" + test::sample_question());
  const auto r = test::run_qbank({"lint", "--no-cache", "bank"}, dir.path());
  EXPECT_EQ(r.out.find("schema/stale-directive"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace qbank::stale_directive_test
