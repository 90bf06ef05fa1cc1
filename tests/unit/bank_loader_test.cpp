// Loading a bank from an in-memory file system: discovery, one bad file never stops the others.
#include "lint/bank_loader.h"

#include <gtest/gtest.h>

#include "test_util.h"

namespace qbank::bank_loader_test {
namespace {

struct MemBank {
  MemoryFileSystem fs;
  BankLocation loc;
  Config config;
  MemBank() {
    loc.root = "/mem/bank";
    loc.display_root = "bank";
    fs.add_directory("/mem/bank");
    config = load_config(fs, loc.root, {}, "");
  }
  LoadedBank load() { return load_bank(fs, loc, config, 2); }
};

std::vector<std::string> rules_of(const LoadedBank& b) {
  std::vector<std::string> out;
  for (const auto& d : b.diagnostics) out.push_back(d.file + " " + d.rule);
  std::sort(out.begin(), out.end());
  return out;
}

TEST(BankLoader, LoadsTopicsAndQuestionsInPathOrder) {
  MemBank m;
  m.fs.add_file("/mem/bank/geheugen/topic.toml", "title = \"Geheugen\"\n");
  m.fs.add_file("/mem/bank/geheugen/b-vraag.toml", test::sample_question("Wat doet een cache in een processor?"));
  m.fs.add_file("/mem/bank/geheugen/a-vraag.toml", test::sample_question());
  auto b = m.load();
  EXPECT_TRUE(b.diagnostics.empty());
  ASSERT_EQ(b.bank.questions.size(), 2u);
  EXPECT_EQ(b.bank.questions[0].id, "a-vraag");
  EXPECT_EQ(b.bank.questions[0].path(), "bank/geheugen/a-vraag.toml");
  EXPECT_EQ(b.bank.questions[0].topic, "geheugen");
  EXPECT_EQ(b.bank.questions[0].key_index(), 1);
  ASSERT_EQ(b.bank.topics.size(), 1u);
  EXPECT_EQ(b.bank.topics[0].questions.size(), 2u);
  EXPECT_EQ(b.bank.topics[0].title.value, "Geheugen");
}

TEST(BankLoader, OneBrokenFileDoesNotStopTheOthers) {
  MemBank m;
  m.fs.add_file("/mem/bank/t/topic.toml", "title = \"T\"\n");
  m.fs.add_file("/mem/bank/t/kapot.toml", "stem = \"open\n");
  m.fs.add_file("/mem/bank/t/goed.toml", test::sample_question());
  m.fs.add_unreadable("/mem/bank/t/geheim.toml");
  auto b = m.load();
  EXPECT_EQ(rules_of(b),
            (std::vector<std::string>{"bank/t/geheim.toml syntax/unreadable", "bank/t/kapot.toml syntax/parse-error"}));
  ASSERT_EQ(b.bank.questions.size(), 1u);
  EXPECT_EQ(b.bank.questions[0].id, "goed");
}

TEST(BankLoader, BrokenFilesAnywhereLeaveTheOthersInPathOrder) {
  // Each question is built in its own slot by one of two threads, and the slots of files that
  // did not load are closed up: broken files first, last and in a row, over three topics.
  MemBank m;
  std::vector<std::string> good, broken;
  for (const std::string topic : {"a", "b", "c"}) {
    m.fs.add_file("/mem/bank/" + topic + "/topic.toml", "title = \"" + topic + "\"\n");
    for (int i = 0; i < 12; ++i) {
      const std::string id = topic + "-vraag-" + std::to_string(10 + i);
      const bool bad = i == 0 || i == 11 || i == 5 || i == 6 || (topic == "b" && i % 2 == 1);
      m.fs.add_file("/mem/bank/" + topic + "/" + id + ".toml",
                    bad ? "stem = \"open\n" : test::sample_question("Wat vraagt vraag " + id + "?"));
      (bad ? broken : good).push_back(id);
    }
  }
  auto b = m.load();
  std::vector<std::string> ids;
  for (const auto& q : b.bank.questions) ids.push_back(q.id);
  EXPECT_EQ(ids, good);
  for (const auto& q : b.bank.questions) EXPECT_EQ(q.stem.value, "Wat vraagt vraag " + q.id + "?");
  std::vector<std::string> unreadable;
  for (const auto& [id, u] : b.bank.unreadable) unreadable.push_back(id);
  std::sort(broken.begin(), broken.end());
  EXPECT_EQ(unreadable, broken);
}

TEST(BankLoader, ReportsStrayFilesAndTopicFoldersWithoutTopicToml) {
  // A bank may be the root of its repository: README.txt and a folder without any .toml file
  // (docs/) are the repository's, not the bank's. A stray .toml at the root is reported.
  MemBank m;
  m.fs.add_file("/mem/bank/README.txt", "lees mij");
  m.fs.add_file("/mem/bank/los.toml", test::sample_question());
  m.fs.add_file("/mem/bank/docs/uitleg.md", "# uitleg");
  m.fs.add_file("/mem/bank/t/notities.md", "# notities");
  m.fs.add_file("/mem/bank/t/vraag.toml", test::sample_question());
  m.fs.add_file("/mem/bank/.verborgen", "genegeerd");
  auto b = m.load();
  EXPECT_EQ(rules_of(b), (std::vector<std::string>{"bank/los.toml schema/unexpected-file",
                                                   "bank/t/notities.md schema/unexpected-file",
                                                   "bank/t/topic.toml schema/missing-topic-file"}));
  EXPECT_EQ(b.bank.questions.size(), 1u);
}

TEST(BankLoader, ModelKeepsTheSourceSpanOfEveryField) {
  MemBank m;
  m.fs.add_file("/mem/bank/t/topic.toml", "title = \"T\"\n");
  m.fs.add_file(
      "/mem/bank/t/vraag.toml",
      "stem = \"Welke uitspraak over de test is juist?\"\nexplanation = \"Omdat de tweede optie klopt.\"\n"
      "related = [\"een\", \"twee\"]\n\n[[options]]\ntext = \"A\"\n\n[[options]]\ntext = \"B\"\ncorrect = true\n");
  auto b = m.load();
  ASSERT_EQ(b.bank.questions.size(), 1u);
  const Question& q = b.bank.questions[0];
  EXPECT_EQ(q.stem.span.begin, (Position{1, 8}));
  EXPECT_EQ(q.related.at(1).id, "twee");
  EXPECT_EQ(q.related.at(1).span.begin, (Position{3, 19}));
  EXPECT_EQ(q.options.at(1).header.begin, (Position{8, 1}));
  EXPECT_EQ(q.options.at(1).correct_span.begin, (Position{10, 11}));
}

}  // namespace
}  // namespace qbank::bank_loader_test
