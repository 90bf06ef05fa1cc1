// Runs f(0) .. f(n-1) on up to `jobs` threads. Work is handed out one index at a time, so uneven
// items balance; callers write results into per-index slots, which keeps output order
// independent of scheduling.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace qbank {

unsigned default_jobs();

template <typename F>
void parallel_for(std::size_t n, unsigned jobs, F&& f) {
  jobs = std::max(1u, std::min<unsigned>(jobs, static_cast<unsigned>(std::min<std::size_t>(n, 256))));
  if (jobs <= 1 || n < 2) {
    for (std::size_t i = 0; i < n; ++i) f(i);
    return;
  }
  std::atomic<std::size_t> next{0};
  std::exception_ptr error;
  std::mutex error_mutex;
  auto worker = [&] {
    while (true) {
      const std::size_t i = next.fetch_add(1, std::memory_order_relaxed);
      if (i >= n) return;
      try {
        f(i);
      } catch (...) {
        std::lock_guard lock(error_mutex);
        if (!error) error = std::current_exception();
        next.store(n);
      }
    }
  };
  std::vector<std::thread> threads;
  threads.reserve(jobs - 1);
  for (unsigned t = 1; t < jobs; ++t) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
  if (error) std::rethrow_exception(error);
}

}  // namespace qbank
