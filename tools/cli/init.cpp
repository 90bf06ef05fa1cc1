// qbank init [DIR]
#include <iostream>

#include "author/init_bank.h"
#include "author/new_question.h"
#include "cli/commands.h"
#include "core/errors.h"
#include "core/i18n.h"

namespace qbank::cli {

void add_init_command(CLI::App& app, ExitCode& exit) {
  auto* cmd = app.add_subcommand("init", tr("Maak een nieuwe bank die klaar is voor git: qbank.toml, een onderwerp, "
                                            ".gitignore, pre-commit-hooks en een CI-workflow"));
  auto opt = std::make_shared<InitOptions>();
  auto dir = std::make_shared<std::string>(".");
  auto no_hooks = std::make_shared<bool>(false);
  auto no_ci = std::make_shared<bool>(false);
  cmd->add_option(tr("map"), *dir,
                  tr("De map van de bank (standaard: de werkmap; wordt aangemaakt als hij ontbreekt)"));
  cmd->add_option("--topic", opt->topic, tr("Het id van het eerste onderwerp (standaard: algemeen)"));
  cmd->add_option("--title", opt->title, tr("De titel van het eerste onderwerp (standaard: afgeleid van het id)"));
  cmd->add_flag("--no-hooks", *no_hooks, tr("Schrijf geen .pre-commit-config.yaml"));
  cmd->add_flag("--no-ci", *no_ci, tr("Schrijf geen GitHub-workflow"));
  cmd->callback([opt, dir, no_hooks, no_ci, &exit] {
    opt->dir = *dir;
    opt->hooks = !*no_hooks;
    opt->ci = !*no_ci;
    RealFileSystem fs;
    try {
      const InitPlan plan = plan_init(fs, *opt);
      write_init(fs, plan);
      for (const auto& f : plan.files) {
        std::cout << (f.append ? format_message(tr("{} (aangevuld)"), {display_path(f.path)}) : display_path(f.path))
                  << "\n";
      }
      const std::string bank = display_path(std::filesystem::absolute(*dir).lexically_normal());
      const std::string next = format_message(tr("qbank new --bank {} --topic {} \"Wat ...?\""), {bank, opt->topic});
      std::cerr << "qbank init: "
                << format_message(opt->hooks
                                      ? tr("vragenbank aangemaakt in {}. Verder: {}; pre-commit install; git add "
                                           "en commit")
                                      : tr("vragenbank aangemaakt in {}. Verder: {}; git add en commit"),
                                  {bank, next})
                << "\n";
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
