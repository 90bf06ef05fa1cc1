// The benchmark's bank generator (bench/): the same seed gives the same bank, and the spelling
// check finds exactly the misspellings its manifest lists, at their positions.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <set>

#include "lint/linter.h"
#include "test_util.h"

namespace qbank::spelling_generator_test {
namespace {
namespace fs = std::filesystem;

fs::path generator() { return fs::path(QBANK_BINARY).parent_path() / "bench" / "qbank_bench_generate"; }

TEST(SpellingGenerator, SameSeedSameBankAndEveryInjectedMisspellingIsFound) {
  if (!fs::exists(generator())) GTEST_SKIP() << "build the bench targets first: " << generator();
  test::TempDir dir;
  auto generate = [&](const fs::path& out, const std::string& seed) {
    const std::string command = generator().string() + " 150 '" + out.string() + "' " + seed + " > /dev/null";
    ASSERT_EQ(std::system(command.c_str()), 0) << command;
  };
  generate(dir.path() / "a", "11");
  generate(dir.path() / "b", "11");
  generate(dir.path() / "c", "12");
  const std::string manifest = test::read_file(dir.path() / "a" / "manifest.json");
  EXPECT_EQ(manifest, test::read_file(dir.path() / "b" / "manifest.json"));
  EXPECT_NE(manifest, test::read_file(dir.path() / "c" / "manifest.json"));
  const fs::path one = fs::path("bank") / "onderwerp-0002" / "vraag-000077.toml";
  EXPECT_EQ(test::read_file(dir.path() / "a" / one), test::read_file(dir.path() / "b" / one));

  const auto m = nlohmann::json::parse(manifest);
  EXPECT_EQ(m["questions"], 150);
  EXPECT_EQ(m["topics"], 3);
  std::set<std::string> expected;
  for (const auto& e : m["defects"]["misspelling"]) {
    expected.insert(e["file"].get<std::string>().substr(5) + ":" + std::to_string(e["line"].get<int>()) + ":" +
                    std::to_string(e["column"].get<int>()) + " " + e["word"].get<std::string>());
  }
  // The 2 % share gives this seed a few.
  ASSERT_FALSE(expected.empty());

  RealFileSystem fsys;
  LintOptions o;
  o.paths = {dir.path() / "a" / "bank"};
  o.suggestions = false;
  const LintResult r = run_lint(fsys, o);
  std::set<std::string> found;
  for (const auto& d : r.diagnostics) {
    if (d.rule.rfind("spelling/", 0) != 0) continue;
    const std::string rel = d.file.substr(d.file.rfind("onderwerp-"));
    const std::size_t a = d.message.find('`');
    found.insert(rel + ":" + std::to_string(d.span.begin.line) + ":" + std::to_string(d.span.begin.column) + " " +
                 d.message.substr(a + 1, d.message.find('`', a + 1) - a - 1));
  }
  EXPECT_EQ(found, expected);
}

}  // namespace
}  // namespace qbank::spelling_generator_test
