// graph/link_graph.h and graph/topic_graph.h on banks built in memory.
#include <gtest/gtest.h>

#include <algorithm>

#include "graph/link_graph.h"
#include "graph/topic_graph.h"

namespace qbank::graph {
namespace {

Question question(const std::string& id, const std::string& topic, const std::vector<std::string>& related) {
  Question q;
  q.id = id;
  q.topic = topic;
  std::uint32_t column = 12;
  for (const auto& r : related) {
    q.related.push_back({r, Span{{5, column}, {5, static_cast<std::uint32_t>(column + r.size() + 2)}}});
    column += static_cast<std::uint32_t>(r.size() + 4);
  }
  q.related_present = !related.empty();
  return q;
}

Topic topic(const std::string& id, const std::string& parent = {}, const std::vector<std::string>& prerequisites = {}) {
  Topic t;
  t.id = id;
  if (!parent.empty()) t.parent = IdRef{parent, Span{{4, 10}, {4, 12}}};
  for (const auto& p : prerequisites) t.prerequisites.push_back({p, Span{{5, 1}, {5, 2}}});
  return t;
}

std::vector<std::uint32_t> as_vector(std::span<const std::uint32_t> s) { return {s.begin(), s.end()}; }

std::vector<LinkKind> kinds(const LinkGraph& g, std::size_t q) {
  std::vector<LinkKind> out;
  for (const Link& l : g.links(q)) out.push_back(l.kind);
  return out;
}

TEST(LinkGraph, ClassifiesEveryElement) {
  Bank bank;
  bank.questions.push_back(question("a", "t", {"b", "a", "c", "b", "x", "x"}));
  bank.questions.push_back(question("b", "t", {"a"}));
  bank.questions.push_back(question("c", "t", {}));
  bank.index();
  const LinkGraph g(bank);
  ASSERT_EQ(g.size(), 3u);
  using K = LinkKind;
  EXPECT_EQ(kinds(g, 0), (std::vector<K>{K::Resolved, K::Self, K::Resolved, K::Duplicate, K::Dangling, K::Duplicate}));
  EXPECT_EQ(g.links(0)[3].first, 0u);
  EXPECT_EQ(g.links(0)[3].target, 1u);
  EXPECT_EQ(g.links(0)[5].first, 4u);
  EXPECT_EQ(g.links(0)[5].target, kNone);
  EXPECT_EQ(g.links(0)[4].element, 4u);
  EXPECT_EQ(as_vector(g.targets(0)), (std::vector<std::uint32_t>{1, 2}));
  EXPECT_EQ(as_vector(g.sources(1)), (std::vector<std::uint32_t>{0}));
  EXPECT_EQ(as_vector(g.sources(0)), (std::vector<std::uint32_t>{1}));  // the self-link does not count
  EXPECT_EQ(as_vector(g.sources(2)), (std::vector<std::uint32_t>{0}));
  EXPECT_TRUE(g.links_to(0, 2));
  EXPECT_FALSE(g.links_to(2, 0));
  EXPECT_FALSE(g.links_to(0, 0));
  EXPECT_EQ(g.link_count(), 7u);
  EXPECT_EQ(g.dangling_count(), 1u);
  EXPECT_EQ(g.find("c"), 2u);
  EXPECT_EQ(g.find("x"), kNone);
}

TEST(LinkGraph, LongListsFindDuplicatesToo) {
  Bank bank;
  std::vector<std::string> related;
  for (int i = 0; i < 40; ++i) related.push_back("q" + std::to_string(i % 25));
  bank.questions.push_back(question("hub", "t", related));
  for (int i = 0; i < 25; ++i) bank.questions.push_back(question("q" + std::to_string(i), "t", {"hub"}));
  bank.index();
  const LinkGraph g(bank);
  const auto links = g.links(0);
  for (std::size_t e = 0; e < 40; ++e) {
    if (e < 25) {
      EXPECT_EQ(links[e].kind, LinkKind::Resolved) << e;
    } else {
      EXPECT_EQ(links[e].kind, LinkKind::Duplicate) << e;
      EXPECT_EQ(links[e].first, e - 25) << e;
    }
  }
  EXPECT_EQ(g.targets(0).size(), 25u);
  EXPECT_EQ(g.sources(0).size(), 25u);
}

TEST(LinkGraph, LinksResolveToTheFirstCopyOfADuplicatedId) {
  Bank bank;
  bank.questions.push_back(question("a", "t1", {"b"}));
  bank.questions.push_back(question("b", "t1", {"a"}));
  bank.questions.push_back(question("a", "t2", {"b"}));
  bank.index();
  const LinkGraph g(bank);
  EXPECT_TRUE(g.canonical(0));
  EXPECT_FALSE(g.canonical(2));
  EXPECT_EQ(g.links(1)[0].target, 0u);
  EXPECT_EQ(as_vector(g.sources(1)), (std::vector<std::uint32_t>{0, 2}));
}

TEST(TopicGraph, ParentCyclesDepthsAndEntries) {
  Bank bank;
  // a (root) <- b <- c; d <-> e is a cycle; f hangs below e; g names an unknown parent.
  bank.topics = {topic("a"),      topic("b", "a"), topic("c", "b"),        topic("d", "e"),
                 topic("e", "d"), topic("f", "e"), topic("g", "onbekend"), topic("h", "h")};
  bank.index();
  const TopicGraph g(bank);
  EXPECT_EQ(g.depth(0), 1u);
  EXPECT_EQ(g.depth(1), 2u);
  EXPECT_EQ(g.depth(2), 3u);
  EXPECT_EQ(g.depth(3), 0u);
  EXPECT_EQ(g.depth(5), 0u);
  EXPECT_EQ(g.depth(6), 1u);  // an unknown parent counts as none
  EXPECT_EQ(g.parent(6), kNone);
  ASSERT_EQ(g.parent_cycles().size(), 2u);
  const auto& de = g.parent_cycles()[0].edges;
  ASSERT_EQ(de.size(), 2u);
  EXPECT_EQ(de[0].from, 3u);
  EXPECT_EQ(de[0].to, 4u);
  EXPECT_EQ(de[1].from, 4u);
  EXPECT_EQ(de[1].to, 3u);
  const auto& hh = g.parent_cycles()[1].edges;  // a topic that is its own parent
  ASSERT_EQ(hh.size(), 1u);
  EXPECT_EQ(hh[0].from, 7u);
  EXPECT_EQ(hh[0].to, 7u);
  EXPECT_TRUE(g.on_parent_cycle(3));
  EXPECT_FALSE(g.on_parent_cycle(5));
  EXPECT_EQ(g.parent_cycle_entry(5), 4u);
  EXPECT_EQ(g.parent_cycle_entry(3), kNone);
  EXPECT_EQ(g.parent_cycle_entry(2), kNone);
}

TEST(TopicGraph, ThreeTopicPrerequisiteCycleIsFoundOnceFromItsSmallestTopic) {
  Bank bank;
  bank.topics = {topic("aandacht", "", {"transformers"}), topic("kv-cache", "", {"aandacht"}),
                 topic("transformers", "", {"kv-cache"}), topic("vervolg", "", {"kv-cache", "onbekend"})};
  bank.index();
  const TopicGraph g(bank);
  const auto found = g.prerequisite_cycles(10);
  ASSERT_EQ(found.cycles.size(), 1u);
  EXPECT_TRUE(found.truncated.empty());
  const auto& e = found.cycles[0].edges;
  ASSERT_EQ(e.size(), 3u);
  EXPECT_EQ(e[0].from, 0u);  // aandacht -> transformers -> kv-cache -> aandacht
  EXPECT_EQ(e[0].to, 2u);
  EXPECT_EQ(e[1].from, 2u);
  EXPECT_EQ(e[1].to, 1u);
  EXPECT_EQ(e[2].from, 1u);
  EXPECT_EQ(e[2].to, 0u);
  EXPECT_TRUE(g.on_prerequisite_cycle(0));
  EXPECT_FALSE(g.on_prerequisite_cycle(3));
  ASSERT_NE(g.blocked_by(3), nullptr);
  EXPECT_EQ(g.blocked_by(3)->to, 1u);
  EXPECT_EQ(g.blocked_by(3)->element, 0u);
  EXPECT_EQ(g.blocked_by(0), nullptr);
}

TEST(TopicGraph, EveryElementaryCycleOfACompleteGraphOnce) {
  // Four topics that all require each other: 6 two-cycles + 8 three-cycles + 6 four-cycles.
  Bank bank;
  const std::vector<std::string> ids = {"a", "b", "c", "d"};
  for (const auto& id : ids) {
    std::vector<std::string> others;
    for (const auto& o : ids) {
      if (o != id) others.push_back(o);
    }
    bank.topics.push_back(topic(id, "", others));
  }
  bank.index();
  const TopicGraph g(bank);
  const auto all = g.prerequisite_cycles(1000);
  EXPECT_EQ(all.cycles.size(), 20u);
  std::vector<std::vector<std::uint32_t>> seen;
  for (const auto& c : all.cycles) {
    std::vector<std::uint32_t> path;
    for (std::size_t i = 0; i < c.edges.size(); ++i) {
      path.push_back(c.edges[i].from);
      EXPECT_EQ(c.edges[i].to, c.edges[(i + 1) % c.edges.size()].from);
    }
    EXPECT_EQ(*std::min_element(path.begin(), path.end()), path[0]);
    seen.push_back(path);
  }
  std::sort(seen.begin(), seen.end());
  EXPECT_EQ(std::adjacent_find(seen.begin(), seen.end()), seen.end());
  const auto capped = g.prerequisite_cycles(5);
  EXPECT_EQ(capped.cycles.size(), 5u);
  EXPECT_EQ(capped.truncated, (std::vector<std::uint32_t>{0}));
}

TEST(TopicGraph, SelfPrerequisiteAndALongChainWithoutRecursionLimits) {
  Bank bank;
  const int n = 20000;  // a chain of prerequisites closed into one cycle
  for (int i = 0; i < n; ++i) {
    char id[16];
    std::snprintf(id, sizeof id, "t%05d", i);
    char next[16];
    std::snprintf(next, sizeof next, "t%05d", (i + 1) % n);
    bank.topics.push_back(topic(id, next, {next}));
  }
  bank.topics.push_back(topic("zelf", "", {"zelf"}));
  bank.index();
  const TopicGraph g(bank);
  ASSERT_EQ(g.parent_cycles().size(), 1u);
  EXPECT_EQ(g.parent_cycles()[0].edges.size(), static_cast<std::size_t>(n));
  const auto found = g.prerequisite_cycles(10);
  ASSERT_EQ(found.cycles.size(), 2u);
  EXPECT_EQ(found.cycles[0].edges.size(), static_cast<std::size_t>(n));
  EXPECT_EQ(found.cycles[1].edges.size(), 1u);
  EXPECT_EQ(found.cycles[1].edges[0].from, static_cast<std::uint32_t>(n));
}

}  // namespace
}  // namespace qbank::graph
