#include "checks/schema/bank_structure.h"

#include <map>
#include <regex>

#include "core/strings.h"

namespace qbank {

namespace {

constexpr Span kFileStart{{1, 1}, {1, 1}};

}  // namespace

void BankStructureCheck::check_bank(const LintContext& ctx, std::vector<Diagnostic>& out) const {
  const Bank& bank = ctx.bank;

  // Ids: the file name must match the id pattern of question.schema.json.
  if (ctx.enabled("schema/invalid-id")) {
    const std::string pattern = ctx.config.schemas.question->string_at("/definitions/id/pattern").value_or("^.+$");
    std::regex re;
    try {
      re = std::regex(pattern, std::regex::ECMAScript);
    } catch (const std::regex_error&) {
      re = std::regex("^.+$");
    }
    const std::string description =
        ctx.config.schemas.question->string_at("/definitions/id/description").value_or(pattern);
    for (const auto& q : bank.questions) {
      if (!std::regex_match(q.id, re)) {
        out.push_back(make_diagnostic("schema/invalid-id", q.path(), kFileStart,
                                      "de bestandsnaam geeft het id `" + q.id + "`, maar een id is: " + description +
                                          "; hernoem het bestand"));
      }
    }
    for (const auto& t : bank.topics) {
      if (!std::regex_match(t.id, re)) {
        out.push_back(make_diagnostic("schema/invalid-id", t.path(), kFileStart,
                                      "de mapnaam geeft het onderwerp-id `" + t.id + "`, maar een id is: " + description +
                                          "; hernoem de map"));
      }
    }
  }

  // Duplicate ids: reported at every copy, naming the first other one.
  if (ctx.enabled("schema/duplicate-id")) {
    std::map<std::string, std::vector<const Question*>> by_id;
    for (const auto& q : bank.questions) by_id[q.id].push_back(&q);
    for (const auto& [id, qs] : by_id) {
      if (qs.size() < 2) continue;
      for (const Question* q : qs) {
        const Question* other = qs[0] == q ? qs[1] : qs[0];
        auto d = make_diagnostic("schema/duplicate-id", q->path(), kFileStart,
                                 "het id `" + id + "` komt meer dan eens voor in de vragenbank (ook " + other->path() +
                                     "); ids moeten uniek zijn over alle onderwerpen");
        d.related.push_back({other->path(), kFileStart, "ook hier"});
        out.push_back(std::move(d));
      }
    }
  }

  // Topic references.
  if (ctx.enabled("schema/unknown-topic")) {
    std::vector<std::string> topic_ids;
    for (const auto& t : bank.topics) topic_ids.push_back(t.id);
    auto check_ref = [&](const Topic& t, const IdRef& ref, const char* key) {
      if (bank.find_topic(ref.id)) return;
      std::string msg = std::string("`") + key + "` noemt een onbekend onderwerp `" + ref.id + "`";
      if (auto guess = closest_match(ref.id, topic_ids)) msg += "; bedoel je `" + *guess + "`?";
      out.push_back(make_diagnostic("schema/unknown-topic", t.path(), ref.span, msg));
    };
    for (const auto& t : bank.topics) {
      if (t.parent) check_ref(t, *t.parent, "parent");
      for (const auto& p : t.prerequisites) check_ref(t, p, "prerequisites");
    }
  }
}

}  // namespace qbank
