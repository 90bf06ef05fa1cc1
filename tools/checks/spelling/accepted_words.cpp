#include "checks/spelling/accepted_words.h"

#include <algorithm>
#include <vector>

#include "core/fs.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {
// First line: this header and the key. Then one word per line, sorted.
constexpr std::string_view kHeader = "qbank accepted words 1 ";
}  // namespace

AcceptedWords AcceptedWords::read(const fs::path& cache_dir, const std::string& key) {
  AcceptedWords a;
  a.key_ = key;
  if (cache_dir.empty()) return a;
  RealFileSystem disk;
  const ReadResult r = disk.read(cache_dir / kFile, kMaxWords * 64);
  if (!r.ok) return a;
  const std::string_view text = r.content;
  const std::size_t eol = text.find('\n');
  if (eol == std::string_view::npos || text.substr(0, eol) != std::string(kHeader) + key) return a;
  std::size_t at = eol + 1;
  while (at < text.size()) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) {  // cut short: damaged
      a.words_.clear();
      return a;
    }
    if (end > at) a.words_.emplace(text.substr(at, end - at));
    at = end + 1;
  }
  a.found_ = true;
  return a;
}

void AcceptedWords::add(std::string_view word) {
  if (word.empty() || word.find('\n') != std::string_view::npos || words_.size() >= kMaxWords) return;
  if (words_.emplace(word).second) changed_ = true;
}

void AcceptedWords::write(const fs::path& cache_dir) const {
  if (!changed_ || cache_dir.empty()) return;
  std::vector<std::string_view> sorted(words_.begin(), words_.end());
  std::sort(sorted.begin(), sorted.end());
  std::string out(kHeader);
  out += key_;
  out += '\n';
  for (std::string_view w : sorted) {
    out += w;
    out += '\n';
  }
  std::error_code ec;
  fs::create_directories(cache_dir, ec);
  std::string error;
  write_file_atomic(cache_dir / kFile, out, &error);
}

}  // namespace qbank
