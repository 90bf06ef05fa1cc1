// Small helpers shared by the built-in style checks (the cue checks).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "core/i18n.h"
#include "core/model.h"

namespace qbank::style {

// Length in code points of `text` without surrounding white space.
std::size_t visible_length(std::string_view text);
// The span of a whole text field's value (inside its quotes).
Span value_span(const Question& q, const TextField& field);
// A number with `decimals` digits in the UI language's notation: "4,0", "0,0012" in Dutch, "4.0"
// in English.
std::string ui_number(double value, int decimals);

}  // namespace qbank::style
