// Completion, hover, go to definition and the outline of a file.
#pragma once

#include <nlohmann/json.hpp>

#include "server/capabilities.h"
#include "server/workspace.h"

namespace qbank::server {

// Question ids in `related` (and a suppression's `other`), topic ids in a topic's `parent` and
// `prerequisites`, rule ids in a `[[suppress]]` entry's `rule` and in qbank.toml's [rules].
nlohmann::json completion(const FileView& file, LspPosition at);
// On a rule id: what `qbank explain` prints for it. Null when the position is on none.
nlohmann::json hover(const FileView& file, LspPosition at, const ClientSupport& client);
// On an id in `related` or `other`: that question's file; in `parent` or `prerequisites`: that
// topic's topic.toml. Null when the position names none.
nlohmann::json definition(const FileView& file, LspPosition at);
// Stem, options, explanation, links and suppressions of a question; title, description and
// parent of a topic.
nlohmann::json document_symbols(const FileView& file, const ClientSupport& client);

}  // namespace qbank::server
