#include "author/new_question.h"

#include <algorithm>
#include <set>

#include "bank/open_bank.h"
#include "core/hash.h"
#include "core/i18n.h"
#include "core/model.h"
#include "core/placeholder.h"
#include "core/schema_directive.h"
#include "core/strings.h"
#include "core/text/analyzer.h"
#include "core/utf8.h"
#include "format/formatter.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMaxSlugWords = 6;
constexpr std::size_t kMaxSlugLength = 50;

// Every question id in the bank, by file name (ids are unique across topics).
std::set<std::string> existing_ids(const FileSystem& fsys, const fs::path& root, std::vector<std::string>& topics) {
  std::set<std::string> ids;
  std::string error;
  for (const auto& t : fsys.list(root, &error)) {
    if (t.name.empty() || t.name[0] == '.' || t.kind != FileKind::Directory) continue;
    // A topic is a folder with a topic.toml (not the bank's rules/, not docs/).
    if (fsys.kind(root / t.name / "topic.toml") == FileKind::Regular) topics.push_back(t.name);
    for (const auto& f : fsys.list(root / t.name, &error)) {
      if (f.name.size() > 5 && f.name.ends_with(".toml") && f.name != "topic.toml") {
        ids.insert(f.name.substr(0, f.name.size() - 5));
      }
    }
  }
  return ids;
}

}  // namespace

std::string slug_from_stem(std::string_view stem, const std::function<bool(std::string_view)>& is_stop_word) {
  const std::string folded = utf8::fold(stem);
  std::vector<std::string> words;
  std::string word;
  auto flush = [&] {
    if (!word.empty() && !(is_stop_word && is_stop_word(word))) words.push_back(word);
    word.clear();
  };
  for (char c : folded) {
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      word += c;
    } else {
      flush();  // hyphens split too: "KV-cache" -> "kv", "cache"
    }
  }
  flush();
  std::string slug;
  std::size_t used = 0;
  for (const auto& w : words) {
    if (used == kMaxSlugWords) break;
    const std::size_t extra = (slug.empty() ? 0 : 1) + w.size();
    if (!slug.empty() && slug.size() + extra > kMaxSlugLength) break;
    if (!slug.empty()) slug += '-';
    slug += w.substr(0, kMaxSlugLength);
    ++used;
  }
  return slug.empty() ? "vraag" : slug;
}

std::string new_question_text(const std::string& schema_directive, const std::string& stem, std::size_t options,
                              std::size_t key_position) {
  std::string t = schema_directive.empty() ? std::string() : schema_directive + "\n";
  t += "stem = " + toml_basic_string(stem) + "\n";
  t += "explanation = " +
       toml_multiline_string(std::string(kPlaceholderMarker) +
                             ": leg uit waarom de sleutel juist is en waarom elke afleider niet klopt.") +
       "\n";
  t += "related = []  # VUL IN: ids van verwante vragen, zoals \"kv-cache-rol\"\n";
  t += "status = \"draft\"  # zet op \"published\" wanneer de vraag klaar is\n";
  std::size_t distractor = 0;
  for (std::size_t i = 0; i < options; ++i) {
    t += "\n";
    if (i == 0) t += "# Vervang elke tekst die met VUL IN begint. correct = true staat bij de sleutel.\n";
    t += "[[options]]\n";
    if (i == key_position) {
      t += "text = \"" + std::string(kPlaceholderMarker) + ": de sleutel (het juiste antwoord)\"\ncorrect = true\n";
    } else {
      ++distractor;
      t += "text = \"" + std::string(kPlaceholderMarker) + ": afleider " + std::to_string(distractor) +
           " (aannemelijk maar onjuist)\"\n";
    }
  }
  return t;
}

NewQuestion create_question(FileSystem& fsys, const NewQuestionOptions& options) {
  if (options.topic.empty()) throw NewQuestionError(tr("geef het onderwerp met --topic"));
  if (trim(options.stem).empty())
    throw NewQuestionError(tr("geef de stam van de vraag, bijvoorbeeld: qbank new --topic t \"Wat ...?\""));
  const OpenBank opened = open_bank(fsys, options.bank);
  const BankLocation& loc = opened.location;
  const Config& config = opened.config;

  std::vector<std::string> topics;
  const std::set<std::string> ids = existing_ids(fsys, loc.root, topics);
  if (std::find(topics.begin(), topics.end(), options.topic) == topics.end()) {
    const std::string bank = loc.display_root == "." ? std::string(tr("de bank in de huidige map"))
                                                     : format_message(tr("de bank {}"), {loc.display_root});
    std::string msg;
    if (auto guess = closest_match(options.topic, topics)) {
      msg = format_message(tr("onderwerp `{}` bestaat niet in {}; bedoel je `{}`?"), {options.topic, bank, *guess});
    } else if (!topics.empty()) {
      msg = format_message(tr("onderwerp `{}` bestaat niet in {} (onderwerpen: {})."),
                           {options.topic, bank, join(topics, ", ")});
    } else {
      msg = format_message(tr("onderwerp `{}` bestaat niet in {}."), {options.topic, bank});
    }
    msg += " " + format_message(tr("Een nieuw onderwerp is een map met een topic.toml: maak het met qbank new-topic {} "
                                   "\"Titel\", of geef --create-topic."),
                                {options.topic});
    throw NewQuestionError(msg);
  }

  std::string id = options.id;
  if (!id.empty()) {
    if (!is_valid_id(id)) {
      throw NewQuestionError(
          format_message(tr("ongeldig id `{}`: gebruik kleine letters en cijfers met enkele koppeltekens"), {id}));
    }
    if (ids.count(id))
      throw NewQuestionError(format_message(tr("id `{}` bestaat al in de bank; kies een ander"), {id}));
  } else {
    std::shared_ptr<const TextAnalyzer> analyzer;
    try {
      analyzer = TextAnalyzer::load(config.rules_dirs(), config.language);
    } catch (const std::exception&) {
      // Without the stop-word list the slug keeps every word.
    }
    const std::string base =
        slug_from_stem(options.stem, [&](std::string_view w) { return analyzer && analyzer->is_stop_word(w); });
    id = base;
    for (int n = 2; ids.count(id); ++n) id = base + "-" + std::to_string(n);
  }

  const fs::path dir = loc.root / options.topic;
  const fs::path file = dir / (id + ".toml");
  if (fsys.kind(file) != FileKind::Missing)
    throw NewQuestionError(format_message(tr("{} bestaat al"), {display_path(file)}));

  const std::string directive = schema_directive_for(dir, config.schema_dir / "question.schema.json");

  std::size_t count = 3;
  try {
    count = static_cast<std::size_t>(std::clamp<std::int64_t>(config.settings.integer("answer.min_options"), 2, 26));
  } catch (const std::exception&) {
  }
  // The key's place follows from the id, so new questions do not all start with key A.
  const std::size_t key = std::stoul(sha256_hex(id).substr(0, 8), nullptr, 16) % count;

  NewQuestion q;
  q.id = id;
  q.file = file;
  const std::string draft = new_question_text(directive, options.stem, count, key);
  FormatResult canonical = format_toml(display_path(file), draft, TomlFileKind::Question);
  q.text = canonical.ok ? canonical.text : draft;
  std::string error;
  if (!fsys.write_atomic(file, q.text, &error))
    throw NewQuestionError(format_message(tr("kan {} niet schrijven: {}"), {display_path(file), error}));
  return q;
}

}  // namespace qbank
