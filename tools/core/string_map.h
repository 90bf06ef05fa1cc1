// A hash map from strings to small values for the hot loops of a lint: the spelling check's table
// of distinct words, the text analyser's word cache, the explanation check's document frequencies
// (each a lookup per word of the bank). Open addressing over the keys' hashes,
// which the slots keep, with the entries in one vector in insertion order: a lookup touches one
// slot and one entry, where std::unordered_map chases a bucket, the node before and the node.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace qbank {

template <typename V>
class StringMap {
 public:
  using Entry = std::pair<std::string, V>;

  // The value of `key`, with `value` inserted when the key is new (second: whether it was).
  // The pointer is valid until the next insertion.
  std::pair<V*, bool> try_emplace(std::string_view key, V value) {
    const std::uint64_t hash = hash_of(key);
    if (V* v = find(key, hash)) return {v, false};
    if ((entries_.size() + 1) * 2 > slots_.size()) grow();
    entries_.emplace_back(std::string(key), std::move(value));
    place({hash, static_cast<std::uint32_t>(entries_.size())});
    return {&entries_.back().second, true};
  }

  V* find(std::string_view key) { return find(key, hash_of(key)); }
  const V* find(std::string_view key) const { return const_cast<StringMap*>(this)->find(key, hash_of(key)); }

  std::size_t size() const { return entries_.size(); }
  bool empty() const { return entries_.empty(); }
  void clear() {
    slots_.clear();
    entries_.clear();
  }
  // Every key and value, in the order of insertion.
  const std::vector<Entry>& entries() const { return entries_; }
  // The position of `key` in entries(), inserted with `value` when new; positions never change.
  std::uint32_t index_of(std::string_view key, V value) {
    const std::uint64_t hash = hash_of(key);
    if (const std::size_t at = find_entry(key, hash); at != kNone) return static_cast<std::uint32_t>(at);
    if ((entries_.size() + 1) * 2 > slots_.size()) grow();
    entries_.emplace_back(std::string(key), std::move(value));
    place({hash, static_cast<std::uint32_t>(entries_.size())});
    return static_cast<std::uint32_t>(entries_.size() - 1);
  }
  V& value_at(std::uint32_t index) { return entries_[index].second; }

 private:
  struct Slot {
    std::uint64_t hash = 0;
    std::uint32_t entry = 0;  // index into entries_ plus one; 0: empty
  };

  static std::uint64_t hash_of(std::string_view key) { return std::hash<std::string_view>{}(key); }

  static constexpr std::size_t kNone = static_cast<std::size_t>(-1);

  // The index in entries_ of `key`, or kNone.
  std::size_t find_entry(std::string_view key, std::uint64_t hash) const {
    if (slots_.empty()) return kNone;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t at = hash & mask;; at = (at + 1) & mask) {
      const Slot& s = slots_[at];
      if (s.entry == 0) return kNone;
      if (s.hash == hash && entries_[s.entry - 1].first == key) return s.entry - 1;
    }
  }

  V* find(std::string_view key, std::uint64_t hash) {
    const std::size_t at = find_entry(key, hash);
    return at == kNone ? nullptr : &entries_[at].second;
  }

  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(std::max<std::size_t>(1024, old.size() * 2), Slot{});
    for (const Slot& s : old) {
      if (s.entry != 0) place(s);
    }
  }

  void place(Slot slot) {
    const std::size_t mask = slots_.size() - 1;
    std::size_t at = slot.hash & mask;
    while (slots_[at].entry != 0) at = (at + 1) & mask;
    slots_[at] = slot;
  }

  std::vector<Slot> slots_;  // a power of two, at most half full
  std::vector<Entry> entries_;
};

}  // namespace qbank
