// The `[compute] expression` evaluator on arbitrary bytes. Invariants: it never crashes or
// recurses without bound; a success has a finite value; a failure has a message and a range
// [begin, end) inside the expression with a 1-based column.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "checks/answer/expression.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const qbank::ExpressionResult r = qbank::evaluate_expression(text);
  bool bad = false;
  if (r.ok) {
    bad = !std::isfinite(r.value);
  } else {
    bad = r.error.empty() || r.begin > r.end || r.end > text.size() || r.column < 1;
  }
  if (bad) {
    std::fprintf(stderr, "invariant broken: ok=%d value=%g begin=%zu end=%zu column=%zu size=%zu error=%s\n", r.ok,
                 r.value, r.begin, r.end, r.column, text.size(), r.error.c_str());
    std::abort();
  }
  return 0;
}
