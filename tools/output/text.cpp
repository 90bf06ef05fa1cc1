// The default, human format: like a compiler, with the source line and an underline under the
// exact span.
#include <algorithm>

#include "core/i18n.h"
#include "core/utf8.h"
#include "output/render.h"

namespace qbank {
namespace {

struct Style {
  bool on;
  std::string bold() const { return on ? "\033[1m" : ""; }
  std::string reset() const { return on ? "\033[0m" : ""; }
  std::string severity(Severity s) const {
    if (!on) return "";
    switch (s) {
      case Severity::Error:
        return "\033[1;31m";
      case Severity::Warning:
        return "\033[1;33m";
      case Severity::Info:
        return "\033[1;36m";
    }
    return "";
  }
  std::string dim() const { return on ? "\033[34m" : ""; }
};

std::string location(const std::string& file, Span span) {
  const Position p = span.known() ? span.begin : Position{1, 1};
  return file + ":" + std::to_string(p.line) + ":" + std::to_string(p.column);
}

// The source line with tabs shown as one space (a tab is one column), and the marker line.
void excerpt(const SourceFile& src, Span span, const Style& st, std::ostream& out) {
  if (!span.known() || span.begin.line > src.line_count()) return;
  std::string line(src.line(span.begin.line));
  std::replace(line.begin(), line.end(), '\t', ' ');
  // Drop control characters so a hostile file cannot drive the terminal.
  std::string clean;
  for (std::size_t i = 0; i < line.size();) {
    char32_t cp;
    const std::size_t n = utf8::decode(line, i, cp);
    if (cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp < 0xA0))
      clean += ' ';
    else
      clean.append(line, i, n);
    i += n;
  }
  const std::size_t width = utf8::count_code_points(clean);
  const std::string number = std::to_string(span.begin.line);
  const std::string gutter(number.size(), ' ');
  std::size_t from = span.begin.column > 0 ? span.begin.column - 1 : 0;
  std::size_t to = span.end.line == span.begin.line ? (span.end.column > 0 ? span.end.column - 1 : from) : width;
  from = std::min(from, width);
  to = std::clamp(to, from + 1, std::max(width, from + 1));
  out << st.dim() << gutter << " |" << st.reset() << "\n";
  out << st.dim() << number << " |" << st.reset() << " " << clean << "\n";
  out << st.dim() << gutter << " |" << st.reset() << " " << std::string(from, ' ') << st.bold()
      << std::string(to - from, '^') << st.reset() << "\n";
}

}  // namespace

void render_text(const LintReport& result, std::ostream& out, const RenderOptions& options) {
  const Style st{options.color};
  for (const auto& d : result.diagnostics) {
    out << st.bold() << location(d.file, d.span) << ":" << st.reset() << " " << st.severity(d.severity)
        << severity_name(d.severity) << "[" << d.rule << "]" << st.reset() << ": " << st.bold() << d.message
        << st.reset() << "\n";
    auto src = result.sources.find(d.file);
    if (src != result.sources.end()) excerpt(*src->second, d.span, st, out);
    for (const auto& r : d.related) {
      out << "  = " << location(r.file, r.span) << ": " << r.message << "\n";
    }
    if (d.fix && d.fix->file.empty())
      out << "  = " << format_message(tr("oplossing: vervang door `{}`"), {d.fix->replacement}) << "\n";
    if (d.fix && !d.fix->file.empty()) {
      // An edit in another file (a back link): what goes where, on one line.
      std::string text = d.fix->replacement;
      while (!text.empty() && (text.front() == '\n' || text.front() == ',' || text.front() == ' ')) text.erase(0, 1);
      while (!text.empty() && text.back() == '\n') text.pop_back();
      const std::string where =
          d.fix->file + ":" + std::to_string(d.fix->span.begin.line) + ":" + std::to_string(d.fix->span.begin.column);
      out << "  = " << format_message(tr("oplossing: zet `{}` in {}"), {text, where}) << "\n";
    }
    out << "\n";
  }
  if (options.statistics) render_statistics(result, out);
  if (options.show_summary) out << summary_line(result.summary) << "\n";
}

void render_concise(const LintReport& result, std::ostream& out, const RenderOptions& options) {
  for (const auto& d : result.diagnostics) {
    std::string message = d.message;
    std::replace(message.begin(), message.end(), '\n', ' ');
    out << location(d.file, d.span) << ": " << severity_name(d.severity) << "[" << d.rule << "]: " << message << "\n";
  }
  if (options.statistics) render_statistics(result, out);
}

}  // namespace qbank
