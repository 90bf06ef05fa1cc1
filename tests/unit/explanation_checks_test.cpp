// The explanation family: the support model (support.h), the letter claims, the decision list,
// and the acceptance test over the real bank (moving the key to each distractor is reported).
#include <gtest/gtest.h>

#include <regex>

#include "checks/explanation/letter_claims.h"
#include "checks/explanation/support.h"
#include "core/model.h"
#include "core/text/analyzer.h"
#include "lint/linter.h"
#include "test_util.h"

namespace qbank {
namespace {
namespace fs = std::filesystem;

const TextAnalyzer& analyzer() {
  static const auto a = TextAnalyzer::load(test::source_dir() / "rules", "nl");
  return *a;
}

TextField field(const std::string& value) {
  TextField f;
  f.value = value;
  f.present = true;
  return f;
}

Question question(const std::string& stem, const std::string& explanation, const std::vector<std::string>& options) {
  Question q;
  q.stem = field(stem);
  q.explanation = field(explanation);
  for (std::size_t i = 0; i < options.size(); ++i) {
    Option o;
    o.index = i;
    o.text = field(options[i]);
    q.options.push_back(o);
  }
  return q;
}

std::vector<OptionScore> score(const Question& q) {
  const QuestionTerms t = analyse_question(q, analyzer(), 20000);
  TermStatistics stats;
  stats.add(t);
  return score_options(t, stats, 0.6);
}

std::string claims(const std::string& text) {
  std::string out;
  for (const auto& c : find_letter_claims(text, analyzer())) {
    out += std::string(1, c.letter) + "@" + std::to_string(c.begin) + " ";
  }
  return out;
}

TEST(LetterClaims, CallingALetterRight) {
  EXPECT_EQ(claims("B is juist. De schil is gevuld."), "B@0 ");
  EXPECT_EQ(claims("Antwoord: A. In FP16 kost elke parameter twee bytes."), "A@10 ");
  EXPECT_EQ(claims("Het juiste antwoord is C, want de bandbreedte beperkt."), "C@23 ");
  EXPECT_EQ(claims("Het antwoord is dus optie D."), "D@26 ");
  EXPECT_EQ(claims("Dat maakt duidelijk dat optie B klopt."), "B@30 ");
  EXPECT_EQ(claims("Zo zie je het. C is het juiste antwoord."), "C@15 ");
  EXPECT_EQ(claims("Sleutel: B"), "B@9 ");
}

TEST(LetterClaims, RejectionsAndOrdinaryCapitalsAreNotClaims) {
  EXPECT_EQ(claims("A is onjuist, want de kern verdubbelt het DNA."), "");
  EXPECT_EQ(claims("Antwoord B is fout: de gewichten veranderen niet."), "");
  EXPECT_EQ(claims("C klopt niet, want er is geen gradiënt."), "");
  EXPECT_EQ(claims("Het antwoord is niet C."), "");
  EXPECT_EQ(claims("Het foute antwoord is B."), "");
  EXPECT_EQ(claims("Vitamine C is goed voor de opname van ijzer."), "");
  EXPECT_EQ(claims("In antwoord A wordt de kern genoemd."), "");
  EXPECT_EQ(claims("De A100 is een GPU van NVIDIA."), "");
}

TEST(Support, DistinctiveTermsFoundInTheExplanation) {
  const auto s = score(question("Waar in de cel worden eiwitten gebouwd?",
                                "De ribosomen koppelen de aminozuren aan elkaar volgens het boodschapper-RNA.",
                                {"In de ribosomen, die aminozuren koppelen", "In de kern, waar het DNA wordt verdubbeld",
                                 "In het golgiapparaat"}));
  ASSERT_EQ(s.size(), 3u);
  EXPECT_DOUBLE_EQ(s[0].support, 1.0);  // ribosom, aminozur, koppel
  EXPECT_EQ(s[0].distinctive, 3u);
  EXPECT_DOUBLE_EQ(s[1].support, 0.0);
  EXPECT_DOUBLE_EQ(s[2].support, 0.0);
  EXPECT_GT(s[0].similarity, 0.3);
  EXPECT_DOUBLE_EQ(s[1].similarity, 0.0);
}

TEST(Support, NegatedTermsCountAgainst) {
  // "niet" before the term, and "niet" closing the clause (Dutch word order).
  const auto before = score(question("Wat bepaalt de snelheid van decode?",
                                     "Het is niet de rekenkracht, het is de bandbreedte die het tempo bepaalt.",
                                     {"De rekenkracht", "De bandbreedte", "De opslag"}));
  EXPECT_DOUBLE_EQ(before[0].support, -1.0);
  EXPECT_DOUBLE_EQ(before[1].support, 1.0);
  const auto after = score(question("Waardoor stijgt de zeespiegel?",
                                    "Smeltend zee-ijs verhoogt de zeespiegel niet, want dat drijft al; landijs wel.",
                                    {"Door smeltend zee-ijs", "Door smeltend landijs", "Door meer regen"}));
  EXPECT_LT(after[0].support, 0.0);
  EXPECT_DOUBLE_EQ(after[1].support, 1.0);
}

TEST(Support, CompoundPartsAndInflectionsMatch) {
  const auto s = score(question("Waarom is opzoeken in grote tabellen lastig voor een versneller?",
                                "De geheugenbandbreedte bepaalt de snelheid; de embeddingtabel is verspreid opgeslagen.",
                                {"Door de bandbreedte van het geheugen", "Door de rekeneenheden", "Door de opslag op schijf"}));
  EXPECT_GT(s[0].support, 0.5);  // "bandbreedte" is part of "geheugenbandbreedte"
  EXPECT_DOUBLE_EQ(s[1].support, 0.0);
}

TEST(Support, TheOrderOfSharedTermsCounts) {
  const auto s = score(question(
      "Wat bepaalt bij prefill en bij decode vooral de snelheid?",
      "Bij prefill is de rekenkracht de grens; bij decode bepaalt de bandbreedte het tempo.",
      {"Bij prefill de rekenkracht, bij decode de bandbreedte", "Bij prefill de bandbreedte, bij decode de rekenkracht",
       "In beide fasen de verbinding met de processor"}));
  EXPECT_DOUBLE_EQ(s[0].support, 1.0);
  EXPECT_DOUBLE_EQ(s[1].support, -1.0);
}

TEST(Support, DecisionList) {
  SupportThresholds th;
  auto opt = [](double support, double similarity, std::size_t distinctive = 3) {
    OptionScore s;
    s.support = support;
    s.similarity = similarity;
    s.has_similarity = true;
    s.distinctive = distinctive;
    s.from_options = 1;
    return s;
  };
  EXPECT_EQ(decide({opt(1.0, 0.5), opt(0.0, 0.1), opt(0.2, 0.0)}, 0, th).verdict, SupportVerdict::Fine);
  Decision d = decide({opt(0.0, 0.1), opt(1.0, 0.4), opt(0.3, 0.1)}, 0, th);
  EXPECT_EQ(d.verdict, SupportVerdict::SupportsDistractor);
  EXPECT_EQ(d.rival, 1);
  EXPECT_EQ(decide({opt(0.0, 0.3, 0), opt(0.0, 0.3)}, 0, th).verdict, SupportVerdict::NoDistinctiveTerms);
  EXPECT_EQ(decide({opt(0.2, 0.14), opt(0.1, 0.0)}, 0, th).verdict, SupportVerdict::NoSupport);
  EXPECT_EQ(decide({opt(0.2, 0.15), opt(0.1, 0.0)}, 0, th).verdict, SupportVerdict::Fine);
  d = decide({opt(0.4, 0.31), opt(0.67, 0.34)}, 0, th);  // ahead on support only
  EXPECT_EQ(d.verdict, SupportVerdict::WeakSupport);
  EXPECT_EQ(d.rival, 1);
  EXPECT_EQ(decide({opt(1.0, 0.3), opt(1.0, 0.3)}, 0, th).verdict, SupportVerdict::Fine);  // a tie is not weak
  EXPECT_EQ(decide({opt(0.4, 0.18), opt(0.52, 0.11)}, 0, th).verdict, SupportVerdict::Fine);
  // Options that only reorder the same words have no similarity: support decides alone.
  OptionScore key = opt(-1.0, 0.0);
  OptionScore right = opt(1.0, 0.0);
  key.has_similarity = right.has_similarity = false;
  EXPECT_EQ(decide({key, right}, 0, th).verdict, SupportVerdict::SupportsDistractor);
}

// --- Through the linter --------------------------------------------------------------------

std::vector<Diagnostic> lint_bank(const fs::path& bank, const std::string& family) {
  RealFileSystem fsys;
  LintOptions options;
  options.paths = {bank};
  options.jobs = 2;
  std::vector<Diagnostic> out;
  for (auto& d : run_lint(fsys, options).diagnostics) {
    if (rule_family(d.rule) == family) out.push_back(std::move(d));
  }
  return out;
}

fs::path small_bank(const test::TempDir& dir) {
  dir.write("bank/qbank.toml", "rules_dir = \"" + (test::source_dir() / "rules").string() + "\"\nschema_dir = \"" +
                                   (test::source_dir() / "schema").string() + "\"\n");
  dir.write("bank/vragen/topic.toml", "title = \"Vragen\"\n");
  return dir.path() / "bank";
}

TEST(ExplanationCheck, SupportsDistractorPointsAtTheEvidence) {
  test::TempDir dir;
  const fs::path bank = small_bank(dir);
  dir.write("bank/vragen/q.toml",
            "stem = \"Wat bepaalt bij decode met een kleine batch vooral de snelheid?\"\n"
            "explanation = \"Per stap komen alle gewichten uit het geheugen, dus bepaalt de geheugenbandbreedte het tempo.\"\n"
            "\n[[options]]\ntext = \"De rekenkracht van de GPU\"\ncorrect = true\n"
            "\n[[options]]\ntext = \"De geheugenbandbreedte\"\n"
            "\n[[options]]\ntext = \"De verbinding met de processor\"\n");
  const auto f = lint_bank(bank, "explanation");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].rule, "explanation/supports-distractor");
  EXPECT_EQ(f[0].severity, Severity::Error);
  EXPECT_EQ(f[0].span.begin.line, 2u);
  EXPECT_EQ(f[0].span.begin.column, 79u);
  EXPECT_EQ(f[0].span.end.column, 98u);
  EXPECT_EQ(f[0].message,
            "de toelichting onderbouwt afleider B ‘De geheugenbandbreedte’ (steun 1,00, gelijkenis 0,38) in plaats van de "
            "sleutel A ‘De rekenkracht van de GPU’ (steun 0,00, gelijkenis 0,00); staat `correct = true` bij de verkeerde "
            "optie, of legt de toelichting de afleider uit? Laat de toelichting uitleggen waarom de sleutel juist is");
}

TEST(ExplanationCheck, NamesOtherOptionAtTheLetter) {
  test::TempDir dir;
  const fs::path bank = small_bank(dir);
  dir.write("bank/vragen/q.toml",
            "stem = \"Waarom reageren edelgassen zoals neon nauwelijks?\"\n"
            "explanation = \"\"\"\nDe buitenste schil is vol. Het juiste antwoord is dus C.\"\"\"\n"
            "\n[[options]]\ntext = \"Hun buitenste schil is vol\"\ncorrect = true\n"
            "\n[[options]]\ntext = \"Ze hebben geen elektronen\"\n"
            "\n[[options]]\ntext = \"Hun atomen zijn te groot\"\n");
  // A letter past the last option is stale too; "U" (the polite pronoun) is no option letter.
  dir.write("bank/vragen/r.toml",
            "stem = \"Waarom reageren edelgassen zoals neon nauwelijks?\"\n"
            "explanation = \"E is juist: de buitenste schil is vol. U ziet dat aan het periodiek systeem.\"\n"
            "\n[[options]]\ntext = \"Hun buitenste schil is vol\"\ncorrect = true\n"
            "\n[[options]]\ntext = \"Ze hebben geen elektronen\"\n"
            "\n[[options]]\ntext = \"Hun atomen zijn te groot\"\n");
  dir.write("bank/vragen/s.toml",
            "stem = \"Waarom reageren edelgassen zoals neon nauwelijks?\"\n"
            "explanation = \"De buitenste schil is vol. U is juist degene die dat in het periodiek systeem kan zien.\"\n"
            "\n[[options]]\ntext = \"Hun buitenste schil is vol\"\ncorrect = true\n"
            "\n[[options]]\ntext = \"Ze hebben geen elektronen\"\n"
            "\n[[options]]\ntext = \"Hun atomen zijn te groot\"\n");
  const auto f = lint_bank(bank, "explanation");
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[1].message,
            "de toelichting noemt E het juiste antwoord, maar die optie bestaat niet (de vraag heeft 3 opties) en de "
            "sleutel is A; noem in de toelichting de inhoud van de sleutel in plaats van een letter");
  EXPECT_EQ(f[0].rule, "explanation/names-other-option");
  EXPECT_EQ(f[0].span.begin.line, 3u);
  EXPECT_EQ(f[0].span.begin.column, 55u);
  EXPECT_EQ(f[0].span.end.column, 56u);
  EXPECT_EQ(f[0].message,
            "de toelichting noemt C het juiste antwoord, maar de sleutel is A; zet `correct = true` bij de juiste optie of "
            "verbeter de toelichting (noem liever de inhoud dan een letter: letters verschuiven als opties van volgorde "
            "wisselen)");
}

TEST(ExplanationCheck, ThresholdsComeFromQbankToml) {
  test::TempDir dir;
  const fs::path bank = small_bank(dir);
  const std::string q =
      "stem = \"Wat verstaan economen onder inflatie?\"\n"
      "explanation = \"De centrale bank streeft naar twee procent per jaar en stuurt met de rente.\"\n"
      "\n[[options]]\ntext = \"Een stijging van het algemene prijspeil\"\ncorrect = true\n"
      "\n[[options]]\ntext = \"Een daling van de werkgelegenheid\"\n"
      "\n[[options]]\ntext = \"Een tekort op de begroting\"\n";
  dir.write("bank/vragen/q.toml", q);
  ASSERT_EQ(lint_bank(bank, "explanation").size(), 1u);
  dir.write("bank/qbank.toml", test::read_file(bank / "qbank.toml") + "[explanation]\nmin_support = 0\nmin_similarity = 0\n");
  EXPECT_TRUE(lint_bank(bank, "explanation").empty());
}

// Moves `correct = true` of a question file to option `to` (0-based).
std::string move_key(const std::string& text, std::size_t to) {
  std::string out;
  std::istringstream in(text);
  std::string line;
  std::size_t option = 0;
  bool in_options = false;
  while (std::getline(in, line)) {
    if (line == "correct = true") continue;
    out += line + "\n";
    if (line == "[[options]]") {
      if (in_options) ++option;
      in_options = true;
    } else if (in_options && option == to && line.rfind("text =", 0) == 0) {
      out += "correct = true\n";
    }
  }
  return out;
}

std::size_t option_count(const std::string& text) {
  std::size_t n = 0;
  for (std::size_t p = text.find("[[options]]"); p != std::string::npos; p = text.find("[[options]]", p + 1)) ++n;
  return n;
}

std::size_t key_of(const std::string& text) {
  const std::size_t at = text.find("correct = true");
  std::size_t n = 0;
  for (std::size_t p = text.find("[[options]]"); p != std::string::npos && p < at; p = text.find("[[options]]", p + 1)) ++n;
  return n - 1;
}

// Acceptance: the real bank has no finding of the answer and explanation families, and for every
// question, moving `correct = true` to each distractor in turn is reported as
// explanation/supports-distractor or explanation/no-support.
TEST(ExplanationAcceptance, MovingTheKeyToAnyDistractorIsReported) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  EXPECT_TRUE(lint_bank(bank, "explanation").empty());
  EXPECT_TRUE(lint_bank(bank, "answer").empty());

  std::vector<fs::path> files;
  for (const auto& e : fs::recursive_directory_iterator(bank)) {
    if (e.path().extension() == ".toml" && e.path().filename() != "topic.toml" && e.path().filename() != "qbank.toml") {
      files.push_back(e.path());
    }
  }
  std::sort(files.begin(), files.end());
  ASSERT_GE(files.size(), 10u);
  std::size_t moves = 0;
  for (const auto& file : files) {
    const std::string original = test::read_file(file);
    const std::size_t key = key_of(original);
    for (std::size_t to = 0; to < option_count(original); ++to) {
      if (to == key) continue;
      test::write_file(file, move_key(original, to));
      ++moves;
      bool reported = false;
      std::string seen;
      for (const auto& d : lint_bank(bank, "explanation")) {
        if (fs::path(d.file).filename() != file.filename()) continue;
        seen += d.rule + " ";
        reported = reported || d.rule == "explanation/supports-distractor" || d.rule == "explanation/no-support";
      }
      EXPECT_TRUE(reported) << file.filename() << ": key moved from " << char('A' + key) << " to " << char('A' + to)
                            << " gives only: " << seen;
    }
    test::write_file(file, original);
  }
  EXPECT_GE(moves, 20u);
}

}  // namespace
}  // namespace qbank
