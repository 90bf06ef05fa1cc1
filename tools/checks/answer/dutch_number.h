// Reads numbers the way Dutch option texts write them: "14 GB", "14,0 GB", "ongeveer 112 GB",
// "1.000" (a thousands separator), "2,5", "7 miljard", "7 × 10⁹", with the unit that follows.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qbank {

struct NumberMention {
  double value = 0;       // scale words and "× 10^k" applied
  std::size_t begin = 0;  // byte range of the number (sign, digits, scale) in the text
  std::size_t end = 0;
  std::string unit;  // the token right after the number ("GB", "ms", "GB/s"), or a currency sign
                     // right before it ("€ 605"); may be empty
  std::size_t unit_begin = 0;
  std::size_t unit_end = 0;
};

// The value of a superscript digit ("⁴" -> 4), or -1 for any other code point.
int superscript_digit(char32_t cp);

// Every number in `text`, in order. Digits glued to a preceding letter ("FP16", "A100") are part
// of a name, not numbers.
std::vector<NumberMention> find_numbers(std::string_view text);

// Numbers written as Dutch words, with the unit after them as in find_numbers: "vier",
// "twintig", "eenentwintig", "tweehonderd", "drieduizend", "één", "een half", "anderhalf",
// "driekwart", "drie miljoen". "een" alone is the article and is never read as 1.
std::vector<NumberMention> find_number_words(std::string_view text);
// find_numbers and find_number_words together, in text order.
std::vector<NumberMention> find_all_numbers(std::string_view text);

// The decimals a number is written with: "7,2" and "7.2" have one, "1.000" (a thousands group)
// and "350" none. `written` is the number as in the text (NumberMention::begin to end).
int written_decimals(std::string_view written);

// A unit written as a word, as its symbol ("volt" -> "V", "procent" -> "%", "seconden" -> "s",
// "km/u" -> "km/h"); any other unit unchanged.
std::string unit_symbol(std::string_view unit);

// The factor that converts a quantity in `from` to `to` ("s" -> "ms": 1000), when the two units
// are equal or differ only by an SI prefix (k, M, G, T, P, m, µ, n, ...); nullopt otherwise.
std::optional<double> unit_factor(std::string_view from, std::string_view to);

// The value an option text gives in `unit`: the first number written with that unit (or a
// prefixed form of it, converted); else, when the option holds a single number with no unit at
// all ("Ongeveer 14"), that number. nullopt when the option names no value in this unit.
std::optional<double> value_in_unit(std::string_view text, std::string_view unit);
// The same, with where the number is written; `value` is converted to `unit`.
std::optional<NumberMention> mention_in_unit(std::string_view text, std::string_view unit);

// A number as Dutch text: "14", "2,5", "0,007", "1,4e+11" for very large or small values.
std::string format_dutch_number(double value);
// The same in the UI language's notation: "2,5" in Dutch, "2.5" in English (core/i18n.h).
std::string format_ui_number(double value);

}  // namespace qbank
