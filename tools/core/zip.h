// Zip archives in memory, through libzip (the only place that includes it). Writing is
// deterministic: entries sorted by name, a fixed date (2000-01-01 00:00), fixed permissions and
// fixed compression, so the same entries always give the same bytes. Reading is bounded so a zip
// bomb cannot exhaust memory.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace qbank::zip {

struct Entry {
  std::string name;  // '/'-separated path inside the archive
  std::string data;
};

// The archive bytes, or "" with *error set.
std::string write(std::vector<Entry> entries, std::string* error);

struct ReadLimits {
  std::uint64_t max_entries = 10000;
  std::uint64_t max_entry_bytes = 32ull << 20;   // 32 MiB uncompressed per entry
  std::uint64_t max_total_bytes = 256ull << 20;  // 256 MiB uncompressed in all
};

// Every file entry (folders skipped), in archive order. False with *error set when the bytes are
// not a zip archive, an entry cannot be read, or a limit is exceeded.
bool read(std::string_view bytes, std::vector<Entry>& out, std::string* error, const ReadLimits& limits = {});

// True when the bytes start like a zip archive ("PK\3\4" or an empty archive's "PK\5\6").
bool looks_like_zip(std::string_view bytes);

}  // namespace qbank::zip
