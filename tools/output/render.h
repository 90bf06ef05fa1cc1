// Output formats for lint results. One file per format; one table (render.cpp) maps names to
// renderers. All output is deterministic: same findings, same bytes.
#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "checks/lint_report.h"

namespace qbank {

struct RenderOptions {
  bool color = false;       // ANSI colours (only on a terminal, never with NO_COLOR)
  bool statistics = false;  // append counts per rule
  bool show_summary = true;
  bool warnings_fail = false;  // --max-warnings was exceeded: warnings fail the run too (JUnit)
};

using Renderer = void (*)(const LintReport& result, std::ostream& out, const RenderOptions& options);

struct OutputFormat {
  std::string_view name;
  std::string_view description;
  Renderer render;
  // Whether it reads LintReport::sources (excerpts, fingerprints); a warm run reads the files
  // again only for the formats that do.
  bool reads_sources = false;
};

// Every format, in the order `--help` lists them.
const std::vector<OutputFormat>& output_formats();
const OutputFormat* find_output_format(std::string_view name);

void render_text(const LintReport& result, std::ostream& out, const RenderOptions& options);
void render_json(const LintReport& result, std::ostream& out, const RenderOptions& options);
void render_concise(const LintReport& result, std::ostream& out, const RenderOptions& options);
void render_sarif(const LintReport& result, std::ostream& out, const RenderOptions& options);
void render_github(const LintReport& result, std::ostream& out, const RenderOptions& options);
void render_junit(const LintReport& result, std::ostream& out, const RenderOptions& options);
void render_words(const LintReport& result, std::ostream& out, const RenderOptions& options);

// Pieces of the CI formats, exposed for tests.
// SARIF partialFingerprints value (before the ":n" occurrence suffix): a hash of the rule, the
// file and the text the finding points at (white space collapsed), so it survives line moves.
std::string sarif_fingerprint(const LintReport& result, const Diagnostic& d);
// GitHub workflow commands: property values escape % CR LF : , and the message % CR LF.
std::string github_escape_property(std::string_view value);
std::string github_escape_message(std::string_view value);
// XML text and attribute escaping (forbidden characters become U+FFFD).
std::string xml_escape(std::string_view text);

// Shared by the human formats.
std::string summary_line(const Summary& summary);
void render_statistics(const LintReport& result, std::ostream& out);

}  // namespace qbank
