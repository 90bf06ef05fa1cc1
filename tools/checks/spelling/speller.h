// The spelling engine behind the spelling check, the bank generator and the benchmark, in three
// files: dictionary_files.cpp finds the Hunspell dictionaries (the bank's language and, for Dutch,
// English beside it) and keys the caches by them; speller.cpp applies the project vocabulary and
// judges distinct words in parallel (one Hunspell instance per thread); suggestions.cpp computes
// suggestions by a search bounded by work, never by time, so that the same word gets the same list
// on every machine, and a cache keeps them between runs.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "checks/spelling/dictionary_files.h"
#include "checks/spelling/letter_trigrams.h"
#include "checks/spelling/vocabulary.h"
#include "core/config.h"

namespace qbank {

class CacheStore;

class HunspellDictionary;

// Each thread needs its own copy of the dictionary (about 22 MB for Dutch): never more threads
// than cores, whatever --jobs says.
unsigned speller_threads(unsigned jobs);
// The word with its first letter in lower case ("Embedding" -> "embedding"); empty when the first
// letter is not upper case or the rest is not lower case (GPU stays GPU).
std::string decapitalised(std::string_view word);

// What is wrong with one piece of a word: the whole word, or one part of a hyphenated or
// slashed word (KV-cahce -> the part "cahce").
struct BadPiece {
  int part = -1;                           // -1: the whole word; else an index into word_parts(word)
  std::string text;                        // the piece as looked up
  const RejectedWord* rejected = nullptr;  // set when the reject list names it
  bool capitalised = false;                // matched the reject list with an upper-case first letter
  bool english = false;                    // the second (English) dictionary knows it
  bool typo_of_word = false;               // it splits into known parts, but one edit from a plain word
                                           // (eigenschapen) or missing a linking s (veiligheidrisico)
  bool missing_apostrophe = false;         // autos for auto's
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
  // Per word: the suggestions, best first (possibly none).
  std::vector<std::vector<std::string>> lists;
  std::size_t computed = 0;
  std::size_t cached = 0;
};

class Speller {
 public:
  // Loads the dictionary (and the second, English one when given) and applies the vocabulary.
  // Throws ConfigError: a model word the dictionary lacks (spelling/invalid-vocabulary), an
  // unusable dictionary (spelling/missing-dictionary).
  Speller(DictionaryFiles files, Vocabulary vocabulary, std::optional<DictionaryFiles> english = std::nullopt);
  ~Speller();
  Speller(const Speller&) = delete;
  Speller& operator=(const Speller&) = delete;

  const DictionaryFiles& files() const { return files_; }
  const std::optional<DictionaryFiles>& english() const { return english_; }
  const Vocabulary& vocabulary() const { return vocabulary_; }

  // Verdicts for distinct words (`contexts[i]`: kSeenBefore* bits), on up to `jobs` threads.
  std::vector<SpellVerdict> check(const std::vector<std::string>& words, const std::vector<std::uint8_t>& contexts,
                                  unsigned jobs);
  SpellVerdict check(const std::string& word, std::uint8_t context = 0);

  // Suggestions for one word, best first (at most 10): the .aff's REP and MAP entries and case,
  // then one inserted, swapped, deleted or replaced letter, each candidate confirmed by the
  // dictionary. At most kMaxProbes candidates are tried per word, in a fixed order: the list
  // depends on the word, the dictionary and the vocabulary only.
  std::vector<std::string> suggestions_for(const std::string& word);
  // The dictionary words (not compounds) one edit away from `word`, in the same order: what a
  // word the second dictionary knows may be a typo of ("by" for "bij").
  std::vector<std::string> plain_neighbours(const std::string& word);

  // Suggestions for distinct misspelled words on up to `jobs` threads. With a `store`, each
  // word's list is read from and written to its namespace "suggestions", keyed by the word, the
  // limit and the dictionary and vocabulary contents (suggestion_key).
  // At most `limit` suggestions a word (the search stops once it has them).
  SuggestionRun suggest(const std::vector<std::string>& words, unsigned jobs, CacheStore* store,
                        std::size_t limit = 10);
  // The store key of one word's suggestions (exposed for tests).
  std::string suggestion_key(const std::string& word, std::size_t limit) const;
  // Gives the speller the dictionary_key of its files and vocabulary, when the caller has it
  // already; otherwise the first suggestion_key works it out (reading every dictionary file).
  // Has no effect once the key is known.
  void set_cache_key(std::string key);

  // The candidates one word's suggestion search tries at most.
  static constexpr std::size_t kMaxProbes = 1500;

  // Words from this many distinct words up are checked on several threads (each thread loads its
  // own copy of the dictionary first).
  static constexpr std::size_t kParallelCheckThreshold = 40000;
  // Suggestions are searched on several threads from this many words up.
  static constexpr std::size_t kParallelSuggestThreshold = 64;

 private:
  // One thread's dictionaries: the bank's language and the second (English) one.
  struct Instance {
    std::unique_ptr<HunspellDictionary> main;
    std::unique_ptr<HunspellDictionary> english;
  };
  struct Candidate {
    int rank;  // 0 known confusions, 1 a missing letter, 2 two swapped, 3 one too many, 4 a neighbouring key, 5 another
               // letter
    bool compound;  // accepted by compounding
    std::string text;
  };
  Instance acquire();
  void release(Instance instance);
  // work(dictionary, i) for every i below `count`, on `threads` threads of the process's pool
  // (core/parallel.h), each with a dictionary of its own, taking `chunk` items at a time. The first
  // exception stops the other threads and is thrown again here.
  void for_each_item(std::size_t count, unsigned threads, std::size_t chunk,
                     const std::function<void(const Instance&, std::size_t)>& work);
  Instance load_instance(std::vector<Diagnostic>* problems) const;
  SpellVerdict verdict(const Instance& d, const std::string& word, std::uint8_t context) const;
  // The candidates of `word` in rank order. The search goes class by class (case and the .aff's
  // confusions, inserted, swapped, deleted, replaced letter) and stops after a class once
  // `enough(found)` holds: no later class can rank above what was found.
  std::vector<Candidate> candidates(const HunspellDictionary& d, const std::string& word,
                                    const std::function<bool(const std::vector<Candidate>&)>& enough) const;
  std::vector<std::string> suggestions(const HunspellDictionary& d, const std::string& word, std::size_t limit) const;
  // A word the dictionary rejects that is right as a compound of known parts (router + tabel,
  // load + balancer, with the linking letters s, e, en); *typo set when the split only hides a
  // missing linking s or a one-letter typo of a plain word.
  bool compound_of_known_parts(const Instance& d, const std::string& word, bool* typo) const;
  bool compound_split(const Instance& d, const std::string& word, bool* typo, int depth) const;
  const std::string& cache_key() const;

  DictionaryFiles files_;
  Vocabulary vocabulary_;
  std::optional<DictionaryFiles> english_;
  std::unordered_map<std::string, const RejectedWord*> rejected_;
  std::mutex pool_mutex_;
  std::vector<Instance> pool_;
  // The main dictionary's letter trigrams, read on the first suggestion search.
  const LetterTrigrams& trigrams() const;
  mutable std::once_flag cache_key_once_;
  mutable std::string cache_key_;
  mutable std::once_flag trigrams_once_;
  mutable LetterTrigrams trigrams_;
};

}  // namespace qbank
