#include "core/process.h"

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>

extern char** environ;

namespace qbank {
namespace fs = std::filesystem;

namespace {

// The environment of the child: ours, with `extra` added or replacing a variable of that name.
std::vector<std::string> child_environment(const std::vector<std::string>& extra) {
  std::vector<std::string> out;
  for (char** e = environ; *e; ++e) {
    const std::string entry(*e);
    const std::string name = entry.substr(0, entry.find('='));
    const bool replaced =
        std::any_of(extra.begin(), extra.end(), [&](const std::string& x) { return x.substr(0, x.find('=')) == name; });
    if (!replaced) out.push_back(entry);
  }
  out.insert(out.end(), extra.begin(), extra.end());
  return out;
}

// Sets up file descriptor `fd` of the child; returns the read end of a pipe for a captured stream
// (-1 otherwise, or when the pipe could not be made).
int route(posix_spawn_file_actions_t& actions, int fd, ProcessOutput where, const fs::path& file, int pipe_ends[2],
          int& failed) {
  switch (where) {
    case ProcessOutput::Capture:
      if (::pipe2(pipe_ends, O_CLOEXEC) != 0) {
        if (failed == 0) failed = errno;
        return -1;
      }
      posix_spawn_file_actions_adddup2(&actions, pipe_ends[1], fd);
      return pipe_ends[0];
    case ProcessOutput::Discard:
      posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_WRONLY, 0);
      return -1;
    case ProcessOutput::File:
      posix_spawn_file_actions_addopen(&actions, fd, file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      return -1;
  }
  return -1;
}

}  // namespace

ProcessResult run_process(const std::vector<std::string>& argv, const ProcessOptions& options) {
  ProcessResult r;
  if (argv.empty()) {
    r.err = "no program";
    return r;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  int out_pipe[2] = {-1, -1};
  int err_pipe[2] = {-1, -1};
  int failed = 0;  // errno of a pipe that could not be made
  const int out_read = route(actions, 1, options.out, options.out_file, out_pipe, failed);
  const int err_read = route(actions, 2, options.err, options.err_file, err_pipe, failed);
  // The folder is changed in the child only (glibc 2.29+).
  if (!options.cwd.empty()) posix_spawn_file_actions_addchdir_np(&actions, options.cwd.c_str());

  std::vector<std::string> env = child_environment(options.extra_env);
  std::vector<char*> envp;
  for (auto& e : env) envp.push_back(e.data());
  envp.push_back(nullptr);
  std::vector<std::string> args = argv;
  std::vector<char*> argp;
  for (auto& a : args) argp.push_back(a.data());
  argp.push_back(nullptr);

  const auto start = std::chrono::steady_clock::now();
  pid_t pid = 0;
  const int rc = failed != 0 ? failed : ::posix_spawnp(&pid, argp[0], &actions, nullptr, argp.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  for (int end : {out_pipe[1], err_pipe[1]}) {
    if (end >= 0) ::close(end);
  }
  if (rc != 0) {
    for (int end : {out_pipe[0], err_pipe[0]}) {
      if (end >= 0) ::close(end);
    }
    r.err = std::strerror(rc);
    return r;
  }
  r.started = true;
  struct pollfd fds[2] = {{out_read, POLLIN, 0}, {err_read, POLLIN, 0}};
  std::string* sinks[2] = {&r.out, &r.err};
  int open_count = (out_read >= 0) + (err_read >= 0);
  char buf[65536];
  while (open_count > 0) {
    if (::poll(fds, 2, -1) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      const ssize_t n = ::read(fds[i].fd, buf, sizeof buf);
      if (n > 0) {
        sinks[i]->append(buf, static_cast<std::size_t>(n));
      } else if (n == 0 || errno != EINTR) {
        ::close(fds[i].fd);
        fds[i].fd = -1;
        --open_count;
      }
    }
  }
  for (auto& f : fds) {
    if (f.fd >= 0) ::close(f.fd);
  }
  int status = 0;
  rusage usage{};
  while (::wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
  }
  r.wall_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  r.peak_mb = static_cast<double>(usage.ru_maxrss) / 1024.0;
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return r;
}

ProcessResult run_process(const std::vector<std::string>& argv, const fs::path& cwd,
                          const std::vector<std::string>& extra_env) {
  ProcessOptions options;
  options.cwd = cwd;
  options.extra_env = extra_env;
  return run_process(argv, options);
}

}  // namespace qbank
