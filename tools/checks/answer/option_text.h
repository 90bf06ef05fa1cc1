// Helpers for option texts shared by the answer/ and explanation/ checks.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/model.h"

namespace qbank {

// An option text for a message: white space collapsed, cut at `max_chars` code points with "…",
// in Dutch quotes: ‘Ongeveer 14 GB’.
std::string quote_option(std::string_view text, std::size_t max_chars = 48);

// Whether accents count when texts are compared: a student tells "ideeën" from "ideeen" (options
// of a spelling question), but two question texts that differ only there are still one question.
enum class Accents { Fold, Keep };

// The comparison form for duplicate options and question texts: two texts are the same when they
// read the same to a student. NFC and case folded, accents too unless kept; typographic quotes, dashes and
// non-breaking spaces in their plain form; invisible characters (a soft hyphen, zero-width spaces)
// dropped; sentence punctuation and quotes dropped (a decimal sign
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

// A genotype: pairs of one letter in two cases or one ("AA", "Rr", "aaBbCc").
bool genotype_like(std::string_view text);

// Two options that differ in letter case where the case is the content. One token: short symbols of
// at most four characters ("PP" / "Pp", "CO" / "Co", "mS" / "MS", "XHXh", "Mb/s" / "MB/s") and
// genotypes of any length ("AaBbCc" / "AABbCc"). A longer word in another case is a duplicate
// ("Makefile" / "makefile"). Four-letter words ("Gent" / "gent", "NTFS" / "ntfs") stay apart: in
// "True" / "true", "null" / "NULL" and "Mbps" / "MBps" the case is what a question asks. Several
// tokens: the same words but for the case of such a symbol after a number ("5 MW" / "5 mW") or in
// mixed case ("10 kB/s" / "10 KB/s"); "De Gent" / "de gent" is a duplicate.
bool symbols_differing_in_case(std::string_view a, std::string_view b);

// The words of a text split at spaces and tabs, into `out` (cleared first).
void split_at_blanks(std::string_view t, std::vector<std::string_view>& out);

// An option as answer/duplicate-option and answer/near-duplicate-option compare it: the text a
// student sees (inline code around the whole option and sentence punctuation after it are markup)
// and its normalise_option form, with accents kept and quotes read as code when the question is
// about code (inline code in the stem or an option).
struct ReadOption {
  const Option* option = nullptr;
  std::string_view shown;
  std::string norm;
  bool code = false;  // the question is about code: quotes and white space are content
};

// The letters of a text as written and its hyphens and dashes, each as "-": what a spelling
// question tells apart ("ten minste" / "ten-minste", "e-mail" / "E-mail"; "e-mail" with a no-break
// hyphen is "e-mail").
std::string spelling_form(std::string_view text);

// A hexadecimal literal: "0x1E", "#fff".
bool hex_literal(std::string_view text);

// A stem that asks how a word is written: "Hoe schrijf je ...", "Hoe spel je ...", "Welke
// schrijfwijze ...", "juist gespeld", "goed geschreven", "Welke zin bevat een taalfout?", "met een
// hoofdletter", "koppelteken", "aaneen", "los of aan elkaar". There a hyphen, a split or a capital is
// what the options are about.
bool asks_spelling(const Question& question);

// False when no two options of the question can read alike: two options whose
// normalise_option forms are equal, or equal but for splits inside words and numbers, have the same
// letters and digits in the same order, lowered as normalise_option lowers. A cheap test that spares
// the normalisation of nearly every question.
bool options_may_read_alike(const Question& question);

// The question's options with a text that is not blank, in order.
std::vector<ReadOption> read_options(const Question& question);

}  // namespace qbank
