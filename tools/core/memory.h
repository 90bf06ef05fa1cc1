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

// Gives the pages of freed memory back to the system now, rather than when the allocator would
// (jemalloc keeps freed pages for some seconds, to reuse them). For the moment after a step
// that freed much at once, before the next one allocates much of another kind: at 100,000
// questions the checks' state freed before the list of all findings is built (59 MB), which the
// list does not reuse, and the peak held both (issue 24). With jemalloc it purges every arena; with the
// GNU C library's allocator it trims the heap; elsewhere it does nothing. The result is the same
// either way: only the resident memory differs.
void return_free_memory();

}  // namespace qbank
