#include "checks/schema/bank_structure.h"

#include <re2/re2.h>

#include <algorithm>
#include <map>
#include <regex>

#include "core/i18n.h"
#include "core/strings.h"

namespace qbank {

namespace {

constexpr Span kFileStart{{1, 1}, {1, 1}};

// schema/invalid-id: a file or folder name that is no valid id (the id pattern of
// question.schema.json).
void invalid_id(const Bank& bank, const Config& config, std::vector<Diagnostic>& out) {
  const std::string pattern = config.schemas.question->string_at("/definitions/id/pattern").value_or("^.+$");
  // RE2 where it reads the pattern (about ten times faster over 10,000 ids; a full match
  // decides the same for the patterns both read), std::regex for ECMAScript-only syntax.
  RE2::Options options;
  options.set_log_errors(false);
  const RE2 fast(pattern, options);
  std::regex re;
  if (!fast.ok()) {
    try {
      re = std::regex(pattern, std::regex::ECMAScript);
    } catch (const std::regex_error&) {
      re = std::regex("^.+$");
    }
  }
  auto valid = [&](const std::string& id) { return fast.ok() ? RE2::FullMatch(id, fast) : std::regex_match(id, re); };
  const std::string text = config.schemas.question->string_at("/definitions/id/description").value_or(pattern);
  const std::string description = tr(text.c_str());  // a built-in text in the UI language (core/schema_texts.cpp)
  for (const auto& q : bank.questions) {
    if (!valid(q.id)) {
      out.push_back(make_diagnostic(RuleId::schema_invalid_id, q.path(), kFileStart,
                                    format_message(tr("de bestandsnaam geeft het id `{}`, maar een id is: {}; hernoem "
                                                      "het bestand"),
                                                   {q.id, description})));
    }
  }
  for (const auto& t : bank.topics) {
    if (!valid(t.id)) {
      out.push_back(make_diagnostic(RuleId::schema_invalid_id, t.path(), kFileStart,
                                    format_message(tr("de mapnaam geeft het onderwerp-id `{}`, maar een id is: {}; "
                                                      "hernoem de map"),
                                                   {t.id, description})));
    }
  }
}

// schema/duplicate-id: reported at every copy, naming the first other one.
void duplicate_id(const Bank& bank, std::vector<Diagnostic>& out) {
  // Sorted by id (then bank order), so that each group of copies is adjacent.
  std::vector<const Question*> sorted;
  sorted.reserve(bank.questions.size());
  for (const auto& q : bank.questions) sorted.push_back(&q);
  std::stable_sort(sorted.begin(), sorted.end(), [](const Question* a, const Question* b) { return a->id < b->id; });
  for (std::size_t from = 0; from < sorted.size();) {
    std::size_t to = from + 1;
    while (to < sorted.size() && sorted[to]->id == sorted[from]->id) ++to;
    const std::vector<const Question*> qs(sorted.begin() + static_cast<std::ptrdiff_t>(from),
                                          sorted.begin() + static_cast<std::ptrdiff_t>(to));
    const std::string& id = sorted[from]->id;
    from = to;
    if (qs.size() < 2) continue;
    for (const Question* q : qs) {
      const Question* other = qs[0] == q ? qs[1] : qs[0];
      auto d = make_diagnostic(RuleId::schema_duplicate_id, q->path(), kFileStart,
                               format_message(tr("het id `{}` komt meer dan eens voor in de vragenbank (ook {}); ids "
                                                 "moeten uniek zijn over alle onderwerpen"),
                                              {id, other->path()}));
      d.related.push_back({other->path(), kFileStart, tr("ook hier")});
      out.push_back(std::move(d));
    }
  }
}

// schema/unknown-topic: `parent` or `prerequisites` names no topic of the bank.
void unknown_topic(const Bank& bank, std::vector<Diagnostic>& out) {
  std::vector<std::string> topic_ids;
  for (const auto& t : bank.topics) topic_ids.push_back(t.id);
  auto check_ref = [&](const Topic& t, const IdRef& ref, const char* key) {
    if (bank.find_topic(ref.id)) return;
    std::string msg = format_message(tr("`{}` noemt een onbekend onderwerp `{}`"), {key, ref.id});
    if (auto guess = closest_match(ref.id, topic_ids)) msg += format_message(tr("; bedoel je `{}`?"), {*guess});
    out.push_back(make_diagnostic(RuleId::schema_unknown_topic, t.path(), ref.span, msg));
  };
  for (const auto& t : bank.topics) {
    if (t.parent) check_ref(t, *t.parent, "parent");
    for (const auto& p : t.prerequisites) check_ref(t, p, "prerequisites");
  }
}

}  // namespace

void BankStructureCheck::check_bank(const LintContext& ctx, std::vector<Diagnostic>& out) const {
  if (ctx.enabled(RuleId::schema_invalid_id)) invalid_id(ctx.bank, ctx.config, out);
  if (ctx.enabled(RuleId::schema_duplicate_id)) duplicate_id(ctx.bank, out);
  if (ctx.enabled(RuleId::schema_unknown_topic)) unknown_topic(ctx.bank, out);
}

OwnedRules BankStructureCheck::rules() const {
  return owns({RuleId::schema_invalid_id, RuleId::schema_duplicate_id, RuleId::schema_unknown_topic});
}

}  // namespace qbank
