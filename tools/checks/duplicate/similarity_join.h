// Set-similarity self-join: all pairs of token sets whose Jaccard similarity reaches a threshold.
//
// The join follows All-Pairs (Bayardo et al., WWW 2007) with the positional filter of PPJoin
// (Xiao et al., WWW 2008): tokens are ranked by document frequency, rarest first, so that two
// sets with Jaccard >= t must share a token within their short prefixes; only sets that share a
// prefix token become candidates, a length filter and a positional filter drop most of those,
// and every remaining candidate is verified by an exact overlap count. The result is exactly the
// brute-force result (the filters are bounds, not estimates), at a small fraction of the cost.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace qbank::simjoin {

// A set of token ranks, sorted ascending, without repeats. Rank 0 is the rarest token.
using TokenSet = std::vector<std::uint32_t>;

// Two sets (indices into the input, a < b) and the size of their intersection.
struct Pair {
  std::uint32_t a = 0;
  std::uint32_t b = 0;
  std::uint32_t overlap = 0;
  friend bool operator==(const Pair&, const Pair&) = default;
};

// Counters for benchmarks and tests.
struct JoinStats {
  std::size_t index_entries = 0;  // postings in the prefix index
  std::size_t scanned = 0;        // postings read while probing
  std::size_t candidates = 0;     // pairs that survived the prefix, length and positional filters
  std::size_t results = 0;
};

// Turns word lists into token sets: a word's rank orders words by the number of lists that hold
// it (rarest first; ties by first appearance, so the ranks are deterministic). Repeats inside a
// list count once. Uses up to `jobs` threads.
std::vector<TokenSet> make_token_sets(const std::vector<std::vector<std::string>>& documents, unsigned jobs = 1);
// The same for packed word lists: each word followed by '\n' (words hold no line break). One
// string per list instead of one per word: at 100,000 questions the duplicate check's word lists
// took 100 MB as strings, and under 20 MB packed. The same lists give the same sets.
std::vector<TokenSet> make_token_sets_packed(const std::vector<std::string>& documents, unsigned jobs = 1);
// Calls f with each word of a packed list.
template <typename F>
void for_each_packed_word(std::string_view packed, F&& f) {
  std::size_t from = 0;
  for (std::size_t end = packed.find('\n'); end != std::string_view::npos; end = packed.find('\n', from)) {
    f(packed.substr(from, end - from));
    from = end + 1;
  }
}

std::size_t overlap(const TokenSet& a, const TokenSet& b);
// Jaccard similarity |a ∩ b| / |a ∪ b| of sets with these sizes; 0 for two empty sets.
double jaccard(std::size_t overlap, std::size_t size_a, std::size_t size_b);
// True when the Jaccard similarity reaches `threshold`. Both joins decide with this function,
// so they agree on pairs exactly at the threshold.
bool reaches(std::size_t overlap, std::size_t size_a, std::size_t size_b, double threshold);

// All pairs with Jaccard >= threshold (0 < threshold <= 1), sorted by (a, b). Empty sets take
// no part. Uses up to `jobs` threads; the result does not depend on it.
std::vector<Pair> all_pairs(const std::vector<TokenSet>& sets, double threshold, unsigned jobs,
                            JoinStats* stats = nullptr);

// The same by comparing every pair (the baseline for tests and benchmarks).
std::vector<Pair> brute_force(const std::vector<TokenSet>& sets, double threshold, unsigned jobs);

}  // namespace qbank::simjoin
