// The built-in cue checks: longest key, clang association, key positions, numeric order.
#include <gtest/gtest.h>

#include <cmath>

#include "checks/style/key_position_bias.h"
#include "checks/style/numeric_order.h"
#include "lint/linter.h"
#include "test_util.h"

namespace qbank::style_cues_test {
namespace {
namespace fs = std::filesystem;

// --- Statistics -------------------------------------------------------------------------------

TEST(StyleCues, ChiSquarePValuesMatchKnownValues) {
  // df = 2: the survival function is exp(-x/2).
  EXPECT_NEAR(gamma_q(1.0, 13.5 / 2), std::exp(-6.75), 1e-12);
  // Critical values at 5 %: 3.841 (df 1), 5.991 (df 2), 11.070 (df 5).
  EXPECT_NEAR(gamma_q(0.5, 3.841459 / 2), 0.05, 1e-6);
  EXPECT_NEAR(gamma_q(1.0, 5.991465 / 2), 0.05, 1e-6);
  EXPECT_NEAR(gamma_q(2.5, 11.0705 / 2), 0.05, 1e-5);
  // 1 % at df 3 (series branch and continued fraction branch meet).
  EXPECT_NEAR(gamma_q(1.5, 11.34487 / 2), 0.01, 1e-6);
  EXPECT_NEAR(gamma_q(1.5, 0.1148318 / 2), 0.99, 1e-6);
  EXPECT_EQ(gamma_q(2.0, 0.0), 1.0);
}

TEST(StyleCues, PositionsAreTestedAgainstChanceEvenWithMixedOptionCounts) {
  // Ten of twelve three-option questions keyed C.
  std::vector<int> keys = {0, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2};
  const PositionTest t = test_positions(keys, std::vector<std::size_t>(12, 3));
  EXPECT_EQ(t.observed, (std::vector<std::size_t>{1, 1, 10}));
  EXPECT_EQ(t.expected, (std::vector<double>{4, 4, 4}));
  EXPECT_DOUBLE_EQ(t.chi_square, 13.5);
  EXPECT_EQ(t.df, 2);
  EXPECT_NEAR(t.p, 0.0011709, 1e-6);
  // Two three-option and two four-option questions: D can only be the key of the latter.
  const PositionTest mixed = test_positions({0, 1, 2, 3}, {3, 3, 4, 4});
  EXPECT_NEAR(mixed.expected[0], 2.0 / 3 + 0.5, 1e-12);
  EXPECT_NEAR(mixed.expected[3], 0.5, 1e-12);
  EXPECT_EQ(mixed.df, 3);
}

// --- Numbers --------------------------------------------------------------------------------

TEST(StyleCues, NumbersAreReadTheDutchWay) {
  auto values = [](std::string_view text) {
    std::vector<double> out;
    for (const auto& n : written_numbers(text)) out.push_back(n.value);
    return out;
  };
  EXPECT_EQ(values("Ongeveer 2,5 GB"), (std::vector<double>{2.5}));
  EXPECT_EQ(values("1.000 tokens en 0.25 s"), (std::vector<double>{1000, 0.25}));
  EXPECT_EQ(values("1.000.000 parameters"), (std::vector<double>{1000000}));
  EXPECT_EQ(values("−3 en -4,5 graden"), (std::vector<double>{-3, -4.5}));
  EXPECT_EQ(values("FP16 op een H100 met 80 GB"), (std::vector<double>{80}));
  const auto n = written_numbers("Ongeveer 14 GB");
  ASSERT_EQ(n.size(), 1u);
  EXPECT_EQ(n[0].begin, 9u);
  EXPECT_EQ(n[0].end, 11u);
}

// --- In a lint run ----------------------------------------------------------------------------

struct Q {
  std::string id;
  std::string stem;
  std::vector<std::string> options;
  int key;
};

std::string question_text(const Q& q) {
  std::string s = "stem = \"" + q.stem + "\"\nexplanation = \"De toelichting legt uit waarom de sleutel klopt.\"\n";
  for (std::size_t i = 0; i < q.options.size(); ++i) {
    s += "\n[[options]]\ntext = \"" + q.options[i] + "\"\n";
    if (static_cast<int>(i) == q.key) s += "correct = true\n";
  }
  return s;
}

// Writes a bank with the shipped rules and schemas; topics maps topic id -> questions.
fs::path write_bank(const test::TempDir& dir, const std::vector<std::pair<std::string, std::vector<Q>>>& topics,
                    const std::string& extra = "") {
  dir.write("bank/qbank.toml", "rules_dir = \"" + (test::source_dir() / "rules").string() + "\"\nschema_dir = \"" +
                                   (test::source_dir() / "schema").string() + "\"\n" + extra);
  for (const auto& [topic, questions] : topics) {
    dir.write("bank/" + topic + "/topic.toml", "title = \"Onderwerp " + topic + "\"\ndescription = \"Vragen over " +
                                                   topic + " voor de tests van de stijlregels.\"\n");
    for (const auto& q : questions) dir.write("bank/" + topic + "/" + q.id + ".toml", question_text(q));
  }
  return dir.path() / "bank";
}

// Findings of one rule as "file:line:col-line:col message".
std::vector<std::string> findings(const fs::path& bank, const std::string& rule) {
  RealFileSystem fs;
  LintOptions o;
  o.paths = {bank};
  o.jobs = 2;
  std::vector<std::string> out;
  for (const auto& d : run_lint(fs, o).diagnostics) {
    if (d.rule != rule) continue;
    out.push_back(fs::path(d.file).parent_path().filename().string() + "/" + fs::path(d.file).filename().string() +
                  ":" + std::to_string(d.span.begin.line) + ":" + std::to_string(d.span.begin.column) + "-" +
                  std::to_string(d.span.end.line) + ":" + std::to_string(d.span.end.column) + " " + d.message);
  }
  return out;
}

// Twelve numeric questions with ascending options and the key at `keys[i]`.
std::vector<Q> memory_questions(const std::vector<int>& keys, const std::string& prefix = "vraag") {
  std::vector<Q> out;
  for (std::size_t i = 0; i < keys.size(); ++i) {
    const std::string n = std::to_string(i + 10);
    out.push_back({prefix + "-" + n,
                   "Hoeveel geheugen vergen de gewichten van model " + n + " ongeveer?",
                   {"Ongeveer " + n + " GB", "Ongeveer " + std::to_string(2 * (i + 10)) + " GB",
                    "Ongeveer " + std::to_string(4 * (i + 10)) + " GB"},
                   keys[i]});
  }
  return out;
}

// The acceptance case of the issue: a bank in which 10 of 12 keys are C.
TEST(StyleCues, TenOfTwelveKeysAtCAreReported) {
  test::TempDir dir;
  // Keys C C C A C C C B C C C C (in id order): ten C's, and a run of four at the end.
  const auto bank = write_bank(dir, {{"geheugen", memory_questions({2, 2, 2, 0, 2, 2, 2, 1, 2, 2, 2, 2})}});
  EXPECT_EQ(findings(bank, "style/key-position-bias"),
            (std::vector<std::string>{
                "geheugen/topic.toml:1:9-1:29 de sleutels van de 12 vragen van onderwerp `geheugen` staan niet "
                "toevallig verdeeld over de posities: A 1, B 1, C 10 (bij toeval 4,0 elk; χ² = 13,50, df = 2, p = "
                "0,0012); wie dat merkt, gokt de vaakste letter: schud de opties van een deel van de vragen zodat elke "
                "positie ongeveer even vaak de sleutel is",
                "geheugen/vraag-21.toml:12:11-12:15 de sleutel staat in onderwerp `geheugen` bij 4 vragen op rij (op "
                "id) op positie C: vraag-18, vraag-19, vraag-20, vraag-21; meer dan 3 op rij valt op en verraadt de "
                "sleutel: zet bij deze vraag de sleutel op een andere positie"}));
}

TEST(StyleCues, NineOfTwelveWithoutRunsGivesOnlyTheChanceTest) {
  test::TempDir dir;
  // Keys A C A C C B C C A C C C: eight C's, no run longer than three.
  const auto bank = write_bank(dir, {{"geheugen", memory_questions({0, 2, 0, 2, 2, 1, 2, 2, 0, 2, 2, 2})}});
  EXPECT_EQ(findings(bank, "style/key-position-bias"),
            (std::vector<std::string>{
                "geheugen/topic.toml:1:9-1:29 de sleutels van de 12 vragen van onderwerp `geheugen` staan niet "
                "toevallig verdeeld over de posities: A 3, B 1, C 8 (bij toeval 4,0 elk; χ² = 6,50, df = 2, p = "
                "0,0388); wie dat merkt, gokt de vaakste letter: schud de opties van een deel van de vragen zodat elke "
                "positie ongeveer even vaak de sleutel is"}));
}

TEST(StyleCues, BalancedKeysAndSmallTopicsAreSilent) {
  test::TempDir dir;
  const auto bank = write_bank(dir, {{"geheugen", memory_questions({0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2})},
                                     {"klein", memory_questions({2, 2, 2, 0, 2}, "klein")}});
  EXPECT_TRUE(findings(bank, "style/key-position-bias").empty());
}

TEST(StyleCues, TheWholeBankIsTestedAtQbankToml) {
  test::TempDir dir;
  // Two topics of six, each too small for its own test, together twelve with ten C's.
  const auto bank = write_bank(dir,
                               {{"a-onderwerp", memory_questions({2, 2, 0, 2, 2, 2}, "a")},
                                {"b-onderwerp", memory_questions({2, 2, 1, 2, 2, 2}, "b")}},
                               "[style]\nkey_position_max_run = 5\n");
  EXPECT_EQ(findings(bank, "style/key-position-bias"),
            (std::vector<std::string>{
                "bank/qbank.toml:1:1-1:1 de sleutels van alle 12 vragen van de bank staan niet toevallig verdeeld "
                "over de posities: A 1, B 1, C 10 (bij toeval 4,0 elk; χ² = 13,50, df = 2, p = 0,0012); schud de "
                "opties van een deel van de vragen zodat elke positie ongeveer even vaak de sleutel is"}));
}

TEST(StyleCues, LongestOptionKeyNeedsBothRatioAndMargin) {
  test::TempDir dir;
  const std::string d20 = "Twintig tekens lang!";                           // 20
  const std::string k45 = "Precies vijfenveertig tekens lang, met komma.";  // 45: 2.25x but only 25 more
  const std::string k44 = "Precies vierenveertig tekens lang, zonder .";    // 43: not 25 more
  ASSERT_EQ(d20.size(), 20u);
  ASSERT_EQ(k45.size(), 45u);
  const auto bank = write_bank(dir, {{"lengte",
                                      {{"lang", "Welke optie is de sleutel?", {d20, k45, "Kort"}, 1},
                                       {"net-niet", "Welke optie is de sleutel?", {d20, k44, "Kort"}, 1}}}});
  EXPECT_EQ(findings(bank, "style/longest-option-key"),
            (std::vector<std::string>{
                "lengte/lang.toml:8:9-8:54 de sleutel (B) is met 45 tekens veel langer dan de langste afleider (A, 20 "
                "tekens; 2,2 keer zo lang): wie twijfelt kiest de langste optie; maak de afleiders even precies en "
                "uitgebreid, of schrijf de sleutel korter"}));
  test::TempDir strict;
  const auto bank2 = write_bank(strict, {{"lengte", {{"lang", "Welke optie is de sleutel?", {d20, k45, "Kort"}, 1}}}},
                                "[style]\nlongest_option_ratio = 2.5\n");
  EXPECT_TRUE(findings(bank2, "style/longest-option-key").empty());
}

TEST(StyleCues, ClangAssociationIgnoresWordsTheDistractorsShare) {
  test::TempDir dir;
  const auto bank = write_bank(
      dir, {{"cache",
             {{"rol",
               "Welke rol speelt de KV-cache bij het genereren van tekst?",
               {"Hij bewaart keys en values voor het genereren van nieuwe tokens", "Hij slaat eerdere antwoorden op",
                "Hij houdt de gewichten vast"},
               0},
              {"gedeeld",
               "Welke rol speelt de KV-cache bij het genereren van tekst?",
               {"Hij bewaart keys en values voor het genereren van nieuwe tokens",
                "Hij versnelt het genereren door antwoorden op te slaan", "Hij houdt de gewichten vast"},
               0},
              {"meervoud", "Hoeveel bytes beslaat één waarde in BF16?", {"Ongeveer 1 byte", "Ongeveer 2 bytes"}, 1}}}});
  EXPECT_EQ(findings(bank, "style/clang-association"),
            (std::vector<std::string>{
                "cache/rol.toml:5:45-5:54 het woord `genereren` in de sleutel (A) komt ook in de stam voor, maar in "
                "geen enkele afleider: zo wijst de stam de sleutel aan; gebruik het woord ook in een afleider of "
                "formuleer de sleutel anders"}));
}

TEST(StyleCues, NumericOptionsOutOfOrderAreReportedAtTheFirstDrop) {
  test::TempDir dir;
  const auto bank = write_bank(dir, {{"getallen",
                                      {{"omgekeerd",
                                        "Hoeveel geheugen vergen de gewichten ongeveer?",
                                        {"Ongeveer 28 GB", "Ongeveer 7 GB", "Ongeveer 14 GB"},
                                        2},
                                       {"andere-eenheid",
                                        "Hoe lang duurt een stap ongeveer?",
                                        {"Ongeveer 7 ms", "Ongeveer 1 s", "Ongeveer 70 ms"},
                                        0},
                                       {"oplopend",
                                        "Hoeveel geheugen vergen de gewichten ongeveer?",
                                        {"Ongeveer 2,5 GB", "Ongeveer 14 GB", "Ongeveer 1.000 GB"},
                                        1}}}});
  EXPECT_EQ(
      findings(bank, "style/numeric-order"),
      (std::vector<std::string>{
          "getallen/omgekeerd.toml:8:18-8:19 de getallen van de opties staan niet oplopend (A 28, B 7, C 14); zet "
          "de opties van klein naar groot (7, 14, 28), met `correct = true` bij dezelfde optie: dan zoekt een "
          "student het getal snel en verraadt de volgorde niets over de sleutel"}));
}

// The real bank has no style finding: every one was fixed or suppressed with a reason.
TEST(StyleCues, TheRealBankIsClean) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  RealFileSystem fs;
  LintOptions o;
  o.paths = {bank};
  for (const auto& d : run_lint(fs, o).diagnostics) {
    EXPECT_NE(rule_family(d.rule), "style") << d.file << ":" << d.span.begin.line << " " << d.message;
  }
}

}  // namespace
}  // namespace qbank::style_cues_test
