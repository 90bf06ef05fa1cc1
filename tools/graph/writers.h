// Writers of a graph View: Graphviz DOT, Mermaid and JSON. Output depends only on the view (no
// time stamps, no hash order), so the same bank gives the same bytes.
#pragma once

#include <ostream>
#include <string>
#include <string_view>

#include "graph/view.h"

namespace qbank::graph {

// Stems are shortened to this many code points for tooltips and labels.
inline constexpr std::size_t kStemChars = 80;

// DOT: one cluster per topic (labelled with its title), a box per question (label: the id;
// tooltip: the shortened stem), mutual links as one double-headed edge, and dangling links as
// red dashed edges to a red dashed placeholder node. Renders with `dot -Tsvg`.
void write_dot(const View& view, std::ostream& out);

// Mermaid flowchart: one subgraph per topic, nodes labelled with the question id, mutual links
// as `<-->`, dangling links as red dotted links to a red dashed placeholder. Node and subgraph
// ids are generated (q1, t1, m1), every label is quoted with entity escapes, so it renders in
// GitHub and GitLab Markdown (inside a ```mermaid block).
void write_mermaid(const View& view, std::ostream& out);

// JSON: {"bank", "topic", "topics", "nodes", "edges", "missing", "statistics"}; every directed
// edge separately, with the degree and component of each node.
void write_json(const View& view, std::ostream& out);

// The escaping used by the writers, exposed for tests.
std::string dot_quote(std::string_view text);     // a DOT double-quoted string, quotes included
std::string mermaid_text(std::string_view text);  // the inside of a Mermaid "..." label

}  // namespace qbank::graph
