// qbank fmt [--check] [PATH...]
#include <unistd.h>

#include <iostream>

#include "cli/commands.h"
#include "core/i18n.h"
#include "format/fmt_run.h"
#include "output/render.h"

namespace qbank::cli {

void add_fmt_command(CLI::App& app, ExitCode& exit) {
  auto* cmd = app.add_subcommand("fmt", tr("Herschrijf vraag- en onderwerpbestanden in de vaste opmaak (volgorde van "
                                           "sleutels, aanhalingstekens), met alle inhoud en commentaar"));
  struct Options {
    std::vector<std::string> paths;
    bool check = false;
    bool ignore_outside_banks = false;
  };
  auto opt = std::make_shared<Options>();
  cmd->add_option(tr("paden"), opt->paths,
                  tr("Bestanden of mappen (standaard: de bank waarvan qbank.toml in of boven de werkmap staat)"));
  cmd->add_flag(
      "--check", opt->check,
      tr("Verander niets; noem de bestanden die niet in de vaste opmaak staan, met exitcode 1 als die er zijn"));
  cmd->add_flag("--ignore-outside-banks", opt->ignore_outside_banks,
                tr("Sla bestanden over die in geen bank liggen (geen qbank.toml erboven) in plaats van ze als losse "
                   "bestanden op te maken"));
  cmd->callback([opt, &exit] {
    FmtOptions fo;
    for (const auto& p : opt->paths) fo.paths.emplace_back(p);
    fo.check = opt->check;
    fo.ignore_outside_banks = opt->ignore_outside_banks;
    RealFileSystem fs;
    const FmtReport report = run_fmt(fs, fo);
    std::size_t changed = 0;
    std::size_t failed = 0;
    for (const auto& f : report.files) {
      if (f.status == FmtStatus::Changed) {
        ++changed;
        std::cout << format_message(opt->check ? tr("zou worden opgemaakt: {}") : tr("opgemaakt: {}"), {f.file})
                  << "\n";
      } else if (f.status == FmtStatus::Failed) {
        ++failed;
        LintResult problems;
        problems.diagnostics = f.problems;
        RenderOptions ro;
        ro.color = use_color(STDERR_FILENO);
        ro.show_summary = false;
        render_text(problems, std::cerr, ro);
        std::cerr << "qbank fmt: " << format_message(tr("{} blijft ongewijzigd"), {f.file}) << "\n";
      }
    }
    const std::size_t total = report.files.size();
    if (opt->check) {
      // The noun follows the total, the Dutch verb the files that change.
      // Nothing to change: said as such ("0 van 1 bestand zouden" reads wrong).
      if (changed == 0) {
        std::cout << format_message(
            trn("{} bestand nagekeken: het is al opgemaakt", "{} bestanden nagekeken: alle zijn al opgemaakt", total),
            {std::to_string(total)});
      } else {
        const char* pattern = changed == 1 ? trn("{} van {} bestand zou worden opgemaakt",
                                                 "{} van {} bestanden zou worden opgemaakt", total)
                                           : trn("{} van {} bestand zouden worden opgemaakt",
                                                 "{} van {} bestanden zouden worden opgemaakt", total);
        std::cout << format_message(pattern, {std::to_string(changed), std::to_string(total)});
      }
    } else {
      std::cout << format_message(trn("{} van {} bestand opgemaakt", "{} van {} bestanden opgemaakt", total),
                                  {std::to_string(changed), std::to_string(total)});
    }
    if (failed)
      std::cout << format_count(trn("; {} overgeslagen wegens fouten", "; {} overgeslagen wegens fouten", failed),
                                failed);
    std::cout << ".\n";
    exit.value = report.exit_code(opt->check);
  });
}

}  // namespace qbank::cli
