// The JSON export: valid against schema/export.schema.json (valijson) and equal to the bank.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "export_test_util.h"
#include "import/json_schema.h"
#include "test_util.h"

namespace qbank::export_json_test {
namespace {
namespace fs = std::filesystem;

const fs::path kSchema = test::source_dir() / "schema" / "export.schema.json";

void expect_json_equal_to_bank(const nlohmann::json& doc, const ExportView& view) {
  ASSERT_EQ(doc["questions"].size(), view.questions().size());
  for (std::size_t i = 0; i < view.questions().size(); ++i) {
    const Question& q = *view.questions()[i];
    const auto& j = doc["questions"][i];
    EXPECT_EQ(j["id"], q.id);
    EXPECT_EQ(j["topic"], q.topic);
    EXPECT_EQ(j["stem"], q.stem.value);
    EXPECT_EQ(j["explanation"], q.explanation.value);
    EXPECT_EQ(j["key"], std::string(1, static_cast<char>('A' + q.key_index())));
    ASSERT_EQ(j["options"].size(), q.options.size());
    for (std::size_t k = 0; k < q.options.size(); ++k) {
      EXPECT_EQ(j["options"][k]["text"], q.options[k].text.value);
      EXPECT_EQ(j["options"][k]["correct"], q.options[k].correct);
      EXPECT_EQ(j["options"][k].contains("feedback"), q.options[k].feedback().present);
    }
    std::vector<std::string> related;
    for (const Question* r : view.related(q)) related.push_back(r->id);
    EXPECT_EQ(j["related"].get<std::vector<std::string>>(), related);
    EXPECT_EQ(j["tags"].get<std::vector<std::string>>(), q.tags);
    EXPECT_EQ(j.contains("compute"), q.compute.has_value());
  }
  ASSERT_EQ(doc["topics"].size(), view.topics().size());
  for (std::size_t i = 0; i < view.topics().size(); ++i) {
    EXPECT_EQ(doc["topics"][i]["id"], view.topics()[i]->id);
    EXPECT_EQ(doc["topics"][i]["title"], view.topic_title(view.topics()[i]->id));
  }
}

TEST(ExportJson, TheRealBankValidatesAgainstTheSchemaAndEqualsTheBank) {
  test::TempDir dir;
  const fs::path out = dir.path() / "bank.json";
  auto r = test::run_qbank({"export", "--format", "json", "--out", out.string(), test::bank_dir().string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string text = test::read_file(out);
  const auto errors = validate_json_text(text, kSchema);
  for (const auto& e : errors) ADD_FAILURE() << e.pointer << ": " << e.message;
  auto f = test::load_for_export(test::bank_dir());
  const auto doc = nlohmann::json::parse(text);
  EXPECT_EQ(doc["format"], "qbank-export");
  EXPECT_EQ(doc["version"], 1);
  EXPECT_EQ(doc["language"], "nl");
  expect_json_equal_to_bank(doc, *f->view);
  // Links are exactly the related lists, in order.
  std::size_t links = 0;
  for (const Question* q : f->view->questions()) links += f->view->related(*q).size();
  EXPECT_EQ(doc["links"].size(), links);
  EXPECT_EQ(doc["links"][0],
            nlohmann::json::parse(
                R"({"from":"batchgrootte-inferentie-efficientie","to":"nadeel-grote-batch","kind":"related"})"));
  EXPECT_EQ(text.back(), '\n');
}

TEST(ExportJson, HostileTextsSurviveExactly) {
  test::TempDir dir;
  auto f = test::load_for_export(test::write_hostile_bank(dir.path()));
  const std::string text = test::render_one("json", *f->view);
  for (const auto& e : validate_json_text(text, kSchema)) ADD_FAILURE() << e.pointer << ": " << e.message;
  const auto doc = nlohmann::json::parse(text);
  expect_json_equal_to_bank(doc, *f->view);
  EXPECT_EQ(doc["topics"][1]["title"], "Vijandig " + test::kScript + " & \"citaat\" / schuine streep");
  EXPECT_EQ(doc["topics"][1]["prerequisites"], nlohmann::json::parse(R"(["gewoon"])"));
}

TEST(ExportJson, TheSchemaRejectsWhatTheFormatForbids) {
  auto f = test::load_for_export(test::bank_dir());
  auto doc = nlohmann::json::parse(test::render_one("json", *f->view));
  doc["questions"][0]["key"] = "AB";
  doc["questions"][1].erase("options");
  doc["extra"] = true;
  const auto errors = validate_json_text(doc.dump(), kSchema);
  std::set<std::string> pointers;
  for (const auto& e : errors) pointers.insert(e.pointer);
  EXPECT_TRUE(pointers.count("/questions/0/key")) << doc.dump().substr(0, 100);
  EXPECT_TRUE(pointers.count("/questions/1"));
  EXPECT_TRUE(pointers.count(""));
}

}  // namespace
}  // namespace qbank::export_json_test
