// The HTML site, read in-process: its shape (the seed pages' parts, the header and menu, lang="nl",
// skip link, one shared stylesheet and script, no external resources) and that every text is
// escaped. The same site is also opened and laid out in real headless Chromium by tests/js
// (qbank_reader_tests).
#include <gtest/gtest.h>

#include <regex>

#include "core/utf8.h"
#include "export_test_util.h"
#include "test_util.h"

namespace qbank::export_html_test {
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
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

TEST(ExportHtml, TheSiteHasTheSeedPagesShape) {
  auto f = test::load_for_export(test::bank_dir());
  const auto pages = site(*f->view);
  std::vector<std::string> names;
  for (const auto& [p, _] : pages) names.push_back(p);
  ASSERT_EQ(names.size(), 17u);
  EXPECT_EQ(names[0], "ai-hardware-en-softwarestack/index.html");
  EXPECT_EQ(names[1], "ai-hardware-en-softwarestack/oefenen.html");
  EXPECT_EQ(names[2], "ai-hardware-en-softwarestack/vragen/batchgrootte-inferentie-efficientie.html");
  EXPECT_EQ(names[14], "index.html");
  // One stylesheet and one script for the whole site, as kept in the source tree.
  EXPECT_EQ(names[15], "oefenen.js");
  EXPECT_EQ(names[16], "stijl.css");
  const std::string script = test::read_file(fs::path(QBANK_SOURCE_DIR) / "tools/export/oefenen.js");
  const std::string style = test::read_file(fs::path(QBANK_SOURCE_DIR) / "tools/export/stijl.css");
  EXPECT_EQ(pages.at("oefenen.js"), script);
  EXPECT_EQ(pages.at("stijl.css"), style);
  // Neither fetches anything nor parses text as HTML.
  for (const char* fetch : {"url(", "@import", "http:", "https:"})
    EXPECT_EQ(style.find(fetch), std::string::npos) << fetch;
  for (const char* fetch : {"fetch(", "XMLHttpRequest", "import(", ".innerHTML", "insertAdjacentHTML", "eval("}) {
    EXPECT_EQ(script.find(fetch), std::string::npos) << fetch;
  }

  const std::string& page = pages.at("ai-hardware-en-softwarestack/vragen/embeddingtabellen-opzoeken.html");
  const Question& q = *f->view->find("embeddingtabellen-opzoeken");
  EXPECT_EQ(page.rfind("<!DOCTYPE html>\n<html lang=\"nl\">\n<head>\n<meta charset=\"utf-8\">\n", 0), 0u);
  EXPECT_NE(page.find("<a class=\"overslaan\" href=\"#inhoud\">Direct naar de inhoud</a>"), std::string::npos);
  EXPECT_NE(page.find("<main id=\"inhoud\" tabindex=\"-1\">"), std::string::npos);
  EXPECT_NE(page.find("<p class=\"onderwerp\">AI-hardware en softwarestack</p>\n<h1>" +
                      html_escaped(q.stem.value.str()) + "</h1>"),
            std::string::npos);
  EXPECT_NE(page.find("<li><span class=\"letter\">A</span> <span class=\"optietekst\">" +
                      html_escaped(q.options[0].text.value.str()) + "</span></li>"),
            std::string::npos);
  EXPECT_NE(page.find("<details class=\"antwoord\">\n<summary>Antwoord en toelichting tonen</summary>\n"
                      "<p class=\"sleutel\">Antwoord: C. " +
                      html_escaped(q.options[2].text.value.str()) + "</p>"),
            std::string::npos);
  EXPECT_NE(page.find("<p>" + html_escaped(q.explanation.value.str()) + "</p>"), std::string::npos);
  // The actions are buttons: practising first, the topic page second.
  EXPECT_NE(page.find("<p class=\"acties\"><a class=\"knop\" href=\"../oefenen.html\">Dit onderwerp oefenen</a> "
                      "<a class=\"knop knop-tweede\" href=\"../index.html\">Naar de onderwerppagina</a></p>"),
            std::string::npos);
  // The article tells oefenen.js which option is the key (C), and the hint it shows.
  EXPECT_NE(page.find("<article class=\"vraag\" data-id=\"embeddingtabellen-opzoeken\" data-sleutel=\"2\">"),
            std::string::npos);
  EXPECT_NE(page.find("<p class=\"kies\" hidden>Kies een antwoord: je ziet meteen of het klopt.</p>"),
            std::string::npos);
  // The header: the site's name linking home, the bank's language, the topic menu.
  EXPECT_NE(page.find("<header class=\"kop\">\n<div class=\"kop-balk\">\n<a class=\"merk\" href=\"../../index.html\">"
                      "Oefenvragen</a>"),
            std::string::npos);
  EXPECT_NE(page.find("<span class=\"taal\" lang=\"nl\">Nederlands</span>"), std::string::npos);
  EXPECT_NE(page.find("<details class=\"menu\">\n<summary>Menu</summary>\n<nav class=\"menu-paneel\" "
                      "aria-label=\"Onderwerpen\">"),
            std::string::npos);
  EXPECT_NE(page.find("<li><a href=\"../index.html\" aria-current=\"true\">AI-hardware en softwarestack</a></li>"),
            std::string::npos);
  // Breadcrumbs: each separator belongs to the crumb before it.
  EXPECT_NE(
      page.find("<li><a href=\"../../index.html\">Alle onderwerpen</a><span class=\"scheiding\" "
                "aria-hidden=\"true\">›</span></li>\n<li><a href=\"../index.html\">AI-hardware en softwarestack</a>"
                "<span class=\"scheiding\" aria-hidden=\"true\">›</span></li>\n<li><span aria-current=\"page\">"
                "Vraag</span></li>"),
      std::string::npos);
  EXPECT_NE(page.find("<h2 id=\"meer-vragen\">Meer vragen over AI-hardware en softwarestack</h2>"), std::string::npos);
  for (const Question* r : f->view->related(q)) {
    EXPECT_NE(page.find("<li><a href=\"" + r->id + ".html\">" + html_escaped(r->stem.value.str()) + "</a></li>"),
              std::string::npos)
        << r->id;
  }
  // The practice page lists every question of the topic with its reveal.
  const std::string& practice = pages.at("ai-hardware-en-softwarestack/oefenen.html");
  for (const Question* x : f->view->questions()) {
    EXPECT_NE(practice.find("<h2 id=\"v-" + x->id + "-stam\"><span class=\"stam\">" +
                            html_escaped(x->stem.value.str()) + "</span></h2>"),
              std::string::npos);
  }
  std::size_t reveals = 0;
  for (std::size_t p = 0;
       (p = practice.find("<summary>Antwoord en toelichting tonen</summary>", p)) != std::string::npos; ++p) {
    ++reveals;
  }
  EXPECT_EQ(reveals, 12u);
  // The topic page: its description, its number of questions, a start button, and its questions
  // in the order of their stems (not of their ids).
  const std::string& topic = pages.at("ai-hardware-en-softwarestack/index.html");
  EXPECT_NE(topic.find("<h1>AI-hardware en softwarestack</h1>\n<div class=\"inleiding\">\n<p>Hoe rekeneenheden"),
            std::string::npos);
  EXPECT_NE(topic.find("<p class=\"telling\">12 vragen</p>"), std::string::npos);
  EXPECT_NE(topic.find("<p class=\"acties\"><a class=\"knop\" href=\"oefenen.html\">Begin met oefenen</a></p>"),
            std::string::npos);
  std::vector<std::pair<std::size_t, std::string>> listed;
  for (const Question* x : f->view->questions()) {
    const std::size_t at =
        topic.find("<li><a href=\"vragen/" + x->id + ".html\">" + html_escaped(x->stem.value.str()) + "</a></li>");
    ASSERT_NE(at, std::string::npos) << x->id;
    listed.emplace_back(at, x->stem.value);
  }
  std::sort(listed.begin(), listed.end());
  for (std::size_t i = 1; i < listed.size(); ++i)
    EXPECT_LT(utf8::fold(listed[i - 1].second), utf8::fold(listed[i].second)) << i;
  EXPECT_EQ(listed.front().second.rfind("Een GPU die 2 TB/s", 0), 0u) << listed.front().second;
  // The index names the site and lists each topic with its number of questions.
  const std::string& index = pages.at("index.html");
  EXPECT_NE(index.find("<h1>Oefenvragen</h1>\n<p class=\"inleiding\">12 vragen in 1 onderwerp."), std::string::npos);
  EXPECT_NE(index.find("<h3><a href=\"ai-hardware-en-softwarestack/index.html\">AI-hardware en softwarestack</a></h3>\n"
                       "<p class=\"telling\">12 vragen</p>"),
            std::string::npos);
  // Every page links the one stylesheet; the question and practice pages load the one script, in
  // the head; no page has inline CSS or script, and nothing comes from outside the site.
  for (const auto& [path, html] : pages) {
    if (!path.ends_with(".html")) continue;
    const std::string root = path == "index.html" ? "" : path.find("/vragen/") != std::string::npos ? "../../" : "../";
    const std::string link = "<link rel=\"stylesheet\" href=\"" + root + "stijl.css\">\n";
    EXPECT_NE(html.find("</title>\n" + link), std::string::npos) << path;
    EXPECT_EQ(html.find("<link"), html.find(link)) << path;
    EXPECT_EQ(html.find("<link", html.find(link) + 1), std::string::npos) << path;
    EXPECT_EQ(html.find("<style"), std::string::npos) << path;
    EXPECT_EQ(html.find(" style="), std::string::npos) << path;
    const bool scripted = path.find("/vragen/") != std::string::npos || path.ends_with("/oefenen.html");
    const std::string tag = "<script src=\"" + root + "oefenen.js\"></script>\n</head>\n";
    if (scripted) {
      EXPECT_NE(html.find(link + tag), std::string::npos) << path;
      EXPECT_EQ(html.find("<script"), html.find(tag)) << path;
      EXPECT_EQ(html.find("<script", html.find(tag) + 1), std::string::npos) << path;
    } else {
      EXPECT_EQ(html.find("<script"), std::string::npos) << path;
    }
    EXPECT_EQ(html.find("http://"), std::string::npos) << path;
    EXPECT_EQ(html.find("https://"), std::string::npos) << path;
    EXPECT_NE(html.find("<html lang=\"nl\">"), std::string::npos) << path;
  }
}

// `[site]`: the name in the header, the titles and the start page; `languages` turns the language
// into a menu of the site's other versions (links relative to the root made relative to each
// page), and the start page names them as alternates. The page's language is the bank's.
TEST(ExportHtml, TheSiteNameAndLanguageMenuComeFromQbankToml) {
  test::TempDir dir;
  dir.write("qbank.toml",
            "language = \"en\"\n[site]\nname = \"Quiz & Co\"\n[site.languages]\n"
            "nl = \"../nl/index.html\"\nde = \"https://example.org/de/\"\n");
  dir.write("t/topic.toml", "title = \"T\"\n");
  dir.write("t/q.toml", test::sample_question("Which statement holds?") + "status = \"published\"\n");
  auto f = test::load_for_export(dir.path());
  const auto pages = site(*f->view);
  const std::string& index = pages.at("index.html");
  EXPECT_EQ(index.rfind("<!DOCTYPE html>\n<html lang=\"en\">\n", 0), 0u) << index;
  EXPECT_NE(index.find("<title>Quiz &amp; Co</title>"), std::string::npos) << index;
  EXPECT_NE(index.find("<h1>Quiz &amp; Co</h1>"), std::string::npos) << index;
  EXPECT_NE(index.find("<link rel=\"alternate\" hreflang=\"de\" href=\"https://example.org/de/\">\n"
                       "<link rel=\"alternate\" hreflang=\"nl\" href=\"../nl/index.html\">\n"),
            std::string::npos)
      << index;
  const std::string& question = pages.at("t/vragen/q.html");
  EXPECT_NE(question.find("<title>Which statement holds? – T – Quiz &amp; Co</title>"), std::string::npos) << question;
  EXPECT_NE(question.find("\">Quiz &amp; Co</a>"), std::string::npos);
  EXPECT_EQ(question.find("<span class=\"taal\""), std::string::npos);
  EXPECT_EQ(question.find("rel=\"alternate\""), std::string::npos);
  EXPECT_NE(question.find("<li><a href=\"../../index.html\" lang=\"en\" aria-current=\"true\">English</a></li>\n"
                          "<li><a href=\"https://example.org/de/\" hreflang=\"de\" lang=\"de\">Deutsch</a></li>\n"
                          "<li><a href=\"../../../nl/index.html\" hreflang=\"nl\" lang=\"nl\">Nederlands</a></li>\n"),
            std::string::npos)
      << question;
  // A bank without [site]: the default name, the language named without a menu.
  test::TempDir plain;
  plain.write("t/topic.toml", "title = \"T\"\n");
  plain.write("t/q.toml", test::sample_question() + "status = \"published\"\n");
  auto g = test::load_for_export(plain.path());
  const auto plain_pages = site(*g->view);
  const std::string& q2 = plain_pages.at("t/vragen/q.html");
  EXPECT_NE(q2.find("<span class=\"taal\" lang=\"nl\">Nederlands</span>"), std::string::npos);
  EXPECT_EQ(q2.find("taalmenu"), std::string::npos);
  EXPECT_NE(q2.find(" – T – Oefenvragen</title>"), std::string::npos);
}

// An address that could run script, or a language code that is not one, is a configuration error.
TEST(ExportHtml, SiteLanguagesRejectScriptAddressesAndBadCodes) {
  for (const std::string& bad :
       {std::string("en = \"javascript:alert(1)\""), std::string("EN = \"../en/\""), std::string("en = \"a b\"")}) {
    test::TempDir dir;
    dir.write("qbank.toml", "[site.languages]\n" + bad + "\n");
    dir.write("t/topic.toml", "title = \"T\"\n");
    dir.write("t/q.toml", test::sample_question());
    const auto r = test::run_qbank({"lint", "--no-cache", "."}, dir.path());
    EXPECT_EQ(r.exit_code, 2) << bad << "\n" << r.out << r.err;
    EXPECT_NE((r.out + r.err).find("qbank.toml:2:"), std::string::npos) << bad << "\n" << r.out << r.err;
  }
}

TEST(ExportHtml, EveryRelativeLinkPointsToAPageOfTheSite) {
  test::TempDir dir;
  for (const fs::path& bank : {test::bank_dir(), test::write_hostile_bank(dir.path())}) {
    auto f = test::load_for_export(bank);
    const auto pages = site(*f->view);
    const std::regex href("(?:href|src)=\"([^\"]*)\"");
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
  EXPECT_EQ(pages.at("oefenen.js"), test::read_file(fs::path(QBANK_SOURCE_DIR) / "tools/export/oefenen.js"));
  for (const auto& [path, html] : pages) {
    if (!path.ends_with(".html")) continue;
    // The one script a page may have is the site's own file, named in the head; no text of the
    // bank becomes a script, a style or an element (the menu and breadcrumbs hold topic titles).
    const bool scripted = path.find("/vragen/") != std::string::npos || path.ends_with("/oefenen.html");
    const std::string tag = std::string("<script src=\"") +
                            (path.find("/vragen/") != std::string::npos ? "../../" : "../") +
                            "oefenen.js\"></script>\n</head>\n";
    const std::size_t at = html.find("<script");
    if (scripted) {
      EXPECT_EQ(at, html.find(tag)) << path;
      EXPECT_NE(at, std::string::npos) << path;
      EXPECT_EQ(html.find("<script", at + 1), std::string::npos) << path;
    } else {
      EXPECT_EQ(at, std::string::npos) << path;
    }
    EXPECT_EQ(html.find("<style"), std::string::npos) << path;
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
  EXPECT_NE(
      page.find("<li data-letter=\"A\"><span class=\"letter\">A</span> <span class=\"optietekst\">Terugkoppeling met "
                "&lt;b&gt;vet&lt;/b&gt; # en : dubbele punt</span></li>"),
      std::string::npos);
  // A topic's prerequisites link to their pages; the draft is nowhere.
  EXPECT_NE(pages.at("vijandig/index.html")
                .find("<p class=\"verwant\">Voorkennis: <a href=\"../gewoon/index.html\">Gewoon onderwerp</a></p>"),
            std::string::npos);
  EXPECT_EQ(pages.count("vijandig/vragen/concept-vraag.html"), 0u);
  // A question without related questions lists other questions of its topic.
  EXPECT_NE(pages.at("vijandig/vragen/markdown-tekens.html").find("<li><a href=\"gift-tekens.html\">"),
            std::string::npos);
  // Cross-topic related links go up to the other topic.
  EXPECT_NE(pages.at("vijandig/vragen/script-in-stam.html").find("<a href=\"../../gewoon/vragen/gewone-vraag.html\">"),
            std::string::npos);
}

}  // namespace
}  // namespace qbank::export_html_test
