// qbank rules / qbank explain RULE
#include <iostream>

#include "checks/registry.h"
#include "cli/commands.h"
#include "core/errors.h"
#include "core/strings.h"
#include "lint/bank_loader.h"

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
  const BankLocation loc = locate_bank(path);
  c.config = load_config(fs, loc.root, loc.config_file.value_or(std::filesystem::path()),
                         loc.config_file ? display_path(*loc.config_file) : std::string());
  for (auto& check : make_checks()) {
    for (auto& r : check->runtime_rules(c.config)) c.rules.add(std::move(r));
  }
  return c;
}

// "ingebouwd" for a rule in qbank's code; for a data rule its file, among the built-ins
// ("ingebouwd: style/x.toml") or the bank's own ("bank: rules/style/x.toml").
std::string origin_of(const RuleInfo& r, const Config& config) {
  if (r.origin == "built-in") return "ingebouwd";
  namespace fs = std::filesystem;
  const fs::path file = fs::absolute(r.origin).lexically_normal();
  auto under = [&](const fs::path& dir) {
    if (dir.empty()) return fs::path();
    const fs::path rel = file.lexically_relative(fs::absolute(dir).lexically_normal());
    return !rel.empty() && *rel.begin() != ".." ? rel : fs::path();
  };
  if (const fs::path rel = under(config.rules_dir); !rel.empty()) {
    return "bank: " + (config.rules_dir / rel).lexically_relative(config.root).generic_string();
  }
  if (const fs::path rel = under(config.builtin_rules_dir); !rel.empty()) return "ingebouwd: " + rel.generic_string();
  return r.origin;
}

}  // namespace

void add_rules_commands(CLI::App& app, ExitCode& exit) {
  auto bank = std::make_shared<std::string>(".");
  auto* rules = app.add_subcommand("rules", "List every rule with its default severity and summary");
  rules->add_option("--bank", *bank, "Bank whose data rules (rules/) to include (default: the current one)");
  rules->callback([bank, &exit] {
    try {
      const Catalog catalog = load_catalog(*bank);
      for (const RuleInfo* r : catalog.rules.all()) {
        std::string id = r->id;
        std::string sev(severity_name(r->severity));
        const std::string origin = origin_of(*r, catalog.config);
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
  auto* explain = app.add_subcommand("explain", "Print the documentation of one rule");
  explain->add_option("rule", *rule, "A rule id, e.g. answer/multiple-correct")->required();
  explain->add_option("--bank", *bank, "Bank whose data rules (rules/) to include (default: the current one)");
  explain->callback([rule, bank, &exit] {
    try {
      const Catalog loaded = load_catalog(*bank);
      const RuleCatalog& catalog = loaded.rules;
      if (const RuleInfo* r = catalog.find(*rule)) {
        std::cout << r->doc;
        if (!r->doc.empty() && r->doc.back() != '\n') std::cout << "\n";
        std::cout << "\nDefault severity: " << severity_name(r->severity) << ". Defined in: " << origin_of(*r, loaded.config)
                  << ".\n";
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
