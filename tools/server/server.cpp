#include "server/server.h"

#include <cstdio>
#include <set>

#include "core/i18n.h"
#include "server/code_actions.h"
#include "server/navigation.h"
#include "server/protocol.h"

namespace qbank::server {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

struct RpcError {
  int code;
  std::string message;
};

// MessageType of window/logMessage.
constexpr int kLogError = 1;
// Items checked per idle step of the settling pass: about 0.1 s of work on two cores, so that the
// next message is not kept waiting long.
constexpr std::size_t kSettleItems = 200;

const json& member(const json& j, const char* key) {
  static const json none;
  if (!j.is_object()) return none;
  auto it = j.find(key);
  return it == j.end() ? none : *it;
}

std::string string_member(const json& j, const char* key) {
  const json& v = member(j, key);
  if (!v.is_string())
    throw RpcError{error_code::kInvalidParams, format_message(tr("`{}` ontbreekt of is geen tekst"), {key})};
  return v.get<std::string>();
}

std::string document_uri(const json& params) { return string_member(member(params, "textDocument"), "uri"); }

LspPosition position_param(const json& params) {
  auto p = position_from_json(member(params, "position"));
  if (!p) throw RpcError{error_code::kInvalidParams, tr("`position` ontbreekt of is ongeldig")};
  return *p;
}

json server_capabilities() {
  return {{"positionEncoding", "utf-16"},
          {"textDocumentSync", {{"openClose", true}, {"change", 2}, {"save", {{"includeText", false}}}}},
          {"codeActionProvider", {{"codeActionKinds", json::array({"quickfix", "source.fixAll.qbank"})}}},
          {"completionProvider", {{"triggerCharacters", json::array({"\"", "/", "-"})}, {"resolveProvider", false}}},
          {"hoverProvider", true},
          {"definitionProvider", true},
          {"documentSymbolProvider", true},
          {"executeCommandProvider", {{"commands", json::array({kSelectCommand})}}}};
}

}  // namespace

Server::Server(FileSystem& disk, Output output, unsigned jobs, bool cache)
    : workspace_(disk, jobs, cache), output_(std::move(output)) {}

void Server::send(const json& message) { output_(message.dump(-1, ' ', false, json::error_handler_t::replace)); }

void Server::send_notification(const std::string& method, json params) {
  send({{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}});
}

void Server::send_request(const std::string& method, json params) {
  send({{"jsonrpc", "2.0"},
        {"id", "qbank-" + std::to_string(next_request_++)},
        {"method", method},
        {"params", std::move(params)}});
}

void Server::log(int type, const std::string& message) {
  send_notification("window/logMessage", {{"type", type}, {"message", "qbank: " + message}});
}

void Server::framing_error(const std::string& message) { log(kLogError, message); }

void Server::handle(std::string_view body) {
  json message;
  try {
    message = json::parse(body);
  } catch (const json::exception& e) {
    const std::string text = format_message(tr("het bericht is geen geldige JSON: {}"), {e.what()});
    send({{"jsonrpc", "2.0"}, {"id", nullptr}, {"error", {{"code", error_code::kParseError}, {"message", text}}}});
    log(kLogError, text);
    return;
  }
  if (message.is_array() && !message.empty()) {
    for (const auto& m : message) dispatch(m);  // a JSON-RPC batch: each on its own
    return;
  }
  dispatch(message);
}

void Server::dispatch(const json& message) {
  const json& id = member(message, "id");
  const bool valid_id = id.is_null() || id.is_string() || id.is_number_integer();
  auto fail = [&](int code, const std::string& text) {
    send({{"jsonrpc", "2.0"}, {"id", valid_id ? id : json()}, {"error", {{"code", code}, {"message", text}}}});
  };
  if (!message.is_object() || !valid_id) {
    fail(error_code::kInvalidRequest, tr("een JSON-RPC-bericht moet een object zijn met een geldig `id`"));
    return;
  }
  const json& method = member(message, "method");
  if (method.is_null()) {
    if (message.contains("id") && (message.contains("result") || message.contains("error"))) return;  // a reply to us
    fail(error_code::kInvalidRequest, tr("een bericht zonder `method`"));
    return;
  }
  if (!method.is_string()) {
    fail(error_code::kInvalidRequest, tr("`method` is geen tekst"));
    return;
  }
  const std::string name = method.get<std::string>();
  const json& params = member(message, "params");
  const bool is_request = message.contains("id");
  try {
    if (is_request) {
      json result = request(name, params);
      send({{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}});
    } else {
      notification(name, params);
    }
  } catch (const RpcError& e) {
    if (is_request) {
      fail(e.code, e.message);
    } else {
      log(kLogError, name + ": " + e.message);
    }
  } catch (const std::exception& e) {
    const std::string text = format_message(tr("interne fout bij {}: {}"), {name, e.what()});
    if (is_request) fail(error_code::kInternalError, text);
    log(kLogError, text);
  }
}

json Server::request(const std::string& method, const json& params) {
  if (method == "initialize") {
    if (initialized_) throw RpcError{error_code::kInvalidRequest, tr("de server is al geïnitialiseerd")};
    initialized_ = true;
    client_ = read_client_support(member(params, "capabilities"));
    return {{"capabilities", server_capabilities()}, {"serverInfo", {{"name", "qbank"}, {"version", QBANK_VERSION}}}};
  }
  if (!initialized_)
    throw RpcError{error_code::kServerNotInitialized, tr("de server is nog niet geïnitialiseerd (initialize)")};
  if (shutdown_)
    throw RpcError{error_code::kInvalidRequest, tr("de server is afgesloten (shutdown); alleen exit volgt nog")};
  if (method == "shutdown") {
    shutdown_ = true;
    return nullptr;
  }
  if (method == "textDocument/codeAction") {
    std::string uri;
    const FileView file = view_of(params, &uri);
    auto range = range_from_json(member(params, "range"));
    if (!range) throw RpcError{error_code::kInvalidParams, tr("`range` ontbreekt of is ongeldig")};
    std::vector<std::string> only;
    for (const auto& k : member(member(params, "context"), "only")) {
      if (k.is_string()) only.push_back(k.get<std::string>());
    }
    return code_actions(workspace_, file, *range, only, client_);
  }
  if (method == "textDocument/completion") return completion(view_of(params), position_param(params));
  if (method == "textDocument/hover") return hover(view_of(params), position_param(params), client_);
  if (method == "textDocument/definition") return definition(view_of(params), position_param(params));
  if (method == "textDocument/documentSymbol") return document_symbols(view_of(params), client_);
  if (method == "workspace/executeCommand") {
    const std::string command = string_member(params, "command");
    if (command != kSelectCommand) {
      throw RpcError{error_code::kInvalidParams, format_message(tr("onbekende opdracht `{}`"), {command})};
    }
    const json& args = member(params, "arguments");
    if (!args.is_array() || args.size() != 2 || !args[0].is_string() || !range_from_json(args[1])) {
      throw RpcError{error_code::kInvalidParams, tr("verwacht: een uri en een bereik")};
    }
    send_request("window/showDocument", {{"uri", args[0]}, {"takeFocus", true}, {"selection", args[1]}});
    return nullptr;
  }
  throw RpcError{error_code::kMethodNotFound, format_message(tr("onbekende methode `{}`"), {method})};
}

FileView Server::view_of(const json& params, std::string* uri_out) {
  const std::string uri = document_uri(params);
  if (uri_out) *uri_out = uri;
  const auto path = uri_to_path(uri);
  if (!path) {
    FileView none;
    return none;
  }
  return workspace_.view(*path);
}

void Server::notification(const std::string& method, const json& params) {
  if (method == "exit") {
    exited_ = true;
    return;
  }
  if (!initialized_ || shutdown_) return;
  if (method == "initialized") {
    if (client_.watch_files) {
      const json watchers = json::array({{{"globPattern", "**/*.toml"}},
                                         {{"globPattern", "**/*.txt"}},
                                         {{"globPattern", "**/*.dic"}},
                                         {{"globPattern", "**/*.json"}}});
      send_request("client/registerCapability",
                   {{"registrations", json::array({{{"id", "qbank-watch"},
                                                    {"method", "workspace/didChangeWatchedFiles"},
                                                    {"registerOptions", {{"watchers", watchers}}}}})}});
    }
    return;
  }
  if (method == "textDocument/didOpen") {
    const json& doc = member(params, "textDocument");
    const std::string uri = string_member(doc, "uri");
    const json& version = member(doc, "version");
    const std::string text = string_member(doc, "text");
    const auto path = uri_to_path(uri);
    if (!path) return;  // untitled: and other schemes are no bank's files
    workspace_.documents().open(uri, *path, version.is_number_integer() ? version.get<std::int64_t>() : 0, text);
    file_changed(*path, uri);
    return;
  }
  if (method == "textDocument/didChange") {
    const std::string uri = document_uri(params);
    const auto path = uri_to_path(uri);
    if (!path) return;
    const json& version = member(member(params, "textDocument"), "version");
    std::string error;
    if (!workspace_.documents().change(*path, version.is_number_integer() ? version.get<std::int64_t>() : 0,
                                       member(params, "contentChanges"), &error)) {
      throw RpcError{error_code::kInvalidParams, error};
    }
    file_changed(*path, uri);
    return;
  }
  if (method == "textDocument/didClose") {
    const std::string uri = document_uri(params);
    const auto path = uri_to_path(uri);
    if (!path) return;
    workspace_.documents().close(*path);
    file_changed(*path, uri);
    return;
  }
  if (method == "workspace/didChangeWatchedFiles") {
    watched_files_changed(params);
    return;
  }
  // didSave (the text is the open document's already), $/cancelRequest, $/setTrace and
  // notifications this server does not know: nothing to do.
}

void Server::file_changed(const fs::path& path, const std::string& uri) {
  RunStats loaded;
  BankState* bank = workspace_.bank_for(path, &loaded);
  const bool open = workspace_.documents().find(path) != nullptr;
  if (!bank) {
    Conversion lists;
    if (open) {
      lists.lists.push_back({uri, json::array({outside_bank_diagnostic()}), true});
    } else {
      lists.gone.push_back(uri);
    }
    publisher_.publish("outside:" + uri, lists, [&](const std::string& u, const json& list) {
      send_notification("textDocument/publishDiagnostics", {{"uri", u}, {"diagnostics", list}});
    });
    return;
  }
  if (loaded.full) {
    note_run(*bank, loaded);
  } else if (bank->concerns(path)) {
    note_run(*bank, bank->update({path}));
  }
  publish(*bank, uri);
}

void Server::watched_files_changed(const json& params) {
  std::map<BankState*, std::vector<fs::path>> changed;
  for (const auto& c : member(params, "changes")) {
    const json& uri = member(c, "uri");
    if (!uri.is_string()) continue;
    const auto path = uri_to_path(uri.get<std::string>());
    if (!path || workspace_.documents().find(*path)) continue;  // an open file's text is the editor's
    for (BankState* b : workspace_.banks()) {
      if (b->concerns(*path)) changed[b].push_back(*path);
    }
  }
  for (auto& [bank, files] : changed) {
    note_run(*bank, bank->update(files));
    publish(*bank);
  }
}

void Server::note_run(const BankState& bank, const RunStats& run) {
  last_run_ = run;
  if (!timings_) return;
  char ms[32];
  std::snprintf(ms, sizeof ms, "%.1f", run.milliseconds);
  std::string text = run.full ? format_message(tr("{}: de hele bank geladen en gecontroleerd in {} ms"),
                                               {bank.location().display_root, ms})
                              : format_message(trn("{}: {} bestand opnieuw gecontroleerd in {} ms",
                                                   "{}: {} bestanden opnieuw gecontroleerd in {} ms", run.rechecked),
                                               {bank.location().display_root, std::to_string(run.rechecked), ms});
  for (const auto& [phase, t] : run.phases) {
    if (t < 0.05) continue;
    std::snprintf(ms, sizeof ms, "%.1f", t);
    text += "; " + phase + " " + ms;
  }
  send_notification("window/logMessage", {{"type", 4}, {"message", "qbank: " + text}});
}

void Server::publish(BankState& bank, const std::string& force_uri) {
  const auto lists = converters_[&bank].convert(bank, workspace_, force_uri);
  auto send_list = [&](const std::string& uri, const json& list) {
    json p = {{"uri", uri}, {"diagnostics", list}};
    if (auto path = uri_to_path(uri)) {
      if (const Document* d = workspace_.documents().find(*path)) p["version"] = d->version;
    }
    send_notification("textDocument/publishDiagnostics", std::move(p));
  };
  publisher_.publish(bank.location().root.generic_string(), lists, send_list, force_uri);
}

bool Server::has_idle_work() const {
  if (shutdown_ || exited_) return false;
  for (const BankState* b : const_cast<Workspace&>(workspace_).banks()) {
    if (b->needs_settle()) return true;
  }
  return false;
}

bool Server::idle() {
  bool any = false;
  if (shutdown_ || exited_) return false;
  for (BankState* b : workspace_.banks()) {
    bool changed = false;
    if (!b->settle_step(kSettleItems, &changed)) continue;
    any = true;
    if (changed) publish(*b);
  }
  return any;
}

}  // namespace qbank::server
