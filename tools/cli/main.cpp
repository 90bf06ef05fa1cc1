// qbank: author, lint and export banks of Dutch multiple-choice questions.
#include <algorithm>
#include <filesystem>
#include <iostream>

#include "bank/open_bank.h"
#include "cli/commands.h"
#include "cli/ui.h"
#include "core/data_dir.h"
#include "core/errors.h"
#include "core/i18n.h"
#include "core/lifetime.h"
#include "core/strings.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  // One command, then exit: large structures are left to the operating system (core/lifetime.h).
  qbank::set_short_lived_process(true);
  // The UI language first: the help texts are built with the commands.
  std::error_code ec;
  const std::filesystem::path cwd = std::filesystem::current_path(ec);
  qbank::set_ui_language(ec ? std::string() : qbank::configured_ui_language(cwd));
  using qbank::tr;
  CLI::App app{tr("qbank: controleer, orden en exporteer banken van meerkeuzevragen in TOML"), "qbank"};
  qbank::cli::localize_app(app);
  app.set_version_flag(
      "--version",
      [] {
        // The version, and where this program reads its schemas and built-in rules from.
        const qbank::DataDir d = qbank::data_dir();
        return std::string("qbank ") + QBANK_VERSION + "\n" + tr("gegevens: ") +
               (d.path.empty() ? std::string(tr("niet gevonden (zet QBANK_DATA_DIR)"))
                               : d.path.string() + " (" + d.origin + ")");
      },
      tr("Toon de versie en de map met gegevens en stop"));
  app.require_subcommand(1);
  qbank::cli::ExitCode exit;
  qbank::cli::add_init_command(app, exit);
  qbank::cli::add_lint_command(app, exit);
  qbank::cli::add_rules_commands(app, exit);
  qbank::cli::add_graph_command(app, exit);
  qbank::cli::add_practice_command(app, exit);
  qbank::cli::add_fmt_command(app, exit);
  qbank::cli::add_new_command(app, exit);
  qbank::cli::add_stats_command(app, exit);
  qbank::cli::add_report_command(app, exit);
  qbank::cli::add_export_command(app, exit);
  qbank::cli::add_import_command(app, exit);
  qbank::cli::add_server_command(app, exit);
  qbank::cli::add_manpage_command(app, exit);
  qbank::cli::localize_subcommands(app);
  // An unknown command: CLI11 would only say that a command is missing.
  if (argc > 1 && argv[1][0] != '-') {
    std::vector<std::string> names;
    for (const CLI::App* sub : app.get_subcommands({})) names.push_back(sub->get_name());
    if (std::find(names.begin(), names.end(), argv[1]) == names.end()) {
      std::string guess;
      if (auto g = qbank::closest_match(argv[1], names)) guess = qbank::format_message(tr("; bedoel je `{}`?"), {*g});
      std::cerr << "qbank: "
                << qbank::format_message(tr("onbekende opdracht `{}`{} (`qbank --help` toont ze alle)"),
                                         {argv[1], guess})
                << "\n";
      return 2;
    }
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::Success& e) {
    return app.exit(e);  // --help, --version
  } catch (const CLI::ParseError& e) {
    std::cerr << "qbank: " << qbank::cli::describe_parse_error(e) << "\n";
    return 2;
  } catch (const qbank::ConfigError& e) {
    qbank::cli::print_config_error(e);
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "qbank: " << tr("interne fout: ") << e.what() << "\n";
    return 2;
  }
  return exit.value;
}
