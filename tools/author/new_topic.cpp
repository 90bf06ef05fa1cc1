#include "author/new_topic.h"

#include "author/new_question.h"
#include "bank/open_bank.h"
#include "core/i18n.h"
#include "core/model.h"
#include "core/schema_directive.h"
#include "core/utf8.h"
#include "format/formatter.h"

namespace qbank {
namespace fs = std::filesystem;

std::string title_from_id(const std::string& id) {
  std::string t = id;
  for (char& c : t) {
    if (c == '-') c = ' ';
  }
  if (!t.empty() && t[0] >= 'a' && t[0] <= 'z') t[0] = static_cast<char>(t[0] - 'a' + 'A');
  return t;
}

NewTopic create_topic(FileSystem& fsys, const NewTopicOptions& options) {
  if (!is_valid_id(options.id)) {
    throw NewQuestionError(format_message(tr("ongeldig onderwerp-id `{}`: gebruik kleine letters en cijfers met enkele "
                                             "koppeltekens, zoals netwerk-lagen"),
                                          {options.id}));
  }
  const OpenBank opened = open_bank(fsys, options.bank);
  const BankLocation& loc = opened.location;
  const Config& config = opened.config;
  const fs::path dir = loc.root / options.id;
  const fs::path file = dir / "topic.toml";
  if (fsys.kind(file) != FileKind::Missing)
    throw NewQuestionError(format_message(tr("onderwerp `{}` bestaat al: {}"), {options.id, display_path(file)}));
  if (!config.rules_dir.empty() && dir.lexically_normal() == config.rules_dir.lexically_normal()) {
    throw NewQuestionError(
        format_message(tr("`{}` is de map met de eigen regels van de bank; kies een ander id"), {options.id}));
  }

  std::string text;
  const std::string directive = schema_directive_for(dir, config.schema_dir / "topic.schema.json");
  if (!directive.empty()) text += directive + "\n";
  text += "title = " + toml_basic_string(options.title.empty() ? title_from_id(options.id) : options.title) + "\n";
  if (options.description.empty()) {
    text += "# description = \"een korte beschrijving voor de onderwerppagina\"\n";
  } else {
    text += "description = " + toml_basic_string(options.description) + "\n";
  }
  NewTopic t;
  t.file = file;
  FormatResult canonical = format_toml(display_path(file), text, TomlFileKind::Topic);
  t.text = canonical.ok ? canonical.text : text;
  std::string error;
  if (!fsys.make_directories(dir, &error) || !fsys.write_atomic(file, t.text, &error)) {
    throw NewQuestionError(format_message(tr("kan {} niet schrijven: {}"), {display_path(file), error}));
  }
  return t;
}

}  // namespace qbank
