// `qbank lint --changed [--base REF]` in temporary git repositories.
#include <gtest/gtest.h>

#include "checks/check.h"
#include "lint/changed_files.h"
#include "lint/linter.h"
#include "test_util.h"

namespace qbank::changed_test {
namespace {
namespace fs = std::filesystem;

void git(const fs::path& repo, std::vector<std::string> args) {
  args.insert(args.begin(), {"git", "-c", "user.name=Test", "-c", "user.email=test@example.org", "-c",
                             "commit.gpgsign=false", "-c", "init.defaultBranch=main"});
  const ProcessResult r = run_process(args, repo);
  ASSERT_TRUE(r.started);
  ASSERT_EQ(r.status, 0) << r.err;
}

// A repository with a bank of two broken questions (a and b) committed on main.
const std::string kSchemaOnly =
    "[rules]\nspelling = \"off\"\nanswer = \"off\"\nexplanation = \"off\"\nduplicate = \"off\"\ngraph = \"off\"\nstyle "
    "= \"off\"\n";

void make_repo(const test::TempDir& dir) {
  dir.write("bank/qbank.toml", kSchemaOnly);  // only the schema family: the findings are short stems
  dir.write("bank/t/topic.toml", "title = \"Onderwerp\"\n");
  dir.write("bank/t/a.toml", test::sample_question("Kort a?"));
  dir.write("bank/t/b.toml", test::sample_question("Kort b?"));
  git(dir.path(), {"init", "-q"});
  git(dir.path(), {"add", "."});
  git(dir.path(), {"commit", "-q", "-m", "bank"});
}

// The files named by the concise output's findings.
std::vector<std::string> files_of(const std::string& concise) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < concise.size()) {
    const std::size_t nl = concise.find('\n', start);
    const std::string line = concise.substr(start, nl - start);
    out.push_back(line.substr(0, line.find(':')));
    start = nl == std::string::npos ? concise.size() : nl + 1;
  }
  return out;
}

TEST(Changed, OnlyChangedStagedAndUntrackedFiles) {
  test::TempDir dir;
  make_repo(dir);
  dir.write("bank/t/a.toml", test::sample_question("Kort a2?"));  // modified, not staged
  dir.write("bank/t/c.toml", test::sample_question("Kort c?"));   // untracked
  dir.write("bank/t/d.toml", test::sample_question("Kort d?"));   // staged
  git(dir.path(), {"add", "bank/t/d.toml"});
  const auto all = test::run_qbank({"lint", "--no-cache", "--format", "concise", "bank"}, dir.path());
  EXPECT_EQ(files_of(all.out),
            (std::vector<std::string>{"bank/t/a.toml", "bank/t/b.toml", "bank/t/c.toml", "bank/t/d.toml"}));
  const auto r = test::run_qbank({"lint", "--changed", "--format", "concise", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_EQ(files_of(r.out), (std::vector<std::string>{"bank/t/a.toml", "bank/t/c.toml", "bank/t/d.toml"}));
  EXPECT_NE(r.err.find("3 gewijzigde bestanden"), std::string::npos) << r.err;
  // From a topic folder without a path: the bank around the working directory, its files shown
  // relative to the working directory as every other path.
  const auto sub = test::run_qbank({"lint", "--changed", "--format", "concise"}, dir.path() / "bank" / "t");
  EXPECT_EQ(files_of(sub.out), (std::vector<std::string>{"a.toml", "c.toml", "d.toml"})) << sub.out << sub.err;
}

TEST(Changed, NothingChangedReportsNothing) {
  test::TempDir dir;
  make_repo(dir);
  const auto r = test::run_qbank({"lint", "--changed", "--format", "concise", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "");
}

TEST(Changed, DefaultBaseIsTheMergeBaseWithMain) {
  test::TempDir dir;
  make_repo(dir);
  git(dir.path(), {"checkout", "-q", "-b", "feature"});
  dir.write("bank/t/b.toml", test::sample_question("Kort b2?"));
  git(dir.path(), {"commit", "-q", "-am", "b"});
  // Committed on the branch: still changed against main.
  auto r = test::run_qbank({"lint", "--changed", "--format", "concise", "bank"}, dir.path());
  EXPECT_EQ(files_of(r.out), std::vector<std::string>{"bank/t/b.toml"}) << r.err;
  EXPECT_NE(r.err.find("het punt waar deze tak afsplitst van main"), std::string::npos) << r.err;
  // Against HEAD: nothing.
  r = test::run_qbank({"lint", "--changed", "--base", "HEAD", "--format", "concise", "bank"}, dir.path());
  EXPECT_EQ(r.out, "");
  // main moved on after the branch: its changes are not the branch's.
  git(dir.path(), {"checkout", "-q", "main"});
  dir.write("bank/t/a.toml", test::sample_question("Kort a3?"));
  git(dir.path(), {"commit", "-q", "-am", "a"});
  git(dir.path(), {"checkout", "-q", "feature"});
  r = test::run_qbank({"lint", "--changed", "--base", "main", "--format", "concise", "bank"}, dir.path());
  EXPECT_EQ(files_of(r.out), std::vector<std::string>{"bank/t/b.toml"}) << r.err;
}

TEST(Changed, ARepositoryWithoutCommits) {
  test::TempDir dir;
  dir.write("bank/qbank.toml", kSchemaOnly);
  dir.write("bank/t/topic.toml", "title = \"Onderwerp\"\n");
  dir.write("bank/t/a.toml", test::sample_question("Kort a?"));
  git(dir.path(), {"init", "-q"});
  const auto r = test::run_qbank({"lint", "--changed", "--format", "concise", "bank"}, dir.path());
  EXPECT_EQ(files_of(r.out), std::vector<std::string>{"bank/t/a.toml"}) << r.err;
}

TEST(Changed, AChangedConfigReportsTheWholeBank) {
  test::TempDir dir;
  make_repo(dir);
  dir.write("bank/qbank.toml", kSchemaOnly + "\"schema/length\" = \"warning\"\n");
  const auto r = test::run_qbank({"lint", "--changed", "--format", "concise", "bank"}, dir.path());
  EXPECT_EQ(files_of(r.out), (std::vector<std::string>{"bank/t/a.toml", "bank/t/b.toml"})) << r.err;
  EXPECT_NE(r.err.find("bank/qbank.toml is gewijzigd"), std::string::npos) << r.err;
}

TEST(Changed, ErrorsExitTwo) {
  test::TempDir dir;
  dir.write("bank/t/topic.toml", "title = \"Onderwerp\"\n");
  // Not a repository.
  auto r = test::run_qbank({"lint", "--changed", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("werkt alleen in een git-repository"), std::string::npos) << r.err;
  // No git at all.
  r = test::run_qbank({"lint", "--changed", "bank"}, dir.path(), {}, {"PATH=/nonexistent"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("`git` is niet gevonden"), std::string::npos) << r.err;
  // An unknown ref, something that looks like an option, --base without --changed.
  make_repo(dir);
  r = test::run_qbank({"lint", "--changed", "--base", "bestaat-niet", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--base bestaat-niet: git kent deze ref"), std::string::npos) << r.err;
  r = test::run_qbank({"lint", "--changed", "--base=--output=x", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_FALSE(fs::exists(dir.path() / "x"));
  r = test::run_qbank({"lint", "--base", "main", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 2);
}

TEST(Changed, PairwiseFindingsTouchThroughRelatedOrOther) {
  const std::vector<std::string> files = {"bank/t/a.toml"};
  const std::set<std::string> ids = {"a"};
  Diagnostic in_file = make_diagnostic(RuleId::duplicate_exact, "bank/t/a.toml", {{1, 1}, {1, 2}}, "x");
  Diagnostic elsewhere = make_diagnostic(RuleId::duplicate_exact, "bank/t/b.toml", {{1, 1}, {1, 2}}, "x");
  Diagnostic via_related = elsewhere;
  via_related.related.push_back({"bank/t/a.toml", {{2, 1}, {2, 5}}, "de andere vraag"});
  Diagnostic via_other = elsewhere;
  via_other.other = "a";  // e.g. a link to a question that was deleted in this change
  EXPECT_TRUE(finding_touches(in_file, files, ids));
  EXPECT_FALSE(finding_touches(elsewhere, files, ids));
  EXPECT_TRUE(finding_touches(via_related, files, ids));
  EXPECT_TRUE(finding_touches(via_other, files, ids));
}

}  // namespace
}  // namespace qbank::changed_test
