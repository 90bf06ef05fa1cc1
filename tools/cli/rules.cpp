// qbank rules / qbank explain RULE
#include <iostream>

#include "bank/open_bank.h"
#include "checks/registry.h"
#include "checks/rule_text.h"
#include "cli/commands.h"
#include "core/errors.h"
#include "core/i18n.h"
#include "core/strings.h"

namespace qbank::cli {

namespace {

// The built-in rules plus the data rules of the bank around `path`, and where each comes from.
struct Catalog {
  RuleCatalog rules;
  Config config;
};

Catalog load_catalog(const std::string& path) {
  Catalog c{RuleCatalog::builtin(), {}};
  RealFileSystem fs;
  c.config = open_bank(fs, path).config;
  for (auto& check : make_checks()) {
    for (auto& r : check->runtime_rules(c.config, RuleLoading::Full)) c.rules.add(std::move(r));
  }
  return c;
}

}  // namespace

void add_rules_commands(CLI::App& app, ExitCode& exit) {
  auto bank = std::make_shared<std::string>(".");
  auto* rules = app.add_subcommand("rules", tr("Toon elke regel met zijn standaardernst en samenvatting"));
  rules->add_option("--bank", *bank, tr("De bank waarvan de eigen regels (rules/) meetellen (standaard: de huidige)"));
  rules->callback([bank, &exit] {
    try {
      const Catalog catalog = load_catalog(*bank);
      for (const RuleInfo* r : catalog.rules.all()) {
        std::string id = r->id;
        std::string sev(severity_name(r->severity));
        const std::string origin = rule_origin(*r, catalog.config);
        std::cout << id << std::string(id.size() < 34 ? 34 - id.size() : 1, ' ') << sev
                  << std::string(sev.size() < 9 ? 9 - sev.size() : 1, ' ') << origin
                  << std::string(origin.size() < 42 ? 42 - origin.size() : 1, ' ') << r->summary << "\n";
      }
      exit.value = 0;
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    }
  });

  auto rule = std::make_shared<std::string>();
  auto* explain = app.add_subcommand("explain", tr("Toon de documentatie van een regel"));
  explain
      ->add_option(tr("regel"), *rule,
                   tr("Een regel-id, bijvoorbeeld answer/multiple-correct of alleen multiple-correct"))
      ->required();
  explain->add_option("--bank", *bank,
                      tr("De bank waarvan de eigen regels (rules/) meetellen (standaard: de huidige)"));
  explain->callback([rule, bank, &exit] {
    try {
      const Catalog loaded = load_catalog(*bank);
      const RuleCatalog& catalog = loaded.rules;
      std::vector<std::string> candidates;
      if (const RuleInfo* r = resolve_rule(catalog, *rule, &candidates)) {
        std::cout << explain_text(*r, loaded.config);
        exit.value = 0;
        return;
      }
      if (candidates.size() > 1) {
        std::string list;
        for (const auto& c : candidates) list += (list.empty() ? "" : ", ") + c;
        std::cerr << "qbank: "
                  << format_message(tr("`{}` is de naam van meer regels: {}; geef de familie erbij"), {*rule, list})
                  << "\n";
      } else {
        // A guess among the full ids, and among the names alone for a name without family.
        std::vector<std::string> names = catalog.ids();
        if (rule->find('/') == std::string::npos) {
          for (const auto& id : catalog.ids()) names.push_back(id.substr(id.find('/') + 1));
        }
        std::string guess_text;
        if (auto guess = closest_match(*rule, names)) {
          std::string g = *guess;
          if (g.find('/') == std::string::npos) {
            for (const auto& id : catalog.ids()) {
              if (id.ends_with("/" + g)) g = id;
            }
          }
          guess_text = format_message(tr("; bedoel je `{}`?"), {g});
        } else {
          // A part of a name ("letter" for answer/letter-prefix): the rules whose name holds it.
          std::vector<std::string> holding;
          for (const auto& id : catalog.ids()) {
            if (rule->size() >= 3 && id.substr(id.find('/') + 1).find(*rule) != std::string::npos)
              holding.push_back(id);
          }
          if (holding.size() == 1) {
            guess_text = format_message(tr("; bedoel je `{}`?"), {holding[0]});
          } else if (holding.size() > 1 && holding.size() <= 8) {
            std::string list;
            for (const auto& id : holding) list += (list.empty() ? "`" : "`, `") + id;
            guess_text = format_message(tr("; bedoel je een van deze: {}`?"), {list});
          }
        }
        std::cerr << "qbank: "
                  << format_message(tr("onbekende regel `{}`{} (qbank rules toont ze alle)"), {*rule, guess_text})
                  << "\n";
      }
      exit.value = 2;
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    }
  });
}

}  // namespace qbank::cli
