// qbank stats [--format text|json] [BANK]
#include <iostream>

#include "author/stats.h"
#include "cli/commands.h"
#include "cli/ui.h"
#include "core/errors.h"
#include "core/i18n.h"
#include "core/parallel.h"
#include "lint/bank_loader.h"
#include "lint/linter.h"

namespace qbank::cli {

void add_stats_command(CLI::App& app, ExitCode& exit) {
  auto* cmd = app.add_subcommand(
      "stats",
      tr("Per onderwerp: vragen, posities van de sleutel, lengte van de opties, verwante vragen en meldingen"));
  struct Options {
    std::string bank = ".";
    std::string format = "text";
    bool no_cache = false;
    unsigned jobs = 0;
  };
  auto opt = std::make_shared<Options>();
  cmd->add_option("bank", opt->bank, tr("De bank (standaard: de bank rond de werkmap)"));
  cmd->add_option("--format", opt->format, tr("Uitvoerformaat: text|json"))->check(one_of({"text", "json"}));
  cmd->add_flag("--no-cache", opt->no_cache, tr("Controleer zonder de resultatencache"));
  cmd->add_option("-j,--jobs", opt->jobs, tr("Aantal threads (standaard: alle kernen)"));
  cmd->callback([opt, &exit] {
    RealFileSystem fs;
    try {
      if (fs.kind(opt->bank) == FileKind::Missing) {
        std::cerr << "qbank stats: " << format_message(tr("pad bestaat niet: {}"), {opt->bank}) << "\n";
        exit.value = 2;
        return;
      }
      const OpenBank opened = open_bank(fs, opt->bank);
      const BankLocation& loc = opened.location;
      LintOptions lo;
      lo.paths = {loc.root};
      lo.jobs = opt->jobs;
      lo.cache = !opt->no_cache;
      const LintResult lint = run_lint(fs, lo);
      const LoadedBank loaded = load_bank(fs, loc, opened.config, lo.jobs ? lo.jobs : default_jobs());
      const BankStats stats = compute_stats(loaded.bank, lint.diagnostics);
      if (opt->format == "json")
        render_stats_json(stats, std::cout);
      else
        render_stats_text(stats, std::cout);
      exit.value = 0;
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    }
  });
}

}  // namespace qbank::cli
