#include "checks/explanation/support.h"

#include <algorithm>
#include <cmath>
#include <unordered_set>

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

std::vector<std::string> fragments_of(const std::string& stem) {
  std::vector<std::string> f;
  TextAnalyzer::fragments(stem, f);
  std::sort(f.begin(), f.end());
  f.erase(std::unique(f.begin(), f.end()), f.end());
  return f;
}

bool is_number_term(const std::string& term) { return !term.empty() && term[0] >= '0' && term[0] <= '9'; }

// Two stems of one word: equal, or one a prefix of the other by at most two characters, which
// catches what Snowball leaves inconsistent ("byt"/"bytes", "tabel"/"tabell"). Numbers must be equal.
bool same_term(const std::string& a, const std::string& b) {
  if (a == b) return true;
  if (is_number_term(a) || is_number_term(b)) return false;
  const std::string& shorter = a.size() < b.size() ? a : b;
  const std::string& longer = a.size() < b.size() ? b : a;
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
  r.explanation = std::move(e.terms);
  r.usable = true;
  return r;
}

void TermStatistics::add(const QuestionTerms& t) {
  if (!t.usable) return;
  ++documents_;
  std::unordered_set<std::string> seen(t.stem.begin(), t.stem.end());
  for (const auto& o : t.options) seen.insert(o.begin(), o.end());
  for (const auto& [term, index] : t.explanation) seen.insert(term);
  for (const auto& term : seen) ++df_[term];
}

void TermStatistics::merge(const TermStatistics& other) {
  documents_ += other.documents_;
  for (const auto& [term, n] : other.df_) df_[term] += n;
}

double TermStatistics::idf(const std::string& term) const {
  auto it = df_.find(term);
  const double df = it == df_.end() ? 0.0 : it->second;
  return std::log((static_cast<double>(documents_) + 1.0) / (df + 1.0)) + 1.0;
}

namespace {

// Where and how strongly the explanation states one term.
struct Match {
  double weight = 0;                   // 1 for the word itself, a fragment share for part of a compound
  std::vector<std::uint32_t> words;    // the explanation words that state it
};

class ExplanationIndex {
 public:
  explicit ExplanationIndex(const QuestionTerms& t) : t_(t) {
    for (const auto& [term, word] : t.explanation) {
      auto& list = exact_[term];
      if (list.empty() || list.back() != word) list.push_back(word);
    }
  }

  Match find(const std::string& term, double min_fragment_overlap) {
    Match m;
    // The term itself, or an inflection Snowball stems differently.
    for (const auto& [other, words] : exact_) {
      if (!same_term(other, term)) continue;
      m.weight = 1;
      m.words.insert(m.words.end(), words.begin(), words.end());
    }
    if (m.weight > 0 || is_number_term(term)) {
      std::sort(m.words.begin(), m.words.end());
      return m;
    }
    // Part of a compound: the share of the term's fragments that one explanation word holds.
    const auto frags = fragments_of(term);
    if (frags.empty() || (frags.size() == 1 && utf8::count_code_points(frags[0]) < 4)) return m;
    if (!fragments_built_) build_fragments();
    std::unordered_map<std::uint32_t, std::size_t> hits;
    for (const auto& f : frags) {
      if (auto it = fragment_words_.find(f); it != fragment_words_.end()) {
        for (std::uint32_t w : it->second) ++hits[w];
      }
    }
    std::size_t best = 0;
    for (const auto& [w, count] : hits) best = std::max(best, count);
    const double share = static_cast<double>(best) / static_cast<double>(frags.size());
    if (best == 0 || share < min_fragment_overlap) return m;
    m.weight = share;
    for (const auto& [w, count] : hits) {
      if (count == best) m.words.push_back(w);
    }
    std::sort(m.words.begin(), m.words.end());
    return m;
  }

  // The first explanation word of a term (exact or inflection), kNone when absent.
  std::size_t first(const std::string& term) const {
    std::size_t best = kNone;
    for (const auto& [other, words] : exact_) {
      if (same_term(other, term)) best = std::min<std::size_t>(best, words.front());
    }
    return best;
  }

 private:
  void build_fragments() {
    fragments_built_ = true;
    for (std::uint32_t w = 0; w < t_.words.size(); ++w) {
      if (t_.words[w].number) continue;
      for (auto& f : fragments_of(t_.words[w].stem)) fragment_words_[std::move(f)].push_back(w);
    }
  }

  const QuestionTerms& t_;
  std::unordered_map<std::string, std::vector<std::uint32_t>> exact_;
  std::unordered_map<std::string, std::vector<std::uint32_t>> fragment_words_;
  bool fragments_built_ = false;
};

}  // namespace

std::vector<OptionScore> score_options(const QuestionTerms& t, const TermStatistics& stats, double min_fragment_overlap) {
  const std::size_t count = t.options.size();
  std::vector<OptionScore> scores(count);
  if (!t.usable) return scores;

  ExplanationIndex index(t);
  // The explanation's TF-IDF vector.
  std::unordered_map<std::string, double> explanation_vector;
  for (const auto& [term, word] : t.explanation) explanation_vector[term] += 1.0;
  double explanation_norm = 0;
  for (auto& [term, tf] : explanation_vector) {
    tf *= stats.idf(term);
    explanation_norm += tf * tf;
  }
  explanation_norm = std::sqrt(explanation_norm);

  // Each option's distinct terms in the order they first appear, split into its own terms
  // (distinctive: in neither the stem nor another option) and shared ones.
  std::vector<std::vector<std::string>> unique(count);
  for (std::size_t i = 0; i < count; ++i) {
    for (const auto& term : t.options[i]) {
      if (std::find(unique[i].begin(), unique[i].end(), term) == unique[i].end()) unique[i].push_back(term);
    }
  }
  auto in_stem = [&](const std::string& term) {
    if (std::binary_search(t.stem.begin(), t.stem.end(), term)) return true;
    return !is_number_term(term) && find_term(t.stem, term) != kNone;
  };
  std::vector<std::vector<std::string>> own(count), shared(count);
  for (std::size_t i = 0; i < count; ++i) {
    for (const auto& term : unique[i]) {
      bool elsewhere = in_stem(term);
      for (std::size_t j = 0; j < count && !elsewhere; ++j) elsewhere = j != i && find_term(unique[j], term) != kNone;
      (elsewhere ? shared[i] : own[i]).push_back(term);
    }
  }
  // Terms in every option tell no option apart; they stay out of the similarity.
  auto in_every_option = [&](const std::string& term) {
    if (count < 2) return false;
    for (std::size_t j = 0; j < count; ++j) {
      if (find_term(unique[j], term) == kNone) return false;
    }
    return true;
  };

  for (std::size_t i = 0; i < count; ++i) {
    OptionScore& s = scores[i];
    std::uint32_t evidence = static_cast<std::uint32_t>(-1);
    double total = 0;
    std::size_t counted = 0;

    // Support from the option's own terms.
    for (const auto& term : own[i]) {
      ++s.distinctive;
      ++counted;
      const Match m = index.find(term, min_fragment_overlap);
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
    const auto& sh = shared[i];
    const std::size_t limit = std::min<std::size_t>(sh.size(), 40);
    for (std::size_t a = 0; a < limit; ++a) {
      for (std::size_t b = a + 1; b < limit; ++b) {
        bool disputed = false;
        for (std::size_t j = 0; j < count && !disputed; ++j) {
          if (j == i) continue;
          const std::size_t pa = find_term(unique[j], sh[a]);
          const std::size_t pb = find_term(unique[j], sh[b]);
          disputed = pa != kNone && pb != kNone && pb < pa;
        }
        if (!disputed) continue;
        ++s.distinctive;
        const std::size_t ea = index.first(sh[a]);
        const std::size_t eb = index.first(sh[b]);
        if (ea == kNone || eb == kNone || ea == eb) continue;
        ++counted;
        total += ea < eb ? 1.0 : -1.0;
      }
    }
    for (const auto& term : sh) {
      for (std::size_t j = 0; j < count; ++j) {
        if (j != i && find_term(unique[j], term) != kNone) {
          ++s.from_options;
          break;
        }
      }
    }
    s.support = counted == 0 ? 0.0 : total / static_cast<double>(counted);
    if (evidence != static_cast<std::uint32_t>(-1)) {
      s.evidence_begin = t.words[evidence].begin;
      s.evidence_end = t.words[evidence].end;
    }

    // Similarity: the option's terms outside the stem and not shared by every option, against
    // the explanation.
    std::unordered_map<std::string, double> option_vector;
    for (const auto& term : t.options[i]) {
      if (in_stem(term) || in_every_option(term)) continue;
      option_vector[term] += 1.0;
    }
    double dot = 0;
    double norm = 0;
    for (const auto& [term, tf] : option_vector) {
      const double weight = tf * stats.idf(term);
      norm += weight * weight;
      if (auto it = explanation_vector.find(term); it != explanation_vector.end()) dot += weight * it->second;
    }
    s.has_similarity = norm > 0;
    if (norm > 0 && explanation_norm > 0) s.similarity = dot / (std::sqrt(norm) * explanation_norm);
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
