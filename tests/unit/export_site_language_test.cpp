// The exported site's own words (its chrome: menu, headings, buttons, the practice script) are in
// the bank's content language, not the UI language: English for `language = "en"`, Dutch for "nl"
// and for a language without a catalog, whatever $LANGUAGE or ui_language say. The catalog is
// read once per language into core/i18n.h's ContentTexts.
#include <gtest/gtest.h>

#include <regex>
#include <set>

#include "core/i18n.h"
#include "export_test_util.h"
#include "test_util.h"

namespace qbank::export_site_language_test {
namespace fs = std::filesystem;

// A small bank in `language`: a topic with a description and three questions with feedback and
// related questions, a sub-topic with a prerequisite, an empty topic. Its own texts are English
// words, so that any Dutch in the output is the site's.
fs::path site_language_bank(const test::TempDir& dir, const std::string& language) {
  dir.write("qbank.toml", "language = \"" + language + "\"\n");
  dir.write("base/topic.toml", "title = \"Networks\"\ndescription = \"Layers and protocols.\"\n");
  dir.write("next/topic.toml", "title = \"Routing\"\nparent = \"base\"\nprerequisites = [\"base\"]\n");
  dir.write("empty/topic.toml", "title = \"Empty\"\n");
  for (const std::string id : {"one", "two", "three"}) {
    dir.write("base/" + id + ".toml",
              "stem = \"Which layer routes packets, case " + id +
                  "?\"\nexplanation = \"The network layer routes packets.\"\nstatus = \"published\"\n"
                  "related = [\"one\", \"two\", \"three\"]\n\n"
                  "[[options]]\ntext = \"Network layer\"\ncorrect = true\n\n"
                  "[[options]]\ntext = \"Transport layer\"\nfeedback = \"Transport carries segments.\"\n\n"
                  "[[options]]\ntext = \"Physical layer\"\n");
  }
  dir.write("next/bits.toml",
            "stem = \"How many bits has a byte?\"\nexplanation = \"A byte has eight bits.\"\nstatus = \"published\"\n\n"
            "[[options]]\ntext = \"4\"\n\n[[options]]\ntext = \"8\"\ncorrect = true\n\n[[options]]\ntext = \"16\"\n");
  return dir.path();
}

std::map<std::string, std::string> site_files(const ExportView& view, const std::string& format) {
  std::map<std::string, std::string> out;
  for (auto& f : test::render(format, view)) out[f.path] = f.content;
  return out;
}

// Every site text of tools/export (the msgids xgettext finds by the site's keywords), read from
// the sources as the catalog is built from them.
std::vector<std::string> site_msgids() {
  test::TempDir dir;
  std::vector<std::string> command = {"xgettext",
                                      "--from-code=UTF-8",
                                      "--language=C++",
                                      "--keyword",  // no default keywords: only the site's
                                      "--keyword=site_text:2",
                                      "--keyword=site_count:2,3",
                                      "--keyword=S_",
                                      "--no-location",
                                      "--no-wrap",
                                      "--output=" + (dir.path() / "site.pot").string()};
  for (const auto& e : fs::directory_iterator(test::source_dir() / "tools" / "export")) {
    if (e.path().extension() == ".cpp") command.push_back(e.path().string());
  }
  const auto x = test::run_program(command, {}, {}, {"LANGUAGE=", "LC_ALL=C"});
  EXPECT_EQ(x.exit_code, 0) << x.err;
  std::vector<std::string> out;
  std::istringstream in(test::read_file(dir.path() / "site.pot"));
  std::string line;
  while (std::getline(in, line)) {
    for (const std::string key : {"msgid \"", "msgid_plural \""}) {
      if (line.rfind(key, 0) != 0 || line.size() <= key.size() + 1) continue;
      std::string text = line.substr(key.size(), line.size() - key.size() - 1);
      for (auto at = text.find("\\\""); at != std::string::npos; at = text.find("\\\"", at + 1)) text.erase(at, 1);
      out.push_back(text);
    }
  }
  return out;
}

// The Dutch pieces of a site text: its parts between placeholders, of at least four characters.
std::vector<std::string> dutch_pieces(const std::string& msgid) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= msgid.size()) {
    std::size_t end = msgid.find("{}", start);
    if (end == std::string::npos) end = msgid.size();
    std::string piece = msgid.substr(start, end - start);
    while (!piece.empty() && (piece.front() == ' ' || piece.front() == ':' || piece.front() == '.')) piece.erase(0, 1);
    while (!piece.empty() && (piece.back() == ' ' || piece.back() == ':')) piece.pop_back();
    if (piece.size() >= 4) out.push_back(piece);
    start = end + 2;
  }
  return out;
}

// What a reader of a page sees or hears: the text between the tags, and the labels and titles.
std::string readable_text(const std::string& page) {
  std::string out;
  static const std::regex label("(aria-label|title)=\"([^\"]*)\"");
  for (auto it = std::sregex_iterator(page.begin(), page.end(), label); it != std::sregex_iterator(); ++it) {
    out += (*it)[2].str() + "\n";
  }
  out += std::regex_replace(page, std::regex("<[^>]*>"), "\n");
  return out;
}

// The string literals of a script.
std::string script_strings(const std::string& script) {
  std::string out;
  static const std::regex literal("'([^'\\\n]|\\.)*'");
  for (auto it = std::sregex_iterator(script.begin(), script.end(), literal); it != std::sregex_iterator(); ++it) {
    out += it->str() + "\n";
  }
  return out;
}

// Whether `text` holds `words` as words of their own (not inside a name such as article.vraag
// or oef-vraag).
bool has_words(const std::string& text, const std::string& words) {
  auto part_of_name = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_' || c == '#';
  };
  for (auto at = text.find(words); at != std::string::npos; at = text.find(words, at + 1)) {
    const bool before = at > 0 && part_of_name(text[at - 1]);
    const bool after = at + words.size() < text.size() && part_of_name(text[at + words.size()]);
    if (!before && !after) return true;
  }
  return false;
}

TEST(SiteLanguage, AnEnglishBankGetsAnEnglishSiteWhateverTheUiLanguage) {
  test::TempDir dir;
  auto f = test::load_for_export(site_language_bank(dir, "en"));
  ASSERT_TRUE(ContentTexts::of("en").translated()) << "no English catalog found beside the test program";
  const auto pages = site_files(*f->view, "html");
  const std::string& question = pages.at("base/vragen/one.html");
  EXPECT_EQ(question.rfind("<!DOCTYPE html>\n<html lang=\"en\">\n", 0), 0u);
  for (const char* english :
       {"<a class=\"overslaan\" href=\"#inhoud\">Skip to the content</a>", "<summary>Menu</summary>",
        "aria-label=\"Topics\"", ">All topics</a>", "aria-label=\"Breadcrumb\"",
        "<summary>Show the answer and explanation</summary>", "<p class=\"sleutel\">Answer: A. Network layer</p>",
        "aria-label=\"Feedback per option\"", ">Practise this topic</a>", ">To the topic page</a>",
        "<h2 id=\"meer-vragen\">More questions about Networks</h2>", "Choose an answer: you see at once",
        "<span aria-current=\"page\">Question</span>", " – Practice questions</title>"}) {
    EXPECT_NE(question.find(english), std::string::npos) << english << "\n" << question;
  }
  const std::string& topic = pages.at("next/index.html");
  for (const char* english :
       {"<p class=\"telling\">1 question</p>", "Part of: <a href=\"../base/index.html\">Networks",
        "Prerequisites: <a href=", ">Start practising</a>", "<h2 id=\"vragen\">All questions</h2>"}) {
    EXPECT_NE(topic.find(english), std::string::npos) << english << "\n" << topic;
  }
  EXPECT_NE(pages.at("empty/index.html").find("This topic has no published questions yet."), std::string::npos);
  const std::string& practice = pages.at("base/oefenen.html");
  for (const char* english : {"<h1>Practise Networks</h1>", "<p class=\"nummer\">Question 1 of 3</p>",
                              "With the keyboard: choose with 1–3 or A–C and go to the next question with Enter.",
                              ">Next question</button>", ">Practise everything again</button>"}) {
    EXPECT_NE(practice.find(english), std::string::npos) << english << "\n" << practice;
  }
  EXPECT_NE(pages.at("index.html").find("4 questions in 3 topics. Choose a topic"), std::string::npos);
  const std::string& script = pages.at("oefenen.js");
  EXPECT_NE(script.find("'Question ' + (positie + 1) + ' of ' + ronde.length"), std::string::npos);
  EXPECT_NE(script.find("'Practise the ' + fout.length + ' wrong questions again'"), std::string::npos);

  // No Dutch site text is left anywhere a reader sees it: the pages' text and labels, the
  // script's strings, the Markdown files (class names, file names and code are no text).
  std::map<std::string, std::string> all;
  for (const auto& [path, content] : pages) {
    if (path.ends_with(".html")) all[path] = readable_text(content);
    if (path.ends_with(".js")) all[path] = script_strings(content);
  }
  for (auto& [path, content] : site_files(*f->view, "markdown")) all["markdown/" + path] = content;
  const ContentTexts& english = ContentTexts::of("en");
  const auto msgids = site_msgids();
  ASSERT_GE(msgids.size(), 40u);
  for (const std::string& msgid : msgids) {
    for (const std::string& piece : dutch_pieces(msgid)) {
      // A piece the English says alike ("Menu", "Score") is no sign of Dutch.
      if (std::string(english.text(msgid.c_str())).find(piece) != std::string::npos) continue;
      for (const auto& [path, content] : all) {
        EXPECT_FALSE(has_words(content, piece)) << "Dutch `" << piece << "` (" << msgid << ") in " << path;
      }
    }
  }
}

TEST(SiteLanguage, ADutchBankAndABankWithoutACatalogKeepTheDutchSite) {
  for (const std::string language : {"nl", "de"}) {
    test::TempDir dir;
    auto f = test::load_for_export(site_language_bank(dir, language));
    const auto pages = site_files(*f->view, "html");
    const std::string& question = pages.at("base/vragen/one.html");
    for (const char* dutch : {"<summary>Antwoord en toelichting tonen</summary>", ">Alle onderwerpen</a>",
                              "<h2 id=\"meer-vragen\">Meer vragen over Networks</h2>", " – Oefenvragen</title>",
                              "<p class=\"sleutel\">Antwoord: A. Network layer</p>"}) {
      EXPECT_NE(question.find(dutch), std::string::npos) << language << ": " << dutch << "\n" << question;
    }
    EXPECT_NE(pages.at("base/index.html").find("<p class=\"telling\">3 vragen</p>"), std::string::npos);
    EXPECT_NE(pages.at("next/index.html").find("<p class=\"telling\">1 vraag</p>"), std::string::npos);
    // The script is the source's own bytes.
    const std::string source = test::read_file(test::source_dir() / "tools" / "export" / "oefenen.js");
    EXPECT_EQ(pages.at("oefenen.js"), source) << language;
  }
}

TEST(SiteLanguage, TheUiLanguageDoesNotChangeTheSite) {
  test::TempDir dir;
  site_language_bank(dir, "en");
  const fs::path out_nl = dir.path() / ".." / (dir.path().filename().string() + "-site-nl");
  const fs::path out_en = dir.path() / ".." / (dir.path().filename().string() + "-site-en");
  // The bank lints without English word lists of its own: only the families that need none.
  dir.write("qbank.toml",
            "language = \"en\"\n[rules]\nspelling = \"off\"\nexplanation = \"off\"\nstyle = \"off\"\n"
            "duplicate = \"off\"\n");
  dir.write("rules/text/stopwords-en.txt", "the\n");
  dir.write("rules/text/negations-en.txt", "not\n");
  const auto nl =
      test::run_qbank({"export", "--format", "html", "--out", out_nl.string(), "."}, dir.path(), {}, {"LANGUAGE=nl"});
  ASSERT_EQ(nl.exit_code, 0) << nl.err;
  EXPECT_NE(nl.out.find("geëxporteerd als html"), std::string::npos) << nl.out;  // the UI stays Dutch
  const auto en =
      test::run_qbank({"export", "--format", "html", "--out", out_en.string(), "."}, dir.path(), {}, {"LANGUAGE=en"});
  ASSERT_EQ(en.exit_code, 0) << en.err;
  EXPECT_NE(en.out.find("exported as html"), std::string::npos) << en.out;
  for (const std::string page : {"index.html", "base/vragen/one.html", "base/oefenen.html", "oefenen.js"}) {
    const std::string a = test::read_file(out_nl / page);
    EXPECT_EQ(a, test::read_file(out_en / page)) << page;
    EXPECT_EQ(a.find("Alle onderwerpen"), std::string::npos) << page;
  }
  fs::remove_all(out_nl);
  fs::remove_all(out_en);
}

// A finding that quotes the site's heading quotes it as the site shows it: in the bank's language.
TEST(SiteLanguage, TheRelatedCountFindingQuotesTheHeadingOfTheSite) {
  for (const std::string language : {"en", "nl"}) {
    test::TempDir dir;
    site_language_bank(dir, language);
    dir.write("qbank.toml", "language = \"" + language +
                                "\"\n[rules]\nspelling = \"off\"\nexplanation = \"off\"\nstyle = \"off\"\n"
                                "duplicate = \"off\"\n");
    dir.write("rules/text/stopwords-en.txt", "the\n");
    dir.write("rules/text/negations-en.txt", "not\n");
    const auto r = test::run_qbank({"lint", "--no-cache", "--format", "concise", "."}, dir.path(), {}, {"LANGUAGE=nl"});
    const std::string heading = language == "en" ? "More questions about" : "Meer vragen over";
    EXPECT_NE(r.out.find("next/bits.toml:1:1: warning[graph/related-count]: deze vraag heeft geen `related`; de site "
                         "toont onder '" +
                         heading + "' "),
              std::string::npos)
        << r.out;
  }
}

TEST(SiteLanguage, ContentTextsPickTheCatalogOfTheLanguage) {
  ASSERT_TRUE(ContentTexts::of("en").translated());
  EXPECT_STREQ(ContentTexts::of("en").text("Alle onderwerpen"), "All topics");
  EXPECT_STREQ(ContentTexts::of("en-GB").text("Alle onderwerpen"), "All topics");
  EXPECT_STREQ(ContentTexts::of("en_US").text("Alle onderwerpen"), "All topics");
  EXPECT_FALSE(ContentTexts::of("nl").translated());
  EXPECT_STREQ(ContentTexts::of("nl").text("Alle onderwerpen"), "Alle onderwerpen");
  EXPECT_STREQ(ContentTexts::of("fr").text("Alle onderwerpen"), "Alle onderwerpen");
  EXPECT_STREQ(ContentTexts::of("../en").text("Alle onderwerpen"), "Alle onderwerpen");
  // A text the catalog does not have is itself.
  EXPECT_STREQ(ContentTexts::of("en").text("geen bericht van qbank"), "geen bericht van qbank");
  // Plural forms at 0, 1 and 2 by the catalog's rule, and Dutch's own without one.
  const ContentTexts& en = ContentTexts::of("en");
  EXPECT_STREQ(en.plural("{} vraag", "{} vragen", 0), "{} questions");
  EXPECT_STREQ(en.plural("{} vraag", "{} vragen", 1), "{} question");
  EXPECT_STREQ(en.plural("{} vraag", "{} vragen", 2), "{} questions");
  const ContentTexts& nl = ContentTexts::of("nl");
  EXPECT_STREQ(nl.plural("{} vraag", "{} vragen", 0), "{} vragen");
  EXPECT_STREQ(nl.plural("{} vraag", "{} vragen", 1), "{} vraag");
  EXPECT_STREQ(nl.plural("{} vraag", "{} vragen", 2), "{} vragen");
  // The same table object for every call: loaded once.
  EXPECT_EQ(&ContentTexts::of("en"), &ContentTexts::of("en-GB"));
}

TEST(SiteLanguage, PluralRulesAreEvaluatedAsGettextDoes) {
  EXPECT_EQ(plural_index("(n != 1)", 0), 1u);
  EXPECT_EQ(plural_index("(n != 1)", 1), 0u);
  EXPECT_EQ(plural_index("(n != 1)", 2), 1u);
  EXPECT_EQ(plural_index("0", 7), 0u);        // one form only (Japanese)
  EXPECT_EQ(plural_index("(n > 1)", 0), 0u);  // French
  EXPECT_EQ(plural_index("(n > 1)", 2), 1u);
  // Polish: 1, 2-4 (not 12-14), the rest.
  const char* polish = "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)";
  const std::vector<std::pair<unsigned long, unsigned long>> cases = {{1, 0},  {2, 1},  {4, 1},  {5, 2},   {12, 2},
                                                                      {14, 2}, {22, 1}, {25, 2}, {112, 2}, {0, 2}};
  for (const auto& [n, form] : cases) EXPECT_EQ(plural_index(polish, n), form) << n;
  // Malformed: the first form.
  EXPECT_EQ(plural_index("n ? ", 3), 0u);
  EXPECT_EQ(plural_index("n % 0", 3), 0u);
  EXPECT_EQ(plural_index("(n != 1", 3), 0u);
}

TEST(SiteLanguage, AMalformedCatalogIsNoCatalog) {
  EXPECT_FALSE(ContentTexts::from_catalog("").translated());
  EXPECT_FALSE(ContentTexts::from_catalog("not a catalog at all").translated());
  std::string truncated = test::read_file(fs::path(locale_dir()) / "en" / "LC_MESSAGES" / "qbank.mo");
  ASSERT_GT(truncated.size(), 100u);
  EXPECT_TRUE(ContentTexts::from_catalog(truncated).translated());
  truncated.resize(truncated.size() / 2);
  const ContentTexts t = ContentTexts::from_catalog(truncated);
  EXPECT_FALSE(t.translated());
}

}  // namespace qbank::export_site_language_test
