// `qbank report` against `qbank lint` of the same generated bank in the same run (issue 25: a
// report takes at most 1.5x the lint, plus the history), and the history over git commits cold
// and from the cache.
//
//   build/bench/report_bench [QUESTIONS] [COMMITS]     (default 10000 and 10)
//
// Both commands run as a user runs them (process start and output included), cold (--no-cache),
// alternately, five times; the medians and their ratio are printed. Then the bank is committed
// to a fresh git repository COMMITS times (each commit edits one question) and reported with
// --history COMMITS twice: the first run lints every commit, the second reads them from the cache.

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bank_generator.h"
#include "core/process.h"

namespace fs = std::filesystem;

namespace {

double run(const std::vector<std::string>& args, const fs::path& cwd, int* status_out = nullptr) {
  qbank::ProcessOptions options;
  options.cwd = cwd;
  options.out = qbank::ProcessOutput::Discard;
  options.err = qbank::ProcessOutput::Discard;
  const qbank::ProcessResult r = qbank::run_process(args, options);
  if (!r.started) {
    std::fprintf(stderr, "report_bench: cannot run %s: %s\n", args[0].c_str(), r.err.c_str());
    std::exit(2);
  }
  if (status_out) *status_out = r.status;
  return r.wall_ms;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

void must(const std::vector<std::string>& args, const fs::path& cwd) {
  int status = 0;
  run(args, cwd, &status);
  if (status != 0) {
    std::fprintf(stderr, "report_bench: `%s ...` failed (%d)\n", args[0].c_str(), status);
    std::exit(2);
  }
}

std::string load_average() {
  std::ifstream in("/proc/loadavg");
  std::string a, b, c;
  in >> a >> b >> c;
  return a + " " + b + " " + c;
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t questions = argc > 1 ? std::stoul(argv[1]) : 10000;
  const int commits = argc > 2 ? std::stoi(argv[2]) : 10;
  std::error_code ec;
  const fs::path base = fs::is_directory("/dev/shm", ec) ? fs::path("/dev/shm") : fs::temp_directory_path();
  const fs::path dir = base / ("qbank-report-bench-" + std::to_string(getpid()));
  fs::create_directories(dir);
  qbank::bench::GeneratorOptions options;
  options.questions = questions;
  options.out = dir;
  options.source_dir = QBANK_SOURCE_DIR;
  const auto generated = qbank::bench::generate_bank(options);
  std::printf("report_bench: %s\nbank: %zu questions in %zu topics (%s); load average %s\n", QBANK_BINARY,
              generated.questions, generated.topics, dir.c_str(), load_average().c_str());

  const std::string bin = QBANK_BINARY;
  std::vector<double> lint, report;
  for (int i = 0; i < 5; ++i) {
    // The report lints with the options of a plain `qbank lint` (suggestions on), so that it
    // shares that run's cache entry: the baseline uses them too.
    lint.push_back(run({bin, "lint", "--no-cache", "--format", "json", "bank"}, dir));
    report.push_back(run({bin, "report", "--no-cache", "--history", "0", "--out", "rapport", "bank"}, dir));
  }
  const double l = median(lint), r = median(report);
  std::printf("cold, --no-cache, median of 5 alternating runs:\n");
  std::printf("  qbank lint --format json bank                  %8.1f ms  (baseline, same run)\n", l);
  std::printf("  qbank report --history 0 bank                  %8.1f ms  %.2fx the lint\n", r, r / l);
  std::printf("  target: the report at most 1.5x the lint:      %s\n", r <= 1.5 * l ? "HOLDS" : "MISSED");

  // History: a repository with `commits` commits, each editing one question's stem.
  must({"git", "init", "-q", "-b", "main", "."}, dir);
  std::ofstream(dir / ".gitignore") << ".qbank-cache/\nrapport/\n";
  const std::vector<std::string> git = {
      "git", "-c", "user.name=Bench", "-c", "user.email=bench@example.org", "-c", "commit.gpgsign=false"};
  auto git_run = [&](std::vector<std::string> args) {
    std::vector<std::string> a = git;
    a.insert(a.end(), args.begin(), args.end());
    must(a, dir);
  };
  git_run({"add", "-A"});
  git_run({"commit", "-q", "-m", "bank"});
  std::vector<fs::path> files;
  for (const auto& e : fs::recursive_directory_iterator(dir / "bank")) {
    if (e.is_regular_file() && e.path().extension() == ".toml" && e.path().filename() != "topic.toml" &&
        e.path().filename() != "qbank.toml") {
      files.push_back(e.path());
    }
  }
  std::sort(files.begin(), files.end());
  for (int c = 1; c < commits && !files.empty(); ++c) {
    const fs::path f = files[(static_cast<std::size_t>(c) * 7919) % files.size()];
    std::stringstream s;
    s << std::ifstream(f).rdbuf();
    std::ofstream(f) << s.str() << "# bewerking " << c << "\n";
    git_run({"commit", "-q", "-a", "-m", "bewerking " + std::to_string(c)});
  }
  const std::string n = std::to_string(commits);
  const double cold_history = run({bin, "report", "--history", n, "--out", "rapport", "bank"}, dir);
  std::vector<double> warm;
  for (int i = 0; i < 3; ++i) warm.push_back(run({bin, "report", "--history", n, "--out", "rapport", "bank"}, dir));
  std::vector<double> warm_lint;
  for (int i = 0; i < 3; ++i) warm_lint.push_back(run({bin, "lint", "--format", "json", "bank"}, dir));
  std::printf("history of %d commits (the result cache on):\n", commits);
  std::printf("  first report --history %d (every commit linted)  %8.1f ms  (%.0f ms per commit above the report)\n",
              commits, cold_history, (cold_history - r) / commits);
  std::printf("  again, history from the cache (median of 3)       %8.1f ms\n", median(warm));
  std::printf("  baseline, same run: qbank lint, cache warm        %8.1f ms\n", median(warm_lint));
  std::printf("load average at the end: %s\n", load_average().c_str());
  fs::remove_all(dir, ec);
  return r <= 1.5 * l ? 0 : 1;
}
