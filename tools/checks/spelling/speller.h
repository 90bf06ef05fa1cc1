// The spelling engine behind the spelling check, the bank generator and the benchmark: finds the
// Hunspell dictionary, applies the project vocabulary, judges distinct words in parallel (one
// Hunspell instance per thread) and computes suggestions under a time budget with a cache that
// survives the run.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "checks/spelling/vocabulary.h"
#include "core/config.h"

namespace qbank {

class HunspellDictionary;

struct DictionaryFiles {
  std::string name;  // "nl", "en_US", or the file name of a dictionary given as a path
  std::filesystem::path aff;
  std::filesystem::path dic;
};

// The dictionary named by `[spelling] dictionary`, searched in `[spelling] dictionary_dirs`
// (relative folders and paths are relative to qbank.toml). Throws ConfigError
// (spelling/missing-dictionary) naming the Debian package to install.
DictionaryFiles find_dictionary(const Config& config);
// The Debian package that ships a dictionary: nl -> hunspell-nl, en_US -> hunspell-en-us,
// fr_FR -> hunspell-fr.
std::string debian_dictionary_package(const std::string& name);

// A hash of the dictionary's name and files and the project vocabulary: what keys the caches of
// spelling results (suggestions, accepted words).
std::string dictionary_key(const DictionaryFiles& files, const Vocabulary& vocabulary);

// What is wrong with one piece of a word: the whole word, or one part of a hyphenated or
// slashed word (KV-cahce -> the part "cahce").
struct BadPiece {
  int part = -1;                          // -1: the whole word; else an index into word_parts(word)
  std::string text;                       // the piece as looked up
  const RejectedWord* rejected = nullptr; // set when the reject list names it
  bool capitalised = false;               // matched the reject list with an upper-case first letter
};

struct SpellVerdict {
  bool ok = true;
  bool ok_with_dot = false;    // accepted when a dot follows (bijv., d.w.z.)
  bool ok_as_elision = false;  // accepted before an elision hyphen (aandachts- en ...)
  std::vector<BadPiece> bad;   // empty when ok
  // Whether the word is right where it stands.
  bool accepted(bool dot_after, bool hyphen_after) const {
    return ok || (dot_after && ok_with_dot) || (hyphen_after && ok_as_elision);
  }
};

// Context bits of a word: how it was seen in the text.
enum : std::uint8_t { kSeenBeforeDot = 1, kSeenBeforeHyphen = 2 };

struct SuggestionRun {
  // Per word: the suggestions (best first), or nullopt when the time budget ran out first.
  std::vector<std::optional<std::vector<std::string>>> lists;
  std::size_t computed = 0;
  std::size_t cached = 0;
  std::size_t skipped = 0;
};

class Speller {
 public:
  // Loads the dictionary and applies the vocabulary. Throws ConfigError: a model word the
  // dictionary lacks (spelling/invalid-vocabulary), an unusable dictionary
  // (spelling/missing-dictionary).
  Speller(DictionaryFiles files, Vocabulary vocabulary);
  ~Speller();
  Speller(const Speller&) = delete;
  Speller& operator=(const Speller&) = delete;

  const DictionaryFiles& files() const { return files_; }
  const Vocabulary& vocabulary() const { return vocabulary_; }

  // Verdicts for distinct words (`contexts[i]`: kSeenBefore* bits), on up to `jobs` threads.
  std::vector<SpellVerdict> check(const std::vector<std::string>& words, const std::vector<std::uint8_t>& contexts,
                                  unsigned jobs);
  SpellVerdict check(const std::string& word, std::uint8_t context = 0);

  // Suggestions for one word, best first (at most 10): first our own reproducible search (the
  // .aff's REP and MAP entries, then one inserted, swapped, deleted or replaced letter, each
  // candidate confirmed by the dictionary); only when that finds nothing, Hunspell's suggest().
  std::vector<std::string> suggestions_for(const std::string& word);

  // Suggestions for distinct misspelled words on up to `jobs` threads, within `budget` of wall
  // time: the search of every word stops when the budget is spent, also in the middle of a word
  // (that word then has none), so a long or odd word cannot hold the run up. With a non-empty `cache_dir`, suggestions are
  // read from and written to cache_dir/spelling-suggestions.json, keyed by the dictionary and
  // vocabulary contents.
  SuggestionRun suggest(const std::vector<std::string>& words, unsigned jobs, std::chrono::milliseconds budget,
                        const std::filesystem::path& cache_dir);

  // Words from this many distinct words up are checked on several threads (each thread loads its
  // own copy of the dictionary first).
  static constexpr std::size_t kParallelCheckThreshold = 40000;
  // Suggestions are searched on several threads from this many words up.
  static constexpr std::size_t kParallelSuggestThreshold = 4;

 private:
  std::unique_ptr<HunspellDictionary> acquire();
  void release(std::unique_ptr<HunspellDictionary> dictionary);
  std::unique_ptr<HunspellDictionary> load_instance(std::vector<Diagnostic>* problems) const;
  SpellVerdict verdict(const HunspellDictionary& d, const std::string& word, std::uint8_t context) const;
  // nullopt when `deadline` passed before the search was done.
  std::optional<std::vector<std::string>> suggestions(const HunspellDictionary& d, const std::string& word,
                                                      std::chrono::steady_clock::time_point deadline) const;
  // Hunspell's own suggest() cannot be interrupted and takes long on long words: it is asked only
  // for words up to this many code points.
  static constexpr std::size_t kMaxHunspellSuggestLength = 30;
  std::string cache_key() const;

  DictionaryFiles files_;
  Vocabulary vocabulary_;
  std::unordered_map<std::string, const RejectedWord*> rejected_;
  std::mutex pool_mutex_;
  std::vector<std::unique_ptr<HunspellDictionary>> pool_;
};

}  // namespace qbank
