#include "core/schema_messages.h"

#include <vector>

#include "core/i18n.h"
#include "core/schema_errors.h"
#include "core/strings.h"
#include "core/utf8.h"

namespace qbank {

using json = nlohmann::json;

std::string toml_type_name(const toml::node& node) {
  switch (node.type()) {
    case toml::node_type::table:
      return tr("een tabel");
    case toml::node_type::array:
      return tr("een lijst");
    case toml::node_type::string:
      return tr("een tekst");
    case toml::node_type::integer:
      return tr("een geheel getal");
    case toml::node_type::floating_point:
      return tr("een kommagetal");
    case toml::node_type::boolean:
      return tr("een boolean");
    default:
      return tr("een datum of tijd");
  }
}

std::string schema_type_name(const std::string& t) {
  if (t == "string") return tr("een tekst (tussen aanhalingstekens)");
  if (t == "boolean") return tr("een boolean (true of false, zonder aanhalingstekens)");
  if (t == "integer") return tr("een geheel getal");
  if (t == "number") return tr("een getal");
  if (t == "array") return tr("een lijst ([...])");
  if (t == "object") return tr("een tabel");
  if (t == "null") return tr("leeg");
  return t;
}

std::string schema_value_message(RuleId rule, const std::string& what, const toml::node* node,
                                 const nlohmann::json* schema, const std::string& description,
                                 const std::string& desc) {
  std::string msg;
  if (rule == RuleId::schema_type) {
    std::string expected;
    if (schema && schema->contains("type")) {
      const json& t = (*schema)["type"];
      if (t.is_string()) {
        expected = schema_type_name(t.get<std::string>());
      } else if (t.is_array()) {
        std::vector<std::string> names;
        for (const auto& x : t) names.push_back(schema_type_name(x.get<std::string>()));
        expected = join(names, tr(" of "));
      }
    }
    const std::string actual = node ? toml_type_name(*node) : std::string(tr("dit"));
    msg = expected.empty() ? format_message(tr("{} moet een ander type hebben, niet {}"), {what, actual})
                           : format_message(tr("{} moet {} zijn, niet {}"), {what, expected, actual});
  } else if (rule == RuleId::schema_enum) {
    std::vector<std::string> values;
    if (schema && schema->contains("enum")) {
      for (const auto& x : (*schema)["enum"]) values.push_back(x.is_string() ? x.get<std::string>() : x.dump());
    }
    std::string actual = node && node->is_string() ? node->as_string()->get() : "";
    msg = actual.empty() ? format_message(tr("{} is geen toegestane waarde; kies uit: {}"), {what, join(values, ", ")})
                         : format_message(tr("{} = \"{}\" is geen toegestane waarde; kies uit: {}"),
                                          {what, actual, join(values, ", ")});
    if (auto guess = closest_match(actual, values)) msg += format_message(tr(" (bedoel je \"{}\"?)"), {*guess});
  } else if (rule == RuleId::schema_pattern) {
    std::string actual = node && node->is_string() ? node->as_string()->get() : "";
    msg = format_message(tr("{} = \"{}\" heeft niet de vereiste vorm"), {what, actual});
    if (!desc.empty())
      msg += ": " + desc;
    else if (schema && schema->contains("pattern"))
      msg += format_message(tr(" (patroon {})"), {(*schema)["pattern"].get<std::string>()});
  } else if (rule == RuleId::schema_length) {
    const std::string actual = node && node->is_string() ? node->as_string()->get() : "";
    const auto n = utf8::count_code_points(actual);
    if (schema && schema->contains("minLength") && n < (*schema)["minLength"].get<std::size_t>()) {
      msg = format_message(trn("{} is te kort: {} teken, minimaal {}", "{} is te kort: {} tekens, minimaal {}", n),
                           {what, std::to_string(n), std::to_string((*schema)["minLength"].get<std::size_t>())});
    } else if (schema && schema->contains("maxLength")) {
      msg = format_message(trn("{} is te lang: {} teken, maximaal {}", "{} is te lang: {} tekens, maximaal {}", n),
                           {what, std::to_string(n), std::to_string((*schema)["maxLength"].get<std::size_t>())});
    } else {
      msg = format_message(tr("{} heeft niet de toegestane lengte"), {what});
    }
    if (!desc.empty()) msg += " (" + desc + ")";
  } else if (rule == RuleId::schema_items) {
    const std::size_t n = node && node->is_array() ? node->as_array()->size() : 0;
    if (schema && schema->contains("minItems") && n < (*schema)["minItems"].get<std::size_t>()) {
      msg = format_message(trn("{} heeft {} element; minimaal {}", "{} heeft {} elementen; minimaal {}", n),
                           {what, std::to_string(n), std::to_string((*schema)["minItems"].get<std::size_t>())});
    } else if (schema && schema->contains("maxItems")) {
      msg = format_message(trn("{} heeft {} elementen; maximaal {}", "{} heeft {} elementen; maximaal {}", n),
                           {what, std::to_string(n), std::to_string((*schema)["maxItems"].get<std::size_t>())});
    } else {
      msg = format_message(tr("{} heeft niet het toegestane aantal elementen"), {what});
    }
  } else if (rule == RuleId::schema_range) {
    msg = format_message(tr("{} ligt buiten het toegestane bereik: {}"), {what, description});
    if (schema) {
      std::vector<std::string> bounds;
      if (schema->contains("minimum"))
        bounds.push_back(format_message(tr("minimaal {}"), {(*schema)["minimum"].dump()}));
      if (schema->contains("exclusiveMinimum")) {
        bounds.push_back(format_message(tr("groter dan {}"), {(*schema)["exclusiveMinimum"].dump()}));
      }
      if (schema->contains("maximum"))
        bounds.push_back(format_message(tr("maximaal {}"), {(*schema)["maximum"].dump()}));
      if (schema->contains("exclusiveMaximum")) {
        bounds.push_back(format_message(tr("kleiner dan {}"), {(*schema)["exclusiveMaximum"].dump()}));
      }
      if (!bounds.empty())
        msg = format_message(tr("{} ligt buiten het toegestane bereik ({})"), {what, join(bounds, ", ")});
    }
  } else if (rule == RuleId::schema_const) {
    msg = format_message(
        tr("{} moet {} zijn"),
        {what, schema && schema->contains("const") ? (*schema)["const"].dump() : std::string(tr("een vaste waarde"))});
  } else {
    msg = combinator_message(description, what);
    if (!desc.empty()) msg += " (" + desc + ")";
  }
  return msg;
}

}  // namespace qbank
