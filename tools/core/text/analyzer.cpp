#include "core/text/analyzer.h"

#include <libstemmer.h>

#include <algorithm>
#include <atomic>
#include <deque>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <unordered_map>

#include "core/config.h"
#include "core/errors.h"
#include "core/fs.h"
#include "core/i18n.h"
#include "core/string_map.h"
#include "core/strings.h"
#include "core/utf8.h"

namespace qbank {
namespace {

std::string snowball_name(const std::string& language) {
  static const std::map<std::string, std::string> names = {{"nl", "dutch"},      {"en", "english"}, {"de", "german"},
                                                           {"fr", "french"},     {"es", "spanish"}, {"it", "italian"},
                                                           {"pt", "portuguese"}, {"sv", "swedish"}, {"da", "danish"},
                                                           {"no", "norwegian"},  {"fi", "finnish"}};
  const std::string base = language.substr(0, language.find_first_of("_-"));
  auto it = names.find(base);
  return it == names.end() ? std::string() : it->second;
}

std::unordered_set<std::string> read_list(const std::filesystem::path& file) {
  std::ifstream in(file);
  if (!in) {
    throw ConfigError(display_path(file), RuleId::schema_missing_data, {},
                      format_message(tr("woordenlijst ontbreekt: {} (de map text/ van de ingebouwde regels hoort de "
                                        "stopwoorden en ontkenningen te bevatten; {})"),
                                     {display_path(file), data_dir_hint()}));
  }
  std::unordered_set<std::string> out;
  std::string line;
  while (std::getline(in, line)) {
    const auto hash = line.find('#');
    if (hash != std::string::npos) line.resize(hash);
    std::string word = trim(line);
    if (!word.empty()) out.insert(utf8::fold(word));
  }
  return out;
}

// Pairs "plural singular", one per line, '#' starts a comment. A missing file is an empty list.
std::unordered_map<std::string, std::string> read_pairs(const std::filesystem::path& file) {
  std::unordered_map<std::string, std::string> out;
  std::ifstream in(file);
  std::string line;
  while (std::getline(in, line)) {
    const auto hash = line.find('#');
    if (hash != std::string::npos) line.resize(hash);
    line = trim(line);
    const auto space = line.find_first_of(" \t");
    if (space == std::string::npos) continue;
    const std::string plural = utf8::fold(line.substr(0, space));
    const std::string singular = utf8::fold(trim(line.substr(space + 1)));
    if (!plural.empty() && !singular.empty()) out.emplace(plural, singular);
  }
  return out;
}

// Dutch writes a stem's last "f" or "s" as "v" or "z" before the ending "-en" ("brief, brieven",
// "huis, huizen", "geloof, geloven"), which Snowball keeps apart; such a stem takes the form of the
// word without the ending. Only before "-en": English "save" is not "safe", "live" not "life".
void unify_final_consonant(std::string_view folded, std::string& stem) {
  if (stem.size() < 3 || folded.size() < 5 || !folded.ends_with("en")) return;
  const char voiced = folded[folded.size() - 3];
  char& last = stem.back();
  if (last != voiced || stem[stem.size() - 2] == voiced) return;
  if (last == 'v') last = 'f';
  if (last == 'z') last = 's';
}

struct StemmerDeleter {
  void operator()(sb_stemmer* s) const { sb_stemmer_delete(s); }
};

std::uint64_t next_serial() {
  static std::atomic<std::uint64_t> serial{0};
  return ++serial;
}

// What the analyser makes of one word as written: the same bytes always give the same token, and
// a bank repeats its vocabulary (100,000 questions hold some 12 million words and a few hundred
// thousand distinct ones), so the analyser keeps each analysis it made, once, in its table of words,
// and its tokens point into that table instead of copying their strings. Each thread looks words up
// in a cache of its own first, so that the table's lock is taken only for a word the thread has not
// seen. The pool's threads live as long as the process (core/parallel.h), so the cache serves every
// pass of a lint.
struct WordAnalysis {
  std::string folded;
  std::string stem;
  bool stop = false;
  bool negation = false;
};

// Per thread, keyed by the word as written (core/string_map.h: tokenize() is the hottest function
// of a lint, and a node-based map's pointer chasing was most of its cost).
struct WordCache {
  std::uint64_t owner = 0;  // the analyser whose table these entries point into
  StringMap<const WordAnalysis*> words;
};

constexpr std::size_t kMaxCachedWords = 500000;

}  // namespace

// Entries are never removed or moved (a deque keeps its elements in place), so a token's views stay
// valid for the analyser's life.
struct TextAnalyzer::WordTable {
  std::mutex mutex;
  std::deque<WordAnalysis> analyses;
  StringMap<const WordAnalysis*> by_word;  // keyed by the word as written

  // The table's analysis of `word`, with `fresh` added when it has none (another thread may have
  // added the same word since this one missed it in its cache).
  const WordAnalysis* add(std::string_view word, WordAnalysis&& fresh) {
    const std::lock_guard<std::mutex> lock(mutex);
    if (const WordAnalysis* const* known = by_word.find(word)) return *known;
    analyses.push_back(std::move(fresh));
    by_word.try_emplace(word, &analyses.back());
    return &analyses.back();
  }
  // The table's analysis of `word`, or null: a thread that misses in its own cache looks here
  // before it folds and stems the word again (another thread usually has).
  const WordAnalysis* find(std::string_view word) {
    const std::lock_guard<std::mutex> lock(mutex);
    const WordAnalysis* const* known = by_word.find(word);
    return known ? *known : nullptr;
  }
};

TextAnalyzer::~TextAnalyzer() = default;

void TextAnalyzer::forget_words(std::size_t max_words) const {
  const std::lock_guard<std::mutex> lock(words_->mutex);
  if (words_->analyses.size() <= max_words) return;
  // Fresh containers rather than clear(), which would keep their memory.
  words_->by_word = StringMap<const WordAnalysis*>();
  std::deque<WordAnalysis>().swap(words_->analyses);
  // A new serial: every thread's cache, which points into the table, is cleared at its next use.
  serial_.store(next_serial(), std::memory_order_relaxed);
}

std::size_t TextAnalyzer::words_known() const {
  const std::lock_guard<std::mutex> lock(words_->mutex);
  return words_->analyses.size();
}

TextAnalyzer::TextAnalyzer(std::string language, std::unordered_set<std::string> stop_words,
                           std::unordered_set<std::string> negations,
                           std::unordered_map<std::string, std::string> singulars)
    : serial_(next_serial()),
      algorithm_(snowball_name(language)),
      stop_words_(std::move(stop_words)),
      negations_(std::move(negations)),
      singulars_(std::move(singulars)),
      words_(std::make_unique<WordTable>()) {}

std::shared_ptr<const TextAnalyzer> TextAnalyzer::load(const std::filesystem::path& rules_dir,
                                                       const std::string& language) {
  return load(std::vector<std::filesystem::path>{rules_dir}, language);
}

std::shared_ptr<const TextAnalyzer> TextAnalyzer::load(const std::vector<std::filesystem::path>& rules_dirs,
                                                       const std::string& language) {
  const std::string base = language.substr(0, language.find_first_of("_-"));
  // Each list from the first folder that has it (the bank's over the built-in one).
  auto pick = [&](const std::string& name) {
    std::error_code ec;
    for (const auto& d : rules_dirs) {
      if (std::filesystem::exists(d / "text" / name, ec)) return d / "text" / name;
    }
    return (rules_dirs.empty() ? std::filesystem::path() : rules_dirs.back()) / "text" / name;
  };
  auto stop_words = read_list(pick("stopwords-" + base + ".txt"));
  auto negations = read_list(pick("negations-" + base + ".txt"));
  auto singulars = read_pairs(pick("plurals-" + base + ".txt"));
  return std::make_shared<TextAnalyzer>(language, std::move(stop_words), std::move(negations), std::move(singulars));
}

std::string TextAnalyzer::stem(std::string_view folded_word) const {
  if (algorithm_.empty()) return std::string(folded_word);
  // Banks repeat their vocabulary: a per-thread cache of stems saves most Snowball calls.
  thread_local std::uint64_t cached_for = 0;  // the analyser (serial_) whose stems these are
  thread_local std::unordered_map<std::string, std::string> cache;
  if (const std::uint64_t serial = serial_.load(std::memory_order_relaxed); cached_for != serial) {
    cache.clear();
    cached_for = serial;
  }
  if (cache.size() > 200000) cache.clear();
  const std::string key(folded_word);
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  std::string result = stem_uncached(folded_word);
  cache.emplace(key, result);
  return result;
}

std::string_view TextAnalyzer::singular(std::string_view folded_word) const {
  if (singulars_.empty()) return folded_word;
  const auto it = singulars_.find(std::string(folded_word));
  return it == singulars_.end() ? folded_word : std::string_view(it->second);
}

std::string TextAnalyzer::stem_uncached(std::string_view folded_word) const {
  // An irregular plural stems as its singular: "steden" as "stad".
  std::string out = snowball(singular(folded_word));
  if (algorithm_ == "dutch") unify_final_consonant(folded_word, out);
  return out;
}

std::string TextAnalyzer::snowball(std::string_view folded_word) const {
  // libstemmer's stemmers are not thread-safe and its result lives until the next call: one
  // stemmer per thread and algorithm.
  thread_local std::map<std::string, std::unique_ptr<sb_stemmer, StemmerDeleter>> stemmers;
  auto& s = stemmers[algorithm_];
  if (!s) s.reset(sb_stemmer_new(algorithm_.c_str(), "UTF_8"));
  if (!s) return std::string(folded_word);
  const sb_symbol* out = sb_stemmer_stem(s.get(), reinterpret_cast<const sb_symbol*>(folded_word.data()),
                                         static_cast<int>(folded_word.size()));
  if (!out) return std::string(folded_word);
  return std::string(reinterpret_cast<const char*>(out), static_cast<std::size_t>(sb_stemmer_length(s.get())));
}

std::vector<Token> TextAnalyzer::tokenize(std::string_view text) const {
  thread_local WordCache cache;
  std::vector<Token> out;
  out.reserve(text.size() / 6 + 1);  // Dutch prose: a word per 6-7 bytes
  // ASCII bytes are classified here, other code points by utf8: the same classes without a call
  // per byte.
  auto ascii_digit = [](unsigned char c) { return c >= '0' && c <= '9'; };
  std::size_t i = 0;
  while (i < text.size()) {
    char32_t cp;
    std::size_t n;
    if (const auto c = static_cast<unsigned char>(text[i]); c < 0x80) {
      if (!is_ascii_letter(static_cast<char>(c)) && !ascii_digit(c)) {
        ++i;
        continue;
      }
    } else if (n = utf8::decode(text, i, cp); !utf8::is_letter(cp) && !utf8::is_digit(cp)) {
      i += n;
      continue;
    }
    const std::size_t begin = i;
    bool digits_only = true;
    while (i < text.size()) {
      if (const auto c = static_cast<unsigned char>(text[i]); c < 0x80 && c != ',' && c != '.') {
        if (is_ascii_letter(static_cast<char>(c))) {
          digits_only = false;
        } else if (!ascii_digit(c)) {
          break;
        }
        ++i;
        continue;
      }
      n = utf8::decode(text, i, cp);
      if (utf8::is_letter(cp) || utf8::is_mark(cp)) {
        digits_only = false;
        i += n;
      } else if (utf8::is_digit(cp)) {
        i += n;
      } else if ((cp == ',' || cp == '.') && digits_only && i + 1 < text.size() &&
                 utf8::is_digit(static_cast<unsigned char>(text[i + 1]))) {
        i += n;  // 2,5 or 1.000
      } else {
        break;
      }
    }
    const std::string_view word = text.substr(begin, i - begin);
    if (const std::uint64_t serial = serial_.load(std::memory_order_relaxed);
        cache.owner != serial || cache.words.size() > kMaxCachedWords) {
      cache.words.clear();
      cache.owner = serial;
    }
    const WordAnalysis* const* cached = cache.words.find(word);
    const WordAnalysis* a = cached ? *cached : nullptr;
    if (!a && (a = words_->find(word)) != nullptr) cache.words.try_emplace(word, a);
    if (!a) {
      WordAnalysis fresh;
      fresh.folded = utf8::fold(word);
      fresh.stop = !digits_only && is_stop_word(fresh.folded);
      fresh.negation = !digits_only && is_negation(fresh.folded);
      fresh.stem = digits_only ? fresh.folded : stem(fresh.folded);
      a = words_->add(word, std::move(fresh));
      cache.words.try_emplace(word, a);
    }
    Token t;
    t.begin = begin;
    t.end = i;
    t.folded = a->folded;
    t.number = digits_only;
    t.stop = a->stop;
    t.negation = a->negation;
    t.stem = a->stem;
    out.push_back(t);
  }
  return out;
}

std::vector<std::string> TextAnalyzer::content_stems(std::string_view text) const {
  std::vector<std::string> out;
  for (auto& t : tokenize(text)) {
    if (!t.number && !t.stop) out.emplace_back(t.stem);
  }
  return out;
}

void TextAnalyzer::fragments(std::string_view stem, std::vector<std::string>& out) {
  std::vector<std::size_t> starts;  // byte offset of each code point
  for (std::size_t i = 0; i < stem.size(); ++i) {
    if ((static_cast<unsigned char>(stem[i]) & 0xC0) != 0x80) starts.push_back(i);
  }
  const std::size_t n = starts.size();
  if (n < 4) {
    out.emplace_back(stem);
    return;
  }
  starts.push_back(stem.size());
  for (std::size_t len = 4; len <= 5; ++len) {
    for (std::size_t k = 0; k + len <= n; ++k) out.emplace_back(stem.substr(starts[k], starts[k + len] - starts[k]));
  }
}

}  // namespace qbank
