// What a valijson error is to qbank. valijson reports in English sentences; the table below maps
// the start of each sentence to a schema/* rule, or skips it (the line a combinator, a property or
// an array item adds above the error that explains it). tests/unit/schema_errors_test.cpp makes
// valijson produce each row and checks the rule: an upgrade that rewords a message fails there,
// not silently in an author's findings.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/rule_id.h"

namespace qbank {

// The schema/* rule of a valijson error description; nullopt for a wrapper line to skip. An
// error the table does not know is schema/invalid.
std::optional<RuleId> classify_schema_error(std::string_view description);

// The message of a schema/invalid finding about `what` (a combinator: anyOf, oneOf, not, if/then,
// a dependency), from valijson's description.
std::string combinator_message(std::string_view description, const std::string& what);

}  // namespace qbank
