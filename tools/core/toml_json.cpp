#include "core/toml_json.h"

#include <sstream>

namespace qbank {

using json = nlohmann::json;

json toml_to_json(const toml::node& node) {
  switch (node.type()) {
    case toml::node_type::table: {
      json obj = json::object();
      for (const auto& [k, v] : *node.as_table()) obj[std::string(k.str())] = toml_to_json(v);
      return obj;
    }
    case toml::node_type::array: {
      json arr = json::array();
      for (const auto& v : *node.as_array()) arr.push_back(toml_to_json(v));
      return arr;
    }
    case toml::node_type::string:
      return node.as_string()->get();
    case toml::node_type::integer:
      return node.as_integer()->get();
    case toml::node_type::floating_point:
      return node.as_floating_point()->get();
    case toml::node_type::boolean:
      return node.as_boolean()->get();
    default: {
      std::ostringstream os;
      if (const auto* d = node.as_date())
        os << d->get();
      else if (const auto* t = node.as_time())
        os << t->get();
      else if (const auto* dt = node.as_date_time())
        os << dt->get();
      return os.str();
    }
  }
}

std::string toml_to_json_text(const toml::table& table) { return toml_to_json(table).dump(2); }

}  // namespace qbank
