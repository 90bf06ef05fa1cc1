#include "baselines.h"

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <stdexcept>

#include "checks/duplicate/duplicate_finder.h"
#include "checks/duplicate/similarity_join.h"
#include "core/parallel.h"

namespace qbank::bench {
namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

void put_line(std::string& out, const TextField& f) {
  if (!f.present) return;
  for (char c : f.value) out += c == '\n' ? ' ' : c;
  out += '\n';
}

}  // namespace

std::string checked_text(const Bank& bank) {
  std::string text;
  for (const auto& q : bank.questions) {
    put_line(text, q.stem);
    for (const auto& o : q.options) {
      put_line(text, o.text);
      put_line(text, o.feedback());
    }
    put_line(text, q.explanation);
  }
  for (const auto& tp : bank.topics) {
    put_line(text, tp.title);
    put_line(text, tp.description);
  }
  return text;
}

HunspellBaseline hunspell_list(const std::string& text, const fs::path& scratch) {
  const fs::path text_file = scratch / "text.txt";
  const fs::path listed = scratch / "hunspell-l.txt";
  {
    std::ofstream out(text_file, std::ios::binary);
    out << text;
    if (!out) throw std::runtime_error("cannot write " + text_file.string());
  }
  const std::string command = "hunspell -i utf-8 -d nl -l < '" + text_file.string() + "' > '" + listed.string() + "'";
  HunspellBaseline b;
  const auto t = Clock::now();
  const int rc = std::system(command.c_str());
  b.seconds = ms_since(t) / 1e3;
  if (rc != 0) throw std::runtime_error("`" + command + "` failed; is the hunspell package installed?");
  std::ifstream in(listed);
  std::string line;
  while (std::getline(in, line)) ++b.flagged;
  return b;
}

BruteForceBaseline brute_force_duplicates(const std::vector<std::string>& stems, const TextAnalyzer& analyzer,
                                          unsigned jobs) {
  std::vector<std::vector<std::string>> docs(stems.size());
  parallel_for(stems.size(), jobs, [&](std::size_t i) { docs[i] = stem_words(analyzer, stems[i]); });
  const auto sets = simjoin::make_token_sets(docs);
  BruteForceBaseline b;
  b.sample = stems.size();
  auto t = Clock::now();
  const auto join = simjoin::all_pairs(sets, 0.8, jobs);
  b.join_ms = ms_since(t);
  t = Clock::now();
  const auto brute = simjoin::brute_force(sets, 0.8, jobs);
  b.brute_ms = ms_since(t);
  b.pairs = brute.size();
  b.identical = join == brute;
  return b;
}

double extrapolate_brute_ms(const BruteForceBaseline& b, std::size_t n) {
  if (b.sample == 0) return 0;
  const double scale = static_cast<double>(n) / static_cast<double>(b.sample);
  return b.brute_ms * scale * scale;
}

}  // namespace qbank::bench
