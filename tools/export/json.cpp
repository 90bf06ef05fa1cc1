// JSON: one document with the topics, the questions and the links between them, described by
// schema/export.schema.json. It carries everything a question file holds (for published
// questions), so `qbank import --from json` rebuilds the bank from it.
#include <nlohmann/json.hpp>

#include "core/i18n.h"
#include "export/exporter.h"
#include "export/text.h"

namespace qbank {
namespace {

using Json = nlohmann::ordered_json;

Json strings(const std::vector<std::string>& v) {
  Json a = Json::array();
  for (const auto& s : v) a.push_back(s);
  return a;
}

Json topic_json(const ExportView& view, const Topic& t) {
  Json j;
  j["id"] = t.id;
  j["title"] = view.topic_title(t.id);
  if (t.description.present) j["description"] = t.description.value;
  if (t.parent) j["parent"] = t.parent->id;
  Json pre = Json::array();
  for (const auto& p : t.prerequisites) pre.push_back(p.id);
  j["prerequisites"] = pre;
  Json qs = Json::array();
  for (const Question* q : view.questions_of(t.id)) qs.push_back(q->id);
  j["questions"] = qs;
  return j;
}

Json question_json(const ExportView& view, const Question& q) {
  Json j;
  j["id"] = q.id;
  j["topic"] = q.topic;
  j["stem"] = q.stem.value;
  j["explanation"] = q.explanation.value;
  j["key"] = exporttext::letter(static_cast<std::size_t>(q.key_index()));
  Json options = Json::array();
  for (const auto& o : q.options) {
    Json oj;
    oj["letter"] = exporttext::letter(o.index);
    oj["text"] = o.text.value;
    oj["correct"] = o.correct;
    if (o.feedback().present) oj["feedback"] = o.feedback().value;
    options.push_back(oj);
  }
  j["options"] = options;
  Json related = Json::array();
  for (const Question* r : view.related(q)) related.push_back(r->id);
  j["related"] = related;
  j["tags"] = strings(q.tags);
  if (q.markup.present) j["markup"] = q.markup.value;
  Json words = Json::array();
  for (const auto& w : q.words) words.push_back(w.value);
  j["words"] = words;
  if (q.compute) {
    Json c;
    c["expression"] = q.compute->expression.value;
    c["unit"] = q.compute->unit.value;
    c["tolerance"] = q.compute->tolerance;
    j["compute"] = c;
  }
  Json suppress = Json::array();
  for (const auto& s : q.suppressions) {
    Json sj;
    sj["rule"] = s.rule;
    if (!s.other.empty()) sj["other"] = s.other;
    sj["reason"] = s.reason;
    suppress.push_back(sj);
  }
  j["suppress"] = suppress;
  return j;
}

class JsonExporter final : public Exporter {
 public:
  std::string_view name() const override { return "json"; }
  std::string_view description() const override {
    return N_("één JSON-document met onderwerpen, vragen en verwijzingen (schema/export.schema.json)");
  }
  bool writes_folder() const override { return false; }
  std::string_view example_out() const override { return "bank.json"; }

  std::vector<OutputFile> render(const ExportView& view) const override {
    Json doc;
    doc["format"] = "qbank-export";
    doc["version"] = 1;
    doc["language"] = view.language();
    Json topics = Json::array();
    for (const Topic* t : view.topics()) topics.push_back(topic_json(view, *t));
    doc["topics"] = topics;
    Json questions = Json::array();
    for (const Question* q : view.questions()) questions.push_back(question_json(view, *q));
    doc["questions"] = questions;
    Json links = Json::array();
    for (const Question* q : view.questions()) {
      for (const Question* r : view.related(*q)) {
        Json l;
        l["from"] = q->id;
        l["to"] = r->id;
        l["kind"] = "related";
        links.push_back(l);
      }
    }
    doc["links"] = links;
    // Invalid UTF-8 cannot reach here (the loader rejects it); replace rather than throw anyway.
    std::string text = doc.dump(2, ' ', false, Json::error_handler_t::replace);
    text += '\n';
    return {{"", std::move(text)}};
  }
};

}  // namespace

std::unique_ptr<Exporter> make_json_exporter() { return std::make_unique<JsonExporter>(); }

}  // namespace qbank
