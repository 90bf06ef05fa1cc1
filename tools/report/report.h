// `qbank report`: a bank's health as static HTML pages with SVG charts and graphs (docs/report.md).
#pragma once

#include <functional>
#include <map>
#include <set>
#include <string>

#include "author/stats.h"
#include "core/model.h"
#include "lint/linter.h"
#include "report/history.h"

namespace qbank::health {

struct ReportInput {
  const Bank* bank = nullptr;
  const LintResult* lint = nullptr;
  const BankStats* stats = nullptr;
  std::string name;                  // the bank's name, shown in the title (its folder's name)
  const History* history = nullptr;  // null: --history 0
  std::size_t history_requested = 0;
};

// The report's files by path relative to the output folder:
//   index.html                  the overview with every chart, the topic graph and the history;
//   onderwerpen/<topic>.html    per topic its graph of related questions and its questions;
//   regels/<family>/<rule>.html per rule with findings its documentation and the findings;
//   rapport.css                 the stylesheet (light and dark);
//   cijfers.json                the numbers, byte for byte what `qbank stats --format json` prints.
// Pages link only to each other; no script, font or image is loaded from anywhere.
// Deterministic: the same bank, findings and history give the same bytes.
// A graph Graphviz refuses is replaced by a sentence, and listed in `problems`.
struct ReportOutput {
  std::set<std::string> files;        // the paths handed to `emit`
  std::vector<std::string> problems;  // graphs Graphviz could not draw (the page says so too)
  std::size_t graphs = 0;             // graphs drawn
  double graph_ms = 0;                // of which laying them out and writing their SVG (--timings)
};
// Each file is handed to `emit` as soon as it is made (path, content), so that the pages of a
// large bank are never all in memory at once.
ReportOutput build_report(const ReportInput& input,
                          const std::function<void(const std::string& path, const std::string& content)>& emit);

}  // namespace qbank::health
