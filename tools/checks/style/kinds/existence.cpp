// kind = "existence": reports every match of `words` or `patterns` (outside `exceptions`).
#include "checks/style/kinds/kind.h"
#include "core/i18n.h"

namespace qbank {
namespace {

class Existence final : public DataRuleKind {
 public:
  std::string_view name() const override { return "existence"; }
  const std::set<std::string>& placeholders() const override {
    static const std::set<std::string> names = {"where", "match"};
    return names;
  }
  void read(const KindReader& in, DataRule&) const override {
    in.forbid({"swap", "case", "count", "min", "max"}, tr("`{}` hoort niet bij kind = \"{}\"; verwijder het"), name());
    if (!in.table.get("words") && !in.table.get("patterns")) {
      in.problem(in.value_span("kind"), tr("een existence-regel zoekt `words` of `patterns`; geef er een van"));
    }
  }
  std::vector<RuleHit> apply(const DataRule& rule, std::string_view text) const override {
    std::vector<RuleHit> out;
    for (const auto& r : rule.matcher.find(text, kMaxHitsPerText)) out.push_back(hit_at(text, r.begin, r.end));
    return out;
  }
};

}  // namespace

const DataRuleKind& existence_kind() {
  static const Existence kind;
  return kind;
}

}  // namespace qbank
