// style/key-position-bias: the key positions of a topic (and of the bank) are far from what
// chance gives (chi-square), or the same letter is the key many questions in a row.
#pragma once

#include <cstddef>
#include <vector>

#include "checks/check.h"

namespace qbank {

// The regularised upper incomplete gamma function Q(a, x); the chi-square p-value of statistic
// x with k degrees of freedom is Q(k/2, x/2).
double gamma_q(double a, double x);

// A goodness-of-fit test of key positions against chance, where a question with n options puts
// its key at each of its n positions with probability 1/n.
struct PositionTest {
  std::vector<std::size_t> observed;  // per position (A, B, ...)
  std::vector<double> expected;
  double chi_square = 0;
  int df = 0;
  double p = 1;
};
// `keys[i]` is the key's position of question i and `options[i]` its number of options.
PositionTest test_positions(const std::vector<int>& keys, const std::vector<std::size_t>& options);

class KeyPositionBiasCheck final : public Check {
 public:
  std::string_view name() const override { return "style-key-position"; }
  OwnedRules rules() const override;
  void check_bank(const LintContext& context, std::vector<Diagnostic>& out) const override;
};

}  // namespace qbank
