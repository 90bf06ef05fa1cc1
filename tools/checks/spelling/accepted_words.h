// The words the dictionary accepted in earlier runs, kept in the lint cache folder
// (<bank>/.qbank-cache/spelling-accepted.txt). Loading the Dutch Hunspell dictionary takes about
// 180 ms, longer than everything else a pre-commit run of one file does; when every distinct word
// of the bank is one the dictionary accepted before, the spelling check needs no dictionary.
//
// The file is keyed by the dictionary and the project vocabulary (dictionary_key in speller.h):
// another dictionary, word list, model word or reject list makes it void. Only words accepted
// outright (in any context) are kept; a misspelt or rejected word is judged again every run.
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_set>

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
  bool found_ = false;
  bool changed_ = false;
};

}  // namespace qbank
