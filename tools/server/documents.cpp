#include "server/documents.h"

#include <algorithm>

#include "core/i18n.h"
#include "server/protocol.h"

namespace qbank::server {

namespace fs = std::filesystem;

void DocumentStore::open(const std::string& uri, const fs::path& path, std::int64_t version, std::string text) {
  Document& d = docs_[path.generic_string()];
  d.uri = uri;
  d.path = path;
  d.version = version;
  d.text = std::move(text);
}

bool DocumentStore::change(const fs::path& path, std::int64_t version, const nlohmann::json& changes,
                           std::string* error) {
  auto it = docs_.find(path.generic_string());
  if (it == docs_.end()) {
    *error = tr("een wijziging van een document dat niet geopend is");
    return false;
  }
  if (!changes.is_array()) {
    *error = tr("contentChanges is geen lijst");
    return false;
  }
  std::string text = it->second.text;
  for (const auto& c : changes) {
    if (!c.is_object() || !c.contains("text") || !c["text"].is_string()) {
      *error = tr("een wijziging zonder tekst");
      return false;
    }
    const std::string& replacement = c["text"].get_ref<const std::string&>();
    if (!c.contains("range")) {
      text = replacement;
      continue;
    }
    const auto range = range_from_json(c["range"]);
    if (!range || range->end < range->start) {
      *error = tr("een wijziging met een ongeldig bereik");
      return false;
    }
    const LineMap map(text);
    const std::size_t b = map.offset(range->start);
    const std::size_t e = std::max(b, map.offset(range->end));
    text.replace(b, e - b, replacement);
  }
  it->second.text = std::move(text);
  it->second.version = version;
  return true;
}

void DocumentStore::close(const fs::path& path) { docs_.erase(path.generic_string()); }

const Document* DocumentStore::find(const fs::path& path) const {
  auto it = docs_.find(path.generic_string());
  return it == docs_.end() ? nullptr : &it->second;
}

const Document* OverlayFileSystem::open_document(const fs::path& path) const {
  if (documents_.all().empty()) return nullptr;
  return documents_.find(absolute_normal_path(path));
}

FileKind OverlayFileSystem::kind(const fs::path& path) const {
  if (open_document(path)) return FileKind::Regular;
  return base_.kind(path);
}

ReadResult OverlayFileSystem::read(const fs::path& path, std::uintmax_t max_bytes) const {
  const Document* d = open_document(path);
  if (!d) return base_.read(path, max_bytes);
  ReadResult r;
  r.size = d->text.size();
  if (d->text.size() > max_bytes) {
    r.too_large = true;
    r.error = tr("het bestand is te groot");
    return r;
  }
  r.ok = true;
  r.content = d->text;
  return r;
}

std::vector<DirEntry> OverlayFileSystem::list(const fs::path& path, std::string* error) const {
  std::vector<DirEntry> entries = base_.list(path, error);
  // A document the editor has open but that is not on disk yet (a new, unsaved file).
  const fs::path dir = absolute_normal_path(path);
  bool added = false;
  for (const auto& [key, d] : documents_.all()) {
    if (d.path.parent_path() != dir) continue;
    const std::string name = d.path.filename().string();
    const bool listed = std::any_of(entries.begin(), entries.end(), [&](const DirEntry& e) { return e.name == name; });
    if (!listed) {
      entries.push_back({name, FileKind::Regular, false});
      added = true;
    }
  }
  if (added) {
    std::sort(entries.begin(), entries.end(), [](const DirEntry& a, const DirEntry& b) { return a.name < b.name; });
    if (error) error->clear();
  }
  return entries;
}

bool OverlayFileSystem::write_atomic(const fs::path& path, std::string_view content, std::string* error) {
  return base_.write_atomic(path, content, error);
}

bool OverlayFileSystem::make_directories(const fs::path& path, std::string* error) {
  return base_.make_directories(path, error);
}

}  // namespace qbank::server
