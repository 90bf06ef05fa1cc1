#include "test_util.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace qbank::test {
namespace fs = std::filesystem;

fs::path source_dir() { return fs::path(QBANK_SOURCE_DIR); }
fs::path tests_dir() { return fs::path(QBANK_TESTS_DIR); }
fs::path bank_dir() { return source_dir() / "bank"; }

TempDir::TempDir() {
  std::random_device rd;
  const auto base = fs::temp_directory_path();
  for (int i = 0; i < 100; ++i) {
    auto p = base / ("qbank-test-" + std::to_string(::getpid()) + "-" + std::to_string(rd()));
    if (fs::create_directory(p)) {
      path_ = p;
      return;
    }
  }
  throw std::runtime_error("cannot create a temporary folder");
}

TempDir::~TempDir() {
  std::error_code ec;
  // Restore permissions that tests removed, so everything can be deleted.
  for (auto it = fs::recursive_directory_iterator(path_, fs::directory_options::skip_permission_denied, ec);
       it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (ec) break;
    if (!it->is_symlink(ec)) fs::permissions(it->path(), fs::perms::owner_all, fs::perm_options::add, ec);
  }
  fs::remove_all(path_, ec);
}

fs::path TempDir::write(const std::string& relative, const std::string& content) const {
  const fs::path p = path_ / relative;
  fs::create_directories(p.parent_path());
  write_file(p, content);
  return p;
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_file(const fs::path& path, const std::string& content) {
  std::ofstream out(path, std::ios::binary);
  out << content;
}

RunResult run_qbank(const std::vector<std::string>& args, const fs::path& cwd, const std::string& stdin_text,
                    const std::vector<std::string>& env, int timeout_seconds) {
  std::vector<std::string> command = {QBANK_BINARY};
  command.insert(command.end(), args.begin(), args.end());
  return run_program(command, cwd, stdin_text, env, timeout_seconds);
}

RunResult run_program(const std::vector<std::string>& command, const fs::path& cwd, const std::string& stdin_text,
                      const std::vector<std::string>& env, int timeout_seconds) {
  TempDir io;
  const fs::path in_file = io.write("stdin", stdin_text);
  const fs::path out_file = io.path() / "stdout";
  const fs::path err_file = io.path() / "stderr";
  const pid_t pid = ::fork();
  if (pid == 0) {
    if (!cwd.empty() && ::chdir(cwd.c_str()) != 0) ::_exit(127);
    const int in = ::open(in_file.c_str(), O_RDONLY);
    const int out = ::open(out_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err = ::open(err_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ::dup2(in, 0);
    ::dup2(out, 1);
    ::dup2(err, 2);
    ::setpgid(0, 0);  // its own process group, killed as a whole on timeout (a browser has children)
    for (const auto& e : env) ::putenv(const_cast<char*>(e.c_str()));
    std::vector<char*> argv;
    std::vector<std::string> copy = command;
    for (auto& a : copy) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execvp(argv[0], argv.data());  // a bare name is looked up on the PATH (of `env` too)
    ::_exit(127);
  }
  RunResult r;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(timeout_seconds);
  int status = 0;
  while (true) {
    const pid_t w = ::waitpid(pid, &status, WNOHANG);
    if (w == pid) break;
    if (std::chrono::steady_clock::now() > deadline) {
      ::kill(-pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      r.exit_code = 124;
      r.out = read_file(out_file);
      r.err = read_file(err_file);
      return r;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = read_file(out_file);
  r.err = read_file(err_file);
  return r;
}

fs::path copy_bank(const fs::path& dir) {
  // The shipped bank names no folders of qbank's tree: a plain copy works anywhere.
  const fs::path dest = dir / "bank";
  fs::copy(bank_dir(), dest, fs::copy_options::recursive);
  return dest;
}

std::string sample_question(const std::string& stem) {
  return "stem = \"" + stem +
         "\"\n"
         "explanation = \"De toelichting legt uit waarom de tweede optie klopt.\"\n"
         "\n[[options]]\ntext = \"Eerste optie\"\n\n[[options]]\ntext = \"Tweede optie\"\ncorrect = true\n\n"
         "[[options]]\ntext = \"Derde optie\"\n";
}

}  // namespace qbank::test
