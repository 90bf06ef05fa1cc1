// The words the dictionary accepted in earlier runs, kept in the lint cache's store
// (core/cache_store.h, namespace "accepted"). Loading the Dutch Hunspell dictionary takes about
// 180 ms, longer than everything else a pre-commit run of one file does; when every distinct word
// of the bank is one the dictionary accepted before, the spelling check needs no dictionary.
//
// The entry is keyed by the dictionary and the project vocabulary (dictionary_key in speller.h):
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
#include "core/cache_store.h"

namespace qbank {

class AcceptedWords {
 public:
  static constexpr const char* kSpace = "accepted";
  // At most this many words are kept (some 10 MB): beyond, new words are judged every run.
  static constexpr std::size_t kMaxWords = 1000000;

  // The words kept in `store` under `key` (a dictionary_key); none when there is no store or
  // entry, or the entry is damaged.
  static AcceptedWords read(const CacheStore* store, const std::string& key);

  bool contains(std::string_view word) const { return words_.count(word) > 0; }
  std::size_t size() const { return words_.size(); }
  // True when the store had an entry for this key.
  bool found() const { return found_; }
  void add(std::string_view word);
  // The verdict an earlier run gave `word` seen in `context` (kSeenBeforeDot, kSeenBeforeHyphen)
  // when the dictionary did not accept it outright; null when none was kept.
  const SpellVerdict* verdict(const std::string& word, std::uint8_t context) const;
  void add_verdict(const std::string& word, std::uint8_t context, const SpellVerdict& verdict);
  // Stores the words when some were added; a store that cannot be written is skipped silently.
  void write(CacheStore* store) const;
  // The entry's text and its key in the store (exposed for tests).
  std::string text() const;
  static std::string store_key(const std::string& key);

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
