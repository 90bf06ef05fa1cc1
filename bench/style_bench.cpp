// The style phase on a synthetic bank: `build/bench/style_bench [questions] [jobs] [keep-dir]`
// (with keep-dir the generated bank is written there and kept, e.g. for a profiler).
//
// Writes a bank of realistic Dutch questions (default 10,000, 100 per topic) to a temporary
// folder. On one thread it measures the CPU time of loading the bank (read, parse, schema,
// model: the baseline every run pays) and of each style check over the loaded bank, then the
// wall time of `qbank lint` with and without the style family. Last, over the same texts, it
// compares the data-rule engine (one RE2::Set pass per text, then only the rules that can
// match) with running every rule on every text, at a quarter, half and all of the bank.
// CPU time, not wall time, is the measure: it holds up when the machine is busy.
#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "checks/catalog.h"
#include "checks/check.h"
#include "checks/registry.h"
#include "checks/style/data_rules.h"
#include "core/config.h"
#include "core/fs.h"
#include "lint/bank_loader.h"
#include "lint/linter.h"

namespace fs = std::filesystem;
using qbank::RuleBook;

namespace {

using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

// A domain vocabulary about the size of one course: stems and keys share a word now and then,
// as in real questions, not in every question.
const std::vector<std::string> kNouns = {"geheugen",
                                         "bandbreedte",
                                         "rekenkracht",
                                         "batchgrootte",
                                         "KV-cache",
                                         "gewichten",
                                         "gradiënten",
                                         "activaties",
                                         "versneller",
                                         "processor",
                                         "tokenizer",
                                         "compiler",
                                         "stuurprogramma",
                                         "framework",
                                         "embeddingtabel",
                                         "laag",
                                         "aandachtsmechanisme",
                                         "contextlengte",
                                         "wachttijd",
                                         "doorvoer",
                                         "precisie",
                                         "kwantisatie",
                                         "matrixproduct",
                                         "rekenintensiteit",
                                         "optimalisatiemethode",
                                         "parameter",
                                         "taalmodel",
                                         "inferentie",
                                         "training",
                                         "reekslengte",
                                         "cachegeheugen",
                                         "kloksnelheid",
                                         "rekeneenheid",
                                         "tensorkern",
                                         "geheugenbus",
                                         "werkgeheugen",
                                         "opslag",
                                         "netwerk",
                                         "verbinding",
                                         "schijf",
                                         "latentie",
                                         "energieverbruik",
                                         "koeling",
                                         "stroomverbruik",
                                         "vermogen",
                                         "chip",
                                         "wafer",
                                         "transistor",
                                         "spanning",
                                         "frequentie",
                                         "instructie",
                                         "register",
                                         "pijplijn",
                                         "voorspelling",
                                         "sprongvoorspeller",
                                         "thread",
                                         "kern",
                                         "scheduler",
                                         "wachtrij",
                                         "buffer",
                                         "pagina",
                                         "adresruimte",
                                         "vertaling",
                                         "tabel",
                                         "index",
                                         "sleutelwaarde",
                                         "hashfunctie",
                                         "boomstructuur",
                                         "graaf",
                                         "knoop",
                                         "kant",
                                         "pad",
                                         "zoekopdracht",
                                         "sortering",
                                         "vergelijking",
                                         "vector",
                                         "matrix",
                                         "tensor",
                                         "dimensie",
                                         "rang",
                                         "norm",
                                         "afgeleide",
                                         "gradiënt",
                                         "leersnelheid",
                                         "verliesfunctie",
                                         "nauwkeurigheid",
                                         "overfitting",
                                         "regularisatie",
                                         "validatie",
                                         "testset",
                                         "dataset",
                                         "label",
                                         "kenmerk",
                                         "embedding",
                                         "tokenisatie",
                                         "woordenschat",
                                         "vocabulaire",
                                         "zin",
                                         "alinea",
                                         "document",
                                         "prompt",
                                         "antwoord",
                                         "gebruiker",
                                         "verzoek",
                                         "server",
                                         "cluster",
                                         "knooppunt",
                                         "schakelaar",
                                         "protocol",
                                         "pakket",
                                         "compressie",
                                         "decodering",
                                         "codering",
                                         "sampling",
                                         "temperatuur",
                                         "waarschijnlijkheid",
                                         "verdeling",
                                         "gemiddelde",
                                         "variantie",
                                         "standaardafwijking",
                                         "steekproef",
                                         "hypothese",
                                         "toets",
                                         "significantie",
                                         "betrouwbaarheid"};
const std::vector<std::string> kVerbs = {"bepaalt", "vergroot", "verkleint", "beperkt",  "versnelt",   "vertraagt",
                                         "bewaart", "leest",    "berekent",  "verdeelt", "verschuift", "verhoogt"};
const std::vector<std::string> kAdjectives = {"groot", "klein", "snel", "traag", "lineair", "zuinig", "vast", "lang"};

struct Item {
  std::string stem, explanation;
  std::vector<std::string> options;
  int key = 0;
};

class Generator {
 public:
  explicit Generator(unsigned seed) : rng_(seed) {}
  std::string pick(const std::vector<std::string>& v) { return v[rng_() % v.size()]; }
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }
  std::string clause() { return "de " + pick(kNouns) + " " + pick(kVerbs) + " de " + pick(kNouns); }
  std::string sentence(int clauses) {
    std::string s = clause();
    for (int i = 1; i < clauses; ++i) s += (i % 2 ? ", zodat " : " en ") + clause();
    s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
  }
  Item item() {
    Item it;
    it.stem = "Waarom " + clause() + " wanneer " + clause() + " bij een " + pick(kAdjectives) + " model";
    if (chance(0.05)) it.stem += " niet";
    it.stem += chance(0.97) ? "?" : "";
    it.key = static_cast<int>(rng_() % 3);
    for (int i = 0; i < 3; ++i) {
      std::string o = "Omdat " + clause() + (chance(0.5) ? " en " + clause() : "");
      if (i != it.key && chance(0.05)) o += " altijd";
      if (chance(0.02)) o = "Geen van de bovenstaande";
      it.options.push_back(o);
    }
    it.explanation = sentence(3) + ". " + sentence(2) + (chance(0.02) ? ", bijv. bij lange teksten." : ".");
    return it;
  }

 private:
  std::mt19937 rng_;
};

std::string toml(const Item& it) {
  std::string s = "stem = \"" + it.stem + "\"\nexplanation = \"" + it.explanation + "\"\n";
  for (std::size_t i = 0; i < it.options.size(); ++i) {
    s += "\n[[options]]\ntext = \"" + it.options[i] + "\"\n";
    if (static_cast<int>(i) == it.key) s += "correct = true\n";
  }
  return s;
}

std::vector<Item> write_bank(const fs::path& root, std::size_t n) {
  std::vector<Item> items;
  Generator g(42);
  fs::create_directories(root);
  std::ofstream(root / "qbank.toml") << "rules_dir = \"" << (fs::path(QBANK_SOURCE_DIR) / "rules").string()
                                     << "\"\nschema_dir = \"" << (fs::path(QBANK_SOURCE_DIR) / "schema").string()
                                     << "\"\n";
  for (std::size_t i = 0; i < n; ++i) {
    const std::string topic = "onderwerp-" + std::to_string(i / 100);
    if (i % 100 == 0) {
      fs::create_directories(root / topic);
      std::ofstream(root / topic / "topic.toml")
          << "title = \"Onderwerp " << i / 100 << "\"\ndescription = \"Synthetische vragen voor de benchmark.\"\n";
    }
    items.push_back(g.item());
    std::ofstream(root / topic / ("vraag-" + std::to_string(i) + ".toml")) << toml(items.back());
  }
  return items;
}

// CPU time of this process (user + system), in milliseconds: robust against other load on the
// machine, unlike wall time.
double cpu_ms() {
  rusage u{};
  ::getrusage(RUSAGE_SELF, &u);
  return (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

struct Lint {
  double wall = 0, cpu = 0;
  std::size_t style_findings = 0;
};

// Lints the bank with qbank.toml's [rules] set to `rules` (best of three runs, by wall time).
Lint lint(const fs::path& bank, unsigned jobs, const std::string& rules) {
  const std::string base = "rules_dir = \"" + (fs::path(QBANK_SOURCE_DIR) / "rules").string() + "\"\nschema_dir = \"" +
                           (fs::path(QBANK_SOURCE_DIR) / "schema").string() + "\"\n";
  std::ofstream(bank / "qbank.toml") << base << "[rules]\n" << rules;
  Lint best;
  for (int run = 0; run < 3; ++run) {
    qbank::RealFileSystem fsys;
    qbank::LintOptions o;
    o.paths = {bank};
    o.jobs = jobs;
    const auto t = Clock::now();
    const double c = cpu_ms();
    const qbank::LintResult r = qbank::run_lint(fsys, o);
    Lint l;
    l.cpu = cpu_ms() - c;
    l.wall = ms_since(t);
    for (const auto& d : r.diagnostics) l.style_findings += qbank::rule_family(d.rule) == "style";
    if (run == 0 || l.wall < best.wall) best = l;
  }
  return best;
}

// One thread over every text: with the set, and every rule on every text (of its scope; the
// `when` conditions are left out in both).
std::pair<double, double> engine(const RuleBook& book, const std::vector<Item>& items, std::size_t* hits) {
  using qbank::FieldKind;
  std::size_t with_set = 0, without = 0;
  auto texts = [&](auto&& f) {
    for (const auto& it : items) {
      f(it.stem, FieldKind::Stem, -1, it.key);
      for (std::size_t i = 0; i < it.options.size(); ++i)
        f(it.options[i], FieldKind::Option, static_cast<int>(i), it.key);
      f(it.explanation, FieldKind::Explanation, -1, it.key);
    }
  };
  double t = cpu_ms();
  texts([&](const std::string& s, FieldKind kind, int option, int key) {
    for (std::size_t i : book.candidates(s)) {
      const auto& r = book.rules()[i];
      if (r.covers(kind, option, key)) with_set += r.apply(s).size();
    }
  });
  const double set_ms = cpu_ms() - t;
  t = cpu_ms();
  texts([&](const std::string& s, FieldKind kind, int option, int key) {
    for (const auto& r : book.rules()) {
      if (r.covers(kind, option, key)) without += r.apply(s).size();
    }
  });
  const double all_ms = cpu_ms() - t;
  if (with_set != without)
    std::cerr << "MISMATCH: " << with_set << " findings with the set, " << without << " without\n";
  *hits = with_set;
  return {set_ms, all_ms};
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t n = argc > 1 ? std::stoul(argv[1]) : 10000;
  const unsigned jobs = argc > 2 ? static_cast<unsigned>(std::stoul(argv[2])) : 2;
  const bool keep = argc > 3;
  const fs::path dir =
      keep ? fs::path(argv[3]) : fs::temp_directory_path() / ("qbank-style-bench-" + std::to_string(::getpid()));
  const auto items = write_bank(dir / "bank", n);
  const fs::path bank = dir / "bank";

  // In process, one thread: the baseline is loading the bank (read, parse, schema, model), which
  // every run pays; each style check runs its prepare, every question and topic, and check_bank.
  qbank::RealFileSystem fsys;
  lint(bank, jobs, "");  // writes qbank.toml and warms the file cache
  const qbank::BankLocation loc = qbank::locate_bank(bank);
  const qbank::Config cfg = qbank::load_config(fsys, loc.root, *loc.config_file, qbank::display_path(*loc.config_file));
  double load_cpu = 1e300;
  std::optional<qbank::LoadedBank> loaded;
  for (int run = 0; run < 3; ++run) {
    const double c = cpu_ms();
    qbank::LoadedBank l = qbank::load_bank(fsys, loc, cfg, 1);
    load_cpu = std::min(load_cpu, cpu_ms() - c);
    loaded.emplace(std::move(l));
  }
  qbank::RuleCatalog catalog = qbank::RuleCatalog::builtin();
  auto checks = qbank::make_checks();
  for (auto& c : checks) {
    for (auto& r : c->runtime_rules(cfg, qbank::RuleLoading::Full)) catalog.add(std::move(r));
  }
  qbank::LintContext ctx(loaded->bank, cfg, catalog);
  ctx.analyzer();  // shared by several checks: loaded once, not charged to the first
  std::printf("%zu questions, one thread, CPU time (best of 3):\n", n);
  std::printf("  %-24s %8.1f ms  %6.2f us/question  (baseline)\n", "load the bank", load_cpu,
              1000 * load_cpu / static_cast<double>(n));
  double style_total = 0;
  for (auto& c : checks) {
    if (c->name().rfind("style", 0) != 0) continue;
    double best = 1e300;
    std::size_t found = 0;
    for (int run = 0; run < 3; ++run) {
      std::vector<qbank::Diagnostic> out;
      const double t0 = cpu_ms();
      c->prepare(ctx);
      for (const auto& q : loaded->bank.questions) c->check_question(q, ctx, out);
      for (const auto& t : loaded->bank.topics) c->check_topic(t, ctx, out);
      c->check_bank(ctx, out);
      best = std::min(best, cpu_ms() - t0);
      found = out.size();
    }
    style_total += best;
    std::printf("  %-24s %8.1f ms  %6.2f us/question  %5.1f%% of the baseline  %zu findings\n",
                std::string(c->name()).c_str(), best, 1000 * best / static_cast<double>(n), 100 * best / load_cpu,
                found);
  }
  std::printf("  %-24s %8.1f ms  %6.2f us/question  %5.1f%% of the baseline\n", "all style checks", style_total,
              1000 * style_total / static_cast<double>(n), 100 * style_total / load_cpu);

  const Lint on = lint(bank, jobs, "");
  const Lint off = lint(bank, jobs, "\"style\" = \"off\"\n");
  std::printf(
      "\nqbank lint, %u threads, wall time (best of 3): %.0f ms with the style family, %.0f ms without "
      "(%zu style findings)\n",
      jobs, on.wall, off.wall, on.style_findings);

  const auto builtin = qbank::RuleCatalog::builtin();
  auto t = Clock::now();
  const auto book = RuleBook::load(cfg.rules_dir, *cfg.schemas.rule,
                                   [&](std::string_view id) { return builtin.find(id) != nullptr; });
  std::printf("\ndata rules: %zu loaded (examples run) in %.1f ms\n", book->rules().size(), ms_since(t));
  std::printf("one thread, every text of every question, CPU time:\n");
  for (std::size_t part : {n / 4, n / 2, n}) {
    std::vector<Item> subset(items.begin(), items.begin() + static_cast<std::ptrdiff_t>(part));
    std::size_t hits = 0;
    const auto [set_ms, all_ms] = engine(*book, subset, &hits);
    std::printf(
        "  %6zu questions: RE2::Set, then the rules it names %7.1f ms (%5.2f us/question); every rule on "
        "every text (baseline) %7.1f ms; %.1fx faster; %zu findings\n",
        part, set_ms, 1000 * set_ms / static_cast<double>(part), all_ms, all_ms / set_ms, hits);
  }
  if (!keep) fs::remove_all(dir);
  return 0;
}
