// qbank graph [BANK] --format dot|mermaid|json [--topic T]
#include <iostream>
#include <sstream>

#include "cli/commands.h"
#include "cli/ui.h"
#include "core/errors.h"
#include "core/i18n.h"
#include "core/parallel.h"
#include "core/strings.h"
#include "graph/link_graph.h"
#include "graph/topic_graph.h"
#include "graph/view.h"
#include "graph/writers.h"
#include "lint/bank_loader.h"

namespace qbank::cli {

namespace {

// Mermaid refuses diagrams with more links than this unless the site raises its maxEdges.
constexpr std::size_t kMermaidMaxEdges = 500;

}  // namespace

void add_graph_command(CLI::App& app, ExitCode& exit) {
  auto* cmd =
      app.add_subcommand("graph", tr("Toon de graaf van verwante vragen en onderwerpen als DOT, Mermaid of JSON"));
  struct Options {
    std::string path = ".";
    std::string format = "dot";
    std::string topic;
  };
  auto opt = std::make_shared<Options>();
  cmd->add_option("bank", opt->path, tr("De bank (standaard: de bank rond de werkmap)"));
  cmd->add_option("--format", opt->format, tr("Uitvoerformaat: dot|mermaid|json (standaard: dot)"))
      ->check(one_of({"dot", "mermaid", "json"}));
  cmd->add_option(
      "--topic", opt->topic,
      tr("Alleen dit onderwerp en zijn subonderwerpen, met de vragen waar hun verwijzingen heen of vandaan gaan"));
  cmd->callback([opt, &exit] {
    RealFileSystem fs;
    try {
      if (fs.kind(opt->path) == FileKind::Missing) {
        throw ConfigError(opt->path, RuleId::syntax_unreadable, {},
                          format_message(tr("pad bestaat niet: {}"), {opt->path}));
      }
      const OpenBank opened = open_bank(fs, opt->path);
      const BankLocation& loc = opened.location;
      const Config& config = opened.config;
      // Files that do not parse are left out of the graph; `qbank lint` reports them.
      const LoadedBank loaded = load_bank(fs, loc, config, default_jobs());
      const graph::LinkGraph links(loaded.bank);
      const graph::TopicGraph topics(loaded.bank);
      if (!opt->topic.empty() && topics.find(opt->topic) == graph::kNone) {
        std::cerr << "qbank: " << format_message(tr("onbekend onderwerp `{}`"), {opt->topic});
        std::vector<std::string> ids;
        for (const auto& t : loaded.bank.topics) ids.push_back(t.id);
        if (auto guess = closest_match(opt->topic, ids)) std::cerr << format_message(tr("; bedoel je `{}`?"), {*guess});
        std::cerr << "\n";
        exit.value = 2;
        return;
      }
      const graph::View view = graph::make_view(links, topics, opt->topic);
      std::ostringstream text;
      if (opt->format == "dot")
        graph::write_dot(view, text);
      else if (opt->format == "mermaid")
        graph::write_mermaid(view, text);
      else
        graph::write_json(view, text);
      std::cout << text.str();
      std::cout.flush();
      if (opt->format == "mermaid" && view.statistics.edges - view.statistics.mutual_pairs > kMermaidMaxEdges) {
        std::cerr << "qbank: "
                  << format_message(tr("let op: de grafiek heeft meer dan {} verbindingen, meer dan Mermaid standaard "
                                       "tekent; kies een onderwerp met --topic"),
                                    {std::to_string(kMermaidMaxEdges)})
                  << "\n";
      }
      exit.value = 0;
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    }
  });
}

}  // namespace qbank::cli
