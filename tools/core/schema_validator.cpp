#include "core/schema_validator.h"
#include "core/model.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <sstream>

#include "core/errors.h"
#include "core/fs.h"
#include "core/i18n.h"
#include "core/json_schema.h"
#include "core/schema_errors.h"
#include "core/schema_messages.h"
#include "core/strings.h"
#include "core/toml_json.h"
#include "core/utf8.h"

namespace qbank {
namespace {

using json = nlohmann::json;

// Where an instance path lands in the TOML document.
struct Located {
  const toml::node* node = nullptr;
  Span key;                                            // the key of the last segment, when it is a table member
  std::string display;                                 // the path as written in TOML: options[1].text
  std::vector<std::pair<std::string, bool>> segments;  // (name or index, is an index)
};

// A location as an author reads it: "optie B" for options[1], "`text` van optie B" for
// options[1].text, "element 3 van `related`" for related[2], else the TOML path as code.
std::string spoken(const Located& loc) {
  std::size_t last = loc.segments.size();
  for (std::size_t i = loc.segments.size(); i-- > 0;) {
    if (loc.segments[i].second) {
      last = i;
      break;
    }
  }
  auto path_of = [&](std::size_t from, std::size_t to) {
    std::string out;
    for (std::size_t i = from; i < to; ++i) {
      const auto& [name, index] = loc.segments[i];
      if (index) {
        out += "[" + name + "]";
      } else {
        out += (out.empty() ? "" : ".") + name;
      }
    }
    return out;
  };
  if (last == loc.segments.size()) return "`" + loc.display + "`";
  const std::string base = path_of(0, last);
  const std::size_t index = static_cast<std::size_t>(std::stoul(loc.segments[last].first));
  const std::string item = base == "options" && index < 26
                               ? format_message(tr("optie {}"), {std::string(1, option_letter(index))})
                               : format_message(tr("element {} van `{}`"), {std::to_string(index + 1), base});
  const std::string rest = path_of(last + 1, loc.segments.size());
  return rest.empty() ? item : format_message(tr("`{}` van {}"), {rest, item});
}

}  // namespace

struct SchemaValidator::Impl {
  json document;
  std::unique_ptr<JsonSchema> schema;
  std::set<std::string> wrappers;

  // Resolves a local "$ref": "#/definitions/x" or "#/$defs/x".
  const json* resolve(const json* s) const {
    for (int guard = 0; s && s->is_object() && s->contains("$ref") && guard < 32; ++guard) {
      const std::string ref = (*s)["$ref"].get<std::string>();
      if (!ref.starts_with("#/")) return s;
      try {
        s = &document.at(json::json_pointer(ref.substr(1)));
      } catch (const std::exception&) {
        return nullptr;
      }
    }
    return s;
  }

  // The subschema for an instance path (object members and array items only).
  const json* subschema(const std::vector<std::string>& path, const std::vector<bool>& is_index) const {
    const json* s = resolve(&document);
    for (std::size_t i = 0; i < path.size() && s; ++i) {
      if (!s->is_object()) return nullptr;
      if (is_index[i]) {
        if (!s->contains("items")) return nullptr;
        s = resolve(&(*s)["items"]);
        continue;
      }
      if (s->contains("properties") && (*s)["properties"].contains(path[i])) {
        s = resolve(&(*s)["properties"][path[i]]);
      } else if (s->contains("additionalProperties") && (*s)["additionalProperties"].is_object()) {
        s = resolve(&(*s)["additionalProperties"]);
      } else {
        return nullptr;
      }
    }
    return s;
  }
};

SchemaValidator::~SchemaValidator() = default;

std::shared_ptr<const SchemaValidator> SchemaValidator::load(const std::filesystem::path& file) {
  // A process-wide cache by path, size and modification time: several banks in one run, and the
  // fuzzers, load the same schemas again and again.
  static std::mutex cache_mutex;
  static std::map<std::string, std::pair<std::string, std::shared_ptr<const SchemaValidator>>> cache;
  std::error_code ec;
  const auto stamp = std::to_string(std::filesystem::file_size(file, ec)) + ":" +
                     std::to_string(std::filesystem::last_write_time(file, ec).time_since_epoch().count());
  {
    std::lock_guard lock(cache_mutex);
    auto it = cache.find(file.string());
    if (!ec && it != cache.end() && it->second.first == stamp) return it->second.second;
  }
  auto loaded = load_uncached(file);
  if (!ec) {
    std::lock_guard lock(cache_mutex);
    cache[file.string()] = {stamp, loaded};
  }
  return loaded;
}

std::shared_ptr<const SchemaValidator> SchemaValidator::load_uncached(const std::filesystem::path& file) {
  const std::string shown = display_path(file);
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    throw ConfigError(shown, RuleId::schema_invalid_schema, {},
                      tr("kan het schema niet lezen: het bestand bestaat niet of is niet leesbaar"));
  }
  std::ostringstream buf;
  buf << in.rdbuf();
  const std::string text = buf.str();
  auto v = std::shared_ptr<SchemaValidator>(new SchemaValidator());
  v->file_ = file;
  v->impl_ = std::make_unique<Impl>();
  try {
    v->impl_->document = json::parse(text);
  } catch (const json::parse_error& e) {
    SourceFile src(shown, text);
    const Position p = src.position(e.byte > 0 ? e.byte - 1 : 0);
    std::string what = e.what();
    if (auto k = what.find("parse error"); k != std::string::npos) what = what.substr(k);
    throw ConfigError(shown, RuleId::schema_invalid_schema, {p, {p.line, p.column + 1}},
                      format_message(tr("het schema is geen geldige JSON: {}"), {what}));
  }
  try {
    v->impl_->schema = std::make_unique<JsonSchema>(v->impl_->document);
  } catch (const std::exception& e) {
    throw ConfigError(shown, RuleId::schema_invalid_schema, {{1, 1}, {1, 2}},
                      format_message(tr("het schema kan niet worden gebruikt: {}"), {e.what()}));
  }
  return v;
}

void SchemaValidator::validate(const toml::table& table, const SourceFile& source, std::vector<Diagnostic>& out) const {
  const json instance = toml_to_json(table);
  const std::vector<JsonSchema::Error> errors = impl_->schema->validate(instance);
  if (errors.empty()) return;

  struct Finding {
    RuleId rule = RuleId::schema_invalid;
    std::vector<std::string> path;  // instance path
    std::string detail;             // key name for required/unknown-key
    std::string description;        // valijson's text
  };
  std::vector<Finding> findings;
  for (const auto& e : errors) {
    const std::string& d = e.description;
    const std::optional<RuleId> rule = classify_schema_error(d);
    if (!rule) continue;  // the line a combinator, property or item adds above the real error
    Finding f;
    f.rule = *rule;
    f.description = d;
    f.path = e.path;
    if (f.rule == RuleId::schema_required) {
      // "Missing required property 'text'."
      const std::string_view after = "property '";
      if (auto k = d.find(after); k != std::string::npos) {
        k += after.size();
        const auto end = d.find('\'', k);
        f.detail = d.substr(k, end == std::string::npos ? std::string::npos : end - k);
      }
    }
    findings.push_back(std::move(f));
  }

  // A failed anyOf/oneOf/not/if-then also reports the details of its branches at the same
  // node; those are not the author's problem. Keep only the combinator's own finding there.
  std::vector<std::vector<std::string>> combinator_paths;
  for (const auto& f : findings) {
    if (f.rule == RuleId::schema_invalid) combinator_paths.push_back(f.path);
  }
  std::erase_if(findings, [&](const Finding& f) {
    if (f.rule == RuleId::schema_invalid) return false;
    for (const auto& p : combinator_paths) {
      if (f.path.size() >= p.size() && std::equal(p.begin(), p.end(), f.path.begin())) return true;
    }
    return false;
  });

  // Walks the TOML document along an instance path.
  auto locate = [&](const std::vector<std::string>& path, std::vector<bool>* is_index) {
    Located loc;
    loc.node = &table;
    for (const auto& seg : path) {
      if (const auto* t = loc.node->as_table()) {
        const toml::node* child = nullptr;
        for (const auto& [k, v] : *t) {
          if (k.str() == seg) {
            child = &v;
            loc.key = to_span(k.source());
            break;
          }
        }
        if (!child) break;
        loc.node = child;
        if (!loc.display.empty()) loc.display += '.';
        loc.display += seg;
        loc.segments.emplace_back(seg, false);
        if (is_index) is_index->push_back(false);
      } else if (const auto* a = loc.node->as_array()) {
        const std::size_t i = static_cast<std::size_t>(std::stoul(seg));
        if (i >= a->size()) break;
        loc.node = a->get(i);
        loc.display += "[" + seg + "]";
        loc.segments.emplace_back(seg, true);
        if (is_index) is_index->push_back(true);
      } else {
        break;
      }
    }
    return loc;
  };

  // A schema's description in the UI language when it is a built-in text (core/schema_texts.cpp).
  auto description_of = [](const json* s) -> std::string {
    if (s && s->is_object() && s->contains("description") && (*s)["description"].is_string()) {
      const std::string d = (*s)["description"].get<std::string>();
      return tr(d.c_str());
    }
    return {};
  };

  auto make = [&](RuleId rule, Span span, std::string message) {
    Diagnostic d;
    d.rule = rule_name(rule);
    d.severity = Severity::Error;
    d.file = source.path();
    d.span = span.known() ? span : Span{{1, 1}, {1, 2}};
    d.message = std::move(message);
    out.push_back(std::move(d));
  };

  auto value_span = [](const Located& loc) { return loc.node ? to_span(loc.node->source()) : Span{}; };

  // Unknown keys first: valijson names only the first unknown key of an object, so list them
  // all from the schema, and remember their likely intended names.
  std::set<std::string> reported;
  std::map<std::string, std::set<std::string>> intended;  // object path -> keys a typo stood for
  for (const auto& f : findings) {
    if (f.rule != RuleId::schema_unknown_key) continue;
    std::vector<bool> idx;
    const Located obj = locate(f.path, &idx);
    const std::string obj_key = join(f.path, "\x1f");
    if (!reported.insert("unknown\x1f" + obj_key).second) continue;
    const auto* t = obj.node ? obj.node->as_table() : nullptr;
    if (!t) continue;
    const json* s = impl_->subschema(f.path, idx);
    std::vector<std::string> allowed;
    if (s && s->contains("properties")) {
      for (const auto& [name, _] : (*s)["properties"].items()) allowed.push_back(name);
    }
    std::vector<std::pair<const toml::key*, const toml::node*>> members = in_source_order(*t);
    for (const auto& [k, v] : members) {
      const std::string name(k->str());
      if (std::find(allowed.begin(), allowed.end(), name) != allowed.end()) continue;
      std::string msg = obj.display.empty() ? format_message(tr("onbekende sleutel `{}`"), {name})
                                            : format_message(tr("onbekende sleutel `{}` in {}"), {name, spoken(obj)});
      // A key an earlier version knew: say why it went, so an old configuration is fixed at once.
      const json* removed = s && s->contains("x-removed") ? &(*s)["x-removed"] : nullptr;
      if (removed && removed->contains(name) && (*removed)[name].is_string()) {
        const std::string reason = (*removed)[name].get<std::string>();
        const std::string why = tr(reason.c_str());
        msg = obj.display.empty()
                  ? format_message(tr("sleutel `{}` bestaat niet meer: {}; haal de sleutel weg"), {name, why})
                  : format_message(tr("sleutel `{}` in {} bestaat niet meer: {}; haal de sleutel weg"),
                                   {name, spoken(obj), why});
      } else if (auto guess = closest_match(name, allowed)) {
        msg += format_message(tr("; bedoel je `{}`?"), {*guess});
        intended[obj_key].insert(*guess);
      } else if (!allowed.empty()) {
        msg += format_message(tr("; toegestaan zijn: {}"), {join(allowed, ", ")});
      }
      make(RuleId::schema_unknown_key, to_span(k->source()), msg);
    }
  }

  for (const auto& f : findings) {
    if (f.rule == RuleId::schema_unknown_key) continue;
    std::vector<bool> idx;
    const Located loc = locate(f.path, &idx);
    const std::string node_key = join(f.path, "\x1f");
    const json* s = impl_->subschema(f.path, idx);
    const std::string what = loc.display.empty() ? std::string(tr("het bestand")) : spoken(loc);

    if (f.rule == RuleId::schema_required) {
      if (intended[node_key].count(f.detail)) continue;  // already reported as a misspelt key
      if (!reported.insert("required\x1f" + node_key + "\x1f" + f.detail).second) continue;
      std::vector<std::string> child_path = f.path;
      child_path.push_back(f.detail);
      std::vector<bool> child_idx = idx;
      child_idx.push_back(false);
      const std::string desc = description_of(impl_->subschema(child_path, child_idx));
      std::string msg = loc.display.empty()
                            ? format_message(tr("verplichte sleutel `{}` ontbreekt"), {f.detail})
                            : format_message(tr("verplichte sleutel `{}` ontbreekt in {}"), {f.detail, spoken(loc)});
      if (!desc.empty()) msg += " (" + desc + ")";
      Span span = f.path.empty() ? Span{{1, 1}, {1, 2}} : value_span(loc);
      make(f.rule, span, msg);
      continue;
    }
    // One diagnostic per offending node.
    if (!reported.insert("node\x1f" + node_key).second) continue;
    std::string msg;
    const std::string desc = description_of(s);
    if (f.rule == RuleId::schema_unique_items) {
      msg = format_message(tr("{} bevat hetzelfde element meer dan eens"), {what});
      // Point at the second occurrence.
      if (const auto* a = loc.node ? loc.node->as_array() : nullptr) {
        std::map<std::string, std::size_t> seen;
        for (std::size_t i = 0; i < a->size(); ++i) {
          const std::string v = toml_to_json(*a->get(i)).dump();
          if (seen.count(v)) {
            make(f.rule, to_span(a->get(i)->source()),
                 format_message(tr("{} bevat {} meer dan eens (ook element {})"),
                                {what, v, std::to_string(seen[v] + 1)}));
            msg.clear();
            break;
          }
          seen[v] = i;
        }
      }
      if (msg.empty()) continue;
    } else {
      msg = schema_value_message(f.rule, what, loc.node, s, f.description, desc);
    }
    Span span = value_span(loc);
    if (f.path.empty()) span = {{1, 1}, {1, 2}};
    make(f.rule, span, msg);
  }
}

std::optional<std::string> SchemaValidator::default_json(const std::vector<std::string>& path) const {
  std::vector<bool> idx(path.size(), false);
  const json* s = impl_->subschema(path, idx);
  if (!s || !s->is_object() || !s->contains("default")) return std::nullopt;
  return (*s)["default"].dump();
}

std::optional<std::string> SchemaValidator::string_at(const std::string& pointer) const {
  try {
    const json& v = impl_->document.at(json::json_pointer(pointer));
    if (v.is_string()) return v.get<std::string>();
  } catch (const std::exception&) {
  }
  return std::nullopt;
}

std::vector<std::string> SchemaValidator::property_names(const std::vector<std::string>& path) const {
  std::vector<bool> idx(path.size(), false);
  const json* s = impl_->subschema(path, idx);
  std::vector<std::string> out;
  if (s && s->is_object() && s->contains("properties")) {
    for (const auto& [name, _] : (*s)["properties"].items()) out.push_back(name);
  }
  return out;
}

}  // namespace qbank
