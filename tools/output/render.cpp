#include "output/render.h"

#include <map>

namespace qbank {

const std::vector<OutputFormat>& output_formats() {
  static const std::vector<OutputFormat> formats = {
      {"text", "compiler-style findings with the source line and an underline", render_text},
      {"concise", "one line per finding: path:line:col: severity[rule]: message", render_concise},
      {"json", "one JSON object: {\"diagnostics\": [...], \"summary\": {...}}", render_json},
      {"sarif", "SARIF 2.1.0 for code scanning (GitHub and others)", render_sarif},
      {"github", "GitHub Actions annotations (workflow commands)", render_github},
      {"junit", "JUnit XML: one testsuite per file, one testcase per finding", render_junit},
      {"words", "the words the spelling check did not know, with counts and files, ready for the vocabulary", render_words},
  };
  return formats;
}

const OutputFormat* find_output_format(std::string_view name) {
  for (const auto& f : output_formats()) {
    if (f.name == name) return &f;
  }
  return nullptr;
}

namespace {
std::string plural(std::size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}
}  // namespace

std::string summary_line(const Summary& s) {
  const std::string bank = plural(s.files, "bestand", "bestanden") + ", " + plural(s.questions, "vraag", "vragen") + ", " +
                           plural(s.topics, "onderwerp", "onderwerpen");
  const std::string findings = plural(s.errors, "fout", "fouten") + ", " +
                               plural(s.warnings, "waarschuwing", "waarschuwingen") + ", " +
                               plural(s.infos, "melding", "meldingen") + ".";
  if (s.only_requested_files) {
    return plural(s.requested_files, "bestand", "bestanden") + " gecontroleerd, samen met de rest van de bank (" + bank +
           "): " + findings;
  }
  return plural(s.files, "bestand", "bestanden") + " gecontroleerd (" + plural(s.questions, "vraag", "vragen") + ", " +
         plural(s.topics, "onderwerp", "onderwerpen") + "): " + findings;
}

void render_statistics(const LintResult& result, std::ostream& out) {
  std::map<std::string, std::pair<Severity, std::size_t>> counts;
  for (const auto& d : result.diagnostics) {
    auto& c = counts[d.rule];
    c.first = d.severity;
    ++c.second;
  }
  for (const auto& [rule, c] : counts) {
    std::string n = std::to_string(c.second);
    out << std::string(n.size() < 6 ? 6 - n.size() : 0, ' ') << n << "  " << rule << " (" << severity_name(c.first)
        << ")\n";
  }
}

}  // namespace qbank
