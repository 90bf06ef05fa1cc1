// qbank fmt [--check] [PATH...]
#include <unistd.h>

#include <iostream>

#include "cli/commands.h"
#include "format/fmt_run.h"
#include "output/render.h"

namespace qbank::cli {

void add_fmt_command(CLI::App& app, ExitCode& exit) {
  auto* cmd = app.add_subcommand(
      "fmt", "Rewrite question and topic files in the canonical layout (key order, quoting), keeping all content and comments");
  struct Options {
    std::vector<std::string> paths;
    bool check = false;
    bool ignore_outside_banks = false;
  };
  auto opt = std::make_shared<Options>();
  cmd->add_option("paths", opt->paths, "Files or folders (default: the bank whose qbank.toml is in or above the working directory)");
  cmd->add_flag("--check", opt->check, "Change nothing; list the files that are not canonical and exit 1 if there are any");
  cmd->add_flag("--ignore-outside-banks", opt->ignore_outside_banks,
                "Skip files that lie in no bank (no qbank.toml above them) instead of formatting them as loose files");
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
        std::cout << (opt->check ? "zou worden opgemaakt: " : "opgemaakt: ") << f.file << "\n";
      } else if (f.status == FmtStatus::Failed) {
        ++failed;
        LintResult problems;
        problems.diagnostics = f.problems;
        RenderOptions ro;
        ro.color = use_color(STDERR_FILENO);
        ro.show_summary = false;
        render_text(problems, std::cerr, ro);
        std::cerr << "qbank fmt: " << f.file << " blijft ongewijzigd\n";
      }
    }
    const std::size_t total = report.files.size();
    if (opt->check) {
      std::cout << changed << " van " << total << " bestanden " << (changed == 1 ? "zou" : "zouden")
                << " worden opgemaakt";
    } else {
      std::cout << changed << " van " << total << " bestanden opgemaakt";
    }
    if (failed) std::cout << "; " << failed << " overgeslagen wegens fouten";
    std::cout << ".\n";
    exit.value = report.exit_code(opt->check);
  });
}

}  // namespace qbank::cli
