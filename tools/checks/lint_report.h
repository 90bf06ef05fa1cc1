// What a lint run found, as the output formats (tools/output) and the baseline read it: the
// findings in report order, their counts, the texts they point into and the rule catalog. It lives
// below lint so that output need not depend on the linter; lint's LintResult extends it with the
// bank that was checked.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "checks/catalog.h"
#include "core/diagnostic.h"
#include "core/source.h"

namespace qbank {

// A phase of a lint run (`--timings`). Phases that run interleaved on the thread pool (the
// per-question checks) share the pass's wall time in proportion to their processor time.
struct PhaseTime {
  std::string phase;
  double milliseconds = 0;
  std::size_t peak_kb = 0;  // the process's peak resident memory when the phase last ended
};

struct LintReport {
  std::vector<Diagnostic> diagnostics;
  Summary summary;
  std::map<std::string, std::shared_ptr<const SourceFile>> sources;  // for excerpts
  RuleCatalog catalog;
  std::vector<PhaseTime> phases;   // wall time per phase, in order
  std::size_t cache_hits = 0;      // banks whose findings came from the cache
  std::vector<std::string> notes;  // remarks for the user (stderr), in Dutch
};

}  // namespace qbank
