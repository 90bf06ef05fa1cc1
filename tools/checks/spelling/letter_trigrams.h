// The letter trigrams of a Hunspell dictionary's word list: a fast, exact-enough filter for the
// suggestion search. A candidate whose edited letters form a trigram that no dictionary entry
// contains is not worth asking Hunspell about (measured on 5,685 accepted words of this
// project's banks: 5 contain a trigram the entries lack, each at a compound boundary, which an
// edit rarely touches). Built once per Speller; read-only afterwards, so threads share it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace qbank {

class LetterTrigrams {
 public:
  // An empty filter lets every candidate through.
  LetterTrigrams() = default;
  // The trigrams of every entry of `dic` (encoded as `aff` declares with SET), lower case, with
  // the ij ligature written as two letters; `extra` adds words (the project vocabulary).
  static LetterTrigrams from_dictionary(const std::filesystem::path& aff, const std::filesystem::path& dic,
                                        const std::vector<std::string>& extra);
  // Adds the trigrams of one word.
  void add(const std::string& word);

  bool empty() const { return count_ == 0; }
  std::size_t size() const { return count_; }
  // May `letters` (one lower-case code point each) be a word, judged by the trigrams that touch
  // the code points [from, to)? True when the filter is empty.
  bool plausible(const std::vector<char32_t>& letters, std::size_t from, std::size_t to) const;

 private:
  // Letters get small numbers in the order they are first seen (up to U+024F, Latin); a letter
  // beyond that, or past the 126th, shares the number kOther, which only lets more through.
  static constexpr std::size_t kLatin = 0x250;
  static constexpr std::uint8_t kOther = 127;
  static constexpr std::size_t kLetters = 128;
  std::uint8_t number(char32_t c, bool assign);
  std::uint8_t number(char32_t c) const;
  static std::size_t bit(std::uint8_t a, std::uint8_t b, std::uint8_t c) { return (a * kLetters + b) * kLetters + c; }

  std::vector<std::uint8_t> numbers_ = std::vector<std::uint8_t>(kLatin, 0);  // 0: never seen
  std::uint8_t next_ = 1;
  std::vector<std::uint64_t> bits_ = std::vector<std::uint64_t>(kLetters * kLetters * kLetters / 64, 0);
  std::size_t count_ = 0;
};

}  // namespace qbank
