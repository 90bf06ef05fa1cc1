#include "checks/explanation/letter_claims.h"

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <string>

#include "core/text/analyzer.h"

namespace qbank {
namespace {

bool one_of(const std::string& word, std::initializer_list<std::string_view> words) {
  return std::find(words.begin(), words.end(), word) != words.end();
}

// Words that name an answer ("het juiste antwoord", "optie C").
bool answer_noun(const std::string& w) {
  return one_of(w, {"antwoord", "antwoordoptie", "optie", "keuze", "alternatief", "sleutel", "answer"});
}
bool linking_adverb(const std::string& w) {
  return one_of(w, {"dus", "daarom", "hier", "hierbij", "dan", "ook", "derhalve", "bijgevolg", "wel", "inderdaad"});
}
bool wrong_word(const std::string& w) {
  return one_of(w, {"niet", "geen", "fout", "foute", "onjuist", "onjuiste", "incorrect", "verkeerd", "verkeerde",
                    "onwaar", "evenmin"});
}

}  // namespace

std::vector<LetterClaim> find_letter_claims(std::string_view text, const TextAnalyzer& analyzer) {
  std::vector<LetterClaim> out;
  // Most explanations name no letter: look for a lone capital A-Z before tokenising.
  bool lone_capital = false;
  for (std::size_t i = 0; i < text.size() && !lone_capital; ++i) {
    if (text[i] < 'A' || text[i] > 'Z') continue;
    const bool before = i == 0 || !(std::isalnum(static_cast<unsigned char>(text[i - 1])) || (text[i - 1] & 0x80));
    const bool after =
        i + 1 == text.size() || !(std::isalnum(static_cast<unsigned char>(text[i + 1])) || (text[i + 1] & 0x80));
    lone_capital = before && after;
  }
  if (!lone_capital) return out;
  const auto tokens = analyzer.tokenize(text);
  const std::size_t n = tokens.size();
  auto word = [&](std::size_t i) -> const std::string& {
    static const std::string empty;
    return i < n ? tokens[i].folded : empty;
  };
  // The text between token i-1 and token i (from the start for i = 0).
  auto gap_before = [&](std::size_t i) {
    const std::size_t from = i == 0 ? 0 : tokens[i - 1].end;
    return text.substr(from, tokens[i].begin - from);
  };

  for (std::size_t i = 0; i < n; ++i) {
    const Token& t = tokens[i];
    if (t.end - t.begin != 1 || text[t.begin] < 'A' || text[t.begin] > 'Z') continue;
    const char letter = text[t.begin];

    // What follows the letter: "is (dus) juist", "klopt", "is het juiste antwoord", or a rejection.
    std::size_t j = i + 1;
    bool rejected = false;
    bool affirmed = false;
    if (one_of(word(j), {"klopt", "klopte"})) {
      std::size_t k = j + 1;
      while (linking_adverb(word(k))) ++k;  // "klopt ook niet", "klopt dus niet"
      affirmed = !wrong_word(word(k));
      rejected = !affirmed;
    } else if (one_of(word(j), {"is", "was"})) {
      ++j;
      while (linking_adverb(word(j))) ++j;
      if (wrong_word(word(j))) {
        rejected = true;
      } else if (one_of(word(j), {"juist", "goed", "correct", "waar"})) {
        affirmed = true;
      } else if (one_of(word(j), {"het", "de"}) && one_of(word(j + 1), {"juiste", "goede", "correcte"}) &&
                 answer_noun(word(j + 2))) {
        affirmed = true;
      } else if (word(j) == "de" && word(j + 1) == "sleutel") {
        affirmed = true;
      }
    }
    if (rejected) continue;

    bool claim = false;
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
        const std::string& prev = word(i - 1);
        claim = sentence_start || answer_noun(prev) || one_of(prev, {"dus", "daarom", "alleen", "enkel", "zodat"});
      }
    }
    if (claim) out.push_back({letter, t.begin, t.end});
  }
  return out;
}

}  // namespace qbank
