#include "checks/style/data_rules.h"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "checks/style/kinds/kind.h"
#include "core/errors.h"
#include "core/fs.h"
#include "core/hash.h"
#include "core/i18n.h"
#include "core/model.h"
#include "core/schema_validator.h"
#include "core/strings.h"
#include "core/text_locator.h"
#include "core/toml_document.h"
#include "core/utf8.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {

constexpr RuleId kInvalidRule = RuleId::style_invalid_rule;
constexpr std::uintmax_t kMaxRuleFileBytes = 1 << 20;

RuleScope parse_scope(std::string_view s) {
  if (s == "stem") return RuleScope::Stem;
  if (s == "options") return RuleScope::Options;
  if (s == "key") return RuleScope::Key;
  if (s == "distractors") return RuleScope::Distractors;
  if (s == "explanation") return RuleScope::Explanation;
  return RuleScope::Text;
}

RuleKind parse_kind(std::string_view s) {
  if (s == "substitution") return RuleKind::Substitution;
  if (s == "occurrence") return RuleKind::Occurrence;
  if (s == "capitalization") return RuleKind::Capitalization;
  return RuleKind::Existence;
}

// {name} placeholders of a message template: (name, byte offset of '{', byte offset after '}').
struct Placeholder {
  std::string name;
  std::size_t begin;
  std::size_t end;
};
std::vector<Placeholder> placeholders(std::string_view text) {
  std::vector<Placeholder> out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '{') continue;
    std::size_t j = i + 1;
    while (j < text.size() && ((text[j] >= 'a' && text[j] <= 'z') || text[j] == '_')) ++j;
    if (j < text.size() && text[j] == '}' && j > i + 1) {
      out.push_back({std::string(text.substr(i + 1, j - i - 1)), i, j + 1});
      i = j;
    }
  }
  return out;
}

std::string scope_description(RuleScope s, bool english) {
  switch (s) {
    case RuleScope::Stem:
      return english ? "the stem" : "de stam";
    case RuleScope::Options:
      return english ? "each option" : "elke optie";
    case RuleScope::Key:
      return english ? "the key" : "de sleutel";
    case RuleScope::Distractors:
      return english ? "each distractor" : "elke afleider";
    case RuleScope::Explanation:
      return english ? "the explanation" : "de toelichting";
    case RuleScope::Text:
      return english ? "any text of a question" : "elke tekst van een vraag";
  }
  return "";
}

}  // namespace

std::string_view scope_name(RuleScope s) {
  switch (s) {
    case RuleScope::Stem:
      return "stem";
    case RuleScope::Options:
      return "options";
    case RuleScope::Key:
      return "key";
    case RuleScope::Distractors:
      return "distractors";
    case RuleScope::Explanation:
      return "explanation";
    case RuleScope::Text:
      return "text";
  }
  return "";
}

// --- Matching ---------------------------------------------------------------------------------

std::vector<re::Range> Matcher::find(std::string_view text, std::size_t limit) const {
  std::vector<re::Range> all;
  // Exceptions remove matches afterwards, so with exceptions every match is needed first.
  const std::size_t per_pattern = exceptions_ ? SIZE_MAX : limit;
  for (const auto& p : patterns_) {
    for (const auto& r : p.pattern->find_all(text, p.whole_words, per_pattern)) all.push_back(r);
  }
  if (patterns_.size() > 1) {
    std::sort(all.begin(), all.end(), [](const re::Range& a, const re::Range& b) {
      return a.begin != b.begin ? a.begin < b.begin : a.end > b.end;
    });
    std::vector<re::Range> kept;
    for (const auto& r : all) {
      if (!kept.empty() && r.begin < kept.back().end) continue;  // overlaps an earlier match
      kept.push_back(r);
    }
    all = std::move(kept);
  }
  if (exceptions_ && !all.empty()) {
    const auto ex = exceptions_->find_all(text, true);
    std::erase_if(all, [&](const re::Range& r) {
      return std::any_of(ex.begin(), ex.end(),
                         [&](const re::Range& e) { return e.begin <= r.begin && r.end <= e.end; });
    });
  }
  if (all.size() > limit) all.resize(limit);
  return all;
}

std::vector<RuleHit> DataRule::apply(std::string_view text) const { return data_rule_kind(kind).apply(*this, text); }

std::string DataRule::format(const RuleHit& hit, std::string_view where) const {
  std::string out;
  std::size_t last = 0;
  for (const auto& p : placeholders(message)) {
    out.append(message, last, p.begin - last);
    last = p.end;
    if (p.name == "where")
      out += where;
    else if (p.name == "match")
      out += hit.match;
    else if (p.name == "replacement")
      out += hit.replacement;
    else if (p.name == "count")
      out += std::to_string(hit.count);
    else if (p.name == "min")
      out += min ? std::to_string(*min) : std::string();
    else if (p.name == "max")
      out += max ? std::to_string(*max) : std::string();
    else
      out.append(message, p.begin, p.end - p.begin);
  }
  out.append(message, last, std::string::npos);
  return out;
}

bool DataRule::covers(FieldKind field, int option_index, int key_index) const {
  switch (field) {
    case FieldKind::Stem:
      return scope == RuleScope::Stem || scope == RuleScope::Text;
    case FieldKind::Explanation:
      return scope == RuleScope::Explanation || scope == RuleScope::Text;
    case FieldKind::Feedback:
      return scope == RuleScope::Text;
    case FieldKind::Option:
      if (scope == RuleScope::Options || scope == RuleScope::Text) return true;
      if (key_index < 0) return false;
      if (scope == RuleScope::Key) return option_index == key_index;
      if (scope == RuleScope::Distractors) return option_index != key_index;
      return false;
  }
  return false;
}

std::vector<std::size_t> RuleBook::candidates(std::string_view text) const {
  std::vector<std::size_t> out = always_;
  for (int i : set_.match(text)) out.push_back(set_owner_[static_cast<std::size_t>(i)]);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<RuleHit> RuleBook::hits(std::size_t index, std::string_view text) const {
  const auto c = candidates(text);
  if (!std::binary_search(c.begin(), c.end(), index)) return {};
  return rules_[index].apply(text);
}

std::vector<RuleInfo> RuleBook::infos() const {
  std::vector<RuleInfo> out;
  for (const auto& r : rules_) {
    RuleInfo info;
    info.id = r.id;
    info.severity = r.severity;
    info.summary = r.summary;
    info.doc = r.doc;
    info.origin = r.file;
    out.push_back(std::move(info));
  }
  return out;
}

// --- Loading ----------------------------------------------------------------------------------

class RuleLoader {
 public:
  // See RuleBook::load for `how`. When Describe or Trusted see a problem, finish() returns nullptr.
  RuleLoader(const SchemaValidator& schema, const std::function<bool(std::string_view)>& builtin,
             RuleLoading how = RuleLoading::Full)
      : schema_(schema), builtin_(builtin), how_(how) {}

  void add(const std::string& display, std::string content, const std::string& name);
  std::shared_ptr<const RuleBook> finish();

 private:
  struct Example {
    TextField text;  // located in the rule file
    std::string context;
    bool has_context = false;
    Span span;  // the whole example (string or table)
  };
  struct Pending {
    DataRule rule;
    std::shared_ptr<const SourceFile> source;
    std::vector<Example> match;
    std::vector<Example> no_match;
  };

  void problem(const SourceFile& src, Span span, std::string message) {
    problems_.push_back(make_problem(src.path(), span, std::move(message)));
  }
  static Diagnostic make_problem(const std::string& file, Span span, std::string message) {
    Diagnostic d;
    d.rule = rule_name(kInvalidRule);
    d.severity = Severity::Error;
    d.file = file;
    d.span = span.known() ? span : Span{{1, 1}, {1, 2}};
    d.message = std::move(message);
    return d;
  }
  TextField string_field(const SourceFile& src, const toml::node& node) const {
    TextField f;
    if (const auto* s = node.as_string()) {
      f.set(s->get());
      f.span = to_span(node.source());
      f.literal_offset = TextField::offset(src.offset(f.span.begin));
      f.present = true;
    }
    return f;
  }
  // Builds a matcher from words, patterns and exceptions in `table`; false on a problem.
  bool build_matcher(const SourceFile& src, const toml::table& table, bool ignore_case, bool whole_words, Matcher& out);
  void verify_examples(const RuleBook& book, std::size_t index, const Pending& p);

  const SchemaValidator& schema_;
  const std::function<bool(std::string_view)>& builtin_;
  const RuleLoading how_;
  std::vector<Pending> pending_;
  std::vector<Diagnostic> problems_;
};

bool RuleLoader::build_matcher(const SourceFile& src, const toml::table& table, bool ignore_case, bool whole_words,
                               Matcher& out) {
  bool ok = true;
  auto compile = [&](const std::string& pattern, bool icase, Span span,
                     const std::string& what) -> std::shared_ptr<const re::Pattern> {
    if (how_ == RuleLoading::Describe) return nullptr;
    std::string error;
    // Compiled as written first, so that RE2's error quotes the author's text (and so that
    // "a)|(b" is refused, which is valid inside the group of an ignore-case pattern).
    std::shared_ptr<const re::Pattern> p;
    if (how_ == RuleLoading::Full || !icase) p = re::Pattern::compile(pattern, false, &error);
    if (icase && (p || how_ == RuleLoading::Trusted)) p = re::Pattern::compile(pattern, true, &error);
    if (!p) {
      problem(src, span, format_message(tr("{} kan niet worden gecompileerd: {}"), {what, error}));
      ok = false;
    }
    return p;
  };
  auto strings = [&](const char* key) {
    std::vector<std::string> out;
    if (const auto* arr = table.get_as<toml::array>(key)) {
      for (const auto& el : *arr) {
        if (const auto* s = el.as_string()) out.push_back(s->get());
      }
    }
    return out;
  };
  const auto words = strings("words");
  if (auto w = re::words_pattern(words)) {
    const toml::node* node = table.get("words");
    if (auto p = compile(*w, ignore_case, to_span(node->source()), tr("de woordenlijst `words`"))) {
      out.patterns_.push_back({p, true});
    }
  }
  if (const auto* arr = table.get_as<toml::array>("patterns")) {
    for (const auto& el : *arr) {
      const auto* s = el.as_string();
      if (!s) continue;
      const TextField f = string_field(src, el);
      if (auto bad = re::find_ascii_escape(s->get())) {
        problem(src, locate(src, f, bad->offset, bad->offset + bad->escape.size()),
                format_message(tr("`{}` kent in RE2 alleen ASCII-letters en breekt op woorden met ë, é of ï; laat het "
                                  "weg (treffers van `patterns` zijn al hele woorden, tenzij whole_words = false) of "
                                  "schrijf [\\p{L}\\p{N}] voor een woordteken"),
                               {bad->escape}));
        ok = false;
        continue;
      }
      if (auto p = compile(s->get(), ignore_case, to_span(el.source()), tr("het patroon"))) {
        out.patterns_.push_back({p, whole_words});
      }
    }
  }
  if (auto e = re::words_pattern(strings("exceptions"))) {
    const toml::node* node = table.get("exceptions");
    out.exceptions_ = compile(*e, ignore_case, to_span(node->source()), tr("de lijst `exceptions`"));
  }
  return ok;
}

void RuleLoader::add(const std::string& display, std::string content, const std::string& name) {
  auto src = std::make_shared<SourceFile>(display, std::move(content));
  std::vector<Diagnostic> problems;
  auto parsed = parse_toml(*src, problems);
  if (!parsed) {
    problems_.insert(problems_.end(), problems.begin(), problems.end());
    return;
  }
  const toml::table& t = *parsed;
  if (how_ != RuleLoading::Trusted) schema_.validate(t, *src, problems);
  if (!problems.empty()) {
    problems_.insert(problems_.end(), problems.begin(), problems.end());
    return;
  }
  const std::size_t before = problems_.size();
  auto span_of = [&](const toml::node* n) { return n ? to_span(n->source()) : Span{}; };
  auto text = [&](std::string_view key) {
    return t.get_as<std::string>(key) ? t.get_as<std::string>(key)->get() : std::string();
  };

  Pending p;
  p.source = src;
  DataRule& r = p.rule;
  r.file = display;
  r.id = text("id");
  // The UI language picks the summary and the doc; English falls back to the Dutch text.
  const bool english = ui_language() == UiLanguage::English;
  r.summary = english && !text("summary_en").empty() ? text("summary_en") : text("summary");
  r.message = text("message");
  r.severity = parse_severity(text("severity")).value_or(Severity::Warning);
  r.scope = parse_scope(text("scope"));
  r.kind = parse_kind(text("kind"));

  const std::string expected_id = "style/" + name;
  if (r.id != expected_id) {
    problem(*src, span_of(t.get("id")),
            format_message(tr("het id `{}` hoort bij het bestand {}.toml, maar dit bestand heet {}.toml; schrijf id = "
                              "\"{}\" of hernoem het bestand"),
                           {r.id, r.id.substr(r.id.find('/') + 1), name, expected_id}));
  } else if (builtin_(r.id)) {
    problem(*src, span_of(t.get("id")),
            format_message(tr("`{}` is al een ingebouwde regel; kies een andere naam voor deze regel (en het bestand)"),
                           {r.id}));
  }

  // The keys of the kind (kinds/<kind>.cpp).
  const DataRuleKind& kind = data_rule_kind(r.kind);
  KindReader reader{*src,
                    t,
                    t.get_as<bool>("ignore_case") ? t.get_as<bool>("ignore_case")->get() : true,
                    t.get_as<bool>("whole_words") ? t.get_as<bool>("whole_words")->get() : true,
                    [&](Span span, std::string message) { problem(*src, span, std::move(message)); },
                    [&](const toml::table& table, bool ignore_case, bool whole_words, Matcher& out) {
                      return build_matcher(*src, table, ignore_case, whole_words, out);
                    }};
  kind.read(reader, r);

  // Message placeholders.
  if (const toml::node* m = t.get("message")) {
    const TextField f = string_field(*src, *m);
    const auto& allowed = kind.placeholders();
    for (const auto& ph : placeholders(r.message)) {
      if (allowed.count(ph.name)) continue;
      std::vector<std::string> names(allowed.begin(), allowed.end());
      for (auto& n : names) n = "{" + n + "}";
      problem(*src, locate(*src, f, ph.begin, ph.end),
              format_message(tr("`{}` is geen invulveld van een {}-regel; gebruik {}"),
                             {"{" + ph.name + "}", kind.name(), join(names, ", ")}));
    }
  }

  // Matchers.
  kind.build(reader, r);
  const bool ignore_case = reader.ignore_case;
  const bool whole_words = reader.whole_words;

  if (const auto* when = t.get_as<toml::table>("when")) {
    DataRule::Condition c;
    c.scope = parse_scope(when->get_as<std::string>("scope") ? when->get_as<std::string>("scope")->get() : "");
    c.present = when->get_as<bool>("present") ? when->get_as<bool>("present")->get() : true;
    if (when->get("words") || when->get("patterns")) {
      build_matcher(*src, *when, ignore_case, whole_words, c.matcher);
    } else {
      c.matcher = r.matcher;
    }
    r.when = std::move(c);
  }

  // Examples.
  if (const auto* ex = t.get_as<toml::table>("examples")) {
    auto read = [&](const char* key, std::vector<Example>& out) {
      const auto* arr = ex->get_as<toml::array>(key);
      if (!arr) return;
      for (const auto& el : *arr) {
        Example e;
        e.span = to_span(el.source());
        if (el.is_string()) {
          e.text = string_field(*src, el);
        } else if (const auto* tab = el.as_table()) {
          if (const toml::node* n = tab->get("text")) e.text = string_field(*src, *n);
          if (const auto* c = tab->get_as<std::string>("context")) {
            e.context = c->get();
            e.has_context = true;
          }
        }
        out.push_back(std::move(e));
      }
    };
    read("match", p.match);
    read("no_match", p.no_match);
    for (const auto* list : {&p.match, &p.no_match}) {
      for (const auto& e : *list) {
        if (e.has_context && !r.when) {
          problem(*src, e.span,
                  tr("`context` zegt alleen iets bij een regel met `when`; verwijder het of voeg `when` toe"));
        }
      }
    }
  }

  // The doc shown by `qbank explain`, in the UI language.
  const toml::table* doc = t.get_as<toml::table>("doc");
  if (const auto* en = t.get_as<toml::table>("doc_en"); english && en) doc = en;
  if (doc) {
    auto part = [&](const char* key) {
      const auto* s = doc->get_as<std::string>(key);
      return s ? trim(s->get()) : std::string();
    };
    auto quote_example = [&](const Example& e) {
      std::string s = "- \"" + e.text.value + "\"";
      if (e.has_context) s += (english ? " (with context \"" : " (met context \"") + e.context + "\")";
      return s + "\n";
    };
    std::ostringstream md;
    md << "# " << r.id << "\n\n" << r.summary << "\n\n";
    md << (english ? "## What it does\n" : "## Wat de regel doet\n") << part("what") << "\n\n";
    md << (english ? "## Why it matters\n" : "## Waarom het ertoe doet\n") << part("why") << "\n\n";
    md << (english ? "## Example\n" : "## Voorbeeld\n");
    if (!part("example").empty()) md << part("example") << "\n\n";
    md << (english ? "Reported in " : "Gemeld in ") << scope_description(r.scope, english) << ":\n";
    for (const auto& e : p.match) md << quote_example(e);
    md << (english ? "\nNot reported:\n" : "\nNiet gemeld:\n");
    for (const auto& e : p.no_match) md << quote_example(e);
    md << (english ? "\n## How to fix\n" : "\n## Zo los je het op\n") << part("fix") << "\n\n";
    if (english) {
      md << "## Rule file\nA data rule of kind `" << kind.name() << "` reading `" << scope_name(r.scope)
         << "`; edit or copy its file to adapt it (docs/rules.md describes the format).\n";
    } else {
      md << "## Regelbestand\nEen regel als data van de soort `" << kind.name() << "` die `" << scope_name(r.scope)
         << "` leest; pas het bestand aan of kopieer het om de regel aan te passen (docs/rules.md beschrijft de "
            "opmaak).\n";
    }
    r.doc = md.str();
  }

  if (problems_.size() == before) pending_.push_back(std::move(p));
}

void RuleLoader::verify_examples(const RuleBook& book, std::size_t index, const Pending& p) {
  const DataRule& r = p.rule;
  const SourceFile& src = *p.source;
  auto condition = [&](const Example& e) {
    if (!r.when || !e.has_context) return true;
    return r.when->matcher.any(e.context) == r.when->present;
  };
  for (const auto& e : p.match) {
    if (!condition(e)) {
      problem(src, e.span,
              tr("dit voorbeeld staat onder examples.match, maar de voorwaarde `when` geldt niet voor zijn `context`; "
                 "pas `context` of `when` aan"));
      continue;
    }
    if (book.hits(index, e.text.value).empty()) {
      problem(
          src, e.text.span.known() ? e.text.span : e.span,
          tr("dit voorbeeld staat onder examples.match, maar de regel meldt er niets in; pas `words`/`patterns` aan "
             "of zet het voorbeeld onder no_match"));
    }
  }
  for (const auto& e : p.no_match) {
    if (!condition(e)) continue;
    const auto hits = book.hits(index, e.text.value);
    if (hits.empty()) continue;
    const RuleHit& h = hits.front();
    problem(src, locate(src, e.text, h.begin, h.end),
            format_message(tr("dit voorbeeld staat onder examples.no_match, maar de regel meldt `{}` erin; pas "
                              "`words`/`patterns`/`exceptions` aan of zet het voorbeeld onder match"),
                           {h.match}));
  }
}

std::shared_ptr<const RuleBook> RuleLoader::finish() {
  auto book = std::make_shared<RuleBook>();
  if (how_ != RuleLoading::Full && !problems_.empty()) return nullptr;
  if (how_ == RuleLoading::Describe) {
    for (auto& p : pending_) book->rules_.push_back(p.rule);
    return book;
  }
  if (problems_.empty()) {
    for (auto& p : pending_) book->rules_.push_back(p.rule);
    for (std::size_t i = 0; i < book->rules_.size(); ++i) {
      const DataRule& r = book->rules_[i];
      const bool always = r.kind == RuleKind::Occurrence && (r.count != CountUnit::Matches || (r.min && *r.min > 0));
      if (always) {
        book->always_.push_back(i);
        continue;
      }
      bool in_set = true;
      for (const auto& entry : r.matcher.patterns()) {
        if (book->set_.add(*entry.pattern) >= 0) {
          book->set_owner_.push_back(i);
        } else {
          in_set = false;
        }
      }
      // A pattern the set refuses (it compiled alone, so this should not happen) must not hide
      // the rule: it then runs on every text.
      if (!in_set) book->always_.push_back(i);
    }
    std::string error;
    if (!book->set_.empty() && !book->set_.compile(&error)) {
      problems_.push_back(make_problem(pending_.front().source->path(), {}, error));
    }
  }
  if (problems_.empty() && how_ == RuleLoading::Full) {
    for (std::size_t i = 0; i < pending_.size(); ++i) verify_examples(*book, i, pending_[i]);
  }
  if (!problems_.empty()) {
    if (how_ != RuleLoading::Full) return nullptr;
    sort_diagnostics(problems_);
    throw ConfigError(std::move(problems_));
  }
  return book;
}

std::shared_ptr<const RuleBook> RuleBook::from_sources(const std::vector<std::pair<std::string, std::string>>& files,
                                                       const SchemaValidator& schema,
                                                       const std::function<bool(std::string_view)>& builtin) {
  RuleLoader loader(schema, builtin);
  for (const auto& [path, content] : files) loader.add(path, content, fs::path(path).stem().string());
  return loader.finish();
}

std::shared_ptr<const RuleBook> RuleBook::load(const fs::path& rules_dir, const SchemaValidator& schema,
                                               const std::function<bool(std::string_view)>& builtin) {
  return load(std::vector<fs::path>{rules_dir}, schema, builtin);
}

std::vector<RuleSource> RuleBook::read_files(const std::vector<fs::path>& rules_dirs) {
  // By file name: the first folder (the bank's) wins; then in name order.
  std::map<std::string, fs::path> by_name;
  std::error_code ec;
  for (auto d = rules_dirs.rbegin(); d != rules_dirs.rend(); ++d) {
    const fs::path dir = *d / "style";
    if (!fs::is_directory(dir, ec)) continue;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
      if (entry.path().extension() == ".toml" && entry.is_regular_file(ec)) {
        by_name[entry.path().filename().string()] = entry.path();
      }
    }
  }
  RealFileSystem real;
  std::vector<RuleSource> out;
  for (const auto& [name, f] : by_name) {
    const std::string display = display_path(f);
    ReadResult r = real.read(f, kMaxRuleFileBytes);
    if (!r.ok) {
      throw ConfigError(display, kInvalidRule, {},
                        r.too_large ? std::string(tr("het regelbestand is groter dan 1 MB"))
                                    : format_message(tr("kan het regelbestand niet lezen: {}"), {r.error}));
    }
    out.push_back({display, f.stem().string(), std::move(r.content)});
  }
  return out;
}

std::string RuleBook::digest(const std::vector<RuleSource>& files) {
  Sha256 sha;
  for (const auto& f : files) sha.field(f.display).field(f.name).field(f.content);
  return sha.hex();
}

std::shared_ptr<const RuleBook> RuleBook::load(const std::vector<RuleSource>& files, const SchemaValidator& schema,
                                               const std::function<bool(std::string_view)>& builtin, RuleLoading how) {
  auto load_as = [&](RuleLoading depth) {
    RuleLoader loader(schema, builtin, depth);
    for (const auto& f : files) loader.add(f.display, f.content, f.name);
    return loader.finish();
  };
  if (auto book = load_as(how)) return book;
  // A problem seen by a lighter load: the full load reports it, with every other problem.
  return load_as(RuleLoading::Full);
}

std::shared_ptr<const RuleBook> RuleBook::load(const std::vector<fs::path>& rules_dirs, const SchemaValidator& schema,
                                               const std::function<bool(std::string_view)>& builtin, RuleLoading how) {
  return load(read_files(rules_dirs), schema, builtin, how);
}

}  // namespace qbank
