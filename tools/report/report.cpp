#include "report/report.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <set>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

#include "core/hash.h"
#include "core/i18n.h"
#include "core/markdown.h"
#include "core/model.h"
#include "graph/link_graph.h"
#include "graph/topic_graph.h"
#include "graph/view.h"  // graph::shorten
#include "graph/writers.h"
#include "output/render.h"
#include "report/graphviz.h"
#include "report/rapport_css.h"
#include "report/svg_chart.h"

namespace qbank::health {

namespace {

// --- Names and links ---------------------------------------------------------------------------

// A rule id as a path below regels/: "answer/multiple-correct" -> "answer/multiple-correct.html".
// Ids are lower-case letters, digits and hyphens around one slash; anything else is replaced.
std::string rule_path(const std::string& rule) {
  std::string out;
  for (char c : rule) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '/';
    out += ok ? c : '-';
  }
  return "regels/" + out + ".html";
}

// An id as a file name and in a URL fragment: valid ids (lower-case letters, digits, hyphens) as
// they are; anything else (a folder schema/invalid-id reports) with its other characters replaced
// and a short hash of the id added, so that two odd ids never share a page or an anchor.
std::string safe_name(const std::string& id) {
  if (is_valid_id(id)) return id;
  std::string out;
  for (char c : id) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    out += ok ? c : '-';
  }
  return out + "-" + sha256_hex(id).substr(0, 8);
}

std::string topic_file(const std::string& topic) { return safe_name(topic) + ".html"; }
std::string topic_path(const std::string& topic) { return "onderwerpen/" + topic_file(topic); }
// The element id of a question on its topic page (prefixed: no clash with the page's own ids).
std::string question_anchor(const std::string& id) { return "vraag-" + safe_name(id); }

// The way back to the report's folder from a page at `path` ("" from index.html).
std::string up(const std::string& path) {
  std::string out;
  for (char c : path) {
    if (c == '/') out += "../";
  }
  return out;
}

// A count in a trn() pattern, the number written as the report writes numbers ("1.234" in Dutch).
std::string plural(std::size_t n, const char* pattern) {
  return format_message(pattern, {report_number(static_cast<double>(n))});
}

std::string percent(std::size_t part, std::size_t whole) {
  return whole ? report_number(100.0 * static_cast<double>(part) / static_cast<double>(whole), 1) + "%" : "-";
}

// The severity as a CSS class of the report's style sheet (the same in every UI language).
const char* severity_class(Severity s) {
  switch (s) {
    case Severity::Error:
      return "fout";
    case Severity::Warning:
      return "waarschuwing";
    case Severity::Info:
      return "melding";
  }
  return "";
}

// The severity as the reader reads it.
const char* severity_word(Severity s) {
  switch (s) {
    case Severity::Error:
      return tr("fout");
    case Severity::Warning:
      return tr("waarschuwing");
    case Severity::Info:
      return tr("melding");
  }
  return "";
}

std::string topic_title(const Topic& t) {
  return t.title.present && !t.title.value.empty() ? t.title.value.str() : t.id;
}

// --- Pages -------------------------------------------------------------------------------------

std::string page(const std::string& path, const std::string& title, const std::string& crumbs,
                 const std::string& body) {
  std::string out;
  out += "<!DOCTYPE html>\n<html lang=\"" + std::string(ui_language_code()) + "\">\n<head>\n<meta charset=\"utf-8\">\n";
  out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  out += "<meta name=\"color-scheme\" content=\"light dark\">\n";
  out += "<title>" + xml_escape(title) + "</title>\n";
  out += "<link rel=\"stylesheet\" href=\"" + up(path) + "rapport.css\">\n</head>\n<body>\n";
  if (!crumbs.empty()) {
    out += "<nav class=\"kruimels\" aria-label=\"" + xml_escape(tr("Kruimelpad")) + "\">" + crumbs + "</nav>\n";
  }
  out += "<main>\n" + body + "</main>\n";
  out += "<footer>" +
         format_message(xml_escape(tr("Gemaakt met qbank {} ({}).")),
                        {xml_escape(QBANK_VERSION), "<code>qbank report</code>"}) +
         "</footer>\n";
  out += "</body>\n</html>\n";
  return out;
}

std::string figure(const std::string& svg, const std::string& table) {
  return "<div class=\"figuur\"><figure>" + svg + "</figure><div class=\"tabel\">" + table + "</div></div>\n";
}

std::string section(const std::string& id, const std::string& heading, const std::string& intro,
                    const std::string& content) {
  std::string out = "<section id=\"" + id + "\" aria-labelledby=\"" + id + "-kop\">\n<h2 id=\"" + id + "-kop\">" +
                    xml_escape(heading) + "</h2>\n";
  if (!intro.empty()) out += "<p>" + intro + "</p>\n";
  return out + content + "</section>\n";
}

// --- Graphs ------------------------------------------------------------------------------------

std::string drawn(const GraphSpec& spec, const std::string& what, ReportOutput& output) {
  std::string error;
  const auto start = std::chrono::steady_clock::now();
  std::string svg = draw_graph(spec, &error);
  output.graph_ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  ++output.graphs;
  if (svg.empty()) {
    output.problems.push_back(what + ": " + error);
    return "<p class=\"probleem\">" + xml_escape(format_message(tr("{} kon niet worden getekend: {}"), {what, error})) +
           "</p>";
  }
  return "<div class=\"graaf\">" + svg + "</div>";
}

// Topics as nodes (each a link to its page); `parent` and `prerequisites` as edges, and the related
// links between questions of different topics as one dotted edge per pair of topics with their number.
GraphSpec topic_graph(const Bank& bank, const graph::TopicGraph& topics, const graph::LinkGraph& links) {
  GraphSpec spec;
  spec.id = "onderwerpgraaf-tekening";
  spec.title = tr("De onderwerpen van de bank en hun verbanden");
  for (const Topic& topic : bank.topics) {
    const std::size_t n = topic.questions.size();
    spec.nodes.push_back({{topic_title(topic), plural(n, trn("{} vraag", "{} vragen", n))},
                          topic_path(topic.id),
                          topic.id,
                          "onderwerp-" + topic.id,
                          "onderwerp"});
  }
  for (std::size_t t = 0; t < bank.topics.size(); ++t) {
    if (const std::uint32_t p = topics.parent(t); p != graph::kNone) {
      spec.edges.push_back({t, p, false, true, tr("deel van"),
                            format_message(tr("{} is deel van {}"), {bank.topics[t].id, bank.topics[p].id}), "ouder"});
    }
    for (const graph::TopicEdge& e : topics.prerequisites(t)) {
      spec.edges.push_back(
          {e.from, e.to, false, true, tr("voorkennis"),
           format_message(tr("{} is voorkennis voor {}"), {bank.topics[e.to].id, bank.topics[e.from].id}),
           "voorkennis"});
    }
  }
  // Related links across topics, counted per ordered pair of topics.
  std::map<std::pair<std::uint32_t, std::uint32_t>, std::size_t> across;
  for (std::size_t q = 0; q < bank.questions.size(); ++q) {
    const std::uint32_t from = topics.find(bank.questions[q].topic);
    if (from == graph::kNone) continue;
    for (const graph::Link& l : links.links(q)) {
      if (l.kind != graph::LinkKind::Resolved) continue;
      const std::uint32_t to = topics.find(bank.questions[l.target].topic);
      if (to != graph::kNone && to != from) ++across[{from, to}];
    }
  }
  for (const auto& [pair, n] : across) {
    spec.edges.push_back({pair.first, pair.second, false, false, std::to_string(n),
                          format_message(trn("{} verwijzing van {} naar {}", "{} verwijzingen van {} naar {}", n),
                                         {report_number(static_cast<double>(n)), bank.topics[pair.first].id,
                                          bank.topics[pair.second].id}),
                          "verwijzingen"});
  }
  return spec;
}

// The related questions of one topic and its sub-topics (`family`: the topic's index first, then
// every topic whose parent chain leads to it): the topic's own questions link to their place on the
// page, the others to theirs, ids that name no question are red and link nowhere. Built from the topic's own links and
// those into it (LinkGraph::sources), so a page costs the size of its neighbourhood, not of the bank (graph::make_view
// reads the whole bank: quadratic over 2,000 topics).
GraphSpec question_graph(const Bank& bank, const graph::LinkGraph& links, const std::vector<std::uint32_t>& family) {
  const Topic& topic = bank.topics[family.front()];
  GraphSpec spec;
  spec.layout = Layout::Network;
  spec.id = "vraaggraaf-tekening";
  spec.title = format_message(tr("Verwante vragen van onderwerp {}"), {topic.id});
  std::vector<std::uint32_t> own;
  for (std::uint32_t t : family) {
    for (std::size_t q : bank.topics[t].questions) {
      if (links.canonical(q)) own.push_back(static_cast<std::uint32_t>(q));
    }
  }
  std::unordered_map<std::uint32_t, std::size_t> node_of;  // question -> node
  std::vector<std::uint32_t> elsewhere;
  for (std::uint32_t q : own) node_of.emplace(q, node_of.size());
  const std::unordered_set<std::uint32_t> own_set(own.begin(), own.end());
  std::set<std::string_view> missing;
  struct Raw {
    std::uint32_t from, to;  // questions; to == kNone: dangling, named by `id`
    std::string_view id;
  };
  std::vector<Raw> raw;
  for (std::uint32_t q : own) {
    for (const graph::Link& l : links.links(q)) {
      if (l.kind == graph::LinkKind::Resolved || l.kind == graph::LinkKind::Self) {
        raw.push_back({q, l.kind == graph::LinkKind::Self ? q : l.target, {}});
        if (!node_of.contains(l.target) && l.kind == graph::LinkKind::Resolved) {
          node_of.emplace(l.target, 0);
          elsewhere.push_back(l.target);
        }
      } else if (l.kind == graph::LinkKind::Dangling) {
        const std::string_view id = bank.questions[q].related[l.element].id;
        raw.push_back({q, graph::kNone, id});
        missing.insert(id);
      }
    }
    for (std::uint32_t from : links.sources(q)) {
      if (own_set.contains(from) || !links.canonical(from)) continue;  // read above; a later copy of an id never links
      raw.push_back({from, q, {}});
      if (!node_of.contains(from)) {
        node_of.emplace(from, 0);
        elsewhere.push_back(from);
      }
    }
  }
  // Nodes: the topic's questions in id order, then the others by topic and id, then missing ids.
  std::sort(elsewhere.begin(), elsewhere.end(), [&](std::uint32_t a, std::uint32_t b) {
    const Question& x = bank.questions[a];
    const Question& y = bank.questions[b];
    return std::tie(x.topic, x.id) < std::tie(y.topic, y.id);
  });
  elsewhere.erase(std::unique(elsewhere.begin(), elsewhere.end()), elsewhere.end());
  std::vector<std::uint32_t> order = own;
  order.insert(order.end(), elsewhere.begin(), elsewhere.end());
  for (std::size_t i = 0; i < order.size(); ++i) {
    node_of[order[i]] = i;
    const Question& q = bank.questions[order[i]];
    const bool here = q.topic == topic.id;
    GraphNode n;
    n.lines = {q.id};
    if (!q.published()) n.lines.push_back("(" + q.status.value + ")");
    n.href = (here ? std::string() : topic_file(q.topic)) + "#" + question_anchor(q.id);
    n.tooltip = graph::shorten(q.stem.value, graph::kStemChars);
    n.id = "knoop-" + safe_name(q.id);
    n.css_class = std::string("vraag") + (here ? "" : " elders") + (q.published() ? "" : " concept");
    spec.nodes.push_back(std::move(n));
  }
  std::map<std::string_view, std::size_t> missing_node;
  for (std::string_view id : missing) {
    missing_node[id] = spec.nodes.size();
    spec.nodes.push_back({{std::string(id), tr("(ontbreekt)")},
                          "",
                          tr("geen vraag met dit id"),
                          "ontbreekt-" + safe_name(std::string(id)),
                          "ontbreekt"});
  }
  // Edges, each once: a mutual pair as one edge with two heads, in the order of their ends.
  std::set<std::pair<std::size_t, std::size_t>> seen;
  std::vector<GraphEdge> edges;
  for (const Raw& r : raw) {
    const std::size_t from = node_of.at(r.from);
    if (r.to == graph::kNone) {
      if (seen.insert({from, missing_node.at(r.id)}).second)
        edges.push_back({from, missing_node.at(r.id), false, true, "", "", "kapot"});
      continue;
    }
    const std::size_t to = node_of.at(r.to);
    const bool mutual = r.from != r.to && links.links_to(r.to, r.from);
    const std::pair<std::size_t, std::size_t> key =
        mutual ? std::make_pair(std::min(from, to), std::max(from, to)) : std::make_pair(from, to);
    if (!seen.insert(key).second) continue;
    edges.push_back({key.first, key.second, mutual, true, "", "", mutual ? "wederzijds" : ""});
  }
  std::sort(edges.begin(), edges.end(),
            [](const GraphEdge& a, const GraphEdge& b) { return std::tie(a.from, a.to) < std::tie(b.from, b.to); });
  spec.edges = std::move(edges);
  return spec;
}

// --- The overview's charts -----------------------------------------------------------------------

std::string statuses_chart(const BankStats& s) {
  BarChart c;
  c.id = "grafiek-status";
  c.title = tr("Vragen per onderwerp en status");
  c.description = tr("Per onderwerp het aantal vragen, gestapeld naar status (draft, review, published, retired).");
  c.label_heading = tr("onderwerp");
  c.series = {"draft", "review", "published", "retired"};
  c.unit = tr("vragen");
  c.unit_one = tr("vraag");
  for (const TopicStats& t : s.topics) {
    Bar b;
    b.label = t.id;
    for (std::size_t v : t.statuses) b.values.push_back(static_cast<double>(v));
    b.href = topic_path(t.id);
    c.bars.push_back(std::move(b));
  }
  return figure(bar_chart_svg(c), bar_chart_table(c));
}

std::string key_position_chart(const BankStats& s) {
  std::size_t letters = 0;
  for (const TopicStats& t : s.topics) letters = std::max(letters, t.key_positions.size());
  BarChart c;
  c.id = "grafiek-sleutelpositie";
  c.title = tr("Positie van de sleutel per onderwerp");
  c.description =
      tr("Per onderwerp het deel van de vragen met precies één sleutel dat die sleutel bij A, B, C enzovoort heeft; "
         "het streepje over elke staaf is wat een gelijke verdeling zou geven. Een onderwerp waarvoor "
         "style/key-position-bias iets meldt, is gemarkeerd.");
  c.label_heading = tr("onderwerp");
  for (std::size_t i = 0; i < letters; ++i) c.series.push_back(std::string(1, option_letter(i)));
  c.stacked = false;
  c.unit = "%";
  c.decimals = 1;
  for (const TopicStats& t : s.topics) {
    Bar b;
    b.label = t.id;
    std::size_t keyed = 0;
    for (std::size_t v : t.key_positions) keyed += v;
    for (std::size_t i = 0; i < letters; ++i) {
      const std::size_t v = i < t.key_positions.size() ? t.key_positions[i] : 0;
      b.values.push_back(keyed ? 100.0 * static_cast<double>(v) / static_cast<double>(keyed) : 0);
      const double e = i < t.key_expected.size() ? t.key_expected[i] : 0.0;
      b.references.push_back(keyed ? 100.0 * e / static_cast<double>(keyed) : 0);
    }
    b.href = topic_path(t.id);
    if (t.key_position_findings) {
      b.marked = true;
      b.note = "style/key-position-bias: " + t.key_position_message;
    }
    c.bars.push_back(std::move(b));
  }
  return figure(bar_chart_svg(c), bar_chart_table(c));
}

std::string option_length_chart(const BankStats& s) {
  BarChart c;
  c.id = "grafiek-optielengte";
  c.title = tr("Lengte van de sleutel tegen de afleiders");
  c.description =
      tr("Per onderwerp de gemiddelde lengte in tekens van de sleutel en van de afleiders, over de vragen met "
         "precies één sleutel. Een sleutel die vaak de langste optie is, verraadt het antwoord.");
  c.label_heading = tr("onderwerp");
  c.series = {tr("sleutel"), tr("afleiders")};
  c.stacked = false;
  c.unit = tr("tekens");
  c.unit_one = tr("teken");
  c.decimals = 1;
  for (const TopicStats& t : s.topics) {
    Bar b;
    b.label = t.id;
    b.values = {t.key_length_mean, t.distractor_length_mean};
    b.href = topic_path(t.id);
    b.note = format_message(
        trn("de sleutel is de langste optie bij {} van {} vraag ({})",
            "de sleutel is de langste optie bij {} van {} vragen ({})", t.keyed),
        {std::to_string(t.key_longest), report_number(static_cast<double>(t.keyed)), percent(t.key_longest, t.keyed)});
    c.bars.push_back(std::move(b));
  }
  return figure(bar_chart_svg(c), bar_chart_table(c));
}

std::string rules_chart(const BankStats& s) {
  BarChart c;
  c.id = "grafiek-regels";
  c.title = tr("Bevindingen per regel en ernst");
  c.description =
      tr("Per regel het aantal bevindingen in de bank, gestapeld naar ernst. Een staaf leidt naar de bevindingen van "
         "de regel, de naam naar zijn documentatie.");
  c.label_heading = tr("regel");
  c.series = {tr("fout"), tr("waarschuwing"), tr("melding")};
  c.unit = tr("bevindingen");
  c.unit_one = tr("bevinding");
  std::map<std::string, std::vector<double>> per_rule;
  std::vector<std::string> order;  // most findings first (stats.rules is so sorted)
  for (const RuleCount& r : s.rules) {
    auto [it, fresh] = per_rule.try_emplace(r.rule, std::vector<double>(3, 0.0));
    if (fresh) order.push_back(r.rule);
    it->second[static_cast<std::size_t>(r.severity == Severity::Error     ? 0
                                        : r.severity == Severity::Warning ? 1
                                                                          : 2)] += static_cast<double>(r.count);
  }
  std::stable_sort(order.begin(), order.end(), [&](const std::string& a, const std::string& b) {
    auto total = [&](const std::string& r) { return per_rule[r][0] + per_rule[r][1] + per_rule[r][2]; };
    return total(a) > total(b);
  });
  for (const std::string& rule : order) {
    Bar b;
    b.label = rule;
    b.values = per_rule[rule];
    b.href = rule_path(rule) + "#meldingen";
    b.label_href = rule_path(rule);
    c.bars.push_back(std::move(b));
  }
  if (c.bars.empty()) return "<p>" + xml_escape(tr("qbank lint vindt niets in de bank.")) + "</p>\n";
  return figure(bar_chart_svg(c), bar_chart_table(c));
}

std::string explanation_chart(const BankStats& s) {
  BarChart c;
  c.id = "grafiek-toelichting";
  c.title = tr("Lengte van de toelichting");
  c.description = tr("Het aantal vragen per lengte van hun toelichting, in woorden.");
  c.label_heading = tr("woorden");
  c.series = {tr("vragen")};
  c.unit = tr("vragen");
  c.unit_one = tr("vraag");
  for (std::size_t i = 0; i < s.total.explanation_words.size(); ++i) {
    c.bars.push_back({format_message(tr("{} woorden"), {explanation_bucket_label(i)}),
                      {static_cast<double>(s.total.explanation_words[i])},
                      "",
                      "",
                      "",
                      false,
                      {}});
  }
  return figure(bar_chart_svg(c), bar_chart_table(c));
}

std::string without_related_chart(const BankStats& s) {
  BarChart c;
  c.id = "grafiek-zonder-verwijzingen";
  c.title = tr("Vragen zonder verwante vragen per onderwerp");
  c.description = tr("Per onderwerp het aantal vragen met een lege of ontbrekende lijst related.");
  c.label_heading = tr("onderwerp");
  c.series = {tr("zonder verwante vragen")};
  c.unit = tr("vragen");
  c.unit_one = tr("vraag");
  for (const TopicStats& t : s.topics) {
    // To the topic page's list of them; a topic without any has no such list.
    const std::string href = topic_path(t.id) + (t.without_related_ids.empty() ? "" : "#zonder-verwijzingen");
    c.bars.push_back({t.id, {static_cast<double>(t.without_related)}, href, "", "", false, {}});
  }
  std::string list;
  for (const TopicStats& t : s.topics) {
    if (t.without_related_ids.empty()) continue;
    list += "<li><a href=\"" + xml_escape(topic_path(t.id)) + "\">" + xml_escape(t.id) + "</a>: ";
    for (std::size_t i = 0; i < t.without_related_ids.size(); ++i) {
      const std::string& id = t.without_related_ids[i];
      list += (i ? ", " : "") + std::string("<a href=\"") + xml_escape(topic_path(t.id) + "#" + question_anchor(id)) +
              "\">" + xml_escape(id) + "</a>";
    }
    list += "</li>\n";
  }
  return figure(bar_chart_svg(c), bar_chart_table(c)) +
         (!list.empty()       ? "<ul class=\"ids\">\n" + list + "</ul>\n"
          : s.total.questions ? "<p>" + xml_escape(tr("Elke vraag heeft verwante vragen.")) + "</p>\n"
                              : std::string());
}

std::string history_section(const ReportInput& in) {
  const std::string id = "verloop";
  const std::string heading = tr("Verloop over de laatste commits");
  if (!in.history) {
    return section(id, heading, format_message(xml_escape(tr("Niet gevraagd ({}).")), {"<code>--history 0</code>"}),
                   "");
  }
  const History& h = *in.history;
  if (!h.repository) {
    return section(id, heading, xml_escape(tr("De bank staat niet in een git-repository, dus er is geen verloop.")),
                   "");
  }
  if (h.points.empty()) {
    return section(
        id, heading,
        xml_escape(h.problem.empty() ? std::string(tr("Er zijn nog geen commits met deze bank.")) : h.problem), "");
  }
  LineChart c;
  c.id = "grafiek-verloop";
  c.title = tr("Fouten en waarschuwingen per commit");
  c.description = format_message(trn("De fouten en waarschuwingen van qbank lint op de bank zoals die in de laatste "
                                     "{} commit was, de oudste links.",
                                     "De fouten en waarschuwingen van qbank lint op de bank zoals die in elk van de "
                                     "laatste {} commits was, de oudste links.",
                                     h.points.size()),
                                 {std::to_string(h.points.size())});
  c.x_heading = "commit";
  c.series = {tr("fouten"), tr("waarschuwingen")};
  c.values.resize(2);
  std::size_t broken = 0;
  for (const HistoryPoint& p : h.points) {
    c.x_labels.push_back(p.short_id);
    c.x_notes.push_back(p.config_error ? format_message(tr("{}, {} (de configuratie laadde niet)"), {p.date, p.subject})
                                       : p.date + ", " + p.subject);
    // A commit whose qbank.toml did not load has no counts: a gap in the lines.
    const double nan = std::numeric_limits<double>::quiet_NaN();
    c.values[0].push_back(p.config_error ? nan : static_cast<double>(p.errors));
    c.values[1].push_back(p.config_error ? nan : static_cast<double>(p.warnings));
    if (p.config_error) ++broken;
  }
  const std::size_t seen = h.points.size() + h.without_bank;
  const std::string seen_text = seen < in.history_requested
                                    ? plural(seen, trn("alle {} commit", "alle {} commits", seen))
                                    : plural(seen, trn("de laatste {} commit", "de laatste {} commits", seen));
  std::string intro = format_message(
      xml_escape(tr("Elke commit is gecontroleerd met zijn eigen {} en regels: {} van HEAD (alleen eerste ouders).")),
      {"<code>qbank.toml</code>", xml_escape(seen_text)});
  if (h.without_bank) {
    intro += " " + xml_escape(plural(h.without_bank, trn("{} commit had deze bank nog niet.",
                                                         "{} commits hadden deze bank nog niet.", h.without_bank)));
  }
  if (broken) {
    intro += " " + xml_escape(plural(broken, trn("Bij {} commit laadde de configuratie niet; daar is de lijn "
                                                 "onderbroken.",
                                                 "Bij {} commits laadde de configuratie niet; daar is de lijn "
                                                 "onderbroken.",
                                                 broken)));
  }
  if (!h.problem.empty()) intro += " " + xml_escape(h.problem);
  return section(id, heading, intro, figure(line_chart_svg(c), line_chart_table(c)));
}

// --- Topic and rule pages ---------------------------------------------------------------------

std::string finding_line(const Diagnostic& d, bool with_file, const std::string& link) {
  std::string place = (with_file ? d.file + ":" : std::string()) + std::to_string(d.span.begin.line) + ":" +
                      std::to_string(d.span.begin.column);
  std::string out = "<li class=\"" + std::string(severity_class(d.severity)) + "\"><span class=\"ernst\">" +
                    xml_escape(severity_word(d.severity)) + "</span> ";
  out += link.empty() ? "<code>" + xml_escape(place) + "</code>"
                      : "<a href=\"" + xml_escape(link) + "\"><code>" + xml_escape(place) + "</code></a>";
  out += " " + xml_escape(d.message) + " <code class=\"regel\">" + xml_escape(d.rule) + "</code></li>\n";
  return out;
}

std::string topic_page(const Bank& bank, std::size_t t, const TopicStats& ts, const graph::LinkGraph& links,
                       const std::vector<std::uint32_t>& family,
                       const std::map<std::string, std::vector<const Diagnostic*>>& by_file, ReportOutput& output) {
  const Topic& topic = bank.topics[t];
  const std::string path = topic_path(topic.id);
  std::string body = "<h1>" + xml_escape(topic_title(topic)) + "</h1>\n";
  body += "<p class=\"samenvatting\">" +
          format_message(xml_escape(tr("{}: {}, {}, {}, {}.")),
                         {"<code>" + xml_escape(topic.id) + "</code>",
                          xml_escape(plural(ts.questions, trn("{} vraag", "{} vragen", ts.questions))),
                          xml_escape(plural(ts.errors, trn("{} fout", "{} fouten", ts.errors))),
                          xml_escape(plural(ts.warnings, trn("{} waarschuwing", "{} waarschuwingen", ts.warnings))),
                          xml_escape(plural(ts.infos, trn("{} melding", "{} meldingen", ts.infos)))}) +
          "</p>\n";
  if (topic.description.present && !topic.description.value.empty()) {
    body += "<p class=\"tekst\">" + xml_escape(topic.description.value) + "</p>\n";
  }
  if (auto it = by_file.find(topic.path()); it != by_file.end()) {
    body += "<ul class=\"meldingen\">\n";
    for (const Diagnostic* d : it->second) body += finding_line(*d, true, "");
    body += "</ul>\n";
  }
  std::size_t in_family = 0;
  for (std::uint32_t f : family) in_family += bank.topics[f].questions.size();
  std::string graph_html = in_family == 0 ? "<p>" + xml_escape(tr("Dit onderwerp heeft nog geen vragen.")) + "</p>\n"
                                          : drawn(question_graph(bank, links, family),
                                                  format_message(tr("de graaf van onderwerp {}"), {topic.id}), output);
  body += section("graaf", tr("Verwante vragen"),
                  format_message(xml_escape(tr("Elke vraag van het onderwerp met haar verwijzingen ({}); een dubbele "
                                               "pijl is een wederzijdse verwijzing, een vraag zonder vulling hoort bij "
                                               "een ander onderwerp, een rode streepjeslijn wijst naar een id dat niet "
                                               "bestaat.")),
                                 {"<code>related</code>"}),
                  graph_html);
  if (!ts.without_related_ids.empty()) {
    std::string list = "<ul class=\"ids\"><li>";
    for (std::size_t i = 0; i < ts.without_related_ids.size(); ++i) {
      const std::string& id = ts.without_related_ids[i];
      list += (i ? ", " : "") + std::string("<a href=\"#") + xml_escape(question_anchor(id)) + "\">" + xml_escape(id) +
              "</a>";
    }
    body += section("zonder-verwijzingen", tr("Zonder verwante vragen"), "", list + "</li></ul>\n");
  }
  std::string questions;
  for (std::size_t qi : topic.questions) {
    const Question& q = bank.questions[qi];
    questions += "<article class=\"vraag\" id=\"" + xml_escape(question_anchor(q.id)) + "\">\n<h3><code>" +
                 xml_escape(q.id) + "</code>";
    if (!q.published()) questions += " <span class=\"status\">" + xml_escape(q.status.value) + "</span>";
    questions += "</h3>\n<p class=\"tekst\">" + xml_escape(q.stem.value) + "</p>\n<ol class=\"opties\">\n";
    for (const Option& o : q.options) {
      questions += "<li" + std::string(o.correct ? " class=\"sleutel\"" : "") + "><span class=\"letter\">" +
                   std::string(1, o.letter()) + "</span> " + xml_escape(o.text.value) +
                   (o.correct ? " <strong>" + xml_escape(tr("(sleutel)")) + "</strong>" : "") + "</li>\n";
    }
    questions += "</ol>\n";
    if (q.explanation.present)
      questions += "<p class=\"tekst toelichting\">" + xml_escape(q.explanation.value) + "</p>\n";
    if (!q.related.empty()) {
      questions += "<p class=\"verwant\">" + xml_escape(tr("Verwant:")) + " ";
      for (std::size_t i = 0; i < q.related.size(); ++i) {
        const std::string& id = q.related[i].id;
        questions += i ? ", " : "";
        if (const Question* target = bank.find_question(id)) {
          const std::string href =
              (target->topic == topic.id ? std::string() : topic_file(target->topic)) + "#" + question_anchor(id);
          questions += "<a href=\"" + xml_escape(href) + "\">" + xml_escape(id) + "</a>";
        } else {
          questions +=
              "<span class=\"ontbreekt\">" + xml_escape(format_message(tr("{} (ontbreekt)"), {id})) + "</span>";
        }
      }
      questions += "</p>\n";
    }
    if (auto it = by_file.find(q.path()); it != by_file.end()) {
      questions += "<ul class=\"meldingen\">\n";
      for (const Diagnostic* d : it->second) questions += finding_line(*d, false, "../" + rule_path(d->rule));
      questions += "</ul>\n";
    }
    questions += "</article>\n";
  }
  body += section("vragen", tr("Vragen"), "", questions);
  const std::string crumbs = "<a href=\"../index.html\">" + xml_escape(tr("Rapport")) +
                             "</a> <span aria-hidden=\"true\">›</span> " + xml_escape(topic.id);
  return page(path, format_message(tr("Rapport: {}"), {topic_title(topic)}), crumbs, body);
}

std::string rule_page(const RuleInfo* info, const std::string& rule, const std::vector<const Diagnostic*>& findings,
                      const std::map<std::string, std::string>& question_pages) {
  const std::string path = rule_path(rule);
  std::string body = "<h1><code>" + xml_escape(rule) + "</code></h1>\n";
  if (info) {
    body += "<p class=\"samenvatting\">" +
            xml_escape(format_message(tr("{} (standaard: {})"), {info->summary, severity_word(info->severity)})) +
            "</p>\n";
    // The doc starts with its own `# family/rule` heading: the page's h1 says it already.
    std::string doc = info->doc;
    if (doc.starts_with("# ")) doc.erase(0, doc.find('\n') == std::string::npos ? doc.size() : doc.find('\n') + 1);
    body += "<div class=\"documentatie\">" + markdown::to_html(doc) + "</div>\n";
  } else {
    body += "<p>" + xml_escape(tr("Deze regel staat niet in de catalogus van qbank.")) + "</p>\n";
  }
  std::string list = "<ul class=\"meldingen\">\n";
  for (const Diagnostic* d : findings) {
    auto it = question_pages.find(d->file);
    list += finding_line(*d, true, it == question_pages.end() ? "" : up(path) + it->second);
  }
  list += "</ul>\n";
  body += section("meldingen", tr("Bevindingen in de bank"),
                  xml_escape(plural(findings.size(), trn("{} bevinding.", "{} bevindingen.", findings.size()))), list);
  const std::string crumbs = "<a href=\"" + up(path) + "index.html\">" + xml_escape(tr("Rapport")) +
                             "</a> <span aria-hidden=\"true\">›</span> " + xml_escape(rule);
  return page(path, format_message(tr("Rapport: {}"), {rule}), crumbs, body);
}

}  // namespace

ReportOutput build_report(const ReportInput& in,
                          const std::function<void(const std::string& path, const std::string& content)>& emit) {
  const Bank& bank = *in.bank;
  const BankStats& s = *in.stats;
  ReportOutput output;
  auto put = [&](const std::string& path, const std::string& content) {
    output.files.insert(path);
    emit(path, content);
  };
  put("rapport.css", std::string(kReportStyle));
  put("cijfers.json", stats_json(s));

  const graph::LinkGraph links(bank);
  const graph::TopicGraph topics(bank);

  std::map<std::string, std::vector<const Diagnostic*>> by_file, by_rule;
  for (const Diagnostic& d : in.lint->diagnostics) {
    by_file[d.file].push_back(&d);
    by_rule[d.rule].push_back(&d);
  }
  // The page of each question file (and topic.toml), for the links of the rule pages.
  std::map<std::string, std::string> question_pages;
  for (const Topic& t : bank.topics) {
    question_pages[t.path()] = topic_path(t.id);
    for (std::size_t qi : t.questions)
      question_pages[bank.questions[qi].path()] = topic_path(t.id) + "#" + question_anchor(bank.questions[qi].id);
  }

  // index.html
  const auto& total = s.total;
  std::string body = "<h1>" + xml_escape(tr("Rapport van de bank")) + "</h1>\n";
  body += "<p class=\"samenvatting\">" +
          format_message(
              xml_escape(tr("De map {}: {} in {}; qbank lint vond {}, {} en {}. De cijfers staan ook in {} (als {}).")),
              {"<code>" + xml_escape(in.name) + "</code>",
               xml_escape(plural(total.questions, trn("{} vraag", "{} vragen", total.questions))),
               xml_escape(plural(s.topics.size(), trn("{} onderwerp", "{} onderwerpen", s.topics.size()))),
               xml_escape(plural(total.errors, trn("{} fout", "{} fouten", total.errors))),
               xml_escape(plural(total.warnings, trn("{} waarschuwing", "{} waarschuwingen", total.warnings))),
               xml_escape(plural(total.infos, trn("{} melding", "{} meldingen", total.infos))),
               "<a href=\"cijfers.json\">cijfers.json</a>", "<code>qbank stats --format json</code>"}) +
          "</p>\n";
  const std::vector<std::pair<const char*, const char*>> contents = {
      {"vragen-per-onderwerp", N_("Vragen per onderwerp")},
      {"sleutelpositie", N_("Positie van de sleutel")},
      {"optielengte", N_("Lengte van sleutel en afleiders")},
      {"meldingen", N_("Bevindingen per regel")},
      {"toelichting", N_("Lengte van de toelichting")},
      {"zonder-verwijzingen", N_("Vragen zonder verwante vragen")},
      {"onderwerpgraaf", N_("Onderwerpen en hun verbanden")},
      {"verloop", N_("Verloop")}};
  body += "<nav class=\"inhoud\" aria-label=\"" + xml_escape(tr("Inhoud")) + "\"><ol>";
  for (const auto& [anchor, label] : contents) {
    body += "<li><a href=\"#" + std::string(anchor) + "\">" + xml_escape(tr(label)) + "</a></li>";
  }
  body += "</ol></nav>\n";
  body += section("vragen-per-onderwerp", tr("Vragen per onderwerp"),
                  xml_escape(tr("Per onderwerp de vragen naar status.")), statuses_chart(s));
  {
    const std::string rule = "<code>style/key-position-bias</code>";
    std::string intro = xml_escape(tr("Bij een goede bank staat de sleutel even vaak op elke positie.")) + " ";
    intro +=
        total.key_position_findings
            ? format_message(
                  xml_escape(trn("{} meldt {} afwijking.", "{} meldt {} afwijkingen.", total.key_position_findings)),
                  {rule, report_number(static_cast<double>(total.key_position_findings))})
            : format_message(xml_escape(tr("{} meldt geen afwijking.")), {rule});
    body += section("sleutelpositie", tr("Positie van de sleutel"), intro, key_position_chart(s));
  }
  body += section(
      "optielengte", tr("Lengte van sleutel en afleiders"),
      xml_escape(total.keyed ? format_message(
                                   trn("In de hele bank is de sleutel de langste optie bij {} van {} vraag "
                                       "({}).",
                                       "In de hele bank is de sleutel de langste optie bij {} van {} vragen "
                                       "({}).",
                                       total.keyed),
                                   {std::to_string(total.key_longest), report_number(static_cast<double>(total.keyed)),
                                    percent(total.key_longest, total.keyed)})
                             : std::string(tr("Geen vraag heeft precies één sleutel."))),
      option_length_chart(s));
  body += section("meldingen", tr("Bevindingen per regel"), "", rules_chart(s));
  body += section("toelichting", tr("Lengte van de toelichting"),
                  xml_escape(format_message(tr("Gemiddeld {} woorden toelichting per vraag."),
                                            {report_number(total.explanation_words_mean, 1)})),
                  explanation_chart(s));
  body +=
      section("zonder-verwijzingen", tr("Vragen zonder verwante vragen"),
              xml_escape(total.questions
                             ? format_message(trn("{} vraag heeft geen verwante vragen ({}).",
                                                  "{} vragen hebben geen verwante vragen ({}).", total.without_related),
                                              {report_number(static_cast<double>(total.without_related)),
                                               percent(total.without_related, total.questions)})
                             : std::string(tr("De bank heeft nog geen vragen."))),
              without_related_chart(s));
  body += section(
      "onderwerpgraaf", tr("Onderwerpen en hun verbanden"),
      format_message(xml_escape(tr("Elk onderwerp met zijn vragen; een doorgetrokken pijl wijst naar het bovenliggende "
                                   "onderwerp ({}), een streepjeslijn naar voorkennis ({}), een stippellijn telt de "
                                   "verwijzingen tussen vragen van twee onderwerpen.")),
                     {"<code>parent</code>", "<code>prerequisites</code>"}),
      bank.topics.empty() ? "<p>" + xml_escape(tr("De bank heeft geen onderwerpen.")) + "</p>\n"
                          : drawn(topic_graph(bank, topics, links), tr("de onderwerpgraaf"), output));
  body += history_section(in);
  put("index.html", page("index.html", format_message(tr("Rapport: {}"), {in.name}), "", body));

  // Each topic with its sub-topics: every topic is added to each topic on its parent chain (a cycle
  // is cut after as many steps as there are topics; graph/parent-cycle reports it).
  std::vector<std::vector<std::uint32_t>> families(bank.topics.size());
  for (std::uint32_t t = 0; t < bank.topics.size(); ++t) families[t].push_back(t);
  for (std::uint32_t t = 0; t < bank.topics.size(); ++t) {
    std::uint32_t u = topics.parent(t);
    for (std::size_t steps = 0; u != graph::kNone && u != t && steps < bank.topics.size();
         ++steps, u = topics.parent(u)) {
      families[u].push_back(t);
    }
  }
  for (std::size_t t = 0; t < bank.topics.size(); ++t) {
    put(topic_path(bank.topics[t].id), topic_page(bank, t, s.topics[t], links, families[t], by_file, output));
  }
  for (const auto& [rule, findings] : by_rule) {
    put(rule_path(rule), rule_page(in.lint->catalog.find(rule), rule, findings, question_pages));
  }
  return output;
}

}  // namespace qbank::health
