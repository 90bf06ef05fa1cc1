// The /proc status parser behind `qbank lint --timings`' peak memory column.
#include <gtest/gtest.h>

#include "core/memory.h"

namespace qbank::memory_test {
namespace {

TEST(Memory, ReadsAKilobyteFieldOfProcStatus) {
  const char* status = "Name:\tqbank\nVmPeak:\t  123456 kB\nVmHWM:\t   40960 kB\nVmRSS:\t   30000 kB\nThreads:\t2\n";
  EXPECT_EQ(status_field_kb(status, "VmHWM"), 40960u);
  EXPECT_EQ(status_field_kb(status, "VmPeak"), 123456u);
  EXPECT_EQ(status_field_kb(status, "VmRSS"), 30000u);
}

TEST(Memory, MissingOrMalformedFieldsGiveNothing) {
  EXPECT_EQ(status_field_kb("VmRSS:\t 1 kB\n", "VmHWM"), std::nullopt);
  EXPECT_EQ(status_field_kb("VmHWMX:\t 1 kB\n", "VmHWM"), std::nullopt);  // another name with the same start
  EXPECT_EQ(status_field_kb("Threads:\t2\n", "Threads"), std::nullopt);   // not in kB
  EXPECT_EQ(status_field_kb("VmHWM:\t kB\n", "VmHWM"), std::nullopt);
  EXPECT_EQ(status_field_kb("", "VmHWM"), std::nullopt);
}

TEST(Memory, ThisProcessHasAPeak) { EXPECT_GT(peak_rss_kb(), 0u); }

}  // namespace
}  // namespace qbank::memory_test
