// Key-swap mutation and false alarms (bench/keyswap.h) over one or more banks:
//
//   build/bench/keyswap_eval [--misses] [--jobs N] BANK...
//
// Prints, per bank, the false errors and warnings of answer/, explanation/ and duplicate/ on the
// sound questions, and the share of moved keys caught as an error and as an error or warning, per
// explanation length. --misses lists every false error, missed mutant and warning-only mutant.
#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <string>
#include <vector>

#include "keyswap.h"

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  bool misses = false;
  unsigned jobs = 2;
  std::vector<fs::path> banks;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--misses") == 0) {
      misses = true;
    } else if (std::strcmp(argv[i], "--jobs") == 0 && i + 1 < argc) {
      jobs = static_cast<unsigned>(std::stoul(argv[++i]));
    } else {
      banks.emplace_back(argv[i]);
    }
  }
  if (banks.empty()) {
    std::fprintf(stderr, "gebruik: keyswap_eval [--misses] [--jobs N] BANK...\n");
    return 2;
  }
  const fs::path source = QBANK_SOURCE_DIR;
  try {
    for (const auto& bank : banks) {
      const auto report = qbank::bench::run_keyswap(bank, source / "rules", source / "schema", jobs);
      std::fputs(qbank::bench::format_keyswap(report, misses).c_str(), stdout);
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "keyswap_eval: %s\n", e.what());
    return 2;
  }
  return 0;
}
