// A drawable selection of the question graph, shared by the DOT, Mermaid and JSON writers (and
// the exporters): nodes sorted by topic and id, distinct edges sorted by their ends, placeholder
// nodes for ids that name no question, and the statistics `qbank graph --format json` prints.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "graph/link_graph.h"
#include "graph/topic_graph.h"

namespace qbank::graph {

struct ViewNode {
  std::uint32_t question = 0;    // index into Bank::questions
  std::uint32_t topic = kNone;   // index into Bank::topics
  bool external = false;         // outside the selected topic, shown because a link touches it
  std::uint32_t in_degree = 0;   // edges of the view that end here (a self-link counts)
  std::uint32_t out_degree = 0;  // edges of the view that start here (dangling ones count)
  std::uint32_t component = 0;   // weakly connected component, numbered in node order
};

struct ViewEdge {
  std::uint32_t source = 0;  // index into View::nodes
  std::uint32_t target = 0;  // index into View::nodes, or into View::missing when dangling
  bool dangling = false;
  bool self = false;
  bool mutual = false;  // the target links back (and that edge is in the view too)
};

struct ViewStatistics {
  std::size_t questions = 0;           // nodes in the selection
  std::size_t external_questions = 0;  // nodes outside it
  std::size_t topics = 0;              // topics with a node
  std::size_t edges = 0;
  std::size_t dangling_edges = 0;
  std::size_t self_links = 0;
  std::size_t one_way_edges = 0;  // resolved, not self, not mutual
  std::size_t mutual_pairs = 0;
  std::size_t duplicate_links = 0;  // repeated `related` elements left out of the edges
  std::size_t components = 0;
  std::size_t largest_component = 0;
  std::size_t isolated = 0;  // nodes without any edge
  std::uint32_t max_in_degree = 0, max_out_degree = 0;
  double mean_degree = 0;  // edges between questions per node (in = out on average)
};

struct View {
  const Bank* bank = nullptr;
  std::string topic;                  // the selected topic; empty: the whole bank
  std::vector<std::uint32_t> topics;  // topics with a node, ascending (id order)
  std::vector<ViewNode> nodes;        // by topic id, then question id
  std::vector<std::string> missing;   // ids that name no question, sorted
  std::vector<ViewEdge> edges;        // by source node, then target node, then missing id
  ViewStatistics statistics;
};

// The whole bank (topic empty) or one topic with its sub-topics (via parent): their questions,
// every link that starts or ends at one of them, and the questions at the other end of those
// links (external). A later copy of a duplicated question id is left out (schema/duplicate-id).
// Throws std::invalid_argument when `topic` names no topic.
View make_view(const LinkGraph& links, const TopicGraph& topics, std::string_view topic = {});

// The first `max_chars` code points of `text` on one line (white space collapsed), cut at a word
// boundary when one is near, with "…" when shortened. For labels and tooltips.
std::string shorten(std::string_view text, std::size_t max_chars);

}  // namespace qbank::graph
