// The project vocabulary in rules/spelling/ (docs/spelling.md), for dictionary <name>:
//   modelwords-<name>.dic  `term/model`: Hunspell personal-dictionary syntax; the term gets the
//                          affix and compound flags of the model word (embedding/geheugen makes
//                          embeddingtabellen pass);
//   words-<name>.txt       accepted words, exactly as written (CUDA, FP16, latency);
//   rejected-<name>.txt    `wrong -> preferred  # reason`: house style, reported even when the
//                          dictionary accepts the wrong form.
// '#' starts a comment. When no file exists for the full name (nl_BE), the language part (nl) is
// used. Missing files are empty lists.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "core/diagnostic.h"

namespace qbank {

struct VocabularyEntry {
  std::string word;
  std::string model;  // modelwords only
  std::string file;   // display path
  Span span;          // the entry's line
};

struct RejectedWord {
  std::string word;
  std::string preferred;
  std::string reason;  // the line's comment, may be empty
  std::string file;
  Span span;
};

struct Vocabulary {
  std::vector<VocabularyEntry> model_words;
  std::vector<VocabularyEntry> words;
  std::vector<RejectedWord> rejected;
  std::string fingerprint;  // the contents of every file read (keys the suggestion cache)
  std::string words_file;   // display path of the accepted-words list (named in messages)

  // Throws ConfigError (spelling/invalid-vocabulary) for a malformed line.
  static Vocabulary load(const std::filesystem::path& rules_dir, const std::string& dictionary_name);
  // The lists of several rules folders (the bank's first, the built-in one last) together.
  static Vocabulary load(const std::vector<std::filesystem::path>& rules_dirs, const std::string& dictionary_name);
  // Parses one file's text; used by load() and by tests. Kind: "modelwords", "words", "rejected".
  void parse(const std::string& kind, const std::string& file, const std::string& text,
             std::vector<Diagnostic>& problems);
};

}  // namespace qbank
