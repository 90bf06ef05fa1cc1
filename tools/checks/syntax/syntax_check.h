// syntax/*: a file that cannot be read as TOML (the docs beside this file). The reader finds these
// while it reads (core/toml_document.cpp, lint/bank_loader.cpp, format/) and reports them before
// any check runs; this check owns the rules so that each rule of the catalog has one owner, and
// has no work of its own.
#pragma once

#include "checks/check.h"

namespace qbank {

class SyntaxCheck final : public Check {
 public:
  std::string_view name() const override { return "syntax"; }
  OwnedRules rules() const override;
};

}  // namespace qbank
