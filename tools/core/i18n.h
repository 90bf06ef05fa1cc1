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

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

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
// `value` with `places` decimals in the UI language's notation ("0,86" in Dutch); -0 is written
// as 0. Rounding::Down never shows more than the value: a similarity reported against its
// threshold must not seem to reach it.
enum class Rounding { Nearest, Down };
std::string ui_fixed(double value, int places, Rounding rounding = Rounding::Nearest);

// The texts a bank's readers see (the exported site's headings, buttons and labels), in the bank's
// content language rather than the UI language: the same catalog (po/<lang>.po, compiled to
// <locale>/<lang>/LC_MESSAGES/qbank.mo), read once per language into an immutable table, so that
// pages may be rendered on several threads and the process's UI language stays as it is. Dutch,
// the source language, and a language without a catalog give the Dutch text itself.
class ContentTexts {
 public:
  // The table of `language` ("en", "en-GB", "pt_BR": the part before '-' or '_' picks the
  // catalog), loaded on first use and kept for the process; safe to call from any thread.
  static const ContentTexts& of(std::string_view language);
  // A table read from a compiled catalog's bytes (a .mo file); empty on malformed input.
  static ContentTexts from_catalog(std::string_view mo);

  // The translation of a Dutch text (the text itself when the catalog has none).
  const char* text(const char* dutch) const;
  // The form for `n`, by the catalog's plural rule (Dutch: one for 1, the plural otherwise).
  const char* plural(const char* singular, const char* plural, unsigned long n) const;
  // Whether a catalog was found (false: the Dutch source texts).
  bool translated() const { return !texts_.empty(); }

 private:
  // msgid (the singular of a plural message) -> its forms (one for a message without plural).
  std::unordered_map<std::string, std::vector<std::string>> texts_;
  std::string plural_rule_;  // the catalog's `plural=` expression in n
};

// The index of the plural form for `n` by a gettext plural expression ("(n != 1)",
// "n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2"); 0 for a malformed one.
unsigned long plural_index(std::string_view rule, unsigned long n);

// Where the compiled catalogs are looked for (the build tree's locale/ beside the program, else
// <data>/../locale and <data>/locale); empty when none has qbank.mo.
std::string locale_dir();

}  // namespace qbank
