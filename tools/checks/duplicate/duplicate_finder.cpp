#include "checks/duplicate/duplicate_finder.h"
#include "checks/answer/option_text.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <map>
#include <memory>
#include <numeric>
#include <optional>
#include <unordered_map>

#include "checks/answer/option_text.h"
#include "checks/duplicate/similarity_join.h"
#include "core/parallel.h"
#include "core/placeholder.h"
#include "core/string_map.h"
#include "core/text/analyzer.h"
#include "core/utf8.h"

namespace qbank {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Processor time of the process (all threads).
double cpu_ms() { return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

}  // namespace

// What find_duplicates compares of one question. The hashes let the groupings sort by one
// integer; equal hashes are then told apart by the strings themselves.
struct DuplicateAnalysed {
  bool active = false;
  std::string stem;      // normalize_text(stem)
  std::string skeleton;  // words with numbers and units blanked; empty when it has none
  std::string words;     // stem_words(stem), packed: each word followed by '\n'
                         // (simjoin::for_each_packed_word)
  std::string options;   // the normalised options, sorted, joined by '\x1f'
  std::string key;       // the normalised correct option(s), sorted, joined
  std::uint64_t stem_and_options_hash = 0;
  std::uint64_t skeleton_hash = 0;
  std::uint64_t options_and_key_hash = 0;
};

namespace {

using Analysed = DuplicateAnalysed;

std::uint64_t hash_of(std::string_view s) { return std::hash<std::string_view>{}(s); }
std::uint64_t combine(std::uint64_t a, std::uint64_t b) { return (a * 0x9E3779B97F4A7C15ull) ^ (b + (a >> 29)); }

bool has_digit(std::string_view s) {
  return std::any_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// "fp16" -> "fp#", "2,5" -> "#", "13b" -> "#b": digits with the separators between them.
std::string blank_digits(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const bool digit = s[i] >= '0' && s[i] <= '9';
    const bool inner_separator = (s[i] == ',' || s[i] == '.') && !out.empty() && out.back() == '#' &&
                                 i + 1 < s.size() && s[i + 1] >= '0' && s[i + 1] <= '9';
    if (digit || inner_separator) {
      if (out.empty() || out.back() != '#') out += '#';
    } else {
      out += s[i];
    }
  }
  return out;
}

std::string join_sorted(std::vector<std::string> parts) {
  std::sort(parts.begin(), parts.end());
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) out += '\x1f';
    out += parts[i];
  }
  return out;
}

// The words of stem text, as the analyser gives them, memoised per white-space-separated chunk:
// a token never spans white space, so tokenising chunk by chunk gives the same tokens as
// tokenising the whole text, and the frequent chunks ("de", "het", "geheugen") are stemmed once.
// The memo is small and direct-mapped: it holds the frequent chunks and stays in the processor's
// cache; a large map of every chunk ever seen costs more in cache misses than stemming does.
class WordCache {
 public:
  struct Word {
    std::string word;      // for the word set: the stem, or the number as written
    std::string skeleton;  // for the numeric skeleton: the folded word, '~' for a unit, digits as '#'
    bool numeric = false;  // has digits or is a unit
  };

  WordCache(const TextAnalyzer& analyzer, const std::unordered_set<std::string>& units)
      : analyzer_(analyzer), units_(units), slots_(kSlots) {
    for (const auto& u : units_) longest_unit_ = std::max(longest_unit_, u.size());
  }

  // Appends the words of `chunk` to `words` and their skeleton to `skeleton` (space-separated);
  // sets `numeric` when one of them has digits or is a unit.
  void append(std::string_view chunk, std::string& words, std::string& skeleton, bool& numeric) {
    const std::uint64_t h = std::hash<std::string_view>{}(chunk);
    Slot& slot = slots_[h & (kSlots - 1)];
    if (!slot.used || slot.hash != h || slot.chunk != chunk) {
      slot.used = true;
      slot.hash = h;
      slot.chunk.assign(chunk);
      slot.words.clear();
      for (const Token& t : analyzer_.tokenize(chunk)) {
        Word w;
        const bool unit = t.folded.size() <= longest_unit_ && units_.count(std::string(t.folded));
        w.numeric = unit || has_digit(t.folded);
        w.skeleton = unit ? std::string("~") : w.numeric ? blank_digits(t.folded) : std::string(t.folded);
        w.word = t.number ? t.folded : t.stem;
        slot.words.push_back(std::move(w));
      }
    }
    for (const Word& w : slot.words) {
      words += w.word;
      words += '\n';
      if (!skeleton.empty()) skeleton += ' ';
      skeleton += w.skeleton;
      numeric = numeric || w.numeric;
    }
  }

 private:
  static constexpr std::size_t kSlots = 16384;
  struct Slot {
    std::uint64_t hash = 0;
    bool used = false;
    std::string chunk;
    std::vector<Word> words;
  };
  const TextAnalyzer& analyzer_;
  const std::unordered_set<std::string>& units_;
  std::size_t longest_unit_ = 0;
  std::vector<Slot> slots_;
};

bool is_ascii_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

Analysed analyse(const Question& q, const DuplicateSettings& settings, WordCache& cache) {
  Analysed a;
  if (!q.stem.present || q.status.value == "retired") return a;
  // An unfilled `qbank new` scaffold is answer/placeholder's, not a duplicate of the next one.
  if (is_placeholder(q.stem.value)) return a;
  for (const Option& o : q.options) {
    if (is_placeholder(o.text.value)) return a;
  }
  if (utf8::count_code_points(q.stem.value) > settings.max_text_chars) return a;
  // Exact and conflicting-key pairs compare the stem as a student reads it: "6 / 3" and "6 − 3"
  // are different questions with the same options.
  a.stem = normalise_option(q.stem.value);
  if (a.stem.empty()) return a;
  a.active = true;

  const std::string_view text = q.stem.value;
  std::string skeleton;
  skeleton.reserve(text.size() + 16);
  a.words.reserve(text.size() + 16);  // stems and numbers are seldom longer than their words
  bool numeric = false;
  for (std::size_t i = 0; i < text.size();) {
    while (i < text.size() && is_ascii_space(text[i])) ++i;
    std::size_t end = i;
    while (end < text.size() && !is_ascii_space(text[end])) ++end;
    if (end > i) cache.append(text.substr(i, end - i), a.words, skeleton, numeric);
    i = end;
  }
  // Only stems with numbers or units can be numeric variants.
  if (numeric) a.skeleton = std::move(skeleton);

  std::vector<std::string> options, keys;
  options.reserve(q.options.size());
  for (const Option& o : q.options) {
    options.push_back(normalise_option(o.text.value));
    if (o.correct) keys.push_back(options.back());
  }
  a.options = join_sorted(std::move(options));
  a.key = join_sorted(std::move(keys));
  a.stem_and_options_hash = combine(hash_of(a.stem), hash_of(a.options));
  a.skeleton_hash = hash_of(a.skeleton);
  a.options_and_key_hash = combine(hash_of(a.options), hash_of(a.key));
  return a;
}

// Distinct words other than stop words over all options (`joined` as in Analysed::options).
std::size_t option_word_count(const std::string& joined, const TextAnalyzer& analyzer) {
  std::vector<std::string_view> words;
  std::size_t from = 0;
  while (from < joined.size()) {
    std::size_t to = joined.find_first_of(" \x1f", from);
    if (to == std::string::npos) to = joined.size();
    const std::string_view word(joined.data() + from, to - from);
    if (!word.empty() && !analyzer.is_stop_word(word)) words.push_back(word);
    from = to + 1;
  }
  std::sort(words.begin(), words.end());
  return static_cast<std::size_t>(std::unique(words.begin(), words.end()) - words.begin());
}

std::uint64_t pair_id(std::size_t a, std::size_t b) {
  return (static_cast<std::uint64_t>(std::min(a, b)) << 32) | static_cast<std::uint64_t>(std::max(a, b));
}

// Sorts `items` by a 64-bit key, then by `less` among equal keys (only true duplicates and hash
// collisions get there). Sorting (key, index) pairs keeps the comparisons in one array.
template <typename Key, typename Less>
void sort_by_key(std::vector<std::size_t>& items, Key key, Less less) {
  std::vector<std::pair<std::uint64_t, std::size_t>> keyed;
  keyed.reserve(items.size());
  for (std::size_t i : items) keyed.emplace_back(key(i), i);
  std::sort(keyed.begin(), keyed.end(), [&](const auto& x, const auto& y) {
    if (x.first != y.first) return x.first < y.first;
    if (less(x.second, y.second)) return true;
    if (less(y.second, x.second)) return false;
    return x.second < y.second;
  });
  for (std::size_t k = 0; k < keyed.size(); ++k) items[k] = keyed[k].second;
}

// Calls f(begin, end) for each run of `items` (sorted) that `same` holds together.
template <typename Same, typename F>
void for_each_group(const std::vector<std::size_t>& items, Same same, F f) {
  std::size_t begin = 0;
  while (begin < items.size()) {
    std::size_t end = begin + 1;
    while (end < items.size() && same(items[begin], items[end])) ++end;
    if (end - begin > 1) f(begin, end);
    begin = end;
  }
}

}  // namespace

RuleId duplicate_rule(DuplicateKind kind) {
  switch (kind) {
    case DuplicateKind::Exact:
      return RuleId::duplicate_exact;
    case DuplicateKind::ConflictingKey:
      return RuleId::duplicate_conflicting_key;
    case DuplicateKind::NumericVariant:
      return RuleId::duplicate_numeric_variant;
    case DuplicateKind::Near:
      return RuleId::duplicate_near;
    case DuplicateKind::SameOptions:
      return RuleId::duplicate_same_options;
  }
  return RuleId::duplicate_exact;
}

std::string normalize_text(std::string_view text) {
  // Plain ASCII, the common case: one pass into a buffer, no Unicode tables.
  {
    std::string out(text.size(), '\0');
    std::size_t n = 0;
    bool gap = false, ascii = true;
    for (const char c : text) {
      const unsigned char u = static_cast<unsigned char>(c);
      if (u >= 0x80) {
        ascii = false;
        break;
      }
      const bool letter = (u | 0x20) >= 'a' && (u | 0x20) <= 'z';
      if (letter || (u >= '0' && u <= '9')) {
        if (gap && n > 0) out[n++] = ' ';
        gap = false;
        out[n++] = letter ? static_cast<char>(u | 0x20) : c;
      } else {
        gap = true;
      }
    }
    if (ascii) {
      out.resize(n);
      return out;
    }
  }
  const std::string folded = utf8::fold(text);
  std::string out;
  out.reserve(folded.size());
  bool gap = false;
  for (std::size_t i = 0; i < folded.size();) {
    char32_t cp;
    const std::size_t n = utf8::decode(folded, i, cp);
    if (utf8::is_letter(cp) || utf8::is_digit(cp)) {
      if (gap && !out.empty()) out += ' ';
      gap = false;
      out.append(folded, i, n);
    } else if (!utf8::is_mark(cp)) {
      gap = true;
    }
    i += n;
  }
  return out;
}

std::vector<std::string> stem_words(const TextAnalyzer& analyzer, std::string_view stem) {
  std::vector<std::string> out;
  for (const auto& t : analyzer.tokenize(stem)) out.emplace_back(t.number ? t.folded : t.stem);
  return out;
}

namespace {

// Analyses the questions at `indices` into an[index].
void analyse_all(const std::vector<Question>& questions, const std::vector<std::size_t>& indices,
                 const DuplicateSettings& settings, const TextAnalyzer& analyzer, unsigned jobs,
                 std::vector<Analysed>& an) {
  const std::size_t n = indices.size();
  // Interleaved tasks, each with its own word cache (few tasks: each warms its cache anew).
  const std::size_t tasks = jobs > 1 && n >= 256 ? std::size_t{jobs} * 2 : 1;
  parallel_for(tasks, jobs, [&](std::size_t task) {
    WordCache cache(analyzer, settings.units);
    for (std::size_t i = task; i < n; i += tasks) an[indices[i]] = analyse(questions[indices[i]], settings, cache);
  });
}

// Every pair of the analysed questions (an[i].words is used up), sorted by (a, b).
std::vector<DuplicatePair> join_all(std::vector<Analysed>& an, const DuplicateSettings& settings,
                                    const TextAnalyzer& analyzer, unsigned jobs, DuplicateStats& st) {
  const std::size_t n = an.size();
  std::vector<std::size_t> active;
  for (std::size_t i = 0; i < n; ++i) {
    if (an[i].active) active.push_back(i);
  }
  st.questions = active.size();
  auto start = Clock::now();
  double cpu_start = cpu_ms();
  std::vector<DuplicatePair> out;
  std::unordered_set<std::uint64_t> seen;
  auto add = [&](std::size_t a, std::size_t b, DuplicateKind kind, double similarity) {
    if (!seen.insert(pair_id(a, b)).second) return;
    out.push_back({std::min(a, b), std::max(a, b), kind, similarity});
  };

  // Exact and conflicting-key: the same stem and option multiset.
  {
    std::vector<std::size_t> items = active;
    sort_by_key(
        items, [&](std::size_t i) { return an[i].stem_and_options_hash; },
        [&](std::size_t x, std::size_t y) {
          return an[x].stem != an[y].stem ? an[x].stem < an[y].stem : an[x].options < an[y].options;
        });
    for_each_group(
        items,
        [&](std::size_t x, std::size_t y) {
          return an[x].stem_and_options_hash == an[y].stem_and_options_hash && an[x].stem == an[y].stem &&
                 an[x].options == an[y].options;
        },
        [&](std::size_t begin, std::size_t end) {
          for (std::size_t i = begin; i < end; ++i) {
            for (std::size_t j = i + 1; j < end; ++j) {
              const bool same_key = an[items[i]].key == an[items[j]].key;
              add(items[i], items[j], same_key ? DuplicateKind::Exact : DuplicateKind::ConflictingKey, 1.0);
            }
          }
        });
  }

  // Numeric variants: the same skeleton under different stems.
  {
    std::vector<std::size_t> items;
    for (std::size_t i : active) {
      if (!an[i].skeleton.empty()) items.push_back(i);
    }
    sort_by_key(
        items, [&](std::size_t i) { return an[i].skeleton_hash; },
        [&](std::size_t x, std::size_t y) { return an[x].skeleton < an[y].skeleton; });
    for_each_group(
        items,
        [&](std::size_t x, std::size_t y) {
          return an[x].skeleton_hash == an[y].skeleton_hash && an[x].skeleton == an[y].skeleton;
        },
        [&](std::size_t begin, std::size_t end) {
          for (std::size_t i = begin; i < end; ++i) {
            for (std::size_t j = i + 1; j < end; ++j) {
              if (an[items[i]].stem == an[items[j]].stem) continue;
              const auto x = simjoin::make_token_sets_packed({an[items[i]].words, an[items[j]].words});
              add(items[i], items[j], DuplicateKind::NumericVariant,
                  simjoin::jaccard(simjoin::overlap(x[0], x[1]), x[0].size(), x[1].size()));
            }
          }
        });
  }
  st.group_ms = ms_since(start);
  st.group_cpu_ms = cpu_ms() - cpu_start;

  // Near duplicates: the similarity join over the stems' word sets.
  if (settings.near) {
    start = Clock::now();
    cpu_start = cpu_ms();
    std::vector<std::string> documents(n);
    for (std::size_t i : active) documents[i] = std::move(an[i].words);
    std::vector<simjoin::TokenSet> sets = simjoin::make_token_sets_packed(documents, jobs);
    std::vector<std::string>().swap(documents);
    for (auto& s : sets) {
      if (s.size() < settings.near_min_words) s.clear();
    }
    st.sets_ms = ms_since(start);
    st.sets_cpu_ms = cpu_ms() - cpu_start;
    simjoin::JoinStats js;
    const auto pairs = simjoin::all_pairs(sets, settings.near_threshold, jobs, &js);
    st.join_index_entries = js.index_entries;
    st.join_scanned = js.scanned;
    st.join_candidates = js.candidates;
    st.join_pairs = js.results;
    for (const auto& p : pairs) {
      add(p.a, p.b, DuplicateKind::Near, simjoin::jaccard(p.overlap, sets[p.a].size(), sets[p.b].size()));
    }
    st.join_ms = ms_since(start);
    st.join_cpu_ms = cpu_ms() - cpu_start;
  }

  // Same options and key under another stem.
  start = Clock::now();
  cpu_start = cpu_ms();
  {
    std::vector<std::size_t> items;
    for (std::size_t i : active) {
      if (!an[i].options.empty()) items.push_back(i);
    }
    sort_by_key(
        items, [&](std::size_t i) { return an[i].options_and_key_hash; },
        [&](std::size_t x, std::size_t y) {
          return an[x].options != an[y].options ? an[x].options < an[y].options : an[x].key < an[y].key;
        });
    for_each_group(
        items,
        [&](std::size_t x, std::size_t y) {
          return an[x].options_and_key_hash == an[y].options_and_key_hash && an[x].options == an[y].options &&
                 an[x].key == an[y].key;
        },
        [&](std::size_t begin, std::size_t end) {
          // Options with too few words (Juist / Onjuist) say nothing about the question.
          if (option_word_count(an[items[begin]].options, analyzer) < settings.same_options_min_words) return;
          for (std::size_t i = begin; i < end; ++i) {
            for (std::size_t j = i + 1; j < end; ++j) {
              if (an[items[i]].stem != an[items[j]].stem) add(items[i], items[j], DuplicateKind::SameOptions, 0.0);
            }
          }
        });
  }
  st.group_ms += ms_since(start);
  st.group_cpu_ms += cpu_ms() - cpu_start;

  std::sort(out.begin(), out.end(),
            [](const DuplicatePair& x, const DuplicatePair& y) { return x.a != y.a ? x.a < y.a : x.b < y.b; });
  return out;
}

}  // namespace

std::vector<DuplicatePair> find_duplicates(const std::vector<Question>& questions, const DuplicateSettings& settings,
                                           const TextAnalyzer& analyzer, unsigned jobs, DuplicateStats* stats) {
  DuplicateStats local;
  DuplicateStats& st = stats ? *stats : local;
  const auto start = Clock::now();
  const double cpu_start = cpu_ms();
  std::vector<Analysed> an(questions.size());
  std::vector<std::size_t> all(questions.size());
  std::iota(all.begin(), all.end(), std::size_t{0});
  analyse_all(questions, all, settings, analyzer, jobs, an);
  st.analyse_ms = ms_since(start);
  st.analyse_cpu_ms = cpu_ms() - cpu_start;
  return join_all(an, settings, analyzer, jobs, st);
}

namespace {

// The size of the intersection of two sorted sets.
std::size_t sorted_overlap(const std::vector<std::uint32_t>& a, const std::vector<std::uint32_t>& b) {
  std::size_t n = 0;
  for (std::size_t i = 0, j = 0; i < a.size() && j < b.size();) {
    if (a[i] < b[j]) {
      ++i;
    } else if (b[j] < a[i]) {
      ++j;
    } else {
      ++n, ++i, ++j;
    }
  }
  return n;
}

}  // namespace

struct DuplicateTracker::State {
  struct Entry {
    std::shared_ptr<const SourceFile> source;
    Analysed analysed;               // without its words: they are `set`
    std::vector<std::uint32_t> set;  // the distinct stem words as ids in `words`, sorted
    std::uint64_t run = 0;
    std::size_t index = 0;  // in the question list of the last update
  };
  struct Found {
    DuplicateKind kind = DuplicateKind::Exact;
    double similarity = 1.0;
  };
  StringMap<char> words;                                                // every stem word seen, by id
  std::unordered_map<std::string, Entry> entries;                       // by path
  std::unordered_map<std::string, std::map<std::string, Found>> pairs;  // both ways, by path
  std::uint64_t runs = 0;
  bool built = false;

  // What find_duplicates makes of the pair (x, y), decided in its order of precedence.
  static std::optional<Found> classify(const Entry& x, const Entry& y, const DuplicateSettings& settings,
                                       const TextAnalyzer& analyzer) {
    const Analysed& a = x.analysed;
    const Analysed& b = y.analysed;
    if (!a.active || !b.active) return std::nullopt;
    if (a.stem_and_options_hash == b.stem_and_options_hash && a.stem == b.stem && a.options == b.options) {
      return Found{a.key == b.key ? DuplicateKind::Exact : DuplicateKind::ConflictingKey, 1.0};
    }
    const std::size_t na = x.set.size();
    const std::size_t nb = y.set.size();
    if (!a.skeleton.empty() && a.skeleton_hash == b.skeleton_hash && a.skeleton == b.skeleton && a.stem != b.stem) {
      return Found{DuplicateKind::NumericVariant, simjoin::jaccard(sorted_overlap(x.set, y.set), na, nb)};
    }
    if (settings.near && na >= settings.near_min_words && nb >= settings.near_min_words && na > 0 && nb > 0 &&
        simjoin::reaches(std::min(na, nb), na, nb, settings.near_threshold)) {
      const std::size_t o = sorted_overlap(x.set, y.set);
      if (simjoin::reaches(o, na, nb, settings.near_threshold)) {
        return Found{DuplicateKind::Near, simjoin::jaccard(o, na, nb)};
      }
    }
    if (!a.options.empty() && a.options_and_key_hash == b.options_and_key_hash && a.options == b.options &&
        a.key == b.key && a.stem != b.stem &&
        option_word_count(a.options, analyzer) >= settings.same_options_min_words) {
      return Found{DuplicateKind::SameOptions, 0.0};
    }
    return std::nullopt;
  }
};

DuplicateTracker::DuplicateTracker() : state_(std::make_unique<State>()) {}
DuplicateTracker::~DuplicateTracker() = default;

std::vector<DuplicatePair> DuplicateTracker::update(const std::vector<Question>& questions,
                                                    const DuplicateSettings& settings, const TextAnalyzer& analyzer,
                                                    unsigned jobs) {
  State& st = *state_;
  const std::uint64_t run = ++st.runs;
  std::vector<std::size_t> fresh;  // question indices whose source is new
  std::vector<State::Entry*> entry_of(questions.size());
  for (std::size_t i = 0; i < questions.size(); ++i) {
    State::Entry& e = st.entries[questions[i].path()];
    e.run = run;
    e.index = i;
    entry_of[i] = &e;
    if (e.source != questions[i].source) {
      e.source = questions[i].source;
      fresh.push_back(i);
    }
  }
  std::vector<std::string> gone;  // paths whose pairs go: removed and changed questions
  for (auto it = st.entries.begin(); it != st.entries.end();) {
    if (it->second.run != run) {
      gone.push_back(it->first);
      it = st.entries.erase(it);
    } else {
      ++it;
    }
  }
  {
    std::vector<Analysed> an(questions.size());
    analyse_all(questions, fresh, settings, analyzer, jobs, an);
    for (std::size_t i : fresh) {
      State::Entry& e = *entry_of[i];
      e.set.clear();
      simjoin::for_each_packed_word(an[i].words, [&](std::string_view w) { e.set.push_back(st.words.index_of(w, 0)); });
      std::sort(e.set.begin(), e.set.end());
      e.set.erase(std::unique(e.set.begin(), e.set.end()), e.set.end());
      e.set.shrink_to_fit();
      std::string().swap(an[i].words);
      e.analysed = std::move(an[i]);
      gone.push_back(questions[i].path());
    }
  }
  for (const auto& path : gone) {
    auto it = st.pairs.find(path);
    if (it == st.pairs.end()) continue;
    for (const auto& [other, found] : it->second) {
      auto o = st.pairs.find(other);
      if (o != st.pairs.end()) {
        o->second.erase(path);
        if (o->second.empty()) st.pairs.erase(o);
      }
    }
    st.pairs.erase(it);
  }
  // A first run, or a change to many questions: the join over the whole bank; otherwise each
  // changed question against every other.
  if (!st.built || fresh.size() > 64) {
    st.pairs.clear();
    std::vector<Analysed> an(questions.size());
    for (std::size_t i = 0; i < questions.size(); ++i) {
      an[i] = entry_of[i]->analysed;
      for (const std::uint32_t w : entry_of[i]->set) {
        an[i].words += st.words.entries()[w].first;
        an[i].words += '\n';
      }
    }
    DuplicateStats stats;
    for (const DuplicatePair& p : join_all(an, settings, analyzer, jobs, stats)) {
      const std::string& a = questions[p.a].path();
      const std::string& b = questions[p.b].path();
      st.pairs[a][b] = {p.kind, p.similarity};
      st.pairs[b][a] = {p.kind, p.similarity};
    }
    st.built = true;
  } else {
    for (std::size_t i : fresh) {
      const State::Entry& x = *entry_of[i];
      if (!x.analysed.active) continue;
      for (std::size_t j = 0; j < questions.size(); ++j) {
        if (j == i) continue;
        if (auto found = State::classify(x, *entry_of[j], settings, analyzer)) {
          st.pairs[questions[i].path()][questions[j].path()] = *found;
          st.pairs[questions[j].path()][questions[i].path()] = *found;
        }
      }
    }
  }
  std::vector<DuplicatePair> out;
  for (const auto& [path, partners] : st.pairs) {
    const std::size_t a = st.entries.at(path).index;
    for (const auto& [other, found] : partners) {
      const std::size_t b = st.entries.at(other).index;
      if (a < b) out.push_back({a, b, found.kind, found.similarity});
    }
  }
  std::sort(out.begin(), out.end(),
            [](const DuplicatePair& x, const DuplicatePair& y) { return x.a != y.a ? x.a < y.a : x.b < y.b; });
  return out;
}

}  // namespace qbank
