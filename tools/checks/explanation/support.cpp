#include "checks/explanation/support.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

#include "checks/answer/dutch_number.h"
#include "core/model.h"
#include "core/text/analyzer.h"
#include "core/utf8.h"

namespace qbank {
namespace {

constexpr std::size_t kNegationWindow = 3;
constexpr std::size_t kNone = static_cast<std::size_t>(-1);

// The canonical form of a number token: "14,0" -> "14", "1.000" -> "1000".
std::string canonical_number(const std::string& folded) {
  const auto numbers = find_numbers(folded);
  if (numbers.empty()) return folded;
  return format_dutch_number(numbers.front().value);
}

// Unit words written out, as their symbols: "48 seconden" is the term "48 s".
std::string canonical_unit(const std::string& folded) {
  static const std::unordered_map<std::string, std::string> units = {
      {"seconde", "s"},       {"seconden", "s"},       {"sec", "s"},          {"milliseconde", "ms"},
      {"milliseconden", "ms"}, {"microseconde", "µs"}, {"microseconden", "µs"}, {"minuut", "min"},
      {"minuten", "min"},     {"uur", "h"},            {"gigabyte", "gb"},    {"gigabytes", "gb"},
      {"megabyte", "mb"},     {"megabytes", "mb"},     {"kilobyte", "kb"},    {"kilobytes", "kb"},
      {"terabyte", "tb"},     {"terabytes", "tb"},     {"procent", "%"},      {"euro", "€"}};
  auto it = units.find(folded);
  return it == units.end() ? folded : it->second;
}

bool only_spaces(std::string_view text, std::size_t begin, std::size_t end) {
  for (std::size_t i = begin; i < end && i < text.size(); ++i) {
    if (text[i] != ' ' && text[i] != '\t') return false;
  }
  return true;
}

bool clause_break(std::string_view gap) { return gap.find_first_of(".,;:!?()\n") != std::string_view::npos; }


struct Extracted {
  std::vector<std::pair<std::string, std::uint32_t>> terms;  // term, index into words
  std::vector<ExplanationWord> words;
};

// Terms of a text. A number followed directly by a word gives "14 gb"; with `both_forms` the bare
// number is a term too (for the stem and the explanation, which may state the number either way).
// A word is negated when it is one of the first three content words after a negation in the same
// clause ("niet om een snellere besluitvorming"), or when a negation closes its clause ("zee-ijs
// verhoogt de zeespiegel niet, want ...": Dutch often puts "niet" last).
Extracted extract(std::string_view text, const TextAnalyzer& analyzer, bool both_forms) {
  Extracted out;
  const auto tokens = analyzer.tokenize(text);
  const std::size_t n = tokens.size();
  std::vector<bool> negated(n, false);
  std::size_t clause_start = 0;
  std::size_t negation = kNone;  // the last negation in this clause
  std::size_t words_since = 0;   // content words after it
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0 && clause_break(text.substr(tokens[i - 1].end, tokens[i].begin - tokens[i - 1].end))) {
      clause_start = i;
      negation = kNone;
    }
    if (tokens[i].negation) {
      negation = i;
      words_since = 0;
      // A clause-final negation: only stop words follow it up to the end of the clause.
      bool final = true;
      for (std::size_t j = i + 1; j < n && !clause_break(text.substr(tokens[j - 1].end, tokens[j].begin - tokens[j - 1].end)); ++j) {
        if (!tokens[j].stop) {
          final = false;
          break;
        }
      }
      if (final) {
        for (std::size_t k = clause_start; k < i; ++k) negated[k] = true;
      }
      continue;
    }
    if (negation != kNone && !tokens[i].stop) {
      // The first three content words after a negation, in its clause.
      if (++words_since <= kNegationWindow) negated[i] = true;
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    const Token& t = tokens[i];
    if (t.stop && !t.number) continue;
    ExplanationWord w;
    w.begin = static_cast<std::uint32_t>(t.begin);
    w.end = static_cast<std::uint32_t>(t.end);
    w.number = t.number;
    w.negated = negated[i];
    const auto index = static_cast<std::uint32_t>(out.words.size());
    if (t.number) {
      w.stem = canonical_number(t.folded);
      std::string unit;
      if (i + 1 < n && !tokens[i + 1].number && !tokens[i + 1].stop && only_spaces(text, t.end, tokens[i + 1].begin)) {
        unit = canonical_unit(tokens[i + 1].folded);
      }
      if (unit.empty() || both_forms) out.terms.emplace_back(w.stem, index);
      if (!unit.empty()) out.terms.emplace_back(w.stem + " " + unit, index);
    } else {
      w.stem = t.stem;
      out.terms.emplace_back(w.stem, index);
    }
    out.words.push_back(std::move(w));
  }
  return out;
}

bool is_number_term(std::string_view term) { return !term.empty() && term[0] >= '0' && term[0] <= '9'; }

// Two stems of one word: equal, or one a prefix of the other by at most two characters, which
// catches what Snowball leaves inconsistent ("byt"/"bytes", "tabel"/"tabell"). Numbers must be equal.
bool same_term(std::string_view a, std::string_view b) {
  if (a == b) return true;
  if (is_number_term(a) || is_number_term(b)) return false;
  const std::string_view shorter = a.size() < b.size() ? a : b;
  const std::string_view longer = a.size() < b.size() ? b : a;
  return shorter.size() >= 3 && longer.size() - shorter.size() <= 2 && longer.compare(0, shorter.size(), shorter) == 0;
}

// The position of the first term of `terms` that is the same term as `term`; kNone when absent.
std::size_t find_term(const std::vector<std::string>& terms, const std::string& term) {
  for (std::size_t i = 0; i < terms.size(); ++i) {
    if (same_term(terms[i], term)) return i;
  }
  return kNone;
}

}  // namespace

QuestionTerms analyse_question(const Question& q, const TextAnalyzer& analyzer, std::size_t max_chars) {
  QuestionTerms r;
  if (!q.explanation.present || q.explanation.value.size() > max_chars) return r;
  if (q.stem.value.size() > max_chars) return r;
  for (const auto& o : q.options) {
    if (o.text.value.size() > max_chars) return r;
  }
  for (auto& [term, index] : extract(q.stem.value, analyzer, true).terms) r.stem.push_back(std::move(term));
  std::sort(r.stem.begin(), r.stem.end());
  r.stem.erase(std::unique(r.stem.begin(), r.stem.end()), r.stem.end());
  for (const auto& o : q.options) {
    std::vector<std::string> terms;
    for (auto& [term, index] : extract(o.text.value, analyzer, false).terms) terms.push_back(std::move(term));
    r.options.push_back(std::move(terms));
  }
  Extracted e = extract(q.explanation.value, analyzer, true);
  r.words = std::move(e.words);
  // Every word's stem is a term; only the number-with-unit terms need storing besides.
  for (auto& [term, word] : e.terms) {
    if (term != r.words[word].stem) r.unit_terms.emplace_back(std::move(term), word);
  }
  r.words.shrink_to_fit();
  r.unit_terms.shrink_to_fit();
  for (auto& o : r.options) o.shrink_to_fit();
  r.stem.shrink_to_fit();
  r.usable = true;
  return r;
}

void TermStatistics::add(const QuestionTerms& t) {
  if (!t.usable) return;
  ++documents_;
  std::vector<std::string_view> seen(t.stem.begin(), t.stem.end());
  for (const auto& o : t.options) seen.insert(seen.end(), o.begin(), o.end());
  for (const auto& w : t.words) seen.push_back(w.stem);
  for (const auto& [term, index] : t.unit_terms) seen.push_back(term);
  std::sort(seen.begin(), seen.end());
  seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
  for (std::string_view term : seen) ++*df_.try_emplace(term, 0).first;
}

void TermStatistics::merge(const TermStatistics& other) {
  documents_ += other.documents_;
  for (const auto& [term, n] : other.df_.entries()) *df_.try_emplace(term, 0).first += n;
}

double TermStatistics::idf(std::string_view term) const {
  const std::uint32_t* n = df_.find(term);
  const double df = n ? *n : 0.0;
  return std::log((static_cast<double>(documents_) + 1.0) / (df + 1.0)) + 1.0;
}

namespace {

// Where and how strongly the explanation states one term.
struct Match {
  double weight = 0;                   // 1 for the word itself, a fragment share for part of a compound
  std::vector<std::uint32_t> words;    // the explanation words that state it
};

// The 4- and 5-character fragments of a stem (whole when shorter than 4), the same fragments as
// TextAnalyzer::fragments, as sorted unique 64-bit hashes: comparing integers instead of strings
// keeps the compound matching cheap.
std::uint64_t fnv1a(std::string_view s) {
  std::uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

// Returns the number of code points of the stem.
std::size_t fragment_hashes(std::string_view stem, std::vector<std::uint64_t>& out) {
  out.clear();
  std::size_t starts[65];
  std::size_t n = 0;
  for (std::size_t i = 0; i < stem.size() && n < 64; ++i) {
    if ((static_cast<unsigned char>(stem[i]) & 0xC0) != 0x80) starts[n++] = i;
  }
  if (n < 4) {
    out.push_back(fnv1a(stem));
    return n;
  }
  starts[n] = n < 64 ? stem.size() : starts[n - 1];
  for (std::size_t len = 4; len <= 5; ++len) {
    for (std::size_t k = 0; k + len <= n; ++k) out.push_back(fnv1a(stem.substr(starts[k], starts[k + len] - starts[k])));
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return n;
}

// The explanation's terms, sorted, for exact and inflection lookups; and, built on first need,
// the fragments of its words.
class ExplanationIndex {
 public:
  explicit ExplanationIndex(const QuestionTerms& t) : t_(t) {
    terms_.reserve(t.words.size() + t.unit_terms.size());
    for (std::uint32_t w = 0; w < t.words.size(); ++w) terms_.emplace_back(t.words[w].stem, w);
    for (const auto& [term, word] : t.unit_terms) terms_.emplace_back(term, word);
    std::sort(terms_.begin(), terms_.end());
  }

  // Every explanation word that states `term` or an inflection of it (same_term), in order.
  void words_of(const std::string& term, std::vector<std::uint32_t>& out) const {
    out.clear();
    auto add_equal = [&](std::string_view key) {
      auto it = std::lower_bound(terms_.begin(), terms_.end(), key,
                                 [](const auto& e, std::string_view k) { return e.first < k; });
      for (; it != terms_.end() && it->first == key; ++it) out.push_back(it->second);
    };
    add_equal(term);
    if (!is_number_term(term)) {
      // Shorter inflections: the term minus one or two characters (at least three left).
      for (std::size_t cut = 1; cut <= 2 && term.size() >= cut + 3; ++cut) {
        add_equal(std::string_view(term).substr(0, term.size() - cut));
      }
      // Longer ones: explanation terms that start with the term, at most two characters longer.
      if (term.size() >= 3) {
        auto it = std::upper_bound(terms_.begin(), terms_.end(), std::string_view(term),
                                   [](std::string_view k, const auto& e) { return k < e.first; });
        for (; it != terms_.end() && it->first.substr(0, term.size()) == term; ++it) {
          if (it->first.size() <= term.size() + 2) out.push_back(it->second);
        }
      }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
  }

  Match find(const std::string& term, double min_fragment_overlap) {
    Match m;
    words_of(term, m.words);
    if (!m.words.empty()) {
      m.weight = 1;
      return m;
    }
    if (is_number_term(term)) return m;
    // Part of a compound: the share of the term's fragments that one explanation word holds.
    if (fragment_hashes(term, frags_) < 4) return m;
    if (!fragments_built_) build_fragments();
    hits_.assign(t_.words.size(), 0);
    for (std::uint64_t f : frags_) {
      auto it = std::lower_bound(fragments_.begin(), fragments_.end(), std::make_pair(f, std::uint32_t{0}));
      for (; it != fragments_.end() && it->first == f; ++it) ++hits_[it->second];
    }
    std::size_t best = 0;
    for (std::size_t h : hits_) best = std::max(best, h);
    const double share = static_cast<double>(best) / static_cast<double>(frags_.size());
    if (best == 0 || share < min_fragment_overlap) return m;
    m.weight = share;
    for (std::uint32_t w = 0; w < hits_.size(); ++w) {
      if (hits_[w] == best) m.words.push_back(w);
    }
    return m;
  }

  // The first explanation word of a term (exact or inflection), kNone when absent.
  std::size_t first(const std::string& term) {
    words_of(term, scratch_);
    return scratch_.empty() ? kNone : scratch_.front();
  }

 private:
  void build_fragments() {
    fragments_built_ = true;
    std::vector<std::uint64_t> f;
    for (std::uint32_t w = 0; w < t_.words.size(); ++w) {
      if (t_.words[w].number) continue;
      fragment_hashes(t_.words[w].stem, f);
      for (std::uint64_t v : f) fragments_.emplace_back(v, w);
    }
    std::sort(fragments_.begin(), fragments_.end());
  }

  const QuestionTerms& t_;
  std::vector<std::pair<std::string_view, std::uint32_t>> terms_;
  std::vector<std::pair<std::uint64_t, std::uint32_t>> fragments_;
  std::vector<std::uint64_t> frags_;
  std::vector<std::size_t> hits_;
  std::vector<std::uint32_t> scratch_;
  bool fragments_built_ = false;
};

// A TF-IDF vector as sorted (term, weight) pairs.
using Vector = std::vector<std::pair<std::string_view, double>>;

Vector tf_idf(std::vector<std::string_view> terms, const TermStatistics& stats, double* norm) {
  std::sort(terms.begin(), terms.end());
  Vector v;
  for (std::string_view term : terms) {
    if (!v.empty() && v.back().first == term) {
      v.back().second += 1.0;
    } else {
      v.emplace_back(term, 1.0);
    }
  }
  double sum = 0;
  for (auto& [term, weight] : v) {
    weight *= stats.idf(term);
    sum += weight * weight;
  }
  *norm = std::sqrt(sum);
  return v;
}

double dot(const Vector& a, const Vector& b) {
  double sum = 0;
  auto i = a.begin();
  auto j = b.begin();
  while (i != a.end() && j != b.end()) {
    if (i->first < j->first) {
      ++i;
    } else if (j->first < i->first) {
      ++j;
    } else {
      sum += i->second * j->second;
      ++i;
      ++j;
    }
  }
  return sum;
}

}  // namespace

std::vector<OptionScore> score_options(const QuestionTerms& t, const TermStatistics& stats, double min_fragment_overlap) {
  const std::size_t count = t.options.size();
  std::vector<OptionScore> scores(count);
  if (!t.usable) return scores;

  ExplanationIndex index(t);
  std::vector<std::string_view> explanation_terms;
  explanation_terms.reserve(t.words.size() + t.unit_terms.size());
  for (const auto& w : t.words) explanation_terms.push_back(w.stem);
  for (const auto& [term, word] : t.unit_terms) explanation_terms.push_back(term);
  double explanation_norm = 0;
  const Vector explanation_vector = tf_idf(std::move(explanation_terms), stats, &explanation_norm);

  // The distinct terms of all options, and per option its distinct terms (as ids) in the order
  // they first appear. pos[j][id]: where option j has that term or an inflection of it.
  std::vector<std::string_view> terms;
  std::vector<std::vector<std::size_t>> unique(count);
  for (std::size_t i = 0; i < count; ++i) {
    for (const auto& term : t.options[i]) {
      std::size_t id = std::find(terms.begin(), terms.end(), term) - terms.begin();
      if (id == terms.size()) terms.push_back(term);
      if (std::find(unique[i].begin(), unique[i].end(), id) == unique[i].end()) unique[i].push_back(id);
    }
  }
  const std::size_t n = terms.size();
  std::vector<std::vector<std::size_t>> pos(count, std::vector<std::size_t>(n, kNone));
  for (std::size_t j = 0; j < count; ++j) {
    for (std::size_t id = 0; id < n; ++id) {
      for (std::size_t k = 0; k < unique[j].size(); ++k) {
        if (same_term(terms[unique[j][k]], terms[id])) {
          pos[j][id] = k;
          break;
        }
      }
    }
  }
  std::vector<bool> in_stem(n), in_every_option(n);
  for (std::size_t id = 0; id < n; ++id) {
    const std::string term(terms[id]);
    in_stem[id] = std::binary_search(t.stem.begin(), t.stem.end(), term) ||
                  (!is_number_term(term) && find_term(t.stem, term) != kNone);
    // Terms in every option tell no option apart; they stay out of the similarity.
    bool every = count >= 2;
    for (std::size_t j = 0; j < count && every; ++j) every = pos[j][id] != kNone;
    in_every_option[id] = every;
  }
  std::vector<std::size_t> explanation_first(n, kNone - 1);  // kNone - 1: not looked up yet
  auto first_in_explanation = [&](std::size_t id) {
    if (explanation_first[id] == kNone - 1) explanation_first[id] = index.first(std::string(terms[id]));
    return explanation_first[id];
  };

  for (std::size_t i = 0; i < count; ++i) {
    OptionScore& s = scores[i];
    std::uint32_t evidence = static_cast<std::uint32_t>(-1);
    double total = 0;
    std::size_t counted = 0;

    // Split the option's terms into its own (distinctive: in neither the stem nor another
    // option) and shared ones.
    std::vector<std::size_t> shared;
    for (std::size_t id : unique[i]) {
      bool in_other = false;
      for (std::size_t j = 0; j < count && !in_other; ++j) in_other = j != i && pos[j][id] != kNone;
      if (in_other) ++s.from_options;
      if (in_other || in_stem[id]) {
        shared.push_back(id);
        continue;
      }
      // Support from an own term.
      ++s.distinctive;
      ++counted;
      const Match m = index.find(std::string(terms[id]), min_fragment_overlap);
      if (m.weight == 0) continue;
      // A term counts for the option when some statement of it is not negated.
      auto free = std::find_if(m.words.begin(), m.words.end(), [&](std::uint32_t w) { return !t.words[w].negated; });
      if (free == m.words.end()) {
        total -= m.weight;
      } else {
        total += m.weight;
        evidence = std::min(evidence, *free);
      }
    }

    // Support from the order of shared terms: a pair (a before b) that another option has the
    // other way round. This is what tells "prefill: rekenkracht; decode: bandbreedte" from its
    // swap, and one ordering of the same steps from another. It counts when the explanation names
    // both terms: for the option in the same order, else against.
    const std::size_t limit = std::min<std::size_t>(shared.size(), 40);
    for (std::size_t a = 0; a < limit; ++a) {
      for (std::size_t b = a + 1; b < limit; ++b) {
        bool disputed = false;
        for (std::size_t j = 0; j < count && !disputed; ++j) {
          if (j == i) continue;
          const std::size_t pa = pos[j][shared[a]];
          const std::size_t pb = pos[j][shared[b]];
          disputed = pa != kNone && pb != kNone && pb < pa;
        }
        if (!disputed) continue;
        ++s.distinctive;
        const std::size_t ea = first_in_explanation(shared[a]);
        const std::size_t eb = first_in_explanation(shared[b]);
        if (ea == kNone || eb == kNone || ea == eb) continue;
        ++counted;
        total += ea < eb ? 1.0 : -1.0;
      }
    }
    s.support = counted == 0 ? 0.0 : total / static_cast<double>(counted);
    if (evidence != static_cast<std::uint32_t>(-1)) {
      s.evidence_begin = t.words[evidence].begin;
      s.evidence_end = t.words[evidence].end;
    }

    // Similarity: the option's terms outside the stem and not shared by every option, against
    // the explanation.
    std::vector<std::string_view> option_terms;
    for (const auto& term : t.options[i]) {
      const std::size_t id = std::find(terms.begin(), terms.end(), term) - terms.begin();
      if (!in_stem[id] && !in_every_option[id]) option_terms.push_back(term);
    }
    double norm = 0;
    const Vector option_vector = tf_idf(std::move(option_terms), stats, &norm);
    s.has_similarity = norm > 0;
    if (norm > 0 && explanation_norm > 0) s.similarity = dot(option_vector, explanation_vector) / (norm * explanation_norm);
  }
  return scores;
}

Decision decide(const std::vector<OptionScore>& scores, std::size_t key, const SupportThresholds& th) {
  Decision d;
  if (key >= scores.size()) return d;
  const OptionScore& k = scores[key];
  // 1. A distractor that beats the key on both measures; the strongest one is named.
  double best = -1e9;
  for (std::size_t i = 0; i < scores.size(); ++i) {
    if (i == key) continue;
    const OptionScore& s = scores[i];
    const bool similarity_beats =
        (!s.has_similarity && !k.has_similarity) || s.similarity - k.similarity >= th.similarity_margin;
    if (s.support - k.support >= th.margin && similarity_beats) {
      const double strength = s.support + s.similarity;
      if (strength > best) {
        best = strength;
        d.verdict = SupportVerdict::SupportsDistractor;
        d.rival = static_cast<int>(i);
      }
    }
  }
  if (d.verdict == SupportVerdict::SupportsDistractor) return d;
  // 2. Nothing to measure the key by: its words are all in other options (a key whose words are
  //    all the stem's, "which word of this sentence...", has nothing to check and passes).
  if (k.distinctive == 0) {
    if (k.from_options > 0) d.verdict = SupportVerdict::NoDistinctiveTerms;
    return d;
  }
  // 3. The explanation is silent on the key.
  if (k.support < th.min_support && k.similarity < th.min_similarity) {
    d.verdict = SupportVerdict::NoSupport;
    return d;
  }
  // 4. A distractor backed at least as well as the key on both measures, and better by the margin
  //    on one of them (on both it would be step 1).
  double strongest = -1e9;
  for (std::size_t i = 0; i < scores.size(); ++i) {
    if (i == key) continue;
    const OptionScore& s = scores[i];
    const double support_lead = s.support - k.support;
    const double similarity_lead = s.similarity - k.similarity;
    if (support_lead < 0 || similarity_lead < 0) continue;
    if (support_lead < th.margin && similarity_lead < th.similarity_margin) continue;
    if (s.support + s.similarity > strongest) {
      strongest = s.support + s.similarity;
      d.verdict = SupportVerdict::WeakSupport;
      d.rival = static_cast<int>(i);
    }
  }
  return d;
}

}  // namespace qbank
