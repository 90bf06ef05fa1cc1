// Markdown (CommonMark) in question texts, rendered with the reference implementation cmark
// (Debian's libcmark): the exports turn a bank's Markdown into HTML for the site, Moodle XML
// and QTI. Rendering is safe by default: raw HTML in the text is left out (cmark's safe mode,
// which also drops javascript:, vbscript:, file: and data: links), unless the bank allows it.
#pragma once

#include <string>
#include <string_view>

namespace qbank::markdown {

struct HtmlOptions {
  bool allow_html = false;  // pass raw HTML through (qbank.toml markup_html)
  bool noopener = true;     // rel="noopener noreferrer" on links (not in QTI: its schema has no rel)
};

// Block HTML: paragraphs, lists, headings, code, quotes.
std::string to_html(std::string_view text, const HtmlOptions& options = {});

// For places that take inline content (an option, a heading, a QTI prompt): a text that is one
// paragraph without its <p>; true in *single when that was so (else the block HTML is returned).
std::string to_inline_html(std::string_view text, const HtmlOptions& options = {}, bool* single = nullptr);

// The visible text of what split_heading puts in the heading (one line): for a page title.
std::string heading_text(std::string_view text);

// A text to show as a heading: the blocks before its last paragraph (block HTML, may be empty)
// and that paragraph as inline HTML. When the text does not end in a paragraph (a list, a code
// block), `lead` holds all of it and `heading` its visible text, for a heading that only screen
// readers need (`hidden_heading` set).
struct HeadingSplit {
  std::string lead;
  std::string heading;
  bool hidden_heading = false;
};
HeadingSplit split_heading(std::string_view text, const HtmlOptions& options = {});

// The text as CommonMark again, for a Markdown file: raw HTML (unless allowed) becomes literal
// text, so the file renders inertly.
std::string to_commonmark(std::string_view text, bool allow_html = false);

// The text a reader sees, without markup: link text without its target, code without its
// backticks, list items on their own lines (page titles, link labels, plain-text targets).
std::string to_text(std::string_view text);

}  // namespace qbank::markdown
