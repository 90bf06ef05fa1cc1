// Everything the server knows: the open documents, the file system that serves them over the
// disk, and the banks they belong to, each loaded once and kept (bank_state.h).
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/fs.h"
#include "server/bank_state.h"
#include "server/documents.h"
#include "server/protocol.h"

namespace qbank::server {

// A file as the features see it: its text, and what it is in its bank.
struct FileView {
  std::filesystem::path path;  // absolute
  std::string display;         // as in the findings
  std::string text;
  BankState* bank = nullptr;  // null: in no bank
  const Question* question = nullptr;
  const Topic* topic = nullptr;
  bool config_file = false;  // the bank's qbank.toml
};

class Workspace {
 public:
  // `cache`: banks keep the checks' cache in <root>/.qbank-cache (bank_state.h).
  explicit Workspace(FileSystem& disk, unsigned jobs = 0, bool cache = false);

  DocumentStore& documents() { return documents_; }
  const FileSystem& files() const { return overlay_; }
  FileSystem& files() { return overlay_; }

  // The bank that holds `file` (a qbank.toml in its folder or above), loaded on first use; null
  // when there is none. `loaded` is set when this call loaded it.
  BankState* bank_for(const std::filesystem::path& file, RunStats* loaded = nullptr);
  std::vector<BankState*> banks();
  // The text of a file: the editor's when open, else the bank's copy, else the disk's.
  std::optional<std::string> text_of(const std::filesystem::path& file) const;
  FileView view(const std::filesystem::path& file);

 private:
  FileSystem& disk_;
  DocumentStore documents_;
  OverlayFileSystem overlay_;
  unsigned jobs_;
  bool cache_;
  std::map<std::string, std::unique_ptr<BankState>> banks_;  // by root
};

}  // namespace qbank::server
