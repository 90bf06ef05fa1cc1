// Issue 26's acceptance: qbank for a team's own bank repository. An installed qbank in a moved
// prefix, the Debian package, qbank init, and the real pre-commit in a git repository for a bank
// at the root and a bank in a subfolder.
#include <gtest/gtest.h>
#include <unistd.h>

#include <toml++/toml.h>

#include "author/init_bank.h"
#include "core/config.h"
#include "core/errors.h"
#include "test_util.h"

namespace qbank::standalone_test {
namespace fs = std::filesystem;
namespace {

// An environment for a child process without qbank's build or source tree in reach: a PATH of
// system folders (plus `extra`), no QBANK_DATA_DIR, a HOME of its own.
std::vector<std::string> clean_env(const fs::path& home, const std::string& extra_path = "") {
  return {"PATH=" + (extra_path.empty() ? "" : extra_path + ":") + "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin",
          "QBANK_DATA_DIR=",
          "HOME=" + home.string(),
          "XDG_CACHE_HOME=" + (home / ".cache").string(),
          "PRE_COMMIT_HOME=" + (home / ".cache" / "pre-commit").string(),
          "GIT_CONFIG_NOSYSTEM=1",
          "GIT_AUTHOR_NAME=Toets",
          "GIT_AUTHOR_EMAIL=toets@voorbeeld.nl",
          "GIT_COMMITTER_NAME=Toets",
          "GIT_COMMITTER_EMAIL=toets@voorbeeld.nl",
          "NO_COLOR=1"};
}

test::RunResult run(const std::vector<std::string>& command, const fs::path& cwd, const std::vector<std::string>& env,
                    int timeout = 300) {
  return test::run_program(command, cwd, {}, env, timeout);
}

const char* kGoodQuestion =
    "stem = \"Hoeveel bits telt één byte?\"\n"
    "explanation = \"Een byte bestaat uit acht bits; daarom telt één byte acht bits.\"\n"
    "status = \"published\"\n\n"
    "[[options]]\ntext = \"Vier\"\n\n[[options]]\ntext = \"Acht\"\ncorrect = true\n\n[[options]]\ntext = \"Zestien\"\n";

// The same question with a second key: an error (answer/multiple-correct).
std::string bad_question() {
  std::string q = kGoodQuestion;
  q.replace(q.find("text = \"Zestien\"\n"), 17, "text = \"Zestien\"\ncorrect = true\n");
  return q;
}

TEST(Install, AMovedPrefixWorksOnABankInAnUnrelatedFolder) {
  test::TempDir dir;
  const fs::path home = dir.path() / "home";
  fs::create_directories(home);
  auto r = run({"cmake", "--install", QBANK_BUILD_DIR, "--prefix", (dir.path() / "prefix").string()}, dir.path(),
               clean_env(home));
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  // The prefix alone, moved: only ../share/qbank beside the program tells it where its data is.
  fs::rename(dir.path() / "prefix", dir.path() / "elders");
  const fs::path bin = dir.path() / "elders" / "bin";
  ASSERT_TRUE(fs::exists(bin / "qbank"));
  ASSERT_TRUE(fs::exists(dir.path() / "elders/share/man/man1/qbank.1.gz"));
  const auto env = clean_env(home, bin.string());

  r = run({"qbank", "--version"}, home, env);
  EXPECT_EQ(r.out, "qbank " QBANK_VERSION "\ngegevens: " + (dir.path() / "elders/share/qbank").string() +
                       " (naast het programma)\n");

  fs::create_directories(dir.path() / "werk");
  r = run({"qbank", "init", "quiz", "--topic", "opslag", "--title", "Opslag"}, dir.path() / "werk", env);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path bank = dir.path() / "werk" / "quiz";
  r = run({"qbank", "new", "--topic", "opslag", "Hoeveel bits telt één byte?"}, bank, env);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  test::write_file(bank / "opslag" / "bits-telt-byte.toml", kGoodQuestion);
  r = run({"qbank", "lint", "--no-cache"}, bank, env);
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("0 fouten"), std::string::npos) << r.out;
  r = run({"qbank", "fmt", "--check"}, bank, env);
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  r = run({"qbank", "export", "--format", "html", "--out", (dir.path() / "site").string()}, bank, env);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(fs::exists(dir.path() / "site" / "index.html"));
  r = test::run_program({"qbank", "practice", "--topic", "opslag", "--seed", "1"}, bank, "B\n", env);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("Hoeveel bits telt één byte?"), std::string::npos) << r.out;
  r = run({"qbank", "explain", "answer/multiple-correct"}, bank, env);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("# answer/multiple-correct"), std::string::npos);
  r = run({"qbank", "explain", "style/long-stem"}, bank, env);
  EXPECT_NE(r.out.find("Gedefinieerd in: ingebouwd: style/long-stem.toml."), std::string::npos) << r.out;
  // A second key: the installed data rules and schemas find it.
  test::write_file(bank / "opslag" / "bits-telt-byte.toml", bad_question());
  r = run({"qbank", "lint", "--no-cache", "--format", "concise"}, bank, env);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("error[answer/multiple-correct]"), std::string::npos) << r.out;
}

TEST(Install, TheDebianPackageHoldsTheProgramItsDataAndItsDependencies) {
  test::TempDir dir;
  const fs::path home = dir.path() / "home";
  fs::create_directories(home);
  auto r = run({"cpack", "-G", "DEB", "--config", std::string(QBANK_BUILD_DIR) + "/CPackConfig.cmake"}, dir.path(),
               clean_env(home));
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const fs::path deb = dir.path() / ("qbank_" QBANK_VERSION "_amd64.deb");
  ASSERT_TRUE(fs::exists(deb)) << r.out;
  r = run({"dpkg-deb", "--contents", deb.string()}, dir.path(), clean_env(home));
  for (const char* f : {"./usr/bin/qbank", "./usr/share/qbank/schema/question.schema.json",
                        "./usr/share/qbank/rules/style/long-stem.toml", "./usr/share/qbank/rules/spelling/words-nl.txt",
                        "./usr/share/qbank/rules/text/stopwords-nl.txt", "./usr/share/man/man1/qbank.1.gz",
                        "./usr/share/doc/qbank/README.md"}) {
    EXPECT_NE(r.out.find(std::string(f) + "\n"), std::string::npos) << f << "\n" << r.out;
  }
  r = run({"dpkg-deb", "--field", deb.string(), "Depends"}, dir.path(), clean_env(home));
  for (const char* dep : {"hunspell-nl", "hunspell-en-us", "libhunspell-1.7-0", "libre2-9", "libtomlplusplus3",
                          "libxml2", "libzip4", "libstemmer0d", "libutf8proc2"}) {
    EXPECT_NE(r.out.find(dep), std::string::npos) << dep << ": " << r.out;
  }
  // Unpacked anywhere, the package's program runs with its own data.
  r = run({"dpkg-deb", "--extract", deb.string(), (dir.path() / "uit").string()}, dir.path(), clean_env(home));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  r = run({(dir.path() / "uit/usr/bin/qbank").string(), "--version"}, home, clean_env(home));
  EXPECT_NE(r.out.find((dir.path() / "uit/usr/share/qbank").string() + " (naast het programma)"), std::string::npos)
      << r.out;
#ifndef QBANK_SANITIZE_BUILD
  // Installed for real where the test may (root, and no qbank installed already), then removed.
  if (::geteuid() == 0 && !fs::exists("/usr/bin/qbank")) {
    r = run({"dpkg", "--install", deb.string()}, dir.path(), clean_env(home));
    ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
    const auto after = run({"/usr/bin/qbank", "--version"}, home, clean_env(home));
    const auto removed = run({"dpkg", "--remove", "qbank"}, dir.path(), clean_env(home));
    EXPECT_EQ(after.out, "qbank " QBANK_VERSION "\ngegevens: /usr/share/qbank (naast het programma)\n");
    EXPECT_EQ(removed.exit_code, 0) << removed.err;
  }
#endif
}

// A git repository in `repo` with the built qbank on the PATH.
struct Repo {
  test::TempDir dir;
  fs::path home = dir.path() / "home";
  fs::path root = dir.path() / "repo";
  std::vector<std::string> env = clean_env(home, fs::path(QBANK_BINARY).parent_path().string());
  Repo() {
    fs::create_directories(home);
    fs::create_directories(root);
    EXPECT_EQ(git({"init", "-q", "-b", "main"}).exit_code, 0);
  }
  test::RunResult git(std::vector<std::string> args) {
    args.insert(args.begin(), "git");
    return run(args, root, env);
  }
};

TEST(PreCommit, ABankAtTheRepositoryRootBlocksABadQuestionAndPassesAGoodOne) {
  Repo repo;
  auto r = run({"qbank", "init", "--topic", "opslag"}, repo.root, repo.env);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  ASSERT_TRUE(fs::exists(repo.root / ".pre-commit-config.yaml"));
  r = run({"pre-commit", "install"}, repo.root, repo.env);
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  test::write_file(repo.root / "pyproject.toml", "[project]\nname = \"quiz\"\n");  // not the bank's
  test::write_file(repo.root / "opslag" / "bits-per-byte.toml", bad_question());
  ASSERT_EQ(repo.git({"add", "-A"}).exit_code, 0);
  r = repo.git({"commit", "-q", "-m", "een vraag"});
  EXPECT_NE(r.exit_code, 0) << "a question with two keys was committed";
  EXPECT_NE((r.out + r.err).find("opslag/bits-per-byte.toml:14:11: error[answer/multiple-correct]"), std::string::npos)
      << r.out << r.err;
  test::write_file(repo.root / "opslag" / "bits-per-byte.toml", kGoodQuestion);
  ASSERT_EQ(repo.git({"add", "-A"}).exit_code, 0);
  r = repo.git({"commit", "-q", "-m", "een vraag"});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_EQ(repo.git({"log", "--oneline"}).out.find("een vraag") != std::string::npos, true);
}

// The hook from qbank's own repository (repo: + rev:), for a bank in a subfolder. pre-commit
// clones this source tree at HEAD; the hook script finds the built qbank on the PATH.
TEST(PreCommit, ABankInASubfolderWithTheHooksOfQbanksRepository) {
  const auto head = run({"git", "-C", QBANK_SOURCE_DIR, "rev-parse", "HEAD"}, QBANK_SOURCE_DIR, {});
  if (head.exit_code != 0) GTEST_SKIP() << "the source tree is not a git repository";
  const std::string rev = head.out.substr(0, head.out.find('\n'));
  const auto hooks =
      run({"git", "-C", QBANK_SOURCE_DIR, "show", rev + ":.pre-commit-hooks.yaml"}, QBANK_SOURCE_DIR, {});
  if (hooks.out.find("qbank-lint-build") == std::string::npos) GTEST_SKIP() << "HEAD has no qbank-lint-build hook yet";

  Repo repo;
  auto r = run({"qbank", "init", "vragen", "--topic", "opslag", "--no-hooks"}, repo.root, repo.env);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  test::write_file(repo.root / ".pre-commit-config.yaml",
                   "repos:\n  - repo: " + std::string(QBANK_SOURCE_DIR) + "\n    rev: " + rev +
                       "\n    hooks:\n      - id: qbank-lint-build\n      - id: qbank-fmt-build\n");
  r = run({"pre-commit", "install"}, repo.root, repo.env);
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  test::write_file(repo.root / "config" / "tool.toml", "naam = \"geen vraag\"\n");  // in no bank: ignored
  test::write_file(repo.root / "vragen" / "opslag" / "bits-per-byte.toml", bad_question());
  ASSERT_EQ(repo.git({"add", "-A"}).exit_code, 0);
  r = repo.git({"commit", "-q", "-m", "een vraag"});
  EXPECT_NE(r.exit_code, 0) << "a question with two keys was committed";
  EXPECT_NE((r.out + r.err).find("vragen/opslag/bits-per-byte.toml:14:11: error[answer/multiple-correct]"),
            std::string::npos)
      << r.out << r.err;
  EXPECT_EQ((r.out + r.err).find("config/tool.toml"), std::string::npos) << r.out << r.err;
  test::write_file(repo.root / "vragen" / "opslag" / "bits-per-byte.toml", kGoodQuestion);
  ASSERT_EQ(repo.git({"add", "-A"}).exit_code, 0);
  r = repo.git({"commit", "-q", "-m", "een vraag"});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
}

TEST(Init, WritesEverySettingAtItsDefaultAndRefusesToOverwrite) {
  test::TempDir dir;
  const fs::path bank = dir.path() / "bank";
  auto r = test::run_qbank({"init", bank.string()}, dir.path());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out,
            "bank/qbank.toml\nbank/algemeen/topic.toml\nbank/.gitignore\nbank/.pre-commit-config.yaml\n"
            "bank/.github/workflows/qbank.yml\n");
  // Outside a git repository the bank is the repository root: the workflow lints ".".
  EXPECT_NE(test::read_file(bank / ".github/workflows/qbank.yml").find("  BANK: \".\""), std::string::npos);
  // Uncommenting every setting gives a valid qbank.toml with exactly the defaults.
  const std::string config = test::read_file(bank / "qbank.toml");
  std::string uncommented;
  std::istringstream lines(config);
  std::string line;
  while (std::getline(lines, line)) {
    // "# key = value" and "# [section]" lines; the descriptions stay comments, and so do the
    // examples of keys without a default (rules_dir = "rules" names a folder that is not there).
    if (line.rfind("# [", 0) == 0 ||
        (line.rfind("# ", 0) == 0 && line.find(" = ") != std::string::npos &&
         line.find_first_of(" ", 2) == line.find(" = ") && line.find("# een voorbeeld") == std::string::npos)) {
      line = line.substr(2);
    }
    uncommented += line + "\n";
  }
  test::write_file(bank / "qbank.toml", uncommented);
  r = test::run_qbank({"lint", "--no-cache", bank.string()}, dir.path());
  EXPECT_EQ(r.exit_code, 0) << uncommented << r.out << r.err;
  const toml::table t = toml::parse(uncommented);
  EXPECT_EQ(t["spelling"]["dictionary"].value<std::string>(), "nl");
  EXPECT_EQ(t["explanation"]["min_support"].value<double>(), 0.25);
  EXPECT_EQ(t["graph"]["related_min"].value<std::int64_t>(), 5);
  EXPECT_EQ(t["rules"]["graph/one-way-link"].value<std::string>(), "off");
  // A second init into the same folder names the file it will not overwrite; nothing changes.
  r = test::run_qbank({"init", bank.string()}, dir.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "qbank init: bank/qbank.toml bestaat al; qbank init overschrijft niets\n");
  EXPECT_EQ(test::read_file(bank / "qbank.toml"), uncommented);
  // Inside a git repository the hooks and workflow go to its root and name the bank's folder;
  // an existing .gitignore is extended, an existing pre-commit configuration is refused.
  dir.write("repo/.git/HEAD", "ref: refs/heads/main\n");
  dir.write("repo/.gitignore", "build/\n");
  dir.write("repo/.pre-commit-config.yaml", "repos: []\n");
  r = test::run_qbank({"init", "repo/quiz"}, dir.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "qbank init: repo/.pre-commit-config.yaml bestaat al; qbank init overschrijft niets (laat de hooks "
            "weg met --no-hooks)\n");
  EXPECT_FALSE(fs::exists(dir.path() / "repo/quiz/qbank.toml"));
  dir.write("repo/quiz/.gitignore", "*.bak");
  r = test::run_qbank({"init", "repo/quiz", "--no-hooks"}, dir.path());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("repo/quiz/.gitignore (aangevuld)\n"), std::string::npos) << r.out;
  EXPECT_NE(test::read_file(dir.path() / "repo/.github/workflows/qbank.yml").find("  BANK: \"quiz\""),
            std::string::npos);
  EXPECT_EQ(test::read_file(dir.path() / "repo/quiz/.gitignore"),
            "*.bak\n\n# de resultaatcache van qbank lint: mag weg, wordt bij de volgende run opnieuw gemaakt\n"
            ".qbank-cache/\n");
  // A folder inside another bank is refused.
  r = test::run_qbank({"init", (bank / "algemeen" / "sub").string()}, dir.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("ligt al in de vragenbank van"), std::string::npos) << r.err;
}

TEST(Baseline, OnlyNewFindingsFailAndFixedOnesAreListed) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  const fs::path topic = bank / "ai-hardware-en-softwarestack";
  // Two old findings: a second key in one question, a stray file at the root of the bank.
  const fs::path q1 = topic / "kv-cache-rol.toml";
  std::string text = test::read_file(q1);
  test::write_file(q1, text + "\n[[options]]\ntext = \"Ook deze\"\ncorrect = true\n");
  test::write_file(bank / "los.toml", "stem = \"x\"\n");
  auto r = test::run_qbank({"lint", "--no-cache", "--write-baseline", "qbank-baseline.json"}, bank);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "qbank: 2 meldingen vastgelegd in de baseline qbank-baseline.json\n");
  r = test::run_qbank({"lint", "--no-cache", "--baseline", "qbank-baseline.json", "--format", "concise"}, bank);
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "qbank: baseline qbank-baseline.json: 2 bekende meldingen niet getoond\n");
  // Lines inserted above an old finding keep its fingerprint; a new error is the only one shown.
  test::write_file(q1, "# een opmerking\n# en nog een\n" + test::read_file(q1));
  const fs::path q2 = topic / "prefill-en-decode.toml";
  const std::string q2_text = test::read_file(q2);
  test::write_file(q2, q2_text + "\n[[options]]\ntext = \"Ook juist\"\ncorrect = true\n");
  // From another working directory, with the baseline's path relative to it.
  r = test::run_qbank({"lint", "--no-cache", "--baseline", "bank/qbank-baseline.json", "--format", "concise", "bank"},
                      dir.path());
  EXPECT_EQ(r.exit_code, 1);
  ASSERT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << r.out;
  EXPECT_NE(r.out.find("bank/ai-hardware-en-softwarestack/prefill-en-decode.toml:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("error[answer/multiple-correct]"), std::string::npos);
  // An old finding fixed: reported as stale, the rest still hidden.
  fs::remove(bank / "los.toml");
  test::write_file(q2, q2_text);
  r = test::run_qbank({"lint", "--no-cache", "--baseline", "qbank-baseline.json"}, bank);
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_EQ(r.err,
            "qbank: baseline qbank-baseline.json: 1 bekende melding niet getoond\n"
            "qbank: 1 melding uit de baseline komt niet meer voor (opgelost); werk de baseline bij met "
            "--write-baseline qbank-baseline.json:\n"
            "  los.toml:1: schema/unexpected-file: een .toml-bestand direct in de map van de vragenbank wordt niet "
            "gelezen; zet een vraag in een onderwerpmap (of voeg het bestand toe aan `ignore` in qbank.toml)\n");
  // Not a baseline: a clear error, exit 2.
  test::write_file(bank / "kapot.json", "{\"format\": \"iets anders\"}");
  r = test::run_qbank({"lint", "--no-cache", "--baseline", "kapot.json"}, bank);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "qbank: kapot.json is geen qbank-baseline (verwacht \"format\": \"qbank-baseline-1\"); maak er een "
            "met qbank lint --write-baseline\n");
}

}  // namespace
}  // namespace qbank::standalone_test
