// The findings of a bank as LSP diagnostics, one list per file, with the rule id as `code` and
// ranges in UTF-16 units of the text that was checked; and what was last published, so that only
// the lists that changed are sent again.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "server/workspace.h"

namespace qbank::server {

struct FileDiagnostics {
  std::string uri;
  nlohmann::json list;  // converted when `changed` or asked for; else null
  bool changed = true;  // differs from the last conversion
};

// Converts a bank's findings file by file, converting again only the files whose findings or
// text changed since the last call (a bank of 10,000 files has as many lists). Remembers a hash
// of each file's findings, not the lists.
class DiagnosticsConverter {
 public:
  // One entry per file with findings, in file order; `wanted` (a URI) is converted even when it
  // did not change.
  std::vector<FileDiagnostics> convert(BankState& bank, Workspace& workspace, const std::string& wanted = {});

 private:
  struct Entry {
    std::uint64_t hash = 0;  // of the findings and of the texts their ranges are converted in
    std::string uri;
  };
  std::map<std::string, Entry> by_display_;
};

// The diagnostic of a file in no bank.
nlohmann::json outside_bank_diagnostic();

// Remembers which URIs have findings published and sends the lists that changed, an empty list for
// a file whose findings went away, and always the list of `force_uri` (the file just edited: the
// client learns that its new version was checked).
class Publisher {
 public:
  template <typename Send>
  void publish(const std::string& owner, const std::vector<FileDiagnostics>& lists, Send&& send,
               const std::string& force_uri = {}) {
    std::set<std::string>& mine = published_[owner];
    std::set<std::string> now;
    for (const auto& f : lists) now.insert(f.uri);
    for (auto it = mine.begin(); it != mine.end();) {
      if (!now.count(*it)) {
        send(*it, nlohmann::json::array());
        it = mine.erase(it);
      } else {
        ++it;
      }
    }
    for (const auto& f : lists) {
      const bool known = mine.count(f.uri) > 0;
      if (known && !f.changed && f.uri != force_uri) continue;
      mine.insert(f.uri);
      send(f.uri, f.list);
    }
    if (!force_uri.empty() && !now.count(force_uri)) send(force_uri, nlohmann::json::array());
  }

 private:
  std::map<std::string, std::set<std::string>> published_;
};

}  // namespace qbank::server
