// The spelling check inside a lint run: what is checked, where findings point, what they say,
// the question's own words, suggestions and their cache, and configuration errors.
#include <gtest/gtest.h>

#include <algorithm>

#include "checks/spelling/spelling_check.h"
#include "core/cache_store.h"
#include "core/config.h"
#include "core/errors.h"
#include "lint/bank_loader.h"
#include "lint/linter.h"
#include "test_util.h"

namespace qbank::spelling_check_test {
namespace {
namespace fs = std::filesystem;

const std::string kAdvice = "zet het in `words` van deze vraag of in rules/spelling/words-nl.txt";

// A bank in `dir`/bank using the built-in rules and schemas, with extra qbank.toml text.
fs::path make_bank(const test::TempDir& dir, const std::string& config = "") {
  dir.write("bank/qbank.toml", config);
  dir.write("bank/geheugen/topic.toml", "title = \"Geheugen\"\ndescription = \"Hoe geheugen werkt.\"\n");
  return dir.path() / "bank";
}

LintResult spelling_lint(const fs::path& bank, bool suggestions = false, unsigned jobs = 2,
                         const fs::path& cache = {}) {
  RealFileSystem fs;
  LintOptions o;
  o.paths = {bank};
  o.jobs = jobs;
  o.suggestions = suggestions;
  o.cache = !cache.empty();
  o.cache_dir = cache;
  return run_lint(fs, o);
}

std::vector<Diagnostic> spelling(const LintResult& r) {
  std::vector<Diagnostic> out;
  for (const auto& d : r.diagnostics) {
    if (d.rule.rfind("spelling/", 0) == 0) out.push_back(d);
  }
  return out;
}

// "rule line:col-line:col message" per finding, for whole-output assertions.
std::string show(const std::vector<Diagnostic>& ds) {
  std::string out;
  for (const auto& d : ds) {
    out += d.rule + " " + std::to_string(d.span.begin.line) + ":" + std::to_string(d.span.begin.column) + "-" +
           std::to_string(d.span.end.line) + ":" + std::to_string(d.span.end.column) + " " + d.message + "\n";
  }
  return out;
}

std::string question(const std::string& stem, const std::string& extra = "") {
  return "stem = \"" + stem + "\"\n" + extra +
         "explanation = \"De tweede optie klopt, want die noemt het geheugen.\"\n"
         "\n[[options]]\ntext = \"Het rekenwerk\"\n\n[[options]]\ntext = \"Het geheugen\"\ncorrect = true\n\n"
         "[[options]]\ntext = \"De schijf\"\n";
}

TEST(SpellingCheck, TheRealBankPassesWithTheProjectVocabulary) {
  const LintResult r = spelling_lint(test::bank_dir());
  EXPECT_EQ(show(spelling(r)), "");
  EXPECT_GT(r.summary.questions, 0u);
}

TEST(SpellingCheck, TheRealBankNeedsTheModelWords) {
  // Without modelwords-nl.dic among the built-ins the bank's compound terms are unknown: the
  // entries are used. The built-ins come from a copy of qbank's data without that file.
  test::TempDir dir;
  const fs::path data = dir.path() / "data";
  fs::create_directories(data);
  fs::copy(test::source_dir() / "rules", data / "rules", fs::copy_options::recursive);
  fs::copy(test::source_dir() / "schema", data / "schema", fs::copy_options::recursive);
  fs::remove(data / "rules" / "spelling" / "modelwords-nl.dic");
  const fs::path bank = test::copy_bank(dir.path());
  setenv("QBANK_DATA_DIR", data.c_str(), 1);
  const LintResult r = spelling_lint(bank);
  unsetenv("QBANK_DATA_DIR");
  std::vector<std::string> unknown;
  for (const auto& d : spelling(r)) {
    const std::size_t a = d.message.find('`');
    unknown.push_back(d.message.substr(a + 1, d.message.find('`', a + 1) - a - 1));
  }
  std::sort(unknown.begin(), unknown.end());
  unknown.erase(std::unique(unknown.begin(), unknown.end()), unknown.end());
  // `embeddingtabellen` and `softwarestack` now split into known Dutch and English parts, and
  // `KV` is an acronym the bank writes out once; the English verbs stay unknown in Dutch text.
  EXPECT_EQ(unknown, (std::vector<std::string>{"decode", "prefill", "runtime"}));
}

TEST(SpellingCheck, ReportsTyposAtTheirColumnsWithSuggestions) {
  // The golden fixture of spelling/unknown-word: a typo in the stem and one on the third line of
  // a multi-line explanation with line continuations; the technical terms around them pass.
  const fs::path bank = test::tests_dir() / "fixtures" / "spelling" / "unknown-word" / "bank";
  const LintResult r = spelling_lint(bank, /*suggestions=*/true);
  const auto ds = spelling(r);
  ASSERT_EQ(ds.size(), 2u) << show(ds);
  EXPECT_EQ(show(ds),
            "spelling/unknown-word 1:15-1:26 `berekenigen` staat niet in het woordenboek; bedoel je `berekeningen`? "
            "Is het woord juist, " +
                kAdvice +
                "\n"
                "spelling/unknown-word 4:70-4:77 `geheugn` staat niet in het woordenboek; bedoel je `geheugen` of "
                "`geheugd`? Is het woord juist, " +
                kAdvice + "\n");
}

TEST(SpellingCheck, TechnicalTextIsNotFlagged) {
  test::TempDir dir;
  const fs::path bank = make_bank(dir);
  dir.write("bank/geheugen/termen.toml",
            question("Hoeveel GPU's met een KV-cache in FP16 halen 2 TB/s, bijv. bij 14 GB en 1e9 of 10\u2079 "
                     "bewerkingen, d.w.z. met AI-hardware? Embeddingtabellen en CPU's ook?"));
  EXPECT_EQ(show(spelling(spelling_lint(bank))), "");
}

TEST(SpellingCheck, SkipsKeysIdsUrlsAddressesAndCode) {
  test::TempDir dir;
  const fs::path bank = make_bank(dir);
  dir.write("bank/geheugen/links-en-code.toml",
            question("Wat doet `torch.compiel()` volgens https://pytorch.org/docs/stable/generatd.html en "
                     "docent@universitiet.nl?",
                     "tags = [\"geheugn\"]\n"));
  EXPECT_EQ(show(spelling(spelling_lint(bank))), "");
}

TEST(SpellingCheck, ChecksEveryTextStudentsRead) {
  test::TempDir dir;
  const fs::path bank = make_bank(dir);
  dir.write("bank/geheugen/topic.toml",
            "title = \"Geheugn\"\ndescription = \"Hoe het geheugen rekenwerk "
            "vertrraagt.\"\n");
  dir.write("bank/geheugen/overal.toml",
            "stem = \"Welke optie klopt?\"\n"
            "explanation = \"De twede optie klopt.\"\n"
            "\n[[options]]\ntext = \"Het rekenwrek\"\nfeedback = \"Nee, het geheugn is de grens.\"\n"
            "\n[[options]]\ntext = \"Het geheugen\"\ncorrect = true\n"
            "\n[[options]]\ntext = \"De schijf\"\n");
  const auto ds = spelling(spelling_lint(bank));
  ASSERT_EQ(ds.size(), 5u) << show(ds);
  EXPECT_EQ(ds[0].file, display_path(bank / "geheugen" / "overal.toml"));
  EXPECT_EQ(ds[0].span, (Span{{2, 19}, {2, 24}}));  // twede
  EXPECT_EQ(ds[1].span, (Span{{5, 13}, {5, 22}}));  // rekenwrek
  EXPECT_EQ(ds[2].span, (Span{{6, 22}, {6, 29}}));  // geheugn in the feedback
  EXPECT_EQ(ds[3].file, display_path(bank / "geheugen" / "topic.toml"));
  EXPECT_EQ(ds[3].span, (Span{{1, 10}, {1, 17}}));
  EXPECT_EQ(ds[3].message,
            "`Geheugn` staat niet in het woordenboek; corrigeer de spelling, of zet het in "
            "rules/spelling/words-nl.txt als het woord juist is");
  EXPECT_EQ(ds[4].span, (Span{{2, 43}, {2, 53}}));  // vertrraagt
}

TEST(SpellingCheck, PositionsAcrossEscapesAndMultiLineStrings) {
  test::TempDir dir;
  const fs::path bank = make_bank(dir);
  dir.write(
      "bank/geheugen/escapes.toml",
      "stem = \"Een \\\"caech\\\" met \\u00e9\\u00e9n woord\\tverkeerd: fuot?\"\n"
      "explanation = \"\"\"\n"
      "  Eerste regel is goed.\n"
      "\tDe twede regel niet.\"\"\"\n"
      "\n[[options]]\ntext = 'letterlijk \\ zonder fuot'\n\n[[options]]\ntext = \"Het geheugen\"\ncorrect = true\n"
      "\n[[options]]\ntext = \"De schijf\"\n");
  const auto ds = spelling(spelling_lint(bank));
  ASSERT_EQ(ds.size(), 4u) << show(ds);
  EXPECT_EQ(ds[0].span, (Span{{1, 15}, {1, 20}}));  // caech, after an escaped quote
  EXPECT_EQ(ds[1].span, (Span{{1, 58}, {1, 62}}));  // fuot, after \u escapes and \t
  EXPECT_EQ(ds[2].span, (Span{{4, 5}, {4, 10}}));   // twede, after a tab (one column)
  EXPECT_EQ(ds[3].span, (Span{{7, 29}, {7, 33}}));  // fuot in a literal string
}

TEST(SpellingCheck, AQuestionsOwnWordsCountForThatQuestionOnly) {
  // `zwirkel` is made up: the question that lists it in `words` passes it, the other does not.
  test::TempDir dir;
  const fs::path bank = make_bank(dir);
  dir.write("bank/geheugen/met-woord.toml",
            question("Welke rol spelen zwirkel en frobbeling in het geheugen?", "words = [\"zwirkel\"]\n"));
  dir.write("bank/geheugen/zonder-woord.toml", question("Welke rol speelt zwirkel in het geheugen?"));
  const auto ds = spelling(spelling_lint(bank));
  ASSERT_EQ(ds.size(), 2u) << show(ds);
  EXPECT_EQ(ds[0].file, display_path(bank / "geheugen" / "met-woord.toml"));
  EXPECT_EQ(ds[0].message.substr(0, 13), "`frobbeling` ");
  EXPECT_EQ(ds[1].file, display_path(bank / "geheugen" / "zonder-woord.toml"));
  EXPECT_EQ(ds[1].message, "`zwirkel` staat niet in het woordenboek; corrigeer de spelling, of " + kAdvice +
                               " als het woord juist is");
}

TEST(SpellingCheck, OnlyTheWrongPartOfACompoundIsMarked) {
  test::TempDir dir;
  const fs::path bank = make_bank(dir);
  dir.write("bank/geheugen/deel.toml", question("Wat doet de GPU-geheugn?"));
  const auto ds = spelling(spelling_lint(bank));
  ASSERT_EQ(ds.size(), 1u) << show(ds);
  EXPECT_EQ(ds[0].span, (Span{{1, 25}, {1, 32}}));
  EXPECT_EQ(ds[0].message, "`geheugn` (in `GPU-geheugn`) staat niet in het woordenboek; corrigeer de spelling, of " +
                               kAdvice + " als het woord juist is");
}

TEST(SpellingCheck, RejectedWordsCarryTheirReplacement) {
  test::TempDir dir;
  const fs::path bank = make_bank(dir);
  dir.write("bank/geheugen/huisstijl.toml", question("Email je de GPUs of de CPU's?"));
  const auto ds = spelling(spelling_lint(bank));
  ASSERT_EQ(ds.size(), 2u) << show(ds);
  EXPECT_EQ(ds[0].rule, "spelling/rejected-word");
  EXPECT_EQ(ds[0].severity, Severity::Warning);
  EXPECT_EQ(ds[0].message,
            "`Email` is volgens de huisstijl niet de gewenste spelling; schrijf `E-mail` (Taalunie: e-mail, met "
            "koppelteken)");
  ASSERT_TRUE(ds[0].fix.has_value());
  EXPECT_EQ(ds[0].fix->replacement, "E-mail");
  EXPECT_EQ(ds[0].fix->span, (Span{{1, 9}, {1, 14}}));
  EXPECT_EQ(ds[1].fix->replacement, "GPU's");
  EXPECT_EQ(ds[1].span, (Span{{1, 21}, {1, 25}}));
}

TEST(SpellingCheck, SuggestionsAreKeptInTheCacheFolder) {
  // Suggestions are bounded by work, not time: a cold run, a warm run and a run without the cache
  // give the same message, and the warm run reads it from the cache file.
  test::TempDir dir;
  const fs::path bank = make_bank(dir);
  dir.write("bank/geheugen/cache.toml", question("Hoeveel geheugn kost het?"));
  const fs::path cache = dir.path() / "cache";
  const auto first = spelling(spelling_lint(bank, true, 2, cache));
  ASSERT_EQ(first.size(), 1u);
  EXPECT_NE(first[0].message.find("bedoel je `geheugen`"), std::string::npos) << first[0].message;
  const auto kept = CacheStore::open(cache)->entries("suggestions");
  ASSERT_EQ(kept.size(), 1u);
  EXPECT_TRUE(kept[0].second.starts_with("geheugen\n")) << kept[0].second;
  const auto second = spelling(spelling_lint(bank, true, 1, cache));
  ASSERT_EQ(second.size(), 1u);
  EXPECT_EQ(second[0].message, first[0].message);
  const auto third = spelling(spelling_lint(bank, true, 2));
  ASSERT_EQ(third.size(), 1u);
  EXPECT_EQ(third[0].message, first[0].message);
}

// The spelling check alone over `bank`, with the lint cache in `cache`: its statistics, and its
// findings in `findings`.
SpellingStats spelling_alone(const fs::path& bank, const fs::path& cache, std::vector<Diagnostic>& findings) {
  RealFileSystem disk;
  const BankLocation loc = locate_bank(bank);
  const Config config = load_config(disk, loc.root, *loc.config_file, display_path(*loc.config_file));
  LoadedBank loaded = load_bank(disk, loc, config, 2, nullptr);
  const RuleCatalog catalog = RuleCatalog::builtin();
  LintContext ctx(loaded.bank, config, catalog);
  ctx.jobs = 2;
  ctx.suggestions = false;
  const auto store = CacheStore::open(cache);
  ctx.cache = store.get();
  SpellingCheck check;
  check.prepare(ctx);
  findings.clear();
  for (const auto& q : loaded.bank.questions) check.check_question(q, ctx, findings);
  return check.stats();
}

TEST(SpellingCheck, WordsAcceptedBeforeNeedNoDictionary) {
  test::TempDir dir;
  const fs::path bank = make_bank(dir);
  dir.write("bank/geheugen/een.toml", question("Hoeveel geheugen kost het model?"));
  const fs::path cache = dir.path() / "cache";
  std::vector<Diagnostic> found;

  const SpellingStats first = spelling_alone(bank, cache, found);
  EXPECT_TRUE(first.dictionary_loaded);
  EXPECT_EQ(first.judged, first.distinct);
  EXPECT_EQ(show(found), "");
  ASSERT_EQ(CacheStore::open(cache)->count("accepted"), 1u);

  // Every word was accepted before: no dictionary, the same (empty) findings.
  const SpellingStats second = spelling_alone(bank, cache, found);
  EXPECT_FALSE(second.dictionary_loaded);
  EXPECT_EQ(second.judged, 0u);
  EXPECT_EQ(second.distinct, first.distinct);
  EXPECT_EQ(show(found), "");

  // One new word, misspelt: the dictionary is loaded for it alone, and it is reported; its
  // verdict is kept too, so the next run (without suggestions) needs no dictionary and reports
  // the same finding.
  dir.write("bank/geheugen/twee.toml", question("Hoeveel geheugn kost het model?"));
  std::string before;
  for (int run = 0; run < 2; ++run) {
    const SpellingStats third = spelling_alone(bank, cache, found);
    EXPECT_EQ(third.dictionary_loaded, run == 0) << "run " << run;
    EXPECT_EQ(third.judged, run == 0 ? 1u : 0u) << "run " << run;
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].rule, "spelling/unknown-word");
    EXPECT_TRUE(found[0].file.ends_with("geheugen/twee.toml")) << found[0].file;
    if (run == 0) before = show(found);
    EXPECT_EQ(show(found), before);
  }
  auto entry = CacheStore::open(cache)->entries("accepted");
  ASSERT_EQ(entry.size(), 1u);
  EXPECT_NE(entry[0].second.find("\t0\t000\tgeheugn\t-1,0000,geheugn\n"), std::string::npos) << entry[0].second;

  // An entry keyed by another dictionary or vocabulary (here: damaged) counts for nothing.
  std::string text = entry[0].second;
  text[text.find('\n') - 1] ^= 1;
  CacheStore::open(cache)->put("accepted", entry[0].first, text, 4);
  const SpellingStats fourth = spelling_alone(bank, cache, found);
  EXPECT_TRUE(fourth.dictionary_loaded);
  EXPECT_EQ(fourth.judged, fourth.distinct);
  EXPECT_EQ(found.size(), 1u);
}

TEST(SpellingCheck, TurnedOffItNeedsNoDictionary) {
  test::TempDir dir;
  const fs::path bank = make_bank(dir, "[rules]\nspelling = \"off\"\n\n[spelling]\ndictionary_dirs = [\"nergens\"]\n");
  dir.write("bank/geheugen/uit.toml", question("Hoeveel geheugn kost het?"));
  EXPECT_EQ(show(spelling(spelling_lint(bank))), "");
}

TEST(SpellingCheck, AMissingDictionaryStopsTheRunWithExitCode2) {
  test::TempDir dir;
  const fs::path bank = make_bank(dir, "[spelling]\ndictionary = \"fy_NL\"\n");
  dir.write("bank/geheugen/fries.toml", question("Hoeveel geheugen kost het?"));
  try {
    spelling_lint(bank);
    FAIL() << "no configuration error";
  } catch (const ConfigError& e) {
    ASSERT_EQ(e.diagnostics().size(), 1u);
    EXPECT_EQ(e.diagnostics()[0].rule, "spelling/missing-dictionary");
    EXPECT_EQ(e.diagnostics()[0].span, (Span{{2, 14}, {2, 21}}));
    EXPECT_EQ(e.diagnostics()[0].message,
              "Hunspell-woordenboek `fy_NL` niet gevonden in /usr/share/hunspell, /usr/share/myspell/dicts, "
              "/usr/share/myspell; installeer het Debian-pakket hunspell-fy (apt-get install hunspell-fy) of wijs "
              "in qbank.toml met [spelling] dictionary of dictionary_dirs een geïnstalleerd woordenboek aan");
  }
  const test::RunResult r = test::run_qbank({"lint", bank.string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("hunspell-fy"), std::string::npos) << r.err;
}

TEST(SpellingCheck, ADictionaryByPathAndAnotherLanguage) {
  // A dictionary named by path, relative to qbank.toml: here a tiny English one.
  test::TempDir dir;
  const fs::path bank = make_bank(dir, "[spelling]\ndictionary = \"woordenboek/mini.dic\"\n");
  dir.write("bank/woordenboek/mini.aff", "SET UTF-8\nTRY esianrtolcdugmphbyfvkwzESIANRTOLCDUGMPHBYFVKWZ\n");
  dir.write("bank/woordenboek/mini.dic", "4\nmemory\nbandwidth\nwhich\nlimits\n");
  dir.write("bank/geheugen/engels.toml", question("Which limits memory bandwith?"));
  const auto ds = spelling(spelling_lint(bank));
  EXPECT_EQ(show(ds).substr(0, 40), "spelling/unknown-word 1:29-1:37 `bandwit") << show(ds);
}

TEST(SpellingCheck, AnEnglishBankIsCheckedWithTheEnglishDictionary) {
  // language = "en" and no [spelling] dictionary: en_US (Debian hunspell-en-us), the built-in English
  // stop words and negations, and no "English word" notes.
  test::TempDir dir;
  const fs::path bank = make_bank(dir, "language = \"en\"\n");
  dir.write("bank/geheugen/router.toml",
            "stem = \"Which device forwards packets between networks?\"\n"
            "explanation = \"A router forwards packets between networks by their addresess.\"\n"
            "\n[[options]]\ntext = \"A switch\"\n\n[[options]]\ntext = \"A router\"\ncorrect = true\n\n"
            "[[options]]\ntext = \"A hub\"\n");
  const auto r = spelling_lint(bank);  // a missing list or dictionary would throw ConfigError
  std::vector<Diagnostic> ds;
  for (const auto& d : spelling(r)) {
    if (d.file.find("router.toml") != std::string::npos) ds.push_back(d);  // topic.toml is Dutch here
  }
  ASSERT_EQ(ds.size(), 1u) << show(ds);
  EXPECT_EQ(ds[0].rule, "spelling/unknown-word");
  EXPECT_NE(ds[0].message.find("`addresess`"), std::string::npos) << ds[0].message;
}

TEST(SpellingCheck, SameFindingsOnOneAndManyThreads) {
  test::TempDir dir;
  const fs::path bank = make_bank(dir);
  for (int i = 0; i < 40; ++i) {
    dir.write(
        "bank/geheugen/vraag-" + std::to_string(i) + ".toml",
        question("Vraag " + std::to_string(i) + ": hoeveel geheugn en rekenwrek kost stap " + std::to_string(i) + "?"));
  }
  const std::string one = show(spelling(spelling_lint(bank, false, 1)));
  EXPECT_EQ(std::count(one.begin(), one.end(), '\n'), 80);
  EXPECT_EQ(one, show(spelling(spelling_lint(bank, false, 4))));
}

}  // namespace
}  // namespace qbank::spelling_check_test

namespace qbank::spelling_check_test {
namespace fs = std::filesystem;

// The hint that says where to add a word names the word list of the rules folder in use: the
// bank's own (rules/ beside qbank.toml, relative to the bank), or the built-in folder itself when
// `rules_dir` names it (as the user's paths are shown: absolute outside the working directory).
TEST(SpellingCheck, TheWordListHintNamesTheRulesFolderInUse) {
  test::TempDir dir;
  fs::copy(test::tests_dir() / "fixtures" / "spelling" / "unknown-name" / "bank", dir.path(),
           fs::copy_options::recursive);
  auto r = test::run_qbank({"lint", "--no-cache", "--format", "concise", "."}, dir.path());
  EXPECT_NE(r.out.find("in rules/spelling/words-nl.txt als hij klopt"), std::string::npos) << r.out;
  const fs::path builtin = fs::canonical(test::source_dir() / "rules");
  const std::string config = test::read_file(dir.path() / "qbank.toml");
  dir.write("qbank.toml", "rules_dir = \"" + builtin.string() + "\"\n" + config);
  r = test::run_qbank({"lint", "--no-cache", "--format", "concise", "."}, dir.path());
  EXPECT_NE(r.out.find("in " + (builtin / "spelling" / "words-nl.txt").string() + " als hij klopt"), std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("in rules/spelling/words-nl.txt"), std::string::npos) << r.out;
}

}  // namespace qbank::spelling_check_test
