// `qbank new --topic T "stam"`: a new question file with a fresh id, the schema directive and
// every required field, the placeholders marked "VUL IN".
#pragma once

#include <filesystem>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/config.h"
#include "core/fs.h"

namespace qbank {

// A usage problem (unknown topic, id taken, no bank): exit code 2.
class NewQuestionError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct NewQuestionOptions {
  std::filesystem::path bank = ".";  // any path inside the bank
  std::string topic;
  std::string stem;
  std::string id;  // empty: derived from the stem
};

struct NewQuestion {
  std::filesystem::path file;
  std::string id;
  std::string text;
};

// An id from a stem: accents folded, lower case, stop words dropped, at most six words and
// 50 characters, joined by hyphens ("Wat doet de KV-cache?" -> "doet-kv-cache"); "vraag" when
// nothing is left. `is_stop_word` receives folded words.
std::string slug_from_stem(std::string_view stem, const std::function<bool(std::string_view)>& is_stop_word);

// The text of a new question file (canonical, as `qbank fmt` writes it).
std::string new_question_text(const std::string& schema_directive, const std::string& stem, std::size_t options,
                              std::size_t key_position);

// Creates the file. Throws NewQuestionError or ConfigError.
NewQuestion create_question(FileSystem& fs, const NewQuestionOptions& options);

}  // namespace qbank
