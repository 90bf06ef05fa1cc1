// The findings of a bank as LSP diagnostics, one list per file, with the rule id as `code` and
// ranges in UTF-16 units of the text that was checked; and what was last published, so that only
// the lists that changed are sent again.
#pragma once

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "server/workspace.h"

namespace qbank::server {

struct FileDiagnostics {
  std::string uri;
  nlohmann::json list;  // converted when `changed` or asked for; else null
  bool changed = true;  // differs from the last conversion
};

// What changed since the last conversion.
struct Conversion {
  std::vector<FileDiagnostics> lists;  // the files whose findings changed, and the one asked for, in file order
  std::vector<std::string> gone;       // URIs of files that had findings and have none now, sorted
};

// Converts a bank's findings file by file, converting again only the files whose findings or
// text changed since the last call (a bank of 10,000 files has as many lists). Remembers a hash
// of each file's findings, not the lists.
class DiagnosticsConverter {
 public:
  // `wanted` (a URI) is converted even when it did not change.
  Conversion convert(BankState& bank, Workspace& workspace, const std::string& wanted = {});

 private:
  struct Entry {
    std::string display;
    std::string uri;
    std::uint64_t hash = 0;  // of the findings and of the texts their ranges are converted in
  };
  std::vector<Entry> entries_;  // the files with findings, in the findings' (display path) order
};

// The diagnostic of a file in no bank.
nlohmann::json outside_bank_diagnostic();

// Remembers which URIs have findings published and sends the lists that changed, an empty list for
// a file whose findings went away, and always the list of `force_uri` (the file just edited: the
// client learns that its new version was checked).
class Publisher {
 public:
  template <typename Send>
  void publish(const std::string& owner, const Conversion& c, Send&& send, const std::string& force_uri = {}) {
    std::unordered_set<std::string>& mine = published_[owner];
    for (const auto& uri : c.gone) {
      if (mine.erase(uri)) send(uri, nlohmann::json::array());
    }
    bool has_force = false;
    for (const auto& f : c.lists) {
      has_force = has_force || f.uri == force_uri;
      if (!f.changed && f.uri != force_uri && mine.count(f.uri)) continue;
      mine.insert(f.uri);
      send(f.uri, f.list);
    }
    if (!force_uri.empty() && !has_force) send(force_uri, nlohmann::json::array());
  }

 private:
  std::map<std::string, std::unordered_set<std::string>> published_;
};

}  // namespace qbank::server
