// What the client said it supports (initialize's `capabilities`), as far as the server asks.
#pragma once

#include <nlohmann/json.hpp>

namespace qbank::server {

struct ClientSupport {
  bool snippet_edits = false;         // workspace.workspaceEdit.snippetEditSupport (3.18 SnippetTextEdit)
  bool show_document = false;         // window.showDocument.support
  bool document_changes = false;      // workspace.workspaceEdit.documentChanges
  bool create_files = false;          // workspace.workspaceEdit.resourceOperations has "create"
  bool completion_snippets = false;   // textDocument.completion.completionItem.snippetSupport
  bool markdown_hover = false;        // textDocument.hover.contentFormat has "markdown"
  bool hierarchical_symbols = false;  // textDocument.documentSymbol.hierarchicalDocumentSymbolSupport
  bool watch_files = false;           // workspace.didChangeWatchedFiles.dynamicRegistration
};

ClientSupport read_client_support(const nlohmann::json& capabilities);

}  // namespace qbank::server
