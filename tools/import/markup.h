// HTML and QTI's XHTML turned into a question's plain text: paragraphs become blank lines, <br>
// a line break, white space collapses as a browser would, list items and table rows get a line
// each. What has no plain-text form (images, media, MathML, formatting) is dropped and noted in
// Losses, so the importer can report it.
#pragma once

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "import/xml.h"

namespace qbank::markup {

struct Losses {
  std::set<std::string> formatting;  // element names whose formatting was dropped ("strong", "table")
  std::vector<std::string> images;   // the src (or alt) of each image dropped
  std::set<std::string> media;       // audio, video, object …
  bool math = false;                 // MathML kept only as its text

  bool any() const { return !formatting.empty() || !images.empty() || !media.empty() || math; }
};

// Replaces an element (with its content) by a block of text, or leaves it to the walk (nullopt).
// The QTI importer puts the prompt where the interaction was and leaves out rubric and feedback.
using Replace = std::function<std::optional<std::string>(xmlNodePtr)>;

// The text of the children of `node`.
std::string node_text(xmlNodePtr node, Losses& losses, const Replace& replace = {});

// The text of an HTML fragment.
std::string html_text(std::string_view html, Losses& losses);

// The same HTML as Markdown (CommonMark), for a bank that writes Markdown: bold, italics, code,
// links, lists, headings, quotes and code blocks are kept; the rest is text as above. Plain text
// is escaped so that it stays text. cmark renders the result back to the HTML it came from for
// what cmark itself writes, so an export, import and export give the same bytes.
// A Replace gives Markdown here (the QTI prompt, itself converted with node_markdown).
std::string node_markdown(xmlNodePtr node, Losses& losses, const Replace& replace = {});
std::string html_markdown(std::string_view html, Losses& losses);
// A plain text written as Markdown: the characters Markdown would read as markup escaped.
std::string escape_markdown(std::string_view text);

// True when the text holds something that looks like HTML markup (a tag or an entity).
bool looks_like_html(std::string_view text);

// "strong, table" for a message.
std::string names(const std::set<std::string>& elements);

}  // namespace qbank::markup
