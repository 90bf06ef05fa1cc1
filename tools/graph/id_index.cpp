#include "graph/id_index.h"

#include <algorithm>
#include <functional>

namespace qbank::graph {

namespace {

std::uint32_t hash_id(std::string_view id) {
  const std::size_t h = std::hash<std::string_view>{}(id);
  return static_cast<std::uint32_t>(h ^ (h >> 32));
}

// closest_match()'s threshold: a third of the longer length, at least one edit.
std::size_t typo_limit(std::size_t a, std::size_t b) { return std::max<std::size_t>(1, std::max(a, b) / 3); }

std::size_t banded_distance(std::string_view a, std::string_view b, std::size_t bound, std::vector<std::size_t>& prev,
                            std::vector<std::size_t>& cur) {
  const std::size_t n = a.size(), m = b.size();
  const std::size_t inf = bound + 1;
  if ((n > m ? n - m : m - n) > bound) return inf;
  prev.assign(m + 2, inf);
  cur.assign(m + 2, inf);
  for (std::size_t j = 0; j <= std::min(m, bound); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= n; ++i) {
    const std::size_t lo = i > bound ? i - bound : 1;
    const std::size_t hi = std::min(m, i + bound);
    cur[lo - 1] = lo == 1 && i <= bound ? i : inf;
    std::size_t row_min = cur[lo - 1];
    for (std::size_t j = lo; j <= hi; ++j) {
      std::size_t v = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      v = std::min(v, prev[j] + 1);
      v = std::min(v, cur[j - 1] + 1);
      v = std::min(v, inf);
      cur[j] = v;
      row_min = std::min(row_min, v);
    }
    if (hi + 1 <= m) cur[hi + 1] = inf;
    if (row_min > bound) return inf;
    std::swap(prev, cur);
  }
  return prev[m];
}

}  // namespace

IdIndex::IdIndex(const std::vector<std::string_view>& ids) {
  std::size_t bytes = 0;
  for (std::string_view id : ids) bytes += id.size();
  text_.reserve(bytes);
  starts_.reserve(ids.size() + 1);
  for (std::string_view id : ids) {
    starts_.push_back(text_.size());
    text_.append(id);
  }
  starts_.push_back(text_.size());
  std::size_t capacity = 16;
  while (capacity < ids.size() * 2) capacity *= 2;
  slots_.assign(capacity, Slot{});
  mask_ = capacity - 1;
  for (std::uint32_t i = 0; i < ids.size(); ++i) {
    const std::uint32_t h = hash_id(ids[i]);
    std::size_t pos = h & mask_;
    bool present = false;
    while (slots_[pos].index != kNone) {
      if (slots_[pos].hash == h && id(slots_[pos].index) == ids[i]) {
        present = true;  // a later copy of an id: the first one stays
        break;
      }
      pos = (pos + 1) & mask_;
    }
    if (present) continue;
    slots_[pos] = Slot{h, i};
    ++count_;
  }
}

std::uint32_t IdIndex::find(std::string_view word) const {
  if (slots_.empty()) return kNone;
  const std::uint32_t h = hash_id(word);
  std::size_t pos = h & mask_;
  while (slots_[pos].index != kNone) {
    if (slots_[pos].hash == h && id(slots_[pos].index) == word) return slots_[pos].index;
    pos = (pos + 1) & mask_;
  }
  return kNone;
}

std::size_t bounded_edit_distance(std::string_view a, std::string_view b, std::size_t bound) {
  std::vector<std::size_t> prev, cur;
  return banded_distance(a, b, bound, prev, cur);
}

namespace {

// The distinct bigrams of a string with their counts, as 16-bit codes.
void bigrams(std::string_view s, std::vector<std::pair<std::uint32_t, std::uint32_t>>& out) {
  out.clear();
  for (std::size_t i = 0; i + 1 < s.size(); ++i) {
    out.push_back(
        {static_cast<std::uint32_t>(static_cast<unsigned char>(s[i])) << 8 | static_cast<unsigned char>(s[i + 1]), 1});
  }
  std::sort(out.begin(), out.end());
  std::size_t k = 0;
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (k > 0 && out[k - 1].first == out[i].first)
      ++out[k - 1].second;
    else
      out[k++] = out[i];
  }
  out.resize(k);
}

}  // namespace

IdSuggester::IdSuggester(const std::vector<std::string_view>& ids) : ids_(ids) {
  std::sort(ids_.begin(), ids_.end(),
            [](std::string_view a, std::string_view b) { return a.size() != b.size() ? a.size() < b.size() : a < b; });
  ids_.erase(std::unique(ids_.begin(), ids_.end()), ids_.end());
  const std::size_t max_len = ids_.empty() ? 0 : ids_.back().size();
  length_start_.assign(max_len + 2, 0);
  for (std::string_view id : ids_) ++length_start_[id.size() + 1];
  for (std::size_t l = 1; l < length_start_.size(); ++l) length_start_[l] += length_start_[l - 1];

  // Bigrams of every id, computed once and kept for the second pass.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> all, grams;
  std::vector<std::uint32_t> id_start(ids_.size() + 1, 0);
  gram_offsets_.assign(65537, 0);
  for (std::uint32_t i = 0; i < ids_.size(); ++i) {
    bigrams(ids_[i], grams);
    id_start[i] = static_cast<std::uint32_t>(all.size());
    all.insert(all.end(), grams.begin(), grams.end());
    for (const auto& g : grams) ++gram_offsets_[g.first + 1];
  }
  id_start[ids_.size()] = static_cast<std::uint32_t>(all.size());
  for (std::size_t g = 1; g < gram_offsets_.size(); ++g) gram_offsets_[g] += gram_offsets_[g - 1];
  postings_.resize(gram_offsets_.back());
  std::vector<std::uint32_t> fill(gram_offsets_.begin(), gram_offsets_.end() - 1);
  for (std::uint32_t i = 0; i < ids_.size(); ++i) {
    for (std::uint32_t k = id_start[i]; k < id_start[i + 1]; ++k) {
      postings_[fill[all[k].first]++] = Posting{i, all[k].second};
    }
  }
}

std::optional<std::string> IdSuggester::suggest(std::string_view word) const {
  if (ids_.empty()) return std::nullopt;
  const std::size_t w = word.size();
  const std::size_t max_len = ids_.back().size();
  const std::size_t widest = typo_limit(w, max_len);  // no candidate allows more edits

  std::vector<std::pair<std::uint32_t, std::uint32_t>> grams;
  bigrams(word, grams);
  // Scratch space per thread: shared-bigram counts per id, reset after use.
  thread_local std::vector<std::uint32_t> common;
  thread_local std::vector<std::uint32_t> touched;
  thread_local std::vector<std::size_t> prev, cur;
  if (common.size() < ids_.size()) common.assign(ids_.size(), 0);

  std::uint32_t best = kNone;
  std::size_t best_d = 0;
  auto consider = [&](std::uint32_t c, std::size_t bound) {
    const std::string_view id = ids_[c];
    if (id == word) return;
    if (best != kNone) bound = std::min(bound, best_d);
    const std::size_t diff = id.size() > w ? id.size() - w : w - id.size();
    if (diff > bound) return;
    const std::size_t d = banded_distance(word, id, bound, prev, cur);
    if (d > bound) return;
    if (best == kNone || d < best_d || (d == best_d && id < ids_[best])) {
      best = c;
      best_d = d;
    }
  };
  // The bound under which an id of length `len` can match, and the bigrams it then must share.
  auto bound_for = [&](std::size_t cap, std::size_t len) { return std::min(cap, typo_limit(w, len)); };
  auto needed = [&](std::size_t bound, std::size_t len) -> std::ptrdiff_t {
    return static_cast<std::ptrdiff_t>(std::max(w, len)) - 1 - 2 * static_cast<std::ptrdiff_t>(bound);
  };

  for (std::size_t cap = 1;; cap = cap < 4 ? cap + 1 : cap * 2) {
    const std::size_t lo_len = w > cap ? w - cap : 0;
    const std::size_t hi_len = std::min(max_len, w + cap);
    if (lo_len <= hi_len) {
      const std::uint32_t lo = length_start_[lo_len], hi = length_start_[hi_len + 1];
      // Shared bigrams of the ids in the length band.
      touched.clear();
      for (const auto& [code, count] : grams) {
        const Posting* begin = postings_.data() + gram_offsets_[code];
        const Posting* end = postings_.data() + gram_offsets_[code + 1];
        const Posting* p = std::lower_bound(begin, end, lo, [](const Posting& x, std::uint32_t v) { return x.id < v; });
        for (; p != end && p->id < hi; ++p) {
          if (common[p->id] == 0) touched.push_back(p->id);
          common[p->id] += std::min(count, p->count);
        }
      }
      for (std::uint32_t c : touched) {
        const std::size_t len = ids_[c].size();
        const std::size_t bound = bound_for(cap, len);
        const std::ptrdiff_t need = needed(bound, len);
        if (need > 0 && static_cast<std::ptrdiff_t>(common[c]) >= need) consider(c, bound);
      }
      for (std::uint32_t c : touched) common[c] = 0;
      // Lengths where no shared bigram is needed: every id of that length.
      for (std::size_t len = lo_len; len <= hi_len; ++len) {
        const std::size_t bound = bound_for(cap, len);
        if (needed(bound, len) > 0) continue;
        for (std::uint32_t c = length_start_[len]; c < length_start_[len + 1]; ++c) consider(c, bound);
      }
    }
    if (best != kNone) return std::string(ids_[best]);
    if (cap >= widest) return std::nullopt;
  }
}

}  // namespace qbank::graph
