// qbank.toml on arbitrary bytes: parsing, schema validation and settings.
#include <cstdint>
#include <string>

#include "core/config.h"
#include "core/errors.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  qbank::MemoryFileSystem fs;
  fs.add_file("/bank/qbank.toml", std::string(reinterpret_cast<const char*>(data), size));
  try {
    const qbank::Config c = qbank::load_config(fs, "/bank", "/bank/qbank.toml", "qbank.toml");
    (void)c.settings.number("explanation.margin");
    (void)c.settings.integer("limits.max_file_bytes");
  } catch (const qbank::ConfigError&) {
  }
  return 0;
}
