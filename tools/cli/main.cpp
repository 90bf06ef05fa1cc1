// qbank: author, lint and export banks of Dutch multiple-choice questions.
#include <iostream>

#include "cli/commands.h"
#include "core/data_dir.h"
#include "core/errors.h"
#include "core/lifetime.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  // One command, then exit: large structures are left to the operating system (core/lifetime.h).
  qbank::set_short_lived_process(true);
  CLI::App app{"qbank: lint, format and export banks of multiple-choice questions kept as TOML", "qbank"};
  app.set_version_flag("--version", [] {
    // The version, and where this program reads its schemas and built-in rules from.
    const qbank::DataDir d = qbank::data_dir();
    return std::string("qbank ") + QBANK_VERSION + "\ngegevens: " +
           (d.path.empty() ? std::string("niet gevonden (zet QBANK_DATA_DIR)") : d.path.string() + " (" + d.origin + ")");
  });
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
  qbank::cli::add_export_command(app, exit);
  qbank::cli::add_import_command(app, exit);
  qbank::cli::add_manpage_command(app, exit);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int rc = app.exit(e);
    return rc == 0 ? 0 : 2;
  } catch (const qbank::ConfigError& e) {
    qbank::cli::print_config_error(e);
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "qbank: internal error: " << e.what() << "\n";
    return 2;
  }
  return exit.value;
}
