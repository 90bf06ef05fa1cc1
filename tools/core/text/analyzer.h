// Dutch text analysis for the content checks (explanation support, duplicates, cue rules):
// NFC, lower case, accent folding, stop words and negations from rules/text/, Snowball stemming
// (libstemmer), and 4–5 character fragments so compound words match their parts.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace qbank {

// A word of a text. Its folded form and stem point into the analyser's table of words (one entry
// per distinct word it has analysed), not into the text: a token is valid as long as its analyser.
struct Token {
  std::size_t begin = 0;  // byte offsets in the analysed text
  std::size_t end = 0;
  std::string_view folded;  // lower case, accents folded: "gradienten"
  std::string_view stem;    // Snowball stem of `folded`: "gradient"
  bool number = false;      // digits (with , . separators): "14", "2,5"
  bool stop = false;        // a stop word
  bool negation = false;    // niet, geen, ...
};

class TextAnalyzer {
 public:
  // Reads rules/text/stopwords-<language>.txt and negations-<language>.txt (ConfigError when they
  // are missing) and, when there is one, plurals-<language>.txt: irregular plurals and their
  // singular ("steden stad"), which stem as the singular does. `language` picks the Snowball
  // stemmer ("nl" -> dutch).
  static std::shared_ptr<const TextAnalyzer> load(const std::filesystem::path& rules_dir, const std::string& language);
  // From several rules folders, the first that has a list winning (the bank's, then the built-in).
  static std::shared_ptr<const TextAnalyzer> load(const std::vector<std::filesystem::path>& rules_dirs,
                                                  const std::string& language);
  // For tests: explicit word lists.
  TextAnalyzer(std::string language, std::unordered_set<std::string> stop_words,
               std::unordered_set<std::string> negations, std::unordered_map<std::string, std::string> singulars = {});
  ~TextAnalyzer();
  TextAnalyzer(const TextAnalyzer&) = delete;
  TextAnalyzer& operator=(const TextAnalyzer&) = delete;

  // Words and numbers of `text`, in order. Thread-safe, but not against forget_words().
  std::vector<Token> tokenize(std::string_view text) const;
  // Stems of the content words (no stop words, no numbers), in order. Thread-safe.
  std::vector<std::string> content_stems(std::string_view text) const;
  std::string stem(std::string_view folded_word) const;
  // The singular of an irregular plural in plurals-<language>.txt ("steden": "stad"), else the word.
  std::string_view singular(std::string_view folded_word) const;
  bool is_stop_word(std::string_view folded) const { return stop_words_.count(std::string(folded)) > 0; }
  bool is_negation(std::string_view folded) const { return negations_.count(std::string(folded)) > 0; }

  // Forgets the words tokenize() has analysed once there are more than `max_words` of them, so that
  // a long-running process (qbank server) does not keep every word it was ever given. Only between
  // runs: no token of this analyser may be in use, and no thread may tokenise with it meanwhile.
  void forget_words(std::size_t max_words) const;
  // The distinct words in the table (for tests and statistics).
  std::size_t words_known() const;

  // Appends the 4- and 5-character fragments of a stem (counted in code points); stems shorter
  // than 4 are appended whole. "embeddingtabel" -> "embe", "mbed", ..., "tabel".
  static void fragments(std::string_view stem, std::vector<std::string>& out);

 private:
  struct WordTable;
  std::string stem_uncached(std::string_view folded_word) const;
  std::string snowball(std::string_view folded_word) const;
  // Tells this analyser's entries in the per-thread word cache from another's, and from its own before
  // forget_words().
  mutable std::atomic<std::uint64_t> serial_;
  std::string algorithm_;
  std::unordered_set<std::string> stop_words_;
  std::unordered_set<std::string> negations_;
  std::unordered_map<std::string, std::string> singulars_;  // folded irregular plural -> singular
  // Every word tokenize() has analysed, once: the tokens' folded forms and stems point into it. It
  // grows with the distinct words of the texts, which a bank repeats (see analyzer.cpp).
  std::unique_ptr<WordTable> words_;
};

}  // namespace qbank
