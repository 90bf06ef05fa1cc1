#include "checks/graph/link_check.h"

#include <algorithm>
#include <functional>
#include <optional>

#include <toml++/toml.h>

#include "checks/graph/graph_text.h"
#include "checks/toml_layout.h"
#include "core/errors.h"
#include "core/i18n.h"
#include "core/placeholder.h"

namespace qbank {

namespace {

using graphtext::kFileStart;

constexpr RuleId kLinkRules[] = {
    RuleId::graph_dangling_link,  RuleId::graph_unreadable_target, RuleId::graph_self_link,
    RuleId::graph_duplicate_link, RuleId::graph_cross_topic_link,  RuleId::graph_one_way_link,
    RuleId::graph_orphan,         RuleId::graph_related_count,     RuleId::graph_unpublished_link,
};

using graphtext::code;

std::string questions_word(std::int64_t n) {
  const auto count = static_cast<unsigned long>(n < 0 ? 0 : n);
  return format_message(trn("{} vraag", "{} vragen", count), {std::to_string(n)});
}

// Where a finding about the question as a whole goes: its `stem` key, else the file's start.
Span question_anchor(const Question& q) { return q.stem.key.known() ? q.stem.key : kFileStart; }

std::string status_text(const Question& q) {
  const std::string_view s = q.status.value;
  // What the question is, after its id: "`a-b` is nog een concept (status `draft`)".
  if (s == "draft") return tr("is nog een concept (status `draft`)");
  if (s == "review") return tr("wordt nog beoordeeld (status `review`)");
  if (s == "retired") return tr("is ingetrokken (status `retired`)");
  return format_message(tr("heeft status {}"), {code(s)});
}

// The edit that adds `id` to the `related` list of `target`, in the target's file: after its last
// element, as the whole of an empty list, or as a new `related` line before the file's first
// table. None when the list cannot be found safely (a `related` that is not an array of ids, a file
// that does not parse).
std::optional<Fix> back_link_fix(const Question& target, const std::string& id) {
  if (!target.source || !is_valid_id(id)) return std::nullopt;
  const SourceFile& src = *target.source;
  const std::string& text = src.text();
  const std::string quoted = "\"" + id + "\"";  // an id needs no escaping
  const std::string eol = text.find("\r\n") != std::string::npos ? "\r\n" : "\n";
  Fix fix;
  fix.file = target.path();
  if (target.related_present) {
    if (!target.related.empty()) {
      const Span last = target.related.back().span;
      if (!last.known()) return std::nullopt;
      const std::size_t at = src.offset(last.end);
      fix.span = src.span(at, at);
      fix.replacement = ", " + quoted;
      return fix;
    }
    // `related = []` (white space inside allowed): the whole list is replaced, so that two back
    // links into one empty list overlap and the second waits for the next round.
    if (!target.related_key.known()) return std::nullopt;
    std::size_t at = src.offset(target.related_key.end);
    while (at < text.size() && (text[at] == ' ' || text[at] == '\t' || text[at] == '=')) ++at;
    if (at >= text.size() || text[at] != '[') return std::nullopt;
    std::size_t close = at + 1;
    while (close < text.size() &&
           (text[close] == ' ' || text[close] == '\t' || text[close] == '\r' || text[close] == '\n'))
      ++close;
    if (close >= text.size() || text[close] != ']') return std::nullopt;  // elements that are not ids
    fix.span = src.span(at, close + 1);
    fix.replacement = "[" + quoted + "]";
    return fix;
  }
  const auto end = top_level_end(target);
  if (!end) return std::nullopt;
  std::size_t at = *end;
  fix.replacement = (at > 0 && text[at - 1] != '\n' ? eol : "") + std::string("related = [") + quoted + "]" + eol;
  // Before a table header, keep the blank line that separates the keys from it.
  const std::string blank = eol + eol;
  if (at < text.size() && at >= blank.size() && text.compare(at - blank.size(), blank.size(), blank) == 0)
    at -= eol.size();
  fix.span = src.span(at, at);
  return fix;
}

}  // namespace

void GraphLinkCheck::prepare(const LintContext& ctx) {
  bool any = false;
  for (RuleId rule : kLinkRules) any = any || ctx.enabled(rule);
  if (!any) return;
  const Settings& settings = ctx.config.settings;
  related_min_ = settings.integer("graph.related_min");
  related_max_ = settings.integer("graph.related_max");
  // The site text "Meer vragen over {}" of tools/export/html.cpp, without its topic.
  more_heading_ = ContentTexts::of(ctx.config.language).text("Meer vragen over {}");
  if (const auto at = more_heading_.find(" {}"); at != std::string::npos) more_heading_.erase(at, 3);
  if (related_min_ > related_max_ && ctx.enabled(RuleId::graph_related_count)) {
    const std::string file = ctx.config.source ? ctx.config.source->path() : std::string("qbank.toml");
    const Span span =
        settings.is_set("graph.related_min") ? settings.span("graph.related_min") : settings.span("graph.related_max");
    throw ConfigError(file, RuleId::graph_related_count, span,
                      format_message(tr("graph.related_min ({}) is groter dan graph.related_max ({}); maak "
                                        "related_min kleiner of gelijk aan related_max"),
                                     {std::to_string(related_min_), std::to_string(related_max_)}));
  }
  graph_ = std::make_unique<graph::LinkGraph>(ctx.bank);
  // For graph/cross-topic-link: each question's topic, and per topic the topics its questions
  // may link into (itself, its parent, its prerequisites), as indices.
  const Bank& bank = ctx.bank;
  std::vector<std::string_view> topic_ids;
  for (const auto& t : bank.topics) topic_ids.emplace_back(t.id);
  const graph::IdIndex topics(topic_ids);
  near_.assign(bank.topics.size(), {});
  for (std::uint32_t t = 0; t < bank.topics.size(); ++t) {
    const Topic& topic = bank.topics[t];
    auto& near = near_[t];
    near.push_back(t);
    if (topic.parent) near.push_back(topics.find(topic.parent->id));
    for (const auto& p : topic.prerequisites) near.push_back(topics.find(p.id));
    std::sort(near.begin(), near.end());
    near.erase(std::unique(near.begin(), near.end()), near.end());
  }
  topic_of_.resize(bank.questions.size());
  for (std::size_t q = 0; q < bank.questions.size(); ++q) topic_of_[q] = topics.find(bank.questions[q].topic);
  suggester_.reset();
  suggester_once_ = std::make_unique<std::once_flag>();
  want_suggester_ = ctx.enabled(RuleId::graph_dangling_link) && graph_->dangling_count() > 0;
}

const graph::IdSuggester* GraphLinkCheck::suggester(const Bank& bank) const {
  if (!want_suggester_) return nullptr;
  std::call_once(*suggester_once_,
                 [&] { suggester_ = std::make_unique<graph::IdSuggester>(graph::question_ids(bank)); });
  return suggester_.get();
}

bool GraphLinkCheck::topic_is_near(std::size_t source, std::size_t target) const {
  const std::uint32_t from = topic_of_[source], to = topic_of_[target];
  if (from == graph::kNone || to == graph::kNone) {
    return graph_->bank().questions[source].topic == graph_->bank().questions[target].topic;
  }
  return std::binary_search(near_[from].begin(), near_[from].end(), to);
}

void GraphLinkCheck::check_question(const Question& q, const LintContext& ctx, std::vector<Diagnostic>& out) const {
  if (!graph_) return;
  const Bank& bank = ctx.bank;
  const std::less<const Question*> before;
  if (bank.questions.empty() || before(&q, bank.questions.data()) ||
      !before(&q, bank.questions.data() + bank.questions.size())) {
    return;  // not a question of this bank
  }
  const std::size_t self = static_cast<std::size_t>(&q - bank.questions.data());
  const bool unreadable_on = ctx.enabled(RuleId::graph_unreadable_target);
  const bool dangling_on = ctx.enabled(RuleId::graph_dangling_link);
  const bool self_on = ctx.enabled(RuleId::graph_self_link);
  const bool duplicate_on = ctx.enabled(RuleId::graph_duplicate_link);
  const bool cross_on = ctx.enabled(RuleId::graph_cross_topic_link);
  const bool one_way_on = ctx.enabled(RuleId::graph_one_way_link);
  const bool unpublished_on = ctx.enabled(RuleId::graph_unpublished_link);

  // Each link, by what it resolved to, to the rules about such links.
  for (const graph::Link& link : graph_->links(self)) {
    const IdRef& ref = q.related[link.element];
    switch (link.kind) {
      case graph::LinkKind::Dangling:
        // A link to a file that did not read is not dangling: its id is known from the file name.
        if (auto broken = bank.unreadable.find(ref.id); broken != bank.unreadable.end()) {
          if (unreadable_on) unreadable_target(q, ref, broken->second.path, out);
        } else if (dangling_on) {
          dangling_link(q, ref, bank, out);
        }
        break;
      case graph::LinkKind::Self:
        if (self_on) self_link(q, ref, out);
        break;
      case graph::LinkKind::Duplicate:
        if (duplicate_on) duplicate_link(q, ref, q.related[link.first], out);
        break;
      case graph::LinkKind::Resolved: {
        const Question& target = bank.questions[link.target];
        if (cross_on && !topic_is_near(self, link.target)) cross_topic_link(q, ref, target, out);
        if (unpublished_on) unpublished_link(q, ref, target, out);
        // (A later copy of a duplicated id is never linked back: schema/duplicate-id reports it.)
        if (one_way_on && graph_->canonical(self) && !graph_->links_to(link.target, self)) {
          one_way_link(q, ref, target, out);
        }
        break;
      }
    }
  }
  if (ctx.enabled(RuleId::graph_related_count)) related_count(q, self, bank, out);
  if (ctx.enabled(RuleId::graph_orphan)) orphan(q, self, bank, out);
}

// graph/unreadable-target: `related` names a question whose file did not read.
void GraphLinkCheck::unreadable_target(const Question& q, const IdRef& ref, const std::string& target_file,
                                       std::vector<Diagnostic>& out) const {
  auto d = make_diagnostic(RuleId::graph_unreadable_target, q.path(), ref.span,
                           format_message(tr("`related` noemt {}, maar {} kon niet worden gelezen (zie de fout "
                                             "in dat bestand); deze link wordt gecontroleerd zodra het bestand "
                                             "weer leest"),
                                          {code(ref.id), code(target_file)}));
  d.related.push_back({target_file, Span{}, format_message(tr("het bestand van {}"), {code(ref.id)})});
  d.other = ref.id;
  out.push_back(std::move(d));
}

// graph/dangling-link: `related` names an id no question has; the nearest id is the fix.
void GraphLinkCheck::dangling_link(const Question& q, const IdRef& ref, const Bank& bank,
                                   std::vector<Diagnostic>& out) const {
  const graph::IdSuggester* ids = suggester(bank);
  std::optional<std::string> guess = ids ? ids->suggest(ref.id) : std::nullopt;
  std::string msg =
      guess ? format_message(tr("`related` noemt {}, maar geen vraag in de vragenbank heeft dat id; bedoel je {}?"),
                             {code(ref.id), code(*guess)})
            : format_message(tr("`related` noemt {}, maar geen vraag in de vragenbank heeft dat id; verbeter het id "
                                "of haal het weg"),
                             {code(ref.id)});
  auto d = make_diagnostic(RuleId::graph_dangling_link, q.path(), ref.span, std::move(msg));
  if (guess) d.fix = Fix{ref.span, "\"" + *guess + "\"", {}};
  d.other = ref.id;
  out.push_back(std::move(d));
}

// graph/self-link: `related` names the question itself.
void GraphLinkCheck::self_link(const Question& q, const IdRef& ref, std::vector<Diagnostic>& out) const {
  auto d = make_diagnostic(RuleId::graph_self_link, q.path(), ref.span,
                           format_message(tr("`related` noemt deze vraag zelf ({}); haal het id weg en kies een "
                                             "andere verwante vraag"),
                                          {code(ref.id)}));
  d.other = ref.id;
  out.push_back(std::move(d));
}

// graph/duplicate-link: `related` names an id a second time.
void GraphLinkCheck::duplicate_link(const Question& q, const IdRef& ref, const IdRef& first,
                                    std::vector<Diagnostic>& out) const {
  const std::string& file = q.path();
  auto d = make_diagnostic(RuleId::graph_duplicate_link, file, ref.span,
                           format_message(tr("`related` noemt {} nog een keer; haal deze herhaling weg of vervang "
                                             "haar door een andere verwante vraag"),
                                          {code(ref.id)}));
  d.related.push_back({file, first.span, format_message(tr("hier staat {} al"), {code(ref.id)})});
  d.other = ref.id;
  out.push_back(std::move(d));
}

// graph/cross-topic-link: a link outside the question's topic, its parent and its prerequisites.
void GraphLinkCheck::cross_topic_link(const Question& q, const IdRef& ref, const Question& target,
                                      std::vector<Diagnostic>& out) const {
  auto d = make_diagnostic(
      RuleId::graph_cross_topic_link, q.path(), ref.span,
      format_message(
          tr("{} staat in onderwerp {}, dat niet het onderwerp van deze vraag ({}) is en ook niet de "
             "parent of voorkennis ervan; kies een verwante vraag uit {}, of neem {} op in "
             "`prerequisites` van {}"),
          {code(ref.id), code(target.topic), code(q.topic), code(q.topic), code(target.topic), code(q.topic)}));
  d.other = ref.id;
  out.push_back(std::move(d));
}

// graph/unpublished-link: drafts may link each other while they are written; a link to a retired
// question, or from a published page to an unpublished one, is a dead link on the site.
void GraphLinkCheck::unpublished_link(const Question& q, const IdRef& ref, const Question& target,
                                      std::vector<Diagnostic>& out) const {
  if (target.published() || (!q.published() && target.status.value != "retired")) return;
  auto d = make_diagnostic(RuleId::graph_unpublished_link, q.path(), ref.span,
                           target.status.value == "retired"
                               ? format_message(tr("{} {} en staat dus niet op de site; kies een gepubliceerde "
                                                   "verwante vraag"),
                                                {code(ref.id), status_text(target)})
                               : format_message(tr("{} {} en staat dus niet op de site; kies een gepubliceerde "
                                                   "verwante vraag, of publiceer {} eerst"),
                                                {code(ref.id), status_text(target), code(ref.id)}));
  d.related.push_back({target.path(), target.status.span, format_message(tr("de status van {}"), {code(ref.id)})});
  d.other = ref.id;
  out.push_back(std::move(d));
}

// graph/one-way-link: the target does not link back; the fix adds the back link there.
void GraphLinkCheck::one_way_link(const Question& q, const IdRef& ref, const Question& target,
                                  std::vector<Diagnostic>& out) const {
  auto d = make_diagnostic(RuleId::graph_one_way_link, q.path(), ref.span,
                           format_message(tr("deze vraag verwijst naar {}, maar {} niet terug; zet {} in `related` "
                                             "van {}, of haal {} hier weg"),
                                          {code(ref.id), code(ref.id), code(q.id), code(ref.id), code(ref.id)}));
  d.related.push_back({target.path(), target.related_present ? target.related_key : question_anchor(target),
                       format_message(tr("de verwante vragen van {}"), {code(ref.id)})});
  d.other = ref.id;
  d.fix = back_link_fix(target, q.id);
  out.push_back(std::move(d));
}

// graph/related-count: fewer links than the site shows, or more.
void GraphLinkCheck::related_count(const Question& q, std::size_t self, const Bank& bank,
                                   std::vector<Diagnostic>& out) const {
  // An unfilled `qbank new` scaffold is answer/placeholder's: no link count yet.
  const bool scaffold =
      is_placeholder(q.stem.value) || is_placeholder(q.explanation.value) ||
      std::any_of(q.options.begin(), q.options.end(), [](const Option& o) { return is_placeholder(o.text.value); });
  if (scaffold) return;
  const auto n = static_cast<std::int64_t>(q.related.size());
  // A small topic cannot give related_min links: the minimum is what the question can link to
  // (the other questions of its topic, its parent and its prerequisites).
  std::int64_t candidates = 0;
  const std::uint32_t own = topic_of_[self];
  if (own < near_.size()) {
    for (std::uint32_t t : near_[own]) {
      if (t < bank.topics.size()) candidates += static_cast<std::int64_t>(bank.topics[t].questions.size());
    }
    candidates -= 1;  // itself
  }
  const std::int64_t minimum =
      own < near_.size() ? std::min(related_min_, std::max<std::int64_t>(candidates, 0)) : related_min_;
  if (n >= minimum && n <= related_max_) return;
  const std::string wanted =
      related_min_ == related_max_
          ? format_message(tr("precies {}"), {std::to_string(related_min_)})
          : format_message(tr("tussen {} en {}"), {std::to_string(related_min_), std::to_string(related_max_)});
  const std::string small =
      minimum < related_min_
          ? format_message(tr(" (dit onderwerp heeft er maar {} om naar te verwijzen)"), {std::to_string(candidates)})
          : std::string();
  std::string msg;
  if (!q.related_present) {
    msg = format_message(tr("deze vraag heeft geen `related`; de site toont onder '{}' {} verwante vragen{}: voeg "
                            "`related = [...]` toe met {}"),
                         {more_heading_, wanted, small, questions_word(minimum)});
  } else if (n < minimum) {
    msg = format_message(tr("`related` noemt {}, maar de site toont er {}{}; voeg er {} toe"),
                         {questions_word(n), wanted, small, std::to_string(minimum - n)});
  } else {
    msg = format_message(tr("`related` noemt {}, maar de site toont er {}; haal er {} weg"),
                         {questions_word(n), wanted, std::to_string(n - related_max_)});
  }
  out.push_back(make_diagnostic(RuleId::graph_related_count, q.path(),
                                q.related_present ? q.related_key : question_anchor(q), std::move(msg)));
}

// graph/orphan: a published question that no other published question lists. A later copy of a
// duplicated id is left to schema/duplicate-id; a file of this topic that did not load may hold
// the link that is missing, so the question waits until it reads.
void GraphLinkCheck::orphan(const Question& q, std::size_t self, const Bank& bank, std::vector<Diagnostic>& out) const {
  if (!q.published() || !graph_->canonical(self)) return;
  const bool topic_has_unreadable = std::any_of(bank.unreadable.begin(), bank.unreadable.end(),
                                                [&](const auto& u) { return u.second.topic == q.topic; });
  if (topic_has_unreadable) return;
  for (std::uint32_t source : graph_->sources(self)) {
    if (bank.questions[source].published()) return;
  }
  out.push_back(make_diagnostic(RuleId::graph_orphan, q.path(), question_anchor(q),
                                format_message(tr("geen andere gepubliceerde vraag noemt {} in `related`, dus geen "
                                                  "pagina verwijst ernaar; zet {} in `related` van een verwante "
                                                  "vraag"),
                                               {code(q.id), code(q.id)})));
}

OwnedRules GraphLinkCheck::rules() const {
  return owns({RuleId::graph_dangling_link, RuleId::graph_unreadable_target, RuleId::graph_self_link,
               RuleId::graph_duplicate_link, RuleId::graph_cross_topic_link, RuleId::graph_one_way_link,
               RuleId::graph_orphan, RuleId::graph_related_count, RuleId::graph_unpublished_link});
}

}  // namespace qbank
