// The whole per-file path of the linter: UTF-8 and depth checks, TOML parsing, schema validation
// and the model, on arbitrary bytes.
#include <cstdint>
#include <string>
#include <vector>

#include "core/model_builder.h"
#include "core/schema_validator.h"
#include "core/text_locator.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const auto schema =
      qbank::SchemaValidator::load(std::filesystem::path(QBANK_SOURCE_DIR) / "schema" / "question.schema.json");
  auto source = std::make_shared<qbank::SourceFile>("q.toml", std::string(reinterpret_cast<const char*>(data), size));
  std::vector<qbank::Diagnostic> out;
  auto table = qbank::parse_toml(*source, out);
  if (!table) return 0;
  schema->validate(*table, *source, out);
  const qbank::Question q = qbank::build_question(source, *table, "q", "t");
  // Every span the model holds must map back into the file.
  for (const auto* f : {&q.stem, &q.explanation}) {
    if (f->present) qbank::locate(*source, *f, 0, f->value.size());
  }
  for (const auto& o : q.options) {
    if (o.text.present) qbank::locate(*source, o.text, 0, o.text.value.size());
  }
  return 0;
}
