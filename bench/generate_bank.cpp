// qbank_bench_generate N OUT [SEED]: writes a synthetic Dutch bank of N questions to OUT/bank and
// the list of injected defects to OUT/manifest.json (see bank_generator.h).
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>

#include "bank_generator.h"

int main(int argc, char** argv) {
  if (argc < 3 || argc > 4) {
    std::cerr << "usage: qbank_bench_generate N OUT [SEED]\n"
                 "  N     number of questions (about 50 per topic)\n"
                 "  OUT   folder; the bank goes to OUT/bank, the injected defects to OUT/manifest.json\n"
                 "  SEED  random seed (default 1); the same N and SEED give the same bytes\n";
    return 2;
  }
  qbank::bench::GeneratorOptions o;
  try {
    o.questions = std::stoul(argv[1]);
    o.out = argv[2];
    if (argc == 4) o.seed = std::stoull(argv[3]);
  } catch (const std::exception&) {
    std::cerr << "qbank_bench_generate: N and SEED must be numbers\n";
    return 2;
  }
  o.source_dir = QBANK_SOURCE_DIR;
  try {
    const auto start = std::chrono::steady_clock::now();
    const auto r = qbank::bench::generate_bank(o);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << "generated " << r.questions << " questions in " << r.topics << " topics (" << r.words << " words, "
              << r.defects << " injected defects) in " << s << " s: " << (o.out / "bank").string() << ", "
              << (o.out / "manifest.json").string() << "\n";
  } catch (const std::exception& e) {
    std::cerr << "qbank_bench_generate: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
