#include "checks/spelling/letter_trigrams.h"

#include <fstream>
#include <sstream>
#include <string_view>

#include "core/utf8.h"

namespace qbank {
namespace {

std::string file_text(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Does the .aff file declare an ISO 8859-1 (or -15) word list?
bool latin1_word_list(const std::string& aff) {
  std::istringstream in(aff);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("SET", 0) != 0) continue;
    std::istringstream f(line.substr(3));
    std::string set;
    f >> set;
    return set.rfind("ISO8859-1", 0) == 0 || set.rfind("ISO-8859-1", 0) == 0;
  }
  return false;
}

}  // namespace

LetterTrigrams LetterTrigrams::from_dictionary(const std::filesystem::path& aff, const std::filesystem::path& dic,
                                               const std::vector<std::string>& extra) {
  LetterTrigrams t;
  const std::string aff_text = file_text(aff);
  const bool latin1 = latin1_word_list(aff_text);
  if (!latin1 && aff_text.find("SET UTF-8") == std::string::npos && aff_text.find("SET UTF8") == std::string::npos) {
    return t;  // another encoding: no filter rather than a wrong one
  }
  const std::string text = file_text(dic);
  std::size_t at = text.find('\n');  // the first line is the entry count
  at = at == std::string::npos ? text.size() : at + 1;
  std::string word;
  while (at < text.size()) {
    std::size_t end = at;
    word.clear();
    while (end < text.size() && text[end] != '/' && text[end] != '\t' && text[end] != ' ' && text[end] != '\n' &&
           text[end] != '\r') {
      if (text[end] == '\\' && end + 1 < text.size()) ++end;  // an escaped slash belongs to the word
      if (latin1) {
        utf8::append(word, static_cast<unsigned char>(text[end]));
      } else {
        word += text[end];
      }
      ++end;
    }
    t.add(word);
    const std::size_t nl = text.find('\n', end);
    at = nl == std::string::npos ? text.size() : nl + 1;
  }
  for (const auto& w : extra) t.add(w);
  return t;
}

std::uint8_t LetterTrigrams::number(char32_t c, bool assign) {
  if (c >= kLatin) return kOther;
  std::uint8_t& n = numbers_[c];
  if (n == 0 && assign) n = next_ < kOther ? next_++ : kOther;
  return n;
}

std::uint8_t LetterTrigrams::number(char32_t c) const { return c >= kLatin ? kOther : numbers_[c]; }

void LetterTrigrams::add(const std::string& word) {
  std::uint8_t a = 0, b = 0;  // the numbers of the two code points before the current one
  std::size_t seen = 0;
  auto push = [&](char32_t cp) {
    const std::uint8_t c = number(cp, true);
    if (++seen >= 3) {
      const std::size_t i = bit(a, b, c);
      std::uint64_t& w = bits_[i / 64];
      const std::uint64_t m = std::uint64_t{1} << (i % 64);
      if (!(w & m)) {
        w |= m;
        ++count_;
      }
    }
    a = b;
    b = c;
  };
  for (std::size_t i = 0; i < word.size();) {
    char32_t c;
    i += utf8::decode(word, i, c);
    if (c == U'\u0133' || c == U'\u0132') {  // the ij ligature of nl.dic
      push(U'i');
      push(U'j');
    } else {
      push(c < 0x80 ? static_cast<char32_t>(c >= 'A' && c <= 'Z' ? c + 32 : c) : utf8::to_lower(c));
    }
  }
}

bool LetterTrigrams::plausible(const std::vector<char32_t>& letters, std::size_t from, std::size_t to) const {
  if (count_ == 0 || letters.size() < 3) return true;
  const std::size_t first = from >= 2 ? from - 2 : 0;
  for (std::size_t i = first; i < to && i + 2 < letters.size(); ++i) {
    const std::uint8_t a = number(letters[i]), b = number(letters[i + 1]), c = number(letters[i + 2]);
    if (a == 0 || b == 0 || c == 0) return false;  // a letter no entry has
    const std::size_t k = bit(a, b, c);
    if (!(bits_[k / 64] >> (k % 64) & 1)) return false;
  }
  return true;
}

}  // namespace qbank
