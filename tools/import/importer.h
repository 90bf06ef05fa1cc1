// `qbank import`: one file per source format behind one interface. An importer reads the bytes
// of one source file and turns every single-answer multiple-choice item into an
// ImportedQuestion; everything it cannot carry becomes a diagnostic (rule `import/*`, see
// docs/import.md) at the item's file and line. Importers never touch the disk themselves (a
// manifest's sibling files come through ImportInput::sibling), so they can be fuzzed on bytes.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.h"
#include "core/source.h"

namespace qbank {

struct ImportedOption {
  std::string text;
  bool correct = false;
  std::string feedback;  // empty: none
};

struct ImportedCompute {
  std::string expression;
  std::string unit;
  double tolerance = 0.05;
};

struct ImportedSuppression {
  std::string rule;
  std::string other;
  std::string reason;
};

struct ImportedQuestion {
  std::string file;                        // the source file as shown (a zip entry: "pakket.zip!items/a.xml")
  Span where;                              // the item in that file
  std::string title;                       // the source's name for the item; the id is made from it (else the stem)
  std::string topic;                       // a topic id the source names (json); empty: the --topic
  std::string category;                    // the source's topic title (Moodle/GIFT category, page topic line)
  std::vector<std::string> category_path;  // Moodle/GIFT: the category's titles from the top ("Netwerken", "Adressen")
  std::string stem;
  std::optional<std::string> explanation;
  std::vector<ImportedOption> options;
  std::vector<std::string> related;        // ids (json)
  std::vector<std::string> related_stems;  // stems to resolve against the bank (page)
  std::vector<Span> related_where;         // where each related stem is written
  std::vector<std::string> tags;
  std::string markup;  // "markdown" or "plain" when the source names it (json)
  std::vector<std::string> words;
  std::optional<ImportedCompute> compute;
  std::vector<ImportedSuppression> suppress;
};

struct ImportedTopic {
  std::string id;  // empty when the source names only a title (a Moodle category without idnumber)
  std::string title;
  std::optional<std::string> description;
  std::string parent;
  std::vector<std::string> prerequisites;
  std::vector<std::string> path;  // Moodle/GIFT: the category's titles from the top; title is the last
};

struct ImportResult {
  std::vector<ImportedQuestion> questions;
  std::vector<ImportedTopic> topics;
  std::vector<Diagnostic> diagnostics;
  std::size_t skipped = 0;  // items found but not carried
  // The source texts, by display path, for excerpts under the diagnostics.
  std::map<std::string, std::shared_ptr<const SourceFile>> sources;
};

struct ImportInput {
  std::string display;  // the file as shown in diagnostics
  std::string content;
  // Reads a file named relative to this one (a content package's items); nullopt when missing.
  // Null when there is nothing around the file (bytes from a fuzzer or a zip entry's own view).
  std::function<std::optional<std::string>(const std::string& relative)> sibling;
  std::filesystem::path schema_dir;  // for the JSON format's schema
  // The bank writes Markdown (qbank.toml markup): formatting is kept as Markdown, plain text is
  // escaped; else everything becomes plain text.
  bool markdown = false;
};

class Importer {
 public:
  virtual ~Importer() = default;
  virtual std::string_view name() const = 0;  // the --from value
  virtual std::string_view description() const = 0;
  virtual void read(const ImportInput& input, ImportResult& out) const = 0;
};

const std::vector<std::unique_ptr<Importer>>& importers();
const Importer* find_importer(std::string_view name);

std::unique_ptr<Importer> make_moodle_importer();
std::unique_ptr<Importer> make_gift_importer();
std::unique_ptr<Importer> make_qti_importer();
std::unique_ptr<Importer> make_page_importer();
std::unique_ptr<Importer> make_json_importer();

// The severity of each import/* rule (docs/import.md lists them): error when something the run
// should have written was not (an unreadable source, a question file that already exists),
// warning when an item was skipped or carried with a loss, info for notes.
Severity import_severity(std::string_view rule);

// Appends an import/* diagnostic with its severity.
void report(ImportResult& out, std::string_view rule, const std::string& file, Span where, std::string message);

// The span of a whole line (1-based), or of the first "<name" on it when `element` is given (XML
// parsers give lines, not columns).
Span line_span(const SourceFile& source, std::uint32_t line, std::string_view element = {});

// The title of a Moodle question category path, as Moodle XML and GIFT write it:
// "$course$/top/Parent/Child" -> "Child"; "//" is a literal slash; trailing empty parts are ignored.
std::string category_title(std::string_view path);
// The titles of such a path from the top, without Moodle's context ("$course$", "$system$",
// "$module$", "$coursecategory$", "$cat1$"...) and its "top": "$course$/top/A/B" -> {"A", "B"}.
std::vector<std::string> category_path(std::string_view path);

}  // namespace qbank
