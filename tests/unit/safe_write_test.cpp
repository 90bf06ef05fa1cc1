// Safe writes: a writer killed with SIGKILL at a random moment leaves the old or the new file,
// never a torn one; writes do not follow a symbolic link out of their folder.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <thread>

#include "core/fs.h"
#include "test_util.h"

namespace qbank::safe_write_test {
namespace {
namespace fs = std::filesystem;

// Two large contents that differ everywhere, so any mix or truncation of them is recognised.
std::string content(char fill, std::size_t bytes) {
  std::string s(bytes, fill);
  s.replace(0, 6, "BEGIN\n");
  s.replace(bytes - 4, 4, "END\n");
  return s;
}

struct KillReport {
  int kills = 0;
  int torn = 0;        // the target was neither complete content
  std::string detail;  // the first torn state
};

// Starts a child that writes `a` and `b` to `target` alternately with `writer`, forever, and
// kills it with SIGKILL after a random delay; after every kill the target must hold exactly `a`
// or `b`. Repeats `rounds` times.
KillReport kill_writers(const fs::path& target, const std::string& a, const std::string& b, int rounds,
                        const std::function<void(const fs::path&, const std::string&)>& writer) {
  KillReport report;
  std::mt19937 random(12345);
  std::uniform_int_distribution<int> delay_us(0, 60000);
  for (int i = 0; i < rounds; ++i) {
    const pid_t pid = ::fork();
    if (pid == 0) {
      for (;;) {
        writer(target, a);
        writer(target, b);
      }
    }
    std::this_thread::sleep_for(std::chrono::microseconds(delay_us(random)));
    ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
    if (WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) ++report.kills;
    const std::string now = test::read_file(target);
    if (now != a && now != b) {
      if (report.torn++ == 0) {
        report.detail = "round " + std::to_string(i) + ": " + std::to_string(now.size()) + " bytes, starting " +
                        now.substr(0, 8) + ", ending " + (now.size() >= 4 ? now.substr(now.size() - 4) : now);
      }
    }
  }
  return report;
}

constexpr std::size_t kBytes = 4 << 20;
constexpr int kRounds = 40;

TEST(SafeWrite, AKilledAtomicWriteLeavesTheOldOrTheNewFileNeverATornOne) {
  test::TempDir dir;
  const fs::path target = dir.path() / "vraag.toml";
  const std::string a = content('a', kBytes), b = content('b', kBytes);
  test::write_file(target, a);
  const auto start = std::chrono::steady_clock::now();
  const KillReport r = kill_writers(target, a, b, kRounds, [](const fs::path& p, const std::string& text) {
    std::string error;
    if (!write_file_atomic(p, text, &error)) ::_exit(3);
  });
  EXPECT_EQ(r.kills, kRounds);
  EXPECT_EQ(r.torn, 0) << r.detail;
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(60));
  // A killed writer can leave its temporary file behind (hidden, next to the target); never a
  // second visible file.
  for (const auto& e : fs::directory_iterator(dir.path())) {
    const std::string name = e.path().filename().string();
    EXPECT_TRUE(name == "vraag.toml" || name.rfind(".vraag.toml.tmp-", 0) == 0) << name;
  }
}

// The same harness catches a writer that truncates and writes in place, so the test above can
// fail.
TEST(SafeWrite, TheKillHarnessCatchesATornInPlaceWrite) {
  test::TempDir dir;
  const fs::path target = dir.path() / "vraag.toml";
  const std::string a = content('a', kBytes), b = content('b', kBytes);
  test::write_file(target, a);
  const KillReport r = kill_writers(target, a, b, kRounds, [](const fs::path& p, const std::string& text) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    for (std::size_t i = 0; i < text.size(); i += 4096) {
      out.write(text.data() + i, static_cast<std::streamsize>(std::min<std::size_t>(4096, text.size() - i)));
      out.flush();
    }
  });
  EXPECT_GT(r.torn, 0) << "no torn file seen in " << kRounds << " kills of a non-atomic writer";
}

TEST(SafeWrite, ASymlinkAtTheDestinationIsReplacedNotWrittenThrough) {
  test::TempDir dir;
  const fs::path outside = dir.path() / "buiten.txt";
  test::write_file(outside, "buiten");
  fs::create_directories(dir.path() / "uit");
  fs::create_symlink(outside, dir.path() / "uit" / "doel.txt");
  std::string error;
  ASSERT_TRUE(write_file_atomic(dir.path() / "uit" / "doel.txt", "nieuw", &error)) << error;
  EXPECT_EQ(test::read_file(outside), "buiten");
  EXPECT_FALSE(fs::is_symlink(dir.path() / "uit" / "doel.txt"));
  EXPECT_EQ(test::read_file(dir.path() / "uit" / "doel.txt"), "nieuw");
}

TEST(SafeWrite, WriteInsideRefusesSymlinksThatLeaveTheFolder) {
  test::TempDir dir;
  const fs::path root = dir.path() / "bank";
  fs::create_directories(root / "t");
  fs::create_directories(dir.path() / "elders");
  std::string error;

  // A symlinked folder pointing outside.
  fs::create_directory_symlink(dir.path() / "elders", root / "link");
  EXPECT_FALSE(write_file_atomic_inside(root, root / "link" / "q.toml", "x", &error));
  EXPECT_EQ(error, "weigert te schrijven via " + (root / "link").string() + ": een symbolische koppeling naar buiten " +
                       root.string());
  EXPECT_FALSE(fs::exists(dir.path() / "elders" / "q.toml"));

  // A symlink at the destination pointing outside.
  test::write_file(dir.path() / "elders" / "doel.toml", "buiten");
  fs::create_symlink(dir.path() / "elders" / "doel.toml", root / "t" / "q.toml");
  EXPECT_FALSE(write_file_atomic_inside(root, root / "t" / "q.toml", "x", &error));
  EXPECT_EQ(error, "weigert te schrijven naar " + (root / "t" / "q.toml").string() +
                       ": een symbolische koppeling naar buiten " + root.string());
  EXPECT_EQ(test::read_file(dir.path() / "elders" / "doel.toml"), "buiten");

  // A path that climbs out with '..'.
  EXPECT_FALSE(write_file_atomic_inside(root, root / ".." / "elders" / "x.toml", "x", &error));
  EXPECT_FALSE(fs::exists(dir.path() / "elders" / "x.toml"));

  // Inside, also through a link that stays inside: written.
  fs::create_directory_symlink(root / "t", root / "binnen");
  EXPECT_TRUE(write_file_atomic_inside(root, root / "binnen" / "r.toml", "inhoud", &error)) << error;
  EXPECT_EQ(test::read_file(root / "t" / "r.toml"), "inhoud");
}

}  // namespace
}  // namespace qbank::safe_write_test
