// qbank init [DIR]
#include <iostream>

#include "author/init_bank.h"
#include "author/new_question.h"
#include "cli/commands.h"
#include "core/errors.h"

namespace qbank::cli {

void add_init_command(CLI::App& app, ExitCode& exit) {
  auto* cmd = app.add_subcommand(
      "init", "Create a new bank ready to commit: qbank.toml, a topic, .gitignore, pre-commit hooks and a CI workflow");
  auto opt = std::make_shared<InitOptions>();
  auto dir = std::make_shared<std::string>(".");
  auto no_hooks = std::make_shared<bool>(false);
  auto no_ci = std::make_shared<bool>(false);
  cmd->add_option("dir", *dir, "The bank folder (default: the working directory; created when missing)");
  cmd->add_option("--topic", opt->topic, "The first topic's id (default: algemeen)");
  cmd->add_option("--title", opt->title, "The first topic's title (default: from the id)");
  cmd->add_flag("--no-hooks", *no_hooks, "Write no .pre-commit-config.yaml");
  cmd->add_flag("--no-ci", *no_ci, "Write no GitHub workflow");
  cmd->callback([opt, dir, no_hooks, no_ci, &exit] {
    opt->dir = *dir;
    opt->hooks = !*no_hooks;
    opt->ci = !*no_ci;
    RealFileSystem fs;
    try {
      const InitPlan plan = plan_init(fs, *opt);
      write_init(fs, plan);
      for (const auto& f : plan.files) std::cout << display_path(f.path) << (f.append ? " (aangevuld)" : "") << "\n";
      const std::string bank = display_path(std::filesystem::absolute(*dir).lexically_normal());
      std::cerr << "qbank init: vragenbank aangemaakt in " << bank << ". Verder: qbank new --bank " << bank << " --topic "
                << opt->topic << " \"Wat ...?\"";
      if (opt->hooks) std::cerr << "; pre-commit install";
      std::cerr << "; git add en commit\n";
      exit.value = 0;
    } catch (const NewQuestionError& e) {
      std::cerr << "qbank init: " << e.what() << "\n";
      exit.value = 2;
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    }
  });
}

}  // namespace qbank::cli
