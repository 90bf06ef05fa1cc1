// Measured quality of the answer/ and explanation/ checks on the labelled set in
// tests/labelled/bank (see tests/labelled/README.md). Every question names, in an `# expect:`
// comment, the findings of those two families it must give. The test prints precision and recall
// per rule, and fails when an error-severity rule falls below 0.9 precision, an answer/ rule below
// 0.9 recall, a sound question gets an error, more than 30 % of the sound questions get a warning,
// or fewer than 85 % of the labelled explanation flaws get a finding of that family.
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

namespace qbank::labelled_quality_test {
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

TEST(LabelledQuality, ErrorsArePreciseAndFlawsAreCaught) {
  const fs::path bank = test::tests_dir() / "labelled" / "bank";
  RealFileSystem fsys;
  LintOptions options;
  options.paths = {bank};
  options.jobs = 2;
  const LintResult result = run_lint(fsys, options);

  std::map<std::string, std::set<std::string>> found;  // canonical file -> rules
  std::map<std::string, std::vector<const Diagnostic*>> by_file;
  for (const auto& d : result.diagnostics) {
    const std::string file = fs::weakly_canonical(fs::path(d.file)).string();
    by_file[file].push_back(&d);
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
        << std::setw(5) << "FN" << std::setw(11) << "precision" << std::setw(8) << "recall"
        << "\n";
  for (const auto& [rule, c] : counts) {
    table << std::left << std::setw(36) << rule << std::right << std::setw(5) << c.tp << std::setw(5) << c.fp
          << std::setw(5) << c.fn << std::setw(11) << std::fixed << std::setprecision(2) << c.precision()
          << std::setw(8) << c.recall() << "\n";
  }
  for (const auto& m : mismatches) table << "  " << m << "\n";
  std::cout << table.str();

  EXPECT_GE(questions, 30u);
  // What a team gates on: an error must be near-certain (precision), and an answer/ rule must find
  // its flaw (recall). The explanation rules read prose: a labelled flaw must get a finding of
  // the family, at error or warning severity, and sound questions get no error at all and few
  // warnings (the figures in tests/labelled/README.md).
  for (const auto& [rule, c] : counts) {
    const RuleInfo* info = catalog.find(rule);
    ASSERT_NE(info, nullptr) << rule;
    if (rule != "answer/placeholder") {
      EXPECT_GT(c.tp + c.fn, 0) << rule << " has no labelled example in tests/labelled/bank";
    }
    if (info->severity == Severity::Error) {
      EXPECT_GE(c.precision(), 0.9) << rule;
    }
    if (rule_family(rule) == "answer") {
      EXPECT_GE(c.recall(), 0.9) << rule;
    }
  }
  std::size_t sound = 0, sound_with_error = 0, sound_with_warning = 0, flaws = 0, flaws_caught = 0;
  for (const auto& entry : fs::recursive_directory_iterator(bank)) {
    const fs::path p = entry.path();
    if (p.extension() != ".toml" || p.filename() == "topic.toml" || p.filename() == "qbank.toml") continue;
    const auto expected = expected_rules(p);
    const auto& diagnostics = by_file[fs::weakly_canonical(p).string()];
    if (expected.empty()) {
      ++sound;
      bool error = false, warning = false;
      for (const auto* d : diagnostics) {
        error = error || d->severity == Severity::Error;
        warning = warning || d->severity == Severity::Warning;
      }
      sound_with_error += error ? 1 : 0;
      sound_with_warning += warning ? 1 : 0;
      continue;
    }
    for (const auto& rule : expected) {
      if (rule_family(rule) != "explanation") continue;
      ++flaws;
      bool caught = false;
      for (const auto* d : diagnostics)
        caught = caught || (rule_family(d->rule) == "explanation" && d->severity != Severity::Info);
      flaws_caught += caught ? 1 : 0;
    }
  }
  std::cout << "sound questions: " << sound << ", with an error: " << sound_with_error
            << ", with a warning: " << sound_with_warning << "\nlabelled explanation flaws: " << flaws
            << ", caught by the family: " << flaws_caught << "\n";
  EXPECT_EQ(sound_with_error, 0u);
  EXPECT_LE(static_cast<double>(sound_with_warning), 0.30 * static_cast<double>(sound));
  EXPECT_GE(static_cast<double>(flaws_caught), 0.85 * static_cast<double>(flaws));
}

}  // namespace
}  // namespace qbank::labelled_quality_test
