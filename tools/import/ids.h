// Question ids for imported items: from the source's title when it has one, else from the stem's
// first content words; lower-case ASCII letters and digits joined by single hyphens.
#pragma once

#include <string>
#include <string_view>

namespace qbank {

class TextAnalyzer;

// "Vraag 3: Welke GPU?" -> "vraag-3-welke-gpu"; accents folded, at most 60 characters (cut at a
// hyphen). Empty when nothing usable is left.
std::string slug_from_title(std::string_view title);

// The first content words of the stem (stop words left out; all words when that leaves fewer
// than two), at most six words and 60 characters: "Waarom zijn opzoekingen in grote
// embeddingtabellen …" -> "opzoekingen-grote-embeddingtabellen-…".
std::string slug_from_stem(std::string_view stem, const TextAnalyzer& analyzer);

// A readable title for a topic id that has none: "ai-hardware" -> "Ai hardware".
std::string title_from_id(std::string_view id);

}  // namespace qbank
