// Fast lookups over the question ids of a bank: an exact index (open addressing over string
// views, no allocation per lookup) and "did you mean" suggestions by edit distance that give the
// same answer as closest_match() in core/strings.h without measuring every id in full.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qbank::graph {

inline constexpr std::uint32_t kNone = UINT32_MAX;

// Maps ids to their position in the list it was built from. The ids are copied into one block,
// so a lookup touches the slot and the id's bytes only. When an id occurs more than once, the
// first position wins (like Bank::find_question).
class IdIndex {
 public:
  IdIndex() = default;
  explicit IdIndex(const std::vector<std::string_view>& ids);
  // The position of `id`, or kNone.
  std::uint32_t find(std::string_view id) const;
  std::size_t size() const { return count_; }

 private:
  struct Slot {
    std::uint32_t hash = 0;
    std::uint32_t index = kNone;
  };
  std::string_view id(std::uint32_t index) const {
    return {text_.data() + starts_[index], starts_[index + 1] - starts_[index]};
  }
  std::vector<Slot> slots_;  // power-of-two size, at most half full
  std::string text_;         // every id, one after the other
  std::vector<std::size_t> starts_;
  std::size_t count_ = 0;
  std::size_t mask_ = 0;
};

// Suggests the id closest to a word that is not an id. The answer equals
// closest_match(word, ids): the smallest edit distance within a third of the longer string's
// length (at least 1), ties broken by the smaller id. It is found without measuring every id:
// under a growing bound k (1, 2, 3, 4, 8, ...) only ids that share enough bigrams with the word
// can be within k edits (the q-gram lemma: at least max(|a|, |b|) - 1 - 2k common bigrams), and
// those are measured with a banded distance that stops as soon as it exceeds k. A typo of one or
// two characters among 100,000 ids costs well under a millisecond.
class IdSuggester {
 public:
  IdSuggester() = default;
  explicit IdSuggester(const std::vector<std::string_view>& ids);
  std::optional<std::string> suggest(std::string_view word) const;

 private:
  struct Posting {
    std::uint32_t id;     // index into ids_
    std::uint32_t count;  // occurrences of the bigram in that id
  };
  std::vector<std::string_view> ids_;        // unique, sorted by length, then text
  std::vector<std::uint32_t> length_start_;  // ids of length L: [length_start_[L], length_start_[L + 1])
  std::vector<std::uint32_t> gram_offsets_;  // 65,537 entries, into postings_
  std::vector<Posting> postings_;            // per bigram, ascending by id (so by length)
};

// The edit distance of a and b when it is at most `bound`, else any value above `bound`.
std::size_t bounded_edit_distance(std::string_view a, std::string_view b, std::size_t bound);

}  // namespace qbank::graph
