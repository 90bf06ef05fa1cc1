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

constexpr const char* kMissing = "spelling/missing-dictionary";
constexpr const char* kInvalidVocabulary = "spelling/invalid-vocabulary";
constexpr const char* kCacheFile = "spelling-suggestions.json";
constexpr int kCacheFormat = 4;  // raise when the suggestion search changes
constexpr std::size_t kMaxSuggestions = 10;

std::string config_display(const Config& config) {
  return config.source ? config.source->path() : std::string("qbank.toml");
}

// Each thread needs its own copy of the dictionary (about 22 MB for Dutch): never more threads
// than cores, whatever --jobs says.
unsigned thread_cap(unsigned jobs) {
  return std::max(1u, std::min(jobs, std::max(1u, std::thread::hardware_concurrency())));
}

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
  const std::string lower = ascii_lower(name);
  const std::size_t sep = lower.find_first_of("_-");
  const std::string language = lower.substr(0, sep);
  // Debian splits these languages by region (hunspell-en-us, hunspell-de-de, hunspell-pt-br).
  if (sep != std::string::npos && (language == "en" || language == "de" || language == "pt")) {
    return "hunspell-" + language + "-" + lower.substr(sep + 1);
  }
  return "hunspell-" + language;
}

namespace {

// The dictionary named by the setting `key` ("spelling.dictionary", "spelling.english").
DictionaryFiles find_dictionary_of(const Config& config, const std::string& key) {
  const Settings& s = config.settings;
  const std::string name = key == "spelling.dictionary" ? dictionary_name(config) : s.text(key);
  const std::vector<std::string> dirs = s.list("spelling.dictionary_dirs");
  const fs::path base = config.file.empty() ? config.root : config.file.parent_path();
  const Span where = s.is_set(key)                          ? s.span(key)
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
                      format_message(tr("Hunspell-woordenboek niet gevonden: {}.aff en {}.dic bestaan niet (relatief "
                                        "aan qbank.toml); zet [spelling] {} op een bestaand woordenboek, of op een "
                                        "taalnaam zoals `nl` en installeer het Debian-pakket ({})"),
                                     {stem.string(), stem.string(), key.substr(9), debian_dictionary_package(f.name)}));
  }
  for (const auto& d : dirs) {
    const fs::path dir = fs::path(d).is_absolute() ? fs::path(d) : (base / d).lexically_normal();
    if (usable(dir / name)) return {name, dir / (name + ".aff"), dir / (name + ".dic")};
  }
  const std::string package = debian_dictionary_package(name);
  throw ConfigError(
      config_display(config), kMissing, where,
      format_message(
          key == "spelling.english" ? tr("Hunspell-woordenboek `{}` niet gevonden in {}; installeer het Debian-pakket "
                                         "{} (apt-get install {}) of wijs in qbank.toml met [spelling] {} of "
                                         "dictionary_dirs een geïnstalleerd woordenboek aan (of zet english = \"\" om "
                                         "Engelse woorden niet apart te herkennen)")
                                    : tr("Hunspell-woordenboek `{}` niet gevonden in {}; installeer het Debian-pakket "
                                         "{} (apt-get install {}) of wijs in qbank.toml met [spelling] {} of "
                                         "dictionary_dirs een geïnstalleerd woordenboek aan"),
          {name, dirs.empty() ? std::string(tr("(geen mappen)")) : join(dirs, ", "), package, package, key.substr(9)}));
}

}  // namespace

DictionaryFiles find_dictionary(const Config& config) { return find_dictionary_of(config, "spelling.dictionary"); }

std::string dictionary_name(const Config& config) {
  if (config.settings.is_set("spelling.dictionary")) return config.settings.text("spelling.dictionary");
  static const std::map<std::string, std::string> kByLanguage = {{"nl", "nl"},    {"en", "en_US"}, {"de", "de_DE"},
                                                                 {"fr", "fr_FR"}, {"es", "es_ES"}, {"it", "it_IT"},
                                                                 {"pt", "pt_PT"}};
  const auto it = kByLanguage.find(config.language);
  return it != kByLanguage.end() ? it->second : config.language;
}

std::optional<DictionaryFiles> find_english_dictionary(const Config& config) {
  const std::string english = config.settings.text("spelling.english");
  const std::string main = dictionary_name(config);
  const std::string main_name = fs::path(main).filename().string();
  // A second dictionary for English words in Dutch text: for Dutch banks only.
  if (english.empty() || ascii_lower(main_name).rfind("nl", 0) != 0) return std::nullopt;
  return find_dictionary_of(config, "spelling.english");
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
          kInvalidVocabulary,
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
        for (std::size_t i = b; i < e; ++i) out[i] = verdict(d, words[i], i < contexts.size() ? contexts[i] : 0);
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
  // One worker per thread of the process's pool (core/parallel.h), each with its own dictionary.
  parallel_for(threads, threads, [&](std::size_t) { worker(); });
  if (error) std::rethrow_exception(error);
  return out;
}

// --- Suggestions -------------------------------------------------------------------------------

std::string Speller::cache_key() const { return dictionary_key(files_, vocabulary_, english_); }

std::string dictionary_key(const DictionaryFiles& files, const Vocabulary& vocabulary,
                           const std::optional<DictionaryFiles>& english) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  h = fnv1a(h, files.name);
  h = fnv1a(h, read_all(files.aff));
  h = fnv1a(h, read_all(files.dic));
  h = fnv1a(h, vocabulary.fingerprint);
  if (english) {
    h = fnv1a(h, english->name);
    h = fnv1a(h, read_all(english->aff));
    h = fnv1a(h, read_all(english->dic));
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

std::string dictionary_stamp(const DictionaryFiles& files, const Vocabulary& vocabulary,
                             const std::optional<DictionaryFiles>& english) {
  std::string stamp = files.name + '\n' + vocabulary.fingerprint;
  // Size, inode, and modification and change times to the nanosecond: a copy that keeps the
  // modification time (cp -p) still changes the inode or the change time.
  auto add = [&](const std::filesystem::path& file) {
    struct stat st {};
    stamp += '\n' + file.string();
    if (::stat(file.c_str(), &st) != 0) {
      stamp += "\tmissing";
      return;
    }
    stamp += '\t' + std::to_string(st.st_size) + '\t' + std::to_string(st.st_ino) + '\t' +
             std::to_string(st.st_mtim.tv_sec) + '.' + std::to_string(st.st_mtim.tv_nsec) + '\t' +
             std::to_string(st.st_ctim.tv_sec) + '.' + std::to_string(st.st_ctim.tv_nsec);
  };
  add(files.aff);
  add(files.dic);
  if (english) {
    stamp += '\n' + english->name;
    add(english->aff);
    add(english->dic);
  }
  return stamp;
}

const LetterTrigrams& Speller::trigrams() const {
  std::call_once(trigrams_once_, [this] {
    std::vector<std::string> extra;
    for (const auto& e : vocabulary_.words) extra.push_back(e.word);
    for (const auto& e : vocabulary_.model_words) extra.push_back(e.word);
    trigrams_ = LetterTrigrams::from_dictionary(files_.aff, files_.dic, extra);
  });
  return trigrams_;
}

std::vector<Speller::Candidate> Speller::candidates(
    const HunspellDictionary& d, const std::string& word,
    const std::function<bool(const std::vector<Candidate>&)>& enough) const {
  const AffixHints& hints = d.hints();
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

  // Candidates in rank classes, tried in rank order, at most kMaxProbes: the same list on every
  // machine, however loaded. Within a class, dictionary words before compounds, then
  // alphabetical. A class that is done and gives `enough` ends the search.
  std::vector<Candidate> found;
  std::unordered_map<std::string, bool> tried;
  std::size_t probes = 0;
  auto test = [&](std::string candidate, int rank) {
    if (probes >= kMaxProbes) return;
    if (candidate.empty() || candidate == word || !tried.emplace(candidate, true).second) return;
    ++probes;
    if (rejected_.count(candidate)) return;
    bool compound = false;
    if (d.spell(candidate, &compound)) found.push_back({rank, compound, std::move(candidate)});
  };
  auto join = [](const std::vector<std::string>& parts) {
    std::string s;
    for (const auto& p : parts) s += p;
    return s;
  };
  auto done = [&] { return probes >= kMaxProbes || (enough && enough(found)); };

  // Edits of one or two letters are first judged by the dictionary's letter trigrams around the
  // edit (lower case): most candidates end there, without asking Hunspell. The filter counts as
  // no probe, so it changes which candidates the probe limit reaches only by skipping non-words.
  const LetterTrigrams& grams = trigrams();
  std::vector<char32_t> low;
  for (const auto& c : letters) low.push_back(utf8::to_lower(first_code_point(c)));
  auto low_of = [](const std::string& c) { return utf8::to_lower(first_code_point(c)); };

  // Rank 0: case and the dictionary's known confusions.
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
  // Rank 1: a letter missing.
  if (!done()) {
    for (std::size_t k = 0; k <= letters.size(); ++k) {
      for (const auto& a : alphabet) {
        auto l = low;
        l.insert(l.begin() + static_cast<std::ptrdiff_t>(k), low_of(a));
        if (!grams.plausible(l, k, k + 1)) continue;
        auto v = letters;
        v.insert(v.begin() + static_cast<std::ptrdiff_t>(k), a);
        test(join(v), 1);
      }
    }
  }
  // Rank 2: two letters swapped.
  if (!done()) {
    for (std::size_t k = 0; k + 1 < letters.size(); ++k) {
      auto l = low;
      std::swap(l[k], l[k + 1]);
      if (!grams.plausible(l, k, k + 2)) continue;
      auto v = letters;
      std::swap(v[k], v[k + 1]);
      test(join(v), 2);
    }
  }
  // Rank 3: a letter too many.
  if (!done()) {
    for (std::size_t k = 0; k < letters.size(); ++k) {
      auto l = low;
      l.erase(l.begin() + static_cast<std::ptrdiff_t>(k));
      if (!grams.plausible(l, k, k)) continue;
      auto v = letters;
      v.erase(v.begin() + static_cast<std::ptrdiff_t>(k));
      test(join(v), 3);
    }
  }
  // Ranks 4 and 5: a letter replaced, by a neighbouring key first.
  if (!done()) {
    for (std::size_t k = 0; k < letters.size(); ++k) {
      for (const auto& a : alphabet) {
        if (a == letters[k]) continue;
        auto l = low;
        l[k] = low_of(a);
        if (!grams.plausible(l, k, k + 1)) continue;
        auto v = letters;
        v[k] = a;
        test(join(v), neighbours(letters[k], a) ? 4 : 5);
      }
    }
  }
  std::sort(found.begin(), found.end(), [](const Candidate& a, const Candidate& b) {
    return std::tie(a.rank, a.compound, a.text) < std::tie(b.rank, b.compound, b.text);
  });
  return found;
}

std::vector<std::string> Speller::suggestions(const HunspellDictionary& d, const std::string& word,
                                              std::size_t limit) const {
  limit = std::min(limit, kMaxSuggestions);
  std::vector<std::string> out;
  // The first `limit` of the whole search: classes after one that gave `limit` cannot outrank it.
  auto enough = [limit](const std::vector<Candidate>& found) { return found.size() >= limit; };
  for (auto& c : candidates(d, word, enough)) {
    if (out.size() == limit) break;
    out.push_back(std::move(c.text));
  }
  return out;
}

std::vector<std::string> Speller::suggestions_for(const std::string& word) {
  auto d = acquire();
  auto out = suggestions(*d.main, word, kMaxSuggestions);
  release(std::move(d));
  return out;
}

std::vector<std::string> Speller::plain_neighbours(const std::string& word) {
  auto d = acquire();
  std::vector<std::string> out;
  auto enough = [](const std::vector<Candidate>& found) {
    return std::any_of(found.begin(), found.end(), [](const Candidate& c) { return !c.compound && c.rank >= 1; });
  };
  for (auto& c : candidates(*d.main, word, enough)) {
    if (!c.compound && c.rank >= 1) out.push_back(std::move(c.text));
  }
  release(std::move(d));
  return out;
}

SuggestionRun Speller::suggest(const std::vector<std::string>& words, unsigned jobs, const fs::path& cache_dir,
                               std::size_t limit) {
  limit = std::min(limit, kMaxSuggestions);
  SuggestionRun run;
  run.lists.resize(words.size());
  if (words.empty()) return run;

  // Suggestions kept from earlier runs (the same as a new search would give: it depends on the
  // word, the dictionaries, the vocabulary and the number asked for, all in the key).
  std::map<std::string, std::vector<std::string>> cached;
  std::string key;
  const fs::path cache_file = cache_dir.empty() ? fs::path() : cache_dir / kCacheFile;
  if (!cache_file.empty()) {
    key = cache_key() + "/" + std::to_string(limit);
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
  std::exception_ptr error;
  std::mutex error_mutex;
  auto worker = [&] {
    try {
      auto d = acquire();
      while (true) {
        const std::size_t k = next.fetch_add(1);
        if (k >= todo.size()) break;
        run.lists[todo[k]] = suggestions(*d.main, words[todo[k]], limit);
      }
      release(std::move(d));
    } catch (...) {
      std::lock_guard lock(error_mutex);
      if (!error) error = std::current_exception();
      next.store(todo.size());
    }
  };
  if (!todo.empty()) {
    // Another thread first loads its own dictionary, which costs about as much as a few words.
    const unsigned threads = todo.size() >= kParallelSuggestThreshold
                                 ? static_cast<unsigned>(std::min<std::size_t>(thread_cap(jobs), todo.size()))
                                 : 1u;
    parallel_for(threads, threads, [&](std::size_t) { worker(); });
    if (error) std::rethrow_exception(error);
  }
  run.computed = todo.size();

  if (!cache_file.empty()) {
    // Keep what this run knows: the suggestions of the words misspelt now.
    std::map<std::string, std::vector<std::string>> keep;
    for (std::size_t i = 0; i < words.size(); ++i) keep[words[i]] = run.lists[i];
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
