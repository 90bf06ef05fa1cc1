#include "lint/linter.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <set>
#include <unordered_map>

#include "checks/check.h"
#include "checks/registry.h"
#include "core/config.h"
#include "core/errors.h"
#include "core/i18n.h"
#include "core/lifetime.h"
#include "core/memory.h"
#include "core/parallel.h"
#include "core/strings.h"
#include "lint/bank_loader.h"
#include "lint/cache.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

void add_phase(std::vector<PhaseTime>& phases, const std::string& name, double ms) {
  const std::size_t peak = peak_rss_kb();
  for (auto& p : phases) {
    if (p.phase == name) {
      p.milliseconds += ms;
      p.peak_kb = peak;
      return;
    }
  }
  phases.push_back({name, ms, peak});
}

// The eight families of the contract, and any family that has rules.
bool is_rule_family(const std::string& name, const RuleCatalog& catalog) {
  static const char* const kFamilies[] = {"syntax",      "schema",    "spelling", "answer",
                                          "explanation", "duplicate", "graph",    "style"};
  for (const char* f : kFamilies) {
    if (name == f) return true;
  }
  return catalog.has_family(name);
}

// Rejects [rules] entries that name no rule or family, with a suggestion.
void check_overrides(const Config& config, const RuleCatalog& catalog) {
  std::vector<Diagnostic> problems;
  std::vector<std::string> names = catalog.ids();
  for (const auto& id : catalog.ids()) {
    const std::string family(rule_family(id));
    if (std::find(names.begin(), names.end(), family) == names.end()) names.push_back(family);
  }
  for (const auto& o : config.overrides) {
    if (catalog.find(o.rule) || (o.rule.find('/') == std::string::npos && is_rule_family(o.rule, catalog))) continue;
    std::string msg = format_message(tr("onbekende regel `{}` in [rules]"), {o.rule});
    if (auto guess = closest_match(o.rule, names)) msg += format_message(tr("; bedoel je `{}`?"), {*guess});
    msg += tr(" (`qbank rules` toont alle regels)");
    problems.push_back(make_diagnostic(RuleId::schema_unknown_rule,
                                       config.source ? config.source->path() : std::string("qbank.toml"), o.span, msg));
    problems.back().severity = Severity::Error;
  }
  if (!problems.empty()) throw ConfigError(std::move(problems));
}

// The configured severity of a rule; nullopt when it is off.
std::optional<Severity> effective_severity(const Config& config, const RuleCatalog& catalog, const std::string& rule) {
  const RuleInfo* info = catalog.find(rule);
  std::optional<Severity> severity = info ? info->severity : Severity::Error;
  for (const auto& o : config.overrides) {
    if (o.rule == rule_family(rule)) severity = o.severity;
  }
  for (const auto& o : config.overrides) {
    if (o.rule == rule) severity = o.severity;
  }
  return severity;
}

bool suppression_matches(const Suppression& s, const Diagnostic& d) {
  if (s.rule != d.rule && s.rule != rule_family(d.rule)) return false;
  if (!s.other.empty()) return d.other == s.other;
  return true;
}

// Applies severities and [[suppress]] entries to the findings `found` points at, keeping in `found`
// those that stay, in order; appends to `extra` the findings about suppressions that name unknown
// rules or suppress nothing.
void finish_view(const LintContext& ctx, std::vector<Diagnostic*>& found, std::vector<Diagnostic>& extra) {
  const Bank& bank = ctx.bank;
  // The question of a file: the loader sorts the questions by path, so a binary search finds it
  // (a bank built otherwise gets a map).
  const auto& questions = bank.questions;
  const bool by_path = std::is_sorted(questions.begin(), questions.end(),
                                      [](const Question& a, const Question& b) { return a.path() < b.path(); });
  std::unordered_map<std::string_view, std::size_t> by_file;
  if (!by_path) {
    for (std::size_t i = 0; i < questions.size(); ++i) by_file.emplace(questions[i].path(), i);
  }
  std::size_t cursor = 0;
  auto question_of = [&](std::string_view file) -> std::optional<std::size_t> {
    if (!by_path) {
      auto it = by_file.find(file);
      return it == by_file.end() ? std::nullopt : std::optional<std::size_t>(it->second);
    }
    // Files mostly come in path order: look a little ahead of the last one first.
    auto less = [](const Question& q, std::string_view f) { return std::string_view(q.path()) < f; };
    auto from = questions.begin() + static_cast<std::ptrdiff_t>(cursor);
    if (from != questions.begin() && !less(*(from - 1), file)) from = questions.begin();
    auto it = from;
    if (it != questions.end() && less(*it, file)) {
      ++it;  // the next question's file, most often
      if (it != questions.end() && less(*it, file)) it = std::lower_bound(it, questions.end(), file, less);
    }
    cursor = static_cast<std::size_t>(it - questions.begin());
    if (it == questions.end() || it->path() != file) return std::nullopt;
    return cursor;
  };
  // used[first_used[question] + suppression index]
  std::vector<std::size_t> first_used(questions.size() + 1, 0);
  for (std::size_t i = 0; i < questions.size(); ++i)
    first_used[i + 1] = first_used[i] + questions[i].suppressions.size();
  std::vector<char> used(first_used.back(), 0);
  // The severity of each rule, looked up once per run.
  std::unordered_map<std::string, std::optional<Severity>> severity_of;
  auto severity = [&](const std::string& rule) {
    auto it = severity_of.find(rule);
    if (it == severity_of.end())
      it = severity_of.emplace(rule, effective_severity(ctx.config, ctx.catalog, rule)).first;
    return it->second;
  };

  std::size_t kept_count = 0;
  const std::size_t checked = found.size();
  const std::string* last_file = nullptr;  // findings come grouped by file: one lookup per group
  std::size_t last_question = 0;
  bool last_found = false;
  for (std::size_t index = 0; index < checked; ++index) {
    Diagnostic& d = *found[index];
    auto sev = severity(d.rule);
    if (!sev) continue;
    d.severity = *sev;
    bool suppressed = false;
    if (!last_file || (last_file != &d.file && *last_file != d.file)) {
      const auto q = question_of(d.file);
      last_found = q.has_value();
      last_question = q.value_or(0);
    }
    last_file = &d.file;
    if (last_found) {
      const Question* q = &bank.questions[last_question];
      for (std::size_t i = 0; i < q->suppressions.size(); ++i) {
        if (suppression_matches(q->suppressions[i], d)) {
          used[first_used[last_question] + i] = 1;
          suppressed = true;
        }
      }
      // A pairwise finding is allowed from either side of the pair.
      if (!d.other.empty()) {
        if (const Question* other = bank.find_question(d.other)) {
          const auto other_index = static_cast<std::size_t>(other - bank.questions.data());
          for (std::size_t i = 0; i < other->suppressions.size(); ++i) {
            const auto& s = other->suppressions[i];
            if ((s.rule == d.rule || s.rule == rule_family(d.rule)) && s.other == q->id) {
              used[first_used[other_index] + i] = 1;
              suppressed = true;
            }
          }
        }
      }
    }
    if (!suppressed) found[kept_count++] = &d;
  }
  found.resize(kept_count);

  std::vector<std::string> names = ctx.catalog.ids();
  for (std::size_t qi = 0; qi < bank.questions.size(); ++qi) {
    const Question& q = bank.questions[qi];
    for (std::size_t i = 0; i < q.suppressions.size(); ++i) {
      const Suppression& s = q.suppressions[i];
      if (s.rule.empty()) continue;  // schema/required reports it
      const bool known =
          ctx.catalog.find(s.rule) || (s.rule.find('/') == std::string::npos && is_rule_family(s.rule, ctx.catalog));
      if (!known) {
        std::string msg = format_message(tr("[[suppress]] noemt een onbekende regel `{}`"), {s.rule});
        if (auto guess = closest_match(s.rule, names)) msg += format_message(tr("; bedoel je `{}`?"), {*guess});
        auto d = make_diagnostic(RuleId::schema_unknown_rule, q.path(), s.rule_span, msg);
        if (auto sev = effective_severity(ctx.config, ctx.catalog, d.rule)) {
          d.severity = *sev;
          extra.push_back(std::move(d));
        }
        continue;
      }
      if (used[first_used[qi] + i]) continue;
      // A suppression of a rule that is off in qbank.toml is moot, not unused.
      if (!ctx.enabled_runtime(s.rule.find('/') == std::string::npos ? s.rule + "/*" : s.rule)) continue;
      const std::string msg =
          s.other.empty()
              ? format_message(tr("deze [[suppress]] van `{}` onderdrukt niets meer; verwijder hem"), {s.rule})
              : format_message(tr("deze [[suppress]] van `{}` (met `{}`) onderdrukt niets meer; verwijder hem"),
                               {s.rule, s.other});
      auto d = make_diagnostic(RuleId::schema_unused_suppression, q.path(), s.span, msg);
      if (auto sev = effective_severity(ctx.config, ctx.catalog, d.rule)) {
        d.severity = *sev;
        extra.push_back(std::move(d));
      }
    }
  }
}

// The same on a list of findings: the kept ones are compacted to the front in place (a second
// list would double the findings' memory at the peak of a large run), the others appended.
void finish(const LintContext& ctx, std::vector<Diagnostic>& diagnostics) {
  std::vector<Diagnostic*> found(diagnostics.size());
  for (std::size_t i = 0; i < found.size(); ++i) found[i] = &diagnostics[i];
  std::vector<Diagnostic> extra;
  finish_view(ctx, found, extra);
  // Kept findings are in their original order, so each moves to an index at or before its own.
  for (std::size_t i = 0; i < found.size(); ++i) {
    if (found[i] != &diagnostics[i]) diagnostics[i] = std::move(*found[i]);
  }
  diagnostics.resize(found.size());
  for (auto& d : extra) diagnostics.push_back(std::move(d));
}

std::string absolute_path(const std::string& display) {
  std::error_code ec;
  const fs::path p = fs::absolute(display, ec);
  std::string out = (ec ? fs::path(display) : p).lexically_normal().generic_string();
  if (out.size() > 1 && out.back() == '/') out.pop_back();  // "dir/." normalises to "dir/"
  return out;
}

bool under(const std::string& file, const std::string& prefix) {
  if (prefix == "." || file == prefix) return true;
  return file.size() > prefix.size() && file.compare(0, prefix.size(), prefix) == 0 && file[prefix.size()] == '/';
}

// The findings of one bank, computed: load, check, apply severities and suppressions. The checks
// are used up: `checks` is empty afterwards.
std::vector<Diagnostic> compute_findings(const FileSystem& fsys, const LintOptions& options, const BankLocation& loc,
                                         const Config& config, const RuleCatalog& catalog,
                                         std::vector<std::unique_ptr<Check>>& checks, LintCache* cache, unsigned jobs,
                                         LintResult& result, CachedRun& counts, const BankManifest* manifest) {
  auto start = Clock::now();
  LoadedBank loaded = load_bank(cache ? cache->prefetched(fsys) : fsys, loc, config, jobs, cache, manifest);
  {
    // Schema validation runs inside the file pass: give it its share of that pass's wall time.
    const double load_ms = ms_since(start);
    const LoadTimes& t = loaded.times;
    const double steps = t.read_ms + t.parse_ms + t.schema_ms + t.model_ms;
    const double schema_ms = steps > 0 ? t.files_ms * t.schema_ms / steps : 0;
    add_phase(result.phases, "read and parse", load_ms - schema_ms);
    add_phase(result.phases, "schema", schema_ms);
  }

  LintContext ctx(loaded.bank, config, catalog);
  ctx.jobs = jobs;
  ctx.suggestions = options.suggestions;
  if (cache) ctx.cache = cache->store();
  std::vector<Diagnostic> diagnostics = std::move(loaded.diagnostics);

  for (auto& c : checks) {
    start = Clock::now();
    c->prepare(ctx);
    add_phase(result.phases, std::string(c->name()), ms_since(start));
  }
  // What the preparations freed (the duplicate analysis' word lists: some 70 MB of pages at
  // 100,000 questions) goes back to the system before the findings are made.
  return_free_memory();

  // Per-question and per-topic checks, in parallel; results per item keep the order fixed.
  const Bank& bank = loaded.bank;
  std::vector<std::vector<Diagnostic>> per_item(bank.questions.size() + bank.topics.size());
  std::vector<std::vector<double>> check_ms(per_item.size(), std::vector<double>(checks.size(), 0.0));
  start = Clock::now();
  parallel_for(per_item.size(), jobs, [&](std::size_t i) {
    for (std::size_t c = 0; c < checks.size(); ++c) {
      const auto t0 = Clock::now();
      if (i < bank.questions.size()) {
        checks[c]->check_question(bank.questions[i], ctx, per_item[i]);
      } else {
        checks[c]->check_topic(bank.topics[i - bank.questions.size()], ctx, per_item[i]);
      }
      check_ms[i][c] += ms_since(t0);
    }
  });
  const double pass_wall = ms_since(start);
  // Attribute the pass's wall time to checks in proportion to their CPU time.
  std::vector<double> cpu(checks.size(), 0.0);
  double cpu_total = 0;
  for (const auto& row : check_ms) {
    for (std::size_t c = 0; c < checks.size(); ++c) {
      cpu[c] += row[c];
      cpu_total += row[c];
    }
  }
  for (std::size_t c = 0; c < checks.size(); ++c) {
    add_phase(result.phases, std::string(checks[c]->name()), cpu_total > 0 ? pass_wall * cpu[c] / cpu_total : 0);
  }
  std::vector<std::vector<double>>().swap(check_ms);
  // The whole-bank findings come before the merge, so that the one list of all findings is
  // allocated once at its final size: appending them to it afterwards reallocated it, a second
  // copy of its 50 MB at 100,000 questions. The order of the list is the same.
  std::vector<Diagnostic> bank_findings;
  for (auto& c : checks) {
    start = Clock::now();
    c->check_bank(ctx, bank_findings);
    add_phase(result.phases, std::string(c->name()), ms_since(start));
  }
  // The checks are done (run_lint makes them for this one run): their state goes (the term
  // statistics, the link graph, their caches: 59 MB at 100,000 questions; the Hunspell dictionary
  // is left to the exit, core/lifetime.h), and its pages back to the system, before the one list
  // of all findings is made next to the per-item lists.
  // That list is 41 MB there, and this moment was the peak.
  checks.clear();
  return_free_memory();
  std::size_t total = diagnostics.size() + bank_findings.size();
  for (const auto& v : per_item) total += v.size();
  // finish() adds at most one finding per [[suppress]] (an unknown rule, or one that suppresses
  // nothing): room for them too, or adding them would copy the list.
  for (const Question& q : bank.questions) total += q.suppressions.size();
  diagnostics.reserve(total);
  for (auto& v : per_item) {
    diagnostics.insert(diagnostics.end(), std::make_move_iterator(v.begin()), std::make_move_iterator(v.end()));
    std::vector<Diagnostic>().swap(v);  // the moved-from shells: some 40 MB at 100,000 questions
  }
  std::vector<std::vector<Diagnostic>>().swap(per_item);
  diagnostics.insert(diagnostics.end(), std::make_move_iterator(bank_findings.begin()),
                     std::make_move_iterator(bank_findings.end()));
  std::vector<Diagnostic>().swap(bank_findings);

  start = Clock::now();
  finish(ctx, diagnostics);
  counts.files = bank.files;
  counts.questions = bank.questions.size();
  counts.topics = bank.topics.size();
  for (auto& [path, src] : loaded.sources) result.sources.emplace(path, src);
  add_phase(result.phases, "report", ms_since(start));
  // The model of the bank: some hundred bytes per text field, freed by the operating system at
  // the exit of a command-line run rather than block by block here (core/lifetime.h).
  if (options.keep_bank)
    result.bank = std::make_shared<LoadedBank>(std::move(loaded));
  else
    dispose(std::make_unique<LoadedBank>(std::move(loaded)));
  return diagnostics;
}

}  // namespace

void check_rule_overrides(const Config& config, const RuleCatalog& catalog) { check_overrides(config, catalog); }

void finish_findings(const LintContext& context, std::vector<Diagnostic*>& found, std::vector<Diagnostic>& extra) {
  finish_view(context, found, extra);
}

bool finding_touches(const Diagnostic& d, const std::vector<std::string>& files, const std::set<std::string>& ids) {
  // Display paths may be relative to the working directory or absolute: compare absolute ones.
  auto in = [&](const std::string& f) {
    const std::string file = absolute_path(f);
    return std::any_of(files.begin(), files.end(), [&](const std::string& w) { return under(file, absolute_path(w)); });
  };
  if (in(d.file)) return true;
  if (std::any_of(d.related.begin(), d.related.end(), [&](const RelatedLocation& r) { return in(r.file); }))
    return true;
  return !d.other.empty() && ids.count(d.other) > 0;
}

LintResult run_lint(const FileSystem& fsys, const LintOptions& options) {
  LintResult result;
  result.catalog = RuleCatalog::builtin();
  std::vector<fs::path> paths = options.paths;
  if (paths.empty()) paths.push_back(".");
  const unsigned jobs = options.jobs ? options.jobs : default_jobs();
  if (options.ignore_outside_banks) {
    std::size_t skipped = 0;
    std::erase_if(paths, [&](const fs::path& p) {
      const bool outside = !find_config(fsys, p);
      skipped += outside ? 1 : 0;
      return outside;
    });
    if (skipped) {
      result.notes.push_back(format_count(
          trn("{} pad ligt in geen vragenbank (geen qbank.toml erboven) en wordt overgeslagen",
              "{} paden liggen in geen vragenbank (geen qbank.toml erboven) en worden overgeslagen", skipped),
          skipped));
    }
    if (paths.empty()) return result;
  }

  // Group the requested paths by bank.
  std::map<fs::path, std::pair<BankLocation, std::vector<std::string>>> banks;
  result.summary.only_requested_files = !options.only_files && !paths.empty();
  for (const auto& p : paths) {
    const FileKind kind = fsys.kind(p);
    if (kind == FileKind::Missing) {
      throw ConfigError(p.string(), RuleId::syntax_unreadable, {},
                        format_message(tr("het pad bestaat niet: {}; controleer de naam"), {p.string()}));
    }
    if (kind == FileKind::Regular) {
      ++result.summary.requested_files;
    } else {
      result.summary.only_requested_files = false;
    }
    BankLocation loc = locate_bank(fsys, p);
    auto& entry = banks[loc.root];
    entry.first = loc;
    entry.second.push_back(display_path(p));
  }

  for (auto& [root, entry] : banks) {
    const BankLocation& loc = entry.first;
    auto start = Clock::now();
    Config config = load_bank_config(fsys, loc);
    RuleCatalog catalog = RuleCatalog::builtin();
    auto checks = make_checks();
    // The cache works on the real disk only (its snapshot reads the folders directly), and not
    // for a loose question file outside any bank (no cache folder in someone's Downloads).
    const bool cacheable = options.cache && !loc.only_topic && fsys.is_disk();
    add_phase(result.phases, "config", ms_since(start));

    std::unique_ptr<LintCache> cache;
    std::optional<BankManifest> manifest;
    std::optional<CachedRun> cached;
    if (cacheable) {
      start = Clock::now();
      cache = LintCache::open(options.cache_dir.empty() ? loc.root / ".qbank-cache" : options.cache_dir);
      if (cache) {
        manifest = list_bank(fsys, loc, config);  // once: the run key and, on a miss, the load
        RunInputs inputs{&config, &loc, &*manifest, options.suggestions, {}, {}};
        for (const auto& c : checks) {
          inputs.checks.emplace_back(c->name());
          if (auto digest = c->runtime_rules_digest(config); !digest.empty()) inputs.rules.push_back(std::move(digest));
        }
        cache->compute_keys(inputs);
        cached = cache->find_run();
      }
      add_phase(result.phases, "cache", ms_since(start));
    }
    // The rules, once the cache has answered and as far as the run needs (check.h): a result from
    // the cache only the catalog; a run that checks compiled rules, verified again unless the
    // cache has seen these very rule files pass (its environment key covers their bytes and the
    // tool). A broken rule file is reported here, before an override of an unknown rule, with the
    // cache as without it.
    start = Clock::now();
    const bool vouched = !cached && cache && cache->rules_verified();
    const RuleLoading how = cached ? RuleLoading::Describe : vouched ? RuleLoading::Trusted : RuleLoading::Full;
    for (auto& c : checks) {
      for (auto& r : c->runtime_rules(config, how)) catalog.add(std::move(r));
    }
    if (cache && how == RuleLoading::Full) cache->note_rules_verified();
    add_phase(result.phases, "config", ms_since(start));
    check_overrides(config, catalog);

    CachedRun run;
    if (cached) {
      run = std::move(*cached);
      ++result.cache_hits;
    } else {
      run.diagnostics = compute_findings(fsys, options, loc, config, catalog, checks, cache.get(), jobs, result, run,
                                         manifest ? &*manifest : nullptr);
      // In report order before it is kept: a run from the cache then needs no sorting.
      sort_diagnostics(run.diagnostics);
      if (cache) {
        std::set<std::string> sourced;
        auto note = [&](const std::string& file) {
          if (result.sources.count(file)) sourced.insert(file);
        };
        for (const auto& d : run.diagnostics) {
          note(d.file);
          for (const auto& r : d.related) note(r.file);
        }
        run.sourced.assign(sourced.begin(), sourced.end());
        cache->store_run(run);
      }
    }
    if (cache) {
      start = Clock::now();
      cache->flush();
      add_phase(result.phases, "cache", ms_since(start));
    }
    std::vector<Diagnostic> diagnostics = std::move(run.diagnostics);

    // Report only what lies under the requested paths (the whole bank was read regardless), or
    // with --changed what touches a changed file.
    // A changed qbank.toml, rule or schema can change any finding: then report the whole bank.
    bool whole_bank = false;
    if (options.only_files) {
      for (const auto& f : *options.only_files) {
        const fs::path p = f.lexically_normal();
        auto inside = [&](const fs::path& dir) {
          const fs::path rel = p.lexically_relative(dir.lexically_normal());
          return !rel.empty() && *rel.begin() != "..";
        };
        const auto dirs = config.rules_dirs();
        if ((!config.file.empty() && p == config.file.lexically_normal()) ||
            std::any_of(dirs.begin(), dirs.end(), inside) || inside(config.schema_dir)) {
          whole_bank = true;
          result.notes.push_back(
              format_message(tr("{} is gewijzigd; dat kan elke melding veranderen, dus de hele bank {} "
                                "wordt gemeld"),
                             {display_path(f), loc.display_root}));
          break;
        }
      }
    }
    if (options.only_files && !whole_bank) {
      std::vector<std::string> changed;
      std::set<std::string> ids;
      for (const auto& f : *options.only_files) {
        changed.push_back(display_path(f));
        const std::string stem = f.stem().string();
        if (f.extension() == ".toml" && stem != "topic" && stem != "qbank") ids.insert(stem);
      }
      std::erase_if(diagnostics, [&](const Diagnostic& d) { return !finding_touches(d, changed, ids); });
    } else {
      // Compared as absolute paths: a file under the working directory is shown relative to it,
      // the rest of the bank (and a requested `..`) absolute.
      std::vector<std::string> wanted;
      for (const auto& w : entry.second) wanted.push_back(absolute_path(w));
      // A display path is already normal (no "." or ".." segments): joining is enough.
      std::error_code cwd_error;
      std::string cwd = fs::current_path(cwd_error).generic_string();
      if (!cwd.ends_with('/')) cwd += '/';
      std::string file;
      std::erase_if(diagnostics, [&](const Diagnostic& d) {
        if (d.file.starts_with('/') || cwd_error) {
          file = d.file;
        } else {
          file.assign(cwd).append(d.file);
        }
        return std::none_of(wanted.begin(), wanted.end(), [&](const std::string& w) { return under(file, w); });
      });
    }

    // Findings from the cache: read the files the run had the text of, for excerpts and
    // fingerprints (a file the loader did not read, such as a stray .txt, has no excerpt).
    if (cached && options.read_sources) {
      const auto max_bytes = static_cast<std::uintmax_t>(config.settings.integer("limits.max_file_bytes"));
      std::set<std::string> shown;
      for (const auto& d : diagnostics) {
        shown.insert(d.file);
        for (const auto& r : d.related) shown.insert(r.file);
      }
      for (const auto& file : run.sourced) {
        if (!shown.count(file) || result.sources.count(file) || (config.source && config.source->path() == file))
          continue;
        ReadResult r = fsys.read(file, max_bytes);  // display paths: relative to the working directory
        if (r.ok) result.sources.emplace(file, std::make_shared<SourceFile>(file, std::move(r.content)));
      }
    }

    result.summary.files += run.files;
    result.summary.questions += run.questions;
    result.summary.topics += run.topics;
    if (config.source) result.sources.emplace(config.source->path(), config.source);
    if (result.diagnostics.empty()) {
      result.diagnostics = std::move(diagnostics);
    } else {
      result.diagnostics.insert(result.diagnostics.end(), std::make_move_iterator(diagnostics.begin()),
                                std::make_move_iterator(diagnostics.end()));
    }
    for (const RuleInfo* r : catalog.all()) result.catalog.add(*r);
    // After a cache hit the checks were never run; a computed run used them up (compute_findings).
    for (auto& c : checks) dispose(std::move(c));
  }
  sort_diagnostics(result.diagnostics);
  count_severities(result.diagnostics, result.summary);
  return result;
}

}  // namespace qbank
