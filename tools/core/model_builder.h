// Builds the model (model.h) from a parsed TOML table. Tolerant by design: a field of the wrong
// type is left absent here and reported by the schema check, never guessed.
#pragma once

#include <memory>
#include <string>

#include "core/model.h"
#include "core/toml_document.h"

namespace qbank {

Question build_question(std::shared_ptr<const SourceFile> source, const toml::table& table, std::string id,
                        std::string topic);
Topic build_topic(std::shared_ptr<const SourceFile> source, const toml::table& table, std::string id,
                  std::string folder_path);

// A string field of `table` (absent when missing or not a string).
TextField text_field(const std::shared_ptr<const SourceFile>& source, const toml::table& table, std::string_view key);

}  // namespace qbank
