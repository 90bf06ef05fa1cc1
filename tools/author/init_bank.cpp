#include "author/init_bank.h"

#include <nlohmann/json.hpp>

#include "author/new_question.h"
#include "author/new_topic.h"
#include "author/templates/github_workflow_yml.h"  // generated from templates/github-workflow.yml
#include "author/templates/gitignore_txt.h"        // generated from templates/gitignore
#include "author/templates/pre_commit_yaml.h"      // generated from templates/pre-commit-config.yaml
#include "core/config.h"
#include "core/data_dir.h"
#include "core/i18n.h"
#include "core/model.h"
#include "format/formatter.h"

namespace qbank {
namespace fs = std::filesystem;
using json = nlohmann::ordered_json;

namespace {

// A JSON value as TOML (the config schema's defaults: strings, numbers, booleans, arrays).
std::string toml_value(const json& v) {
  if (v.is_string()) return toml_basic_string(v.get<std::string>());
  if (v.is_array()) {
    std::string out = "[";
    for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + toml_value(v[i]);
    return out + "]";
  }
  return v.dump();
}

// `text` as comment lines of at most about 100 characters.
std::string comment(const std::string& text) {
  std::string out, line;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t space = text.find(' ', start);
    const std::string word = text.substr(start, space == std::string::npos ? std::string::npos : space - start);
    if (!line.empty() && line.size() + 1 + word.size() > 98) {
      out += "# " + line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
    if (space == std::string::npos) break;
    start = space + 1;
  }
  if (!line.empty()) out += "# " + line + "\n";
  return out;
}

void setting(const std::string& key, const json& property, std::string& out) {
  out += "\n" + comment(property.value("description", std::string()));
  if (property.contains("default")) {
    out += "# " + key + " = " + toml_value(property["default"]) + "\n";
  } else if (property.contains("examples") && !property["examples"].empty()) {
    out += "# " + key + " = " + toml_value(property["examples"][0]) +
           "  # een voorbeeld: zonder deze sleutel geldt de beschrijving\n";
  }
}

// The nearest folder at or above `dir` with a .git entry; empty when there is none.
fs::path repository_of(const fs::path& dir) {
  std::error_code ec;
  for (fs::path p = dir; !p.empty(); p = p.parent_path()) {
    if (fs::exists(p / ".git", ec)) return p;
    if (p == p.parent_path()) break;
  }
  return {};
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

}  // namespace

std::string commented_config(const std::string& config_schema_json) {
  const json schema = json::parse(config_schema_json);
  std::string out =
      "# Instellingen van deze vragenbank voor qbank, geschreven door `qbank init`. Elke sleutel is\n"
      "# optioneel: hieronder staat elke instelling met haar standaardwaarde, uitgezet met #. Haal de #\n"
      "# weg om er een te wijzigen. De eigen regels en woordenlijsten van de bank horen in rules/ naast\n"
      "# dit bestand; `qbank rules` toont alle regels en waar ze vandaan komen, `qbank explain REGEL`\n"
      "# legt er een uit.\n";
  std::string sections;
  for (const auto& [key, property] : schema.at("properties").items()) {
    if (property.value("type", std::string()) != "object") {
      setting(key, property, out);
    } else if (property.contains("properties")) {
      sections += "\n# [" + key + "]\n";
      if (property.contains("description")) sections += comment(property["description"].get<std::string>());
      for (const auto& [sub, sub_property] : property["properties"].items()) setting(sub, sub_property, sections);
    } else {
      // A table of free keys ([rules]): its examples.
      sections += "\n" + comment(property.value("description", std::string())) + "# [" + key + "]\n";
      if (property.contains("examples") && !property["examples"].empty()) {
        for (const auto& [k, v] : property["examples"][0].items()) {
          sections += "# " + toml_basic_string(k) + " = " + toml_value(v) + "\n";
        }
      }
    }
  }
  return out + sections;
}

InitPlan plan_init(const FileSystem& fsys, const InitOptions& options) {
  if (!is_valid_id(options.topic)) {
    throw NewQuestionError(format_message(tr("ongeldig onderwerp-id `{}`: gebruik kleine letters en cijfers met enkele "
                                             "koppeltekens, zoals netwerk-lagen"),
                                          {options.topic}));
  }
  std::error_code ec;
  const fs::path dir = fs::weakly_canonical(fs::absolute(options.dir, ec), ec);
  if (fsys.kind(dir) != FileKind::Missing && fsys.kind(dir) != FileKind::Directory) {
    throw NewQuestionError(format_message(tr("{} is geen map"), {display_path(dir)}));
  }
  if (auto outer = find_config(dir.parent_path()); outer && dir.has_parent_path() && dir != dir.parent_path()) {
    throw NewQuestionError(format_message(tr("de map ligt al in de vragenbank van {}; een vragenbank in een andere "
                                             "wordt niet gelezen. Kies een map buiten die bank"),
                                          {display_path(*outer)}));
  }

  InitPlan plan;
  plan.repository = repository_of(dir);
  if (plan.repository.empty()) plan.repository = dir;
  const fs::path rel = dir.lexically_relative(plan.repository);
  plan.bank = rel.empty() || rel == "." ? "." : rel.generic_string();

  const DataDir data = data_dir();
  const std::string schema_text = [&] {
    ReadResult r = fsys.read(data.path / "schema" / "config.schema.json", 1 << 20);
    if (!r.ok) throw NewQuestionError(format_message(tr("kan config.schema.json niet lezen: {}"), {data_dir_hint()}));
    return r.content;
  }();

  plan.files.push_back({dir / "qbank.toml", commented_config(schema_text), false});
  std::string topic =
      "title = " + toml_basic_string(options.title.empty() ? title_from_id(options.topic) : options.title) +
      "\n# description = \"een korte beschrijving voor de onderwerppagina\"\n";
  const FormatResult canonical = format_toml("topic.toml", topic, TomlFileKind::Topic);
  plan.files.push_back({dir / options.topic / "topic.toml", canonical.ok ? canonical.text : topic, false});

  // .gitignore: added to an existing one (unless it already ignores the cache).
  const fs::path ignore = dir / ".gitignore";
  ReadResult existing = fsys.read(ignore, 1 << 20);
  if (!existing.ok) {
    plan.files.push_back({ignore, std::string(kGitignoreTemplate), false});
  } else if (existing.content.find(".qbank-cache") == std::string::npos) {
    std::string text = existing.content;
    if (!text.empty() && text.back() != '\n') text += "\n";
    plan.files.push_back({ignore, text + "\n" + std::string(kGitignoreTemplate), true});
  }
  if (options.hooks) {
    plan.files.push_back({plan.repository / ".pre-commit-config.yaml", std::string(kPreCommitTemplate), false});
  }
  if (options.ci) {
    plan.files.push_back({plan.repository / ".github" / "workflows" / "qbank.yml",
                          replace_all(std::string(kWorkflowTemplate), "@BANK@", plan.bank), false});
  }
  for (const auto& f : plan.files) {
    if (!f.append && fsys.kind(f.path) != FileKind::Missing) {
      std::string msg = format_message(tr("{} bestaat al; qbank init overschrijft niets"), {display_path(f.path)});
      if (f.path.filename() == ".pre-commit-config.yaml")
        msg += " " + std::string(tr("(laat de hooks weg met --no-hooks)"));
      if (f.path.filename() == "qbank.yml") msg += " " + std::string(tr("(laat de workflow weg met --no-ci)"));
      throw NewQuestionError(msg);
    }
  }
  return plan;
}

void write_init(FileSystem& fsys, const InitPlan& plan) {
  for (const auto& f : plan.files) {
    std::string error;
    if (!fsys.make_directories(f.path.parent_path(), &error) || !fsys.write_atomic(f.path, f.text, &error)) {
      throw NewQuestionError(format_message(tr("kan {} niet schrijven: {}"), {display_path(f.path), error}));
    }
  }
}

}  // namespace qbank
