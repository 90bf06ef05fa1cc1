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
    std::uint64_t run = 0;  // the last convert() that saw the file with findings
  };
  std::unordered_map<std::string, Entry> by_display_;
  std::uint64_t runs_ = 0;
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
    std::unordered_set<std::string>& mine = published_[owner];
    std::vector<char> known(lists.size());
    std::size_t known_count = 0;
    bool has_force = false;
    for (std::size_t i = 0; i < lists.size(); ++i) {
      known[i] = mine.count(lists[i].uri) > 0 ? 1 : 0;
      known_count += known[i];
      has_force = has_force || lists[i].uri == force_uri;
    }
    // Lists that went away: sent empty, in a fixed order (none, after most edits).
    if (known_count != mine.size()) {
      std::unordered_set<std::string_view> now;
      now.reserve(lists.size());
      for (const auto& f : lists) now.insert(f.uri);
      std::vector<std::string> gone;
      for (const auto& uri : mine) {
        if (!now.count(uri)) gone.push_back(uri);
      }
      std::sort(gone.begin(), gone.end());
      for (const auto& uri : gone) {
        send(uri, nlohmann::json::array());
        mine.erase(uri);
      }
    }
    for (std::size_t i = 0; i < lists.size(); ++i) {
      const auto& f = lists[i];
      if (known[i] && !f.changed && f.uri != force_uri) continue;
      mine.insert(f.uri);
      send(f.uri, f.list);
    }
    if (!force_uri.empty() && !has_force) send(force_uri, nlohmann::json::array());
  }

 private:
  std::map<std::string, std::unordered_set<std::string>> published_;
};

}  // namespace qbank::server
