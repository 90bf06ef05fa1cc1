#include "core/parallel.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

namespace qbank {

unsigned default_jobs() {
  if (const char* env = std::getenv("QBANK_JOBS"); env && *env) {
    try {
      const int n = std::stoi(env);
      if (n > 0) return static_cast<unsigned>(n);
    } catch (...) {
    }
  }
  return std::max(1u, std::thread::hardware_concurrency());
}

namespace detail {
namespace {

// True on a thread while it runs indices of a pass: a parallel_for called there is nested.
thread_local bool in_pass = false;

// One pass: the indices still to hand out and the first error.
struct Pass {
  const std::function<void(std::size_t)>* body = nullptr;
  std::size_t n = 0;
  std::atomic<std::size_t> next{0};
  std::mutex error_mutex;
  std::exception_ptr error;

  void drain() {
    const bool was = in_pass;
    in_pass = true;
    while (true) {
      const std::size_t i = next.fetch_add(1, std::memory_order_relaxed);
      if (i >= n) break;
      try {
        (*body)(i);
      } catch (...) {
        std::lock_guard lock(error_mutex);
        if (!error) error = std::current_exception();
        next.store(n);
      }
    }
    in_pass = was;
  }
};

// Threads of their own, for nested or concurrent calls.
void run_on_new_threads(Pass& pass, unsigned jobs) {
  std::vector<std::thread> threads;
  threads.reserve(jobs - 1);
  for (unsigned t = 1; t < jobs; ++t) threads.emplace_back([&pass] { pass.drain(); });
  pass.drain();
  for (auto& t : threads) t.join();
}

class Pool {
 public:
  static Pool& instance() {
    static Pool pool;
    return pool;
  }

  ~Pool() {
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
    }
    wake_.notify_all();
    for (auto& t : threads_) t.join();
  }

  // False when the pool is busy (another thread's pass): the caller uses threads of its own.
  bool run(Pass& pass, unsigned jobs) {
    // A child made by fork() has none of the parent's threads.
    if (::getpid() != pid_) return false;
    std::unique_lock owner(owner_, std::try_to_lock);
    if (!owner.owns_lock()) return false;
    const unsigned helpers = jobs - 1;
    {
      std::lock_guard lock(mutex_);
      while (threads_.size() < helpers) {
        const unsigned index = static_cast<unsigned>(threads_.size());
        threads_.emplace_back([this, index] { work(index); });
      }
      pass_ = &pass;
      wanted_ = helpers;
      active_ = helpers;
      ++generation_;
    }
    wake_.notify_all();
    pass.drain();
    std::unique_lock lock(mutex_);
    done_.wait(lock, [&] { return active_ == 0; });
    pass_ = nullptr;
    return true;
  }

 private:
  Pool() : pid_(::getpid()) {}

  void work(unsigned index) {
    std::uint64_t seen = 0;
    std::unique_lock lock(mutex_);
    while (true) {
      wake_.wait(lock, [&] { return stopping_ || generation_ != seen; });
      if (stopping_) return;
      seen = generation_;
      if (index >= wanted_) continue;  // this pass wants fewer threads
      Pass* pass = pass_;
      lock.unlock();
      pass->drain();
      lock.lock();
      if (--active_ == 0) done_.notify_all();
    }
  }

  const pid_t pid_;
  std::mutex owner_;  // held by the thread whose pass runs
  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable done_;
  std::vector<std::thread> threads_;
  Pass* pass_ = nullptr;
  std::uint64_t generation_ = 0;
  unsigned wanted_ = 0;
  unsigned active_ = 0;
  bool stopping_ = false;
};

}  // namespace

void run_parallel(std::size_t n, unsigned jobs, const std::function<void(std::size_t)>& body) {
  Pass pass;
  pass.body = &body;
  pass.n = n;
  if (in_pass || !Pool::instance().run(pass, jobs)) run_on_new_threads(pass, jobs);
  if (pass.error) std::rethrow_exception(pass.error);
}

}  // namespace detail
}  // namespace qbank
