#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "core/diagnostic.h"

namespace qbank::diagnostic_order_test {
namespace {

// Findings over a few files with colliding positions, rules and messages, so that the stable
// order of equal findings matters; `grouped` keeps each file's findings together and the files
// in order, as a run builds them.
std::vector<Diagnostic> findings(std::mt19937& rng, bool grouped) {
  std::vector<Diagnostic> out;
  const int files = 1 + static_cast<int>(rng() % 6);
  for (int f = 0; f < files; ++f) {
    const int n = static_cast<int>(rng() % 5);
    for (int k = 0; k < n; ++k) {
      Diagnostic d;
      d.file = "bank/t/q" + std::to_string(f) + ".toml";
      d.span = {{1 + static_cast<unsigned>(rng() % 3), 1 + static_cast<unsigned>(rng() % 2)}, {4, 1}};
      d.rule = rng() % 2 ? "spelling/unknown-word" : "explanation/no-support";
      d.message = rng() % 2 ? "a" : "b";
      d.word = std::to_string(out.size());  // tells equal findings apart
      out.push_back(std::move(d));
    }
  }
  if (!grouped) std::shuffle(out.begin(), out.end(), rng);
  return out;
}

std::vector<std::string> words(const std::vector<Diagnostic>& list) {
  std::vector<std::string> w;
  for (const auto& d : list) w.push_back(d.word);
  return w;
}

// Both sort_diagnostics give the order of a stable sort by diagnostic_less, on findings grouped by
// file (the fast path) and on shuffled ones.
TEST(DiagnosticOrder, BothSortsEqualAStableSortByDiagnosticLess) {
  std::mt19937 rng(7);
  for (int round = 0; round < 400; ++round) {
    const auto input = findings(rng, round % 2 == 0);
    auto expected = input;
    std::stable_sort(expected.begin(), expected.end(), diagnostic_less);

    auto sorted = input;
    sort_diagnostics(sorted);
    EXPECT_EQ(words(sorted), words(expected)) << "round " << round;

    std::vector<const Diagnostic*> view;
    for (const auto& d : input) view.push_back(&d);
    sort_diagnostics(view);
    std::vector<std::string> seen;
    for (const auto* d : view) seen.push_back(d->word);
    EXPECT_EQ(seen, words(expected)) << "round " << round;
  }
}

}  // namespace
}  // namespace qbank::diagnostic_order_test
