// The words the dictionary accepted in earlier runs, kept in the lint cache folder
// (<bank>/.qbank-cache/spelling-accepted.txt). Loading the Dutch Hunspell dictionary takes about
// 180 ms, longer than everything else a pre-commit run of one file does; when every distinct word
// of the bank is one the dictionary accepted before, the spelling check needs no dictionary.
//
// The file is keyed by the dictionary and the project vocabulary (dictionary_key in speller.h):
// another dictionary, word list, model word or reject list makes it void. Besides the words
// accepted outright (in any context) it keeps the verdicts on the words it did not accept, by
// word and context ("AI-hardware": an abbreviation and an English word, which the bank's use
// may allow), so that those need no dictionary either. A verdict with a piece on the reject
// list is not kept: such a word is judged again every run.
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "checks/spelling/speller.h"

namespace qbank {

class AcceptedWords {
 public:
  static constexpr const char* kFile = "spelling-accepted.txt";
  // At most this many words are kept (some 10 MB): beyond, new words are judged every run.
  static constexpr std::size_t kMaxWords = 1000000;

  // The words kept in `cache_dir` under `key`; none when the file is missing, damaged or keyed
  // otherwise.
  static AcceptedWords read(const std::filesystem::path& cache_dir, const std::string& key);

  bool contains(std::string_view word) const { return words_.count(word) > 0; }
  std::size_t size() const { return words_.size(); }
  // True when the file existed with this key.
  bool found() const { return found_; }
  void add(std::string_view word);
  // The verdict an earlier run gave `word` seen in `context` (kSeenBeforeDot, kSeenBeforeHyphen)
  // when the dictionary did not accept it outright; null when none was kept.
  const SpellVerdict* verdict(const std::string& word, std::uint8_t context) const;
  void add_verdict(const std::string& word, std::uint8_t context, const SpellVerdict& verdict);
  // Writes the file (atomically) when words were added; a cache that cannot be written is
  // skipped silently, as the result cache is.
  void write(const std::filesystem::path& cache_dir) const;

 private:
  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  std::string key_;
  std::unordered_set<std::string, Hash, std::equal_to<>> words_;
  std::unordered_map<std::string, SpellVerdict> verdicts_;  // by word, '\t', context digit
  bool found_ = false;
  bool changed_ = false;
};

}  // namespace qbank
