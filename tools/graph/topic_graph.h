// The topic graph: each topic's parent and prerequisites resolved to topic indices (Bank::topics
// is sorted by id, so index order is id order), with the cycles, depths and reachability the
// graph checks report. Ids that name no topic are left out (schema/unknown-topic reports them).
#pragma once

#include <cstdint>
#include <vector>

#include "core/model.h"
#include "graph/id_index.h"

namespace qbank::graph {

// One edge of the topic graph, at the place it is written.
struct TopicEdge {
  std::uint32_t from = 0;
  std::uint32_t to = 0;
  std::uint32_t element = 0;  // prerequisites: index in Topic::prerequisites; parent: 0
};

// A cycle as its edges in order: edges[0].from is the cycle's smallest topic, and each edge's
// `to` is the next edge's `from`; the last edge returns to the first topic.
struct TopicCycle {
  std::vector<TopicEdge> edges;
};

class TopicGraph {
 public:
  TopicGraph() = default;
  explicit TopicGraph(const Bank& bank);

  std::size_t size() const { return parent_.size(); }
  std::uint32_t find(std::string_view id) const { return index_.find(id); }

  // The resolved parent, or kNone (no parent, or one that names no topic).
  std::uint32_t parent(std::size_t t) const { return parent_[t]; }
  // Resolved prerequisites in written order (later copies of an id left out).
  const std::vector<TopicEdge>& prerequisites(std::size_t t) const { return prerequisites_[t]; }

  // Every parent cycle, once, ordered by its smallest topic.
  const std::vector<TopicCycle>& parent_cycles() const { return parent_cycles_; }
  bool on_parent_cycle(std::size_t t) const { return on_parent_cycle_[t]; }
  // The depth below a root topic via parent: 1 for a topic without a (known) parent; 0 when the
  // parent chain runs into a cycle and never reaches a root.
  std::uint32_t depth(std::size_t t) const { return depth_[t]; }
  // For a topic whose parent chain runs into a cycle without being on it: the first topic of
  // that cycle the chain reaches; kNone otherwise.
  std::uint32_t parent_cycle_entry(std::size_t t) const { return parent_cycle_entry_[t]; }

  // Elementary prerequisite cycles (Johnson's algorithm), each once, at most `per_group` per
  // strongly connected group of topics. `truncated` lists the groups where the limit was hit
  // (by their smallest topic).
  struct PrerequisiteCycles {
    std::vector<TopicCycle> cycles;
    std::vector<std::uint32_t> truncated;
  };
  PrerequisiteCycles prerequisite_cycles(std::size_t per_group) const;
  // True when the topic lies on a prerequisite cycle (its group has more than one topic, or it
  // is its own prerequisite).
  bool on_prerequisite_cycle(std::size_t t) const { return on_prerequisite_cycle_[t]; }
  // The strongly connected group of topics (via prerequisites) the topic belongs to.
  std::uint32_t prerequisite_group(std::size_t t) const { return component_[t]; }
  // For a topic that is not on a cycle but needs (directly or through other prerequisites) a
  // topic that is: the prerequisite edge of this topic that leads there; nullopt otherwise.
  // Following blocked_by() from topic to topic ends at a topic on a cycle.
  const TopicEdge* blocked_by(std::size_t t) const;

 private:
  IdIndex index_;
  std::vector<std::uint32_t> parent_;
  std::vector<std::vector<TopicEdge>> prerequisites_;
  std::vector<TopicCycle> parent_cycles_;
  std::vector<bool> on_parent_cycle_;
  std::vector<std::uint32_t> depth_;
  std::vector<std::uint32_t> parent_cycle_entry_;
  std::vector<std::uint32_t> component_;  // prerequisite strongly connected component per topic
  std::vector<bool> on_prerequisite_cycle_;
  std::vector<std::int64_t> blocked_edge_;  // index into prerequisites_[t], or -1
};

}  // namespace qbank::graph
