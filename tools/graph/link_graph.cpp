#include "graph/link_graph.h"

#include <algorithm>
#include <numeric>

namespace qbank::graph {

std::vector<std::string_view> question_ids(const Bank& bank) {
  std::vector<std::string_view> ids;
  ids.reserve(bank.questions.size());
  for (const auto& q : bank.questions) ids.emplace_back(q.id);
  return ids;
}

namespace {

// Marks the later copies of an id within one list, after the targets are resolved: resolved
// elements compare by target, dangling ones by text. Short lists (the usual five) compare
// pairwise; long ones sort positions so that a hostile list of 100,000 ids stays fast.
void mark_duplicates(const std::vector<IdRef>& related, Link* links, std::vector<std::uint32_t>& order) {
  const std::size_t n = related.size();
  auto same = [&](std::size_t a, std::size_t b) {
    return links[a].target == links[b].target && (links[a].target != kNone || related[a].id == related[b].id);
  };
  if (n <= 16) {
    for (std::size_t i = 1; i < n; ++i) {
      for (std::size_t j = 0; j < i; ++j) {
        if (links[j].kind != LinkKind::Duplicate && same(i, j)) {
          links[i].kind = LinkKind::Duplicate;
          links[i].first = static_cast<std::uint32_t>(j);
          break;
        }
      }
    }
    return;
  }
  order.resize(n);
  std::iota(order.begin(), order.end(), 0u);
  std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    if (links[a].target != links[b].target) return links[a].target < links[b].target;
    return links[a].target == kNone && related[a].id < related[b].id;
  });
  for (std::size_t k = 1; k < n; ++k) {
    const std::uint32_t prev = order[k - 1], here = order[k];
    if (!same(prev, here)) continue;
    links[here].kind = LinkKind::Duplicate;
    links[here].first = links[prev].kind == LinkKind::Duplicate ? links[prev].first : prev;
  }
}

}  // namespace

LinkGraph::LinkGraph(const Bank& bank) : bank_(&bank), index_(question_ids(bank)) {
  const std::size_t n = bank.questions.size();
  offsets_.resize(n + 1);
  std::size_t total = 0;
  for (std::size_t q = 0; q < n; ++q) {
    offsets_[q] = static_cast<std::uint32_t>(total);
    total += bank.questions[q].related.size();
  }
  offsets_[n] = static_cast<std::uint32_t>(total);
  links_.resize(total);

  std::vector<std::uint32_t> order;
  std::vector<std::uint32_t> out_count(n, 0), in_count(n, 0);
  for (std::size_t q = 0; q < n; ++q) {
    const auto& related = bank.questions[q].related;
    Link* links = links_.data() + offsets_[q];
    for (std::size_t e = 0; e < related.size(); ++e) {
      links[e].element = static_cast<std::uint32_t>(e);
      links[e].target = index_.find(related[e].id);
    }
    mark_duplicates(related, links, order);
    for (std::size_t e = 0; e < related.size(); ++e) {
      Link& link = links[e];
      if (link.kind == LinkKind::Duplicate) continue;
      if (link.target == kNone) {
        link.kind = LinkKind::Dangling;
        ++dangling_;
      } else if (link.target == q) {
        link.kind = LinkKind::Self;
      } else {
        ++out_count[q];
        ++in_count[link.target];
      }
    }
  }

  // Out-lists sorted by target (for links_to), in-lists filled in source order (hence sorted).
  target_offsets_.resize(n + 1);
  source_offsets_.resize(n + 1);
  std::uint32_t t = 0, s = 0;
  for (std::size_t q = 0; q < n; ++q) {
    target_offsets_[q] = t;
    source_offsets_[q] = s;
    t += out_count[q];
    s += in_count[q];
  }
  target_offsets_[n] = t;
  source_offsets_[n] = s;
  targets_.resize(t);
  sources_.resize(s);
  std::vector<std::uint32_t> fill(source_offsets_.begin(), source_offsets_.end() - 1);
  for (std::size_t q = 0; q < n; ++q) {
    std::uint32_t* out = targets_.data() + target_offsets_[q];
    std::uint32_t k = 0;
    for (const Link& link : links(q)) {
      if (link.kind != LinkKind::Resolved) continue;
      out[k++] = link.target;
      sources_[fill[link.target]++] = static_cast<std::uint32_t>(q);
    }
    std::sort(out, out + k);
  }
}

bool LinkGraph::links_to(std::size_t from, std::size_t to) const {
  const auto t = targets(from);
  return std::binary_search(t.begin(), t.end(), static_cast<std::uint32_t>(to));
}

}  // namespace qbank::graph
