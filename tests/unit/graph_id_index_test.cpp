// graph/id_index.h: the exact id index and the suggester, which must agree with closest_match().
#include <gtest/gtest.h>

#include <random>

#include "core/strings.h"
#include "graph/id_index.h"

namespace qbank::graph {
namespace {

TEST(IdIndex, FindsEveryIdAndTheFirstCopyOfADuplicate) {
  const std::vector<std::string> storage = {"kv-cache-rol", "prefill-en-decode", "kv-cache-rol",
                                            "decode-tijd-per-token"};
  const std::vector<std::string_view> ids(storage.begin(), storage.end());
  const IdIndex index(ids);
  EXPECT_EQ(index.find("kv-cache-rol"), 0u);
  EXPECT_EQ(index.find("prefill-en-decode"), 1u);
  EXPECT_EQ(index.find("decode-tijd-per-token"), 3u);
  EXPECT_EQ(index.find("kv-cache"), kNone);
  EXPECT_EQ(index.find(""), kNone);
  EXPECT_EQ(index.size(), 3u);
}

TEST(IdIndex, EmptyIndexFindsNothing) {
  const IdIndex index;
  EXPECT_EQ(index.find("kv-cache-rol"), kNone);
}

TEST(IdIndex, ManyIdsWithCollidingSlots) {
  std::vector<std::string> storage;
  for (int i = 0; i < 5000; ++i) storage.push_back("vraag-" + std::to_string(i));
  const std::vector<std::string_view> ids(storage.begin(), storage.end());
  const IdIndex index(ids);
  for (int i = 0; i < 5000; ++i) ASSERT_EQ(index.find(storage[i]), static_cast<std::uint32_t>(i));
  EXPECT_EQ(index.find("vraag-5000"), kNone);
}

TEST(BoundedEditDistance, ExactWithinTheBoundAndAboveItOtherwise) {
  EXPECT_EQ(bounded_edit_distance("kv-cache-rol", "kv-cahce-rol", 3), 2u);
  EXPECT_EQ(bounded_edit_distance("kv-cache-rol", "kv-cache-rol", 0), 0u);
  EXPECT_EQ(bounded_edit_distance("", "abc", 3), 3u);
  EXPECT_EQ(bounded_edit_distance("abc", "", 3), 3u);
  EXPECT_GT(bounded_edit_distance("kv-cache-rol", "prefill-en-decode", 4), 4u);
  EXPECT_GT(bounded_edit_distance("abc", "abcdefg", 3), 3u);
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> len(0, 14), letter(0, 3);
  for (int i = 0; i < 3000; ++i) {
    std::string a, b;
    for (int k = len(rng); k > 0; --k) a += static_cast<char>('a' + letter(rng));
    for (int k = len(rng); k > 0; --k) b += static_cast<char>('a' + letter(rng));
    const std::size_t exact = edit_distance(a, b);
    for (std::size_t bound = 0; bound <= 8; ++bound) {
      const std::size_t d = bounded_edit_distance(a, b, bound);
      if (exact <= bound)
        ASSERT_EQ(d, exact) << a << " " << b << " bound " << bound;
      else
        ASSERT_GT(d, bound) << a << " " << b << " bound " << bound;
    }
  }
}

TEST(IdSuggester, SuggestsTheIdOfATypo) {
  const std::vector<std::string> storage = {"kv-cache-rol", "kv-cache-lange-teksten", "prefill-en-decode"};
  const std::vector<std::string_view> ids(storage.begin(), storage.end());
  const IdSuggester s(ids);
  EXPECT_EQ(s.suggest("kv-cahce-lange-teksten"), "kv-cache-lange-teksten");
  EXPECT_EQ(s.suggest("prefil-en-decode"), "prefill-en-decode");
  EXPECT_EQ(s.suggest("training-versus-inferentie"), std::nullopt);
  EXPECT_EQ(s.suggest("kv-cache-rol"), std::nullopt);  // never the word itself
  EXPECT_EQ(IdSuggester().suggest("kv-cache-rol"), std::nullopt);
}

TEST(IdSuggester, AgreesWithClosestMatchOnRandomIdsAndTypos) {
  std::mt19937 rng(42);
  std::uniform_int_distribution<int> letter(0, 5), parts(1, 4), part_len(1, 7), edits(0, 6);
  auto random_id = [&] {
    std::string id;
    for (int p = parts(rng); p > 0; --p) {
      if (!id.empty()) id += '-';
      for (int k = part_len(rng); k > 0; --k) id += static_cast<char>('a' + letter(rng));
    }
    return id;
  };
  std::vector<std::string> storage;
  for (int i = 0; i < 400; ++i) storage.push_back(random_id());
  const std::vector<std::string_view> ids(storage.begin(), storage.end());
  const IdSuggester suggester(ids);
  for (int i = 0; i < 600; ++i) {
    std::string word = i % 3 == 0 ? random_id() : storage[static_cast<std::size_t>(i) % storage.size()];
    for (int e = edits(rng); e > 0 && !word.empty(); --e) {
      const std::size_t at = static_cast<std::size_t>(rng()) % word.size();
      switch (rng() % 3) {
        case 0:
          word.erase(at, 1);
          break;
        case 1:
          word.insert(at, 1, static_cast<char>('a' + letter(rng)));
          break;
        default:
          word[at] = static_cast<char>('a' + letter(rng));
          break;
      }
    }
    ASSERT_EQ(suggester.suggest(word), closest_match(word, storage)) << "word " << word;
  }
}

}  // namespace
}  // namespace qbank::graph
