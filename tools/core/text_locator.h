// Finds the source span of a byte range inside a string value read from TOML.
#pragma once

#include <cstddef>

#include "core/diagnostic.h"
#include "core/model.h"
#include "core/source.h"

namespace qbank {

// The span in `source` of bytes [begin, end) of `field.value`. Falls back to the whole literal
// when the literal cannot be re-read (it always can for files the loader produced).
Span locate(const SourceFile& source, const TextField& field, std::size_t begin, std::size_t end);

}  // namespace qbank
