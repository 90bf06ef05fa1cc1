// Question and topic files in the bank's canonical form: the #:schema line, then stem,
// explanation (a multi-line string), related, tags, words, the [[options]] tables (text,
// correct, feedback), [compute] and [[suppress]] — the order of schema/README.md.
#pragma once

#include <string>
#include <string_view>

#include "import/importer.h"

namespace qbank {

// The file text of a question (its related ids already resolved into `related`).
// `directive`: the #:schema line (core/schema_directive.h), or empty for none.
std::string question_toml(const ImportedQuestion& q, const std::string& directive = {});
std::string topic_toml(const ImportedTopic& t, const std::string& directive = {});

}  // namespace qbank
