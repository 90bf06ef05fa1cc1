// Helpers for the export and import tests: loading a bank in-process, the hostile-text corpus,
// and running the independent readers (node, cmark) as child processes.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/config.h"
#include "export/exporter.h"
#include "import/run.h"
#include "lint/bank_loader.h"
#include "lint/linter.h"

namespace qbank::test {

// A bank read from disk with its export view (no lint run).
struct ExportFixture {
  Config config;
  LoadedBank loaded;
  std::unique_ptr<ExportView> view;
};
std::unique_ptr<ExportFixture> load_for_export(const std::filesystem::path& bank);

// Renders one format in-process.
std::vector<OutputFile> render(const std::string& format, const ExportView& view);
// The single file of a one-file format.
std::string render_one(const std::string& format, const ExportView& view);

// The hostile texts every exporter must carry inertly.
inline const std::string kScript = "<script>alert(1)</script>";
inline const std::string kAttribute = "\"><img src=x onerror=alert(1)>";
inline const std::string kCdataEnd = "tekst met ]]> midden in CDATA";
inline const std::string kGiftControl = "GIFT-tekens ~ = # { } : en een backslash \\ ::titel:: $CATEGORY: x";
inline const std::string kFormula = "=cmd|' /C calc'!A0";

// Writes a bank (qbank.toml, topics `vijandig` and `gewoon`) whose texts hold the hostile corpus,
// and returns its folder. All questions are valid bank files; one is a draft.
std::filesystem::path write_hostile_bank(const std::filesystem::path& dir);

// A TOML basic string literal for any text.
std::string toml_quote(const std::string& text);

// Programs run with run_program (test_util.h).

// The external test data: $QBANK_EXTERNAL_DIR, else the build's QBANK_EXTERNAL_DIR
// (<source>/../shared/external), else the nearest shared/external above the source folder.
std::filesystem::path external_dir();

// An XML catalog that maps the IMS and W3C schema URLs to the local copies in
// external/qti21-qtiworks/xml-catalog, written into `dir` (the shipped catalog.xml names the
// folder it was made in; this one is derived from it with the real location).
std::filesystem::path write_qti_catalog(const std::filesystem::path& dir);

// Validates XML text against the QTI 2.1 XSD offline (libxml2, no network). Returns the
// validator's messages; empty when valid.
std::string validate_qti21(const std::string& xml_text, const std::filesystem::path& catalog);

// Runs an import in-process; fails the test when run_import reports a usage or I/O error.
ImportReport import_files(const std::string& from, const std::vector<std::filesystem::path>& files,
                          const std::string& topic, const std::filesystem::path& out, bool force = false);
// "rule: count" lines of the report's diagnostics, sorted, for whole-value comparison.
std::map<std::string, std::size_t> rule_counts(const ImportReport& report);
// Every .xml (or other extension) file in a folder, sorted.
std::vector<std::filesystem::path> files_in(const std::filesystem::path& dir, const std::string& extension);

// Lints a bank in-process (no suggestions).
// A question file's text in qbank fmt's canonical layout, which is what import writes: tests
// state what the importer means, fmt decides the quoting.
std::string canonical(const std::string& question_toml);
// Lints a bank (no spelling suggestions). `config` becomes its qbank.toml when it has none.
LintResult lint(const std::filesystem::path& bank, const std::string& config = {});
// For imports of English test data: Dutch spelling does not apply.
inline const char* kNotDutch =
    "# The imported test data is English or French, not Dutch.\n[rules]\nspelling = \"off\"\n";

}  // namespace qbank::test
