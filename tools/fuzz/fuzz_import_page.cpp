// The page importer on arbitrary bytes (invariants: fuzz_import_common.h).
#include "fuzz_import_common.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return qbank::fuzz::import_one("page", data, size);
}
