#include "checks/explanation/letter_claims.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <initializer_list>
#include <string>

#include "core/model.h"
#include "core/text/analyzer.h"

namespace qbank {
namespace {

bool one_of(std::string_view word, std::initializer_list<std::string_view> words) {
  return std::find(words.begin(), words.end(), word) != words.end();
}

// Words that name an answer ("het juiste antwoord", "optie C").
bool answer_noun(std::string_view w) {
  return one_of(w, {"antwoord", "antwoordoptie", "optie", "keuze", "alternatief", "sleutel", "answer"});
}
bool linking_adverb(std::string_view w) {
  return one_of(w, {"dus", "daarom", "hier", "hierbij", "dan", "ook", "derhalve", "bijgevolg", "wel", "inderdaad"});
}
// Adverbs between "klopt" and its negation: "klopt helemaal niet", "klopt zeker niet".
bool degree_adverb(std::string_view w) {
  return one_of(w, {"helemaal", "zeker", "echt", "eveneens", "absoluut", "gewoon", "eigenlijk", "evenzeer"});
}
bool wrong_word(std::string_view w) {
  return one_of(w, {"niet", "geen", "fout", "foute", "onjuist", "onjuiste", "incorrect", "verkeerd", "verkeerde",
                    "onwaar", "evenmin"});
}

bool right_word(std::string_view w) { return one_of(w, {"juist", "goed", "correct", "waar", "juiste", "goede"}); }

}  // namespace

bool adverb_not_verdict(std::string_view word, std::string_view gap, std::string_view next) {
  if (word != "juist" && word != "goed") return false;
  if (next.empty() || gap.find_first_of(".,;:!?()\n") != std::string_view::npos) return false;
  static constexpr std::array<std::string_view, 14> kReasonOrEnd{"want", "omdat", "doordat", "aangezien", "dus",
                                                                 "en",   "maar",  "als",     "zolang",    "mits",
                                                                 "daar", "hier",  "dan",     "nu"};
  return std::find(kReasonOrEnd.begin(), kReasonOrEnd.end(), next) == kReasonOrEnd.end();
}

int ordinal_option(std::string_view folded, std::size_t options) {
  static constexpr std::string_view kOrdinals[] = {"eerste", "tweede", "derde", "vierde", "vijfde"};
  for (std::size_t i = 0; i < std::size(kOrdinals); ++i) {
    if (folded == kOrdinals[i]) return options == 0 || i < options ? static_cast<int>(i) : -1;
  }
  return folded == "laatste" && options > 1 ? static_cast<int>(options) - 1 : -1;
}

bool ordinal_noun(std::string_view folded, bool statements) {
  for (std::string_view w : {"optie", "antwoord", "antwoordoptie", "alternatief"}) {
    if (folded == w) return true;
  }
  if (!statements) return false;
  for (std::string_view w : {"bewering", "uitspraak", "stelling"}) {
    if (folded == w) return true;
  }
  return false;
}

bool may_name_ordinals(std::string_view text) {
  auto has = [&](std::initializer_list<std::string_view> words) {
    return std::any_of(words.begin(), words.end(), [&](std::string_view w) { return text.find(w) != text.npos; });
  };
  return has({"eerste", "tweede", "derde", "vierde", "vijfde", "laatste"}) &&
         has({"optie", "antwoord", "bewering", "uitspraak", "stelling", "alternatief"});
}

OrdinalContext ordinal_context(const Question& q) {
  OrdinalContext c;
  c.options = q.options.size();
  // Roman numerals of the stem's own statements, or options that combine them.
  auto numbers_statements = [](std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
      std::size_t j = i;
      while (j < text.size() && std::isalpha(static_cast<unsigned char>(text[j]))) ++j;
      const std::string_view w = text.substr(i, j - i);
      if (w == "I" || w == "II" || w == "III" || w == "IV" || w == "beide" || w == "Beide") return true;
      i = j == i ? i + 1 : j;
    }
    return false;
  };
  c.statements = !numbers_statements(q.stem.value);
  for (const auto& o : q.options) c.statements = c.statements && !numbers_statements(o.text.value);
  return c;
}

std::vector<LetterClaim> find_letter_claims(std::string_view text, const TextAnalyzer& analyzer,
                                            const OrdinalContext& ordinals) {
  std::vector<LetterClaim> out;
  // Most explanations name no letter: look for a lone capital A-Z before tokenising.
  bool lone_capitals = false;
  for (std::size_t i = 0; i < text.size() && !lone_capitals; ++i) lone_capitals = lone_capital(text, i);
  const bool ordinal = may_name_ordinals(text);
  if (!lone_capitals && !ordinal) return out;
  const auto tokens = analyzer.tokenize(text);
  const std::size_t n = tokens.size();
  auto word = [&](std::size_t i) -> std::string_view { return i < n ? tokens[i].folded : std::string_view(); };
  // The text between token i-1 and token i (from the start for i = 0).
  auto gap_before = [&](std::size_t i) {
    const std::size_t from = i == 0 ? 0 : tokens[i - 1].end;
    return text.substr(from, tokens[i].begin - from);
  };

  for (std::size_t i = 0; i < n && lone_capitals; ++i) {
    const Token& t = tokens[i];
    if (t.end - t.begin != 1 || text[t.begin] < 'A' || text[t.begin] > 'Z') continue;
    const char letter = text[t.begin];

    // What follows the letter: "is (dus) juist", "klopt", "is het juiste antwoord", or a rejection.
    std::size_t j = i + 1;
    bool rejected = false;
    bool affirmed = false;
    bool names = false;  // "is het juiste antwoord", "is de sleutel": the answer, not a verdict
    if (one_of(word(j), {"klopt", "klopte"})) {
      std::size_t k = j + 1;
      while (linking_adverb(word(k)) || degree_adverb(word(k))) ++k;  // "klopt ook niet", "klopt helemaal niet"
      affirmed = !wrong_word(word(k));
      rejected = !affirmed;
    } else if (one_of(word(j), {"is", "was"})) {
      ++j;
      while (linking_adverb(word(j))) ++j;
      if (wrong_word(word(j))) {
        rejected = true;
      } else if (one_of(word(j), {"juist", "goed", "correct", "waar"})) {
        affirmed = !(j + 1 < n && adverb_not_verdict(word(j), gap_before(j + 1), word(j + 1)));
      } else if (one_of(word(j), {"het", "de"}) && one_of(word(j + 1), {"juiste", "goede", "correcte"}) &&
                 answer_noun(word(j + 2))) {
        affirmed = true;
        names = true;
      } else if (word(j) == "de" && word(j + 1) == "sleutel") {
        affirmed = true;
        names = true;
      }
    }
    if (rejected) continue;

    bool claim = false;
    bool by_verdict = false;
    if (i > 0) {
      const std::string_view gap = gap_before(i);
      // "Antwoord: C", "Sleutel: B".
      if (answer_noun(word(i - 1)) && gap.find(':') != std::string_view::npos) claim = true;
      // "het (juiste) antwoord is (dus) (optie) C", unless it is "het foute antwoord is C".
      std::size_t k = i;
      if (k > 0 && answer_noun(word(k - 1)) && gap.find_first_of(".:;!?") == std::string_view::npos) --k;
      while (k > 0 && linking_adverb(word(k - 1))) --k;
      if (k >= 2 && word(k - 1) == "is" && answer_noun(word(k - 2)) && !(k >= 3 && wrong_word(word(k - 3)))) {
        claim = true;
      }
    }
    if (!claim && affirmed) {
      // "C is juist" at the start of a sentence or after "optie", "antwoord", "dus".
      if (i == 0) {
        claim = true;
      } else {
        const std::string_view gap = gap_before(i);
        const bool sentence_start = gap.find_first_of(".:;!?(\n") != std::string_view::npos;
        const std::string_view prev = word(i - 1);
        claim = sentence_start || answer_noun(prev) || one_of(prev, {"dus", "daarom", "alleen", "enkel", "zodat"});
      }
      by_verdict = claim && !names;
    }
    // "... dus drie keer: antwoord B." *antwoord* follows a colon, "dus" or "daarom" in its sentence
    // and the letter closes the sentence. Not a label at the start of a sentence ("Optie A. ...").
    if (!claim && i >= 2 && one_of(word(i - 1), {"antwoord", "sleutel"})) {
      const bool closes = i + 1 == n || gap_before(i + 1).find_first_of(".!?\n") != std::string_view::npos;
      const std::string_view before = gap_before(i - 1);
      const bool opens =
          (before.find(':') != std::string_view::npos && before.find_first_of(".!?\n") == std::string_view::npos) ||
          one_of(word(i - 2), {"dus", "daarom", "derhalve"});
      claim = closes && opens;
    }
    if (claim) out.push_back({letter, t.begin, t.end, by_verdict});
  }

  // "De tweede optie is juist", "Daarom is de derde bewering de juiste", "Het juiste antwoord is de
  // eerste optie": an ordinal names an option as a letter does.
  // A verdict word that ends its clause: "is waar." but not "is waar veel leerlingen in trappen".
  auto ends_clause = [&](std::size_t k) {
    return k + 1 >= n || gap_before(k + 1).find_first_of(".,;:!?)\n") != std::string_view::npos ||
           one_of(word(k + 1), {"want", "omdat", "dus", "en", "maar"});
  };
  for (std::size_t i = 1; i + 1 < n; ++i) {
    const int index = ordinal_option(word(i), ordinals.options);
    if (index < 0 || !one_of(word(i - 1), {"de", "het"}) || !ordinal_noun(word(i + 1), ordinals.statements)) continue;
    const std::size_t article = i - 1;
    std::size_t j = i + 2;
    bool affirmed = false;
    bool names = false;
    if (one_of(word(j), {"klopt", "klopte"})) {
      std::size_t k = j + 1;
      while (linking_adverb(word(k)) || degree_adverb(word(k))) ++k;
      affirmed = !wrong_word(word(k));
    } else if (one_of(word(j), {"is", "was"})) {
      ++j;
      while (linking_adverb(word(j))) ++j;
      if (one_of(word(j), {"het", "de"}) && right_word(word(j + 1)) && answer_noun(word(j + 2))) {
        affirmed = names = true;  // "is het juiste antwoord"
      } else if (word(j) == "de" && word(j + 1) == "sleutel") {
        affirmed = names = true;
      } else {
        affirmed = (right_word(word(j)) && ends_clause(j)) ||
                   (word(j) == "de" && right_word(word(j + 1)) && ends_clause(j + 1));
      }
    } else if (article > 0 && one_of(word(article - 1), {"is", "was"})) {
      // "Daarom is de tweede uitspraak de juiste" / "... juist".
      affirmed =
          (right_word(word(j)) && ends_clause(j)) || (word(j) == "de" && right_word(word(j + 1)) && ends_clause(j + 1));
    }
    bool claim = false;
    bool by_verdict = false;
    const bool sentence_start = article == 0 || gap_before(article).find_first_of(".:;!?(\n") != std::string_view::npos;
    if (affirmed) {
      const std::string_view prev = article > 0 ? word(article - 1) : word(n);
      claim = sentence_start || one_of(prev, {"dus", "daarom", "alleen", "enkel", "zodat", "ook"}) ||
              (one_of(prev, {"is", "was"}) && article >= 2 && one_of(word(article - 2), {"dus", "daarom"}));
      by_verdict = claim && !names;
    }
    // "het (juiste) antwoord is (dus) de tweede optie".
    std::size_t k = article;
    while (k > 0 && linking_adverb(word(k - 1))) --k;
    if (k >= 2 && word(k - 1) == "is" && word(k - 2) == "antwoord" && !(k >= 3 && wrong_word(word(k - 3)))) {
      claim = true;
      by_verdict = false;
    }
    if (claim) out.push_back({static_cast<char>('A' + index), tokens[article].begin, tokens[i + 1].end, by_verdict});
  }
  std::sort(out.begin(), out.end(), [](const LetterClaim& a, const LetterClaim& b) { return a.begin < b.begin; });
  return out;
}

}  // namespace qbank
