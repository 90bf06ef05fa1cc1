#include "lint/bank_loader.h"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <regex>

#include "core/i18n.h"
#include "core/model_builder.h"
#include "core/parallel.h"
#include "core/strings.h"
#include "core/toml_document.h"
#include "core/utf8.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {

constexpr Span kFileStart{{1, 1}, {1, 1}};

using FileRole = BankManifest::Role;
using FileJob = BankManifest::File;

using Clock = std::chrono::steady_clock;

double ms_between(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

// One file's outcome. A question is built straight into the slot load_file is given, so that a
// large bank's questions exist once and are not moved from one array to another (at 100,000
// questions a second array was 150 MB at the peak of the run).
struct FileResult {
  LoadTimes times;
  std::vector<Diagnostic> diagnostics;
  std::shared_ptr<const SourceFile> source;
  bool question = false;  // the slot holds the file's question
  std::unique_ptr<Topic> topic;
};

Diagnostic file_diagnostic(RuleId rule, Severity severity, std::string file, std::string message) {
  Diagnostic d;
  d.rule = rule_name(rule);
  d.severity = severity;
  d.file = std::move(file);
  d.span = kFileStart;
  d.message = std::move(message);
  return d;
}

// schema/text-too-long: a text longer than limits.max_text_chars, which the checks skip.
void report_long_texts(const Question& q, std::size_t max_chars, const std::string& file,
                       std::vector<Diagnostic>& out) {
  auto check = [&](const TextField& f, const std::string& what) {
    if (!f.present || f.value.size() <= max_chars) return;  // a code point takes at least one byte
    const std::size_t chars = utf8::count_code_points(f.value);
    if (chars <= max_chars) return;
    Diagnostic d;
    d.rule = rule_name(RuleId::schema_text_too_long);
    d.severity = Severity::Error;
    d.file = file;
    d.span = f.span.known() ? f.span : kFileStart;
    d.message = format_message(tr("{} is te lang: {} tekens, de grens is {} (instelbaar met limits.max_text_chars); de "
                                  "tekst wordt niet verder gecontroleerd"),
                               {what, std::to_string(chars), std::to_string(max_chars)});
    out.push_back(std::move(d));
  };
  check(q.stem, tr("de stam"));
  check(q.explanation, tr("de toelichting"));
  for (const auto& o : q.options) {
    check(o.text, format_message(tr("optie {}"), {std::string(1, o.letter())}));
    check(o.feedback(), format_message(tr("de feedback van optie {}"), {std::string(1, o.letter())}));
  }
}

bool ignored(const Config& config, const std::string& name, const std::string& relative) {
  for (const auto& pattern : config.ignore) {
    if (glob_match(pattern, name) || glob_match(pattern, relative)) return true;
  }
  return false;
}

// The limits a file is loaded under, read from the settings once per load and not per file (a
// lookup by its dotted path costs some thousands of instructions).
struct FileLimits {
  std::uintmax_t max_bytes = 0;
  std::size_t max_chars = 0;

  explicit FileLimits(const Config& config)
      : max_bytes(static_cast<std::uintmax_t>(config.settings.integer("limits.max_file_bytes"))),
        max_chars(static_cast<std::size_t>(config.settings.integer("limits.max_text_chars"))) {}
};

FileResult load_file(const FileSystem& fsys, const FileJob& job, const Config& config, const FileLimits& limits,
                     FileFindingsMemo* memo, Question* slot) {
  FileResult r;
  auto t0 = Clock::now();
  ReadResult read = fsys.read(job.path, limits.max_bytes);
  auto t1 = Clock::now();
  r.times.read_ms = ms_between(t0, t1);
  if (!read.ok) {
    if (read.too_large) {
      r.diagnostics.push_back(
          file_diagnostic(RuleId::syntax_too_large, Severity::Error, job.display,
                          format_message(tr("het bestand is te groot ({} bytes; de grens is {} bytes, instelbaar met "
                                            "limits.max_file_bytes) en wordt niet gelezen"),
                                         {std::to_string(read.size), std::to_string(limits.max_bytes)})));
    } else {
      r.diagnostics.push_back(file_diagnostic(RuleId::syntax_unreadable, Severity::Error, job.display,
                                              format_message(tr("kan het bestand niet lezen: {}"), {read.error})));
    }
    return r;
  }
  auto source = std::make_shared<SourceFile>(job.display, std::move(read.content));
  r.source = source;
  std::vector<Diagnostic> remembered;
  const bool known = memo && memo->find(job.display, source->text(), remembered);
  auto table = parse_toml(*source, r.diagnostics);
  t0 = Clock::now();
  r.times.parse_ms = ms_between(t1, t0);
  if (table) {
    if (job.role == FileRole::Question) {
      if (!known) config.schemas.question->validate(*table, *source, r.diagnostics);
      t1 = Clock::now();
      *slot = build_question(source, *table, job.id, job.topic);
      r.question = true;
      if (!known) report_long_texts(*slot, limits.max_chars, job.display, r.diagnostics);
    } else {
      if (!known) config.schemas.topic->validate(*table, *source, r.diagnostics);
      t1 = Clock::now();
      std::string folder = job.display.substr(0, job.display.size() - std::string("/topic.toml").size());
      r.topic = std::make_unique<Topic>(build_topic(source, *table, job.topic, folder));
    }
    r.times.schema_ms = ms_between(t0, t1);
    r.times.model_ms = ms_between(t1, Clock::now());
  }
  if (known) {
    r.diagnostics = std::move(remembered);
  } else if (memo) {
    memo->store(job.display, source->text(), r.diagnostics);
  }
  return r;
}

}  // namespace

LoadedFile load_bank_file(const FileSystem& fsys, const BankLocation& location, const Config& config,
                          const fs::path& file) {
  const fs::path rel = file.lexically_relative(location.root);
  const std::string relative = rel.generic_string();
  FileJob job;
  job.path = file;
  job.display = location.display_root == "." ? relative : location.display_root + "/" + relative;
  job.topic = rel.begin() != rel.end() ? rel.begin()->string() : std::string();
  const std::string name = file.filename().string();
  job.role = name == "topic.toml" ? FileRole::Topic : FileRole::Question;
  job.id = job.role == FileRole::Topic ? job.topic : name.substr(0, name.size() > 5 ? name.size() - 5 : 0);
  Question question;
  FileResult r = load_file(fsys, job, config, FileLimits(config), nullptr, &question);
  LoadedFile out;
  out.diagnostics = std::move(r.diagnostics);
  out.source = std::move(r.source);
  if (r.question) out.question = std::move(question);
  if (r.topic) out.topic = std::move(*r.topic);
  return out;
}

BankManifest list_bank(const FileSystem& fsys, const BankLocation& location, const Config& config) {
  BankManifest out;
  const auto list_start = Clock::now();
  auto show = [&](const std::string& relative) { return show_bank_file(location, relative); };

  std::vector<FileJob>& files = out.files;
  std::vector<std::string> topic_folders;
  std::string error;
  out.folders.push_back({"", fsys.list(location.root, &error), true});
  const std::vector<DirEntry> root_entries = out.folders.back().entries;  // out.folders grows below
  if (!error.empty()) {
    out.folders.back().listed = false;
    out.diagnostics.push_back(
        file_diagnostic(RuleId::syntax_unreadable, Severity::Error, location.display_root,
                        format_message(tr("kan de map van de vragenbank niet lezen: {}"), {error})));
  }
  // The bank's own rules and schemas may live inside it (rules/ beside qbank.toml): not topics.
  auto data_folder = [&](const std::string& name) {
    const fs::path p = (location.root / name).lexically_normal();
    return (!config.rules_dir.empty() && p == config.rules_dir.lexically_normal()) ||
           p == config.schema_dir.lexically_normal();
  };
  for (const auto& e : root_entries) {
    if (e.name.empty() || e.name[0] == '.' || e.name == "qbank.toml") continue;
    if (location.only_topic && e.name != *location.only_topic) continue;
    if (ignored(config, e.name, e.name)) continue;
    if (e.kind == FileKind::Directory && !e.symlink && data_folder(e.name)) continue;
    if (e.kind == FileKind::Regular && !(e.name.size() > 5 && e.name.ends_with(".toml"))) {
      continue;  // README.md, LICENSE, a baseline: the repository's files, when the bank is its root
    }
    if (e.kind == FileKind::Directory && !e.symlink) {
      topic_folders.push_back(e.name);
    } else if (e.kind == FileKind::Directory) {
      out.diagnostics.push_back(file_diagnostic(RuleId::schema_unexpected_file, Severity::Warning, show(e.name),
                                                tr("een symbolische koppeling naar een map wordt niet gevolgd")));
    } else if (e.kind == FileKind::Regular) {
      out.diagnostics.push_back(file_diagnostic(
          RuleId::schema_unexpected_file, Severity::Warning, show(e.name),
          tr("een .toml-bestand direct in de map van de vragenbank wordt niet gelezen; zet een vraag in een "
             "onderwerpmap (of voeg het bestand toe aan `ignore` in qbank.toml)")));
    } else {
      out.diagnostics.push_back(file_diagnostic(
          RuleId::syntax_unreadable, Severity::Error, show(e.name),
          e.kind == FileKind::Missing ? tr("kan het bestand niet lezen: een kapotte symbolische koppeling of een lus")
                                      : tr("geen gewoon bestand (een FIFO, socket of apparaat); wordt overgeslagen")));
    }
  }

  for (const auto& topic : topic_folders) {
    const fs::path dir = location.root / topic;
    error.clear();
    out.folders.push_back({topic, fsys.list(dir, &error), true});
    const auto& entries = out.folders.back().entries;
    if (!error.empty()) {
      out.folders.back().listed = false;
      out.diagnostics.push_back(file_diagnostic(RuleId::syntax_unreadable, Severity::Error, show(topic),
                                                format_message(tr("kan de onderwerpmap niet lezen: {}"), {error})));
      continue;
    }
    // A folder without any .toml file (docs/, an export in site/) is not a topic.
    const bool any_toml = std::any_of(entries.begin(), entries.end(), [](const DirEntry& e) {
      return e.kind == FileKind::Regular && e.name.size() > 5 && e.name.ends_with(".toml") && e.name[0] != '.';
    });
    if (!any_toml && !location.only_topic) continue;
    bool has_topic_file = false;
    for (const auto& e : entries) {
      const std::string rel = topic + "/" + e.name;
      if (e.name.empty() || e.name[0] == '.') continue;
      if (ignored(config, e.name, rel)) continue;
      const bool toml_name = e.name.size() > 5 && e.name.ends_with(".toml");
      if (e.name == "qbank.toml") {
        // A copy of the bank's settings (or of another bank) in a topic folder: not a question.
        out.diagnostics.push_back(file_diagnostic(
            RuleId::schema_unexpected_file, Severity::Warning, show(rel),
            tr("een qbank.toml in een onderwerpmap wordt niet gelezen: de instellingen staan in qbank.toml in de map "
               "van de vragenbank, en een vragenbank in een onderwerp wordt niet gecontroleerd; verwijder of verplaats "
               "het bestand")));
      } else if (e.name == "topic.toml") {
        has_topic_file = true;
        files.push_back({dir / e.name, show(rel), FileRole::Topic, topic, topic});
      } else if (toml_name) {
        files.push_back({dir / e.name, show(rel), FileRole::Question, topic, e.name.substr(0, e.name.size() - 5)});
      } else if (e.kind == FileKind::Directory) {
        out.diagnostics.push_back(file_diagnostic(
            RuleId::schema_unexpected_file, Severity::Warning, show(rel),
            tr("geneste mappen worden niet gelezen: een onderwerp is één map direct onder de vragenbank")));
      } else {
        out.diagnostics.push_back(file_diagnostic(
            RuleId::schema_unexpected_file, Severity::Warning, show(rel),
            tr("geen vraagbestand (.toml); wordt overgeslagen (of voeg het toe aan `ignore` in qbank.toml)")));
      }
    }
    if (!has_topic_file && !location.only_topic) {
      out.diagnostics.push_back(file_diagnostic(RuleId::schema_missing_topic_file, Severity::Error,
                                                show(topic + "/topic.toml"),
                                                format_message(tr("de onderwerpmap `{}` heeft geen topic.toml met ten "
                                                                  "minste een `title`"),
                                                               {topic})));
      out.topics_without_file.push_back(topic);
    }
  }
  out.list_ms = ms_between(list_start, Clock::now());
  return out;
}

LoadedBank load_bank(const FileSystem& fsys, const BankLocation& location, const Config& config, unsigned jobs,
                     FileFindingsMemo* memo, const BankManifest* manifest) {
  LoadedBank out;
  BankManifest own;
  if (!manifest) {
    own = list_bank(fsys, location, config);
    manifest = &own;
  }
  auto show = [&](const std::string& relative) { return show_bank_file(location, relative); };
  out.bank.root = location.root;
  out.bank.root_display = location.display_root;
  out.diagnostics = manifest->diagnostics;
  for (const std::string& topic : manifest->topics_without_file) {
    Topic t;
    t.id = topic;
    t.folder_path = show(topic);
    out.bank.topics.push_back(std::move(t));
  }
  const std::vector<FileJob>& files = manifest->files;
  out.times.list_ms = manifest->list_ms;
  const auto files_start = Clock::now();
  const FileLimits limits(config);
  // Each question file has a slot in bank.questions, in file order; the slots of files that did
  // not load are closed up afterwards.
  std::vector<std::size_t> slot(files.size(), 0);
  std::size_t question_files = 0;
  for (std::size_t i = 0; i < files.size(); ++i) {
    if (files[i].role == FileRole::Question) slot[i] = question_files++;
  }
  std::vector<Question>& questions = out.bank.questions;
  questions.resize(question_files);
  std::vector<FileResult> results(files.size());
  parallel_for(files.size(), jobs, [&](std::size_t i) {
    Question* into = files[i].role == FileRole::Question ? &questions[slot[i]] : nullptr;  // topic.toml: none
    results[i] = load_file(fsys, files[i], config, limits, memo, into);
  });
  out.times.files_ms = ms_between(files_start, Clock::now());

  out.bank.files = files.size() + (location.config_file ? 1 : 0);
  std::size_t loaded_questions = 0;
  for (std::size_t i = 0; i < results.size(); ++i) {
    auto& r = results[i];
    // A question file that did not load still names its id: links to it are not dangling.
    if (files[i].role == FileRole::Question && !r.question && is_valid_id(files[i].id)) {
      out.bank.unreadable.emplace(files[i].id, Bank::Unreadable{files[i].display, files[i].topic});
    }
    out.times.read_ms += r.times.read_ms;
    out.times.parse_ms += r.times.parse_ms;
    out.times.schema_ms += r.times.schema_ms;
    out.times.model_ms += r.times.model_ms;
    out.diagnostics.insert(out.diagnostics.end(), std::make_move_iterator(r.diagnostics.begin()),
                           std::make_move_iterator(r.diagnostics.end()));
    if (r.source) out.sources.emplace(r.source->path(), r.source);
    if (r.question) {
      // Slots only move down: the question goes to the next free place, in file order.
      if (loaded_questions != slot[i]) questions[loaded_questions] = std::move(questions[slot[i]]);
      ++loaded_questions;
    }
    if (r.topic) out.bank.topics.push_back(std::move(*r.topic));
  }
  questions.resize(loaded_questions);
  std::vector<FileResult>().swap(results);
  // A topic whose topic.toml did not parse still exists as a folder.
  for (const auto& f : files) {
    if (f.role != FileRole::Topic) continue;
    const bool loaded =
        std::any_of(out.bank.topics.begin(), out.bank.topics.end(), [&](const Topic& t) { return t.id == f.topic; });
    if (!loaded) {
      Topic t;
      t.id = f.topic;
      t.folder_path = show(f.topic);
      out.bank.topics.push_back(std::move(t));
    }
  }
  if (location.only_topic && std::none_of(out.bank.topics.begin(), out.bank.topics.end(),
                                          [&](const Topic& t) { return t.id == *location.only_topic; })) {
    Topic t;
    t.id = *location.only_topic;
    t.folder_path = show(t.id);
    out.bank.topics.push_back(std::move(t));
  }
  std::sort(out.bank.topics.begin(), out.bank.topics.end(), [](const Topic& a, const Topic& b) { return a.id < b.id; });
  std::sort(out.bank.questions.begin(), out.bank.questions.end(),
            [](const Question& a, const Question& b) { return a.path() < b.path(); });
  out.bank.index();
  return out;
}

}  // namespace qbank
