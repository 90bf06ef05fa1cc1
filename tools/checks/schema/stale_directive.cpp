#include "checks/schema/stale_directive.h"

#include <filesystem>

#include "core/schema_directive.h"

namespace qbank {

namespace {
constexpr const char* kSchemaStaleDirectiveRule = "schema/stale-directive";
namespace fs = std::filesystem;

// The first line's `#:schema PATH`, when PATH names no file (seen from the file's folder) and
// the right line for the bank's schema can be written: the schema lies in the same git
// repository (schema_directive_for). A URL is left alone, and so is a directive that cannot be
// corrected (outside any repository): an editor then simply does not validate.
void check_directive(const SourceFile& src, const std::string& file, const fs::path& schema, std::vector<Diagnostic>& out) {
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
                           "de regel `#:schema` wijst naar `" + path + "`, maar daar staat geen bestand, dus een editor kan "
                           "dit bestand niet controleren; schrijf `" + right + "`");
  d.fix = Fix{src.span(0, line_end), right, {}};
  out.push_back(std::move(d));
}

}  // namespace

void SchemaStaleDirectiveCheck::check_question(const Question& question, const LintContext& context,
                                               std::vector<Diagnostic>& out) const {
  if (!context.enabled(kSchemaStaleDirectiveRule) || !question.source) return;
  check_directive(*question.source, question.path(), context.config.schema_dir / "question.schema.json", out);
}

void SchemaStaleDirectiveCheck::check_topic(const Topic& topic, const LintContext& context, std::vector<Diagnostic>& out) const {
  if (!context.enabled(kSchemaStaleDirectiveRule) || !topic.source) return;
  check_directive(*topic.source, topic.path(), context.config.schema_dir / "topic.schema.json", out);
}

}  // namespace qbank
