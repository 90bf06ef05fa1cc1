// qbank new --topic T "stam"   and   qbank new-topic ID "Titel"
#include <iostream>

#include "author/new_question.h"
#include "author/new_topic.h"
#include "bank/open_bank.h"
#include "cli/commands.h"
#include "core/errors.h"
#include "core/i18n.h"

namespace qbank::cli {

void add_new_command(CLI::App& app, ExitCode& exit) {
  auto* cmd = app.add_subcommand("new", tr("Maak een vraagbestand met een nieuw id en alle velden om in te vullen"));
  auto opt = std::make_shared<NewQuestionOptions>();
  auto bank = std::make_shared<std::string>(".");
  auto create_topic_too = std::make_shared<bool>(false);
  auto title = std::make_shared<std::string>();
  cmd->add_option(tr("stam"), opt->stem, tr("De stam (de vraag zoals de leerling hem leest)"))->required();
  cmd->add_option("--topic", opt->topic, tr("De onderwerpmap waarin de vraag komt"))->required();
  cmd->add_option("--id", opt->id, tr("Het id van de vraag (standaard: gemaakt uit de stam)"));
  cmd->add_option("--bank", *bank, tr("De bank (standaard: de bank rond de werkmap)"));
  cmd->add_flag("--create-topic", *create_topic_too,
                tr("Maak het onderwerp (map en topic.toml) aan als het nog niet bestaat"));
  cmd->add_option("--title", *title,
                  tr("Met --create-topic: de titel van het nieuwe onderwerp (standaard: afgeleid van het id)"));
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
      std::cerr << "qbank new: "
                << format_message(tr("vraag `{}` aangemaakt; vul de teksten met VUL IN in en zet status op "
                                     "\"published\" wanneer ze klaar is"),
                                  {q.id})
                << "\n";
      exit.value = 0;
    } catch (const NewQuestionError& e) {
      std::cerr << "qbank new: " << e.what() << "\n";
      exit.value = 2;
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    }
  });

  auto* topic_cmd = app.add_subcommand("new-topic", tr("Maak een onderwerp: een map met zijn topic.toml"));
  auto topic = std::make_shared<NewTopicOptions>();
  auto topic_bank = std::make_shared<std::string>(".");
  topic_cmd
      ->add_option("id", topic->id,
                   tr("Het id van het onderwerp (kleine letters, cijfers en koppeltekens), ook de naam van de map"))
      ->required();
  topic_cmd->add_option(tr("titel"), topic->title, tr("De titel (standaard: afgeleid van het id)"));
  topic_cmd->add_option("--description", topic->description, tr("Een korte beschrijving voor de onderwerppagina"));
  topic_cmd->add_option("--bank", *topic_bank, tr("De bank (standaard: de bank rond de werkmap)"));
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
