// The HTML site, read in-process: its shape (the seed pages' parts, lang="nl", skip link, no
// external resources) and that every text is escaped. The same site is also opened in real
// headless Chromium by tests/js (qbank_reader_tests).
#include <gtest/gtest.h>

#include <regex>

#include "export_test_util.h"
#include "test_util.h"

namespace qbank {
namespace {
namespace fs = std::filesystem;

std::map<std::string, std::string> site(const ExportView& view) {
  std::map<std::string, std::string> out;
  for (auto& f : test::render("html", view)) out[f.path] = f.content;
  return out;
}

std::string html_escaped(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

TEST(ExportHtml, TheSiteHasTheSeedPagesShape) {
  auto f = test::load_for_export(test::bank_dir());
  const auto pages = site(*f->view);
  std::vector<std::string> names;
  for (const auto& [p, _] : pages) names.push_back(p);
  ASSERT_EQ(names.size(), 15u);
  EXPECT_EQ(names[0], "ai-hardware-en-softwarestack/index.html");
  EXPECT_EQ(names[1], "ai-hardware-en-softwarestack/oefenen.html");
  EXPECT_EQ(names[2], "ai-hardware-en-softwarestack/vragen/batchgrootte-inferentie-efficientie.html");
  EXPECT_EQ(names[14], "index.html");

  const std::string& page = pages.at("ai-hardware-en-softwarestack/vragen/embeddingtabellen-opzoeken.html");
  const Question& q = *f->view->find("embeddingtabellen-opzoeken");
  EXPECT_EQ(page.rfind("<!DOCTYPE html>\n<html lang=\"nl\">\n<head>\n<meta charset=\"utf-8\">\n", 0), 0u);
  EXPECT_NE(page.find("<a class=\"overslaan\" href=\"#inhoud\">Direct naar de inhoud</a>"), std::string::npos);
  EXPECT_NE(page.find("<main id=\"inhoud\" tabindex=\"-1\">"), std::string::npos);
  EXPECT_NE(page.find("<p class=\"onderwerp\">AI-hardware en softwarestack</p>\n<h1>" + html_escaped(q.stem.value) + "</h1>"),
            std::string::npos);
  EXPECT_NE(page.find("<li><span class=\"letter\">A</span> <span class=\"optietekst\">" +
                      html_escaped(q.options[0].text.value) + "</span></li>"),
            std::string::npos);
  EXPECT_NE(page.find("<details class=\"antwoord\">\n<summary>Antwoord en toelichting tonen</summary>\n"
                      "<p class=\"sleutel\">Antwoord: C. " + html_escaped(q.options[2].text.value) + "</p>"),
            std::string::npos);
  EXPECT_NE(page.find("<p>" + html_escaped(q.explanation.value) + "</p>"), std::string::npos);
  EXPECT_NE(page.find("<a href=\"../oefenen.html\">Dit onderwerp oefenen</a> "
                      "<a href=\"../index.html\">Naar de onderwerppagina</a>"),
            std::string::npos);
  EXPECT_NE(page.find("<h2 id=\"meer-vragen\">Meer vragen over AI-hardware en softwarestack</h2>"), std::string::npos);
  for (const Question* r : f->view->related(q)) {
    EXPECT_NE(page.find("<li><a href=\"" + r->id + ".html\">" + html_escaped(r->stem.value) + "</a></li>"), std::string::npos)
        << r->id;
  }
  // The practice page lists every question of the topic with its reveal.
  const std::string& practice = pages.at("ai-hardware-en-softwarestack/oefenen.html");
  for (const Question* x : f->view->questions()) {
    EXPECT_NE(practice.find("<h2 id=\"v-" + x->id + "-stam\"><span class=\"stam\">" + html_escaped(x->stem.value) +
                            "</span></h2>"),
              std::string::npos);
  }
  std::size_t reveals = 0;
  for (std::size_t p = 0; (p = practice.find("<summary>Antwoord en toelichting tonen</summary>", p)) != std::string::npos; ++p) {
    ++reveals;
  }
  EXPECT_EQ(reveals, 12u);
  // The practice page's one script is the embedded oefenen.js, at the end of the body.
  const std::size_t script = practice.find("<script>\n");
  ASSERT_NE(script, std::string::npos);
  EXPECT_EQ(practice.find("<script", script + 1), std::string::npos);
  EXPECT_EQ(practice.substr(script + 9), test::read_file(fs::path(QBANK_SOURCE_DIR) / "tools/export/oefenen.js") +
                                             "</script>\n</body>\n</html>\n");
  // No external resources anywhere, and no script on any other page.
  for (const auto& [path, html] : pages) {
    if (path != "ai-hardware-en-softwarestack/oefenen.html") {
      EXPECT_EQ(html.find("<script"), std::string::npos) << path;
    }
    EXPECT_EQ(html.find("http://"), std::string::npos) << path;
    EXPECT_EQ(html.find("https://"), std::string::npos) << path;
    EXPECT_EQ(html.find("<link"), std::string::npos) << path;
    EXPECT_NE(html.find("<html lang=\"nl\">"), std::string::npos) << path;
  }
}

TEST(ExportHtml, EveryRelativeLinkPointsToAPageOfTheSite) {
  test::TempDir dir;
  for (const fs::path& bank : {test::bank_dir(), test::write_hostile_bank(dir.path())}) {
    auto f = test::load_for_export(bank);
    const auto pages = site(*f->view);
    const std::regex href("href=\"([^\"]*)\"");
    for (const auto& [path, html] : pages) {
      const fs::path dir_of = fs::path(path).parent_path();
      for (auto it = std::sregex_iterator(html.begin(), html.end(), href); it != std::sregex_iterator(); ++it) {
        std::string target = (*it)[1];
        const auto hash = target.find('#');
        const std::string fragment = hash == std::string::npos ? "" : target.substr(hash + 1);
        target = target.substr(0, hash);
        const std::string resolved = target.empty() ? path : (dir_of / target).lexically_normal().string();
        ASSERT_TRUE(pages.count(resolved)) << path << " links to " << (*it)[1];
        if (!fragment.empty()) {
          EXPECT_NE(pages.at(resolved).find("id=\"" + fragment + "\""), std::string::npos) << path << " #" << fragment;
        }
      }
    }
  }
}

TEST(ExportHtml, HostileTextsAreEscapedEverywhere) {
  test::TempDir dir;
  auto f = test::load_for_export(test::write_hostile_bank(dir.path()));
  const auto pages = site(*f->view);
  const std::string script = test::read_file(fs::path(QBANK_SOURCE_DIR) / "tools/export/oefenen.js");
  for (const auto& [path, html] : pages) {
    // The one script a page may have is the practice page's own, at the end of the body.
    const bool practice = path.ends_with("/oefenen.html");
    const std::size_t at = html.find("<script");
    if (practice) {
      EXPECT_EQ(html.substr(at), "<script>\n" + script + "</script>\n</body>\n</html>\n") << path;
    } else {
      EXPECT_EQ(at, std::string::npos) << path;
    }
    EXPECT_EQ(html.find("<img"), std::string::npos) << path;
    EXPECT_EQ(html.find("<b>"), std::string::npos) << path;
  }
  const std::string& page = pages.at("vijandig/vragen/script-in-stam.html");
  EXPECT_NE(page.find("<h1>Wat toont de pagina bij &lt;script&gt;alert(1)&lt;/script&gt; en "
                      "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;?</h1>"),
            std::string::npos);
  EXPECT_NE(page.find("<title>Wat toont de pagina bij &lt;script&gt;"), std::string::npos);
  // Paragraphs and line breaks of the explanation.
  EXPECT_NE(page.find("<p>Tweede alinea met tekst met ]]&gt; midden in CDATA<br>\nen een regel &lt;script&gt;"),
            std::string::npos);
  // Option feedback is shown in the reveal.
  EXPECT_NE(page.find("<li data-letter=\"A\"><span class=\"letter\">A</span> <span class=\"optietekst\">Terugkoppeling met "
                      "&lt;b&gt;vet&lt;/b&gt; # en : dubbele punt</span></li>"),
            std::string::npos);
  // A topic's prerequisites link to their pages; the draft is nowhere.
  EXPECT_NE(pages.at("vijandig/index.html").find("<p>Voorkennis: <a href=\"../gewoon/index.html\">Gewoon onderwerp</a></p>"),
            std::string::npos);
  EXPECT_EQ(pages.count("vijandig/vragen/concept-vraag.html"), 0u);
  // A question without related questions lists other questions of its topic.
  EXPECT_NE(pages.at("vijandig/vragen/markdown-tekens.html").find("<li><a href=\"gift-tekens.html\">"), std::string::npos);
  // Cross-topic related links go up to the other topic.
  EXPECT_NE(pages.at("vijandig/vragen/script-in-stam.html").find("<a href=\"../../gewoon/vragen/gewone-vraag.html\">"),
            std::string::npos);
}

}  // namespace
}  // namespace qbank
