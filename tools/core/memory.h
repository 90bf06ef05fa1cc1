// The process's memory high-water mark, for `qbank lint --timings` and the benchmarks.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace qbank {

// The value in kB of a "Name:   1234 kB" line of a /proc/<pid>/status text; nullopt when the
// line is missing or malformed.
std::optional<std::size_t> status_field_kb(std::string_view status, std::string_view name);

// The peak resident set size of this process so far in kB (VmHWM of /proc/self/status, else
// getrusage's ru_maxrss); 0 when neither is available.
std::size_t peak_rss_kb();

}  // namespace qbank
