// A configuration or environment problem that stops a run (exit code 2): a broken qbank.toml,
// schema or rule file, a missing dictionary. Carries diagnostics that point into the bad file.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "core/diagnostic.h"

namespace qbank {

class ConfigError : public std::runtime_error {
 public:
  explicit ConfigError(std::vector<Diagnostic> diagnostics)
      : std::runtime_error(diagnostics.empty() ? "configuration error" : diagnostics.front().message),
        diagnostics_(std::move(diagnostics)) {}
  ConfigError(std::string file, RuleId rule, Span span, std::string message)
      : ConfigError(std::vector<Diagnostic>{Diagnostic{std::string(rule_name(rule)),
                                                       Severity::Error,
                                                       std::move(file),
                                                       span,
                                                       std::move(message),
                                                       {},
                                                       {},
                                                       {},
                                                       {}}}) {}
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }

 private:
  std::vector<Diagnostic> diagnostics_;
};

}  // namespace qbank
