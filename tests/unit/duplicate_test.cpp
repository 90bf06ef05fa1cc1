// The duplicate/* rules: the analysis on questions built in memory, and the acceptance cases on
// mutated copies of the real bank, linted as `qbank lint` does.
#include <gtest/gtest.h>

#include <algorithm>

#include "checks/duplicate/duplicate_finder.h"
#include "checks/duplicate/similarity_join.h"
#include "core/text/analyzer.h"
#include "lint/linter.h"
#include "test_util.h"

namespace qbank::duplicate_test {
namespace {
namespace fs = std::filesystem;

// ---- The analysis, on questions built in memory --------------------------------------------

const TextAnalyzer& analyzer() {
  static const auto a = TextAnalyzer::load(test::source_dir() / "rules", "nl");
  return *a;
}

Question make_question(const std::string& id, const std::string& stem, std::vector<std::string> options, int key,
                       const std::string& status = "") {
  Question q;
  q.id = id;
  q.stem.set(stem);
  q.stem.present = true;
  if (!status.empty()) {
    q.status.set(status);
    q.status.present = true;
  }
  for (std::size_t i = 0; i < options.size(); ++i) {
    Option o;
    o.index = i;
    o.text.set(options[i]);
    o.text.present = true;
    o.correct = static_cast<int>(i) == key;
    q.options.push_back(o);
  }
  return q;
}

DuplicateSettings default_settings() {
  DuplicateSettings s;
  for (const char* u : {"gb", "mb", "ms", "s", "bytes", "miljard"}) s.units.insert(u);
  return s;
}

std::string describe(const std::vector<Question>& qs, const std::vector<DuplicatePair>& pairs) {
  std::string out;
  for (const auto& p : pairs) {
    char sim[16];
    std::snprintf(sim, sizeof sim, "%.2f", p.similarity);
    out += std::string(rule_name(duplicate_rule(p.kind))) + " " + qs[p.a].id + " " + qs[p.b].id +
           (p.kind == DuplicateKind::Near ? std::string(" ") + sim : std::string()) + "\n";
  }
  return out;
}

std::string find(const std::vector<Question>& qs, const DuplicateSettings& s = default_settings()) {
  return describe(qs, find_duplicates(qs, s, analyzer(), 2));
}

const std::vector<std::string> kKvOptions = {
    "Hij slaat eerder gegenereerde antwoorden op",
    "Hij houdt de modelgewichten vast in snel geheugen",
    "Hij bewaart de keys en values van eerdere tokens",
};
const std::string kKvStem = "Welke bewering beschrijft juist waarvoor de KV-cache dient bij inferentie?";

TEST(NormalizeText, FoldsCaseAccentsPunctuationAndSpace) {
  EXPECT_EQ(normalize_text("  De KV-cache,\t hé?  "), "de kv cache he");
  // NFD (e + combining diaeresis) and NFC give the same text.
  EXPECT_EQ(normalize_text("efficie\xCC\x88ntie"), normalize_text("efficiëntie"));
  EXPECT_EQ(normalize_text("Ongeveer 2,5 GB!"), "ongeveer 2 5 gb");
  EXPECT_EQ(normalize_text("?!"), "");
}

TEST(DuplicateFinder, ExactIgnoresOptionOrderCaseAccentsAndPunctuation) {
  auto reordered = kKvOptions;
  std::reverse(reordered.begin(), reordered.end());
  reordered[0] = "hij bewaart de KEYS en values van eerdere tokens.";
  const std::vector<Question> qs = {
      make_question("a", kKvStem, kKvOptions, 2),
      make_question("b", "welke bewering beschrijft juist, waarvoor de kv cache dient bij inferentie", reordered, 0),
  };
  EXPECT_EQ(find(qs), "duplicate/exact a b\n");
}

TEST(DuplicateFinder, ConflictingKeyWhenTheSameQuestionKeysAnotherOption) {
  const std::vector<Question> qs = {make_question("a", kKvStem, kKvOptions, 2),
                                    make_question("b", kKvStem, kKvOptions, 1)};
  EXPECT_EQ(find(qs), "duplicate/conflicting-key a b\n");
}

TEST(DuplicateFinder, SameStemWithOtherOptionsIsNearAtOne) {
  const std::vector<Question> qs = {
      make_question("a", kKvStem, kKvOptions, 2),
      make_question("b", kKvStem, {"Het bewaart tokens", "Het versnelt de training", "Het comprimeert gewichten"}, 0)};
  EXPECT_EQ(find(qs), "duplicate/near a b 1.00\n");
}

TEST(DuplicateFinder, EveryPairOfThreeCopiesIsReportedOnce) {
  const std::vector<Question> qs = {make_question("a", kKvStem, kKvOptions, 2),
                                    make_question("b", kKvStem, kKvOptions, 2),
                                    make_question("c", kKvStem, kKvOptions, 2)};
  EXPECT_EQ(find(qs), "duplicate/exact a b\nduplicate/exact a c\nduplicate/exact b c\n");
}

TEST(DuplicateFinder, NumericVariantTakesPrecedenceOverNearAndSameOptions) {
  const std::string fp16 =
      "Hoeveel geheugen vergen de gewichten ongeveer wanneer je 7 miljard parameters in FP16 opslaat, "
      "dus met 2 bytes per parameter?";
  std::string fp32 = fp16;
  fp32.replace(fp32.find("FP16"), 4, "FP32");
  fp32.replace(fp32.find("2 bytes"), 7, "4 bytes");
  const std::vector<std::string> options = {"Ongeveer 7 GB", "Ongeveer 14 GB", "Ongeveer 28 GB"};
  // Same options and key too: still only the variant.
  const std::vector<Question> qs = {make_question("fp16", fp16, options, 1), make_question("fp32", fp32, options, 1)};
  EXPECT_EQ(find(qs), "duplicate/numeric-variant fp16 fp32\n");
  // Units and number words count as numbers; other letters do not.
  std::string mb = fp16;
  mb.replace(mb.find("7 miljard"), 9, "13 miljoen");
  std::string bf16 = fp16;
  bf16.replace(bf16.find("FP16"), 4, "BF16");
  DuplicateSettings s = default_settings();
  s.units.insert("miljoen");
  EXPECT_EQ(find({make_question("a", fp16, options, 1), make_question("b", mb, {"x y z", "u v w", "p q r"}, 0)}, s),
            "duplicate/numeric-variant a b\n");
  EXPECT_EQ(find({make_question("a", fp16, options, 1), make_question("b", bf16, {"x y z", "u v w", "p q r"}, 0)}, s),
            "duplicate/near a b 0.90\n");
}

TEST(DuplicateFinder, SameOptionsUnderAnotherStem) {
  const std::vector<Question> qs = {
      make_question("a", kKvStem, kKvOptions, 2),
      make_question("b", "Wat doet de KV-cache van een transformer tijdens het genereren?", kKvOptions, 2),
      // Same options, other key: not reported.
      make_question("c", "Welke uitspraak over de cache van een taalmodel klopt niet?", kKvOptions, 0)};
  EXPECT_EQ(find(qs), "duplicate/same-options a b\n");
}

TEST(DuplicateFinder, TrueFalseOptionsAndShortGenericStemsAreNotPaired) {
  const std::vector<Question> qs = {
      make_question("a", "Een GPU heeft meer rekeneenheden dan een CPU.", {"Juist", "Onjuist"}, 0),
      make_question("b", "De KV-cache groeit met de lengte van de tekst.", {"Juist", "Onjuist"}, 0),
      make_question("c", "Welke bewering is juist?", kKvOptions, 2),
      make_question("d", "Welke bewering is juist?",
                    {"Prefill is rekenbegrensd", "Decode is rekenbegrensd", "Beide zijn geheugenbegrensd"}, 0)};
  EXPECT_EQ(find(qs), "");
  DuplicateSettings s = default_settings();
  s.near_min_words = 1;
  s.same_options_min_words = 1;
  EXPECT_EQ(find(qs, s), "duplicate/same-options a b\nduplicate/near c d 1.00\n");
}

TEST(DuplicateFinder, RetiredQuestionsTakeNoPart) {
  const std::vector<Question> qs = {make_question("a", kKvStem, kKvOptions, 2),
                                    make_question("b", kKvStem, kKvOptions, 2, "retired"),
                                    make_question("c", kKvStem, kKvOptions, 2, "draft")};
  EXPECT_EQ(find(qs), "duplicate/exact a c\n");
}

TEST(DuplicateFinder, NearReportsTheJaccardOfTheStemmedWordSets) {
  // 17 distinct words, one changed: 16 / 18.
  const std::string stem =
      "Welk nadeel treedt op wanneer je bij inferentie met een neuraal netwerk de batchgrootte te groot kiest?";
  std::string edited = stem;
  edited.replace(edited.find("kiest"), 5, "neemt");
  const auto pairs = find_duplicates({make_question("a", stem, {"x"}, 0), make_question("b", edited, {"y"}, 0)},
                                     default_settings(), analyzer(), 1);
  ASSERT_EQ(pairs.size(), 1u);
  EXPECT_EQ(pairs[0].kind, DuplicateKind::Near);
  EXPECT_DOUBLE_EQ(pairs[0].similarity, 16.0 / 18.0);
  // Inflected forms share a stem: "gewichten" and "gewicht" count as one word.
  EXPECT_EQ(stem_words(analyzer(), "de gewichten"), stem_words(analyzer(), "De gewicht"));
}

TEST(DuplicateFinder, WordsMatchTheAnalyserOnTrickyText) {
  // The finder tokenises stems chunk by chunk (between ASCII white space) with a cache; the words
  // must be exactly those of the analyser on the whole text. Checked through the similarity.
  const std::vector<std::string> stems = {
      "Hoeveel GB (2,5 of 2.5) kost\u00a0de KV-cache\tvan een model met 7B parameters in FP16?",
      "Hoeveel GB kost de kv-cache, bij 2,5\nmiljard parameters in FP16, per token?",
      "Waarom  is  de efficie\xCC\x88ntie  van  GPU's  bij  (grote)  batches  hoger?",
      "Waarom is de efficiëntie van GPU’s bij grote batches hoger dan bij kleine?"};
  std::vector<Question> qs;
  std::vector<std::vector<std::string>> reference;
  for (std::size_t i = 0; i < stems.size(); ++i) {
    qs.push_back(make_question("q" + std::to_string(i), stems[i], {"optie " + std::to_string(i)}, 0));
    reference.push_back(stem_words(analyzer(), stems[i]));
  }
  DuplicateSettings s = default_settings();
  s.near_threshold = 0.01;  // every pair that shares a word
  const auto sets = simjoin::make_token_sets(reference);
  std::string expected;
  for (std::size_t a = 0; a < qs.size(); ++a) {
    for (std::size_t b = a + 1; b < qs.size(); ++b) {
      const double j = simjoin::jaccard(simjoin::overlap(sets[a], sets[b]), sets[a].size(), sets[b].size());
      char line[64];
      std::snprintf(line, sizeof line, "q%zu q%zu %.6f\n", a, b, j);
      expected += line;
    }
  }
  std::string actual;
  for (const auto& p : find_duplicates(qs, s, analyzer(), 2)) {
    char line[64];
    std::snprintf(line, sizeof line, "q%zu q%zu %.6f\n", p.a, p.b, p.similarity);
    actual += line;
  }
  EXPECT_EQ(actual, expected);
  EXPECT_NE(expected.find("q2 q3 "), std::string::npos);
}

// ---- Acceptance: mutated copies of the real bank --------------------------------------------

constexpr const char* kDuplicateTopic = "ai-hardware-en-softwarestack";

class DuplicateBank : public testing::Test {
 protected:
  void SetUp() override { bank_ = test::copy_bank(dir_.path()); }

  fs::path question(const std::string& id) const { return bank_ / kDuplicateTopic / (id + ".toml"); }

  // A second topic to copy questions into.
  fs::path other_topic() const {
    const fs::path t = bank_ / "geheugen-en-cache";
    if (!fs::exists(t / "topic.toml")) {
      fs::create_directories(t);
      test::write_file(t / "topic.toml",
                       "#:schema ../../schema/topic.schema.json\ntitle = \"Geheugen en cache\"\n"
                       "description = \"Hoe het geheugen van een versneller wordt gebruikt.\"\n");
    }
    return t;
  }

  // Lints the copy from its parent folder, so paths read bank/...; keeps duplicate findings and
  // suppression findings.
  std::vector<Diagnostic> lint(const std::vector<std::string>& rules_prefixes = {"duplicate/"}) const {
    const fs::path old = fs::current_path();
    fs::current_path(dir_.path());
    RealFileSystem fsys;
    LintOptions options;
    options.paths = {"bank"};
    options.jobs = 2;
    LintResult r = run_lint(fsys, options);
    fs::current_path(old);
    std::vector<Diagnostic> out;
    for (auto& d : r.diagnostics) {
      for (const auto& p : rules_prefixes) {
        if (d.rule.rfind(p, 0) == 0) {
          out.push_back(d);
          break;
        }
      }
    }
    return out;
  }

  test::TempDir dir_;
  fs::path bank_;
};

// The option blocks of a question file, and the text before them.
struct Split {
  std::string head;
  std::vector<std::string> options;
  std::string tail;  // [compute] and anything after the options
};

Split split_options(const std::string& text) {
  Split s;
  std::size_t at = text.find("\n[[options]]");
  s.head = text.substr(0, at + 1);
  const std::size_t compute = text.find("\n[compute]");
  const std::string body = text.substr(at + 1, compute == std::string::npos ? std::string::npos : compute + 1 - at - 1);
  if (compute != std::string::npos) s.tail = text.substr(compute + 1);
  std::size_t from = 0;
  while (from < body.size()) {
    std::size_t next = body.find("[[options]]", from + 1);
    if (next == std::string::npos) next = body.size();
    std::string block = body.substr(from, next - from);
    while (!block.empty() && block.back() == '\n') block.pop_back();
    s.options.push_back(block + "\n");
    from = next;
  }
  return s;
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

std::string summary(const std::vector<Diagnostic>& ds) {
  std::string out;
  for (const auto& d : ds) {
    out += d.file + ":" + std::to_string(d.span.begin.line) + ":" + std::to_string(d.span.begin.column) + " " +
           std::string(severity_name(d.severity)) + " " + d.rule + " other=" + d.other;
    for (const auto& r : d.related) out += " related=" + r.file + ":" + std::to_string(r.span.begin.line);
    out += "\n";
  }
  return out;
}

TEST_F(DuplicateBank, TheRealBankHasNoDuplicateFindings) { EXPECT_EQ(summary(lint({"duplicate/", "schema/"})), ""); }

TEST_F(DuplicateBank, CopyInAnotherTopicWithReorderedOptionsAndOtherCapitalsIsExactAtBothFiles) {
  Split s = split_options(test::read_file(question("kv-cache-rol")));
  std::reverse(s.options.begin(), s.options.end());
  // Capitals changed: the stem in lower case, "KV-cache" as "kv-CACHE".
  std::string head = replace_all(s.head, "Welke bewering", "welke Bewering");
  head = replace_all(head, "KV-cache dient", "kv-CACHE dient");
  std::string copy = head;
  for (const auto& o : s.options) copy += "\n" + o;
  test::write_file(other_topic() / "kv-cache-kopie.toml", copy + s.tail);

  const auto ds = lint();
  EXPECT_EQ(summary(ds),
            "bank/ai-hardware-en-softwarestack/kv-cache-rol.toml:2:9 error duplicate/exact other=kv-cache-kopie "
            "related=bank/geheugen-en-cache/kv-cache-kopie.toml:2\n"
            "bank/geheugen-en-cache/kv-cache-kopie.toml:2:9 error duplicate/exact other=kv-cache-rol "
            "related=bank/ai-hardware-en-softwarestack/kv-cache-rol.toml:2\n");
  ASSERT_EQ(ds.size(), 2u);
  EXPECT_EQ(ds[1].message,
            "dezelfde vraag als `kv-cache-rol`: stam en opties zijn gelijk (volgorde, hoofdletters, accenten en "
            "leestekens tellen niet mee); verwijder een van beide en laat `related` naar de overgebleven vraag wijzen");
  EXPECT_EQ(ds[1].related[0].message, "de andere vraag, `kv-cache-rol`");
}

TEST_F(DuplicateBank, OneChangedWordOfACopiedStemIsNear) {
  const std::string text = test::read_file(question("nadeel-grote-batch"));
  ASSERT_NE(text.find("te groot kiest?"), std::string::npos);
  test::write_file(other_topic() / "batch-te-groot.toml", replace_all(text, "te groot kiest?", "te groot neemt?"));

  const auto ds = lint();
  EXPECT_EQ(summary(ds),
            "bank/ai-hardware-en-softwarestack/nadeel-grote-batch.toml:2:9 warning duplicate/near other=batch-te-groot "
            "related=bank/geheugen-en-cache/batch-te-groot.toml:2\n"
            "bank/geheugen-en-cache/batch-te-groot.toml:2:9 warning duplicate/near other=nadeel-grote-batch "
            "related=bank/ai-hardware-en-softwarestack/nadeel-grote-batch.toml:2\n");
  ASSERT_EQ(ds.size(), 2u);
  EXPECT_EQ(ds[0].message,
            "de stam lijkt sterk op die van `batch-te-groot` (gelijkenis 0,88, drempel 0,80): waarschijnlijk dezelfde "
            "vraag; verwijder een van beide, of herschrijf de stam zodat hij zegt wat deze vraag anders vraagt (bewust "
            "zo? zet bij een van beide `[[suppress]]` met rule = \"duplicate/near\", other = \"batch-te-groot\" en een "
            "reason)");
}

TEST_F(DuplicateBank, TheFp32VariantGivesOnlyTheInfo) {
  // The options and key are left as they are: the variant must still not count as a duplicate.
  std::string text = test::read_file(question("gewichtsgeheugen-7b-fp16"));
  text = replace_all(text, "in FP16 opslaat, dus met 2 bytes", "in FP32 opslaat, dus met 4 bytes");
  test::write_file(question("gewichtsgeheugen-7b-fp32"), text);

  const auto ds = lint();
  EXPECT_EQ(
      summary(ds),
      "bank/ai-hardware-en-softwarestack/gewichtsgeheugen-7b-fp16.toml:2:116 info duplicate/numeric-variant "
      "other=gewichtsgeheugen-7b-fp32 related=bank/ai-hardware-en-softwarestack/gewichtsgeheugen-7b-fp32.toml:2\n"
      "bank/ai-hardware-en-softwarestack/gewichtsgeheugen-7b-fp32.toml:2:116 info duplicate/numeric-variant "
      "other=gewichtsgeheugen-7b-fp16 related=bank/ai-hardware-en-softwarestack/gewichtsgeheugen-7b-fp16.toml:2\n");
  ASSERT_EQ(ds.size(), 2u);
  EXPECT_EQ(ds[0].message,
            "de stam verschilt van die van `gewichtsgeheugen-7b-fp32` alleen in getallen of eenheden (hier “FP16” en "
            "“2”, daar “FP32” en “4”): een variant, geen dubbel; controleer dat de sleutel bij deze getallen past");
  // The span runs from FP16 to the 2: "FP16 opslaat, dus met 2".
  EXPECT_EQ(ds[0].span.end.column - ds[0].span.begin.column, 23u);
}

TEST_F(DuplicateBank, ACopyWithAnotherKeyIsAConflictAtBothKeys) {
  Split s = split_options(test::read_file(question("decode-tijd-per-token")));
  ASSERT_EQ(s.options.size(), 3u);
  s.options[0] = replace_all(s.options[0], "correct = true\n", "");
  s.options[1] += "correct = true\n";
  std::string copy = s.head;
  for (const auto& o : s.options) copy += "\n" + o;
  test::write_file(other_topic() / "decode-ondergrens.toml", copy);

  const auto ds = lint();
  EXPECT_EQ(summary(ds),
            "bank/ai-hardware-en-softwarestack/decode-tijd-per-token.toml:9:11 error duplicate/conflicting-key "
            "other=decode-ondergrens related=bank/geheugen-en-cache/decode-ondergrens.toml:13\n"
            "bank/geheugen-en-cache/decode-ondergrens.toml:13:11 error duplicate/conflicting-key "
            "other=decode-tijd-per-token related=bank/ai-hardware-en-softwarestack/decode-tijd-per-token.toml:9\n");
  ASSERT_EQ(ds.size(), 2u);
  EXPECT_EQ(ds[0].message,
            "dezelfde stam en opties als `decode-ondergrens`, maar een andere sleutel: hier “Ongeveer 7 ms”, daar "
            "“Ongeveer 14 ms”; zoek uit welke sleutel klopt, zet die goed en verwijder daarna een van beide vragen");
}

TEST_F(DuplicateBank, ASuppressionNamingTheOtherAllowsThePairFromEitherSide) {
  const std::string text = test::read_file(question("nadeel-grote-batch"));
  const std::string copy = replace_all(text, "te groot kiest?", "te groot neemt?");
  const std::string suppress =
      "\n[[suppress]]\nrule = \"duplicate/near\"\nother = \"nadeel-grote-batch\"\nreason = \"bewust herhaald\"\n";
  test::write_file(other_topic() / "batch-te-groot.toml", copy + suppress);
  EXPECT_EQ(summary(lint({"duplicate/", "schema/"})), "");

  // A suppression naming another question allows nothing, and is reported as unused.
  test::write_file(other_topic() / "batch-te-groot.toml",
                   replace_all(copy + suppress, "other = \"nadeel-grote-batch\"", "other = \"kv-cache-rol\""));
  EXPECT_EQ(summary(lint({"duplicate/", "schema/"})),
            "bank/ai-hardware-en-softwarestack/nadeel-grote-batch.toml:2:9 warning duplicate/near other=batch-te-groot "
            "related=bank/geheugen-en-cache/batch-te-groot.toml:2\n"
            "bank/geheugen-en-cache/batch-te-groot.toml:2:9 warning duplicate/near other=nadeel-grote-batch "
            "related=bank/ai-hardware-en-softwarestack/nadeel-grote-batch.toml:2\n"
            "bank/geheugen-en-cache/batch-te-groot.toml:17:1 warning schema/unused-suppression other=\n");
}

TEST_F(DuplicateBank, TheThresholdAndTheRulesAreConfigurable) {
  const std::string text = test::read_file(question("nadeel-grote-batch"));
  test::write_file(other_topic() / "batch-te-groot.toml", replace_all(text, "te groot kiest?", "te groot neemt?"));
  const std::string config = test::read_file(bank_ / "qbank.toml");
  // The copy keeps the options and key: below the threshold it is still a paraphrase suspect.
  const std::string same_options =
      "bank/ai-hardware-en-softwarestack/nadeel-grote-batch.toml:2:9 warning duplicate/same-options "
      "other=batch-te-groot related=bank/geheugen-en-cache/batch-te-groot.toml:2\n"
      "bank/geheugen-en-cache/batch-te-groot.toml:2:9 warning duplicate/same-options other=nadeel-grote-batch "
      "related=bank/ai-hardware-en-softwarestack/nadeel-grote-batch.toml:2\n";
  test::write_file(bank_ / "qbank.toml", config + "\n[duplicate]\nnear_threshold = 0.9\n");
  EXPECT_EQ(summary(lint()), same_options);
  test::write_file(bank_ / "qbank.toml", config + "\n[duplicate]\nnear_threshold = 0.85\n");
  const auto near = lint();
  ASSERT_EQ(near.size(), 2u);
  EXPECT_EQ(near[0].rule, "duplicate/near");
  test::write_file(bank_ / "qbank.toml", config + "\n[rules]\n\"duplicate/near\" = \"off\"\n");
  EXPECT_EQ(summary(lint()), same_options);
  test::write_file(bank_ / "qbank.toml", config + "\n[rules]\nduplicate = \"off\"\n");
  EXPECT_EQ(summary(lint()), "");
}

}  // namespace
}  // namespace qbank::duplicate_test
