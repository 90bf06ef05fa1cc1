// `qbank lint` options: --statistics, --max-warnings, colour (terminal only, NO_COLOR, --color).
#include <gtest/gtest.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "test_util.h"

namespace qbank::lint_cli_test {
namespace {
namespace fs = std::filesystem;

// A bank with one warning (a stray file in a topic folder) and one error (a too-short stem).
void write_bank(const test::TempDir& dir) {
  // Only the schema family: these tests are about output options, not about the other checks.
  dir.write("bank/qbank.toml",
            "[rules]\nspelling = \"off\"\nanswer = \"off\"\nexplanation = \"off\"\nduplicate = \"off\"\ngraph = "
            "\"off\"\nstyle = \"off\"\n");
  dir.write("bank/t/topic.toml", "title = \"Onderwerp\"\n");
  dir.write("bank/t/notities.txt", "los bestand\n");
  dir.write("bank/t/vraag.toml", test::sample_question("Kort?"));
}

const std::string kWarning =
    "bank/t/notities.txt:1:1: warning[schema/unexpected-file]: geen vraagbestand (.toml); wordt overgeslagen (of voeg "
    "het toe aan `ignore` in qbank.toml)\n";
const std::string kError =
    "bank/t/vraag.toml:1:8: error[schema/length]: `stem` is te kort: 5 tekens, minimaal 10 (de stam: de vraag zoals de "
    "student die leest)\n";

TEST(LintCli, StatisticsInConcise) {
  test::TempDir dir;
  write_bank(dir);
  const auto r = test::run_qbank({"lint", "--no-cache", "--format", "concise", "--statistics", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, kWarning + kError +
                       "     1  schema/length (error)\n"
                       "     1  schema/unexpected-file (warning)\n");
}

TEST(LintCli, StatisticsInTextAndJson) {
  test::TempDir dir;
  write_bank(dir);
  const auto text = test::run_qbank({"lint", "--no-cache", "--statistics", "bank"}, dir.path());
  EXPECT_NE(text.out.find("     1  schema/length (error)\n     1  schema/unexpected-file (warning)\n"
                          "3 bestanden gecontroleerd (1 vraag, 1 onderwerp): 1 fout, 1 waarschuwing, 0 meldingen.\n"),
            std::string::npos)
      << text.out;
  const auto json = test::run_qbank({"lint", "--no-cache", "--format", "json", "--statistics", "bank"}, dir.path());
  const auto doc = nlohmann::json::parse(json.out);
  EXPECT_EQ(doc["summary"]["rules"], nlohmann::json({{"schema/length", 1}, {"schema/unexpected-file", 1}}));
  const auto plain = test::run_qbank({"lint", "--no-cache", "--format", "json", "bank"}, dir.path());
  EXPECT_FALSE(nlohmann::json::parse(plain.out)["summary"].contains("rules"));
}

TEST(LintCli, MaxWarnings) {
  test::TempDir dir;
  write_bank(dir);
  dir.write("bank/t/topic.toml", "title = \"Onderwerp\"\n");
  dir.write("bank/t/notities.txt", "los bestand\n");
  dir.write("bank/t/vraag.toml", test::sample_question());
  auto r = test::run_qbank({"lint", "--no-cache", "--format", "concise", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 0) << r.out;
  r = test::run_qbank({"lint", "--no-cache", "--format", "concise", "--max-warnings", "1", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 0);
  r = test::run_qbank({"lint", "--no-cache", "--format", "concise", "--max-warnings", "0", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, kWarning);
  EXPECT_EQ(r.err, "qbank: 1 waarschuwing, meer dan --max-warnings 0\n");
}

// Runs qbank with its standard output on a pseudo-terminal; returns what it wrote.
std::string run_on_terminal(const std::vector<std::string>& args, const fs::path& cwd, bool no_color) {
  int master = -1;
  const pid_t pid = ::forkpty(&master, nullptr, nullptr, nullptr);
  if (pid == 0) {
    if (::chdir(cwd.c_str()) != 0) ::_exit(127);
    if (no_color)
      ::setenv("NO_COLOR", "1", 1);
    else
      ::unsetenv("NO_COLOR");
    std::vector<std::string> copy = args;
    std::vector<char*> argv;
    std::string bin = QBANK_BINARY;
    argv.push_back(bin.data());
    for (auto& a : copy) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(bin.c_str(), argv.data());
    ::_exit(127);
  }
  std::string out;
  char buf[4096];
  while (true) {
    const ssize_t n = ::read(master, buf, sizeof buf);
    if (n <= 0) break;  // EIO once the child has exited and closed the terminal
    out.append(buf, static_cast<std::size_t>(n));
  }
  int status = 0;
  ::waitpid(pid, &status, 0);
  ::close(master);
  return out;
}

TEST(LintCli, ColourOnlyOnATerminalAndNotWithNoColor) {
  test::TempDir dir;
  write_bank(dir);
  const std::vector<std::string> args = {"lint", "--no-cache", "bank"};
  // Piped (a file here): never escape codes.
  const auto piped = test::run_qbank(args, dir.path());
  EXPECT_NE(piped.out.find("error[schema/length]"), std::string::npos);
  EXPECT_EQ(piped.out.find('\033'), std::string::npos);
  // A terminal: colour, unless NO_COLOR is set.
  const std::string tty = run_on_terminal(args, dir.path(), false);
  EXPECT_NE(tty.find("\033[1;31merror[schema/length]"), std::string::npos) << tty;
  const std::string no_color = run_on_terminal(args, dir.path(), true);
  EXPECT_NE(no_color.find("error[schema/length]"), std::string::npos) << no_color;
  EXPECT_EQ(no_color.find('\033'), std::string::npos);
}

TEST(LintCli, ColorFlagOverridesTheDetection) {
  test::TempDir dir;
  write_bank(dir);
  const auto always =
      test::run_qbank({"lint", "--no-cache", "--color", "always", "bank"}, dir.path(), {}, {"NO_COLOR=1"});
  EXPECT_NE(always.out.find("\033[1;33mwarning[schema/unexpected-file]"), std::string::npos);
  const std::string never = run_on_terminal({"lint", "--no-cache", "--color", "never", "bank"}, dir.path(), false);
  EXPECT_NE(never.find("error[schema/length]"), std::string::npos);
  EXPECT_EQ(never.find('\033'), std::string::npos);
  const auto bad = test::run_qbank({"lint", "--color", "soms", "bank"}, dir.path());
  EXPECT_EQ(bad.exit_code, 2);
}

TEST(LintCli, NewFormatsAreListedAndAccepted) {
  test::TempDir dir;
  write_bank(dir);
  for (const char* format : {"sarif", "github", "junit", "concise"}) {
    const auto r = test::run_qbank({"lint", "--no-cache", "--format", format, "bank"}, dir.path());
    EXPECT_EQ(r.exit_code, 1) << format << ": " << r.err;
    EXPECT_FALSE(r.out.empty()) << format;
  }
  const auto help = test::run_qbank({"lint", "--help"});
  EXPECT_NE(help.out.find("text|concise|json|sarif|github|junit"), std::string::npos) << help.out;
}

}  // namespace
}  // namespace qbank::lint_cli_test
