#include "checks/schema/stale_directive.h"

#include <filesystem>
#include <optional>

#include "core/data_dir.h"
#include "core/i18n.h"
#include "core/schema_directive.h"

namespace qbank {

namespace {
constexpr RuleId kSchemaStaleDirectiveRule = RuleId::schema_stale_directive;
namespace fs = std::filesystem;

// The first line's `#:schema PATH`, when PATH names no file (seen from the file's folder) and
// the right line for the bank's schema can be written: the schema lies in the same git
// repository (schema_directive_for). A URL is left alone, and so is a directive that cannot be
// corrected (outside any repository): an editor then simply does not validate.
void check_directive(const SourceFile& src, const std::string& file, const fs::path& schema,
                     std::vector<Diagnostic>& out) {
  const std::string& text = src.text();
  static constexpr std::string_view kPrefix = "#:schema ";
  if (!std::string_view(text).starts_with(kPrefix)) return;
  std::size_t end = text.find('\n');
  if (end == std::string::npos) end = text.size();
  std::size_t line_end = end;
  if (line_end > 0 && text[line_end - 1] == '\r') --line_end;
  std::string path = text.substr(kPrefix.size(), line_end - kPrefix.size());
  while (!path.empty() && (path.back() == ' ' || path.back() == '\t')) path.pop_back();
  while (!path.empty() && (path.front() == ' ' || path.front() == '\t')) path.erase(0, 1);
  if (path.empty() || path.find("://") != std::string::npos) return;
  const fs::path dir = fs::path(file).parent_path();
  std::error_code ec;
  const fs::path named = fs::path(path).is_absolute() ? fs::path(path) : (dir.empty() ? fs::path(".") : dir) / path;
  if (fs::exists(named, ec)) return;
  const std::string right = schema_directive_for(dir.empty() ? fs::path(".") : dir, schema);
  if (right.empty() || right == text.substr(0, line_end)) return;
  auto d = make_diagnostic(kSchemaStaleDirectiveRule, file, src.span(0, line_end),
                           format_message(tr("de regel `#:schema` wijst naar `{}`, maar daar staat geen bestand, dus "
                                             "een editor kan dit bestand niet controleren; schrijf `{}`"),
                                          {path, right}));
  d.fix = Fix{src.span(0, line_end), right, {}};
  out.push_back(std::move(d));
}

// The schema a file is validated against: the bank's copy in schema_dir, else the built-in one
// (core/config.h); nullopt when neither exists, so that no line is suggested that would be stale too.
std::optional<fs::path> schema_file(const Config& config, const char* name) {
  std::error_code ec;
  if (fs::exists(config.schema_dir / name, ec)) return config.schema_dir / name;
  const DataDir data = data_dir();
  if (!data.path.empty() && fs::exists(data.path / "schema" / name, ec)) return data.path / "schema" / name;
  return std::nullopt;
}

}  // namespace

void SchemaStaleDirectiveCheck::check_question(const Question& question, const LintContext& context,
                                               std::vector<Diagnostic>& out) const {
  if (!context.enabled(kSchemaStaleDirectiveRule) || !question.source) return;
  if (const auto schema = schema_file(context.config, "question.schema.json"))
    check_directive(*question.source, question.path(), *schema, out);
}

void SchemaStaleDirectiveCheck::check_topic(const Topic& topic, const LintContext& context,
                                            std::vector<Diagnostic>& out) const {
  if (!context.enabled(kSchemaStaleDirectiveRule) || !topic.source) return;
  if (const auto schema = schema_file(context.config, "topic.schema.json"))
    check_directive(*topic.source, topic.path(), *schema, out);
}

OwnedRules SchemaStaleDirectiveCheck::rules() const { return owns({RuleId::schema_stale_directive}); }

}  // namespace qbank
