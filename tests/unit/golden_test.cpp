// Golden tests: every folder tests/fixtures/<family>/<rule>/ holds a small bank (bank/) and the
// exact output `qbank lint bank` must give (expected.txt: the text format plus the exit code).
// The whole output is compared, so every diagnostic must be claimed by the fixture.
//
// A fixture may also hold expected.en.txt: the same run in the English UI, checked when present
// (create an empty one, then regenerate).
//
// To accept new output after reviewing it:  QBANK_UPDATE_GOLDENS=1 ctest --test-dir build -R Golden
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <sstream>

#include "checks/catalog.h"
#include "core/errors.h"
#include "core/fs.h"
#include "core/i18n.h"
#include "lint/linter.h"
#include "output/render.h"
#include "test_util.h"

namespace qbank::golden_test {
namespace {
namespace fs = std::filesystem;

std::vector<std::string> fixture_names() {
  std::vector<std::string> out;
  const fs::path root = test::tests_dir() / "fixtures";
  for (const auto& family : fs::directory_iterator(root)) {
    if (!family.is_directory()) continue;
    for (const auto& rule : fs::directory_iterator(family.path())) {
      if (fs::exists(rule.path() / "bank")) {
        out.push_back(family.path().filename().string() + "/" + rule.path().filename().string());
      }
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

struct FixtureRun {
  LintResult result;
  bool config_error = false;
};

// Lints bank/ of a fixture from inside the fixture folder, as a user would. A fixture may set
// environment variables for the run in a file `env` (NAME=value per line).
// `files` and `bank` let a test run the same fixture elsewhere (the in-memory file system).
FixtureRun run_fixture(const fs::path& dir, unsigned jobs, const FileSystem& files = RealFileSystem(),
                       const std::string& bank = "bank") {
  const fs::path old = fs::current_path();
  fs::current_path(dir);
  std::vector<std::string> set;
  if (fs::exists("env")) {
    std::istringstream lines(test::read_file("env"));
    std::string line;
    while (std::getline(lines, line)) {
      const auto eq = line.find('=');
      if (eq == std::string::npos) continue;
      set.push_back(line.substr(0, eq));
      setenv(set.back().c_str(), line.substr(eq + 1).c_str(), 1);
    }
  }
  LintOptions options;
  options.paths = {bank};
  options.jobs = jobs;
  options.suggestions = true;
  FixtureRun run;
  try {
    run.result = run_lint(files, options);
  } catch (const ConfigError& e) {
    run.result = LintResult();
    run.result.diagnostics = e.diagnostics();
    run.config_error = true;
  }
  for (const auto& name : set) unsetenv(name.c_str());
  fs::current_path(old);
  return run;
}

std::string lint_fixture(const fs::path& dir, unsigned jobs, const FileSystem& files = RealFileSystem(),
                         const std::string& bank = "bank") {
  const FixtureRun run = run_fixture(dir, jobs, files, bank);
  std::ostringstream out;
  RenderOptions ro;
  ro.show_summary = !run.config_error;
  render_text(run.result, out, ro);
  out << "exit code: " << (run.config_error ? 2 : run.result.summary.errors > 0 ? 1 : 0) << "\n";
  return out.str();
}

// The English UI for a scope; then the test's own UI language and $LANGUAGE again (binding the
// English catalog sets $LANGUAGE, which programs a later test starts would inherit).
class EnglishUiScope {
 public:
  EnglishUiScope() : before_(ui_language()) {
    if (const char* v = std::getenv("LANGUAGE")) language_ = v;
    set_ui_language("en");
  }
  ~EnglishUiScope() {
    set_ui_language(before_ == UiLanguage::English ? "en" : "nl");
    if (language_)
      setenv("LANGUAGE", language_->c_str(), 1);
    else
      unsetenv("LANGUAGE");
  }

 private:
  UiLanguage before_;
  std::optional<std::string> language_;
};

std::string lint_fixture_in_english(const fs::path& dir, unsigned jobs) {
  const EnglishUiScope english;
  return ui_language() == UiLanguage::English ? lint_fixture(dir, jobs) : std::string("no English catalog\n");
}

class Golden : public testing::TestWithParam<std::string> {};

// Where the in-memory tests put a fixture: a folder that does not exist on disk, so that a file
// of the bank read from the real disk instead of the given file system is missing, not found.
const fs::path kMemoryRoot = "/qbank-in-memory";

// The fixture's folder copied into memory under kMemoryRoot. nullopt, with the reason, when the
// fixture needs the real disk: a symbolic link, a FIFO, a file it may not read (what such a
// fixture tests is the disk itself).
std::optional<MemoryFileSystem> fixture_in_memory(const fs::path& dir, const fs::path& to, std::string& why) {
  // Rule and schema folders of the bank's own are data, which qbank reads from disk like its
  // built-in ones; and a stale `#:schema` finding names the path from the bank's place on disk
  // to qbank's schemas.
  if (const std::string config =
          fs::exists(dir / "bank" / "qbank.toml") ? test::read_file(dir / "bank" / "qbank.toml") : std::string();
      config.find("rules_dir") != std::string::npos || config.find("schema_dir") != std::string::npos) {
    why = "qbank.toml names rules or schemas of its own";
    return std::nullopt;
  }
  if (test::read_file(dir / "expected.txt").find("[schema/stale-directive]") != std::string::npos) {
    why = "its findings name the path from the bank on disk to qbank's schemas";
    return std::nullopt;
  }
  MemoryFileSystem files;
  files.add_directory(to);
  for (auto it = fs::recursive_directory_iterator(dir); it != fs::recursive_directory_iterator(); ++it) {
    const fs::path p = it->path();
    const fs::path rel = p.lexically_relative(dir);
    if (it->is_symlink()) {
      why = "a symbolic link: " + rel.generic_string();
      return std::nullopt;
    }
    if (it->is_directory()) {
      files.add_directory(to / rel);
    } else if (it->is_regular_file() && ::access(p.c_str(), R_OK) == 0) {
      files.add_file(to / rel, test::read_file(p));
    } else {
      why = "not a readable regular file: " + rel.generic_string();
      return std::nullopt;
    }
  }
  return files;
}

// The bank's own files need no disk: on the in-memory file system (core/fs.h), with the bank at
// a path that does not exist on disk, every fixture gives the output it gives on disk (its paths
// shown from that folder instead of the working directory). qbank's own data (schemas, built-in
// rules, dictionaries) stays on disk.
TEST_P(Golden, TheInMemoryFileSystemGivesTheSameOutput) {
#ifdef QBANK_SANITIZE_BUILD
  // What this checks is where a read goes (the interface or the disk), not memory safety; the
  // on-disk goldens put the same lint through the sanitizers. Skipped there to keep make test
  // within its time budget.
  GTEST_SKIP() << "the release run checks the in-memory file system";
#endif
  const fs::path dir = test::tests_dir() / "fixtures" / GetParam();
  const fs::path to = kMemoryRoot / GetParam();
  ASSERT_FALSE(fs::exists(kMemoryRoot));
  std::string why;
  const std::optional<MemoryFileSystem> files = fixture_in_memory(dir, to, why);
  if (!files) GTEST_SKIP() << "needs the real disk (" << why << ")";
  const fs::path expected_file = dir / "expected.txt";
  ASSERT_TRUE(fs::exists(expected_file));
  // Linted from inside the fixture folder on disk (for its env file), the bank given by its
  // in-memory path; then shown as from the fixture folder.
  std::string text = lint_fixture(dir, 2, *files, (to / "bank").string());
  for (std::size_t at; (at = text.find(to.string() + "/")) != std::string::npos;)
    text.erase(at, to.string().size() + 1);
  EXPECT_EQ(test::read_file(expected_file), text) << "fixture " << GetParam();
}

TEST_P(Golden, OutputMatchesExpected) {
  const fs::path dir = test::tests_dir() / "fixtures" / GetParam();
  const fs::path expected_file = dir / "expected.txt";
  const std::string actual = lint_fixture(dir, 2);
  if (const char* update = std::getenv("QBANK_UPDATE_GOLDENS"); update && std::string(update) == "1") {
    test::write_file(expected_file, actual);
    GTEST_SKIP() << "updated " << expected_file;
  }
  ASSERT_TRUE(fs::exists(expected_file)) << "missing " << expected_file << "; run with QBANK_UPDATE_GOLDENS=1";
  EXPECT_EQ(test::read_file(expected_file), actual) << "fixture " << GetParam();
}

TEST_P(Golden, EnglishOutputMatchesExpected) {
  const fs::path dir = test::tests_dir() / "fixtures" / GetParam();
  const fs::path expected_file = dir / "expected.en.txt";
  if (!fs::exists(expected_file)) GTEST_SKIP() << "no expected.en.txt";
  const std::string actual = lint_fixture_in_english(dir, 2);
  if (const char* update = std::getenv("QBANK_UPDATE_GOLDENS"); update && std::string(update) == "1") {
    test::write_file(expected_file, actual);
    GTEST_SKIP() << "updated " << expected_file;
  }
  EXPECT_EQ(test::read_file(expected_file), actual) << "fixture " << GetParam() << " in English";
}

// What a message says in its own words: quoted bank text (‘…’, “…”, "…"), code (`…`) and paths
// taken out, as they are the bank's own Dutch.
std::string own_words(std::string_view message) {
  std::string out;
  for (std::size_t i = 0; i < message.size();) {
    const std::pair<std::string_view, std::string_view> quotes[] = {{"‘", "’"}, {"“", "”"}, {"`", "`"}, {"\"", "\""}};
    bool skipped = false;
    for (const auto& [open, close] : quotes) {
      if (message.substr(i, open.size()) != open) continue;
      const std::size_t end = message.find(close, i + open.size());
      if (end == std::string_view::npos) continue;
      out += " ";
      i = end + close.size();
      skipped = true;
      break;
    }
    if (skipped) continue;
    out += message[i++];
  }
  // Paths and file names: words with a slash or a ".toml".
  std::string words;
  std::istringstream in(out);
  std::string word;
  while (in >> word) {
    if (word.find('/') != std::string::npos || word.find(".toml") != std::string::npos) continue;
    words += " " + word;
  }
  return words + " ";
}

// The Dutch words found in `message`'s own words (lower-case, between non-letters).
std::vector<std::string> dutch_words(std::string_view message) {
  static const char* const kDutch[] = {
      "de",        "het",      "een",       "niet", "vraag",  "vragen",  "optie",     "opties",    "toelichting",
      "sleutel",   "afleider", "afleiders", "en",   "van",    "bij",     "geen",      "naar",      "voor",
      "maar",      "ook",      "deze",      "dit",  "zoals",  "schrijf", "verwijder", "onderwerp", "bestand",
      "bestanden", "staat",    "wordt",     "fout", "fouten", "zijn",    "heeft",     "op"};
  std::string text = own_words(message);
  for (char& c : text) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (c == ',' || c == ';' || c == ':' || c == '(' || c == ')' || c == '!' || c == '?') c = ' ';
  }
  std::vector<std::string> found;
  for (const char* w : kDutch) {
    if (text.find(" " + std::string(w) + " ") != std::string::npos ||
        text.find(" " + std::string(w) + ". ") != std::string::npos) {
      found.push_back(w);
    }
  }
  return found;
}

// The `description` texts of every JSON schema qbank ships or a fixture brings: bank data that
// schema messages quote in the schema's own words.
std::vector<std::string> schema_descriptions() {
  std::vector<std::string> out;
  for (const fs::path& root : {test::source_dir() / "schema", test::tests_dir() / "fixtures"}) {
    for (const auto& e : fs::recursive_directory_iterator(root)) {
      if (!e.is_regular_file() || e.path().extension() != ".json") continue;
      const std::string text = test::read_file(e.path());
      const std::string key = "\"description\": \"";
      for (auto at = text.find(key); at != std::string::npos; at = text.find(key, at + 1)) {
        const std::size_t begin = at + key.size();
        std::size_t end = begin;
        while (end < text.size() && text[end] != '"') end += text[end] == '\\' ? 2 : 1;
        if (end > begin) out.push_back(text.substr(begin, end - begin));
      }
    }
  }
  return out;
}

TEST(EnglishFindings, NoFixtureMessageIsDutch) {
  const auto descriptions = schema_descriptions();
  const EnglishUiScope english;
  ASSERT_EQ(ui_language(), UiLanguage::English) << "no English catalog found beside the test program";
  const RuleCatalog builtin = RuleCatalog::builtin();
  for (const std::string& name : fixture_names()) {
    const FixtureRun run = run_fixture(test::tests_dir() / "fixtures" / name, 2);
    auto check = [&](std::string text, const std::string& what) {
      for (const std::string& d : descriptions) {
        for (auto at = text.find(d); at != std::string::npos; at = text.find(d)) text.erase(at, d.size());
      }
      // spelling/rejected-word ends with the reason of the bank's list, in parentheses.
      if (what == "spelling/rejected-word" && !text.empty() && text.back() == ')' &&
          text.rfind(" (") != std::string::npos) {
        text.erase(text.rfind(" ("));
      }
      const auto words = dutch_words(text);
      EXPECT_TRUE(words.empty()) << name << ": " << what << " has Dutch (" << words.front() << "): " << text;
    };
    for (const Diagnostic& d : run.result.diagnostics) {
      // Data rules (rules/*.toml) are bank data, in the bank's language.
      const RuleInfo* rule = run.config_error ? builtin.find(d.rule) : run.result.catalog.find(d.rule);
      if (rule && rule->origin != "built-in") continue;
      check(d.message, d.rule);
      for (const auto& r : d.related) check(r.message, d.rule + " (related)");
    }
    for (const std::string& note : run.result.notes) check(note, "note");
    if (!run.config_error) check(summary_line(run.result.summary), "summary");
  }
}

TEST(EnglishFindings, TheDutchWordTestSeesDutch) {
  EXPECT_FALSE(dutch_words("optie B is gelijk aan optie A").empty());
  EXPECT_TRUE(dutch_words("option B ‘de sleutel van het net’ is the same as `optie` in bank/vraag.toml").empty());
}

// The files `qbank lint --fix-only --unsafe-fixes` rewrites, by path inside the fixture's bank,
// with their new text: every fix of every rule is shown as the file it gives (fixed/ beside
// expected.txt; no folder when the fixture has nothing to fix).
std::map<std::string, std::string> fixed_files(const fs::path& dir) {
  test::TempDir tmp;
  fs::copy(dir / "bank", tmp.path() / "bank", fs::copy_options::recursive);
  std::vector<std::string> env;
  if (fs::exists(dir / "env")) {
    std::istringstream lines(test::read_file(dir / "env"));
    std::string line;
    while (std::getline(lines, line)) {
      if (line.find('=') != std::string::npos) env.push_back(line);
    }
  }
  const auto r = test::run_qbank({"lint", "--no-cache", "--fix-only", "--unsafe-fixes", "bank"}, tmp.path(), {}, env);
  // (A fixture of a configuration error exits 2 and fixes nothing.)
  (void)r;
  std::map<std::string, std::string> out;
  for (const auto& e : fs::recursive_directory_iterator(tmp.path() / "bank")) {
    if (!e.is_regular_file() || e.path().extension() != ".toml") continue;
    const std::string rel = e.path().lexically_relative(tmp.path() / "bank").generic_string();
    const std::string now = test::read_file(e.path());
    if (now != test::read_file(dir / "bank" / rel)) out[rel] = now;
  }
  return out;
}

TEST_P(Golden, FixedFilesMatchExpected) {
  const fs::path dir = test::tests_dir() / "fixtures" / GetParam();
  const auto actual = fixed_files(dir);
  const fs::path expected_dir = dir / "fixed";
  if (const char* update = std::getenv("QBANK_UPDATE_GOLDENS"); update && std::string(update) == "1") {
    fs::remove_all(expected_dir);
    for (const auto& [rel, text] : actual) {
      fs::create_directories((expected_dir / rel).parent_path());
      test::write_file(expected_dir / rel, text);
    }
    GTEST_SKIP() << "updated " << expected_dir;
  }
  std::map<std::string, std::string> expected;
  if (fs::exists(expected_dir)) {
    for (const auto& e : fs::recursive_directory_iterator(expected_dir)) {
      if (e.is_regular_file())
        expected[e.path().lexically_relative(expected_dir).generic_string()] = test::read_file(e.path());
    }
  }
  EXPECT_EQ(expected, actual) << "fixture " << GetParam() << ": the files --fix writes differ from fixed/";
}

TEST_P(Golden, OneThreadGivesTheSameBytes) {
  const fs::path dir = test::tests_dir() / "fixtures" / GetParam();
  EXPECT_EQ(lint_fixture(dir, 1), lint_fixture(dir, 4));
}

INSTANTIATE_TEST_SUITE_P(Fixtures, Golden, testing::ValuesIn(fixture_names()),
                         [](const testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param;
                           for (char& c : name) {
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           }
                           return name;
                         });

// A newcomer finds a rule's fixture from its id: tests/fixtures/<family>/<rule>/.
TEST(GoldenCoverage, EveryBuiltinRuleHasAFixtureThatProducesIt) {
  const auto names = fixture_names();
  const RuleCatalog catalog = RuleCatalog::builtin();  // outlives the loop (all() points into it)
  for (const RuleInfo* rule : catalog.all()) {
    const bool has = std::find(names.begin(), names.end(), rule->id) != names.end();
    EXPECT_TRUE(has) << "no fixture tests/fixtures/" << rule->id << "/ for rule " << rule->id;
    if (!has) continue;
    const std::string expected = test::read_file(test::tests_dir() / "fixtures" / rule->id / "expected.txt");
    EXPECT_NE(expected.find("[" + rule->id + "]"), std::string::npos)
        << "the fixture of " << rule->id << " does not produce it";
  }
}

// The sound case beside the flawed one: every fixture's bank holds a question that gets no
// finding at all (in its own right or as another finding's related location), so a rule that
// fires on every question fails its golden. Exempt: fixtures whose finding is a configuration
// error (exit code 2: nothing is checked), and the one whose flaw is a [[suppress]] entry (its
// sound case, a suppression that suppresses something, is schema/unused-suppression's).
TEST(GoldenCoverage, EveryFixtureHasASoundQuestionBesideTheFlawedOne) {
  const std::set<std::string> exempt = {"schema/unknown-rule"};
  const std::regex finding(R"(^(?:  = )?(bank/[^ :]+\.toml):[0-9]+:[0-9]+:)");
  std::size_t checked = 0;
  for (const auto& name : fixture_names()) {
    const fs::path dir = test::tests_dir() / "fixtures" / name;
    const std::string expected = test::read_file(dir / "expected.txt");
    if (exempt.count(name) || expected.ends_with("exit code: 2\n")) continue;
    std::set<std::string> flagged;
    std::istringstream lines(expected);
    for (std::string line; std::getline(lines, line);) {
      std::smatch m;
      if (std::regex_search(line, m, finding)) flagged.insert(m[1].str());
    }
    std::vector<std::string> sound;
    for (const auto& e : fs::recursive_directory_iterator(dir / "bank")) {
      const std::string rel = e.path().lexically_relative(dir).generic_string();
      const std::string file = e.path().filename().string();
      if (!e.is_regular_file() || e.path().extension() != ".toml" || file == "topic.toml" || file == "qbank.toml" ||
          rel.find("/rules/") != std::string::npos || rel.find("/.qbank-cache/") != std::string::npos) {
        continue;
      }
      if (!flagged.count(rel)) sound.push_back(rel);
    }
    ++checked;
    EXPECT_FALSE(sound.empty()) << "tests/fixtures/" << name
                                << "/bank has no question without a finding: add the sound case";
  }
  EXPECT_GT(checked, 70u);
}

}  // namespace
}  // namespace qbank::golden_test
