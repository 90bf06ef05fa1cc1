// The Markdown export, rendered by cmark (the CommonMark reference implementation, with raw HTML
// allowed so that any that slipped through would show): the texts come out as text.
#include <gtest/gtest.h>

#include "export_test_util.h"
#include "test_util.h"

namespace qbank::export_markdown_test {
namespace {
namespace fs = std::filesystem;

std::string cmark(const fs::path& file) {
  auto r = test::run_program({"cmark", "--unsafe", file.string()});
  EXPECT_EQ(r.exit_code, 0) << "cmark is needed (tools/scripts/setup.sh test installs it): " << r.err;
  return r.out;
}

// HTML text as cmark escapes it.
std::string markdown_escaped(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '&')
      out += "&amp;";
    else if (c == '"')
      out += "&quot;";
    else
      out += c;
  }
  return out;
}

TEST(ExportMarkdown, TheRealBankGivesOneFilePerTopicWithEveryQuestion) {
  test::TempDir dir;
  const fs::path out = dir.path() / "md";
  auto r = test::run_qbank({"export", "--format", "markdown", "--out", out.string(), test::bank_dir().string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path file = out / "ai-hardware-en-softwarestack.md";
  ASSERT_TRUE(fs::exists(file));
  const std::string html = cmark(file);
  EXPECT_NE(html.find("<h1>AI-hardware en softwarestack</h1>"), std::string::npos);
  auto f = test::load_for_export(test::bank_dir());
  std::size_t n = 0;
  for (const Question* q : f->view->questions()) {
    ++n;
    EXPECT_NE(html.find("<h2>" + std::to_string(n) + ". " + markdown_escaped(q->stem.value.str()) + "</h2>"),
              std::string::npos)
        << q->id;
    EXPECT_NE(html.find("<a id=\"" + q->id + "\"></a>"), std::string::npos);
    const auto& key = q->options[static_cast<std::size_t>(q->key_index())];
    EXPECT_NE(html.find("<strong>Antwoord: " + std::string(1, key.letter()) + ".</strong> " +
                        markdown_escaped(key.text.value.str())),
              std::string::npos)
        << q->id;
    for (const Question* rel : f->view->related(*q)) {
      EXPECT_NE(html.find("<a href=\"#" + rel->id + "\">"), std::string::npos) << q->id << " -> " << rel->id;
    }
  }
}

TEST(ExportMarkdown, HostileTextsRenderAsText) {
  test::TempDir dir;
  auto f = test::load_for_export(test::write_hostile_bank(dir.path()));
  for (const auto& file : test::render("markdown", *f->view)) {
    const fs::path path = dir.path() / "md" / file.path;
    fs::create_directories(path.parent_path());
    test::write_file(path, file.content);
    const std::string html = cmark(path);
    EXPECT_EQ(html.find("<script"), std::string::npos) << file.path << "\n" << html;
    EXPECT_EQ(html.find("<img"), std::string::npos) << file.path;
    EXPECT_EQ(html.find("<b>"), std::string::npos) << file.path;
    EXPECT_EQ(html.find("href=\"javascript:"), std::string::npos) << file.path;
    EXPECT_EQ(html.find("<pre>"), std::string::npos) << file.path;
    EXPECT_EQ(html.find("<blockquote>"), std::string::npos) << file.path;
    EXPECT_EQ(html.find("<em>"), std::string::npos) << file.path;
    EXPECT_EQ(html.find("<code>"), std::string::npos) << file.path;
    if (file.path == "vijandig.md") {
      EXPECT_NE(html.find("<h1>Vijandig " + markdown_escaped(test::kScript) +
                          " &amp; &quot;citaat&quot; / schuine streep</h1>"),
                std::string::npos)
          << html;
      EXPECT_NE(html.find("Wat toont de pagina bij " + markdown_escaped(test::kScript) + " en " +
                          markdown_escaped(test::kAttribute) + "?"),
                std::string::npos);
      EXPECT_NE(html.find("# Kop? [klik](javascript:alert(1)) ![x](https://example.org/x.png) *nadruk* `code` "
                          "&lt;b&gt;vet&lt;/b&gt;"),
                std::string::npos)
          << html;
      // Block syntax at the start of a line stays text; line breaks are kept.
      EXPECT_NE(
          html.find("<p>1. genummerd<br />\n- opsomming<br />\n&gt; citaat<br />\ningesprongen code<br />\n&lt;img"),
          std::string::npos)
          << html;
      EXPECT_NE(html.find("<li><strong>A.</strong> 1. genummerd</li>"), std::string::npos);
    }
  }
}

}  // namespace
}  // namespace qbank::export_markdown_test
