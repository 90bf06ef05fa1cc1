// lint_bench: the whole of `qbank lint` at scale, phase by phase, against baselines measured in
// the same run, and the verdicts of issue 12's targets. See bench/README.md.
//
//   build/bench/lint_bench [--sizes 1000,10000,100000] [--jobs 2] [--seed 1] [--sample 5000]
//                          [--hunspell-max 10000] [--no-hunspell] [--real-runs 5] [--keep DIR]
//
// For each size it generates a bank (bench/bank_generator.h, deterministic), then runs, each as
// its own process so that its wall time and peak memory are its own:
//   - the parse-only floor: this program again with --parse-only, which lists the bank, reads
//     every file and parses its TOML on the same threads, and does nothing else;
//   - `qbank lint --no-cache --no-suggest --timings --format json --jobs J bank`, all families on
//     (the generated qbank.toml turns none off); the phase table comes from --timings;
// and in this process, over the same bank: `hunspell -d nl -l` on the checked text and
// brute-force duplicate pairs on a sample of stems (bench/baselines.h, shared with
// spelling_bench and duplicate_bench). It checks that every injected defect of the manifest is
// among the findings. Last, it lints one file of the real bank (bank/) a few times.
//
// Exit code: 0 when every injected defect was found, 1 otherwise, 2 on a usage or setup error.
// The time targets only print verdicts: on a shared machine they are figures, not pass/fail.
#include <sys/resource.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "bank_generator.h"
#include "baselines.h"
#include "core/config.h"
#include "core/fs.h"
#include "core/memory.h"
#include "core/parallel.h"
#include "core/process.h"
#include "core/toml_document.h"
#include "lint/bank_loader.h"

namespace {
namespace fs = std::filesystem;
using namespace qbank;
using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

std::string read_all(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string load_average() {
  std::string s = read_all("/proc/loadavg");
  std::istringstream in(s);
  std::string a, b, c;
  in >> a >> b >> c;
  return a + " " + b + " " + c;
}

// ---- child processes ------------------------------------------------------------------------

struct ChildRun {
  double ms = 0;
  int exit_code = -1;
  double peak_mb = 0;  // the child's ru_maxrss
};

// Runs args[0] in cwd, standard output and error to files, and waits for it.
ChildRun run_child(const std::vector<std::string>& args, const fs::path& cwd, const fs::path& out,
                   const fs::path& err) {
  std::fflush(stdout);
  qbank::ProcessOptions options;
  options.cwd = cwd;
  options.out = qbank::ProcessOutput::File;
  options.out_file = out;
  options.err = qbank::ProcessOutput::File;
  options.err_file = err;
  const qbank::ProcessResult p = qbank::run_process(args, options);
  if (!p.started) throw std::runtime_error("cannot run " + args[0] + ": " + p.err);
  ChildRun r;
  r.ms = p.wall_ms;
  r.exit_code = p.status;
  r.peak_mb = p.peak_mb;
  return r;
}

// ---- the parse-only floor (--parse-only DIR) ---------------------------------------------------

// Lists the bank's topic folders, reads every .toml file and parses it, on `jobs` threads.
// Prints "<ms> <files> <bytes> <failures>".
int parse_only(const fs::path& bank, unsigned jobs) {
  const auto start = Clock::now();
  RealFileSystem fsys;
  std::vector<fs::path> files;
  std::string error;
  for (const auto& topic : fsys.list(bank, &error)) {
    if (topic.kind != FileKind::Directory || topic.name.empty() || topic.name[0] == '.') continue;
    for (const auto& e : fsys.list(bank / topic.name, &error)) {
      if (e.kind == FileKind::Regular && e.name.ends_with(".toml")) files.push_back(bank / topic.name / e.name);
    }
  }
  std::atomic<std::size_t> bytes{0}, failures{0};
  parallel_for(files.size(), jobs, [&](std::size_t i) {
    ReadResult r = fsys.read(files[i], 1 << 20);
    if (!r.ok) {
      ++failures;
      return;
    }
    bytes += r.content.size();
    const SourceFile source(files[i].string(), std::move(r.content));
    std::vector<Diagnostic> found;
    if (!parse_toml(source, found)) ++failures;
  });
  std::printf("%.3f %zu %zu %zu %zu\n", ms_since(start), files.size(), bytes.load(), failures.load(), peak_rss_kb());
  return 0;
}

// ---- the lint run's phases ---------------------------------------------------------------------

struct Phase {
  double ms = 0;
  double peak_mb = 0;
};

// The lines "<ms> ms  <MB> MB  <phase>" of --timings.
std::map<std::string, Phase> parse_timings(const std::string& err) {
  std::map<std::string, Phase> out;
  std::istringstream in(err);
  std::string line;
  while (std::getline(in, line)) {
    double ms = 0, mb = 0;
    int used = 0;
    if (std::sscanf(line.c_str(), " %lf ms %lf MB %n", &ms, &mb, &used) == 2 && used > 0) {
      out[line.substr(static_cast<std::size_t>(used))] = {ms, mb};
    }
  }
  return out;
}

// The rows of the table: the phases, each the sum of some --timings phases.
struct Row {
  std::string name;
  std::vector<std::string> phases;  // a trailing '*' matches a prefix
};

const std::vector<Row> kRows = {
    {"read and parse", {"read and parse"}},
    {"schema", {"schema"}},
    {"spelling", {"spelling"}},
    {"answer and explanation", {"answer*", "explanation"}},
    {"rules (style)", {"style*"}},
    {"duplicates", {"duplicate"}},
    {"graph", {"graph*"}},
    {"other (config, report, output)", {"config", "cache", "report", "output"}},
};

bool row_matches(const Row& row, const std::string& phase) {
  for (const auto& p : row.phases) {
    if (p.back() == '*' ? phase.rfind(p.substr(0, p.size() - 1), 0) == 0 : phase == p) return true;
  }
  return false;
}

// ---- injected defects ---------------------------------------------------------------------------

struct DefectCheck {
  std::string kind;
  std::size_t expected = 0;
  std::size_t found = 0;
  std::string first_missing;
};

std::vector<DefectCheck> check_defects(const nlohmann::json& manifest, const nlohmann::json& lint) {
  std::set<std::string> spelling, two_correct;
  std::set<std::pair<std::string, std::string>> duplicates;   // (file, other id)
  std::vector<std::pair<std::string, std::string>> dangling;  // (file, message)
  for (const auto& d : lint["diagnostics"]) {
    const std::string rule = d["rule"];
    const std::string file = d["file"];
    if (rule.rfind("spelling/", 0) == 0) {
      spelling.insert(file + ":" + std::to_string(d["line"].get<int>()) + ":" + std::to_string(d["column"].get<int>()));
    } else if (rule.rfind("duplicate/", 0) == 0 && d.contains("other")) {
      duplicates.insert({file, d["other"].get<std::string>()});
    } else if (rule == "graph/dangling-link") {
      dangling.emplace_back(file, d["message"].get<std::string>());
    } else if (rule == "answer/multiple-correct") {
      two_correct.insert(file);
    }
  }
  auto id_of = [](const std::string& file) { return fs::path(file).stem().string(); };
  auto sibling = [](const std::string& file, const std::string& id) {
    return (fs::path(file).parent_path() / (id + ".toml")).generic_string();
  };
  std::vector<DefectCheck> out;
  auto tally = [&](const char* kind, auto&& found) {
    DefectCheck c;
    c.kind = kind;
    for (const auto& m : manifest["defects"][kind]) {
      ++c.expected;
      if (found(m))
        ++c.found;
      else if (c.first_missing.empty())
        c.first_missing = m.dump();
    }
    out.push_back(c);
  };
  tally("misspelling", [&](const nlohmann::json& m) {
    return spelling.count(m["file"].get<std::string>() + ":" + std::to_string(m["line"].get<int>()) + ":" +
                          std::to_string(m["column"].get<int>())) > 0;
  });
  tally("near_duplicate", [&](const nlohmann::json& m) {
    const std::string file = m["file"], other = m["other"];
    return duplicates.count({file, other}) > 0 || duplicates.count({sibling(file, other), id_of(file)}) > 0;
  });
  tally("dangling_link", [&](const nlohmann::json& m) {
    const std::string file = m["file"], target = m["target"];
    return std::any_of(dangling.begin(), dangling.end(),
                       [&](const auto& d) { return d.first == file && d.second.find(target) != std::string::npos; });
  });
  tally("two_correct", [&](const nlohmann::json& m) { return two_correct.count(m["file"].get<std::string>()) > 0; });
  return out;
}

// ---- one size -----------------------------------------------------------------------------------

struct SizeResult {
  std::size_t questions = 0;
  double floor_ms = 0;
  double floor_peak_mb = 0;
  double lint_ms = 0;
  double lint_peak_mb = 0;
  double hunspell_s = 0;
  double brute_extrapolated_s = 0;
  bool defects_ok = false;
};

std::string thousands(double v) {
  std::string s = std::to_string(static_cast<long long>(v + 0.5));
  for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<std::size_t>(i), ",");
  return s;
}

SizeResult run_size(std::size_t n, const fs::path& self, const fs::path& dir, unsigned jobs, std::uint64_t seed,
                    std::size_t sample, bool hunspell, const TextAnalyzer& analyzer) {
  SizeResult res;
  res.questions = n;
  bench::GeneratorOptions g;
  g.questions = n;
  g.seed = seed;
  g.out = dir;
  g.source_dir = QBANK_SOURCE_DIR;
  auto t = Clock::now();
  const auto generated = bench::generate_bank(g);
  const double generate_s = ms_since(t) / 1e3;

  // The floor.
  const ChildRun floor =
      run_child({self.string(), "--parse-only", (dir / "bank").string(), "--jobs", std::to_string(jobs)}, dir,
                dir / "floor.out", dir / "floor.err");
  std::size_t files = 0, bytes = 0, failures = 0, floor_kb = 0;
  double floor_inner_ms = 0;
  if (std::sscanf(read_all(dir / "floor.out").c_str(), "%lf %zu %zu %zu %zu", &floor_inner_ms, &files, &bytes,
                  &failures, &floor_kb) != 5 ||
      floor.exit_code != 0 || failures != 0) {
    throw std::runtime_error("the parse-only run failed: " + read_all(dir / "floor.err"));
  }
  res.floor_ms = floor.ms;
  res.floor_peak_mb = static_cast<double>(floor_kb) / 1024.0;
  const double mb = static_cast<double>(bytes) / 1e6;

  // The lint.
  const ChildRun lint = run_child({QBANK_BINARY, "lint", "--no-cache", "--no-suggest", "--timings", "--format", "json",
                                   "--jobs", std::to_string(jobs), "bank"},
                                  dir, dir / "lint.json", dir / "lint.err");
  const std::string err = read_all(dir / "lint.err");
  if (lint.exit_code != 0 && lint.exit_code != 1) throw std::runtime_error("qbank lint failed:\n" + err);
  res.lint_ms = lint.ms;
  const auto phases = parse_timings(err);
  // The child's own high-water mark (VmHWM when its last phase ended). Not ru_maxrss: Linux
  // folds the parent's resident size at exec into the child's ru_maxrss, so after this process
  // has held a large bank every child would seem to have used as much.
  res.lint_peak_mb = phases.count("total") ? phases.at("total").peak_mb : lint.peak_mb;
  const auto findings = nlohmann::json::parse(read_all(dir / "lint.json"));
  const auto manifest = nlohmann::json::parse(read_all(dir / "manifest.json"));

  std::printf("\n== %s questions: %zu topics, %zu files, %.1f MB of TOML (generated in %.1f s); load average %s ==\n",
              thousands(static_cast<double>(n)).c_str(), generated.topics, files, mb, generate_s,
              load_average().c_str());
  std::printf("%-32s %10s %7s %13s %9s %9s\n", "phase of qbank lint", "wall ms", "share", "questions/s", "MB/s",
              "peak MB");
  double rows_ms = 0;
  std::set<std::string> used;
  auto print_row = [&](const std::string& name, double ms, double peak) {
    const double s = ms / 1e3;
    std::printf("%-32s %10.1f %6.1f%% %13s %9.1f %9.1f\n", name.c_str(), ms, 100.0 * ms / lint.ms,
                s > 0 ? thousands(static_cast<double>(n) / s).c_str() : "-", s > 0 ? mb / s : 0.0, peak);
  };
  for (const auto& row : kRows) {
    double ms = 0, peak = 0;
    for (const auto& [phase, p] : phases) {
      if (!row_matches(row, phase)) continue;
      ms += p.ms;
      peak = std::max(peak, p.peak_mb);
      used.insert(phase);
    }
    rows_ms += ms;
    print_row(row.name, ms, peak);
  }
  for (const auto& [phase, p] : phases) {
    if (!used.count(phase) && phase != "total") std::printf("  (unlisted phase %s: %.1f ms)\n", phase.c_str(), p.ms);
  }
  const double start_ms = lint.ms - rows_ms;
  print_row("process start and exit", start_ms, 0);
  print_row("total, process wall", lint.ms, res.lint_peak_mb);
  std::printf("%zu findings, exit code %d\n", findings["diagnostics"].size(), lint.exit_code);

  // Baselines in this process, over the same bank.
  std::printf("baselines, same run:\n");
  std::printf(
      "  parse-only floor (list, read, TOML parse; %u threads): %.1f ms wall (%.1f ms inside), %s questions/s, "
      "%.1f MB/s, peak %.1f MB\n",
      jobs, floor.ms, floor_inner_ms, thousands(n / (floor.ms / 1e3)).c_str(), mb / (floor.ms / 1e3),
      res.floor_peak_mb);
  std::printf("  lint total / parse floor: %.2fx\n", lint.ms / floor.ms);
  {
    RealFileSystem fsys;
    const BankLocation loc = locate_bank(dir / "bank");
    const Config config = load_config(fsys, loc.root, *loc.config_file, "qbank.toml");
    const LoadedBank loaded = load_bank(fsys, loc, config, jobs);
    if (!hunspell) {
      std::printf(
          "  hunspell -d nl -l: not run at this size (--hunspell-max; it reads the text once on one thread, "
          "so its time grows linearly from the smaller sizes' figure)\n");
    } else {
      const std::string text = bench::checked_text(loaded.bank);
      const auto h = bench::hunspell_list(text, dir);
      res.hunspell_s = h.seconds;
      const double spelling_ms = phases.count("spelling") ? phases.at("spelling").ms : 0;
      std::printf(
          "  hunspell -d nl -l over the same checked text (%.1f MB, one thread): %.2f s, %zu words listed; "
          "qbank's spelling phase %.1f ms, %.0fx faster\n",
          static_cast<double>(text.size()) / 1e6, h.seconds, h.flagged, spelling_ms,
          spelling_ms > 0 ? h.seconds * 1e3 / spelling_ms : 0.0);
    }
    std::vector<std::string> stems;
    for (const auto& q : loaded.bank.questions) {
      if (stems.size() >= sample) break;
      stems.push_back(q.stem.value.str());
    }
    const auto b = bench::brute_force_duplicates(stems, analyzer, jobs);
    res.brute_extrapolated_s = bench::extrapolate_brute_ms(b, n) / 1e3;
    const double dup_ms = phases.count("duplicate") ? phases.at("duplicate").ms : 0;
    std::printf(
        "  brute-force duplicate pairs on a sample of %zu stems: %.1f ms (the check's join on the same sample "
        "%.1f ms, %s pairs); extrapolated to %s stems %.1f s against the whole duplicate phase %.1f ms\n",
        b.sample, b.brute_ms, b.join_ms, b.identical ? "the same" : "DIFFERENT", thousands(n).c_str(),
        res.brute_extrapolated_s, dup_ms);
  }

  std::printf("injected defects found:\n");
  res.defects_ok = true;
  for (const auto& c : check_defects(manifest, findings)) {
    const bool pass = c.found == c.expected;
    res.defects_ok = res.defects_ok && pass;
    std::printf("  %-15s %6zu / %-6zu %s%s%s\n", c.kind.c_str(), c.found, c.expected, pass ? "PASS" : "FAIL",
                pass ? "" : "; first missing: ", c.first_missing.c_str());
  }
  std::fflush(stdout);
  return res;
}

// ---- one changed file of the real bank -----------------------------------------------------------

struct RealRun {
  std::string file;
  std::vector<double> ms;
  double peak_mb = 0;
  std::vector<double> hunspell_ms;  // baseline: `hunspell -d nl -l` on one word (loading its dictionary)
  // Pre-commit: a copy of the repository's bank with its caches warm; each run edits the file
  // (one more space in its stem: new bytes, no new word) and lints it with the cache on.
  std::vector<double> edited_ms;
  double edited_peak_mb = 0;
};

RealRun lint_real_file(const fs::path& scratch, int runs) {
  RealRun r;
  const fs::path topic = fs::path(QBANK_SOURCE_DIR) / "bank" / "ai-hardware-en-softwarestack";
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(topic, ec)) {
    const std::string name = e.path().filename().string();
    if (name.ends_with(".toml") && name != "topic.toml") names.push_back(name);
  }
  std::sort(names.begin(), names.end());
  if (names.empty()) return r;
  r.file = "bank/ai-hardware-en-softwarestack/" + names.front();
  for (int i = 0; i < runs; ++i) {
    const ChildRun c = run_child({QBANK_BINARY, "lint", "--no-cache", "--timings", r.file}, QBANK_SOURCE_DIR,
                                 scratch / "real.out", scratch / "real.err");
    if (c.exit_code != 0 && c.exit_code != 1) throw std::runtime_error("qbank lint " + r.file + " failed");
    r.ms.push_back(c.ms);
    const auto phases = parse_timings(read_all(scratch / "real.err"));
    if (phases.count("total")) r.peak_mb = std::max(r.peak_mb, phases.at("total").peak_mb);
    // The floor of any run that loads the Dutch dictionary: hunspell itself, checking one word.
    std::ofstream(scratch / "one-word.txt") << "vraag\n";
    const ChildRun h = run_child({"/bin/sh", "-c", "exec hunspell -i utf-8 -d nl -l < one-word.txt"}, scratch,
                                 scratch / "hunspell.out", scratch / "hunspell.err");
    if (h.exit_code == 0) r.hunspell_ms.push_back(h.ms);
  }

  const fs::path copy = scratch / "real";
  fs::remove_all(copy, ec);
  fs::create_directories(copy);
  for (const char* part : {"bank", "rules", "schema"}) {
    fs::copy(fs::path(QBANK_SOURCE_DIR) / part, copy / part, fs::copy_options::recursive, ec);
    if (ec) throw std::runtime_error(std::string("cannot copy ") + part + ": " + ec.message());
  }
  fs::remove_all(copy / "bank" / ".qbank-cache", ec);
  const fs::path edited = copy / r.file;
  const ChildRun warm = run_child({QBANK_BINARY, "lint", r.file}, copy, scratch / "real.out", scratch / "real.err");
  if (warm.exit_code != 0 && warm.exit_code != 1) throw std::runtime_error("qbank lint " + r.file + " failed");
  for (int i = 0; i < runs; ++i) {
    std::string text = read_all(edited);
    const std::size_t at = text.find("stem = \"");
    if (at == std::string::npos) throw std::runtime_error(r.file + " has no stem on a line of its own");
    text.insert(at + 8, " ");
    std::ofstream(edited, std::ios::binary | std::ios::trunc) << text;
    const ChildRun c =
        run_child({QBANK_BINARY, "lint", "--timings", r.file}, copy, scratch / "real.out", scratch / "real.err");
    if (c.exit_code != 0 && c.exit_code != 1) throw std::runtime_error("qbank lint " + r.file + " failed");
    const std::string err = read_all(scratch / "real.err");
    if (err.find("geen cachetreffer") == std::string::npos)
      throw std::runtime_error("the edited file hit the result cache");
    r.edited_ms.push_back(c.ms);
    const auto phases = parse_timings(err);
    if (phases.count("total")) r.edited_peak_mb = std::max(r.edited_peak_mb, phases.at("total").peak_mb);
  }
  return r;
}

const char* verdict(bool ok) { return ok ? "HOLDS" : "MISSED"; }

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::size_t> sizes = {1000, 10000, 100000};
  unsigned jobs = 2;
  std::uint64_t seed = 1;
  std::size_t sample = 5000;
  bool hunspell = true;
  std::size_t hunspell_max = 10000;
  int real_runs = 5;
  fs::path keep, parse_only_dir;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "lint_bench: %s needs a value\n", a.c_str());
        std::exit(2);
      }
      return argv[++i];
    };
    try {
      if (a == "--sizes") {
        sizes.clear();
        std::istringstream in(value());
        std::string part;
        while (std::getline(in, part, ',')) sizes.push_back(std::stoul(part));
      } else if (a == "--jobs")
        jobs = static_cast<unsigned>(std::stoul(value()));
      else if (a == "--seed")
        seed = std::stoull(value());
      else if (a == "--sample")
        sample = std::stoul(value());
      else if (a == "--no-hunspell")
        hunspell = false;
      else if (a == "--hunspell-max")
        hunspell_max = std::stoul(value());
      else if (a == "--real-runs")
        real_runs = std::stoi(value());
      else if (a == "--keep")
        keep = value();
      else if (a == "--parse-only")
        parse_only_dir = value();
      else
        throw std::invalid_argument(a);
    } catch (const std::exception&) {
      std::fprintf(stderr,
                   "usage: lint_bench [--sizes 1000,10000,100000] [--jobs 2] [--seed 1] [--sample 5000]\n"
                   "                  [--hunspell-max 10000] [--no-hunspell] [--real-runs 5] [--keep DIR]\n");
      return 2;
    }
  }
  if (!parse_only_dir.empty()) return parse_only(parse_only_dir, jobs);
  if (sizes.empty() || jobs == 0) return 2;

  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (ec) {
    std::fprintf(stderr, "lint_bench: cannot find its own executable\n");
    return 2;
  }
  // Generated banks go to memory (/dev/shm) when possible: writing 100,000 files to a busy disk
  // takes longer than linting them, and the figures should not depend on the disk.
  const fs::path scratch = keep.empty()
                               ? (fs::is_directory("/dev/shm", ec) ? fs::path("/dev/shm") : fs::temp_directory_path()) /
                                     ("qbank-lint-bench-" + std::to_string(::getpid()))
                               : keep;
  std::printf("lint_bench: %s\n", QBANK_BINARY);
  std::printf("qbank lint --no-cache --no-suggest --jobs %u, all families on; seed %llu; %u cores here; banks in %s\n",
              jobs, static_cast<unsigned long long>(seed), default_jobs(), scratch.string().c_str());
  std::printf("load average at the start: %s (the machine may be shared: wall times grow with it)\n",
              load_average().c_str());
  int rc = 0;
  std::vector<SizeResult> results;
  try {
    const auto analyzer = TextAnalyzer::load(fs::path(QBANK_SOURCE_DIR) / "rules", "nl");
    for (std::size_t n : sizes) {
      const fs::path dir = scratch / std::to_string(n);
      fs::create_directories(dir);
      results.push_back(run_size(n, self, dir, jobs, seed, sample, hunspell && n <= hunspell_max, *analyzer));
      if (!results.back().defects_ok) rc = 1;
      if (keep.empty()) fs::remove_all(dir, ec);
    }
    fs::create_directories(scratch);
    const RealRun real = real_runs > 0 ? lint_real_file(scratch, real_runs) : RealRun{};

    std::printf("\n== summary (load average now %s) ==\n", load_average().c_str());
    std::printf("%9s %12s %12s %11s %12s %12s %9s\n", "questions", "floor ms", "lint ms", "lint/floor", "lint peak MB",
                "hunspell s", "defects");
    // (hunspell s is 0 where it was not run)
    for (const auto& r : results) {
      std::printf("%9s %12.1f %12.1f %10.2fx %12.1f %12.2f %9s\n", thousands(static_cast<double>(r.questions)).c_str(),
                  r.floor_ms, r.lint_ms, r.lint_ms / r.floor_ms, r.lint_peak_mb, r.hunspell_s,
                  r.defects_ok ? "PASS" : "FAIL");
    }
    auto find = [&](std::size_t n) -> const SizeResult* {
      for (const auto& r : results) {
        if (r.questions == n) return &r;
      }
      return nullptr;
    };
    const SizeResult* big = find(100000);
    const SizeResult* mid = find(10000);
    // The targets of issue 24 (bench/README.md), each against a baseline of the same run.
    std::printf("targets (issue 24):\n");
    for (const auto& r : results) {
      std::printf("  %7s questions, cold, at most 3x the parse-only floor:       %7.2fx    %s\n",
                  thousands(static_cast<double>(r.questions)).c_str(), r.lint_ms / r.floor_ms,
                  verdict(r.lint_ms <= 3 * r.floor_ms));
    }
    if (big) {
      std::printf("  peak memory at 100,000 questions at most 600 MB:             %7.0f MB  %s\n", big->lint_peak_mb,
                  verdict(big->lint_peak_mb <= 600));
    } else {
      std::printf("  (the memory target needs --sizes with 100000)\n");
    }
    if (big && mid) {
      std::printf("  growth 10,000 -> 100,000 at most 10.5x:                      %7.2fx    %s  (floor %.2fx)\n",
                  big->lint_ms / mid->lint_ms, verdict(big->lint_ms <= 10.5 * mid->lint_ms),
                  big->floor_ms / mid->floor_ms);
    }
    if (!real.ms.empty()) {
      std::vector<double> sorted = real.ms;
      std::sort(sorted.begin(), sorted.end());
      const double median = sorted[sorted.size() / 2];
      if (!real.edited_ms.empty()) {
        std::vector<double> e = real.edited_ms;
        std::sort(e.begin(), e.end());
        std::printf(
            "  one changed file of the real bank, with the cache, < 50 ms:  %6.1f ms  %s  (median of %zu runs of "
            "`qbank lint %s` after an edit that adds no word, caches warm: the dictionary is not needed; "
            "min %.1f, max %.1f; peak %.1f MB)\n",
            e[e.size() / 2], verdict(e[e.size() / 2] < 50), e.size(), real.file.c_str(), e.front(), e.back(),
            real.edited_peak_mb);
      }
      if (!real.hunspell_ms.empty()) {
        std::vector<double> h = real.hunspell_ms;
        std::sort(h.begin(), h.end());
        const double hunspell = h[h.size() / 2];
        std::printf(
            "  one file of the real bank, --no-cache, at most 1.2x hunspell: %6.1f ms  %s  (%.2fx; median of %zu "
            "runs of `qbank lint --no-cache %s`; first %.1f, min %.1f, max %.1f; peak %.1f MB)\n",
            median, verdict(median <= 1.2 * hunspell), median / hunspell, sorted.size(), real.file.c_str(),
            real.ms.front(), sorted.front(), sorted.back(), real.peak_mb);
        std::printf(
            "    baseline, same run: `hunspell -d nl -l` on one word (its dictionary load) median %.1f ms, "
            "min %.1f ms\n",
            hunspell, h.front());
      } else {
        std::printf("  one file of the real bank, --no-cache: %6.1f ms (no hunspell baseline in this run)\n", median);
      }
    }
    std::printf("injected defects: %s\n", rc == 0 ? "all found (PASS)" : "some missing (FAIL)");
  } catch (const std::exception& e) {
    std::fprintf(stderr, "lint_bench: %s\n", e.what());
    rc = 2;
  }
  if (keep.empty()) fs::remove_all(scratch, ec);
  return rc;
}
