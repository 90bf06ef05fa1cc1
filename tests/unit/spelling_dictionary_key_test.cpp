// The key of the spelling caches (checks/spelling/dictionary_files.h): remembered in the cache
// store under the dictionary files' stamp, and worked out again when a file changes.
#include <gtest/gtest.h>

#include "checks/spelling/dictionary_files.h"
#include "core/cache_store.h"
#include "test_util.h"

namespace qbank::spelling_dictionary_key_test {
namespace {

class DictionaryKey : public ::testing::Test {
 protected:
  void SetUp() override {
    files_.name = "mini";
    files_.aff = dir_.path() / "mini.aff";
    files_.dic = dir_.path() / "mini.dic";
    test::write_file(files_.aff, "SET UTF-8\n");
    test::write_file(files_.dic, "2\nboom\nhuis\n");
    store_ = CacheStore::open(dir_.path() / "cache");
    ASSERT_TRUE(store_);
  }
  // As if the files had been written a while ago: their keys are remembered.
  static std::chrono::system_clock::time_point later() {
    return std::chrono::system_clock::now() + 2 * kDictionarySettleTime;
  }
  test::TempDir dir_;
  DictionaryFiles files_;
  std::shared_ptr<CacheStore> store_;
};

TEST_F(DictionaryKey, IsRememberedUnderTheStampOfTheFiles) {
  const std::string key = dictionary_key(files_, Vocabulary{});
  EXPECT_EQ(remembered_dictionary_key(store_.get(), files_, Vocabulary{}, std::nullopt, later()), key);
  ASSERT_EQ(store_->count("dictionary-key"), 1u);
  EXPECT_EQ(store_->entries("dictionary-key")[0].second, key);
  // The second run takes it from the store: one entry still, the same key.
  EXPECT_EQ(remembered_dictionary_key(store_.get(), files_, Vocabulary{}, std::nullopt, later()), key);
  EXPECT_EQ(store_->count("dictionary-key"), 1u);
  // Without a store, the files are hashed.
  EXPECT_EQ(remembered_dictionary_key(nullptr, files_, Vocabulary{}, std::nullopt), key);
}

TEST_F(DictionaryKey, AnEditedDictionaryGetsItsNewKey) {
  const std::string before = remembered_dictionary_key(store_.get(), files_, Vocabulary{}, std::nullopt, later());
  // Written again (another size, so that the stamp changes even where the file system's clock is
  // coarser than the test).
  test::write_file(files_.dic, "2\nboom\nhuizen\n");
  const std::string after = remembered_dictionary_key(store_.get(), files_, Vocabulary{}, std::nullopt, later());
  EXPECT_NE(after, before);
  EXPECT_EQ(after, dictionary_key(files_, Vocabulary{}));
}

TEST_F(DictionaryKey, ARewriteOfTheSameSizeGetsANewStamp) {
  const std::string before = remembered_dictionary_key(store_.get(), files_, Vocabulary{}, std::nullopt, later());
  const std::string stamp = dictionary_stamp(files_, Vocabulary{}, std::nullopt);
  test::write_file(files_.dic, "2\nboom\nhuiz\n");  // the same size and inode, other words
  if (dictionary_stamp(files_, Vocabulary{}, std::nullopt) == stamp) {
    GTEST_SKIP() << "this file system's clock did not move between the two writes";
  }
  const std::string after = remembered_dictionary_key(store_.get(), files_, Vocabulary{}, std::nullopt, later());
  EXPECT_NE(after, before);
  EXPECT_EQ(after, dictionary_key(files_, Vocabulary{}));
}

TEST_F(DictionaryKey, AnotherVocabularyOrSecondDictionaryIsAnotherStamp) {
  Vocabulary other;
  other.fingerprint = "bank-woorden.txt\nqubit\n";
  EXPECT_NE(dictionary_stamp(files_, other, std::nullopt), dictionary_stamp(files_, Vocabulary{}, std::nullopt));
  DictionaryFiles english{"en_US", dir_.path() / "en.aff", dir_.path() / "en.dic"};
  test::write_file(english.aff, "SET UTF-8\n");
  test::write_file(english.dic, "1\ntree\n");
  EXPECT_NE(dictionary_stamp(files_, Vocabulary{}, english), dictionary_stamp(files_, Vocabulary{}, std::nullopt));
  EXPECT_NE(remembered_dictionary_key(store_.get(), files_, other, std::nullopt, later()),
            remembered_dictionary_key(store_.get(), files_, Vocabulary{}, std::nullopt, later()));
}

TEST_F(DictionaryKey, ADamagedEntryIsWorkedOutAgain) {
  const std::string key = remembered_dictionary_key(store_.get(), files_, Vocabulary{}, std::nullopt, later());
  const auto entries = store_->entries("dictionary-key");
  ASSERT_EQ(entries.size(), 1u);
  store_->put("dictionary-key", entries[0].first, "geen sleutel", 16);
  EXPECT_EQ(remembered_dictionary_key(store_.get(), files_, Vocabulary{}, std::nullopt, later()), key);
  EXPECT_EQ(store_->entries("dictionary-key")[0].second, key);
}

TEST_F(DictionaryKey, AFileChangedJustNowIsHashedEveryTime) {
  // Written a moment ago: a write in the same tick of the clock could keep the stamp.
  const std::string key = remembered_dictionary_key(store_.get(), files_, Vocabulary{}, std::nullopt);
  EXPECT_EQ(key, dictionary_key(files_, Vocabulary{}));
  EXPECT_EQ(store_->count("dictionary-key"), 0u);
}

}  // namespace
}  // namespace qbank::spelling_dictionary_key_test
