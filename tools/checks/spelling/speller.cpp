#include "checks/spelling/speller.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <exception>
#include <fstream>
#include <map>
#include <sstream>
#include <thread>
#include <tuple>

#include "checks/spelling/hunspell_dictionary.h"
#include "checks/spelling/tokenizer.h"
#include "core/errors.h"
#include "core/fs.h"
#include "core/strings.h"
#include "core/utf8.h"
#include "lint/bank_loader.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {

constexpr const char* kMissing = "spelling/missing-dictionary";
constexpr const char* kInvalidVocabulary = "spelling/invalid-vocabulary";
constexpr const char* kCacheFile = "spelling-suggestions.json";
constexpr int kCacheFormat = 2;  // raise when the suggestion search changes
constexpr std::size_t kMaxSuggestions = 10;

std::string lower_ascii(std::string s) {
  for (char& c : s) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return s;
}

std::string config_display(const Config& config) {
  return config.source ? config.source->path() : std::string("qbank.toml");
}

// Each thread needs its own copy of the dictionary (about 22 MB for Dutch): never more threads
// than cores, whatever --jobs says.
unsigned thread_cap(unsigned jobs) { return std::max(1u, std::min(jobs, std::max(1u, std::thread::hardware_concurrency()))); }

// The word with its first letter in lower case ("Embedding" -> "embedding"); empty when the first
// letter is not upper case or the rest is not lower case (GPU stays GPU).
std::string decapitalised(std::string_view word) {
  char32_t first;
  const std::size_t n = utf8::decode(word, 0, first);
  if (!utf8::is_upper(first)) return {};
  for (std::size_t i = n; i < word.size();) {
    char32_t c;
    i += utf8::decode(word, i, c);
    if (utf8::is_upper(c)) return {};
  }
  return utf8::lower(word.substr(0, n)) + std::string(word.substr(n));
}

bool is_vowel(char32_t c) {
  std::string s;
  utf8::append(s, c);
  s = utf8::fold(s);  // é -> e
  return s.size() == 1 && std::string_view("aeiouy").find(s[0]) != std::string_view::npos;
}

// May `base` take an apostrophe plural or genitive ('s)? In Dutch: after a vowel (auto's), after
// an acronym or a letter (GPU's, A's) and after a word with digits (FP16's).
bool takes_apostrophe_s(std::string_view base) {
  if (base.empty()) return false;
  bool all_upper = true;
  bool digit = false;
  char32_t last = 0;
  std::size_t count = 0;
  for (std::size_t i = 0; i < base.size();) {
    char32_t c;
    i += utf8::decode(base, i, c);
    if (utf8::is_digit(c)) digit = true;
    else if (!utf8::is_upper(c)) all_upper = false;
    last = c;
    ++count;
  }
  return count == 1 || all_upper || digit || is_vowel(last);
}

char32_t first_code_point(std::string_view s) {
  char32_t c = 0;
  if (!s.empty()) utf8::decode(s, 0, c);
  return c;
}

std::uint64_t fnv1a(std::uint64_t h, std::string_view data) {
  for (unsigned char c : data) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  return h;
}

std::string read_all(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

// --- Finding the dictionary ------------------------------------------------------------------

std::string debian_dictionary_package(const std::string& name) {
  const std::string lower = lower_ascii(name);
  const std::size_t sep = lower.find_first_of("_-");
  const std::string language = lower.substr(0, sep);
  // Debian splits these languages by region (hunspell-en-us, hunspell-de-de, hunspell-pt-br).
  if (sep != std::string::npos && (language == "en" || language == "de" || language == "pt")) {
    return "hunspell-" + language + "-" + lower.substr(sep + 1);
  }
  return "hunspell-" + language;
}

DictionaryFiles find_dictionary(const Config& config) {
  const Settings& s = config.settings;
  const std::string name = s.text("spelling.dictionary");
  const std::vector<std::string> dirs = s.list("spelling.dictionary_dirs");
  const fs::path base = config.file.empty() ? config.root : config.file.parent_path();
  const Span where = s.is_set("spelling.dictionary")        ? s.span("spelling.dictionary")
                     : s.is_set("spelling.dictionary_dirs") ? s.span("spelling.dictionary_dirs")
                                                            : Span{};
  std::error_code ec;
  auto usable = [&](const fs::path& stem) {
    return fs::is_regular_file(fs::path(stem.string() + ".aff"), ec) &&
           fs::is_regular_file(fs::path(stem.string() + ".dic"), ec);
  };

  if (name.find('/') != std::string::npos) {
    // A path to a dictionary of one's own, with or without .aff/.dic.
    fs::path stem = fs::path(name);
    if (stem.extension() == ".aff" || stem.extension() == ".dic") stem.replace_extension();
    const fs::path full = stem.is_absolute() ? stem : (base / stem).lexically_normal();
    DictionaryFiles f{stem.filename().string(), full.string() + ".aff", full.string() + ".dic"};
    if (usable(full)) return f;
    throw ConfigError(config_display(config), kMissing, where,
                      "Hunspell-woordenboek niet gevonden: " + stem.string() + ".aff en " + stem.string() +
                          ".dic bestaan niet (relatief aan qbank.toml); zet [spelling] dictionary op een bestaand "
                          "woordenboek, of op een taalnaam zoals `nl` en installeer het Debian-pakket (" +
                          debian_dictionary_package(f.name) + ")");
  }
  for (const auto& d : dirs) {
    const fs::path dir = fs::path(d).is_absolute() ? fs::path(d) : (base / d).lexically_normal();
    if (usable(dir / name)) return {name, dir / (name + ".aff"), dir / (name + ".dic")};
  }
  const std::string package = debian_dictionary_package(name);
  throw ConfigError(config_display(config), kMissing, where,
                    "Hunspell-woordenboek `" + name + "` niet gevonden in " +
                        (dirs.empty() ? std::string("(geen mappen)") : join(dirs, ", ")) +
                        "; installeer het Debian-pakket " + package + " (apt-get install " + package +
                        ") of wijs in qbank.toml met [spelling] dictionary of dictionary_dirs een geïnstalleerd "
                        "woordenboek aan");
}

// --- The speller -----------------------------------------------------------------------------

Speller::Speller(DictionaryFiles files, Vocabulary vocabulary)
    : files_(std::move(files)), vocabulary_(std::move(vocabulary)) {
  for (const auto& r : vocabulary_.rejected) rejected_.emplace(r.word, &r);
  std::vector<Diagnostic> problems;
  auto first = load_instance(&problems);
  if (!problems.empty()) throw ConfigError(std::move(problems));
  pool_.push_back(std::move(first));
}

Speller::~Speller() = default;

std::unique_ptr<HunspellDictionary> Speller::load_instance(std::vector<Diagnostic>* problems) const {
  std::unique_ptr<HunspellDictionary> d;
  try {
    d = std::make_unique<HunspellDictionary>(files_.aff, files_.dic);
  } catch (const std::exception& e) {
    throw ConfigError(display_path(files_.aff), kMissing, {},
                      "Hunspell kan het woordenboek `" + files_.name + "` niet laden (" + e.what() +
                          "); installeer het opnieuw (" + debian_dictionary_package(files_.name) + ")");
  }
  for (const auto& w : vocabulary_.words) d->add(w.word);
  for (const auto& m : vocabulary_.model_words) {
    if (!d->add_with_affix(m.word, m.model) && problems) {
      problems->push_back(Diagnostic{
          kInvalidVocabulary, Severity::Error, m.file, m.span,
          "het modelwoord `" + m.model + "` van `" + m.word + "` staat niet als grondvorm met vlaggen in het woordenboek `" +
              files_.name + "`; kies een grondvorm uit " + files_.dic.filename().string() +
              " die net zo verbuigt en samenstellingen vormt, zoals `geheugen` of `cache`",
          {}, {}, {}});
    }
  }
  return d;
}

std::unique_ptr<HunspellDictionary> Speller::acquire() {
  {
    std::lock_guard lock(pool_mutex_);
    if (!pool_.empty()) {
      auto d = std::move(pool_.back());
      pool_.pop_back();
      return d;
    }
  }
  return load_instance(nullptr);
}

void Speller::release(std::unique_ptr<HunspellDictionary> dictionary) {
  std::lock_guard lock(pool_mutex_);
  pool_.push_back(std::move(dictionary));
}

SpellVerdict Speller::verdict(const HunspellDictionary& d, const std::string& word, std::uint8_t context) const {
  // One piece: the whole word or one part of a hyphenated word. False when it is wrong; `bad`
  // then says whether the reject list names it.
  auto piece_ok = [&](std::string_view piece, BadPiece& bad) {
    if (auto it = rejected_.find(std::string(piece)); it != rejected_.end()) {
      bad.rejected = it->second;
      return false;
    }
    if (const std::string lower = decapitalised(piece); !lower.empty()) {
      if (auto it = rejected_.find(lower); it != rejected_.end()) {
        bad.rejected = it->second;
        bad.capitalised = true;
        return false;
      }
    }
    if (is_number_word(piece)) return true;
    const std::string p(piece);
    if (d.spell(p)) return true;
    // Hunspell accepts most lower-case words with a capital, but nl.aff keeps the case of some
    // (months, days: `Juni`); a capital is right at the start of a sentence or an option, so
    // accept it wherever the lower-case word is right, as Hunspell does for the rest.
    if (const std::string lower = decapitalised(piece); !lower.empty() && d.spell(lower)) return true;
    // Apostrophe plurals and genitives: GPU's, FP16's.
    if (p.size() > 2 && p.compare(p.size() - 2, 2, "'s") == 0) {
      const std::string base = p.substr(0, p.size() - 2);
      if (takes_apostrophe_s(base) && rejected_.find(base) == rejected_.end() &&
          (d.spell(base) || is_number_word(base))) {
        return true;
      }
    }
    return false;
  };

  SpellVerdict v;
  BadPiece whole;
  whole.text = word;
  if (piece_ok(word, whole)) return v;
  v.ok = false;
  const auto parts = word_parts(word);
  if (whole.rejected || parts.size() < 2) {
    v.bad.push_back(std::move(whole));
  } else {
    // KV-cache, AI-hardware, TB/s: the parts may each be right.
    for (std::size_t k = 0; k < parts.size(); ++k) {
      BadPiece bad;
      bad.part = static_cast<int>(k);
      bad.text = word.substr(parts[k].first, parts[k].second - parts[k].first);
      if (bad.text.empty() || piece_ok(bad.text, bad)) continue;
      v.bad.push_back(std::move(bad));
    }
    if (v.bad.empty()) {
      v.ok = true;
      return v;
    }
  }
  bool any_rejected = false;
  for (const auto& b : v.bad) any_rejected = any_rejected || b.rejected;
  if (any_rejected) return v;
  if (context & kSeenBeforeDot) v.ok_with_dot = d.spell(word + ".");
  if ((context & kSeenBeforeHyphen) && word.size() > 1 && word.back() == 's') {
    // "aandachts- en geheugenmechanismen": the first part of a compound, with its linking s.
    v.ok_as_elision = verdict(d, word.substr(0, word.size() - 1), 0).ok;
  }
  return v;
}

SpellVerdict Speller::check(const std::string& word, std::uint8_t context) {
  auto d = acquire();
  SpellVerdict v = verdict(*d, word, context);
  release(std::move(d));
  return v;
}

std::vector<SpellVerdict> Speller::check(const std::vector<std::string>& words,
                                         const std::vector<std::uint8_t>& contexts, unsigned jobs) {
  const std::size_t n = words.size();
  std::vector<SpellVerdict> out(n);
  std::atomic<std::size_t> next{0};
  constexpr std::size_t kChunk = 256;
  std::exception_ptr error;
  std::mutex error_mutex;
  auto worker = [&] {
    try {
      auto d = acquire();
      while (true) {
        const std::size_t b = next.fetch_add(kChunk);
        if (b >= n) break;
        const std::size_t e = std::min(n, b + kChunk);
        for (std::size_t i = b; i < e; ++i) out[i] = verdict(*d, words[i], i < contexts.size() ? contexts[i] : 0);
      }
      release(std::move(d));
    } catch (...) {
      std::lock_guard lock(error_mutex);
      if (!error) error = std::current_exception();
      next.store(n);
    }
  };
  // A second thread first loads its own dictionary (tens of milliseconds): only worth it for
  // many words.
  const unsigned threads = n >= kParallelCheckThreshold ? thread_cap(jobs) : 1u;
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  if (error) std::rethrow_exception(error);
  return out;
}

// --- Suggestions -------------------------------------------------------------------------------

std::string Speller::cache_key() const { return dictionary_key(files_, vocabulary_); }

std::string dictionary_key(const DictionaryFiles& files, const Vocabulary& vocabulary) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  h = fnv1a(h, files.name);
  h = fnv1a(h, read_all(files.aff));
  h = fnv1a(h, read_all(files.dic));
  h = fnv1a(h, vocabulary.fingerprint);
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

std::optional<std::vector<std::string>> Speller::suggestions(const HunspellDictionary& d, const std::string& word,
                                                             std::chrono::steady_clock::time_point deadline) const {
  const AffixHints& hints = d.hints();
  bool late = false;  // the deadline passed: stop trying candidates
  const std::vector<std::string> letters = utf8::code_points(word);
  bool has_lower = false;
  for (const auto& c : letters) has_lower = has_lower || utf8::is_lower(first_code_point(c));

  // Letters to insert and substitute: the dictionary's TRY characters in the word's case.
  std::vector<std::string> alphabet;
  for (const auto& c : hints.try_chars) {
    const char32_t cp = first_code_point(c);
    if (c == "-" || c == "'" || (utf8::is_letter(cp) && (has_lower ? !utf8::is_upper(cp) : !utf8::is_lower(cp)))) {
      alphabet.push_back(c);
    }
  }
  if (alphabet.empty()) {
    for (char c = 'a'; c <= 'z'; ++c) alphabet.emplace_back(1, has_lower ? c : static_cast<char>(c - 'a' + 'A'));
  }
  auto neighbours = [&](const std::string& a, const std::string& b) {
    for (const auto& row : hints.keyboard_rows) {
      const auto keys = utf8::code_points(row);
      for (std::size_t i = 0; i + 1 < keys.size(); ++i) {
        if ((keys[i] == a && keys[i + 1] == b) || (keys[i] == b && keys[i + 1] == a)) return true;
      }
    }
    return false;
  };

  // Candidates in rank classes: 0 known confusions (REP, MAP, case), 1 a missing letter, 2 two
  // letters swapped, 3 an extra letter, 4 a neighbouring key, 5 another letter. Within a class,
  // dictionary words before compounds, then alphabetical: the same list on every machine.
  struct Found {
    int rank;
    bool compound;
    std::string text;
  };
  std::vector<Found> found;
  std::unordered_map<std::string, bool> tried;
  auto test = [&](std::string candidate, int rank) {
    if (late || std::chrono::steady_clock::now() >= deadline) {
      late = true;
      return;
    }
    if (candidate.empty() || candidate == word || !tried.emplace(candidate, true).second) return;
    if (rejected_.count(candidate)) return;
    bool compound = false;
    if (d.spell(candidate, &compound)) found.push_back({rank, compound, std::move(candidate)});
  };
  auto join = [](const std::vector<std::string>& parts) {
    std::string s;
    for (const auto& p : parts) s += p;
    return s;
  };

  test(utf8::lower(word), 0);
  test(decapitalised(word), 0);
  for (const auto& r : hints.replacements) {
    for (std::size_t at = word.find(r.from); at != std::string::npos; at = word.find(r.from, at + 1)) {
      if ((r.at_start && at != 0) || (r.at_end && at + r.from.size() != word.size())) continue;
      test(word.substr(0, at) + r.to + word.substr(at + r.from.size()), 0);
    }
  }
  for (std::size_t k = 0; k < letters.size(); ++k) {
    for (const auto& group : hints.similar) {
      if (std::find(group.begin(), group.end(), letters[k]) == group.end()) continue;
      for (const auto& other : group) {
        auto v = letters;
        v[k] = other;
        test(join(v), 0);
      }
    }
  }
  for (std::size_t k = 0; k <= letters.size(); ++k) {
    for (const auto& a : alphabet) {
      auto v = letters;
      v.insert(v.begin() + static_cast<std::ptrdiff_t>(k), a);
      test(join(v), 1);
    }
  }
  for (std::size_t k = 0; k + 1 < letters.size(); ++k) {
    auto v = letters;
    std::swap(v[k], v[k + 1]);
    test(join(v), 2);
  }
  for (std::size_t k = 0; k < letters.size(); ++k) {
    auto v = letters;
    v.erase(v.begin() + static_cast<std::ptrdiff_t>(k));
    test(join(v), 3);
  }
  for (std::size_t k = 0; k < letters.size(); ++k) {
    for (const auto& a : alphabet) {
      if (a == letters[k]) continue;
      auto v = letters;
      v[k] = a;
      test(join(v), neighbours(letters[k], a) ? 4 : 5);
    }
  }
  std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) {
    return std::tie(a.rank, a.compound, a.text) < std::tie(b.rank, b.compound, b.text);
  });
  if (late) return std::nullopt;
  std::vector<std::string> out;
  for (auto& f : found) {
    if (out.size() == kMaxSuggestions) break;
    out.push_back(std::move(f.text));
  }
  if (out.empty() && letters.size() <= kMaxHunspellSuggestLength) {
    // Two or more errors: Hunspell's n-gram search (not reproducible across machines).
    for (auto& s : d.suggest(word)) {
      if (s != word && !rejected_.count(s) && out.size() < kMaxSuggestions) out.push_back(std::move(s));
    }
  }
  return out;
}

std::vector<std::string> Speller::suggestions_for(const std::string& word) {
  auto d = acquire();
  auto out = suggestions(*d, word, std::chrono::steady_clock::time_point::max());
  release(std::move(d));
  return out.value_or(std::vector<std::string>{});
}

SuggestionRun Speller::suggest(const std::vector<std::string>& words, unsigned jobs, std::chrono::milliseconds budget,
                               const fs::path& cache_dir) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  SuggestionRun run;
  run.lists.resize(words.size());
  if (words.empty()) return run;

  // Suggestions kept from earlier runs.
  std::map<std::string, std::vector<std::string>> cached;
  std::string key;
  const fs::path cache_file = cache_dir.empty() ? fs::path() : cache_dir / kCacheFile;
  if (!cache_file.empty()) {
    key = cache_key();
    try {
      std::ifstream in(cache_file);
      if (in) {
        const auto j = nlohmann::json::parse(in);
        if (j.value("format", 0) == kCacheFormat && j.value("key", std::string()) == key) {
          cached = j.at("suggestions").get<std::map<std::string, std::vector<std::string>>>();
        }
      }
    } catch (const std::exception&) {
      cached.clear();  // a damaged cache is rebuilt
    }
  }
  std::vector<std::size_t> todo;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (auto it = cached.find(words[i]); it != cached.end()) {
      run.lists[i] = it->second;
      ++run.cached;
    } else {
      todo.push_back(i);
    }
  }

  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> computed{0};
  std::exception_ptr error;
  std::mutex error_mutex;
  auto worker = [&] {
    try {
      auto d = acquire();
      while (Clock::now() - start < budget) {
        const std::size_t k = next.fetch_add(1);
        if (k >= todo.size()) break;
        auto list = suggestions(*d, words[todo[k]], start + budget);
        if (!list) break;  // the budget ran out during this word
        run.lists[todo[k]] = std::move(list);
        computed.fetch_add(1);
      }
      release(std::move(d));
    } catch (...) {
      std::lock_guard lock(error_mutex);
      if (!error) error = std::current_exception();
      next.store(todo.size());
    }
  };
  if (!todo.empty() && budget.count() > 0) {
    // Another thread first loads its own dictionary, which costs about as much as a few words.
    const unsigned threads = todo.size() >= kParallelSuggestThreshold
                                 ? static_cast<unsigned>(std::min<std::size_t>(thread_cap(jobs), todo.size()))
                                 : 1u;
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) pool.emplace_back(worker);
    worker();
    for (auto& t : pool) t.join();
    if (error) std::rethrow_exception(error);
  }
  run.computed = computed.load();
  run.skipped = todo.size() - run.computed;

  if (!cache_file.empty()) {
    // Keep what this run knows: the suggestions of the words misspelt now.
    std::map<std::string, std::vector<std::string>> keep;
    for (std::size_t i = 0; i < words.size(); ++i) {
      if (run.lists[i]) keep[words[i]] = *run.lists[i];
    }
    if (keep != cached) {
      nlohmann::ordered_json j;
      j["format"] = kCacheFormat;
      j["dictionary"] = files_.name;
      j["key"] = key;
      j["suggestions"] = keep;
      std::error_code ec;
      fs::create_directories(cache_dir, ec);
      std::string ignored;
      write_file_atomic(cache_file, j.dump(1) + "\n", &ignored);  // a cache that cannot be written is not an error
    }
  }
  return run;
}

}  // namespace qbank
