// Text fields as views into their file (core/model.h, core/model_builder.cpp): which values point
// into the file's text and which are copies, and that a field stays valid without its question.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "core/boxed.h"
#include "core/memory.h"
#include "core/model.h"
#include "core/model_builder.h"
#include "core/toml_document.h"

namespace qbank::text_field_test {
namespace {

struct Built {
  std::shared_ptr<const SourceFile> source;
  Question question;
};

Built build(const std::string& text) {
  Built b;
  b.source = std::make_shared<const SourceFile>("bank/t/q.toml", text);
  std::vector<Diagnostic> problems;
  auto table = parse_toml(*b.source, problems);
  EXPECT_TRUE(table.has_value()) << text;
  if (table) b.question = build_question(b.source, *table, "q", "t");
  return b;
}

// Whether the value's bytes lie inside the file's text.
bool in_text(const TextField& f, const SourceFile& source) {
  const std::string& t = source.text();
  return f.value.data() >= t.data() && f.value.data() + f.value.size() <= t.data() + t.size();
}

TEST(TextField, AValueWrittenAsItReadsPointsIntoTheFile) {
  const Built b = build(
      "stem = \"Wat is 2 + 2?\"\n"
      "explanation = '''\nEen letterlijke tekst met \\n erin.'''\n"
      "status = 'published'\n"
      "[[options]]\ntext = \"\"\"\nvier\"\"\"\ncorrect = true\n");
  const Question& q = b.question;
  EXPECT_EQ(q.stem.value, "Wat is 2 + 2?");
  EXPECT_TRUE(in_text(q.stem, *b.source));
  EXPECT_TRUE(q.stem.views(b.source.get()));
  EXPECT_EQ(q.explanation.value, "Een letterlijke tekst met \\n erin.");  // a literal string: no escapes
  EXPECT_TRUE(in_text(q.explanation, *b.source));
  EXPECT_EQ(q.status.value, "published");
  EXPECT_TRUE(in_text(q.status, *b.source));
  ASSERT_EQ(q.options.size(), 1u);
  EXPECT_EQ(q.options[0].text.value, "vier");  // the line break after """ is not part of it
  EXPECT_TRUE(in_text(q.options[0].text, *b.source));
}

TEST(TextField, AValueWithEscapesOrCrLfLinesIsACopy) {
  const Built b = build(
      "stem = \"Een \\\"citaat\\\" en \\u00e9\"\r\n"
      "explanation = \"\"\"\r\nregel een\r\nregel twee\"\"\"\r\n"
      "markup = \"\"\r\n");
  const Question& q = b.question;
  EXPECT_EQ(q.stem.value, "Een \"citaat\" en \xC3\xA9");
  EXPECT_FALSE(in_text(q.stem, *b.source));
  EXPECT_FALSE(q.stem.views(b.source.get()));
  EXPECT_EQ(q.explanation.value, "regel een\nregel twee");  // TOML reads CRLF as LF
  EXPECT_FALSE(in_text(q.explanation, *b.source));
  EXPECT_TRUE(q.markup.present);
  EXPECT_TRUE(q.markup.value.empty());
  EXPECT_FALSE(q.markup.views(b.source.get()));  // nothing to keep alive
}

TEST(TextField, AFieldOutlivesItsQuestionAndFile) {
  TextField stem;
  TextField escaped;
  {
    Built b = build("stem = \"Hoeveel poten heeft een spin?\"\nexplanation = \"tab\\there\"\n");
    stem = b.question.stem;
    escaped = b.question.explanation;
  }  // the question and the last other owner of the file are gone; under ASan a dangling view fails
  EXPECT_EQ(stem.value, "Hoeveel poten heeft een spin?");
  EXPECT_EQ(escaped.value, "tab\there");
  const TextField copy = stem;
  EXPECT_EQ(copy.value, stem.value);
  EXPECT_EQ(copy.value.data(), stem.value.data());  // a copy shares the text, it does not copy it
}

TEST(TextField, AFieldMovedFromIsEmpty) {
  TextField a = TextField::of("een eigen tekst");
  TextField b = std::move(a);
  EXPECT_EQ(b.value, "een eigen tekst");
  EXPECT_TRUE(a.value.empty());  // NOLINT(bugprone-use-after-move): the state a move leaves is the point
  TextField c;
  c = std::move(b);
  EXPECT_EQ(c.value, "een eigen tekst");
  EXPECT_TRUE(b.value.empty());  // NOLINT(bugprone-use-after-move)
}

TEST(TextField, SetReplacesAViewWithACopy) {
  Built b = build("stem = \"oud\"\n");
  TextField f = b.question.stem;
  f.set("nieuw");
  EXPECT_EQ(f.value, "nieuw");
  EXPECT_FALSE(f.views(b.source.get()));
  EXPECT_EQ(b.question.stem.value, "oud");
  EXPECT_EQ(TextField::of("x", {}, std::size_t{1} << 40).literal_offset, TextField::kNoOffset);
}

TEST(Boxed, ReadsAndCopiesLikeAnOptional) {
  Boxed<std::string> none;
  EXPECT_FALSE(none.has_value());
  EXPECT_FALSE(static_cast<bool>(none));
  EXPECT_THROW((void)none.value(), std::bad_optional_access);
  Boxed<std::string> one = std::string("fix");
  ASSERT_TRUE(one.has_value());
  EXPECT_EQ(*one, "fix");
  EXPECT_EQ(one->size(), 3u);
  Boxed<std::string> copy = one;
  *copy += "ed";
  EXPECT_EQ(*one, "fix");  // a deep copy
  EXPECT_EQ(*copy, "fixed");
  copy = one;
  EXPECT_EQ(*copy, "fix");
  Boxed<std::string> from_optional = std::optional<std::string>("ja");
  EXPECT_EQ(from_optional.value(), "ja");
  from_optional = std::optional<std::string>();
  EXPECT_FALSE(from_optional.has_value());
  one.emplace(3, 'z');
  EXPECT_EQ(*one, "zzz");
  one.reset();
  EXPECT_FALSE(one.has_value());
  EXPECT_LT(sizeof(Boxed<std::string>), sizeof(std::optional<std::string>));
}

TEST(Memory, ReturningFreeMemoryKeepsWhatIsInUse) {
  std::vector<std::string> kept(1000, std::string(200, 'a'));
  { std::vector<std::string> freed(100000, std::string(100, 'b')); }
  return_free_memory();
  for (const auto& s : kept) ASSERT_EQ(s, std::string(200, 'a'));
}

}  // namespace
}  // namespace qbank::text_field_test
