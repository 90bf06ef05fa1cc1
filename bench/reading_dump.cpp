// Prints how the explanation family reads each option of the questions under PATH (a bank, a
// topic folder or a file): a debugging aid for tuning the reading (checks/explanation/reading.h).
//
//   build/bench/reading_dump [--tsv|--json] PATH
//
// --tsv prints one line per option (file, expect label, negative stem, option, key, affirmed,
// denied, own terms, own weight, shares terms, concluded, letter, number, explanation words) for
// tuning the decision offline. --json prints one JSON object per line and question with every
// field of the reading (reading.h), for a decision simulated offline over every choice of key.
#include <cstdio>
#include <exception>
#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "checks/explanation/letter_claims.h"
#include "checks/explanation/reading.h"
#include "checks/explanation/support.h"
#include "core/config.h"
#include "core/fs.h"
#include "core/text/analyzer.h"
#include "lint/bank_loader.h"

namespace {

// The `# expect:` label of a question file ("none" when it has none).
std::string expect_label(const qbank::Question& q) {
  const std::string& text = q.source->text();
  const auto at = text.find("# expect:");
  if (at == std::string::npos) return "none";
  std::string label = text.substr(at + 9, text.find('\n', at) - at - 9);
  label.erase(0, label.find_first_not_of(' '));
  return label;
}

}  // namespace

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  using namespace qbank;
  const bool tsv = argc > 1 && std::string(argv[1]) == "--tsv";
  const bool json = argc > 1 && std::string(argv[1]) == "--json";
  if (argc < 2 + (tsv || json ? 1 : 0)) {
    std::fprintf(stderr, "gebruik: reading_dump [--tsv|--json] PATH\n");
    return 2;
  }
  try {
    const fs::path path = fs::absolute(argv[tsv || json ? 2 : 1]);
    RealFileSystem fsys;
    const BankLocation loc = locate_bank(path);
    const Config config = load_config(fsys, loc.root, loc.config_file.value_or(fs::path()),
                                      loc.config_file ? display_path(*loc.config_file) : std::string());
    const LoadedBank loaded = load_bank(fsys, loc, config, 1);
    const auto analyzer = TextAnalyzer::load(fs::path(QBANK_SOURCE_DIR) / "rules", "nl");
    TermStatistics stats;
    QuestionTerms terms;
    for (const auto& q : loaded.bank.questions) {
      if (question_terms(q, *analyzer, 20000, terms)) stats.add(terms.terms);
    }
    for (const auto& q : loaded.bank.questions) {
      const fs::path file = fs::absolute(q.path()).lexically_normal();
      if (fs::is_regular_file(path) && file != path.lexically_normal()) continue;
      const auto r = read_explanation(q, *analyzer, stats, ReadingSettings{});
      const std::string label = expect_label(q);
      if (json) {
        nlohmann::json j = {{"file", q.path()},
                            {"label", label},
                            {"key", q.key_index()},
                            {"usable", r.usable},
                            {"negative", r.negative_stem},
                            {"words", r.words},
                            {"rest_verdict", r.rest_verdict}};
        j["claims"] = nlohmann::json::array();
        for (const auto& c : find_letter_claims(q.explanation.value, *analyzer, ordinal_context(q))) {
          if (!(r.negative_stem && c.by_verdict)) j["claims"].push_back(std::string(1, c.letter));
        }
        for (std::size_t i = 0; i < r.options.size(); ++i) {
          const auto& o = r.options[i];
          j["options"].push_back(
              {{"text", q.options[i].text.value},
               {"affirmed", o.affirmed},
               {"denied", o.denied},
               {"own_weight", o.own_weight},
               {"own_terms", o.own_terms},
               {"matched", o.matched},
               {"words", o.words},
               {"shares_terms", o.shares_terms},
               {"concluded", o.concluded},
               {"covered", o.covered},
               {"first_sentence", o.first_sentence == 0xFFFFFFFF ? -1 : static_cast<int>(o.first_sentence)},
               {"ordered", o.ordered},
               {"order_share", o.order_share},
               {"named_answer", o.named_answer},
               {"letter", o.letter},
               {"number", o.number},
               {"before_rest", o.before_rest},
               {"after_rest", o.after_rest},
               {"units", o.units}});
        }
        std::printf("%s\n", j.dump().c_str());
        continue;
      }
      if (tsv) {
        for (std::size_t i = 0; i < r.options.size(); ++i) {
          const auto& o = r.options[i];
          std::printf("%s\t%s\t%d\t%zu\t%d\t%.3f\t%.3f\t%zu\t%.2f\t%d\t%d\t%d\t%d\t%zu\t%d\n", q.path().c_str(),
                      label.c_str(), r.negative_stem ? 1 : 0, i, q.options[i].correct ? 1 : 0, o.affirmed, o.denied,
                      o.own_terms, o.own_weight, o.shares_terms ? 1 : 0, o.concluded ? 1 : 0, o.letter, o.number,
                      r.words, o.first_sentence == 0xFFFFFFFF ? -1 : static_cast<int>(o.first_sentence));
        }
        continue;
      }
      std::printf("%s%s (%zu woorden)%s\n", q.path().c_str(), r.negative_stem ? " [ontkennende stam]" : "", r.words,
                  r.rest_verdict > 0   ? " [de andere kloppen]"
                  : r.rest_verdict < 0 ? " [de andere kloppen niet]"
                                       : "");
      for (std::size_t i = 0; i < r.options.size(); ++i) {
        const auto& o = r.options[i];
        std::string units;
        for (const auto u : o.units) units += (units.empty() ? "" : ",") + std::to_string(u);
        std::printf(
            "  %c%s bevestigd %.2f ontkend %.2f eigen %zu (%.1f)%s%s%s%s letter %+d getal %d zin %d voor/na %.2f/%.2f "
            "delen [%s]  %s\n",
            static_cast<char>('A' + i), q.options[i].correct ? "*" : " ", o.affirmed, o.denied, o.own_terms,
            o.own_weight, o.shares_terms ? " gedeeld" : "", o.concluded ? " conclusie" : "",
            o.named_answer ? " het-antwoord" : "", o.held_with_wel ? " wel" : "", o.letter, o.number,
            o.first_sentence == 0xFFFFFFFF ? -1 : static_cast<int>(o.first_sentence), o.before_rest, o.after_rest,
            units.c_str(), std::string(q.options[i].text.value.substr(0, 60)).c_str());
      }
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "reading_dump: %s\n", e.what());
    return 2;
  }
  return 0;
}
