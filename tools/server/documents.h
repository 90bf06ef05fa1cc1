// The documents the editor has open: their text as the editor has it (saved or not), kept up to
// date from didOpen/didChange/didClose, and a file system that serves that text over the disk,
// so that the loader and the checks read what the author sees.
#pragma once

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/fs.h"

namespace qbank::server {

struct Document {
  std::string uri;
  std::filesystem::path path;  // absolute, lexically normal
  std::int64_t version = 0;
  std::string text;
};

class DocumentStore {
 public:
  // didOpen: replaces any earlier text.
  void open(const std::string& uri, const std::filesystem::path& path, std::int64_t version, std::string text);
  // didChange: applies `contentChanges` in order (a change with a `range` replaces that range,
  // one without replaces the whole text). False, with *error set, when a change is malformed or
  // the document is not open; the text is then unchanged.
  bool change(const std::filesystem::path& path, std::int64_t version, const nlohmann::json& changes,
              std::string* error);
  void close(const std::filesystem::path& path);
  const Document* find(const std::filesystem::path& path) const;
  const std::map<std::string, Document>& all() const { return docs_; }

 private:
  std::map<std::string, Document> docs_;  // by path
};

// Open documents over another file system (the disk). Writes go to the disk.
class OverlayFileSystem final : public FileSystem {
 public:
  OverlayFileSystem(FileSystem& base, const DocumentStore& documents) : base_(base), documents_(documents) {}
  FileKind kind(const std::filesystem::path& path) const override;
  ReadResult read(const std::filesystem::path& path, std::uintmax_t max_bytes) const override;
  std::vector<DirEntry> list(const std::filesystem::path& path, std::string* error) const override;
  bool write_atomic(const std::filesystem::path& path, std::string_view content, std::string* error) override;
  bool make_directories(const std::filesystem::path& path, std::string* error) override;

 private:
  FileSystem& base_;
  const DocumentStore& documents_;
  const Document* open_document(const std::filesystem::path& path) const;
};

}  // namespace qbank::server
