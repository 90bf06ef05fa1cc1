// `qbank fmt`: canonical layout, nothing lost, comments kept with their keys, idempotent.
#include <gtest/gtest.h>

#include <toml++/toml.h>
#include <algorithm>
#include <random>

#include "format/fmt_run.h"
#include "format/formatter.h"
#include "test_util.h"

namespace qbank::formatter_test {
namespace {
namespace fs = std::filesystem;

std::string fmt(const std::string& text, TomlFileKind kind = TomlFileKind::Question) {
  const FormatResult r = format_toml("q.toml", text, kind);
  EXPECT_TRUE(r.ok) << (r.problems.empty() ? "" : r.problems[0].message);
  return r.text;
}

toml::table parse(const std::string& text) { return toml::parse(text, std::string_view{"q.toml"}); }

TEST(Formatter, CanonicalOrderQuotingAndSpacing) {
  const std::string input =
      "\xEF\xBB\xBF#:schema ../../schema/question.schema.json\r\n"
      "tags = [ 'geheugen' ,\"fp16\" ]\r\n"
      "status = \"review\"\r\n"
      "explanation = \"Elke parameter kost in FP16 twee bytes, dus 7 miljard parameters vragen ongeveer 14 GB.\"\r\n"
      "\"stem\" = \"Hoeveel geheugen vergen de gewichten van een model met 7B parameters in FP16?\"\r\n"
      "[[options]]\r\n"
      "correct = true\r\n"
      "  text = 'Ongeveer 14 GB'\r\n"
      "[compute]\r\n"
      "unit = \"GB\"\r\n"
      "expression = \"7e9 * 2 / 1e9\"\r\n"
      "[[options]]\r\n"
      "text = \"Ongeveer 28 GB\"\r\n"
      "\r\n\r\n";
  const std::string expected =
      "#:schema ../../schema/question.schema.json\n"
      "stem = \"Hoeveel geheugen vergen de gewichten van een model met 7B parameters in FP16?\"\n"
      "explanation = \"\"\"\n"
      "Elke parameter kost in FP16 twee bytes, dus 7 miljard parameters vragen ongeveer 14 GB.\"\"\"\n"
      "status = \"review\"\n"
      "tags = [\"geheugen\", \"fp16\"]\n"
      "\n"
      "[[options]]\n"
      "text = \"Ongeveer 14 GB\"\n"
      "correct = true\n"
      "\n"
      "[[options]]\n"
      "text = \"Ongeveer 28 GB\"\n"
      "\n"
      "[compute]\n"
      "expression = \"7e9 * 2 / 1e9\"\n"
      "unit = \"GB\"\n";
  const std::string out = fmt(input);
  EXPECT_EQ(out, expected);
  EXPECT_EQ(parse(out), parse(input.substr(3)));
  EXPECT_EQ(fmt(expected), expected);
}

TEST(Formatter, CommentsStayWithTheKeyBelowThem) {
  const std::string input =
      "#:schema ../../schema/question.schema.json\n"
      "# Kopcommentaar over het hele bestand.\n"
      "\n"
      "explanation = \"Twee bytes per parameter, dus 14 GB.\"  # bron: datasheet\n"
      "# De stam is bewust kort.\n"
      "stem = \"Hoeveel geheugen?\"\n"
      "\n"
      "# afleider met een veelgemaakte fout\n"
      "[[options]] # A\n"
      "text = \"7 GB\"\n"
      "related = [\n"
      "  \"a\", # eerste\n"
      "  \"b\",\n"
      "]\n"
      "\n"
      "[[options]]\n"
      "text = \"14 GB\"\n"
      "# de sleutel\n"
      "correct = true\n"
      "\n"
      "# slotopmerking\n";
  const std::string expected =
      "#:schema ../../schema/question.schema.json\n"
      "# Kopcommentaar over het hele bestand.\n"
      "\n"
      "# De stam is bewust kort.\n"
      "stem = \"Hoeveel geheugen?\"\n"
      "explanation = \"Twee bytes per parameter, dus 14 GB.\" # bron: datasheet\n"
      "\n"
      "# afleider met een veelgemaakte fout\n"
      "[[options]] # A\n"
      "text = \"7 GB\"\n"
      "related = [\n"
      "  \"a\", # eerste\n"
      "  \"b\",\n"
      "]\n"
      "\n"
      "[[options]]\n"
      "text = \"14 GB\"\n"
      "# de sleutel\n"
      "correct = true\n"
      "\n"
      "# slotopmerking\n";
  const std::string out = fmt(input);
  EXPECT_EQ(out, expected);
  EXPECT_EQ(parse(out), parse(input));
  EXPECT_EQ(fmt(out), out);
}

// `#:schema` is a file-level directive: the first line, wherever it stood, with the header
// comment kept below it.
TEST(Formatter, TheSchemaDirectiveIsTheFirstLineWhereverItStood) {
  const std::string canonical = "#:schema ../../schema/question.schema.json\nstem = \"Wat doet een router?\"\n";
  EXPECT_EQ(fmt(canonical), canonical);
  EXPECT_EQ(fmt("stem = \"Wat doet een router?\"\n#:schema ../../schema/question.schema.json\n"), canonical);
  EXPECT_EQ(fmt("# Netwerken\n\n#:schema ../../schema/question.schema.json\n\nstem = \"Wat doet een router?\"\n"),
            "#:schema ../../schema/question.schema.json\n# Netwerken\n\nstem = \"Wat doet een router?\"\n");
  // A second one is an ordinary comment.
  EXPECT_EQ(fmt(canonical + "#:schema ander.json\n"), canonical + "\n#:schema ander.json\n");
}

TEST(Formatter, StringsKeepEveryCharacter) {
  const std::string value = "aanhalingstekens \"\"\" en \\ backslash, tab\t, é, 😀, regel\neinde met \"";
  const std::string input = "stem = " + toml_basic_string(value) + "\nexplanation = " + toml_basic_string(value) + "\n";
  const std::string out = fmt(input);
  const toml::table t = parse(out);
  EXPECT_EQ(t["stem"].value<std::string>(), value);
  EXPECT_EQ(t["explanation"].value<std::string>(), value);
  // Text with a line break is written as a multi-line string.
  EXPECT_NE(out.find("stem = \"\"\"\n"), std::string::npos) << out;
  EXPECT_EQ(fmt(out), out);
  EXPECT_EQ(toml_basic_string("a\"b\\c\x01"), "\"a\\\"b\\\\c\\u0001\"");
  EXPECT_EQ(toml_multiline_string("x\"\"\"y\""), "\"\"\"\nx\"\"\\\"y\\\"\"\"\"");
}

// The writers copy runs of bytes and stop only where an escape is due: multi-byte characters,
// invalid bytes (kept as they are) and control characters come out as they did character by
// character.
TEST(Formatter, StringWritersEscapeOnlyQuotesBackslashesAndControlCharacters) {
  const std::string mixed = "caf\xC3\xA9 \xFF\x7F\r\"\\\x01 z";
  EXPECT_EQ(toml_basic_string(mixed), "\"caf\xC3\xA9 \xFF\\u007F\\r\\\"\\\\\\u0001 z\"");
  EXPECT_EQ(toml_multiline_string(mixed), "\"\"\"\ncaf\xC3\xA9 \xFF\\u007F\\r\"\\\\\\u0001 z\"\"\"");
  const std::string quotes = "a\n\"\"\"\"\xC3\xA9\"";
  EXPECT_EQ(toml_basic_string(quotes), "\"a\\n\\\"\\\"\\\"\\\"\xC3\xA9\\\"\"");
  EXPECT_EQ(toml_multiline_string(quotes), "\"\"\"\na\n\"\"\\\"\"\xC3\xA9\\\"\"\"\"");
}

TEST(Formatter, ShortExplanationsStayOnOneLine) {
  const std::string input = "stem = \"Waarom?\"\nexplanation = \"\"\"\nKort genoeg voor één regel.\"\"\"\n";
  EXPECT_EQ(fmt(input), "stem = \"Waarom?\"\nexplanation = \"Kort genoeg voor één regel.\"\n");
}

TEST(Formatter, TopicFiles) {
  EXPECT_EQ(
      fmt("prerequisites = ['a']\nparent = \"p\"\ndescription = \"Over b.\"\ntitle = \"B\"\n", TomlFileKind::Topic),
      "title = \"B\"\ndescription = \"Over b.\"\nparent = \"p\"\nprerequisites = [\"a\"]\n");
}

TEST(Formatter, UnknownKeysAndTablesKeepTheirPlaceAfterTheKnownOnes) {
  const std::string input =
      "zzz = 1\nstem = \"Vraag?\"\naaa = 2025-01-01\n[extra]\nb = 1\n[[suppress]]\nreason = \"omdat het moet\"\n"
      "rule = \"style\"\n[[options]]\nfeedback = \"Nee.\"\nx = 1\ntext = \"A\"\n[options.meta]\ny = 2\n";
  const std::string out = fmt(input);
  EXPECT_EQ(out,
            "stem = \"Vraag?\"\nzzz = 1\naaa = 2025-01-01\n\n[[options]]\ntext = \"A\"\nfeedback = \"Nee.\"\nx = 1\n\n"
            "[options.meta]\ny = 2\n\n[[suppress]]\nrule = \"style\"\nreason = \"omdat het moet\"\n\n[extra]\nb = 1\n");
  EXPECT_EQ(parse(out), parse(input));
}

TEST(Formatter, FilesThatDoNotParseAreRefused) {
  const FormatResult r = format_toml("bank/t/q.toml", "stem = \"open\nexplanation = 1\n", TomlFileKind::Question);
  EXPECT_FALSE(r.ok);
  ASSERT_FALSE(r.problems.empty());
  EXPECT_EQ(r.problems[0].rule, "syntax/parse-error");
  EXPECT_FALSE(format_toml("q.toml", "", TomlFileKind::Question).ok);
}

TEST(Formatter, CommentsAreCollectedOutsideStrings) {
  EXPECT_EQ(toml_comments("a = \"# geen\" # wel\n# ook\nb = '''\n# niet\n'''\n"),
            (std::vector<std::string>{"# wel", "# ook"}));
}

// The whole real bank: already canonical, and formatting twice is formatting once.
TEST(Fmt, RealBankIsCanonicalAndFmtIsIdempotent) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  auto r = test::run_qbank({"fmt", "--check", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  RealFileSystem fs;
  std::size_t files = 0;
  for (const auto& f : toml_files(fs, bank)) {
    ++files;
    const std::string text = test::read_file(f);
    const FormatResult once = format_toml(f.string(), text, toml_file_kind(f.string()));
    ASSERT_TRUE(once.ok) << f;
    EXPECT_EQ(once.text, text) << f;
    EXPECT_EQ(format_toml(f.string(), once.text, toml_file_kind(f.string())).text, once.text) << f;
  }
  EXPECT_GE(files, 13u);
}

// Shuffles the keys of a question file's top level and of each table (a multi-line string
// moves with its key; the #:schema line stays first).
std::string shuffle_keys(const std::string& text, unsigned seed) {
  std::vector<std::vector<std::string>> blocks(1);
  bool in_string = false;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(start, end - start);
    start = end + 1;
    std::size_t quotes = 0;
    for (std::size_t p = line.find("\"\"\""); p != std::string::npos; p = line.find("\"\"\"", p + 3)) ++quotes;
    if (in_string) {
      blocks.back().back() += "\n" + line;
    } else if (line.starts_with("[")) {
      blocks.push_back({line});
    } else if (!line.empty()) {
      blocks.back().push_back(line);
    }
    if (quotes % 2 == 1) in_string = !in_string;
  }
  std::mt19937 rng(seed);
  std::string out;
  for (auto& b : blocks) {
    auto first = b.begin();
    if (!b.empty() && (b[0].starts_with("[") || b[0].starts_with("#:schema"))) ++first;
    std::shuffle(first, b.end(), rng);
    for (const auto& l : b) out += l + "\n";
  }
  return out;
}

TEST(Fmt, ShuffledFileFailsCheckAndIsRestored) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  const fs::path file = bank / "ai-hardware-en-softwarestack" / "gewichtsgeheugen-7b-fp16.toml";
  const std::string original = test::read_file(file);
  const std::string shuffled = shuffle_keys(original, 7);
  ASSERT_NE(shuffled, original);
  ASSERT_EQ(parse(shuffled), parse(original));  // same content, other order
  test::write_file(file, shuffled);

  auto r = test::run_qbank({"fmt", "--check", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out,
            "zou worden opgemaakt: bank/ai-hardware-en-softwarestack/gewichtsgeheugen-7b-fp16.toml\n"
            "1 van 13 bestanden zou worden opgemaakt.\n");
  EXPECT_EQ(test::read_file(file), shuffled);  // --check changes nothing

  r = test::run_qbank({"fmt", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out,
            "opgemaakt: bank/ai-hardware-en-softwarestack/gewichtsgeheugen-7b-fp16.toml\n"
            "1 van 13 bestanden opgemaakt.\n");
  EXPECT_EQ(test::read_file(file), original);
  EXPECT_EQ(test::run_qbank({"fmt", "--check", "bank"}, dir.path()).exit_code, 0);
  EXPECT_EQ(test::run_qbank({"lint", "--no-cache", "bank"}, dir.path()).exit_code, 0);
}

TEST(Fmt, ShufflingEveryBankFileIsUndone) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  RealFileSystem fs;
  unsigned seed = 1;
  std::vector<std::pair<fs::path, std::string>> originals;
  for (const auto& f : toml_files(fs, bank)) {
    const std::string text = test::read_file(f);
    originals.emplace_back(f, text);
    test::write_file(f, shuffle_keys(text, seed++));
  }
  FmtOptions o;
  o.paths = {bank};
  const FmtReport report = run_fmt(fs, o);
  EXPECT_EQ(report.exit_code(false), 0);
  for (const auto& [f, text] : originals) EXPECT_EQ(test::read_file(f), text) << f;
}

TEST(Fmt, BrokenFilesAreReportedAndLeftAlone) {
  test::TempDir dir;
  dir.write("bank/t/topic.toml", "title = \"Onderwerp\"\n");
  const fs::path broken = dir.write("bank/t/kapot.toml", "stem = \"niet afgesloten\nexplanation = 1\n");
  const fs::path messy =
      dir.write("bank/t/rommelig.toml", "explanation = 'Een toelichting die lang genoeg is.'\nstem = \"Vraag?\"\n");
  const auto r = test::run_qbank({"fmt", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("bank/t/kapot.toml:1:"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("qbank fmt: bank/t/kapot.toml blijft ongewijzigd"), std::string::npos);
  EXPECT_EQ(test::read_file(broken), "stem = \"niet afgesloten\nexplanation = 1\n");
  // The other files are still formatted.
  EXPECT_EQ(test::read_file(messy), "stem = \"Vraag?\"\nexplanation = \"Een toelichting die lang genoeg is.\"\n");
  EXPECT_EQ(r.out, "opgemaakt: bank/t/rommelig.toml\n1 van 3 bestanden opgemaakt; 1 overgeslagen wegens fouten.\n");
  EXPECT_EQ(test::run_qbank({"fmt", "--check", "bank/t/rommelig.toml"}, dir.path()).exit_code, 0);
  EXPECT_EQ(test::run_qbank({"fmt", "bank/t/bestaat-niet.toml"}, dir.path()).exit_code, 2);
  // Without a path and without a qbank.toml: nothing is touched.
  const auto none = test::run_qbank({"fmt"}, dir.path());
  EXPECT_EQ(none.exit_code, 2);
  EXPECT_NE(none.err.find("geen qbank.toml in deze map of erboven"), std::string::npos) << none.err;
}

TEST(Fmt, WithoutAPathFormatsTheBankAroundTheWorkingDirectory) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  const fs::path file = bank / "ai-hardware-en-softwarestack" / "kv-cache-rol.toml";
  const std::string original = test::read_file(file);
  test::write_file(file, shuffle_keys(original, 3));
  const auto r = test::run_qbank({"fmt"}, bank / "ai-hardware-en-softwarestack");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(test::read_file(file), original);
}

}  // namespace
}  // namespace qbank::formatter_test
