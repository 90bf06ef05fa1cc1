// The string-literal reader and the span mapping inside strings, on arbitrary bytes.
#include <cstdint>
#include <string>

#include "core/source.h"
#include "core/text_locator.h"
#include "core/toml_string.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  qbank::SourceFile source("q.toml", text);
  for (std::size_t at = 0; at < text.size() && at < 64; ++at) {
    auto lit = qbank::read_string_literal(text, at);
    if (!lit) continue;
    qbank::TextField f;
    f.set(lit->value);
    f.literal_offset = qbank::TextField::offset(at);
    f.present = true;
    for (std::size_t i = 0; i <= f.value.size(); i += 7) qbank::locate(source, f, i, f.value.size());
  }
  return 0;
}
