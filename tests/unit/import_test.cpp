// `qbank import`: the command (exit codes, messages, summary), ids, topics, never overwriting
// without --force, and the canonical TOML it writes.
#include <gtest/gtest.h>

#include <chrono>

#include "core/model_builder.h"
#include "core/toml_document.h"
#include "export_test_util.h"
#include "import/ids.h"
#include "import/toml_writer.h"
#include "test_util.h"

namespace qbank::import_test {
namespace {
namespace fs = std::filesystem;

const std::string kGift =
    "// twee vragen en een waar/onwaar-vraag\n"
    "$CATEGORY: $course$/top/Netwerken en protocollen\n"
    "\n"
    "::Poort HTTPS::Welke poort gebruikt HTTPS standaard?{\n"
    "=443#Klopt.\n"
    "~80#Dat is HTTP.\n"
    "~22\n"
    "####HTTPS luistert standaard op poort 443\\; HTTP op 80.\n"
    "}\n"
    "\n"
    "Welk protocol vertaalt een domeinnaam in een IP-adres?{=DNS ~DHCP ~ARP}\n"
    "\n"
    "::TCP::TCP garandeert de volgorde van pakketten.{TRUE}\n";

TEST(ImportCommand, WritesQuestionsAndATopicAndSummarises) {
  test::TempDir dir;
  const fs::path gift = dir.write("netwerk.gift", kGift);
  const fs::path bank = dir.path() / "bank";
  auto r = test::run_qbank({"import", "--from", "gift", gift.string(), "--topic", "netwerken", "--out", bank.string()});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_EQ(r.err, "");
  const std::string shown = gift.string();
  EXPECT_NE(
      r.out.find(shown + ":13:1: warning[import/unsupported-type]: vraag 'TCP' is van het type waar/onwaar; qbank "
                         "neemt alleen meerkeuzevragen met één sleutel over\n"),
      std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find(shown + ":11:1: warning[import/no-explanation]: deze vraag heeft geen algemene terugkoppeling "
                               "(####); schrijf een toelichting (explanation)\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("nieuw onderwerp: " + (bank / "netwerken" / "topic.toml").string() + "\n"), std::string::npos);
  EXPECT_NE(r.out.find("nieuw: " + (bank / "netwerken" / "poort-https.toml").string() + "\n"), std::string::npos);
  EXPECT_NE(r.out.find("nieuw: " + (bank / "netwerken" / "protocol-vertaalt-domeinnaam-ip-adres.toml").string() + "\n"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.substr(r.out.rfind("qbank import:")),
            "qbank import: 2 vragen geïmporteerd, 1 overgeslagen (0 fouten, 2 waarschuwingen, 0 meldingen)\n");
  EXPECT_EQ(test::read_file(bank / "netwerken" / "topic.toml"), "title = \"Netwerken en protocollen\"\n");
  EXPECT_EQ(test::read_file(bank / "netwerken" / "poort-https.toml"),
            test::canonical(""
                            "stem = \"Welke poort gebruikt HTTPS standaard?\"\n"
                            "explanation = \"\"\"\nHTTPS luistert standaard op poort 443\\\\; HTTP op 80.\"\"\"\n"
                            "\n[[options]]\ntext = \"443\"\ncorrect = true\nfeedback = \"Klopt.\"\n"
                            "\n[[options]]\ntext = \"80\"\nfeedback = \"Dat is HTTP.\"\n"
                            "\n[[options]]\ntext = \"22\"\n"));
}

TEST(ImportCommand, NeverWritesThroughASymlinkOutOfTheBank) {
  test::TempDir dir;
  const fs::path gift = dir.write("netwerk.gift", kGift);
  const fs::path bank = dir.path() / "bank";
  fs::create_directories(bank);
  fs::create_directories(dir.path() / "elders");
  dir.write("elders/topic.toml", "title = \"Elders\"\n");
  // The topic folder is a link to a folder outside the bank.
  fs::create_directory_symlink(dir.path() / "elders", bank / "netwerken");
  auto r = test::run_qbank({"import", "--from", "gift", gift.string(), "--topic", "netwerken", "--out", bank.string()});
  EXPECT_EQ(r.exit_code, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("qbank import: weigert te schrijven via " + (bank / "netwerken").string()), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("een symbolische koppeling naar buiten " + bank.string()), std::string::npos) << r.err;
  std::size_t files = 0;
  for (const auto& e : fs::directory_iterator(dir.path() / "elders")) files += e.is_regular_file();
  EXPECT_EQ(files, 1u) << "only the topic.toml that was there";
}

TEST(ImportCommand, NeverOverwritesWithoutForceAndReplacesWithIt) {
  test::TempDir dir;
  const fs::path gift = dir.write("netwerk.gift", kGift);
  const fs::path bank = dir.path() / "bank";
  const std::vector<std::string> args = {"import",  "--from",    "gift",  gift.string(),
                                         "--topic", "netwerken", "--out", bank.string()};
  ASSERT_EQ(test::run_qbank(args).exit_code, 0);
  const fs::path target = bank / "netwerken" / "poort-https.toml";
  test::write_file(target, "# eigen werk van de auteur\n");
  auto r = test::run_qbank(args);
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_NE(r.out.find(gift.string() + ":4:1: error[import/exists]: " + target.string() +
                       " bestaat al en is niet overschreven; gebruik --force om het te vervangen\n"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(test::read_file(target), "# eigen werk van de auteur\n");
  EXPECT_EQ(r.out.substr(r.out.rfind("qbank import:")),
            "qbank import: 0 vragen geïmporteerd, 3 overgeslagen (2 fouten, 2 waarschuwingen, 0 meldingen)\n");

  auto forced = args;
  forced.push_back("--force");
  r = test::run_qbank(forced);
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("vervangen: " + target.string() + "\n"), std::string::npos);
  EXPECT_EQ(test::read_file(target).rfind("", 0), 0u);
  // The topic.toml the author may have edited is never replaced.
  test::write_file(bank / "netwerken" / "topic.toml", "title = \"Eigen titel\"\n");
  ASSERT_EQ(test::run_qbank(forced).exit_code, 0);
  EXPECT_EQ(test::read_file(bank / "netwerken" / "topic.toml"), "title = \"Eigen titel\"\n");
}

TEST(ImportCommand, AnIdThatExistsInAnotherTopicIsRefusedEvenWithForce) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  const fs::path gift = dir.write("x.gift", "::kv-cache-rol::Een andere vraag met hetzelfde id?{=Ja ~Nee}\n");
  auto report = test::import_files("gift", {gift}, "ander-onderwerp", bank, true);
  EXPECT_EQ(report.imported, 0u);
  ASSERT_EQ(report.result.diagnostics.size(), 2u);
  const auto& d = report.result.diagnostics[0];
  EXPECT_EQ(d.rule, "import/exists");
  EXPECT_EQ(d.message, "het id 'kv-cache-rol' bestaat al in onderwerp ai-hardware-en-softwarestack (" +
                           display_path(bank / "ai-hardware-en-softwarestack" / "kv-cache-rol.toml") +
                           "); ids zijn uniek in de hele bank, dus deze vraag is niet geschreven");
  EXPECT_FALSE(fs::exists(bank / "ander-onderwerp" / "kv-cache-rol.toml"));
}

TEST(ImportCommand, UsageErrorsExitTwo) {
  test::TempDir dir;
  const fs::path gift = dir.write("n.gift", kGift);
  auto r = test::run_qbank({"import", "--from", "qti", gift.string(), "--out", (dir.path() / "b").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(
      r.err,
      "qbank import: --topic is nodig bij --from qti: het onderwerp (de map in de bank) waarin de vragen komen\n");
  // GIFT and Moodle take their categories as topics; a question in none needs --topic.
  const fs::path loose = dir.write("los.gift", "::een::Kies. {=ja ~nee ~misschien}\n");
  r = test::run_qbank({"import", "--from", "gift", loose.string(), "--out", (dir.path() / "b").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "qbank import: 1 vraag staat in geen categorie ($CATEGORY of <category>); geef met --topic het "
            "onderwerp waarin de vragen komen\n");
  r = test::run_qbank(
      {"import", "--from", "gift", gift.string(), "--topic", "Netwerken!", "--out", (dir.path() / "b").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err,
            "qbank import: --topic 'Netwerken!' is geen geldig id: kleine letters en cijfers, gescheiden door "
            "enkele koppeltekens, zoals ai-hardware\n");
  r = test::run_qbank({"import", "--from", "gift", (dir.path() / "weg.gift").string(), "--topic", "t", "--out",
                       (dir.path() / "b").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err.rfind("qbank import: kan " + (dir.path() / "weg.gift").string() + " niet lezen: ", 0), 0u) << r.err;
  EXPECT_FALSE(fs::exists(dir.path() / "b" / "t"));
  r = test::run_qbank(
      {"import", "--from", "word", gift.string(), "--topic", "t", "--out", (dir.path() / "b").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("onbekend bronformaat `word`"), std::string::npos);
  // --out must be the bank itself, not a folder inside it.
  const fs::path real = test::copy_bank(dir.path());
  r = test::run_qbank({"import", "--from", "gift", gift.string(), "--topic", "t", "--out",
                       (real / "ai-hardware-en-softwarestack").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "qbank import: " + (real / "ai-hardware-en-softwarestack").string() + " ligt in de bank " +
                       display_path(real) + "; geef met --out de map van de bank zelf\n");
}

TEST(ImportIds, FromTitlesOrStemsUniqueAndValid) {
  EXPECT_EQ(slug_from_title("Vraag 3: Welke GPU?"), "vraag-3-welke-gpu");
  EXPECT_EQ(slug_from_title("Efficiëntie & Gradiënten"), "efficientie-gradienten");
  EXPECT_EQ(slug_from_title("  --  "), "");
  EXPECT_EQ(slug_from_title(std::string(100, 'a') + " b"), std::string(60, 'a'));
  EXPECT_EQ(slug_from_title("een heel lange titel die maar doorgaat en doorgaat tot ver na zestig tekens"),
            "een-heel-lange-titel-die-maar-doorgaat-en-doorgaat-tot-ver");
  EXPECT_EQ(title_from_id("ai-hardware"), "Ai hardware");

  test::TempDir dir;
  const fs::path gift = dir.write("d.gift",
                                  "::Dubbel::Eerste vraag met dezelfde titel?{=Ja ~Nee}\n\n"
                                  "::Dubbel::Tweede vraag met dezelfde titel?{=Ja ~Nee}\n\n"
                                  "::!!!::Waarom is de lucht overdag blauw?{=Verstrooiing ~Weerkaatsing}\n");
  auto report = test::import_files("gift", {gift}, "t", dir.path() / "bank");
  ASSERT_EQ(report.questions.size(), 3u);
  EXPECT_EQ(fs::path(report.questions[0].path).filename(), "dubbel.toml");
  EXPECT_EQ(fs::path(report.questions[1].path).filename(), "dubbel-2.toml");
  EXPECT_EQ(fs::path(report.questions[2].path).filename(), "lucht-overdag-blauw.toml");
}

TEST(ImportCommand, HostileSourcesNeitherHangNorCrash) {
  // Long runs of backslashes (GIFT escapes), deeply nested HTML (a recursive walk would overflow
  // the stack) and a megabyte-long page line (a backtracking regex would) must all be cheap.
  test::TempDir dir;
  const auto start = std::chrono::steady_clock::now();
  const fs::path gift = dir.write("lang.gift", "::Lang::Een stam met " + std::string(2 << 20, '\\') + "?{=Ja ~Nee}\n");
  auto report = test::import_files("gift", {gift}, "t", dir.path() / "bank");
  EXPECT_EQ(report.imported, 1u);
  std::string nested;
  for (int i = 0; i < 50000; ++i) nested += "<div>";
  const fs::path xml = dir.write("diep.xml",
                                 "<quiz><question type=\"multichoice\"><name><text>Diep</text></name>"
                                 "<questiontext format=\"html\"><text><![CDATA[" +
                                     nested +
                                     "Hoe diep?]]></text></questiontext>"
                                     "<answer fraction=\"100\"><text>Heel</text></answer>"
                                     "<answer fraction=\"0\"><text>Niet</text></answer></question></quiz>");
  report = test::import_files("moodle", {xml}, "t", dir.path() / "bank");
  EXPECT_EQ(report.imported, 1u);
  const fs::path page = dir.write(
      "lang.txt", "Antwoord: " + std::string(1 << 20, 'x') + "\n" + "1. A" + std::string(1 << 20, 'y') + "\n");
  report = test::import_files("page", {page}, "t", dir.path() / "bank");
  EXPECT_EQ(report.result.diagnostics.size(), 1u);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_LT(seconds, 20.0);
}

TEST(ImportTomlWriter, StringsSurviveAnyText) {
  const std::vector<std::string> texts = {"eenvoudig",
                                          "aanhalingstekens \" en \"\" en \"\"\" en eindigt met \"",
                                          "backslash \\ en \\n letterlijk",
                                          "regels\nen\n\nalinea's\n",
                                          "tab\tCR\rbel\x07 DEL\x7f",
                                          "\"begint met een aanhalingsteken",
                                          "",
                                          "\"",
                                          "\\",
                                          "ongeldig \xff UTF-8"};
  for (const auto& t : texts) {
    ImportedQuestion q;
    q.stem = t;
    q.explanation = t;
    q.options = {{t, true, t}, {"b", false, ""}};
    q.tags = {t};
    const std::string text = question_toml(q);
    auto source = std::make_shared<SourceFile>("q.toml", text);
    std::vector<Diagnostic> diags;
    auto table = parse_toml(*source, diags);
    ASSERT_TRUE(table) << text << (diags.empty() ? "" : diags[0].message);
    const Question back = build_question(source, *table, "q", "t");
    const std::string expected = t == "ongeldig \xff UTF-8" ? "ongeldig \xEF\xBF\xBD UTF-8" : t;
    EXPECT_EQ(back.stem.value, expected);
    EXPECT_EQ(back.explanation.value, expected);
    EXPECT_EQ(back.options[0].text.value, expected);
    EXPECT_EQ(back.options[0].feedback().value, t.empty() ? "" : expected);
    EXPECT_EQ(back.tags, std::vector<std::string>{expected});
  }
}

TEST(ImportTomlWriter, CanonicalOrderOfEveryKey) {
  ImportedQuestion q;
  q.stem = "Stam?";
  q.explanation = "Toelichting.";
  q.related = {"a", "b"};
  q.tags = {"label"};
  q.words = {"woord"};
  q.options = {{"Een", false, "Nee."}, {"Twee", true, ""}};
  q.compute = ImportedCompute{"1 + 1", "GB", 0.1};
  q.suppress = {{"style/x", "", "Omdat het moet."}, {"duplicate/near", "andere", "Bewust."}};
  EXPECT_EQ(question_toml(q),
            ""
            "stem = \"Stam?\"\n"
            "explanation = \"Toelichting.\"\n"
            "related = [\"a\", \"b\"]\n"
            "tags = [\"label\"]\n"
            "words = [\"woord\"]\n"
            "\n[[options]]\ntext = \"Een\"\nfeedback = \"Nee.\"\n"
            "\n[[options]]\ntext = \"Twee\"\ncorrect = true\n"
            "\n[compute]\nexpression = \"1 + 1\"\nunit = \"GB\"\ntolerance = 0.1\n"
            "\n[[suppress]]\nrule = \"style/x\"\nreason = \"Omdat het moet.\"\n"
            "\n[[suppress]]\nrule = \"duplicate/near\"\nother = \"andere\"\nreason = \"Bewust.\"\n");
  ImportedTopic t;
  t.title = "Titel";
  t.description = "Beschrijving.";
  t.parent = "ouder";
  t.prerequisites = {"eerst"};
  EXPECT_EQ(topic_toml(t),
            "title = \"Titel\"\ndescription = \"Beschrijving.\"\n"
            "parent = \"ouder\"\nprerequisites = [\"eerst\"]\n");
}

}  // namespace
}  // namespace qbank::import_test
