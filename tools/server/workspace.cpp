#include "server/workspace.h"

#include "core/parallel.h"

namespace qbank::server {

namespace fs = std::filesystem;

Workspace::Workspace(FileSystem& disk, unsigned jobs, bool cache)
    : disk_(disk), overlay_(disk, documents_), jobs_(jobs ? jobs : default_jobs()), cache_(cache) {}

namespace {

// The qbank.toml in the folder of `file` or above, asked of `fs` (so that the open documents and
// the in-memory file system of the tests count).
std::optional<fs::path> config_above(const FileSystem& fs, const fs::path& file) {
  fs::path dir = file.parent_path();
  while (!dir.empty()) {
    const fs::path candidate = dir / "qbank.toml";
    if (fs.kind(candidate) == FileKind::Regular) return candidate;
    if (dir.parent_path() == dir) break;
    dir = dir.parent_path();
  }
  return std::nullopt;
}

}  // namespace

BankState* Workspace::bank_for(const fs::path& file, RunStats* loaded) {
  const auto config = config_above(overlay_, file);
  if (!config) return nullptr;
  const std::string root = config->parent_path().generic_string();
  auto it = banks_.find(root);
  if (it == banks_.end()) {
    BankLocation loc;
    loc.root = config->parent_path();
    loc.config_file = *config;
    loc.display_root = display_path(loc.root);
    auto state = std::make_unique<BankState>(overlay_, std::move(loc), jobs_, cache_);
    const RunStats stats = state->load();
    if (loaded) *loaded = stats;
    it = banks_.emplace(root, std::move(state)).first;
  }
  return it->second.get();
}

std::vector<BankState*> Workspace::banks() {
  std::vector<BankState*> out;
  for (auto& [root, b] : banks_) out.push_back(b.get());
  return out;
}

std::optional<std::string> Workspace::text_of(const fs::path& file) const {
  if (const Document* d = documents_.find(file)) return d->text;
  for (const auto& [root, b] : banks_) {
    const fs::path rel = file.lexically_relative(b->location().root);
    if (rel.empty() || *rel.begin() == "..") continue;
    const std::string shown = b->location().display_root == "."
                                  ? rel.generic_string()
                                  : b->location().display_root + "/" + rel.generic_string();
    if (auto src = b->source(shown)) return src->text();
  }
  ReadResult r = disk_.read(file, 256u * 1024 * 1024);
  if (!r.ok) return std::nullopt;
  return std::move(r.content);
}

FileView Workspace::view(const fs::path& file) {
  FileView v;
  v.path = file;
  v.text = text_of(file).value_or(std::string());
  v.bank = bank_for(file);
  if (!v.bank) return v;
  const BankLocation& loc = v.bank->location();
  const std::string rel = file.lexically_relative(loc.root).generic_string();
  v.display = loc.display_root == "." ? rel : loc.display_root + "/" + rel;
  v.config_file = loc.config_file && *loc.config_file == file;
  v.question = v.bank->question_at(file);
  if (const Bank* bank = v.bank->bank()) {
    for (const auto& t : bank->topics) {
      if (t.source && t.source->path() == v.display) v.topic = &t;
    }
  }
  return v;
}

}  // namespace qbank::server
