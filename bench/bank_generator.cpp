#include "bank_generator.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <random>
#include <set>
#include <sstream>
#include <stdexcept>
#include <unordered_set>
#include <vector>

#include "checks/spelling/speller.h"
#include "checks/spelling/tokenizer.h"
#include "core/config.h"
#include "core/fs.h"
#include "core/parallel.h"
#include "core/utf8.h"
#include "lint/bank_loader.h"

namespace qbank::bench {
namespace fs = std::filesystem;

namespace {

// mt19937_64 is fully specified by the standard; the distributions are not, so the few we need
// are written here to keep the output identical across standard libraries.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : g_(seed) {}
  std::uint64_t next() { return g_(); }
  std::size_t below(std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(next() % n); }
  std::size_t between(std::size_t lo, std::size_t hi) { return lo + below(hi - lo + 1); }  // inclusive
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  bool chance(double p) { return unit() < p; }
  template <typename T>
  const T& pick(const std::vector<T>& v) {
    return v[below(v.size())];
  }

 private:
  std::mt19937_64 g_;
};

// Ranks drawn with probability proportional to 1/rank.
class Zipf {
 public:
  explicit Zipf(std::size_t n) : cdf_(n) {
    double sum = 0;
    for (std::size_t i = 0; i < n; ++i) cdf_[i] = (sum += 1.0 / static_cast<double>(i + 1));
    for (auto& c : cdf_) c /= sum;
  }
  std::size_t draw(Rng& rng) const {
    const auto it = std::lower_bound(cdf_.begin(), cdf_.end(), rng.unit());
    return std::min<std::size_t>(static_cast<std::size_t>(it - cdf_.begin()), cdf_.size() - 1);
  }

 private:
  std::vector<double> cdf_;
};

std::string read_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + p.string());
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_text(const fs::path& p, const std::string& text) {
  std::ofstream out(p, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + p.string());
}

std::string replace_all(std::string s, std::string_view from, std::string_view to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

// Entries of nl.dic usable as running text: lower-case letters (with inner - or '), 2 to 20
// characters, and none of the flags that make a word forbidden, compound-only, case-bound or
// otherwise special in nl.aff.
std::vector<std::string> dictionary_words(const fs::path& dic) {
  std::istringstream in(read_text(dic));
  std::string line;
  std::getline(in, line);  // the entry count
  static const std::set<std::string> skip = {"Fw", "Cx", "NS", "Kc", "Fu", "Wn"};
  std::vector<std::string> out;
  while (std::getline(in, line)) {
    const std::size_t end = line.find_first_of("\t ");
    if (end != std::string::npos) line.resize(end);
    const std::size_t slash = line.find('/');
    const std::string word = replace_all(line.substr(0, slash), "\u0133", "ij");
    const std::string flags = slash == std::string::npos ? "" : line.substr(slash + 1);
    if (word.find('\\') != std::string::npos) continue;
    bool special = false;
    for (std::size_t i = 0; i + 1 < flags.size() && !special; i += 2) special = skip.count(flags.substr(i, 2)) > 0;
    if (special) continue;
    std::size_t n = 0;
    bool ok = true;
    for (std::size_t i = 0; i < word.size() && ok;) {
      char32_t c;
      i += utf8::decode(word, i, c);
      ok = utf8::is_lower(c) || ((c == '-' || c == '\'') && n > 0 && i < word.size());
      ++n;
    }
    if (ok && n >= 2 && n <= 20) out.push_back(word);
  }
  return out;
}

struct Pools {
  std::vector<std::string> dictionary;  // Zipf-ranked
  std::vector<std::string> bank;        // words of the real bank
  std::vector<std::string> stop;        // function words
  std::vector<std::string> long_words;  // dictionary words to misspell (8+ bytes)
};

const std::vector<std::string> kStarters = {"Welke", "Waarom", "Hoeveel", "Wat", "Hoe", "Wanneer", "Bij", "In"};
const std::vector<std::string> kSentenceStarters = {"De", "Het", "Een", "Bij", "In", "Daardoor", "Omdat", "Zo"};
// Technical phrases the tokenizer must handle; all pass with the project vocabulary.
const std::vector<std::string> kPhrases = {
    "14 GB", "2 TB/s",      "7 ms",  "in FP16", "een 7B-model", "10\u2079 bytes",    "1e9 bewerkingen",
    "GPU's", "de KV-cache", "bijv.", "d.w.z.",  "AI-hardware",  "`torch.compile()`", "zo'n 112 GB"};

class Writer {
 public:
  Writer(Rng& rng, const Pools& pools, const Zipf& zipf) : rng_(rng), pools_(pools), zipf_(zipf) {}

  const std::string& word() {
    const double r = rng_.unit();
    if (r < 0.42) return rng_.pick(pools_.stop);
    if (r < 0.60) return rng_.pick(pools_.bank);
    return pools_.dictionary[zipf_.draw(rng_)];
  }

  // A sentence of n words (n >= 3); with `inject`, that word stands at a middle position and
  // *at receives its byte offset.
  std::string sentence(std::size_t n, bool question, const std::string* inject, std::size_t* at) {
    std::string out = question ? rng_.pick(kStarters) : rng_.pick(kSentenceStarters);
    out.reserve(n * 10);
    const std::size_t inject_index = inject ? rng_.between(1, n - 2) : n;
    for (std::size_t i = 1; i < n; ++i) {
      out += ' ';
      if (i == inject_index) {
        if (at) *at = out.size();
        out += *inject;
        continue;
      }
      if (i + 1 < n && rng_.chance(0.02)) {
        out += rng_.pick(kPhrases);
        continue;
      }
      out += word();
      if (i + 1 < n && i + 1 != inject_index && rng_.chance(0.06)) out += ',';
    }
    out += question ? '?' : '.';
    return out;
  }

  // Sentences totalling `words` words.
  std::string text(std::size_t words, const std::string* inject, std::size_t* at) {
    std::string out;
    bool first = true;
    while (words > 0) {
      std::size_t n = std::min<std::size_t>(words, rng_.between(10, 22));
      if (words - n < 6) n = words;
      std::size_t local = 0;
      std::string s = sentence(std::max<std::size_t>(n, 4), false, first ? inject : nullptr, &local);
      if (!out.empty()) out += ' ';
      if (first && inject && at) *at = out.size() + local;
      out += s;
      words -= n;
      first = false;
    }
    return out;
  }

 private:
  Rng& rng_;
  const Pools& pools_;
  const Zipf& zipf_;
};

std::size_t count_words(const std::string& s) {
  std::size_t n = 0;
  bool in = false;
  for (char c : s) {
    const bool space = c == ' ' || c == '\n';
    if (!space && !in) ++n;
    in = !space;
  }
  return n;
}

std::string toml_list(const std::vector<std::string>& ids) {
  std::string out = "[";
  for (std::size_t i = 0; i < ids.size(); ++i) out += (i ? ", \"" : "\"") + ids[i] + "\"";
  return out + "]";
}

}  // namespace

GeneratorResult generate_bank(const GeneratorOptions& o) {
  if (o.questions == 0) throw std::runtime_error("the number of questions must be at least 1");
  Rng rng(o.seed);

  // The speller that decides which words may be used, with the project vocabulary.
  const fs::path rules = o.source_dir / "rules";
  Speller speller(DictionaryFiles{"nl", o.dictionary.string() + ".aff", o.dictionary.string() + ".dic"},
                  Vocabulary::load(rules, "nl"));
  auto verified = [&](std::vector<std::string> words) {
    const auto verdicts = speller.check(words, std::vector<std::uint8_t>(words.size(), 0), 1);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < words.size(); ++i) {
      if (verdicts[i].ok) out.push_back(std::move(words[i]));
    }
    return out;
  };

  Pools pools;
  {
    // A seeded sample of 40,000 dictionary words, in a seeded Zipf rank order.
    std::vector<std::string> all = dictionary_words(o.dictionary.string() + ".dic");
    for (std::size_t i = all.size(); i > 1; --i) std::swap(all[i - 1], all[rng.below(i)]);
    all.resize(std::min<std::size_t>(all.size(), 40000));
    pools.dictionary = verified(std::move(all));
    for (const auto& w : pools.dictionary) {
      if (w.size() >= 8 && w.find_first_of("-'") == std::string::npos) pools.long_words.push_back(w);
    }
  }
  {
    std::istringstream in(read_text(rules / "text" / "stopwords-nl.txt"));
    std::string line;
    std::vector<std::string> stop;
    while (std::getline(in, line)) {
      line = line.substr(0, line.find('#'));
      line.erase(std::remove_if(line.begin(), line.end(), [](char c) { return c == ' ' || c == '\t' || c == '\r'; }),
                 line.end());
      if (!line.empty()) stop.push_back(line);
    }
    pools.stop = verified(std::move(stop));
  }
  {
    // The words of the real bank, in their lower-case form where that is a word too.
    RealFileSystem fsys;
    const BankLocation loc = locate_bank(o.source_dir / "bank");
    const Config config = load_config(fsys, loc.root, loc.config_file.value_or(fs::path()), "qbank.toml");
    const LoadedBank loaded = load_bank(fsys, loc, config, 1);
    std::set<std::string> words;
    auto add = [&](const TextField& f) {
      for (const auto& t : spelling_tokens(f.value)) {
        if (t.word.find('.') == std::string::npos) words.insert(t.word);
      }
    };
    for (const auto& q : loaded.bank.questions) {
      add(q.stem);
      add(q.explanation);
      for (const auto& opt : q.options) add(opt.text);
    }
    std::vector<std::string> list;
    for (const auto& w : words) {
      const std::string lower = utf8::lower(w.substr(0, 1)) + w.substr(1);
      list.push_back(lower != w && speller.check(lower).ok ? lower : w);
    }
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
    pools.bank = verified(std::move(list));
  }
  if (pools.dictionary.empty() || pools.stop.empty() || pools.bank.empty() || pools.long_words.empty()) {
    throw std::runtime_error("no usable words: is hunspell-nl installed and the source tree complete?");
  }

  // Misspellings: long dictionary words with one letter deleted, swapped, replaced or added,
  // which the speller then rejects. Made up front, so that topics can be written in parallel
  // without a dictionary each.
  std::vector<std::string> typos;
  {
    static const std::string letters = "abcdefghijklmnopqrstuvwxyz";
    const auto wanted = static_cast<std::size_t>(
        std::clamp(2.0 * o.misspelling_share * static_cast<double>(o.questions), 50.0, 5000.0));
    std::set<std::string> seen;
    for (std::size_t attempt = 0; typos.size() < wanted && attempt < 100 * wanted; ++attempt) {
      std::string w = rng.pick(pools.long_words);
      if (w.find_first_not_of(letters) != std::string::npos) continue;  // ASCII only: byte = letter
      const std::size_t k = rng.between(1, w.size() - 2);
      switch (rng.below(4)) {
        case 0:
          w.erase(k, 1);
          break;
        case 1:
          std::swap(w[k], w[k + 1]);
          break;
        case 2:
          w[k] = letters[rng.below(letters.size())];
          break;
        default:
          w.insert(k, 1, letters[rng.below(letters.size())]);
          break;
      }
      if (!seen.count(w) && !speller.check(w).ok) {
        seen.insert(w);
        typos.push_back(w);
      }
    }
    if (typos.empty()) throw std::runtime_error("could not make misspellings");
  }

  const fs::path bank = o.out / "bank";
  std::error_code ec;
  fs::remove_all(bank, ec);
  fs::create_directories(bank);
  write_text(bank / "qbank.toml",
             "# Generated by qbank_bench_generate; do not edit.\nlanguage = \"nl\"\nrules_dir = \"" +
                 (o.source_dir / "rules").string() + "\"\nschema_dir = \"" + (o.source_dir / "schema").string() +
                 "\"\n");

  // Topics are independent: each has its own random stream (from the seed and its number) and
  // they are written in parallel; the manifest lists them in topic order.
  const Zipf zipf(pools.dictionary.size());
  const std::size_t per_topic = std::max<std::size_t>(1, o.questions_per_topic);
  const std::size_t topics = (o.questions + per_topic - 1) / per_topic;
  auto question_id = [](std::size_t i) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "vraag-%06zu", i + 1);
    return std::string(buf);
  };
  struct TopicOut {
    nlohmann::ordered_json misspellings = nlohmann::json::array(), near = nlohmann::json::array(),
                           dangling = nlohmann::json::array(), two_correct = nlohmann::json::array();
    std::size_t words = 0;
    std::size_t questions = 0;
  };
  std::vector<TopicOut> outs(topics);
  parallel_for(topics, default_jobs(), [&](std::size_t t) {
    TopicOut& res = outs[t];
    // splitmix64 of the seed and the topic number
    std::uint64_t z = o.seed + 0x9E3779B97F4A7C15ULL * (t + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    Rng rng(z ^ (z >> 31));
    Writer writer(rng, pools, zipf);
    char buf[32];
    std::snprintf(buf, sizeof buf, "onderwerp-%04zu", t + 1);
    const std::string topic = buf;
    fs::create_directories(bank / topic);
    std::string title = rng.pick(kSentenceStarters);
    for (std::size_t k = rng.between(1, 3); k > 0; --k) title += " " + writer.word();
    const std::string description = writer.text(rng.between(10, 20), nullptr, nullptr);
    write_text(bank / topic / "topic.toml", "title = \"" + title + "\"\ndescription = \"" + description + "\"\n");
    res.words += count_words(title) + count_words(description);

    const std::size_t first = t * per_topic;
    const std::size_t last = std::min(o.questions, first + per_topic);
    std::vector<std::string> stems;  // of this topic, for near-duplicates
    std::vector<bool> stem_misspelt;
    for (std::size_t i = first; i < last; ++i) {
      const std::string id = question_id(i);
      const std::string file = "bank/" + topic + "/" + id + ".toml";

      // The stem, perhaps with a misspelling or as a near-duplicate of an earlier stem.
      bool misspelt = rng.chance(o.misspelling_share);
      const bool in_stem = rng.chance(0.5);
      const std::string inject = misspelt ? rng.pick(typos) : std::string();
      std::size_t at = 0;
      std::string stem;
      if (i > first && rng.chance(o.near_duplicate_share)) {
        const std::size_t j = rng.below(stems.size());
        if (!stem_misspelt[j]) {
          // Replace one middle word of the other stem.
          stem = stems[j];
          std::vector<std::size_t> spaces;
          for (std::size_t k = 0; k < stem.size(); ++k) {
            if (stem[k] == ' ') spaces.push_back(k);
          }
          if (spaces.size() >= 3) {
            const std::size_t s = rng.between(1, spaces.size() - 2);
            stem = stem.substr(0, spaces[s] + 1) + rng.pick(pools.stop) + stem.substr(spaces[s + 1]);
          }
          res.near.push_back({{"file", file}, {"other", question_id(first + j)}});
          if (misspelt && in_stem) misspelt = false;  // keep the copy clean
        }
      }
      if (stem.empty()) {
        stem = writer.sentence(rng.between(15, 40), true, misspelt && in_stem ? &inject : nullptr, &at);
      }
      stems.push_back(stem);
      stem_misspelt.push_back(misspelt && in_stem);
      if (misspelt && in_stem) {
        res.misspellings.push_back({{"file", file},
                                    {"line", 1},
                                    {"column", 9 + utf8::count_code_points(stem.substr(0, at))},
                                    {"word", inject}});
      }
      std::size_t eat = 0;
      const bool in_explanation = misspelt && !in_stem;
      const std::string explanation = writer.text(rng.between(40, 80), in_explanation ? &inject : nullptr, &eat);
      if (in_explanation) {
        res.misspellings.push_back({{"file", file},
                                    {"line", 2},
                                    {"column", 16 + utf8::count_code_points(explanation.substr(0, eat))},
                                    {"word", inject}});
      }

      // Five related questions of the topic, linked both ways as on the real site (a question's
      // related questions list it too): the neighbours one and two places away in the topic's
      // circle, and the question half a circle away. An odd-sized topic leaves one question with
      // four. A topic of fewer than six questions links at random across the bank.
      std::vector<std::string> related;
      const std::size_t n = last - first;
      if (n >= 6) {
        const std::size_t p = i - first;
        for (std::size_t step : {std::size_t{1}, std::size_t{2}, n - 1, n - 2})
          related.push_back(question_id(first + (p + step) % n));
        const std::size_t half = n / 2;
        if (n % 2 == 0) {
          related.push_back(question_id(first + (p + half) % n));
        } else if (p < 2 * half) {
          related.push_back(question_id(first + (p < half ? p + half : p - half)));
        }
      } else {
        const std::size_t wanted = std::min<std::size_t>(5, o.questions - 1);
        while (related.size() < wanted) {
          const std::size_t k = rng.below(o.questions);
          const std::string other = question_id(k);
          if (k != i && std::find(related.begin(), related.end(), other) == related.end()) related.push_back(other);
        }
      }
      if (!related.empty() && rng.chance(o.dangling_link_share)) {
        const std::string missing = "vraag-ontbrekend-" + std::to_string(i + 1);
        related[rng.below(related.size())] = missing;
        res.dangling.push_back({{"file", file}, {"target", missing}});
      }

      std::string q =
          "stem = \"" + stem + "\"\nexplanation = \"" + explanation + "\"\nrelated = " + toml_list(related) + "\n";
      const std::size_t key = rng.below(3);
      std::size_t second = 3;
      if (rng.chance(o.two_correct_share)) {
        second = (key + 1 + rng.below(2)) % 3;
        res.two_correct.push_back({{"file", file}});
      }
      res.words += count_words(stem) + count_words(explanation);
      for (std::size_t k = 0; k < 3; ++k) {
        const std::string text = writer.sentence(rng.between(5, 14), false, nullptr, nullptr);
        res.words += count_words(text);
        q += "\n[[options]]\ntext = \"" + text.substr(0, text.size() - 1) + "\"\n";
        if (k == key || k == second) q += "correct = true\n";
      }
      write_text(bank / topic / (id + ".toml"), q);
      ++res.questions;
    }
  });

  GeneratorResult result;
  result.topics = topics;
  nlohmann::ordered_json misspellings = nlohmann::json::array(), near = nlohmann::json::array(),
                         dangling = nlohmann::json::array(), two_correct = nlohmann::json::array();
  for (auto& res : outs) {
    result.questions += res.questions;
    result.words += res.words;
    for (auto& e : res.misspellings) misspellings.push_back(std::move(e));
    for (auto& e : res.near) near.push_back(std::move(e));
    for (auto& e : res.dangling) dangling.push_back(std::move(e));
    for (auto& e : res.two_correct) two_correct.push_back(std::move(e));
  }
  result.defects = misspellings.size() + near.size() + dangling.size() + two_correct.size();
  nlohmann::ordered_json manifest;
  manifest["generator"] = "qbank_bench_generate";
  manifest["seed"] = o.seed;
  manifest["questions"] = result.questions;
  manifest["topics"] = result.topics;
  manifest["words"] = result.words;
  manifest["shares"] = {{"misspelling", o.misspelling_share},
                        {"near_duplicate", o.near_duplicate_share},
                        {"dangling_link", o.dangling_link_share},
                        {"two_correct", o.two_correct_share}};
  manifest["defects"] = {{"misspelling", misspellings},
                         {"near_duplicate", near},
                         {"dangling_link", dangling},
                         {"two_correct", two_correct}};
  write_text(o.out / "manifest.json", manifest.dump(1) + "\n");
  return result;
}

}  // namespace qbank::bench
