// The GIFT export's text: categories, titles, escapes and encoded newlines. The independent
// parse with gift-pegjs is in tests/js (qbank_reader_tests).
#include <gtest/gtest.h>

#include <filesystem>

#include "export_test_util.h"
#include "test_util.h"

namespace qbank::export_gift_test {
namespace {

TEST(ExportGift, TheRealBankHasACategoryAndATitledQuestionPerId) {
  auto f = test::load_for_export(test::bank_dir());
  const std::string gift = test::render_one("gift", *f->view);
  EXPECT_EQ(
      gift.rfind(
          "// qbank: 12 meerkeuzevragen in GIFT-formaat\n\n$CATEGORY: $course$/top/AI-hardware en softwarestack\n", 0),
      0u);
  for (const Question* q : f->view->questions()) {
    EXPECT_NE(gift.find("\n::" + q->id + "::[plain]"), std::string::npos) << q->id;
  }
  // Every line is a comment, a category, a question start, an option, the explanation, or "}".
  std::istringstream in(gift);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    const bool ok = line.rfind("//", 0) == 0 || line.rfind("$CATEGORY: ", 0) == 0 || line.rfind("::", 0) == 0 ||
                    line[0] == '=' || line[0] == '~' || line.rfind("####", 0) == 0 || line == "}";
    EXPECT_TRUE(ok) << line;
  }
}

TEST(ExportGift, ControlCharactersAreEscapedAndNewlinesEncoded) {
  test::TempDir dir;
  auto f = test::load_for_export(test::write_hostile_bank(dir.path()));
  const std::string gift = test::render_one("gift", *f->view);
  EXPECT_NE(gift.find("\n$CATEGORY: $course$/top/Vijandig <script>alert(1)<//script> & \"citaat\" // schuine streep\n"),
            std::string::npos)
      << gift;
  EXPECT_NE(
      gift.find("::gift-tekens::[plain]Welke tekens zijn bijzonder in GIFT\\: \\~ \\= \\# \\{ \\} \\: en \\\\ ?{\n"),
      std::string::npos)
      << gift;
  EXPECT_NE(
      gift.find("\n####Eerste alinea met GIFT-tekens \\~ \\= \\# \\{ \\} \\: en een backslash \\\\ \\:\\:titel\\:\\: "
                "$CATEGORY\\: x.\\n\\nTweede alinea met tekst met ]]> midden in CDATA\\nen een regel "
                "<script>alert(1)</script>.\n"),
      std::string::npos)
      << gift;
  // Option feedback after '#', the leading tab trimmed, a leading '%' protected by an explicit weight.
  EXPECT_NE(gift.find("\n~\"><img src\\=x onerror\\=alert(1)>#Terugkoppeling met <b>vet</b> \\# en \\: dubbele punt\n"),
            std::string::npos);
  EXPECT_NE(gift.find("\n~Tab vooraan\n=%100%%50%procent vooraan\n"), std::string::npos) << gift;
  EXPECT_EQ(gift.find("conceptvraag"), std::string::npos);
}

// "->" in an answer reads as a matching pair to gift-pegjs and cannot be escaped in GIFT: such a
// question is written [html], its ">" as "&gt;"; one without "->" stays [plain].
TEST(ExportGift, AnArrowInAnAnswerMakesTheQuestionHtml) {
  test::TempDir dir;
  const auto bank = dir.path() / "bank";
  std::filesystem::create_directories(bank / "haskell");
  test::write_file(bank / "qbank.toml",
                   "language = \"nl\"\nrules_dir = " + test::toml_quote((test::source_dir() / "rules").string()) +
                       "\nschema_dir = " + test::toml_quote((test::source_dir() / "schema").string()) + "\n");
  test::write_file(bank / "haskell" / "topic.toml", "title = \"Haskell\"\ndescription = \"Typen en functies.\"\n");
  test::write_file(bank / "haskell" / "type-van-map.toml",
                   "stem = \"Wat is het type van `map`?\"\nexplanation = \"Eerst de functie, dan de lijst.\"\n"
                   "markup = \"markdown\"\n\n[[options]]\ntext = \"`(a -> b) -> [a] -> [b]`\"\ncorrect = true\n\n"
                   "[[options]]\ntext = \"`[a] -> [b]`\"\n");
  test::write_file(bank / "haskell" / "pijl-in-tekst.toml",
                   "stem = \"Wat betekent a -> b in een type?\"\nexplanation = \"Een functie van a naar b.\"\n\n"
                   "[[options]]\ntext = \"Een functie: a -> b\"\ncorrect = true\nfeedback = \"Goed: a & b\"\n\n"
                   "[[options]]\ntext = \"Een paar\"\n");
  test::write_file(bank / "haskell" / "zonder-pijl.toml",
                   "stem = \"Wat is een lijst?\"\nexplanation = \"Een reeks waarden van één type.\"\n\n"
                   "[[options]]\ntext = \"Een reeks\"\ncorrect = true\n\n[[options]]\ntext = \"Een getal\"\n");
  auto f = test::load_for_export(bank);
  const std::string gift = test::render_one("gift", *f->view);
  EXPECT_NE(gift.find("::type-van-map::[html]<p>Wat is het type van <code>map</code>?</p>{\n"
                      "=<code>(a -&gt; b) -&gt; [a] -&gt; [b]</code>\n"
                      "~<code>[a] -&gt; [b]</code>\n"
                      "####<p>Eerst de functie, dan de lijst.</p>\n}\n"),
            std::string::npos)
      << gift;
  EXPECT_NE(gift.find("::pijl-in-tekst::[html]Wat betekent a -&gt; b in een type?{\n"
                      "=Een functie\\: a -&gt; b#Goed\\: a &amp; b\n"
                      "~Een paar\n"
                      "####Een functie van a naar b.\n}\n"),
            std::string::npos)
      << gift;
  EXPECT_NE(gift.find("::zonder-pijl::[plain]Wat is een lijst?{\n=Een reeks\n~Een getal\n"), std::string::npos) << gift;
  EXPECT_EQ(gift.find("->"), std::string::npos) << gift;
}

}  // namespace
}  // namespace qbank::export_gift_test
