// The one place that lists every check. A new check is one line here (see CONTRIBUTING.md).
#pragma once

#include <memory>
#include <vector>

#include "checks/check.h"

namespace qbank {

std::vector<std::unique_ptr<Check>> make_checks();

}  // namespace qbank
