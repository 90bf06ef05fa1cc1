// Helpers for option texts shared by the answer/ and explanation/ checks.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace qbank {

// An option text for a message: white space collapsed, cut at `max_chars` code points with "…",
// in Dutch quotes: ‘Ongeveer 14 GB’.
std::string quote_option(std::string_view text, std::size_t max_chars = 48);

// The comparison form for duplicate options: NFC, case and accents folded, punctuation and white
// space collapsed to single spaces, trimmed. "Ongeveer 14 GB." and "ongeveer  14 gb" are equal.
std::string normalise_option(std::string_view text);

// True when the text holds no letter and no digit (only white space or punctuation).
bool blank_option(std::string_view text);

}  // namespace qbank
