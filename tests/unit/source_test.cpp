#include "core/source.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/text_locator.h"
#include "core/toml_document.h"
#include "core/toml_string.h"

namespace qbank::source_test {
namespace {

TEST(SourceFile, ConvertsBetweenOffsetsAndCodePointColumns) {
  SourceFile f("q.toml", "a = 1\nstem = \"één\"\r\nlast");
  EXPECT_EQ(f.line_count(), 3u);
  EXPECT_EQ(f.line(2), "stem = \"één\"");  // without the CR
  const std::size_t at = f.text().find("n\"");
  EXPECT_EQ(f.position(at), (Position{2, 11}));
  EXPECT_EQ(f.offset({2, 11}), at);
  EXPECT_EQ(f.offset({3, 99}), f.text().size());  // clamped to the line's end
}

TEST(SourceFile, DoesNotCountAByteOrderMarkAsAColumn) {
  SourceFile f("q.toml", "\xEF\xBB\xBFstem = 1");
  EXPECT_EQ(f.position(3), (Position{1, 1}));
  EXPECT_EQ(f.line(1), "stem = 1");
}

TEST(StringLiteral, DecodesEscapesAndRemembersWhereEachByteCameFrom) {
  const std::string src = R"(x = "a\tb\u00e9c")";
  auto lit = read_string_literal(src, 4);
  ASSERT_TRUE(lit);
  EXPECT_EQ(lit->value, "a\tbéc");
  EXPECT_EQ(lit->origin[0], 5u);  // a
  EXPECT_EQ(lit->origin[1], 6u);  // \t
  EXPECT_EQ(lit->origin[3], 9u);  // first byte of é comes from \u00e9
  EXPECT_EQ(lit->origin[4], 9u);
  EXPECT_EQ(lit->origin[5], 15u);  // c
  EXPECT_EQ(lit->end, src.size());
}

TEST(StringLiteral, TrimsTheFirstNewlineAndLineEndingBackslashes) {
  const std::string src = "x = \"\"\"\nab \\\n    cd\"\"\"";
  auto lit = read_string_literal(src, 4);
  ASSERT_TRUE(lit);
  EXPECT_EQ(lit->value, "ab cd");
  EXPECT_EQ(src.substr(lit->origin[3], 2), "cd");
}

TEST(StringLiteral, KeepsQuotesBeforeTheClosingDelimiter) {
  auto lit = read_string_literal("'''it''s''''", 0);
  ASSERT_TRUE(lit);
  EXPECT_EQ(lit->value, "it''s'");
}

TEST(StringLiteral, RejectsAnUnterminatedString) {
  EXPECT_FALSE(read_string_literal("\"abc\ndef\"", 0));
  EXPECT_FALSE(read_string_literal("abc", 0));
}

// string_literal_end steps over a literal without decoding it; it must end where the decoding
// read ends, and fail where it fails.
TEST(StringLiteral, ItsEndIsFoundWithoutDecodingIt) {
  const std::vector<std::string> sources = {R"(x = "a\tb\u00e9c")",
                                            "'''it''s''''",
                                            "\"abc\ndef\"",
                                            "x = \"\"\"\nab \\\n    cd\"\"\"",
                                            "\"bad \\q escape\"",
                                            "\"\\u12\"",
                                            "'caf\xC3\xA9' # c",
                                            "\"\xC3\"\"",
                                            "\"\"\"a\"\"\"\"\"\"",
                                            "'''\r\nx'''",
                                            "\"unterminated",
                                            "\"\"",
                                            "''",
                                            "\"a\rb\""};
  for (const std::string& src : sources) {
    for (std::size_t at = 0; at <= src.size(); ++at) {
      const auto lit = read_string_literal(src, at);
      const auto end = string_literal_end(src, at);
      ASSERT_EQ(lit.has_value(), end.has_value()) << src << " at " << at;
      if (lit) {
        EXPECT_EQ(lit->end, *end) << src << " at " << at;
      }
    }
  }
}

// The nesting limit holds at its boundary, whether the walk over the text decides or the count of
// brackets, braces and dots answers first.
TEST(TomlDocument, TheNestingLimitIsExactlyKMaxTomlDepth) {
  auto too_deep = [](const std::string& text) {
    SourceFile f("q.toml", text);
    std::vector<Diagnostic> out;
    (void)parse_toml(f, out);
    return !out.empty() && out[0].rule == "syntax/too-deep";
  };
  const auto n = static_cast<std::size_t>(kMaxTomlDepth);
  EXPECT_FALSE(too_deep("a = " + std::string(n, '[') + std::string(n, ']') + "\n"));
  EXPECT_TRUE(too_deep("a = " + std::string(n + 1, '[') + std::string(n + 1, ']') + "\n"));
  std::string key = "k";
  for (std::size_t i = 1; i < n; ++i) key += ".k";  // n segments
  EXPECT_FALSE(too_deep(key + " = 1\n"));
  EXPECT_TRUE(too_deep(key + ".k = 1\n"));
  // Brackets and dots inside strings and comments do not count.
  EXPECT_FALSE(
      too_deep("a = \"" + std::string(300, '[') + std::string(300, '.') + "\" # " + std::string(300, '{') + "\n"));
}

TEST(Locate, PointsAtAWordInsideAMultiLineString) {
  SourceFile f("q.toml", "explanation = \"\"\"\nEerste regel.\nDe ge\\u0068eugn is vol.\"\"\"\n");
  TextField field;
  field.set("Eerste regel.\nDe geheugn is vol.");
  field.literal_offset = 14;
  field.present = true;
  const std::size_t begin = field.value.find("geheugn");
  const Span s = locate(f, field, begin, begin + 7);
  EXPECT_EQ(s.begin, (Position{3, 4}));
  EXPECT_EQ(s.end, (Position{3, 16}));  // the escape \u0068 is six characters wide
}

}  // namespace
}  // namespace qbank::source_test
