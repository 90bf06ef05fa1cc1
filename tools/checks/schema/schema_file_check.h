// The schema/* rules found while a bank and its configuration are read: a question, topic or
// qbank.toml against its JSON Schema (core/schema_validator.cpp, worded by core/schema_messages.cpp),
// the folders and files a bank must have (lint/bank_loader.cpp, core/config.cpp), and the rule
// names of [rules] and [[suppress]] (lint/linter.cpp). Those readers report them; this check owns
// the rules so that each rule of the catalog has one owner, and has no work of its own. The schema
// rules that look at the bank as a whole are BankStructureCheck's and SchemaStaleDirectiveCheck's.
#pragma once

#include "checks/check.h"

namespace qbank {

class SchemaFileCheck final : public Check {
 public:
  std::string_view name() const override { return "schema-file"; }
  OwnedRules rules() const override;
};

}  // namespace qbank
