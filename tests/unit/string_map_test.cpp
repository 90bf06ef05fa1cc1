#include "core/string_map.h"

#include <gtest/gtest.h>

#include <map>
#include <string>

namespace qbank::string_map_test {
namespace {

TEST(StringMap, KeepsInsertionOrderAndFindsEveryKeyAfterGrowing) {
  StringMap<int> m;
  std::map<std::string, int> reference;
  for (int i = 0; i < 5000; ++i) {
    const std::string key = "woord" + std::to_string((i * 7919) % 3001);  // repeats: 3001 distinct keys
    auto [value, inserted] = m.try_emplace(key, i);
    EXPECT_EQ(inserted, reference.count(key) == 0) << key;
    reference.try_emplace(key, i);
    EXPECT_EQ(*value, reference.at(key));
  }
  EXPECT_EQ(m.size(), reference.size());
  for (const auto& [key, value] : reference) {
    const int* found = m.find(key);
    ASSERT_NE(found, nullptr) << key;
    EXPECT_EQ(*found, value);
  }
  EXPECT_EQ(m.find("ontbreekt"), nullptr);
  EXPECT_EQ(m.find(""), nullptr);
  // Insertion order: the first keys in the order they were first seen.
  ASSERT_GE(m.entries().size(), 3u);
  EXPECT_EQ(m.entries()[0].first, "woord0");
  EXPECT_EQ(m.entries()[1].first, "woord1917");  // 7919 % 3001
  EXPECT_EQ(m.entries()[2].first, "woord833");   // 15838 % 3001
}

TEST(StringMap, TheEmptyKeyAndKeysWithNulBytesAreKeys) {
  StringMap<int> m;
  EXPECT_TRUE(m.try_emplace("", 1).second);
  EXPECT_TRUE(m.try_emplace(std::string_view("a\0b", 3), 2).second);
  EXPECT_TRUE(m.try_emplace("a", 3).second);
  EXPECT_EQ(*m.find(""), 1);
  EXPECT_EQ(*m.find(std::string_view("a\0b", 3)), 2);
  EXPECT_EQ(*m.find("a"), 3);
  EXPECT_FALSE(m.try_emplace("", 9).second);
  EXPECT_EQ(*m.find(""), 1);
}

}  // namespace
}  // namespace qbank::string_map_test
