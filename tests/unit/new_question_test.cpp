// `qbank new --topic T "stam"`.
#include <gtest/gtest.h>

#include <sstream>

#include <toml++/toml.h>

#include "author/new_question.h"
#include "author/new_topic.h"
#include "core/schema_directive.h"
#include "test_util.h"

namespace qbank::new_question_test {
namespace {
namespace fs = std::filesystem;

TEST(NewQuestion, SlugFromStem) {
  auto stop = [](std::string_view w) { return w == "de" || w == "wat" || w == "een" || w == "bij"; };
  EXPECT_EQ(slug_from_stem("Wat doet de KV-cache bij inferentie?", stop), "doet-kv-cache-inferentie");
  EXPECT_EQ(slug_from_stem("Hoeveel geheugen vergen 7 miljard parameters in FP16 ongeveer?", stop),
            "hoeveel-geheugen-vergen-7-miljard-parameters");
  EXPECT_EQ(slug_from_stem("Waarom is de efficiëntie van coördinatie hoger?", stop),
            "waarom-is-efficientie-van-coordinatie-hoger");
  EXPECT_EQ(slug_from_stem("Wat?", stop), "vraag");
  EXPECT_EQ(slug_from_stem(std::string(80, 'a'), nullptr), std::string(50, 'a'));
}

TEST(NewQuestion, CreatesACanonicalDraftWhosePlaceholdersAreReported) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  const auto r = test::run_qbank({"new", "--topic", "ai-hardware-en-softwarestack",
                                  "Waarom vraagt decode met een kleine batch veel geheugenbandbreedte?"},
                                 bank);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path file = bank / "ai-hardware-en-softwarestack" / "vraagt-decode-kleine-batch-geheugenbandbreedte.toml";
  EXPECT_EQ(r.out, "ai-hardware-en-softwarestack/vraagt-decode-kleine-batch-geheugenbandbreedte.toml\n");
  ASSERT_TRUE(fs::exists(file));
  const std::string text = test::read_file(file);
  // A bank outside any git repository gets no #:schema line: a path into qbank's data does not
  // belong in a committed file (NewQuestion.ADirectiveOnlyInsideTheRepositoryOfTheSchema).
  EXPECT_TRUE(text.starts_with("stem = \"Waarom vraagt decode met een kleine batch veel geheugenbandbreedte?\"\n"))
      << text;
  const toml::table t = toml::parse(text, std::string_view{"q.toml"});
  EXPECT_EQ(t["status"].value<std::string>(), "draft");
  EXPECT_TRUE(t["explanation"].value<std::string>()->starts_with("VUL IN:"));
  const auto* options = t["options"].as_array();
  ASSERT_NE(options, nullptr);
  EXPECT_EQ(options->size(), 3u);
  int keys = 0;
  for (const auto& o : *options) {
    EXPECT_TRUE(o.as_table()->get("text")->value<std::string>()->starts_with("VUL IN:"));
    keys += o.as_table()->get("correct") ? 1 : 0;
  }
  EXPECT_EQ(keys, 1);
  // Canonical; the bank's only errors are the placeholders of the new file, one per field it
  // wrote (answer/placeholder), so an unfilled scaffold cannot be committed or exported unnoticed.
  EXPECT_EQ(test::run_qbank({"fmt", "--check", file.string()}).exit_code, 0);
  const auto lint = test::run_qbank({"lint", "--no-cache", "--format", "concise", "."}, bank);
  EXPECT_EQ(lint.exit_code, 1) << lint.out;
  std::size_t placeholders = 0;
  std::istringstream lines(lint.out);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.find(": error[") == std::string::npos) continue;
    EXPECT_NE(line.find(file.filename().string()), std::string::npos) << line;
    EXPECT_NE(line.find("[answer/placeholder]"), std::string::npos) << line;
    ++placeholders;
  }
  EXPECT_EQ(placeholders, 4u) << lint.out;  // the explanation and three options
}

TEST(NewQuestion, IdsAreUnique) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  const std::vector<std::string> args = {
      "new", "--bank", bank.string(), "--topic", "ai-hardware-en-softwarestack", "Wat is de rol van de KV-cache?"};
  auto a = test::run_qbank(args);
  auto b = test::run_qbank(args);
  ASSERT_EQ(a.exit_code, 0) << a.err;
  ASSERT_EQ(b.exit_code, 0) << b.err;
  EXPECT_TRUE(a.out.ends_with("/rol-kv-cache.toml\n")) << a.out;
  EXPECT_TRUE(b.out.ends_with("/rol-kv-cache-2.toml\n")) << b.out;
  // An explicit id that exists (anywhere in the bank) is refused.
  auto c = test::run_qbank({"new", "--bank", bank.string(), "--topic", "ai-hardware-en-softwarestack", "--id",
                            "kv-cache-rol", "Nog een vraag over de KV-cache?"});
  EXPECT_EQ(c.exit_code, 2);
  EXPECT_EQ(c.err, "qbank new: id `kv-cache-rol` bestaat al in de bank; kies een ander\n");
}

TEST(NewQuestion, UnknownTopicIsAUsageError) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  const auto r = test::run_qbank({"new", "--topic", "ai-hardware-en-softwarestak", "Wat doet een GPU?"}, bank);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "qbank new: onderwerp `ai-hardware-en-softwarestak` bestaat niet in de bank in de huidige map; bedoel je "
            "`ai-hardware-en-softwarestack`? Een nieuw onderwerp is een map met een topic.toml: maak het met "
            "qbank new-topic ai-hardware-en-softwarestak \"Titel\", of geef --create-topic.\n");
}

TEST(NewQuestion, ADirectiveOnlyInsideTheRepositoryOfTheSchema) {
  test::TempDir dir;
  dir.write("repo/.git/HEAD", "ref: refs/heads/main\n");
  dir.write("repo/schema/question.schema.json", "{}");
  EXPECT_EQ(schema_directive_for(dir.path() / "repo/bank/t", dir.path() / "repo/schema/question.schema.json"),
            "#:schema ../../schema/question.schema.json");
  EXPECT_EQ(schema_directive_for(dir.path() / "repo/bank/t", "/usr/share/qbank/schema/question.schema.json"), "");
  EXPECT_EQ(schema_directive_for(dir.path() / "los/t", dir.path() / "repo/schema/question.schema.json"), "");
}

TEST(NewTopic, CreatesTheFolderAndTopicTomlAndRefusesAnExistingOne) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  auto r =
      test::run_qbank({"new-topic", "netwerk-lagen", "Netwerklagen", "--description", "Het OSI-model in lagen."}, bank);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "netwerk-lagen/topic.toml\n");
  EXPECT_EQ(test::read_file(bank / "netwerk-lagen" / "topic.toml"),
            "title = \"Netwerklagen\"\ndescription = \"Het OSI-model in lagen.\"\n");
  r = test::run_qbank({"new-topic", "netwerk-lagen"}, bank);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "qbank new-topic: onderwerp `netwerk-lagen` bestaat al: netwerk-lagen/topic.toml\n");
  r = test::run_qbank({"new-topic", "Netwerk_Lagen"}, bank);
  EXPECT_EQ(r.exit_code, 2);
  // qbank new --create-topic: the topic and the question in one step; the bank stays clean of errors
  // other than the placeholders.
  r = test::run_qbank({"new", "--create-topic", "--topic", "opslag", "Hoeveel bytes telt een kilobyte?"}, bank);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "opslag/topic.toml\nopslag/bytes-telt-kilobyte.toml\n");
  EXPECT_EQ(test::read_file(bank / "opslag" / "topic.toml"),
            "title = \"Opslag\"\n\n# description = \"een korte beschrijving voor de onderwerppagina\"\n");
}

}  // namespace
}  // namespace qbank::new_question_test
