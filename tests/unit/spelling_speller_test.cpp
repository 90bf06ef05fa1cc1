// The spelling engine: dictionary lookup, project vocabulary, verdicts, suggestions and their
// cache. Uses the installed Dutch dictionary (hunspell-nl) and the project's rules/spelling/.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>

#include "checks/spelling/hunspell_dictionary.h"
#include "checks/spelling/speller.h"
#include "core/cache_store.h"
#include "core/errors.h"
#include "test_util.h"

namespace qbank::spelling_speller_test {
namespace {
namespace fs = std::filesystem;

const DictionaryFiles kDutch{"nl", "/usr/share/hunspell/nl.aff", "/usr/share/hunspell/nl.dic"};

fs::path rules_dir() { return test::source_dir() / "rules"; }

class SpellerTest : public testing::Test {
 protected:
  static void SetUpTestSuite() {
    project_ = new Speller(kDutch, Vocabulary::load(rules_dir(), "nl"));
    bare_ = new Speller(kDutch, Vocabulary{});
  }
  static void TearDownTestSuite() {
    delete project_;
    delete bare_;
  }
  static bool ok(Speller& s, const std::string& word, std::uint8_t context = 0) {
    const SpellVerdict v = s.check(word, context);
    return v.accepted(context & kSeenBeforeDot, context & kSeenBeforeHyphen);
  }
  static Speller* project_;
  static Speller* bare_;
};
Speller* SpellerTest::project_ = nullptr;
Speller* SpellerTest::bare_ = nullptr;

TEST_F(SpellerTest, TechnicalTermsPassOnceTheVocabularyHoldsThem) {
  for (const char* w : {"GPU's", "KV-cache", "FP16", "TB/s", "7B", "AI-hardware", "AI-softwarestack", "CUDA", "latency",
                        "prefillfase", "decodefase", "runtimeomgeving", "KV-caches"}) {
    EXPECT_TRUE(ok(*project_, w)) << w;
  }
  EXPECT_TRUE(ok(*project_, "bijv", kSeenBeforeDot));
  EXPECT_TRUE(ok(*project_, "Bijv", kSeenBeforeDot));
  EXPECT_TRUE(ok(*project_, "d.w.z", kSeenBeforeDot));
  EXPECT_FALSE(ok(*project_, "bijv"));  // without its dot it is no word
  // Sentence-initial capitals of dictionary and project words.
  for (const char* w : {"Waarom", "Embedding", "Latency", "Prefill", "Softwarestack"})
    EXPECT_TRUE(ok(*project_, w)) << w;
  // Exact case for words listed with capitals.
  EXPECT_FALSE(ok(*project_, "cuda"));
  EXPECT_FALSE(ok(*project_, "fp16"));
}

TEST_F(SpellerTest, EmbeddingtabellenPassesThroughItsModelWordOnly) {
  EXPECT_TRUE(ok(*project_, "embeddingtabellen"));
  EXPECT_TRUE(ok(*project_, "embeddingtabel"));
  EXPECT_TRUE(ok(*project_, "embeddings"));
  EXPECT_FALSE(ok(*bare_, "embeddingtabellen"));
  // Not listed as a word anywhere: the model word does the work.
  const Vocabulary v = Vocabulary::load(rules_dir(), "nl");
  for (const auto& w : v.words) EXPECT_EQ(w.word.find("embedding"), std::string::npos) << w.word;
  bool modelled = false;
  for (const auto& m : v.model_words) modelled = modelled || (m.word == "embedding" && m.model == "geheugen");
  EXPECT_TRUE(modelled);
}

TEST_F(SpellerTest, EveryVocabularyEntryIsNeeded) {
  // The vocabulary stays small: each entry is a word the dictionary alone rejects.
  const Vocabulary v = Vocabulary::load(rules_dir(), "nl");
  EXPECT_FALSE(v.words.empty());
  EXPECT_FALSE(v.model_words.empty());
  for (const auto& w : v.words) EXPECT_FALSE(ok(*bare_, w.word)) << w.file << ": " << w.word << " needs no entry";
  for (const auto& m : v.model_words) {
    EXPECT_FALSE(ok(*bare_, m.word)) << m.file << ": " << m.word << " needs no entry";
    EXPECT_TRUE(ok(*bare_, m.model)) << m.model;
  }
}

TEST_F(SpellerTest, RealTyposAreCaught) {
  for (const char* w : {"berekenigen", "geheugn", "toelichtnig", "efficientie", "gewichtsmatirx"}) {
    EXPECT_FALSE(ok(*project_, w)) << w;
  }
}

TEST_F(SpellerTest, HyphenatedWordsReportOnlyTheWrongPart) {
  const SpellVerdict v = project_->check("GPU-geheugn");
  ASSERT_FALSE(v.ok);
  ASSERT_EQ(v.bad.size(), 1u);
  EXPECT_EQ(v.bad[0].part, 1);
  EXPECT_EQ(v.bad[0].text, "geheugn");
  const SpellVerdict w = project_->check("gehuegen");
  ASSERT_EQ(w.bad.size(), 1u);
  EXPECT_EQ(w.bad[0].part, -1);
}

TEST_F(SpellerTest, ApostropheSOnlyWhereDutchWritesIt) {
  EXPECT_TRUE(ok(*project_, "GPU's"));
  EXPECT_TRUE(ok(*project_, "FP16's"));
  EXPECT_TRUE(ok(*project_, "auto's"));
  EXPECT_FALSE(ok(*project_, "model's"));  // after a consonant Dutch writes modellen / models
}

TEST_F(SpellerTest, ElisionHyphenAcceptsTheFirstPartOfACompound) {
  EXPECT_TRUE(ok(*project_, "aandachts", kSeenBeforeHyphen));
  EXPECT_FALSE(ok(*project_, "aandachts"));
  EXPECT_FALSE(ok(*project_, "aandachtz", kSeenBeforeHyphen));
}

TEST_F(SpellerTest, RejectListWinsOverTheDictionary) {
  const SpellVerdict v = project_->check("email");
  ASSERT_EQ(v.bad.size(), 1u);
  ASSERT_NE(v.bad[0].rejected, nullptr);
  EXPECT_EQ(v.bad[0].rejected->preferred, "e-mail");
  EXPECT_FALSE(v.bad[0].capitalised);
  const SpellVerdict c = project_->check("Email");
  ASSERT_EQ(c.bad.size(), 1u);
  ASSERT_NE(c.bad[0].rejected, nullptr);
  EXPECT_TRUE(c.bad[0].capitalised);
  EXPECT_FALSE(project_->check("GPUs").ok);
  EXPECT_TRUE(bare_->check("email").ok);  // the dictionary itself accepts it
}

// The layers between the dictionary and an error (docs/spelling.md, "How a word is judged"), with
// the English dictionary on: the sound forms pass, and the splits that hide a typo stay wrong.
TEST(SpellerLayers, CompoundsOrdinalsAndUnitsPassButSplitsThatHideATypoDoNot) {
  const DictionaryFiles english{"en_US", "/usr/share/hunspell/en_US.aff", "/usr/share/hunspell/en_US.dic"};
  Speller s(kDutch, Vocabulary{}, english);
  auto verdict = [&](const std::string& w) { return s.check(w); };
  for (const char* w :
       {"routertabel", "loadbalancer", "celmembraaneiwit", "firewallregels", "routertabellen", "hostadressen",
        "nameserver", "weggeremd", "21e", "3de", "100ste", "Mbit", "kWh", "GHz", "config.yaml"}) {
    EXPECT_TRUE(verdict(w).ok) << w;
  }
  struct Typo {
    const char* word;
    bool typo_of_word;  // reported as "lijkt een tikfout" (it splits, but only by hiding the slip)
  };
  for (const Typo& t : {Typo{"veiligheidrisico", true}, Typo{"eigenschapen", true}, Typo{"plantesoort", true},
                        Typo{"apestaartje", true}, Typo{"bevolkingdichtheid", true}, Typo{"feestweemend", false},
                        Typo{"congestiecontorle", false}, Typo{"aantrekkingskarcht", false},
                        // a split with an English part, one replaced letter from a Dutch word
                        Typo{"shoutlist", true}, Typo{"beeraging", true}, Typo{"weargeef", true}}) {
    const SpellVerdict v = verdict(t.word);
    ASSERT_FALSE(v.ok) << t.word;
    ASSERT_EQ(v.bad.size(), 1u) << t.word;
    EXPECT_FALSE(v.bad[0].english) << t.word;
    EXPECT_EQ(v.bad[0].typo_of_word, t.typo_of_word) << t.word;
  }
  // A word only English knows is not accepted: it is marked English, for spelling/english-word.
  for (const char* w : {"pipeline", "gecommit"}) {  // the Dutch participle of an English verb too
    const SpellVerdict v = verdict(w);
    ASSERT_FALSE(v.ok) << w;
    EXPECT_TRUE(v.bad[0].english) << w;
  }
  // Without the English dictionary an English-Dutch compound is unknown.
  Speller dutch_only(kDutch, Vocabulary{});
  EXPECT_FALSE(dutch_only.check("loadbalancer").ok);
  EXPECT_FALSE(dutch_only.check("pipeline").bad[0].english);
}

TEST_F(SpellerTest, ParallelVerdictsEqualSequentialOnes) {
  std::vector<std::string> words;
  const char* base[] = {"geheugen", "geheugn", "KV-cache", "GPU's", "berekenigen", "email", "embeddingtabellen"};
  for (int i = 0; i < 3000; ++i) words.push_back(std::string(base[i % 7]) + (i % 2 ? "" : "s"));
  std::vector<std::uint8_t> contexts(words.size(), 0);
  const auto a = project_->check(words, contexts, 1);
  const auto b = project_->check(words, contexts, 4);
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].ok, b[i].ok) << words[i];
    EXPECT_EQ(a[i].bad.size(), b[i].bad.size()) << words[i];
  }
}

TEST_F(SpellerTest, SuggestionsOnBothThreadsAndTheirCache) {
  test::TempDir dir;
  const auto store = CacheStore::open(dir.path());
  ASSERT_TRUE(store);
  const std::vector<std::string> words = {"berekenigen", "geheugn"};
  const SuggestionRun first = project_->suggest(words, 2, store.get());
  EXPECT_EQ(first.computed, 2u);
  EXPECT_EQ(first.cached, 0u);
  auto has = [](const std::vector<std::string>& list, const std::string& w) {
    return std::find(list.begin(), list.end(), w) != list.end();
  };
  EXPECT_TRUE(has(first.lists[0], "berekeningen"));
  EXPECT_TRUE(has(first.lists[1], "geheugen"));
  EXPECT_EQ(store->count("suggestions"), 2u);
  EXPECT_EQ(store->get("suggestions", project_->suggestion_key("geheugn", 10)).value_or("").substr(0, 9), "geheugen\n");

  // The next run (another connection, as another process) reads them back, and they are what a
  // new search gives.
  const auto again = CacheStore::open(dir.path());
  const SuggestionRun second = project_->suggest(words, 2, again.get());
  EXPECT_EQ(second.cached, 2u);
  EXPECT_EQ(second.computed, 0u);
  EXPECT_EQ(second.lists, first.lists);
  EXPECT_EQ(project_->suggest(words, 1, {}).lists, first.lists);

  // Another vocabulary is another key: the cache is not used.
  const SuggestionRun bare = bare_->suggest(words, 2, store.get());
  EXPECT_EQ(bare.cached, 0u);
  EXPECT_EQ(bare.computed, 2u);
}

// The search is bounded by the candidates it tries, not by time: a long nonsense word ends soon
// and gets the same (here: no) suggestions on every run, however loaded the machine.
TEST_F(SpellerTest, TheSuggestionSearchIsBoundedByWork) {
  std::string word;
  std::uint32_t x = 12345;
  for (int i = 0; i < 95; ++i) {
    x = x * 1103515245u + 12345u;
    word += static_cast<char>('a' + (x >> 16) % 26);
  }
  const std::vector<std::string> words = {word, word + "en", "geheugn"};
  const SuggestionRun a = project_->suggest(words, 1, {});
  const SuggestionRun b = project_->suggest(words, 2, {});
  EXPECT_EQ(a.lists, b.lists);
  EXPECT_EQ(a.computed, 3u);
  EXPECT_TRUE(a.lists[0].empty());
  EXPECT_FALSE(a.lists[2].empty());
}

TEST_F(SpellerTest, ADamagedCacheIsRebuiltNotAnError) {
  test::TempDir dir;
  test::write_file(dir.path() / "store.sqlite", "{\"format\": 1, \"key\": [");
  const auto store = CacheStore::open(dir.path());  // not a database: started afresh
  ASSERT_TRUE(store);
  const SuggestionRun run = project_->suggest({"geheugn"}, 1, store.get());
  EXPECT_EQ(run.computed, 1u);
  EXPECT_FALSE(run.lists[0].empty());
}

TEST(SpellingDictionary, DebianPackageNames) {
  EXPECT_EQ(debian_dictionary_package("nl"), "hunspell-nl");
  EXPECT_EQ(debian_dictionary_package("nl_BE"), "hunspell-nl");
  EXPECT_EQ(debian_dictionary_package("en_US"), "hunspell-en-us");
  EXPECT_EQ(debian_dictionary_package("de_DE"), "hunspell-de-de");
  EXPECT_EQ(debian_dictionary_package("fr_FR"), "hunspell-fr");
}

TEST(SpellingDictionary, UnreadableFilesAreReported) {
  EXPECT_THROW(HunspellDictionary("/nonexistent/nl.aff", "/nonexistent/nl.dic"), std::runtime_error);
  try {
    Speller s(DictionaryFiles{"nl", "/nonexistent/nl.aff", "/nonexistent/nl.dic"}, Vocabulary{});
    FAIL() << "no error";
  } catch (const ConfigError& e) {
    ASSERT_EQ(e.diagnostics().size(), 1u);
    EXPECT_EQ(e.diagnostics()[0].rule, "spelling/missing-dictionary");
    EXPECT_NE(e.diagnostics()[0].message.find("hunspell-nl"), std::string::npos) << e.diagnostics()[0].message;
  }
}

TEST(SpellingVocabulary, ParsesTheThreeFiles) {
  Vocabulary v;
  std::vector<Diagnostic> problems;
  v.parse("modelwords", "m.dic", "# comment\nembedding/geheugen  # a term\n\nTB/s/eenheid\n", problems);
  v.parse("words", "w.txt", "CUDA\r\n  latency  \n", problems);
  v.parse("rejected", "r.txt", "email -> e-mail  # Taalunie\n", problems);
  EXPECT_TRUE(problems.empty());
  ASSERT_EQ(v.model_words.size(), 2u);
  EXPECT_EQ(v.model_words[0].word, "embedding");
  EXPECT_EQ(v.model_words[0].model, "geheugen");
  EXPECT_EQ(v.model_words[0].span, (Span{{2, 1}, {2, 19}}));
  EXPECT_EQ(v.model_words[1].word, "TB/s");
  EXPECT_EQ(v.model_words[1].model, "eenheid");
  ASSERT_EQ(v.words.size(), 2u);
  EXPECT_EQ(v.words[0].word, "CUDA");
  EXPECT_EQ(v.words[1].word, "latency");
  ASSERT_EQ(v.rejected.size(), 1u);
  EXPECT_EQ(v.rejected[0].word, "email");
  EXPECT_EQ(v.rejected[0].preferred, "e-mail");
  EXPECT_EQ(v.rejected[0].reason, "Taalunie");
}

TEST(SpellingVocabulary, ReportsMalformedLinesAtTheirLine) {
  Vocabulary v;
  v.words_file = "rules/spelling/words-nl.txt";
  std::vector<Diagnostic> problems;
  v.parse("modelwords", "m.dic", "embedding\n", problems);
  v.parse("words", "w.txt", "ok\ntwee woorden\n", problems);
  v.parse("rejected", "r.txt", "email e-mail\n", problems);
  ASSERT_EQ(problems.size(), 3u);
  EXPECT_EQ(problems[0].file, "m.dic");
  EXPECT_EQ(problems[0].rule, "spelling/invalid-vocabulary");
  EXPECT_EQ(problems[0].message,
            "een regel hier heeft de vorm `woord/modelwoord` (bijvoorbeeld `embedding/geheugen`); zet een woord "
            "zonder modelwoord in rules/spelling/words-nl.txt");
  EXPECT_EQ(problems[1].span, (Span{{2, 1}, {2, 13}}));
  Vocabulary indented;
  std::vector<Diagnostic> more;
  indented.parse("words", "w.txt", "  twee woorden  # uitleg\n", more);
  ASSERT_EQ(more.size(), 1u);
  EXPECT_EQ(more[0].span, (Span{{1, 3}, {1, 15}}));
  EXPECT_EQ(problems[2].message,
            "een regel van de afgewezen woorden heeft de vorm `fout -> goed`, bijvoorbeeld `email -> e-mail`");
}

TEST(SpellingVocabulary, AModelWordTheDictionaryLacksIsAConfigError) {
  Vocabulary v;
  std::vector<Diagnostic> problems;
  v.parse("modelwords", "m.dic", "embedding/geheugen\nstack/stapels\n", problems);
  ASSERT_TRUE(problems.empty());
  try {
    Speller s(kDutch, v);
    FAIL() << "no error";
  } catch (const ConfigError& e) {
    ASSERT_EQ(e.diagnostics().size(), 1u);
    const Diagnostic& d = e.diagnostics()[0];
    EXPECT_EQ(d.rule, "spelling/invalid-vocabulary");
    EXPECT_EQ(d.span, (Span{{2, 1}, {2, 14}}));
    EXPECT_EQ(d.message,
              "het modelwoord `stapels` van `stack` staat niet als grondvorm met vlaggen in het woordenboek `nl`; "
              "kies een grondvorm uit nl.dic die net zo verbuigt en samenstellingen vormt, zoals `geheugen` of "
              "`cache`");
  }
}

TEST(SpellingVocabulary, FallsBackFromRegionToLanguage) {
  test::TempDir dir;
  dir.write("spelling/words-nl.txt", "CUDA\n");
  EXPECT_EQ(Vocabulary::load(dir.path(), "nl_BE").words.size(), 1u);
  dir.write("spelling/words-nl_BE.txt", "CUDA\nFP16\n");
  EXPECT_EQ(Vocabulary::load(dir.path(), "nl_BE").words.size(), 2u);
  EXPECT_TRUE(Vocabulary::load(dir.path() / "nergens", "nl").words.empty());
}

}  // namespace
}  // namespace qbank::spelling_speller_test
