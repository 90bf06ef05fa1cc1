// `qbank new-topic ID "Titel"` and `qbank new --create-topic`: a topic folder with its
// topic.toml.
#pragma once

#include <filesystem>
#include <string>

#include "core/config.h"
#include "core/fs.h"

namespace qbank {

struct NewTopicOptions {
  std::filesystem::path bank = ".";  // any path inside the bank
  std::string id;
  std::string title;        // empty: made from the id ("netwerk-lagen" -> "Netwerk lagen")
  std::string description;  // empty: a commented line to fill in
};

struct NewTopic {
  std::filesystem::path file;  // <bank>/<id>/topic.toml
  std::string text;
};

// The title a topic id reads as: hyphens as spaces, the first letter upper case.
std::string title_from_id(const std::string& id);

// Creates the topic. Throws NewQuestionError (author/new_question.h) or ConfigError.
NewTopic create_topic(FileSystem& fs, const NewTopicOptions& options);

}  // namespace qbank
