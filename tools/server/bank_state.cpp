#include "server/bank_state.h"

#include <algorithm>
#include <chrono>
#include <functional>

#include "checks/registry.h"
#include "core/cache_store.h"
#include "core/errors.h"
#include "core/parallel.h"
#include "lint/linter.h"

namespace qbank::server {

namespace fs = std::filesystem;

namespace {

double bank_ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

static bool same_related(const std::vector<RelatedLocation>& a, const std::vector<RelatedLocation>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].file != b[i].file || a[i].span != b[i].span || a[i].message != b[i].message) return false;
  }
  return true;
}

bool same_finding(const Diagnostic& a, const Diagnostic& b) {
  if (a.rule != b.rule || a.severity != b.severity || a.file != b.file || a.span != b.span || a.message != b.message ||
      a.other != b.other || a.word != b.word || !same_related(a.related, b.related) ||
      a.fix.has_value() != b.fix.has_value()) {
    return false;
  }
  return !a.fix ||
         (a.fix->span == b.fix->span && a.fix->replacement == b.fix->replacement && a.fix->file == b.fix->file);
}

// The syntax and schema findings of each file by its content, so that loading the bank again
// validates only the files that changed.
class BankState::Memo final : public FileFindingsMemo {
 public:
  bool find(const std::string& display, std::string_view content, std::vector<Diagnostic>& out) override {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = entries_.find(display);
    if (it == entries_.end() || it->second.size != content.size() ||
        it->second.hash != std::hash<std::string_view>{}(content)) {
      return false;
    }
    out = it->second.found;
    return true;
  }
  void store(const std::string& display, std::string_view content, const std::vector<Diagnostic>& found) override {
    std::lock_guard<std::mutex> lock(mutex_);
    entries_[display] = {content.size(), std::hash<std::string_view>{}(content), found};
  }

 private:
  struct Entry {
    std::size_t size = 0;
    std::size_t hash = 0;
    std::vector<Diagnostic> found;
  };
  std::mutex mutex_;
  std::map<std::string, Entry> entries_;
};

BankState::BankState(const FileSystem& fs, BankLocation location, unsigned jobs, bool cache)
    : fs_(fs),
      location_(std::move(location)),
      jobs_(std::max(1u, jobs)),
      cache_(cache),
      memo_(std::make_unique<Memo>()) {}

BankState::~BankState() = default;

std::string BankState::display(const fs::path& file) const {
  const std::string rel = file.lexically_relative(location_.root).generic_string();
  return location_.display_root == "." ? rel : location_.display_root + "/" + rel;
}

std::shared_ptr<const SourceFile> BankState::source(const std::string& display) const {
  if (loaded_) {
    auto it = loaded_->sources.find(display);
    if (it != loaded_->sources.end()) return it->second;
  }
  if (config_ && config_->source && config_->source->path() == display) return config_->source;
  return nullptr;
}

const Question* BankState::question_at(const fs::path& file) const {
  if (!loaded_) return nullptr;
  const std::string shown = display(file);
  const auto& qs = loaded_->bank.questions;
  auto it = std::lower_bound(qs.begin(), qs.end(), shown,
                             [](const Question& q, const std::string& p) { return q.path() < p; });
  return it != qs.end() && it->path() == shown ? &*it : nullptr;
}

bool BankState::concerns(const fs::path& file) const {
  auto inside = [&](const fs::path& dir) {
    if (dir.empty()) return false;
    const fs::path rel = file.lexically_relative(dir.lexically_normal());
    return !rel.empty() && *rel.begin() != "..";
  };
  if (location_.config_file && file == *location_.config_file) return true;
  if (config_) {
    for (const auto& dir : config_->rules_dirs()) {
      if (inside(dir)) return true;
    }
    if (inside(config_->schema_dir)) return true;
  }
  return inside(location_.root) && file.extension() == ".toml";
}

RunStats BankState::load() {
  const auto start = std::chrono::steady_clock::now();
  phases_.clear();
  RunStats stats;
  stats.full = true;
  diagnostics_.clear();
  context_.reset();
  loaded_.reset();
  config_.reset();
  checks_.clear();
  catalog_ = RuleCatalog::builtin();
  load_findings_.clear();
  item_findings_.clear();
  pending_.clear();
  bank_findings_.clear();
  config_findings_.clear();
  unsettled_ = false;
  try {
    Config config = load_bank_config(fs_, location_);
    checks_ = make_checks();
    for (auto& c : checks_) {
      for (auto& r : c->runtime_rules(config, RuleLoading::Full)) catalog_.add(std::move(r));
    }
    check_rule_overrides(config, catalog_);
    config_ = std::move(config);
  } catch (const ConfigError& e) {
    config_findings_ = e.diagnostics();
    finish_run();
    stats.milliseconds = bank_ms_since(start);
    return stats;
  }
  loaded_ = std::make_unique<LoadedBank>(load_bank(fs_, location_, *config_, jobs_, memo_.get()));
  for (auto& d : loaded_->diagnostics) load_findings_[d.file].push_back(std::move(d));
  loaded_->diagnostics.clear();
  context_ = std::make_unique<LintContext>(loaded_->bank, *config_, catalog_);
  context_->jobs = jobs_;
  context_->suggestions = true;
  context_->incremental = true;
  if (cache_ && !store_) store_ = CacheStore::open(location_.root / ".qbank-cache");
  context_->cache = store_.get();
  std::vector<std::size_t> questions(loaded_->bank.questions.size()), topics(loaded_->bank.topics.size());
  for (std::size_t i = 0; i < questions.size(); ++i) questions[i] = i;
  for (std::size_t i = 0; i < topics.size(); ++i) topics[i] = i;
  stats.rechecked = questions.size() + topics.size();
  check_items(questions, topics);
  stats.milliseconds = bank_ms_since(start);
  stats.phases = phases_;
  return stats;
}

bool BankState::replace_file(const fs::path& file) {
  const fs::path rel = file.lexically_relative(location_.root);
  const std::vector<fs::path> parts(rel.begin(), rel.end());
  if (parts.size() != 2 || file.extension() != ".toml" || parts[0].string().starts_with(".")) return false;
  for (const auto& dir : config_->rules_dirs()) {
    const fs::path in = file.lexically_relative(dir);
    if (!in.empty() && *in.begin() != "..") return false;
  }
  Bank& bank = loaded_->bank;
  const std::string shown = display(file);
  const bool topic_file = file.filename() == "topic.toml";
  auto topic_it = std::find_if(bank.topics.begin(), bank.topics.end(),
                               [&](const Topic& t) { return t.source && t.source->path() == shown; });
  auto question_it = std::lower_bound(bank.questions.begin(), bank.questions.end(), shown,
                                      [](const Question& q, const std::string& p) { return q.path() < p; });
  const bool held_question = question_it != bank.questions.end() && question_it->path() == shown;
  const std::string id = file.stem().string();
  auto unreadable_it = bank.unreadable.find(id);
  const bool held_unreadable = unreadable_it != bank.unreadable.end() && unreadable_it->second.path == shown;
  if (topic_file ? topic_it == bank.topics.end() : !held_question && !held_unreadable) return false;

  // Unchanged text: nothing to do.
  const auto max_bytes = static_cast<std::uintmax_t>(config_->settings.integer("limits.max_file_bytes"));
  const ReadResult now = fs_.read(file, max_bytes);
  const auto old = source(shown);
  if (now.ok && old && old->text() == now.content) return true;

  LoadedFile loaded = load_bank_file(fs_, location_, *config_, file);
  if (topic_file) {
    if (!loaded.topic) return false;  // a topic.toml that no longer parses: the bank is loaded again
    *topic_it = std::move(*loaded.topic);
  } else if (held_question && loaded.question) {
    *question_it = std::move(*loaded.question);
  } else if (held_question) {
    const std::string topic = question_it->topic;
    bank.questions.erase(question_it);
    if (is_valid_id(id)) bank.unreadable.emplace(id, Bank::Unreadable{shown, topic});
  } else if (loaded.question) {
    bank.unreadable.erase(unreadable_it);
    bank.questions.insert(question_it, std::move(*loaded.question));
  }
  if (loaded.diagnostics.empty()) {
    load_findings_.erase(shown);
  } else {
    load_findings_[shown] = std::move(loaded.diagnostics);
  }
  if (loaded.source) {
    memo_->store(shown, loaded.source->text(),
                 load_findings_.count(shown) ? load_findings_[shown] : std::vector<Diagnostic>{});
    loaded_->sources[shown] = std::move(loaded.source);
  } else {
    loaded_->sources.erase(shown);
  }
  item_findings_.erase(shown);
  return true;
}

RunStats BankState::update(const std::vector<fs::path>& files) {
  if (!config_ || !loaded_) return load();
  const auto start = std::chrono::steady_clock::now();
  phases_.clear();
  diagnostics_.clear();  // they point into the lists that change now
  merge_pending();       // a settling pass starts again below, with what it found so far kept
  for (const auto& f : files) {
    if (!replace_file(f)) return load();
  }
  Bank& bank = loaded_->bank;
  bank.index();
  add_phase("read", bank_ms_since(start));
  const auto scan = std::chrono::steady_clock::now();
  std::vector<std::size_t> questions, topics;
  for (const auto& f : files) {
    const std::string shown = display(f);
    for (std::size_t i = 0; i < bank.topics.size(); ++i) {
      if (bank.topics[i].source && bank.topics[i].source->path() == shown) topics.push_back(i);
    }
    auto it = std::lower_bound(bank.questions.begin(), bank.questions.end(), shown,
                               [](const Question& q, const std::string& p) { return q.path() < p; });
    if (it != bank.questions.end() && it->path() == shown) {
      questions.push_back(static_cast<std::size_t>(it - bank.questions.begin()));
    }
  }
  // Findings of other questions that name a changed one: a link to it (graph/one-way-link,
  // graph/unpublished-link... are the linking question's), and the questions of a changed topic
  // (graph/cross-topic-link depends on the topic's parent and prerequisites).
  std::set<std::string> ids;
  for (std::size_t q : questions) ids.insert(bank.questions[q].id);
  for (const auto& f : files) ids.insert(f.stem().string());
  for (std::size_t i = 0; i < bank.questions.size(); ++i) {
    for (const auto& r : bank.questions[i].related) {
      if (ids.count(r.id)) {
        questions.push_back(i);
        break;
      }
    }
  }
  for (std::size_t t : topics)
    questions.insert(questions.end(), bank.topics[t].questions.begin(), bank.topics[t].questions.end());
  std::sort(questions.begin(), questions.end());
  questions.erase(std::unique(questions.begin(), questions.end()), questions.end());
  std::sort(topics.begin(), topics.end());
  topics.erase(std::unique(topics.begin(), topics.end()), topics.end());
  RunStats stats;
  stats.rechecked = questions.size() + topics.size();
  add_phase("affected", bank_ms_since(scan));
  check_items(questions, topics);
  if (!questions.empty() || !topics.empty()) {
    unsettled_ = true;
    settle_next_ = 0;  // the pass starts again: the whole-bank state it ran on has changed
  }
  stats.milliseconds = bank_ms_since(start);
  stats.phases = phases_;
  return stats;
}

bool BankState::settle_step(std::size_t max_items, bool* changed) {
  *changed = false;
  if (!unsettled_ || !loaded_ || !config_) return false;
  const Bank& bank = loaded_->bank;
  const std::size_t total = bank.questions.size() + bank.topics.size();
  std::vector<std::size_t> questions, topics;
  const std::size_t end = std::min(total, settle_next_ + max_items);
  for (std::size_t i = settle_next_; i < end; ++i) {
    if (i < bank.questions.size()) {
      questions.push_back(i);
    } else {
      topics.push_back(i - bank.questions.size());
    }
  }
  settle_next_ = end;
  try {
    run_items(questions, topics, pending_);  // diagnostics() still points into item_findings_
  } catch (const ConfigError& e) {
    config_findings_ = e.diagnostics();
  }
  if (settle_next_ < total) return true;
  unsettled_ = false;
  diagnostics_.clear();
  const bool items_changed = merge_pending();
  const bool bank_changed = finish_run();
  *changed = items_changed || bank_changed;
  return true;
}

bool BankState::merge_pending() {
  bool changed = false;
  for (auto& [path, list] : pending_) {
    auto it = item_findings_.find(path);
    const bool same = it == item_findings_.end()
                          ? list.empty()
                          : std::equal(list.begin(), list.end(), it->second.begin(), it->second.end(), same_finding);
    if (same) continue;
    changed = true;
    if (list.empty()) {
      item_findings_.erase(it);
    } else {
      item_findings_[path] = std::move(list);
    }
  }
  pending_.clear();
  return changed;
}

void BankState::add_phase(const std::string& name, double ms) {
  for (auto& p : phases_) {
    if (p.first == name) {
      p.second += ms;
      return;
    }
  }
  phases_.emplace_back(name, ms);
}

void BankState::run_items(const std::vector<std::size_t>& questions, const std::vector<std::size_t>& topics,
                          std::map<std::string, std::vector<Diagnostic>>& into) {
  const Bank& bank = loaded_->bank;
  std::vector<std::vector<Diagnostic>> found(questions.size() + topics.size());
  parallel_for(found.size(), jobs_, [&](std::size_t i) {
    for (const auto& c : checks_) {
      if (i < questions.size()) {
        c->check_question(bank.questions[questions[i]], *context_, found[i]);
      } else {
        c->check_topic(bank.topics[topics[i - questions.size()]], *context_, found[i]);
      }
    }
  });
  for (std::size_t i = 0; i < found.size(); ++i) {
    const std::string& path =
        i < questions.size() ? bank.questions[questions[i]].path() : bank.topics[topics[i - questions.size()]].path();
    if (&into == &pending_) {
      into[path] = std::move(found[i]);  // an empty list too: merge_pending removes the old one
    } else if (found[i].empty()) {
      into.erase(path);
    } else {
      into[path] = std::move(found[i]);
    }
  }
}

void BankState::check_items(const std::vector<std::size_t>& questions, const std::vector<std::size_t>& topics) {
  config_findings_.clear();
  // The analyser lives as long as the context, across every edit: the words it has analysed (every
  // word typed, each prefix of it included) are forgotten past the size of a large bank's vocabulary.
  // No token of an earlier run is in use here.
  constexpr std::size_t kMaxAnalysedWords = 500000;
  if (context_) context_->forget_words(kMaxAnalysedWords);
  try {
    for (auto& c : checks_) {
      const auto t0 = std::chrono::steady_clock::now();
      c->prepare(*context_);
      add_phase(std::string(c->name()), bank_ms_since(t0));
    }
    const auto t1 = std::chrono::steady_clock::now();
    run_items(questions, topics, item_findings_);
    add_phase("per-question checks", bank_ms_since(t1));
  } catch (const ConfigError& e) {
    config_findings_ = e.diagnostics();
  }
  finish_run();
}

bool BankState::finish_run() {
  std::vector<Diagnostic> owned;  // check_bank's findings, or the broken configuration's
  std::vector<Diagnostic> extra;  // about suppressions
  std::vector<const Diagnostic*> view;
  if (config_findings_.empty()) {
    try {
      for (const auto& c : checks_) {
        const auto t0 = std::chrono::steady_clock::now();
        c->check_bank(*context_, owned);
        add_phase(std::string(c->name()), bank_ms_since(t0));
      }
      const auto t = std::chrono::steady_clock::now();
      // Pointers, not copies: with tens of thousands of findings, copying and freeing them cost
      // more than the edit's checks. File after file, in path order, so that the sort below only
      // orders each file's findings; within a file in run_lint's order (loading, the item, the
      // bank), which the stable sort keeps for equal findings.
      std::vector<Diagnostic*> from_bank(owned.size());
      for (std::size_t i = 0; i < owned.size(); ++i) from_bank[i] = &owned[i];
      std::stable_sort(from_bank.begin(), from_bank.end(),
                       [](const Diagnostic* a, const Diagnostic* b) { return a->file < b->file; });
      std::size_t total = owned.size();
      for (const auto* m : {&load_findings_, &item_findings_}) {
        for (const auto& [file, list] : *m) total += list.size();
      }
      std::vector<Diagnostic*> found;
      found.reserve(total);
      auto load_it = load_findings_.begin();
      auto item_it = item_findings_.begin();
      auto bank_it = from_bank.begin();
      while (load_it != load_findings_.end() || item_it != item_findings_.end() || bank_it != from_bank.end()) {
        const std::string* file = nullptr;
        auto consider = [&](const std::string& f) {
          if (!file || f < *file) file = &f;
        };
        if (load_it != load_findings_.end()) consider(load_it->first);
        if (item_it != item_findings_.end()) consider(item_it->first);
        if (bank_it != from_bank.end()) consider((*bank_it)->file);
        const std::string_view current = *file;
        if (load_it != load_findings_.end() && load_it->first == current) {
          for (auto& d : (load_it++)->second) found.push_back(&d);
        }
        if (item_it != item_findings_.end() && item_it->first == current) {
          for (auto& d : (item_it++)->second) found.push_back(&d);
        }
        for (; bank_it != from_bank.end() && (*bank_it)->file == current; ++bank_it) found.push_back(*bank_it);
      }
      finish_findings(*context_, found, extra);
      // The findings about suppressions join their file's group.
      std::vector<const Diagnostic*> about(extra.size());
      for (std::size_t i = 0; i < extra.size(); ++i) about[i] = &extra[i];
      std::stable_sort(about.begin(), about.end(),
                       [](const Diagnostic* a, const Diagnostic* b) { return a->file < b->file; });
      view.reserve(found.size() + about.size());
      auto next = about.begin();
      for (std::size_t i = 0; i < found.size(); ++i) {
        const std::string& file = found[i]->file;
        for (; next != about.end() && (*next)->file < file; ++next) view.push_back(*next);
        view.push_back(found[i]);
        if (i + 1 == found.size() || found[i + 1]->file != file) {
          for (; next != about.end() && (*next)->file == file; ++next) view.push_back(*next);
        }
      }
      view.insert(view.end(), next, about.end());
      add_phase("severities and suppressions", bank_ms_since(t));
    } catch (const ConfigError& e) {
      config_findings_ = e.diagnostics();
    }
  }
  if (!config_findings_.empty()) {
    owned = config_findings_;  // a copy: config_findings_ is replaced while the view is shown
    extra.clear();
    view.clear();
    for (const auto& d : owned) view.push_back(&d);
  }
  const auto t = std::chrono::steady_clock::now();
  sort_diagnostics(view);
  add_phase("sort", bank_ms_since(t));
  auto same = [](const std::vector<Diagnostic>& a, const std::vector<Diagnostic>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), same_finding);
  };
  const bool changed = !same(owned, bank_findings_) || !same(extra, suppression_findings_);
  // Moved, not copied: the findings stay where the view points.
  bank_findings_ = std::move(owned);
  suppression_findings_ = std::move(extra);
  diagnostics_ = std::move(view);
  return changed;
}

}  // namespace qbank::server
