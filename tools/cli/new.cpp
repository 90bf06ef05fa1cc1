// qbank new --topic T "stam"   and   qbank new-topic ID "Titel"
#include <iostream>

#include "author/new_question.h"
#include "author/new_topic.h"
#include "cli/commands.h"
#include "core/errors.h"
#include "lint/bank_loader.h"

namespace qbank::cli {

void add_new_command(CLI::App& app, ExitCode& exit) {
  auto* cmd = app.add_subcommand("new", "Create a question file with a fresh id and every field to fill in");
  auto opt = std::make_shared<NewQuestionOptions>();
  auto bank = std::make_shared<std::string>(".");
  auto create_topic_too = std::make_shared<bool>(false);
  auto title = std::make_shared<std::string>();
  cmd->add_option("stem", opt->stem, "The stem (the question as the student reads it)")->required();
  cmd->add_option("--topic", opt->topic, "The topic folder to add the question to")->required();
  cmd->add_option("--id", opt->id, "The question id (default: made from the stem)");
  cmd->add_option("--bank", *bank, "The bank (default: the one around the working directory)");
  cmd->add_flag("--create-topic", *create_topic_too, "Create the topic (folder and topic.toml) when it does not exist");
  cmd->add_option("--title", *title, "With --create-topic: the new topic's title (default: from its id)");
  cmd->callback([opt, bank, create_topic_too, title, &exit] {
    opt->bank = *bank;
    RealFileSystem fs;
    try {
      if (*create_topic_too) {
        const BankLocation loc = locate_bank(*bank);
        if (fs.kind(loc.root / opt->topic / "topic.toml") == FileKind::Missing) {
          NewTopicOptions t;
          t.bank = *bank;
          t.id = opt->topic;
          t.title = *title;
          const NewTopic topic = create_topic(fs, t);
          std::cout << display_path(topic.file) << "\n";
        }
      }
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

  auto* topic_cmd = app.add_subcommand("new-topic", "Create a topic: a folder with its topic.toml");
  auto topic = std::make_shared<NewTopicOptions>();
  auto topic_bank = std::make_shared<std::string>(".");
  topic_cmd->add_option("id", topic->id, "The topic id (lower case, digits and hyphens), also the folder name")->required();
  topic_cmd->add_option("title", topic->title, "The title (default: from the id)");
  topic_cmd->add_option("--description", topic->description, "A short description for the topic page");
  topic_cmd->add_option("--bank", *topic_bank, "The bank (default: the one around the working directory)");
  topic_cmd->callback([topic, topic_bank, &exit] {
    topic->bank = *topic_bank;
    RealFileSystem fs;
    try {
      const NewTopic t = create_topic(fs, *topic);
      std::cout << display_path(t.file) << "\n";
      exit.value = 0;
    } catch (const NewQuestionError& e) {
      std::cerr << "qbank new-topic: " << e.what() << "\n";
      exit.value = 2;
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    }
  });
}

}  // namespace qbank::cli
