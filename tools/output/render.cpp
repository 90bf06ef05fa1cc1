#include "output/render.h"

#include <map>

#include "core/i18n.h"

namespace qbank {

const std::vector<OutputFormat>& output_formats() {
  static const std::vector<OutputFormat> formats = {
      {"text", "compiler-style findings with the source line and an underline", render_text, true},
      {"concise", "one line per finding: path:line:col: severity[rule]: message", render_concise},
      {"json", "one JSON object: {\"diagnostics\": [...], \"summary\": {...}}", render_json},
      {"sarif", "SARIF 2.1.0 for code scanning (GitHub and others)", render_sarif, true},
      {"github", "GitHub Actions annotations (workflow commands)", render_github},
      {"junit", "JUnit XML: one testsuite per file, one testcase per finding", render_junit},
      {"words", "the words the spelling check did not know, with counts and files, ready for the vocabulary",
       render_words},
  };
  return formats;
}

const OutputFormat* find_output_format(std::string_view name) {
  for (const auto& f : output_formats()) {
    if (f.name == name) return &f;
  }
  return nullptr;
}

std::string summary_line(const Summary& s) {
  const std::string files = format_count(trn("{} bestand", "{} bestanden", s.files), s.files);
  const std::string questions = format_count(trn("{} vraag", "{} vragen", s.questions), s.questions);
  const std::string topics = format_count(trn("{} onderwerp", "{} onderwerpen", s.topics), s.topics);
  const std::string errors = format_count(trn("{} fout", "{} fouten", s.errors), s.errors);
  const std::string warnings = format_count(trn("{} waarschuwing", "{} waarschuwingen", s.warnings), s.warnings);
  const std::string infos = format_count(trn("{} melding", "{} meldingen", s.infos), s.infos);
  if (s.only_requested_files) {
    const std::string requested = format_count(trn("{} bestand", "{} bestanden", s.requested_files), s.requested_files);
    // TRANSLATORS: "3 bestanden gecontroleerd, samen met de rest van de bank (14 bestanden, 12 vragen,
    // 1 onderwerp): 0 fouten, 1 waarschuwing, 0 meldingen."
    return format_message(tr("{} gecontroleerd, samen met de rest van de bank ({}, {}, {}): {}, {}, {}."),
                          {requested, files, questions, topics, errors, warnings, infos});
  }
  // TRANSLATORS: "14 bestanden gecontroleerd (12 vragen, 1 onderwerp): 0 fouten, 1 waarschuwing, 0 meldingen."
  return format_message(tr("{} gecontroleerd ({}, {}): {}, {}, {}."),
                        {files, questions, topics, errors, warnings, infos});
}

void render_statistics(const LintReport& result, std::ostream& out) {
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
