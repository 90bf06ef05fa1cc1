// --format words: the unknown words once each, with counts and files, ready for the vocabulary.
#include <gtest/gtest.h>

#include <sstream>

#include "lint/linter.h"
#include "output/render.h"
#include "test_util.h"

namespace qbank::output_words_test {
namespace {

Diagnostic finding(const std::string& rule, const std::string& file, const std::string& word, Severity s) {
  Diagnostic d;
  d.rule = rule;
  d.severity = s;
  d.file = file;
  d.span = {{1, 1}, {1, 2}};
  d.message = "`" + word + "` ...";
  d.word = word;
  return d;
}

std::string words(const LintResult& r, bool summary = false) {
  std::ostringstream out;
  RenderOptions o;
  o.show_summary = summary;
  render_words(r, out, o);
  return out.str();
}

TEST(OutputWords, ListsEachWordOnceByRuleMostFrequentFirst) {
  LintResult r;
  r.diagnostics = {
      finding("spelling/english-word", "b.toml", "pipeline", Severity::Info),
      finding("spelling/unknown-word", "a.toml", "geheugn", Severity::Error),
      finding("spelling/english-word", "a.toml", "rollback", Severity::Info),
      finding("spelling/english-word", "c.toml", "Rollback", Severity::Info),  // joins rollback
      finding("spelling/unknown-acronym", "a.toml", "OPSF", Severity::Warning),
      finding("spelling/english-word", "a.toml", "rollback", Severity::Info),
      finding("spelling/unknown-word", "b.toml", "geheugn", Severity::Error),
  };
  Diagnostic other;  // a finding without a word is not listed
  other.rule = "answer/no-correct";
  other.file = "a.toml";
  r.diagnostics.push_back(other);
  Diagnostic apostrophe = finding("spelling/unknown-word", "a.toml", "", Severity::Error);
  r.diagnostics.push_back(apostrophe);  // autos -> auto's: no word, the remedy is the apostrophe
  EXPECT_EQ(words(r),
            "# 4 woorden die het woordenboek niet kent (7 keer gebruikt), per regel en vaakst eerst.\n"
            "# Controleer ze; wat klopt, zet je in de woordenlijst van de bank (rules/spelling/words-<taal>.txt)\n"
            "# of in `words` van de ene vraag die het nodig heeft. Na een # staat commentaar.\n"
            "\n# spelling/unknown-word (fout: mogelijk tikfouten; verbeter die eerst)\n"
            "geheugn  # 2\u00d7 in a.toml, b.toml\n"
            "\n# spelling/unknown-acronym (waarschuwing: afkortingen die de bank nergens uitschrijft)\n"
            "OPSF  # 1\u00d7 in a.toml\n"
            "\n# spelling/english-word (melding: Engelse woorden; zet ze in de woordenlijst als de bank ze zo wil)\n"
            "rollback  # 3\u00d7 in a.toml, c.toml\n"
            "pipeline  # 1\u00d7 in b.toml\n");
}

TEST(OutputWords, ManyFilesAreCountedAndNoWordsIsSaid) {
  LintResult r;
  for (int i = 0; i < 7; ++i) {
    r.diagnostics.push_back(
        finding("spelling/unknown-name", "q" + std::to_string(i) + ".toml", "Kubernetis", Severity::Warning));
  }
  EXPECT_EQ(words(r).substr(words(r).find("Kubernetis")),
            "Kubernetis  # 7\u00d7 in q0.toml, q1.toml, q2.toml, q3.toml, q4.toml en nog 2 bestanden\n");
  EXPECT_EQ(words(LintResult{}, true),
            "# Geen woorden die het woordenboek niet kent.\n"
            "\n# 0 bestanden gecontroleerd (0 vragen, 0 onderwerpen): 0 fouten, 0 waarschuwingen, 0 meldingen.\n");
}

TEST(OutputWords, TheSameListColdAndFromTheCache) {
  test::TempDir dir;
  std::filesystem::copy(test::tests_dir() / "fixtures" / "spelling" / "english-word" / "bank", dir.path() / "bank",
                        std::filesystem::copy_options::recursive);
  const std::filesystem::path config = dir.path() / "bank" / "qbank.toml";
  std::string text = test::read_file(config);
  for (std::size_t at; (at = text.find("../../../../../")) != std::string::npos;) {
    text.replace(at, 15, test::source_dir().string() + "/");
  }
  test::write_file(config, text);
  const auto cold = test::run_qbank({"lint", "--no-cache", "--format", "words", "bank"}, dir.path());
  EXPECT_EQ(cold.exit_code, 1);
  EXPECT_NE(cold.out.find("\nby  # 1\u00d7 in bank/netwerken/uitrol-terugdraaien.toml\n"), std::string::npos)
      << cold.out;
  EXPECT_NE(cold.out.find("\nrollback  # 2\u00d7 in bank/netwerken/uitrol-terugdraaien.toml\n"), std::string::npos);
  const auto first = test::run_qbank({"lint", "--format", "words", "bank"}, dir.path());
  const auto warm = test::run_qbank({"lint", "--timings", "--format", "words", "bank"}, dir.path());
  EXPECT_NE(warm.err.find("resultaat uit de cache"), std::string::npos) << warm.err;
  EXPECT_EQ(first.out, cold.out);
  EXPECT_EQ(warm.out, cold.out);
}

}  // namespace
}  // namespace qbank::output_words_test
