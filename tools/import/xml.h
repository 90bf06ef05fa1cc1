// libxml2 behind one small header for the importers: parsing without network, entity loading or
// error spew, and node helpers that treat QTI 3.0's kebab-case names ("qti-simple-choice",
// "max-choices") as their QTI 2.x forms ("simpleChoice", "maxChoices").
#pragma once

#include <libxml/tree.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace qbank::xml {

class Document {
 public:
  explicit Document(xmlDocPtr doc) : doc_(doc) {}
  ~Document();
  Document(const Document&) = delete;
  Document& operator=(const Document&) = delete;
  xmlNodePtr root() const;

 private:
  xmlDocPtr doc_;
};

// Parses XML. On failure returns null and sets *error (with the line) and *error_line.
std::unique_ptr<Document> parse(std::string_view bytes, std::string* error, std::uint32_t* error_line);

// Parses an HTML fragment (Moodle's html texts, GIFT's [html]); never fails. The fragment's
// nodes are the children of the returned root element.
std::unique_ptr<Document> parse_html_fragment(std::string_view html);

// The element's name without prefix; QTI 3.0 names lose "qti-" and become camelCase.
std::string name(xmlNodePtr node);
// An attribute by its QTI 2 name; the QTI 3.0 kebab-case form is tried too ("maxChoices" and
// "max-choices"). Empty when missing.
std::string attr(xmlNodePtr node, std::string_view qti2_name);
bool has_attr(xmlNodePtr node, std::string_view qti2_name);
// The xml:lang of the element or its nearest ancestor.
std::string lang(xmlNodePtr node);

std::vector<xmlNodePtr> children(xmlNodePtr node, std::string_view name = {});
xmlNodePtr child(xmlNodePtr node, std::string_view name);
std::vector<xmlNodePtr> descendants(xmlNodePtr node, std::string_view name);
// The concatenated text of the node and its descendants.
std::string text(xmlNodePtr node);
std::uint32_t line(xmlNodePtr node);

}  // namespace qbank::xml
