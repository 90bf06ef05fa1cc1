#include "checks/schema/bank_structure.h"

#include <map>
#include <regex>

#include "core/i18n.h"
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
    const std::string text = ctx.config.schemas.question->string_at("/definitions/id/description").value_or(pattern);
    const std::string description = tr(text.c_str());  // a built-in text in the UI language (core/schema_texts.cpp)
    for (const auto& q : bank.questions) {
      if (!std::regex_match(q.id, re)) {
        out.push_back(
            make_diagnostic("schema/invalid-id", q.path(), kFileStart,
                            format_message(tr("de bestandsnaam geeft het id `{}`, maar een id is: {}; hernoem "
                                              "het bestand"),
                                           {q.id, description})));
      }
    }
    for (const auto& t : bank.topics) {
      if (!std::regex_match(t.id, re)) {
        out.push_back(make_diagnostic("schema/invalid-id", t.path(), kFileStart,
                                      format_message(tr("de mapnaam geeft het onderwerp-id `{}`, maar een id is: {}; "
                                                        "hernoem de map"),
                                                     {t.id, description})));
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
                                 format_message(tr("het id `{}` komt meer dan eens voor in de vragenbank (ook {}); ids "
                                                   "moeten uniek zijn over alle onderwerpen"),
                                                {id, other->path()}));
        d.related.push_back({other->path(), kFileStart, tr("ook hier")});
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
      std::string msg = format_message(tr("`{}` noemt een onbekend onderwerp `{}`"), {key, ref.id});
      if (auto guess = closest_match(ref.id, topic_ids)) msg += format_message(tr("; bedoel je `{}`?"), {*guess});
      out.push_back(make_diagnostic("schema/unknown-topic", t.path(), ref.span, msg));
    };
    for (const auto& t : bank.topics) {
      if (t.parent) check_ref(t, *t.parent, "parent");
      for (const auto& p : t.prerequisites) check_ref(t, p, "prerequisites");
    }
  }
}

}  // namespace qbank
