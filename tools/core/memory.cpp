#include "core/memory.h"

#include <sys/resource.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <cctype>
#include <fstream>
#include <sstream>
#include <string>

// jemalloc's control interface, present when a program links jemalloc (the qbank_allocator
// target of CMakeLists.txt) and null otherwise: a weak reference, so that the library works with
// either allocator.
extern "C" int mallctl(const char* name, void* oldp, std::size_t* oldlenp, void* newp, std::size_t newlen)
    __attribute__((weak));

namespace qbank {

std::optional<std::size_t> status_field_kb(std::string_view status, std::string_view name) {
  std::size_t at = 0;
  while (at < status.size()) {
    std::size_t end = status.find('\n', at);
    if (end == std::string_view::npos) end = status.size();
    std::string_view line = status.substr(at, end - at);
    at = end + 1;
    if (line.size() <= name.size() || line.substr(0, name.size()) != name || line[name.size()] != ':') continue;
    std::size_t i = name.size() + 1;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    if (i == line.size() || !std::isdigit(static_cast<unsigned char>(line[i]))) return std::nullopt;
    std::size_t value = 0;
    while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) value = value * 10 + (line[i++] - '0');
    while (i < line.size() && line[i] == ' ') ++i;
    if (line.substr(i) != "kB") return std::nullopt;
    return value;
  }
  return std::nullopt;
}

std::size_t peak_rss_kb() {
  std::ifstream in("/proc/self/status");
  if (in) {
    std::ostringstream text;
    text << in.rdbuf();
    if (auto kb = status_field_kb(text.str(), "VmHWM")) return *kb;
  }
  rusage u{};
  if (getrusage(RUSAGE_SELF, &u) == 0) return static_cast<std::size_t>(u.ru_maxrss);  // kB on Linux
  return 0;
}

void return_free_memory() {
  // "arena.<MALLCTL_ARENAS_ALL>.purge" (4096 in jemalloc 5): every arena's unused dirty pages
  // (jemalloc(3)). 0 when it did.
  if (mallctl != nullptr && mallctl("arena.4096.purge", nullptr, nullptr, nullptr, 0) == 0) return;
#ifdef __GLIBC__
  malloc_trim(0);
#endif
}

}  // namespace qbank
