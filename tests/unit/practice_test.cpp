// qbank practice: reproducible order with --seed, feedback, score and missed ids.
#include "practice/session.h"

#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "core/parallel.h"
#include "core/utf8.h"
#include "lint/bank_loader.h"
#include "test_util.h"

namespace qbank::practice_test {
namespace {

const char* kPracticeTopic = "ai-hardware-en-softwarestack";

LoadedBank real_bank() {
  RealFileSystem fs;
  const BankLocation loc = locate_bank(test::bank_dir());
  const Config config = load_config(fs, loc.root, *loc.config_file, "bank/qbank.toml");
  return load_bank(fs, loc, config, 2);
}

TEST(PracticeRandom, IsTheSameOnEveryPlatform) {
  PracticeRandom r(1);
  // splitmix64's first outputs for seed 1, fixed by its definition.
  EXPECT_EQ(r.next(), 0x910A2DEC89025CC1ULL);
  EXPECT_EQ(r.next(), 0xBEEB8DA1658EEC67ULL);
}

TEST(PracticePlan, ShufflesQuestionsAndOptionsReproducibly) {
  const LoadedBank b = real_bank();
  const Topic* topic = b.bank.find_topic(kPracticeTopic);
  ASSERT_NE(topic, nullptr);
  const auto a = plan_practice(b.bank, *topic, 0, 1);
  const auto again = plan_practice(b.bank, *topic, 0, 1);
  const auto other = plan_practice(b.bank, *topic, 0, 2);
  ASSERT_EQ(a.size(), 12u);
  std::set<std::string> ids;
  bool differs = false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    ids.insert(a[i].question->id);
    EXPECT_EQ(a[i].question, again[i].question);
    EXPECT_EQ(a[i].order, again[i].order);
    differs = differs || a[i].question != other[i].question;
    // The shown key is the option marked correct.
    EXPECT_TRUE(a[i].question->options[a[i].order[a[i].key]].correct);
  }
  EXPECT_EQ(ids.size(), 12u);
  EXPECT_TRUE(differs);
  EXPECT_EQ(plan_practice(b.bank, *topic, 5, 1).size(), 5u);
}

// The transcript with its line wrapping undone: every run of white space as one space.
std::string flat(const std::string& t) {
  std::string out;
  for (char c : t) {
    const bool space = c == ' ' || c == '\n';
    if (space && (out.empty() || out.back() == ' ')) continue;
    out += space ? ' ' : c;
  }
  return out;
}

TEST(PracticeSession, GivesFeedbackTheAnswerAndTheScore) {
  const LoadedBank b = real_bank();
  const auto items = plan_practice(b.bank, *b.bank.find_topic(kPracticeTopic), 2, 7);
  // First right (as a letter), second wrong (as a number).
  const std::size_t wrong = (items[1].key + 1) % items[1].order.size();
  std::istringstream in(std::string(1, static_cast<char>('a' + items[0].key)) + "\nx\n" + std::to_string(wrong + 1) +
                        "\n");
  std::ostringstream out;
  const PracticeResult r = run_practice(items, "AI", in, out, {});
  EXPECT_EQ(r.asked, 2u);
  EXPECT_EQ(r.right, 1u);
  EXPECT_EQ(r.missed, std::vector<std::string>{items[1].question->id});
  const std::string t = out.str();
  EXPECT_NE(t.find("Goed!"), std::string::npos);
  EXPECT_NE(t.find("Kies een letter van A tot en met C of een cijfer van 1 tot en met 3."), std::string::npos);
  EXPECT_NE(t.find("Helaas, dat is niet juist."), std::string::npos);
  const auto& key2 = items[1].question->options[items[1].order[items[1].key]];
  EXPECT_NE(
      flat(t).find(flat(std::string("Antwoord: ") + static_cast<char>('A' + items[1].key) + ". " + key2.text.value)),
      std::string::npos);
  EXPECT_NE(flat(t).find(flat(items[1].question->explanation.value.str())), std::string::npos);
  // "Gemist:" lists the stems, one per line.
  EXPECT_NE(t.find("Score: 1 van 2 (50%)\nGemist:\n  - "), std::string::npos) << t;
  EXPECT_NE(flat(t).find(flat("Gemist: - " + items[1].question->stem.value)), std::string::npos) << t;
  // Lines wrap at word boundaries within 80 columns.
  std::istringstream lines(t);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("Je antwoord", 0) == 0) continue;  // the prompt, and what follows it unechoed
    EXPECT_LE(utf8::count_code_points(line), 80u) << line;
    if (!line.empty()) {
      EXPECT_NE(line.back(), ' ') << line;
    }
  }
}

TEST(PracticeCli, PipedAnswersGiveAReproducibleTranscriptAndTheRightScore) {
  const LoadedBank b = real_bank();
  const auto items = plan_practice(b.bank, *b.bank.find_topic(kPracticeTopic), 0, 1);
  // Right on even questions, wrong on odd ones.
  std::string answers;
  std::vector<std::string> missed;
  for (std::size_t i = 0; i < items.size(); ++i) {
    std::size_t pick = items[i].key;
    if (i % 2 == 1) {
      pick = (pick + 1) % items[i].order.size();
      missed.push_back(items[i].question->id);
    }
    answers += std::string(1, static_cast<char>('A' + pick)) + "\n";
  }
  const auto args =
      std::vector<std::string>{"practice", "--topic", kPracticeTopic, "--seed", "1", test::bank_dir().string()};
  const auto first = test::run_qbank(args, {}, answers);
  const auto second = test::run_qbank(args, {}, answers);
  EXPECT_EQ(first.exit_code, 0) << first.err;
  EXPECT_EQ(first.out, second.out);
  std::string gemist = "Gemist:";
  for (const auto& id : missed) {
    for (const Question& q : b.bank.questions) {
      if (q.id == id) gemist += " - " + q.stem.value;
    }
  }
  EXPECT_NE(flat(first.out).find(flat("Score: 6 van 12 (50%)\n" + gemist)), std::string::npos) << first.out;
  EXPECT_EQ(first.out.find("\033["), std::string::npos) << "no colour when piped";
}

// Options that are one numeric scale keep their ascending order; --count 0 is refused.
TEST(PracticeSession, ANumericScaleKeepsItsOrderAndCountZeroIsRefused) {
  test::TempDir dir;
  dir.write("qbank.toml", "");
  dir.write("t/topic.toml", "title = \"T\"\n");
  dir.write("t/geheugen.toml",
            "stem = \"Hoeveel geheugen vragen 7 miljard parameters in FP16 ongeveer?\"\n"
            "explanation = \"Twee bytes per parameter maal 7 miljard is 14 miljard bytes, ongeveer 14 GB.\"\n"
            "\n[[options]]\ntext = \"Ongeveer 7 GB\"\n\n[[options]]\ntext = \"Ongeveer 14 GB\"\ncorrect = true\n"
            "\n[[options]]\ntext = \"Ongeveer 28 GB\"\n\n[[options]]\ntext = \"Ongeveer 56 GB\"\n");
  RealFileSystem fs;
  const BankLocation loc = locate_bank(dir.path());
  const Config config = load_config(fs, loc.root, loc.config_file.value_or(std::filesystem::path()), "qbank.toml");
  const LoadedBank b = load_bank(fs, loc, config, 1);
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const auto items = plan_practice(b.bank, *b.bank.find_topic("t"), 0, seed);
    ASSERT_EQ(items.size(), 1u);
    EXPECT_EQ(items[0].order, (std::vector<std::size_t>{0, 1, 2, 3})) << seed;
    EXPECT_EQ(items[0].key, 1u);
  }
  const auto r = test::run_qbank({"practice", "--topic", "t", "--count", "0", dir.path().string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("met 0 vragen valt er niets te oefenen"), std::string::npos) << r.err;
}

// Code keeps its indentation: an indented line or a fenced block is not reflowed.
TEST(PracticeSession, CodeInAStemKeepsItsIndentation) {
  test::TempDir dir;
  dir.write("qbank.toml", "");
  dir.write("t/topic.toml", "title = \"T\"\n");
  dir.write("t/lus.toml",
            "stem = \"Wat drukt deze lus af?\\n\\n```\\nfor i in range(3):\\n    print(i)\\n```\\n\\n"
            "En deze?\\n\\n    for j in range(2):\\n        print(j)\"\n"
            "explanation = \"De lus loopt van 0 tot en met 2.\"\n"
            "\n[[options]]\ntext = \"0 1 2\"\ncorrect = true\n\n[[options]]\ntext = \"1 2 3\"\n");
  RealFileSystem fs;
  const BankLocation loc = locate_bank(dir.path());
  const LoadedBank b = load_bank(fs, loc, load_bank_config(fs, loc), 1);
  const auto items = plan_practice(b.bank, *b.bank.find_topic("t"), 0, 1);
  ASSERT_EQ(items.size(), 1u);
  std::istringstream in("q\n");
  std::ostringstream out;
  run_practice(items, "T", in, out, {});
  EXPECT_NE(out.str().find("```\nfor i in range(3):\n    print(i)\n```\n"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("\n    for j in range(2):\n        print(j)\n"), std::string::npos) << out.str();
}

TEST(PracticeCli, AnUnknownTopicIsAUsageError) {
  const auto r = test::run_qbank({"practice", "--topic", "ai-hardware", test::bank_dir().string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("onbekend onderwerp `ai-hardware`"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace qbank::practice_test
