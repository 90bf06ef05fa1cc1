// QTI import: the IMS QTI 2.1 samples, the Dutch QTI 2.2 items of pie-qti and the Dutch QTI 3.0
// items and packages of Citolab (all read in place), plus content packages as zip.
#include <gtest/gtest.h>

#include "core/zip.h"
#include "export_test_util.h"
#include "test_util.h"

namespace qbank::import_qti_test {
namespace {
namespace fs = std::filesystem;

// Lints the imported bank: the only errors allowed are the explanations the sources lack, and
// exact duplicates (the sample sets hold variants of one item, e.g. with adaptive feedback).
// `terms` are correct specialist words that OpenTaal lacks; an author adds them to `words`.
void expect_lints_but_for_explanations(const fs::path& bank, const std::string& config = {},
                                       const std::vector<std::string>& terms = {}) {
  const LintResult r = test::lint(bank, config);
  for (const auto& d : r.diagnostics) {
    if (d.severity != Severity::Error || d.rule == "duplicate/exact") continue;
    if (d.rule == "spelling/unknown-word" && std::any_of(terms.begin(), terms.end(), [&](const std::string& t) {
          return d.message.starts_with("`" + t + "`");
        })) {
      continue;
    }
    EXPECT_EQ(d.rule, "schema/required") << d.file << ": " << d.message;
    EXPECT_NE(d.message.find("`explanation`"), std::string::npos) << d.file << ": " << d.message;
  }
  for (const auto& d : r.diagnostics) {
    EXPECT_NE(rule_family(d.rule), "syntax") << d.file << ": " << d.message;
  }
}

TEST(ImportQti, TheQti21SamplesGiveTheirSixSingleChoiceItems) {
  test::TempDir dir;
  const fs::path bank = dir.path() / "bank";
  auto report = test::import_files(
      "qti", test::files_in(test::external_dir() / "qti21-qtiworks" / "samples-ims", ".xml"), "qti21", bank);
  // 39 items: choice, choice_fixed, shufflechoice, feedback, feedback_adaptive and math are
  // single-choice; likert has no key, two allow several choices, the rest are other interactions.
  EXPECT_EQ(report.imported, 6u);
  EXPECT_EQ(report.skipped, 33u);
  EXPECT_EQ(test::rule_counts(report), (std::map<std::string, std::size_t>{{"import/feedback", 2},
                                                                           {"import/image", 3},
                                                                           {"import/math", 1},
                                                                           {"import/multiple-answers", 2},
                                                                           {"import/no-explanation", 6},
                                                                           {"import/no-key", 1},
                                                                           {"import/unsupported-type", 30}}));
  EXPECT_EQ(test::read_file(bank / "qti21" / "unattended-luggage.toml"),
            test::canonical("stem = \"Look at the text in the picture.\\n\\nWhat does it say?\"\n"
                            "\n[[options]]\ntext = \"You must stay with your luggage at all times.\"\ncorrect = true\n"
                            "\n[[options]]\ntext = \"Do not let someone else look after your luggage.\"\n"
                            "\n[[options]]\ntext = \"Remember your luggage when you leave.\"\n"));
  expect_lints_but_for_explanations(bank, test::kNotDutch);
}

TEST(ImportQti, TheDutchQti22ItemsGiveTheirThreeChoiceItems) {
  test::TempDir dir;
  const fs::path bank = dir.path() / "bank";
  auto report = test::import_files("qti", test::files_in(test::external_dir() / "qti22-nl-pie-qti" / "items", ".xml"),
                                   "proefvragen", bank);
  EXPECT_EQ(report.imported, 3u);
  EXPECT_EQ(report.skipped, 12u);
  EXPECT_EQ(test::rule_counts(report),
            (std::map<std::string, std::size_t>{
                {"import/no-explanation", 3}, {"import/partial-credit", 1}, {"import/unsupported-type", 12}}));
  EXPECT_TRUE(fs::exists(bank / "proefvragen" / "hoofdsteden.toml"));
  EXPECT_TRUE(fs::exists(bank / "proefvragen" / "vraag-met-gedeeltelijk-punten.toml"));
  EXPECT_TRUE(fs::exists(bank / "proefvragen" / "simpele-meerkeuzevraag.toml"));
  expect_lints_but_for_explanations(bank);
}

TEST(ImportQti, TheCitolabDutchSingleChoiceItemsImportAndLint) {
  test::TempDir dir;
  const fs::path bank = dir.path() / "bank";
  const fs::path citolab = test::external_dir() / "qti3-nl-citolab";
  // The biologie package: its manifest names the test, the test names the 40 items.
  auto report = test::import_files("qti", {citolab / "biologie" / "imsmanifest.xml"}, "biologie", bank);
  // 17 single-choice items, one of which has pictures as its choices: it cannot be carried.
  EXPECT_EQ(report.imported, 16u);
  EXPECT_EQ(report.skipped, 24u);
  EXPECT_EQ(test::rule_counts(report), (std::map<std::string, std::size_t>{{"import/image", 13},
                                                                           {"import/markup", 16},
                                                                           {"import/media", 2},
                                                                           {"import/no-explanation", 16},
                                                                           {"import/unsupported-type", 23}}));
  EXPECT_EQ(
      test::read_file(bank / "biologie" / "32gfxp.toml"),
      test::canonical(
          ""
          "stem = \"Pim brouwt bier\\n\\nBier wordt gemaakt van water, gist, zaden van gerst en de bloemen van hop. In "
          "de "
          "afbeelding staan de stappen die genomen worden tijdens het maken van bier.\\n\\nBij het gisten worden "
          "eencellige organismen toegevoegd. Deze organismen zetten zetmeel om in alcohol en koolzuurgas.\\n\\nPim "
          "proeft "
          "wat van zijn bier. Het bier bevat alcohol en suikers.\\nAlcohol is een giftige stof.\\n\\nWaar wordt in het "
          "lichaam van Pim deze giftige stof onschadelijk gemaakt?\"\n"
          "\n[[options]]\ntext = \"in de lever\"\ncorrect = true\n"
          "\n[[options]]\ntext = \"in de maag\"\n"
          "\n[[options]]\ntext = \"in de lever en in de maag\"\n"));
  // Diagnostics point into the item files, at the item element.
  for (const auto& d : report.result.diagnostics) {
    EXPECT_EQ(d.file.rfind((citolab / "biologie" / "items").string(), 0), 0u) << d.file;
    EXPECT_GE(d.span.begin.line, 1u);
  }
  // The kennisnet packages: one single-choice item in the second.
  auto k1 = test::import_files("qti", {citolab / "kennisnet-1" / "imsmanifest.xml"}, "kennisnet", bank);
  EXPECT_EQ(k1.imported, 0u);
  EXPECT_EQ(k1.skipped, 10u);
  auto k2 = test::import_files("qti", {citolab / "kennisnet-2" / "imsmanifest.xml"}, "kennisnet", bank);
  EXPECT_EQ(k2.imported, 1u);
  EXPECT_EQ(k2.skipped, 13u);
  EXPECT_EQ(test::read_file(bank / "kennisnet" / "meerkeuzevraag.toml"),
            test::canonical("stem = \"Kies een antwoord\"\n"
                            "\n[[options]]\ntext = \"Goed\"\ncorrect = true\n\n[[options]]\ntext = \"Fout\"\n"));
  expect_lints_but_for_explanations(bank, {}, {"hoefganger", "windbestuivers", "Lyme"});
}

TEST(ImportQti, AZipPackageIsReadAndItsPathsStayInside) {
  test::TempDir dir;
  auto f = test::load_for_export(test::bank_dir());
  std::vector<zip::Entry> entries;
  ASSERT_TRUE(zip::read(test::render_one("qti", *f->view), entries, nullptr));
  // A manifest that also names a file outside the package and one that is missing.
  std::string& manifest = entries[0].data;
  ASSERT_EQ(entries[0].name, "imsmanifest.xml");
  manifest.insert(manifest.find("  </resources>"),
                  "    <resource identifier=\"buiten\" type=\"imsqti_item_xmlv2p1\" href=\"../../etc/passwd\"/>\n"
                  "    <resource identifier=\"weg\" type=\"imsqti_item_xmlv2p1\" href=\"items/weg.xml\"/>\n");
  const fs::path package = dir.path() / "pakket.zip";
  test::write_file(package, zip::write(entries, nullptr));
  auto report = test::import_files("qti", {package}, "ai-hardware-en-softwarestack", dir.path() / "bank");
  EXPECT_EQ(report.imported, 12u);
  EXPECT_EQ(report.skipped, 2u);
  std::vector<std::string> messages;
  for (const auto& d : report.result.diagnostics) messages.push_back(d.file + ": " + d.message);
  EXPECT_EQ(messages,
            (std::vector<std::string>{
                package.string() + "!imsmanifest.xml: de verwijzing '../../etc/passwd' gaat buiten het pakket "
                                   "en wordt niet gevolgd",
                package.string() + "!imsmanifest.xml: het pakket noemt items/weg.xml, maar dat bestand ontbreekt"}));
  // The items come back as the bank has them, but for what QTI does not carry (related).
  const std::string original = test::read_file(test::bank_dir() / "ai-hardware-en-softwarestack" / "kv-cache-rol.toml");
  // Nor the #:schema line: this bank lies outside qbank's repository.
  const std::string body = original.substr(original.find('\n') + 1);
  const std::string without_related = body.substr(0, body.find("related = ")) + body.substr(body.find("\n[[options]]"));
  EXPECT_EQ(test::read_file(dir.path() / "bank" / "ai-hardware-en-softwarestack" / "kv-cache-rol.toml"),
            without_related);
  // Garbage is not a package.
  const fs::path junk = dir.write("junk.zip", std::string("PK\x03\x04", 4) + "rommel");
  report = test::import_files("qti", {junk}, "t", dir.path() / "bank");
  ASSERT_EQ(report.result.diagnostics.size(), 1u);
  EXPECT_EQ(report.result.diagnostics[0].rule, "import/unreadable");
}

}  // namespace
}  // namespace qbank::import_qti_test
