// Graph drawing with Graphviz as a library (libgvc/libcgraph, not a `dot` subprocess): the dot
// engine places the nodes and routes the edges, and the SVG is written here from that layout, so
// that every node and edge carries the page's CSS classes and links (no colours in the drawing).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace qbank::health {

struct GraphNode {
  std::vector<std::string> lines;  // the label, one line each
  std::string href;                // the node links here; empty: no link
  std::string tooltip;
  std::string id;         // the element id in the page (unique)
  std::string css_class;  // added to "knoop"
};

struct GraphEdge {
  std::size_t from = 0, to = 0;  // indices into GraphSpec::nodes
  bool both = false;             // an arrowhead at each end (a mutual link)
  bool constraint = true;        // false: the edge does not influence the ranks
  std::string label;
  std::string tooltip;
  std::string css_class;  // added to "verbinding"
};

enum class Layout {
  Hierarchy,  // dot: ranks from left to right, for graphs whose edges have a direction (parents)
  Network,    // neato (stress majorisation) without overlapping nodes, for a web of related links
};

struct GraphSpec {
  Layout layout = Layout::Hierarchy;
  std::string id;     // the <svg> element's id
  std::string title;  // its <title>
  std::vector<GraphNode> nodes;
  std::vector<GraphEdge> edges;
};

// Lays out `graph` with Graphviz (dot or neato, see Layout) and writes it as one <svg> element.
// Only Graphviz's own layout plugins are used, linked into the program rather than found through
// Graphviz's plugin configuration, and labels are measured with Graphviz's built-in font metrics:
// the same graph gives the same bytes on every machine, whatever Graphviz plugins it has installed.
// The layout's effort is bounded by iteration counts, never by time, and neato starts from a fixed
// placement (no random seed).
// On failure: empty, with a Dutch sentence in *error. Thread-safe (calls are serialised: Graphviz
// keeps global state).
std::string draw_graph(const GraphSpec& graph, std::string* error);

}  // namespace qbank::health
