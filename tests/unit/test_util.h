// Helpers shared by the tests: temporary folders, running the qbank binary, reading files.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace qbank::test {

// The repository's folders.
std::filesystem::path source_dir();
std::filesystem::path tests_dir();
std::filesystem::path bank_dir();

// A fresh folder under the system temp dir, removed when the object goes away.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::filesystem::path& path() const { return path_; }
  // Writes a file (creating folders) and returns its path.
  std::filesystem::path write(const std::string& relative, const std::string& content) const;

 private:
  std::filesystem::path path_;
};

struct RunResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// Runs build/qbank with arguments in `cwd` (default: the current folder), with an optional
// standard input and environment additions, and a time limit in seconds (killed on timeout:
// exit_code 124).
RunResult run_qbank(const std::vector<std::string>& args, const std::filesystem::path& cwd = {},
                    const std::string& stdin_text = {}, const std::vector<std::string>& env = {},
                    int timeout_seconds = 120);
// The same for any program: command[0] is a path or a name looked up on the PATH.
RunResult run_program(const std::vector<std::string>& command, const std::filesystem::path& cwd = {},
                      const std::string& stdin_text = {}, const std::vector<std::string>& env = {},
                      int timeout_seconds = 120);

std::string read_file(const std::filesystem::path& path);
void write_file(const std::filesystem::path& path, const std::string& content);

// Copies the real bank (bank/ with qbank.toml) into `dir`/bank. Returns the copy's path.
std::filesystem::path copy_bank(const std::filesystem::path& dir);

// A minimal valid question file (three options, key B) for tests to vary.
std::string sample_question(const std::string& stem = "Welke uitspraak over de test is juist?");

}  // namespace qbank::test
