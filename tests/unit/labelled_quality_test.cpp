// Measured quality of the answer/ and explanation/ checks on the labelled set in
// tests/labelled/bank (see tests/labelled/README.md). Every question names, in an `# expect:`
// comment, the findings of those two families it must give. The test prints precision and recall
// per rule and fails when either is below 0.9, or when a rule has no labelled example.
#include <gtest/gtest.h>

#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "checks/catalog.h"
#include "core/strings.h"
#include "lint/linter.h"
#include "test_util.h"

namespace qbank {
namespace {
namespace fs = std::filesystem;

bool measured_family(std::string_view rule) {
  const auto family = rule_family(rule);
  return family == "answer" || family == "explanation";
}

// The `# expect:` line of a question file: rule ids, or "none".
std::set<std::string> expected_rules(const fs::path& file) {
  std::ifstream in(file);
  std::string line;
  while (std::getline(in, line)) {
    const std::string prefix = "# expect:";
    if (line.rfind(prefix, 0) != 0) continue;
    std::set<std::string> out;
    std::stringstream list(line.substr(prefix.size()));
    std::string item;
    while (std::getline(list, item, ',')) {
      item = trim(item);
      if (!item.empty() && item != "none") out.insert(item);
    }
    return out;
  }
  ADD_FAILURE() << file << " has no `# expect:` line";
  return {};
}

struct Counts {
  int tp = 0;
  int fp = 0;
  int fn = 0;
  double precision() const { return tp + fp == 0 ? 1.0 : static_cast<double>(tp) / (tp + fp); }
  double recall() const { return tp + fn == 0 ? 1.0 : static_cast<double>(tp) / (tp + fn); }
};

TEST(LabelledQuality, PrecisionAndRecallPerRuleAtLeastPointNine) {
  const fs::path bank = test::tests_dir() / "labelled" / "bank";
  RealFileSystem fsys;
  LintOptions options;
  options.paths = {bank};
  options.jobs = 2;
  const LintResult result = run_lint(fsys, options);

  std::map<std::string, std::set<std::string>> found;  // canonical file -> rules
  for (const auto& d : result.diagnostics) {
    const std::string file = fs::weakly_canonical(fs::path(d.file)).string();
    if (measured_family(d.rule)) {
      found[file].insert(d.rule);
    } else {
      ADD_FAILURE() << "the labelled set must be clean for other families: " << d.file << ":" << d.span.begin.line
                    << " [" << d.rule << "] " << d.message;
    }
  }

  std::map<std::string, Counts> counts;
  const RuleCatalog catalog = RuleCatalog::builtin();
  for (const RuleInfo* r : catalog.all()) {
    if (measured_family(r->id)) counts[r->id];
  }
  std::size_t questions = 0;
  std::vector<std::string> mismatches;
  for (const auto& entry : fs::recursive_directory_iterator(bank)) {
    const fs::path p = entry.path();
    if (p.extension() != ".toml" || p.filename() == "topic.toml" || p.filename() == "qbank.toml") continue;
    ++questions;
    const std::string file = fs::weakly_canonical(p).string();
    const auto expected = expected_rules(p);
    const auto& actual = found[file];
    for (const auto& rule : expected) {
      EXPECT_TRUE(counts.count(rule)) << p << " expects an unknown rule " << rule;
      if (actual.count(rule)) {
        ++counts[rule].tp;
      } else {
        ++counts[rule].fn;
        mismatches.push_back("missed   " + rule + "  " + p.filename().string());
      }
    }
    for (const auto& rule : actual) {
      if (!expected.count(rule)) {
        ++counts[rule].fp;
        mismatches.push_back("spurious " + rule + "  " + p.filename().string());
      }
    }
  }

  std::ostringstream table;
  table << "labelled set: " << questions << " questions\n"
        << std::left << std::setw(36) << "rule" << std::right << std::setw(5) << "TP" << std::setw(5) << "FP"
        << std::setw(5) << "FN" << std::setw(11) << "precision" << std::setw(8) << "recall" << "\n";
  for (const auto& [rule, c] : counts) {
    table << std::left << std::setw(36) << rule << std::right << std::setw(5) << c.tp << std::setw(5) << c.fp
          << std::setw(5) << c.fn << std::setw(11) << std::fixed << std::setprecision(2) << c.precision() << std::setw(8)
          << c.recall() << "\n";
  }
  for (const auto& m : mismatches) table << "  " << m << "\n";
  std::cout << table.str();

  EXPECT_GE(questions, 30u);
  for (const auto& [rule, c] : counts) {
    EXPECT_GT(c.tp + c.fn, 0) << rule << " has no labelled example in tests/labelled/bank";
    EXPECT_GE(c.precision(), 0.9) << rule;
    EXPECT_GE(c.recall(), 0.9) << rule;
  }
}

}  // namespace
}  // namespace qbank
