// Where the Hunspell dictionaries of a bank are (`[spelling] dictionary`, `english`,
// `dictionary_dirs`), which Debian package ships a missing one, and the keys that tie cached
// spelling results to the dictionary files and the vocabulary they were computed with.
#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>

#include "checks/spelling/vocabulary.h"
#include "core/config.h"

namespace qbank {

class CacheStore;

struct DictionaryFiles {
  std::string name;  // "nl", "en_US", or the file name of a dictionary given as a path
  std::filesystem::path aff;
  std::filesystem::path dic;
};

// The dictionary named by `[spelling] dictionary`, searched in `[spelling] dictionary_dirs`
// (relative folders and paths are relative to qbank.toml). Throws ConfigError
// (spelling/missing-dictionary) naming the Debian package to install.
DictionaryFiles find_dictionary(const Config& config);
// The name `spelling.dictionary` gives, or, when it is not set, the dictionary of the bank's
// `language`: "nl" for Dutch, "en_US" for English, "de_DE" for German ..., the code itself otherwise.
std::string dictionary_name(const Config& config);
// The second dictionary, for English words in the text of a Dutch bank (`[spelling] english`,
// default en_US): nullopt when it is turned off ("") or the bank's dictionary is not Dutch.
// Throws ConfigError like find_dictionary when it is not installed.
std::optional<DictionaryFiles> find_english_dictionary(const Config& config);
// The Debian package that ships a dictionary: nl -> hunspell-nl, en_US -> hunspell-en-us,
// fr_FR -> hunspell-fr.
std::string debian_dictionary_package(const std::string& name);

// A hash of the dictionary's name and files and the project vocabulary: what keys the caches of
// spelling results (suggestions, accepted words).
std::string dictionary_key(const DictionaryFiles& files, const Vocabulary& vocabulary,
                           const std::optional<DictionaryFiles>& english = std::nullopt);
// What dictionary_key reads, by each file's name, device, size, inode and modification and change times,
// and the vocabulary's fingerprint: a long-running process reads the dictionaries again for the
// key only when this changes.
std::string dictionary_stamp(const DictionaryFiles& files, const Vocabulary& vocabulary,
                             const std::optional<DictionaryFiles>& english);
// dictionary_key, remembered in `store` under the dictionary_stamp: a run whose dictionary files
// have the same device, size, inode and modification and change times (to the nanosecond) as a run
// before takes the key from there instead of hashing the 2.5 MB of the Dutch dictionary again,
// as a long-running process does. Writing a file always sets its change time, so an edited
// dictionary gets a new stamp. A key is remembered only when every file's change time is more
// than kDictionarySettleTime before `now`: a later write within the same tick of the file
// system's clock could keep the stamp. Without a store, dictionary_key.
inline constexpr std::chrono::seconds kDictionarySettleTime{2};
std::string remembered_dictionary_key(CacheStore* store, const DictionaryFiles& files, const Vocabulary& vocabulary,
                                      const std::optional<DictionaryFiles>& english,
                                      std::chrono::system_clock::time_point now = std::chrono::system_clock::now());

}  // namespace qbank
