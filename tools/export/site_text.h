// The site's own words (headings, buttons, labels, the practice script's texts) in the bank's
// content language, `language` in qbank.toml, not in the UI language: students read the site.
// They are messages of the one catalog (po/en.po), looked up through core/i18n.h's ContentTexts,
// which the ExportView holds for its language; Dutch for `nl` and for a language without a
// catalog. xgettext finds them by these names (--keyword=site_text:2 --keyword=site_count:2,3
// --keyword=S_, see CONTRIBUTING.md, "Messages").
#pragma once

#include <string>

#include "core/i18n.h"
#include "export/exporter.h"

namespace qbank {

// Marks a Dutch site text for the catalog where it is defined (a constant); site_text() or
// ContentTexts::text() translates it where it is shown.
constexpr const char* S_(const char* dutch) { return dutch; }

// A Dutch site text in the view's language.
inline const char* site_text(const ExportView& view, const char* dutch) { return view.texts().text(dutch); }

// A count in the view's language: `one` or `more` (each with a "{}") by the catalog's plural rule
// for `n`, filled with n.
inline std::string site_count(const ExportView& view, const char* one, const char* more, unsigned long n) {
  return format_count(view.texts().plural(one, more, n), n);
}

}  // namespace qbank
