// --format junit: JUnit XML for CI systems that show test reports (GitLab, Jenkins): one
// <testsuite> per file with findings, one <testcase> per finding. Only what fails the run is a
// <failure>: an error (and a warning when --max-warnings is exceeded); the other findings are
// passing test cases with the finding in <system-out>, so a run that exits 0 shows no failures.
// A clean run is one passing test case, so the report is never empty.
#include <map>

#include "core/i18n.h"
#include "core/utf8.h"
#include "output/render.h"

namespace qbank {

// Escapes text for an XML attribute or element. Characters XML 1.0 forbids (most C0 controls,
// U+FFFE, U+FFFF, lone surrogates, invalid UTF-8) become U+FFFD; line breaks and tabs in
// attributes become character references so that they survive attribute normalisation.
// ASCII is taken a byte at a time and only other bytes are decoded: the report escapes tens of
// megabytes of question text with this, and decoding every character was its largest cost.
std::string xml_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size() + text.size() / 8);
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c >= 0x80) {
      char32_t cp;
      const std::size_t n = utf8::decode(text, i, cp);
      if (n == 1 || cp == 0xFFFE || cp == 0xFFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        out += "\xEF\xBF\xBD";
      else
        out.append(text, i, n);
      i += n;
      continue;
    }
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      case '\n':
        out += "&#10;";
        break;
      case '\r':
        out += "&#13;";
        break;
      case '\t':
        out += "&#9;";
        break;
      default:
        if (c < 0x20)
          out += "\xEF\xBF\xBD";
        else
          out += static_cast<char>(c);
    }
    ++i;
  }
  return out;
}

void render_junit(const LintReport& result, std::ostream& out, const RenderOptions& options) {
  std::map<std::string, std::vector<const Diagnostic*>> by_file;
  for (const auto& d : result.diagnostics) by_file[d.file].push_back(&d);
  const std::size_t total = result.diagnostics.size();
  auto fails = [&](const Diagnostic& d) {
    return d.severity == Severity::Error || (options.warnings_fail && d.severity == Severity::Warning);
  };
  std::size_t failures = 0;
  for (const auto& d : result.diagnostics) failures += fails(d) ? 1 : 0;

  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out << "<testsuites name=\"qbank\" tests=\"" << (total ? total : 1) << "\" failures=\"" << failures
      << "\" errors=\"0\">\n";
  if (by_file.empty()) {
    out << "  <testsuite name=\"qbank\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\">\n"
        << "    <testcase name=\"qbank lint\" classname=\"qbank\"/>\n"
        << "  </testsuite>\n";
  }
  for (const auto& [file, findings] : by_file) {
    const std::string name = xml_escape(file);
    std::size_t file_failures = 0;
    for (const Diagnostic* d : findings) file_failures += fails(*d) ? 1 : 0;
    out << "  <testsuite name=\"" << name << "\" tests=\"" << findings.size() << "\" failures=\"" << file_failures
        << "\" errors=\"0\" skipped=\"0\">\n";
    for (const Diagnostic* d : findings) {
      const Position p = d->span.known() ? d->span.begin : Position{1, 1};
      const std::string where = std::to_string(p.line) + ":" + std::to_string(p.column);
      const std::string text =
          xml_escape(format_message(tr("regel {}, kolom {}"), {std::to_string(p.line), std::to_string(p.column)})) +
          ", " + std::string(severity_name(d->severity)) + "[" + xml_escape(d->rule) + "]: " + xml_escape(d->message);
      out << "    <testcase name=\"" << xml_escape(d->rule) << " (" << where << ")\" classname=\"" << name
          << "\" file=\"" << name << "\" line=\"" << p.line << "\">\n";
      if (fails(*d)) {
        out << "      <failure message=\"" << xml_escape(d->message) << "\" type=\"" << severity_name(d->severity)
            << "\">" << text << "</failure>\n";
      } else {
        out << "      <system-out>" << text << "</system-out>\n";
      }
      out << "    </testcase>\n";
    }
    out << "  </testsuite>\n";
  }
  out << "</testsuites>\n";
}

}  // namespace qbank
