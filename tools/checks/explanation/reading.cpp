#include "checks/explanation/reading.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>

#include "checks/answer/dutch_number.h"
#include "checks/answer/option_text.h"
#include "checks/explanation/letter_claims.h"
#include "checks/explanation/terms.h"
#include "core/model.h"
#include "core/text/analyzer.h"
#include "core/text/markup_mask.h"
#include "core/utf8.h"

namespace qbank {
namespace {

constexpr std::size_t kNoPosition = static_cast<std::size_t>(-1);
constexpr std::size_t kNegationReach = 3;  // content words after a negation that it governs

bool is_one_of(std::string_view w, std::initializer_list<std::string_view> words) {
  if (w.empty()) return std::find(words.begin(), words.end(), w) != words.end();
  // Length and first letter first: most words differ there, without a call to compare the rest.
  return std::any_of(words.begin(), words.end(),
                     [&](std::string_view x) { return x.size() == w.size() && x[0] == w[0] && x == w; });
}

// A fixed set of words for the lookups made for every token (string literals: the views stay valid).
// The lengths and first bytes of its words are kept as bit masks, so that most words are turned
// away without hashing them.
class WordSet {
 public:
  WordSet(std::initializer_list<std::string_view> words) : words_(words) {
    for (std::string_view w : words) {
      lengths_ |= w.size() < 64 ? std::uint64_t{1} << w.size() : std::uint64_t{1} << 63;
      if (!w.empty()) first_[static_cast<unsigned char>(w[0])] = true;
    }
  }
  bool has(std::string_view w) const {
    if (!(lengths_ & (w.size() < 64 ? std::uint64_t{1} << w.size() : std::uint64_t{1} << 63))) return false;
    if (!w.empty() && !first_[static_cast<unsigned char>(w[0])]) return false;
    return words_.count(w) > 0;
  }

 private:
  std::unordered_set<std::string_view> words_;
  std::uint64_t lengths_ = 0;  // bit n: a word of n bytes (63: 63 or more)
  std::array<bool, 256> first_{};
};

// Words that start a clause of their own.
bool clause_opener(std::string_view w) {
  static const WordSet kWords{"maar",      "terwijl", "want",     "omdat",     "doordat",  "zodat",
                              "waardoor",  "dus",     "daarom",   "hoewel",    "echter",   "daarentegen",
                              "aangezien", "tenzij",  "derhalve", "bijgevolg", "zodoende", "kortom"};
  return kWords.has(w);
}
bool contrast_opener(std::string_view w) {
  static const WordSet kWords{"maar", "terwijl", "echter", "daarentegen", "hoewel"};
  return kWords.has(w);
}
bool concluding_word(std::string_view w) {
  static const WordSet kWords{"dus", "daarom", "derhalve", "bijgevolg", "zodoende", "kortom", "conclusie"};
  return kWords.has(w);
}
// Words that call what precedes them wrong ("... klopt niet", "... is onjuist").
bool wrong_verdict(std::string_view w) {
  static const WordSet kWords{"onjuist",       "onjuiste",  "fout",       "foute",           "verkeerd",
                              "verkeerde",     "incorrect", "incorrecte", "onwaar",          "onware",
                              "misvatting",    "onzin",     "mythe",      "omgekeerde",      "tegenovergestelde",
                              "tegengestelde", "onrechte",  "vergissing", "denkfout",        "rekenfout",
                              "misverstand",   "vergeet",   "vergeten",   "verwart",         "verward",
                              "verwisselt",    "evenmin",   "averechts",  "contraproductief"};
  return kWords.has(w);
}
bool right_verdict(std::string_view w) {
  static const WordSet kWords{"juist", "juiste", "correct", "correcte", "goed",
                              "goede", "klopt",  "waar",    "ware",     "sleutel"};
  return kWords.has(w);
}
bool names_answer(std::string_view w) {
  static const WordSet kWords{"optie", "antwoord", "antwoordoptie", "alternatief",
                              "keuze", "bewering", "uitspraak",     "stelling"};
  return kWords.has(w);
}
// Words before a number that make it a result: "= 12", "dus 12", "is 12", "wordt 12".
bool result_word(std::string_view w) {
  static const WordSet kWords{"is",        "wordt",    "dus",      "ongeveer", "circa", "uitkomst", "totaal",
                              "bedraagt",  "geeft",    "oplevert", "levert",   "krijg", "krijgt",   "antwoord",
                              "resultaat", "daarom",   "gelijk",   "zijn",     "kost",  "kosten",   "hoogstens",
                              "minstens",  "maximaal", "minimaal", "precies",  "bijna"};
  return kWords.has(w);
}

bool stem_starts_with_reason(std::string_view folded_first) {
  return is_one_of(folded_first, {"waarom", "hoe", "hoezo", "waardoor", "wanneer", "hoeveel", "hoelang", "waarvoor"});
}

bool all_upper(std::string_view word) {
  bool letters = false;
  for (std::size_t i = 0; i < word.size();) {
    char32_t cp;
    i += utf8::decode(word, i, cp);
    if (utf8::is_letter(cp)) {
      if (!utf8::is_upper(cp)) return false;
      letters = true;
    }
  }
  return letters;
}

// A minus sign as authors type it: "O−" in an option and "O-" in the explanation read the same.
// The en dash (U+2013) only when it touches a character on one side ("O–", "–3"): between spaces
// it is the Dutch gedachtestreepje ("het atoom O – met zes elektronen –").
bool minus_sign(std::string_view text, std::size_t at, char32_t cp) {
  if (cp == U'\u2212' || cp == U'\u2010' || cp == U'\u2011') return true;
  if (cp != U'\u2013') return false;
  const bool space_before = at == 0 || text[at - 1] == ' ' || text[at - 1] == '\t' || text[at - 1] == '\n';
  const std::size_t after = at + 3;  // U+2013 is three bytes
  const bool space_after = after >= text.size() || text[after] == ' ' || text[after] == '\t' || text[after] == '\n';
  return !(space_before && space_after);
}

// The compact written form of an option: folded, without white space, minus signs as "-"
// ("O(n²)" -> "o(n²)", "O−" -> "o-").
std::string compact(std::string_view text) {
  const std::string folded = utf8::lower(text);
  std::string out;
  out.reserve(folded.size());
  for (std::size_t i = 0; i < folded.size();) {
    // ASCII, most of any option: no minus sign of minus_sign() and no space outside these.
    if (const auto b = static_cast<unsigned char>(folded[i]); b < 0x80) {
      if (b != ' ' && b != '\t' && b != '\n' && b != '\r' && b != '\f' && b != '\v') out += static_cast<char>(b);
      ++i;
      continue;
    }
    char32_t cp;
    const std::size_t n = utf8::decode(folded, i, cp);
    if (minus_sign(folded, i, cp)) {
      out += '-';
    } else if (!utf8::is_space(cp)) {
      out.append(folded, i, n);
    }
    i += n;
  }
  // Sentence punctuation at the end does not change what an option says.
  while (!out.empty() && (out.back() == '.' || out.back() == ',' || out.back() == ';' || out.back() == ':'))
    out.pop_back();
  return out;
}

// A content word as a term: its Snowball stem and its folded form. Two words are the same term when
// their stems agree (terms::same) and the words differ at most by an inflection (terms::same_word):
// Snowball stems "route" and "router" alike.
// `left`: the part before a hyphen it is joined to ("ip" for the "adressen" of "IP-adressen"), so
// that "MAC-adressen" is not "IP-adressen".
// Views: into the analyser's table of words (a token's stem and folded form, and so hyphen_left),
// into static text (direction()) or into an OwnTerm that outlives the lookup.
struct Word {
  std::string_view stem;
  std::string_view folded;
  std::string_view left;
  std::string_view direction_word;  // direction(): matches any word of the same direction in the explanation
};
bool same(const Word& a, const Word& b) {
  return terms::same(a.stem, b.stem) && terms::same_word(a.folded, b.folded) &&
         (a.left.empty() || b.left.empty() || a.left == b.left);
}

// The folded word joined to token i by a hyphen before it ("ip" in "IP-adressen"), or "".
std::string_view hyphen_left(std::string_view text, const std::vector<Token>& tokens, std::size_t i) {
  if (i == 0 || tokens[i - 1].end + 1 != tokens[i].begin || text[tokens[i - 1].end] != '-') return {};
  return tokens[i - 1].folded;
}

// The explanation, tokenised, with its sentence and clause structure.
struct Text {
  const TextAnalyzer* analyzer = nullptr;
  std::string visible;  // masked markup; same length as the explanation
  std::vector<Token> tokens;
  std::vector<std::uint16_t> clause;    // per token
  std::vector<std::uint16_t> sentence;  // per token
  std::vector<std::uint16_t> unit;      // per token: the sentence part up to a ';' or a contrast ("maar")
  std::vector<bool> negated;            // per token
  std::vector<std::string_view> left;   // per token: hyphen_left
  std::vector<bool> in_stem;            // per token: a word of the stem
  std::vector<std::string_view> direction_word;
  // The content tokens by stem, sorted, for lookups (see word_occurrences).
  std::vector<std::pair<std::string_view, std::uint32_t>>
      by_stem;                   // per token: direction(), with "neemt ... toe" as "+"
  std::vector<bool> concluding;  // per clause
  // Per sentence part (unit): a counterfactual ("met 777 zou iedereen mogen schrijven", "als de
  // zwaartekracht groter was, zou het boek zakken"): what it says of an option is no statement.
  std::vector<bool> hypothetical;
  // Per clause: the first token of what "Het (juiste) antwoord is ..." calls the answer, or
  // kNoPosition.
  std::vector<std::size_t> answer_from;
  std::vector<std::size_t> answer_to;     // and where it ends (the clause's end, or "het juiste antwoord")
  std::vector<std::size_t> clause_begin;  // first token of each clause
  std::size_t clauses = 0;
};

// Abbreviations whose full stop ends no sentence ("bijv. de router", "o.a. TCP").
bool abbreviation(std::string_view folded) {
  return folded.size() == 1 ||
         is_one_of(folded, {"bijv", "bv",  "enz", "etc", "ca", "resp", "vgl",  "evt", "incl", "excl",
                            "nr",   "blz", "zgn", "mr",  "dr", "ir",   "prof", "st",  "jl",   "aug"});
}

// Words for a direction of change, which explanations vary freely ("de prijs daalt" is explained
// as "de telers moeten hun prijs verlagen"): "+" up, "-" down, "=" unchanged; "" for other words.
std::string_view direction(std::string_view folded) {
  static const WordSet kUp{"stijgt",    "stijgen",    "steeg",      "stegen",      "gestegen",     "stijging",
                           "toename",   "toeneemt",   "toenemen",   "toegenomen",  "groter",       "grotere",
                           "hoger",     "hogere",     "verhoogt",   "verhogen",    "verhoogd",     "verhoging",
                           "omhoog",    "groeit",     "groeien",    "groei",       "gegroeid",     "vergroot",
                           "vergroten", "vergroting", "verdubbelt", "verdubbelen", "verdubbeling", "oplopen"};
  static const WordSet kDown{"daalt",      "dalen",      "daalde",      "daalden",    "gedaald",      "daling",
                             "afname",     "afneemt",    "afnemen",     "afgenomen",  "kleiner",      "kleinere",
                             "lager",      "lagere",     "verlaagt",    "verlagen",   "verlaagd",     "verlaging",
                             "omlaag",     "krimpt",     "krimpen",     "gekrompen",  "zakt",         "zakken",
                             "gezakt",     "vermindert", "verminderen", "verminderd", "vermindering", "verkleint",
                             "verkleinen", "halveert",   "halveren",    "minder"};
  static const WordSet kSame{"gelijk", "constant", "onveranderd", "ongewijzigd", "hetzelfde", "stabiel"};
  if (kUp.has(folded)) return "+";
  if (kDown.has(folded)) return "-";
  if (kSame.has(folded)) return "=";
  return "";
}

// A sentence ends at . ! ? followed by white space (".nl", "3.5" and "e.g" end none), at a blank
// line, and at a line break that follows a colon or starts a block of its own: a list item, a
// heading, a quote, a table row, a code fence. Any other single line break is a wrap inside the
// paragraph: authors wrap long TOML strings at a column. The gap is [from, to) of the masked text
// `visible`; `raw`, the text before masking (the same length), still shows the block markers.
bool gap_ends_sentence(std::string_view visible, std::string_view raw, std::size_t from, std::size_t to) {
  const std::string_view gap = visible.substr(from, to - from);
  if (const std::size_t nl = gap.find('\n'); nl != std::string_view::npos) {
    if (gap.find('\n', nl + 1) != std::string_view::npos) return true;
    if (gap.substr(0, nl).find(':') != std::string_view::npos) return true;
    std::size_t k = from + nl + 1;
    while (k < raw.size() && (raw[k] == ' ' || raw[k] == '\t')) ++k;
    const std::string_view line = raw.substr(k);
    if (!line.empty() && std::string_view("-*+#>|`").find(line.front()) != std::string_view::npos) return true;
    if (line.rfind("\u2022", 0) == 0) return true;  // a bullet
    // "1. ", "2) ": an ordered list item.
    std::size_t d = 0;
    while (d < line.size() && line[d] >= '0' && line[d] <= '9') ++d;
    if (d > 0 && d + 1 < line.size() && (line[d] == '.' || line[d] == ')') && line[d + 1] == ' ') return true;
  }
  for (std::size_t i = 0; i < gap.size(); ++i) {
    const char c = gap[i];
    if ((c == '.' || c == '!' || c == '?') && i + 1 < gap.size()) return true;
  }
  return false;
}
bool gap_breaks_clause(std::string_view gap) {
  // The empty brackets of a call ("len() geeft 2", "`main()` start") are part of the name.
  if (gap.starts_with("()") || gap.starts_with("[]")) gap.remove_prefix(2);
  return gap.find_first_of(",;:()[]") != std::string_view::npos || gap.find("–") != std::string_view::npos ||
         gap.find("—") != std::string_view::npos || gap.find(" - ") != std::string_view::npos;
}

// A negation word that negates: not "niet alleen" (not only), not the first part of a hyphenated
// compound ("niet-lineair").
bool negates(const Text& t, std::size_t i) {
  const Token& tok = t.tokens[i];
  if (!tok.negation && !is_one_of(tok.folded, {"niets", "nergens", "evenmin"})) return false;
  if (tok.end < t.visible.size() && t.visible[tok.end] == '-') return false;
  if (i + 1 < t.tokens.size() && is_one_of(t.tokens[i + 1].folded, {"alleen", "enkel", "slechts", "zozeer"})) {
    return false;
  }
  // "kost niets", "je betaalt niks", "kost geen geld": a price (free), not a denial.
  {
    // The verb right before it, or before a pronoun ("het kost je niets"); "Losgeld betalen helpt
    // niets" is a denial.
    auto price_verb = [&](std::size_t k) {
      return is_one_of(t.tokens[k].folded, {"kost", "kosten", "kostte", "kostten", "betaal", "betaalt", "betaalde"});
    };
    const bool nothing = is_one_of(tok.folded, {"niets", "niks"}) ||
                         (tok.folded == "geen" && i + 1 < t.tokens.size() &&
                          is_one_of(t.tokens[i + 1].folded, {"geld", "cent", "centen", "euro"}));
    const bool pronoun_between =
        i > 1 && is_one_of(t.tokens[i - 1].folded, {"je", "u", "ons", "hem", "haar", "ze", "jullie", "me", "mij"});
    if (nothing && i > 0 && (price_verb(i - 1) || (pronoun_between && price_verb(i - 2)))) return false;
  }
  // "niet meer rechten dan nodig", "niet harder dan 100 km/u": a comparison, a bound, not a negation
  // of what it compares.
  auto comparative = [](std::string_view w) {
    return is_one_of(w, {"meer", "minder", "langer", "groter", "kleiner"}) ||
           (w.size() >= 5 && w.substr(w.size() - 2) == "er");
  };
  if (i + 1 < t.tokens.size() && comparative(t.tokens[i + 1].folded)) {
    for (std::size_t k = i + 2; k < t.tokens.size() && k < i + 7; ++k) {
      if (t.tokens[k].folded == "dan") return false;
    }
  }
  return true;
}

// "voorkomt dat ...", "om te voorkomen dat ...", "verhindert dat ...": the clause after "dat" is
// what does not happen. Returns the position of that "dat", or kNoPosition. Not the other
// "voorkomen" (to occur), whose subject is "het" or "er" with at most adverbs and verbs between:
// "het kan voorkomen dat ...", "omdat het vaak voorkomt dat ..." say that it does happen, while in
// "gras op het talud voorkomt dat ..." the "het" belongs to a noun. Not "voorkomen niet dat ...".
bool prevent_verb(std::string_view folded) {
  static const WordSet kPrevent{"voorkomt",   "voorkom",   "voorkwam",    "voorkwamen",  "voorkomen",
                                "verhindert", "verhinder", "verhinderen", "verhinderde", "verhinderden",
                                "vermijdt",   "vermijd",   "vermijden",   "vermeed",     "vermeden"};
  return kPrevent.has(folded);
}

std::size_t prevented_from(const std::vector<Token>& tokens, std::size_t i) {
  static const WordSet kOccurSubject{"het", "er"};
  static const WordSet kBetween{"kan",  "kon", "konden", "kunnen", "zal",    "zou",  "zouden",  "mag",
                                "moet", "wel", "ook",    "vaak",   "soms",   "nog",  "weleens", "zelden",
                                "toch", "dan", "nu",     "echter", "immers", "best", "heel",    "geregeld"};
  if (!prevent_verb(tokens[i].folded)) return kNoPosition;
  if (tokens[i].folded.starts_with("voork")) {
    for (std::size_t k = i; k-- > 0 && i - k <= 4;) {
      if (kOccurSubject.has(tokens[k].folded)) return kNoPosition;
      if (!kBetween.has(tokens[k].folded)) break;
    }
  }
  // At most one word between: "voorkomt ook dat", "voorkom je dat"; a negation turns it around.
  for (std::size_t k = i + 1; k < tokens.size() && k <= i + 2; ++k) {
    if (tokens[k].folded == "dat") return k;
    if (!tokens[k].stop || tokens[k].negation) break;
  }
  return kNoPosition;
}

// "een vaste breedte is juist wat hij voorkomt", "dat is precies wat de regel verhindert": the words
// before "is" are what is prevented. Returns the position of that "is" (or "zijn", "was"), or
// kNoPosition when token `i` ends no such clause.
std::size_t prevented_before(const std::vector<Token>& tokens, std::size_t first, std::size_t end, std::size_t i) {
  if (!prevent_verb(tokens[i].folded) || i == first || (i + 1 < end && !tokens[i + 1].stop)) return kNoPosition;
  // "wat hij voorkomt", "wat de regel voorkomt", "wat voorkomen wordt": "wat" at most three words back.
  // Not "wat het vaakst voorkomt", "wat er voorkomt": with "het" or "er" as its subject, "voorkomen"
  // is to occur.
  std::size_t wat = kNoPosition;
  for (std::size_t k = i; k-- > first && i - k <= 3;) {
    if (tokens[k].folded == "wat") {
      wat = k;
      break;
    }
  }
  if (wat == kNoPosition || wat == first) return kNoPosition;
  if (tokens[i].folded.starts_with("voork")) {
    for (std::size_t k = wat + 1; k < i; ++k) {
      if (tokens[k].folded == "het" || tokens[k].folded == "er") return kNoPosition;
    }
  }
  // "is juist wat", "is precies wat", "is wat": the copula at most two words before "wat".
  for (std::size_t k = wat; k-- > first && wat - k <= 2;) {
    if (is_one_of(tokens[k].folded, {"is", "zijn", "was", "waren"})) return k > first ? k : kNoPosition;
  }
  return kNoPosition;
}

// The bytes of tuples and coordinates ("(1, 1, 0)", "(x, y)", "[3, 8]"): brackets around two or more
// numbers or one- or two-letter names, separated by commas. Their brackets and commas do not break a
// clause: "De som (1, 1, 0) klopt niet" judges the tuple.
std::vector<bool> tuple_bytes(std::string_view v) {
  std::vector<bool> out;
  for (std::size_t open = v.find_first_of("(["); open != std::string_view::npos;
       open = v.find_first_of("([", open + 1)) {
    const char closing = v[open] == '(' ? ')' : ']';
    const std::size_t close = v.find(closing, open + 1);
    if (close == std::string_view::npos || close - open > 80) continue;
    const std::string_view inner = v.substr(open + 1, close - open - 1);
    std::size_t items = 0;
    bool ok = true;
    for (std::size_t from = 0; from <= inner.size() && ok;) {
      std::size_t comma = inner.find(',', from);
      if (comma == std::string_view::npos) comma = inner.size();
      std::string_view item = inner.substr(from, comma - from);
      while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
      while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
      if (item.starts_with("-")) item.remove_prefix(1);
      if (item.starts_with("−")) item.remove_prefix(3);
      const bool number = !item.empty() && std::all_of(item.begin(), item.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c)) || c == '.';
      });
      const bool name = !item.empty() && item.size() <= 2 && std::all_of(item.begin(), item.end(), [](char c) {
        return std::isalpha(static_cast<unsigned char>(c));
      });
      ok = number || name;
      ++items;
      from = comma + 1;
    }
    if (!ok || items < 2) continue;
    if (out.empty()) out.assign(v.size(), false);
    for (std::size_t b = open; b <= close; ++b) out[b] = true;
  }
  return out;
}

Text read_structure(std::string_view explanation, const TextAnalyzer& analyzer) {
  Text t;
  t.analyzer = &analyzer;
  t.visible = mask_markup(explanation, MaskOptions{true});
  t.tokens = analyzer.tokenize(t.visible);
  const std::size_t n = t.tokens.size();
  t.clause.assign(n, 0);
  t.sentence.assign(n, 0);
  t.unit.assign(n, 0);
  t.negated.assign(n, false);
  for (std::uint32_t i = 0; i < n; ++i) {
    if (!t.tokens[i].stop && !t.tokens[i].number) t.by_stem.emplace_back(t.tokens[i].stem, i);
  }
  std::sort(t.by_stem.begin(), t.by_stem.end());
  t.left.resize(n);
  t.in_stem.assign(n, false);
  t.direction_word.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    t.left[i] = hyphen_left(t.visible, t.tokens, i);
    t.direction_word[i] = direction(t.tokens[i].folded);
  }
  std::uint16_t clause = 0;
  std::uint16_t sentence = 0;
  std::uint16_t unit = 0;
  const std::vector<bool> tuples = tuple_bytes(t.visible);
  std::string clause_gap;  // the gap without the brackets and commas of a tuple
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) {
      const std::string_view gap =
          std::string_view(t.visible).substr(t.tokens[i - 1].end, t.tokens[i].begin - t.tokens[i - 1].end);
      std::string_view breaking = gap;
      if (!tuples.empty()) {
        clause_gap.assign(gap);
        for (std::size_t b = 0; b < gap.size(); ++b) {
          if (tuples[t.tokens[i - 1].end + b]) clause_gap[b] = ' ';
        }
        breaking = clause_gap;
      }
      const bool new_sentence =
          gap_ends_sentence(t.visible, explanation, t.tokens[i - 1].end, t.tokens[i].begin) &&
          !(gap.find('\n') == std::string_view::npos && gap.find_first_of("!?") == std::string_view::npos &&
            !t.tokens[i - 1].number && abbreviation(t.tokens[i - 1].folded) &&
            !utf8::is_upper(static_cast<unsigned char>(t.visible[t.tokens[i - 1].begin])));
      if (new_sentence) ++sentence;
      if ((new_sentence || gap.find(';') != std::string_view::npos || contrast_opener(t.tokens[i].folded)) &&
          unit < 0xFFFE) {
        ++unit;
      }
      // "zo snel dat ...", "zo'n hoge druk dat ...": a result clause of its own, so that its "geen" or
      // "niet" does not deny what the main clause says ("Obsidiaan stolt zo snel dat er geen kristallen
      // kunnen vormen").
      const bool result_clause = t.tokens[i].folded == "dat" && ((i >= 2 && t.tokens[i - 2].folded == "zo") ||
                                                                 (i >= 3 && t.tokens[i - 3].folded == "zo") ||
                                                                 (i >= 3 && t.tokens[i - 3].folded == "zo'n"));
      if (new_sentence || gap_breaks_clause(breaking) || clause_opener(t.tokens[i].folded) || result_clause) {
        if (clause < 0xFFFE) ++clause;
      }
    }
    t.clause[i] = clause;
    t.sentence[i] = sentence;
    t.unit[i] = unit;
    if (t.clause_begin.size() <= clause) t.clause_begin.push_back(i);
  }
  t.clauses = n == 0 ? 0 : static_cast<std::size_t>(clause) + 1;
  t.hypothetical.assign(n == 0 ? 0 : static_cast<std::size_t>(unit) + 1, false);
  for (std::size_t i = 0; i < n; ++i) {
    if (is_one_of(t.tokens[i].folded, {"zou", "zouden"})) t.hypothetical[t.unit[i]] = true;
  }
  t.concluding.assign(t.clauses, false);
  t.answer_from.assign(t.clauses, kNoPosition);
  t.answer_to.assign(t.clauses, n);
  for (std::size_t c = 0; c < t.clauses; ++c) {
    const std::size_t first = t.clause_begin[c];
    const std::size_t end = c + 1 < t.clauses ? t.clause_begin[c + 1] : n;
    for (std::size_t i = first; i < end && i < first + 3; ++i) {
      if (concluding_word(t.tokens[i].folded)) t.concluding[c] = true;
    }
    // "neemt ... toe", "nam ... af": the verb carries the direction of its particle.
    for (std::size_t i = first; i < end; ++i) {
      if (!is_one_of(t.tokens[i].folded,
                     {"neemt", "nemen", "nam", "namen", "genomen", "loopt", "lopen", "liep", "gaat", "gaan", "ging"})) {
        continue;
      }
      for (std::size_t j = i + 1; j < end; ++j) {
        if (t.tokens[j].folded == "toe" || (t.tokens[j].folded == "op" && t.tokens[i].folded[0] == 'l'))
          t.direction_word[i] = "+";
        if (t.tokens[j].folded == "af") t.direction_word[i] = "-";
      }
    }
    // "De juiste bewering is ...", "het goede antwoord": a concluding clause.
    for (std::size_t i = first; i + 1 < end; ++i) {
      if ((t.tokens[i].folded == "juiste" || t.tokens[i].folded == "goede") && names_answer(t.tokens[i + 1].folded)) {
        t.concluding[c] = true;
      }
    }
    // "Het juiste antwoord is ...", "Het antwoord is ...", "Het antwoord luidt ...": the words after
    // the verb are the answer. Not "het juiste antwoord ligt dichter bij ...", not a clause with a
    // negation before the verb ("X is niet het goede antwoord", "... is niet moeilijk"), not the
    // answer to a question the explanation asks itself ("Welke stad is het grootst? Het antwoord is
    // Sydney").
    for (std::size_t i = first + 1; i + 1 < end; ++i) {
      if (t.tokens[i].folded != "antwoord" || !is_one_of(t.tokens[i + 1].folded, {"is", "luidt"})) continue;
      const std::string_view before = t.tokens[i - 1].folded;
      const bool plain = before == "het";
      const bool right = (before == "juiste" || before == "goede") && i >= first + 2 && t.tokens[i - 2].folded == "het";
      if (!plain && !right) continue;
      bool negation = false;
      for (std::size_t k = first; k <= i + 1; ++k) negation = negation || negates(t, k);
      const std::size_t sentence_first = [&] {
        std::size_t k = first;
        while (k > 0 && t.sentence[k - 1] == t.sentence[first]) --k;
        return k;
      }();
      const bool asked =
          sentence_first > 0 && std::string_view(t.visible)
                                        .substr(t.tokens[sentence_first - 1].end,
                                                t.tokens[sentence_first].begin - t.tokens[sentence_first - 1].end)
                                        .find('?') != std::string_view::npos;
      if (negation || asked) continue;
      t.concluding[c] = true;
      if (i + 2 < end) {
        t.answer_from[c] = i + 2;
      } else if (c + 1 < t.clauses && concluding_word(t.tokens[t.clause_begin[c + 1]].folded)) {
        t.answer_from[c + 1] = t.clause_begin[c + 1] + 1;  // "Het antwoord is dus Perth"
      }
      break;
    }
    // "Daarom is de NAVO het juiste antwoord", "Perth is dus het goede antwoord": a clause that ends
    // in "het (juiste) antwoord" after its verb names the answer before it.
    if (t.answer_from[c] == kNoPosition && end >= first + 3 && t.tokens[end - 1].folded == "antwoord") {
      std::size_t het = end - 2;
      if (is_one_of(t.tokens[het].folded, {"juiste", "goede", "correcte"})) --het;
      bool verb = false;
      bool negation = false;
      for (std::size_t k = first; k < het; ++k) {
        verb = verb || is_one_of(t.tokens[k].folded, {"is", "was", "blijft"});
        negation = negation || negates(t, k);
      }
      if (t.tokens[het].folded == "het" && het > first && verb && !negation) {
        t.concluding[c] = true;
        t.answer_from[c] = first;
        t.answer_to[c] = het;
      }
    }
  }
  return t;
}

// "De andere twee kloppen wel", "Waarom de rest wel klopt:", "De overige opties zijn onjuist": a
// sentence that passes one verdict on all options but the one discussed before it. Returns the
// first token of the clause that says so, and the verdict (+1 the others hold, -1 they do not); no
// marker (kNoPosition) when the explanation opens with it, as nothing was discussed before.
struct RestMarker {
  std::size_t token = kNoPosition;
  int verdict = 0;
  bool named = false;  // it names the others as the options: a count of them or a word for them
  bool weak = false;   // the verdict is read from the question, not said in words (any verb)
};
RestMarker find_rest_marker(const Text& t, std::size_t options, const std::vector<std::string>& asked, bool negative) {
  static const WordSet kOthers{"andere", "anderen", "overige", "overigen", "rest", "resterende"};
  // What may follow "de andere": the options themselves, by a number or a word for them. Not "de
  // andere helft", "de rest van de tabel", and not "de andere afleiders" (that first one was a
  // distractor too).
  static const WordSet kOptionWords{"twee",       "drie",           "vier",         "vijf",       "opties",
                                    "antwoorden", "antwoordopties", "beweringen",   "stellingen", "uitspraken",
                                    "keuzes",     "mogelijkheden",  "alternatieven"};
  static const WordSet kCopula{"zijn", "is", "kloppen", "klopt", "gelden", "geldt"};
  static const WordSet kHold{"klopt", "kloppen", "juist", "waar", "correct", "goed", "gelden", "geldt"};
  static const WordSet kExcept{"behalve", "uitgezonderd"};
  // "behalve", "uitgezonderd", "op één na": not all of the others. "na" only after "op" in the same
  // clause ("op één na", "op één uitspraak na", "op die over afvalstoffen na"): elsewhere it is
  // "after" ("na drie foute pincodes").
  auto except = [&](std::size_t e) {
    if (kExcept.has(t.tokens[e].folded)) return true;
    if (t.tokens[e].folded != "na") return false;
    for (std::size_t b = e; b-- > 0 && e - b <= 5 && t.clause[b] == t.clause[e];) {
      if (t.tokens[b].folded == "op") return true;
    }
    return false;
  };
  RestMarker m;
  for (std::size_t i = 1; i < t.tokens.size(); ++i) {
    if (!kOthers.has(t.tokens[i].folded)) continue;
    const std::string_view before = t.tokens[i - 1].folded;
    if (before != "de" && before != "alle" && !(before == "het" && t.tokens[i].folded == "rest")) continue;
    // Nothing was discussed before it: it opens the explanation, or comes in its first sentence other
    // than after a ';' ("De WW vangt werkloosheid op; de andere drie ..." discusses one option first).
    if (t.sentence[i] == 0) {
      const std::size_t first = t.clause_begin[t.clause[i]];
      if (first == 0) continue;
      const std::string_view gap =
          std::string_view(t.visible).substr(t.tokens[first - 1].end, t.tokens[first].begin - t.tokens[first - 1].end);
      if (gap.find(';') == std::string_view::npos) continue;
    }
    std::size_t j = i + 1;
    bool named = false;  // "de andere drie", "de overige opties", "de andere maatregelen": the options
    if (j < t.tokens.size() && t.sentence[j] == t.sentence[i] && kOptionWords.has(t.tokens[j].folded)) {
      // "De andere drie houdingen": when the number is that of the other options, the word after it
      // names what the options are, whatever it is.
      static const std::array<std::string_view, 4> kCounts{"twee", "drie", "vier", "vijf"};
      const auto n = std::find(kCounts.begin(), kCounts.end(), t.tokens[j].folded);
      const bool count_of_others = n != kCounts.end() && static_cast<std::size_t>(n - kCounts.begin()) + 3 == options;
      named = n == kCounts.end() || count_of_others;
      ++j;
      if (j < t.tokens.size() && t.sentence[j] == t.sentence[i] &&
          (kOptionWords.has(t.tokens[j].folded) ||
           (count_of_others && !t.tokens[j].stop && !kCopula.has(t.tokens[j].folded) &&
            !kHold.has(t.tokens[j].folded) && !wrong_verdict(t.tokens[j].folded) &&
            !is_one_of(t.tokens[j].folded, {"wel", "ook", "niet", "worden", "hebben", "heeft"})))) {
        ++j;
      }
    } else if (j < t.tokens.size() && t.sentence[j] == t.sentence[i] && !t.tokens[j].stop &&
               std::any_of(asked.begin(), asked.end(),
                           [&](const std::string& a) { return terms::same(t.tokens[j].stem, a); })) {
      // "Welke gelijkheid geldt NIET ...? ... De andere gelijkheden gelden altijd": the word the stem
      // calls the options by, after its "welke" (not any word of the stem: "de andere helft").
      named = true;
      ++j;
    }
    // "Waarom de rest wel klopt", "De andere twee kloppen wel", "De overige opties zijn onjuist",
    // "De andere drie zijn wel priem": the verdict within a few words, in the same sentence.
    int verdict = 0;
    bool negated = false;
    bool copula = false;
    std::size_t k = j;
    for (; k < t.tokens.size() && k <= j + 3 && t.sentence[k] == t.sentence[i]; ++k) {
      const std::string_view w = t.tokens[k].folded;
      if (wrong_verdict(w)) {
        verdict = -1;
        break;
      }
      if (kHold.has(w) || (w == "wel" && copula)) {
        verdict = 1;
        break;
      }
      if (kCopula.has(w)) copula = true;
      if (negates(t, k)) negated = true;
      // "De andere drie zijn splijtbaar met thermische neutronen": after the copula, the words the stem
      // asks about say that the others have what it asks for.
      if (copula && t.in_stem[k] && !t.tokens[k].stop && !negated) {
        verdict = 1;
        break;
      }
      // "De andere drie taken horen wel bij de semantische analyse": a verb affirmed with "wel".
      if (!copula && !t.tokens[k].stop && k + 1 < t.tokens.size() && t.sentence[k + 1] == t.sentence[i] &&
          t.tokens[k + 1].folded == "wel") {
        verdict = 1;
        ++k;
        break;
      }
      if (!copula && !t.tokens[k].stop && w != "wel" && w != "ook") break;  // another noun: not the options
    }
    // In a question after what does not hold, the options named together after one discussed on its
    // own are the ones that hold, whatever the verb: "*Fidelio* is de enige opera van Beethoven; de
    // andere drie schreef Mozart", "De andere drie volgen uit Mendels proeven". Not with a negation in
    // the clause ("de andere drie zijn geen vogels" may say either).
    // Read this way it is weaker than a verdict said in words ("de andere drie speelden toen al samen"
    // may be about other people than the options): it never makes the split clean by itself.
    if (verdict == 0 && negative && named) {
      bool doubtful = false;
      for (std::size_t e = j; e < t.tokens.size() && t.clause[e] == t.clause[i]; ++e) {
        doubtful = doubtful || negates(t, e) || wrong_verdict(t.tokens[e].folded);
      }
      for (std::size_t e = j; e < t.tokens.size() && t.sentence[e] == t.sentence[i]; ++e) {
        doubtful = doubtful || except(e);
      }
      if (!doubtful) {
        m.token = t.clause_begin[t.clause[i]];
        m.verdict = 1;
        m.weak = true;
        return m;
      }
    }
    if (verdict == 0) continue;
    // A negation right after the verdict ("De andere opties kloppen niet") turns it.
    if (k + 1 < t.tokens.size() && t.sentence[k + 1] == t.sentence[i] && negates(t, k + 1)) negated = true;
    // "... klopt ook, behalve ...", "op één na": not all of the others.
    bool exception = false;
    for (std::size_t e = k + 1; e < t.tokens.size() && t.sentence[e] == t.sentence[i]; ++e) {
      exception = exception || except(e);
    }
    if (exception) continue;
    m.token = t.clause_begin[t.clause[i]];
    m.verdict = negated ? -verdict : verdict;
    m.named = named;
    return m;
  }
  return m;
}

// "te lang", "tien keer te hoog": a measure called wrong by its size.
bool excess(const Text& t, std::size_t i, std::size_t end) {
  static const WordSet kMeasures{"lang",     "kort",  "hoog",  "laag",     "groot", "klein", "veel",
                                 "weinig",   "snel",  "traag", "langzaam", "zwaar", "licht", "duur",
                                 "goedkoop", "vroeg", "laat",  "ruim",     "krap",  "breed", "smal"};
  if (t.tokens[i].folded != "te" || i + 1 >= end || !kMeasures.has(t.tokens[i + 1].folded)) return false;
  // Closing what it judges ("is tien keer te lang.", "te klein en ..."), not describing what follows
  // ("maakt te weinig insuline aan").
  return i + 2 >= end || is_one_of(t.tokens[i + 2].folded, {"en", "of", "maar", "dus", "want"});
}

// True when tokens [first, end) say no more than that something does not hold: "klopt niet", "is
// onjuist", "dat is een misvatting", "maar dat klopt niet".
bool verdict_only(const Text& t, std::size_t first, std::size_t end) {
  bool verdict = false;
  for (std::size_t i = first; i < end; ++i) {
    const std::string_view w = t.tokens[i].folded;
    if (wrong_verdict(w)) {
      verdict = true;
    } else if (negates(t, i)) {
      // "klopt niet helemaal", "niet altijd": a partial verdict passes nothing on.
      if (i + 1 < end && is_one_of(t.tokens[i + 1].folded, {"helemaal", "geheel", "altijd", "precies", "volledig"})) {
        return false;
      }
      const bool on_verb =
          (i + 1 < end && (right_verdict(t.tokens[i + 1].folded) || t.tokens[i + 1].folded == "geldt")) ||
          (i > first && is_one_of(t.tokens[i - 1].folded, {"klopt", "geldt", "kloppen", "gelden"}));
      if (!on_verb) return false;
      verdict = true;
    } else if (!t.tokens[i].stop && !right_verdict(w) &&
               !is_one_of(w, {"geldt", "gelden", "kloppen", "helemaal", "zeker", "echter", "dus", "ook", "maar"})) {
      return false;
    }
  }
  return verdict;
}

// "anders dan", "anders is dan", "in plaats van", "verschilt van", "wijkt af van": the
// position after "dan" or "van" when token i starts one, else kNoPosition.
std::size_t set_apart_from(const std::vector<Token>& tokens, std::size_t first, std::size_t i, std::size_t end) {
  const std::string_view w = tokens[i].folded;
  if (w.empty() || (w[0] != 'a' && w[0] != 'p' && w[0] != 'v')) return kNoPosition;  // called for every word
  if (w == "anders") {
    for (std::size_t k = i + 1; k < end && k <= i + 2; ++k) {
      if (tokens[k].folded == "dan") return k + 1;
      if (!is_one_of(tokens[k].folded, {"is", "zijn", "was", "waren"})) break;
    }
    return kNoPosition;
  }
  if (i + 1 >= end || tokens[i + 1].folded != "van") return kNoPosition;
  if (w == "plaats" && i > 0 && tokens[i - 1].folded == "in") return i + 2;
  if (is_one_of(
          w, {"verschilt", "verschillen", "verschilde", "verschilden", "afwijkt", "afwijken", "afweek", "afweken"})) {
    return i + 2;
  }
  // "wijkt vaak flink af van de verkoopprijs": the separable verb's particle before "van", in the
  // same clause.
  if (w == "af") {
    for (std::size_t k = i; k-- > first && k + 8 > i;) {
      if (is_one_of(tokens[k].folded, {"wijkt", "wijken"})) return i + 2;
    }
  }
  return kNoPosition;
}

// What the negation at token i says of the clause's subject, like "klopt niet" at the end of the
// clause: that it does not matter ("speelt geen rol", "heeft geen invloed", "heeft er niets mee te
// maken", "maakt niet uit"), or that it is not needed ("is niet nodig").
enum class NoPart { None, NoConsequence, NotNeeded };
NoPart no_part(const std::vector<Token>& tokens, std::size_t i, std::size_t end) {
  const std::string_view w = tokens[i].folded;
  if (w == "geen" && i + 1 < end &&
      is_one_of(tokens[i + 1].folded, {"rol", "invloed", "effect", "verband", "uitwerking", "betekenis"})) {
    return NoPart::NoConsequence;
  }
  if (w == "niets" || w == "niks") {
    for (std::size_t k = i + 1; k < end && k <= i + 6; ++k) {
      if (tokens[k].folded == "maken" && tokens[k - 1].folded == "te") return NoPart::NoConsequence;
    }
  }
  // "de oude verf weghalen is niet nodig", "de zwaartekracht is er niet voor nodig", "dat het dun is, maakt
  // niet uit": the subject is not needed, or of no consequence. Only stop words between the negation and
  // the word, and nothing but stop words after it ("is niet nodig om ..." goes on about something else).
  if (w == "niet") {
    // Not in a relative clause: "Pagina's die even niet nodig zijn, kan het besturingssysteem ..."
    // describes the pages, it does not deny them.
    for (std::size_t m = i; m > 0 && m + 4 > i;) {
      --m;
      if (is_one_of(tokens[m].folded, {"die", "dat", "wat", "waar"})) return NoPart::None;
    }
    std::size_t k = i + 1;
    while (k < end && k <= i + 3 && tokens[k].stop && !is_one_of(tokens[k].folded, {"uit"})) ++k;
    if (k < end && is_one_of(tokens[k].folded, {"nodig", "vereist", "noodzakelijk", "uit"})) {
      bool last = true;
      for (std::size_t m = k + 1; m < end; ++m) last = last && tokens[m].stop;
      if (!last) return NoPart::None;
      if (tokens[k].folded != "uit") return NoPart::NotNeeded;
      // "maakt ... niet uit": the verb at most four words before the negation.
      for (std::size_t m = i; m > 0 && m + 4 > i;) {
        --m;
        if (is_one_of(tokens[m].folded, {"maakt", "maken", "maakte", "maakten"})) return NoPart::NoConsequence;
      }
      return NoPart::None;
    }
  }
  return NoPart::None;
}

// Marks the tokens a negation governs. `anchored(clause)`: the clause also holds what the stem asks.
template <class Anchored>
void mark_negations(Text& t, const Anchored& anchored) {
  const std::size_t n = t.tokens.size();
  for (std::size_t c = 0; c < t.clauses; ++c) {
    const std::size_t first = t.clause_begin[c];
    const std::size_t end = c + 1 < t.clauses ? t.clause_begin[c + 1] : n;
    bool negated_back = false;  // a negation in the clause governs what comes before it
    for (std::size_t i = first; i < end; ++i) {
      const Token& tok = t.tokens[i];
      // "Kleine porties voorkomen dat voerresten gaan rotten": the rest of the clause does not happen.
      if (const std::size_t dat = prevented_from(t.tokens, i); dat != kNoPosition && dat < end) {
        for (std::size_t j = dat + 1; j < end; ++j) {
          if (!t.tokens[j].stop || t.tokens[j].number) t.negated[j] = true;
        }
        continue;
      }
      if (const std::size_t copula = prevented_before(t.tokens, first, end, i); copula != kNoPosition) {
        for (std::size_t j = first; j < copula; ++j) {
          if (!t.tokens[j].stop || t.tokens[j].number) t.negated[j] = true;
        }
        continue;
      }
      // "iets anders dan een lege tekst", "in plaats van UDP", "verschilt van een virus": what
      // follows is set apart from what the clause says, not said of it. Only forward, and over a
      // list ("anders dan het getal nul of een lege tekst") up to a conjunction that starts a clause.
      // At the head of its clause ("Anders dan een haai ademt een walvis met longen", "In plaats van
      // zaden vormen varens sporen") the verb follows the one noun set apart; so does the object after
      // "in plaats van X" ("gebruiken in plaats van hun ogen hun gehoor"). Elsewhere a list may follow
      // ("anders dan het getal nul of een lege tekst"), up to "en", "door" or a new clause.
      if (const std::size_t from = set_apart_from(t.tokens, first, i, end); from != kNoPosition) {
        // Fronted at the head of its sentence or after a ";" or ":" ("Een walvis is een zoogdier; anders
        // dan een haai ademt hij met longen"); after a comma ("..., anders dan bij een koperen
        // telefoonlijn") it is a phrase that trails the clause before.
        bool sentence_head = first == 0 || t.sentence[first - 1] != t.sentence[first];
        if (!sentence_head) {
          const std::string_view gap = std::string_view(t.visible).substr(
              t.tokens[first - 1].end, t.tokens[first].begin - t.tokens[first - 1].end);
          sentence_head = gap.find_first_of(";:") != std::string_view::npos;
        }
        const bool fronted = sentence_head && (i == first || (i == first + 1 && t.tokens[first].folded == "in"));
        const std::size_t max_reach = fronted || t.tokens[i].folded == "plaats" ? 1 : 2 * kNegationReach;
        std::size_t reach = 0;
        std::size_t j = from;
        bool stopped = false;  // at a word that starts a clause
        for (; j < end && reach < max_reach; ++j) {
          if (is_one_of(t.tokens[j].folded,
                        {"als", "dat", "omdat", "want", "maar", "terwijl", "wanneer", "en", "door", "doordat"})) {
            stopped = true;
            break;
          }
          if (t.tokens[j].stop && !t.tokens[j].number) continue;
          t.negated[j] = true;
          ++reach;
        }
        // "..., anders dan bij VGA, dat alleen analoog beeld draagt": a relative clause right after what
        // is set apart says more of it, and is set apart with it. Not after a verb of thinking ("anders
        // dan veel mensen denken, dat ..." says what is true), and not a clause of consequence
        // ("waardoor", "waarmee": what the main clause brings about).
        bool thought = false;
        for (std::size_t k = from; k < j; ++k) {
          thought = thought ||
                    is_one_of(t.tokens[k].folded, {"denken", "denkt", "dacht", "dachten", "gedacht", "verwachten",
                                                   "verwacht", "verwachtte", "menen", "meent", "aannemen", "aangenomen",
                                                   "beweren", "beweert", "zeggen", "zegt", "gezegd", "lijkt"});
        }
        while (!stopped && j < end && t.tokens[j].stop && !t.tokens[j].number) ++j;
        if (!stopped && !thought && reach > 0 && j == end && end < n && c + 1 < t.clauses &&
            t.sentence[end] == t.sentence[end - 1] && is_one_of(t.tokens[end].folded, {"dat", "die"})) {
          const std::size_t rel_end = c + 2 < t.clauses ? t.clause_begin[c + 2] : n;
          for (std::size_t k = end + 1; k < rel_end; ++k) {
            if (!t.tokens[k].stop || t.tokens[k].number) t.negated[k] = true;
          }
        }
        continue;
      }
      const bool negation = negates(t, i);
      // "Zware aardbevingen hebben geen rol gespeeld", "Back-ups maken heeft met het verdelen van
      // verkeer niets te maken": the subject is denied; what it is set beside ("met ...") is not.
      // What follows it is denied as usual ("heeft niets te maken met de amplitude").
      const NoPart part = negation ? no_part(t.tokens, i, end) : NoPart::None;
      const bool of_no_consequence = part != NoPart::None;
      if (of_no_consequence) {
        // A phrase that opens the clause with a preposition says what for: "Voor het fietsen is een kaartje
        // niet nodig" denies the ticket, not the cycling, unless what is not needed is what the stem asks
        // about ("Voor een gewone fiets is een rijbewijs niet vereist" after "Voor welk voertuig heb je een
        // rijbewijs nodig?"). Not for "maakt niet uit": "Bij optellen maakt de volgorde niet uit" is about
        // adding.
        std::size_t from = first;
        if (part == NoPart::NotNeeded &&
            is_one_of(t.tokens[first].folded, {"voor", "bij", "om", "zonder", "tijdens", "na", "in", "op"})) {
          for (std::size_t j = first + 1; j < i; ++j) {
            if (!is_one_of(t.tokens[j].folded, {"is", "zijn", "was", "waren", "wordt", "worden"})) continue;
            bool asked = false;
            for (std::size_t k = j + 1; k < i; ++k) asked = asked || (!t.tokens[k].stop && t.in_stem[k]);
            if (!asked) from = j + 1;
            break;
          }
        }
        for (std::size_t j = from; j < i && t.tokens[j].folded != "met"; ++j) {
          if (!t.tokens[j].stop || t.tokens[j].number) t.negated[j] = true;
        }
        negated_back = true;
      }
      // "klopt niet", "is niet juist": a verdict on the clause, like a negation at its end.
      const bool verdict = wrong_verdict(tok.folded) || excess(t, i, end) ||
                           (negation && i + 1 < end && right_verdict(t.tokens[i + 1].folded)) ||
                           (tok.folded == "klopt" && i + 1 < end && negates(t, i + 1));
      if (!negation && !verdict) continue;
      // The content words after it, up to a conjunction that starts a clause of its own ("niet
      // moeilijk als je weet dat Mercurius ...").
      std::size_t reach = 0;
      const std::size_t max_reach = excess(t, i, end) ? 0 : kNegationReach;  // "te lang" judges what precedes it
      for (std::size_t j = i + 1; j < end && reach < max_reach; ++j) {
        if (is_one_of(t.tokens[j].folded, {"als", "dat", "wanneer", "indien", "zodra"})) break;
        if (t.tokens[j].stop && !t.tokens[j].number) continue;
        t.negated[j] = true;
        ++reach;
      }
      // Everything before it in the clause, when it closes the clause ("... klopt niet"), is a
      // verdict, or negates what the stem asks ("een switch kiest geen routes").
      bool closes = true;
      for (std::size_t j = i + 1; j < end; ++j) {
        if (!t.tokens[j].stop && !right_verdict(t.tokens[j].folded) && !negates(t, j)) {
          closes = false;
          break;
        }
      }
      if (!of_no_consequence && (closes || verdict || anchored(c))) {
        // Not past a "dat" after a verb of saying: in "Een lege alt-tekst vertelt hulpsoftware dat de
        // afbeelding niets toevoegt" the alt-tekst says it, and is not denied. After other verbs
        // the clause before is what the negation is about ("Bij filtreren merk je dat het zout niet
        // in het filter achterblijft"), and a relative "dat" passes it on to what it describes ("het
        // enige metaal dat een magneet niet aantrekt").
        std::size_t from = first;
        if (!verdict) {
          for (std::size_t j = i; j-- > first + 1;) {
            if (t.tokens[j].folded != "dat") continue;
            for (std::size_t k = j; k-- > first && k + 4 > j;) {
              if (is_one_of(t.tokens[k].folded, {"vertelt", "vertellen", "vertelde", "zegt", "zeggen", "zei", "meldt",
                                                 "melden", "betekent", "betekenen", "signaleert", "aangeeft"})) {
                from = j + 1;
                break;
              }
            }
            break;
          }
        }
        for (std::size_t j = from; j < i; ++j) t.negated[j] = true;
        negated_back = true;
      }
    }
    // "De componenten optellen, wat (1, 1, 0) geeft, is geen kruisproduct": the verb after a relative
    // clause between commas goes on with the subject before it, which the verdict judges too.
    if (negated_back && c >= 2 && is_one_of(t.tokens[first].folded, {"is", "zijn", "was", "waren", "klopt", "geldt"}) &&
        t.sentence[first] == t.sentence[t.clause_begin[c - 2]] &&
        is_one_of(t.tokens[t.clause_begin[c - 1]].folded,
                  {"wat", "die", "dat", "waarmee", "waarin", "waarbij", "waardoor"})) {
      for (std::size_t j = t.clause_begin[c - 2]; j < first; ++j) t.negated[j] = true;
    }
    // A clause that is only a verdict passes it on the clause before it in its sentence: "Dat
    // recursie altijd sneller is, klopt niet", "Een switch routeert pakketten; dat is onjuist".
    if (c > 0 && t.sentence[first] == t.sentence[first - 1] && verdict_only(t, first, end)) {
      for (std::size_t j = t.clause_begin[c - 1]; j < first; ++j) t.negated[j] = true;
    }
  }
}

bool same(const Text& t, std::size_t i, const Word& w) {
  // A direction word matches any word of that direction, but not one that repeats the stem ("een
  // octaaf hoger" in the explanation of "als je een octaaf hoger speelt" is no "stijgt").
  if (!w.direction_word.empty() && t.direction_word[i] == w.direction_word && !t.in_stem[i]) return true;
  // Cheapest test first: most pairs differ in the stem.
  // An irregular plural is the same word as its singular ("steden", "stad").
  return terms::same(t.tokens[i].stem, w.stem) && (t.left[i].empty() || w.left.empty() || t.left[i] == w.left) &&
         (terms::same_word(t.tokens[i].folded, w.folded) ||
          terms::same_word(t.analyzer->singular(t.tokens[i].folded), t.analyzer->singular(w.folded)));
}

// The content tokens that state word `w` (same()), in text order: candidates by stem from the index
// (equal, or one a prefix of the other by at most two characters, as terms::same), then checked.
void word_occurrences(const Text& t, const Word& w, std::vector<std::size_t>& out) {
  out.clear();
  auto add_equal = [&](std::string_view key) {
    auto it = std::lower_bound(t.by_stem.begin(), t.by_stem.end(), key,
                               [](const auto& e, std::string_view k) { return e.first < k; });
    for (; it != t.by_stem.end() && it->first == key; ++it) out.push_back(it->second);
  };
  const std::string_view term = w.stem;
  add_equal(term);
  if (!terms::is_number(term)) {
    for (std::size_t cut = 1; cut <= 2 && term.size() >= cut + 3; ++cut) add_equal(term.substr(0, term.size() - cut));
    if (term.size() >= 3) {
      auto it = std::upper_bound(t.by_stem.begin(), t.by_stem.end(), term,
                                 [](std::string_view k, const auto& e) { return k < e.first; });
      for (; it != t.by_stem.end() && it->first.substr(0, term.size()) == term; ++it) {
        if (it->first.size() <= term.size() + 2) out.push_back(it->second);
      }
    }
  }
  std::erase_if(out, [&](std::size_t i) { return !same(t, i, w); });
  // Words of the same direction ("verlagen" for "daalt").
  if (!w.direction_word.empty()) {
    for (std::size_t i = 0; i < t.tokens.size(); ++i) {
      if (t.direction_word[i] == w.direction_word && !t.in_stem[i]) out.push_back(i);
    }
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
}

// An own term of an option.
struct OwnTerm {
  enum Kind { Word, Number, Written } kind = Word;
  std::string term;            // stem, or compact written form
  std::string folded;          // words: the folded word
  std::string left;            // words: hyphen_left
  std::string direction_word;  // words: direction()
  bool acronym = false;        // all capitals in the option ("DNS")
  double value = 0;            // numbers
  std::string unit;            // numbers: unit symbol, may be empty
  int decimals = 0;
  bool in_stem = false;    // numbers: the stem names this value too
  bool negated = false;    // words: the option says it does not hold ("Er wordt geen toevoegmateriaal gebruikt")
  bool prevented = false;  // words: the option says it is prevented: stated by a plain or a negated mention
  // Words: the lengths of the compound heads that may stand for the term ("glazuur" in
  // "tandglazuur"): five letters or more after three or more, and ending no word of the stem or of
  // another option ("verbinding" is the head of every option "boutverbinding", "klinkverbinding").
  std::vector<std::uint8_t> heads;
  double weight = 1;
};

// A number as written: its value, its unit as a symbol, and how many decimals it was written with
// ("14,0" has one), so that 254 and 255 differ while 14 and 14,0 agree.
struct Quantity {
  double value = 0;
  std::string unit;
  int decimals = 0;
};

int decimals_of(std::string_view written, double value) {
  // A fraction ("1/8", "een achtste", "twee derde", "anderhalf") is exact: it is not rounded to
  // whole units.
  const bool digits = written.find_first_of("0123456789") != std::string_view::npos;
  if (written.find('/') != std::string_view::npos || (!digits && value != std::floor(value))) return 6;
  return written_decimals(written);
}

// The unit of a mention as a symbol, with "per" units joined: "kilometer per uur" is "km/h",
// "gram per mol" is "g/mol".
// Whether the word after a number is a unit at all ("12 V", "5 km", "30 %") and not the next word of
// the sentence ("€ 2100 over", "4 keer").
bool operator_char(char32_t cp) {
  return cp == '+' || cp == '-' || cp == U'−' || cp == '*' || cp == U'×' || cp == U'·' || cp == U'⋅' || cp == '/' ||
         cp == ':' || cp == '^' || cp == U'÷';
}

// Whether `text` is nothing but operators and relations ("−", "=", "·", "≈").
bool operators_only(std::string_view text) {
  for (std::size_t at = 0; at < text.size();) {
    char32_t cp = 0;
    at += std::max<std::size_t>(1, utf8::decode(text, at, cp));
    if (!(operator_char(cp) || cp == '=' || cp == '<' || cp == '>' || cp == U'≈' || cp == U'≤' || cp == U'≥' ||
          cp == U'±' || cp == U'≠' || cp == U'→')) {
      return false;
    }
  }
  return true;
}

bool unit_like(std::string_view unit, std::string_view symbol) {
  if (unit.empty()) return false;
  // An operator or relation after the number ("6 − 4 = 2", "3 · 2", "5 = 5") is no unit.
  if (operators_only(unit)) return false;
  if (symbol != unit) return true;  // a unit written as a word: "volt", "procent"
  bool letters_only = true;
  bool upper = false;
  for (char c : unit) {
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) letters_only = false;
    if (c >= 'A' && c <= 'Z') upper = true;
  }
  if (!letters_only) return true;              // "%", "€", "m/s", "°C", "m²"
  if (upper && unit.size() <= 4) return true;  // "GB", "MHz", "kWh"
  return is_one_of(
      unit, {"m",  "s",  "h",  "g", "kg", "km", "cm", "mm", "ms",  "ns",   "min",   "mol", "l",   "ml",  "kb", "mb",
             "gb", "tb", "ha", "u", "j",  "kj", "w",  "kw", "bit", "byte", "bytes", "px",  "dpi", "rpm", "hz"});
}

std::string unit_of(std::string_view text, const NumberMention& m) {
  if (m.unit.empty()) return std::string();
  std::string unit = unit_symbol(m.unit);
  if (!unit_like(m.unit, unit)) {
    // The currency sign before the number, when the word after it is no unit: "€ 2100 over".
    std::size_t b = m.begin;
    while (b > 0 && (text[b - 1] == ' ' || text[b - 1] == '\t')) --b;
    for (std::string_view sign : {"€", "$", "£"}) {
      if (b >= sign.size() && text.substr(b - sign.size(), sign.size()) == sign) return std::string(sign);
    }
    return std::string();
  }
  std::size_t i = m.unit_end;
  while (i < text.size() && text[i] == ' ') ++i;
  if (text.substr(i, 4) == "per ") {
    i += 4;
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ' && text[j] != ',' && text[j] != '.' && text[j] != ';' && text[j] != ')')
      ++j;
    if (j > i) unit += "/" + unit_symbol(text.substr(i, j - i));
  }
  return unit;
}

// A number that is part of a name: a whole number without a unit right after a capitalised word
// that follows a preposition or an article ("in Python 3", "onder Windows 11", "de Apollo 11"). A
// version or a model number is no quantity the stem gives: "is dat 3" in the explanation is not its
// restatement. Not a person and a count: "Piet heeft 12 knikkers en Jan 9".
bool names_number(std::string_view text, const NumberMention& m) {
  if (m.begin < 3 || text[m.begin - 1] != ' ' || m.value != std::floor(m.value) || !unit_of(text, m).empty()) {
    return false;
  }
  std::size_t word = m.begin - 1;
  while (word > 0 && std::isalpha(static_cast<unsigned char>(text[word - 1]))) --word;
  if (m.begin - 1 - word < 2 || !std::isupper(static_cast<unsigned char>(text[word]))) return false;
  std::size_t end = word;
  while (end > 0 && text[end - 1] == ' ') --end;
  std::size_t begin = end;
  while (begin > 0 && std::isalpha(static_cast<unsigned char>(text[begin - 1]))) --begin;
  if (begin == end || end == word) return false;
  return is_one_of(ascii_lower(text.substr(begin, end - begin)), {"in", "onder", "met", "voor", "van", "op", "bij",
                                                                  "naar", "uit", "sinds", "vanaf", "de", "het", "een"});
}

Quantity quantity_of(std::string_view text, const NumberMention& m) {
  return Quantity{m.value, unit_of(text, m), decimals_of(text.substr(m.begin, m.end - m.begin), m.value)};
}

// Equal as written: within half a unit of the last decimal of the less precise of the two, in the
// same unit; after a unit conversion within 0,5 %.
bool same_quantity_value(double a, int da, double b, int db) {
  const int d = std::min(da, db);
  return std::fabs(a - b) < 0.5 * std::pow(10.0, -d) - 1e-9 * std::max(1.0, std::max(std::fabs(a), std::fabs(b)));
}

struct ExplanationNumber {
  NumberMention mention;
  std::string unit;  // symbol
  int decimals = 0;
  std::size_t token = kNoPosition;  // the token that starts it
  int role = 1;                     // 3 final result, 2 result, 1 operand
  bool operand = false;             // an operator follows or precedes it
  bool from_stem = false;           // the stem gives this value
  bool plain = false;               // the explanation computes nothing: a number stated like a word
  bool equation = false;            // the right-hand side of "=" or "≈"
  bool assignment = false;          // "x = 7": the value of a letter
  bool labelled = false;  // "de mediaan is het middelste getal: 6.": a value after a colon that ends its sentence
  bool check = false;     // in a check ("Controle: 2 × 7 = 14")
  bool exponent = false;  // a superscript exponent ("2⁴"): an operand without a unit
  // A fraction that may stand for a percentage ("0,25", "1/4" or "een kwart" for "25 %"). Not a
  // decimal fraction when the explanation writes its percentages with "%" or "procent" ("0,050
  // ... is 6,6 vol%"); "1/4" and "een kwart" still are ("een kwart; de overige 75 %").
  bool share_as_percent = true;
};

bool same_value(double a, double b) {
  const double scale = std::max(std::fabs(a), std::fabs(b));
  return std::fabs(a - b) <= std::max(1e-12, scale * 0.005);
}

// The value of `m` in `unit`, when the units agree (or either has none).
std::optional<double> value_in(const ExplanationNumber& m, const std::string& unit) {
  // "een kwart" or "0,25" for "25 %".
  if (unit == "%" && m.unit.empty() && m.share_as_percent && m.mention.value > 0 && m.mention.value < 1) {
    return m.mention.value * 100;
  }
  if (unit.empty() || m.unit.empty()) return m.mention.value;
  if (auto f = unit_factor(m.unit, unit)) return m.mention.value * *f;
  return std::nullopt;
}

std::size_t token_at(const Text& t, std::size_t offset) {
  auto it = std::lower_bound(t.tokens.begin(), t.tokens.end(), offset,
                             [](const Token& tok, std::size_t o) { return tok.end <= o; });
  if (it == t.tokens.end()) return kNoPosition;
  return static_cast<std::size_t>(it - t.tokens.begin());
}

// Whether the sentence of token `at` computes before it in words: "Maal 131,25 is dat 6,6",
// "Gedeeld door vier geeft dat 3".
bool computed_in_words(const Text& t, std::size_t at) {
  std::size_t k = at;
  while (k > 0 && t.sentence[k - 1] == t.sentence[at]) --k;
  for (; k < at; ++k) {
    if (is_one_of(t.tokens[k].folded, {"maal", "vermenigvuldigd", "vermenigvuldig", "gedeeld", "plus", "opgeteld",
                                       "afgetrokken", "verminderd", "vermeerderd"})) {
      return true;
    }
  }
  return false;
}

// Whether the text writes an equation: a "≈", or a "=" that is no part of code. "width=device-width",
// `name="viewport"` and "a == b" set or compare in a program; they compute nothing.
bool writes_equation(std::string_view v) {
  if (v.find("≈") != std::string_view::npos) return true;
  const auto word_char = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '"' || c == '\'' || c == '_' || c == '-';
  };
  for (std::size_t at = v.find('='); at != std::string_view::npos; at = v.find('=', at + 1)) {
    const char before = at > 0 ? v[at - 1] : ' ';
    const char after = at + 1 < v.size() ? v[at + 1] : ' ';
    if (before == '=' || after == '=' || before == '!' || before == '<' || before == '>' || after == '>') continue;
    if (word_char(before) && word_char(after)) continue;
    // A setting in code: a name of two letters or more right before it, a value right after it
    // ("initial-scale=1", "timeout=30"); "x=3" names a variable of one letter.
    if (word_char(before) && after != ' ' && after != '\t') {
      std::size_t name = at;
      std::size_t letters = 0;
      while (name > 0 && (word_char(v[name - 1]) || std::isdigit(static_cast<unsigned char>(v[name - 1])))) {
        --name;
        if (std::isalpha(static_cast<unsigned char>(v[name]))) ++letters;
      }
      if (letters >= 2) continue;
    }
    return true;
  }
  return false;
}

std::vector<ExplanationNumber> read_numbers(const Text& t, const std::vector<Quantity>& stem_numbers) {
  std::vector<ExplanationNumber> out;
  const std::string_view v = t.visible;
  bool writes_percent = false;
  for (auto& m : find_all_numbers(v)) {
    ExplanationNumber e;
    e.unit = unit_of(v, m);
    e.decimals = decimals_of(v.substr(m.begin, m.end - m.begin), m.value);
    e.token = token_at(t, m.begin);
    // A result: after "=", "≈" or a result word in its clause, and not an operand of what follows.
    bool after_equals = false;
    std::size_t i = m.begin;
    while (i > 0 && (v[i - 1] == ' ' || v[i - 1] == '\t')) --i;
    for (std::string_view currency : {"€", "$", "£"}) {  // "= € 60"
      if (i >= currency.size() && v.substr(i - currency.size(), currency.size()) == currency) {
        i -= currency.size();
        while (i > 0 && (v[i - 1] == ' ' || v[i - 1] == '\t')) --i;
      }
    }
    for (std::string_view sign : {"=", "≈", "≅", "→"}) {
      if (i >= sign.size() && v.substr(i - sign.size(), sign.size()) == sign) after_equals = true;
    }
    if (!after_equals && i >= 1 && v[i - 1] == '(') after_equals = false;
    bool after_word = false;
    if (e.token != kNoPosition && e.token > 0) {
      for (std::size_t back = 1; back <= 3 && back <= e.token; ++back) {
        const std::size_t k = e.token - back;
        if (t.clause[k] != t.clause[e.token]) break;
        if (result_word(t.tokens[k].folded)) after_word = true;
      }
    }
    // After the word that follows it ("zes stuks."), unless that is an operator ("6 − 4").
    std::size_t j = m.unit_end > m.end && !operators_only(m.unit) ? m.unit_end : m.end;
    while (j < v.size() && (v[j] == ' ' || v[j] == '\t')) ++j;
    char32_t next = 0;
    if (j < v.size()) utf8::decode(v, j, next);
    const bool operand_follows = operator_char(next) && !(next == ':' || next == '-');
    char32_t previous = 0;
    if (i > 0) {
      std::size_t b = i - 1;
      while (b > 0 && (static_cast<unsigned char>(v[b]) & 0xC0) == 0x80) --b;
      utf8::decode(v, b, previous);
    }
    const bool operand_precedes = operator_char(previous) && previous != ':' && previous != '-';
    e.operand = operand_follows || operand_precedes;
    for (const auto& q : stem_numbers) {
      if (same_quantity_value(q.value, q.decimals, m.value, e.decimals) &&
          (q.unit.empty() || e.unit.empty() || q.unit == e.unit)) {
        e.from_stem = true;
      }
    }
    // "= 1.024" that repeats a value of the stem is a restatement, not a result.
    // "x = 7", "a = −2": a value assigned to a letter, the unknown a computation solves for.
    if (after_equals) {
      std::size_t b = i - 1;  // the '=' (or the first byte of "≈")
      while (b > 0 && (v[b - 1] == ' ' || v[b - 1] == '\t')) --b;
      // Not a unit after a number: "100 W × 300 h = 30 000 Wh".
      std::size_t before_letter = b >= 2 ? b - 2 : 0;
      while (before_letter > 0 && (v[before_letter] == ' ' || v[before_letter] == '\t')) --before_letter;
      const bool after_number = b >= 3 && v[b - 2] == ' ' && std::isdigit(static_cast<unsigned char>(v[before_letter]));
      const bool letter = b > 0 && ((v[b - 1] >= 'a' && v[b - 1] <= 'z') || (v[b - 1] >= 'A' && v[b - 1] <= 'Z')) &&
                          (b == 1 || !std::isalnum(static_cast<unsigned char>(v[b - 2]))) && !after_number;
      e.assignment = letter;
    }
    // "De mediaan is het middelste getal: 6.": a single value after a colon and a space, ending its
    // sentence, is what the words before the colon come to. Not a time or ratio ("12:30", "1:4"),
    // a list that goes on ("3, 4, 6") or a line of a list ("- maandag: 3").
    if (i >= 2 && v[i - 1] == ':' && i < m.begin && !std::isdigit(static_cast<unsigned char>(v[i - 2])) &&
        !operand_follows) {
      e.labelled = j >= v.size() || v[j] == '.' || v[j] == ';';
    }
    // "= 6 − 4 = 2", "rc = 6 / 2 = **3**": the end of a chain of equalities whose last step computes
    // is its result, also when the stem happens to give that value. Not a single equality, which may
    // check the stem's own ("Invullen: 3 · 3 = 9").
    bool computed = false;
    if (after_equals && !out.empty() && out.back().operand) {
      const ExplanationNumber& lhs = out.back();
      std::size_t from = lhs.mention.unit_end > lhs.mention.end && !operators_only(lhs.mention.unit)
                             ? lhs.mention.unit_end
                             : lhs.mention.end;
      const std::size_t to = v.rfind('=', i);
      if (to != std::string_view::npos && to > 0 && from <= to &&
          v.substr(from, to - from).find_first_not_of(" \t*_)") == std::string_view::npos) {
        // The step before: from the '=' before it, only numbers, operators and brackets.
        const std::size_t step = v.rfind('=', to - 1);
        if (step != std::string_view::npos) {
          computed = true;
          for (std::size_t b = step + 1; b < lhs.mention.begin && computed;) {
            char32_t cp = 0;
            const std::size_t len = std::max<std::size_t>(1, utf8::decode(v, b, cp));
            computed = cp == ' ' || cp == '\t' || cp == '(' || cp == ')' || cp == ',' || cp == '.' || cp == '*' ||
                       (cp >= '0' && cp <= '9') || operator_char(cp);
            b += len;
          }
        }
      }
    }
    const bool concluding = e.token != kNoPosition && t.concluding[t.clause[e.token]];
    e.role = (after_equals || after_word || e.labelled) && !operand_follows &&
                     (!e.from_stem || concluding || e.assignment || e.labelled || computed)
                 ? 2
                 : 1;
    e.equation = after_equals;
    // "Controle: 2 × 7 = 14": a check repeats the computation, it does not answer.
    if (e.token != kNoPosition) {
      const std::size_t first = t.clause_begin[t.clause[e.token]];
      std::size_t sentence_first = e.token;
      while (sentence_first > 0 && t.sentence[sentence_first - 1] == t.sentence[e.token]) --sentence_first;
      for (std::size_t k = sentence_first; k < e.token && k < first + 3; ++k) {
        if (is_one_of(t.tokens[k].folded, {"controle", "controleren", "controleer", "check", "ter", "narekenen",
                                           "klopt", "invullen", "ingevuld", "proef"})) {
          e.check = true;
        }
      }
    }
    e.mention = std::move(m);
    writes_percent = writes_percent || e.unit == "%";
    out.push_back(std::move(e));
  }
  // An exponent written in superscript after a number or a bracket ("2⁴ = 16", "(1/2)³") names its
  // value as an operand: the explanation of "how many bits" that writes 2⁴ brings up the 4. Not
  // after a letter: "m²" is a unit.
  // Superscript digits are U+00B2, U+00B3, U+00B9 and U+2070 to U+2079: lead bytes 0xC2 and 0xE2.
  for (std::size_t b = v.find_first_of("\xC2\xE2"); b < v.size();) {
    char32_t cp = 0;
    const std::size_t len = std::max<std::size_t>(1, utf8::decode(v, b, cp));
    if (superscript_digit(cp) < 0) {
      b = v.find_first_of("\xC2\xE2", b + len);
      continue;
    }
    const bool read_already = std::any_of(out.begin(), out.end(), [&](const ExplanationNumber& o) {
      // "10⁸" is a scale the number reader applied; "m²" a unit after a number.
      return (o.mention.begin <= b && b < o.mention.end) || (o.mention.unit_begin < b && b < o.mention.unit_end);
    });
    if (read_already || b == 0 || !(std::isdigit(static_cast<unsigned char>(v[b - 1])) || v[b - 1] == ')')) {
      b += len;
      continue;
    }
    ExplanationNumber e;
    e.mention.begin = b;
    int exponent = 0;
    std::size_t end = b;
    for (int digits = 0; end < v.size() && digits < 4; ++digits) {
      char32_t d = 0;
      const std::size_t dl = std::max<std::size_t>(1, utf8::decode(v, end, d));
      if (superscript_digit(d) < 0) break;
      exponent = exponent * 10 + superscript_digit(d);
      end += dl;
    }
    e.mention.value = exponent;
    e.mention.end = end;
    e.token = token_at(t, b);
    e.operand = true;
    e.exponent = true;
    for (const auto& q : stem_numbers) {
      if (q.unit.empty() && same_quantity_value(q.value, q.decimals, e.mention.value, 0)) e.from_stem = true;
    }
    out.push_back(std::move(e));
    b = end;
  }
  for (auto& e : out) {
    const std::string_view written = v.substr(e.mention.begin, e.mention.end - e.mention.begin);
    e.share_as_percent = !writes_percent || written.size() < 2 || written[0] != '0' || written[1] != ',';
  }
  // "één op de vier", "3 op de 10": a share.
  for (std::size_t k = 0; k + 1 < out.size(); ++k) {
    const auto& a = out[k];
    const auto& b = out[k + 1];
    if (a.token == kNoPosition || b.token == kNoPosition || b.mention.value == 0) continue;
    if (b.token != a.token + 3 && b.token != a.token + 2) continue;
    if (t.tokens[a.token + 1].folded != "op" || (b.token == a.token + 3 && t.tokens[a.token + 2].folded != "de"))
      continue;
    ExplanationNumber share = a;
    share.mention.value = a.mention.value / b.mention.value;
    share.mention.end = b.mention.end;
    share.unit.clear();
    share.share_as_percent = true;
    out.push_back(share);
  }
  std::sort(out.begin(), out.end(),
            [](const ExplanationNumber& x, const ExplanationNumber& y) { return x.mention.begin < y.mention.begin; });
  // An explanation that computes nothing ("de massa blijft 80 kg") has no results: its numbers are
  // statements like any word.
  bool computes = writes_equation(v);
  for (const auto& e : out) computes = computes || (e.operand && !e.exponent);  // "10⁴ m²" computes nothing
  if (!computes) {
    for (auto& e : out) {
      e.role = 1;
      e.plain = true;
    }
    return out;
  }
  // A turn: the one number of a part that opens with ", maar" after an equation in its sentence. "er
  // zijn dus 3 × 2 = 6 getallen, maar de lijst zelf heeft 3 elementen" turns from the sum to the
  // answer, "= 14, maar wie van links naar rechts rekent, komt uit op 20" to a mistake; which one, a
  // word comparison cannot tell, so such an explanation has no final result.
  bool turns = false;
  for (std::size_t k = 0; k < out.size() && !turns; ++k) {
    const ExplanationNumber& e = out[k];
    if (e.token == kNoPosition || e.operand || e.check || t.negated[e.token]) continue;
    std::size_t part_first = e.token;
    while (part_first > 0 && t.unit[part_first - 1] == t.unit[e.token]) --part_first;
    if (part_first == 0 || t.sentence[part_first - 1] != t.sentence[e.token]) continue;
    if (!is_one_of(t.tokens[part_first].folded, {"maar", "echter"})) continue;
    // A conjunction after a comma ("6 getallen, maar de lijst ..."), not "maar" as "only" ("ligt maar
    // één standaardafwijking hoger").
    std::size_t before = t.tokens[part_first].begin;
    while (before > 0 && (v[before - 1] == ' ' || v[before - 1] == '\t')) --before;
    if (before == 0 || v[before - 1] != ',' || e.token == part_first + 1) continue;
    const bool lone = std::none_of(out.begin(), out.end(), [&](const ExplanationNumber& o) {
      return &o != &e && o.token != kNoPosition && t.unit[o.token] == t.unit[e.token];
    });
    const bool after_equation =
        std::any_of(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(k), [&](const ExplanationNumber& o) {
          return o.equation && o.token != kNoPosition && t.sentence[o.token] == t.sentence[e.token];
        });
    turns = lone && after_equation;
  }
  // The final result, by priority: a result in a concluding clause ("dus 25 procent"); else the
  // last result of an equation ("4x = 12 ... x = 3"); else the last result stated in words
  // ("zijn het er hoogstens 11"). A negated result ("met 4 × 5c = 20c reken je de omtrek uit, niet
  // de oppervlakte", "wie van links naar rechts rekent, komt ten onrechte op 20") is none of these.
  // A result the explanation then computes on, to a new result the stem does not give ("het is 2 × 6
  // = 12 °C kouder: 20 − 12 = 8 °C", "dus € 168. Inclusief btw betaal je € 800 + € 168 = € 968"),
  // is most often a step (all such explanations in the tuning sets end at the answer), though it
  // may be the answer with a consequence worked out after it ("dus de korting is € 20. Je betaalt
  // dan nog € 60"): then the key reads as an intermediate result, a warning at most. Filling the
  // answer back into the stem's equation, or a check ("Klopt: 3 · 5 = 15"), ends at a value the
  // stem gives: no step. Not a value the stem gives: a later "2 × 2" may take that from the stem
  // ("dus `len()` geeft 2").
  auto computed_on = [&](std::size_t k) {
    if (out[k].from_stem || out[k].token == kNoPosition) return false;
    for (std::size_t j = k + 1; j < out.size(); ++j) {
      const ExplanationNumber& o = out[j];
      if (!o.operand || o.check || o.token == kNoPosition || !same_value(o.mention.value, out[k].mention.value)) {
        continue;
      }
      for (std::size_t r = j + 1; r < out.size(); ++r) {
        const ExplanationNumber& res = out[r];
        if (res.role == 2 && !res.from_stem && !res.check && res.token != kNoPosition && !t.negated[res.token]) {
          return true;
        }
      }
      return false;
    }
    return false;
  };
  // A concluding clause, or the part after a colon that goes on from one: "Deel daarom door 1,21:
  // 363 / 1,21 = € 300". Not a value of the stem after the colon: "dus 6 / 0,25 = 24 tegels: 24 ×
  // 0,25 = 6" checks the answer against the stem.
  auto concludes = [&](std::size_t token, bool from_stem) {
    std::size_t c = t.clause[token];
    if (from_stem) return static_cast<bool>(t.concluding[c]);
    while (true) {
      if (t.concluding[c]) return true;
      if (c == 0) return false;
      const std::size_t first = t.clause_begin[c];
      if (first == 0 || t.sentence[first - 1] != t.sentence[first]) return false;
      const std::string_view gap = v.substr(t.tokens[first - 1].end, t.tokens[first].begin - t.tokens[first - 1].end);
      if (gap.find(':') == std::string_view::npos) return false;
      --c;
    }
  };
  std::size_t final_result = kNoPosition;
  int best_priority = 0;
  for (std::size_t k = 0; k < out.size(); ++k) {
    const ExplanationNumber& e = out[k];
    if (e.role != 2 || e.token == kNoPosition || t.negated[e.token]) continue;
    // An operand ("het is 20 × 0,6 = 12") is no result, whatever word comes before it.
    if (e.check || e.operand) continue;
    if (computed_on(k)) continue;
    // A value after a colon is a result, but weaker than a computation: "Totaal: 35. Gemiddelde =
    // 35 / 5 = 7" ends at 7. A result in words that its sentence computes ("Maal 131,25 is dat
    // 6,6 vol%") goes on from an equation before it, as a later equation would.
    const int priority = concludes(e.token, e.from_stem)               ? 4
                         : e.assignment                                ? 3
                         : e.equation || computed_in_words(t, e.token) ? 2
                                                                       : 1;
    if (priority >= best_priority) {
      best_priority = priority;
      final_result = k;
    }
  }
  if (final_result != kNoPosition && !turns) out[final_result].role = 3;
  return out;
}

struct Letter {
  char letter;
  int verdict;                       // +1 right, -1 wrong
  bool names = false;                // about the answer ("B is het juiste antwoord", "antwoord B."), not the statement
  std::uint32_t begin = 0, end = 0;  // the letter, or the ordinal and its noun
};

// "Optie B klopt niet", "A is onjuist", "C: juist", "(B) is fout", "A. Dit klopt niet.", "... dus
// drie keer: antwoord B."; and options named by an ordinal: "De derde bewering klopt niet",
// "Daarom is de tweede uitspraak de juiste".
// The capitals A to Z that stand alone in `text` ("matrix A", "punt B"): names, one bit each.
std::uint32_t standalone_capitals(std::string_view text) {
  std::uint32_t out = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (lone_capital(text, i)) out |= std::uint32_t{1} << (text[i] - 'A');
  }
  return out;
}

// `names`: capitals the stem or an option uses as a name ("Matrix A is singulier"); the explanation's
// "dus A is niet inverteerbaar" is then about that name, not about option A.
std::vector<Letter> read_letters(const Text& t, std::size_t options, const OrdinalContext& ordinals,
                                 std::uint32_t names) {
  std::vector<Letter> out;
  const std::size_t n = t.tokens.size();
  const std::string_view v = t.visible;
  auto gap_after = [&](std::size_t i) {
    return v.substr(t.tokens[i].end, (i + 1 < n ? t.tokens[i + 1].begin : v.size()) - t.tokens[i].end);
  };
  // The verdict on the option referred to by tokens [from, last]: in the words that follow, up to
  // the end of the sentence (or of the next one when the reference stands alone as a label: "A.
  // Dit klopt niet.").
  auto verdict_after = [&](std::size_t last, bool label) {
    const std::size_t sentence = t.sentence[last];
    std::size_t end = last + 1;
    while (end < n && t.sentence[end] == sentence) ++end;
    if (label && end == last + 1 && end < n) {
      const std::uint16_t next = t.sentence[end];
      while (end < n && t.sentence[end] == next) ++end;
    }
    // A label reads up to eight words on; an ordinal ("de derde bewering") only its own verb phrase.
    end = std::min(end, last + (label ? 9 : 5));
    int verdict = 0;
    bool names = false;
    // "het juiste antwoord", "een foute keuze": the verdict is on the option as the answer.
    auto answer_noun_after = [&](std::size_t at) {
      return at + 1 < n && is_one_of(t.tokens[at + 1].folded, {"antwoord", "optie", "keuze", "antwoordoptie"});
    };
    for (std::size_t j = last + 1; j < end && verdict == 0; ++j) {
      const std::string_view w = t.tokens[j].folded;
      // "klopt (ook) niet", "is (dus) niet de ...", "hoort niet bij".
      auto negation_follows = [&](std::size_t at) {
        std::size_t k = at + 1;
        while (k < end && is_one_of(t.tokens[k].folded, {"ook", "dus", "eveneens", "zeker", "hier", "echt", "daarom",
                                                         "helemaal", "absoluut"}))
          ++k;
        return k < end && negates(t, k);
      };
      // "D is juist af te raden": an adverb, no verdict (letter_claims.h).
      auto adverb = [&](std::size_t at) {
        if (at + 1 >= n) return false;
        const std::string_view gap =
            std::string_view(t.visible).substr(t.tokens[at].end, t.tokens[at + 1].begin - t.tokens[at].end);
        return adverb_not_verdict(t.tokens[at].folded, gap, t.tokens[at + 1].folded);
      };
      // The plural verbs only right after the reference, as after a list of letters ("A en B kloppen"):
      // not in a label's sentence ("A. Walvissen zijn geen vissen").
      const bool plural = j == last + 1 && is_one_of(w, {"kloppen", "klopten", "zijn", "gelden"});
      const bool verb = plural || is_one_of(w, {"klopt", "is", "geldt", "hoort", "past", "was", "klopte"});
      const bool negated_before = j > last + 1 && negates(t, j - 1);
      if (wrong_verdict(w)) {
        verdict = -1;
        // "D is fout" may judge the choice rather than the statement ("C is juist ... D is fout" in a
        // NIET question): only "onjuist", "klopt niet" and the like judge the statement for sure.
        names = answer_noun_after(j) || is_one_of(w, {"fout", "foute", "verkeerd", "verkeerde", "incorrect"});
      } else if (verb && negation_follows(j)) {
        verdict = -1;
        // "C is geen metaal" denies something of C (a symbol, a name) rather than judging a statement;
        // "D klopt niet", "B geldt niet", "B is onjuist", "B is niet juist" judge it.
        std::size_t k = j + 1;
        while (k < end && !negates(t, k)) ++k;
        const bool judged = is_one_of(w, {"klopt", "klopte", "kloppen", "klopten", "geldt", "gelden"}) ||
                            (k < end && wrong_verdict(t.tokens[k].folded)) ||
                            (k + 1 < end && right_verdict(t.tokens[k + 1].folded));
        names = !judged;
      } else if (negates(t, j) && j + 1 < end && right_verdict(t.tokens[j + 1].folded)) {
        verdict = -1;
        names = answer_noun_after(j + 1);
      } else if ((right_verdict(w) || (plural && w != "zijn" && w != "gelden")) && w != "sleutel" && !negated_before &&
                 !adverb(j)) {
        verdict = 1;
        names = answer_noun_after(j);
      } else if (w == "sleutel" && j > 0 && t.tokens[j - 1].folded == "de") {
        verdict = 1;
        names = true;
      } else if (w == "antwoord" && j == last + 3 && t.tokens[j - 2].folded == "is" &&
                 t.tokens[j - 1].folded == "het" &&
                 (j + 1 == n || gap_after(j).find_first_of(".:;!?") != std::string_view::npos)) {
        verdict = 1;  // "C is het antwoord."
        names = true;
      }
      // A reference's sentence that goes on about something else ("A) ... want B ...") ends its reach.
      if (j > last + 1 && t.tokens[j].end - t.tokens[j].begin == 1 && v[t.tokens[j].begin] >= 'A' &&
          v[t.tokens[j].begin] <= 'Z') {
        break;
      }
    }
    return std::pair<int, bool>{verdict, names};
  };
  for (std::size_t i = 0; i < n; ++i) {
    const Token& tok = t.tokens[i];
    // "de derde bewering", "het eerste antwoord".
    if (i > 0 && i + 1 < n && is_one_of(t.tokens[i - 1].folded, {"de", "het"}) &&
        ordinal_noun(t.tokens[i + 1].folded, ordinals.statements)) {
      const int index = ordinal_option(tok.folded, options);
      if (index >= 0) {
        if (const auto [verdict, names] = verdict_after(i + 1, false); verdict != 0) {
          out.push_back({static_cast<char>('A' + index), verdict, names, static_cast<std::uint32_t>(t.tokens[i].begin),
                         static_cast<std::uint32_t>(t.tokens[i + 1].end)});
        }
        continue;
      }
    }
    if (tok.end - tok.begin != 1) continue;
    const char c = v[tok.begin];
    if (c < 'A' || c >= static_cast<char>('A' + options)) continue;
    if ((names >> (c - 'A') & 1U) != 0) continue;
    const bool first_of_sentence = i == 0 || t.sentence[i - 1] != t.sentence[i];
    // "A, B en D kloppen: ...", "B en C zijn juist": letters listed at the start of a sentence share
    // the verdict that follows the list.
    if (first_of_sentence) {
      auto option_letter = [&](std::size_t at) {
        return at < n && t.tokens[at].end - t.tokens[at].begin == 1 && v[t.tokens[at].begin] >= 'A' &&
               v[t.tokens[at].begin] < static_cast<char>('A' + options) && t.sentence[at] == t.sentence[i] &&
               (names >> (v[t.tokens[at].begin] - 'A') & 1U) == 0;
      };
      std::vector<std::size_t> listed{i};
      std::size_t j = i + 1;
      while (j < n) {
        if (option_letter(j) && gap_after(j - 1).find(',') != std::string_view::npos) {
          listed.push_back(j++);
        } else if (is_one_of(t.tokens[j].folded, {"en", "of"}) && option_letter(j + 1)) {
          listed.push_back(j + 1);
          j += 2;
        } else {
          break;
        }
      }
      if (listed.size() >= 2 && j < n &&
          is_one_of(t.tokens[j].folded, {"kloppen", "klopten", "zijn", "waren", "gelden", "golden"})) {
        if (const auto [verdict, names] = verdict_after(j - 1, false); verdict != 0) {
          for (const std::size_t at : listed) {
            out.push_back({v[t.tokens[at].begin], verdict, names, static_cast<std::uint32_t>(t.tokens[at].begin),
                           static_cast<std::uint32_t>(t.tokens[at].end)});
          }
        }
        i = j - 1;
        continue;
      }
    }
    const bool named = i > 0 && names_answer(t.tokens[i - 1].folded) && t.clause[i - 1] == t.clause[i];
    const std::string_view after = gap_after(i);
    const bool labelled = after.find_first_of(":)") != std::string_view::npos ||
                          (after.find('.') != std::string_view::npos && first_of_sentence);
    const bool verb_follows = i + 1 < n && is_one_of(t.tokens[i + 1].folded, {"is", "klopt", "was", "geldt"});
    // "..., dus D is onjuist", "Daarom is D onjuist", "... en dat maakt D onjuist": a conclusion in the
    // same sentence.
    const bool concluded = i > 0 && !first_of_sentence && t.sentence[i - 1] == t.sentence[i] &&
                           ((verb_follows && concluding_word(t.tokens[i - 1].folded)) ||
                            (i >= 2 && t.tokens[i - 1].folded == "is" && concluding_word(t.tokens[i - 2].folded)) ||
                            is_one_of(t.tokens[i - 1].folded, {"maakt", "maken"}));
    if (!named && !concluded && !(first_of_sentence && (labelled || verb_follows))) continue;
    auto [verdict, names] = verdict_after(i, !concluded);
    // "... dus drie keer: antwoord B.": *antwoord* opens a clause after a colon (not a label at the
    // start of a sentence, "Optie A. ..."), or follows "dus", and the letter ends the sentence.
    if (verdict == 0 && named && i >= 2 && is_one_of(t.tokens[i - 1].folded, {"antwoord", "sleutel"}) &&
        (i + 1 == n || t.sentence[i + 1] != t.sentence[i])) {
      const std::string_view before = v.substr(t.tokens[i - 2].end, t.tokens[i - 1].begin - t.tokens[i - 2].end);
      const bool after_colon = t.sentence[i - 2] == t.sentence[i - 1] && before.find(':') != std::string_view::npos;
      if (after_colon || (t.clause[i - 2] == t.clause[i] && concluding_word(t.tokens[i - 2].folded))) {
        verdict = 1;
        names = true;
      }
    }
    // "Antwoord: B", "Sleutel: B" name the answer.
    if (verdict != 0 && named && is_one_of(t.tokens[i - 1].folded, {"antwoord", "sleutel"}) &&
        v.substr(t.tokens[i - 1].end, tok.begin - t.tokens[i - 1].end).find(':') != std::string_view::npos) {
      names = true;
    }
    if (verdict != 0) {
      out.push_back({c, verdict, names, static_cast<std::uint32_t>(tok.begin), static_cast<std::uint32_t>(tok.end)});
    }
  }
  return out;
}

// The words and numbers of one option text.
struct OptionText {
  std::vector<Word> words;           // content words, in order, unique
  std::vector<bool> acronym;         // per word: written in capitals
  std::vector<std::uint16_t> group;  // per word: which part of the option (split at ; and ,) it is in
  std::vector<bool> negated;         // per word: a negation in the option governs it ("geen toevoegmateriaal")
  std::vector<bool> prevented;       // per word: after "voorkomen dat" (prevented_from)
  std::vector<Quantity> numbers;
  std::optional<Quantity> signed_value;
  std::string compact;
  int comparison = 0;  // the first comparative word: 1 more, 2 less, 3 as much (see read_explanation)
};

// Comparative words: 1 more, 2 less, 3 as much; 0 for other words.
int comparison_of(std::string_view folded) {
  static const WordSet kMore{"meer", "groter", "hoger", "langer", "sneller", "zwaarder", "vaker", "duurder", "later"};
  static const WordSet kLess{"minder", "kleiner", "lager", "korter", "langzamer", "lichter", "goedkoper", "eerder"};
  static const WordSet kSame{"evenveel", "evengroot", "evenlang", "hetzelfde", "zoveel", "zelfde"};
  if (kMore.has(folded)) return 1;
  if (kLess.has(folded)) return 2;
  if (kSame.has(folded)) return 3;
  return 0;
}

OptionText read_option(std::string_view text, const TextAnalyzer& analyzer) {
  OptionText o;
  const std::string visible = mask_markup(text, MaskOptions{true});
  const auto tokens = analyzer.tokenize(visible);
  for (const Token& tok : tokens) {
    if (o.comparison == 0) o.comparison = comparison_of(tok.folded);
  }
  // The first "dat" after "voorkomen" and its like (prevented_from): the words after it are prevented.
  std::size_t prevented_after = kNoPosition;
  for (std::size_t k = 0; k < tokens.size() && prevented_after == kNoPosition; ++k) {
    prevented_after = prevented_from(tokens, k);
  }
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const Token& tok = tokens[i];
    if (tok.stop || tok.number) continue;
    const std::string_view left = hyphen_left(visible, tokens, i);
    if (std::any_of(o.words.begin(), o.words.end(),
                    [&](const Word& w) { return w.folded == tok.folded && w.left == left; })) {
      continue;
    }
    o.words.push_back({tok.stem, tok.folded, left, direction(tok.folded)});
    // What the option says is prevented ("Om te voorkomen dat Oost-Duitsers vluchtten"): an
    // explanation names it either way ("tienduizenden vluchtten", "voorkomen dat burgers vluchtten").
    o.prevented.push_back(prevented_after < i);
    // Governed by "niet", "geen" or "nooit" among the three content words before it.
    bool negated = false;
    std::size_t content = 0;
    for (std::size_t k = i; k-- > 0 && content < 3;) {
      if (tokens[k].negation && is_one_of(tokens[k].folded, {"niet", "geen", "nooit", "noch"})) {
        negated = true;
        break;
      }
      if (!tokens[k].stop) ++content;
    }
    o.negated.push_back(negated);
    std::uint16_t group = 0;
    for (std::size_t b = 0; b < tok.begin; ++b) {
      if (visible[b] == ';' || visible[b] == ',') ++group;
    }
    o.group.push_back(group);
    const std::string_view written = std::string_view(visible).substr(tok.begin, tok.end - tok.begin);
    o.acronym.push_back(written.size() >= 2 && written.size() <= 6 && all_upper(written));
  }
  const auto mentions = find_all_numbers(visible);
  for (const auto& m : mentions) {
    // Digits with a leading zero ("|01⟩", "0110", "007") are a code or a bit string, not a quantity: "01"
    // is no value 1 an explanation could state. The option's written form still counts. A time or
    // date ("09:30", "01-05") and a decimal ("0,5") go on as numbers.
    const std::string_view digits = std::string_view(visible).substr(m.begin, m.end - m.begin);
    const bool code =
        digits.size() >= 2 && digits[0] == '0' && digits.find_first_not_of("0123456789") == std::string_view::npos &&
        (m.end >= visible.size() || std::string_view(":,.-/").find(visible[m.end]) == std::string_view::npos);
    if (!code) o.numbers.push_back(quantity_of(visible, m));
  }
  // "daalt met 2 %" is the change −2 %: a direction and one number make a signed value.
  if (o.numbers.size() == 1) {
    int sign = 0;
    for (const auto& w : o.words) {
      if (w.direction_word == "+") sign = sign == 0 ? 1 : 2;
      if (w.direction_word == "-") sign = sign == 0 ? -1 : 2;
    }
    if (sign == 1 || sign == -1)
      o.signed_value = Quantity{sign * std::fabs(o.numbers[0].value), o.numbers[0].unit, o.numbers[0].decimals};
  }
  o.compact = compact(text);
  return o;
}

bool has_word(const std::vector<Word>& words, const Word& w) {
  return std::any_of(words.begin(), words.end(), [&](const Word& x) { return same(x, w); });
}

// "0,5 MB per token" and "€ 900 per maand" state the option "0,5 MB", "€ 900": a unit "per" something
// agrees with the same unit without it.
std::string without_per(const std::string& unit, const std::string& other) {
  const std::size_t slash = unit.find('/');
  if (slash == std::string::npos || other.find('/') != std::string::npos) return unit;
  return unit.substr(0, slash);
}

bool number_compatible(const Quantity& a_in, const Quantity& b_in) {
  Quantity a = a_in;
  Quantity b = b_in;
  a.unit = without_per(a_in.unit, b_in.unit);
  b.unit = without_per(b_in.unit, a_in.unit);
  if (a.unit.empty() || b.unit.empty() || a.unit == b.unit)
    return same_quantity_value(a.value, a.decimals, b.value, b.decimals);
  if (auto f = unit_factor(a.unit, b.unit)) return same_value(a.value * *f, b.value);
  return false;
}

// Fragment index of the explanation's words, for compound matches: a hash table from fragment hash
// to the tokens that have it (chained through `next`), built once per explanation in linear time.
struct Fragments {
  static constexpr std::uint32_t kEnd = static_cast<std::uint32_t>(-1);
  std::vector<std::uint64_t> hashes;  // per entry
  std::vector<std::uint32_t> tokens;  // per entry
  std::vector<std::uint32_t> next;    // per entry: the next entry in its bucket
  std::vector<std::uint32_t> heads;   // per bucket: its first entry
  std::uint64_t mask = 0;
  bool built = false;
  void build(const Text& t) {
    built = true;
    std::vector<std::uint64_t> f;
    for (std::uint32_t i = 0; i < t.tokens.size(); ++i) {
      if (t.tokens[i].number || t.tokens[i].stop) continue;
      // A stem under four characters has no fragment a term's 4- and 5-character ones could meet.
      if (terms::fragment_hashes(t.tokens[i].stem, f) < 4) continue;
      for (std::uint64_t h : f) {
        hashes.push_back(h);
        tokens.push_back(i);
      }
    }
    std::size_t buckets = 16;
    while (buckets < 2 * hashes.size()) buckets *= 2;
    mask = buckets - 1;
    heads.assign(buckets, kEnd);
    next.assign(hashes.size(), kEnd);
    for (std::uint32_t e = 0; e < hashes.size(); ++e) {
      std::uint32_t& head = heads[hashes[e] & mask];
      next[e] = head;
      head = e;
    }
  }
  // Appends the tokens that have fragment `h`.
  void tokens_with(std::uint64_t h, std::vector<std::uint32_t>& out) const {
    for (std::uint32_t e = heads[h & mask]; e != kEnd; e = next[e]) {
      if (hashes[e] == h) out.push_back(tokens[e]);
    }
  }
};

// The formula of a substance named in Dutch ("koolstofdioxide" -> "CO₂"), or "": chemistry
// explanations write reactions in formulas ("CH₄ + 2 O₂ → CO₂ + 2 H₂O") for options in words.
std::string_view formula_of(std::string_view folded) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 26> kFormulas{{
      {"ammoniak", "NH₃"},
      {"calciumcarbonaat", "CaCO₃"},
      {"ethanol", "C₂H₅OH"},
      {"glucose", "C₆H₁₂O₆"},
      {"keukenzout", "NaCl"},
      {"kooldioxide", "CO₂"},
      {"koolmonoxide", "CO"},
      {"koolstofdioxide", "CO₂"},
      {"koolstofmonoxide", "CO"},
      {"koolzuur", "H₂CO₃"},
      {"koolzuurgas", "CO₂"},
      {"methaan", "CH₄"},
      {"natriumchloride", "NaCl"},
      {"natriumhydroxide", "NaOH"},
      {"natronloog", "NaOH"},
      {"ozon", "O₃"},
      {"salpeterzuur", "HNO₃"},
      {"stikstof", "N₂"},
      {"stikstofdioxide", "NO₂"},
      {"water", "H₂O"},
      {"waterstof", "H₂"},
      {"waterstofchloride", "HCl"},
      {"waterstofperoxide", "H₂O₂"},
      {"zoutzuur", "HCl"},
      {"zuurstof", "O₂"},
      {"zwavelzuur", "H₂SO₄"},
  }};
  static_assert(std::is_sorted(kFormulas.begin(), kFormulas.end()));
  const auto it = std::lower_bound(kFormulas.begin(), kFormulas.end(), folded,
                                   [](const auto& entry, std::string_view w) { return entry.first < w; });
  return it != kFormulas.end() && it->first == folded ? it->second : std::string_view();
}

// Occurrences of a formula in the explanation as written there: with subscript digits ("CO₂") or
// plain ones ("CO2"), case as written, not inside a longer formula or word ("CO" is not in "CO₂").
void find_formula(const Text& t, std::string_view formula, std::vector<std::pair<std::size_t, double>>& out) {
  std::string plain;  // subscript digits as ASCII digits
  for (std::size_t i = 0; i < formula.size();) {
    char32_t cp;
    const std::size_t n = utf8::decode(formula, i, cp);
    if (cp >= U'₀' && cp <= U'₉') {
      plain += static_cast<char>('0' + (cp - U'₀'));
    } else {
      plain.append(formula.substr(i, n));
    }
    i += n;
  }
  const std::string_view text = t.visible;
  auto glued = [](char32_t cp) {
    return utf8::is_letter(cp) || utf8::is_digit(cp) || (cp >= U'₀' && cp <= U'₉') || cp == U'⁺' || cp == U'⁻';
  };
  std::vector<std::string_view> forms{formula};
  if (plain != formula) forms.emplace_back(plain);
  for (const std::string_view form : forms) {
    for (std::size_t p = text.find(form); p != std::string_view::npos; p = text.find(form, p + 1)) {
      char32_t before = 0;
      char32_t after = 0;
      if (p > 0) {
        std::size_t b = p - 1;
        while (b > 0 && (static_cast<unsigned char>(text[b]) & 0xC0) == 0x80) --b;
        utf8::decode(text, b, before);
      }
      if (p + form.size() < text.size()) utf8::decode(text, p + form.size(), after);
      if (glued(before) || glued(after)) continue;
      const std::size_t tok = token_at(t, p);
      if (tok != kNoPosition) out.emplace_back(tok, 1.0);
    }
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
}

// Occurrences of a word term: (token, match weight).
void find_word(const Text& t, const OwnTerm& term, double min_overlap, Fragments& fragments,
               std::vector<std::pair<std::size_t, double>>& out) {
  out.clear();
  const std::size_t n = t.tokens.size();
  {
    thread_local std::vector<std::size_t> found;
    word_occurrences(t, Word{term.term, term.folded, term.left, term.direction_word}, found);
    for (std::size_t i : found) out.emplace_back(i, 1.0);
  }
  if (!out.empty()) return;
  // An acronym written out: "Domain Name System" for "DNS".
  if (term.acronym) {
    const std::string& a = term.term;
    for (std::size_t i = 0; i + a.size() <= n; ++i) {
      bool spelled = true;
      for (std::size_t k = 0; k < a.size() && spelled; ++k) {
        const Token& tok = t.tokens[i + k];
        spelled = !tok.folded.empty() && tok.folded[0] == a[k] && t.clause[i + k] == t.clause[i] &&
                  utf8::is_upper(static_cast<unsigned char>(t.visible[tok.begin]));
      }
      if (spelled) out.emplace_back(i, 1.0);
    }
    if (!out.empty()) return;
  }
  // A substance written as its formula.
  if (const std::string_view formula = formula_of(term.folded); !formula.empty()) {
    find_formula(t, formula, out);
    if (!out.empty()) return;
  }
  // A separable verb: "uitzetten" in "het water zet uit" (the particle alone in the same clause).
  for (std::string_view particle :
       {"uit", "op",   "aan", "af", "in",  "mee", "door",  "over",  "terug", "toe",  "vast",
        "weg", "voor", "na",  "om", "bij", "los", "samen", "tegen", "onder", "neer", "vrij"}) {
    if (term.term.size() < particle.size() + 3 || term.term.compare(0, particle.size(), particle) != 0) continue;
    const std::string_view rest = std::string_view(term.term).substr(particle.size());
    for (std::size_t i = 0; i < n; ++i) {
      const Token& tok = t.tokens[i];
      if (tok.number || !terms::same(tok.stem, rest)) continue;
      for (std::size_t j = 0; j < n; ++j) {
        if (t.clause[j] == t.clause[i] && t.tokens[j].folded == particle) {
          out.emplace_back(i, 1.0);
          break;
        }
      }
    }
    if (!out.empty()) return;
  }
  // The head of a compound term on its own: "glazuur" for "tandglazuur", "plaque" for
  // "tandplaque". A Dutch compound ends in its head, which names the same kind of thing; the head
  // has five letters or more, and three or more come before it.
  if (!term.heads.empty()) {
    for (std::size_t i = 0; i < n; ++i) {
      const Token& tok = t.tokens[i];
      if (tok.number || tok.stop || tok.stem.size() > 255) continue;
      const auto len = static_cast<std::uint8_t>(tok.stem.size());
      if (std::find(term.heads.begin(), term.heads.end(), len) != term.heads.end() && term.term.ends_with(tok.stem)) {
        out.emplace_back(i, 0.8);
      }
    }
    if (!out.empty()) return;
  }
  // Part of a compound, by the fragments of the term's stem and, when Snowball changed more than an
  // ending of a longer word, of the word as written: the stem of "straal" is "stral", whose "tral"
  // no "straallengte" has. A token's share is the larger of the two.
  thread_local std::vector<std::uint64_t> frags;
  thread_local std::vector<std::pair<std::uint32_t, double>> shares;  // token, share
  shares.clear();
  // The tokens each fragment meets, once per meeting, sorted: a token's run is its count.
  thread_local std::vector<std::uint32_t> met;
  auto collect = [&](const std::string& form) {
    if (terms::fragment_hashes(form, frags) < 4) return;
    if (!fragments.built) fragments.build(t);
    met.clear();
    for (std::uint64_t f : frags) fragments.tokens_with(f, met);
    std::sort(met.begin(), met.end());
    for (std::size_t at = 0; at < met.size();) {
      const std::uint32_t i = met[at];
      std::size_t hits = 0;
      for (; at < met.size() && met[at] == i; ++at) ++hits;
      const double share = static_cast<double>(hits) / static_cast<double>(frags.size());
      if (share < min_overlap) continue;
      // A compound has the term as a part of its own; one or two letters more make another word
      // ("politiek" is no compound of "politie").
      const std::string_view word = t.tokens[i].folded;
      if (const std::size_t at_term = word.find(form); at_term != std::string::npos) {
        const std::size_t rest = word.size() - form.size();
        if (rest > 0 && rest < 3) continue;
      }
      shares.emplace_back(i, share);
    }
  };
  collect(term.term);
  // Six letters or more: a short word ("jaar", "draad") met inside a compound is too weak a sign.
  if (utf8::count_code_points(term.folded) >= 6 && term.folded != term.term && !term.folded.starts_with(term.term)) {
    collect(term.folded);
  }
  std::stable_sort(shares.begin(), shares.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (std::size_t k = 0; k < shares.size(); ++k) {
    if (k + 1 < shares.size() && shares[k + 1].first == shares[k].first) {
      shares[k + 1].second = std::max(shares[k + 1].second, shares[k].second);
      continue;
    }
    out.emplace_back(shares[k].first, shares[k].second);
  }
  if (!out.empty()) return;
  // A compound written as its two parts, the head first and the other after "van", "voor" or "met":
  // "wijnfles" in "flessen van wijn", "soepkom" in "kommen voor soep", also in a list ("potten van
  // jam, wijn of olijfolie"). Each part three letters or more, as a word of its own (the head also in
  // the plural), neither a word of the stem; the occurrence is the head's. Parts that merely meet in
  // a sentence ("water en koolstofdioxide, twee stoffen") are no compound.
  const std::string& w = term.folded;
  if (term.acronym || w.size() < 6 || w.size() > 64) return;
  for (std::size_t i = 2; i < n; ++i) {
    const Token& f = t.tokens[i];
    if (f.stop || f.number || t.in_stem[i] || f.folded.size() < 3 || f.folded.size() + 3 > w.size() ||
        !w.starts_with(f.folded)) {
      continue;
    }
    const std::string_view head = std::string_view(w).substr(f.folded.size());
    if ((static_cast<unsigned char>(head[0]) & 0xC0) == 0x80) continue;  // inside a character
    // The head as written, or in the plural: "fles", "flessen"; "pot", "potten".
    auto is_head = [&](const Token& h) {
      if (h.folded == head || h.stem == head) return true;
      if (!h.folded.starts_with(head)) return false;
      const std::string_view rest = std::string_view(h.folded).substr(head.size());
      return rest == "s" || rest == "en" || rest == "n" || rest == "'s" ||
             (rest.size() == 3 && rest[0] == head.back() && rest.substr(1) == "en");
    };
    // The preposition up to four words before the part, the head right before the preposition (or
    // one word before it: "flessen gevuld met wijn").
    for (std::size_t p = i - 1; p >= 1 && p + 4 >= i; --p) {
      if (t.sentence[p] != t.sentence[i] || !is_one_of(t.tokens[p].folded, {"van", "voor", "met"})) continue;
      for (std::size_t j = p - 1; j + 2 >= p; --j) {
        const Token& h = t.tokens[j];
        if (!h.stop && !h.number && !t.in_stem[j] && t.sentence[j] == t.sentence[i] && is_head(h)) {
          out.emplace_back(j, 0.7);
        }
        if (j == 0) break;
      }
      break;
    }
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.first == b.first; }),
            out.end());
}

// Occurrences of a written form: the compact form as a substring of the compact explanation, not
// glued to a letter or digit on either side.
void find_written(const Text& t, const std::string& form, std::vector<std::pair<std::size_t, double>>& out) {
  out.clear();
  if (form.empty()) return;
  // The compact explanation with a map back to byte offsets.
  std::string text;
  std::vector<std::size_t> at;
  std::vector<bool> spaced;  // per byte of `text`: white space (or the start) comes before it
  const std::string lowered = utf8::lower(t.visible);
  if (lowered.size() != t.visible.size()) return;  // case mapping changed lengths: skip (rare)
  bool space = true;
  for (std::size_t i = 0; i < lowered.size();) {
    char32_t cp;
    const std::size_t n = utf8::decode(lowered, i, cp);
    if (minus_sign(lowered, i, cp)) {
      text += '-';
      at.push_back(i);
      spaced.push_back(space);
      space = false;
    } else if (!utf8::is_space(cp)) {
      text.append(lowered, i, n);
      for (std::size_t k = 0; k < n; ++k) {
        at.push_back(i);
        spaced.push_back(k == 0 && space);
      }
      space = false;
    } else {
      space = true;
    }
    i += n;
  }
  spaced.push_back(true);  // the end
  auto word_char = [](char32_t cp) { return utf8::is_letter(cp) || utf8::is_digit(cp); };
  for (std::size_t p = text.find(form); p != std::string::npos; p = text.find(form, p + 1)) {
    char32_t before = 0;
    char32_t after = 0;
    if (p > 0 && !spaced[p]) {
      std::size_t b = p - 1;
      while (b > 0 && (static_cast<unsigned char>(text[b]) & 0xC0) == 0x80) --b;
      utf8::decode(text, b, before);
    }
    if (p + form.size() < text.size() && !spaced[p + form.size()]) utf8::decode(text, p + form.size(), after);
    const bool form_starts_word = word_char(static_cast<unsigned char>(form.front()));
    const bool form_ends_word = word_char(static_cast<unsigned char>(form.back()));
    if ((form_starts_word && word_char(before)) || (form_ends_word && word_char(after))) continue;
    const std::size_t tok = token_at(t, at[p]);
    if (tok != kNoPosition) out.emplace_back(tok, 1.0);
  }
}

// The pieces of a text as a programmer or mathematician reads them: runs of letters and digits
// (superscripts included: "n²"), and operators ("+=", "==", "//", "%", "/", "<", "["). Quotes and
// sentence punctuation are no pieces.
std::vector<std::string> pieces(std::string_view text) {
  static constexpr std::string_view kOperators[] = {"+=", "-=", "*=", "/=", "==", "!=", "<=", ">=", "//",
                                                    "&&", "||", "**", "->", "=>", "<<", ">>", "=+", ":="};
  const std::string lowered = utf8::lower(text);
  std::vector<std::string> out;
  std::string word;
  auto flush = [&] {
    if (!word.empty()) out.push_back(word);
    word.clear();
  };
  for (std::size_t i = 0; i < lowered.size();) {
    char32_t cp;
    const std::size_t n = utf8::decode(lowered, i, cp);
    const bool superscript = cp == U'²' || cp == U'³' || cp == U'¹' || (cp >= 0x2070 && cp <= 0x207F);
    if (utf8::is_letter(cp) || utf8::is_digit(cp) || superscript) {
      word.append(lowered, i, n);
      i += n;
      continue;
    }
    flush();
    if (utf8::is_space(cp) || cp == ',' || cp == '.' || cp == ';' || cp == '\'' || cp == '"' || cp == '`' ||
        cp == '?' || cp == '!' || cp == 0x2018 || cp == 0x2019 || cp == 0x201C || cp == 0x201D) {
      i += n;
      continue;
    }
    std::string op(lowered, i, n);
    for (std::string_view candidate : kOperators) {
      if (std::string_view(lowered).substr(i, candidate.size()) == candidate) {
        op = std::string(candidate);
        break;
      }
    }
    out.push_back(op);
    i += op.size();
  }
  flush();
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace

namespace {
bool negative_stem_of(std::string_view visible, const std::vector<Token>& all);
}  // namespace

bool negative_stem(const Question& q, const TextAnalyzer& analyzer) {
  if (!q.stem.present) return false;
  const std::string visible = mask_markup(q.stem.value, MaskOptions{true});
  return negative_stem_of(visible, analyzer.tokenize(visible));
}

namespace {
bool negative_stem_of(std::string_view visible, const std::vector<Token>& all) {
  if (all.empty()) return false;
  // The question is the last sentence of the stem ("Je wilt ... niet ingevuld. Welke voorwaarde
  // gebruik je?"); a negation in the context before it asks nothing.
  std::size_t from = 0;
  for (std::size_t i = 1; i < all.size(); ++i) {
    if (gap_ends_sentence(visible, visible, all[i - 1].end, all[i].begin) && i + 1 < all.size()) from = i;
  }
  const std::vector<Token> tokens(all.begin() + static_cast<std::ptrdiff_t>(from), all.end());
  const bool reason = stem_starts_with_reason(tokens.front().folded);
  const bool selecting = is_one_of(tokens.front().folded, {"welke", "welk", "wat", "wie", "waar"}) ||
                         std::any_of(tokens.begin(), tokens.end(), [](const Token& t) {
                           return is_one_of(t.folded, {"welke", "welk"});
                         });
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    const std::string_view written = visible.substr(t.begin, t.end - t.begin);
    const bool hyphen = t.end < visible.size() && visible[t.end] == '-';
    if (hyphen) continue;
    const bool not_only = i + 1 < tokens.size() && is_one_of(tokens[i + 1].folded, {"alleen", "enkel", "slechts"});
    if (not_only) continue;
    if (t.negation && is_one_of(t.folded, {"niet", "geen"}) && all_upper(written) && written.size() > 1) return true;
    // In lower case only in the main clause: "omdat de pagina niet in het RAM staat" is a condition.
    if (i > 0 && is_one_of(t.folded, {"omdat", "als", "wanneer", "doordat", "terwijl", "waardoor", "zodat", "die",
                                      "dat", "waarbij", "waarin", "waarvan", "indien", "nadat", "voordat", "zonder"})) {
      break;
    }
    // Nor in an indirect question: "Welk bestand vertelt crawlers welke delen ze niet mogen bezoeken?"
    // (not after a preposition: "Bij welke dieren ...").
    if (i >= 2 && is_one_of(t.folded, {"welke", "welk", "wat", "wie", "hoe", "waarom"}) &&
        !is_one_of(tokens[i - 1].folded, {"bij", "in", "van", "voor", "met", "op", "aan", "uit", "naar", "over", "tot",
                                          "door", "onder", "tussen", "volgens", "zonder", "na"})) {
      break;
    }
    // "fout" says what is wrong ("Welke bewering is hier fout?", "Welke zin bevat een fout?"), except
    // as the noun of a phrase after a preposition ("het gevolg van een dubbele fout") or after "welke"
    // ("Welke fout maakt de leerling?": the answer describes the mistake).
    bool fout_named = false;
    if (t.folded == "fout") {
      for (std::size_t k = i; k-- > 0 && i - k <= 3;) {
        const std::string_view w = tokens[k].folded;
        if (is_one_of(w, {"van", "bij", "na", "door", "voor", "met", "over", "tegen", "welke", "welk"})) {
          fout_named = true;
          break;
        }
        if (!(tokens[k].stop || is_one_of(w, {"dubbele", "kleine", "grote", "veelgemaakte", "typische"}))) break;
      }
    }
    if ((t.folded == "fout" && !fout_named) ||
        is_one_of(t.folded,
                  {"onjuist", "onjuiste", "onwaar", "onware", "behalve", "uitgezonderd", "uitzondering", "foute"})) {
      if (!reason) return true;
    }
    if (t.negation && is_one_of(t.folded, {"niet", "geen"}) && selecting && !reason) return true;
  }
  return false;
}
}  // namespace

ExplanationReading read_explanation(const Question& q, const TextAnalyzer& analyzer, const TermStatistics& stats,
                                    const ReadingSettings& settings) {
  ExplanationReading r;
  if (!q.explanation.present || q.explanation.value.size() > settings.max_chars) return r;
  if (!q.stem.present || q.stem.value.size() > settings.max_chars) return r;
  for (const auto& o : q.options) {
    if (!o.text.present || o.text.value.size() > settings.max_chars) return r;
  }
  r.usable = true;
  const std::size_t count = q.options.size();
  r.options.resize(count);

  // The stem's content terms and numbers.
  const std::string stem_visible = mask_markup(q.stem.value, MaskOptions{true});
  std::vector<Word> stem_terms;
  const auto stem_tokens = analyzer.tokenize(stem_visible);
  r.negative_stem = !stem_tokens.empty() && negative_stem_of(stem_visible, stem_tokens);
  for (std::size_t k = 0; k < stem_tokens.size(); ++k) {
    const Token& tok = stem_tokens[k];
    if (tok.stop || tok.number) continue;
    Word w{tok.stem, tok.folded, hyphen_left(stem_visible, stem_tokens, k), ""};
    if (!has_word(stem_terms, w)) stem_terms.push_back(w);
  }
  std::vector<Quantity> stem_numbers;
  for (const auto& m : find_all_numbers(stem_visible)) {
    if (!names_number(stem_visible, m)) stem_numbers.push_back(quantity_of(stem_visible, m));
  }

  // Each option's own and shared terms.
  std::vector<OptionText> texts;
  texts.reserve(count);
  for (const auto& o : q.options) texts.push_back(read_option(o.text.value, analyzer));
  std::vector<std::vector<OwnTerm>> own(count);
  std::vector<std::vector<Word>> anchors(count);  // stem terms and the option's shared terms
  for (std::size_t i = 0; i < count; ++i) {
    const OptionText& ot = texts[i];
    anchors[i] = stem_terms;
    for (std::size_t s = 0; s < ot.words.size(); ++s) {
      const Word& word = ot.words[s];
      bool in_other = false;
      for (std::size_t j = 0; j < count && !in_other; ++j) in_other = j != i && has_word(texts[j].words, word);
      if (in_other) {
        r.options[i].shares_terms = true;
        if (!has_word(stem_terms, word)) anchors[i].push_back(word);
        continue;
      }
      if (has_word(stem_terms, word)) continue;
      const std::string_view stem = word.stem;
      OwnTerm t;
      t.term = stem;
      t.folded = word.folded;
      t.left = word.left;
      t.direction_word = word.direction_word;
      t.acronym = ot.acronym[s];
      t.negated = ot.negated[s];
      t.prevented = ot.prevented[s];
      t.weight = stats.documents() > 0 ? stats.idf(stem) : 1.0;
      for (std::size_t len = 5; len + 3 <= stem.size() && len < 256; ++len) {
        const std::string_view head = std::string_view(stem).substr(stem.size() - len);
        // A verb prefix makes another word, not a compound: "verzekering" is no kind of "zekering".
        if (is_one_of(std::string_view(stem).substr(0, stem.size() - len),
                      {"ont", "ver", "her", "mis", "over", "onder", "door", "voor", "weer", "aan", "uit", "mee", "toe",
                       "tegen", "achter", "terug", "samen", "neer", "wan"})) {
          continue;
        }
        auto ends = [&](const std::vector<Word>& words) {
          return std::any_of(words.begin(), words.end(), [&](const Word& w) { return w.stem.ends_with(head); });
        };
        bool shared = ends(stem_terms);
        for (std::size_t j = 0; j < count && !shared; ++j) shared = j != i && ends(texts[j].words);
        if (!shared) t.heads.push_back(static_cast<std::uint8_t>(len));
      }
      own[i].push_back(std::move(t));
    }
    std::vector<Quantity> own_numbers = ot.numbers;
    if (ot.signed_value) own_numbers.push_back(*ot.signed_value);
    for (const auto& num : own_numbers) {
      bool in_other = false;
      for (std::size_t j = 0; j < count && !in_other; ++j) {
        if (j == i) continue;
        for (const auto& other : texts[j].numbers) in_other = in_other || number_compatible(num, other);
        if (texts[j].signed_value) in_other = in_other || number_compatible(num, *texts[j].signed_value);
      }
      if (in_other) {
        r.options[i].shares_terms = true;
        continue;
      }
      OwnTerm t;
      t.kind = OwnTerm::Number;
      t.value = num.value;
      t.unit = num.unit;
      t.decimals = num.decimals;
      for (const auto& s : stem_numbers) t.in_stem = t.in_stem || number_compatible(num, s);
      t.weight = 2.0;  // a number decides a numeric option
      own[i].push_back(std::move(t));
      // "9,8 m/s²" beside "9,8 N": the same value in other units, so the unit is what an explanation
      // names ("de eenheid is m/s²"). Its written form counts when no other option contains it.
      if (num.unit.empty()) continue;
      bool same_value_elsewhere = false;
      for (std::size_t j = 0; j < count; ++j) {
        if (j == i) continue;
        for (const auto& other : texts[j].numbers) {
          same_value_elsewhere = same_value_elsewhere || (other.unit != num.unit && same_value(other.value, num.value));
        }
      }
      const std::string unit_form = compact(num.unit);
      // A unit of measure has a letter ("m/s²", "N", "kWh"); option texts of code give numbers
      // "units" such as "==".
      const bool measure = std::any_of(unit_form.begin(), unit_form.end(), [](char c) { return c >= 'a' && c <= 'z'; });
      bool unique = same_value_elsewhere && measure;
      for (std::size_t j = 0; j < count && unique; ++j) {
        unique = j == i || texts[j].compact.find(unit_form) == std::string::npos;
      }
      if (unique) {
        OwnTerm u;
        u.kind = OwnTerm::Written;
        u.term = unit_form;
        u.weight = 1.0;
        own[i].push_back(std::move(u));
      }
    }
    // Options that differ only in symbols: their written form is what tells them apart.
    if (own[i].empty() && !ot.compact.empty()) {
      // The form must be its own: "het aantal berekeningen" inside "het aantal berekeningen per
      // gelezen byte" is found wherever the longer one is.
      bool unique = true;
      for (std::size_t j = 0; j < count && unique; ++j) {
        unique = j == i || texts[j].compact.find(ot.compact) == std::string::npos;
      }
      if (unique && r.options[i].shares_terms) {
        OwnTerm t;
        t.kind = OwnTerm::Written;
        t.term = ot.compact;
        own[i].push_back(std::move(t));
      }
    }
    for (const auto& t : own[i]) r.options[i].own_weight += t.weight;
    r.options[i].own_terms = own[i].size();
    r.options[i].stem_value = !own[i].empty() && std::all_of(own[i].begin(), own[i].end(), [](const OwnTerm& t) {
      return t.kind == OwnTerm::Number && t.in_stem;
    });
    r.options[i].words = ot.words.size() + ot.numbers.size();
  }

  // The explanation.
  Text text = read_structure(q.explanation.value, analyzer);
  // A stem that asks what would happen ("Wat zou er gebeuren als ...?") is answered with "zou".
  if (std::any_of(stem_tokens.begin(), stem_tokens.end(),
                  [](const Token& tok) { return tok.folded == "zou" || tok.folded == "zouden"; })) {
    text.hypothetical.assign(text.hypothetical.size(), false);
  }
  for (const Token& tok : text.tokens) r.words += tok.stop ? 0 : 1;
  // Which stem terms each clause holds.
  std::vector<std::vector<std::uint16_t>> clause_stem_hits(text.clauses);
  std::vector<std::size_t> found;
  for (std::size_t s = 0; s < stem_terms.size(); ++s) {
    word_occurrences(text, stem_terms[s], found);
    for (std::size_t i : found) {
      text.in_stem[i] = true;
      auto& hits = clause_stem_hits[text.clause[i]];
      if (std::find(hits.begin(), hits.end(), s) == hits.end()) hits.push_back(static_cast<std::uint16_t>(s));
    }
  }
  mark_negations(text, [&](std::size_t c) { return !clause_stem_hits[c].empty(); });
  // "Chemische energie wordt elektrische energie in een batterij, maar in een dynamo reageren geen
  // stoffen": a sentence part that leaves the stem's subject out, followed by a contrast that
  // names it and negates, says its claim holds elsewhere. Its words count as denied.
  {
    const std::size_t n = text.tokens.size();
    std::size_t begin = 0;
    while (begin < n) {
      std::size_t end = begin;
      while (end < n && text.sentence[end] == text.sentence[begin]) ++end;
      for (std::size_t u = begin; u < end;) {
        std::size_t u_end = u;
        while (u_end < end && text.unit[u_end] == text.unit[u]) ++u_end;
        bool anchored_here = false;
        for (std::size_t k = u; k < u_end; ++k)
          anchored_here = anchored_here || !clause_stem_hits[text.clause[k]].empty();
        bool later_negated = false;
        bool later_anchored = false;
        for (std::size_t k = u_end; k < end; ++k) {
          later_negated = later_negated || negates(text, k);
          later_anchored = later_anchored || !clause_stem_hits[text.clause[k]].empty();
        }
        // A contrast word opens the next part ("maar", "terwijl"); a ';' alone sets two claims side by
        // side ("Dat zijn de spanten; dekbalken dragen het dek, niet de huid").
        const bool contrast =
            u_end < end && text.unit[u_end] != text.unit[u] && contrast_opener(text.tokens[u_end].folded);
        if (!anchored_here && contrast && later_negated && later_anchored) {
          for (std::size_t k = u; k < u_end; ++k) text.negated[k] = true;
        }
        u = u_end;
      }
      // "..., niet de oppervlakte": a short clause that negates what the stem asks says that the
      // sentence's clauses without the stem's words are about something else.
      for (std::size_t c = text.clause[begin]; c <= text.clause[end - 1]; ++c) {
        const std::size_t first = text.clause_begin[c];
        const std::size_t last = c + 1 < text.clauses ? text.clause_begin[c + 1] : n;
        if (first >= last || !negates(text, first) || clause_stem_hits[c].empty()) continue;
        std::size_t content = 0;
        for (std::size_t k = first; k < last; ++k) content += text.tokens[k].stop ? 0 : 1;
        if (content > 4) continue;
        for (std::size_t other = text.clause[begin]; other <= text.clause[end - 1]; ++other) {
          if (other == c) continue;
          // "Een FIN hoort bij het afbreken van een verbinding, niet bij het opzetten": the other
          // clause is denied when it lacks what the negated clause names of the stem.
          bool lacks = false;
          for (auto hit : clause_stem_hits[c]) {
            const auto& theirs = clause_stem_hits[other];
            if (std::find(theirs.begin(), theirs.end(), hit) == theirs.end()) lacks = true;
          }
          if (!lacks) continue;
          const std::size_t of = text.clause_begin[other];
          const std::size_t ol = other + 1 < text.clauses ? text.clause_begin[other + 1] : n;
          for (std::size_t k = of; k < ol; ++k) text.negated[k] = true;
        }
      }
      begin = end;
    }
  }
  const std::vector<ExplanationNumber> numbers = read_numbers(text, stem_numbers);
  const bool numbers_plain = !numbers.empty() && numbers.front().plain;

  // How well an occurrence is anchored for option i: the stem's terms or the option's shared terms
  // its clause holds (two or more being full), or, at 0.6 of that, the rest of its sentence part
  // up to a ';' or a contrast ("een router kiest de route; een switch werkt met MAC-adressen").
  // Per option and token, which of its anchors the token states (-1: none), computed once.
  std::vector<std::vector<int>> anchor_at(count);
  auto anchors_of = [&](std::size_t i) -> const std::vector<int>& {
    auto& at = anchor_at[i];
    if (at.empty() && !text.tokens.empty()) {
      at.assign(text.tokens.size(), -1);
      std::vector<std::size_t> hits;
      for (std::size_t a = anchors[i].size(); a-- > 0;) {  // the first anchor wins, as it did
        word_occurrences(text, anchors[i][a], hits);
        for (std::size_t k : hits) at[k] = static_cast<int>(a);
      }
    }
    return at;
  };
  auto anchor_hits = [&](std::size_t i, std::size_t first, std::size_t end) {
    const auto& at = anchors_of(i);
    int seen = -1;
    std::size_t n = 0;
    for (std::size_t k = first; k < end && n < 2; ++k) {
      if (at[k] < 0 || at[k] == seen) continue;
      seen = at[k];
      ++n;
    }
    return std::min(1.0, static_cast<double>(n) / 2.0);
  };
  // The raw anchoring of a token's clause and of its sentence part, and per option the best over
  // the explanation: an occurrence is discounted only when other parts of the explanation carry
  // the stem's context and its own part does not.
  auto raw_anchor = [&](std::size_t i, std::size_t tok) {
    const std::size_t n = text.tokens.size();
    std::size_t first = tok;
    std::size_t end = tok;
    while (first > 0 && text.clause[first - 1] == text.clause[tok]) --first;
    while (end < n && text.clause[end] == text.clause[tok]) ++end;
    const double in_clause = anchor_hits(i, first, end);
    if (in_clause >= 1.0) return 1.0;
    // "X niet, Y wel": the "wel" affirms what the sentence said of X.
    if (end > first && text.tokens[end - 1].folded == "wel") return 1.0;
    // The option's term as the subject that opens its clause, followed by a predicate of its own
    // ("een switch werkt met MAC-adressen"): a claim about that subject, not the sentence's other claim.
    std::size_t content_before = 0;
    std::size_t content_after = 0;
    for (std::size_t k = first; k < end; ++k) {
      if (text.tokens[k].stop || k == tok) continue;
      (k < tok ? content_before : content_after) += 1;
    }
    if (content_before == 0 && content_after > 0) return in_clause;
    while (first > 0 && text.unit[first - 1] == text.unit[tok]) --first;
    while (end < n && text.unit[end] == text.unit[tok]) ++end;
    return std::max(in_clause, 0.8 * anchor_hits(i, first, end));
  };
  // Names in the stem (acronyms, capitalised words inside a sentence): a clause that names another
  // one and none of the stem's attributes its claim to that other subject ("verloren pakketten
  // opnieuw versturen doet TCP" in a question about TLS).
  auto is_name = [](std::string_view visible, const std::vector<Token>& tokens, std::size_t k, bool sentence_start) {
    const std::string_view w = visible.substr(tokens[k].begin, tokens[k].end - tokens[k].begin);
    if (tokens[k].number || tokens[k].stop || w.size() < 2) return false;
    if (all_upper(w)) return true;
    return !sentence_start && utf8::is_upper(static_cast<unsigned char>(w[0]));
  };
  std::vector<std::string> stem_names;
  for (std::size_t k = 0; k < stem_tokens.size(); ++k) {
    if (is_name(stem_visible, stem_tokens, k, k == 0)) stem_names.emplace_back(stem_tokens[k].folded);
  }
  // In a clause without the stem's words, what follows an occurrence of option i's term hands its
  // claim to another subject: a name after the copula ("Een lening tegen een vaste rente is een
  // obligatie", "... zijn de beginstoffen") or the agent of a passive ("Ademhaling en hartslag worden
  // door de hersenstam geregeld"). The name is a noun (an article before it), and neither the stem
  // nor option i has it.
  auto gives_other_subject = [&](std::size_t i, std::size_t tok, std::size_t first, std::size_t end) {
    auto foreign = [&](std::size_t k) {
      const Token& w = text.tokens[k];
      return !text.in_stem[k] && !has_word(texts[i].words, Word{w.stem, w.folded, text.left[k], ""});
    };
    bool passive = false;
    for (std::size_t k = first; k < end; ++k) {
      passive = passive || is_one_of(text.tokens[k].folded, {"wordt", "worden", "werd", "werden"});
    }
    // Nouns for the role a claim plays in the question, not a subject of its own: "Uitzetten en
    // krimpen is de echte reden".
    static const WordSet kRoles{"reden",    "oorzaak",   "verklaring", "gevolg",    "doel",     "functie",
                                "taak",     "kenmerk",   "eigenschap", "antwoord",  "uitkomst", "resultaat",
                                "principe", "bedoeling", "definitie",  "voorbeeld", "manier",   "methode",
                                "kern",     "idee",      "werking",    "rol",       "voordeel", "nadeel"};
    for (std::size_t k = tok + 1; k + 1 < end; ++k) {
      const std::string_view f = text.tokens[k].folded;
      const bool copula =
          is_one_of(f, {"is", "zijn", "was", "waren"}) && is_one_of(text.tokens[k + 1].folded, {"een", "de", "het"});
      // Not for an option that only names a thing ("Spoetnik 1 werd door de Sovjet-Unie gelanceerd"):
      // the agent then did something to what the option names; it is not given the option's claim.
      const bool agent = passive && f == "door" && texts[i].words.size() >= 2;
      // "de evenaar is voor gelijke superposities": what the option names serves another subject, named
      // in at most two words that end the sentence part ("is voor de meeste mensen comfortabel voor ogen
      // en nek" says how the option is, not what it is for).
      const bool purpose = is_one_of(f, {"is", "zijn", "was", "waren"}) && text.tokens[k + 1].folded == "voor";
      if (purpose) {
        std::size_t names = 0;
        for (std::size_t m = k + 2; m < end; ++m) {
          if (negates(text, m) || text.tokens[m].number) return false;
          if (text.tokens[m].stop) continue;
          if (!foreign(m)) return false;
          ++names;
        }
        const bool ends_part = end == text.tokens.size() || text.unit[end] != text.unit[tok];
        return names >= 1 && names <= 2 && ends_part;
      }
      if (!copula && !agent) continue;
      // The name: for a copula every content word up to the end of the clause (at most two), for an
      // agent the first one (the participle may follow it).
      // A role noun passes the claim on only to whom it names after it: "is een taak voor
      // back-upsoftware", "is de taak van de hersenstam", but not "is de echte reden".
      std::size_t names = 0;
      bool role = false;
      bool role_owner = false;
      for (std::size_t m = k + 1; m < end; ++m) {
        if (negates(text, m) || text.tokens[m].number) return false;
        if (text.tokens[m].stop) continue;
        if (!foreign(m)) return false;
        if (agent) return true;
        if (kRoles.has(text.tokens[m].folded)) {
          role = true;
          continue;
        }
        role_owner = role_owner || role;
        ++names;
      }
      if (role) return role_owner;
      // A name that ends its sentence part, given to a description ("... is een obligatie."), not the
      // start of a definition of the option itself ("Een dagboek is een persoonlijk, gedateerd
      // verslag").
      // An apposition after a comma ends it too: "... is een subductiezone, het tegenovergestelde type".
      const bool apposition =
          end < text.tokens.size() && is_one_of(text.tokens[end].folded, {"de", "het", "een"}) &&
          text.visible.substr(text.tokens[end - 1].end, text.tokens[end].begin - text.tokens[end - 1].end).find(',') !=
              std::string_view::npos;
      // Only for a description ("Een diepe trog waar ... wegduikt"): an option of one or two words is
      // more often the subject a definition starts from ("Een divergente plaatgrens is een
      // spreidingszone, de plek waar ...").
      const bool ends_part =
          end == text.tokens.size() || text.unit[end] != text.unit[tok] || (apposition && texts[i].words.size() >= 3);
      return names >= 1 && names <= 2 && ends_part && texts[i].words.size() >= 2;
    }
    return false;
  };
  auto attributed_elsewhere = [&](std::size_t i, std::size_t tok) {
    const std::size_t n = text.tokens.size();
    // A name as the occurrence is the subject of its clause ("HAVING filtert de groepen ná GROUP
    // BY"): the other names are its context.
    {
      const bool start = tok == 0 || text.sentence[tok - 1] != text.sentence[tok];
      if (is_name(text.visible, text.tokens, tok, start)) return false;
    }
    std::size_t first = tok;
    std::size_t end = tok;
    while (first > 0 && text.clause[first - 1] == text.clause[tok]) --first;
    while (end < n && text.clause[end] == text.clause[tok]) ++end;
    // "Eigen SQL-opdrachten uitvoeren heet SQL-injectie", "... noem je phishing": a name given to
    // what the clause describes, that the stem does not ask about.
    for (std::size_t k = tok + 1; k < end; ++k) {
      const std::string_view f = text.tokens[k].folded;
      static const WordSet kNaming{"heet", "heten", "noem", "noemt", "noemen", "genoemd", "heette"};
      const bool naming = kNaming.has(f);
      if (!naming) continue;
      for (std::size_t m = k + 1; m < end; ++m) {
        if (text.tokens[m].stop || text.tokens[m].number) continue;
        if (!text.in_stem[m]) return true;
        break;
      }
    }
    if (clause_stem_hits[text.clause[tok]].empty() && gives_other_subject(i, tok, first, end)) return true;
    if (stem_names.empty()) return false;
    bool other = false;
    bool attributing = false;  // a word that hands the claim to what follows ("doet", "is de taak van")
    for (std::size_t k = first; k < end; ++k) {
      static const WordSet kAttributing{"doet",      "doen",  "deed",  "zorgt", "zorgen", "regelt", "regelen",
                                        "verzorgt",  "hoort", "horen", "taak",  "werk",   "gedaan", "verantwoordelijk",
                                        "uitgevoerd"};
      if (k > tok && kAttributing.has(text.tokens[k].folded)) {
        attributing = true;
      }
      const bool start = k == 0 || text.sentence[k - 1] != text.sentence[k];
      if (k <= tok || !attributing || !is_name(text.visible, text.tokens, k, start)) continue;
      const std::string_view f = text.tokens[k].folded;
      if (std::find(stem_names.begin(), stem_names.end(), f) != stem_names.end()) return false;
      const bool own_word =
          std::any_of(texts[i].words.begin(), texts[i].words.end(), [&](const Word& w) { return w.folded == f; });
      bool other_option = false;
      for (std::size_t j = 0; j < count && !other_option; ++j) {
        other_option = j != i && std::any_of(texts[j].words.begin(), texts[j].words.end(),
                                             [&](const Word& w) { return w.folded == f; });
      }
      if (!own_word && !other_option) other = true;
    }
    return other;
  };
  std::vector<double> best_anchor(count, -1.0);
  auto anchor = [&](std::size_t i, std::size_t tok) {
    if (anchors[i].empty()) return 1.0;
    if (best_anchor[i] < 0) {
      best_anchor[i] = 0;
      for (std::size_t k = 0; k < text.tokens.size() && best_anchor[i] < 1.0; ++k) {
        if (k == 0 || text.clause[k] != text.clause[k - 1]) best_anchor[i] = std::max(best_anchor[i], raw_anchor(i, k));
      }
    }
    if (best_anchor[i] <= 0) return 1.0;
    return std::min(1.0, raw_anchor(i, tok) / best_anchor[i]);
  };

  // Comparisons: an option that says "meer lagen dan" is contradicted by a clause that names its
  // words with "evenveel ... als" or "minder". Per option, the clauses that contradict it.
  std::vector<std::vector<bool>> contradicted(count, std::vector<bool>(text.clauses, false));
  for (std::size_t i = 0; i < count; ++i) {
    const int mine = texts[i].comparison;
    if (mine == 0) continue;
    for (std::size_t c = 0; c < text.clauses; ++c) {
      const std::size_t first = text.clause_begin[c];
      const std::size_t last = c + 1 < text.clauses ? text.clause_begin[c + 1] : text.tokens.size();
      int theirs = 0;
      std::size_t words = 0;
      for (std::size_t k = first; k < last; ++k) {
        if (const int cmp = comparison_of(text.tokens[k].folded); cmp != 0 && theirs == 0) theirs = cmp;
        if (!text.tokens[k].stop &&
            has_word(texts[i].words, Word{text.tokens[k].stem, text.tokens[k].folded, text.left[k], ""})) {
          ++words;
        }
      }
      contradicted[i][c] = theirs != 0 && theirs != mine && words >= 2;
    }
  }

  // The sentence parts that say "wel" (not "wel eens", "wel of niet"), with the token that says it; not
  // a concession the next part takes back ("Silicium geleidt wel een beetje stroom, maar ...").
  std::vector<std::size_t> wel_token(text.tokens.empty() ? 0 : text.unit.back() + 1, kNoPosition);
  for (std::size_t k = 0; k < text.tokens.size(); ++k) {
    if (text.tokens[k].folded != "wel" || wel_token[text.unit[k]] != kNoPosition) continue;
    if (k + 1 < text.tokens.size() && is_one_of(text.tokens[k + 1].folded, {"eens", "of"})) continue;
    std::size_t next = k + 1;
    while (next < text.tokens.size() && text.unit[next] == text.unit[k]) ++next;
    if (next < text.tokens.size() && text.sentence[next] == text.sentence[k] &&
        contrast_opener(text.tokens[next].folded)) {
      continue;
    }
    wel_token[text.unit[k]] = k;
  }
  // Clauses that affirm with "wel" ("Bij beide gebruik je wel toevoegmateriaal").
  auto affirmed_with_wel = [&](std::size_t c) {
    const std::size_t first = text.clause_begin[c];
    const std::size_t last = c + 1 < text.clauses ? text.clause_begin[c + 1] : text.tokens.size();
    for (std::size_t k = first; k < last; ++k) {
      if (text.tokens[k].folded == "wel") return true;
    }
    return false;
  };
  std::vector<std::vector<std::uint16_t>> named_answer(count);  // per option: answer clauses naming all of it
  std::map<std::uint16_t, std::vector<std::size_t>> named_in;   // answer clause: the options it names
  // The word the stem calls the options by: the content word after its "welke" or "welk".
  std::vector<std::string> asked;
  for (std::size_t k = 0; k + 1 < stem_tokens.size(); ++k) {
    if (!is_one_of(stem_tokens[k].folded, {"welke", "welk"})) continue;
    for (std::size_t m = k + 1; m < stem_tokens.size() && m <= k + 3; ++m) {
      if (stem_tokens[m].stop || stem_tokens[m].number) continue;
      asked.emplace_back(stem_tokens[m].stem);
      break;
    }
  }
  const RestMarker rest = find_rest_marker(text, count, asked, r.negative_stem);
  r.rest_verdict = rest.verdict;
  r.rest_named = rest.named;
  r.rest_weak = rest.weak;
  Fragments fragments;
  std::vector<std::pair<std::size_t, double>> occurrences;
  for (std::size_t i = 0; i < count; ++i) {
    OptionReading& o = r.options[i];
    double affirmed = 0;
    double denied = 0;
    double before_rest = 0;
    double after_rest = 0;
    double in_rest = 0;
    std::vector<std::uint16_t> answer_clauses;                    // of one term
    std::vector<std::pair<std::uint16_t, double>> answer_weight;  // clause, weight of a term named there
    double best_affirm = 0;
    double best_deny = 0;
    // Per sentence part: the weight of the own terms it states (each term once per part).
    std::vector<std::pair<std::uint16_t, double>> unit_weight;
    for (const OwnTerm& term : own[i]) {
      const std::size_t unit_mark = unit_weight.size();
      occurrences.clear();
      int number_role = -1;
      if (term.kind == OwnTerm::Word) {
        find_word(text, term, settings.min_fragment_overlap, fragments, occurrences);
        // A word of direction ("verhogen") met only as another word of that direction ("grotere mazen")
        // states the option only in a clause that also names something else of it ("sleepsnelheid").
        if (!term.direction_word.empty() && own[i].size() > 1) {
          std::vector<std::uint16_t> named;  // clauses naming another word of the option, read once
          bool read = false;
          std::erase_if(occurrences, [&](const std::pair<std::size_t, double>& occurrence) {
            const std::size_t tok = occurrence.first;
            if (terms::same(text.tokens[tok].stem, term.term) || text.direction_word[tok] != term.direction_word) {
              return false;
            }
            if (!read) {
              read = true;
              std::vector<std::size_t> hits;
              for (const OwnTerm& other : own[i]) {
                if (&other == &term || other.kind != OwnTerm::Word) continue;
                word_occurrences(text, Word{other.term, other.folded, other.left, other.direction_word}, hits);
                for (const std::size_t h : hits) named.push_back(text.clause[h]);
              }
            }
            return std::find(named.begin(), named.end(), text.clause[tok]) == named.end();
          });
        }
      } else if (term.kind == OwnTerm::Written) {
        find_written(text, term.term, occurrences);
      } else {
        for (const auto& m : numbers) {
          if (m.token == kNoPosition) continue;
          // An exponent has no unit of its own: "4²" is no "2 m²", "10³" no "3 liter".
          if (m.exponent && !term.unit.empty()) continue;
          const std::string m_unit = without_per(m.unit, term.unit);
          const bool same_unit = term.unit.empty() || m_unit.empty() || term.unit == m_unit;
          if (same_unit) {
            if (!same_quantity_value(m.mention.value, m.decimals, term.value, term.decimals)) {
              const auto v = value_in(m, term.unit);  // "een kwart" for "25 %"
              if (!v || *v == m.mention.value || !same_value(*v, term.value)) continue;
            }
          } else {
            const auto v = value_in(m, term.unit);
            if (!v || !same_value(*v, term.value)) continue;
          }
          // A value the stem gives, restated in the explanation, says little unless it is the result.
          double weight = m.plain ? 1.0 : m.role == 3 ? 1.0 : m.role == 2 ? 0.7 : 0.3;
          if (term.in_stem && m.role != 3) weight *= 0.5;
          occurrences.emplace_back(m.token, weight);
          number_role = std::max(number_role, m.role);
          if (!term.in_stem && !m.from_stem) o.number_named = true;
        }
        o.number = std::max(o.number == 0 ? -1 : o.number, number_role);
      }
      double term_affirm = 0;
      double term_deny = 0;
      bool free = false;
      answer_clauses.clear();
      for (const auto& occurrence : occurrences) {
        o.units.push_back(text.unit[occurrence.first]);
        const std::uint16_t clause = text.clause[occurrence.first];
        // What a clause calls the answer: after its verb, not under a negation ("Het juiste antwoord
        // is Canberra en niet Sydney").
        const std::size_t from = text.answer_from[clause];
        if (from != kNoPosition && occurrence.first >= from && occurrence.first < text.answer_to[clause] &&
            !text.negated[occurrence.first]) {
          answer_clauses.push_back(clause);
        }
      }
      std::sort(answer_clauses.begin(), answer_clauses.end());
      answer_clauses.erase(std::unique(answer_clauses.begin(), answer_clauses.end()), answer_clauses.end());
      for (const auto clause : answer_clauses) answer_weight.emplace_back(clause, term.weight);
      if (rest.token != kNoPosition) {
        bool before = false;
        bool after = false;
        bool within = false;
        for (const auto& occurrence : occurrences) {
          (occurrence.first < rest.token ? before : after) = true;
          within = within ||
                   (occurrence.first >= rest.token && text.sentence[occurrence.first] == text.sentence[rest.token]);
        }
        if (before) before_rest += term.weight;
        if (after) after_rest += term.weight;
        if (within) in_rest += term.weight;
      }
      for (const auto& [tok, weight] : occurrences) {
        const std::size_t clause = text.clause[tok];
        bool negated_here = text.negated[tok] && !term.prevented;
        // A term the option itself negates ("Er wordt geen toevoegmateriaal gebruikt"): a negation
        // in the explanation agrees with it; a "wel" in the clause says the opposite ("gebruik je
        // wel toevoegmateriaal"); a plain mention says neither.
        if (term.kind == OwnTerm::Word && term.negated) {
          if (!negated_here && !affirmed_with_wel(clause)) continue;
          negated_here = !negated_here;
        }
        if (negated_here || contradicted[i][clause]) {
          term_deny = std::max(term_deny, weight);
          if (weight * term.weight > best_deny) {
            best_deny = weight * term.weight;
            o.deny_begin = static_cast<std::uint32_t>(text.tokens[tok].begin);
            o.deny_end = static_cast<std::uint32_t>(text.tokens[tok].end);
          }
          continue;
        }
        const bool result = term.kind == OwnTerm::Number && weight >= 0.7 && !numbers_plain;
        double a = weight * (result ? 1.0 : 0.5 + 0.5 * anchor(i, tok));
        // A counterfactual ("met 777 zou iedereen mogen schrijven") states nothing either way.
        if (!result && text.hypothetical[text.unit[tok]]) continue;
        if (!result && attributed_elsewhere(i, tok)) {
          // "verkeer versleutelen doet een VPN" in a question about VLANs: the claim is someone else's.
          term_deny = std::max(term_deny, 0.6 * weight);
          continue;
        }
        free = true;
        if (const std::size_t wel = wel_token[text.unit[tok]]; wel != kNoPosition && !o.held_with_wel) {
          o.held_with_wel = true;
          o.wel_begin = static_cast<std::uint32_t>(text.tokens[wel].begin);
          o.wel_end = static_cast<std::uint32_t>(text.tokens[wel].end);
        }
        if (text.concluding[clause] && a >= 0.5) o.concluded = true;
        if (a >= 0.75 * weight) {
          o.first_sentence = std::min<std::uint32_t>(o.first_sentence, text.sentence[tok]);
          o.first_unit = std::min<std::uint32_t>(o.first_unit, text.unit[tok]);
          const std::uint16_t u = text.unit[tok];
          if (std::none_of(unit_weight.begin() + static_cast<std::ptrdiff_t>(unit_mark), unit_weight.end(),
                           [&](const auto& e) { return e.first == u; })) {
            unit_weight.emplace_back(u, term.weight);
          }
        }
        term_affirm = std::max(term_affirm, a);
        if (a * term.weight > best_affirm) {
          best_affirm = a * term.weight;
          o.affirm_begin = static_cast<std::uint32_t>(text.tokens[tok].begin);
          o.affirm_end = static_cast<std::uint32_t>(text.tokens[tok].end);
        }
      }
      affirmed += term.weight * term_affirm;
      if (!free) denied += term.weight * term_deny;
      if (term_affirm >= 0.5) ++o.matched;
    }
    // The clauses that call something the answer and name all of this option's own terms.
    std::sort(answer_weight.begin(), answer_weight.end());
    for (std::size_t a = 0; a < answer_weight.size();) {
      std::size_t b = a;
      double w = 0;
      while (b < answer_weight.size() && answer_weight[b].first == answer_weight[a].first)
        w += answer_weight[b++].second;
      if (o.own_weight > 0 && w >= 0.99 * o.own_weight) named_answer[i].push_back(answer_weight[a].first);
      a = b;
    }
    for (const auto& [clause, weight] : answer_weight) {
      auto& options = named_in[clause];
      if (options.empty() || options.back() != i) options.push_back(i);
    }
    std::sort(o.units.begin(), o.units.end());
    o.units.erase(std::unique(o.units.begin(), o.units.end()), o.units.end());
    // The part that states most of it (the earliest of equals).
    std::sort(unit_weight.begin(), unit_weight.end());
    double main_weight = 0;
    for (std::size_t a = 0; a < unit_weight.size();) {
      std::size_t b = a;
      double w = 0;
      while (b < unit_weight.size() && unit_weight[b].first == unit_weight[a].first) w += unit_weight[b++].second;
      if (w > main_weight + 1e-9) {
        main_weight = w;
        o.main_unit = unit_weight[a].first;
      }
      a = b;
    }
    if (o.own_weight > 0) {
      o.affirmed = affirmed / o.own_weight;
      o.denied = denied / o.own_weight;
      o.before_rest = before_rest / o.own_weight;
      o.after_rest = after_rest / o.own_weight;
      o.in_rest = in_rest / o.own_weight;
    }
  }

  // "Het antwoord is Montesquieu": an option named whole in a clause that calls something the
  // answer, and no other option named there.
  for (std::size_t i = 0; i < count; ++i) {
    for (const auto clause : named_answer[i]) {
      if (named_in[clause].size() != 1) continue;
      r.options[i].named_answer = true;
    }
  }

  // Options that use the same words in another order ("bij prefill de rekenkracht, bij decode de
  // bandbreedte" and its swap; the layers of a stack in two orders): every pair of shared terms
  // that another option has the other way round is evidence, for the option when the explanation
  // first names them in the same order, against it otherwise.
  // A written form the explanation repeats exactly decides over the order of words.
  bool written_repeated = false;
  for (std::size_t i = 0; i < count; ++i) {
    for (const auto& t : own[i])
      written_repeated = written_repeated || (t.kind == OwnTerm::Written && r.options[i].affirmed > 0);
  }
  for (std::size_t i = 0; i < count && !written_repeated; ++i) {
    const auto& mine = texts[i].words;
    const std::size_t limit = std::min<std::size_t>(mine.size(), 24);
    auto position = [](const std::vector<Word>& words, const Word& term) -> std::size_t {
      for (std::size_t k = 0; k < words.size(); ++k) {
        if (same(words[k], term)) return k;
      }
      return kNoPosition;
    };
    // Where each of this option's words stands in every other option (kNoPosition: not there).
    std::vector<std::vector<std::size_t>> pos(count);
    for (std::size_t j = 0; j < count; ++j) {
      if (j == i) continue;
      pos[j].resize(limit);
      for (std::size_t a = 0; a < limit; ++a) pos[j][a] = position(texts[j].words, mine[a]);
    }
    // Only options that hold largely the same words are reorderings of each other ("prefill:
    // rekenkracht, decode: bandbreedte" and its swap); for others, word order says nothing.
    std::vector<bool> partner(count, false);
    bool any_partner = false;
    for (std::size_t j = 0; j < count; ++j) {
      if (j == i) continue;
      std::size_t common = 0;
      for (std::size_t a = 0; a < limit; ++a) common += pos[j][a] != kNoPosition ? 1 : 0;
      const std::size_t all = mine.size() + texts[j].words.size() - common;
      partner[j] = all > 0 && static_cast<double>(common) / static_cast<double>(all) >= 0.6;
      any_partner = any_partner || partner[j];
    }
    if (!any_partner) continue;
    // Where each word occurs in the explanation.
    std::vector<std::vector<std::size_t>> places(limit);
    for (std::size_t a = 0; a < limit; ++a) {
      word_occurrences(text, mine[a], places[a]);
    }
    // Within one clause ("de versnelling is de kracht gedeeld door de massa") the order is what the
    // clause says; only when no clause names both does the order of first mentions count (a
    // stack described from top to bottom over several sentences).
    auto clause_order = [&](std::size_t a, std::size_t b, int& agree_in, int& disagree_in) {
      for (std::size_t x : places[a]) {
        for (std::size_t y : places[b]) {
          if (text.clause[x] != text.clause[y] || x == y) continue;
          bool first_pair = true;  // the first occurrences of both in this clause
          for (std::size_t x2 : places[a]) first_pair = first_pair && !(text.clause[x2] == text.clause[x] && x2 < x);
          for (std::size_t y2 : places[b]) first_pair = first_pair && !(text.clause[y2] == text.clause[y] && y2 < y);
          if (!first_pair || text.negated[x] || text.negated[y]) continue;
          (x < y ? agree_in : disagree_in) += text.concluding[text.clause[x]] ? 2 : 1;
        }
      }
    };
    // Which words an option puts together ("met een aandeel word je mede-eigenaar; met een
    // obligatie leen je geld uit" against the swap): pairs in one part of this option but in
    // different parts of a partner, or the other way round, counted where a sentence part of the
    // explanation names both.
    int group_agree = 0;
    int group_disagree = 0;
    {
      std::vector<std::pair<std::size_t, std::size_t>> together;  // unit of the explanation, word
      for (std::size_t a = 0; a < limit; ++a) {
        for (std::size_t k : places[a]) {
          if (!text.negated[k]) together.emplace_back(text.unit[k], a);
        }
      }
      std::sort(together.begin(), together.end());
      together.erase(std::unique(together.begin(), together.end()), together.end());
      for (std::size_t x = 0; x < together.size(); ++x) {
        for (std::size_t y = x + 1; y < together.size() && together[y].first == together[x].first; ++y) {
          const std::size_t a = together[x].second;
          const std::size_t b = together[y].second;
          const bool same_here = texts[i].group[a] == texts[i].group[b];
          for (std::size_t j = 0; j < count; ++j) {
            if (!partner[j]) continue;
            const std::size_t pa = pos[j][a];
            const std::size_t pb = pos[j][b];
            if (pa == kNoPosition || pb == kNoPosition) continue;
            const bool same_there = texts[j].group[pa] == texts[j].group[pb];
            if (same_here && !same_there) ++group_agree;
            if (!same_here && same_there) ++group_disagree;
          }
        }
      }
    }
    int agree = 0;
    int disagree = 0;
    int clause_agree = 0;
    int clause_disagree = 0;
    bool disputed_any = group_agree + group_disagree > 0;
    for (std::size_t a = 0; a < limit; ++a) {
      for (std::size_t b = a + 1; b < limit; ++b) {
        bool disputed = false;
        for (std::size_t j = 0; j < count && !disputed; ++j) {
          if (!partner[j]) continue;
          const std::size_t pa = pos[j][a];
          const std::size_t pb = pos[j][b];
          disputed = pa != kNoPosition && pb != kNoPosition && pb < pa;
        }
        if (!disputed) continue;
        disputed_any = true;
        clause_order(a, b, clause_agree, clause_disagree);
        const std::size_t ea = places[a].empty() ? kNoPosition : places[a].front();
        const std::size_t eb = places[b].empty() ? kNoPosition : places[b].front();
        if (ea == kNoPosition || eb == kNoPosition || ea == eb) continue;
        (ea < eb ? agree : disagree) += 1;
      }
    }
    if (!disputed_any) continue;
    OptionReading& o = r.options[i];
    o.ordered = agree + disagree + clause_agree + clause_disagree + group_agree + group_disagree > 0;
    // A written form that the explanation does not repeat says nothing next to the order.
    if (own[i].size() == 1 && own[i][0].kind == OwnTerm::Written && o.affirmed == 0 && o.denied == 0) {
      o.own_weight = 0;
      o.own_terms = 0;
    }
    constexpr double kOrderWeight = 1.5;
    if (group_agree + group_disagree > 0) {
      agree = group_agree;
      disagree = group_disagree;
    } else if (clause_agree + clause_disagree > 0) {
      agree = clause_agree;
      disagree = clause_disagree;
    }
    const double found = agree + disagree;
    const double affirmed = found > 0 ? std::max(0, agree - disagree) / found : 0.0;
    const double denied = found > 0 ? std::max(0, disagree - agree) / found : 0.0;
    const double total = o.own_weight + kOrderWeight;
    o.order_share = kOrderWeight / total;
    o.affirmed = (o.affirmed * o.own_weight + affirmed * kOrderWeight) / total;
    o.denied = (o.denied * o.own_weight + denied * kOrderWeight) / total;
    o.own_weight = total;
    ++o.own_terms;
  }

  // Options with nothing of their own (they combine what other options say, or differ only in
  // symbols: "n % 2 == 0" against "n % 2 == 1" and "n / 2 == 0"): the share of their pieces the
  // explanation writes (not negated), when the written form itself is not repeated.
  // Only when no option's written form is in the explanation: then that form decides.
  bool written_found = false;
  for (std::size_t i = 0; i < count; ++i) {
    for (const auto& t : own[i])
      written_found = written_found || (t.kind == OwnTerm::Written && r.options[i].affirmed > 0);
  }
  std::vector<std::string> explanation_pieces;
  bool explanation_pieces_built = false;
  std::vector<std::vector<std::string>> option_pieces;
  for (std::size_t i = 0; i < count && !written_found; ++i) {
    OptionReading& o = r.options[i];
    const bool nothing_own = own[i].empty() || (own[i].size() == 1 && own[i][0].kind == OwnTerm::Written);
    if (!nothing_own || o.affirmed > 0 || o.denied > 0) continue;
    if (option_pieces.empty()) {
      for (const auto& opt : q.options) option_pieces.push_back(pieces(opt.text.value));
    }
    if (!explanation_pieces_built) {
      std::string unnegated = text.visible;
      for (std::size_t k = 0; k < text.tokens.size(); ++k) {
        if (!text.negated[k]) continue;
        for (std::size_t b = text.tokens[k].begin; b < text.tokens[k].end; ++b) unnegated[b] = ' ';
      }
      explanation_pieces = pieces(unnegated);
      explanation_pieces_built = true;
    }
    auto mine = pieces(q.options[i].text.value);
    // Pieces every option has tell nothing apart.
    mine.erase(
        std::remove_if(mine.begin(), mine.end(),
                       [&](const std::string& p) {
                         for (std::size_t j = 0; j < count; ++j) {
                           if (j != i && !std::binary_search(option_pieces[j].begin(), option_pieces[j].end(), p)) {
                             return false;
                           }
                         }
                         return true;
                       }),
        mine.end());
    if (mine.empty()) continue;
    std::size_t found = 0;
    for (const auto& p : mine)
      found += std::binary_search(explanation_pieces.begin(), explanation_pieces.end(), p) ? 1 : 0;
    const double coverage = static_cast<double>(found) / static_cast<double>(mine.size());
    // Pieces shared by every option tell nothing apart: compare with the least covered option
    // later through the decision; here the share itself is the evidence.
    o.affirmed = coverage;
    o.covered = true;
    if (o.own_weight == 0) o.own_weight = 1;
    if (o.own_terms == 0) o.own_terms = 1;
  }

  // An option quoted whole in the explanation ("Alleen 'fietsen' verandert mee", "`i += 1` is kort
  // voor ..."): the explanation names that option itself, whatever its words. The quoted spans are
  // found once; an apostrophe without a closing one nearby ("foto's") opens nothing.
  struct Quoted {
    std::string form;  // normalise_option of the content, accents kept
    std::uint32_t begin, end;
    std::size_t token;
  };
  std::vector<Quoted> quoted;
  {
    const std::string_view raw = q.explanation.value;
    static constexpr std::pair<std::string_view, std::string_view> kQuotes[] = {{"'", "'"}, {"\"", "\""}, {"‘", "’"},
                                                                                {"“", "”"}, {"`", "`"},   {"«", "»"}};
    for (std::size_t at = 0; at < raw.size();) {
      const unsigned char c = static_cast<unsigned char>(raw[at]);
      if (c != '\'' && c != '"' && c != '`' && c != 0xE2 && c != 0xC2) {
        ++at;
        continue;
      }
      std::size_t open_len = 0;
      std::string_view close;
      for (const auto& [o, cl] : kQuotes) {
        if (raw.substr(at, o.size()) == o) {
          open_len = o.size();
          close = cl;
          break;
        }
      }
      if (open_len == 0) {
        ++at;
        continue;
      }
      const std::size_t end = raw.find(close, at + open_len);
      if (end == std::string_view::npos || end - at > 200) {
        at += open_len;
        continue;
      }
      const std::size_t tok = token_at(text, at + open_len);
      if (tok != kNoPosition) {
        quoted.push_back({normalise_option(raw.substr(at + open_len, end - at - open_len), Accents::Keep),
                          static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(end + close.size()), tok});
      }
      at = end + close.size();
    }
  }
  for (std::size_t i = 0; i < count && !quoted.empty(); ++i) {
    const std::string wanted = normalise_option(q.options[i].text.value, Accents::Keep);
    if (wanted.empty()) continue;
    int verdict = 0;  // +1 stated, -1 denied
    std::uint32_t where_begin = 0, where_end = 0;
    for (const auto& span : quoted) {
      if (span.form != wanted) continue;
      verdict = text.negated[span.token] ? -1 : 1;
      where_begin = span.begin;
      where_end = span.end;
      break;
    }
    if (verdict == 0) continue;
    OptionReading& o = r.options[i];
    constexpr double kQuoteWeight = 1.5;
    const double total = o.own_weight + kQuoteWeight;
    o.affirmed = (o.affirmed * o.own_weight + (verdict > 0 ? kQuoteWeight : 0)) / total;
    o.denied = (o.denied * o.own_weight + (verdict < 0 ? kQuoteWeight : 0)) / total;
    o.own_weight = total;
    ++o.own_terms;
    if (verdict > 0 && o.affirm_end <= o.affirm_begin) {
      o.affirm_begin = where_begin;
      o.affirm_end = where_end;
    }
  }

  const OrdinalContext ordinals =
      may_name_ordinals(q.explanation.value) ? ordinal_context(q) : OrdinalContext{count, false};
  std::uint32_t names = standalone_capitals(q.stem.value);
  for (const auto& o : q.options) names |= standalone_capitals(o.text.value);
  for (const Letter& l : read_letters(text, count, ordinals, names)) {
    OptionReading& o = r.options[static_cast<std::size_t>(l.letter - 'A')];
    if (o.letter == 0 || l.verdict < 0) o.letter = l.verdict;  // a letter called wrong anywhere stays wrong
    if (l.names) continue;
    if (!o.letter_true && !o.letter_false) {
      o.letter_begin = l.begin;
      o.letter_end = l.end;
    }
    (l.verdict > 0 ? o.letter_true : o.letter_false) = true;
  }
  return r;
}

}  // namespace qbank
