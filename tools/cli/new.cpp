// qbank new --topic T "stam"
#include <iostream>

#include "author/new_question.h"
#include "cli/commands.h"
#include "core/errors.h"
#include "lint/bank_loader.h"

namespace qbank::cli {

void add_new_command(CLI::App& app, ExitCode& exit) {
  auto* cmd = app.add_subcommand("new", "Create a question file with a fresh id and every field to fill in");
  auto opt = std::make_shared<NewQuestionOptions>();
  auto bank = std::make_shared<std::string>(".");
  cmd->add_option("stem", opt->stem, "The stem (the question as the student reads it)")->required();
  cmd->add_option("--topic", opt->topic, "The topic folder to add the question to")->required();
  cmd->add_option("--id", opt->id, "The question id (default: made from the stem)");
  cmd->add_option("--bank", *bank, "The bank (default: the one around the working directory)");
  cmd->callback([opt, bank, &exit] {
    opt->bank = *bank;
    RealFileSystem fs;
    try {
      const NewQuestion q = create_question(fs, *opt);
      std::cout << display_path(q.file) << "\n";
      std::cerr << "qbank new: vraag `" << q.id << "` aangemaakt; vul de teksten met VUL IN in en zet status op "
                << "\"published\" wanneer ze klaar is\n";
      exit.value = 0;
    } catch (const NewQuestionError& e) {
      std::cerr << "qbank new: " << e.what() << "\n";
      exit.value = 2;
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    }
  });
}

}  // namespace qbank::cli
