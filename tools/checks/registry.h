// The one place that lists every check. A new check is one line here (see CONTRIBUTING.md).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "checks/check.h"

namespace qbank {

std::vector<std::unique_ptr<Check>> make_checks();

// The source file of the check that owns a built-in rule ("tools/checks/answer/answer_key.cpp");
// empty for a rule no check owns (a data rule of rules/).
std::string rule_owner_file(std::string_view rule_id);

}  // namespace qbank
