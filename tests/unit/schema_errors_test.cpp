#include "core/schema_errors.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "core/json_schema.h"

namespace qbank::schema_errors_test {
namespace {

using json = nlohmann::json;

// The rules valijson's own errors get for one instance against one schema, wrapper lines left out.
std::set<std::string> rules_for(const json& schema, const json& instance) {
  const JsonSchema compiled(schema);
  std::set<std::string> rules;
  for (const auto& e : compiled.validate(instance)) {
    if (auto rule = classify_schema_error(e.description)) rules.insert(std::string(rule_name(*rule)));
  }
  return rules;
}

// Each row of the table, produced by valijson itself: a reworded message in a new valijson
// version fails here instead of turning an author's finding into schema/invalid.
TEST(SchemaErrors, ValijsonsOwnMessagesGetTheirRules) {
  const json object = {{"type", "object"},
                       {"properties", {{"id", {{"type", "string"}}}}},
                       {"required", {"id"}},
                       {"additionalProperties", false}};
  EXPECT_EQ(rules_for(object, json::object()), std::set<std::string>{"schema/required"});
  EXPECT_EQ(rules_for(object, {{"id", "a"}, {"idd", 1}}), std::set<std::string>{"schema/unknown-key"});
  EXPECT_EQ(rules_for(object, {{"id", 3}}), std::set<std::string>{"schema/type"});

  const auto member = [](const json& property) { return json{{"type", "object"}, {"properties", {{"v", property}}}}; };
  EXPECT_EQ(rules_for(member({{"enum", {"a", "b"}}}), {{"v", "c"}}), std::set<std::string>{"schema/enum"});
  EXPECT_EQ(rules_for(member({{"type", "string"}, {"pattern", "^[a-z]+$"}}), {{"v", "A"}}),
            std::set<std::string>{"schema/pattern"});
  EXPECT_EQ(rules_for(member({{"type", "string"}, {"minLength", 3}}), {{"v", "ab"}}),
            std::set<std::string>{"schema/length"});
  EXPECT_EQ(rules_for(member({{"type", "string"}, {"maxLength", 1}}), {{"v", "ab"}}),
            std::set<std::string>{"schema/length"});
  EXPECT_EQ(rules_for(member({{"type", "array"}, {"minItems", 2}}), {{"v", {1}}}),
            std::set<std::string>{"schema/items"});
  EXPECT_EQ(rules_for(member({{"type", "array"}, {"maxItems", 1}}), {{"v", {1, 2}}}),
            std::set<std::string>{"schema/items"});
  EXPECT_EQ(rules_for(member({{"type", "array"}, {"uniqueItems", true}}), {{"v", {1, 1}}}),
            std::set<std::string>{"schema/unique-items"});
  EXPECT_EQ(rules_for(member({{"type", "integer"}, {"minimum", 1}}), {{"v", 0}}),
            std::set<std::string>{"schema/range"});
  EXPECT_EQ(rules_for(member({{"type", "integer"}, {"maximum", 1}}), {{"v", 2}}),
            std::set<std::string>{"schema/range"});
  EXPECT_EQ(rules_for(member({{"const", 1}}), {{"v", 2}}), std::set<std::string>{"schema/const"});
  // A combinator is schema/invalid; the lines of its branches are filtered by the validator.
  EXPECT_TRUE(rules_for(member({{"anyOf", {{{"type", "string"}}, {{"type", "boolean"}}}}}), {{"v", 1}})
                  .count("schema/invalid"));
  EXPECT_TRUE(
      rules_for(member({{"oneOf", {{{"type", "integer"}}, {{"minimum", 0}}}}}), {{"v", 1}}).count("schema/invalid"));
}

TEST(SchemaErrors, WrapperLinesAreSkippedAndUnknownOnesAreInvalid) {
  EXPECT_EQ(classify_schema_error("Failed to validate item #2 in array."), std::nullopt);
  EXPECT_EQ(classify_schema_error("Failed to validate against schema associated with property name 'v'."),
            std::nullopt);
  EXPECT_EQ(classify_schema_error("Some message a future valijson writes."), RuleId::schema_invalid);
  EXPECT_EQ(combinator_message("Missing dependency 'max'.", "`min`"),
            "`min` mist de sleutel `max`, die hier vereist is");
}

}  // namespace
}  // namespace qbank::schema_errors_test
