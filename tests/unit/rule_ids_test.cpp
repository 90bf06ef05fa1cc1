// Every rule id the checks ask about (LintContext::enabled) or report (the run's severities) is a
// rule of the catalog: enabled() is true for an id it does not know, so a typo in the code
// would otherwise switch nothing off and report under a rule nobody can configure.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "checks/check.h"
#include "core/errors.h"
#include "core/fs.h"
#include "lint/linter.h"
#include "test_util.h"

namespace qbank::rule_ids_test {
namespace {

namespace fs = std::filesystem;

TEST(RuleIds, AnIdTheCatalogDoesNotKnowIsRecorded) {
  const RuleCatalog catalog = RuleCatalog::builtin();
  record_unknown_rule_ids(true);
  note_rule_id("answer/no-correct-option", catalog);
  note_rule_id("answer", catalog);
  note_rule_id("answer/*", catalog);
  note_rule_id("answer/no-corect-option", catalog);
  note_rule_id("antwoord/*", catalog);
  const auto unknown = unknown_rule_ids();
  record_unknown_rule_ids(false);
  EXPECT_EQ(unknown, (std::vector<std::string>{"answer/no-corect-option", "antwoord/*"}));
}

TEST(RuleIds, EveryIdTheChecksAskAboutOrReportIsARule) {
  std::vector<fs::path> banks = {test::bank_dir(), test::tests_dir() / "labelled" / "bank"};
  for (const auto& e : fs::recursive_directory_iterator(test::tests_dir() / "fixtures")) {
    if (e.is_directory() && e.path().filename() == "bank") banks.push_back(e.path());
  }
  std::sort(banks.begin(), banks.end());
  ASSERT_GT(banks.size(), 50u);
  test::TempDir cache;  // one cache for all: the words judged once need no dictionary again
  record_unknown_rule_ids(true);
  std::size_t linted = 0;
  for (const auto& bank : banks) {
    LintOptions options;
    options.paths = {bank};
    options.jobs = 2;
    options.suggestions = false;
    options.cache = true;
    options.cache_dir = cache.path();
    try {
      run_lint(RealFileSystem(), options);
      ++linted;
    } catch (const ConfigError&) {
      // a fixture of a broken configuration
    }
  }
  const auto unknown = unknown_rule_ids();
  record_unknown_rule_ids(false);
  EXPECT_GT(linted, 50u);
  EXPECT_EQ(unknown, std::vector<std::string>{});
}

}  // namespace
}  // namespace qbank::rule_ids_test
