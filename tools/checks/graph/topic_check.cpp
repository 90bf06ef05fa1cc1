#include "checks/graph/topic_check.h"

#include <algorithm>

#include "checks/graph/graph_text.h"
#include "core/i18n.h"
#include "graph/topic_graph.h"

namespace qbank {

namespace {

using graphtext::kFileStart;
// Cycles listed per group of topics that all need each other; after these the message says
// that the group holds more (fixing the first ones usually breaks the rest).
constexpr std::size_t kCyclesPerGroup = 10;

using graphtext::code;

std::string chain(const Bank& bank, const std::vector<std::uint32_t>& topics) {
  std::string s;
  for (std::size_t i = 0; i < topics.size(); ++i) {
    if (i) s += " → ";
    s += code(bank.topics[topics[i]].id);
  }
  return s;
}

std::string cycle_path(const Bank& bank, const graph::TopicCycle& cycle) {
  std::vector<std::uint32_t> path;
  for (const auto& e : cycle.edges) path.push_back(e.from);
  path.push_back(cycle.edges.front().from);
  return chain(bank, path);
}

Span parent_span(const Topic& t) { return t.parent ? t.parent->span : kFileStart; }

// graph/empty-topic: no questions of its own and none in a topic below it (a topic that only
// groups sub-topics still leads somewhere).
void empty_topic(const Bank& bank, const graph::TopicGraph& g, std::vector<Diagnostic>& out) {
  const std::size_t n = g.size();
  std::vector<bool> has_questions(n, false);
  for (std::uint32_t t = 0; t < n; ++t) {
    if (bank.topics[t].questions.empty()) continue;
    for (std::uint32_t u = t; u != graph::kNone && !has_questions[u]; u = g.parent(u)) has_questions[u] = true;
  }
  for (std::uint32_t t = 0; t < n; ++t) {
    const Topic& topic = bank.topics[t];
    if (has_questions[t] || !topic.source) continue;  // no topic.toml: schema/missing-topic-file
    out.push_back(make_diagnostic(
        RuleId::graph_empty_topic, topic.path(), topic.title.present ? topic.title.span : kFileStart,
        format_message(tr("onderwerp {} heeft geen vragen, ook niet in een onderwerp eronder, dus de pagina erover is "
                          "leeg; voeg vragen toe in {}/ of verwijder het onderwerp"),
                       {code(topic.id), topic.folder_path})));
  }
}

// graph/parent-cycle: the parent chain runs in a circle.
void parent_cycle(const Bank& bank, const graph::TopicGraph& g, std::vector<Diagnostic>& out) {
  for (const auto& cycle : g.parent_cycles()) {
    const Topic& first = bank.topics[cycle.edges.front().from];
    auto d = make_diagnostic(RuleId::graph_parent_cycle, first.path(), parent_span(first),
                             format_message(tr("de parent-keten is een kring: {}; een onderwerp kan niet (via andere) "
                                               "onder zichzelf hangen: geef één van deze onderwerpen een parent buiten "
                                               "de kring, of geen parent"),
                                            {cycle_path(bank, cycle)}));
    for (const auto& e : cycle.edges) {
      const Topic& from = bank.topics[e.from];
      d.related.push_back({from.path(), parent_span(from),
                           format_message(tr("{} heeft parent {}"), {code(from.id), code(bank.topics[e.to].id)})});
    }
    out.push_back(std::move(d));
  }
}

// graph/prerequisite-cycle: the prerequisites run in a circle (at most kCyclesPerGroup a group).
void prerequisite_cycle(const Bank& bank, const graph::TopicGraph& g, std::vector<Diagnostic>& out) {
  const auto found = g.prerequisite_cycles(kCyclesPerGroup);
  for (std::size_t i = 0; i < found.cycles.size(); ++i) {
    const auto& cycle = found.cycles[i];
    const Topic& first = bank.topics[cycle.edges.front().from];
    std::string msg = format_message(tr("de voorkennis is een kring: {} (elk onderwerp noemt het volgende in "
                                        "`prerequisites`), dus aan geen van deze onderwerpen kan iemand als eerste "
                                        "beginnen; haal één van deze verwijzingen weg"),
                                     {cycle_path(bank, cycle)});
    // The last cycle listed for a group that holds more than kCyclesPerGroup.
    const bool last_of_group =
        i + 1 == found.cycles.size() ||
        g.prerequisite_group(found.cycles[i + 1].edges.front().from) != g.prerequisite_group(cycle.edges.front().from);
    const std::uint32_t group = g.prerequisite_group(cycle.edges.front().from);
    if (last_of_group && std::any_of(found.truncated.begin(), found.truncated.end(),
                                     [&](std::uint32_t t) { return g.prerequisite_group(t) == group; })) {
      msg += tr(" (deze onderwerpen vormen nog meer kringen; los deze eerst op en controleer opnieuw)");
    }
    auto d = make_diagnostic(RuleId::graph_prerequisite_cycle, first.path(),
                             first.prerequisites[cycle.edges.front().element].span, std::move(msg));
    for (const auto& e : cycle.edges) {
      const Topic& from = bank.topics[e.from];
      d.related.push_back(
          {from.path(), from.prerequisites[e.element].span,
           format_message(tr("{} noemt {} als voorkennis"), {code(from.id), code(bank.topics[e.to].id)})});
    }
    out.push_back(std::move(d));
  }
}

// graph/unreachable-topic: below a parent cycle, or behind a prerequisite on a cycle.
void unreachable_topic(const Bank& bank, const graph::TopicGraph& g, std::vector<Diagnostic>& out) {
  const std::size_t n = g.size();
  for (std::uint32_t t = 0; t < n; ++t) {
    const Topic& topic = bank.topics[t];
    // Below a parent cycle: the topic tree never shows it.
    if (g.parent_cycle_entry(t) != graph::kNone) {
      std::vector<std::uint32_t> path;
      for (std::uint32_t u = t; u != g.parent_cycle_entry(t); u = g.parent(u)) path.push_back(u);
      path.push_back(g.parent_cycle_entry(t));
      out.push_back(make_diagnostic(
          RuleId::graph_unreachable_topic, topic.path(), parent_span(topic),
          format_message(tr("de parent-keten {} loopt vast in een kring (zie graph/parent-cycle) en komt nooit bij "
                            "een hoofdonderwerp, dus {} staat nergens in de onderwerpenboom; los de kring op of geef "
                            "{} een andere parent"),
                         {chain(bank, path), code(topic.id), code(topic.id)})));
    }
    // Needs a prerequisite that hangs on a prerequisite cycle: never available to a learner.
    if (const graph::TopicEdge* edge = g.blocked_by(t)) {
      std::vector<std::uint32_t> path{t};
      for (const graph::TopicEdge* e = edge; e; e = g.blocked_by(e->to)) path.push_back(e->to);
      const std::string& needed = bank.topics[edge->to].id;
      const std::string& on_cycle = bank.topics[path.back()].id;
      const std::string msg =
          path.size() == 2
              ? format_message(tr("voorkennis {} ligt zelf op een kring in de voorkennis (zie "
                                  "graph/prerequisite-cycle), dus niemand komt ooit aan {} toe; los die kring op of "
                                  "haal {} hier weg"),
                               {code(needed), code(topic.id), code(needed)})
              : format_message(tr("voorkennis {} hangt af van {} ({}), en dat ligt op een kring in de voorkennis (zie "
                                  "graph/prerequisite-cycle), dus niemand komt ooit aan {} toe; los die kring op of "
                                  "haal {} hier weg"),
                               {code(needed), code(on_cycle), chain(bank, path), code(topic.id), code(needed)});
      out.push_back(
          make_diagnostic(RuleId::graph_unreachable_topic, topic.path(), topic.prerequisites[edge->element].span, msg));
    }
  }
}

// graph/topic-depth: a topic one level deeper than graph.max_topic_depth.
void topic_depth(const Bank& bank, const graph::TopicGraph& g, std::int64_t max_depth, std::vector<Diagnostic>& out) {
  const std::size_t n = g.size();
  for (std::uint32_t t = 0; t < n; ++t) {
    if (static_cast<std::int64_t>(g.depth(t)) != max_depth + 1) continue;
    std::vector<std::uint32_t> path;
    for (std::uint32_t u = t; u != graph::kNone; u = g.parent(u)) path.push_back(u);
    std::reverse(path.begin(), path.end());
    const Topic& topic = bank.topics[t];
    out.push_back(make_diagnostic(
        RuleId::graph_topic_depth, topic.path(), parent_span(topic),
        format_message(tr("{} ligt op diepte {} van de onderwerpenboom ({}), dieper dan graph.max_topic_depth = {}; "
                          "hang het (met wat eronder hangt) hoger in de boom"),
                       {code(topic.id), std::to_string(g.depth(t)), chain(bank, path), std::to_string(max_depth)})));
  }
}

}  // namespace

void GraphTopicCheck::check_bank(const LintContext& ctx, std::vector<Diagnostic>& out) const {
  const bool empty_on = ctx.enabled(RuleId::graph_empty_topic);
  const bool parent_cycle_on = ctx.enabled(RuleId::graph_parent_cycle);
  const bool prerequisite_cycle_on = ctx.enabled(RuleId::graph_prerequisite_cycle);
  const bool unreachable_on = ctx.enabled(RuleId::graph_unreachable_topic);
  const bool depth_on = ctx.enabled(RuleId::graph_topic_depth);
  if (!empty_on && !parent_cycle_on && !prerequisite_cycle_on && !unreachable_on && !depth_on) return;
  const Bank& bank = ctx.bank;
  const graph::TopicGraph g(bank);
  if (empty_on) empty_topic(bank, g, out);
  if (parent_cycle_on) parent_cycle(bank, g, out);
  if (prerequisite_cycle_on) prerequisite_cycle(bank, g, out);
  if (unreachable_on) unreachable_topic(bank, g, out);
  if (depth_on) topic_depth(bank, g, ctx.config.settings.integer("graph.max_topic_depth"), out);
}

OwnedRules GraphTopicCheck::rules() const {
  return owns({RuleId::graph_empty_topic, RuleId::graph_parent_cycle, RuleId::graph_prerequisite_cycle,
               RuleId::graph_unreachable_topic, RuleId::graph_topic_depth});
}

}  // namespace qbank
