// How an explanation reads each option of its question: which options it states, which it
// negates or refutes, which it attributes to something other than what the stem asks, which it
// concludes with, and which numbers it computes. The explanation family decides from this.
//
// The explanation is read as sentences and clauses, not as one bag of words:
//   - Markdown and HTML are masked first (link targets, URLs, tags: core/text/markup_mask.h).
//   - Sentences end at . ! ? and line breaks; clauses at , ; : ( ) dashes and at the conjunctions
//     that start one (maar, terwijl, want, omdat, zodat, waardoor, dus, daarom ...).
//   - An option's own terms are its Snowball stems and numbers that are in neither the stem nor
//     another option. Options that differ only in symbols ("O(n)" / "O(n²)", "i += 1" / "i -= 1")
//     get their compact written form as a term.
//   - Each occurrence of an own term in the explanation is
//       negated   when a negation governs it: one of the three content words after "niet", "geen",
//                 "nooit" ... in its clause ("niet X maar Y", "X geldt voor A, niet voor B"), a
//                 clause that ends in a negation or a verdict ("... klopt niet", "... is onjuist"),
//                 or a clause that negates what the stem asks ("een switch kiest geen routes");
//       anchored  as far as its clause also holds what the stem asks about or the rest of the
//                 option (so "een switch werkt met MAC-adressen" does not state the option "een
//                 switch kiest de route met IP-adressen");
//       concluded when its clause concludes ("dus", "daarom", "het juiste antwoord is").
//   - Numbers are compared by value (digits or Dutch number words, units as words or symbols) and
//     by role: the result of a computation ("= 3", "dus 3", the last result), an intermediate
//     result, or only an operand.
//   - Letters: "optie B klopt niet", "A is onjuist", "C is juist", "Antwoord: A".
//   - The rest: "De andere twee kloppen wel", "De overige opties zijn onjuist" judge every option
//     but the one discussed before; which options are named before and after that sentence.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "checks/explanation/support.h"

namespace qbank {

class TextAnalyzer;
struct Question;

// What the explanation says about one option. Scores are shares of the option's own terms,
// weighted by inverse document frequency, in [0, 1].
struct OptionReading {
  double affirmed = 0;    // stated without a negation, scaled by how well anchored
  double denied = 0;      // stated only under a negation or a refuting verdict
  double own_weight = 0;  // the total weight of the option's own terms (0: nothing to read by)
  std::size_t own_terms = 0;
  bool stem_value = false;    // its own terms are only numbers the stem gives ("35°" when the stem says 35°)
  std::size_t matched = 0;    // own terms the explanation states (well anchored, not negated)
  std::size_t words = 0;      // content words of the option
  bool shares_terms = false;  // some of its terms are in another option
  bool concluded = false;     // stated in a concluding clause
  bool covered = false;       // nothing of its own: `affirmed` is the share of its pieces written
  std::uint32_t first_sentence = 0xFFFFFFFF;  // the first sentence that states it, well anchored
  std::uint32_t first_unit = 0xFFFFFFFF;      // the same for sentence parts (split at ";" and contrasts)
  std::uint32_t main_unit = 0xFFFFFFFF;       // the sentence part that states most of its own terms (by weight)
  bool ordered = false;
  double order_share = 0;     // the share of its evidence that is word order (ordered options)       // differs from
                              // another option in word order, and the explanation shows an order
  bool named_answer = false;  // named whole, and alone, in "het (juiste) antwoord is ..."
  int letter = 0;             // +1: called right by its letter ("B is juist"), -1: called wrong
  // Its statement judged by its letter, not named the answer: "A klopt", "C is eveneens juist" (true),
  // "D is onjuist", "B klopt niet" (false). In a question after what does not hold these say which
  // options are distractors and which is the answer.
  bool letter_true = false;
  bool letter_false = false;
  std::uint32_t letter_begin = 0, letter_end = 0;  // the letter of the first of these
  // Stated, not negated, in a sentence part that says "wel" ("Opzij ademen en een afwisselende
  // armslag horen er wel bij"): said to hold, against an expectation that it might not. Not a
  // concession the next part takes back ("... wel ..., maar ...").
  bool held_with_wel = false;
  std::uint32_t wel_begin = 0, wel_end = 0;  // the "wel" of the first such sentence part
  // Numbers: 0 the option names no number of its own; otherwise how the explanation treats its
  // value: 3 the final result, 2 an intermediate result, 1 an operand or restatement, -1 absent.
  int number = 0;
  // A value of the option the stem does not give is named in the explanation, in any role ("Bij 3
  // leden is dat 2": the explanation brings up the 3 itself).
  bool number_named = false;
  // With a sentence about "the other options" (ExplanationReading::rest_verdict): the share of its
  // own terms the explanation names before that sentence, and from it on.
  double before_rest = 0;
  double after_rest = 0;
  double in_rest = 0;  // and in that sentence itself, from the words "de andere" on
  // The sentence parts (up to a ";" or a contrast) that name one of its own terms, sorted.
  std::vector<std::uint16_t> units;
  // The explanation bytes of the strongest affirming and denying occurrence (begin == end: none).
  std::uint32_t affirm_begin = 0, affirm_end = 0;
  std::uint32_t deny_begin = 0, deny_end = 0;
};

struct ExplanationReading {
  bool usable = false;         // explanation, stem and options present and not too long
  bool negative_stem = false;  // "Welke bewering is NIET juist?", "Wat is GEEN reden ...?"
  std::size_t words = 0;       // content words of the explanation
  // A sentence that judges all options but the one discussed before it ("De andere twee kloppen
  // wel"): +1 they hold, -1 they do not, 0 no such sentence (or the explanation opens with it).
  int rest_verdict = 0;
  // That sentence names the others as the options ("De andere drie", "De overige opties"), not only
  // as "de rest".
  bool rest_named = false;
  // Read from a NIET question's "de andere drie" with a verb of its own ("de andere drie schreef
  // Mozart"), not said in words: "de andere drie" may be other things than the options.
  bool rest_weak = false;
  std::vector<OptionReading> options;
};

struct ReadingSettings {
  double min_fragment_overlap = 0.6;  // share of a term's fragments one word must hold (compounds)
  std::size_t max_chars = 20000;
};

// True when the stem asks for the option that does not hold: a negation in capitals, a verdict
// word (onjuist, onwaar, behalve, uitgezonderd), or niet/geen in a Welke/Wat/Wie question. Stems
// that ask for a reason or a way ("Waarom werkt X niet?") are not negative.
bool negative_stem(const Question& question, const TextAnalyzer& analyzer);

ExplanationReading read_explanation(const Question& question, const TextAnalyzer& analyzer,
                                    const TermStatistics& statistics, const ReadingSettings& settings);

}  // namespace qbank
