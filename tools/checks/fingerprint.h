// A finding's identity across runs, without its line number: the rule, the file and the text it
// points at. SARIF's partialFingerprints and the baseline (lint/baseline.h) use it, so a finding
// keeps its identity when lines are inserted above it.
#pragma once

#include <string>

#include "checks/lint_report.h"

namespace qbank {

// The text the finding points at, white space collapsed; its message when the span is empty or
// the file's text is not at hand.
std::string offending_text(const LintReport& result, const Diagnostic& d);

// The first 128 bits of SHA-256 over the rule, `file` (how the caller names the file: as shown,
// or relative to a baseline) and the offending text, in hex. Identical findings in one file get
// the same value; callers number them (":1", ":2") in report order.
std::string finding_fingerprint(const LintReport& result, const Diagnostic& d, const std::string& file);

}  // namespace qbank
