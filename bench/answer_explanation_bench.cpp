// Times the answer and explanation phases of `qbank lint` on a synthetic bank (default 10,000
// questions), next to baselines measured in the same run: reading, parsing and schema validation
// of the same bank, and one pass of the shared text analyser over all its texts.
//
//   build/bench/answer_explanation_bench [questions=10000] [jobs=2]
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "checks/answer/answer_key.h"
#include "checks/answer/computed_answer.h"
#include "checks/catalog.h"
#include "checks/explanation/explanation_check.h"
#include "core/config.h"
#include "core/fs.h"
#include "core/parallel.h"
#include "core/text/analyzer.h"
#include "lint/bank_loader.h"
#include "lint/linter.h"

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

std::string read(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Words of the real bank, for realistic Dutch word frequencies.
std::vector<std::string> word_pool(const fs::path& bank) {
  std::vector<std::string> words;
  for (const auto& e : fs::recursive_directory_iterator(bank)) {
    if (e.path().extension() != ".toml") continue;
    std::string text = read(e.path());
    std::string word;
    for (char c : text) {
      const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (static_cast<unsigned char>(c) >= 0x80);
      if (letter) {
        word += c;
      } else {
        if (word.size() > 1) words.push_back(word);
        word.clear();
      }
    }
  }
  return words;
}

struct Generator {
  std::mt19937 rng{42};
  const std::vector<std::string>& pool;
  std::string words(int min, int max) {
    std::uniform_int_distribution<int> count(min, max);
    std::uniform_int_distribution<std::size_t> pick(0, pool.size() - 1);
    std::string out;
    const int n = count(rng);
    for (int i = 0; i < n; ++i) out += (i ? " " : "") + pool[pick(rng)];
    return out;
  }
  std::string question(int index) {
    std::ostringstream q;
    const bool numeric = index % 10 == 0;
    const int options = 3 + static_cast<int>(rng() % 2);
    const int key = static_cast<int>(rng() % static_cast<unsigned>(options));
    if (numeric) {
      const int params = 1 + static_cast<int>(rng() % 70);
      q << "stem = \"Hoeveel geheugen vergen " << params << " miljard parameters in FP16 ongeveer, " << words(8, 14)
        << "?\"\n";
      q << "explanation = \"Iedere parameter kost twee bytes, dus ongeveer " << params * 2 << " GB; " << words(20, 40)
        << ".\"\n";
      for (int o = 0; o < options; ++o) {
        const int value = o == key ? params * 2 : params * (o < key ? 1 : 4) + o;
        q << "\n[[options]]\ntext = \"Ongeveer " << value << " GB\"\n" << (o == key ? "correct = true\n" : "");
      }
      q << "\n[compute]\nexpression = \"" << params << "e9 * 2 / 1e9\"\nunit = \"GB\"\n";
    } else {
      q << "stem = \"" << words(12, 24) << "?\"\n";
      std::vector<std::string> texts;
      for (int o = 0; o < options; ++o) texts.push_back(words(5, 12));
      q << "explanation = \"" << texts[static_cast<std::size_t>(key)] << " " << words(30, 60) << ".\"\n";
      for (int o = 0; o < options; ++o) {
        q << "\n[[options]]\ntext = \"" << texts[static_cast<std::size_t>(o)] << "\"\n"
          << (o == key ? "correct = true\n" : "");
      }
    }
    return q.str();
  }
};

// CPU time of the calling thread in milliseconds: unlike wall time, it does not grow when other
// processes share the cores.
double cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

// prepare() and check_question() of one check over the whole bank on this thread.
double check_cpu(qbank::Check& check, const qbank::LintContext& ctx) {
  std::vector<qbank::Diagnostic> out;
  const double t0 = cpu_ms();
  check.prepare(ctx);
  for (const auto& q : ctx.bank.questions) check.check_question(q, ctx, out);
  return cpu_ms() - t0;
}

double phase(const qbank::LintResult& r, const std::string& name) {
  for (const auto& p : r.phases) {
    if (p.phase == name) return p.milliseconds;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const int questions = argc > 1 ? std::atoi(argv[1]) : 10000;
  const unsigned jobs = argc > 2 ? static_cast<unsigned>(std::atoi(argv[2])) : 2;
  const fs::path source(QBANK_SOURCE_DIR);
  const fs::path dir = fs::temp_directory_path() / ("qbank-bench-" + std::to_string(::getpid()));
  const fs::path bank = dir / "bank";
  fs::create_directories(bank);
  {
    std::ofstream(bank / "qbank.toml") << "rules_dir = \"" << (source / "rules").string() << "\"\nschema_dir = \""
                                       << (source / "schema").string() << "\"\n";
  }
  const auto pool = word_pool(source / "bank");
  Generator gen{std::mt19937(42), pool};
  const int per_topic = 500;
  std::vector<std::string> texts;  // for the analyser baseline
  for (int i = 0; i < questions; ++i) {
    const fs::path topic = bank / ("onderwerp-" + std::to_string(i / per_topic));
    if (i % per_topic == 0) {
      fs::create_directories(topic);
      std::ofstream(topic / "topic.toml") << "title = \"Onderwerp " << i / per_topic << "\"\n";
    }
    const std::string q = gen.question(i);
    texts.push_back(q);
    std::ofstream(topic / ("vraag-" + std::to_string(i) + ".toml")) << q;
  }

  qbank::RealFileSystem fsys;
  qbank::LintOptions options;
  options.paths = {bank};
  options.jobs = jobs;
  const auto t0 = Clock::now();
  const qbank::LintResult r = qbank::run_lint(fsys, options);
  const double total = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();

  // Baseline 2: one pass of the text analyser over every question file, on the same threads.
  const auto analyzer = qbank::TextAnalyzer::load(source / "rules", "nl");
  std::vector<std::size_t> tokens(texts.size());
  const auto t1 = Clock::now();
  qbank::parallel_for(texts.size(), jobs, [&](std::size_t i) { tokens[i] = analyzer->tokenize(texts[i]).size(); });
  const double analyse = std::chrono::duration<double, std::milli>(Clock::now() - t1).count();

  // Loading: reading and parsing, then schema validation (with the small bank-structure check).
  const double parse = phase(r, "read and parse") + phase(r, "schema");
  const double answer = phase(r, "answer-key") + phase(r, "answer-computed");
  const double explanation = phase(r, "explanation");
  std::size_t findings_answer = 0, findings_explanation = 0;
  for (const auto& d : r.diagnostics) {
    if (d.rule.rfind("answer/", 0) == 0) ++findings_answer;
    if (d.rule.rfind("explanation/", 0) == 0) ++findings_explanation;
  }
  std::printf("synthetic bank: %d questions, %u jobs, whole lint %.0f ms wall\n", questions, jobs, total);
  std::printf("wall time per phase of qbank lint (grows when other processes share the cores):\n");
  std::printf("  %-34s %10s %10s\n", "phase", "ms", "x parse");
  std::printf("  %-34s %10.1f %10.2f\n", "baseline: read, parse and schema", parse, 1.0);
  std::printf("  %-34s %10.1f %10.2f\n", "baseline: analyser over all texts", analyse, analyse / parse);
  std::printf("  %-34s %10.1f %10.2f   (%zu findings)\n", "answer (key, options, compute)", answer, answer / parse,
              findings_answer);
  std::printf("  %-34s %10.1f %10.2f   (%zu findings)\n", "explanation (support, letters)", explanation,
              explanation / parse, findings_explanation);

  // The same work measured as CPU time on one thread.
  const qbank::BankLocation loc = qbank::locate_bank(bank);
  const qbank::Config config = qbank::load_config(fsys, loc.root, *loc.config_file, "qbank.toml");
  double t = cpu_ms();
  const qbank::LoadedBank loaded = qbank::load_bank(fsys, loc, config, 1);
  const double load_cpu = cpu_ms() - t;
  t = cpu_ms();
  std::size_t sink = 0;
  for (const auto& q : texts) sink += analyzer->tokenize(q).size();
  const double analyse_cpu = cpu_ms() - t;
  const qbank::RuleCatalog catalog = qbank::RuleCatalog::builtin();
  qbank::LintContext ctx(loaded.bank, config, catalog);
  ctx.jobs = 1;
  ctx.analyzer();
  qbank::AnswerKeyCheck key;
  qbank::ComputedAnswerCheck computed;
  qbank::ExplanationCheck expl;
  const double key_cpu = check_cpu(key, ctx);
  const double computed_cpu = check_cpu(computed, ctx);
  const double expl_cpu = check_cpu(expl, ctx);
  std::printf("CPU time on one thread:\n");
  std::printf("  %-34s %10s %10s %12s\n", "work", "ms", "x load", "us/question");
  auto row = [&](const char* name, double ms) {
    std::printf("  %-34s %10.1f %10.2f %12.1f\n", name, ms, ms / load_cpu, 1000 * ms / questions);
  };
  row("baseline: read, parse and schema", load_cpu);
  row("baseline: analyser over all texts", analyse_cpu);
  row("answer key and options", key_cpu);
  row("computed answers", computed_cpu);
  row("explanation", expl_cpu);
  std::printf("  (%zu tokens)\n", sink);
  if (std::getenv("QBANK_BENCH_KEEP")) {
    std::printf("bank kept in %s\n", bank.c_str());
  } else {
    fs::remove_all(dir);
  }
  return 0;
}
