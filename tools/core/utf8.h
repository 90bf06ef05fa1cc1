// UTF-8 and Unicode helpers. utf8proc does the Unicode work (normalisation, case, categories);
// this header is the only place that includes it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace qbank::utf8 {

// Decodes the code point at byte offset i. Returns the number of bytes it takes (at least 1);
// invalid or overlong sequences give U+FFFD and length 1.
std::size_t decode(std::string_view s, std::size_t i, char32_t& cp);

// True when `s` is valid UTF-8 (no overlong forms, no surrogates). On failure *bad_offset is
// the byte offset of the first bad sequence.
bool valid(std::string_view s, std::size_t* bad_offset = nullptr);

std::size_t count_code_points(std::string_view s);
// Each code point of a valid UTF-8 text as its own string ("één" -> "é", "é", "n").
std::vector<std::string> code_points(std::string_view s);
void append(std::string& out, char32_t cp);

// Unicode normalisation form C.
std::string nfc(std::string_view s);
// NFC and lower case (keeps accents): "Gradiënten" -> "gradiënten".
std::string lower(std::string_view s);
// True when every byte is ASCII (below 0x80).
bool is_ascii(std::string_view s);
// NFC, case folding and accent folding: "Gradiënten" -> "gradienten". For comparisons only.
std::string fold(std::string_view s);

bool is_letter(char32_t cp);
bool is_digit(char32_t cp);  // any Unicode decimal digit
bool is_upper(char32_t cp);
bool is_lower(char32_t cp);
bool is_space(char32_t cp);  // Unicode white space
bool is_punct(char32_t cp);  // Unicode punctuation
bool is_mark(char32_t cp);   // combining marks

// Simple (one code point to one) case mapping: 'ë' -> 'Ë', 'Ë' -> 'ë'; others unchanged.
char32_t to_upper(char32_t cp);
char32_t to_lower(char32_t cp);

}  // namespace qbank::utf8
