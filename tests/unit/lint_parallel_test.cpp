// Parallel determinism at scale: on a generated bank with defects of every kind (bench/'s
// generator), a lint on one thread and a lint on several threads give the same bytes, in the
// text and the JSON format. The golden fixtures test the same on small banks
// (Golden.OneThreadGivesTheSameBytes); this one has enough questions that every parallel pass
// (loading, per-question checks, the duplicate join, the spelling lookups) splits its work.
#include <gtest/gtest.h>

#include <cstdlib>
#include <sstream>
#include <utility>

#include "lint/linter.h"
#include "output/render.h"
#include "test_util.h"

namespace qbank::lint_parallel_test {
namespace {
namespace fs = std::filesystem;

fs::path generator() { return fs::path(QBANK_BINARY).parent_path() / "bench" / "qbank_bench_generate"; }

// The text and the JSON output of one run.
std::pair<std::string, std::string> lint_bytes(const fs::path& bank, unsigned jobs) {
  RealFileSystem fsys;
  LintOptions o;
  o.paths = {bank};
  o.jobs = jobs;
  // Suggestions have a time budget, so how many a busy machine computes may vary; the findings
  // themselves may not.
  o.suggestions = false;
  const LintResult r = run_lint(fsys, o);
  std::ostringstream text, json;
  RenderOptions ro;
  render_text(r, text, ro);
  render_json(r, json, ro);
  return {text.str(), json.str()};
}

TEST(ParallelDeterminism, OneThreadGivesTheSameBytesOnAGeneratedBank) {
  if (!fs::exists(generator())) GTEST_SKIP() << "build the bench targets first: " << generator();
  test::TempDir dir;
  const std::string command = generator().string() + " 2000 '" + dir.path().string() + "' 7 > /dev/null";
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
  const fs::path bank = dir.path() / "bank";

  const auto one = lint_bytes(bank, 1);
  // Findings of many families, so that each one's output order is exercised.
  for (const char* family : {"spelling/", "duplicate/", "graph/", "answer/", "explanation/", "style/"}) {
    EXPECT_NE(one.first.find(family), std::string::npos) << "no " << family << " finding in the generated bank";
  }
  const auto three = lint_bytes(bank, 3);
  EXPECT_EQ(one.first, three.first);
  EXPECT_EQ(one.second, three.second);
}

}  // namespace
}  // namespace qbank::lint_parallel_test
