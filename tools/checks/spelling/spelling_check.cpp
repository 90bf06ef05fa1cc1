#include "checks/spelling/spelling_check.h"

#include <algorithm>
#include <chrono>
#include <exception>
#include <functional>
#include <thread>
#include <unordered_map>
#include <unordered_set>

#include "checks/spelling/accepted_words.h"
#include "checks/spelling/speller.h"
#include "checks/spelling/tokenizer.h"
#include "core/lifetime.h"
#include "core/parallel.h"
#include "core/string_map.h"
#include "core/text_locator.h"
#include "core/utf8.h"

namespace qbank {
namespace {

using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

constexpr const char* kUnknown = "spelling/unknown-word";
constexpr const char* kRejected = "spelling/rejected-word";

// A question or topic and the fields of it that students read.
struct Item {
  const SourceFile* source = nullptr;
  std::string path;
  std::vector<const TextField*> fields;
  const std::vector<TextField>* words = nullptr;  // the question's own vocabulary
};

struct WordInfo {
  std::uint32_t index = 0;
  std::uint8_t context = 0;
};
using WordMap = StringMap<WordInfo>;

// One wrong piece at one place, waiting for its suggestions.
struct Pending {
  const TextField* field = nullptr;
  std::size_t begin = 0;  // bytes in field->value
  std::size_t end = 0;
  std::string word;       // the whole word as looked up
  const BadPiece* piece = nullptr;
};

std::string capitalised(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string decapitalised_first(const std::string& s) {
  if (s.empty()) return s;
  char32_t c;
  const std::size_t n = utf8::decode(s, 0, c);
  if (!utf8::is_upper(c)) return s;
  return utf8::lower(s.substr(0, n)) + s.substr(n);
}

std::string quoted_list(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? " of " : ", ";
    out += "`" + items[i] + "`";
  }
  return out;
}

}  // namespace

struct SpellingCheck::State {
  std::vector<std::vector<Diagnostic>> questions;
  std::vector<std::vector<Diagnostic>> topics;
  SpellingStats stats;
};

SpellingCheck::SpellingCheck() : state_(std::make_unique<State>()) {}
SpellingCheck::~SpellingCheck() = default;

const SpellingStats& SpellingCheck::stats() const { return state_->stats; }

void SpellingCheck::prepare(const LintContext& ctx) {
  state_ = std::make_unique<State>();
  const bool unknown_on = ctx.enabled(kUnknown);
  const bool rejected_on = ctx.enabled(kRejected);
  if (!unknown_on && !rejected_on) return;
  const Bank& bank = ctx.bank;
  const Settings& settings = ctx.config.settings;
  const unsigned jobs = std::max(1u, ctx.jobs);
  const auto max_chars = static_cast<std::size_t>(settings.integer("limits.max_text_chars"));
  const auto max_suggestions = static_cast<std::size_t>(settings.integer("spelling.max_suggestions"));
  const std::chrono::milliseconds budget(settings.integer("spelling.suggest_budget_ms"));

  DictionaryFiles files = find_dictionary(ctx.config);
  Vocabulary vocabulary = Vocabulary::load(ctx.config.rules_dir, files.name);
  const std::string words_file = "rules/spelling/" + std::filesystem::path(vocabulary.words_file).filename().string();

  // Words the dictionary accepted in earlier runs (with the cache on): when the bank's words are
  // all among them, the dictionary is not loaded at all.
  AcceptedWords accepted;
  if (!ctx.cache_dir.empty()) accepted = AcceptedWords::read(ctx.cache_dir, dictionary_key(files, vocabulary));

  // Otherwise load the dictionary while the text is read.
  SpellingStats& stats = state_->stats;
  std::unique_ptr<Speller> speller;
  std::exception_ptr load_error;
  std::thread loader;
  auto start_loading = [&] {
    loader = std::thread([&] {
      const auto t = Clock::now();
      try {
        speller = std::make_unique<Speller>(std::move(files), std::move(vocabulary));
      } catch (...) {
        load_error = std::current_exception();
      }
      stats.load_ms = ms_since(t);
    });
    stats.dictionary_loaded = true;
  };
  struct JoinGuard {
    std::thread& t;
    ~JoinGuard() {
      if (t.joinable()) t.join();
    }
  } guard{loader};
  if (!accepted.found()) start_loading();

  // Questions first, then topics, as the per-item results are indexed.
  std::vector<Item> items;
  items.reserve(bank.questions.size() + bank.topics.size());
  auto add = [&](Item& item, const TextField& f) {
    if (f.present && !f.value.empty() && utf8::count_code_points(f.value) <= max_chars) item.fields.push_back(&f);
  };
  for (const auto& q : bank.questions) {
    Item item{q.source.get(), q.path(), {}, &q.words};
    add(item, q.stem);
    for (const auto& o : q.options) {
      add(item, o.text);
      add(item, o.feedback);
    }
    add(item, q.explanation);
    items.push_back(std::move(item));
  }
  for (const auto& t : bank.topics) {
    Item item{t.source.get(), t.path(), {}, nullptr};
    if (t.source) {
      add(item, t.title);
      add(item, t.description);
    }
    items.push_back(std::move(item));
  }

  // Pass 1: the distinct words, how they were seen (before a dot, before a hyphen), and per item
  // its word occurrences as (word index << 2 | context bits). Each thread numbers the words of its
  // share of the items; the numbers are then made global.
  auto t = Clock::now();
  const std::size_t chunks = std::max<std::size_t>(1, std::min<std::size_t>(jobs, items.size()));
  auto chunk_begin = [&](std::size_t c) { return c * items.size() / chunks; };
  std::vector<WordMap> maps(chunks);
  std::vector<std::vector<std::uint32_t>> occurrences(items.size());
  std::vector<std::size_t> counts(chunks, 0), texts(chunks, 0);
  parallel_for(chunks, jobs, [&](std::size_t c) {
    std::vector<SpellToken> tokens;
    WordMap& map = maps[c];
    for (std::size_t i = chunk_begin(c); i < chunk_begin(c + 1); ++i) {
      auto& occ = occurrences[i];
      for (const TextField* f : items[i].fields) {
        tokens.clear();
        spelling_tokens(f->value, tokens);
        counts[c] += tokens.size();
        ++texts[c];
        for (auto& tok : tokens) {
          const std::uint8_t bits =
              (tok.dot_after ? kSeenBeforeDot : 0) | (tok.hyphen_after ? kSeenBeforeHyphen : 0);
          const auto next = static_cast<std::uint32_t>(map.size());
          WordInfo* info = map.try_emplace(tok.word, WordInfo{next, 0}).first;
          info->context |= bits;
          occ.push_back(info->index << 2 | bits);
        }
      }
    }
  });
  WordMap& words = maps[0];
  for (std::size_t c = 1; c < chunks; ++c) {
    std::vector<std::uint32_t> remap(maps[c].size());
    for (const auto& [w, info] : maps[c].entries()) {
      const auto next = static_cast<std::uint32_t>(words.size());
      WordInfo* global = words.try_emplace(w, WordInfo{next, 0}).first;
      global->context |= info.context;
      remap[info.index] = global->index;
    }
    maps[c] = WordMap();
    for (std::size_t i = chunk_begin(c); i < chunk_begin(c + 1); ++i) {
      for (auto& o : occurrences[i]) o = remap[o >> 2] << 2 | (o & 3u);
    }
  }
  std::vector<std::string> distinct(words.size());
  std::vector<std::uint8_t> contexts(words.size());
  for (const auto& [w, info] : words.entries()) {
    distinct[info.index] = w;
    contexts[info.index] = info.context;
  }
  for (std::size_t c = 0; c < chunks; ++c) {
    stats.tokens += counts[c];
    stats.texts += texts[c];
  }
  stats.distinct = distinct.size();
  stats.collect_ms = ms_since(t);

  // Verdicts: the words accepted before are right; Hunspell judges the others.
  std::vector<SpellVerdict> verdicts;
  std::vector<std::size_t> todo;
  for (std::size_t i = 0; i < distinct.size(); ++i) {
    if (!accepted.contains(distinct[i])) todo.push_back(i);
  }
  if (!todo.empty() && !stats.dictionary_loaded) start_loading();
  if (loader.joinable()) loader.join();
  if (load_error) std::rethrow_exception(load_error);  // also with no words: the dictionary is broken
  if (!todo.empty()) {
    t = Clock::now();
    if (todo.size() == distinct.size()) {
      verdicts = speller->check(distinct, contexts, jobs);
    } else {
      std::vector<std::string> words_todo;
      std::vector<std::uint8_t> contexts_todo;
      for (std::size_t i : todo) {
        words_todo.push_back(distinct[i]);
        contexts_todo.push_back(contexts[i]);
      }
      std::vector<SpellVerdict> judged = speller->check(words_todo, contexts_todo, jobs);
      verdicts.resize(distinct.size());
      for (std::size_t k = 0; k < todo.size(); ++k) verdicts[todo[k]] = std::move(judged[k]);
    }
    stats.judge_ms = ms_since(t);
    stats.judged = todo.size();
    if (!ctx.cache_dir.empty()) {
      for (std::size_t i : todo) {
        if (verdicts[i].ok && verdicts[i].bad.empty()) accepted.add(distinct[i]);
      }
      accepted.write(ctx.cache_dir);
    }
  } else {
    verdicts.resize(distinct.size());  // every word accepted before
  }
  t = Clock::now();

  // Pass 2: only the items with a word that is wrong where it stands are read again, to find
  // the positions, minus the words a question accepts for itself.
  std::vector<std::vector<Pending>> pending(items.size());
  parallel_for(items.size(), jobs, [&](std::size_t i) {
    const Item& item = items[i];
    bool wrong = false;
    for (const std::uint32_t o : occurrences[i]) {
      if (!verdicts[o >> 2].accepted(o & kSeenBeforeDot, o & kSeenBeforeHyphen)) {
        wrong = true;
        break;
      }
    }
    std::vector<std::uint32_t>().swap(occurrences[i]);
    if (!wrong) return;
    std::unordered_set<std::string> own;
    if (item.words) {
      for (const auto& w : *item.words) own.insert(utf8::nfc(w.value));
    }
    // The word itself, with a capital at the start of a sentence, or its apostrophe plural.
    auto own_word = [&](const std::string& w) {
      if (own.empty()) return false;
      auto known = [&](const std::string& x) { return own.count(x) > 0 || own.count(decapitalised_first(x)) > 0; };
      return known(w) || (w.size() > 2 && w.compare(w.size() - 2, 2, "'s") == 0 && known(w.substr(0, w.size() - 2)));
    };
    std::vector<SpellToken> tokens;
    for (const TextField* f : item.fields) {
      tokens.clear();
      spelling_tokens(f->value, tokens);
      for (const auto& t : tokens) {
        const WordInfo* info = words.find(t.word);
        if (!info) continue;
        const SpellVerdict& v = verdicts[info->index];
        if (v.accepted(t.dot_after, t.hyphen_after)) continue;
        const bool whole_own = own_word(t.word);
        std::vector<std::pair<std::size_t, std::size_t>> parts;
        for (const BadPiece& piece : v.bad) {
          if (piece.rejected ? !rejected_on : (!unknown_on || whole_own || own_word(piece.text))) continue;
          Pending p{f, t.begin, t.end, t.word, &piece};
          if (piece.part < 0) {
            if (t.abbreviation && t.dot_after) ++p.end;  // d.w.x. with its dot
          } else {
            if (parts.empty()) parts = word_parts(std::string_view(f->value).substr(t.begin, t.end - t.begin));
            const auto k = static_cast<std::size_t>(piece.part);
            if (k < parts.size()) {
              p.begin = t.begin + parts[k].first;
              p.end = t.begin + parts[k].second;
            }
          }
          pending[i].push_back(std::move(p));
        }
      }
    }
  });

  stats.locate_ms = ms_since(t);

  // Suggestions, once per distinct misspelt piece.
  t = Clock::now();
  std::vector<std::string> misspelt;
  for (const auto& list : pending) {
    for (const auto& p : list) {
      if (!p.piece->rejected) misspelt.push_back(p.piece->text);
    }
  }
  std::sort(misspelt.begin(), misspelt.end());
  misspelt.erase(std::unique(misspelt.begin(), misspelt.end()), misspelt.end());
  stats.misspelt = misspelt.size();
  const bool suggesting = ctx.suggestions && max_suggestions > 0;
  SuggestionRun run;
  if (suggesting && !misspelt.empty()) {
    run = speller->suggest(misspelt, jobs, budget, ctx.cache_dir);
    stats.suggestions_computed = run.computed;
    stats.suggestions_cached = run.cached;
    stats.suggestions_skipped = run.skipped;
  }
  stats.suggest_ms = ms_since(t);
  auto suggestions_of = [&](const std::string& piece) -> const std::optional<std::vector<std::string>>* {
    if (!suggesting) return nullptr;
    auto it = std::lower_bound(misspelt.begin(), misspelt.end(), piece);
    if (it == misspelt.end() || *it != piece || run.lists.empty()) return nullptr;
    return &run.lists[static_cast<std::size_t>(it - misspelt.begin())];
  };

  // The findings.
  state_->questions.resize(bank.questions.size());
  state_->topics.resize(bank.topics.size());
  for (std::size_t i = 0; i < items.size(); ++i) {
    const Item& item = items[i];
    auto& out = i < bank.questions.size() ? state_->questions[i] : state_->topics[i - bank.questions.size()];
    for (const Pending& p : pending[i]) {
      const Span span = locate(*item.source, *p.field, p.begin, p.end);
      const std::string shown = p.field->value.substr(p.begin, p.end - p.begin);
      const std::string where = p.piece->part >= 0 ? " (in `" + p.word + "`)" : "";
      if (const RejectedWord* r = p.piece->rejected) {
        const std::string preferred = p.piece->capitalised ? capitalised(r->preferred) : r->preferred;
        std::string msg = "`" + shown + "`" + where + " is volgens de huisstijl niet de gewenste spelling; schrijf `" +
                          preferred + "`";
        if (!r->reason.empty()) msg += " (" + r->reason + ")";
        Diagnostic d = make_diagnostic(kRejected, item.path, span, std::move(msg));
        d.fix = Fix{span, preferred};
        out.push_back(std::move(d));
        continue;
      }
      std::string msg = "`" + shown + "`" + where + " staat niet in het woordenboek";
      const std::string advice = item.words ? "zet het in `words` van deze vraag of in " + words_file
                                            : "zet het in " + words_file;
      const auto* list = suggestions_of(p.piece->text);
      if (list && !*list) {
        msg += " (geen suggesties: de tijd daarvoor, [spelling] suggest_budget_ms, was op); corrigeer de spelling, "
               "of " + advice + " als het woord juist is";
      } else if (list && !(*list)->empty()) {
        std::vector<std::string> shown_list((*list)->begin(),
                                            (*list)->begin() + std::min(max_suggestions, (*list)->size()));
        msg += "; bedoelt u " + quoted_list(shown_list) + "? Is het woord juist, " + advice;
      } else {
        msg += "; corrigeer de spelling, of " + advice + " als het woord juist is";
      }
      out.push_back(make_diagnostic(kUnknown, item.path, span, std::move(msg)));
    }
  }
  // Freeing the dictionaries is millions of small frees, and the next large allocation of
  // another check pays again to consolidate them: leave them to the exit when the process ends
  // after this run.
  dispose(std::move(speller));
}

void SpellingCheck::check_question(const Question& question, const LintContext& ctx,
                                   std::vector<Diagnostic>& out) const {
  const auto& all = state_->questions;
  if (all.empty() || ctx.bank.questions.empty()) return;
  const auto i = static_cast<std::size_t>(&question - ctx.bank.questions.data());
  if (i >= all.size()) return;
  out.insert(out.end(), all[i].begin(), all[i].end());
}

void SpellingCheck::check_topic(const Topic& topic, const LintContext& ctx, std::vector<Diagnostic>& out) const {
  const auto& all = state_->topics;
  if (all.empty() || ctx.bank.topics.empty()) return;
  const auto i = static_cast<std::size_t>(&topic - ctx.bank.topics.data());
  if (i >= all.size()) return;
  out.insert(out.end(), all[i].begin(), all[i].end());
}

}  // namespace qbank
