// The prose of a text that may hold Markdown or HTML: what a student reads, with every byte that
// is not prose replaced by a space. The result has the same length as the input, so a byte offset
// into it is an offset into the original (and columns stay exact for diagnostics).
//
// Not prose: link targets and titles (`[tekst](https://…)` keeps `tekst`), autolinks
// (`<https://…>`), bare URLs, e-mail addresses in angle brackets, HTML tags and comments, HTML
// entities, emphasis and heading markers, list bullets, code fences; and, unless `keep_code`, the
// contents of inline code spans and fenced code blocks (an identifier is not Dutch prose, but an
// explanation that names `nslookup` does state the option `nslookup`).
#pragma once

#include <string>
#include <string_view>

namespace qbank {

struct MaskOptions {
  bool keep_code = false;  // keep the text inside `code` and fenced blocks (only the markers go)
};

std::string mask_markup(std::string_view text, MaskOptions options = {});

}  // namespace qbank
