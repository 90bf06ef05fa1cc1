#include "checks/duplicate/similarity_join.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <string_view>

#include "core/parallel.h"

namespace qbank::simjoin {
namespace {

// Thresholds are decimals such as 0.8 that binary floating point cannot hold exactly: compare
// with a small tolerance so that t·n = 8 is not read as 8.000000000000002.
constexpr double kTolerance = 1e-9;

std::size_t ceil_tolerant(double x) {
  const double c = std::ceil(x - kTolerance);
  return c <= 0 ? 0 : static_cast<std::size_t>(c);
}

// The smallest overlap a set of size n can have with any set at Jaccard >= t: t·n.
std::size_t min_overlap_alone(std::size_t n, double t) { return std::max<std::size_t>(1, ceil_tolerant(t * n)); }

// Prefix length: two sets at Jaccard >= t share a token within these first positions.
std::size_t prefix_length(std::size_t n, double t) {
  const std::size_t need = std::min(n, min_overlap_alone(n, t));
  return n - need + 1;
}

// Index prefix length of a set y that is only ever compared with sets at least as large: an
// overlap with such a set is at least 2t/(1+t)·|y|, so a shorter prefix suffices (All-Pairs).
std::size_t index_prefix_length(std::size_t n, double t) {
  const std::size_t need = std::min(n, std::max<std::size_t>(1, ceil_tolerant(2.0 * t / (1.0 + t) * n)));
  return n - need + 1;
}

// The smallest overlap two sets of these sizes need: o / (na + nb - o) >= t.
std::size_t min_overlap_pair(std::size_t na, std::size_t nb, double t) {
  return std::max<std::size_t>(1, ceil_tolerant(t * static_cast<double>(na + nb) / (1.0 + t)));
}

// The overlap of two sorted arrays; stops early, returning less than `need`, as soon as the
// rest cannot bring the overlap up to `need`.
std::size_t overlap_unless_below(const std::uint32_t* a, std::size_t na, const std::uint32_t* b, std::size_t nb,
                                 std::size_t need) {
  std::size_t i = 0, j = 0, n = 0;
  while (i < na && j < nb) {
    if (n + std::min(na - i, nb - j) < need) return n;
    if (a[i] < b[j]) {
      ++i;
    } else if (b[j] < a[i]) {
      ++j;
    } else {
      ++n;
      ++i;
      ++j;
    }
  }
  return n;
}

// Splits n items into interleaved tasks (k, k + T, k + 2T, ...), so that cheap and expensive
// items mix and each task can own its scratch memory.
unsigned task_count(std::size_t n, unsigned jobs) {
  if (jobs <= 1 || n < 256) return 1;
  return jobs * 4;
}

void sort_pairs(std::vector<Pair>& pairs) {
  std::sort(pairs.begin(), pairs.end(),
            [](const Pair& x, const Pair& y) { return x.a != y.a ? x.a < y.a : x.b < y.b; });
}

// The dictionary of make_token_sets: an open-addressing table that keeps short words in the
// slot itself, so that a lookup touches one cache line instead of chasing a pointer into
// another document's memory.
class WordTable {
 public:
  // The id of `word` (hash `h`); a new word gets the next id.
  std::uint32_t id(std::string_view word, std::uint64_t h) {
    std::size_t at = h & mask_;
    while (slots_[at].used) {
      const Slot& s = slots_[at];
      if (s.hash == h && s.length == word.size() &&
          std::memcmp(word.size() <= kInline ? s.text : s.word, word.data(), word.size()) == 0) {
        return s.id;
      }
      at = (at + 1) & mask_;
    }
    Slot& s = slots_[at];
    s.used = true;
    s.hash = h;
    s.id = count_++;
    s.length = static_cast<std::uint32_t>(word.size());
    if (word.size() <= kInline) std::memcpy(s.text, word.data(), word.size());
    s.word = word.data();
    words_.emplace_back(word, h);
    if (count_ * 2 > slots_.size()) grow();
    return count_ - 1;
  }
  std::uint32_t size() const { return count_; }
  // The words by id, with their hashes.
  const std::vector<std::pair<std::string_view, std::uint64_t>>& words() const { return words_; }

 private:
  static constexpr std::size_t kInline = 20;
  struct Slot {
    std::uint64_t hash = 0;
    const char* word = nullptr;  // the text the word was read from (compared for words longer than kInline)
    std::uint32_t id = 0;
    std::uint32_t length = 0;
    char text[kInline] = {};
    bool used = false;
  };
  void grow() {
    std::vector<Slot> bigger(slots_.size() * 2);
    const std::size_t mask = bigger.size() - 1;
    for (const Slot& s : slots_) {
      if (!s.used) continue;
      std::size_t at = s.hash & mask;
      while (bigger[at].used) at = (at + 1) & mask;
      bigger[at] = s;
    }
    slots_ = std::move(bigger);
    mask_ = mask;
  }
  std::vector<Slot> slots_ = std::vector<Slot>(4096);
  std::size_t mask_ = 4095;
  std::uint32_t count_ = 0;
  std::vector<std::pair<std::string_view, std::uint64_t>> words_;
};

// Each task numbers the words of a contiguous block of documents in its own table; the blocks'
// distinct words are then numbered in one table, block by block. Both number words in order of
// first appearance, so the ids do not depend on the number of tasks. `words(d, f)` calls f with
// each word of document d; `count(d)` is at least their number.
template <typename Words, typename Count>
std::vector<TokenSet> token_sets(std::size_t n, unsigned jobs, Words words, Count count) {
  const std::size_t tasks = jobs > 1 && n >= 1024 ? std::size_t{jobs} * 2 : 1;
  std::vector<TokenSet> sets(n);
  std::vector<WordTable> local(tasks);
  std::vector<std::vector<std::uint32_t>> local_frequency(tasks);
  auto block = [&](std::size_t t) { return std::pair<std::size_t, std::size_t>{n * t / tasks, n * (t + 1) / tasks}; };
  parallel_for(tasks, jobs, [&](std::size_t t) {
    const auto [from, to] = block(t);
    for (std::size_t d = from; d < to; ++d) {
      TokenSet& set = sets[d];
      set.reserve(count(d));
      words(d, [&](std::string_view w) { set.push_back(local[t].id(w, std::hash<std::string_view>{}(w))); });
      std::sort(set.begin(), set.end());
      set.erase(std::unique(set.begin(), set.end()), set.end());
      local_frequency[t].resize(local[t].size(), 0);
      for (std::uint32_t id : set) ++local_frequency[t][id];
    }
  });
  WordTable table;
  std::vector<std::uint32_t> frequency;
  std::vector<std::vector<std::uint32_t>> to_global(tasks);
  for (std::size_t t = 0; t < tasks; ++t) {
    const auto& distinct = local[t].words();
    to_global[t].resize(distinct.size());
    for (std::size_t k = 0; k < distinct.size(); ++k) {
      const std::uint32_t g = table.id(distinct[k].first, distinct[k].second);
      frequency.resize(table.size(), 0);
      frequency[g] += local_frequency[t][k];
      to_global[t][k] = g;
    }
  }
  // Rank by frequency, rarest first; ties keep the order of first appearance.
  std::vector<std::uint32_t> by_rank(frequency.size());
  std::iota(by_rank.begin(), by_rank.end(), 0u);
  std::stable_sort(by_rank.begin(), by_rank.end(),
                   [&](std::uint32_t x, std::uint32_t y) { return frequency[x] < frequency[y]; });
  std::vector<std::uint32_t> rank(frequency.size());
  for (std::uint32_t r = 0; r < by_rank.size(); ++r) rank[by_rank[r]] = r;
  parallel_for(tasks, jobs, [&](std::size_t t) {
    const auto [from, to] = block(t);
    for (std::size_t d = from; d < to; ++d) {
      for (auto& id : sets[d]) id = rank[to_global[t][id]];
      std::sort(sets[d].begin(), sets[d].end());
    }
  });
  return sets;
}

}  // namespace

std::vector<TokenSet> make_token_sets(const std::vector<std::vector<std::string>>& documents, unsigned jobs) {
  return token_sets(
      documents.size(), jobs,
      [&](std::size_t d, const auto& f) {
        for (const std::string& w : documents[d]) f(w);
      },
      [&](std::size_t d) { return documents[d].size(); });
}

std::vector<TokenSet> make_token_sets_packed(const std::vector<std::string>& documents, unsigned jobs) {
  return token_sets(
      documents.size(), jobs, [&](std::size_t d, const auto& f) { for_each_packed_word(documents[d], f); },
      [&](std::size_t d) {
        return static_cast<std::size_t>(std::count(documents[d].begin(), documents[d].end(), '\n'));
      });
}

std::size_t overlap(const TokenSet& a, const TokenSet& b) {
  std::size_t i = 0, j = 0, n = 0;
  while (i < a.size() && j < b.size()) {
    if (a[i] < b[j]) {
      ++i;
    } else if (b[j] < a[i]) {
      ++j;
    } else {
      ++n;
      ++i;
      ++j;
    }
  }
  return n;
}

double jaccard(std::size_t overlap, std::size_t size_a, std::size_t size_b) {
  const std::size_t uni = size_a + size_b - overlap;
  return uni == 0 ? 0.0 : static_cast<double>(overlap) / static_cast<double>(uni);
}

bool reaches(std::size_t overlap, std::size_t size_a, std::size_t size_b, double threshold) {
  const std::size_t uni = size_a + size_b - overlap;
  if (uni == 0) return false;
  return static_cast<double>(overlap) >= threshold * static_cast<double>(uni) - kTolerance;
}

std::vector<Pair> all_pairs(const std::vector<TokenSet>& sets, double threshold, unsigned jobs, JoinStats* stats) {
  const double t = threshold;
  // Records in the order of processing: by size, then by input index.
  std::vector<std::uint32_t> order;
  order.reserve(sets.size());
  for (std::uint32_t i = 0; i < sets.size(); ++i) {
    if (!sets[i].empty()) order.push_back(i);
  }
  std::stable_sort(order.begin(), order.end(),
                   [&](std::uint32_t x, std::uint32_t y) { return sets[x].size() < sets[y].size(); });
  const std::size_t m = order.size();
  std::vector<std::uint32_t> size_at(m);
  for (std::size_t p = 0; p < m; ++p) size_at[p] = static_cast<std::uint32_t>(sets[order[p]].size());
  // The records again, in one array in processing order: records of similar size, which are the
  // ones compared, lie close together in memory.
  std::vector<std::size_t> offset(m + 1, 0);
  for (std::size_t p = 0; p < m; ++p) offset[p + 1] = offset[p] + size_at[p];
  std::vector<std::uint32_t> tokens_at(offset[m]);
  for (std::size_t p = 0; p < m; ++p)
    std::copy(sets[order[p]].begin(), sets[order[p]].end(), tokens_at.begin() + static_cast<std::ptrdiff_t>(offset[p]));

  // The inverted index of every record's prefix, as one flat array per token (CSR). A posting
  // names the record by its position in `order` and the token's position in the record;
  // postings of a token are sorted by record position, hence by record size. A record is only
  // found by records after it (no smaller), so its shorter index prefix is enough.
  std::uint32_t tokens = 0;
  for (const auto& s : sets) {
    if (!s.empty()) tokens = std::max(tokens, s.back() + 1);
  }
  std::vector<std::uint32_t> start(static_cast<std::size_t>(tokens) + 1, 0);
  for (std::size_t p = 0; p < m; ++p) {
    const TokenSet& s = sets[order[p]];
    const std::size_t len = index_prefix_length(s.size(), t);
    for (std::size_t i = 0; i < len; ++i) ++start[s[i] + 1];
  }
  for (std::size_t r = 0; r < tokens; ++r) start[r + 1] += start[r];
  struct Posting {
    std::uint32_t record;
    std::uint32_t position;
    std::uint32_t size;  // of the record, read by the filters without another memory access
  };
  std::vector<Posting> postings(start[tokens]);
  {
    std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
    for (std::size_t p = 0; p < m; ++p) {
      const TokenSet& s = sets[order[p]];
      const std::size_t len = index_prefix_length(s.size(), t);
      for (std::size_t i = 0; i < len; ++i) {
        postings[fill[s[i]]++] = {static_cast<std::uint32_t>(p), static_cast<std::uint32_t>(i), size_at[p]};
      }
    }
  }

  // Probe: each record against the records before it in `order` (sizes no larger). Records are
  // independent, so they are spread over tasks; each task owns its overlap counters.
  const unsigned tasks = task_count(m, jobs);
  std::vector<std::vector<Pair>> found(tasks);
  std::vector<std::size_t> candidates(tasks, 0), scanned(tasks, 0);
  parallel_for(tasks, jobs, [&](std::size_t task) {
    constexpr std::int32_t kPruned = -1;
    std::vector<std::int32_t> count(m, 0);
    std::vector<std::uint32_t> touched;
    for (std::size_t p = task; p < m; p += tasks) {
      const std::uint32_t* x = tokens_at.data() + offset[p];
      const std::size_t nx = size_at[p];
      const std::size_t min_size = ceil_tolerant(t * nx);
      const std::size_t len = prefix_length(nx, t);
      for (std::size_t i = 0; i < len; ++i) {
        const Posting* begin = postings.data() + start[x[i]];
        const Posting* end = postings.data() + start[x[i] + 1];
        // Length filter: skip the records too small to reach t with x.
        begin = std::partition_point(begin, end, [&](const Posting& q) { return q.size < min_size; });
        const Posting* q = begin;
        for (; q != end && q->record < p; ++q) {
          std::int32_t& c = count[q->record];
          if (c == kPruned) continue;
          const std::size_t ny = q->size;
          // Positional filter: the overlap so far, this token, and at most what remains.
          const std::size_t bound = static_cast<std::size_t>(c) + 1 + std::min(nx - i - 1, ny - q->position - 1);
          if (c == 0) touched.push_back(q->record);
          if (bound >= min_overlap_pair(nx, ny, t)) {
            ++c;
          } else {
            c = kPruned;
          }
        }
        scanned[task] += static_cast<std::size_t>(q - begin);
      }
      for (std::uint32_t q : touched) {
        if (count[q] != kPruned) {
          ++candidates[task];
          const std::size_t ny = size_at[q];
          const std::size_t o =
              overlap_unless_below(x, nx, tokens_at.data() + offset[q], ny, min_overlap_pair(nx, ny, t));
          if (reaches(o, nx, ny, t)) {
            const std::uint32_t a = std::min(order[p], order[q]);
            const std::uint32_t b = std::max(order[p], order[q]);
            found[task].push_back({a, b, static_cast<std::uint32_t>(o)});
          }
        }
        count[q] = 0;
      }
      touched.clear();
    }
  });

  std::vector<Pair> out;
  std::size_t total = 0;
  for (const auto& f : found) total += f.size();
  out.reserve(total);
  for (auto& f : found) out.insert(out.end(), f.begin(), f.end());
  sort_pairs(out);
  if (stats) {
    stats->index_entries = postings.size();
    stats->scanned = std::accumulate(scanned.begin(), scanned.end(), std::size_t{0});
    stats->candidates = std::accumulate(candidates.begin(), candidates.end(), std::size_t{0});
    stats->results = out.size();
  }
  return out;
}

std::vector<Pair> brute_force(const std::vector<TokenSet>& sets, double threshold, unsigned jobs) {
  const std::size_t n = sets.size();
  const unsigned tasks = task_count(n, jobs);
  std::vector<std::vector<Pair>> found(tasks);
  parallel_for(tasks, jobs, [&](std::size_t task) {
    for (std::size_t a = task; a < n; a += tasks) {
      if (sets[a].empty()) continue;
      for (std::size_t b = a + 1; b < n; ++b) {
        if (sets[b].empty()) continue;
        const std::size_t o = overlap(sets[a], sets[b]);
        if (reaches(o, sets[a].size(), sets[b].size(), threshold)) {
          found[task].push_back(
              {static_cast<std::uint32_t>(a), static_cast<std::uint32_t>(b), static_cast<std::uint32_t>(o)});
        }
      }
    }
  });
  std::vector<Pair> out;
  for (auto& f : found) out.insert(out.end(), f.begin(), f.end());
  sort_pairs(out);
  return out;
}

}  // namespace qbank::simjoin
