// The order in which `qbank fmt` writes the keys of question and topic files, read from the
// schemas (schema/question.schema.json and topic.schema.json, built into the tool): they list
// their properties in the order a reader meets them. A property whose value is a table (an
// object, or an array of objects: [[options]], [compute], [[suppress]]) comes after the plain
// keys, as TOML requires; the keys inside such a table follow its definition's order.
#pragma once

#include <string>
#include <vector>

namespace qbank::fmt {

struct KeyOrder {
  std::vector<std::string> keys;    // the plain keys, in the schema's order
  std::vector<std::string> tables;  // the tables, in the schema's order
  struct Table {
    std::string name;
    std::vector<std::string> keys;
  };
  std::vector<Table> table_keys;  // each table's keys, in its definition's order

  // The keys of table `name`; empty for a table the schema does not describe.
  const std::vector<std::string>& keys_of(const std::string& name) const;
};

const KeyOrder& question_key_order();
const KeyOrder& topic_key_order();

// The order of one schema's text (exposed for tests).
KeyOrder key_order_of(std::string_view schema_text);

}  // namespace qbank::fmt
