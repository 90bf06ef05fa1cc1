// The question graph: every `related` id of every question resolved against the whole bank.
// Built once (in linear time, without an allocation per link) and then read concurrently by the
// graph checks, `qbank graph` and the exporters.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "core/model.h"
#include "graph/id_index.h"

namespace qbank::graph {

enum class LinkKind : std::uint8_t {
  Resolved,   // names another question of the bank
  Self,       // names the question itself
  Duplicate,  // repeats an id written earlier in the same list (see Link::first)
  Dangling,   // names no question of the bank
};

// One element of a question's `related` list.
struct Link {
  std::uint32_t target = kNone;  // question index; kNone when the id names no question
  std::uint32_t element = 0;     // index in Question::related
  std::uint32_t first = 0;       // Duplicate: the element of the first occurrence
  LinkKind kind = LinkKind::Resolved;
};

class LinkGraph {
 public:
  LinkGraph() = default;
  // Resolves every link of every question. The graph refers to `bank`, which must outlive it.
  explicit LinkGraph(const Bank& bank);

  std::size_t size() const { return offsets_.empty() ? 0 : offsets_.size() - 1; }
  const Bank& bank() const { return *bank_; }

  // The question with this id (the first one when an id is used twice), or kNone.
  std::uint32_t find(std::string_view id) const { return index_.find(id); }
  // False for a later copy of a duplicated id: links resolve to the first copy only.
  bool canonical(std::size_t q) const { return index_.find(bank_->questions[q].id) == q; }

  // The question's links, one per element of its `related` list, in order.
  std::span<const Link> links(std::size_t q) const {
    return {links_.data() + offsets_[q], links_.data() + offsets_[q + 1]};
  }
  // Distinct other questions this one links to (Resolved links), ascending by index.
  std::span<const std::uint32_t> targets(std::size_t q) const {
    return {targets_.data() + target_offsets_[q], targets_.data() + target_offsets_[q + 1]};
  }
  // Distinct other questions that link to this one, ascending by index.
  std::span<const std::uint32_t> sources(std::size_t q) const {
    return {sources_.data() + source_offsets_[q], sources_.data() + source_offsets_[q + 1]};
  }
  // True when `from` has a Resolved link to `to`.
  bool links_to(std::size_t from, std::size_t to) const;

  std::size_t link_count() const { return links_.size(); }  // every `related` element
  std::size_t dangling_count() const { return dangling_; }

 private:
  const Bank* bank_ = nullptr;
  IdIndex index_;
  std::vector<std::uint32_t> offsets_;  // size()+1, into links_
  std::vector<Link> links_;
  std::vector<std::uint32_t> target_offsets_, targets_;
  std::vector<std::uint32_t> source_offsets_, sources_;
  std::size_t dangling_ = 0;
};

// The ids of every question, in bank order, as views into the bank.
std::vector<std::string_view> question_ids(const Bank& bank);

}  // namespace qbank::graph
