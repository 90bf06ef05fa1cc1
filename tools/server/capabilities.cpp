#include "server/capabilities.h"

#include <string>

namespace qbank::server {

namespace {

// The value at a path of object keys, or null.
const nlohmann::json* at_path(const nlohmann::json& j, std::initializer_list<const char*> keys) {
  const nlohmann::json* node = &j;
  for (const char* k : keys) {
    if (!node->is_object()) return nullptr;
    auto it = node->find(k);
    if (it == node->end()) return nullptr;
    node = &*it;
  }
  return node;
}

bool flag(const nlohmann::json& j, std::initializer_list<const char*> keys) {
  const nlohmann::json* v = at_path(j, keys);
  return v && v->is_boolean() && v->get<bool>();
}

bool lists(const nlohmann::json& j, std::initializer_list<const char*> keys, const std::string& value) {
  const nlohmann::json* v = at_path(j, keys);
  if (!v || !v->is_array()) return false;
  for (const auto& e : *v) {
    if (e.is_string() && e.get_ref<const std::string&>() == value) return true;
  }
  return false;
}

}  // namespace

ClientSupport read_client_support(const nlohmann::json& c) {
  ClientSupport s;
  s.snippet_edits = flag(c, {"workspace", "workspaceEdit", "snippetEditSupport"});
  s.show_document = flag(c, {"window", "showDocument", "support"});
  s.document_changes = flag(c, {"workspace", "workspaceEdit", "documentChanges"});
  s.create_files = s.document_changes && lists(c, {"workspace", "workspaceEdit", "resourceOperations"}, "create");
  s.completion_snippets = flag(c, {"textDocument", "completion", "completionItem", "snippetSupport"});
  s.markdown_hover = lists(c, {"textDocument", "hover", "contentFormat"}, "markdown");
  s.hierarchical_symbols = flag(c, {"textDocument", "documentSymbol", "hierarchicalDocumentSymbolSupport"});
  s.watch_files = flag(c, {"workspace", "didChangeWatchedFiles", "dynamicRegistration"});
  return s;
}

}  // namespace qbank::server
