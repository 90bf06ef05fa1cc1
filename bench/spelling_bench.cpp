// spelling_bench: words per second of the whole spelling phase (tokenizing, Hunspell
// lookups of the distinct words on all threads, and handing out the findings) on a generated
// bank, side by side with `hunspell -d nl -l` on the same extracted text, measured in the same
// run. Also checks that every misspelling the generator injected is found at its position, and
// that nothing else is.
//
//   spelling_bench [--questions N] [--seed S] [--jobs J] [--suggest] [--keep DIR]
#include <unistd.h>

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <set>
#include <sstream>
#include <string>

#include "bank_generator.h"
#include "baselines.h"
#include "checks/catalog.h"
#include "checks/check.h"
#include "checks/spelling/spelling_check.h"
#include "core/parallel.h"
#include "lint/bank_loader.h"

namespace {
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
using namespace qbank;

double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

struct Run {
  double seconds = 0;
  SpellingStats stats;
  std::vector<Diagnostic> findings;
};

// One spelling phase with a fresh check, as `qbank lint` runs it.
Run spelling_phase(const Bank& bank, const Config& config, unsigned jobs, bool suggestions) {
  const RuleCatalog catalog = RuleCatalog::builtin();
  LintContext ctx(bank, config, catalog);
  ctx.jobs = jobs;
  ctx.suggestions = suggestions;
  SpellingCheck check;
  Run run;
  const auto start = Clock::now();
  check.prepare(ctx);
  std::vector<std::vector<Diagnostic>> out(bank.questions.size() + bank.topics.size());
  parallel_for(out.size(), jobs, [&](std::size_t i) {
    if (i < bank.questions.size())
      check.check_question(bank.questions[i], ctx, out[i]);
    else
      check.check_topic(bank.topics[i - bank.questions.size()], ctx, out[i]);
  });
  run.seconds = seconds_since(start);
  run.stats = check.stats();
  for (auto& v : out) run.findings.insert(run.findings.end(), v.begin(), v.end());
  return run;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t questions = 10000;
  std::uint64_t seed = 1;
  unsigned jobs = 2;
  bool suggest = false;
  fs::path keep;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::cerr << "spelling_bench: " << a << " needs a value\n";
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--questions")
      questions = std::stoul(value());
    else if (a == "--seed")
      seed = std::stoull(value());
    else if (a == "--jobs")
      jobs = static_cast<unsigned>(std::stoul(value()));
    else if (a == "--suggest")
      suggest = true;
    else if (a == "--keep")
      keep = value();
    else {
      std::cerr << "usage: spelling_bench [--questions N] [--seed S] [--jobs J] [--suggest] [--keep DIR]\n";
      return 2;
    }
  }
  // Generated banks go to memory (/dev/shm) when possible: creating 10,000 files on a busy disk
  // can take longer than everything measured here.
  std::error_code ec;
  const fs::path scratch = fs::is_directory("/dev/shm", ec) ? fs::path("/dev/shm") : fs::temp_directory_path();
  const fs::path dir = keep.empty() ? scratch / ("qbank-bench-spelling-" + std::to_string(::getpid())) : keep;
  try {
    // 1. The bank.
    bench::GeneratorOptions g;
    g.questions = questions;
    g.seed = seed;
    g.out = dir;
    g.source_dir = QBANK_SOURCE_DIR;
    auto t = Clock::now();
    const auto generated = bench::generate_bank(g);
    std::cout << "bank: " << generated.questions << " questions, " << generated.topics << " topics, seed " << seed
              << " (generated in " << std::fixed << std::setprecision(2) << seconds_since(t) << " s)\n";

    RealFileSystem fsys;
    const BankLocation loc = locate_bank(dir / "bank");
    const Config config = load_config(fsys, loc.root, *loc.config_file, "qbank.toml");
    const LoadedBank loaded = load_bank(fsys, loc, config, jobs);
    const Bank& bank = loaded.bank;

    // 2. The same text for hunspell: every checked field on its own line.
    const std::string text = bench::checked_text(bank);

    // 3. qbank's spelling phase, cold: a fresh dictionary load, no suggestions, no cache.
    const Run cold = spelling_phase(bank, config, jobs, false);
    const double words = static_cast<double>(cold.stats.tokens);

    // 4. hunspell -d nl -l on the same text.
    const bench::HunspellBaseline hunspell = bench::hunspell_list(text, dir);
    const double hunspell_s = hunspell.seconds;
    const std::size_t hunspell_flagged = hunspell.flagged;

    const double ours = words / cold.seconds;
    const double theirs = words / hunspell_s;
    std::cout << "checked text: " << static_cast<std::size_t>(words) << " words in " << cold.stats.texts << " fields, "
              << cold.stats.distinct << " distinct, " << text.size() / 1024 << " KiB\n\n";
    std::cout << std::left << std::setw(44) << "" << std::right << std::setw(10) << "seconds" << std::setw(14)
              << "words/s\n";
    std::cout << std::left << std::setw(44) << ("qbank spelling phase (" + std::to_string(jobs) + " threads, cold)")
              << std::right << std::setw(10) << std::setprecision(3) << cold.seconds << std::setw(13)
              << static_cast<long>(ours) << "\n";
    std::cout << std::left << std::setw(44) << "hunspell -d nl -l (same text)" << std::right << std::setw(10)
              << hunspell_s << std::setw(13) << static_cast<long>(theirs) << "\n";
    std::cout << "ratio: " << std::setprecision(1) << ours / theirs << "x (target: at least 10x)\n";
    std::cout << std::setprecision(0) << "qbank steps (ms): dictionary load " << cold.stats.load_ms
              << " alongside collecting " << cold.stats.collect_ms << ", judging distinct words " << cold.stats.judge_ms
              << ", locating findings " << cold.stats.locate_ms << "\n\n";

    // 5. Recall and precision against the injected misspellings.
    std::ifstream min(dir / "manifest.json");
    const auto manifest = nlohmann::json::parse(min);
    std::set<std::string> expected;
    for (const auto& m : manifest["defects"]["misspelling"]) {
      expected.insert(m["file"].get<std::string>() + ":" + std::to_string(m["line"].get<int>()) + ":" +
                      std::to_string(m["column"].get<int>()));
    }
    std::set<std::string> found;
    std::vector<std::string> others;
    for (const auto& d : cold.findings) {
      const std::string file = d.file.substr(d.file.rfind("bank/"));
      const std::string at = file + ":" + std::to_string(d.span.begin.line) + ":" + std::to_string(d.span.begin.column);
      found.insert(at);
      if (!expected.count(at)) others.push_back(at + ": " + d.message);
    }
    std::size_t hits = 0, missed_shown = 0;
    for (const auto& e : expected) {
      hits += found.count(e);
      if (!found.count(e) && missed_shown++ < 5) std::cout << "  missed: " << e << "\n";
    }
    for (std::size_t i = 0; i < others.size() && i < 5; ++i) std::cout << "  not injected: " << others[i] << "\n";
    std::cout << "injected misspellings found at their position: " << hits << "/" << expected.size()
              << "; other findings: " << found.size() - hits << " (hunspell -l lists " << hunspell_flagged
              << " words, the project terms among them)\n";

    if (suggest) {
      const Run warm = spelling_phase(bank, config, jobs, true);
      std::cout << "with suggestions: " << std::setprecision(2) << warm.seconds << " s, "
                << warm.stats.suggestions_computed << " of " << warm.stats.misspelt
                << " distinct misspelt words got suggestions\n";
    }
    if (keep.empty()) fs::remove_all(dir);
    return hits == expected.size() && found.size() == hits ? 0 : 1;
  } catch (const std::exception& e) {
    std::cerr << "spelling_bench: " << e.what() << "\n";
    if (keep.empty()) fs::remove_all(dir);
    return 2;
  }
}
