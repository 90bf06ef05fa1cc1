// `qbank stats`.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "author/stats.h"
#include "core/config.h"
#include "lint/bank_loader.h"
#include "test_util.h"

namespace qbank::stats_test {
namespace {
namespace fs = std::filesystem;

TEST(Stats, RealBankJson) {
  test::TempDir dir;
  test::copy_bank(dir.path());
  const auto r = test::run_qbank({"stats", "--format", "json", "bank"}, dir.path());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto doc = nlohmann::json::parse(r.out);
  ASSERT_EQ(doc["topics"].size(), 1u);
  const auto& t = doc["topics"][0];
  EXPECT_EQ(t["id"], "ai-hardware-en-softwarestack");
  EXPECT_EQ(t["title"], "AI-hardware en softwarestack");
  EXPECT_EQ(t["questions"], 12);
  std::size_t keyed = 0;
  for (const auto& [letter, n] : t["key_positions"].items()) keyed += n.get<std::size_t>();
  EXPECT_EQ(keyed, 12u);
  EXPECT_EQ(t["options"], 36);
  EXPECT_LE(t["option_length"]["min"].get<double>(), t["option_length"]["mean"].get<double>());
  EXPECT_LE(t["option_length"]["mean"].get<double>(), t["option_length"]["max"].get<double>());
  EXPECT_EQ(t["links"]["out"], 60);
  EXPECT_EQ(t["links"]["in"], 60);
  EXPECT_EQ(t["links"]["unknown"], 0);
  EXPECT_EQ(t["lint"], nlohmann::json({{"errors", 0}, {"warnings", 0}, {"infos", 0}}));
  EXPECT_EQ(doc["total"]["topics"], 1);
}

TEST(Stats, CountsPerTopic) {
  test::TempDir dir;
  dir.write("bank/a/topic.toml", "title = \"A\"\n");
  dir.write("bank/b/topic.toml", "title = \"B\"\n");
  // Key B, 3 options of lengths 12, 12, 11; links to b1 (other topic) and to nothing.
  dir.write("bank/a/a1.toml",
            "stem = \"Welke uitspraak over de test is juist?\"\n"
            "explanation = \"De toelichting legt uit waarom de tweede optie klopt.\"\n"
            "related = [\"b1\", \"weg\"]\n\n"
            "[[options]]\ntext = \"Eerste optie\"\n\n[[options]]\ntext = \"Tweede optie\"\ncorrect = true\n\n"
            "[[options]]\ntext = \"Derde optie\"\n");
  dir.write("bank/b/b1.toml", test::sample_question("Kort?"));  // a schema error; key B
  dir.write("bank/b/b2.toml",
            "stem = \"Welke uitspraak is juist?\"\nexplanation = \"Geen enkele optie is als juist gemarkeerd.\"\n"
            "\n[[options]]\ntext = \"Ja\"\n\n[[options]]\ntext = \"Nee\"\n");
  RealFileSystem fs;
  const fs::path old = fs::current_path();
  fs::current_path(dir.path());
  const BankLocation loc = locate_bank("bank");
  const Config config = load_config(fs, loc.root, {}, {});
  const LoadedBank loaded = load_bank(fs, loc, config, 1);
  fs::current_path(old);
  std::vector<Diagnostic> lint = loaded.diagnostics;
  const BankStats s = compute_stats(loaded.bank, lint);
  ASSERT_EQ(s.topics.size(), 2u);
  const TopicStats& a = s.topics[0];
  EXPECT_EQ(a.questions, 1u);
  // C is never the key, and still counted: every letter of the topic's options has a position.
  EXPECT_EQ(a.key_positions, (std::vector<std::size_t>{0, 1, 0}));
  EXPECT_EQ(a.option_length_min, 11u);
  EXPECT_EQ(a.option_length_max, 12u);
  EXPECT_NEAR(a.option_length_mean, 35.0 / 3, 1e-9);
  EXPECT_EQ(a.links_out, 2u);
  EXPECT_EQ(a.links_other_topic, 1u);
  EXPECT_EQ(a.links_unknown, 1u);
  EXPECT_EQ(a.links_in, 0u);
  // The longest-option cue: the key (12 characters) against the distractors (12 and 11), not longer
  // than every distractor.
  EXPECT_EQ(a.keyed, 1u);
  EXPECT_NEAR(a.key_length_mean, 12.0, 1e-9);
  EXPECT_NEAR(a.distractor_length_mean, 11.5, 1e-9);
  EXPECT_EQ(a.key_longest, 0u);
  EXPECT_EQ(a.statuses, (std::vector<std::size_t>{0, 0, 1, 0}));
  // "De toelichting legt uit waarom de tweede optie klopt." has 9 words: bucket 1-9.
  EXPECT_EQ(a.explanation_words, (std::vector<std::size_t>{0, 1, 0, 0, 0, 0, 0}));
  EXPECT_NEAR(a.explanation_words_mean, 9.0, 1e-9);
  EXPECT_TRUE(a.without_related_ids.empty());
  const TopicStats& b = s.topics[1];
  EXPECT_EQ(b.without_related_ids, (std::vector<std::string>{"b1", "b2"}));
  EXPECT_EQ(b.keyed, 1u);  // b2 has no key
  EXPECT_EQ(b.questions, 2u);
  EXPECT_EQ(b.no_single_key, 1u);
  EXPECT_EQ(b.links_in, 1u);
  EXPECT_EQ(b.without_related, 2u);
  EXPECT_EQ(b.errors, 1u);
  EXPECT_EQ(a.errors, 0u);
  EXPECT_EQ(s.total.questions, 3u);
  // Findings per rule: every finding counted once, under its rule and severity.
  std::size_t per_rule = 0;
  for (const RuleCount& r : s.rules) per_rule += r.count;
  EXPECT_EQ(per_rule, s.total.errors + s.total.warnings + s.total.infos);
  EXPECT_FALSE(s.rules.empty());
  for (std::size_t i = 1; i < s.rules.size(); ++i) EXPECT_GE(s.rules[i - 1].count, s.rules[i].count);

  std::ostringstream text;
  render_stats_text(s, text);
  EXPECT_NE(
      text.str().find(
          "onderwerp a (A)\n  vragen: 1\n  sleutelpositie: A 0 (0,0%), B 1 (100,0%), C 0 (0,0%)\n"
          "  opties: 3, lengte in tekens gemiddeld 11,7, min 11, max 12\n"
          "  verwijzingen (related): 2 uitgaand (2,0 per vraag), 0 inkomend, 1 naar andere onderwerpen, "
          "1 naar onbekende ids; 0 vragen zonder verwijzingen\n"
          "  lint: 0 fouten, 0 waarschuwingen, 0 meldingen\n"
          "  status: draft 0, review 0, published 1, retired 0\n"
          "  sleutel tegen afleiders (1 vraag met één sleutel): gemiddeld 12,0 tegen 11,5 tekens; de sleutel is "
          "de langste optie bij 0\n"
          "  toelichting: gemiddeld 9,0 woorden; 0: 0, 1–9: 1, 10–19: 0, 20–39: 0, 40–79: 0, 80–159: 0, 160+: 0\n"),
      std::string::npos)
      << text.str();
}

}  // namespace
}  // namespace qbank::stats_test
