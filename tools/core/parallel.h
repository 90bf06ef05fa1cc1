// Runs f(0) .. f(n-1) on up to `jobs` threads. Work is handed out one index at a time, so uneven
// items balance; callers write results into per-index slots, which keeps output order
// independent of scheduling.
//
// The threads belong to one pool that lives as long as the process: a lint makes a dozen parallel
// passes, and workers that survive between them keep their thread-local caches (word analyses,
// stems, compiled patterns) instead of rebuilding them every pass. A call made from inside a pass
// (nested), or while another thread is using the pool, gets threads of its own.
#pragma once

#include <cstddef>
#include <functional>

namespace qbank {

unsigned default_jobs();

namespace detail {
// Runs body(0) .. body(n-1) on `jobs` threads, the caller being one of them; rethrows the first
// exception a call threw (the remaining indices are then skipped). Requires jobs >= 2, n >= 2.
void run_parallel(std::size_t n, unsigned jobs, const std::function<void(std::size_t)>& body);
}  // namespace detail

template <typename F>
void parallel_for(std::size_t n, unsigned jobs, F&& f) {
  const std::size_t cap = n < 256 ? n : 256;
  if (jobs > cap) jobs = static_cast<unsigned>(cap);
  if (jobs <= 1 || n < 2) {
    for (std::size_t i = 0; i < n; ++i) f(i);
    return;
  }
  detail::run_parallel(n, jobs, std::function<void(std::size_t)>(std::ref(f)));
}

}  // namespace qbank
