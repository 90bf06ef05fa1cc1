// JSON import: only documents valid against schema/export.schema.json are read; topics are
// created with all their fields; related ids are kept when they resolve.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "export_test_util.h"
#include "test_util.h"

namespace qbank::import_json_test {
namespace {
namespace fs = std::filesystem;

TEST(ImportJson, AnInvalidDocumentIsUnreadableAndWritesNothing) {
  test::TempDir dir;
  const fs::path bad = dir.write("kapot.json", "{\"format\": \"qbank-export\", \"version\": 2}");
  auto report = test::import_files("json", {bad}, "", dir.path() / "bank");
  EXPECT_EQ(report.imported, 0u);
  ASSERT_EQ(report.result.diagnostics.size(), 1u);
  EXPECT_EQ(report.result.diagnostics[0].rule, "import/unreadable");
  EXPECT_EQ(report.result.diagnostics[0].message.rfind("geen geldige qbank-export (schema/export.schema.json): ", 0),
            0u)
      << report.result.diagnostics[0].message;
  EXPECT_TRUE(fs::is_empty(dir.path() / "bank"));
  const fs::path garbage = dir.write("rommel.json", "niet eens JSON");
  report = test::import_files("json", {garbage}, "", dir.path() / "bank");
  ASSERT_EQ(report.result.diagnostics.size(), 1u);
  EXPECT_EQ(report.result.diagnostics[0].message,
            "geen geldige qbank-export (schema/export.schema.json): geen geldige JSON");
}

TEST(ImportJson, TopicsRelatedAndTheTopicOption) {
  test::TempDir dir;
  auto f = test::load_for_export(test::write_hostile_bank(dir.path()));
  auto doc = nlohmann::json::parse(test::render_one("json", *f->view));
  // A related id that is nowhere, and a question without a single key (gift-tekens, so the
  // link of script-in-stam to it cannot resolve either).
  doc["questions"][0]["related"].push_back("bestaat-niet");
  doc["questions"][1]["options"][0]["correct"] = true;
  const fs::path json = dir.write("bank.json", doc.dump(2));
  const fs::path bank = dir.path() / "terug";
  auto report = test::import_files("json", {json}, "", bank);
  EXPECT_EQ(report.imported, 3u);
  EXPECT_EQ(report.skipped, 1u);
  EXPECT_EQ(test::rule_counts(report),
            (std::map<std::string, std::size_t>{{"import/no-key", 1}, {"import/related-unresolved", 2}}));
  EXPECT_EQ(test::read_file(bank / "vijandig" / "topic.toml"),
            ""
            "title = \"Vijandig <script>alert(1)</script> & \\\"citaat\\\" / schuine streep\"\n"
            "description = \"Beschrijving met \\\"><img src=x onerror=alert(1)> en tekst met ]]> midden in CDATA\"\n"
            "prerequisites = [\"gewoon\"]\n");
  // With --topic every question goes into that one topic, and only that topic is created.
  const fs::path one = dir.path() / "een";
  report = test::import_files("json", {json}, "alles", one);
  EXPECT_EQ(report.imported, 3u);
  EXPECT_EQ(report.topics, (std::vector<std::string>{(one / "alles" / "topic.toml").string()}));
  EXPECT_EQ(test::read_file(one / "alles" / "topic.toml"), "title = \"Alles\"\n");
}

}  // namespace
}  // namespace qbank::import_json_test
