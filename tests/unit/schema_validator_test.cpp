// The acceptance of the schema issue, asserted in process and through the binary.
#include "core/schema_validator.h"

#include <gtest/gtest.h>

#include "core/config.h"
#include "core/errors.h"
#include "core/toml_document.h"
#include "test_util.h"

namespace qbank::schema_validator_test {
namespace {

std::vector<Diagnostic> validate(const std::string& text) {
  static auto schema = SchemaValidator::load(test::source_dir() / "schema" / "question.schema.json");
  SourceFile src("q.toml", text);
  std::vector<Diagnostic> out;
  auto table = parse_toml(src, out);
  EXPECT_TRUE(table);
  if (table) schema->validate(*table, src, out);
  return out;
}

const std::string kOptions =
    "[[options]]\ntext = \"Zeven\"\n[[options]]\ntext = \"Veertien\"\ncorrect = true\n[[options]]\ntext = \"Acht\"\n";

TEST(SchemaValidator, AMisspeltKeyIsExactlyOneUnknownKeyWithASuggestion) {
  auto d =
      validate("stem = \"Hoeveel bytes kost FP16 per getal?\"\nexplantion = \"Twee bytes per getal, zestien bits.\"\n" +
               kOptions);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].rule, "schema/unknown-key");
  EXPECT_EQ(d[0].span.begin, (Position{2, 1}));
  EXPECT_EQ(d[0].span.end, (Position{2, 11}));
  EXPECT_EQ(d[0].message, "onbekende sleutel `explantion`; bedoel je `explanation`?");
}

TEST(SchemaValidator, AKeyAnEarlierVersionKnewSaysWhyItWent) {
  static auto schema = SchemaValidator::load(test::source_dir() / "schema" / "config.schema.json");
  SourceFile src("qbank.toml", "[spelling]\nsuggest_budget_ms = 1000\nmax_sugestions = 2\n");
  std::vector<Diagnostic> d;
  auto table = parse_toml(src, d);
  ASSERT_TRUE(table);
  schema->validate(*table, src, d);
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].rule, "schema/unknown-key");
  EXPECT_EQ(d[0].span.begin, (Position{2, 1}));
  EXPECT_EQ(d[0].message,
            "sleutel `suggest_budget_ms` in `spelling` bestaat niet meer: suggesties zijn nu begrensd door werk "
            "(kandidaten per woord), niet door tijd, zodat elke run dezelfde uitvoer geeft; haal de sleutel weg");
  EXPECT_EQ(d[1].message, "onbekende sleutel `max_sugestions` in `spelling`; bedoel je `max_suggestions`?");
}

TEST(SchemaValidator, AMissingStemIsRequired) {
  auto d = validate("explanation = \"Twee bytes per getal, zestien bits.\"\n" + kOptions);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].rule, "schema/required");
  EXPECT_EQ(d[0].message, "verplichte sleutel `stem` ontbreekt (de stam: de vraag zoals de student die leest)");
}

TEST(SchemaValidator, AStringWhereABooleanBelongsIsATypeErrorAtTheValue) {
  std::string opts = kOptions;
  opts.replace(opts.find("correct = true"), 14, "correct = \"ja\"");
  auto d = validate(
      "stem = \"Hoeveel bytes kost FP16 per getal?\"\nexplanation = \"Twee bytes per getal, zestien bits.\"\n" + opts);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].rule, "schema/type");
  EXPECT_EQ(d[0].span.begin, (Position{7, 11}));
  EXPECT_EQ(d[0].span.end, (Position{7, 15}));
}

TEST(SchemaValidator, EveryUnknownKeyOfOneTableIsReportedOnce) {
  auto d = validate(
      "stem = \"Hoeveel bytes kost FP16 per getal?\"\nexplanation = \"Twee bytes per getal, zestien bits.\"\n"
      "auteur = \"a\"\nbron = \"b\"\n" +
      kOptions);
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].span.begin.line, 3u);
  EXPECT_EQ(d[1].span.begin.line, 4u);
}

TEST(SchemaValidator, LengthIsCountedInCodePoints) {
  // Nine code points but eleven bytes: still too short for the minimum of ten.
  auto d = validate("stem = \"één vraag\"\nexplanation = \"Twee bytes per getal, zestien bits.\"\n" + kOptions);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].rule, "schema/length");
  EXPECT_EQ(d[0].message.substr(0, 32), "`stem` is te kort: 9 tekens, min");
}

TEST(SchemaValidator, ABrokenSchemaIsAConfigurationErrorWithItsLocation) {
  test::TempDir dir;
  const auto file = dir.write("question.schema.json", "{\n  \"type\": \"object\",,\n}\n");
  try {
    SchemaValidator::load(file);
    FAIL() << "expected a ConfigError";
  } catch (const ConfigError& e) {
    ASSERT_EQ(e.diagnostics().size(), 1u);
    EXPECT_EQ(e.diagnostics()[0].rule, "schema/invalid-schema");
    EXPECT_EQ(e.diagnostics()[0].span.begin.line, 2u);
  }
}

// Changing a pattern in the schema changes what the linter accepts, with no rebuild.
TEST(SchemaValidator, ThePatternInTheSchemaFileDecidesWithoutARebuild) {
  test::TempDir dir;
  const auto bank = test::copy_bank(dir.path());
  auto lint_json = [&] { return test::run_qbank({"lint", "--format", "json", bank.string()}); };
  auto before = lint_json();
  ASSERT_EQ(before.exit_code, 0) << before.out << before.err;

  // A schema folder of this bank with an id pattern that forbids digits.
  std::filesystem::create_directories(dir.path() / "schema");
  std::string schema = test::read_file(test::source_dir() / "schema" / "question.schema.json");
  const std::string old_pattern = "^[a-z0-9]+(-[a-z0-9]+)*$";
  schema.replace(schema.find(old_pattern), old_pattern.size(), "^[a-z]+(-[a-z]+)*$");
  test::write_file(dir.path() / "schema" / "question.schema.json", schema);
  test::write_file(bank / "qbank.toml", "schema_dir = \"../schema\"\n" + test::read_file(bank / "qbank.toml"));

  auto after = lint_json();
  EXPECT_EQ(after.exit_code, 1);
  EXPECT_NE(after.out.find("\"rule\": \"schema/pattern\""), std::string::npos) << after.out;
  EXPECT_NE(after.out.find("gewichtsgeheugen-7b-fp16"), std::string::npos);
}

}  // namespace
}  // namespace qbank::schema_validator_test
