// Small pieces of the graph checks' findings, shared by the link and topic checks.
#pragma once

#include <string>
#include <string_view>

#include "core/diagnostic.h"

namespace qbank::graphtext {

// Where a finding about a whole file points when nothing better is known: its first character.
inline constexpr Span kFileStart{{1, 1}, {1, 1}};

// An id as the messages quote it: `id`.
inline std::string code(std::string_view id) { return "`" + std::string(id) + "`"; }

}  // namespace qbank::graphtext
