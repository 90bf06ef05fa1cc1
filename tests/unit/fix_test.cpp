// qbank lint --fix, --diff, --fix-only and --unsafe-fixes: the exact diff of a fixture, files
// rewritten only where a safe fix applies, and convergence: on every rule fixture, a second --fix
// changes nothing and what remains has no safe fix left.
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <sstream>

#include <toml++/toml.h>
#include <nlohmann/json.hpp>

#include "core/errors.h"
#include "core/fs.h"
#include "lint/fix.h"
#include "lint/linter.h"
#include "test_util.h"

namespace qbank::fix_test {
namespace {
namespace fs = std::filesystem;

std::map<std::string, std::string> files_of(const fs::path& dir) {
  std::map<std::string, std::string> out;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (e.is_regular_file() && e.path().string().find(".qbank-cache") == std::string::npos) {
      out[e.path().lexically_relative(dir).string()] = test::read_file(e.path());
    }
  }
  return out;
}

TEST(Fix, DiffShowsTheFixesAndWritesNothing) {
  test::TempDir dir;
  fs::copy(test::tests_dir() / "fixtures" / "answer" / "letter-prefix" / "bank", dir.path() / "bank",
           fs::copy_options::recursive);
  const auto before = files_of(dir.path());
  const auto r = test::run_qbank({"lint", "--no-cache", "--diff", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "qbank: 4 correcties in 2 bestanden; er is niets geschreven (--diff)\n");
  EXPECT_NE(
      r.out.find("--- a/bank/vragen/decode-tijd.toml\n+++ b/bank/vragen/decode-tijd.toml\n@@ -9,5 +9,5 @@\n"
                 " text = \"Ongeveer 70 ms\"\n \n [[options]]\n-text = \"C7 ms\"\n+text = \"7 ms\"\n correct = true\n"),
      std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("-text = \"AOmdat voor een opzoeking"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("+text = \"Omdat voor een opzoeking"), std::string::npos) << r.out;
  EXPECT_EQ(files_of(dir.path()), before);
}

TEST(Fix, FixRewritesFixFilesAndReportsWhatRemains) {
  test::TempDir dir;
  fs::copy(test::tests_dir() / "fixtures" / "answer" / "letter-prefix" / "bank", dir.path() / "bank",
           fs::copy_options::recursive);
  auto r = test::run_qbank({"lint", "--no-cache", "--fix", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("qbank: 4 correcties toegepast in 2 bestanden\n"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("0 fouten, 0 waarschuwingen"), std::string::npos) << r.out;
  EXPECT_NE(test::read_file(dir.path() / "bank" / "vragen" / "decode-tijd.toml").find("text = \"7 ms\"\n"),
            std::string::npos);
  r = test::run_qbank({"lint", "--no-cache", "--fix-only", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "qbank: niets te corrigeren\n");
}

// graph/one-way-link: the back links are added in the other question's file; two questions that
// link to one without any `related` give one new line (in the first round) and then a second
// element (in the next), never the key twice.
TEST(Fix, BackLinksGoIntoTheOtherQuestionAndTwoOfThemNeverWriteTheKeyTwice) {
  test::TempDir dir;
  test::copy_bank(dir.path());
  const fs::path topic = dir.path() / "bank" / "ai-hardware-en-softwarestack";
  for (const auto& e : fs::directory_iterator(topic)) {
    if (e.path().filename() != "topic.toml") fs::remove(e.path());
  }
  auto question = [&](const std::string& id, const std::string& related) {
    test::write_file(
        topic / (id + ".toml"),
        "stem = \"Welke uitspraak over de vraag " + id +
            " is juist?\"\n"
            "explanation = \"De toelichting legt uit waarom de tweede optie klopt.\"\n" +
            related +
            "\n[[options]]\ntext = \"Eerste optie\"\n\n[[options]]\ntext = \"Tweede optie\"\ncorrect = true\n\n"
            "[[options]]\ntext = \"Derde optie\"\n");
  };
  question("doel", "");
  question("eerste-bron", "related = [\"doel\"]\n");
  question("tweede-bron", "related = [\"doel\", \"eerste-bron\"]\n");
  auto r = test::run_qbank({"lint", "--no-cache", "--fix-only", "bank"}, dir.path());
  EXPECT_NE(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("(2 rondes)"), std::string::npos) << r.err;
  const std::string target = test::read_file(topic / "doel.toml");
  EXPECT_NE(target.find("\"\nrelated = [\"eerste-bron\", \"tweede-bron\"]\n\n[[options]]"), std::string::npos)
      << target;
  EXPECT_NE(test::read_file(topic / "eerste-bron.toml").find("related = [\"doel\", \"tweede-bron\"]\n"),
            std::string::npos);
  // No one-way link is left, and a second run has nothing to do.
  r = test::run_qbank({"lint", "--no-cache", "--format", "json", "bank"}, dir.path());
  EXPECT_EQ(r.out.find("graph/one-way-link"), std::string::npos) << r.out;
  r = test::run_qbank({"lint", "--no-cache", "--fix-only", "bank"}, dir.path());
  EXPECT_EQ(r.err, "qbank: niets te corrigeren\n");
}

// The back link lands in valid TOML whatever the target's `related` looks like (review findings):
// an empty list with two links into it, a list without ids, a table the model does not know
// before the options, CRLF line endings. Each result parses, has its links, and --fix converges.
TEST(Fix, BackLinksKeepEveryTargetFileValidToml) {
  struct Variant {
    std::string name, head, tail, expect;  // `expect`: in the fixed target, or "" for no fix at all
  };
  const std::string options =
      "\n[[options]]\ntext = \"Eerste optie\"\n\n[[options]]\ntext = \"Tweede optie\"\ncorrect = true\n\n"
      "[[options]]\ntext = \"Derde optie\"\n";
  const std::vector<Variant> variants = {
      {"leeg", "related = []\n", options, "related = [\"eerste-bron\", \"tweede-bron\"]"},
      {"leeg-met-spaties", "related = [ \n ]\n", options, "related = [\"eerste-bron\", \"tweede-bron\"]"},
      {"geen-ids", "related = [1]\n", options, ""},
      {"eigen-tabel", "", "\n[extra]\nnoot = \"x\"\n" + options,
       "related = [\"eerste-bron\", \"tweede-bron\"]\n\n[extra]"},
  };
  for (const auto& v : variants) {
    SCOPED_TRACE(v.name);
    test::TempDir dir;
    test::copy_bank(dir.path());
    const fs::path topic = dir.path() / "bank" / "ai-hardware-en-softwarestack";
    for (const auto& e : fs::directory_iterator(topic)) {
      if (e.path().filename() != "topic.toml") fs::remove(e.path());
    }
    auto write = [&](const std::string& id, const std::string& head, const std::string& tail) {
      test::write_file(topic / (id + ".toml"),
                       "stem = \"Welke uitspraak over de vraag " + id +
                           " is juist?\"\n"
                           "explanation = \"De toelichting legt uit waarom de tweede optie klopt.\"\n" +
                           head + tail);
    };
    write("doel", v.head, v.tail);
    write("eerste-bron", "related = [\"doel\"]\n", options);
    write("tweede-bron", "related = [\"doel\", \"eerste-bron\"]\n", options);
    test::run_qbank({"lint", "--no-cache", "--fix-only", "bank"}, dir.path());
    const std::string fixed = test::read_file(topic / "doel.toml");
    EXPECT_NO_THROW((void)toml::parse(fixed)) << fixed;
    if (v.expect.empty()) {
      EXPECT_EQ(fixed.find("eerste-bron"), std::string::npos) << fixed;
    } else {
      EXPECT_NE(fixed.find(v.expect), std::string::npos) << fixed;
    }
    const auto again = test::run_qbank({"lint", "--no-cache", "--fix-only", "bank"}, dir.path());
    EXPECT_EQ(again.err, "qbank: niets te corrigeren\n");
  }
  // CRLF: the new line gets the file's line ending and goes before the blank line.
  test::TempDir dir;
  test::copy_bank(dir.path());
  const fs::path topic = dir.path() / "bank" / "ai-hardware-en-softwarestack";
  for (const auto& e : fs::directory_iterator(topic)) {
    if (e.path().filename() != "topic.toml") fs::remove(e.path());
  }
  std::string crlf =
      "stem = \"Welke uitspraak over de vraag doel is juist?\"\r\nexplanation = \"De toelichting legt uit waarom de "
      "tweede optie klopt.\"\r\n\r\n[[options]]\r\ntext = \"Eerste optie\"\r\n\r\n[[options]]\r\ntext = \"Tweede "
      "optie\"\r\n"
      "correct = true\r\n\r\n[[options]]\r\ntext = \"Derde optie\"\r\n";
  test::write_file(topic / "doel.toml", crlf);
  test::write_file(topic / "bron.toml",
                   "stem = \"Welke uitspraak over de vraag bron is juist?\"\nexplanation = \"De toelichting legt uit "
                   "waarom de tweede optie klopt.\"\nrelated = [\"doel\"]\n" +
                       options);
  test::run_qbank({"lint", "--no-cache", "--fix-only", "bank"}, dir.path());
  EXPECT_NE(test::read_file(topic / "doel.toml").find("klopt.\"\r\nrelated = [\"bron\"]\r\n\r\n[[options]]"),
            std::string::npos)
      << test::read_file(topic / "doel.toml");
}

// A question file that is a symbolic link stays one: --fix rewrites its target inside the bank,
// and refuses a link that leaves the bank (nothing is written there, the link is not replaced).
TEST(Fix, ASymlinkedQuestionFileKeepsItsLinkAndALinkOutOfTheBankIsRefused) {
  test::TempDir dir;
  fs::copy(test::tests_dir() / "fixtures" / "answer" / "letter-prefix" / "bank", dir.path() / "bank",
           fs::copy_options::recursive);
  const fs::path link = dir.path() / "bank" / "vragen" / "decode-tijd.toml";
  fs::create_directories(dir.path() / "bank" / ".bronnen");
  fs::rename(link, dir.path() / "bank" / ".bronnen" / "decode-tijd.toml");
  fs::create_symlink("../.bronnen/decode-tijd.toml", link);
  auto r = test::run_qbank({"lint", "--no-cache", "--fix-only", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(fs::is_symlink(link));
  EXPECT_NE(test::read_file(dir.path() / "bank" / ".bronnen" / "decode-tijd.toml").find("text = \"7 ms\"\n"),
            std::string::npos);

  // The same file outside the bank: refused with a reason, exit 2, nothing changed.
  test::TempDir other;
  fs::copy(test::tests_dir() / "fixtures" / "answer" / "letter-prefix" / "bank", other.path() / "bank",
           fs::copy_options::recursive);
  const fs::path outside = other.path() / "buiten.toml";
  const fs::path out_link = other.path() / "bank" / "vragen" / "decode-tijd.toml";
  fs::rename(out_link, outside);
  fs::create_symlink(outside, out_link);
  const std::string before = test::read_file(outside);
  r = test::run_qbank({"lint", "--no-cache", "--fix-only", "bank"}, other.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(
      r.err.find("qbank: kan bank/vragen/decode-tijd.toml niet herschrijven: het is een symbolische koppeling naar " +
                 fs::canonical(outside).string() + ", buiten de bank; verbeter het doel zelf\n"),
      std::string::npos)
      << r.err;
  EXPECT_TRUE(fs::is_symlink(out_link));
  EXPECT_EQ(test::read_file(outside), before);
}

// unified_diff is minimal (as many -/+ lines as the longest common subsequence allows, checked
// against a table on random small files) and linear in the file for a few changes far apart.
TEST(Fix, TheDiffIsMinimalAndCheapForFewChangesInALargeFile) {
  std::mt19937 rng(7);
  for (int round = 0; round < 300; ++round) {
    auto random_text = [&](std::size_t lines) {
      std::string t;
      for (std::size_t i = 0; i < lines; ++i) t += std::string(1, static_cast<char>('a' + rng() % 4)) + "\n";
      return t;
    };
    const std::string a = random_text(rng() % 12), b = random_text(rng() % 12);
    const std::string diff = unified_diff("x.toml", a, b);
    std::size_t changed = 0;
    std::istringstream in(diff);
    for (std::string line; std::getline(in, line);) {
      if ((line[0] == '-' || line[0] == '+') && !line.starts_with("--- ") && !line.starts_with("+++ ")) ++changed;
    }
    // n + m - 2 * LCS by a table.
    std::vector<std::string> la, lb;
    for (char c : a)
      if (c != '\n') la.push_back(std::string(1, c));
    for (char c : b)
      if (c != '\n') lb.push_back(std::string(1, c));
    std::vector<std::vector<int>> t(la.size() + 1, std::vector<int>(lb.size() + 1, 0));
    for (std::size_t i = la.size(); i-- > 0;) {
      for (std::size_t j = lb.size(); j-- > 0;)
        t[i][j] = la[i] == lb[j] ? t[i + 1][j + 1] + 1 : std::max(t[i + 1][j], t[i][j + 1]);
    }
    EXPECT_EQ(changed, la.size() + lb.size() - 2 * static_cast<std::size_t>(t[0][0])) << a << "|" << b << "\n" << diff;
  }
  // 40,000 lines with a change near each end: a table would need 1.6 billion cells.
  std::string before, after;
  for (int i = 0; i < 40000; ++i) {
    before += "regel " + std::to_string(i) + "\n";
    after += (i == 5       ? "gewijzigd 5"
              : i == 39990 ? "gewijzigd 39990"
                           : "regel " + std::to_string(i)) +
             std::string("\n");
  }
  const std::string diff = unified_diff("groot.toml", before, after);
  EXPECT_NE(diff.find("@@ -3,7 +3,7 @@\n regel 2\n regel 3\n regel 4\n-regel 5\n+gewijzigd 5\n"), std::string::npos)
      << diff.substr(0, 300);
  EXPECT_NE(diff.find("@@ -39988,7 +39988,7 @@\n"), std::string::npos);
  EXPECT_NE(diff.find("-regel 39990\n+gewijzigd 39990\n"), std::string::npos);
  // Beyond 2,048 changed lines the middle is replaced whole: still a correct diff.
  std::string x, y;
  for (int i = 0; i < 3000; ++i) {
    x += "oud " + std::to_string(i) + "\n";
    y += "nieuw " + std::to_string(i) + "\n";
  }
  const std::string whole = unified_diff("anders.toml", x, y);
  EXPECT_TRUE(whole.starts_with("--- a/anders.toml\n+++ b/anders.toml\n@@ -1,3000 +1,3000 @@\n-oud 0\n"))
      << whole.substr(0, 200);
  EXPECT_NE(whole.find("-oud 2999\n+nieuw 0\n"), std::string::npos);
}

// A guessed id is an unsafe fix: only --unsafe-fixes applies it.
TEST(Fix, AGuessedIdNeedsUnsafeFixes) {
  EXPECT_FALSE(is_safe_fix("graph/dangling-link"));
  EXPECT_TRUE(is_safe_fix("answer/letter-prefix"));
  EXPECT_TRUE(is_safe_fix("spelling/rejected-word"));
  test::TempDir dir;
  fs::copy(test::tests_dir() / "fixtures" / "graph" / "dangling-link" / "bank", dir.path() / "bank",
           fs::copy_options::recursive);
  const auto before = files_of(dir.path());
  auto r = test::run_qbank({"lint", "--no-cache", "--fix-only", "bank"}, dir.path());
  EXPECT_EQ(files_of(dir.path()), before) << r.err;
  r = test::run_qbank({"lint", "--no-cache", "--fix-only", "--unsafe-fixes", "bank"}, dir.path());
  EXPECT_NE(files_of(dir.path()), before) << r.err;
}

// In the process (lint/fix.h's fix_in_rounds, which --fix runs): a process per fixture and run cost
// most of this test's time under the sanitizers. The other tests here drive the command.
TEST(Fix, EveryFixtureConvergesInOneFixRun) {
  std::size_t fixed_fixtures = 0;
  for (const auto& family : fs::directory_iterator(test::tests_dir() / "fixtures")) {
    for (const auto& rule : fs::directory_iterator(family.path())) {
      const fs::path bank = rule.path() / "bank";
      if (!fs::is_directory(bank)) continue;
      SCOPED_TRACE(rule.path().string());
      test::TempDir dir;
      fs::copy(bank, dir.path() / "bank", fs::copy_options::recursive);
      // The fixture's environment for the run, unset again however the run ends (the suite's
      // tests share a process).
      struct Environment {
        std::vector<std::string> names;
        ~Environment() {
          for (const auto& name : names) unsetenv(name.c_str());
        }
      } environment;
      if (fs::exists(rule.path() / "env")) {
        std::istringstream in(test::read_file(rule.path() / "env"));
        for (std::string line; std::getline(in, line);) {
          const auto eq = line.find('=');
          if (line.empty() || line[0] == '#' || eq == std::string::npos) continue;
          environment.names.push_back(line.substr(0, eq));
          setenv(environment.names.back().c_str(), line.substr(eq + 1).c_str(), 1);
        }
      }
      const auto original = files_of(dir.path());
      RealFileSystem fsys;
      LintOptions options;
      options.paths = {dir.path() / "bank"};
      options.jobs = 2;
      options.suggestions = false;
      options.cache = false;
      options.read_sources = true;
      try {
        LintResult result = run_lint(fsys, options);
        const FixRounds done = fix_in_rounds(fsys, options, false, result);
        EXPECT_EQ(done.failed_file, "") << done.error;
        EXPECT_LT(done.rounds, kMaxFixRounds);
        if (files_of(dir.path()) != original) ++fixed_fixtures;
        // What remains carries no safe fix: a second run would change nothing.
        const FixPlan again = plan_fixes(result, false);
        EXPECT_TRUE(again.after.empty()) << again.after.size() << " files still have fixes";
      } catch (const ConfigError&) {
        EXPECT_EQ(files_of(dir.path()), original);  // a configuration error stops the run: nothing is fixed
      }
    }
  }
  EXPECT_GE(fixed_fixtures, 3u);  // letter-prefix, rejected-word and the data rules with a swap at least
}

// A generated bank with injected defects (misspellings, near-duplicates, dangling and one-way links,
// two keys): one --fix run with the unsafe fixes too, then a second changes nothing, and what
// remains carries no fix at all: exactly the findings no fix can handle.
TEST(Fix, AGeneratedBankWithInjectedDefectsConvergesAndOnlyUnfixableFindingsRemain) {
  test::TempDir dir;
  const fs::path generator = fs::path(QBANK_BINARY).parent_path() / "bench" / "qbank_bench_generate";
  const auto g = test::run_program({generator.string(), "400", dir.path().string(), "7"});
  ASSERT_EQ(g.exit_code, 0) << g.err;
  auto before = test::run_qbank({"lint", "--no-cache", "--format", "json", "bank"}, dir.path());
  const auto findings_before = nlohmann::json::parse(before.out)["diagnostics"];
  std::size_t with_fix = 0;
  for (const auto& d : findings_before) with_fix += d.contains("fix") ? 1 : 0;
  ASSERT_GT(with_fix, 10u);  // the generator's defects give fixes to apply
  auto r = test::run_qbank({"lint", "--no-cache", "--fix-only", "--unsafe-fixes", "bank"}, dir.path());
  EXPECT_NE(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("toegepast"), std::string::npos) << r.err;
  const auto once = files_of(dir.path() / "bank");
  r = test::run_qbank({"lint", "--no-cache", "--fix-only", "--unsafe-fixes", "bank"}, dir.path());
  EXPECT_EQ(r.err, "qbank: niets te corrigeren\n");
  EXPECT_EQ(files_of(dir.path() / "bank"), once);
  const auto after =
      nlohmann::json::parse(test::run_qbank({"lint", "--no-cache", "--format", "json", "bank"}, dir.path()).out);
  for (const auto& d : after["diagnostics"]) EXPECT_FALSE(d.contains("fix")) << d.dump();
  EXPECT_LT(after["diagnostics"].size(), findings_before.size());
}

}  // namespace
}  // namespace qbank::fix_test
