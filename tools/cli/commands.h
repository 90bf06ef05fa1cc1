// Each subcommand lives in its own file and adds itself to the application here. A command's
// callback stores the process exit code: 0 clean, 1 findings, 2 usage/configuration/internal.
#pragma once

#include <CLI/CLI.hpp>

namespace qbank::cli {

struct ExitCode {
  int value = 0;
};

void add_lint_command(CLI::App& app, ExitCode& exit);
void add_rules_commands(CLI::App& app, ExitCode& exit);
void add_graph_command(CLI::App& app, ExitCode& exit);
void add_practice_command(CLI::App& app, ExitCode& exit);
void add_fmt_command(CLI::App& app, ExitCode& exit);
void add_new_command(CLI::App& app, ExitCode& exit);
void add_stats_command(CLI::App& app, ExitCode& exit);
void add_report_command(CLI::App& app, ExitCode& exit);
void add_export_command(CLI::App& app, ExitCode& exit);
void add_import_command(CLI::App& app, ExitCode& exit);
void add_manpage_command(CLI::App& app, ExitCode& exit);
void add_init_command(CLI::App& app, ExitCode& exit);
void add_server_command(CLI::App& app, ExitCode& exit);

// Shared helpers.
// True when colour is wanted on this stream: a terminal, and NO_COLOR unset.
bool use_color(int fd);
// --color: "always", "never", or "auto" (use_color).
bool use_color(int fd, const std::string& mode);
// The width in columns to lay text out for on `fd`: $COLUMNS when set (at least 40), else the
// terminal's own width when `fd` is one (TIOCGWINSZ), else 80. Never less than 40.
std::size_t terminal_width(int fd);
// Prints a configuration error's diagnostics to stderr.
void print_config_error(const std::exception& error);

}  // namespace qbank::cli
