// The language of the user interface: the text qbank prints around the findings (help, command
// errors, summaries, rule documentation). Dutch is the source language of every message and
// the default; English comes from a GNU gettext catalog (po/en.po, compiled to
// <locale>/en/LC_MESSAGES/qbank.mo). Messages are marked in the code with tr() and trn() so
// that xgettext finds them (see CONTRIBUTING.md, "Messages").
//
// The UI language is chosen once per process, in this order: `ui_language` in the qbank.toml of
// the bank around the working directory, then $LANGUAGE, $LC_ALL, $LC_MESSAGES and $LANG (the
// first set one; "en..." selects English), else Dutch.
#pragma once

#include <string>
#include <string_view>

namespace qbank {

enum class UiLanguage { Dutch, English };

// Sets the UI language and binds the catalog. `configured` is the bank's `ui_language` ("nl",
// "en", or empty when unset). Safe to call again (tests switch languages).
void set_ui_language(std::string_view configured);
// The language chosen from `configured` and the environment, without changing anything.
UiLanguage choose_ui_language(std::string_view configured);
UiLanguage ui_language();
// "nl" or "en".
const char* ui_language_code();

// Marks a Dutch message for the catalog where it is defined (a description kept as a constant);
// tr() translates it where it is shown.
constexpr const char* N_(const char* dutch) { return dutch; }

// The translation of a Dutch message in the UI language (the message itself in Dutch).
const char* tr(const char* dutch);
// The singular or plural form for `n`, by the UI language's plural rule.
const char* trn(const char* singular, const char* plural, unsigned long n);

// "{}" placeholders replaced in order by `args` (a message keeps its word order per language).
std::string format_message(std::string_view pattern, std::initializer_list<std::string_view> args);
// A count message: the "{}" of `pattern` (a trn() result) replaced by `n`, e.g.
// format_count(trn("{} vraag", "{} vragen", n), n) gives "1 vraag" or "3 questions".
std::string format_count(std::string_view pattern, unsigned long n);

// A number written with a decimal point ("0.50", "1.4e+11", as printf writes it) in the UI
// language's notation: a decimal comma in Dutch ("0,50"), unchanged in English.
std::string ui_decimal(std::string number);

// Where the compiled catalogs are looked for (the build tree's locale/ beside the program, else
// <data>/../locale and <data>/locale); empty when none has qbank.mo.
std::string locale_dir();

}  // namespace qbank
