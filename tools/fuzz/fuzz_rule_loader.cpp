// A style rule file (rules/style/*.toml) on arbitrary bytes: TOML parsing, schema validation,
// pattern compilation (re2) and the rule's own examples. Invariants: the only exception is a
// ConfigError and every one of its diagnostics has a rule id and a position; a book that loads
// can be run on a valid UTF-8 text (its own input).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "checks/catalog.h"
#include "checks/style/data_rules.h"
#include "core/errors.h"
#include "core/schema_validator.h"
#include "core/utf8.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const auto schema =
      qbank::SchemaValidator::load(std::filesystem::path(QBANK_SOURCE_DIR) / "schema" / "rule.schema.json");
  static const qbank::RuleCatalog catalog = qbank::RuleCatalog::builtin();
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const auto book = qbank::RuleBook::from_sources({{"rules/style/fuzz.toml", text}}, *schema,
                                                    [](std::string_view id) { return catalog.find(id) != nullptr; });
    // Texts reach the rules only from files that passed the UTF-8 check.
    const std::string_view sample = std::string_view(text).substr(0, 4096);
    if (!qbank::utf8::valid(sample)) return 0;
    for (std::size_t i : book->candidates(sample)) (void)book->hits(i, sample);
  } catch (const qbank::ConfigError& e) {
    for (const auto& d : e.diagnostics()) {
      if (d.rule.find('/') == std::string::npos || d.span.begin.line < 1 || d.span.begin.column < 1) {
        std::fprintf(stderr, "invariant broken: diagnostic without rule or position: %s %u:%u %s\n", d.rule.c_str(),
                     d.span.begin.line, d.span.begin.column, d.message.c_str());
        std::abort();
      }
    }
  }
  return 0;
}
