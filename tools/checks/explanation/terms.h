// Term comparison shared by the explanation family's analysis (support.cpp) and its reading of
// the explanation (reading.cpp): inflections that Snowball leaves inconsistent, and the 4- and
// 5-character fragments that let a term match part of a compound.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace qbank::terms {

inline bool is_number(std::string_view term) { return !term.empty() && term[0] >= '0' && term[0] <= '9'; }

// Two stems of one word: equal, or one a prefix of the other by at most two characters, which
// catches what Snowball leaves inconsistent ("byt"/"bytes", "tabel"/"tabell"). Numbers must be equal.
inline bool same(std::string_view a, std::string_view b) {
  // Most pairs differ in their first letter: then they are neither equal nor one a prefix of the other.
  if (a.empty() || b.empty() || a[0] != b[0]) return a.empty() && b.empty();
  if (a == b) return true;
  if (is_number(a) || is_number(b)) return false;
  const std::string_view shorter = a.size() < b.size() ? a : b;
  const std::string_view longer = a.size() < b.size() ? b : a;
  return shorter.size() >= 3 && longer.size() - shorter.size() <= 2 && longer.compare(0, shorter.size(), shorter) == 0;
}

// An inflectional ending of a Dutch word, or none.
inline bool inflection_ending(std::string_view r) {
  for (std::string_view s : {"",    "s",   "n",  "e",   "en", "es",  "'s",  "t",    "d",   "te",  "de",
                             "ten", "den", "st", "ste", "je", "jes", "tje", "tjes", "ene", "ende"}) {
    if (r == s) return true;
  }
  return false;
}

// Two folded words with the same stem that are also the same word: equal, or differing only in a
// Dutch inflection ("route"/"routes", "werkt"/"werken", "tabel"/"tabellen"), not in a letter that
// makes another word ("route"/"router", whose Snowball stems are both "rout").
inline bool same_word(std::string_view a_in, std::string_view b_in) {
  if (a_in == b_in) return true;
  // Open and closed syllables spell one vowel twice or once: "zuur" / "zure", "groot" / "grote".
  // The plural of "-heid" is "-heden": "gelijkheid" / "gelijkheden".
  auto single_vowels = [](std::string_view w) {
    std::string heid;
    if (w.size() >= 8 && w.ends_with("heden")) {  // not "heden" (now) itself
      heid.assign(w.substr(0, w.size() - 5)).append("heid");
      w = heid;
    }
    std::string out;
    for (char c : w) {
      const bool vowel = c == 'a' || c == 'e' || c == 'o' || c == 'u';
      if (vowel && !out.empty() && out.back() == c) continue;
      out += c;
    }
    return out;
  };
  const std::string a_s = single_vowels(a_in);
  const std::string b_s = single_vowels(b_in);
  const std::string_view a = a_s;
  const std::string_view b = b_s;
  if (a == b) return true;
  std::size_t p = 0;
  while (p < a.size() && p < b.size() && a[p] == b[p]) ++p;
  if (p < 3) return false;
  std::string_view ra = a.substr(p);
  std::string_view rb = b.substr(p);
  // A final f or s written v or z before a vowel: "brief" / "brieven", "huis" / "huizen" (after
  // three letters in common: "les" / "lezen", "safe" / "save" are other words).
  const bool voiced = !ra.empty() && !rb.empty() &&
                      ((ra[0] == 'f' && rb[0] == 'v') || (ra[0] == 'v' && rb[0] == 'f') ||
                       (ra[0] == 's' && rb[0] == 'z') || (ra[0] == 'z' && rb[0] == 's'));
  if (voiced) {
    ra.remove_prefix(1);
    rb.remove_prefix(1);
    return inflection_ending(ra) && inflection_ending(rb);
  }
  // A doubled consonant before the ending: "tabel" / "tabellen", "bus" / "bussen".
  if (!ra.empty() && ra[0] == a[p - 1]) ra.remove_prefix(1);
  if (!rb.empty() && rb[0] == b[p - 1]) rb.remove_prefix(1);
  return inflection_ending(ra) && inflection_ending(rb);
}

inline std::uint64_t fnv1a(std::string_view s) {
  std::uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

// fnv1a(a + s) from h = fnv1a(a).
inline std::uint64_t fnv1a_more(std::uint64_t h, std::string_view s) {
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

// The 4- and 5-character fragments of a stem (whole when shorter than 4), as sorted unique
// hashes, the same fragments as TextAnalyzer::fragments. Returns the stem's code point count.
inline std::size_t fragment_hashes(std::string_view stem, std::vector<std::uint64_t>& out) {
  out.clear();
  std::size_t starts[65];
  std::size_t n = 0;
  for (std::size_t i = 0; i < stem.size() && n < 64; ++i) {
    if ((static_cast<unsigned char>(stem[i]) & 0xC0) != 0x80) starts[n++] = i;
  }
  if (n < 4) {
    out.push_back(fnv1a(stem));
    return n;
  }
  starts[n] = n < 64 ? stem.size() : starts[n - 1];
  // FNV-1a runs byte by byte, so a 5-character fragment's hash goes on from that of its first four.
  for (std::size_t k = 0; k + 4 <= n; ++k) {
    const std::uint64_t four = fnv1a(stem.substr(starts[k], starts[k + 4] - starts[k]));
    out.push_back(four);
    if (k + 5 <= n) out.push_back(fnv1a_more(four, stem.substr(starts[k + 4], starts[k + 5] - starts[k + 4])));
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return n;
}

}  // namespace qbank::terms
