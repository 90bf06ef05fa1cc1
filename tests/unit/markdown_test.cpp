// Markdown in question texts (issue 20): the cmark wrapper, a Markdown bank in every export, and
// the round trip export -> import -> export for a bank that writes Markdown.
#include <gtest/gtest.h>

#include "core/markdown.h"
#include "core/zip.h"
#include "export_test_util.h"
#include "import/markup.h"
#include "test_util.h"

namespace qbank::markdown_test {
namespace {
namespace fs = std::filesystem;

TEST(Markdown, RendersSafelyWithNoopenerLinks) {
  EXPECT_EQ(markdown::to_html("Dit is **vet** en `code`."), "<p>Dit is <strong>vet</strong> en <code>code</code>.</p>");
  EXPECT_EQ(markdown::to_html("[bron](https://example.org)"),
            "<p><a rel=\"noopener noreferrer\" href=\"https://example.org\">bron</a></p>");
  // No raw HTML, no javascript: links.
  const std::string evil =
      markdown::to_html("<script>alert(1)</script>\n\n[x](javascript:alert(1)) <b onclick=\"x\">b</b>");
  EXPECT_EQ(evil.find("<script"), std::string::npos) << evil;
  EXPECT_EQ(evil.find("javascript:"), std::string::npos) << evil;
  EXPECT_EQ(evil.find("onclick"), std::string::npos) << evil;
  // ...unless the bank allows raw HTML.
  EXPECT_NE(markdown::to_html("<b>b</b>", {true, false}).find("<b>b</b>"), std::string::npos);
  // Inline places take one paragraph without <p>.
  bool single = false;
  EXPECT_EQ(markdown::to_inline_html("*cursief*", {}, &single), "<em>cursief</em>");
  EXPECT_TRUE(single);
  EXPECT_EQ(markdown::to_inline_html("- een\n- twee", {}, &single), "<ul>\n<li>een</li>\n<li>twee</li>\n</ul>");
  EXPECT_FALSE(single);
  EXPECT_EQ(markdown::to_text("Zie [de bron](https://x.nl) en `ls -l`.\n\n- een\n- twee"),
            "Zie de bron en ls -l.\neen\ntwee");
  // The last paragraph is the heading; what comes before it stands above.
  const auto split = markdown::split_heading("```\nprint(1)\n```\n\nWat drukt dit **af**?");
  EXPECT_EQ(split.lead, "<pre><code>print(1)\n</code></pre>");
  EXPECT_EQ(split.heading, "Wat drukt dit <strong>af</strong>?");
  EXPECT_FALSE(split.hidden_heading);
  EXPECT_TRUE(markdown::split_heading("- a\n- b").hidden_heading);
  // CommonMark out: raw HTML becomes text.
  EXPECT_EQ(markdown::to_commonmark("Een <script>x</script> en **vet**"), "Een \\<script\\>x\\</script\\> en **vet**");
}

TEST(Markdown, HtmlBecomesMarkdownThatRendersBackTheSame) {
  for (const std::string md : {"Dit is **vet**, *cursief* en `code`.", "Zie [de bron](https://example.org/a?b=1).",
                               "- een\n- twee", "1. een\n2. twee", "```\nls -l\n```", "# Kop", "> citaat",
                               "Regel een\\\nregel twee", "Prijs: 5 \\* 3 \\< 20 \\& meer"}) {
    const std::string html = markdown::to_html(md, {false, false});
    markup::Losses losses;
    const std::string back = markup::html_markdown(html, losses);
    EXPECT_EQ(markdown::to_html(back, {false, false}), html) << md << " -> " << back;
  }
  EXPECT_EQ(markup::escape_markdown("5 * 3 = 15 en [x]\n1. geen lijst"), "5 \\* 3 = 15 en \\[x\\]\n1\\. geen lijst");
}

// A bank written in Markdown, with a raw script that must never reach an export.
fs::path markdown_bank(const test::TempDir& dir) {
  dir.write("bank/qbank.toml",
            "language = \"nl\"\nmarkup = \"markdown\"\n[rules]\nspelling = \"off\"\nstyle = \"off\"\n"
            "graph = \"off\"\n");
  dir.write("bank/netwerk/topic.toml", "title = \"Netwerk\"\n");
  dir.write(
      "bank/netwerk/nslookup.toml",
      "stem = \"Wat laat `nslookup example.org` **zien**?\"\n"
      "explanation = \"\"\"\n`nslookup` vraagt een *DNS-server* om het IP-adres bij een naam:\n\n"
      "- eerst de server die antwoordt,\n- dan het adres.\n\nZie [RFC 1035](https://www.rfc-editor.org/rfc/rfc1035) "
      "<script>alert(1)</script>.\"\"\"\nstatus = \"published\"\n"
      "[[options]]\ntext = \"Het IP-adres bij de naam `example.org`\"\ncorrect = true\nfeedback = \"Ja, "
      "**precies**.\"\n"
      "[[options]]\ntext = \"De route naar de server\"\n[[options]]\ntext = \"De open poorten van de server\"\n");
  dir.write(
      "bank/netwerk/python.toml",
      "stem = \"\"\"\n```\nprint(2 ** 3)\n```\n\nWat drukt dit *af*?\"\"\"\n"
      "explanation = \"De operator `**` is machtsverheffen: 2 tot de macht 3 is 8, dus het programma drukt 8 af.\"\n"
      "status = \"published\"\n"
      "[[options]]\ntext = \"6\"\n[[options]]\ntext = \"8\"\ncorrect = true\n[[options]]\ntext = \"9\"\n");
  return dir.path() / "bank";
}

TEST(Markdown, EveryExportCarriesTheFormattingAndNoScript) {
  test::TempDir dir;
  const fs::path bank = markdown_bank(dir);
  auto f = test::load_for_export(bank);
  ASSERT_EQ(f->view->questions().size(), 2u);
  // The site: the formatting as HTML, links with rel, the raw script left out.
  std::map<std::string, std::string> site;
  for (auto& file : test::render("html", *f->view)) site[file.path] = file.content;
  const std::string& page = site["netwerk/vragen/nslookup.html"];
  EXPECT_NE(page.find("<h1>Wat laat <code>nslookup example.org</code> <strong>zien</strong>?</h1>"), std::string::npos)
      << page;
  EXPECT_NE(page.find("<li>eerst de server die antwoordt,</li>"), std::string::npos);
  EXPECT_NE(page.find("<a rel=\"noopener noreferrer\" href=\"https://www.rfc-editor.org/rfc/rfc1035\">RFC 1035</a>"),
            std::string::npos);
  EXPECT_EQ(page.find("<script>alert"), std::string::npos) << page;  // its text may stay, as text
  const std::string& python = site["netwerk/vragen/python.html"];
  EXPECT_NE(
      python.find("<div class=\"stam-vooraf\">\n<pre><code>print(2 ** 3)\n</code></pre>\n</div>\n<h1>Wat drukt dit "
                  "<em>af</em>?</h1>"),
      std::string::npos)
      << python;
  EXPECT_NE(python.find("<title>Wat drukt dit af? – Netwerk – Oefenvragen</title>"), std::string::npos);
  // Moodle XML: format="html", the HTML inside CDATA, parsed by libxml2.
  const std::string moodle = test::render_one("moodle", *f->view);
  EXPECT_NE(
      moodle.find("<questiontext format=\"html\">\n      <text><![CDATA[<p>Wat laat <code>nslookup example.org</code> "
                  "<strong>zien</strong>?</p>]]></text>"),
      std::string::npos)
      << moodle;
  EXPECT_EQ(moodle.find("<script>"), std::string::npos);
  xmlDocPtr doc = xmlReadMemory(moodle.data(), static_cast<int>(moodle.size()), "moodle.xml", nullptr, XML_PARSE_NONET);
  ASSERT_NE(doc, nullptr);
  xmlFreeDoc(doc);
  // QTI 2.1: XHTML in the items, valid against the XSD; the prompt inline, a multi-block stem
  // before the interaction.
  const fs::path catalog = test::write_qti_catalog(dir.path());
  std::vector<zip::Entry> entries;
  std::string error;
  ASSERT_TRUE(zip::read(test::render_one("qti", *f->view), entries, &error)) << error;
  for (const auto& e : entries) {
    if (e.name == "imsmanifest.xml") continue;
    EXPECT_EQ(test::validate_qti21(e.data, catalog), "") << e.name << "\n" << e.data;
    EXPECT_EQ(e.data.find("<script"), std::string::npos) << e.name;
    EXPECT_EQ(e.data.find(" rel="), std::string::npos) << e.name;
    if (e.name == "items/python.xml") {
      EXPECT_NE(
          e.data.find("<itemBody>\n    <pre><code>print(2 ** 3)\n</code></pre>\n<p>Wat drukt dit <em>af</em>?</p>\n"),
          std::string::npos)
          << e.data;
    }
  }
  // GIFT: the [markdown] format, the Markdown as written.
  const std::string gift = test::render_one("gift", *f->view);
  EXPECT_NE(gift.find("::nslookup::[markdown]Wat laat `nslookup example.org` **zien**?{"), std::string::npos) << gift;
  // JSON keeps the text; the Markdown export keeps Markdown, with the script made text.
  EXPECT_NE(test::render_one("json", *f->view).find("\"stem\": \"Wat laat `nslookup example.org` **zien**?\""),
            std::string::npos);
  std::string md;
  for (auto& file : test::render("markdown", *f->view)) md += file.content;
  EXPECT_NE(md.find("## 1. Wat laat `nslookup example.org` **zien**?"), std::string::npos) << md;
  EXPECT_NE(md.find("\\<script\\>alert(1)\\</script\\>"), std::string::npos) << md;
}

class MarkdownRoundTrip : public testing::TestWithParam<std::string> {};

// export -> import (into a bank that writes Markdown) -> export: the same bytes.
TEST_P(MarkdownRoundTrip, AMarkdownBankComesBackByteForByte) {
  const std::string format = GetParam();
  test::TempDir dir;
  const fs::path bank = markdown_bank(dir);
  // The script is left out of every export, so the source and its copy differ there: drop it.
  const fs::path q = bank / "netwerk" / "nslookup.toml";
  std::string text = test::read_file(q);
  text.replace(text.find(" <script>alert(1)</script>"), 26, "");
  test::write_file(q, text);
  auto first = test::load_for_export(bank);
  const std::string once = test::render_one(format, *first->view);
  const fs::path file = dir.write("eerst." + format, once);
  const fs::path copy = dir.path() / "kopie";
  dir.write("kopie/qbank.toml", "language = \"nl\"\nmarkup = \"markdown\"\n");
  test::import_files(format, {file}, format == "json" ? "" : "netwerk", copy);
  auto second = test::load_for_export(copy);
  EXPECT_EQ(test::render_one(format, *second->view), once) << format;
}

INSTANTIATE_TEST_SUITE_P(Formats, MarkdownRoundTrip, testing::Values("json", "moodle", "gift", "qti"));

}  // namespace
}  // namespace qbank::markdown_test
