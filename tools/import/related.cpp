#include "import/related.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "core/text/analyzer.h"
#include "core/utf8.h"

namespace qbank {

namespace {

// Equal stems, or one a prefix of the other of at least four characters.
bool related_words(const std::string& a, const std::string& b) {
  if (a == b) return true;
  const std::string& shorter = a.size() < b.size() ? a : b;
  const std::string& longer = a.size() < b.size() ? b : a;
  return shorter.size() >= 4 && longer.compare(0, shorter.size(), shorter) == 0;
}

}  // namespace

std::string StemMatcher::normalise(std::string_view stem) {
  const std::string folded = utf8::fold(stem);
  std::string out;
  for (std::size_t i = 0; i < folded.size();) {
    char32_t cp;
    const std::size_t n = utf8::decode(folded, i, cp);
    if (utf8::is_letter(cp) || utf8::is_digit(cp)) {
      out.append(folded, i, n);
    } else if (!out.empty() && out.back() != ' ') {
      out += ' ';
    }
    i += n;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

std::vector<std::string> StemMatcher::stem_set(std::string_view text) const {
  std::set<std::string> s;
  for (const auto& t : analyzer_.tokenize(text)) {
    if (t.stop) continue;
    s.emplace(t.stem.empty() ? t.folded : t.stem);
  }
  return {s.begin(), s.end()};
}

StemMatcher::StemMatcher(const TextAnalyzer& analyzer, std::vector<Candidate> candidates)
    : analyzer_(analyzer), candidates_(std::move(candidates)) {
  std::unordered_map<std::string, std::size_t> df;
  for (const auto& c : candidates_) {
    normalised_.push_back(normalise(c.stem));
    stems_.push_back(stem_set(c.stem));
    for (const auto& s : stems_.back()) ++df[s];
  }
  const double n = static_cast<double>(candidates_.size());
  for (const auto& [s, count] : df) idf_[s] = std::log(1.0 + n / static_cast<double>(count));
  unseen_idf_ = std::log(1.0 + n + 1.0);
}

double StemMatcher::weight(const std::string& s) const {
  auto it = idf_.find(s);
  return it == idf_.end() ? unseen_idf_ : it->second;
}

std::optional<StemMatcher::Match> StemMatcher::resolve(std::string_view stem, std::string_view exclude,
                                                       std::vector<Match>* best) const {
  const std::string norm = normalise(stem);
  std::vector<std::size_t> exact;
  for (std::size_t i = 0; i < candidates_.size(); ++i) {
    if (candidates_[i].id != exclude && normalised_[i] == norm) exact.push_back(i);
  }
  if (exact.size() == 1) return Match{candidates_[exact[0]].id, true, 1.0, "", 0};

  const auto query = stem_set(stem);
  std::vector<Match> scored;
  for (std::size_t i = 0; i < candidates_.size(); ++i) {
    if (candidates_[i].id == exclude) continue;
    const auto& c = stems_[i];
    // A soft Dice coefficient: the weight of the words on each side that have a counterpart on
    // the other (equal stems, or one a prefix of the other: "train"/"training",
    // "taalmodel"/"taalmodell"), over the weight of all words on both sides.
    double matched = 0, all = 0;
    for (const auto& q : query) {
      all += weight(q);
      if (std::any_of(c.begin(), c.end(), [&](const std::string& x) { return related_words(q, x); }))
        matched += weight(q);
    }
    for (const auto& x : c) {
      all += weight(x);
      if (std::any_of(query.begin(), query.end(), [&](const std::string& q) { return related_words(q, x); }))
        matched += weight(x);
    }
    scored.push_back({candidates_[i].id, false, all > 0 ? matched / all : 0, "", 0});
  }
  std::sort(scored.begin(), scored.end(),
            [](const Match& x, const Match& y) { return x.score != y.score ? x.score > y.score : x.id < y.id; });
  if (best) {
    best->assign(scored.begin(), scored.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(2, scored.size())));
  }
  if (scored.empty() || scored[0].score < kMinScore) return std::nullopt;
  const double second = scored.size() > 1 ? scored[1].score : 0;
  if (scored[0].score - second < kMinLead) return std::nullopt;
  Match m = scored[0];
  if (scored.size() > 1) {
    m.runner_up = scored[1].id;
    m.runner_up_score = second;
  }
  return m;
}

}  // namespace qbank
