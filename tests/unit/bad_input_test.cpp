// Hostile and broken input: every case gives a diagnostic and the documented exit code, within a
// time bound, and the other files are still linted.
#include <fcntl.h>
#include <grp.h>
#include <gtest/gtest.h>
#include <pwd.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "core/fs.h"
#include "lint/linter.h"
#include "test_util.h"

namespace qbank::bad_input_test {
namespace {
namespace fs = std::filesystem;

constexpr int kSeconds = 30;

// A question that is fine except for one warning (an unused suppression), so its finding shows
// that the lint went on with it, and the exit code still comes from the bad file alone.
const std::string kOtherQuestion = test::sample_question("Welke andere uitspraak over de test is juist?") +
                                   "\n[[suppress]]\nrule = \"schema/length\"\nreason = \"Een oude uitzondering.\"\n";
const std::string kOtherFinding = "bank/t/ook.toml:14:1: warning[schema/unused-suppression]";

// True when one line of `out` contains `a` and then `b`.
bool line_with(const std::string& out, const std::string& a, const std::string& b) {
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) {
    const auto at = line.find(a);
    if (at != std::string::npos && line.find(b, at) != std::string::npos) return true;
  }
  return false;
}

class BadInput : public testing::Test {
 protected:
  void SetUp() override {
    dir_.write("bank/qbank.toml",
               "[rules]\nspelling = \"off\"\ngraph = \"off\"\nstyle = \"off\"\nanswer = \"off\"\n"
               "explanation = \"off\"\nduplicate = \"off\"\n");
    dir_.write("bank/t/topic.toml", "title = \"Test\"\n");
    dir_.write("bank/t/goed.toml", test::sample_question());
    dir_.write("bank/t/ook.toml", kOtherQuestion);
  }
  // Lints the bank and expects `rule` at `file` (concise output), exit code 1, nothing about the
  // valid file, within the time bound.
  void expect_finding(const std::string& file, const std::string& rule, const std::string& position = "") {
    auto r = test::run_qbank({"lint", "--format", "concise", "bank"}, dir_.path(), {}, {}, kSeconds);
    ASSERT_NE(r.exit_code, 124) << "timed out";
    EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
    const std::string want = "bank/t/" + file + ":" + position;
    EXPECT_NE(r.out.find(want), std::string::npos) << "want " << want << " in\n" << r.out;
    EXPECT_NE(r.out.find("[" + rule + "]"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("goed.toml"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(kOtherFinding), std::string::npos) << "the other files must still be linted:\n" << r.out;
  }
  test::TempDir dir_;
};

TEST_F(BadInput, DeeplyNestedArrays) {
  dir_.write("bank/t/x.toml", "stem = " + std::string(100000, '[') + std::string(100000, ']') + "\n");
  expect_finding("x.toml", "syntax/too-deep");
}

TEST_F(BadInput, DeeplyNestedInlineTables) {
  std::string s = "stem = ";
  for (int i = 0; i < 50000; ++i) s += "{a=";
  s += "1";
  for (int i = 0; i < 50000; ++i) s += "}";
  dir_.write("bank/t/x.toml", s + "\n");
  expect_finding("x.toml", "syntax/too-deep");
}

TEST_F(BadInput, DeepDottedKeys) {
  std::string s = "a";
  for (int i = 0; i < 60000; ++i) s += ".a";
  dir_.write("bank/t/x.toml", s + " = 1\n");
  expect_finding("x.toml", "syntax/too-deep");
}

TEST_F(BadInput, DeepTableHeadersAndArraysOfTables) {
  std::string s = "a";
  for (int i = 0; i < 60000; ++i) s += ".a";
  dir_.write("bank/t/x.toml", "[" + s + "]\nb = 1\n");
  dir_.write("bank/t/y.toml", "[[" + s + "]]\nb = 1\n");
  expect_finding("x.toml", "syntax/too-deep");
  expect_finding("y.toml", "syntax/too-deep");
}

TEST_F(BadInput, MalformedTomlAndDuplicateKeysAndWrongTypes) {
  dir_.write("bank/t/a.toml", "stem = \"x\"\nstem = \"y\"\n");
  dir_.write("bank/t/b.toml", "stem = [1, \"x\"\nexplanation = 3\n");
  dir_.write("bank/t/c.toml", "stem = 42\nexplanation = true\noptions = \"geen lijst\"\n");
  expect_finding("a.toml", "syntax/duplicate-key", "2:1");
  expect_finding("b.toml", "syntax/parse-error");
  expect_finding("c.toml", "schema/type", "1:8");
}

TEST_F(BadInput, InvalidAndOverlongUtf8) {
  dir_.write("bank/t/x.toml", "stem = \"caf\xE9\"\n");
  dir_.write("bank/t/y.toml", "stem = \"\xC0\xAF\"\n");
  expect_finding("x.toml", "syntax/invalid-utf8", "1:12");
  expect_finding("y.toml", "syntax/invalid-utf8", "1:9");
}

TEST_F(BadInput, EmptyFileAndNulBytes) {
  dir_.write("bank/t/leeg.toml", "");
  dir_.write("bank/t/nul.toml", std::string("stem = \"a\0b\"\n", 13));
  expect_finding("leeg.toml", "syntax/empty-file", "1:1");
  expect_finding("nul.toml", "syntax/parse-error", "1:10");
}

TEST_F(BadInput, ByteOrderMarkAndCrlfAreFineLoneCrIsNot) {
  dir_.write("bank/t/bom.toml", "\xEF\xBB\xBF" + test::sample_question("Welke uitspraak over de BOM is juist?"));
  std::string crlf = test::sample_question("Welke uitspraak over CRLF is juist?");
  for (std::size_t i = 0; (i = crlf.find('\n', i)) != std::string::npos; i += 2) crlf.replace(i, 1, "\r\n");
  dir_.write("bank/t/crlf.toml", crlf);
  dir_.write("bank/t/cr.toml", "stem = \"a\"\rexplanation = \"b\"\r");
  expect_finding("cr.toml", "syntax/parse-error");
  auto r = test::run_qbank({"lint", "--format", "concise", "bank"}, dir_.path());
  EXPECT_EQ(r.out.find("bom.toml"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("crlf.toml"), std::string::npos) << r.out;
}

TEST_F(BadInput, AFolderNamedLikeAQuestionFile) {
  fs::create_directories(dir_.path() / "bank/t/map.toml");
  expect_finding("map.toml", "syntax/unreadable", "1:1");
}

// A sparse file of 100 MB: nothing is stored on disk, and reading it would still take 100 MB of
// memory and time, so the cap must refuse it from its size alone.
fs::path sparse_file(const fs::path& path, std::uintmax_t bytes) {
  { std::ofstream touch(path, std::ios::binary); }
  fs::resize_file(path, bytes);
  return path;
}

constexpr std::uintmax_t k100MB = 100ull * 1000 * 1000;

TEST_F(BadInput, AHundredMegabyteFileIsRefusedWithoutReadingIt) {
  sparse_file(dir_.path() / "bank/t/groot.toml", k100MB);
  expect_finding("groot.toml", "syntax/too-large", "1:1");
  auto r = test::run_qbank({"lint", "--format", "concise", "bank"}, dir_.path(), {}, {}, kSeconds);
  EXPECT_NE(r.out.find("het bestand is te groot (100000000 bytes; de grens is 1048576 bytes, instelbaar met "
                       "limits.max_file_bytes) en wordt niet gelezen"),
            std::string::npos)
      << r.out;
}

TEST_F(BadInput, TheSizeCapIsDecidedBeforeReading) {
  const fs::path big = sparse_file(dir_.path() / "groot.toml", k100MB);
  RealFileSystem real;
  const auto start = std::chrono::steady_clock::now();
  const ReadResult r = real.read(big, 1 << 20);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(500));
  EXPECT_FALSE(r.ok);
  EXPECT_TRUE(r.too_large);
  EXPECT_EQ(r.size, k100MB);
  EXPECT_LT(r.content.capacity(), std::size_t{1} << 20) << "nothing of the file may have been read into memory";
}

TEST_F(BadInput, TheSizeCapIsConfigurable) {
  dir_.write("bank/qbank.toml",
             test::read_file(dir_.path() / "bank/qbank.toml") + "\n[limits]\nmax_file_bytes = 2048\n");
  dir_.write("bank/t/lang.toml", test::sample_question() + "# " + std::string(3000, 'x') + "\n");
  expect_finding("lang.toml", "syntax/too-large", "1:1");
}

// Runs build/qbank as the user `nobody` (the test may run as root, for whom file modes do not
// apply): fork, drop every privilege with setresgid/setresuid, exec. Exit code 124 on timeout.
test::RunResult run_qbank_as_nobody(const std::vector<std::string>& args, const fs::path& cwd, int seconds) {
  const passwd* nobody = ::getpwnam("nobody");
  if (!nobody) return {-1, "", "no user nobody"};
  test::TempDir io;
  const fs::path out_file = io.path() / "stdout", err_file = io.path() / "stderr";
  const int out = ::open(out_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  const int err = ::open(err_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  const uid_t uid = nobody->pw_uid;
  const gid_t gid = nobody->pw_gid;
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::dup2(out, 1);
    ::dup2(err, 2);
    if (::geteuid() == 0 &&
        (::setgroups(0, nullptr) != 0 || ::setresgid(gid, gid, gid) != 0 || ::setresuid(uid, uid, uid) != 0)) {
      ::_exit(126);
    }
    if (::chdir(cwd.c_str()) != 0) ::_exit(127);
    std::vector<std::string> copy = args;
    std::string bin = QBANK_BINARY;
    std::vector<char*> argv{bin.data()};
    for (auto& a : copy) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(bin.c_str(), argv.data());
    ::_exit(127);
  }
  ::close(out);
  ::close(err);
  test::RunResult r;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  int status = 0;
  while (::waitpid(pid, &status, WNOHANG) != pid) {
    if (std::chrono::steady_clock::now() > deadline) {
      ::kill(pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      status = 124 << 8;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = test::read_file(out_file);
  r.err = test::read_file(err_file);
  return r;
}

TEST_F(BadInput, PermissionDeniedAlsoWhenTheTestRunsAsRoot) {
  const auto p = dir_.write("bank/t/geheim.toml", test::sample_question());
  fs::permissions(p, fs::perms::none);
  // The unprivileged user must be able to reach the rest of the bank.
  for (fs::path d = dir_.path(); d != d.parent_path() && d != fs::temp_directory_path(); d = d.parent_path()) {
    fs::permissions(d, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec | fs::perms::others_read |
                           fs::perms::others_exec);
  }
  auto r = run_qbank_as_nobody({"lint", "--no-cache", "--format", "concise", "bank"}, dir_.path(), kSeconds);
  ASSERT_NE(r.exit_code, 124) << "timed out";
  ASSERT_NE(r.exit_code, 126) << "could not drop privileges";
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("bank/t/geheim.toml:1:1: error[syntax/unreadable]: kan het bestand niet lezen: geen toegang "
                       "(permission denied)"),
            std::string::npos)
      << r.out << r.err;
  EXPECT_NE(r.out.find(kOtherFinding), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("goed.toml"), std::string::npos) << r.out;
}

// The real disk, except that a chosen file is deleted just before it is opened: it was listed,
// then it vanished (another process removed it during the run).
class VanishingFileSystem final : public FileSystem {
 public:
  explicit VanishingFileSystem(fs::path doomed) : doomed_(std::move(doomed)) {}
  FileKind kind(const fs::path& p) const override { return real_.kind(p); }
  ReadResult read(const fs::path& p, std::uintmax_t max_bytes) const override {
    if (p.filename() == doomed_.filename()) fs::remove(doomed_);
    return real_.read(p, max_bytes);
  }
  std::vector<DirEntry> list(const fs::path& p, std::string* error) const override { return real_.list(p, error); }
  bool write_atomic(const fs::path& p, std::string_view c, std::string* e) override {
    return real_.write_atomic(p, c, e);
  }
  bool make_directories(const fs::path& p, std::string* e) override { return real_.make_directories(p, e); }

 private:
  RealFileSystem real_;
  fs::path doomed_;
};

TEST_F(BadInput, AFileThatVanishesDuringTheRun) {
  const fs::path doomed = dir_.write("bank/t/weg.toml", test::sample_question("Welke verdwenen uitspraak is juist?"));
  VanishingFileSystem vfs(doomed);
  LintOptions options;
  options.paths = {dir_.path() / "bank"};
  options.jobs = 2;
  const auto start = std::chrono::steady_clock::now();
  const LintResult r = run_lint(vfs, options);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(kSeconds));
  EXPECT_FALSE(fs::exists(doomed)) << "the fake did not remove the file";
  bool vanished = false, other = false;
  for (const auto& d : r.diagnostics) {
    const bool weg = d.file.ends_with("bank/t/weg.toml");
    if (weg && d.rule == "syntax/unreadable" && d.severity == Severity::Error && d.span.begin.line == 1 &&
        d.span.begin.column == 1 &&
        d.message ==
            "kan het bestand niet lezen: het bestand bestaat niet (meer); het kan tijdens de run zijn verwijderd") {
      vanished = true;
    }
    if (d.file.ends_with("bank/t/ook.toml") && d.rule == "schema/unused-suppression") other = true;
    EXPECT_FALSE(d.file.ends_with("goed.toml")) << d.rule << " " << d.message;
  }
  EXPECT_TRUE(vanished);
  EXPECT_TRUE(other) << "the other files must still be linted";
  EXPECT_EQ(r.summary.errors, 1u) << "exit code 1 comes from summary.errors > 0";
}

TEST_F(BadInput, ANonTomlFileIsReportedAndSkipped) {
  dir_.write("bank/t/notities.txt", "geen vraag\n");
  auto r = test::run_qbank({"lint", "--format", "concise", "bank"}, dir_.path(), {}, {}, kSeconds);
  EXPECT_EQ(r.exit_code, 0) << r.out;  // a warning
  EXPECT_NE(r.out.find("bank/t/notities.txt:1:1: warning[schema/unexpected-file]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(kOtherFinding), std::string::npos) << r.out;
}

TEST_F(BadInput, AHugeTextIsCappedAndStaysFast) {
  // 600,000 characters in one stem, under the file cap: reported once, not analysed further.
  std::string words;
  while (words.size() < 600000) words += "geheugenbandbreedte ";
  dir_.write("bank/qbank.toml",
             test::read_file(dir_.path() / "bank/qbank.toml") + "\n[limits]\nmax_text_chars = 20000\n");
  dir_.write("bank/t/x.toml", test::sample_question(words));
  auto r = test::run_qbank({"lint", "--no-cache", "--format", "concise", "bank"}, dir_.path(), {}, {}, kSeconds);
  ASSERT_NE(r.exit_code, 124) << "timed out";
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_TRUE(line_with(r.out, "bank/t/x.toml:1:8: error[schema/text-too-long]: de stam is te lang: 600000 tekens",
                        "de grens is 20000 (instelbaar met limits.max_text_chars)"))
      << r.out.substr(0, 4000);
}

TEST_F(BadInput, AFifoDoesNotBlock) {
  ASSERT_EQ(::mkfifo((dir_.path() / "bank/t/pijp.toml").c_str(), 0644), 0);
  expect_finding("pijp.toml", "syntax/unreadable", "1:1");
}

TEST_F(BadInput, ASymlinkLoop) {
  fs::create_symlink("lus-b.toml", dir_.path() / "bank/t/lus-a.toml");
  fs::create_symlink("lus-a.toml", dir_.path() / "bank/t/lus-b.toml");
  expect_finding("lus-a.toml", "syntax/unreadable", "1:1");
}

TEST_F(BadInput, ASymlinkedFolderIsNotFollowed) {
  fs::create_directory_symlink(dir_.path() / "bank", dir_.path() / "bank/lus");
  auto r = test::run_qbank({"lint", "--format", "concise", "bank"}, dir_.path(), {}, {}, kSeconds);
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("bank/lus:1:1: warning[schema/unexpected-file]"), std::string::npos) << r.out;
}

TEST_F(BadInput, APathologicalRegexInARuleFileCannotMakeTheLintSlow) {
  // (a+)+$ backtracks exponentially in a backtracking engine; re2 is linear in the text.
  dir_.write("rules/style/rij-a.toml",
             "id = \"style/rij-a\"\n"
             "summary = \"A stem that ends in a run of the letter a.\"\n"
             "severity = \"warning\"\nscope = \"stem\"\nkind = \"existence\"\n"
             "message = \"{where} eindigt op een rij letters a\"\n"
             "patterns = ['(a+)+$']\n"
             "[examples]\nmatch = [\"aaa\"]\nno_match = [\"aab\"]\n"
             "[doc]\nwhat = \"Finds a run of a at the end.\"\nwhy = \"A test of the regex engine.\"\n"
             "fix = \"Nothing to fix here.\"\n");
  // The rule folder also needs the word lists every run reads.
  fs::copy(test::source_dir() / "rules" / "text", dir_.path() / "rules" / "text", fs::copy_options::recursive);
  dir_.write("bank/qbank.toml", "rules_dir = \"" + (dir_.path() / "rules").string() +
                                    "\"\n[rules]\nspelling = \"off\"\ngraph = \"off\"\nanswer = \"off\"\n"
                                    "explanation = \"off\"\nduplicate = \"off\"\n"
                                    "[limits]\nmax_text_chars = 300000\n");
  dir_.write("bank/t/x.toml", test::sample_question(std::string(200000, 'a') + "!"));
  dir_.write("bank/t/y.toml", test::sample_question(std::string(200000, 'a')));
  const auto start = std::chrono::steady_clock::now();
  auto r = test::run_qbank({"lint", "--no-cache", "--format", "concise", "bank"}, dir_.path(), {}, {}, kSeconds);
  const auto took = std::chrono::steady_clock::now() - start;
  ASSERT_NE(r.exit_code, 124) << "timed out";
  EXPECT_LT(took, std::chrono::seconds(10));
  EXPECT_EQ(r.exit_code, 1) << r.err;  // schema/length: both stems are far over 2000 characters
  EXPECT_TRUE(line_with(r.out, "bank/t/y.toml:1:", "warning[style/rij-a]: de stam eindigt op een rij letters a"))
      << r.out.substr(0, 3000) << r.err;
  EXPECT_FALSE(line_with(r.out, "bank/t/x.toml:", "[style/rij-a]")) << r.out.substr(0, 3000);
}

}  // namespace
}  // namespace qbank::bad_input_test
