// Does the explanation back the key? (explanation family). Scores every option by how much of
// its distinctive content the explanation supports (support.h) and applies the decision list:
// explanation/supports-distractor, explanation/no-distinctive-terms, explanation/no-support,
// explanation/weak-support; and explanation/names-other-option when the explanation calls another
// letter right ("B is juist"). Term statistics over the whole bank are computed once in prepare().
#pragma once

#include <cstdint>

#include <memory>
#include <unordered_map>
#include <vector>

#include "checks/check.h"
#include "checks/explanation/reading.h"
#include "checks/explanation/support.h"

namespace qbank {

class ExplanationCheck final : public Check {
 public:
  std::string_view name() const override { return "explanation"; }
  OwnedRules rules() const override;
  void prepare(const LintContext& context) override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;

 private:
  struct Thresholds {
    double strong = 0.5;        // an option counts as stated (or denied) from this share of its terms
    double absent = 0.15;       // and as not stated below this share
    double margin = 0.0;        // a distractor this close to the key, or ahead, is a warning
    double min_support = 0.25;  // the key backed less than this: explanation/no-support
    double lead = 0.3;          // a distractor this far ahead of a weakly backed key is an error
    double lead_min = 0.4;      // when it is stated at least this much
    double weak = 0.2;          // a key backed at most this much is weakly backed
  };
  // `claimed`: the options explanation/names-other-option reported as named the answer, one bit each.
  void report_reading(const Question& q, std::size_t key, const ExplanationReading& reading, const LintContext& ctx,
                      std::uint32_t claimed, std::vector<Diagnostic>& out) const;
  // An explanation that discusses one option and judges "the others" together; true when reported.
  // Short options: the one the explanation sets apart from the others; true when reported.
  bool report_odd_one_out(const Question& q, std::size_t key, const ExplanationReading& reading, const LintContext& ctx,
                          std::vector<Diagnostic>& out) const;
  bool report_letters_in_negative(const Question& q, std::size_t key, const ExplanationReading& reading,
                                  const LintContext& ctx, std::vector<Diagnostic>& out) const;
  bool report_held_with_wel(const Question& q, std::size_t key, const ExplanationReading& reading,
                            const LintContext& ctx, std::vector<Diagnostic>& out) const;
  // A question after what does not hold whose explanation discusses one distractor and no other
  // option; true when reported.
  bool report_only_other_named(const Question& q, std::size_t key, const ExplanationReading& reading,
                               const LintContext& ctx, std::vector<Diagnostic>& out) const;
  // `only_clean`: report the clean split (an error) and nothing else; otherwise only the rest (a warning).
  bool report_rest(const Question& q, std::size_t key, const ExplanationReading& reading, const LintContext& ctx,
                   std::vector<Diagnostic>& out, bool only_clean) const;

  bool scoring_ = false;  // any of the support rules enabled
  Thresholds thresholds_;
  ReadingSettings reading_settings_;
  std::size_t max_chars_ = 20000;
  std::size_t max_options_ = 5;  // letters up to this many options can be option letters
  TermStatistics statistics_;

  // With LintContext::incremental: each question's document of the statistics by its path, while
  // its source stays the same, so that prepare() after an edit analyses only what changed.
  struct Document {
    std::shared_ptr<const SourceFile> source;
    bool usable = false;
    std::vector<std::uint32_t> terms;  // ids in statistics_
    std::uint64_t run = 0;             // the last prepare() that saw it
  };
  std::unordered_map<std::string, Document> documents_;
  std::uint64_t runs_ = 0;
  void update_statistics(const LintContext& ctx);
};

}  // namespace qbank
