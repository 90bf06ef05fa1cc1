#include "checks/spelling/accepted_words.h"

#include <algorithm>
#include <vector>

#include "core/fs.h"
#include "core/strings.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {
// First line: this header and the key. Then one accepted word per line, sorted, and the kept
// verdicts, one per line, sorted: a tab, the context digit, a tab, the flags ok, ok with a dot,
// ok as an elision (0 or 1 each), a tab, the word, then per bad piece a tab and
// `part,flags,text` with the flags capitalised, English, typo of a word, missing apostrophe.
constexpr std::string_view kHeader = "qbank accepted words 2 ";
// Entries kept for other dictionaries or vocabularies (a bank switching between two).
constexpr std::size_t kKeepEntries = 4;

std::string verdict_key(std::string_view word, std::uint8_t context) {
  std::string k(word);
  k += '\t';
  k += static_cast<char>('0' + context);
  return k;
}

bool flag(std::string_view flags, std::size_t i) { return i < flags.size() && flags[i] == '1'; }

// A verdict line (after its leading tab); false when it is damaged.
bool parse_verdict(std::string_view line, std::string& key, SpellVerdict& v) {
  const auto fields = split(line, '\t');
  if (fields.size() < 3 || fields[0].size() != 1 || fields[0][0] < '0' || fields[0][0] > '3' || fields[1].size() != 3 ||
      fields[2].empty())
    return false;
  v.ok = flag(fields[1], 0);
  v.ok_with_dot = flag(fields[1], 1);
  v.ok_as_elision = flag(fields[1], 2);
  for (std::size_t i = 3; i < fields.size(); ++i) {
    const std::string_view f = fields[i];
    const std::size_t c1 = f.find(',');
    const std::size_t c2 = c1 == std::string_view::npos ? c1 : f.find(',', c1 + 1);
    if (c2 == std::string_view::npos || c2 - c1 != 5) return false;
    BadPiece p;
    try {
      p.part = std::stoi(std::string(f.substr(0, c1)));
    } catch (...) {
      return false;
    }
    const std::string_view flags = f.substr(c1 + 1, 4);
    p.capitalised = flag(flags, 0);
    p.english = flag(flags, 1);
    p.typo_of_word = flag(flags, 2);
    p.missing_apostrophe = flag(flags, 3);
    p.text = std::string(f.substr(c2 + 1));
    v.bad.push_back(std::move(p));
  }
  key = verdict_key(fields[2], static_cast<std::uint8_t>(fields[0][0] - '0'));
  return true;
}
}  // namespace

std::string AcceptedWords::store_key(const std::string& key) { return CacheStore::key({kHeader, key}); }

AcceptedWords AcceptedWords::read(const CacheStore* store, const std::string& key) {
  AcceptedWords a;
  a.key_ = key;
  if (!store) return a;
  const std::optional<std::string> value = store->get(kSpace, store_key(key));
  if (!value) return a;
  const std::string_view text = *value;
  const std::size_t eol = text.find('\n');
  if (eol == std::string_view::npos || text.substr(0, eol) != std::string(kHeader) + key) return a;
  std::size_t at = eol + 1;
  while (at < text.size()) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) {  // cut short: damaged
      a.words_.clear();
      a.verdicts_.clear();
      return a;
    }
    const std::string_view line = text.substr(at, end - at);
    if (!line.empty() && line[0] == '\t') {
      std::string key;
      SpellVerdict v;
      if (!parse_verdict(line.substr(1), key, v)) {
        a.words_.clear();
        a.verdicts_.clear();
        return a;
      }
      a.verdicts_.emplace(std::move(key), std::move(v));
    } else if (!line.empty()) {
      a.words_.emplace(line);
    }
    at = end + 1;
  }
  a.found_ = true;
  return a;
}

void AcceptedWords::add(std::string_view word) {
  if (word.empty() || word.find('\n') != std::string_view::npos || words_.size() >= kMaxWords) return;
  if (words_.emplace(word).second) changed_ = true;
}

const SpellVerdict* AcceptedWords::verdict(const std::string& word, std::uint8_t context) const {
  if (verdicts_.empty()) return nullptr;
  auto it = verdicts_.find(verdict_key(word, context));
  return it == verdicts_.end() ? nullptr : &it->second;
}

void AcceptedWords::add_verdict(const std::string& word, std::uint8_t context, const SpellVerdict& verdict) {
  if (word.empty() || context > 3 || words_.size() + verdicts_.size() >= kMaxWords) return;
  for (char c : word) {
    if (c == '\n' || c == '\t') return;
  }
  for (const BadPiece& p : verdict.bad) {
    if (p.rejected) return;  // its entry of the reject list is not kept
    for (char c : p.text) {
      if (c == '\n' || c == '\t') return;
    }
  }
  if (verdicts_.emplace(verdict_key(word, context), verdict).second) changed_ = true;
}

void AcceptedWords::write(CacheStore* store) const {
  if (!changed_ || !store) return;
  store->put(kSpace, store_key(key_), text(), kKeepEntries);
}

std::string AcceptedWords::text() const {
  std::vector<std::string_view> sorted(words_.begin(), words_.end());
  std::sort(sorted.begin(), sorted.end());
  std::string out(kHeader);
  out += key_;
  out += '\n';
  for (std::string_view w : sorted) {
    out += w;
    out += '\n';
  }
  std::vector<std::pair<std::string_view, const SpellVerdict*>> kept;
  for (const auto& [k, v] : verdicts_) kept.emplace_back(k, &v);
  std::sort(kept.begin(), kept.end());
  auto bit = [](bool b) { return b ? '1' : '0'; };
  for (const auto& [k, v] : kept) {
    const std::size_t tab = k.rfind('\t');
    out += '\t';
    out += k.substr(tab + 1);
    out += '\t';
    out += bit(v->ok);
    out += bit(v->ok_with_dot);
    out += bit(v->ok_as_elision);
    out += '\t';
    out += k.substr(0, tab);
    for (const BadPiece& p : v->bad) {
      out += '\t';
      out += std::to_string(p.part);
      out += ',';
      out += bit(p.capitalised);
      out += bit(p.english);
      out += bit(p.typo_of_word);
      out += bit(p.missing_apostrophe);
      out += ',';
      out += p.text;
    }
    out += '\n';
  }
  return out;
}

}  // namespace qbank
