// Running another program: git for `lint --changed` and `report`, tar for `report`, qbank itself
// in the benchmarks. One runner for all of them: no shell (a fixed argument vector), the folder
// and extra environment for the child only, standard output and error captured, discarded or
// written to a file, and the child's wall time and peak memory.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace qbank {

// Where one of the child's output streams goes.
enum class ProcessOutput {
  Capture,  // into ProcessResult::out or ::err
  Discard,  // /dev/null
  File,     // a file, created or truncated
};

struct ProcessOptions {
  std::filesystem::path cwd;           // empty: the current folder
  std::vector<std::string> extra_env;  // NAME=value, added to (or replacing in) the environment
  ProcessOutput out = ProcessOutput::Capture;
  std::filesystem::path out_file;  // for ProcessOutput::File
  ProcessOutput err = ProcessOutput::Capture;
  std::filesystem::path err_file;
};

struct ProcessResult {
  bool started = false;  // false: the program could not be run (not found, not executable)
  int status = -1;       // exit status when it ran; 128 + the signal when a signal ended it
  std::string out;       // captured standard output
  std::string err;       // captured standard error; when not started, why
  double wall_ms = 0;    // from start to exit
  double peak_mb = 0;    // the child's peak resident memory (ru_maxrss)
};

// Runs `argv[0]` (looked up in PATH) with `argv`, without a shell, and waits for it. Captured
// streams are read while the child runs, so that neither pipe can fill up and block it.
ProcessResult run_process(const std::vector<std::string>& argv, const ProcessOptions& options = {});

// The same with the folder and extra environment only, both streams captured.
ProcessResult run_process(const std::vector<std::string>& argv, const std::filesystem::path& cwd,
                          const std::vector<std::string>& extra_env = {});

}  // namespace qbank
