// JSON for `qbank graph --format json`: nodes, edges and statistics. Streamed (a 100,000-question
// bank gives about 90 MB), two-space indentation, keys in a fixed order.
#include <algorithm>

#include "core/json_out.h"
#include "graph/writers.h"

namespace qbank::graph {

void write_json(const View& view, std::ostream& stream) {
  using jsonout::Object;
  using jsonout::object_array;
  using jsonout::Out;
  using jsonout::string_array;
  const Bank& bank = *view.bank;
  Out out(stream);
  Object doc(out, 0);
  doc.text("bank", bank.root_display);
  if (view.topic.empty())
    doc.raw("topic", "null");
  else
    doc.text("topic", view.topic);

  doc.key("topics");
  object_array(out, view.topics.size(), 2, [&](std::size_t i, int level) {
    const Topic& topic = bank.topics[view.topics[i]];
    Object o(out, level);
    o.text("id", topic.id);
    o.text("title", topic.title.value);
    if (topic.parent)
      o.text("parent", topic.parent->id);
    else
      o.raw("parent", "null");
    std::vector<std::string> prerequisites;
    for (const auto& p : topic.prerequisites) prerequisites.push_back(p.id);
    o.key("prerequisites");
    string_array(out, prerequisites, level + 2);
    o.close();
  });

  doc.key("nodes");
  object_array(out, view.nodes.size(), 2, [&](std::size_t i, int level) {
    const ViewNode& node = view.nodes[i];
    const Question& q = bank.questions[node.question];
    Object o(out, level);
    o.text("id", q.id);
    o.text("topic", q.topic);
    o.text("status", q.status.present ? q.status.value.str() : std::string("published"));
    o.text("label", shorten(q.stem.value, kStemChars));
    o.flag("external", node.external);
    o.number("in_degree", node.in_degree);
    o.number("out_degree", node.out_degree);
    o.number("component", node.component);
    o.close();
  });

  doc.key("edges");
  object_array(out, view.edges.size(), 2, [&](std::size_t i, int level) {
    const ViewEdge& e = view.edges[i];
    Object o(out, level);
    o.text("source", bank.questions[view.nodes[e.source].question].id);
    o.text("target", e.dangling ? view.missing[e.target] : bank.questions[view.nodes[e.target].question].id);
    o.text("kind", e.dangling ? "dangling" : e.self ? "self" : e.mutual ? "mutual" : "one-way");
    o.close();
  });

  doc.key("missing");
  string_array(out, view.missing, 2);

  const ViewStatistics& s = view.statistics;
  doc.key("statistics");
  Object st(out, 2);
  st.number("questions", s.questions);
  st.number("external_questions", s.external_questions);
  st.number("topics", s.topics);
  st.number("edges", s.edges);
  st.number("dangling_edges", s.dangling_edges);
  st.number("self_links", s.self_links);
  st.number("duplicate_links", s.duplicate_links);
  st.number("one_way_edges", s.one_way_edges);
  st.number("mutual_pairs", s.mutual_pairs);
  st.number("components", s.components);
  st.number("largest_component", s.largest_component);
  st.number("isolated", s.isolated);
  st.number("max_in_degree", s.max_in_degree);
  st.number("max_out_degree", s.max_out_degree);
  st.raw("mean_degree", jsonout::decimal(s.mean_degree));
  st.close();
  doc.close();
  out << '\n';
}

}  // namespace qbank::graph
