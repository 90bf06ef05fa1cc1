#include "checks/style/re.h"

#include <re2/re2.h>
#include <re2/set.h>

#include <algorithm>

#include "core/i18n.h"
#include "core/utf8.h"

namespace qbank::re {
namespace {

// Characters that continue a word: letters, digits, combining marks, hyphens.
bool word_char(char32_t cp) {
  return utf8::is_letter(cp) || utf8::is_digit(cp) || utf8::is_mark(cp) || cp == U'-' || cp == 0x2010 || cp == 0x2011;
}

RE2::Options options() {
  RE2::Options o;
  o.set_encoding(RE2::Options::EncodingUTF8);
  o.set_log_errors(false);
  o.set_max_mem(32 << 20);
  return o;
}

}  // namespace

struct Pattern::Impl {
  explicit Impl(const std::string& p) : re(p, options()) {}
  RE2 re;
};

Pattern::~Pattern() = default;

std::shared_ptr<const Pattern> Pattern::compile(const std::string& pattern, bool ignore_case, std::string* error) {
  auto p = std::shared_ptr<Pattern>(new Pattern());
  p->source_ = ignore_case ? "(?i:" + pattern + ")" : pattern;
  // The group around an ignore-case pattern is non-capturing, so group numbers stay the author's.
  p->impl_ = std::make_unique<Impl>(p->source_);
  if (!p->impl_->re.ok()) {
    if (error) *error = p->impl_->re.error();
    return nullptr;
  }
  return p;
}

bool Pattern::search(std::string_view text) const {
  return RE2::PartialMatch(re2::StringPiece(text.data(), text.size()), impl_->re);
}

std::vector<Range> Pattern::find_all(std::string_view text, bool whole_words, std::size_t limit) const {
  std::vector<Range> out;
  const RE2& re = impl_->re;
  const re2::StringPiece piece(text.data(), text.size());
  const int groups = re.NumberOfCapturingGroups() > 0 ? 2 : 1;
  re2::StringPiece m[2];
  std::size_t pos = 0;
  auto next_char = [&](std::size_t at) {
    char32_t cp;
    return at >= text.size() ? text.size() + 1 : at + utf8::decode(text, at, cp);
  };
  while (out.size() < limit && pos <= text.size() && re.Match(piece, pos, text.size(), RE2::UNANCHORED, m, groups)) {
    const re2::StringPiece& hit = groups == 2 && m[1].data() != nullptr ? m[1] : m[0];
    const std::size_t begin = static_cast<std::size_t>(hit.data() - text.data());
    const std::size_t end = begin + hit.size();
    const std::size_t match_begin = static_cast<std::size_t>(m[0].data() - text.data());
    if (whole_words && !whole_word(text, begin, end)) {
      pos = next_char(std::max(pos, match_begin));
      continue;
    }
    out.push_back({begin, end});
    // Past the reported range; an empty range (or a group before the search start) moves one on.
    pos = end > pos ? end : next_char(std::max(pos, end));
  }
  return out;
}

bool whole_word(std::string_view text, std::size_t begin, std::size_t end) {
  if (begin > 0) {
    std::size_t s = begin - 1;
    while (s > 0 && (static_cast<unsigned char>(text[s]) & 0xC0) == 0x80) --s;
    char32_t cp;
    utf8::decode(text, s, cp);
    if (word_char(cp)) return false;
  }
  if (end < text.size()) {
    char32_t cp;
    utf8::decode(text, end, cp);
    if (word_char(cp)) return false;
  }
  return true;
}

struct PatternSet::Impl {
  Impl() : set(options(), RE2::UNANCHORED) {}
  RE2::Set set;
  std::vector<std::string> sources;  // for the fallback when the DFA runs out of memory
  std::vector<std::unique_ptr<RE2>> fallback;
};

PatternSet::PatternSet() : impl_(std::make_unique<Impl>()) {}
PatternSet::~PatternSet() = default;
PatternSet::PatternSet(PatternSet&&) noexcept = default;
PatternSet& PatternSet::operator=(PatternSet&&) noexcept = default;

int PatternSet::add(const Pattern& pattern) {
  std::string error;
  const int index = impl_->set.Add(pattern.source(), &error);
  if (index >= 0) {
    impl_->sources.push_back(pattern.source());
    ++count_;
  }
  return index;
}

bool PatternSet::compile(std::string* error) {
  if (!impl_->set.Compile()) {
    if (error) *error = tr("RE2 kan de patronen niet samen compileren (te groot)");
    return false;
  }
  for (const auto& s : impl_->sources) impl_->fallback.push_back(std::make_unique<RE2>(s, options()));
  return true;
}

std::vector<int> PatternSet::match(std::string_view text) const {
  std::vector<int> hits;
  if (count_ == 0) return hits;
  RE2::Set::ErrorInfo info{};
  const re2::StringPiece piece(text.data(), text.size());
  if (!impl_->set.Match(piece, &hits, &info) && info.kind == RE2::Set::kOutOfMemory) {
    // The set's DFA hit its memory budget on this text: test each pattern on its own (still
    // linear; RE2 falls back to its NFA).
    hits.clear();
    for (std::size_t i = 0; i < impl_->fallback.size(); ++i) {
      if (RE2::PartialMatch(piece, *impl_->fallback[i])) hits.push_back(static_cast<int>(i));
    }
  }
  std::sort(hits.begin(), hits.end());
  return hits;
}

std::string quote(std::string_view literal) { return RE2::QuoteMeta(re2::StringPiece(literal.data(), literal.size())); }

std::optional<std::string> words_pattern(const std::vector<std::string>& words) {
  if (words.empty()) return std::nullopt;
  // Longest first, so "geen enkele" wins over "geen" at the same place.
  std::vector<std::string> sorted = words;
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
  std::string alternatives;
  for (const auto& w : sorted) {
    std::string part;
    std::size_t i = 0;
    bool in_space = false;
    while (i < w.size()) {
      char32_t cp;
      const std::size_t n = utf8::decode(w, i, cp);
      if (utf8::is_space(cp)) {
        if (!in_space) part += R"(\s+)";
        in_space = true;
      } else {
        part += quote(std::string_view(w).substr(i, n));
        in_space = false;
      }
      i += n;
    }
    if (!alternatives.empty()) alternatives += '|';
    alternatives += part;
  }
  return "(?:" + alternatives + ")";
}

std::optional<AsciiEscape> find_ascii_escape(std::string_view pattern) {
  for (std::size_t i = 0; i + 1 < pattern.size(); ++i) {
    if (pattern[i] != '\\') continue;
    const char c = pattern[i + 1];
    if (c == 'b' || c == 'B' || c == 'w' || c == 'W') return AsciiEscape{std::string("\\") + c, i};
    ++i;  // skip the escaped character (\\b is a backslash and a b)
  }
  return std::nullopt;
}

}  // namespace qbank::re
