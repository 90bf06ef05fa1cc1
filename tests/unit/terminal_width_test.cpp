// cli::terminal_width: $COLUMNS first, then the terminal's own width, else 80; at least 40.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <cstdlib>

#include "cli/commands.h"

namespace qbank::terminal_width_test {
namespace {

struct Columns {
  explicit Columns(const char* value) {
    if (const char* old = std::getenv("COLUMNS")) saved = old, had = true;
    if (value)
      setenv("COLUMNS", value, 1);
    else
      unsetenv("COLUMNS");
  }
  ~Columns() {
    if (had)
      setenv("COLUMNS", saved.c_str(), 1);
    else
      unsetenv("COLUMNS");
  }
  std::string saved;
  bool had = false;
};

TEST(TerminalWidth, ColumnsWinsAndIsNeverBelowForty) {
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  {
    Columns c("100");
    EXPECT_EQ(cli::terminal_width(fds[1]), 100u);
  }
  {
    Columns c("10");
    EXPECT_EQ(cli::terminal_width(fds[1]), 40u);
  }
  {
    Columns c(nullptr);
    EXPECT_EQ(cli::terminal_width(fds[1]), 80u);  // a pipe is no terminal
  }
  ::close(fds[0]);
  ::close(fds[1]);
}

TEST(TerminalWidth, WithoutColumnsTheTerminalsOwnWidth) {
  const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
  ASSERT_GE(master, 0);
  ASSERT_EQ(::grantpt(master), 0);
  ASSERT_EQ(::unlockpt(master), 0);
  const int slave = ::open(::ptsname(master), O_RDWR | O_NOCTTY);
  ASSERT_GE(slave, 0);
  winsize ws{};
  ws.ws_col = 123;
  ws.ws_row = 40;
  ASSERT_EQ(::ioctl(master, TIOCSWINSZ, &ws), 0);
  {
    Columns c(nullptr);
    EXPECT_EQ(cli::terminal_width(slave), 123u);
    ws.ws_col = 20;
    ASSERT_EQ(::ioctl(master, TIOCSWINSZ, &ws), 0);
    EXPECT_EQ(cli::terminal_width(slave), 40u);
  }
  ::close(slave);
  ::close(master);
}

}  // namespace
}  // namespace qbank::terminal_width_test
