#include "checks/style/kinds/kind.h"

#include "core/i18n.h"
#include "core/toml_document.h"

namespace qbank {

const DataRuleKind& existence_kind();
const DataRuleKind& substitution_kind();
const DataRuleKind& occurrence_kind();
const DataRuleKind& capitalization_kind();

const DataRuleKind& data_rule_kind(RuleKind kind) {
  switch (kind) {
    case RuleKind::Substitution:
      return substitution_kind();
    case RuleKind::Occurrence:
      return occurrence_kind();
    case RuleKind::Capitalization:
      return capitalization_kind();
    case RuleKind::Existence:
      break;
  }
  return existence_kind();
}

Span KindReader::value_span(const char* key) const {
  const toml::node* n = table.get(key);
  return n ? to_span(n->source()) : Span{};
}

Span KindReader::key_span(const char* key) const {
  for (const auto& [k, v] : table) {
    if (k.str() == key) return to_span(k.source());
  }
  return Span{};
}

std::string KindReader::text(const char* key) const {
  const auto* s = table.get_as<std::string>(key);
  return s ? s->get() : std::string();
}

void KindReader::forbid(std::initializer_list<const char*> keys, const std::string& message,
                        std::string_view kind) const {
  for (const char* k : keys) {
    if (table.get(k)) problem(key_span(k), format_message(message, {k, kind}));
  }
}

void DataRuleKind::build(const KindReader& in, DataRule& rule) const {
  in.matcher(in.table, in.ignore_case, in.whole_words, rule.matcher);
}

RuleHit hit_at(std::string_view text, std::size_t begin, std::size_t end) {
  RuleHit h;
  h.begin = begin;
  h.end = end;
  h.match = std::string(text.substr(begin, end - begin));
  return h;
}

}  // namespace qbank
