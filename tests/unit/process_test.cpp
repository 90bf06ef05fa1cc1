// core/process: the one runner of other programs (git, tar, qbank in the benchmarks).
#include "core/process.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "test_util.h"

namespace qbank::process_test {
namespace {
namespace fs = std::filesystem;

std::string read_file(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(Process, UsesNoShellAndReportsAProgramThatCannotRun) {
  test::TempDir dir;
  // A shell would expand this; an argument vector passes it as is.
  const ProcessResult r = run_process({"printf", "%s", "$(echo hi) *"}, dir.path());
  ASSERT_TRUE(r.started);
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "$(echo hi) *");
  const ProcessResult missing = run_process({"qbank-no-such-program"}, dir.path());
  EXPECT_FALSE(missing.started);
  EXPECT_FALSE(missing.err.empty());
  EXPECT_FALSE(run_process({}).started);
}

TEST(Process, RunsInItsFolderWithTheExtraEnvironmentAndNoInput) {
  test::TempDir dir;
  const ProcessResult r = run_process({"sh", "-c", "pwd; echo \"$QBANK_PROCESS_TEST\"; cat; echo fout >&2; exit 3"},
                                      dir.path(), {"QBANK_PROCESS_TEST=waarde"});
  ASSERT_TRUE(r.started);
  EXPECT_EQ(r.status, 3);
  EXPECT_EQ(r.out, fs::canonical(dir.path()).string() + "\nwaarde\n");  // cat read /dev/null: nothing
  EXPECT_EQ(r.err, "fout\n");
  EXPECT_GT(r.wall_ms, 0.0);
  EXPECT_GT(r.peak_mb, 0.0);
}

TEST(Process, WritesOrDiscardsEachStream) {
  test::TempDir dir;
  ProcessOptions options;
  options.cwd = dir.path();
  options.out = ProcessOutput::File;
  options.out_file = dir.path() / "uit.txt";
  options.err = ProcessOutput::Discard;
  const ProcessResult r = run_process({"sh", "-c", "echo uit; echo fout >&2"}, options);
  ASSERT_TRUE(r.started);
  EXPECT_EQ(read_file(dir.path() / "uit.txt"), "uit\n");
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "");
  // A signal is 128 + its number, as a shell reports it.
  EXPECT_EQ(run_process({"sh", "-c", "kill -9 $$"}, dir.path()).status, 128 + 9);
}

TEST(Process, ReadsBothStreamsWhileTheChildRuns) {
  test::TempDir dir;
  // Far more than a pipe holds (64 KiB) on both streams: reading one to its end first would block.
  const ProcessResult r = run_process({"sh", "-c",
                                       "i=0; while [ $i -lt 3000 ]; do echo 0123456789012345678901234567890123456789; "
                                       "echo abcdefghijabcdefghijabcdefghijabcdefghij >&2; i=$((i+1)); done"},
                                      dir.path());
  ASSERT_TRUE(r.started);
  EXPECT_EQ(r.out.size(), 3000u * 41u);
  EXPECT_EQ(r.err.size(), 3000u * 41u);
}

}  // namespace
}  // namespace qbank::process_test
