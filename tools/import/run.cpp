#include "import/run.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <set>
#include <stdexcept>

#include "core/config.h"
#include "core/fs.h"
#include "core/i18n.h"
#include "core/model_builder.h"
#include "core/parallel.h"
#include "core/schema_directive.h"
#include "core/text/analyzer.h"
#include "core/toml_document.h"
#include "import/ids.h"
#include "import/related.h"
#include "import/toml_writer.h"
#include "lint/bank_loader.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {

fs::path absolute_normal(const fs::path& p) {
  std::error_code ec;
  fs::path a = fs::absolute(p, ec);
  if (ec) a = p;
  a = a.lexically_normal();
  if (!a.has_filename() && a.has_parent_path() && a != a.root_path()) a = a.parent_path();
  return a;
}

// Reads a file a source names, relative to the source's folder, refusing paths that leave it.
std::function<std::optional<std::string>(const std::string&)> sibling_reader(const fs::path& file, std::uintmax_t max) {
  const fs::path dir = absolute_normal(file).parent_path();
  return [dir, max](const std::string& relative) -> std::optional<std::string> {
    const fs::path p = (dir / relative).lexically_normal();
    const auto rel = p.lexically_relative(dir);
    if (rel.empty() || *rel.begin() == "..") return std::nullopt;
    RealFileSystem rfs;
    ReadResult r = rfs.read(p, max);
    if (!r.ok) return std::nullopt;
    return std::move(r.content);
  };
}

// Parses the written text back and compares it with what was meant: a question file the loader
// would read differently is a bug here, never something to write.
void self_check(const std::string& text, const ImportedQuestion& q, const std::string& id, const std::string& topic) {
  auto source = std::make_shared<SourceFile>(id + ".toml", text);
  std::vector<Diagnostic> diags;
  auto table = parse_toml(*source, diags);
  if (!table)
    throw std::logic_error("import wrote TOML that does not parse: " + (diags.empty() ? "" : diags[0].message));
  const Question back = build_question(source, *table, id, topic);
  bool same = back.stem.value == q.stem && back.options.size() == q.options.size() &&
              back.explanation.present == q.explanation.has_value() &&
              (!q.explanation || back.explanation.value == *q.explanation) && back.tags == q.tags &&
              back.related.size() == q.related.size();
  for (std::size_t i = 0; same && i < q.options.size(); ++i) {
    same = back.options[i].text.value == q.options[i].text && back.options[i].correct == q.options[i].correct &&
           back.options[i].feedback().value == q.options[i].feedback;
  }
  for (std::size_t i = 0; same && i < q.related.size(); ++i) same = back.related[i].id == q.related[i];
  if (!same) throw std::logic_error("import wrote a question file that reads back differently: " + id);
}

}  // namespace

bool run_import(const ImportOptions& opt, ImportReport& rep, std::string* error) {
  auto fail = [&](const std::string& message) {
    if (error) *error = message;
    return false;
  };
  const Importer* importer = find_importer(opt.from);
  if (!importer) return fail(format_message(tr("onbekende bron '{}'"), {opt.from}));
  const bool by_category = opt.topic.empty() && (opt.from == "moodle" || opt.from == "gift");
  if (opt.from != "json" && opt.topic.empty() && !by_category) {
    return fail(format_message(tr("--topic is nodig bij --from {}: het onderwerp (de map in de bank) waarin de vragen "
                                  "komen"),
                               {opt.from}));
  }
  if (!opt.topic.empty() && !is_valid_id(opt.topic)) {
    return fail(format_message(tr("--topic '{}' is geen geldig id: kleine letters en cijfers, gescheiden door enkele "
                                  "koppeltekens, zoals ai-hardware"),
                               {opt.topic}));
  }
  if (opt.files.empty()) return fail(tr("geef ten minste één bronbestand"));

  // Read every source first: a missing file stops the run before anything is written.
  RealFileSystem rfs;
  std::vector<ImportInput> inputs;
  for (const auto& file : opt.files) {
    ReadResult r = rfs.read(file, opt.max_file_bytes);
    if (!r.ok) return fail(format_message(tr("kan {} niet lezen: {}"), {file.string(), r.error}));
    ImportInput in;
    in.display = display_path(file);
    in.content = std::move(r.content);
    in.sibling = sibling_reader(file, opt.max_file_bytes);
    inputs.push_back(std::move(in));
  }

  // The bank: --out itself, created when missing, and not a folder inside another bank.
  std::error_code ec;
  const auto st = fs::status(opt.out, ec);
  if (fs::exists(st) && !fs::is_directory(st))
    return fail(format_message(tr("{} bestaat al en is geen map"), {opt.out.string()}));
  if (!fs::exists(st)) {
    fs::create_directories(opt.out, ec);
    if (ec) return fail(format_message(tr("kan map {} niet maken: {}"), {opt.out.string(), ec.message()}));
  }
  const fs::path root = absolute_normal(opt.out);
  if (auto cfg = find_config(root); cfg && cfg->parent_path() != root) {
    return fail(display_folder(cfg->parent_path()) == tr("de huidige map")
                    ? format_message(tr("{} ligt in de bank in de huidige map; geef met --out de map van de bank zelf"),
                                     {opt.out.string()})
                    : format_message(tr("{} ligt in de bank {}; geef met --out de map van de bank zelf"),
                                     {opt.out.string(), display_path(cfg->parent_path())}));
  }
  OpenBank opened = open_bank(rfs, root);
  const BankLocation& loc = opened.location;
  if (loc.root != root) {
    return fail(format_message(tr("{} is een onderwerpmap (er staat een topic.toml in); geef met --out de map van de "
                                  "bank"),
                               {opt.out.string()}));
  }
  Config& config = opened.config;
  LoadedBank existing = load_bank(rfs, loc, config, default_jobs());
  auto analyzer = TextAnalyzer::load(config.rules_dirs(), config.language);

  ImportResult& result = rep.result;
  for (auto& in : inputs) {
    in.schema_dir = config.schema_dir;
    in.markdown = config.settings.text("markup") == "markdown";
    importer->read(in, result);
  }
  std::size_t skipped = result.skipped;

  // Topics.
  for (auto& q : result.questions) {
    if (!opt.topic.empty()) q.topic = opt.topic;
  }
  // Without --topic, Moodle's and GIFT's categories become topics, a subcategory's `parent` the
  // topic of its category. A topic id is the slug of the category's title (its idnumber when it
  // has a valid one); the same title under another parent gets the parent's id in front.
  std::map<std::string, ImportedTopic> category_topics;  // id -> topic
  if (by_category) {
    std::map<std::vector<std::string>, std::string> id_of;
    std::set<std::string> ids_taken;
    std::function<std::string(const std::vector<std::string>&)> id_for = [&](const std::vector<std::string>& path) {
      if (auto it = id_of.find(path); it != id_of.end()) return it->second;
      const std::vector<std::string> parent_path(path.begin(), path.end() - 1);
      const std::string parent = parent_path.empty() ? std::string() : id_for(parent_path);
      ImportedTopic t;
      for (const auto& source : result.topics) {
        if (source.path == path) t = source;
      }
      std::string id = is_valid_id(t.id) ? t.id : slug_from_title(path.back());
      if (id.empty() || !is_valid_id(id)) id = "onderwerp";
      if (ids_taken.count(id) && !parent.empty()) id = parent + "-" + id;
      const std::string base = id;
      for (int n = 2; ids_taken.count(id); ++n) id = base + "-" + std::to_string(n);
      ids_taken.insert(id);
      t.id = id;
      t.title = path.back();
      t.parent = parent;
      category_topics[id] = t;
      id_of[path] = id;
      return id;
    };
    std::size_t without = 0;
    for (auto& q : result.questions) {
      if (q.category_path.empty()) {
        ++without;
        continue;
      }
      q.topic = id_for(q.category_path);
    }
    if (without) {
      return fail(format_count(trn("{} vraag staat in geen categorie ($CATEGORY of <category>); geef met --topic het "
                                   "onderwerp waarin de vragen komen",
                                   "{} vragen staan in geen categorie ($CATEGORY of <category>); geef met --topic het "
                                   "onderwerp waarin de vragen komen",
                                   without),
                               without));
    }
  }
  std::map<std::string, ImportedTopic> topics;  // topic id -> what a new topic.toml holds
  auto topic_for = [&](const std::string& id) -> ImportedTopic {
    if (auto it = category_topics.find(id); it != category_topics.end()) return it->second;
    for (const auto& t : result.topics) {
      if (t.id == id) return t;
    }
    for (const auto& q : result.questions) {
      if (q.topic != id || q.category.empty()) continue;
      for (const auto& t : result.topics) {
        if (t.title == q.category) {
          ImportedTopic copy = t;
          copy.id = id;
          return copy;
        }
      }
      ImportedTopic t;
      t.id = id;
      t.title = q.category;
      return t;
    }
    ImportedTopic t;
    t.id = id;
    t.title = title_from_id(id);
    return t;
  };
  std::set<std::string> wanted;
  for (const auto& q : result.questions) wanted.insert(q.topic);
  for (const auto& [id, t] : category_topics) wanted.insert(id);  // parents without questions too
  if (opt.topic.empty() && !by_category) {
    for (const auto& t : result.topics) {
      if (!t.id.empty()) wanted.insert(t.id);
    }
  }
  for (const auto& id : wanted) {
    if (!fs::is_regular_file(root / id / "topic.toml", ec)) topics[id] = topic_for(id);
  }

  // Ids: from the title, else the stem; unique in this import; never an id the bank has unless
  // it is the same file and --force is given.
  std::map<std::string, const Question*> bank_ids;
  for (const auto& q : existing.bank.questions) bank_ids.emplace(q.id, &q);
  std::set<std::string> used;
  std::map<std::string, std::string> source_id;  // a json question's own id -> its id here
  struct Planned {
    ImportedQuestion* q;
    std::string id;
    fs::path path;
    bool replace = false;
  };
  std::vector<Planned> planned;
  for (auto& q : result.questions) {
    std::string base = slug_from_title(q.title);
    if (base.empty() || !is_valid_id(base)) base = slug_from_stem(q.stem, *analyzer);
    if (base.empty() || !is_valid_id(base)) base = "vraag";
    std::string id = base;
    for (int n = 2; used.count(id); ++n) id = base + "-" + std::to_string(n);
    used.insert(id);
    if (!q.title.empty()) source_id.emplace(q.title, id);
    const fs::path path = root / q.topic / (id + ".toml");
    Planned p{&q, id, path, false};
    auto in_bank = bank_ids.find(id);
    if (in_bank != bank_ids.end() && in_bank->second->topic != q.topic) {
      report(result, "import/exists", q.file, q.where,
             format_message(tr("het id '{}' bestaat al in onderwerp {} ({}); ids zijn uniek in de hele bank, dus deze "
                               "vraag is niet geschreven"),
                            {id, in_bank->second->topic, in_bank->second->path()}));
      ++skipped;
      continue;
    }
    if (in_bank != bank_ids.end() || fs::exists(fs::symlink_status(path, ec))) {
      if (!opt.force) {
        report(result, "import/exists", q.file, q.where,
               format_message(tr("{} bestaat al en is niet overschreven; gebruik --force om het te vervangen"),
                              {display_path(path)}));
        ++skipped;
        continue;
      }
      if (!fs::is_regular_file(fs::symlink_status(path, ec))) {
        report(result, "import/exists", q.file, q.where,
               format_message(tr("{} bestaat al en is geen gewoon bestand"), {display_path(path)}));
        ++skipped;
        continue;
      }
      p.replace = true;
    }
    planned.push_back(p);
  }

  // Related questions.
  std::vector<StemMatcher::Candidate> candidates;
  for (const auto& q : existing.bank.questions) {
    if (q.stem.present) candidates.push_back({q.id, q.stem.value.str()});
  }
  for (const auto& p : planned) {
    if (!bank_ids.count(p.id)) candidates.push_back({p.id, p.q->stem});
  }
  std::set<std::string> known;
  for (const auto& c : candidates) known.insert(c.id);
  const StemMatcher matcher(*analyzer, candidates);
  for (auto& p : planned) {
    ImportedQuestion& q = *p.q;
    std::vector<std::string> ids;
    for (const auto& r : q.related) {
      auto mapped = source_id.find(r);
      const std::string id = mapped != source_id.end() ? mapped->second : r;
      if (known.count(id) && id != p.id) {
        ids.push_back(id);
      } else {
        report(
            result, "import/related-unresolved", q.file, q.where,
            format_message(
                tr("de verwante vraag '{}' staat niet in de bank en niet in deze import; de verwijzing is weggelaten"),
                {r}));
      }
    }
    for (std::size_t k = 0; k < q.related_stems.size(); ++k) {
      const std::string& stem = q.related_stems[k];
      const Span at = k < q.related_where.size() ? q.related_where[k] : q.where;
      std::vector<StemMatcher::Match> best;
      auto m = matcher.resolve(stem, p.id, &best);
      if (!m) {
        std::string message;
        if (!best.empty() && best[0].score > 0 && best.size() > 1) {
          message = format_message(tr("de verwante vraag \"{}\" is niet eenduidig in de bank gevonden (het best passen "
                                      "{} en {}); voeg het id zelf toe aan related"),
                                   {stem, best[0].id, best[1].id});
        } else if (!best.empty() && best[0].score > 0) {
          message = format_message(tr("de verwante vraag \"{}\" is niet eenduidig in de bank gevonden (het best past "
                                      "{}); voeg het id zelf toe aan related"),
                                   {stem, best[0].id});
        } else {
          message = format_message(
              tr("de verwante vraag \"{}\" is niet eenduidig in de bank gevonden; voeg het id zelf toe aan related"),
              {stem});
        }
        report(result, "import/related-unresolved", q.file, at, message);
        continue;
      }
      if (std::find(ids.begin(), ids.end(), m->id) != ids.end()) continue;
      ids.push_back(m->id);
      if (!m->exact) {
        char score[16];
        std::snprintf(score, sizeof score, "%.2f", m->score);
        report(result, "import/related-near", q.file, at,
               format_message(tr("de verwante vraag \"{}\" is gekoppeld aan {} (overeenkomst {}); controleer of dat "
                                 "de bedoelde vraag is"),
                              {stem, m->id, ui_decimal(score)}));
      }
    }
    q.related = ids;
  }

  // Write: new topics first, then the questions.
  for (const auto& [id, t] : topics) {
    const fs::path dir = root / id;
    fs::create_directories(dir, ec);
    if (ec) return fail(format_message(tr("kan map {} niet maken: {}"), {dir.string(), ec.message()}));
    ImportedTopic topic = t;
    if (topic.title.empty()) topic.title = title_from_id(id);
    std::string werr;
    if (!write_file_atomic_inside(root, dir / "topic.toml",
                                  topic_toml(topic, schema_directive_for(dir, config.schema_dir / "topic.schema.json")),
                                  &werr)) {
      return fail(werr);
    }
    rep.topics.push_back(display_path(dir / "topic.toml"));
  }
  for (const auto& p : planned) {
    fs::create_directories(p.path.parent_path(), ec);
    if (ec) return fail(format_message(tr("kan map {} niet maken: {}"), {p.path.parent_path().string(), ec.message()}));
    const std::string text =
        question_toml(*p.q, schema_directive_for(p.path.parent_path(), config.schema_dir / "question.schema.json"));
    self_check(text, *p.q, p.id, p.q->topic);
    std::string werr;
    if (!write_file_atomic_inside(root, p.path, text, &werr)) {
      const std::size_t written = rep.questions.size();
      return fail(format_message(trn("{} ({} vraag was al geschreven)", "{} ({} vragen waren al geschreven)", written),
                                 {werr, std::to_string(written)}));
    }
    rep.questions.push_back({display_path(p.path), p.replace});
  }
  rep.imported = rep.questions.size();
  rep.skipped = skipped;
  sort_diagnostics(result.diagnostics);
  return true;
}

}  // namespace qbank
