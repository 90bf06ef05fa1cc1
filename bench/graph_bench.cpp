// Resolving the related-question links of a large synthetic bank, side by side with a naive
// baseline measured in the same run, plus the other graph work a lint run or `qbank graph` does.
//
//   build/bench/graph_bench [questions=100000] [links per question=5] [threads=2]
//
// The bank is built in memory: 1,000 topics in a tree with some prerequisites, ids made of Dutch
// words (like real ids, 15-40 characters), each question linking mostly inside its topic; one
// link in a thousand is a typo of an existing id (a dangling link with a suggestion).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "checks/graph/link_check.h"
#include "checks/graph/topic_check.h"
#include "core/config.h"
#include "core/parallel.h"
#include "core/strings.h"
#include "graph/id_index.h"
#include "graph/link_graph.h"
#include "graph/topic_graph.h"
#include "graph/view.h"
#include "graph/writers.h"

namespace {

using namespace qbank;
using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

double cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

// Wall and CPU time of one run, in milliseconds.
struct Timing {
  double wall = 0;
  double cpu = 0;
};

// The run with the median wall time out of `runs`.
template <typename F>
Timing median(int runs, F&& f) {
  std::vector<Timing> t;
  for (int i = 0; i < runs; ++i) {
    const double c = cpu_ms();
    const auto start = Clock::now();
    f();
    t.push_back({ms_since(start), cpu_ms() - c});
  }
  std::sort(t.begin(), t.end(), [](const Timing& a, const Timing& b) { return a.wall < b.wall; });
  return t[t.size() / 2];
}

void row(const char* step, Timing ours, const Timing* naive) {
  if (naive) {
    std::printf("%-46s %9.1f %9.1f %9.1f %9.1f %7.1fx\n", step, ours.wall, ours.cpu, naive->wall, naive->cpu,
                naive->cpu / ours.cpu);
  } else {
    std::printf("%-46s %9.1f %9.1f %9s %9s %8s\n", step, ours.wall, ours.cpu, "-", "-", "-");
  }
}

const char* const kWords[] = {"geheugen",      "bandbreedte", "batch",      "cache",       "decode",   "prefill",
                              "gewicht",       "matrix",      "tensor",     "kern",        "laag",     "aandacht",
                              "token",         "training",    "inferentie", "kwantisatie", "precisie", "fp16",
                              "bf16",          "int8",        "rekenen",    "tegel",       "latentie", "doorvoer",
                              "optimalisatie", "gradient",    "activatie",  "parameter",   "model",    "sleutel",
                              "waarde",        "vector",      "lengte",     "kosten",      "tijd",     "energie"};

Bank make_bank(std::size_t questions, std::size_t links) {
  std::mt19937 rng(20240611);
  std::uniform_int_distribution<std::size_t> word(0, std::size(kWords) - 1);
  Bank bank;
  const std::size_t topics = 1000;
  for (std::size_t t = 0; t < topics; ++t) {
    Topic topic;
    char id[32];
    std::snprintf(id, sizeof id, "onderwerp-%04zu", t);
    topic.id = id;
    topic.title.set("Onderwerp " + std::to_string(t));
    topic.title.present = true;
    topic.source = std::make_shared<SourceFile>("bank/" + topic.id + "/topic.toml", "title = \"x\"\n");
    if (t > 0) {
      char parent[32];
      std::snprintf(parent, sizeof parent, "onderwerp-%04zu", (t - 1) / 8);  // a tree, depth <= 5
      topic.parent = IdRef{parent, Span{{2, 10}, {2, 26}}};
    }
    if (t > 10 && t % 3 == 0) {
      char pre[32];
      std::snprintf(pre, sizeof pre, "onderwerp-%04zu", t / 2 - 1);
      topic.prerequisites.push_back({pre, Span{{3, 18}, {3, 34}}});
    }
    bank.topics.push_back(std::move(topic));
  }
  std::set<std::string> used;
  std::vector<std::string> ids;
  while (ids.size() < questions) {
    std::string id = std::string(kWords[word(rng)]) + "-" + kWords[word(rng)] + "-" + kWords[word(rng)];
    if (rng() % 2) id += "-" + std::to_string(rng() % 1000);
    if (used.insert(id).second) ids.push_back(id);
  }
  const std::size_t per_topic = (questions + topics - 1) / topics;
  std::sort(ids.begin(), ids.end());
  std::shuffle(ids.begin(), ids.end(), rng);
  for (std::size_t i = 0; i < questions; ++i) {
    Question q;
    q.id = ids[i];
    q.topic = bank.topics[std::min(i / per_topic, topics - 1)].id;
    q.source = std::make_shared<SourceFile>("bank/" + q.topic + "/" + q.id + ".toml", "stem = \"x\"\n");
    q.stem.set("Hoeveel geheugen vraagt vraag " + std::to_string(i) + " van de synthetische vragenbank?");
    q.stem.present = true;
    q.stem.key = Span{{1, 1}, {1, 5}};
    q.related_present = true;
    q.related_key = Span{{3, 1}, {3, 8}};
    // Links inside the topic that run both ways (neighbours at +-1, +-2, ... and, for an odd
    // count, the question opposite); one in a thousand goes to a random question instead (a
    // one-way, usually cross-topic link), and one in a thousand has a typo.
    const std::size_t base = (i / per_topic) * per_topic;
    const std::size_t m = std::min(per_topic, questions - base);
    for (std::size_t k = 0; k < links; ++k) {
      const std::size_t step = k + 1 == links && links % 2 == 1 ? m / 2 : k / 2 + 1;
      const std::size_t p = i - base;
      std::size_t j = base + (k % 2 == 0 || step == m / 2 ? p + step : p + m - step % m) % m;
      if (rng() % 1000 == 0) j = rng() % questions;
      std::string target = ids[j];
      if (rng() % 1000 == 0) std::swap(target[1], target[2]);  // a typo: a dangling link
      const auto col = static_cast<std::uint32_t>(12 + k * 30);
      q.related.push_back({target, Span{{3, col}, {3, col + static_cast<std::uint32_t>(target.size()) + 2}}});
    }
    bank.questions.push_back(std::move(q));
  }
  std::sort(bank.questions.begin(), bank.questions.end(),
            [](const Question& a, const Question& b) { return a.path() < b.path(); });
  bank.index();
  return bank;
}

// The baseline: what a first version would write. An ordered map from id to index, a std::string
// per lookup, per-question vectors of targets and sources and a std::set against repetitions.
struct NaiveGraph {
  std::vector<std::vector<std::size_t>> out, in;
  std::size_t dangling = 0, duplicates = 0, self = 0;
};

NaiveGraph naive_resolve(const Bank& bank) {
  NaiveGraph g;
  std::map<std::string, std::size_t> index;
  for (std::size_t i = 0; i < bank.questions.size(); ++i) index.emplace(bank.questions[i].id, i);
  g.out.resize(bank.questions.size());
  g.in.resize(bank.questions.size());
  for (std::size_t i = 0; i < bank.questions.size(); ++i) {
    std::set<std::string> seen;
    for (const auto& ref : bank.questions[i].related) {
      if (!seen.insert(ref.id).second) {
        ++g.duplicates;
        continue;
      }
      auto it = index.find(std::string(ref.id));
      if (it == index.end()) {
        ++g.dangling;
        continue;
      }
      if (it->second == i) {
        ++g.self;
        continue;
      }
      g.out[i].push_back(it->second);
      g.in[it->second].push_back(i);
    }
  }
  return g;
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t questions = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 100000;
  const std::size_t links = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 5;
  const unsigned threads = argc > 3 ? static_cast<unsigned>(std::strtoul(argv[3], nullptr, 10)) : 2;

  auto t0 = Clock::now();
  const Bank bank = make_bank(questions, links);
  std::size_t total_links = 0;
  for (const auto& q : bank.questions) total_links += q.related.size();
  std::printf("synthetic bank: %zu questions, %zu topics, %zu links (built in %.0f ms)\n\n", bank.questions.size(),
              bank.topics.size(), total_links, ms_since(t0));

  // 1. Resolution: qbank's LinkGraph against the naive baseline, median of 5 runs each.
  std::size_t dangling = 0, naive_dangling = 0;
  const Timing ours = median(5, [&] { dangling = graph::LinkGraph(bank).dangling_count(); });
  const Timing naive = median(5, [&] { naive_dangling = naive_resolve(bank).dangling; });
  std::printf("%-46s %9s %9s %9s %9s %8s\n", "step (median)", "wall ms", "cpu ms", "base wall", "base cpu", "ratio");
  row("resolve every related id (graph + in-links)", ours, &naive);
  if (dangling != naive_dangling) {
    std::printf("MISMATCH: %zu dangling links, the baseline finds %zu\n", dangling, naive_dangling);
    return 1;
  }

  // 2. Suggestions for the dangling links: the bigram-filtered, banded search against
  //    closest_match() over every id (the same answers), 50 typos.
  const graph::LinkGraph g(bank);
  std::vector<std::string> typos;
  for (std::size_t q = 0; q < g.size() && typos.size() < 50; ++q) {
    for (const auto& link : g.links(q)) {
      if (link.kind == graph::LinkKind::Dangling) typos.push_back(bank.questions[q].related[link.element].id);
    }
  }
  typos.push_back("een-id-dat-op-niets-lijkt-7");  // no suggestion: the most expensive case
  const auto ids_view = graph::question_ids(bank);
  const std::vector<std::string> ids(ids_view.begin(), ids_view.end());
  std::vector<std::optional<std::string>> a(typos.size()), b(typos.size());
  std::unique_ptr<graph::IdSuggester> suggester;
  const Timing build = median(3, [&] { suggester = std::make_unique<graph::IdSuggester>(ids_view); });
  const Timing suggest_ours = median(3, [&] {
    for (std::size_t i = 0; i < typos.size(); ++i) a[i] = suggester->suggest(typos[i]);
  });
  const Timing suggest_naive = median(1, [&] {
    for (std::size_t i = 0; i < typos.size(); ++i) b[i] = closest_match(typos[i], ids);
  });
  char label[96];
  row("build the suggestion index (bigrams)", build, nullptr);
  std::snprintf(label, sizeof label, "suggest an id for %zu dangling links", typos.size());
  row(label, suggest_ours, &suggest_naive);
  if (a != b) {
    std::printf("MISMATCH: the suggester and closest_match disagree\n");
    return 1;
  }

  // 3. Every graph check as a lint run calls them (prepare, per question on `threads` threads,
  //    topics), with the default settings but related_min = related_max = links.
  RealFileSystem fsys;
  Config config = load_config(fsys, "/", {}, "");
  config.settings.assign(
      "{\"graph\": {\"related_min\": " + std::to_string(links) + ", \"related_max\": " + std::to_string(links) + "}}",
      config.schemas.config, {});
  const RuleCatalog catalog = RuleCatalog::builtin();
  std::size_t findings = 0;
  Timing prepare, per_question, topics;
  const Timing checks = median(3, [&] {
    LintContext ctx(bank, config, catalog);
    ctx.jobs = threads;
    GraphLinkCheck link_check;
    GraphTopicCheck topic_check;
    prepare = median(1, [&] { link_check.prepare(ctx); });
    std::vector<std::vector<Diagnostic>> per(bank.questions.size());
    per_question = median(1, [&] {
      parallel_for(bank.questions.size(), threads,
                   [&](std::size_t i) { link_check.check_question(bank.questions[i], ctx, per[i]); });
    });
    std::vector<Diagnostic> all;
    topics = median(1, [&] { topic_check.check_bank(ctx, all); });
    findings = all.size();
    for (const auto& v : per) findings += v.size();
  });
  std::snprintf(label, sizeof label, "all graph checks (%u threads, %zu findings)", threads, findings);
  row(label, checks, nullptr);
  row("  of which: resolve and index (prepare)", prepare, nullptr);
  row("  of which: per question (with suggestions)", per_question, nullptr);
  row("  of which: topics", topics, nullptr);

  // 4. `qbank graph`: the view with its statistics, and each writer.
  const graph::TopicGraph tg(bank);
  graph::View view;
  row("graph view and statistics", median(3, [&] { view = graph::make_view(g, tg); }), nullptr);
  std::size_t bytes = 0;
  for (const auto& step : {std::pair{"write DOT", &graph::write_dot}, std::pair{"write Mermaid", &graph::write_mermaid},
                           std::pair{"write JSON", &graph::write_json}}) {
    const char* name = step.first;
    const auto writer = step.second;  // a plain variable: clang 14 cannot capture structured bindings
    const Timing w = median(3, [&] {
      std::ostringstream out;
      writer(view, out);
      bytes = out.str().size();
    });
    std::snprintf(label, sizeof label, "%s (%.1f MB)", name, static_cast<double>(bytes) / 1e6);
    row(label, w, nullptr);
  }
  return 0;
}
