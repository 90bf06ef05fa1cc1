// Helpers for option texts shared by the answer/ and explanation/ checks.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace qbank {

// An option text for a message: white space collapsed, cut at `max_chars` code points with "…",
// in Dutch quotes: ‘Ongeveer 14 GB’.
std::string quote_option(std::string_view text, std::size_t max_chars = 48);

// Whether accents count when texts are compared: a student tells "ideeën" from "ideeen" (options
// of a spelling question), but two question texts that differ only there are still one question.
enum class Accents { Fold, Keep };

// The comparison form for duplicate options and question texts: two texts are the same when they
// read the same to a student. NFC and case folded, accents too unless kept; typographic quotes, dashes and
// non-breaking spaces in their plain form; sentence punctuation and quotes dropped (a decimal sign
// between digits stays); a hyphen between letters as a space; white space collapsed, and dropped
// next to a symbol. Operators, signs, superscripts, brackets and `%` are content: "Ongeveer 14 GB."
// equals "ongeveer  14 gb" and "3a + 2" equals "3a+2", but "3a + 2" differs from "3a − 2", "O(n²)"
// from "O(n)", "List<T>" from "List[T]", "i += 1" from "i -= 1", "2,5" from "25".
//
// In code quotes delimit strings and are content ("x = 'a'" is not "x = a"). A text with code
// characters ({}[]=<>;()) is read as code by itself; `Quotes::Code` says the text belongs to a
// question about code, whose options may hold no such character ("8 en \"2\"" against "8 en 2"
// after a stem with `"5" - 3`).
enum class Quotes { ByText, Code };
std::string normalise_option(std::string_view text, Accents accents = Accents::Fold, Quotes quotes = Quotes::ByText);

// True when the text holds no letter and no digit (only white space or punctuation).
bool blank_option(std::string_view text);

}  // namespace qbank
