// Importing the seed pages (/work/shared/seeds, the quiz pages the project starts from): two
// questions keyed C with their explanations, whose related questions resolve to the bank's ids.
#include <gtest/gtest.h>

#include "export_test_util.h"
#include "test_util.h"

namespace qbank::import_page_test {
namespace {
namespace fs = std::filesystem;

fs::path seeds() { return test::external_dir().parent_path() / "seeds"; }

TEST(ImportPage, TheTwoSeedPagesGiveTwoQuestionsKeyedCWithTheirExplanationsAndRelated) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  const std::vector<fs::path> pages = test::files_in(seeds(), ".txt");
  ASSERT_EQ(pages.size(), 2u);
  auto report = test::import_files("page", pages, "ai-hardware-en-softwarestack", bank);
  EXPECT_EQ(report.imported, 2u);
  EXPECT_EQ(report.skipped, 0u);
  // Every related stem resolved, all by near match (the seed pages word them differently).
  EXPECT_EQ(test::rule_counts(report), (std::map<std::string, std::size_t>{{"import/related-near", 10}}));

  auto f = test::load_for_export(bank);
  const Question* embedding = f->loaded.bank.find_question("opzoekingen-grote-embeddingtabellen-aanbevelingssystemen");
  const Question* batch = f->loaded.bank.find_question("neemt-efficientie-totale-verwerking-inferentie-gemakkelijk");
  ASSERT_NE(embedding, nullptr);
  ASSERT_NE(batch, nullptr);
  for (const Question* q : {embedding, batch}) {
    EXPECT_EQ(q->key_index(), 2) << q->id << " is keyed C";
    EXPECT_EQ(q->options.size(), 3u);
    EXPECT_EQ(q->options[0].text.value.rfind("Omdat ", 0), 0u) << "the letter is not part of the text";
  }
  EXPECT_EQ(embedding->stem.value,
            "Waarom zijn opzoekingen in grote embeddingtabellen, zoals die in "
            "aanbevelingssystemen worden gebruikt, lastig te verwerken met AI-hardware?");
  // The explanations are the seed pages' paragraphs, whole.
  const std::string seed0 = test::read_file(pages[0]);
  const std::string seed2 = test::read_file(pages[1]);
  EXPECT_EQ(embedding->explanation.value.rfind("In aanbevelingssystemen kunnen tabellen met een vector per ID", 0), 0u);
  EXPECT_TRUE(embedding->explanation.value.ends_with("om geheugencapaciteit en bandbreedte te waarborgen."));
  EXPECT_NE(seed0.find("\n" + embedding->explanation.value + "\n"), std::string::npos);
  EXPECT_EQ(batch->explanation.value.rfind("Bij batchgrootte B wordt het product van de gewichtsmatrix", 0), 0u);
  EXPECT_TRUE(batch->explanation.value.ends_with("door verzoeken van veel gebruikers gezamenlijk te verwerken."));
  EXPECT_NE(seed2.find("\n" + batch->explanation.value + "\n"), std::string::npos);
  // The seed pages list the related questions the bank gives these two questions.
  auto ids = [](const Question& q) {
    std::vector<std::string> out;
    for (const auto& r : q.related) out.push_back(r.id);
    return out;
  };
  EXPECT_EQ(ids(*embedding), ids(*f->loaded.bank.find_question("embeddingtabellen-opzoeken")));
  EXPECT_EQ(ids(*batch), ids(*f->loaded.bank.find_question("batchgrootte-inferentie-efficientie")));

  // They pass the schema and answer checks (and syntax): no such finding in their files.
  for (const auto& d : test::lint(bank).diagnostics) {
    const bool ours = d.file == embedding->path() || d.file == batch->path();
    if (!ours) continue;
    const auto family = rule_family(d.rule);
    EXPECT_TRUE(family != "syntax" && family != "schema" && family != "answer")
        << d.file << ": [" << d.rule << "] " << d.message;
  }
}

TEST(ImportPage, RelatedStemsResolveExactlyNearlyOrNotAtAll) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  const fs::path page =
      dir.write("pagina.txt",
                "Nederlands\nMenu\n\nAI-hardware en softwarestack\n\n"
                "Welke rekeneenheid voert matrixvermenigvuldigingen het snelst uit?\n\n"
                "  1. ADe CPU\n  2. BDe tensor cores van een GPU\n  3. CDe netwerkkaart\n"
                "Antwoord en toelichting tonen\n\n"
                "Antwoord: B. De tensor cores van een GPU\n\n"
                "Tensor cores zijn gebouwd voor matrixproducten en halen daarmee veel meer bewerkingen per seconde.\n\n"
                "Dit onderwerp oefenen Naar de onderwerppagina\n\n"
                "Meer vragen over AI-hardware en softwarestack\n\n"
                // exactly a bank stem, but for case, spacing and punctuation:
                "  1. welke bewering beschrijft juist waarvoor de KV-cache dient, wanneer een groot taalmodel bij "
                "inferentie tekst genereert\n"
                // no question of the bank:
                "  2. Hoe werkt een quantumcomputer met qubits en superpositie?\n");
  auto report = test::import_files("page", {page}, "ai-hardware-en-softwarestack", bank);
  ASSERT_EQ(report.imported, 1u);
  std::vector<std::string> seen;
  for (const auto& d : report.result.diagnostics) {
    seen.push_back(std::to_string(d.span.begin.line) + " " + d.rule);
  }
  EXPECT_EQ(seen, (std::vector<std::string>{"22 import/related-unresolved"}));
  const std::string text = test::read_file(report.questions[0].path);
  EXPECT_NE(text.find("related = [\"kv-cache-rol\"]\n"), std::string::npos) << text;
  EXPECT_NE(text.find("[[options]]\ntext = \"De tensor cores van een GPU\"\ncorrect = true\n"), std::string::npos);
}

TEST(ImportPage, APageWithoutAnAnswerLineIsUnreadable) {
  test::TempDir dir;
  const fs::path page = dir.write("leeg.txt", "Een tekst die geen quizpagina is.\n");
  auto report = test::import_files("page", {page}, "t", dir.path() / "bank");
  ASSERT_EQ(report.result.diagnostics.size(), 1u);
  EXPECT_EQ(report.result.diagnostics[0].rule, "import/unreadable");
  EXPECT_EQ(report.result.diagnostics[0].message, "geen regel 'Antwoord: X. …' gevonden; is dit een quizpagina?");
  EXPECT_EQ(report.skipped, 1u);
}

}  // namespace
}  // namespace qbank::import_page_test
