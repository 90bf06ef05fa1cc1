// qbank lint [PATH...]
#include <iostream>

#include "cli/commands.h"
#include "core/errors.h"
#include "lint/linter.h"
#include "output/render.h"

namespace qbank::cli {

void add_lint_command(CLI::App& app, ExitCode& exit) {
  auto* cmd = app.add_subcommand("lint", "Check question files, topics and the whole bank; exit 1 on errors");
  struct Options {
    std::vector<std::string> paths;
    std::string format = "text";
    unsigned jobs = 0;
    bool no_suggest = false;
    bool statistics = false;
    int max_warnings = -1;
  };
  auto opt = std::make_shared<Options>();
  cmd->add_option("paths", opt->paths, "Banks, topic folders or question files (default: the bank around the working directory)");
  std::string names;
  for (const auto& f : output_formats()) names += (names.empty() ? "" : "|") + std::string(f.name);
  cmd->add_option("--format", opt->format, "Output format: " + names)->check([](const std::string& v) {
    return find_output_format(v) ? std::string() : "unknown format '" + v + "'";
  });
  cmd->add_option("-j,--jobs", opt->jobs, "Threads (default: all cores)");
  cmd->add_flag("--no-suggest", opt->no_suggest, "Do not compute spelling suggestions (faster)");
  cmd->add_flag("--statistics", opt->statistics, "Print the number of findings per rule");
  cmd->add_option("--max-warnings", opt->max_warnings, "Exit 1 when there are more warnings than this");
  cmd->callback([opt, &exit] {
    LintOptions lo;
    for (const auto& p : opt->paths) lo.paths.emplace_back(p);
    lo.jobs = opt->jobs;
    lo.suggestions = !opt->no_suggest;
    RealFileSystem fs;
    try {
      LintResult result = run_lint(fs, lo);
      RenderOptions ro;
      ro.color = use_color(1);
      ro.statistics = opt->statistics;
      find_output_format(opt->format)->render(result, std::cout, ro);
      std::cout.flush();
      exit.value = result.summary.errors > 0 ? 1 : 0;
      if (opt->max_warnings >= 0 && result.summary.warnings > static_cast<std::size_t>(opt->max_warnings)) {
        std::cerr << "qbank: " << result.summary.warnings << " waarschuwingen, meer dan --max-warnings "
                  << opt->max_warnings << "\n";
        exit.value = 1;
      }
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    }
  });
}

}  // namespace qbank::cli
