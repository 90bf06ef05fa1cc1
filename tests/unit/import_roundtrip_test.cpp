// export -> import -> export gives identical bytes for JSON, Moodle XML, GIFT and QTI: for the
// real bank, and for the bank of hostile texts (escaping is symmetric).
#include <gtest/gtest.h>

#include "export_test_util.h"
#include "test_util.h"

namespace qbank::import_roundtrip_test {
namespace {
namespace fs = std::filesystem;

const std::string kRoundTripTopic = "ai-hardware-en-softwarestack";

// Exports `bank` as `format` in-process.
std::string export_bank(const fs::path& bank, const std::string& format) {
  auto f = test::load_for_export(bank);
  return test::render_one(format, *f->view);
}

class RoundTrip : public testing::TestWithParam<std::string> {};

TEST_P(RoundTrip, TheRealBankComesBackByteForByte) {
  const std::string format = GetParam();
  test::TempDir dir;
  const fs::path first = dir.path() / ("first." + format);
  auto r = test::run_qbank({"export", "--format", format, "--out", first.string(), test::bank_dir().string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path bank = dir.path() / "bank";
  std::vector<std::string> args = {"import", "--from", format, first.string(), "--out", bank.string()};
  if (format != "json") args.insert(args.end(), {"--topic", kRoundTripTopic});
  r = test::run_qbank(args);
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("qbank import: 12 vragen geïmporteerd, 0 overgeslagen ("), std::string::npos) << r.out;
  // The imported bank lints clean (schema and syntax; no family of this branch finds anything).
  for (const auto& d : test::lint(bank).diagnostics) {
    EXPECT_NE(d.severity, Severity::Error) << d.file << ": [" << d.rule << "] " << d.message;
  }
  const std::string again = export_bank(bank, format);
  EXPECT_TRUE(again == test::read_file(first)) << format << ": the second export differs";
}

INSTANTIATE_TEST_SUITE_P(Formats, RoundTrip, testing::Values("json", "moodle", "gift", "qti"));

TEST(RoundTripJson, ImportRebuildsTheRealBankFilesExactly) {
  test::TempDir dir;
  auto f = test::load_for_export(test::bank_dir());
  const fs::path json = dir.path() / "bank.json";
  test::write_file(json, test::render_one("json", *f->view));
  // Laid out as qbank's own repository is (a git work tree with schema/ beside bank/), so the
  // #:schema lines come out as the real files have them.
  const fs::path bank = dir.path() / "repo" / "bank";
  dir.write("repo/.git/HEAD", "ref: refs/heads/main\n");
  fs::copy(test::source_dir() / "schema", dir.path() / "repo" / "schema", fs::copy_options::recursive);
  dir.write("repo/bank/qbank.toml", "schema_dir = \"../schema\"\n");
  auto report = test::import_files("json", {json}, "", bank);
  EXPECT_EQ(report.imported, 12u);
  for (const auto& q : f->loaded.bank.questions) {
    const fs::path copy = bank / q.topic / (q.id + ".toml");
    EXPECT_EQ(test::read_file(copy), q.source->text()) << q.id;
  }
  EXPECT_EQ(test::read_file(bank / kRoundTripTopic / "topic.toml"),
            test::read_file(test::bank_dir() / kRoundTripTopic / "topic.toml"));
}

TEST(RoundTripJson, HostileTextsAndEveryFieldSurvive) {
  test::TempDir dir;
  const fs::path source = test::write_hostile_bank(dir.path());
  const std::string first = export_bank(source, "json");
  test::write_file(dir.path() / "h.json", first);
  const fs::path bank = dir.path() / "terug";
  auto report = test::import_files("json", {dir.path() / "h.json"}, "", bank);
  EXPECT_EQ(report.imported, 4u);
  EXPECT_EQ(report.topics.size(), 2u);
  EXPECT_TRUE(export_bank(bank, "json") == first);
}

class HostileRoundTrip : public testing::TestWithParam<std::string> {};

TEST_P(HostileRoundTrip, EscapingIsSymmetric) {
  const std::string format = GetParam();
  test::TempDir dir;
  const fs::path source = test::write_hostile_bank(dir.path());
  // One topic: an import puts everything into --topic.
  fs::remove_all(source / "gewoon");
  const std::string first = export_bank(source, format);
  const fs::path file = dir.path() / ("h." + format);
  test::write_file(file, first);
  const fs::path bank = dir.path() / "terug";
  auto report = test::import_files(format, {file}, "vijandig", bank);
  EXPECT_EQ(report.imported, 3u);
  EXPECT_EQ(report.skipped, 0u);
  EXPECT_TRUE(export_bank(bank, format) == first) << format << "\n" << export_bank(bank, format) << "\n----\n" << first;
}

INSTANTIATE_TEST_SUITE_P(Formats, HostileRoundTrip, testing::Values("moodle", "gift", "qti"));

}  // namespace
}  // namespace qbank::import_roundtrip_test
