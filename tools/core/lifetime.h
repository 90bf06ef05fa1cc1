// Freeing large structures at the end of a command costs time the user waits for: Hunspell's
// dictionary alone is millions of small blocks, and freeing them also leaves the allocator's
// free lists for the next large allocation to consolidate. A process that ends right after its
// one run (the qbank command line) can leave such structures to the operating system, which takes
// the memory back at exit at no cost. Library callers (tests, a long-running process) free as
// usual.
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

namespace qbank {

namespace detail {
inline std::atomic<bool> short_lived{false};
inline std::mutex kept_mutex;
// Never deleted: no destructor runs at exit, and what it holds stays reachable (so leak checkers
// do not report it).
inline auto* const kept = new std::vector<std::shared_ptr<void>>();
}  // namespace detail

// Called once by the command line before it runs a command.
inline void set_short_lived_process(bool value) { detail::short_lived = value; }
inline bool short_lived_process() { return detail::short_lived; }

// In a short-lived process, keeps `object` until exit instead of freeing it now; otherwise frees
// it now.
template <typename T>
void dispose(std::unique_ptr<T> object) {
  if (!object || !short_lived_process()) return;
  std::lock_guard lock(detail::kept_mutex);
  detail::kept->push_back(std::shared_ptr<void>(std::move(object)));
}

}  // namespace qbank
