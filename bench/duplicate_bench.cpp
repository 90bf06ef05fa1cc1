// Benchmark of the duplicate check's analysis (find_duplicates: normalising, tokenising and
// stemming every stem and option, grouping, and the All-Pairs/PPJoin similarity join) on
// generated banks of 10,000 and 100,000 questions, with brute-force all-pairs measured on a
// sample in the same run and extrapolated as a ratio.
//
//   build/bench/duplicate_bench [--jobs N] [--sizes 10000,100000] [--sample 5000]
//
// Each size runs in a child process so that its peak memory (getrusage ru_maxrss) is its own.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "baselines.h"
#include "checks/duplicate/duplicate_finder.h"
#include "checks/duplicate/similarity_join.h"
#include "core/parallel.h"
#include "core/text/analyzer.h"

namespace {

using namespace qbank;
using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

double cpu_ms() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

double peak_mb() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss / 1024.0;  // kilobytes on Linux
}

// Stems like those of a quiz bank: Dutch function words (about 40% of the words) around content
// words drawn from a Zipf law over 40,000 made-up words, numbers and model sizes now and then.
// 4% of the questions are copies of an earlier one: exact (options shuffled, capitals changed),
// one word changed, a numeric variant, or the options reused under a new stem.
class BankGenerator {
 public:
  explicit BankGenerator(unsigned seed) : rng_(seed) {
    const char* function_words[] = {"de",    "het",  "een",   "van",  "in",      "bij", "met", "wat",
                                    "welke", "is",   "wordt", "voor", "op",      "aan", "dat", "die",
                                    "en",    "of",   "door",  "hoe",  "wanneer", "als", "je",  "te",
                                    "om",    "zijn", "niet",  "naar", "dan",     "ook", "per", "waarom"};
    for (const char* w : function_words) function_.emplace_back(w);
    const char* syllables[] = {"ge",   "heu",   "gen", "re",  "ken", "band",  "breed", "te",      "la",  "ten",
                               "cy",   "pro",   "ces", "sor", "mo",  "del",   "wicht", "ver",     "wer", "king",
                               "in",   "voer",  "tok", "en",  "ca",  "che",   "lees",  "schrijf", "net", "werk",
                               "laag", "trans", "for", "mer", "aan", "dacht", "vec",   "tor",     "ma",  "trix",
                               "op",   "ti",    "ma",  "li",  "sa",  "tie",   "be",    "rek"};
    std::set<std::string> seen;
    while (content_.size() < 40000) {
      std::string w;
      const int n = 2 + static_cast<int>(rng_() % 4);
      for (int i = 0; i < n; ++i) w += syllables[rng_() % std::size(syllables)];
      if (seen.insert(w).second) content_.push_back(w);
    }
    // Zipf weights for the content words.
    double sum = 0;
    for (std::size_t r = 0; r < content_.size(); ++r) {
      sum += 1.0 / std::pow(static_cast<double>(r + 1), 0.9);
      cumulative_.push_back(sum);
    }
  }

  std::string content_word() {
    std::uniform_real_distribution<double> u(0.0, cumulative_.back());
    const double x = u(rng_);
    return content_[std::lower_bound(cumulative_.begin(), cumulative_.end(), x) - cumulative_.begin()];
  }

  std::string word() {
    const unsigned r = rng_() % 100;
    if (r < 40) return function_[rng_() % function_.size()];
    if (r < 43) return std::to_string(1 + rng_() % 512);
    if (r < 44) return "FP" + std::to_string(8 << (rng_() % 3));
    return content_word();
  }

  std::string sentence(std::size_t min_words, std::size_t max_words) {
    const std::size_t n = min_words + rng_() % (max_words - min_words + 1);
    std::string s;
    for (std::size_t i = 0; i < n; ++i) {
      std::string w = word();
      if (i == 0) w[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(w[0])));
      s += (i ? (rng_() % 12 == 0 ? ", " : " ") : "") + w;
    }
    return s + "?";
  }

  Question question(std::size_t index) {
    Question q;
    q.id = "vraag-" + std::to_string(index);
    q.stem.set(sentence(10, 35));
    q.stem.present = true;
    const std::size_t options = 3 + rng_() % 2;
    for (std::size_t i = 0; i < options; ++i) {
      Option o;
      o.index = i;
      o.text.set(sentence(3, 14));
      o.text.present = true;
      q.options.push_back(o);
    }
    q.options[rng_() % options].correct = true;
    return q;
  }

  std::vector<Question> bank(std::size_t n) {
    std::vector<Question> qs;
    qs.reserve(n);
    while (qs.size() < n) {
      const std::size_t i = qs.size();
      if (i < 100 || rng_() % 100 >= 4) {
        qs.push_back(question(i));
        continue;
      }
      Question q = qs[rng_() % i];
      q.id = "vraag-" + std::to_string(i);
      switch (rng_() % 4) {  // 0: exact; 1, 2: near or numeric; 3: same options
        case 0:              // exact: options shuffled, capitals changed
          std::shuffle(q.options.begin(), q.options.end(), rng_);
          for (std::size_t k = 0; k < q.options.size(); ++k) q.options[k].index = k;
          {
            std::string s = q.stem.value.str();
            for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            q.stem.set(std::move(s));
            break;
          }
        case 1:
        case 2: {
          std::string s = q.stem.value.str();
          const std::size_t at = s.find_first_of("0123456789");
          if (rng_() % 2 == 0 && at != std::string::npos) {  // a numeric variant: another number
            const std::size_t end = s.find_first_not_of("0123456789", at);
            s.replace(at, end - at, std::to_string(1000 + rng_() % 9000));
          } else {  // one word added
            const std::size_t space = s.find(' ', rng_() % s.size());
            if (space != std::string::npos) s.insert(space, " " + content_word());
          }
          q.stem.set(std::move(s));
          break;
        }
        default:  // the options under a new stem
          q.stem.set(sentence(10, 35));
          break;
      }
      qs.push_back(std::move(q));
    }
    return qs;
  }

 private:
  std::mt19937 rng_;
  std::vector<std::string> function_;
  std::vector<std::string> content_;
  std::vector<double> cumulative_;
};

DuplicateSettings settings() {
  DuplicateSettings s;
  for (const char* u : {"gb", "mb", "ms", "s", "bytes", "miljard"}) s.units.insert(u);
  return s;
}

struct SizeResult {
  double total_ms = 0;
  double join_ms = 0;
};

SizeResult run_size(std::size_t n, unsigned jobs, const TextAnalyzer& analyzer) {
  BankGenerator gen(12345);
  const auto questions = gen.bank(n);
  const double rss_before = peak_mb();
  const double cpu0 = cpu_ms();
  const auto t0 = Clock::now();
  DuplicateStats st;
  const auto pairs = find_duplicates(questions, settings(), analyzer, jobs, &st);
  const double wall = ms_since(t0);
  const double cpu = cpu_ms() - cpu0;
  // For scale: the shared analyser's tokenize (fold + Snowball stem per word) alone, on one
  // thread, over the same stems.
  const double tokenize_cpu0 = cpu_ms();
  std::size_t words = 0;
  for (const auto& q : questions) words += analyzer.tokenize(q.stem.value).size();
  const double tokenize_cpu = cpu_ms() - tokenize_cpu0;
  std::size_t by_kind[5] = {};
  for (const auto& p : pairs) ++by_kind[static_cast<int>(p.kind)];
  std::printf("%9zu  %6.0f / %-6.0f  %5.0f / %-5.0f  %5.0f / %-5.0f  %6.0f / %-6.0f  %8.0f  %8.0f\n", n, st.analyse_ms,
              st.analyse_cpu_ms, st.join_ms, st.join_cpu_ms, st.group_ms, st.group_cpu_ms, wall, cpu, rss_before,
              peak_mb());
  std::printf(
      "           of the analysis, TextAnalyzer::tokenize alone on one thread: %.0f ms processor time for %zu "
      "words in the stems\n",
      tokenize_cpu, words);
  std::printf(
      "           pairs: %zu exact, %zu conflicting-key, %zu numeric-variant, %zu near, %zu same-options\n"
      "           join: %zu postings in the prefix index, %zu read while probing, %zu candidates verified, "
      "%zu pairs >= 0.8\n",
      by_kind[0], by_kind[1], by_kind[2], by_kind[3], by_kind[4], st.join_index_entries, st.join_scanned,
      st.join_candidates, st.join_pairs);
  std::printf("           join: making the token sets %.0f / %.0f ms, All-Pairs %.0f / %.0f ms\n", st.sets_ms,
              st.sets_cpu_ms, st.join_ms - st.sets_ms, st.join_cpu_ms - st.sets_cpu_ms);
  std::fflush(stdout);
  return {wall, st.join_ms};
}

void run_baseline(std::size_t sample, const std::vector<std::pair<std::size_t, SizeResult>>& measured, unsigned jobs,
                  const TextAnalyzer& analyzer) {
  BankGenerator gen(12345);
  const auto questions = gen.bank(sample);
  std::vector<std::string> stems;
  for (const auto& q : questions) stems.push_back(q.stem.value.str());
  const double rss_before = peak_mb();
  const bench::BruteForceBaseline b = bench::brute_force_duplicates(stems, analyzer, jobs);
  const double brute_ms = b.brute_ms;
  std::printf(
      "\nBaseline, brute-force all-pairs Jaccard on a sample of %zu stems (the same word sets, %u threads):\n"
      "  brute force %.0f ms, %zu pairs >= 0.8; the join on the same sample %.1f ms, %s; "
      "ratio %.0fx; peak RSS %.0f MB (%.0f MB before the joins)\n",
      sample, jobs, brute_ms, b.pairs, b.join_ms, b.identical ? "identical" : "DIFFERENT",
      brute_ms / std::max(b.join_ms, 0.01), peak_mb(), rss_before);
  for (const auto& [n, r] : measured) {
    const double scale = std::pow(static_cast<double>(n) / static_cast<double>(sample), 2.0);
    const double brute_n = bench::extrapolate_brute_ms(b, n);
    std::printf(
        "  extrapolated to %zu stems (pairs x%.0f): brute force %.1f s against the measured join %.0f ms "
        "(ratio %.0fx) and the whole analysis %.0f ms (ratio %.0fx)\n",
        n, scale, brute_n / 1e3, r.join_ms, brute_n / std::max(r.join_ms, 0.01), r.total_ms,
        brute_n / std::max(r.total_ms, 0.01));
  }
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  unsigned jobs = 2;
  std::vector<std::size_t> sizes = {10000, 100000};
  std::size_t sample = 5000;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--jobs")) jobs = static_cast<unsigned>(std::atoi(argv[i + 1]));
    if (!std::strcmp(argv[i], "--sample")) sample = static_cast<std::size_t>(std::atol(argv[i + 1]));
    if (!std::strcmp(argv[i], "--sizes")) {
      sizes.clear();
      for (char* p = std::strtok(argv[i + 1], ","); p; p = std::strtok(nullptr, ",")) sizes.push_back(std::atol(p));
    }
  }
  const auto analyzer = TextAnalyzer::load(std::string(QBANK_SOURCE_DIR) + "/rules", "nl");
  std::printf("duplicate benchmark: find_duplicates on generated banks, %u threads (%u cores here)\n", jobs,
              default_jobs());
  std::printf(
      "(milliseconds as wall / processor time of all threads; RSS in MB after generating the bank and at\n"
      " the peak after the check; the machine may be shared, so wall time can exceed processor time / %u)\n\n",
      jobs);
  std::printf("%9s  %15s  %13s  %13s  %15s  %8s  %8s\n", "questions", "analyse", "join", "group", "total", "RSS bank",
              "RSS peak");
  std::vector<std::pair<std::size_t, SizeResult>> measured;
  for (std::size_t n : sizes) {
    int fds[2];
    if (pipe(fds) != 0) return 1;
    std::fflush(stdout);
    const pid_t pid = fork();
    if (pid == 0) {
      close(fds[0]);
      const SizeResult r = run_size(n, jobs, *analyzer);
      if (write(fds[1], &r, sizeof r) != static_cast<ssize_t>(sizeof r)) _exit(1);
      _exit(0);
    }
    close(fds[1]);
    SizeResult r;
    if (read(fds[0], &r, sizeof r) == static_cast<ssize_t>(sizeof r)) measured.emplace_back(n, r);
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
  }
  std::fflush(stdout);
  const pid_t pid = fork();
  if (pid == 0) {
    run_baseline(sample, measured, jobs, *analyzer);
    _exit(0);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  return 0;
}
