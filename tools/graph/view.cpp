#include "graph/view.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

#include "core/utf8.h"

namespace qbank::graph {

namespace {

std::uint32_t find_root(std::vector<std::uint32_t>& parent, std::uint32_t x) {
  while (parent[x] != x) {
    parent[x] = parent[parent[x]];
    x = parent[x];
  }
  return x;
}

}  // namespace

View make_view(const LinkGraph& links, const TopicGraph& topics, std::string_view topic) {
  const Bank& bank = links.bank();
  View view;
  view.bank = &bank;
  view.topic = std::string(topic);
  const std::size_t nt = bank.topics.size();
  const std::size_t nq = bank.questions.size();

  // The selected topics: all, or the topic and every topic whose parent chain leads to it.
  std::vector<bool> selected_topic(nt, topic.empty());
  if (!topic.empty()) {
    const std::uint32_t root = topics.find(topic);
    if (root == kNone) throw std::invalid_argument("unknown topic");
    for (std::uint32_t t = 0; t < nt; ++t) {
      std::uint32_t u = t;
      for (std::size_t steps = 0; u != kNone && steps <= nt; ++steps, u = topics.parent(u)) {
        if (u == root) {
          selected_topic[t] = true;
          break;
        }
      }
    }
  }
  std::vector<std::uint32_t> topic_of(nq, kNone);
  std::vector<bool> selected(nq, false);
  for (std::uint32_t q = 0; q < nq; ++q) {
    if (!links.canonical(q)) continue;
    topic_of[q] = topics.find(bank.questions[q].topic);
    selected[q] = topic.empty() || (topic_of[q] != kNone && selected_topic[topic_of[q]]);
  }

  // Which questions become nodes: the selection, and the far ends of links that touch it.
  std::vector<bool> is_node(selected);
  struct RawEdge {
    std::uint32_t source, target;  // question indices; target kNone when dangling
    std::string_view missing;
    bool self;
  };
  std::vector<RawEdge> raw;
  for (std::uint32_t q = 0; q < nq; ++q) {
    if (!links.canonical(q)) continue;
    for (const Link& link : links.links(q)) {
      switch (link.kind) {
        case LinkKind::Duplicate:
          if (selected[q]) ++view.statistics.duplicate_links;
          break;
        case LinkKind::Dangling:
          if (selected[q]) raw.push_back({q, kNone, bank.questions[q].related[link.element].id, false});
          break;
        case LinkKind::Self:
          if (selected[q]) raw.push_back({q, q, {}, true});
          break;
        case LinkKind::Resolved:
          if (selected[q] || selected[link.target]) {
            raw.push_back({q, link.target, {}, false});
            is_node[q] = true;
            is_node[link.target] = true;
          }
          break;
      }
    }
  }

  std::vector<std::uint32_t> order;
  for (std::uint32_t q = 0; q < nq; ++q) {
    if (is_node[q]) order.push_back(q);
  }
  auto topic_key = [&](std::uint32_t q) -> std::string_view { return bank.questions[q].topic; };
  std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    if (topic_key(a) != topic_key(b)) return topic_key(a) < topic_key(b);
    return bank.questions[a].id < bank.questions[b].id;
  });
  std::vector<std::uint32_t> node_of(nq, kNone);
  for (std::uint32_t i = 0; i < order.size(); ++i) {
    node_of[order[i]] = i;
    ViewNode node;
    node.question = order[i];
    node.topic = topic_of[order[i]];
    node.external = !selected[order[i]];
    view.nodes.push_back(node);
  }

  for (const RawEdge& r : raw) {
    if (r.target == kNone) view.missing.emplace_back(r.missing);
  }
  std::sort(view.missing.begin(), view.missing.end());
  view.missing.erase(std::unique(view.missing.begin(), view.missing.end()), view.missing.end());

  for (const RawEdge& r : raw) {
    ViewEdge e;
    e.source = node_of[r.source];
    e.self = r.self;
    if (r.target == kNone) {
      e.dangling = true;
      e.target = static_cast<std::uint32_t>(std::lower_bound(view.missing.begin(), view.missing.end(), r.missing) -
                                            view.missing.begin());
    } else {
      e.target = node_of[r.target];
      // Both directions are in the view whenever both exist: a link touching the selection
      // keeps its reverse, which touches it too.
      e.mutual = !r.self && links.links_to(r.target, r.source);
    }
    view.edges.push_back(e);
  }
  std::sort(view.edges.begin(), view.edges.end(), [](const ViewEdge& a, const ViewEdge& b) {
    if (a.source != b.source) return a.source < b.source;
    if (a.dangling != b.dangling) return !a.dangling;
    return a.target < b.target;
  });

  // Degrees, components and counts.
  ViewStatistics& s = view.statistics;
  std::vector<std::uint32_t> uf(view.nodes.size());
  std::iota(uf.begin(), uf.end(), 0u);
  for (const ViewEdge& e : view.edges) {
    ++view.nodes[e.source].out_degree;
    ++s.edges;
    if (e.dangling) {
      ++s.dangling_edges;
      continue;
    }
    ++view.nodes[e.target].in_degree;
    if (e.self) {
      ++s.self_links;
      continue;
    }
    if (e.mutual) {
      if (e.source < e.target) ++s.mutual_pairs;
    } else {
      ++s.one_way_edges;
    }
    const std::uint32_t a = find_root(uf, e.source), b = find_root(uf, e.target);
    if (a != b) uf[std::max(a, b)] = std::min(a, b);
  }
  std::vector<std::uint32_t> number(view.nodes.size(), kNone), size;
  std::size_t between_questions = 0;
  for (std::uint32_t i = 0; i < view.nodes.size(); ++i) {
    ViewNode& node = view.nodes[i];
    const std::uint32_t root = find_root(uf, i);
    if (number[root] == kNone) {
      number[root] = static_cast<std::uint32_t>(size.size());
      size.push_back(0);
    }
    node.component = number[root];
    ++size[node.component];
    if (node.external)
      ++s.external_questions;
    else
      ++s.questions;
    if (node.in_degree == 0 && node.out_degree == 0) ++s.isolated;
    s.max_in_degree = std::max(s.max_in_degree, node.in_degree);
    s.max_out_degree = std::max(s.max_out_degree, node.out_degree);
    between_questions += node.in_degree;
  }
  s.components = size.size();
  s.largest_component = size.empty() ? 0 : *std::max_element(size.begin(), size.end());
  s.mean_degree =
      view.nodes.empty() ? 0.0 : std::round(100.0 * static_cast<double>(between_questions) / view.nodes.size()) / 100.0;

  for (const ViewNode& node : view.nodes) {
    if (node.topic != kNone) view.topics.push_back(node.topic);
  }
  std::sort(view.topics.begin(), view.topics.end());
  view.topics.erase(std::unique(view.topics.begin(), view.topics.end()), view.topics.end());
  s.topics = view.topics.size();
  return view;
}

std::string shorten(std::string_view text, std::size_t max_chars) {
  // One line: every run of white space (and control characters) becomes one space.
  std::string line;
  bool space = false;
  for (std::size_t i = 0; i < text.size();) {
    char32_t cp;
    const std::size_t n = utf8::decode(text, i, cp);
    const bool blank = cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r' || cp < 0x20 || cp == 0x7F || cp == 0xA0 ||
                       (cp >= 0x80 && cp < 0xA0);
    if (blank) {
      space = !line.empty();
    } else {
      if (space) line += ' ';
      space = false;
      line.append(text, i, n);
    }
    i += n;
  }
  if (utf8::count_code_points(line) <= max_chars) return line;
  // Cut before code point max_chars - 1 (room for the ellipsis), at a space when one is in the
  // last third.
  std::size_t cut = 0, count = 0, last_space = std::string::npos;
  while (cut < line.size() && count + 1 < max_chars) {
    char32_t cp;
    const std::size_t n = utf8::decode(line, cut, cp);
    if (cp == ' ') last_space = cut;
    cut += n;
    ++count;
  }
  if (last_space != std::string::npos &&
      utf8::count_code_points(std::string_view(line).substr(0, last_space)) * 3 >= (max_chars - 1) * 2) {
    cut = last_space;
  }
  std::string out = line.substr(0, cut);
  while (!out.empty() && (out.back() == ' ' || out.back() == ',' || out.back() == ';' || out.back() == ':')) {
    out.pop_back();
  }
  return out + "…";
}

}  // namespace qbank::graph
