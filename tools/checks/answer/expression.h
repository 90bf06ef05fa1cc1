// A small, safe evaluator for the `[compute] expression` of a question: decimal numbers with an
// optional exponent (7e9, 2.5E-3), the binary operators + - * / ^, unary minus and parentheses.
// Anything else (names, functions, a decimal comma, ×, **) is an error with its position.
// Input length and nesting depth are bounded, so hostile input cannot exhaust the stack.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace qbank {

struct ExpressionLimits {
  std::size_t max_bytes = 1000;  // longer expressions are rejected before parsing
  std::size_t max_depth = 64;    // nested parentheses, unary minus and exponents together
};

struct ExpressionResult {
  bool ok = false;
  double value = 0;
  // On failure: a Dutch sentence saying what is wrong and what to write instead, and where:
  // the byte range [begin, end) of the offending text in the expression, and the 1-based
  // code-point column of `begin`.
  std::string error;
  std::size_t begin = 0;
  std::size_t end = 0;
  std::size_t column = 0;
};

// Evaluates `text`. Never throws; never recurses deeper than limits.max_depth. The value is finite
// when ok (an infinite or undefined result, such as a division by zero, is an error).
ExpressionResult evaluate_expression(std::string_view text, const ExpressionLimits& limits = {});

}  // namespace qbank
