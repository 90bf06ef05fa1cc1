// The set-similarity join behind duplicate/near: exact agreement with brute force (recall and
// precision) on generated stems with controlled edits, thresholds at the boundary, and
// independence from the number of threads.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <set>

#include "checks/duplicate/duplicate_finder.h"
#include "checks/duplicate/similarity_join.h"
#include "core/text/analyzer.h"
#include "test_util.h"

namespace qbank::duplicate_join_test {
namespace {

using simjoin::Pair;
using simjoin::TokenSet;

std::vector<TokenSet> sets_of(const std::vector<std::vector<std::string>>& docs) {
  return simjoin::make_token_sets(docs);
}

TEST(SimilarityJoin, RanksTokensRarestFirst) {
  // "de" is in all three lists, "gpu" in two, the rest in one.
  const auto sets = sets_of({{"de", "gpu", "snel"}, {"de", "gpu", "de"}, {"de", "cache"}});
  // Ranks: snel 0, cache 1 (once each, by first appearance), gpu 2, de 3.
  EXPECT_EQ(sets[0], (TokenSet{0, 2, 3}));
  EXPECT_EQ(sets[1], (TokenSet{2, 3}));
  EXPECT_EQ(sets[2], (TokenSet{1, 3}));
}

TEST(SimilarityJoin, IncludesPairsExactlyAtTheThreshold) {
  // 8 shared of 10 in the union: exactly 0.8. 4 of 5: exactly 0.8. 7 of 9: below.
  const std::vector<std::vector<std::string>> docs = {
      {"a", "b", "c", "d", "e", "f", "g", "h"},
      {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"},
      {"p", "q", "r", "s"},
      {"p", "q", "r", "s", "t"},
      {"k", "l", "m", "n", "o", "u", "v"},
      {"k", "l", "m", "n", "o", "u", "v", "w", "x"},
  };
  const auto sets = sets_of(docs);
  const std::vector<Pair> expected = {{0, 1, 8}, {2, 3, 4}};
  EXPECT_EQ(simjoin::all_pairs(sets, 0.8, 1), expected);
  EXPECT_EQ(simjoin::brute_force(sets, 0.8, 1), expected);
  EXPECT_TRUE(simjoin::reaches(8, 8, 10, 0.8));
  EXPECT_FALSE(simjoin::reaches(7, 7, 9, 0.8));
  EXPECT_DOUBLE_EQ(simjoin::jaccard(8, 8, 10), 0.8);
}

TEST(SimilarityJoin, IgnoresEmptySetsAndFindsIdenticalOnes) {
  const auto sets = sets_of({{}, {"x", "y"}, {}, {"y", "x"}, {"z"}});
  EXPECT_EQ(simjoin::all_pairs(sets, 1.0, 2), (std::vector<Pair>{{1, 3, 2}}));
  EXPECT_EQ(simjoin::brute_force(sets, 1.0, 2), (std::vector<Pair>{{1, 3, 2}}));
}

// Generated stems: Dutch-like sentences from a vocabulary with a few very common words (as in
// real stems) and a long tail, and copies with controlled edits.
class GeneratedStems {
 public:
  explicit GeneratedStems(unsigned seed) : rng_(seed) {
    const char* common[] = {"de", "het", "een", "van", "in", "bij", "met", "wat", "welke", "is", "wordt", "voor"};
    for (const char* w : common) vocabulary_.emplace_back(w);
    const char* syllables[] = {"ge", "heu",   "gen", "re",  "ken",  "band", "breed", "te",
                               "la", "ten",   "cy",  "pro", "ces",  "sor",  "mo",    "del",
                               "ge", "wicht", "ver", "wer", "king", "in",   "voer",  "tok"};
    std::uniform_int_distribution<int> syl(0, static_cast<int>(std::size(syllables)) - 1);
    std::set<std::string> words(vocabulary_.begin(), vocabulary_.end());
    while (vocabulary_.size() < 3000) {
      std::string w;
      const int n = 2 + static_cast<int>(rng_() % 3);
      for (int i = 0; i < n; ++i) w += syllables[syl(rng_)];
      if (words.insert(w).second) vocabulary_.push_back(w);
    }
  }

  // A word: the common ones often, the tail by a Zipf-like law.
  std::string word() {
    if (rng_() % 3 == 0) return vocabulary_[rng_() % 12];
    std::uniform_real_distribution<double> u(0.0, 1.0);
    const double x = std::pow(u(rng_), 2.5);
    return vocabulary_[12 + static_cast<std::size_t>(x * (vocabulary_.size() - 13))];
  }

  std::vector<std::string> sentence() {
    std::vector<std::string> s;
    const std::size_t n = 8 + rng_() % 20;
    for (std::size_t i = 0; i < n; ++i) s.push_back(word());
    return s;
  }

  // One of: substitute, delete or insert 1–4 words, reorder, change case and punctuation.
  std::vector<std::string> edit(std::vector<std::string> s) {
    const int kind = static_cast<int>(rng_() % 5);
    const int count = 1 + static_cast<int>(rng_() % 4);
    for (int k = 0; k < count && !s.empty(); ++k) {
      const std::size_t at = rng_() % s.size();
      switch (kind) {
        case 0:
          s[at] = word();
          break;
        case 1:
          s.erase(s.begin() + static_cast<std::ptrdiff_t>(at));
          break;
        case 2:
          s.insert(s.begin() + static_cast<std::ptrdiff_t>(at), word());
          break;
        case 3:
          std::swap(s[at], s[rng_() % s.size()]);
          break;
        default:
          s[at][0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[at][0])));
          s[at] += ",";
          break;
      }
    }
    return s;
  }

  static std::string text(const std::vector<std::string>& words) {
    std::string t;
    for (const auto& w : words) t += (t.empty() ? "" : " ") + w;
    return t + "?";
  }

 private:
  std::mt19937 rng_;
  std::vector<std::string> vocabulary_;
};

struct Agreement {
  std::size_t expected = 0;
  std::size_t found = 0;
  std::size_t common = 0;
  double recall() const { return expected ? static_cast<double>(common) / expected : 1.0; }
  double precision() const { return found ? static_cast<double>(common) / found : 1.0; }
};

Agreement compare(const std::vector<Pair>& expected, const std::vector<Pair>& found) {
  Agreement a{expected.size(), found.size(), 0};
  std::vector<Pair> common;
  auto less = [](const Pair& x, const Pair& y) { return x.a != y.a ? x.a < y.a : x.b < y.b; };
  std::set_intersection(expected.begin(), expected.end(), found.begin(), found.end(), std::back_inserter(common), less);
  a.common = common.size();
  return a;
}

TEST(SimilarityJoin, MatchesBruteForceOnGeneratedStemsWithEdits) {
  const auto analyzer = TextAnalyzer::load(test::source_dir() / "rules", "nl");
  GeneratedStems gen(20240611);
  std::vector<std::vector<std::string>> docs;
  // 1,200 originals, each followed by 0–3 edited copies (and copies of copies).
  for (int i = 0; i < 1200; ++i) {
    auto s = gen.sentence();
    docs.push_back(stem_words(*analyzer, GeneratedStems::text(s)));
    const int copies = i % 4;
    for (int c = 0; c < copies; ++c) {
      s = gen.edit(s);
      docs.push_back(stem_words(*analyzer, GeneratedStems::text(s)));
    }
  }
  const auto sets = simjoin::make_token_sets(docs);
  // Brute force once at the lowest threshold; the higher ones are subsets.
  const auto brute_all = simjoin::brute_force(sets, 0.5, 2);
  auto brute_at = [&](double t) {
    std::vector<Pair> out;
    for (const auto& p : brute_all) {
      if (simjoin::reaches(p.overlap, sets[p.a].size(), sets[p.b].size(), t)) out.push_back(p);
    }
    return out;
  };
  for (const double t : {0.5, 0.7, 0.8, 0.9, 1.0}) {
    const auto brute = brute_at(t);
    simjoin::JoinStats stats;
    const auto join = simjoin::all_pairs(sets, t, 2, &stats);
    const Agreement a = compare(brute, join);
    RecordProperty("recall_at_" + std::to_string(static_cast<int>(t * 100)), std::to_string(a.recall()));
    std::printf(
        "threshold %.2f: %zu records, %zu pairs by brute force, %zu by the join, %zu candidates verified; "
        "recall %.4f, precision %.4f\n",
        t, sets.size(), a.expected, a.found, stats.candidates, a.recall(), a.precision());
    EXPECT_GE(a.recall(), 0.99) << "threshold " << t;
    EXPECT_EQ(a.precision(), 1.0) << "threshold " << t;
    EXPECT_EQ(join, brute) << "threshold " << t;
    // The test means something only when the edits put pairs on both sides of the threshold.
    if (t == 0.8) {
      EXPECT_GT(brute.size(), 300u);
      EXPECT_GT(brute_at(0.6).size(), brute.size() + 100);
      // The filters must do their work: far fewer candidates than pairs of records.
      EXPECT_LT(stats.candidates, sets.size() * 5);
    }
  }
}

TEST(SimilarityJoin, ResultDoesNotDependOnThreads) {
  GeneratedStems gen(7);
  std::vector<std::vector<std::string>> docs;
  for (int i = 0; i < 800; ++i) {
    auto s = gen.sentence();
    docs.push_back(s);
    docs.push_back(gen.edit(s));
  }
  const auto sets = simjoin::make_token_sets(docs);
  const auto one = simjoin::all_pairs(sets, 0.8, 1);
  EXPECT_FALSE(one.empty());
  EXPECT_EQ(one, simjoin::all_pairs(sets, 0.8, 2));
  EXPECT_EQ(one, simjoin::all_pairs(sets, 0.8, 5));
}

TEST(SimilarityJoin, PackedWordListsGiveTheSameSets) {
  GeneratedStems gen(11);
  std::vector<std::vector<std::string>> docs;
  for (int i = 0; i < 3000; ++i) {  // enough for several tasks on two threads
    auto s = gen.sentence();
    docs.push_back(s);
    docs.push_back(gen.edit(s));
  }
  docs.push_back({});                                                         // an empty list
  docs.push_back({"een-heel-lang-woord-voorbij-de-inline-grens", "x", "x"});  // a long word, a repeat
  std::vector<std::string> packed;
  for (const auto& d : docs) {
    std::string p;
    for (const auto& w : d) p += w + "\n";
    packed.push_back(p);
  }
  std::vector<std::string> read_back;
  simjoin::for_each_packed_word(packed.back(), [&](std::string_view w) { read_back.emplace_back(w); });
  EXPECT_EQ(read_back, docs.back());
  const auto sets = simjoin::make_token_sets(docs, 2);
  EXPECT_EQ(simjoin::make_token_sets_packed(packed, 2), sets);
  EXPECT_EQ(simjoin::make_token_sets_packed(packed, 1), sets);
  EXPECT_EQ(sets.back().size(), 2u);
}

}  // namespace
}  // namespace qbank::duplicate_join_test
