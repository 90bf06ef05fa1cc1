// `qbank server`: the language server. Takes one JSON-RPC message body at a time (transport.h
// frames them), keeps the workspace, and writes responses and notifications through `output`.
// Nothing a client sends stops it: malformed JSON, unknown methods, bad parameters and internal
// errors become error responses or log messages, and it goes on.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "core/fs.h"
#include "server/capabilities.h"
#include "server/publish.h"
#include "server/workspace.h"

namespace qbank::server {

class Server {
 public:
  using Output = std::function<void(const std::string& body)>;
  Server(FileSystem& disk, Output output, unsigned jobs = 0, bool cache = false);
  // Log the wall time of each run and its phases (window/logMessage, type Log).
  void set_timings(bool on) { timings_ = on; }

  void handle(std::string_view body);
  // A message the transport could not frame: logged to the client.
  void framing_error(const std::string& message);
  // Work for a quiet moment (no message waiting): a step of the per-question checks of every item
  // again in banks where an edit changed whole-bank statistics. True when there was any.
  bool idle();
  bool has_idle_work() const;

  bool exited() const { return exited_; }
  // 0 after shutdown and exit, 1 when the client exited (or left) without shutdown.
  int exit_code() const { return exited_ && shutdown_ ? 0 : 1; }
  // The last run of a bank's checks (for the log and the benchmark).
  const RunStats& last_run() const { return last_run_; }

 private:
  Workspace workspace_;
  Output output_;
  Publisher publisher_;
  std::map<const BankState*, DiagnosticsConverter> converters_;
  ClientSupport client_;
  bool initialized_ = false;
  bool shutdown_ = false;
  bool exited_ = false;
  int next_request_ = 1;
  RunStats last_run_;
  bool timings_ = false;
  void note_run(const BankState& bank, const RunStats& run);

  void dispatch(const nlohmann::json& message);
  nlohmann::json request(const std::string& method, const nlohmann::json& params);
  void notification(const std::string& method, const nlohmann::json& params);
  void send(const nlohmann::json& message);
  void send_notification(const std::string& method, nlohmann::json params);
  void send_request(const std::string& method, nlohmann::json params);
  void log(int type, const std::string& message);

  void file_changed(const std::filesystem::path& path, const std::string& uri);
  void watched_files_changed(const nlohmann::json& params);
  void publish(BankState& bank, const std::string& force_uri = {});
  FileView view_of(const nlohmann::json& params, std::string* uri = nullptr);
};

}  // namespace qbank::server
