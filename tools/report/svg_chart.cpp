#include "report/svg_chart.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/i18n.h"
#include "core/utf8.h"
#include "output/render.h"

namespace qbank::health {

namespace {

constexpr double kWidth = 760;
constexpr double kLabelWidth = 230;  // the label column, labels right-aligned in it
constexpr double kValueRoom = 64;    // right of the longest bar, for its value
constexpr double kTop = 26;          // the axis labels above the bars
constexpr std::size_t kLabelChars = 34;

// Axis steps: 1, 2 or 5 times a power of ten, about four of them up to `v`; whole numbers when the
// values are counts (`whole`).
struct Scale {
  double max = 1;
  double step = 0.25;
};
Scale nice_scale(double v, bool whole) {
  if (!(v > 0)) v = whole ? 4 : 1;
  double raw = v / 4;
  if (whole) raw = std::max(raw, 1.0);
  const double p = std::pow(10.0, std::floor(std::log10(raw)));
  double step = 10 * p;
  for (double m : {1.0, 2.0, 5.0}) {
    if (m * p >= raw * (1 - 1e-12)) {
      step = m * p;
      break;
    }
  }
  Scale s;
  s.step = step;
  s.max = step * std::ceil(v / step - 1e-9);
  if (s.max <= 0) s.max = step;
  return s;
}

// The first `n` code points of `text`, with "…" when cut.
std::string shorten_label(const std::string& text, std::size_t n) {
  std::size_t count = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue;
    if (count == n) return text.substr(0, i) + "\u2026";
    ++count;
  }
  return text;
}

std::string value_text(double v, int decimals, const std::string& unit, const std::string& unit_one = {}) {
  std::string s = report_number(v, decimals);
  if (unit == "%") return s + "%";
  const std::string& u = (s == "1" && !unit_one.empty()) ? unit_one : unit;
  return u.empty() ? s : s + " " + u;
}

void axis(std::string& out, double x0, double width, const Scale& scale, double y_top, double y_bottom, int decimals,
          const std::string& unit) {
  const int ticks = static_cast<int>(std::lround(scale.max / scale.step));
  for (int i = 0; i <= ticks; ++i) {
    const double x = x0 + width * i / ticks;
    out += "<line class=\"raster\" x1=\"" + svg_number(x) + "\" y1=\"" + svg_number(y_top) + "\" x2=\"" +
           svg_number(x) + "\" y2=\"" + svg_number(y_bottom) + "\"/>";
    const double v = scale.step * i;
    const int d = std::abs(v - std::round(v)) < 1e-9 ? 0 : std::max(decimals, 1);
    out += "<text class=\"as\" x=\"" + svg_number(x) + "\" y=\"" + svg_number(y_top - 8) +
           "\" text-anchor=\"middle\">" + xml_escape(value_text(v, d, unit == "%" ? unit : "")) + "</text>";
  }
}

void legend(std::string& out, const std::vector<std::string>& series, double y) {
  double x = kLabelWidth;
  for (std::size_t s = 0; s < series.size(); ++s) {
    out += "<rect class=\"reeks-" + std::to_string(s) + "\" x=\"" + svg_number(x) + "\" y=\"" + svg_number(y) +
           "\" width=\"12\" height=\"12\" rx=\"2\"/>";
    out += "<text class=\"legenda\" x=\"" + svg_number(x + 17) + "\" y=\"" + svg_number(y + 10.5) + "\">" +
           xml_escape(series[s]) + "</text>";
    x += 30 + 7.5 * static_cast<double>(series[s].size());
  }
}

}  // namespace

std::string svg_number(double v) {
  // Fixed formatting keeps the bytes the same everywhere; one decimal is plenty on a screen.
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  std::string s = buf;
  if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
  if (s == "-0") s = "0";
  return s;
}

std::string report_number(double value, int decimals) {
  if (std::fabs(value) < 0.5 * std::pow(10.0, -decimals)) value = 0;  // no "-0"
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
  std::string s = buf;
  const bool english = ui_language() == UiLanguage::English;  // "1,234.5"; Dutch "1.234,5"
  const bool negative = !s.empty() && s[0] == '-';
  std::string digits = negative ? s.substr(1) : s;
  std::string fraction;
  if (const auto dot = digits.find('.'); dot != std::string::npos) {
    fraction = (english ? "." : ",") + digits.substr(dot + 1);
    digits.resize(dot);
  }
  std::string grouped;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) grouped += english ? ',' : '.';
    grouped += digits[i];
  }
  return (negative ? "-" : "") + grouped + fraction;
}

std::string bar_chart_svg(const BarChart& chart) {
  const std::size_t n_series = std::max<std::size_t>(chart.series.size(), 1);
  const double row = chart.stacked ? 22 : 6 + 11.0 * static_cast<double>(n_series);
  const double bar_height = chart.stacked ? 15 : 10;
  double max = chart.reference.value_or(0);
  for (const Bar& b : chart.bars) {
    double total = 0;
    for (double v : b.values) {
      if (chart.stacked)
        total += v;
      else
        total = std::max(total, v);
    }
    for (double r : b.references) total = std::max(total, r);
    max = std::max(max, total);
  }
  const Scale scale = nice_scale(max, chart.decimals == 0);
  max = scale.max;
  const double plot = kWidth - kLabelWidth - kValueRoom;
  const double bars_bottom = kTop + row * static_cast<double>(chart.bars.size());
  const bool with_legend = chart.series.size() > 1;
  const double height = bars_bottom + (with_legend ? 34 : 10);
  auto x_of = [&](double v) { return kLabelWidth + plot * v / max; };

  std::string out;
  out += "<svg class=\"grafiek staafgrafiek\" id=\"" + xml_escape(chart.id) +
         "\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + svg_number(kWidth) + " " + svg_number(height) +
         "\" role=\"img\" aria-labelledby=\"" + xml_escape(chart.id) + "-titel " + xml_escape(chart.id) + "-uitleg\">";
  out += "<title id=\"" + xml_escape(chart.id) + "-titel\">" + xml_escape(chart.title) + "</title>";
  out += "<desc id=\"" + xml_escape(chart.id) + "-uitleg\">" + xml_escape(chart.description) + "</desc>";
  axis(out, kLabelWidth, plot, scale, kTop, bars_bottom, chart.decimals, chart.unit);
  for (std::size_t i = 0; i < chart.bars.size(); ++i) {
    const Bar& b = chart.bars[i];
    const double y = kTop + row * static_cast<double>(i);
    std::string tip = b.label + ": ";
    for (std::size_t s = 0; s < b.values.size(); ++s) {
      if (s) tip += ", ";
      if (s < chart.series.size() && chart.series.size() > 1) tip += chart.series[s] + " ";
      tip += value_text(b.values[s], chart.decimals, chart.unit, chart.unit_one);
    }
    if (!b.note.empty()) tip += ". " + b.note;
    out += "<g class=\"staaf" + std::string(b.marked ? " gemarkeerd" : "") + "\" data-label=\"" + xml_escape(b.label) +
           "\">";
    out += "<title>" + xml_escape(tip) + "</title>";
    const std::string label_href = b.label_href.empty() ? b.href : b.label_href;
    const std::string label = "<text class=\"label\" x=\"" + svg_number(kLabelWidth - 8) + "\" y=\"" +
                              svg_number(y + row / 2 + 4) + "\" text-anchor=\"end\">" +
                              xml_escape(shorten_label(b.label, kLabelChars)) + (b.marked ? " \u26a0" : "") + "</text>";
    out += label_href.empty() ? label : "<a href=\"" + xml_escape(label_href) + "\">" + label + "</a>";
    if (!b.href.empty()) out += "<a href=\"" + xml_escape(b.href) + "\">";
    double offset = 0, end = 0;
    for (std::size_t s = 0; s < b.values.size(); ++s) {
      const double v = std::max(0.0, b.values[s]);
      const double ry = chart.stacked ? y + (row - bar_height) / 2 : y + 3 + 11.0 * static_cast<double>(s);
      const double x0 = chart.stacked ? x_of(offset) : kLabelWidth;
      const double w = plot * v / max;
      if (w > 0) {
        out += "<rect class=\"reeks-" + std::to_string(s) + "\" x=\"" + svg_number(x0) + "\" y=\"" + svg_number(ry) +
               "\" width=\"" + svg_number(w) + "\" height=\"" + svg_number(bar_height) + "\"/>";
      }
      if (chart.stacked) offset += v;
      end = std::max(end, x0 + w);
      if (!chart.stacked) {
        out += "<text class=\"waarde\" x=\"" + svg_number(x0 + w + 4) + "\" y=\"" + svg_number(ry + bar_height - 1.5) +
               "\">" + xml_escape(report_number(b.values[s], chart.decimals)) + "</text>";
        if (s < b.references.size()) {
          const double rx = x_of(b.references[s]);
          out += "<line class=\"referentie\" x1=\"" + svg_number(rx) + "\" y1=\"" + svg_number(ry - 1.5) + "\" x2=\"" +
                 svg_number(rx) + "\" y2=\"" + svg_number(ry + bar_height + 1.5) + "\"/>";
        }
      }
    }
    if (chart.stacked) {
      double total = 0;
      for (double v : b.values) total += v;
      out += "<text class=\"waarde\" x=\"" + svg_number(std::max(end, kLabelWidth) + 4) + "\" y=\"" +
             svg_number(y + row / 2 + 4) + "\">" + xml_escape(report_number(total, chart.decimals)) + "</text>";
    }
    if (!b.href.empty()) out += "</a>";
    out += "</g>";
  }
  if (chart.reference) {
    const double x = x_of(*chart.reference);
    out += "<line class=\"referentie\" x1=\"" + svg_number(x) + "\" y1=\"" + svg_number(kTop - 4) + "\" x2=\"" +
           svg_number(x) + "\" y2=\"" + svg_number(bars_bottom) + "\"><title>" + xml_escape(chart.reference_label) +
           "</title></line>";
  }
  if (with_legend) legend(out, chart.series, bars_bottom + 14);
  out += "</svg>";
  return out;
}

std::string bar_chart_table(const BarChart& chart) {
  std::string out = "<table class=\"cijfers\" id=\"" + xml_escape(chart.id) + "-tabel\"><caption>" +
                    xml_escape(chart.title) + "</caption><thead><tr><th scope=\"col\">" +
                    xml_escape(chart.label_heading) + "</th>";
  for (const auto& s : chart.series) out += "<th scope=\"col\">" + xml_escape(s) + "</th>";
  if (chart.series.size() > 1 && chart.stacked) out += "<th scope=\"col\">" + xml_escape(tr("totaal")) + "</th>";
  out += "</tr></thead><tbody>";
  for (const Bar& b : chart.bars) {
    out += "<tr><th scope=\"row\">";
    const std::string label_href = b.label_href.empty() ? b.href : b.label_href;
    out += label_href.empty() ? xml_escape(b.label)
                              : "<a href=\"" + xml_escape(label_href) + "\">" + xml_escape(b.label) + "</a>";
    if (!b.note.empty()) out += " <span class=\"noot\">" + xml_escape(b.note) + "</span>";
    out += "</th>";
    double total = 0;
    for (double v : b.values) {
      out += "<td>" + xml_escape(report_number(v, chart.decimals)) + "</td>";
      total += v;
    }
    if (chart.series.size() > 1 && chart.stacked)
      out += "<td>" + xml_escape(report_number(total, chart.decimals)) + "</td>";
    out += "</tr>";
  }
  out += "</tbody></table>";
  return out;
}

std::string line_chart_svg(const LineChart& chart) {
  constexpr double left = 70, right = kWidth - 20, top = 20, bottom = 220;
  const double height = chart.series.size() > 1 ? 310 : 290;
  double max = 0;
  for (const auto& s : chart.values) {
    for (double v : s) {
      if (!std::isnan(v)) max = std::max(max, v);
    }
  }
  const Scale scale = nice_scale(max, true);
  max = scale.max;
  const std::size_t n = chart.x_labels.size();
  auto x_of = [&](std::size_t i) {
    return n <= 1 ? (left + right) / 2 : left + (right - left) * static_cast<double>(i) / static_cast<double>(n - 1);
  };
  auto y_of = [&](double v) { return bottom - (bottom - top) * v / max; };

  std::string out;
  out += "<svg class=\"grafiek lijngrafiek\" id=\"" + xml_escape(chart.id) +
         "\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + svg_number(kWidth) + " " + svg_number(height) +
         "\" role=\"img\" aria-labelledby=\"" + xml_escape(chart.id) + "-titel " + xml_escape(chart.id) + "-uitleg\">";
  out += "<title id=\"" + xml_escape(chart.id) + "-titel\">" + xml_escape(chart.title) + "</title>";
  out += "<desc id=\"" + xml_escape(chart.id) + "-uitleg\">" + xml_escape(chart.description) + "</desc>";
  const int ticks = static_cast<int>(std::lround(scale.max / scale.step));
  for (int i = 0; i <= ticks; ++i) {
    const double v = scale.step * i;
    const double y = y_of(v);
    out += "<line class=\"raster\" x1=\"" + svg_number(left) + "\" y1=\"" + svg_number(y) + "\" x2=\"" +
           svg_number(right) + "\" y2=\"" + svg_number(y) + "\"/>";
    const int d = std::abs(v - std::round(v)) < 1e-9 ? 0 : 1;
    out += "<text class=\"as\" x=\"" + svg_number(left - 8) + "\" y=\"" + svg_number(y + 4) +
           "\" text-anchor=\"end\">" + xml_escape(report_number(v, d)) + "</text>";
  }
  for (std::size_t i = 0; i < n; ++i) {
    const double x = x_of(i);
    out += "<text class=\"as\" transform=\"translate(" + svg_number(x) + " " + svg_number(bottom + 12) +
           ") rotate(-45)\" text-anchor=\"end\">" + xml_escape(chart.x_labels[i]) + "</text>";
  }
  for (std::size_t s = 0; s < chart.values.size(); ++s) {
    const std::string cls = "reeks-" + std::to_string(s);
    out += "<g class=\"reeks\" data-reeks=\"" + xml_escape(s < chart.series.size() ? chart.series[s] : "") + "\">";
    // A point without a value (NaN) breaks the line.
    std::string points;
    auto flush = [&] {
      if (!points.empty()) out += "<polyline class=\"lijn " + cls + "\" points=\"" + points + "\"/>";
      points.clear();
    };
    for (std::size_t i = 0; i < chart.values[s].size() && i < n; ++i) {
      if (std::isnan(chart.values[s][i])) {
        flush();
        continue;
      }
      if (!points.empty()) points += ' ';
      points += svg_number(x_of(i)) + "," + svg_number(y_of(chart.values[s][i]));
    }
    flush();
    for (std::size_t i = 0; i < chart.values[s].size() && i < n; ++i) {
      if (std::isnan(chart.values[s][i])) continue;
      std::string tip = chart.x_labels[i];
      if (i < chart.x_notes.size() && !chart.x_notes[i].empty()) tip += " (" + chart.x_notes[i] + ")";
      tip += ": " + report_number(chart.values[s][i]) + " " + (s < chart.series.size() ? chart.series[s] : "");
      out += "<circle class=\"punt " + cls + "\" cx=\"" + svg_number(x_of(i)) + "\" cy=\"" +
             svg_number(y_of(chart.values[s][i])) + "\" r=\"4\"><title>" + xml_escape(tip) + "</title></circle>";
    }
    out += "</g>";
  }
  if (chart.series.size() > 1) {
    double x = left;
    for (std::size_t s = 0; s < chart.series.size(); ++s) {
      out += "<rect class=\"reeks-" + std::to_string(s) + "\" x=\"" + svg_number(x) + "\" y=\"" +
             svg_number(height - 20) + "\" width=\"12\" height=\"12\" rx=\"2\"/>";
      out += "<text class=\"legenda\" x=\"" + svg_number(x + 17) + "\" y=\"" + svg_number(height - 9.5) + "\">" +
             xml_escape(chart.series[s]) + "</text>";
      x += 30 + 7.5 * static_cast<double>(chart.series[s].size());
    }
  }
  out += "</svg>";
  return out;
}

std::string line_chart_table(const LineChart& chart) {
  std::string out = "<table class=\"cijfers\" id=\"" + xml_escape(chart.id) + "-tabel\"><caption>" +
                    xml_escape(chart.title) + "</caption><thead><tr><th scope=\"col\">" + xml_escape(chart.x_heading) +
                    "</th>";
  for (const auto& s : chart.series) out += "<th scope=\"col\">" + xml_escape(s) + "</th>";
  out += "</tr></thead><tbody>";
  for (std::size_t i = 0; i < chart.x_labels.size(); ++i) {
    out += "<tr><th scope=\"row\"><code>" + xml_escape(chart.x_labels[i]) + "</code>";
    if (i < chart.x_notes.size() && !chart.x_notes[i].empty()) out += " " + xml_escape(chart.x_notes[i]);
    out += "</th>";
    for (const auto& s : chart.values) {
      out += "<td>" + xml_escape(i < s.size() && !std::isnan(s[i]) ? report_number(s[i]) : "\u2013") + "</td>";
    }
    out += "</tr>";
  }
  out += "</tbody></table>";
  return out;
}

}  // namespace qbank::health
