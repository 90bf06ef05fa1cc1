#include "core/parallel.h"

#include <cstdlib>
#include <string>

namespace qbank {

unsigned default_jobs() {
  if (const char* env = std::getenv("QBANK_JOBS"); env && *env) {
    try {
      const int n = std::stoi(env);
      if (n > 0) return static_cast<unsigned>(n);
    } catch (...) {
    }
  }
  return std::max(1u, std::thread::hardware_concurrency());
}

}  // namespace qbank
