// The JSON export format (schema/export.schema.json): the document is validated against the
// schema first, then every topic and question is taken over with all its fields, so
// export -> import -> export gives the same document.
#include <nlohmann/json.hpp>

#include "core/i18n.h"
#include "import/importer.h"
#include "import/json_schema.h"

namespace qbank {
namespace {

using Json = nlohmann::json;

std::vector<std::string> strings(const Json& a) {
  std::vector<std::string> out;
  if (a.is_array()) {
    for (const auto& s : a) {
      if (s.is_string()) out.push_back(s.get<std::string>());
    }
  }
  return out;
}

std::string str(const Json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// The line of the first `"id": "<id>"` in the text, for diagnostics (nlohmann keeps no positions).
Span locate_id(const SourceFile& source, const std::string& id) {
  const std::string needle = "\"id\": \"" + id + "\"";
  const auto at = source.text().find(needle);
  if (at == std::string::npos) return {{1, 1}, {1, 1}};
  return source.span(at, at + needle.size());
}

class JsonImporter final : public Importer {
 public:
  std::string_view name() const override { return "json"; }
  std::string_view description() const override { return N_("de JSON-export van qbank (schema/export.schema.json)"); }

  void read(const ImportInput& input, ImportResult& out) const override {
    auto source = std::make_shared<SourceFile>(input.display, input.content);
    out.sources[input.display] = source;
    const auto errors = validate_json_text(input.content, input.schema_dir / "export.schema.json");
    if (!errors.empty()) {
      std::string list;
      for (std::size_t i = 0; i < errors.size() && i < 5; ++i) {
        list += (i ? "; " : "") + (errors[i].pointer.empty() ? std::string() : errors[i].pointer + ": ") +
                errors[i].message;
      }
      std::string message = format_message(tr("geen geldige qbank-export (schema/export.schema.json): {}"), {list});
      if (errors.size() > 5) message += "; en " + std::to_string(errors.size() - 5) + " meer";
      report(out, "import/unreadable", input.display, {{1, 1}, {1, 1}}, message);
      return;
    }
    const Json doc = Json::parse(input.content);
    for (const auto& t : doc["topics"]) {
      ImportedTopic topic;
      topic.id = str(t, "id");
      topic.title = str(t, "title");
      if (t.contains("description")) topic.description = str(t, "description");
      topic.parent = str(t, "parent");
      topic.prerequisites = strings(t["prerequisites"]);
      out.topics.push_back(std::move(topic));
    }
    for (const auto& j : doc["questions"]) {
      ImportedQuestion q;
      q.file = input.display;
      q.title = str(j, "id");
      q.where = locate_id(*source, q.title);
      q.topic = str(j, "topic");
      q.stem = str(j, "stem");
      q.explanation = str(j, "explanation");
      for (const auto& o : j["options"]) {
        ImportedOption opt;
        opt.text = str(o, "text");
        opt.correct = o["correct"].get<bool>();
        opt.feedback = str(o, "feedback");
        q.options.push_back(std::move(opt));
      }
      std::size_t keys = 0;
      for (const auto& o : q.options) keys += o.correct;
      if (keys != 1) {
        report(out, "import/no-key", input.display, q.where,
               format_message(trn("vraag '{}' heeft {} optie met correct = true; precies één is nodig",
                                  "vraag '{}' heeft {} opties met correct = true; precies één is nodig", keys),
                              {q.title, std::to_string(keys)}));
        ++out.skipped;
        continue;
      }
      q.related = strings(j["related"]);
      q.tags = strings(j["tags"]);
      if (j.contains("markup")) q.markup = str(j, "markup");
      q.words = strings(j["words"]);
      if (j.contains("compute")) {
        ImportedCompute c;
        c.expression = str(j["compute"], "expression");
        c.unit = str(j["compute"], "unit");
        c.tolerance = j["compute"]["tolerance"].get<double>();
        q.compute = c;
      }
      for (const auto& s : j["suppress"]) {
        q.suppress.push_back({str(s, "rule"), str(s, "other"), str(s, "reason")});
      }
      out.questions.push_back(std::move(q));
    }
  }
};

}  // namespace

std::unique_ptr<Importer> make_json_importer() { return std::make_unique<JsonImporter>(); }

}  // namespace qbank
