// The style phase on a synthetic bank: `build/bench/style_bench [questions] [jobs] [keep-dir]`
// (with keep-dir the generated bank is written there and kept, e.g. for a profiler).
//
// Writes a bank of realistic Dutch questions (default 10,000, 100 per topic) to a temporary
// folder and lints it with the style family off (the baseline: reading, parsing, validating and
// the other checks), then with each style check alone and with all of them, and prints the extra
// CPU time of each next to the baseline. Then, on one thread over the same texts, it compares
// the data-rule engine (one RE2::Set pass per text, then only the rules that can match) with
// running every rule on every text, at a quarter, half and all of the bank (linear growth).
#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "checks/catalog.h"
#include "checks/style/data_rules.h"
#include "core/config.h"
#include "core/fs.h"
#include "lint/linter.h"

namespace fs = std::filesystem;
using qbank::RuleBook;

namespace {

using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

// A domain vocabulary about the size of one course: stems and keys share a word now and then,
// as in real questions, not in every question.
const std::vector<std::string> kNouns = {
    "geheugen", "bandbreedte", "rekenkracht", "batchgrootte", "KV-cache", "gewichten", "gradiënten", "activaties",
    "versneller", "processor", "tokenizer", "compiler", "stuurprogramma", "framework", "embeddingtabel", "laag",
    "aandachtsmechanisme", "contextlengte", "wachttijd", "doorvoer", "precisie", "kwantisatie", "matrixproduct",
    "rekenintensiteit", "optimalisatiemethode", "parameter", "taalmodel", "inferentie", "training", "reekslengte",
    "cachegeheugen", "kloksnelheid", "rekeneenheid", "tensorkern", "geheugenbus", "werkgeheugen", "opslag", "netwerk",
    "verbinding", "schijf", "latentie", "energieverbruik", "koeling", "stroomverbruik", "vermogen", "chip", "wafer",
    "transistor", "spanning", "frequentie", "instructie", "register", "pijplijn", "voorspelling", "sprongvoorspeller",
    "thread", "kern", "scheduler", "wachtrij", "buffer", "pagina", "adresruimte", "vertaling", "tabel", "index",
    "sleutelwaarde", "hashfunctie", "boomstructuur", "graaf", "knoop", "kant", "pad", "zoekopdracht", "sortering",
    "vergelijking", "vector", "matrix", "tensor", "dimensie", "rang", "norm", "afgeleide", "gradiënt", "leersnelheid",
    "verliesfunctie", "nauwkeurigheid", "overfitting", "regularisatie", "validatie", "testset", "dataset", "label",
    "kenmerk", "embedding", "tokenisatie", "woordenschat", "vocabulaire", "zin", "alinea", "document", "prompt",
    "antwoord", "gebruiker", "verzoek", "server", "cluster", "knooppunt", "schakelaar", "protocol", "pakket",
    "compressie", "decodering", "codering", "sampling", "temperatuur", "waarschijnlijkheid", "verdeling", "gemiddelde",
    "variantie", "standaardafwijking", "steekproef", "hypothese", "toets", "significantie", "betrouwbaarheid"};
const std::vector<std::string> kVerbs = {"bepaalt", "vergroot", "verkleint", "beperkt", "versnelt", "vertraagt",
                                         "bewaart", "leest", "berekent", "verdeelt", "verschuift", "verhoogt"};
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

// Lints the bank with qbank.toml's [rules] set to `rules` (best of three runs).
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
    if (run == 0 || l.cpu < best.cpu) best = l;
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
      for (std::size_t i = 0; i < it.options.size(); ++i) f(it.options[i], FieldKind::Option, static_cast<int>(i), it.key);
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
  if (with_set != without) std::cerr << "MISMATCH: " << with_set << " findings with the set, " << without << " without\n";
  *hits = with_set;
  return {set_ms, all_ms};
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t n = argc > 1 ? std::stoul(argv[1]) : 10000;
  const unsigned jobs = argc > 2 ? static_cast<unsigned>(std::stoul(argv[2])) : 2;
  const bool keep = argc > 3;
  const fs::path dir = keep ? fs::path(argv[3]) : fs::temp_directory_path() / ("qbank-style-bench-" + std::to_string(::getpid()));
  const auto items = write_bank(dir / "bank", n);
  const fs::path bank = dir / "bank";

  // The style checks one at a time, each measured against the same run with the family off.
  const std::string off = "\"style\" = \"off\"\n";
  const std::vector<std::pair<std::string, std::string>> configs = {
      {"data rules (rules/style/*.toml)",
       "\"style/longest-option-key\" = \"off\"\n\"style/clang-association\" = \"off\"\n"
       "\"style/key-position-bias\" = \"off\"\n\"style/numeric-order\" = \"off\"\n"},
      {"style/longest-option-key", off + "\"style/longest-option-key\" = \"warning\"\n"},
      {"style/clang-association", off + "\"style/clang-association\" = \"warning\"\n"},
      {"style/key-position-bias", off + "\"style/key-position-bias\" = \"warning\"\n"},
      {"style/numeric-order", off + "\"style/numeric-order\" = \"warning\"\n"},
      {"all style checks", ""},
  };
  lint(bank, jobs, off);  // warm the file cache
  const Lint base = lint(bank, jobs, off);
  std::printf("%zu questions, %u threads; CPU time (user + system, best of 3), wall time in brackets\n", n, jobs);
  std::printf("  %-34s %8.1f ms CPU (%7.1f ms wall)   baseline: the lint run with the style family off\n",
              "lint without style", base.cpu, base.wall);
  for (const auto& [name, rules] : configs) {
    const Lint l = lint(bank, jobs, rules);
    const double extra = l.cpu - base.cpu;
    std::printf("  %-34s %+8.1f ms CPU (%+7.1f ms wall)   %5.1f%% of the baseline, %5.2f us/question, %zu findings\n",
                name.c_str(), extra, l.wall - base.wall, 100 * extra / base.cpu, 1000 * extra / static_cast<double>(n),
                l.style_findings);
  }

  const auto config = qbank::load_config(qbank::RealFileSystem(), bank, bank / "qbank.toml", "bank/qbank.toml");
  const auto catalog = qbank::RuleCatalog::builtin();
  auto t = Clock::now();
  const auto book = RuleBook::load(config.rules_dir, *config.schemas.rule,
                                   [&](std::string_view id) { return catalog.find(id) != nullptr; });
  std::printf("\ndata rules: %zu loaded (examples run) in %.1f ms\n", book->rules().size(), ms_since(t));
  std::printf("one thread, every text of every question, CPU time:\n");
  for (std::size_t part : {n / 4, n / 2, n}) {
    std::vector<Item> subset(items.begin(), items.begin() + static_cast<std::ptrdiff_t>(part));
    std::size_t hits = 0;
    const auto [set_ms, all_ms] = engine(*book, subset, &hits);
    std::printf("  %6zu questions: RE2::Set, then the rules it names %7.1f ms (%5.2f us/question); every rule on "
                "every text (baseline) %7.1f ms; %.1fx faster; %zu findings\n",
                part, set_ms, 1000 * set_ms / static_cast<double>(part), all_ms, all_ms / set_ms, hits);
  }
  if (!keep) fs::remove_all(dir);
  return 0;
}
