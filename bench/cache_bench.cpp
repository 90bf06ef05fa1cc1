// The lint cache: a cold run of `qbank lint` on a generated bank against warm re-runs, measured
// through the binary as a user runs it (process start and output included).
//
//   build/bench/cache_bench [QUESTIONS]        (default 10000)
//
// Prints the median wall time of each case and its ratio to the uncached baseline measured in
// the same run, and checks that every case prints exactly the same findings.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "bank_generator.h"
#include "core/process.h"

namespace fs = std::filesystem;

namespace {

struct Run {
  double ms = 0;
  int status = -1;
  std::string out;
};

Run run_qbank(const std::vector<std::string>& args, const fs::path& cwd, const fs::path& out_file) {
  std::vector<std::string> argv = {QBANK_BINARY};
  argv.insert(argv.end(), args.begin(), args.end());
  qbank::ProcessOptions options;
  options.cwd = cwd;
  options.out = qbank::ProcessOutput::File;
  options.out_file = out_file;
  options.err = qbank::ProcessOutput::Discard;
  const qbank::ProcessResult p = qbank::run_process(argv, options);
  if (!p.started) {
    std::fprintf(stderr, "cache_bench: cannot run %s: %s\n", argv[0].c_str(), p.err.c_str());
    std::exit(2);
  }
  Run r;
  r.ms = p.wall_ms;
  r.status = p.status;
  std::ifstream in(out_file);
  std::stringstream s;
  s << in.rdbuf();
  r.out = s.str();
  return r;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t questions = argc > 1 ? std::stoul(argv[1]) : 10000;
  const fs::path dir = fs::temp_directory_path() / ("qbank-bench-cache-" + std::to_string(getpid()));
  fs::create_directories(dir);
  qbank::bench::GeneratorOptions options;
  options.questions = questions;
  options.out = dir;
  options.source_dir = QBANK_SOURCE_DIR;
  const auto generated = qbank::bench::generate_bank(options);
  struct {
    fs::path root;
    std::size_t questions, topics;
  } g{dir / "bank", generated.questions, generated.topics};
  const fs::path out = dir / "out.txt";
  const fs::path cache = g.root / ".qbank-cache";
  std::printf("bank: %zu questions in %zu topics (%s)\n", g.questions, g.topics, g.root.c_str());
  // The hash index trusts stat data only for files at least two seconds old (lint/cache.h);
  // wait, as an author's files are by the time they lint again.
  std::this_thread::sleep_for(std::chrono::milliseconds(2100));

  const std::vector<std::string> lint = {"lint", "--format", "concise", "bank"};
  auto with = [&](std::vector<std::string> extra) {
    std::vector<std::string> a = lint;
    a.insert(a.end(), extra.begin(), extra.end());
    return a;
  };
  const int reps = 5;
  std::vector<double> baseline, cold, warm, one_changed, touched;
  std::string reference;
  bool same = true;
  auto note = [&](const Run& r) {
    if (reference.empty()) reference = r.out;
    same = same && r.out == reference;
  };
  for (int i = 0; i < reps; ++i) {
    Run b = run_qbank(with({"--no-cache"}), dir, out);
    baseline.push_back(b.ms);
    note(b);
  }
  for (int i = 0; i < 3; ++i) {
    fs::remove_all(cache);
    Run c = run_qbank(lint, dir, out);
    cold.push_back(c.ms);
    note(c);
  }
  for (int i = 0; i < reps; ++i) {
    Run w = run_qbank(lint, dir, out);
    warm.push_back(w.ms);
    note(w);
  }
  // One question edited: the whole run is redone, but unchanged files skip schema validation.
  // The first question file of the first topic, whatever the generator names them.
  fs::path victim;
  {
    std::vector<fs::path> files;
    for (const auto& e : fs::recursive_directory_iterator(g.root)) {
      if (e.path().extension() == ".toml" && e.path().filename() != "topic.toml" && e.path().filename() != "qbank.toml")
        files.push_back(e.path());
    }
    std::sort(files.begin(), files.end());
    if (files.empty()) {
      std::fprintf(stderr, "cache_bench: the generated bank has no question file\n");
      return 1;
    }
    victim = files.front();
  }
  std::string original;
  {
    std::ifstream in(victim);
    std::stringstream s;
    s << in.rdbuf();
    original = s.str();
  }
  for (int i = 0; i < 3; ++i) {
    std::ofstream(victim) << original << "# bewerking " << i << "\n";
    Run r = run_qbank(lint, dir, out);
    one_changed.push_back(r.ms);
  }
  std::ofstream(victim) << original;
  run_qbank(lint, dir, out);
  // A fresh checkout with a restored cache (CI): every file's stat data is new, so every file is
  // read and hashed again, but the content-keyed result is still found.
  for (int i = 0; i < 3; ++i) {
    for (const auto& e : fs::recursive_directory_iterator(g.root)) {
      if (e.is_regular_file() && e.path().string().find(".qbank-cache") == std::string::npos) {
        fs::permissions(e.path(), fs::perms::owner_write, fs::perm_options::add);  // changes ctime
      }
    }
    Run r = run_qbank(lint, dir, out);
    touched.push_back(r.ms);
    note(r);
  }

  const double base = median(baseline);
  auto row = [&](const char* name, const std::vector<double>& v) {
    std::printf("  %-52s %9.1f ms   %6.1fx faster than --no-cache\n", name, median(v), base / median(v));
  };
  std::printf("median wall time of `qbank lint --format concise bank` (%d runs each unless noted):\n", reps);
  std::printf("  %-52s %9.1f ms   (baseline)\n", "--no-cache", base);
  row("cold: empty cache, fills it (3 runs)", cold);
  row("warm: nothing changed", warm);
  row("one question edited (3 runs)", one_changed);
  row("every file's ctime new, content same: CI (3 runs)", touched);
  std::printf("warm vs cold: %.1fx\n", median(cold) / median(warm));
  std::printf("findings identical in every case: %s\n", same ? "yes" : "NO");
  fs::remove_all(dir);
  return same ? 0 : 1;
}
