// qbank export --format FORMAT --out PATH [BANK]
#include <iostream>
#include <set>

#include "cli/commands.h"
#include "core/errors.h"
#include "core/i18n.h"
#include "core/parallel.h"
#include "export/exporter.h"
#include "export/writer.h"
#include "lint/bank_loader.h"
#include "lint/linter.h"
#include "output/render.h"

namespace qbank::cli {

namespace {

struct ExportOptions {
  std::string format;
  std::string out;
  std::string bank = ".";
  bool allow_errors = false;
  unsigned jobs = 0;
};

int run_export(const ExportOptions& opt) {
  const Exporter* exporter = find_exporter(opt.format);
  if (!exporter) {
    std::cerr << "qbank export: " << format_message(tr("onbekend formaat '{}'"), {opt.format}) << "\n";
    return 2;
  }
  RealFileSystem fs;
  const std::filesystem::path bank_path(opt.bank);
  if (fs.kind(bank_path) != FileKind::Directory) {
    std::cerr << "qbank export: " << format_message(tr("{} is geen map met een vragenbank"), {opt.bank}) << "\n";
    return 2;
  }

  // The output never goes into the bank: the next lint would read it as topics and questions.
  {
    std::error_code ec;
    const auto root = std::filesystem::weakly_canonical(locate_bank(bank_path).root, ec);
    const auto out = std::filesystem::weakly_canonical(std::filesystem::absolute(opt.out, ec), ec);
    const auto rel = out.lexically_relative(root);
    if (!rel.empty() && *rel.begin() != "..") {
      const bool here = display_folder(root) == tr("de huidige map");
      std::cerr
          << "qbank export: "
          << (here ? format_message(tr("--out {} ligt in de bank in de huidige map; schrijf de export naar een map "
                                       "buiten de bank"),
                                    {opt.out})
                   : format_message(tr("--out {} ligt in de bank {}; schrijf de export naar een map buiten de bank"),
                                    {opt.out, display_path(root)}))
          << "\n";
      return 2;
    }
  }

  // Lint first: errors block the export unless the author insists, but only errors that concern
  // what is exported: a draft, a question in review or a retired question is not published, so
  // its errors never stop the others (lint still reports them).
  LintOptions lo;
  lo.paths = {bank_path};
  lo.jobs = opt.jobs;
  lo.suggestions = false;
  LintResult lint = run_lint(fs, lo);

  OpenBank opened = open_bank(fs, bank_path);
  const BankLocation& loc = opened.location;
  Config& config = opened.config;
  LoadedBank loaded = load_bank(fs, loc, config, opt.jobs ? opt.jobs : default_jobs());
  std::set<std::string> unpublished_files;
  for (const auto& q : loaded.bank.questions) {
    if (!q.published()) unpublished_files.insert(q.path());
  }
  LintResult errors = lint;
  std::size_t ignored = 0;
  std::erase_if(errors.diagnostics, [&](const Diagnostic& d) {
    if (d.severity != Severity::Error) return true;
    if (unpublished_files.count(d.file)) {
      ++ignored;
      return true;
    }
    return false;
  });
  const std::size_t blocking = errors.diagnostics.size();
  if (ignored > 0) {
    std::cerr << "qbank export: "
              << format_count(trn("{} fout in vragen die niet gepubliceerd zijn (draft, review of retired) houdt de "
                                  "export niet tegen",
                                  "{} fouten in vragen die niet gepubliceerd zijn (draft, review of retired) houden de "
                                  "export niet tegen",
                                  ignored),
                              ignored)
              << "\n";
  }
  if (blocking > 0) {
    RenderOptions ro;
    ro.color = use_color(2);
    ro.show_summary = false;
    render_concise(errors, std::cerr, ro);
    if (!opt.allow_errors) {
      std::cerr << "qbank export: "
                << format_count(
                       trn("geweigerd: {} fout in wat geëxporteerd wordt; los hem op (qbank lint) of exporteer "
                           "toch met --allow-errors",
                           "geweigerd: {} fouten in wat geëxporteerd wordt; los ze op (qbank lint) of "
                           "exporteer toch met --allow-errors",
                           blocking),
                       blocking)
                << "\n";
      return 1;
    }
    std::cerr << "qbank export: "
              << format_count(trn("{} fout in wat geëxporteerd wordt; toch geëxporteerd (--allow-errors)",
                                  "{} fouten in wat geëxporteerd wordt; toch geëxporteerd (--allow-errors)", blocking),
                              blocking)
              << "\n";
  }

  ExportView view(loaded.bank, config.language, export_markup(config), site_settings(config));
  for (const auto& why : view.left_out()) {
    std::cerr << "qbank export: " << format_message(tr("niet geëxporteerd: {}"), {why}) << "\n";
  }
  if (view.unpublished() > 0) {
    std::cerr << "qbank export: "
              << format_count(trn("{} vraag met status draft, review of retired niet geëxporteerd (alleen published "
                                  "wordt geëxporteerd)",
                                  "{} vragen met status draft, review of retired niet geëxporteerd (alleen published "
                                  "wordt geëxporteerd)",
                                  view.unpublished()),
                              view.unpublished())
              << "\n";
  }

  std::vector<OutputFile> files;
  try {
    files = exporter->render(view);
  } catch (const std::exception& e) {
    std::cerr << "qbank export: " << e.what() << "\n";
    return 2;
  }
  std::string error;
  const int written = write_export(*exporter, files, opt.out, &error);
  if (written < 0) {
    std::cerr << "qbank export: " << format_message(tr("kan niet schrijven naar {}: {}"), {opt.out, error}) << "\n";
    return 2;
  }
  const std::size_t n = view.questions().size();
  const std::size_t topics = view.topics_with_questions().size();
  const std::string summary =
      format_message(tr("{} uit {} geëxporteerd als {} naar {}"),
                     {format_count(trn("{} vraag", "{} vragen", n), n),
                      format_count(trn("{} onderwerp", "{} onderwerpen", topics), topics), exporter->name(), opt.out});
  std::cout << "qbank export: " << summary;
  if (exporter->writes_folder()) {
    const auto files_written = static_cast<unsigned long>(written);
    std::cout << " (" << format_count(trn("{} bestand", "{} bestanden", files_written), files_written) << ")";
  }
  std::cout << "\n";
  return 0;
}

}  // namespace

void add_export_command(CLI::App& app, ExitCode& exit) {
  auto* cmd = app.add_subcommand(
      "export", tr("Exporteer de gepubliceerde vragen van een bank (geweigerd zolang er fouten zijn)"));
  auto opt = std::make_shared<ExportOptions>();
  std::string names;
  std::string help;
  for (const auto& e : exporters()) {
    names += (names.empty() ? "" : "|") + std::string(e->name());
    help += "\n  " + std::string(e->name()) + ": " + std::string(tr(e->description().data()));
  }
  cmd->add_option("--format", opt->format, tr("Uitvoerformaat: ") + names + help)
      ->required()
      ->check([](const std::string& v) {
        return find_exporter(v) ? std::string()
                                : format_message(tr("onbekend formaat `{}`; zie --help voor de formaten"), {v});
      });
  cmd->add_option("--out", opt->out, tr("Uitvoer: een map voor html en markdown, een bestand voor de andere formaten"))
      ->required();
  cmd->add_option("bank", opt->bank, tr("De map van de bank (standaard: de huidige map)"));
  cmd->add_flag("--allow-errors", opt->allow_errors, tr("Exporteer ook als de controle fouten meldt"));
  cmd->add_option("-j,--jobs", opt->jobs, tr("Aantal threads voor de controle (standaard: alle kernen)"));
  cmd->callback([opt, &exit] {
    try {
      exit.value = run_export(*opt);
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    }
  });
}

}  // namespace qbank::cli
