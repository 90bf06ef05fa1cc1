// The spelling tokenizer: which words Hunspell sees, where they stand, and what is skipped.
#include <gtest/gtest.h>

#include "checks/spelling/tokenizer.h"

namespace qbank::spelling_tokenizer_test {
namespace {

// The looked-up forms, one string: "a|b|c".
std::string words(std::string_view text) {
  std::string out;
  for (const auto& t : spelling_tokens(text)) out += (out.empty() ? "" : "|") + t.word;
  return out;
}

TEST(SpellingTokenizer, WordsWithByteOffsetsInTheTextAsWritten) {
  const std::string text = "Hoeveel geheugen, ongeveer?";
  const auto t = spelling_tokens(text);
  ASSERT_EQ(t.size(), 3u);
  EXPECT_EQ(t[0].word, "Hoeveel");
  EXPECT_EQ(text.substr(t[1].begin, t[1].end - t[1].begin), "geheugen");
  EXPECT_EQ(t[2].begin, 18u);
  EXPECT_EQ(t[2].end, 26u);
  EXPECT_FALSE(t[1].dot_after);
}

TEST(SpellingTokenizer, NormalisesToNfcButKeepsOffsetsOfTheOriginal) {
  const std::string text = "de gradie\u0308nten";  // e + combining diaeresis
  const auto t = spelling_tokens(text);
  ASSERT_EQ(t.size(), 2u);
  EXPECT_EQ(t[1].word, "gradi\u00ebnten");
  EXPECT_EQ(t[1].begin, 3u);
  EXPECT_EQ(t[1].end, text.size());
}

TEST(SpellingTokenizer, ApostrophesStayInsideWords) {
  EXPECT_EQ(words("GPU's en auto's, zo'n model"), "GPU's|en|auto's|zo'n|model");
  EXPECT_EQ(words("GPU\u2019s"), "GPU's");  // typographic apostrophe
  EXPECT_EQ(words("'s avonds in 's-Hertogenbosch"), "'s|avonds|in|'s-Hertogenbosch");
  EXPECT_EQ(words("rock-'n-roll"), "rock-'n-roll");
  EXPECT_EQ(words("het woord 'cache' tussen aanhalingstekens"), "het|woord|cache|tussen|aanhalingstekens");
}

TEST(SpellingTokenizer, HyphenatedAndSlashedWordsAreOneWord) {
  EXPECT_EQ(words("de KV-cache van AI-hardware"), "de|KV-cache|van|AI-hardware");
  EXPECT_EQ(words("2 TB/s en/of meer"), "TB/s|en/of|meer");
  EXPECT_EQ(words("een 16\u2011bit getal"), "een|16-bit|getal");  // non-breaking hyphen
}

TEST(SpellingTokenizer, MarksAnElisionHyphen) {
  const auto t = spelling_tokens("reken- en geheugeneenheden");
  ASSERT_EQ(t.size(), 3u);
  EXPECT_EQ(t[0].word, "reken");
  EXPECT_TRUE(t[0].hyphen_after);
  EXPECT_FALSE(t[2].hyphen_after);
}

TEST(SpellingTokenizer, SkipsNumbersButKeepsLettersWithDigits) {
  EXPECT_EQ(words("14 GB, 2,5 s, 1.000 keer, 1e9 en 2E-3, 7 \u00d7 10\u2079 of 10\u207b\u00b3, 3x zo snel"),
            "GB|s|keer|en|of|zo|snel");
  EXPECT_EQ(words("7B parameters in FP16 op een H100"), "7B|parameters|in|FP16|op|een|H100");
  EXPECT_EQ(words("een oppervlak van 3 m\u00b2"), "een|oppervlak|van|m");
}

TEST(SpellingTokenizer, SkipsFormulasAndNamedCharacters) {
  // A superscript inside a token makes it a formula; a raised modifier letter makes it notation.
  EXPECT_EQ(words("want sin\u00b2x + cos\u00b2x = 1 en a\u00b2b"), "want|en");
  EXPECT_EQ(words("het genotype I\u1d2ci of X\u1d43Y"), "het|genotype|of");
  // A single accented letter is a character named; a single ASCII letter still goes to the dictionary.
  EXPECT_EQ(words("de \u00e9 van caf\u00e9 en de x"), "de|van|caf\u00e9|en|de|x");
  // Also when the accent is a combining mark (before NFC).
  EXPECT_EQ(words("de e\u0301 van caf\u00e9"), "de|van|caf\u00e9");
  // A superscript before a hyphen is a unit inside a word, which is still checked.
  EXPECT_EQ(words("de m\u00b2-prijs stijgt"), "de|m\u00b2-prijs|stijgt");
}

TEST(SpellingTokenizer, AbbreviationsKeepTheirInnerDots) {
  const auto t = spelling_tokens("Bijv. dit, d.w.z. dat.");
  ASSERT_EQ(t.size(), 4u);
  EXPECT_EQ(t[0].word, "Bijv");
  EXPECT_TRUE(t[0].dot_after);
  EXPECT_FALSE(t[0].abbreviation);
  EXPECT_EQ(t[2].word, "d.w.z");
  EXPECT_TRUE(t[2].abbreviation);
  EXPECT_TRUE(t[2].dot_after);
  EXPECT_EQ(t[3].word, "dat");
  EXPECT_TRUE(t[3].dot_after);
  // Long groups are separate words: a missing space after a full stop.
  EXPECT_EQ(words("einde.Begin"), "einde|Begin");
}

TEST(SpellingTokenizer, SkipsCodeLinksAndAddresses) {
  EXPECT_EQ(words("roep `torch.compile(model)` aan"), "roep|aan");
  EXPECT_EQ(words("een ``a ` b`` blok"), "een|blok");
  EXPECT_EQ(words("zie https://opentaal.org/woorden?x=1 of www.taalunie.org."), "zie|of");
  EXPECT_EQ(words("zie opentaal.org, (mailto:info@example.nl)"), "zie");
  EXPECT_EQ(words("mail docent@universiteit.nl of lees /usr/share/hunspell/nl.dic"), "mail|of|lees");
  // An unpaired backtick is punctuation.
  EXPECT_EQ(words("een ` los teken"), "een|los|teken");
}

TEST(SpellingTokenizer, PunctuationAroundWords) {
  EXPECT_EQ(words("(geheugen), \u201cbandbreedte\u201d; latency! \u2014 klaar?"), "geheugen|bandbreedte|latency|klaar");
  EXPECT_EQ(words(""), "");
  EXPECT_EQ(words("  \n\t "), "");
}

TEST(SpellingTokenizer, WordParts) {
  using Parts = std::vector<std::pair<std::size_t, std::size_t>>;
  EXPECT_EQ(word_parts("KV-cache"), (Parts{{0, 2}, {3, 8}}));
  EXPECT_EQ(word_parts("TB/s"), (Parts{{0, 2}, {3, 4}}));
  EXPECT_EQ(word_parts("geheugen"), (Parts{{0, 8}}));
  EXPECT_EQ(word_parts("AI\u2010hardware"), (Parts{{0, 2}, {5, 13}}));
}

TEST(SpellingTokenizer, NumberWords) {
  for (const char* n : {"14", "2,5", "1.000.000", "1e9", "14e9", "2E-3", "2,5e+3", "3x", "10\u2079", "24/7"}) {
    EXPECT_TRUE(is_number_word(n)) << n;
  }
  for (const char* w : {"7B", "FP16", "2e", "x86", "e9", "1e", "H100", "x"}) EXPECT_FALSE(is_number_word(w)) << w;
}

}  // namespace
}  // namespace qbank::spelling_tokenizer_test
