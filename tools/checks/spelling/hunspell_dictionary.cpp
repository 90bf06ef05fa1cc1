#include "checks/spelling/hunspell_dictionary.h"

#include <hunspell.hxx>

#include <fstream>
#include <mutex>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "core/i18n.h"
#include "core/utf8.h"

namespace qbank {
namespace {

// Hunspell 1.7.1 (Debian 12) counts the users of a global Unicode table with a plain integer in
// every constructor and destructor (hunspell issue #727, fixed after 1.7.1), so two instances
// must never be created or destroyed at the same time. Checking words is safe across instances.
std::mutex& lifetime_mutex() {
  static std::mutex m;
  return m;
}

std::string latin1_to_utf8(std::string_view s) {
  std::string out;
  for (unsigned char c : s) utf8::append(out, c);
  return out;
}

std::string replace_all(std::string s, std::string_view from, std::string_view to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) {
    s.replace(at, from.size(), to);
  }
  return s;
}

// Reads TRY, KEY, MAP and REP from the text of an .aff file.
AffixHints parse_hints(std::string text, bool latin1) {
  if (latin1) text = latin1_to_utf8(text);
  // The Dutch dictionary stores the ij ligature and converts on input (ICONV ij ĳ).
  text = replace_all(replace_all(std::move(text), "\u0133", "ij"), "\u0132", "IJ");
  AffixHints h;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string key, a, b;
    fields >> key >> a >> b;
    if (key == "TRY" && !a.empty()) {
      h.try_chars = utf8::code_points(a);
    } else if (key == "KEY" && !a.empty()) {
      for (std::size_t start = 0; start <= a.size();) {
        const std::size_t bar = a.find('|', start);
        const std::string row = a.substr(start, bar == std::string::npos ? std::string::npos : bar - start);
        if (!row.empty()) h.keyboard_rows.push_back(row);
        if (bar == std::string::npos) break;
        start = bar + 1;
      }
    } else if (key == "MAP" && !a.empty() && b.empty() && a.find_first_not_of("0123456789") != std::string::npos) {
      std::vector<std::string> group;
      for (auto& c : utf8::code_points(a)) {
        if (c != "(" && c != ")") group.push_back(c);  // multi-character members are rare: taken apart
      }
      if (group.size() > 1) h.similar.push_back(std::move(group));
    } else if (key == "REP" && !a.empty() && !b.empty() && b[0] != '#') {
      AffixHints::Replacement r;
      if (a[0] == '^') {
        r.at_start = true;
        a.erase(0, 1);
      }
      if (!a.empty() && a.back() == '$') {
        r.at_end = true;
        a.pop_back();
      }
      if (!b.empty() && b[0] == '^') b.erase(0, 1);
      if (!b.empty() && b.back() == '$') b.pop_back();
      // '_' stands for a space: split suggestions are left to Hunspell.
      if (a.empty() || b.find('_') != std::string::npos) continue;
      r.from = a;
      r.to = b;
      h.replacements.push_back(std::move(r));
    }
  }
  return h;
}

}  // namespace

struct HunspellDictionary::Impl {
  Impl(const std::string& aff, const std::string& dic) : hunspell(aff.c_str(), dic.c_str()) {}
  // Hunspell's methods are not const, although checking a word changes nothing observable.
  mutable Hunspell hunspell;
  bool latin1 = false;  // an ISO 8859-1 dictionary: words are converted both ways
  AffixHints hints;

  // The word in the dictionary's encoding; nullopt when it cannot be written in it.
  std::optional<std::string> encode(const std::string& word) const {
    if (!latin1) return word;
    std::string out;
    for (std::size_t i = 0; i < word.size();) {
      char32_t c;
      i += utf8::decode(word, i, c);
      if (c > 0xFF) return std::nullopt;
      out += static_cast<char>(c);
    }
    return out;
  }
  std::string decode(const std::string& word) const {
    if (!latin1) return word;
    std::string out;
    for (unsigned char c : word) utf8::append(out, c);
    return out;
  }
};

HunspellDictionary::HunspellDictionary(const std::filesystem::path& aff, const std::filesystem::path& dic) {
  // Hunspell reports unreadable files only on stderr and then accepts nothing; test first.
  for (const auto& p : {aff, dic}) {
    std::ifstream in(p);
    if (!in) throw std::runtime_error(format_message(tr("kan {} niet lezen"), {p.string()}));
  }
  {
    std::lock_guard lock(lifetime_mutex());
    impl_ = std::make_unique<Impl>(aff.string(), dic.string());
  }
  const std::string encoding = impl_->hunspell.get_dict_encoding();
  if (encoding == "ISO8859-1" || encoding == "ISO-8859-1") {
    impl_->latin1 = true;
  } else if (encoding != "UTF-8") {
    std::lock_guard lock(lifetime_mutex());
    impl_.reset();
    throw std::runtime_error(format_message(
        tr("{} gebruikt de codering {}; alleen UTF-8 en ISO8859-1 worden ondersteund"), {aff.string(), encoding}));
  }
  std::ifstream in(aff, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  impl_->hints = parse_hints(text.str(), impl_->latin1);
}

const AffixHints& HunspellDictionary::hints() const { return impl_->hints; }

HunspellDictionary::~HunspellDictionary() {
  std::lock_guard lock(lifetime_mutex());
  impl_.reset();
}

void HunspellDictionary::add(const std::string& word) {
  if (auto w = impl_->encode(word)) impl_->hunspell.add(*w);
}

bool HunspellDictionary::add_with_affix(const std::string& word, const std::string& model) {
  auto w = impl_->encode(word);
  auto m = impl_->encode(model);
  // Hunspell returns 0 when it found the model with flags and copied them.
  return w && m && impl_->hunspell.add_with_affix(*w, *m) == 0;
}

bool HunspellDictionary::spell(const std::string& word, bool* compound) const {
  int info = 0;
  bool ok;
  if (!impl_->latin1) {
    ok = impl_->hunspell.spell(word, compound ? &info : nullptr);
  } else {
    auto w = impl_->encode(word);
    ok = w && impl_->hunspell.spell(*w, compound ? &info : nullptr);
  }
  if (compound) *compound = ok && (info & SPELL_COMPOUND);
  return ok;
}

std::vector<std::string> HunspellDictionary::suggest(const std::string& word) const {
  auto w = impl_->encode(word);
  if (!w) return {};
  std::vector<std::string> out = impl_->hunspell.suggest(*w);
  for (auto& s : out) s = impl_->decode(s);
  return out;
}

}  // namespace qbank
