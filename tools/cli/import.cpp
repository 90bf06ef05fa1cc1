// qbank import --from FORMAT FILE... --topic T --out BANK [--force]
#include <iostream>

#include "cli/commands.h"
#include "core/errors.h"
#include "core/i18n.h"
#include "import/run.h"
#include "output/render.h"

namespace qbank::cli {

namespace {

struct Options {
  std::string from;
  std::vector<std::string> files;
  std::string topic;
  std::string out;
  bool force = false;
};

std::string count(unsigned long n, const char* pattern) { return format_count(pattern, n); }

int run(const Options& o) {
  ImportOptions io;
  io.from = o.from;
  for (const auto& f : o.files) io.files.emplace_back(f);
  io.topic = o.topic;
  io.out = o.out;
  io.force = o.force;
  ImportReport report;
  std::string error;
  if (!run_import(io, report, &error)) {
    std::cerr << "qbank import: " << error << "\n";
    return 2;
  }
  LintResult shown;
  shown.diagnostics = report.result.diagnostics;
  shown.sources = report.result.sources;
  count_severities(shown.diagnostics, shown.summary);
  RenderOptions ro;
  ro.color = use_color(1);
  ro.show_summary = false;
  render_text(shown, std::cout, ro);
  for (const auto& t : report.topics) std::cout << format_message(tr("nieuw onderwerp: {}"), {t}) << "\n";
  for (const auto& q : report.questions) {
    std::cout << format_message(q.replaced ? tr("vervangen: {}") : tr("nieuw: {}"), {q.path}) << "\n";
  }
  const auto& s = shown.summary;
  std::cout << "qbank import: "
            << format_message(tr("{} geïmporteerd, {} ({}, {}, {})"),
                              {count(report.imported, trn("{} vraag", "{} vragen", report.imported)),
                               count(report.skipped, trn("{} overgeslagen", "{} overgeslagen", report.skipped)),
                               count(s.errors, trn("{} fout", "{} fouten", s.errors)),
                               count(s.warnings, trn("{} waarschuwing", "{} waarschuwingen", s.warnings)),
                               count(s.infos, trn("{} melding", "{} meldingen", s.infos))})
            << "\n";
  return shown.summary.errors > 0 ? 1 : 0;
}

}  // namespace

void add_import_command(CLI::App& app, ExitCode& exit) {
  auto* cmd = app.add_subcommand(
      "import", tr("Importeer meerkeuzevragen met één goed antwoord uit Moodle XML, GIFT, QTI, quizpagina's of JSON"));
  auto opt = std::make_shared<Options>();
  std::string names;
  std::string help;
  for (const auto& i : importers()) {
    names += (names.empty() ? "" : "|") + std::string(i->name());
    help += "\n  " + std::string(i->name()) + ": " + std::string(tr(i->description().data()));
  }
  cmd->add_option("--from", opt->from, tr("Bronformaat: ") + names + help)->required()->check([](const std::string& v) {
    return find_importer(v) ? std::string()
                            : format_message(tr("onbekend bronformaat `{}`; zie --help voor de formaten"), {v});
  });
  cmd->add_option(tr("bestanden"), opt->files, tr("Bronbestanden"))->required();
  cmd->add_option("--topic", opt->topic,
                  tr("Onderwerp-id voor alle geïmporteerde vragen (moodle, gift: standaard hun categorieën, als "
                     "onderwerpen met parent; qti, page: verplicht)"));
  cmd->add_option("--out", opt->out, tr("De map van de bank waarin geschreven wordt"))->required();
  cmd->add_flag("--force", opt->force, tr("Vervang bestaande vraagbestanden (atomair)"));
  cmd->callback([opt, &exit] {
    try {
      exit.value = run(*opt);
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    }
  });
}

}  // namespace qbank::cli
