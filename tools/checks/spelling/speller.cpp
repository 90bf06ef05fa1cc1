#include "checks/spelling/speller.h"

#include <sys/stat.h>

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
#include "core/i18n.h"
#include "core/parallel.h"
#include "core/strings.h"
#include "core/utf8.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {

constexpr RuleId kMissing = RuleId::spelling_missing_dictionary;
constexpr RuleId kInvalidVocabulary = RuleId::spelling_invalid_vocabulary;

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
    if (utf8::is_digit(c))
      digit = true;
    else if (!utf8::is_upper(c))
      all_upper = false;
    last = c;
    ++count;
  }
  // pH's: a word that ends in a capital is read letter by letter, like an acronym.
  return count == 1 || all_upper || digit || is_vowel(last) || utf8::is_upper(last);
}

}  // namespace

unsigned speller_threads(unsigned jobs) {
  return std::max(1u, std::min(jobs, std::max(1u, std::thread::hardware_concurrency())));
}

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

// --- The speller -----------------------------------------------------------------------------

Speller::Speller(DictionaryFiles files, Vocabulary vocabulary, std::optional<DictionaryFiles> english)
    : files_(std::move(files)), vocabulary_(std::move(vocabulary)), english_(std::move(english)) {
  for (const auto& r : vocabulary_.rejected) rejected_.emplace(r.word, &r);
  std::vector<Diagnostic> problems;
  auto first = load_instance(&problems);
  if (!problems.empty()) throw ConfigError(std::move(problems));
  pool_.push_back(std::move(first));
}

Speller::~Speller() = default;

Speller::Instance Speller::load_instance(std::vector<Diagnostic>* problems) const {
  Instance instance;
  auto load = [](const DictionaryFiles& f) {
    try {
      return std::make_unique<HunspellDictionary>(f.aff, f.dic);
    } catch (const std::exception& e) {
      throw ConfigError(
          display_path(f.aff), kMissing, {},
          format_message(tr("Hunspell kan het woordenboek `{}` niet laden ({}); installeer het opnieuw ({})"),
                         {f.name, e.what(), debian_dictionary_package(f.name)}));
    }
  };
  instance.main = load(files_);
  if (english_) instance.english = load(*english_);
  HunspellDictionary& d = *instance.main;
  for (const auto& w : vocabulary_.words) d.add(w.word);
  for (const auto& m : vocabulary_.model_words) {
    if (!d.add_with_affix(m.word, m.model) && problems) {
      problems->push_back(Diagnostic{
          std::string(rule_name(kInvalidVocabulary)),
          Severity::Error,
          m.file,
          m.span,
          format_message(
              tr("het modelwoord `{}` van `{}` staat niet als grondvorm met vlaggen in het woordenboek `{}`; "
                 "kies een grondvorm uit {} die net zo verbuigt en samenstellingen vormt, zoals `geheugen` "
                 "of `cache`"),
              {m.model, m.word, files_.name, files_.dic.filename().string()}),
          {},
          {},
          {},
          {}});
    }
  }
  return instance;
}

Speller::Instance Speller::acquire() {
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

void Speller::release(Instance dictionary) {
  std::lock_guard lock(pool_mutex_);
  pool_.push_back(std::move(dictionary));
}

namespace {

// "21e", "3de", "1ste", "100ste": ordinals written with digits.
bool ordinal(std::string_view w) {
  std::size_t i = 0;
  while (i < w.size() && w[i] >= '0' && w[i] <= '9') ++i;
  if (i == 0) return false;
  const std::string_view rest = w.substr(i);
  return rest == "e" || rest == "de" || rest == "ste" || rest == "ste" || rest == "en";
}

// A Greek letter or a chemical formula with a charge (Ω, π, Cl⁻, Na⁺, H⁺): a symbol, not a word.
bool symbol_or_formula(std::string_view w) {
  bool greek = true;
  for (std::size_t i = 0; i < w.size();) {
    char32_t c;
    i += utf8::decode(w, i, c);
    if (c == U'⁺' || c == U'⁻' || c == U'₊' || c == U'₋') return true;
    if (!(c >= 0x0370 && c <= 0x03FF)) greek = false;
  }
  return greek;
}

// A file name: a name and a short extension (log.txt, config.yaml, index.html).
bool file_name(std::string_view w) {
  const std::size_t dot = w.rfind('.');
  if (dot == std::string_view::npos || dot == 0 || dot + 1 >= w.size() || w.size() - dot - 1 > 5) return false;
  for (std::size_t i = dot + 1; i < w.size(); ++i) {
    const char c = w[i];
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) return false;
  }
  return true;
}

// A unit with an SI prefix (Mbit, kB, GHz, mW, Mbit/s parts, kWh).
bool unit_symbol_word(std::string_view w) {
  static const std::vector<std::string_view> units = {"bit", "bits", "B",  "b",    "Hz",    "W",   "Wh",  "V",
                                                      "A",   "J",    "Pa", "byte", "bytes", "bps", "Bps", "s",
                                                      "m",   "g",    "l",  "L",    "N",     "Ω"};
  static const std::vector<std::string_view> prefixes = {"k", "K", "M", "G",  "T",  "P",  "m",
                                                         "µ", "μ", "n", "Ki", "Mi", "Gi", "Ti"};
  for (std::string_view prefix : prefixes) {
    if (w.size() <= prefix.size() || w.substr(0, prefix.size()) != prefix) continue;
    const std::string_view rest = w.substr(prefix.size());
    if (std::find(units.begin(), units.end(), rest) != units.end()) return true;
  }
  return false;
}

bool letters_only(std::string_view w) {
  for (std::size_t i = 0; i < w.size();) {
    char32_t c;
    i += utf8::decode(w, i, c);
    if (!utf8::is_letter(c)) return false;
  }
  return !w.empty();
}

}  // namespace

namespace {

// True when a word one usual slip away from `cps` is in `d`: a plain word, or any word with
// `any_word`. `replaced_letter` adds the slip of one letter replaced by another.
bool plain_word_nearby(const HunspellDictionary& d, const std::vector<std::string>& cps, bool any_word,
                       bool replaced_letter) {
  auto join = [](const std::vector<std::string>& parts) {
    std::string s;
    for (const auto& p : parts) s += p;
    return s;
  };
  auto plain = [&](const std::vector<std::string>& v) {
    bool compound = false;
    return d.spell(join(v), &compound) && (any_word || !compound);
  };
  static const char* const kLetters[] = {"e", "n", "a", "t", "i", "r", "o", "d", "s", "l", "g", "v",
                                         "h", "k", "m", "u", "b", "p", "w", "j", "z", "c", "f"};
  auto simple = [&](const std::vector<std::string>& v) {
    bool compound = false;
    return d.spell(join(v), &compound) && !compound;
  };
  for (std::size_t k = 0; k < cps.size(); ++k) {
    auto doubled = cps;  // a letter doubled: eigenschapen -> eigenschappen
    doubled.insert(doubled.begin() + static_cast<std::ptrdiff_t>(k), cps[k]);
    if (plain(doubled)) return true;
    auto dropped = cps;  // one letter too many
    dropped.erase(dropped.begin() + static_cast<std::ptrdiff_t>(k));
    if (plain(dropped)) return true;
    // One letter replaced ("shoutlist": shout + list, or shortlist?), tried only when asked: the
    // neighbour must be a plain word, and the letter ASCII (Galápagos is not a slip of Galapagos).
    for (const char* letter : kLetters) {
      if (!replaced_letter || cps[k].size() > 1 || cps[k] == letter) continue;
      auto replaced = cps;
      replaced[k] = letter;
      if (simple(replaced)) return true;
    }
    if (k + 1 < cps.size()) {
      auto swapped = cps;
      std::swap(swapped[k], swapped[k + 1]);
      if (plain(swapped)) return true;
    }
    for (const char* letter : kLetters) {  // a letter left out: nauwelijk -> nauwelijks
      auto with = cps;
      with.insert(with.begin() + static_cast<std::ptrdiff_t>(k), letter);
      if (plain(with)) return true;
    }
  }
  for (const char* letter : kLetters) {
    auto with = cps;
    with.push_back(letter);
    if (plain(with)) return true;
  }
  return false;
}

}  // namespace

bool Speller::compound_of_known_parts(const Instance& d, const std::string& word, bool* typo) const {
  return compound_split(d, word, typo, 0);
}

bool Speller::compound_split(const Instance& d, const std::string& word, bool* typo, int depth) const {
  *typo = false;
  const std::vector<std::string> cps = utf8::code_points(word);
  // Short parts split almost anything: at least 4 letters, or 3 next to a part of at least 5
  // (cel + onderdelen, natrium + ion).
  constexpr std::size_t kMinPart = 3;
  constexpr std::size_t kMinBeside = 5;
  if (cps.size() < kMinPart + kMinBeside || !letters_only(word)) return false;
  auto joined = [&](std::size_t from, std::size_t to) {
    std::string s;
    for (std::size_t k = from; k < to; ++k) s += cps[k];
    return s;
  };
  auto in_main = [&](const std::string& w) { return d.main->spell(w) || d.main->spell(utf8::lower(w)); };
  auto in_english = [&](const std::string& w) {
    return d.english && (d.english->spell(w) || d.english->spell(utf8::lower(w)));
  };
  auto known = [&](const std::string& w) { return in_main(w) || in_english(w); };
  // Longest first part first: "routertabel" is router + tabel, not rout + ertabel. A tail may
  // itself be a compound (twee + factorauthenticatie), one level deep.
  for (std::size_t at = cps.size() - kMinPart; at >= kMinPart; --at) {
    const std::string head = joined(0, at);
    const std::string tail = joined(at, cps.size());
    const std::size_t tail_len = cps.size() - at;
    bool tail_typo = false;
    const bool tail_known = known(tail) || (depth == 0 && compound_split(d, tail, &tail_typo, 1));
    if (tail_typo) {
      *typo = true;
      return false;
    }
    if (!tail_known) continue;
    for (std::string_view link : {"", "s", "en", "e"}) {
      if (head.size() < link.size() || head.compare(head.size() - link.size(), link.size(), link) != 0) continue;
      const std::string base = head.substr(0, head.size() - link.size());
      const std::size_t base_len = utf8::count_code_points(base);
      if (base_len < kMinPart || (std::min(base_len, tail_len) < 4 && std::max(base_len, tail_len) < kMinBeside))
        continue;
      if (!known(base)) continue;
      // A short English word at the end of a Dutch compound is weak evidence: "feestweemend"
      // is feest + wee + mend only by accident. It counts after a plain word (databaselog).
      if (tail_len < kMinBeside && !in_main(tail)) {
        bool compound = false;
        const bool plain_head = (d.main->spell(base, &compound) && !compound) || in_english(base);
        if (!plain_head || depth > 0) continue;
      }
      // Three parts with a short English one split too much ("feestweemend": fees + twee + mend).
      if (base_len < kMinBeside && !in_main(base) && (depth > 0 || !known(tail))) continue;
      // Another linking letter makes a word the dictionary knows: the split hides a misspelt
      // link ("veiligheidrisico" for veiligheidsrisico, "plantesoort" for plantensoort,
      // "apestaartje" for apenstaartje).
      // A missing linking s always counts; another vowel link only where it makes the first part
      // Dutch (ape + staartje is English, apen + staartje Dutch) or replaces a link written
      // (plante + soort). Routeren + tabel is another word, not another link of router + tabel.
      for (std::string_view other : {"", "s", "e", "en", "n"}) {
        if (other == link) continue;
        const bool counts = other == "s" || !link.empty() || !in_main(base);
        if (counts && d.main->spell(base + std::string(other) + tail)) {
          *typo = true;
          return false;
        }
      }
      // A plain word (no compound) one slip away ("eigenschapen": eigen + schapen, or
      // eigenschappen?): the split hides the typo. The slips tried are the usual ones: a letter
      // doubled or not, two swapped, one left out or a vowel too few.
      // With a short part the split is weak evidence: then any word one slip away wins
      // ("luchtweestand": lucht + wee + stand, or luchtweerstand?).
      const bool short_part = std::min(base_len, tail_len) <= 3 || !known(tail);
      // A split with a part only English knows is weaker still: a plain Dutch word one replaced
      // letter away wins too ("beeraging": beer + aging, or bevraging?). Dutch-only splits keep
      // their word: weg + geremd is not a slip of weggerend, nor host + adressen of postadressen.
      const bool english_part = !in_main(base) || !in_main(tail);
      if (depth == 0 && plain_word_nearby(*d.main, cps, short_part, english_part)) {
        *typo = true;
        return false;
      }
      return true;
    }
  }
  return false;
}

SpellVerdict Speller::verdict(const Instance& instance, const std::string& word, std::uint8_t context) const {
  const HunspellDictionary& d = *instance.main;
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
    if (is_number_word(piece) || ordinal(piece) || symbol_or_formula(piece) || file_name(piece) ||
        unit_symbol_word(piece)) {
      return true;
    }
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
    // A past participle of a Dutch verb the dictionary knows but not in this form:
    // "geauthenticeerd" of authenticeren.
    if (p.size() > 6 && p.compare(0, 2, "ge") == 0 && (p.back() == 'd' || p.back() == 't')) {
      std::string stem = p.substr(2, p.size() - 3);  // authenticeer
      const std::size_t n = stem.size();
      // A doubled vowel before the last consonant is single before -en: authenticeer -> authenticeren.
      if (n >= 3 && stem[n - 2] == stem[n - 3] &&
          std::string_view("aeou").find(stem[n - 2]) != std::string_view::npos) {
        stem.erase(n - 2, 1);
      }
      // The ending follows 't kofschip: -t after t, k, f, s, ch, p, else -d (gebaseerd, not gebaseert).
      const char last = stem.empty() ? 0 : stem.back();
      const bool t_ending = std::string_view("tkfsp").find(last) != std::string_view::npos ||
                            (stem.size() >= 2 && stem.compare(stem.size() - 2, 2, "ch") == 0);
      if ((p.back() == 't') == t_ending && d.spell(stem + "en")) return true;
    }
    // A diminutive of a known word: boom -> boomtje, vak -> vakje.
    for (std::string_view suffix : {"tjes", "tje", "jes", "je", "pjes", "pje", "etjes", "etje", "kjes", "kje"}) {
      if (p.size() > suffix.size() + 2 && p.compare(p.size() - suffix.size(), suffix.size(), suffix) == 0 &&
          d.spell(p.substr(0, p.size() - suffix.size()))) {
        return true;
      }
    }
    // A plural or genitive that Dutch writes with an apostrophe, written without one: "autos",
    // "euros", "videos", "pHs". A misspelling whatever English makes of it.
    if (p.size() > 2 && p.back() == 's') {
      const std::string base = p.substr(0, p.size() - 1);
      if (takes_apostrophe_s(base) && (d.spell(base) || is_number_word(base)) && d.spell(base + "'s")) {
        bad.missing_apostrophe = true;
        return false;
      }
    }
    // An English word as a whole (pipeline, rollback), or an English verb conjugated the Dutch way
    // (gecommit, gemerged, gepatcht, gereviewd): the check decides how to report it.
    if (instance.english) {
      const std::string lower = decapitalised(piece);
      bad.english = instance.english->spell(p) || (!lower.empty() && instance.english->spell(lower));
      if (!bad.english && p.size() > 5 && p.compare(0, 2, "ge") == 0) {
        const std::string stem = p.substr(2);
        for (std::string_view ending : {"", "d", "t", "de", "te", "ed"}) {
          if (stem.size() <= ending.size() + 2 || stem.compare(stem.size() - ending.size(), ending.size(), ending) != 0)
            continue;
          const std::string base = stem.substr(0, stem.size() - ending.size());
          if (instance.english->spell(base) || instance.english->spell(base + "e")) bad.english = true;
        }
      }
      if (bad.english) return false;
    }
    // Compounds the dictionaries lack, of parts they know (routertabel, loadbalancer).
    bool typo = false;
    if (compound_of_known_parts(instance, p, &typo)) return true;
    bad.typo_of_word = typo;
    return false;
  };

  SpellVerdict v;
  BadPiece whole;
  whole.text = word;
  if (piece_ok(word, whole)) return v;
  v.ok = false;
  const auto parts = word_parts(word);
  if (whole.rejected || whole.english || parts.size() < 2) {
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
    v.ok_as_elision = verdict(instance, word.substr(0, word.size() - 1), 0).ok;
  }
  return v;
}

SpellVerdict Speller::check(const std::string& word, std::uint8_t context) {
  auto d = acquire();
  SpellVerdict v = verdict(d, word, context);
  release(std::move(d));
  return v;
}

std::vector<SpellVerdict> Speller::check(const std::vector<std::string>& words,
                                         const std::vector<std::uint8_t>& contexts, unsigned jobs) {
  const std::size_t n = words.size();
  std::vector<SpellVerdict> out(n);
  // A second thread first loads its own dictionary (tens of milliseconds): only worth it for
  // many words.
  const unsigned threads = n >= kParallelCheckThreshold ? speller_threads(jobs) : 1u;
  for_each_item(n, threads, 256, [&](const Instance& d, std::size_t i) {
    out[i] = verdict(d, words[i], i < contexts.size() ? contexts[i] : 0);
  });
  return out;
}

void Speller::for_each_item(std::size_t count, unsigned threads, std::size_t chunk,
                            const std::function<void(const Instance&, std::size_t)>& work) {
  std::atomic<std::size_t> next{0};
  std::exception_ptr error;
  std::mutex error_mutex;
  auto worker = [&] {
    try {
      auto d = acquire();
      while (true) {
        const std::size_t b = next.fetch_add(chunk);
        if (b >= count) break;
        const std::size_t e = std::min(count, b + chunk);
        for (std::size_t i = b; i < e; ++i) work(d, i);
      }
      release(std::move(d));
    } catch (...) {
      std::lock_guard lock(error_mutex);
      if (!error) error = std::current_exception();
      next.store(count);
    }
  };
  parallel_for(threads, threads, [&](std::size_t) { worker(); });
  if (error) std::rethrow_exception(error);
}

}  // namespace qbank
