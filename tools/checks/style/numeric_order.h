// style/numeric-order: options that differ only in a number are not in ascending order.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "checks/check.h"

namespace qbank {

// A number written in an option, as the answer family's Dutch number reader reads it
// (checks/answer/dutch_number.h): decimal comma ("2,5"), thousands points or spaces ("1.000",
// "30 000"), an English decimal point when the digits after it are not a group of three ("0.25"),
// a sign, scale words ("7 miljard") and powers of ten ("7 × 10⁹") as part of the number.
struct WrittenNumber {
  double value = 0;
  std::size_t begin = 0;  // bytes in the text
  std::size_t end = 0;
};
std::vector<WrittenNumber> written_numbers(std::string_view text);

// The numbers of a question's options when the options are one numeric scale (each holds one
// number, in the same words and unit: "ongeveer 7 GB", "ongeveer 14 GB"), else empty. Such
// options are read in ascending order: practice keeps their written order instead of shuffling.
std::vector<WrittenNumber> numeric_series(const Question& q);

class NumericOrderCheck final : public Check {
 public:
  std::string_view name() const override { return "style-numeric-order"; }
  OwnedRules rules() const override;
  void prepare(const LintContext& context) override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;

 private:
  bool enabled_ = false;
};

}  // namespace qbank
