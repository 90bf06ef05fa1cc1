// Finds places where an explanation names an option letter as the right answer: "B is juist",
// "Antwoord: A", "het juiste antwoord is C", "optie D klopt". Mentions that reject a letter
// ("A is onjuist", "antwoord B is fout") or merely discuss it ("in optie A ...") are not claims.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace qbank {

class TextAnalyzer;

struct LetterClaim {
  char letter = 'A';
  std::size_t begin = 0;  // byte range of the letter in the text
  std::size_t end = 0;
  // Called right by a verdict ("B is juist", "de tweede optie klopt") rather than named the answer
  // ("Antwoord: B", "het antwoord is B"). In a question after what does not hold, a verdict calls
  // an option true, which makes it a distractor, so only named answers count there.
  bool by_verdict = false;
};

std::vector<LetterClaim> find_letter_claims(std::string_view text, const TextAnalyzer& analyzer);

}  // namespace qbank
