// Graphviz DOT for `qbank graph --format dot`.
#include "core/i18n.h"
#include "graph/writers.h"

namespace qbank::graph {

std::string dot_quote(std::string_view text) {
  // Byte by byte: every character that needs escaping is ASCII, and the bytes of a multi-byte
  // UTF-8 sequence never are.
  std::string out = "\"";
  out.reserve(text.size() + 2);
  for (char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if ((static_cast<unsigned char>(c) < 0x20) || c == 0x7F) {
      out += ' ';
    } else {
      out += c;
    }
  }
  return out + "\"";
}

namespace {

std::string missing_key(const std::string& id) { return dot_quote("ontbreekt:" + id); }

std::string topic_title(const Topic& t) {
  return t.title.present && !t.title.value.empty() ? t.title.value.str() : t.id;
}

}  // namespace

void write_dot(const View& view, std::ostream& out) {
  const Bank& bank = *view.bank;
  out << "digraph qbank {\n";
  out << "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=12, newrank=true";
  if (!view.topic.empty()) out << ", label=" << dot_quote("onderwerp " + view.topic) << ", labelloc=t";
  out << "];\n";
  out << "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f4f6f8\", color=\"#5b6b7b\", "
         "fontname=\"Helvetica\", fontsize=10];\n";
  out << "  edge [color=\"#5b6b7b\", arrowsize=0.7];\n";

  auto write_node = [&](const ViewNode& node) {
    const Question& q = bank.questions[node.question];
    out << "    " << dot_quote(q.id)
        << " [label=" << dot_quote(q.published() ? q.id : q.id + " (" + q.status.value + ")")
        << ", tooltip=" << dot_quote(shorten(q.stem.value, kStemChars));
    if (!q.published())
      out << ", style=\"rounded,dashed\", fontcolor=\"#777777\"";
    else if (node.external)
      out << ", fillcolor=\"#ffffff\", color=\"#a0a8b0\"";
    out << "];\n";
  };
  // Nodes are sorted by topic, so each topic's nodes are one run.
  std::size_t i = 0;
  while (i < view.nodes.size()) {
    const std::uint32_t t = view.nodes[i].topic;
    std::size_t j = i;
    while (j < view.nodes.size() && view.nodes[j].topic == t) ++j;
    if (t == kNone) {
      for (; i < j; ++i) write_node(view.nodes[i]);
      continue;
    }
    const Topic& topic = bank.topics[t];
    out << "  subgraph " << dot_quote("cluster_" + topic.id) << " {\n";
    out << "    label=" << dot_quote(topic_title(topic)) << ";\n";
    out << "    tooltip=" << dot_quote(topic.id) << ";\n";
    out << "    style=\"rounded\"; color=\"#b8c2cc\"; fontcolor=\"#2c3e50\";\n";
    for (; i < j; ++i) write_node(view.nodes[i]);
    out << "  }\n";
  }
  for (const auto& id : view.missing) {
    // The node's key stays "ontbreekt:<id>" in every language: only what is shown is translated.
    out << "  " << missing_key(id) << " [label=" << dot_quote(format_message(tr("{} (ontbreekt)"), {id}))
        << ", tooltip=" << dot_quote(tr("geen vraag met dit id"))
        << ", style=\"dashed\", color=\"#d00000\", fontcolor=\"#d00000\"];\n";
  }
  for (const ViewEdge& e : view.edges) {
    const std::string& from = bank.questions[view.nodes[e.source].question].id;
    if (e.dangling) {
      out << "  " << dot_quote(from) << " -> " << missing_key(view.missing[e.target])
          << " [color=\"#d00000\", style=\"dashed\"];\n";
      continue;
    }
    if (e.mutual && e.target < e.source) continue;  // drawn once, from the first node
    out << "  " << dot_quote(from) << " -> " << dot_quote(bank.questions[view.nodes[e.target].question].id);
    if (e.mutual) out << " [dir=both]";
    out << ";\n";
  }
  out << "}\n";
}

}  // namespace qbank::graph
