// qbank practice --topic T [--count N] [--seed S] [BANK]
#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <random>

#include "cli/commands.h"
#include "core/errors.h"
#include "core/i18n.h"
#include "core/parallel.h"
#include "core/strings.h"
#include "lint/bank_loader.h"
#include "practice/session.h"

namespace qbank::cli {

void add_practice_command(CLI::App& app, ExitCode& exit) {
  auto* cmd = app.add_subcommand("practice", tr("Oefen de vragen van een onderwerp in de terminal"));
  struct Options {
    std::string topic;
    std::size_t count = 0;
    std::optional<std::uint64_t> seed;
    std::string bank = ".";
  };
  auto opt = std::make_shared<Options>();
  cmd->add_option("--topic", opt->topic, tr("Het id van het onderwerp (de naam van zijn map)"))->required();
  cmd->add_option("--count", opt->count, tr("Stel hoogstens zoveel vragen (standaard: alle)"))
      ->check(CLI::Validator(
          [](std::string& v) {
            return v.find_first_not_of("0") == std::string::npos
                       ? std::string(tr("met 0 vragen valt er niets te oefenen; geef een aantal van minstens 1, of "
                                        "laat --count weg voor alle vragen"))
                       : std::string();
          },
          ""));
  cmd->add_option("--seed", opt->seed, tr("Startwaarde voor de volgorde van vragen en opties (herhaalbaar)"));
  cmd->add_option("bank", opt->bank, tr("De bank (standaard: de bank rond de werkmap)"));
  cmd->callback([opt, &exit] {
    try {
      RealFileSystem fs;
      if (fs.kind(opt->bank) == FileKind::Missing) {
        throw ConfigError(opt->bank, RuleId::syntax_unreadable, {},
                          format_message(tr("pad bestaat niet: {}"), {opt->bank}));
      }
      const OpenBank opened = open_bank(fs, opt->bank);
      const BankLocation& loc = opened.location;
      const Config& config = opened.config;
      const LoadedBank loaded = load_bank(fs, loc, config, default_jobs());
      const Topic* topic = loaded.bank.find_topic(opt->topic);
      if (!topic) {
        std::vector<std::string> ids;
        for (const auto& t : loaded.bank.topics) ids.push_back(t.id);
        const auto guess = closest_match(opt->topic, ids);
        std::cerr << "qbank: "
                  << (guess ? format_message(tr("onbekend onderwerp `{}`; bedoel je `{}`? (onderwerpen: {})"),
                                             {opt->topic, *guess, join(ids, ", ")})
                            : format_message(tr("onbekend onderwerp `{}` (onderwerpen: {})"),
                                             {opt->topic, join(ids, ", ")}))
                  << "\n";
        exit.value = 2;
        return;
      }
      const std::uint64_t seed = opt->seed ? *opt->seed : std::random_device{}();
      const auto items = plan_practice(loaded.bank, *topic, opt->count, seed);
      if (items.empty()) {
        std::cerr << "qbank: "
                  << format_message(tr("het onderwerp `{}` heeft geen gepubliceerde vragen met één sleutel"),
                                    {opt->topic})
                  << "\n";
        exit.value = 2;
        return;
      }
      PracticeStyle style;
      style.color = use_color(1);
      style.echo_input = ::isatty(0) == 0;
      style.width = terminal_width(1);
      const std::string title = topic->title.present ? topic->title.value.str() : topic->id;
      run_practice(items, title, std::cin, std::cout, style);
      if (!opt->seed) {
        std::cout << format_message(tr("Dezelfde volgorde nog eens: --seed {}"), {std::to_string(seed)}) << "\n";
      }
      exit.value = 0;
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    }
  });
}

}  // namespace qbank::cli
