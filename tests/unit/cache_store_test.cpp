// The one cache store (core/cache_store.h): values by namespace and key, trimmed by use, safe for
// writers that run at the same time, and started afresh when its file is not a usable database.
#include <gtest/gtest.h>

#include <thread>

#include "core/cache_store.h"
#include "test_util.h"

namespace qbank::cache_store_test {
namespace {

namespace fs = std::filesystem;

TEST(CacheStore, ValuesByNamespaceAndKeySurviveReopening) {
  test::TempDir dir;
  {
    const auto store = CacheStore::open(dir.path());
    ASSERT_TRUE(store);
    EXPECT_EQ(store->get("run", "a"), std::nullopt);
    store->put("run", "a", std::string("een\0twee", 8), 10);
    store->put("file", "a", "ander", 10);
    EXPECT_EQ(store->get("run", "a"), std::string("een\0twee", 8));
    EXPECT_EQ(store->get("file", "a"), "ander");
    store->put("run", "a", "vervangen", 10);
    EXPECT_EQ(store->count("run"), 1u);
  }
  const auto again = CacheStore::open(dir.path());
  ASSERT_TRUE(again);
  EXPECT_EQ(again->get("run", "a"), "vervangen");
  EXPECT_EQ(again->get("file", "a"), "ander");
  EXPECT_EQ(again->get("file", "b"), std::nullopt);
}

TEST(CacheStore, TrimmingKeepsTheMostRecentlyUsed) {
  test::TempDir dir;
  const auto store = CacheStore::open(dir.path());
  ASSERT_TRUE(store);
  store->put("run", "oud", "1", 2);
  store->put("run", "gebruikt", "2", 2);
  store->touch("run", "oud");          // used again: now the newest
  store->put("run", "nieuw", "3", 2);  // one of the three must go: the least recently used
  EXPECT_EQ(store->get("run", "oud"), "1");
  EXPECT_EQ(store->get("run", "gebruikt"), std::nullopt);
  EXPECT_EQ(store->get("run", "nieuw"), "3");
  // Another namespace is trimmed on its own.
  store->put("file", "x", "4", 1);
  EXPECT_EQ(store->count("run"), 2u);
}

// A value of a quarter megabyte or more (a run's findings) is a file under values/: read back
// whole, counted like any entry, removed with its entry when trimmed, and a miss when it is gone.
TEST(CacheStore, LargeValuesLiveInFilesBesideTheirRows) {
  test::TempDir dir;
  const auto store = CacheStore::open(dir.path());
  ASSERT_TRUE(store);
  std::string big(300 * 1024, 'x');
  big[12345] = '\0';
  store->put("run", "groot", big, 2);
  store->put("run", "klein", "k", 2);
  auto files = [&] {
    std::size_t n = 0;
    std::error_code ec;
    for (auto it = fs::directory_iterator(dir.path() / "values", ec); !ec && it != fs::directory_iterator();
         it.increment(ec))
      ++n;
    return n;
  };
  EXPECT_EQ(files(), 1u);  // only the large value
  EXPECT_EQ(store->get("run", "groot"), big);
  EXPECT_EQ(store->get("run", "klein"), "k");
  const auto all = store->entries("run");
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0].first, "groot");
  EXPECT_EQ(all[0].second, big);

  // Trimmed: its file goes with it.
  store->put("run", "nieuw", "n", 1);
  EXPECT_EQ(store->get("run", "groot"), std::nullopt);
  EXPECT_EQ(files(), 0u);

  // Written again, then its file removed behind the store's back: a miss, not an error.
  store->put("run", "groot", big, 4);
  EXPECT_EQ(files(), 1u);
  fs::remove_all(dir.path() / "values");
  EXPECT_EQ(store->get("run", "groot"), std::nullopt);
  EXPECT_EQ(store->get("run", "nieuw"), "n");
}

TEST(CacheStore, TheKeySchemeSeparatesItsParts) {
  EXPECT_EQ(CacheStore::key({"ab", "c"}).size(), 64u);
  EXPECT_NE(CacheStore::key({"ab", "c"}), CacheStore::key({"a", "bc"}));
  EXPECT_EQ(CacheStore::key({"ab", "c"}), CacheStore::key({"ab", "c"}));
}

TEST(CacheStore, AFileThatIsNoDatabaseIsStartedAfresh) {
  test::TempDir dir;
  test::write_file(dir.path() / "store.sqlite", "\x01 dit is geen database {");
  const auto store = CacheStore::open(dir.path());
  ASSERT_TRUE(store);
  EXPECT_EQ(store->get("run", "a"), std::nullopt);
  store->put("run", "a", "b", 4);
  EXPECT_EQ(store->get("run", "a"), "b");
}

TEST(CacheStore, AFolderThatCannotBeCreatedGivesNoStore) {
  test::TempDir dir;
  test::write_file(dir.path() / "bestand", "x");
  EXPECT_EQ(CacheStore::open(dir.path() / "bestand" / "cache"), nullptr);
}

// Four writers at once, each with its own connection (as four processes have): every batch
// lands whole, none is lost, and the store reads back consistent.
TEST(CacheStore, WritersAtTheSameTimeLoseNothing) {
  test::TempDir dir;
  constexpr int kWriters = 4, kBatches = 25, kBatch = 40;
  std::vector<std::thread> threads;
  for (int w = 0; w < kWriters; ++w) {
    threads.emplace_back([&, w] {
      const auto store = CacheStore::open(dir.path());
      ASSERT_TRUE(store);
      for (int b = 0; b < kBatches; ++b) {
        std::vector<std::pair<std::string, std::string>> entries;
        for (int i = 0; i < kBatch; ++i) {
          const std::string k = std::to_string(w) + "/" + std::to_string(b) + "/" + std::to_string(i);
          entries.emplace_back(k, std::string(1000, static_cast<char>('a' + w)) + k);
        }
        store->put("file", entries, 1000000);
        // Reads in between see whole batches only.
        const std::string last = std::to_string(w) + "/" + std::to_string(b) + "/" + std::to_string(kBatch - 1);
        EXPECT_TRUE(store->get("file", last).has_value());
      }
    });
  }
  for (auto& t : threads) t.join();
  const auto store = CacheStore::open(dir.path());
  ASSERT_TRUE(store);
  EXPECT_EQ(store->count("file"), static_cast<std::size_t>(kWriters * kBatches * kBatch));
  for (const auto& [k, v] : store->entries("file")) {
    ASSERT_TRUE(v.ends_with(k)) << k;
    EXPECT_EQ(v[0], static_cast<char>('a' + (k[0] - '0'))) << k;
  }
}

}  // namespace
}  // namespace qbank::cache_store_test
