// The order `qbank fmt` writes keys in comes from the schemas' property order (format/key_order.h):
// plain keys first, then the tables, each table's keys in its definition's order.
#include <gtest/gtest.h>

#include "format/key_order.h"

namespace qbank::key_order_test {
namespace {

using fmt::KeyOrder;
using Strings = std::vector<std::string>;

TEST(KeyOrder, TheBuiltInSchemasGiveTheCanonicalLayout) {
  const KeyOrder& q = fmt::question_key_order();
  // question.schema.json lists options third; as a table it is written after the plain keys.
  EXPECT_EQ(q.keys, (Strings{"stem", "explanation", "related", "status", "markup", "tags", "words"}));
  EXPECT_EQ(q.tables, (Strings{"options", "compute", "suppress"}));
  EXPECT_EQ(q.keys_of("options"), (Strings{"text", "correct", "feedback"}));
  EXPECT_EQ(q.keys_of("compute"), (Strings{"expression", "unit", "tolerance"}));
  EXPECT_EQ(q.keys_of("suppress"), (Strings{"rule", "other", "reason"}));
  EXPECT_TRUE(q.keys_of("unknown").empty());
  const KeyOrder& t = fmt::topic_key_order();
  EXPECT_EQ(t.keys, (Strings{"title", "description", "parent", "prerequisites"}));
  EXPECT_TRUE(t.tables.empty());
}

TEST(KeyOrder, FollowsTheDocumentOrderOfAnySchema) {
  // Not alphabetical, and a table found through "items" as well as directly.
  const KeyOrder o = fmt::key_order_of(R"({
    "properties": {
      "zeta": {"type": "string"},
      "parts": {"type": "array", "items": {"$ref": "#/definitions/part"}},
      "alpha": {"type": "array", "items": {"$ref": "#/definitions/name"}},
      "meta": {"$ref": "#/definitions/meta"}
    },
    "definitions": {
      "part": {"type": "object", "properties": {"y": {}, "b": {}}},
      "name": {"type": "string"},
      "meta": {"type": "object", "properties": {"k": {}}}
    }
  })");
  EXPECT_EQ(o.keys, (Strings{"zeta", "alpha"}));  // a reference to a string is no table
  EXPECT_EQ(o.tables, (Strings{"parts", "meta"}));
  EXPECT_EQ(o.keys_of("parts"), (Strings{"y", "b"}));
  EXPECT_EQ(o.keys_of("meta"), (Strings{"k"}));
}

TEST(KeyOrder, ATextThatIsNoSchemaGivesNoOrder) {
  const KeyOrder o = fmt::key_order_of("{ niet af");
  EXPECT_TRUE(o.keys.empty());
  EXPECT_TRUE(o.tables.empty());
}

}  // namespace
}  // namespace qbank::key_order_test
