// qbank report [--out DIR] [--history N] [BANK]
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <set>

#include "author/stats.h"
#include "cli/commands.h"
#include "cli/ui.h"
#include "core/errors.h"
#include "core/i18n.h"
#include "core/lifetime.h"
#include "core/memory.h"
#include "core/parallel.h"
#include "export/writer.h"
#include "lint/bank_loader.h"
#include "lint/linter.h"
#include "report/history.h"
#include "report/report.h"

namespace qbank::cli {

namespace {

namespace fs = std::filesystem;

// Pages of an earlier report that this one no longer has (a topic or rule that went away): only
// .html files in the report's own sub-folders are removed, nothing else in the folder.
void remove_stale_pages(const fs::path& out, const std::set<std::string>& files) {
  std::error_code ec;
  for (const char* sub : {"onderwerpen", "regels"}) {
    const fs::path dir = out / sub;
    if (!fs::is_directory(dir, ec)) continue;
    std::vector<fs::path> stale;
    for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
      if (!it->is_regular_file(ec) || it->path().extension() != ".html") continue;
      const std::string rel = it->path().lexically_relative(out).generic_string();
      if (!files.contains(rel)) stale.push_back(it->path());
    }
    for (const auto& p : stale) fs::remove(p, ec);
  }
}

}  // namespace

void add_report_command(CLI::App& app, ExitCode& exit) {
  auto* cmd = app.add_subcommand("report", tr("Schrijf een rapport van de bank als HTML-pagina's met grafieken: "
                                              "onderwerpen, sleutels, meldingen en verloop"));
  struct Options {
    std::string bank = ".";
    std::string out = "rapport";
    std::size_t history = 30;
    bool no_cache = false;
    bool timings = false;
    unsigned jobs = 0;
  };
  auto opt = std::make_shared<Options>();
  cmd->add_option("bank", opt->bank, tr("De bank (standaard: de bank rond de werkmap)"));
  cmd->add_option("-o,--out", opt->out, tr("De map voor het rapport (standaard: rapport)"));
  cmd->add_option("--history", opt->history,
                  tr("Het aantal laatste commits in het verloop (standaard: 30; 0: geen verloop)"));
  cmd->add_flag("--no-cache", opt->no_cache, tr("Controleer zonder de resultatencache"));
  cmd->add_option("-j,--jobs", opt->jobs, tr("Aantal threads (standaard: alle kernen)"));
  cmd->add_flag("--timings", opt->timings,
                tr("Schrijf de tijd en het piekgeheugen van elke fase naar de foutuitvoer (stderr)"));
  cmd->callback([opt, &exit] {
    RealFileSystem fs;
    std::vector<std::pair<std::string, double>> phases;
    auto clock = std::chrono::steady_clock::now();
    auto phase = [&](const char* name, double minus = 0) {
      const auto now = std::chrono::steady_clock::now();
      phases.emplace_back(name, std::chrono::duration<double, std::milli>(now - clock).count() - minus);
      clock = now;
    };
    try {
      if (fs.kind(opt->bank) == FileKind::Missing) {
        std::cerr << "qbank report: " << format_message(tr("pad bestaat niet: {}"), {opt->bank}) << "\n";
        exit.value = 2;
        return;
      }
      const OpenBank opened = open_bank(fs, opt->bank);
      const BankLocation& loc = opened.location;
      LintOptions lo;
      lo.paths = {loc.root};
      lo.jobs = opt->jobs;
      lo.cache = !opt->no_cache;
      // The same options as a plain `qbank lint`: its cached result is reused, and the rule pages
      // show the same messages (with their spelling suggestions).
      lo.keep_bank = true;
      // A folder that cannot be written is said before any work is done.
      std::string error;
      auto folder = OutputFolder::open(opt->out, &error);
      if (!folder) {
        std::cerr << "qbank report: " << error << "\n";
        exit.value = 2;
        return;
      }
      auto lint_owner = std::make_unique<LintResult>(run_lint(fs, lo));
      const LintResult& lint = *lint_owner;
      phase("lint");
      // After a cache hit the lint run loaded no bank: load it now.
      std::shared_ptr<LoadedBank> bank_owner = lint_owner->bank;
      if (!bank_owner) {
        bank_owner =
            std::make_shared<LoadedBank>(load_bank(fs, loc, opened.config, lo.jobs ? lo.jobs : default_jobs()));
      }
      const LoadedBank& loaded = *bank_owner;
      const BankStats stats = compute_stats(loaded.bank, lint.diagnostics);
      phase("bank and numbers");

      health::History history;
      if (opt->history > 0) {
        health::HistoryOptions ho;
        ho.bank_root = loc.root;
        ho.commits = opt->history;
        ho.jobs = opt->jobs;
        ho.cache = !opt->no_cache;
        history = health::read_history(ho);
      }
      phase("history");
      health::ReportInput in;
      in.bank = &loaded.bank;
      in.lint = &lint;
      in.stats = &stats;
      in.name = absolute_normal_path(loc.root).filename().string();
      in.history = opt->history > 0 ? &history : nullptr;
      in.history_requested = opt->history;
      // Every page is written as soon as it is made; the first write that fails stops the writing.
      std::string write_error;
      double write_ms = 0;
      const health::ReportOutput built =
          health::build_report(in, [&](const std::string& path, const std::string& content) {
            if (!write_error.empty()) return;
            const auto start = std::chrono::steady_clock::now();
            if (!folder->write(path, content, &write_error) && write_error.empty()) write_error = path;
            write_ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
          });
      if (!write_error.empty()) {
        std::cerr << "qbank report: " << write_error << "\n";
        exit.value = 2;
        return;
      }
      const auto& files = built.files;
      const auto& problems = built.problems;
      phase("pages", built.graph_ms + write_ms);
      phases.emplace_back("graphs (" + std::to_string(built.graphs) + ")", built.graph_ms);
      phases.emplace_back("write", write_ms);
      remove_stale_pages(folder->root(), files);
      for (const auto& p : problems) std::cerr << "qbank report: " << format_message(tr("let op: {}"), {p}) << "\n";
      if (!history.problem.empty())
        std::cerr << "qbank report: " << format_message(tr("let op: {}"), {history.problem}) << "\n";
      std::cerr << "qbank report: "
                << format_message(trn("{} bestand geschreven in {}", "{} bestanden geschreven in {}", files.size()),
                                  {std::to_string(files.size()), display_folder(opt->out)})
                << " (" << display_path(fs::path(opt->out) / "index.html") << ")\n";
      if (opt->timings) {
        std::cerr << timings_heading(tr("tijd"), 10) << "  " << tr("fase") << "\n";
        for (const auto& [name, ms] : phases) {
          char line[160];
          std::snprintf(line, sizeof line, "%10.1f ms  %s\n", ms, name.c_str());
          std::cerr << line;
        }
        char line[80];
        std::snprintf(line, sizeof line, "%10.1f MB  ", static_cast<double>(peak_rss_kb()) / 1024.0);
        std::cerr << line << tr("piekgeheugen") << "\n";
      }
      // The findings and the bank are left to the operating system (core/lifetime.h).
      lint_owner->bank.reset();
      dispose(std::move(lint_owner));
      dispose(std::make_unique<std::shared_ptr<LoadedBank>>(std::move(bank_owner)));
      exit.value = 0;
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    }
  });
}

}  // namespace qbank::cli
