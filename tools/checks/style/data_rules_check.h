// Runs the data rules of rules/style/ (data_rules.h) over every question.
#pragma once

#include <filesystem>
#include <memory>
#include <vector>

#include "checks/check.h"
#include "checks/style/data_rules.h"

namespace qbank {

class DataRulesCheck final : public Check {
 public:
  std::string_view name() const override { return "style-rules"; }
  OwnedRules rules() const override;
  // Loads the rule files (once per run, and again when a compiled book is needed after a
  // described one) and lists their rules.
  std::vector<RuleInfo> runtime_rules(const Config& config, RuleLoading how) override;
  std::string runtime_rules_digest(const Config& config) override;
  void prepare(const LintContext& context) override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;

 private:
  void read(const Config& config);  // the rule files, once per rules folders
  const RuleBook& book(const Config& config, RuleLoading how);

  std::shared_ptr<const RuleBook> book_;
  std::vector<std::filesystem::path> loaded_from_;
  // The rule files as first read: a later, deeper load compiles these very bytes.
  std::vector<RuleSource> files_;
  std::string digest_;  // RuleBook::digest(files_)
  bool read_ = false;
  bool compiled_ = false;           // book_ was loaded Trusted or Full, not only described
  std::vector<bool> enabled_;       // per rule, from qbank.toml
  std::size_t max_text_chars_ = 0;  // longer texts are not analysed
};

}  // namespace qbank
