#include "graph/topic_graph.h"

#include <algorithm>

namespace qbank::graph {

namespace {

std::vector<std::string_view> topic_ids(const Bank& bank) {
  std::vector<std::string_view> ids;
  ids.reserve(bank.topics.size());
  for (const auto& t : bank.topics) ids.emplace_back(t.id);
  return ids;
}

// Tarjan's strongly connected components, without recursion (a bank may chain thousands of
// topics). Components are numbered in the order they complete: every component reachable from
// another one gets the smaller number.
std::vector<std::uint32_t> strong_components(const std::vector<std::vector<TopicEdge>>& adj) {
  const std::size_t n = adj.size();
  std::vector<std::uint32_t> component(n, kNone), index(n, kNone), low(n, 0);
  std::vector<std::uint32_t> stack;
  std::vector<bool> on_stack(n, false);
  struct Frame {
    std::uint32_t v;
    std::size_t next;
  };
  std::vector<Frame> frames;
  std::uint32_t counter = 0, components = 0;
  for (std::uint32_t root = 0; root < n; ++root) {
    if (index[root] != kNone) continue;
    frames.push_back({root, 0});
    index[root] = low[root] = counter++;
    stack.push_back(root);
    on_stack[root] = true;
    while (!frames.empty()) {
      Frame& f = frames.back();
      if (f.next < adj[f.v].size()) {
        const std::uint32_t w = adj[f.v][f.next++].to;
        if (index[w] == kNone) {
          index[w] = low[w] = counter++;
          stack.push_back(w);
          on_stack[w] = true;
          frames.push_back({w, 0});
        } else if (on_stack[w]) {
          low[f.v] = std::min(low[f.v], index[w]);
        }
        continue;
      }
      const std::uint32_t v = f.v;
      frames.pop_back();
      if (!frames.empty()) low[frames.back().v] = std::min(low[frames.back().v], low[v]);
      if (low[v] == index[v]) {
        while (true) {
          const std::uint32_t w = stack.back();
          stack.pop_back();
          on_stack[w] = false;
          component[w] = components;
          if (w == v) break;
        }
        ++components;
      }
    }
  }
  return component;
}

}  // namespace

TopicGraph::TopicGraph(const Bank& bank) : index_(topic_ids(bank)) {
  const std::size_t n = bank.topics.size();
  parent_.assign(n, kNone);
  prerequisites_.resize(n);
  for (std::uint32_t t = 0; t < n; ++t) {
    const Topic& topic = bank.topics[t];
    if (topic.parent) parent_[t] = index_.find(topic.parent->id);
    for (std::size_t e = 0; e < topic.prerequisites.size(); ++e) {
      const std::uint32_t p = index_.find(topic.prerequisites[e].id);
      if (p == kNone) continue;
      auto& list = prerequisites_[t];
      if (std::any_of(list.begin(), list.end(), [&](const TopicEdge& x) { return x.to == p; })) continue;
      list.push_back({t, p, static_cast<std::uint32_t>(e)});
    }
  }

  // Parent cycles: every topic has at most one parent, so each walk up either reaches a root, a
  // topic already walked, or closes exactly one new cycle.
  on_parent_cycle_.assign(n, false);
  {
    std::vector<std::uint8_t> state(n, 0);  // 0 new, 1 on the current walk, 2 done
    std::vector<std::uint32_t> walk;
    for (std::uint32_t t = 0; t < n; ++t) {
      walk.clear();
      std::uint32_t u = t;
      while (u != kNone && state[u] == 0) {
        state[u] = 1;
        walk.push_back(u);
        u = parent_[u];
      }
      if (u != kNone && state[u] == 1) {
        const auto begin = std::find(walk.begin(), walk.end(), u);
        std::vector<std::uint32_t> members(begin, walk.end());
        std::rotate(members.begin(), std::min_element(members.begin(), members.end()), members.end());
        TopicCycle cycle;
        for (std::size_t i = 0; i < members.size(); ++i) {
          on_parent_cycle_[members[i]] = true;
          cycle.edges.push_back({members[i], members[(i + 1) % members.size()], 0});
        }
        parent_cycles_.push_back(std::move(cycle));
      }
      for (std::uint32_t w : walk) state[w] = 2;
    }
    std::sort(parent_cycles_.begin(), parent_cycles_.end(),
              [](const TopicCycle& a, const TopicCycle& b) { return a.edges[0].from < b.edges[0].from; });
  }

  // Depth below a root, and where chains that never reach a root enter their cycle.
  depth_.assign(n, 0);
  parent_cycle_entry_.assign(n, kNone);
  {
    std::vector<bool> done(n, false);
    std::vector<std::uint32_t> walk;
    for (std::uint32_t t = 0; t < n; ++t) {
      walk.clear();
      std::uint32_t u = t;
      while (u != kNone && !done[u] && !on_parent_cycle_[u]) {
        walk.push_back(u);
        u = parent_[u];
      }
      std::uint32_t base = 0, entry = kNone;
      bool rooted = true;
      if (u != kNone && on_parent_cycle_[u]) {
        rooted = false;
        entry = u;
      } else if (u != kNone) {
        base = depth_[u];
        rooted = depth_[u] > 0;
        entry = parent_cycle_entry_[u];
      }
      for (auto it = walk.rbegin(); it != walk.rend(); ++it) {
        if (rooted)
          depth_[*it] = ++base;
        else
          parent_cycle_entry_[*it] = entry;
        done[*it] = true;
      }
    }
  }

  // Prerequisite groups, and which topics depend on one.
  component_ = strong_components(prerequisites_);
  std::vector<std::uint32_t> group_size(n, 0);
  for (std::uint32_t t = 0; t < n; ++t) ++group_size[component_[t]];
  on_prerequisite_cycle_.assign(n, false);
  for (std::uint32_t t = 0; t < n; ++t) {
    const bool self =
        std::any_of(prerequisites_[t].begin(), prerequisites_[t].end(), [&](const TopicEdge& e) { return e.to == t; });
    on_prerequisite_cycle_[t] = self || group_size[component_[t]] > 1;
  }
  blocked_edge_.assign(n, -1);
  std::vector<std::uint32_t> by_component(n);
  for (std::uint32_t t = 0; t < n; ++t) by_component[t] = t;
  std::sort(by_component.begin(), by_component.end(), [&](std::uint32_t a, std::uint32_t b) {
    return component_[a] != component_[b] ? component_[a] < component_[b] : a < b;
  });
  for (std::uint32_t t : by_component) {  // prerequisites' components come first
    if (on_prerequisite_cycle_[t]) continue;
    const auto& edges = prerequisites_[t];
    for (std::size_t e = 0; e < edges.size(); ++e) {
      const std::uint32_t p = edges[e].to;
      if (on_prerequisite_cycle_[p] || blocked_edge_[p] >= 0) {
        blocked_edge_[t] = static_cast<std::int64_t>(e);
        break;
      }
    }
  }
}

const TopicEdge* TopicGraph::blocked_by(std::size_t t) const {
  return blocked_edge_[t] < 0 ? nullptr : &prerequisites_[t][static_cast<std::size_t>(blocked_edge_[t])];
}

TopicGraph::PrerequisiteCycles TopicGraph::prerequisite_cycles(std::size_t per_group) const {
  // Johnson (1975), one group of mutually dependent topics at a time: take the smallest topic s
  // that still lies on a cycle among the group's topics from s on, list the elementary cycles
  // through s within its strongly connected part (blocking makes every search step lead to a new
  // cycle), then drop s and repeat. Every cycle is found exactly once, from its smallest topic,
  // and each round finds at least one, so the work is O((cycles + 1) * group size).
  PrerequisiteCycles result;
  const std::size_t n = size();
  std::vector<std::vector<std::uint32_t>> groups(n);
  for (std::uint32_t t = 0; t < n; ++t) {
    if (on_prerequisite_cycle_[t]) groups[component_[t]].push_back(t);  // ascending
  }
  std::sort(groups.begin(), groups.end(), [](const auto& a, const auto& b) {
    if (a.empty() != b.empty()) return !a.empty();
    return !a.empty() && a.front() < b.front();
  });

  std::vector<bool> in_set(n, false), blocked(n, false), allowed(n, false);
  std::vector<std::vector<std::uint32_t>> blocker(n);
  std::vector<std::uint32_t> part(n, kNone);  // strongly connected part within the allowed topics
  std::vector<std::vector<TopicEdge>> sub(n);
  std::vector<std::uint32_t> todo;
  struct Frame {
    std::uint32_t v;
    std::size_t next;
    bool found;
  };
  std::vector<Frame> frames;

  for (const auto& group : groups) {
    if (group.empty()) break;
    std::size_t found_here = 0;
    for (std::uint32_t v : group) allowed[v] = true;
    for (std::size_t first = 0; first < group.size();) {
      // The strongly connected parts of the group's topics from group[first] on.
      for (std::size_t k = first; k < group.size(); ++k) {
        const std::uint32_t v = group[k];
        sub[v].clear();
        for (const auto& e : prerequisites_[v]) {
          if (allowed[e.to]) sub[v].push_back(e);
        }
      }
      std::vector<std::vector<TopicEdge>> local(group.size() - first);
      for (std::size_t k = first; k < group.size(); ++k) {
        for (const auto& e : sub[group[k]]) {
          const auto at = std::lower_bound(group.begin() + static_cast<std::ptrdiff_t>(first), group.end(), e.to);
          local[k - first].push_back(
              {static_cast<std::uint32_t>(k - first),
               static_cast<std::uint32_t>(at - group.begin() - static_cast<std::ptrdiff_t>(first)), e.element});
        }
      }
      const std::vector<std::uint32_t> comp = strong_components(local);
      std::vector<std::uint32_t> comp_size(local.size(), 0);
      for (std::uint32_t c : comp) ++comp_size[c];
      std::size_t start = local.size();
      for (std::size_t k = 0; k < local.size() && start == local.size(); ++k) {
        const bool self = std::any_of(local[k].begin(), local[k].end(), [&](const TopicEdge& e) { return e.to == k; });
        if (self || comp_size[comp[k]] > 1) start = k;
      }
      if (start == local.size()) break;
      const std::uint32_t s = group[first + start];
      todo.clear();
      for (std::size_t k = start; k < local.size(); ++k) {
        if (comp[k] != comp[start]) continue;
        const std::uint32_t v = group[first + k];
        in_set[v] = true;
        blocked[v] = false;
        blocker[v].clear();
        todo.push_back(v);
      }

      frames.assign(1, Frame{s, 0, false});
      blocked[s] = true;
      bool stop = false;
      while (!frames.empty() && !stop) {
        Frame& f = frames.back();
        const auto& edges = sub[f.v];
        if (f.next < edges.size()) {
          const std::uint32_t w = edges[f.next++].to;
          if (!in_set[w]) continue;
          if (w == s) {
            TopicCycle cycle;
            for (const Frame& g : frames) cycle.edges.push_back(sub[g.v][g.next - 1]);
            result.cycles.push_back(std::move(cycle));
            f.found = true;
            if (++found_here >= per_group) {
              result.truncated.push_back(group.front());
              stop = true;
            }
          } else if (!blocked[w]) {
            blocked[w] = true;
            frames.push_back({w, 0, false});
          }
          continue;
        }
        const Frame done = f;
        frames.pop_back();
        if (done.found) {
          std::vector<std::uint32_t> unblock{done.v};
          while (!unblock.empty()) {
            const std::uint32_t x = unblock.back();
            unblock.pop_back();
            blocked[x] = false;
            for (std::uint32_t w : blocker[x]) {
              if (blocked[w]) unblock.push_back(w);
            }
            blocker[x].clear();
          }
          if (!frames.empty()) frames.back().found = true;
        } else {
          for (const auto& e : edges) {
            if (!in_set[e.to]) continue;
            auto& b = blocker[e.to];
            if (std::find(b.begin(), b.end(), done.v) == b.end()) b.push_back(done.v);
          }
        }
      }
      for (std::uint32_t v : todo) in_set[v] = false;
      if (stop) break;
      // Topics before s lie on no further cycle of this group.
      for (std::size_t k = first; k <= first + start; ++k) allowed[group[k]] = false;
      first += start + 1;
    }
    for (std::uint32_t v : group) allowed[v] = false;
  }
  std::sort(result.truncated.begin(), result.truncated.end());
  return result;
}

}  // namespace qbank::graph
