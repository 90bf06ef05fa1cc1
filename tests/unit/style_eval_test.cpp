// Recall of the style rules on the real bank: each flaw is written into every question of a
// copy of bank/ (one flaw type per copy), and the run must report it in every question. Other
// style findings in the mutated copy are printed for review and must be true ones (the test
// lists which rules may co-occur with which flaw). Run alone to see the table:
//   build/tests/qbank_tests --gtest_filter='StyleEval*'
#include <gtest/gtest.h>

#include <functional>
#include <iostream>
#include <map>
#include <set>

#include "core/utf8.h"
#include "lint/linter.h"
#include "test_util.h"

namespace qbank::style_eval_test {
namespace {
namespace fs = std::filesystem;

// The string values of a question file the mutations touch, by byte offset of their first
// character inside the quotes (the bank's files use one-line basic strings for these).
struct Layout {
  std::size_t stem = std::string::npos;
  std::size_t explanation = std::string::npos;        // the first character after the opening """\n
  std::vector<std::pair<std::size_t, bool>> options;  // text offset, correct
};

Layout layout(const std::string& t) {
  Layout l;
  if (auto p = t.find("\nstem = \""); p != std::string::npos) l.stem = p + 9;
  if (auto p = t.find("\nexplanation = \"\"\"\n"); p != std::string::npos) l.explanation = p + 19;
  std::size_t at = 0;
  while ((at = t.find("[[options]]\ntext = \"", at)) != std::string::npos) {
    const std::size_t text = at + 20;
    const std::size_t next = t.find("[[options]]", text);
    const std::string block = t.substr(text, next == std::string::npos ? std::string::npos : next - text);
    l.options.emplace_back(text, block.find("\ncorrect = true") != std::string::npos);
    at = text;
  }
  return l;
}

std::size_t end_of_value(const std::string& t, std::size_t begin) { return t.find('"', begin); }

std::size_t first_distractor(const Layout& l) {
  for (const auto& [pos, correct] : l.options) {
    if (!correct) return pos;
  }
  return std::string::npos;
}
std::size_t key_text(const Layout& l) {
  for (const auto& [pos, correct] : l.options) {
    if (correct) return pos;
  }
  return std::string::npos;
}

// A long content word of the stem that no option contains: written into the key, it is a clang.
std::string clang_word(const std::string& t, const Layout& l) {
  const std::string stem = t.substr(l.stem, end_of_value(t, l.stem) - l.stem);
  std::string options;
  for (const auto& [pos, _] : l.options) options += utf8::fold(t.substr(pos, end_of_value(t, pos) - pos)) + " ";
  std::string best;
  std::string word;
  for (std::size_t i = 0; i <= stem.size(); ++i) {
    const char c = i < stem.size() ? stem[i] : ' ';
    if (c == ' ' || c == ',' || c == '?' || c == '.' || c == '(' || c == ')' || c == ':') {
      const std::string folded = utf8::fold(word);
      if (utf8::count_code_points(word) > utf8::count_code_points(best) &&
          word.find_first_of("0123456789") == std::string::npos &&
          options.find(folded.substr(0, 4)) == std::string::npos) {
        best = word;
      }
      word.clear();
    } else {
      word += c;
    }
  }
  return best;
}

struct Flaw {
  std::string rule;
  std::set<std::string> may_also;            // rules a correct run may also report after this change
  std::function<bool(std::string&)> inject;  // false: not applicable to this question
};

std::vector<Flaw> flaws() {
  return {
      // kv-cache-rol's key says "niet opnieuw berekend": under a negative stem that is a double negation.
      {"style/negative-stem",
       {"style/double-negation"},
       [](std::string& t) {
         t.insert(layout(t).stem, "Let op: het gaat hier niet om training. ");
         return true;
       }},
      {"style/absolute-words",
       {},
       [](std::string& t) {
         t.insert(first_distractor(layout(t)), "Altijd geldt: ");
         return true;
       }},
      // The replaced distractor may have been the one that shared a stem word with the key, and
      // "Geen van ..." under trainingsgeheugen-geen-reden's GEEN stem is a double negation.
      {"style/all-or-none-of-above",
       {"style/clang-association", "style/double-negation"},
       [](std::string& t) {
         const std::size_t d = first_distractor(layout(t));
         t.replace(d, end_of_value(t, d) - d, "Geen van de bovenstaande");
         return true;
       }},
      {"style/combination-options",
       {"style/clang-association"},
       [](std::string& t) {
         const std::size_t d = first_distractor(layout(t));
         t.replace(d, end_of_value(t, d) - d, "I en II");
         return true;
       }},
      {"style/stem-question",
       {},
       [](std::string& t) {
         const Layout l = layout(t);
         for (std::size_t i = l.stem; i < end_of_value(t, l.stem); ++i) {
           if (t[i] == '?' || t[i] == ':') t[i] = '.';
         }
         return true;
       }},
      {"style/double-negation",
       {},
       [](std::string& t) {
         t.insert(first_distractor(layout(t)), "Het is niet zo dat ");
         t.insert(layout(t).stem, "Welke bewering is NIET juist? ");
         return true;
       }},
      {"style/longest-option-key",
       {},
       [](std::string& t) {
         const std::size_t k = key_text(layout(t));
         t.insert(end_of_value(t, k),
                  ", en precies dat verklaart volledig waarom deze optie het beste antwoord op de vraag is");
         return true;
       }},
      {"style/clang-association",
       {},
       [](std::string& t) {
         const Layout l = layout(t);
         const std::string w = clang_word(t, l);
         if (w.size() < 5) return false;
         t.insert(end_of_value(t, key_text(l)), " (" + w + ")");
         return true;
       }},
      {"style/long-stem",
       {},
       [](std::string& t) {
         std::string filler;
         for (int i = 0; i < 12; ++i) filler += "Het model draait op een GPU. ";
         t.insert(layout(t).stem, filler);
         return true;
       }},
      {"style/abbreviation",
       {},
       [](std::string& t) {
         t.insert(layout(t).explanation, "Dat geldt bijv. hier. ");
         return true;
       }},
      {"style/numeric-order",
       {},
       [](std::string& t) {
         const Layout l = layout(t);
         if (l.options.size() < 2) return false;
         const std::string a = t.substr(l.options[0].first, end_of_value(t, l.options[0].first) - l.options[0].first);
         const std::string b = t.substr(l.options[1].first, end_of_value(t, l.options[1].first) - l.options[1].first);
         if (a.find("Ongeveer ") != 0 || b.find("Ongeveer ") != 0) return false;  // only the numeric questions
         t.replace(l.options[1].first, b.size(), a);
         t.replace(l.options[0].first, a.size(), b);
         return true;
       }},
  };
}

TEST(StyleEval, InjectedFlawsInTheRealBankAreFound) {
  std::size_t injected_total = 0, found_total = 0;
  std::cout << "flaw                          injected  found  other style findings\n";
  for (const Flaw& flaw : flaws()) {
    test::TempDir dir;
    const fs::path bank = test::copy_bank(dir.path());
    std::set<std::string> injected;
    for (const auto& entry : fs::recursive_directory_iterator(bank)) {
      if (entry.path().extension() != ".toml" || entry.path().filename() == "topic.toml" ||
          entry.path().filename() == "qbank.toml") {
        continue;
      }
      std::string text = test::read_file(entry.path());
      if (!flaw.inject(text)) continue;
      test::write_file(entry.path(), text);
      injected.insert(entry.path().filename().string());
    }
    RealFileSystem fsys;
    LintOptions o;
    o.paths = {bank};
    std::set<std::string> found;
    std::vector<std::string> others;
    for (const auto& d : run_lint(fsys, o).diagnostics) {
      if (rule_family(d.rule) != "style") continue;
      const std::string file = fs::path(d.file).filename().string();
      if (d.rule == flaw.rule) {
        found.insert(file);
      } else {
        others.push_back(file + " " + d.rule + ": " + d.message);
        EXPECT_TRUE(flaw.may_also.count(d.rule)) << "after injecting " << flaw.rule << ": " << others.back();
      }
    }
    for (const auto& f : injected) EXPECT_TRUE(found.count(f)) << flaw.rule << " missed in " << f;
    std::printf("%-30s %8zu %6zu  %zu\n", flaw.rule.c_str(), injected.size(), found.size(), others.size());
    for (const auto& o : others) std::cout << "    " << o << "\n";
    injected_total += injected.size();
    found_total += found.size();
  }
  std::printf("recall %zu/%zu\n", found_total, injected_total);
}

}  // namespace
}  // namespace qbank::style_eval_test
