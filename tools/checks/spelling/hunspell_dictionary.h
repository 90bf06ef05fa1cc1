// One Hunspell dictionary in memory. This header and its .cpp are the only place that includes
// Hunspell. An instance is not thread-safe (Hunspell keeps scratch state while it checks
// compounds): give each thread its own.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace qbank {

// What the .aff file says about likely mistakes, for suggestions of our own (Hunspell's API does
// not expose these). Texts are UTF-8; Dutch's ĳ ligature is written as "ij".
struct AffixHints {
  struct Replacement {
    std::string from;
    std::string to;
    bool at_start = false;  // ^ in the .aff
    bool at_end = false;    // $ in the .aff
  };
  std::vector<std::string> try_chars;             // TRY: one code point each, most frequent first
  std::vector<std::string> keyboard_rows;         // KEY: rows of neighbouring keys
  std::vector<std::vector<std::string>> similar;  // MAP: groups of related characters (e é è ë ê)
  std::vector<Replacement> replacements;          // REP: common misspellings (ij -> ei)
};

class HunspellDictionary {
 public:
  // Loads `aff` and `dic`. Throws std::runtime_error when Hunspell cannot use them.
  HunspellDictionary(const std::filesystem::path& aff, const std::filesystem::path& dic);
  ~HunspellDictionary();
  HunspellDictionary(const HunspellDictionary&) = delete;
  HunspellDictionary& operator=(const HunspellDictionary&) = delete;

  // Accepts `word` exactly as given (and its capitalised forms).
  void add(const std::string& word);
  // Accepts `word` with the affix and compound flags of `model`, a word of the dictionary, so
  // that it inflects and joins compounds like the model. False when `model` is not in the
  // dictionary or has no flags to lend.
  bool add_with_affix(const std::string& word, const std::string& model);

  // True when the dictionary accepts `word`; *compound tells whether it did so by compounding.
  bool spell(const std::string& word, bool* compound = nullptr) const;
  // Hunspell's own suggestions, best first. Slow (50 ms to seconds per word), and not
  // reproducible: Hunspell stops its search stages after fixed amounts of process CPU time
  // (clock()), so the list depends on machine speed and on other threads of the process.
  std::vector<std::string> suggest(const std::string& word) const;
  const AffixHints& hints() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace qbank
