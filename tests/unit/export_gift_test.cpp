// The GIFT export's text: categories, titles, escapes and encoded newlines. The independent
// parse with gift-pegjs is in tests/js (qbank_reader_tests).
#include <gtest/gtest.h>

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

}  // namespace
}  // namespace qbank::export_gift_test
