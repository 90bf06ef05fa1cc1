// qbank rules / qbank explain RULE
#include <iostream>

#include "checks/registry.h"
#include "cli/commands.h"
#include "core/errors.h"
#include "core/strings.h"
#include "lint/bank_loader.h"

namespace qbank::cli {

namespace {

// The built-in rules plus the data rules of the bank around `path`.
RuleCatalog load_catalog(const std::string& path) {
  RuleCatalog catalog = RuleCatalog::builtin();
  RealFileSystem fs;
  const BankLocation loc = locate_bank(path);
  Config config = load_config(fs, loc.root, loc.config_file.value_or(std::filesystem::path()),
                              loc.config_file ? display_path(*loc.config_file) : std::string());
  for (auto& check : make_checks()) {
    for (auto& r : check->runtime_rules(config)) catalog.add(std::move(r));
  }
  return catalog;
}

}  // namespace

void add_rules_commands(CLI::App& app, ExitCode& exit) {
  auto bank = std::make_shared<std::string>(".");
  auto* rules = app.add_subcommand("rules", "List every rule with its default severity and summary");
  rules->add_option("--bank", *bank, "Bank whose data rules (rules/) to include (default: the current one)");
  rules->callback([bank, &exit] {
    try {
      const RuleCatalog catalog = load_catalog(*bank);
      for (const RuleInfo* r : catalog.all()) {
        std::string id = r->id;
        std::string sev(severity_name(r->severity));
        std::cout << id << std::string(id.size() < 34 ? 34 - id.size() : 1, ' ') << sev
                  << std::string(sev.size() < 9 ? 9 - sev.size() : 1, ' ') << r->summary << "\n";
      }
      exit.value = 0;
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    }
  });

  auto rule = std::make_shared<std::string>();
  auto* explain = app.add_subcommand("explain", "Print the documentation of one rule");
  explain->add_option("rule", *rule, "A rule id, e.g. answer/multiple-correct")->required();
  explain->add_option("--bank", *bank, "Bank whose data rules (rules/) to include (default: the current one)");
  explain->callback([rule, bank, &exit] {
    try {
      const RuleCatalog catalog = load_catalog(*bank);
      if (const RuleInfo* r = catalog.find(*rule)) {
        std::cout << r->doc;
        if (!r->doc.empty() && r->doc.back() != '\n') std::cout << "\n";
        std::cout << "\nDefault severity: " << severity_name(r->severity) << ". Defined in: " << r->origin << ".\n";
        exit.value = 0;
        return;
      }
      std::cerr << "qbank: unknown rule '" << *rule << "'";
      if (auto guess = closest_match(*rule, catalog.ids())) std::cerr << "; did you mean '" << *guess << "'?";
      std::cerr << " (qbank rules lists them all)\n";
      exit.value = 2;
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    }
  });
}

}  // namespace qbank::cli
