// --format github: GitHub Actions workflow commands, one annotation per finding:
//   ::error file=bank/t/q.toml,line=7,endLine=7,col=34,endColumn=51,title=spelling/unknown-word::message
// Errors become ::error, warnings ::warning, infos ::notice. GitHub shows only the first few
// annotations of each kind per step, so the summary line follows for the log.
#include "output/render.h"

namespace qbank {

// Property values: % CR LF : and , are escaped (in that order of concern: % first).
std::string github_escape_property(std::string_view value) {
  std::string out;
  for (char c : value) {
    switch (c) {
      case '%':
        out += "%25";
        break;
      case '\r':
        out += "%0D";
        break;
      case '\n':
        out += "%0A";
        break;
      case ':':
        out += "%3A";
        break;
      case ',':
        out += "%2C";
        break;
      default:
        out += c;
    }
  }
  return out;
}

// The message: only % CR and LF.
std::string github_escape_message(std::string_view value) {
  std::string out;
  for (char c : value) {
    switch (c) {
      case '%':
        out += "%25";
        break;
      case '\r':
        out += "%0D";
        break;
      case '\n':
        out += "%0A";
        break;
      default:
        out += c;
    }
  }
  return out;
}

void render_github(const LintReport& result, std::ostream& out, const RenderOptions& options) {
  for (const auto& d : result.diagnostics) {
    const char* command = d.severity == Severity::Error     ? "error"
                          : d.severity == Severity::Warning ? "warning"
                                                            : "notice";
    out << "::" << command << " file=" << github_escape_property(d.file);
    if (d.span.known()) {
      out << ",line=" << d.span.begin.line << ",endLine=" << d.span.end.line << ",col=" << d.span.begin.column
          << ",endColumn=" << d.span.end.column;
    }
    out << ",title=" << github_escape_property(d.rule) << "::" << github_escape_message(d.message) << "\n";
  }
  if (options.statistics) render_statistics(result, out);
  if (options.show_summary) out << summary_line(result.summary) << "\n";
}

}  // namespace qbank
