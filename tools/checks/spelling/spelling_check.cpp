#include "checks/spelling/spelling_check.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <exception>
#include <functional>
#include <future>
#include <map>
#include <unordered_map>
#include <unordered_set>

#include "checks/answer/answer_key.h"
#include "checks/spelling/accepted_words.h"
#include "checks/spelling/speller.h"
#include "checks/spelling/tokenizer.h"
#include "core/fs.h"
#include "core/i18n.h"
#include "core/lifetime.h"
#include "core/parallel.h"
#include "core/string_map.h"
#include "core/text/markup_mask.h"
#include "core/text_locator.h"
#include "core/utf8.h"

namespace qbank {
namespace {

using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

constexpr RuleId kUnknown = RuleId::spelling_unknown_word;
constexpr RuleId kRejected = RuleId::spelling_rejected_word;
constexpr RuleId kEnglish = RuleId::spelling_english_word;
constexpr RuleId kAcronym = RuleId::spelling_unknown_acronym;
constexpr RuleId kName = RuleId::spelling_unknown_name;

// How a word was seen, besides kSeenBeforeDot and kSeenBeforeHyphen (speller.h).
enum : std::uint8_t {
  kSeenCapitalisedInSentence = 4,  // with a capital, not at the start of a sentence: a name
  kSeenDefined = 8,                // "Domain Name System (DNS)" or "DNS (Domain Name System)"
};

// A technical token: capitals (DNS, QUIC), letters with digits (IPv6, x86), or a capital after a
// lower-case letter (GitHub, PostgreSQL, macOS).
bool technical_token(std::string_view w) {
  std::size_t upper = 0;
  bool digit = false, letter = false, lower_before_upper = false, lower = false;
  bool vowel = false;
  for (std::size_t i = 0; i < w.size();) {
    // ASCII, most of every text, classified here; other code points by utf8.
    if (const auto b = static_cast<unsigned char>(w[i]); b < 0x80) {
      ++i;
      if (b >= '0' && b <= '9') {
        digit = true;
      } else if (b >= 'a' && b <= 'z') {
        letter = lower = true;
        vowel = vowel || b == 'a' || b == 'e' || b == 'i' || b == 'o' || b == 'u' || b == 'y';
      } else if (b >= 'A' && b <= 'Z') {
        letter = true;
        ++upper;
        lower_before_upper = lower_before_upper || lower;
        vowel = vowel || b == 'A' || b == 'E' || b == 'I' || b == 'O' || b == 'U' || b == 'Y';
      }
      continue;
    }
    vowel = true;  // a letter beyond ASCII counts as a vowel (é, ü, ...)
    char32_t c;
    i += utf8::decode(w, i, c);
    if (utf8::is_digit(c)) digit = true;
    if (utf8::is_letter(c)) letter = true;
    if (utf8::is_upper(c)) {
      ++upper;
      if (lower) lower_before_upper = true;
    }
    if (utf8::is_lower(c)) lower = true;
  }
  if (letter && (upper >= 2 || digit || lower_before_upper)) return true;
  // No vowel at all (ls, rwx, pwd, etcd is not): no Dutch word, a command or code.
  return letter && !vowel;
}

// A name: a capital, then lower-case letters (Kubernetes, Oldenbarnevelt); after a hyphen a
// part may start with a capital again (Wi-Fi, Noord-Holland).
bool name_like(std::string_view w) {
  char32_t first = 0;
  const std::size_t n = w.empty() ? 0 : utf8::decode(w, 0, first);
  if (!utf8::is_upper(first)) return false;
  bool after_hyphen = false;
  for (std::size_t i = n; i < w.size();) {
    char32_t c;
    i += utf8::decode(w, i, c);
    if (!utf8::is_lower(c) && c != '\'' && c != '-' && !(after_hyphen && utf8::is_upper(c))) return false;
    after_hyphen = c == '-';
  }
  return w.size() > n;
}

// The lower-case second part of a scientific name (Homo sapiens, Calidris canutus): directly after
// a capitalised word neither dictionary knows as it stands.
template <class Words, class Verdicts>
bool latin_epithet(const std::vector<SpellToken>& tokens, std::size_t k, const Words& words, const Verdicts& verdicts) {
  if (k == 0) return false;
  const std::string& w = tokens[k].word;
  char32_t first = 0;
  if (w.empty() || !utf8::is_lower((utf8::decode(w, 0, first), first))) return false;
  const std::string& genus = tokens[k - 1].word;
  if (!name_like(genus) || tokens[k].begin != tokens[k - 1].end + 1) return false;
  const auto* info = words.find(genus);
  return info && !verdicts[info->index].ok;
}

// Where a word stands: at the start of a sentence (or of the text, a list item, a heading), and
// whether the text defines it as an abbreviation. `begin` is where the word starts: t.begin, or 0
// for the first word of an option whose glued letter was stripped ("BOmdat").
std::uint8_t position_bits(std::string_view text, const SpellToken& t, std::size_t begin) {
  std::uint8_t bits = 0;
  std::size_t i = begin;
  while (i > 0 && (text[i - 1] == ' ' || text[i - 1] == '\t' || text[i - 1] == '"' || text[i - 1] == '(' ||
                   text[i - 1] == '*' || text[i - 1] == '`' || text[i - 1] == '[')) {
    --i;
  }
  const bool sentence_start = i == 0 || std::string_view(".!?:;\n-•>#").find(text[i - 1]) != std::string_view::npos ||
                              (i >= 3 && text.substr(i - 3, 3) == "\xe2\x80\x9c");  // after a “
  if (!sentence_start && name_like(t.word)) bits |= kSeenCapitalisedInSentence;
  if (technical_token(t.word)) {
    // "(DNS)" after its words, or "DNS (Domain ...)".
    const bool in_parens = begin > 0 && text[begin - 1] == '(' && t.end < text.size() && text[t.end] == ')';
    std::size_t j = t.end;
    while (j < text.size() && text[j] == ' ') ++j;
    const bool parens_follow = j < text.size() && text[j] == '(' && j + 1 < text.size() && text[j + 1] != ')';
    if (in_parens || parens_follow) bits |= kSeenDefined;
  }
  return bits;
}

// A question or topic and the fields of it that students read.
struct Item {
  const SourceFile* source = nullptr;
  std::string path;
  std::vector<const TextField*> fields;
  const std::vector<TextField>* words = nullptr;  // the question's own vocabulary
  std::vector<char> letters;                      // per field: the option's letter for an option text, else 0
};

// An option's own letter glued to its first word ("BOmdat") is answer/letter-prefix's finding:
// the word is checked without it, so that a typo in the word is still found. `letter` is 0 unless
// letter-prefix reports the option (glued_option_letters): "CPython" is checked whole.
// True when it stripped one (the word then starts the text, as at the start of a sentence).
bool strip_glued_letter(std::vector<SpellToken>& tokens, char letter) {
  if (!letter || tokens.empty() || tokens[0].begin != 0) return false;
  std::string& w = tokens[0].word;
  if (w.size() >= 3 && w[0] == letter && w[1] >= 'A' && w[1] <= 'Z' && w[2] >= 'a' && w[2] <= 'z') {
    w.erase(0, 1);
    tokens[0].begin = 1;
    return true;
  }
  return false;
}

}  // namespace

// A distinct word of the bank: its index and every bit it was seen with.
struct SpellingWordInfo {
  std::uint32_t index = 0;
  std::uint8_t context = 0;
};

namespace {

using WordInfo = SpellingWordInfo;
using WordMap = StringMap<WordInfo>;

// One wrong piece at one place, waiting for its suggestions.
struct Pending {
  const TextField* field = nullptr;
  std::size_t begin = 0;  // bytes in field->value
  std::size_t end = 0;
  std::string word;  // the whole word as looked up
  const BadPiece* piece = nullptr;
  RuleId rule = kUnknown;            // what it is reported as
  std::string dutch;                 // for an English word that is a slip of a Dutch one: that word
  bool english_context = false;      // an English word stands next to it (three-way, first-come)
  bool sentence_start_name = false;  // a capitalised unknown word at the start of a sentence
};

std::string capitalised(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string decapitalised_first(const std::string& s) {
  if (s.empty()) return s;
  char32_t c;
  const std::size_t n = utf8::decode(s, 0, c);
  if (!utf8::is_upper(c)) return s;
  return utf8::lower(s.substr(0, n)) + s.substr(n);
}

std::string quoted_list(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? tr(" of ") : ", ";
    out += "`" + items[i] + "`";
  }
  return out;
}

// The Dutch word the bank uses (in another question, or this one) that `word`, an English word, is one
// slip from: a letter more or less, two swapped, or the Dutch ij written as y ("by" -> "bij",
// "well" -> "wel", "river" -> "rivier", "handle" -> "handel"). Substituted letters make real English
// words out of Dutch ones too often (pod/bod, salt/valt), and an English inflection is no slip
// (key/keys): neither counts. Empty when there is none; the first in alphabetical order otherwise.
constexpr std::uint32_t kSlipMinQuestions = 1;

std::string dutch_slip(const std::string& word, const std::unordered_map<std::string, std::uint32_t>& bank_words) {
  const std::vector<std::string> cps = utf8::code_points(word);
  static const std::vector<std::string> alphabet = {"e", "n", "a", "t", "i", "r", "o", "d", "s", "l", "g", "v", "h",
                                                    "k", "m", "u", "b", "p", "w", "j", "z", "c", "f", "x", "y", "q"};
  std::vector<std::string> found;
  auto inflection = [&](const std::string& s) {
    for (std::string_view e : {"s", "en", "e", "es"}) {
      if (s == word + std::string(e) || word == s + std::string(e)) return true;
    }
    return false;
  };
  auto test = [&](const std::vector<std::string>& v) {
    std::string s;
    for (const auto& c : v) s += c;
    if (s == word || s.size() < 2 || inflection(s)) return;
    auto it = bank_words.find(s);
    if (it != bank_words.end() && it->second >= kSlipMinQuestions) found.push_back(s);
  };
  // A letter left out (not the first: "ax" is no "max"), a doubled letter that Dutch writes once
  // ("well", "cell", "better"; "linter" is no "liter"), two letters swapped, ij as y.
  for (std::size_t k = 1; k <= cps.size(); ++k) {
    for (const auto& a : alphabet) {
      auto v = cps;
      v.insert(v.begin() + static_cast<std::ptrdiff_t>(k), a);
      test(v);
    }
  }
  for (std::size_t k = 0; k < cps.size(); ++k) {
    if (cps[k] == "y") {  // "by" for "bij": the Dutch ij written as an English y
      auto ij = cps;
      ij[k] = "ij";
      test(ij);
    }
    if (k + 1 < cps.size() && cps[k] == cps[k + 1]) {
      auto v = cps;
      v.erase(v.begin() + static_cast<std::ptrdiff_t>(k));
      test(v);
    }
    if (k + 1 < cps.size()) {
      auto w = cps;
      std::swap(w[k], w[k + 1]);
      test(w);
    }
  }
  if (found.empty()) return std::string();
  std::sort(found.begin(), found.end());
  return found.front();
}

}  // namespace

// The rules that are on, and the settings the findings depend on. Outside the anonymous
// namespace (with a name of its own) because SpellingCheck::Run holds one.
struct SpellingSetup {
  bool unknown_on = false, rejected_on = false, english_on = false, acronym_on = false, name_on = false;
  std::size_t max_chars = 0;
  std::size_t max_suggestions = 0;
  bool suggesting = false;
  std::string words_file;  // where the author adds a word, as shown
};

namespace {

using Setup = SpellingSetup;

void add_field(Item& item, const TextField& f, std::size_t max_chars, char letter = 0) {
  if (f.present && !f.value.empty() && utf8::count_code_points(f.value) <= max_chars) {
    item.fields.push_back(&f);
    item.letters.push_back(letter);
  }
}

// A glued option letter is stripped only where answer/letter-prefix reports it (one predicate).
Item question_item(const Question& q, const TextAnalyzer* analyzer, std::size_t max_chars) {
  Item item{q.source.get(), q.path(), {}, &q.words, {}};
  add_field(item, q.stem, max_chars);
  const std::vector<char> glued = glued_option_letters(q, analyzer);
  for (const auto& o : q.options) {
    add_field(item, o.text, max_chars, o.index < glued.size() && glued[o.index] ? o.letter() : 0);
    add_field(item, o.feedback(), max_chars);
  }
  add_field(item, q.explanation, max_chars);
  return item;
}

Item topic_item(const Topic& t, std::size_t max_chars) {
  Item item{t.source.get(), t.path(), {}, nullptr, {}};
  if (t.source) {
    add_field(item, t.title, max_chars);
    add_field(item, t.description, max_chars);
  }
  return item;
}

// Calls f(token, bits, position bits) for every word of the item as pass 1 reads it: bits are
// kSeenBeforeDot and kSeenBeforeHyphen, position bits where it stands (position_bits).
template <class F>
void for_each_word(const Item& item, std::vector<SpellToken>& tokens, F f) {
  for (std::size_t fi = 0; fi < item.fields.size(); ++fi) {
    const TextField* field = item.fields[fi];
    tokens.clear();
    // What a student reads: not link targets, URLs, HTML or code (core/text/markup_mask.h).
    const std::string prose = mask_markup(field->value);
    spelling_tokens(prose, tokens);
    const bool glued = strip_glued_letter(tokens, item.letters[fi]);
    for (std::size_t k = 0; k < tokens.size(); ++k) {
      const SpellToken& tok = tokens[k];
      const std::uint8_t bits = (tok.dot_after ? kSeenBeforeDot : 0) | (tok.hyphen_after ? kSeenBeforeHyphen : 0);
      const std::size_t at = glued && k == 0 ? 0 : tok.begin;  // "BOmdat": Omdat starts the text
      f(tok, bits, position_bits(prose, tok, at));
    }
  }
}

// What the bank as a whole says about each word, by word index.
struct BankWords {
  const WordMap& words;
  const std::vector<SpellVerdict>& verdicts;
  const std::vector<std::uint8_t>& positions;  // every bit the word was seen with
  const std::vector<std::uint32_t>& in_questions;
};

// Token k continues a name of capitalised words inside a sentence: the word before it is
// capitalised, one space before it, and does not start the sentence ("Het Behouden Huys").
bool in_name(std::string_view text, const std::vector<SpellToken>& tokens, std::size_t k) {
  if (k == 0 || !name_like(tokens[k].word) || !name_like(tokens[k - 1].word)) return false;
  if (tokens[k].begin != tokens[k - 1].end + 1 || text[tokens[k - 1].end] != ' ') return false;
  return (position_bits(text, tokens[k - 1], tokens[k - 1].begin) & kSeenCapitalisedInSentence) != 0;
}

// Pass 2 for one item: the pieces that are wrong where they stand, minus the words the question
// accepts for itself, each with the rule it is reported as (before the slip decision).
void locate_item(const Item& item, const BankWords& bank, const Setup& on, std::vector<Pending>& out) {
  const WordMap& words = bank.words;
  const auto& verdicts = bank.verdicts;
  std::unordered_set<std::string> own;
  if (item.words) {
    for (const auto& w : *item.words) own.insert(utf8::nfc(w.value));
  }
  // The word itself, with a capital at the start of a sentence, or its apostrophe plural.
  auto own_word = [&](const std::string& w) {
    if (own.empty()) return false;
    auto known = [&](const std::string& x) { return own.count(x) > 0 || own.count(decapitalised_first(x)) > 0; };
    return known(w) || (w.size() > 2 && w.compare(w.size() - 2, 2, "'s") == 0 && known(w.substr(0, w.size() - 2)));
  };
  std::vector<SpellToken> tokens;
  for (std::size_t fi = 0; fi < item.fields.size(); ++fi) {
    const TextField* f = item.fields[fi];
    tokens.clear();
    const std::string masked = mask_markup(f->value);
    spelling_tokens(masked, tokens);
    strip_glued_letter(tokens, item.letters[fi]);
    auto english_at = [&](std::size_t k) {
      if (k >= tokens.size()) return false;
      const WordInfo* w = words.find(tokens[k].word);
      if (!w) return false;
      for (const auto& b : verdicts[w->index].bad) {
        if (b.english) return true;
      }
      return false;
    };
    for (std::size_t k = 0; k < tokens.size(); ++k) {
      const auto& t = tokens[k];
      const WordInfo* info = words.find(t.word);
      if (!info) continue;
      const SpellVerdict& v = verdicts[info->index];
      if (v.accepted(t.dot_after, t.hyphen_after)) continue;
      const std::uint8_t positions = bank.positions[info->index];
      const std::uint32_t in_questions = bank.in_questions[info->index];
      std::size_t english_parts = 0;
      for (const auto& b : v.bad) english_parts += b.english ? 1 : 0;
      const bool english_context = english_parts > 1 || (k > 0 && english_at(k - 1)) || english_at(k + 1);
      const bool whole_own = own_word(t.word);
      std::vector<std::pair<std::size_t, std::size_t>> parts;
      for (const BadPiece& piece : v.bad) {
        bool sentence_start_name = false;
        // Which layer the piece belongs to (docs/spelling.md): the house style, an English
        // word, an abbreviation or a name the bank uses consistently, or an unknown word.
        RuleId rule = kUnknown;
        if (piece.rejected) {
          rule = kRejected;
        } else if (whole_own || own_word(piece.text)) {
          continue;
        } else if ((piece.missing_apostrophe && !in_name(masked, tokens, k)) || piece.typo_of_word) {
          // Inside a name of several capitalised words, "Huys" (Het Behouden Huys) is part of the
          // name, not "Huy" in the plural: the name check below decides. Anywhere else ("Fotos" at the
          // start of a sentence, "Ottos snelheid") the apostrophe is missing.
          rule = kUnknown;
        } else if (latin_epithet(tokens, k, words, verdicts)) {
          continue;  // the second part of a scientific name: Homo sapiens, Meles meles
        } else if (piece.english && (technical_token(piece.text) ||
                                     (name_like(piece.text) && (positions & kSeenCapitalisedInSentence)))) {
          continue;  // an abbreviation or a name English knows (FTP, "Open Shortest Path First")
        } else if (piece.english) {
          rule = kEnglish;
        } else if (technical_token(piece.text)) {
          if ((positions & kSeenDefined) || in_questions >= 2) continue;
          rule = kAcronym;
        } else if (name_like(piece.text) && (positions & kSeenCapitalisedInSentence)) {
          if (in_questions >= 2) continue;
          rule = kName;
        } else if (name_like(piece.text)) {
          // At the start of a sentence: a name unless a Dutch word is one slip away (decided
          // below, once per word).
          if (in_questions >= 2) continue;
          rule = kName;
          sentence_start_name = true;
        }
        const bool rule_on = rule == kRejected  ? on.rejected_on
                             : rule == kEnglish ? on.english_on || on.unknown_on  // a slip of a Dutch word is an error
                             : rule == kAcronym ? on.acronym_on
                             : rule == kName    ? on.name_on
                                                : on.unknown_on;
        if (!rule_on) continue;
        Pending p{f, t.begin, t.end, t.word, &piece, rule, {}, english_context, sentence_start_name};
        if (piece.part < 0) {
          if (t.abbreviation && t.dot_after) ++p.end;  // d.w.x. with its dot
        } else {
          if (parts.empty()) parts = word_parts(std::string_view(f->value).substr(t.begin, t.end - t.begin));
          const auto pk = static_cast<std::size_t>(piece.part);
          if (pk < parts.size()) {
            p.begin = t.begin + parts[pk].first;
            p.end = t.begin + parts[pk].second;
          }
        }
        out.push_back(std::move(p));
      }
    }
  }
}

// Whether a pending piece waits for the slip decision against the bank's Dutch words.
bool slip_candidate(const Pending& p) { return p.rule == kEnglish && !p.english_context && p.piece->part < 0; }

// An English word one slip from a Dutch word the bank uses ("by" for "bij", "well" for "wel")
// is that Dutch word misspelt: an error. Other English words are noted as such. `bank_words`:
// the bank's correct words in lower case, each with a count of at least kSlipMinQuestions when it
// counts.
void resolve_slips(const std::vector<std::vector<Pending>*>& lists,
                   const std::unordered_map<std::string, std::uint32_t>& bank_words, Speller* speller,
                   const Setup& on) {
  std::map<std::string, std::string> slip_of;  // English piece -> Dutch word
  std::map<std::string, bool> typo_at_start;   // capitalised word -> a Dutch word is one slip away
  for (std::vector<Pending>* list : lists) {
    for (auto& p : *list) {
      if (p.sentence_start_name) {
        auto [it, fresh] = typo_at_start.try_emplace(p.piece->text);
        if (fresh) it->second = !speller->plain_neighbours(decapitalised_first(p.piece->text)).empty();
        if (it->second) p.rule = kUnknown;
        continue;
      }
      if (!slip_candidate(p)) continue;
      auto [it, fresh] = slip_of.try_emplace(p.piece->text);
      if (fresh) it->second = dutch_slip(utf8::lower(p.piece->text), bank_words);
      if (!it->second.empty()) {
        p.rule = kUnknown;
        p.dutch = it->second;
      }
    }
    std::erase_if(*list, [&](const Pending& p) {
      return (p.rule == kEnglish && !on.english_on) || (p.rule == kUnknown && !on.unknown_on) ||
             (p.rule == kName && !on.name_on);
    });
  }
}

// The distinct unknown pieces that need suggestions, sorted.
std::vector<std::string> misspelt_pieces(const std::vector<std::vector<Pending>*>& lists) {
  std::vector<std::string> misspelt;
  for (const auto* list : lists) {
    for (const auto& p : *list) {
      if (p.rule == kUnknown && p.dutch.empty()) misspelt.push_back(p.piece->text);
    }
  }
  std::sort(misspelt.begin(), misspelt.end());
  misspelt.erase(std::unique(misspelt.begin(), misspelt.end()), misspelt.end());
  return misspelt;
}

using SuggestionsOf = std::function<const std::vector<std::string>*(const std::string&)>;

// The findings of one item from its pending pieces.
void report_item(const Item& item, const std::vector<Pending>& pending, const Setup& setup,
                 const SuggestionsOf& suggestions_of, std::vector<Diagnostic>& out) {
  const std::string& words_file = setup.words_file;
  const std::size_t max_suggestions = setup.max_suggestions;
  for (const Pending& p : pending) {
    const Span span = locate(*item.source, *p.field, p.begin, p.end);
    const std::string shown(p.field->value.substr(p.begin, p.end - p.begin));
    // The compound the piece is part of: "`geheugn` (in `geheugnkaart`)".
    const std::string where = p.piece->part >= 0 ? format_message(tr(" (in `{}`)"), {p.word}) : "";
    const std::string advice = item.words
                                   ? format_message(tr("zet het in `words` van deze vraag of in {}"), {words_file})
                                   : format_message(tr("zet het in {}"), {words_file});
    // For an acronym or a name.
    const std::string advice_him = item.words
                                       ? format_message(tr("zet hem in `words` van deze vraag of in {}"), {words_file})
                                       : format_message(tr("zet hem in {}"), {words_file});
    if (const RejectedWord* r = p.piece->rejected) {
      const std::string preferred = p.piece->capitalised ? capitalised(r->preferred) : r->preferred;
      std::string msg = format_message(tr("`{}`{} is volgens de huisstijl niet de gewenste spelling; schrijf `{}`"),
                                       {shown, where, preferred});
      if (!r->reason.empty()) msg += " (" + r->reason + ")";  // the bank's own words (rules/spelling)
      Diagnostic d = make_diagnostic(kRejected, item.path, span, std::move(msg));
      d.fix = Fix{span, preferred, {}};
      out.push_back(std::move(d));
      continue;
    }
    auto listed = [&](Diagnostic d) {  // a finding whose remedy may be the vocabulary
      d.word = shown;
      return d;
    };
    if (p.rule == kEnglish) {
      out.push_back(listed(make_diagnostic(
          kEnglish, item.path, span,
          format_message(
              tr("`{}`{} is Engels: het Nederlandse woordenboek kent het niet, het Engelse wel; goed zo als de "
                 "bank het Engelse woord wil, anders schrijf je het Nederlandse woord"),
              {shown, where}))));
      continue;
    }
    if (p.rule == kAcronym) {
      out.push_back(listed(make_diagnostic(
          kAcronym, item.path, span,
          format_message(tr("`{}`{} is een afkorting of technische term die het woordenboek niet kent en die de bank "
                            "nergens uitschrijft of in een andere vraag gebruikt; schrijf hem één keer voluit met de "
                            "afkorting tussen haakjes (`Domain Name System (DNS)`), of {} als hij klopt"),
                         {shown, where, advice_him}))));
      continue;
    }
    if (p.rule == kName) {
      out.push_back(listed(make_diagnostic(
          kName, item.path, span,
          format_message(tr("`{}`{} lijkt een naam die het woordenboek niet kent en die geen andere vraag gebruikt; "
                            "controleer de schrijfwijze, en {} als hij klopt"),
                         {shown, where, advice_him}))));
      continue;
    }
    std::string msg;
    if (!p.dutch.empty()) {
      msg = format_message(
          tr("`{}`{} is Engels, maar hier staat waarschijnlijk het Nederlandse `{}` verkeerd gespeld "
             "(dat woord gebruikt de bank elders); verbeter het, of {} als het Engelse woord bedoeld is"),
          {shown, where, p.dutch, advice});
    } else if (p.piece->missing_apostrophe) {
      const std::string base = shown.substr(0, shown.size() - 1);
      msg = format_message(tr("`{}`{}: Nederlands schrijft dit meervoud met een apostrof; schrijf `{}'s`"),
                           {shown, where, base});
    } else if (p.piece->typo_of_word) {
      const auto* list = suggestions_of(p.piece->text);
      if (list && !list->empty()) {
        const std::string suggestions = quoted_list(
            std::vector<std::string>(list->begin(), list->begin() + std::min(max_suggestions, list->size())));
        msg = format_message(tr("`{}`{} staat niet in het woordenboek (het bestaat wel uit woorden die het kent, maar "
                                "lijkt een tikfout: bedoel je {}?); verbeter het, of {} als het zo klopt"),
                             {shown, where, suggestions, advice});
      } else {
        msg = format_message(tr("`{}`{} staat niet in het woordenboek (het bestaat wel uit woorden die het kent, maar "
                                "lijkt een tikfout); verbeter het, of {} als het zo klopt"),
                             {shown, where, advice});
      }
    } else if (const auto* list = suggestions_of(p.piece->text); list && !list->empty()) {
      std::vector<std::string> shown_list(list->begin(), list->begin() + std::min(max_suggestions, list->size()));
      msg = format_message(tr("`{}`{} staat niet in het woordenboek; bedoel je {}? Is het woord juist, {}"),
                           {shown, where, quoted_list(shown_list), advice});
    } else {
      msg = format_message(
          tr("`{}`{} staat niet in het woordenboek; corrigeer de spelling, of {} als het woord juist is"),
          {shown, where, advice});
    }
    Diagnostic d = make_diagnostic(kUnknown, item.path, span, std::move(msg));
    if (!p.piece->missing_apostrophe) d.word = shown;  // that one's remedy is the apostrophe
    out.push_back(std::move(d));
  }
}

}  // namespace

struct SpellingCheck::State {
  std::vector<std::vector<Diagnostic>> questions;
  std::vector<std::vector<Diagnostic>> topics;
  // With LintContext::incremental: the findings kept per item (Kept::Tracked), by index.
  std::vector<const std::vector<Diagnostic>*> question_refs;
  std::vector<const std::vector<Diagnostic>*> topic_refs;
  SpellingStats stats;
};

struct SpellingCheck::Kept {
  std::string key;    // dictionary_key() of the dictionaries and vocabulary it was loaded with
  std::string stamp;  // and their dictionary_stamp()
  // With LintContext::incremental and a cache: the cache's accepted words and verdicts as read
  // and added to, for the next prepare().
  std::optional<AcceptedWords> accepted;
  std::unique_ptr<Speller> speller;
  // What it said before: verdicts by word and context (word, 0x01, context bits), suggestion
  // lists by misspelt word. Both depend on the dictionaries and vocabulary only.
  std::unordered_map<std::string, SpellVerdict> verdicts;
  std::unordered_map<std::string, std::vector<std::string>> suggestions;

  // With LintContext::incremental: what pass 1 found per item, while its source stays the same,
  // and how the bank uses each word, so that prepare() after an edit reads only the changed
  // texts and checks again only the items whose words' standing changed.
  struct Tracked {
    std::shared_ptr<const SourceFile> source;
    bool question = false;
    std::vector<std::uint32_t> words;  // distinct words (index << 4) with every bit each was seen with (1, 2, 4, 8)
    std::vector<Diagnostic> found;
    bool slip_candidates = false;  // an English word that may be a slip of a Dutch one
    std::uint64_t run = 0;
  };
  struct Incremental {
    WordMap words;                                        // every word seen; the indices stay
    std::vector<std::array<std::uint32_t, 4>> bit_items;  // per word and bit (1, 2, 4, 8): the items that saw it so
    std::vector<std::uint32_t> in_questions;
    std::vector<std::uint32_t> holders;            // the items that have it
    std::vector<std::uint8_t> positions;           // the bits some item saw the word with
    std::vector<std::uint8_t> in_questions_class;  // in_questions as the findings see it: 0, 1, 2 or more
    std::vector<SpellVerdict> verdicts;
    std::vector<std::uint8_t> judged;                           // the context each verdict is for; 0xFF: none yet
    std::vector<char> qualified;                                // counted in bank_words
    std::unordered_map<std::string, std::uint32_t> bank_words;  // lower case -> correct words used in a question
    std::unordered_map<std::string, Tracked> items;             // by path
    std::uint64_t runs = 0;
  };
  Incremental incremental;
};

SpellingCheck::SpellingCheck() : state_(std::make_unique<State>()) {}
SpellingCheck::~SpellingCheck() = default;

const SpellingStats& SpellingCheck::stats() const { return state_->stats; }

// One prepare(): the dictionaries and the words accepted before, the dictionary loading on its
// own thread while the text is read, and the steps of a run over the whole bank (whole()) or, in
// the language server, over what changed since the last prepare() (incremental()). Each step is
// one member function; the loading is waited for when the run ends, however it ends.
class SpellingCheck::Run {
 public:
  Run(SpellingCheck& check, const LintContext& ctx);
  ~Run() {
    if (loading_.valid()) loading_.wait();  // the loader uses this run's members
  }
  Run(const Run&) = delete;
  Run& operator=(const Run&) = delete;

  void whole();
  void incremental();

 private:
  struct Suggested {
    std::vector<std::string> misspelt;
    SuggestionRun run;
  };
  // The bank's distinct words (pass 1 of whole()).
  struct Words {
    WordMap map;
    // Per item its word occurrences as (word index << 2 | context bits); freed by locate().
    std::vector<std::vector<std::uint32_t>> occurrences;
    std::vector<std::string> distinct;
    std::vector<std::uint8_t> contexts;   // what the speller needs
    std::vector<std::uint8_t> positions;  // kSeenCapitalisedInSentence, kSeenDefined
    std::vector<std::uint32_t> in_questions;
  };
  using Incremental = Kept::Incremental;
  using Tracked = Kept::Tracked;

  // The key of a verdict: it depends on the word and the context it was judged in.
  static std::string memo_key(const std::string& word, std::uint8_t context) {
    return word + '\x01' + static_cast<char>(context);
  }

  // The dictionary: loading starts at most once; the steps that need it wait for it.
  void start_loading();
  void need_speller();
  void loaded();
  // What a verdict adds to the words accepted before (with the cache on).
  void remember(const std::string& word, std::uint8_t context, const SpellVerdict& verdict);
  SuggestionRun suggestions_for(const std::vector<std::string>& misspelt);
  SuggestionsOf lookup_in(const std::vector<std::string>& misspelt, const SuggestionRun& run) const;
  Suggested slips_and_suggestions(const std::vector<std::vector<Pending>*>& lists,
                                  const std::unordered_map<std::string, std::uint32_t>& bank_words,
                                  Clock::time_point& t);
  Item item_at(std::size_t i) const;

  // whole(), in order.
  Words collect(const std::vector<Item>& items);
  std::vector<SpellVerdict> judge(const Words& words, std::vector<std::size_t>& todo);
  std::vector<std::vector<Pending>> locate(const std::vector<Item>& items, Words& words,
                                           const std::vector<SpellVerdict>& verdicts);
  void report(const std::vector<Item>& items, const std::vector<std::vector<Pending>>& pending,
              const SuggestionsOf& suggestions_of);
  void keep(const Words& words, const std::vector<SpellVerdict>& verdicts, const std::vector<std::size_t>& todo,
            const Suggested& found);

  // incremental(), in order.
  void track(Incremental& inc, std::vector<Tracked*>& tracked, std::vector<std::size_t>& fresh,
             std::vector<std::uint32_t>& touched);
  static void subtract(Incremental& inc, Tracked& item, std::vector<std::uint32_t>& touched);
  void count_words(Incremental& inc, const std::vector<Tracked*>& tracked, const std::vector<std::size_t>& fresh,
                   std::vector<std::uint32_t>& touched);
  std::vector<char> judge_touched(Incremental& inc, const std::vector<std::uint32_t>& touched, Clock::time_point t);
  static bool update_bank_words(Incremental& inc, const std::vector<std::uint32_t>& touched);
  void recheck(Incremental& inc, const std::vector<Tracked*>& tracked, const std::vector<std::size_t>& fresh,
               const std::vector<char>& dirty_word, bool slips_changed);
  void hand_out(const std::vector<Tracked*>& tracked);

  SpellingCheck& check_;
  const LintContext& ctx_;
  const Bank& bank_;
  const unsigned jobs_;
  SpellingStats& stats_;
  Setup setup_;
  const TextAnalyzer* analyzer_ = nullptr;
  DictionaryFiles files_;
  std::optional<DictionaryFiles> english_;
  Vocabulary vocabulary_;
  std::string stamp_;  // dictionary_stamp(), in a long-running process
  std::string key_;    // dictionary_key()
  // Words the dictionary accepted in earlier runs (with the cache on): when the bank's words are
  // all among them, the dictionary is not loaded at all.
  AcceptedWords accepted_;
  // What an earlier prepare() of this check kept (same dictionaries and vocabulary), if anything.
  std::unique_ptr<Kept> kept_;
  std::unique_ptr<Speller> speller_;
  std::future<void> loading_;  // the dictionary loading alongside the reading; get() rethrows its error
};

SpellingCheck::Run::Run(SpellingCheck& check, const LintContext& ctx)
    : check_(check),
      ctx_(ctx),
      bank_(ctx.bank),
      jobs_(std::max(1u, ctx.jobs)),
      stats_(check.state_->stats),
      files_(find_dictionary(ctx.config)),
      english_(find_english_dictionary(ctx.config)),
      vocabulary_(Vocabulary::load(ctx.config.rules_dirs(), files_.name)) {
  const Settings& settings = ctx.config.settings;
  const auto max_chars = static_cast<std::size_t>(settings.integer("limits.max_text_chars"));
  const auto max_suggestions = static_cast<std::size_t>(settings.integer("spelling.max_suggestions"));
  // Where the author adds a word: the bank's own list (rules/ beside qbank.toml unless
  // rules_dir says otherwise), shown relative to the bank; when the bank's rules folder is the
  // built-in one, that folder's list, shown as other paths are (from the working directory).
  const std::filesystem::path list = std::filesystem::path(vocabulary_.words_file).filename();
  const std::filesystem::path own_rules =
      ctx.config.rules_dir.empty() ? ctx.config.root / "rules" : ctx.config.rules_dir;
  const std::string words_file =
      ctx.config.rules_dir_is_builtin && !ctx.config.builtin_rules_dir.empty()
          ? display_path(ctx.config.builtin_rules_dir / "spelling" / list)
          : (own_rules / "spelling" / list).lexically_relative(ctx.config.root).generic_string();
  setup_ = Setup{ctx.enabled(kUnknown),
                 ctx.enabled(kRejected),
                 ctx.enabled(kEnglish),
                 ctx.enabled(kAcronym),
                 ctx.enabled(kName),
                 max_chars,
                 max_suggestions,
                 ctx.suggestions && max_suggestions > 0,
                 words_file};

  // In a long-running process the key of the last prepare() holds while no dictionary file changed.
  std::unique_ptr<Kept>& before = check.kept_;
  stamp_ = short_lived_process() ? std::string() : dictionary_stamp(files_, vocabulary_, english_);
  // The key (every dictionary byte hashed) finds the words accepted before in the cache and what
  // an earlier prepare() kept; a run without either (`--no-cache` on the command line) needs none.
  if (ctx.cache || !short_lived_process()) {
    key_ = before && !stamp_.empty() && before->stamp == stamp_
               ? before->key
               : remembered_dictionary_key(ctx.cache, files_, vocabulary_, english_);
  }
  // The server reads the file once and keeps it (with what it adds) for the next prepare().
  if (ctx.incremental && before && before->key == key_ && before->accepted) {
    accepted_ = std::move(*before->accepted);
  } else if (ctx.cache) {
    accepted_ = AcceptedWords::read(ctx.cache, key_);
  }
  // Otherwise load the dictionary while the text is read (or take the one an earlier prepare()
  // of this check loaded, when it has the same dictionaries and vocabulary).
  if (before && before->key == key_) {
    kept_ = std::move(before);
    speller_ = std::move(kept_->speller);
  }
  before.reset();
  if (!accepted_.found()) start_loading();

  // A glued option letter is stripped only where answer/letter-prefix reports it (one predicate).
  try {
    analyzer_ = &ctx.analyzer();
  } catch (...) {
    analyzer_ = nullptr;
  }
}

void SpellingCheck::Run::start_loading() {
  stats_.dictionary_loaded = true;
  if (speller_) return;
  loading_ = std::async(std::launch::async, [this] {
    const auto t = Clock::now();
    struct Timed {
      SpellingStats& stats;
      Clock::time_point t;
      ~Timed() { stats.load_ms = ms_since(t); }
    } timed{stats_, t};
    speller_ = std::make_unique<Speller>(std::move(files_), std::move(vocabulary_), std::move(english_));
    // The suggestions' cache key is the accepted words' key: the dictionary is not hashed twice.
    if (!key_.empty()) speller_->set_cache_key(key_);
  });
}

void SpellingCheck::Run::loaded() {
  if (loading_.valid()) loading_.get();  // a dictionary that failed to load throws here
}

void SpellingCheck::Run::need_speller() {
  if (!speller_ && !stats_.dictionary_loaded) start_loading();
  loaded();
}

void SpellingCheck::Run::remember(const std::string& word, std::uint8_t context, const SpellVerdict& verdict) {
  if (!ctx_.cache) return;
  if (verdict.ok && verdict.bad.empty()) {
    accepted_.add(word);
  } else {
    accepted_.add_verdict(word, context, verdict);
  }
}

// Suggestions, once per distinct unknown piece (sorted); the lists an earlier prepare() of this
// check computed are taken as they are.
SuggestionRun SpellingCheck::Run::suggestions_for(const std::vector<std::string>& misspelt) {
  SuggestionRun run;
  if (!setup_.suggesting || misspelt.empty()) return run;
  std::vector<std::string> missing;
  for (const auto& w : misspelt) {
    if (!kept_ || !kept_->suggestions.count(w)) missing.push_back(w);
  }
  SuggestionRun computed;
  if (!missing.empty()) computed = speller_->suggest(missing, jobs_, ctx_.cache, setup_.max_suggestions);
  run.computed = computed.computed;
  run.cached = computed.cached + (misspelt.size() - missing.size());
  run.lists.reserve(misspelt.size());
  std::size_t next = 0;
  for (const auto& w : misspelt) {
    if (next < missing.size() && missing[next] == w) {
      run.lists.push_back(next < computed.lists.size() ? computed.lists[next] : std::vector<std::string>{});
      ++next;
    } else {
      run.lists.push_back(kept_->suggestions.at(w));
    }
  }
  stats_.suggestions_computed = run.computed;
  stats_.suggestions_cached = run.cached;
  return run;
}

SuggestionsOf SpellingCheck::Run::lookup_in(const std::vector<std::string>& misspelt, const SuggestionRun& run) const {
  return
      [&misspelt, &run, suggesting = setup_.suggesting](const std::string& piece) -> const std::vector<std::string>* {
        if (!suggesting) return nullptr;
        auto it = std::lower_bound(misspelt.begin(), misspelt.end(), piece);
        if (it == misspelt.end() || *it != piece || run.lists.empty()) return nullptr;
        return &run.lists[static_cast<std::size_t>(it - misspelt.begin())];
      };
}

// The slip decision over `lists` against `bank_words`, then the distinct misspelt pieces and
// their suggestions (the dictionary loaded first where either needs it).
SpellingCheck::Run::Suggested SpellingCheck::Run::slips_and_suggestions(
    const std::vector<std::vector<Pending>*>& lists, const std::unordered_map<std::string, std::uint32_t>& bank_words,
    Clock::time_point& t) {
  bool sentence_start = false;
  for (const auto* list : lists) {
    for (const auto& p : *list) sentence_start = sentence_start || p.sentence_start_name;
  }
  if (sentence_start) need_speller();
  // The speller only when need_speller() joined its loader (it may still be loading otherwise).
  resolve_slips(lists, bank_words, sentence_start ? speller_.get() : nullptr, setup_);
  stats_.locate_ms = ms_since(t);
  t = Clock::now();
  Suggested out;
  out.misspelt = misspelt_pieces(lists);
  stats_.misspelt = out.misspelt.size();
  if (setup_.suggesting && !out.misspelt.empty()) need_speller();
  out.run = suggestions_for(out.misspelt);
  stats_.suggest_ms = ms_since(t);
  return out;
}

// Item i: the questions first, then the topics, as the per-item results are indexed.
Item SpellingCheck::Run::item_at(std::size_t i) const {
  return i < bank_.questions.size() ? question_item(bank_.questions[i], analyzer_, setup_.max_chars)
                                    : topic_item(bank_.topics[i - bank_.questions.size()], setup_.max_chars);
}

// --- A run over the whole bank ----------------------------------------------------------------

void SpellingCheck::Run::whole() {
  std::vector<Item> items;
  items.reserve(bank_.questions.size() + bank_.topics.size());
  for (std::size_t i = 0; i < bank_.questions.size() + bank_.topics.size(); ++i) items.push_back(item_at(i));

  Words words = collect(items);
  std::vector<std::size_t> todo;
  const std::vector<SpellVerdict> verdicts = judge(words, todo);
  auto t = Clock::now();
  std::vector<std::vector<Pending>> pending = locate(items, words, verdicts);

  std::vector<std::vector<Pending>*> lists;
  for (auto& list : pending) lists.push_back(&list);
  Suggested found;
  {
    std::unordered_map<std::string, std::uint32_t> bank_words;  // the bank's correct words, lower case: questions
    for (std::size_t k = 0; k < words.distinct.size(); ++k) {
      if (!verdicts[k].ok) continue;
      auto& n = bank_words[utf8::lower(words.distinct[k])];
      n = std::max(n, words.in_questions[k]);
    }
    // A capitalised unknown word at the start of a sentence asks the dictionary for its
    // neighbours: slips_and_suggestions loads it when the verdicts came from the cache.
    found = slips_and_suggestions(lists, bank_words, t);
  }
  report(items, pending, lookup_in(found.misspelt, found.run));
  keep(words, verdicts, todo, found);
}

// Pass 1: the distinct words, how they were seen (before a dot, before a hyphen), and per item
// its word occurrences. Each thread numbers the words of its share of the items; the numbers are
// then made global.
SpellingCheck::Run::Words SpellingCheck::Run::collect(const std::vector<Item>& items) {
  const auto t = Clock::now();
  Words out;
  const std::size_t chunks = std::max<std::size_t>(1, std::min<std::size_t>(jobs_, items.size()));
  auto chunk_begin = [&](std::size_t c) { return c * items.size() / chunks; };
  std::vector<WordMap> maps(chunks);
  out.occurrences.resize(items.size());
  std::vector<std::size_t> counts(chunks, 0), texts(chunks, 0);
  parallel_for(chunks, jobs_, [&](std::size_t c) {
    std::vector<SpellToken> tokens;
    WordMap& map = maps[c];
    for (std::size_t i = chunk_begin(c); i < chunk_begin(c + 1); ++i) {
      auto& occ = out.occurrences[i];
      texts[c] += items[i].fields.size();
      for_each_word(items[i], tokens, [&](const SpellToken& tok, std::uint8_t bits, std::uint8_t where) {
        ++counts[c];
        const auto next = static_cast<std::uint32_t>(map.size());
        WordInfo* info = map.try_emplace(tok.word, WordInfo{next, 0}).first;
        info->context |= bits | where;
        occ.push_back(info->index << 2 | bits);
      });
    }
  });
  out.map = std::move(maps[0]);
  WordMap& words = out.map;
  for (std::size_t c = 1; c < chunks; ++c) {
    std::vector<std::uint32_t> remap(maps[c].size());
    for (const auto& [w, info] : maps[c].entries()) {
      const auto next = static_cast<std::uint32_t>(words.size());
      WordInfo* global = words.try_emplace(w, WordInfo{next, 0}).first;
      global->context |= info.context;
      remap[info.index] = global->index;
    }
    maps[c] = WordMap();
    for (std::size_t i = chunk_begin(c); i < chunk_begin(c + 1); ++i) {
      for (auto& o : out.occurrences[i]) o = remap[o >> 2] << 2 | (o & 3u);
    }
  }
  out.distinct.resize(words.size());
  out.contexts.resize(words.size());
  out.positions.resize(words.size());
  for (const auto& [w, info] : words.entries()) {
    out.distinct[info.index] = w;
    out.contexts[info.index] = info.context & (kSeenBeforeDot | kSeenBeforeHyphen);
    out.positions[info.index] = info.context;
  }
  // In how many questions each word occurs: what the bank uses consistently is its vocabulary.
  out.in_questions.assign(words.size(), 0);
  std::vector<std::uint32_t> seen;
  for (std::size_t i = 0; i < bank_.questions.size(); ++i) {
    seen.clear();
    for (const std::uint32_t o : out.occurrences[i]) seen.push_back(o >> 2);
    std::sort(seen.begin(), seen.end());
    seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
    for (const std::uint32_t w : seen) ++out.in_questions[w];
  }
  for (std::size_t c = 0; c < chunks; ++c) {
    stats_.tokens += counts[c];
    stats_.texts += texts[c];
  }
  stats_.distinct = out.distinct.size();
  stats_.collect_ms = ms_since(t);
  return out;
}

// Verdicts: the words accepted before are right, and so are the verdicts an earlier prepare() of
// this check or an earlier run (the cache) gave with the same dictionary; Hunspell judges the
// others (their indices in `todo`).
std::vector<SpellVerdict> SpellingCheck::Run::judge(const Words& words, std::vector<std::size_t>& todo) {
  const std::vector<std::string>& distinct = words.distinct;
  const std::vector<std::uint8_t>& contexts = words.contexts;
  std::vector<SpellVerdict> verdicts;
  std::vector<std::size_t> remembered;
  std::vector<std::pair<std::size_t, const SpellVerdict*>> cached;
  for (std::size_t i = 0; i < distinct.size(); ++i) {
    if (accepted_.contains(distinct[i])) continue;
    if (kept_ && kept_->verdicts.count(memo_key(distinct[i], contexts[i]))) {
      remembered.push_back(i);
    } else if (const SpellVerdict* v = accepted_.verdict(distinct[i], contexts[i])) {
      cached.emplace_back(i, v);
    } else {
      todo.push_back(i);
    }
  }
  if (!todo.empty() && !stats_.dictionary_loaded) start_loading();
  loaded();  // also with no words: the dictionary is broken
  if (!todo.empty() || !remembered.empty() || !cached.empty()) {
    verdicts.resize(distinct.size());
    for (std::size_t i : remembered) verdicts[i] = kept_->verdicts.at(memo_key(distinct[i], contexts[i]));
    for (const auto& [i, v] : cached) verdicts[i] = *v;
  }
  if (todo.empty()) {
    if (verdicts.empty()) verdicts.resize(distinct.size());  // every word accepted before
    return verdicts;
  }
  const auto t = Clock::now();
  if (todo.size() == distinct.size()) {
    verdicts = speller_->check(distinct, contexts, jobs_);
  } else {
    std::vector<std::string> words_todo;
    std::vector<std::uint8_t> contexts_todo;
    for (std::size_t i : todo) {
      words_todo.push_back(distinct[i]);
      contexts_todo.push_back(contexts[i]);
    }
    std::vector<SpellVerdict> judged = speller_->check(words_todo, contexts_todo, jobs_);
    for (std::size_t k = 0; k < todo.size(); ++k) verdicts[todo[k]] = std::move(judged[k]);
  }
  stats_.judge_ms = ms_since(t);
  stats_.judged = todo.size();
  if (ctx_.cache) {
    for (std::size_t i : todo) remember(distinct[i], contexts[i], verdicts[i]);
    accepted_.write(ctx_.cache);
  }
  return verdicts;
}

// Pass 2: only the items with a word that is wrong where it stands are read again, to find the
// positions, minus the words a question accepts for itself.
std::vector<std::vector<Pending>> SpellingCheck::Run::locate(const std::vector<Item>& items, Words& words,
                                                             const std::vector<SpellVerdict>& verdicts) {
  std::vector<std::vector<Pending>> pending(items.size());
  const BankWords words_now{words.map, verdicts, words.positions, words.in_questions};
  parallel_for(items.size(), jobs_, [&](std::size_t i) {
    bool wrong = false;
    for (const std::uint32_t o : words.occurrences[i]) {
      if (!verdicts[o >> 2].accepted(o & kSeenBeforeDot, o & kSeenBeforeHyphen)) {
        wrong = true;
        break;
      }
    }
    std::vector<std::uint32_t>().swap(words.occurrences[i]);
    if (wrong) locate_item(items[i], words_now, setup_, pending[i]);
  });
  return pending;
}

// The findings, per question and per topic.
void SpellingCheck::Run::report(const std::vector<Item>& items, const std::vector<std::vector<Pending>>& pending,
                                const SuggestionsOf& suggestions_of) {
  State& state = *check_.state_;
  state.questions.resize(bank_.questions.size());
  state.topics.resize(bank_.topics.size());
  for (std::size_t i = 0; i < items.size(); ++i) {
    auto& out = i < bank_.questions.size() ? state.questions[i] : state.topics[i - bank_.questions.size()];
    report_item(items[i], pending[i], setup_, suggestions_of, out);
  }
}

// Freeing the dictionaries is millions of small frees, and the next large allocation of another
// check pays again to consolidate them: leave them to the exit when the process ends after this
// run; a long-running one keeps them, with the verdicts and suggestions, for the next prepare().
void SpellingCheck::Run::keep(const Words& words, const std::vector<SpellVerdict>& verdicts,
                              const std::vector<std::size_t>& todo, const Suggested& found) {
  if (!speller_ || short_lived_process()) {
    dispose(std::move(speller_));
    return;
  }
  std::unique_ptr<Kept> kept = kept_ ? std::move(kept_) : std::make_unique<Kept>();
  kept->key = key_;
  kept->stamp = stamp_;
  kept->speller = std::move(speller_);
  for (std::size_t i : todo) kept->verdicts.emplace(memo_key(words.distinct[i], words.contexts[i]), verdicts[i]);
  if (setup_.suggesting) {
    for (std::size_t k = 0; k < found.misspelt.size() && k < found.run.lists.size(); ++k)
      kept->suggestions.emplace(found.misspelt[k], found.run.lists[k]);
  }
  check_.kept_ = std::move(kept);
}

// --- The language server: a run over what changed ---------------------------------------------

void SpellingCheck::Run::incremental() {
  if (!kept_) kept_ = std::make_unique<Kept>();
  Incremental& inc = kept_->incremental;
  const auto t = Clock::now();
  const std::size_t item_count = bank_.questions.size() + bank_.topics.size();
  std::vector<Tracked*> tracked(item_count, nullptr);
  std::vector<std::size_t> fresh;
  std::vector<std::uint32_t> touched;  // words whose counts changed
  track(inc, tracked, fresh, touched);
  count_words(inc, tracked, fresh, touched);
  std::sort(touched.begin(), touched.end());
  touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
  stats_.distinct = touched.size();
  const std::vector<char> dirty_word = judge_touched(inc, touched, t);
  const bool slips_changed = update_bank_words(inc, touched);
  recheck(inc, tracked, fresh, dirty_word, slips_changed);
  hand_out(tracked);
  loaded();
  kept_->key = key_;
  kept_->stamp = stamp_;
  kept_->speller = std::move(speller_);
  if (ctx_.cache) kept_->accepted = std::move(accepted_);
  check_.kept_ = std::move(kept_);
}

// Which items changed (a new source is a new text), and the items that are gone: their words
// are subtracted from the bank's counts.
void SpellingCheck::Run::track(Incremental& inc, std::vector<Tracked*>& tracked, std::vector<std::size_t>& fresh,
                               std::vector<std::uint32_t>& touched) {
  const std::uint64_t run = ++inc.runs;
  for (std::size_t i = 0; i < tracked.size(); ++i) {
    const bool question = i < bank_.questions.size();
    const std::shared_ptr<const SourceFile>& source =
        question ? bank_.questions[i].source : bank_.topics[i - bank_.questions.size()].source;
    if (!source) continue;  // a topic without topic.toml: no text
    Tracked& item = inc.items[source->path()];
    item.run = run;
    tracked[i] = &item;
    if (item.source == source) continue;
    if (item.source) subtract(inc, item, touched);
    item.source = source;
    item.question = question;
    fresh.push_back(i);
  }
  for (auto it = inc.items.begin(); it != inc.items.end();) {
    if (it->second.run == run) {
      ++it;
      continue;
    }
    subtract(inc, it->second, touched);
    it = inc.items.erase(it);
  }
}

void SpellingCheck::Run::subtract(Incremental& inc, Tracked& item, std::vector<std::uint32_t>& touched) {
  for (const std::uint32_t packed : item.words) {
    const std::uint32_t w = packed >> 4;
    const std::uint32_t bits = packed & 15u;
    for (int k = 0; k < 4; ++k) inc.bit_items[w][static_cast<std::size_t>(k)] -= (bits >> k) & 1u;
    if (item.question) --inc.in_questions[w];
    --inc.holders[w];
    touched.push_back(w);
  }
  item.words.clear();
}

// Pass 1 over the new texts: their distinct words with every bit each was seen with, in blocks,
// so that a first run over the whole bank never holds every text's words as strings.
void SpellingCheck::Run::count_words(Incremental& inc, const std::vector<Tracked*>& tracked,
                                     const std::vector<std::size_t>& fresh, std::vector<std::uint32_t>& touched) {
  constexpr std::size_t kBlock = 1024;
  for (std::size_t from = 0; from < fresh.size(); from += kBlock) {
    const std::size_t n = std::min(kBlock, fresh.size() - from);
    std::vector<std::vector<std::pair<std::string, std::uint8_t>>> seen(n);
    std::vector<std::size_t> token_counts(n, 0), text_counts(n, 0);
    parallel_for(n, jobs_, [&](std::size_t f) {
      const Item item = item_at(fresh[from + f]);
      std::vector<SpellToken> tokens;
      std::unordered_map<std::string, std::uint8_t> bits_of;
      std::vector<std::string> order;
      text_counts[f] = item.fields.size();
      for_each_word(item, tokens, [&](const SpellToken& tok, std::uint8_t bits, std::uint8_t where) {
        ++token_counts[f];
        auto [it, added] = bits_of.try_emplace(tok.word, 0);
        if (added) order.push_back(tok.word);
        it->second |= bits | where;
      });
      for (auto& w : order) {
        const std::uint8_t bits = bits_of[w];
        seen[f].emplace_back(std::move(w), bits);
      }
    });
    for (std::size_t f = 0; f < n; ++f) {
      Tracked& item = *tracked[fresh[from + f]];
      stats_.tokens += token_counts[f];
      stats_.texts += text_counts[f];
      item.words.reserve(seen[f].size());
      for (const auto& [word, bits] : seen[f]) {
        const std::uint32_t w = inc.words.index_of(word, WordInfo{static_cast<std::uint32_t>(inc.words.size()), 0});
        if (w == inc.bit_items.size()) {
          inc.bit_items.push_back({0, 0, 0, 0});
          inc.in_questions.push_back(0);
          inc.holders.push_back(0);
          inc.positions.push_back(0);
          inc.in_questions_class.push_back(0);
          inc.verdicts.emplace_back();
          inc.judged.push_back(0xFF);
          inc.qualified.push_back(0);
        }
        for (int k = 0; k < 4; ++k) inc.bit_items[w][static_cast<std::size_t>(k)] += (bits >> k) & 1u;
        if (item.question) ++inc.in_questions[w];
        ++inc.holders[w];
        item.words.push_back(w << 4 | bits);
        touched.push_back(w);
      }
    }
  }
}

// What the bank says about each touched word now, and its verdict where its context changed
// (Hunspell only for words no earlier prepare() or run judged). A word whose standing changed
// is marked: each item that holds it is checked again.
std::vector<char> SpellingCheck::Run::judge_touched(Incremental& inc, const std::vector<std::uint32_t>& touched,
                                                    Clock::time_point t) {
  std::vector<char> dirty_word(inc.words.size(), 0);
  std::vector<std::uint32_t> todo;
  for (const std::uint32_t w : touched) {
    std::uint8_t positions = 0;
    for (int k = 0; k < 4; ++k) {
      if (inc.bit_items[w][static_cast<std::size_t>(k)] > 0) positions |= static_cast<std::uint8_t>(1u << k);
    }
    const std::uint8_t in_class = static_cast<std::uint8_t>(std::min<std::uint32_t>(inc.in_questions[w], 2));
    if (positions != inc.positions[w] || in_class != inc.in_questions_class[w]) dirty_word[w] = 1;
    inc.positions[w] = positions;
    inc.in_questions_class[w] = in_class;
    if (inc.holders[w] == 0) continue;  // no text has it now: no verdict needed
    const std::uint8_t context = positions & (kSeenBeforeDot | kSeenBeforeHyphen);
    if (inc.judged[w] == context) continue;
    const std::string& word = inc.words.entries()[w].first;
    dirty_word[w] = 1;
    inc.judged[w] = context;
    if (accepted_.contains(word)) {
      inc.verdicts[w] = SpellVerdict();
    } else if (auto it = kept_->verdicts.find(memo_key(word, context)); it != kept_->verdicts.end()) {
      inc.verdicts[w] = it->second;
    } else if (const SpellVerdict* v = accepted_.verdict(word, context)) {
      inc.verdicts[w] = *v;
    } else {
      todo.push_back(w);
    }
  }
  stats_.collect_ms = ms_since(t);
  if (todo.empty()) return dirty_word;
  t = Clock::now();
  need_speller();
  std::vector<std::string> words_todo;
  std::vector<std::uint8_t> contexts_todo;
  for (const std::uint32_t w : todo) {
    words_todo.push_back(inc.words.entries()[w].first);
    contexts_todo.push_back(inc.judged[w]);
  }
  std::vector<SpellVerdict> judged = speller_->check(words_todo, contexts_todo, jobs_);
  for (std::size_t k = 0; k < todo.size(); ++k) {
    kept_->verdicts.emplace(memo_key(words_todo[k], contexts_todo[k]), judged[k]);
    remember(words_todo[k], contexts_todo[k], judged[k]);
    inc.verdicts[todo[k]] = std::move(judged[k]);
  }
  if (ctx_.cache) accepted_.write(ctx_.cache);
  stats_.judge_ms = ms_since(t);
  stats_.judged = todo.size();
  return dirty_word;
}

// The bank's correct words in lower case (what a slip is measured against); whether they changed.
bool SpellingCheck::Run::update_bank_words(Incremental& inc, const std::vector<std::uint32_t>& touched) {
  bool changed = false;
  for (const std::uint32_t w : touched) {
    const char now = inc.verdicts[w].ok && inc.in_questions[w] >= kSlipMinQuestions ? 1 : 0;
    if (now == inc.qualified[w]) continue;
    inc.qualified[w] = now;
    const std::string lower = utf8::lower(inc.words.entries()[w].first);
    if (now) {
      if (++inc.bank_words[lower] == 1) changed = true;
    } else if (--inc.bank_words[lower] == 0) {
      inc.bank_words.erase(lower);
      changed = true;
    }
  }
  return changed;
}

// The items to check again: the new texts, those with a word whose standing changed, and, when
// the bank's Dutch words changed, those with an English word that may be a slip.
void SpellingCheck::Run::recheck(Incremental& inc, const std::vector<Tracked*>& tracked,
                                 const std::vector<std::size_t>& fresh, const std::vector<char>& dirty_word,
                                 bool slips_changed) {
  auto t = Clock::now();
  std::vector<char> is_fresh(tracked.size(), 0);
  for (std::size_t i : fresh) is_fresh[i] = 1;
  std::vector<std::size_t> dirty;
  for (std::size_t i = 0; i < tracked.size(); ++i) {
    const Tracked* item = tracked[i];
    if (!item) continue;
    bool again = is_fresh[i] || (slips_changed && item->slip_candidates);
    for (std::size_t k = 0; !again && k < item->words.size(); ++k) again = dirty_word[item->words[k] >> 4] != 0;
    if (again) dirty.push_back(i);
  }
  const BankWords words_now{inc.words, inc.verdicts, inc.positions, inc.in_questions};
  std::vector<Item> dirty_items(dirty.size());
  std::vector<std::vector<Pending>> pending(dirty.size());
  parallel_for(dirty.size(), jobs_, [&](std::size_t d) {
    dirty_items[d] = item_at(dirty[d]);
    locate_item(dirty_items[d], words_now, setup_, pending[d]);
    tracked[dirty[d]]->slip_candidates = std::any_of(pending[d].begin(), pending[d].end(), slip_candidate);
  });
  std::vector<std::vector<Pending>*> lists;
  for (auto& list : pending) lists.push_back(&list);
  const Suggested found = slips_and_suggestions(lists, inc.bank_words, t);
  const SuggestionsOf suggestions_of = lookup_in(found.misspelt, found.run);
  for (std::size_t d = 0; d < dirty.size(); ++d) {
    Tracked& item = *tracked[dirty[d]];
    item.found.clear();
    report_item(dirty_items[d], pending[d], setup_, suggestions_of, item.found);
  }
  if (setup_.suggesting) {
    for (std::size_t k = 0; k < found.misspelt.size() && k < found.run.lists.size(); ++k)
      kept_->suggestions.emplace(found.misspelt[k], found.run.lists[k]);
  }
}

// Each item's findings as kept, by index, for check_question and check_topic.
void SpellingCheck::Run::hand_out(const std::vector<Tracked*>& tracked) {
  State& state = *check_.state_;
  state.question_refs.assign(bank_.questions.size(), nullptr);
  state.topic_refs.assign(bank_.topics.size(), nullptr);
  for (std::size_t i = 0; i < tracked.size(); ++i) {
    if (!tracked[i]) continue;
    if (i < bank_.questions.size()) {
      state.question_refs[i] = &tracked[i]->found;
    } else {
      state.topic_refs[i - bank_.questions.size()] = &tracked[i]->found;
    }
  }
}

void SpellingCheck::prepare(const LintContext& ctx) {
  state_ = std::make_unique<State>();
  if (!ctx.enabled(kUnknown) && !ctx.enabled(kRejected) && !ctx.enabled(kEnglish) && !ctx.enabled(kAcronym) &&
      !ctx.enabled(kName))
    return;
  Run run(*this, ctx);
  if (ctx.incremental) {
    run.incremental();
  } else {
    run.whole();
  }
}

void SpellingCheck::check_question(const Question& question, const LintContext& ctx,
                                   std::vector<Diagnostic>& out) const {
  if (!state_->question_refs.empty()) {
    const auto i = static_cast<std::size_t>(&question - ctx.bank.questions.data());
    if (i < state_->question_refs.size() && state_->question_refs[i])
      out.insert(out.end(), state_->question_refs[i]->begin(), state_->question_refs[i]->end());
    return;
  }
  const auto& all = state_->questions;
  if (all.empty() || ctx.bank.questions.empty()) return;
  const auto i = static_cast<std::size_t>(&question - ctx.bank.questions.data());
  if (i >= all.size()) return;
  out.insert(out.end(), all[i].begin(), all[i].end());
}

void SpellingCheck::check_topic(const Topic& topic, const LintContext& ctx, std::vector<Diagnostic>& out) const {
  if (!state_->topic_refs.empty()) {
    const auto i = static_cast<std::size_t>(&topic - ctx.bank.topics.data());
    if (i < state_->topic_refs.size() && state_->topic_refs[i])
      out.insert(out.end(), state_->topic_refs[i]->begin(), state_->topic_refs[i]->end());
    return;
  }
  const auto& all = state_->topics;
  if (all.empty() || ctx.bank.topics.empty()) return;
  const auto i = static_cast<std::size_t>(&topic - ctx.bank.topics.data());
  if (i >= all.size()) return;
  out.insert(out.end(), all[i].begin(), all[i].end());
}

OwnedRules SpellingCheck::rules() const {
  return owns({RuleId::spelling_unknown_word, RuleId::spelling_rejected_word, RuleId::spelling_english_word,
               RuleId::spelling_unknown_acronym, RuleId::spelling_unknown_name, RuleId::spelling_missing_dictionary,
               RuleId::spelling_invalid_vocabulary});
}

}  // namespace qbank
