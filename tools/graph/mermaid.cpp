// Mermaid flowchart for `qbank graph --format mermaid`.
#include "core/i18n.h"
#include "graph/writers.h"

namespace qbank::graph {

std::string mermaid_text(std::string_view text) {
  // Mermaid reads "#name;" and "#123;" as entities inside quoted labels, so every character that
  // could end the label, start an entity or be read as Markdown or HTML is written as one. Byte
  // by byte: all of them are ASCII, and no byte of a multi-byte UTF-8 sequence is.
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '"':
        out += "#quot;";
        break;
      case '#':
        out += "#35;";
        break;
      case '&':
        out += "#amp;";
        break;
      case '<':
        out += "#lt;";
        break;
      case '>':
        out += "#gt;";
        break;
      case '`':
        out += "#96;";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F)
          out += ' ';
        else
          out += c;
    }
  }
  return out;
}

void write_mermaid(const View& view, std::ostream& out) {
  const Bank& bank = *view.bank;
  auto node_id = [](std::size_t i) { return "q" + std::to_string(i + 1); };
  auto missing_id = [](std::size_t i) { return "m" + std::to_string(i + 1); };
  auto label = [&](const ViewNode& node) {
    const Question& q = bank.questions[node.question];
    return "[\"" + mermaid_text(q.published() ? q.id : q.id + " (" + q.status.value + ")") + "\"]";
  };

  out << "flowchart LR\n";
  std::size_t i = 0, subgraphs = 0;
  while (i < view.nodes.size()) {
    const std::uint32_t t = view.nodes[i].topic;
    std::size_t j = i;
    while (j < view.nodes.size() && view.nodes[j].topic == t) ++j;
    if (t == kNone) {
      for (; i < j; ++i) out << "  " << node_id(i) << label(view.nodes[i]) << "\n";
      continue;
    }
    const Topic& topic = bank.topics[t];
    const std::string title = topic.title.present && !topic.title.value.empty() ? topic.title.value.str() : topic.id;
    out << "  subgraph t" << ++subgraphs << "[\"" << mermaid_text(title) << "\"]\n";
    for (; i < j; ++i) out << "    " << node_id(i) << label(view.nodes[i]) << "\n";
    out << "  end\n";
  }
  for (std::size_t m = 0; m < view.missing.size(); ++m) {
    out << "  " << missing_id(m) << "[\"" << mermaid_text(format_message(tr("{} (ontbreekt)"), {view.missing[m]}))
        << "\"]\n";
  }

  std::string red_links;
  std::size_t link = 0;
  for (const ViewEdge& e : view.edges) {
    if (e.mutual && e.target < e.source) continue;  // drawn once, from the first node
    if (e.dangling) {
      out << "  " << node_id(e.source) << " -.-> " << missing_id(e.target) << "\n";
      red_links += (red_links.empty() ? "" : ",") + std::to_string(link);
    } else {
      out << "  " << node_id(e.source) << (e.mutual ? " <--> " : " --> ") << node_id(e.target) << "\n";
    }
    ++link;
  }

  std::string unpublished, external;
  for (std::size_t n = 0; n < view.nodes.size(); ++n) {
    const ViewNode& node = view.nodes[n];
    if (!bank.questions[node.question].published())
      unpublished += (unpublished.empty() ? "" : ",") + node_id(n);
    else if (node.external)
      external += (external.empty() ? "" : ",") + node_id(n);
  }
  std::string missing;
  for (std::size_t m = 0; m < view.missing.size(); ++m) missing += (missing.empty() ? "" : ",") + missing_id(m);
  if (!missing.empty()) {
    out << "  classDef missing fill:#ffffff,stroke:#d00000,color:#d00000,stroke-dasharray:5 5\n";
    out << "  class " << missing << " missing\n";
  }
  if (!unpublished.empty()) {
    out << "  classDef unpublished fill:#ffffff,stroke:#777777,color:#777777,stroke-dasharray:3 3\n";
    out << "  class " << unpublished << " unpublished\n";
  }
  if (!external.empty()) {
    out << "  classDef external fill:#ffffff,stroke:#a0a8b0\n";
    out << "  class " << external << " external\n";
  }
  if (!red_links.empty()) out << "  linkStyle " << red_links << " stroke:#d00000,color:#d00000\n";
}

}  // namespace qbank::graph
