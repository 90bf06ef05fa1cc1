// Bar and line charts as plain SVG, written for the report page (no charting library). Every chart
// has a <title> and a description for screen readers, and chart_table gives the same numbers as an
// HTML table to put beside it. Colours come from CSS classes (reeks-0, reeks-1, ...), so the page's
// stylesheet decides them, in light and in dark mode.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace qbank::health {

struct Bar {
  std::string label;           // the row's label (a topic id, a rule id)
  std::vector<double> values;  // one per series
  std::string href;            // where the bar links to; empty: no link
  std::string label_href;      // where the label links to; empty: href
  std::string note;            // appended to the bar's tooltip (e.g. a finding's message)
  bool marked = false;         // drawn with the class `gemarkeerd` (e.g. a topic with a finding)
  // Side by side only: a mark across each series' bar at this value (e.g. an even spread).
  std::vector<double> references;
};

struct BarChart {
  std::string id;                   // the element id (unique in the page)
  std::string title;                // the chart's <title> and the table's caption
  std::string description;          // one sentence: what the bars show
  std::string label_heading;        // the table's first column heading ("onderwerp")
  std::vector<std::string> series;  // names of the series, in colour order
  std::vector<Bar> bars;
  bool stacked = true;              // series stacked in one bar; else side by side
  std::string unit;                 // after each value in tooltips ("vragen", "%")
  std::string unit_one;             // after a value of exactly 1 ("vraag"); empty: `unit`
  int decimals = 0;                 // decimals of values in labels, tooltips and the table
  std::optional<double> reference;  // a dashed vertical line at this value (e.g. an even spread)
  std::string reference_label;
};

struct LineChart {
  std::string id;
  std::string title;
  std::string description;
  std::string x_heading;  // the table's first column heading ("commit")
  std::vector<std::string> series;
  std::vector<std::string> x_labels;        // one per point (short commit ids)
  std::vector<std::string> x_notes;         // per point, added to its tooltip (the commit's subject)
  std::vector<std::vector<double>> values;  // [series][point]
};

std::string bar_chart_svg(const BarChart& chart);
std::string bar_chart_table(const BarChart& chart);
std::string line_chart_svg(const LineChart& chart);
std::string line_chart_table(const LineChart& chart);

// A number as Dutch text: "1.234" and "12,5" (thousands with a point, decimals with a comma).
std::string report_number(double value, int decimals = 0);

// A coordinate for SVG: at most one decimal, no "-0" (the same bytes everywhere).
std::string svg_number(double value);

}  // namespace qbank::health
