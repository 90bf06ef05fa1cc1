#include "import/ids.h"

#include <vector>

#include "core/text/analyzer.h"
#include "core/utf8.h"

namespace qbank {

namespace {

constexpr std::size_t kMaxLength = 60;

// Folded text with every run of other characters made one hyphen.
std::string hyphenate(std::string_view text) {
  const std::string folded = utf8::fold(text);
  std::string out;
  for (char c : folded) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (ok) {
      out += c;
    } else if (!out.empty() && out.back() != '-') {
      out += '-';
    }
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out;
}

std::string shorten(std::string id) {
  if (id.size() <= kMaxLength) return id;
  std::size_t cut = id.rfind('-', kMaxLength);
  if (cut == std::string::npos || cut == 0) cut = kMaxLength;
  id.resize(cut);
  while (!id.empty() && id.back() == '-') id.pop_back();
  return id;
}

}  // namespace

std::string slug_from_title(std::string_view title) { return shorten(hyphenate(title)); }

std::string slug_from_stem(std::string_view stem, const TextAnalyzer& analyzer) {
  std::vector<std::string> content, all;
  for (const auto& t : analyzer.tokenize(stem)) {
    const std::string word = hyphenate(t.folded);
    if (word.empty()) continue;
    all.push_back(word);
    if (!t.stop) content.push_back(word);
  }
  const auto& words = content.size() >= 2 ? content : all;
  std::string out;
  for (std::size_t i = 0; i < words.size() && i < 6; ++i) {
    const std::string next = out.empty() ? words[i] : out + "-" + words[i];
    if (next.size() > kMaxLength && !out.empty()) break;
    out = next;
  }
  return shorten(out);
}

std::string title_from_id(std::string_view id) {
  std::string out(id);
  for (char& c : out) {
    if (c == '-') c = ' ';
  }
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

}  // namespace qbank
