#include "core/config.h"

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <map>
#include <stdexcept>

#include "core/data_dir.h"
#include "core/errors.h"
#include "core/i18n.h"
#include "core/toml_document.h"

namespace qbank {
namespace fs = std::filesystem;
using json = nlohmann::json;

Schemas Schemas::load(const fs::path& dir) {
  Schemas s;
  std::vector<Diagnostic> problems;
  if (!fs::is_directory(dir)) {
    throw ConfigError(dir.string(), RuleId::schema_missing_data, {},
                      format_message(tr("de schemamap bestaat niet: {} ({})"), {dir.string(), data_dir_hint()}));
  }
  // A bank may override single schemas: a file missing from its schema_dir comes from the
  // built-in folder.
  const fs::path builtin = builtin_schema_dir();
  auto one = [&](const char* name) -> std::shared_ptr<const SchemaValidator> {
    try {
      fs::path file = dir / name;
      if (!fs::exists(file) && !builtin.empty() && fs::exists(builtin / name)) file = builtin / name;
      return SchemaValidator::load(file);
    } catch (const ConfigError& e) {
      problems.insert(problems.end(), e.diagnostics().begin(), e.diagnostics().end());
      return nullptr;
    }
  };
  s.question = one("question.schema.json");
  s.topic = one("topic.schema.json");
  s.config = one("config.schema.json");
  s.rule = one("rule.schema.json");
  if (!problems.empty()) throw ConfigError(std::move(problems));
  return s;
}

// --- Settings ---------------------------------------------------------------------------------

struct Settings::Impl {
  json values = json::object();
  std::shared_ptr<const SchemaValidator> schema;
  std::vector<std::pair<std::string, Span>> spans;

  std::vector<std::string> split(std::string_view path) const {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (true) {
      const auto dot = path.find('.', start);
      out.emplace_back(path.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start));
      if (dot == std::string_view::npos) break;
      start = dot + 1;
    }
    return out;
  }

  json get(std::string_view path) const {
    const json* v = &values;
    bool found = true;
    for (const auto& seg : split(path)) {
      if (!v->is_object() || !v->contains(seg)) {
        found = false;
        break;
      }
      v = &(*v)[seg];
    }
    if (found) return *v;
    if (schema) {
      if (auto d = schema->default_json(split(path))) return json::parse(*d);
    }
    throw std::logic_error("setting '" + std::string(path) + "' has no default in config.schema.json");
  }
};

Settings::Settings() : impl_(std::make_unique<Impl>()) {}
Settings::~Settings() = default;
Settings::Settings(const Settings& o) : impl_(std::make_unique<Impl>(*o.impl_)) {}
Settings& Settings::operator=(const Settings& o) {
  impl_ = std::make_unique<Impl>(*o.impl_);
  return *this;
}
Settings::Settings(Settings&&) noexcept = default;
Settings& Settings::operator=(Settings&&) noexcept = default;

void Settings::assign(std::string_view json_text, std::shared_ptr<const SchemaValidator> schema,
                      std::vector<std::pair<std::string, Span>> spans) {
  impl_->values = json::parse(json_text);
  impl_->schema = std::move(schema);
  impl_->spans = std::move(spans);
}

double Settings::number(std::string_view path) const { return impl_->get(path).get<double>(); }
std::int64_t Settings::integer(std::string_view path) const { return impl_->get(path).get<std::int64_t>(); }
bool Settings::flag(std::string_view path) const { return impl_->get(path).get<bool>(); }
std::string Settings::text(std::string_view path) const { return impl_->get(path).get<std::string>(); }
std::vector<std::string> Settings::list(std::string_view path) const {
  return impl_->get(path).get<std::vector<std::string>>();
}
std::map<std::string, std::string> Settings::text_map(std::string_view path) const {
  return impl_->get(path).get<std::map<std::string, std::string>>();
}
Span Settings::span(std::string_view path) const {
  for (const auto& [p, s] : impl_->spans) {
    if (p == path) return s;
  }
  return {};
}
bool Settings::is_set(std::string_view path) const {
  for (const auto& [p, s] : impl_->spans) {
    if (p == path) return true;
  }
  return false;
}

// --- Loading ----------------------------------------------------------------------------------

std::optional<fs::path> find_config(const FileSystem& fsys, const fs::path& start) {
  std::error_code ec;
  fs::path dir = fs::absolute(start, ec);
  if (ec) return std::nullopt;
  if (fsys.kind(dir) != FileKind::Directory) dir = dir.parent_path();
  while (true) {
    const fs::path candidate = dir / "qbank.toml";
    if (fsys.kind(candidate) == FileKind::Regular) return candidate;
    if (!dir.has_parent_path() || dir.parent_path() == dir) return std::nullopt;
    dir = dir.parent_path();
  }
}

std::optional<fs::path> find_config(const fs::path& start) { return find_config(RealFileSystem(), start); }

std::string data_dir_hint() {
  const DataDir d = data_dir();
  if (d.path.empty()) {
    return tr(
        "qbank vindt zijn eigen gegevens (schema's en ingebouwde regels) niet naast het programma; "
        "installeer qbank opnieuw of zet QBANK_DATA_DIR op de map met schema/ en rules/");
  }
  return format_message(tr("qbank leest zijn eigen gegevens uit {}, gevonden via {}"), {d.path.string(), d.origin});
}

std::vector<fs::path> Config::rules_dirs() const {
  std::vector<fs::path> out;
  std::error_code ec;
  if (!rules_dir.empty()) out.push_back(rules_dir);
  if (!builtin_rules_dir.empty() && (rules_dir.empty() || !fs::equivalent(rules_dir, builtin_rules_dir, ec))) {
    out.push_back(builtin_rules_dir);
  }
  return out;
}

fs::path Config::rules_file(const fs::path& relative) const {
  const auto dirs = rules_dirs();
  std::error_code ec;
  for (const auto& d : dirs) {
    if (fs::exists(d / relative, ec)) return d / relative;
  }
  return dirs.empty() ? relative : dirs.back() / relative;
}

std::vector<fs::path> Config::rules_files(const fs::path& folder, const std::string& extension) const {
  std::map<std::string, fs::path> by_name;
  std::error_code ec;
  const auto dirs = rules_dirs();
  for (auto d = dirs.rbegin(); d != dirs.rend(); ++d) {  // the built-ins first, the bank's over them
    if (!fs::is_directory(*d / folder, ec)) continue;
    for (const auto& entry : fs::directory_iterator(*d / folder, ec)) {
      if (entry.path().extension() == extension && entry.is_regular_file(ec)) {
        by_name[entry.path().filename().string()] = entry.path();
      }
    }
  }
  std::vector<fs::path> out;
  for (auto& [name, path] : by_name) out.push_back(std::move(path));
  return out;
}

namespace {

void collect_spans(const toml::table& t, const std::string& prefix, std::vector<std::pair<std::string, Span>>& out) {
  for (const auto& [k, v] : t) {
    const std::string path = prefix.empty() ? std::string(k.str()) : prefix + "." + std::string(k.str());
    out.emplace_back(path, to_span(v.source()));
    if (const auto* sub = v.as_table()) collect_spans(*sub, path, out);
  }
}

}  // namespace

Config load_config(const FileSystem& fsys, const fs::path& root, const fs::path& config_file,
                   const std::string& display_path) {
  Config c;
  c.root = root;
  c.file = config_file;
  toml::table table;
  if (!config_file.empty()) {
    ReadResult r = fsys.read(config_file, 1 << 20);
    if (!r.ok) {
      throw ConfigError(display_path, RuleId::syntax_unreadable, {},
                        format_message(tr("kan qbank.toml niet lezen: {}"), {r.error}));
    }
    auto src = std::make_shared<SourceFile>(display_path, std::move(r.content));
    std::vector<Diagnostic> problems;
    auto parsed = parse_toml(*src, problems, /*allow_empty=*/true);
    if (!parsed) throw ConfigError(std::move(problems));
    table = std::move(*parsed);
    c.source = src;
  }
  const fs::path base = config_file.empty() ? root : config_file.parent_path();
  // rules_dir and schema_dir: a folder named in qbank.toml must exist; it is reported at its key.
  auto dir_setting = [&](const char* key, const char* what) -> fs::path {
    const auto* v = table.get_as<std::string>(key);
    if (!v) return {};
    const fs::path dir = (base / v->get()).lexically_normal();
    if (fsys.kind(dir) != FileKind::Directory) {
      throw ConfigError(display_path, RuleId::schema_missing_folder, to_span(v->source()),
                        format_message(tr("de map `{}` van `{}` bestaat niet ({}); {}"),
                                       {v->get(), key, qbank::display_path(dir), tr(what)}));
    }
    return dir;
  };
  c.builtin_rules_dir = builtin_rules_dir();
  c.rules_dir = dir_setting("rules_dir",
                            N_("maak de map met de eigen regels en woordenlijsten van de bank aan, of haal de sleutel "
                               "weg om alleen de ingebouwde te gebruiken"));
  if (c.rules_dir.empty()) {
    // A bank's own rules live in rules/ beside qbank.toml (a folder with a topic.toml is a topic).
    const fs::path own = base / "rules";
    if (fsys.kind(own) == FileKind::Directory && fsys.kind(own / "topic.toml") == FileKind::Missing) c.rules_dir = own;
  }
  if (std::error_code ec;
      !c.rules_dir.empty() && !c.builtin_rules_dir.empty() && fs::equivalent(c.rules_dir, c.builtin_rules_dir, ec)) {
    c.rules_dir.clear();  // qbank's own rules/ (a bank in its source tree): the built-ins, not the bank's
    c.rules_dir_is_builtin = true;
  }
  c.schema_dir = dir_setting("schema_dir", N_("haal de sleutel weg om de ingebouwde schema's te gebruiken"));
  if (c.schema_dir.empty()) c.schema_dir = builtin_schema_dir();
  if (c.schema_dir.empty()) throw ConfigError(display_path, RuleId::schema_missing_data, {}, data_dir_hint());
  c.schemas = Schemas::load(c.schema_dir);

  if (c.source) {
    std::vector<Diagnostic> problems;
    c.schemas.config->validate(table, *c.source, problems);
    if (!problems.empty()) throw ConfigError(std::move(problems));
  }
  if (const auto* v = table.get_as<std::string>("language")) c.language = v->get();
  if (const auto* arr = table.get_as<toml::array>("ignore")) {
    for (const auto& el : *arr) {
      if (const auto* s = el.as_string()) c.ignore.push_back(s->get());
    }
  }
  if (const auto* rules = table.get_as<toml::table>("rules")) {
    for (const auto& [k, v] : in_source_order(*rules)) {
      SeverityOverride o;
      o.rule = std::string(k->str());
      o.span = to_span(k->source());
      if (const auto* s = v->as_string()) o.severity = parse_severity(s->get());
      c.overrides.push_back(std::move(o));
    }
  }
  std::vector<std::pair<std::string, Span>> spans;
  collect_spans(table, "", spans);
  c.settings.assign(toml_to_json_text(table), c.schemas.config, std::move(spans));
  return c;
}

}  // namespace qbank
