// Finds places where an explanation names an option letter as the right answer: "B is juist",
// "Antwoord: A", "het juiste antwoord is C", "optie D klopt". Mentions that reject a letter
// ("A is onjuist", "antwoord B is fout") or merely discuss it ("in optie A ...") are not claims.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace qbank {

class TextAnalyzer;
struct Question;

struct LetterClaim {
  char letter = 'A';
  std::size_t begin = 0;  // byte range of the letter in the text
  std::size_t end = 0;
  // Called right by a verdict ("B is juist", "de tweede optie klopt") rather than named the answer
  // ("Antwoord: B", "het antwoord is B", "B is het juiste antwoord", "B is de sleutel"). In a
  // question after what does not hold, a verdict calls an option true, which makes it a
  // distractor, so only named answers count there.
  bool by_verdict = false;
};

// What an ordinal may name in an explanation: "de tweede optie" always names option B; "de
// tweede bewering" (uitspraak, stelling) only when the options are the statements, not when the
// stem numbers statements of its own (I, II) that the options combine ("Alleen I", "Beide").
struct OrdinalContext {
  std::size_t options = 0;  // the options of the question; 0: unknown ("laatste" then names none)
  bool statements = true;
};
OrdinalContext ordinal_context(const Question& question);
// Whether `text` may name an option by an ordinal at all (an ordinal and an option noun occur):
// a cheap test before ordinal_context or a tokenisation.
bool may_name_ordinals(std::string_view text);

// Whether "juist" or "goed" (`word`, folded) is an adverb, not a verdict: more of its clause
// follows ("D is juist af te raden", "B is goed te zien"). `gap` is the text between it and the next
// word, `next` that word folded ("" at the end). A verdict ends its clause or is followed by its
// reason ("A is juist, want ...", "A is juist omdat ...").
bool adverb_not_verdict(std::string_view word, std::string_view gap, std::string_view next);

// Whether text[i] is a capital A-Z standing alone: no letter, digit or non-ASCII byte on either side
// ("B is juist", "matrix A"; not "FP16", "Aé").
inline bool lone_capital(std::string_view text, std::size_t i) {
  if (i >= text.size() || text[i] < 'A' || text[i] > 'Z') return false;
  auto word_byte = [&](std::size_t k) {
    const auto c = static_cast<unsigned char>(text[k]);
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c >= 0x80;
  };
  return (i == 0 || !word_byte(i - 1)) && (i + 1 == text.size() || !word_byte(i + 1));
}

// The option an ordinal names ("eerste" 0 ... "vijfde" 4, "laatste" the last of `options`), or -1.
int ordinal_option(std::string_view folded, std::size_t options);
// Whether `folded` names an option after an ordinal: "optie", "antwoord", "antwoordoptie",
// "alternatief"; with statements also "bewering", "uitspraak", "stelling".
bool ordinal_noun(std::string_view folded, bool statements);

std::vector<LetterClaim> find_letter_claims(std::string_view text, const TextAnalyzer& analyzer,
                                            const OrdinalContext& ordinals = {});

}  // namespace qbank
