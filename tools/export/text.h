// Escaping and small text helpers shared by the exporters. Every function here is about making a
// question's plain text inert in one target syntax.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace qbank::exporttext {

// HTML text and attribute values: & < > " ' become character references.
std::string html(std::string_view text);

// XML 1.0 text content and attribute values: & < > " ' escaped; characters XML 1.0 cannot hold
// (C0 controls other than tab/LF/CR, U+FFFE, U+FFFF, invalid UTF-8) become U+FFFD; CR is written
// as &#13; so parsers do not fold it into LF.
std::string xml(std::string_view text);

// `text` as CDATA: split around every "]]>" so the sequence never ends a section early, CR as
// &#13; between sections, characters XML cannot hold as U+FFFD. Empty text gives "".
std::string cdata(std::string_view text);

// The text with characters XML 1.0 cannot hold replaced by U+FFFD (used before other escaping).
std::string xml_safe(std::string_view text);

// Paragraphs of a plain text: split at blank lines, each trimmed; empty ones dropped.
std::vector<std::string> paragraphs(std::string_view text);

// Lines of a paragraph (split at '\n').
std::vector<std::string> lines(std::string_view text);

// "A", "B", ... for an option index.
std::string letter(std::size_t index);

// One level of a Moodle category path ($course$/top/<name>), as both GIFT's $CATEGORY line and
// Moodle XML's category question hold it: "/" separates levels, so a literal slash is written
// "//"; a line break (which would end a GIFT line) becomes a space.
std::string category_name(std::string_view title);

// A JSON-style shortest round-trip form of a double ("0.05", "1", "1e-07").
std::string number(double value);

}  // namespace qbank::exporttext
