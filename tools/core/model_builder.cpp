#include "core/model_builder.h"

#include <algorithm>

namespace qbank {
namespace {

const toml::key* key_of(const toml::table& table, std::string_view key) {
  for (const auto& [k, v] : table) {
    if (k.str() == key) return &k;
  }
  return nullptr;
}

TextField text_value(const std::shared_ptr<const SourceFile>& source, const toml::node& node, Span key) {
  TextField f;
  if (const auto* s = node.as_string()) {
    const std::string& value = s->get();
    f.key = key;
    f.span = to_span(node.source());
    const std::size_t at = source->offset(f.span.begin);
    f.literal_offset = TextField::offset(at);
    f.present = true;
    // The literal, quotes included. Without escape sequences it holds the value as written, just
    // after its opening quote (one quote, or three and the line break TOML drops after them);
    // with them it does not, and the field gets a copy.
    const std::string_view text = source->text();
    const std::size_t end = std::min(source->offset(f.span.end), text.size());
    const std::string_view literal =
        f.literal_offset != TextField::kNoOffset && at < end ? text.substr(at, end - at) : std::string_view();
    bool viewed = value.empty();
    for (const std::size_t start : {1, 3, 4, 5}) {
      if (viewed) break;
      if (start + value.size() <= literal.size() && literal.compare(start, value.size(), value) == 0) {
        f.set_view(literal.substr(start, value.size()), source);
        viewed = true;
      }
    }
    if (!viewed) f.set(value);
  }
  return f;
}

std::vector<IdRef> id_list(const toml::node* node) {
  std::vector<IdRef> out;
  if (!node) return out;
  if (const auto* arr = node->as_array()) {
    out.reserve(arr->size());
    for (const auto& el : *arr) {
      if (const auto* s = el.as_string()) out.push_back({s->get(), to_span(el.source())});
    }
  }
  return out;
}

}  // namespace

TextField text_field(const std::shared_ptr<const SourceFile>& source, const toml::table& table, std::string_view key) {
  const toml::node* node = table.get(key);
  if (!node) return {};
  const toml::key* k = key_of(table, key);
  return text_value(source, *node, k ? to_span(k->source()) : Span{});
}

Question build_question(std::shared_ptr<const SourceFile> source, const toml::table& table, std::string id,
                        std::string topic) {
  Question q;
  q.id = std::move(id);
  q.topic = std::move(topic);
  q.source = source;
  const std::shared_ptr<const SourceFile>& src = q.source;

  q.stem = text_field(src, table, "stem");
  q.explanation = text_field(src, table, "explanation");
  q.status = text_field(src, table, "status");
  q.markup = text_field(src, table, "markup");

  if (const toml::node* opts = table.get("options")) {
    q.options_present = true;
    if (const toml::key* k = key_of(table, "options")) q.options_key = to_span(k->source());
    if (const auto* arr = opts->as_array()) {
      q.options.reserve(arr->size());  // exactly: at 100,000 questions the doubling wasted 20 MB
      std::size_t index = 0;
      for (const auto& el : *arr) {
        Option o;
        o.index = index++;
        o.header = to_span(el.source());
        if (const auto* t = el.as_table()) {
          o.text = text_field(src, *t, "text");
          o.set_feedback(text_field(src, *t, "feedback"));
          if (const toml::node* c = t->get("correct")) {
            o.correct_present = true;
            o.correct_span = to_span(c->source());
            if (const auto* b = c->as_boolean()) o.correct = b->get();
          }
        }
        q.options.push_back(std::move(o));
      }
    }
  }

  if (const toml::node* rel = table.get("related")) {
    q.related_present = true;
    if (const toml::key* k = key_of(table, "related")) q.related_key = to_span(k->source());
    q.related = id_list(rel);
  }

  if (const auto* tags = table.get_as<toml::array>("tags")) {
    for (const auto& el : *tags) {
      if (const auto* s = el.as_string()) q.tags.push_back(s->get());
    }
  }
  if (const auto* words = table.get_as<toml::array>("words")) {
    for (const auto& el : *words) q.words.push_back(text_value(src, el, {}));
    std::erase_if(q.words, [](const TextField& f) { return !f.present; });
  }

  if (const auto* sup = table.get_as<toml::array>("suppress")) {
    for (const auto& el : *sup) {
      const auto* t = el.as_table();
      if (!t) continue;
      Suppression s;
      s.span = to_span(el.source());
      if (const auto* r = t->get_as<std::string>("rule")) {
        s.rule = r->get();
        s.rule_span = to_span(r->source());
      }
      if (const auto* r = t->get_as<std::string>("reason")) s.reason = r->get();
      if (const auto* r = t->get_as<std::string>("other")) s.other = r->get();
      if (!s.rule_span.known()) s.rule_span = s.span;
      q.suppressions.push_back(std::move(s));
    }
  }

  if (const auto* comp = table.get_as<toml::table>("compute")) {
    Computation c;
    c.header = to_span(comp->source());
    c.expression = text_field(src, *comp, "expression");
    c.unit = text_field(src, *comp, "unit");
    if (const toml::node* tol = comp->get("tolerance")) {
      if (auto v = tol->value<double>()) c.tolerance = *v;
    }
    q.compute = std::move(c);
  }
  return q;
}

Topic build_topic(std::shared_ptr<const SourceFile> source, const toml::table& table, std::string id,
                  std::string folder_path) {
  Topic t;
  t.id = std::move(id);
  t.folder_path = std::move(folder_path);
  t.source = source;
  const std::shared_ptr<const SourceFile>& src = t.source;
  t.title = text_field(src, table, "title");
  t.description = text_field(src, table, "description");
  if (const auto* p = table.get("parent")) {
    if (const auto* s = p->as_string()) t.parent = IdRef{s->get(), to_span(p->source())};
  }
  t.prerequisites = id_list(table.get("prerequisites"));
  return t;
}

}  // namespace qbank
