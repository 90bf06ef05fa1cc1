// graph family, question links: every `related` id resolved across the whole bank (dangling,
// self, duplicate, cross-topic, one-way and unpublished links), orphans and the link count.
#pragma once

#include <memory>
#include <mutex>

#include "checks/check.h"
#include "graph/id_index.h"
#include "graph/link_graph.h"

namespace qbank {

class GraphLinkCheck final : public Check {
 public:
  std::string_view name() const override { return "graph-links"; }
  OwnedRules rules() const override;
  // Resolves the links (once per run) and reads the settings; throws ConfigError when
  // graph.related_min is larger than graph.related_max.
  void prepare(const LintContext& context) override;
  void check_question(const Question& question, const LintContext& context,
                      std::vector<Diagnostic>& out) const override;

 private:
  // One function per rule, called for each link (or question) when its rule is on.
  void unreadable_target(const Question& q, const IdRef& ref, const std::string& target_file,
                         std::vector<Diagnostic>& out) const;
  void dangling_link(const Question& q, const IdRef& ref, const Bank& bank, std::vector<Diagnostic>& out) const;
  void self_link(const Question& q, const IdRef& ref, std::vector<Diagnostic>& out) const;
  void duplicate_link(const Question& q, const IdRef& ref, const IdRef& first, std::vector<Diagnostic>& out) const;
  void cross_topic_link(const Question& q, const IdRef& ref, const Question& target,
                        std::vector<Diagnostic>& out) const;
  void unpublished_link(const Question& q, const IdRef& ref, const Question& target,
                        std::vector<Diagnostic>& out) const;
  void one_way_link(const Question& q, const IdRef& ref, const Question& target, std::vector<Diagnostic>& out) const;
  void related_count(const Question& q, std::size_t self, const Bank& bank, std::vector<Diagnostic>& out) const;
  void orphan(const Question& q, std::size_t self, const Bank& bank, std::vector<Diagnostic>& out) const;

  std::unique_ptr<graph::LinkGraph> graph_;
  // The question ids for "bedoel je ...?", built by the first dangling link that needs them (an
  // edit in the language server checks a few questions, most without one).
  const graph::IdSuggester* suggester(const Bank& bank) const;
  bool want_suggester_ = false;
  std::unique_ptr<std::once_flag> suggester_once_;
  mutable std::unique_ptr<graph::IdSuggester> suggester_;
  // True when a question in `target`'s topic may be linked from `source` without a warning.
  bool topic_is_near(std::size_t source, std::size_t target) const;

  std::vector<std::uint32_t> topic_of_;           // per question: index into Bank::topics
  std::vector<std::vector<std::uint32_t>> near_;  // per topic: itself, parent, prerequisites
  std::int64_t related_min_ = 0;
  std::int64_t related_max_ = 0;
  // The heading the site shows the related questions under, in the bank's language (the site's
  // own words follow the bank's `language`, export/site_text.h): "Meer vragen over".
  std::string more_heading_;
};

}  // namespace qbank
