// textDocument/codeAction: the fixes of the findings (those `qbank lint --fix` applies, and the
// unsafe ones marked as such), all safe fixes of a file at once, adding a misspelt word to the
// question's `words` or to the bank's word list, and a `[[suppress]]` entry with a reason.
#pragma once

#include <nlohmann/json.hpp>

#include "server/capabilities.h"
#include "server/workspace.h"

namespace qbank::server {

// The command a suppression action runs after its edit: shows the document with the reason
// selected (arguments: uri, range).
constexpr const char* kSelectCommand = "qbank.selectRange";

// `only`: the kinds the client asked for (empty: all).
nlohmann::json code_actions(Workspace& workspace, const FileView& file, const LspRange& range,
                            const std::vector<std::string>& only, const ClientSupport& client);

}  // namespace qbank::server
