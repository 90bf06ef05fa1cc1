// The suggestion engine of the speller: the candidates of a misspelt word class by class (the
// dictionary's confusions, a missing, swapped, extra or replaced letter), each confirmed by
// Hunspell and bounded by a count, never by time; and their cache between runs.

#include "checks/spelling/hunspell_dictionary.h"
#include "checks/spelling/speller.h"
#include "core/cache_store.h"
#include "core/fs.h"
#include "core/parallel.h"
#include "core/strings.h"
#include "core/utf8.h"

namespace qbank {

namespace {

constexpr const char* kSuggestionSpace = "suggestions";
constexpr std::string_view kCacheFormat = "suggestions 5";  // change when the suggestion search changes
// Lists kept: those of the words misspelt in the last runs of a few banks.
constexpr std::size_t kKeepSuggestions = 200000;
constexpr std::size_t kMaxSuggestions = 10;

char32_t first_code_point(std::string_view s) {
  char32_t c = 0;
  if (!s.empty()) utf8::decode(s, 0, c);
  return c;
}

}  // namespace

// Read and hashed once per speller (it reads every dictionary file), not once per word.
const std::string& Speller::cache_key() const {
  std::call_once(cache_key_once_, [this] { cache_key_ = dictionary_key(files_, vocabulary_, english_); });
  return cache_key_;
}

void Speller::set_cache_key(std::string key) {
  std::call_once(cache_key_once_, [&] { cache_key_ = std::move(key); });
}

const LetterTrigrams& Speller::trigrams() const {
  std::call_once(trigrams_once_, [this] {
    std::vector<std::string> extra;
    for (const auto& e : vocabulary_.words) extra.push_back(e.word);
    for (const auto& e : vocabulary_.model_words) extra.push_back(e.word);
    trigrams_ = LetterTrigrams::from_dictionary(files_.aff, files_.dic, extra);
  });
  return trigrams_;
}

std::vector<Speller::Candidate> Speller::candidates(
    const HunspellDictionary& d, const std::string& word,
    const std::function<bool(const std::vector<Candidate>&)>& enough) const {
  const AffixHints& hints = d.hints();
  const std::vector<std::string> letters = utf8::code_points(word);
  bool has_lower = false;
  for (const auto& c : letters) has_lower = has_lower || utf8::is_lower(first_code_point(c));

  // Letters to insert and substitute: the dictionary's TRY characters in the word's case.
  std::vector<std::string> alphabet;
  for (const auto& c : hints.try_chars) {
    const char32_t cp = first_code_point(c);
    if (c == "-" || c == "'" || (utf8::is_letter(cp) && (has_lower ? !utf8::is_upper(cp) : !utf8::is_lower(cp)))) {
      alphabet.push_back(c);
    }
  }
  if (alphabet.empty()) {
    for (char c = 'a'; c <= 'z'; ++c) alphabet.emplace_back(1, has_lower ? c : static_cast<char>(c - 'a' + 'A'));
  }
  auto neighbours = [&](const std::string& a, const std::string& b) {
    for (const auto& row : hints.keyboard_rows) {
      const auto keys = utf8::code_points(row);
      for (std::size_t i = 0; i + 1 < keys.size(); ++i) {
        if ((keys[i] == a && keys[i + 1] == b) || (keys[i] == b && keys[i + 1] == a)) return true;
      }
    }
    return false;
  };

  // Candidates in rank classes, tried in rank order, at most kMaxProbes: the same list on every
  // machine, however loaded. Within a class, dictionary words before compounds, then
  // alphabetical. A class that is done and gives `enough` ends the search.
  std::vector<Candidate> found;
  std::unordered_map<std::string, bool> tried;
  std::size_t probes = 0;
  auto test = [&](std::string candidate, int rank) {
    if (probes >= kMaxProbes) return;
    if (candidate.empty() || candidate == word || !tried.emplace(candidate, true).second) return;
    ++probes;
    if (rejected_.count(candidate)) return;
    bool compound = false;
    if (d.spell(candidate, &compound)) found.push_back({rank, compound, std::move(candidate)});
  };
  auto join = [](const std::vector<std::string>& parts) {
    std::string s;
    for (const auto& p : parts) s += p;
    return s;
  };
  auto done = [&] { return probes >= kMaxProbes || (enough && enough(found)); };

  // Edits of one or two letters are first judged by the dictionary's letter trigrams around the
  // edit (lower case): most candidates end there, without asking Hunspell. The filter counts as
  // no probe, so it changes which candidates the probe limit reaches only by skipping non-words.
  const LetterTrigrams& grams = trigrams();
  std::vector<char32_t> low;
  for (const auto& c : letters) low.push_back(utf8::to_lower(first_code_point(c)));
  auto low_of = [](const std::string& c) { return utf8::to_lower(first_code_point(c)); };

  // Rank 0: case and the dictionary's known confusions.
  test(utf8::lower(word), 0);
  test(decapitalised(word), 0);
  for (const auto& r : hints.replacements) {
    for (std::size_t at = word.find(r.from); at != std::string::npos; at = word.find(r.from, at + 1)) {
      if ((r.at_start && at != 0) || (r.at_end && at + r.from.size() != word.size())) continue;
      test(word.substr(0, at) + r.to + word.substr(at + r.from.size()), 0);
    }
  }
  for (std::size_t k = 0; k < letters.size(); ++k) {
    for (const auto& group : hints.similar) {
      if (std::find(group.begin(), group.end(), letters[k]) == group.end()) continue;
      for (const auto& other : group) {
        auto v = letters;
        v[k] = other;
        test(join(v), 0);
      }
    }
  }
  // Rank 1: a letter missing.
  if (!done()) {
    for (std::size_t k = 0; k <= letters.size(); ++k) {
      for (const auto& a : alphabet) {
        auto l = low;
        l.insert(l.begin() + static_cast<std::ptrdiff_t>(k), low_of(a));
        if (!grams.plausible(l, k, k + 1)) continue;
        auto v = letters;
        v.insert(v.begin() + static_cast<std::ptrdiff_t>(k), a);
        test(join(v), 1);
      }
    }
  }
  // Rank 2: two letters swapped.
  if (!done()) {
    for (std::size_t k = 0; k + 1 < letters.size(); ++k) {
      auto l = low;
      std::swap(l[k], l[k + 1]);
      if (!grams.plausible(l, k, k + 2)) continue;
      auto v = letters;
      std::swap(v[k], v[k + 1]);
      test(join(v), 2);
    }
  }
  // Rank 3: a letter too many.
  if (!done()) {
    for (std::size_t k = 0; k < letters.size(); ++k) {
      auto l = low;
      l.erase(l.begin() + static_cast<std::ptrdiff_t>(k));
      if (!grams.plausible(l, k, k)) continue;
      auto v = letters;
      v.erase(v.begin() + static_cast<std::ptrdiff_t>(k));
      test(join(v), 3);
    }
  }
  // Ranks 4 and 5: a letter replaced, by a neighbouring key first.
  if (!done()) {
    for (std::size_t k = 0; k < letters.size(); ++k) {
      for (const auto& a : alphabet) {
        if (a == letters[k]) continue;
        auto l = low;
        l[k] = low_of(a);
        if (!grams.plausible(l, k, k + 1)) continue;
        auto v = letters;
        v[k] = a;
        test(join(v), neighbours(letters[k], a) ? 4 : 5);
      }
    }
  }
  std::sort(found.begin(), found.end(), [](const Candidate& a, const Candidate& b) {
    return std::tie(a.rank, a.compound, a.text) < std::tie(b.rank, b.compound, b.text);
  });
  return found;
}

std::vector<std::string> Speller::suggestions(const HunspellDictionary& d, const std::string& word,
                                              std::size_t limit) const {
  limit = std::min(limit, kMaxSuggestions);
  std::vector<std::string> out;
  // The first `limit` of the whole search: classes after one that gave `limit` cannot outrank it.
  auto enough = [limit](const std::vector<Candidate>& found) { return found.size() >= limit; };
  for (auto& c : candidates(d, word, enough)) {
    if (out.size() == limit) break;
    out.push_back(std::move(c.text));
  }
  return out;
}

std::vector<std::string> Speller::suggestions_for(const std::string& word) {
  auto d = acquire();
  auto out = suggestions(*d.main, word, kMaxSuggestions);
  release(std::move(d));
  return out;
}

std::vector<std::string> Speller::plain_neighbours(const std::string& word) {
  auto d = acquire();
  std::vector<std::string> out;
  auto enough = [](const std::vector<Candidate>& found) {
    return std::any_of(found.begin(), found.end(), [](const Candidate& c) { return !c.compound && c.rank >= 1; });
  };
  for (auto& c : candidates(*d.main, word, enough)) {
    if (!c.compound && c.rank >= 1) out.push_back(std::move(c.text));
  }
  release(std::move(d));
  return out;
}

std::string Speller::suggestion_key(const std::string& word, std::size_t limit) const {
  return CacheStore::key({kCacheFormat, cache_key(), std::to_string(std::min(limit, kMaxSuggestions)), word});
}

SuggestionRun Speller::suggest(const std::vector<std::string>& words, unsigned jobs, CacheStore* store,
                               std::size_t limit) {
  limit = std::min(limit, kMaxSuggestions);
  SuggestionRun run;
  run.lists.resize(words.size());
  if (words.empty()) return run;

  // Suggestions kept from earlier runs (the same as a new search would give: it depends on the
  // word, the dictionaries, the vocabulary and the number asked for, all in the key).
  std::vector<std::string> keys;
  std::vector<char> found(words.size(), 0);
  if (store) {
    keys.reserve(words.size());
    for (std::size_t i = 0; i < words.size(); ++i) {
      keys.push_back(suggestion_key(words[i], limit));
      if (auto v = store->get(kSuggestionSpace, keys.back())) {
        if (!v->empty()) {
          for (std::string_view line : split(*v, '\n')) run.lists[i].emplace_back(line);
        }
        found[i] = 1;
      }
    }
  }
  std::vector<std::size_t> todo;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (found[i]) {
      ++run.cached;
    } else {
      todo.push_back(i);
    }
  }

  if (!todo.empty()) {
    // Another thread first loads its own dictionary, which costs about as much as a few words.
    const unsigned threads = todo.size() >= kParallelSuggestThreshold
                                 ? static_cast<unsigned>(std::min<std::size_t>(speller_threads(jobs), todo.size()))
                                 : 1u;
    for_each_item(todo.size(), threads, 1, [&](const Instance& d, std::size_t k) {
      run.lists[todo[k]] = suggestions(*d.main, words[todo[k]], limit);
    });
  }
  run.computed = todo.size();

  if (store && !todo.empty()) {
    std::vector<std::pair<std::string, std::string>> entries;
    entries.reserve(todo.size());
    for (std::size_t i : todo) {
      entries.emplace_back(keys[i], join(run.lists[i], "\n"));
    }
    store->put(kSuggestionSpace, entries, kKeepSuggestions);
  }
  return run;
}

}  // namespace qbank
