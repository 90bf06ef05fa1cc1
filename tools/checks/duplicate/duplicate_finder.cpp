#include "checks/duplicate/duplicate_finder.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <numeric>
#include <set>

#include "checks/duplicate/similarity_join.h"
#include "core/parallel.h"
#include "core/text/analyzer.h"
#include "core/utf8.h"

namespace qbank {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// What find_duplicates compares of one question.
struct Analysed {
  bool active = false;
  std::string stem;                 // normalize_text(stem)
  std::string skeleton;             // words with numbers and units blanked; empty when it has none
  std::vector<std::string> words;   // stem_words(stem)
  std::string options;              // the normalised options, sorted, joined by '\x1f'
  std::string key;                  // the normalised correct option(s), sorted, joined
  std::size_t option_words = 0;     // distinct non-stop words over all options
};

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

Analysed analyse(const Question& q, const DuplicateSettings& settings, const TextAnalyzer& analyzer) {
  Analysed a;
  if (!q.stem.present || q.status.value == "retired") return a;
  if (utf8::count_code_points(q.stem.value) > settings.max_text_chars) return a;
  a.stem = normalize_text(q.stem.value);
  if (a.stem.empty()) return a;
  a.active = true;

  const std::vector<Token> tokens = analyzer.tokenize(q.stem.value);
  a.words.reserve(tokens.size());
  bool blanked = false;
  for (const Token& t : tokens) {
    a.words.push_back(t.number ? t.folded : t.stem);
    if (!a.skeleton.empty()) a.skeleton += ' ';
    if (settings.units.count(t.folded)) {
      a.skeleton += '~';
      blanked = true;
    } else if (has_digit(t.folded)) {
      a.skeleton += blank_digits(t.folded);
      blanked = true;
    } else {
      a.skeleton += t.folded;
    }
  }
  if (!blanked) a.skeleton.clear();

  std::vector<std::string> options, keys;
  std::set<std::string, std::less<>> option_words;
  for (const Option& o : q.options) {
    std::string text = normalize_text(o.text.value);
    std::size_t from = 0;
    while (from < text.size()) {
      std::size_t to = text.find(' ', from);
      if (to == std::string::npos) to = text.size();
      const std::string_view word(text.data() + from, to - from);
      if (!analyzer.is_stop_word(word)) option_words.emplace(word);
      from = to + 1;
    }
    if (o.correct) keys.push_back(text);
    options.push_back(std::move(text));
  }
  a.option_words = option_words.size();
  a.options = join_sorted(std::move(options));
  a.key = join_sorted(std::move(keys));
  return a;
}

std::uint64_t pair_id(std::size_t a, std::size_t b) {
  return (static_cast<std::uint64_t>(std::min(a, b)) << 32) | static_cast<std::uint64_t>(std::max(a, b));
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

std::string_view duplicate_rule(DuplicateKind kind) {
  switch (kind) {
    case DuplicateKind::Exact: return "duplicate/exact";
    case DuplicateKind::ConflictingKey: return "duplicate/conflicting-key";
    case DuplicateKind::NumericVariant: return "duplicate/numeric-variant";
    case DuplicateKind::Near: return "duplicate/near";
    case DuplicateKind::SameOptions: return "duplicate/same-options";
  }
  return "duplicate/exact";
}

std::string normalize_text(std::string_view text) {
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
  for (auto& t : analyzer.tokenize(stem)) out.push_back(t.number ? std::move(t.folded) : std::move(t.stem));
  return out;
}

std::vector<DuplicatePair> find_duplicates(const std::vector<Question>& questions, const DuplicateSettings& settings,
                                           const TextAnalyzer& analyzer, unsigned jobs, DuplicateStats* stats) {
  DuplicateStats local;
  DuplicateStats& st = stats ? *stats : local;
  auto start = Clock::now();
  const std::size_t n = questions.size();
  std::vector<Analysed> an(n);
  parallel_for(n, jobs, [&](std::size_t i) { an[i] = analyse(questions[i], settings, analyzer); });
  std::vector<std::size_t> active;
  for (std::size_t i = 0; i < n; ++i) {
    if (an[i].active) active.push_back(i);
  }
  st.questions = active.size();
  st.analyse_ms = ms_since(start);

  start = Clock::now();
  std::vector<DuplicatePair> out;
  std::unordered_set<std::uint64_t> seen;
  auto add = [&](std::size_t a, std::size_t b, DuplicateKind kind, double similarity) {
    if (!seen.insert(pair_id(a, b)).second) return;
    out.push_back({std::min(a, b), std::max(a, b), kind, similarity});
  };

  // Exact and conflicting-key: the same stem and option multiset.
  {
    std::vector<std::size_t> items = active;
    std::sort(items.begin(), items.end(), [&](std::size_t x, std::size_t y) {
      if (an[x].stem != an[y].stem) return an[x].stem < an[y].stem;
      if (an[x].options != an[y].options) return an[x].options < an[y].options;
      return x < y;
    });
    for_each_group(
        items, [&](std::size_t x, std::size_t y) { return an[x].stem == an[y].stem && an[x].options == an[y].options; },
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
    std::sort(items.begin(), items.end(), [&](std::size_t x, std::size_t y) {
      if (an[x].skeleton != an[y].skeleton) return an[x].skeleton < an[y].skeleton;
      return x < y;
    });
    for_each_group(
        items, [&](std::size_t x, std::size_t y) { return an[x].skeleton == an[y].skeleton; },
        [&](std::size_t begin, std::size_t end) {
          for (std::size_t i = begin; i < end; ++i) {
            for (std::size_t j = i + 1; j < end; ++j) {
              if (an[items[i]].stem == an[items[j]].stem) continue;
              const auto x = simjoin::make_token_sets({an[items[i]].words, an[items[j]].words});
              add(items[i], items[j], DuplicateKind::NumericVariant,
                  simjoin::jaccard(simjoin::overlap(x[0], x[1]), x[0].size(), x[1].size()));
            }
          }
        });
  }
  st.group_ms = ms_since(start);

  // Near duplicates: the similarity join over the stems' word sets.
  if (settings.near) {
    start = Clock::now();
    std::vector<std::vector<std::string>> documents(n);
    for (std::size_t i : active) documents[i] = std::move(an[i].words);
    std::vector<simjoin::TokenSet> sets = simjoin::make_token_sets(documents);
    for (auto& s : sets) {
      if (s.size() < settings.near_min_words) s.clear();
    }
    simjoin::JoinStats js;
    const auto pairs = simjoin::all_pairs(sets, settings.near_threshold, jobs, &js);
    st.join_candidates = js.candidates;
    st.join_pairs = js.results;
    for (const auto& p : pairs) {
      add(p.a, p.b, DuplicateKind::Near, simjoin::jaccard(p.overlap, sets[p.a].size(), sets[p.b].size()));
    }
    st.join_ms = ms_since(start);
  }

  // Same options and key under another stem.
  start = Clock::now();
  {
    std::vector<std::size_t> items;
    for (std::size_t i : active) {
      if (!an[i].options.empty() && an[i].option_words >= settings.same_options_min_words) items.push_back(i);
    }
    std::sort(items.begin(), items.end(), [&](std::size_t x, std::size_t y) {
      if (an[x].options != an[y].options) return an[x].options < an[y].options;
      if (an[x].key != an[y].key) return an[x].key < an[y].key;
      return x < y;
    });
    for_each_group(
        items, [&](std::size_t x, std::size_t y) { return an[x].options == an[y].options && an[x].key == an[y].key; },
        [&](std::size_t begin, std::size_t end) {
          for (std::size_t i = begin; i < end; ++i) {
            for (std::size_t j = i + 1; j < end; ++j) {
              if (an[items[i]].stem != an[items[j]].stem) add(items[i], items[j], DuplicateKind::SameOptions, 0.0);
            }
          }
        });
  }
  st.group_ms += ms_since(start);

  std::sort(out.begin(), out.end(), [](const DuplicatePair& x, const DuplicatePair& y) {
    return x.a != y.a ? x.a < y.a : x.b < y.b;
  });
  return out;
}

}  // namespace qbank
