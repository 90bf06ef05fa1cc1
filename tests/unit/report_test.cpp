// `qbank report`: the pages, their numbers against `qbank stats --format json`, the graphs drawn
// with Graphviz, the history over git commits, and the same bytes on every run.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <regex>

#include "core/utf8.h"
#include "output/render.h"
#include "report/graphviz.h"
#include "report/history.h"
#include "report/svg_chart.h"
#include "test_util.h"

namespace qbank::report_test {
namespace {
namespace fs = std::filesystem;

std::map<std::string, std::string> read_tree(const fs::path& dir) {
  std::map<std::string, std::string> out;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (e.is_regular_file()) out[e.path().lexically_relative(dir).generic_string()] = test::read_file(e.path());
  }
  return out;
}

// The <svg> element with this id in a page.
std::string svg_with_id(const std::string& page, const std::string& id) {
  const auto start = page.find("id=\"" + id + "\"");
  if (start == std::string::npos) return {};
  return page.substr(start, page.find("</svg>", start) - start);
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

// The real bank plus a second topic with a draft, a question without a key and one without links.
fs::path two_topic_bank(const test::TempDir& dir) {
  const fs::path bank = test::copy_bank(dir.path());
  dir.write("bank/tweede/topic.toml", "title = \"Tweede onderwerp\"\n");
  dir.write("bank/tweede/eerste-vraag.toml",
            "status = \"draft\"\n" + test::sample_question("Welke uitspraak over de eerste test is juist?"));
  dir.write("bank/tweede/tweede-vraag.toml",
            "stem = \"Welke uitspraak over de tweede test is juist?\"\n"
            "explanation = \"Geen enkele optie is als juist gemarkeerd, en dat is hier de fout.\"\n"
            "\n[[options]]\ntext = \"Ja\"\n\n[[options]]\ntext = \"Nee\"\n");
  return bank;
}

TEST(Report, EveryChartHasABarPerTopicAndThePageAgreesWithStatsJson) {
  test::TempDir dir;
  two_topic_bank(dir);
  const auto r = test::run_qbank({"report", "--history", "0", "--out", "rapport", "bank"}, dir.path());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("bestanden geschreven in rapport"), std::string::npos) << r.err;
  const auto stats = test::run_qbank({"stats", "--format", "json", "bank"}, dir.path());
  ASSERT_EQ(stats.exit_code, 0) << stats.err;
  const auto files = read_tree(dir.path() / "rapport");
  // The numbers file is byte for byte what `qbank stats --format json` prints.
  ASSERT_TRUE(files.contains("cijfers.json"));
  EXPECT_EQ(files.at("cijfers.json"), stats.out);
  const auto doc = nlohmann::json::parse(stats.out);
  ASSERT_EQ(doc["topics"].size(), 2u);

  const std::string& index = files.at("index.html");
  for (const char* chart :
       {"grafiek-status", "grafiek-sleutelpositie", "grafiek-optielengte", "grafiek-zonder-verwijzingen"}) {
    EXPECT_EQ(count(svg_with_id(index, chart), "<g class=\"staaf"), 2u) << chart;
  }
  // The status bars and their table carry the JSON's numbers: the second topic has a draft.
  EXPECT_EQ(doc["topics"][1]["statuses"]["draft"], 1);
  EXPECT_NE(svg_with_id(index, "grafiek-status")
                .find("<title>tweede: draft 1 vraag, review 0 vragen, published 1 vraag, retired 0 vragen</title>"),
            std::string::npos);
  EXPECT_NE(
      index.find(
          "<tr><th scope=\"row\"><a "
          "href=\"onderwerpen/tweede.html\">tweede</a></th><td>1</td><td>0</td><td>1</td><td>0</td><td>2</td></tr>"),
      std::string::npos);
  // One bar per rule with findings, linking to the rule's page: its documentation and its findings.
  const std::string rules = svg_with_id(index, "grafiek-regels");
  EXPECT_EQ(count(rules, "<g class=\"staaf"), doc["rules"].size()) << rules;
  for (const auto& rule : doc["rules"]) {
    const std::string id = rule["rule"];
    EXPECT_NE(rules.find("<a href=\"regels/" + id + ".html#meldingen\">"), std::string::npos) << id;
    ASSERT_TRUE(files.contains("regels/" + id + ".html")) << id;
    const std::string& page = files.at("regels/" + id + ".html");
    EXPECT_NE(page.find("<div class=\"documentatie\">"), std::string::npos) << id;
    EXPECT_NE(page.find("id=\"meldingen\""), std::string::npos) << id;
  }
  EXPECT_TRUE(files.contains("regels/answer/no-correct-option.html"));
  // A page per topic with its graph; every node of it links to a question on a page that exists.
  for (const auto& topic : doc["topics"]) {
    const std::string path = "onderwerpen/" + topic["id"].get<std::string>() + ".html";
    ASSERT_TRUE(files.contains(path));
    const std::string& page = files.at(path);
    const std::string graph = svg_with_id(page, "vraaggraaf-tekening");
    EXPECT_EQ(count(graph, "<g class=\"knoop"), topic["questions"].get<std::size_t>()) << path;
    std::smatch m;
    std::string rest = graph;
    std::size_t links = 0;
    while (std::regex_search(rest, m, std::regex("<a href=\"([^\"#]*)#([^\"]+)\">"))) {
      const std::string file = m[1].str().empty() ? path : "onderwerpen/" + m[1].str();
      ASSERT_TRUE(files.contains(file)) << m[0];
      EXPECT_NE(files.at(file).find("<article class=\"vraag\" id=\"" + m[2].str() + "\">"), std::string::npos) << m[0];
      ++links;
      rest = m.suffix();
    }
    EXPECT_EQ(links, topic["questions"].get<std::size_t>()) << path;
  }
  // The topic graph: a node per topic, linking to its page.
  const std::string topics = svg_with_id(index, "onderwerpgraaf-tekening");
  EXPECT_NE(topics.find("<a href=\"onderwerpen/tweede.html\">"), std::string::npos);
  EXPECT_NE(topics.find("<a href=\"onderwerpen/ai-hardware-en-softwarestack.html\">"), std::string::npos);
  // Nothing is loaded from elsewhere: no script, no remote URL.
  for (const auto& [path, content] : files) {
    EXPECT_EQ(content.find("<script"), std::string::npos) << path;
    EXPECT_EQ(content.find("http://"), content.find("http://www.w3.org/2000/svg") == std::string::npos
                                           ? std::string::npos
                                           : content.find("http://www.w3.org/2000/svg"))
        << path;
    EXPECT_EQ(content.find("https://"), std::string::npos) << path;
  }
  // --history 0 says so on the page.
  EXPECT_NE(index.find("Niet gevraagd (<code>--history 0</code>)."), std::string::npos);
}

TEST(Report, TheSameBankGivesTheSameBytesWithAndWithoutTheCacheOnAnyNumberOfThreads) {
  test::TempDir dir;
  two_topic_bank(dir);
  auto a = test::run_qbank({"report", "--history", "0", "--no-cache", "-j", "1", "--out", "a", "bank"}, dir.path());
  ASSERT_EQ(a.exit_code, 0) << a.err;
  auto b = test::run_qbank({"report", "--history", "0", "-j", "2", "--out", "b", "bank"}, dir.path());
  ASSERT_EQ(b.exit_code, 0) << b.err;
  auto c = test::run_qbank({"report", "--history", "0", "-j", "2", "--out", "c", "bank"}, dir.path());  // a cache hit
  ASSERT_EQ(c.exit_code, 0) << c.err;
  const auto first = read_tree(dir.path() / "a");
  EXPECT_EQ(first, read_tree(dir.path() / "b"));
  EXPECT_EQ(first, read_tree(dir.path() / "c"));
}

TEST(Report, AStaleTopicPageIsRemovedAndOtherFilesStay) {
  test::TempDir dir;
  two_topic_bank(dir);
  ASSERT_EQ(test::run_qbank({"report", "--history", "0", "--out", "rapport", "bank"}, dir.path()).exit_code, 0);
  dir.write("rapport/eigen.txt", "van de gebruiker\n");
  fs::remove_all(dir.path() / "bank/tweede");
  ASSERT_EQ(test::run_qbank({"report", "--history", "0", "--out", "rapport", "bank"}, dir.path()).exit_code, 0);
  EXPECT_FALSE(fs::exists(dir.path() / "rapport/onderwerpen/tweede.html"));
  EXPECT_FALSE(fs::exists(dir.path() / "rapport/regels/answer/no-correct-option.html"));
  EXPECT_TRUE(fs::exists(dir.path() / "rapport/onderwerpen/ai-hardware-en-softwarestack.html"));
  EXPECT_TRUE(fs::exists(dir.path() / "rapport/eigen.txt"));
}

TEST(Report, AMissingBankIsAClearErrorWithExitCode2) {
  test::TempDir dir;
  const auto r = test::run_qbank({"report", "--out", "rapport", "bestaat-niet"}, dir.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "qbank report: pad bestaat niet: bestaat-niet\n");
  EXPECT_FALSE(fs::exists(dir.path() / "rapport"));
}

// --- History --------------------------------------------------------------------------------------

test::RunResult git(const fs::path& dir, std::vector<std::string> args) {
  args.insert(args.begin(),
              {"git", "-c", "user.name=Test", "-c", "user.email=test@example.org", "-c", "commit.gpgsign=false"});
  return test::run_program(args, dir, {},
                           {"GIT_AUTHOR_DATE=2026-11-30T12:00:00Z", "GIT_COMMITTER_DATE=2026-11-30T12:00:00Z"});
}

void commit(const fs::path& dir, const std::string& message) {
  ASSERT_EQ(git(dir, {"add", "-A"}).exit_code, 0);
  const auto r = git(dir, {"commit", "-q", "-m", message});
  ASSERT_EQ(r.exit_code, 0) << r.err;
}

struct Counts {
  std::size_t errors = 0, warnings = 0;
};

// What `qbank lint` says of the bank as it is now: the figure the history must repeat.
Counts lint_counts(const fs::path& repo) {
  const auto r = test::run_qbank({"lint", "--no-cache", "--format", "json", "bank"}, repo);
  const auto doc = nlohmann::json::parse(r.out);
  return {doc["summary"]["errors"].get<std::size_t>(), doc["summary"]["warnings"].get<std::size_t>()};
}

TEST(ReportHistory, OnePointPerCommitWithTheFindingsOfThatCommitAndTheSecondRunFromTheCache) {
  test::TempDir dir;
  const fs::path repo = dir.path() / "repo";
  fs::create_directories(repo);
  ASSERT_EQ(git(repo, {"init", "-q", "-b", "main"}).exit_code, 0);
  test::write_file(repo / "README.md", "Een repository met een bank in een map.\n");
  commit(repo, "Eerst alleen een README");  // no bank yet: no point
  test::copy_bank(repo);
  test::write_file(repo / ".gitignore", ".qbank-cache/\nrapport/\n");
  commit(repo, "De bank");
  std::vector<Counts> expected = {lint_counts(repo)};
  test::write_file(repo / "bank/ai-hardware-en-softwarestack/zonder-sleutel.toml",
                   "stem = \"Welke uitspraak over de sleutelloze test is juist?\"\n"
                   "explanation = \"Geen enkele optie is als juist gemarkeerd, en dat is hier de fout.\"\n"
                   "related = [\"bestaat-niet\"]\n"
                   "\n[[options]]\ntext = \"Ja\"\n\n[[options]]\ntext = \"Nee\"\n");
  commit(repo, "Een vraag zonder sleutel");
  expected.push_back(lint_counts(repo));
  fs::remove(repo / "bank/ai-hardware-en-softwarestack/zonder-sleutel.toml");
  commit(repo, "De vraag weer weg");
  expected.push_back(lint_counts(repo));
  ASSERT_GT(expected[1].errors, expected[0].errors);  // the middle commit is worse

  health::HistoryOptions options;
  options.bank_root = repo / "bank";
  options.commits = 30;
  const health::History first = health::read_history(options);
  ASSERT_TRUE(first.repository);
  EXPECT_EQ(first.problem, "");
  ASSERT_EQ(first.points.size(), 3u);
  EXPECT_EQ(first.without_bank, 1u);
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(first.points[i].errors, expected[i].errors) << i;
    EXPECT_EQ(first.points[i].warnings, expected[i].warnings) << i;
  }
  EXPECT_EQ(first.points[1].subject, "Een vraag zonder sleutel");
  EXPECT_EQ(first.points[1].date, "2026-11-30");
  // The first and last commit have the same bank folder (the same tree): linted once.
  EXPECT_EQ(first.linted, 2u);
  const health::History second = health::read_history(options);
  EXPECT_EQ(second.linted, 0u);
  ASSERT_EQ(second.points.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_TRUE(second.points[i].cached);
    EXPECT_EQ(second.points[i].errors, first.points[i].errors);
  }
  options.commits = 2;
  EXPECT_EQ(health::read_history(options).points.size(), 2u);

  // The page: one point per commit and series, oldest first, and the table beside it.
  const auto r = test::run_qbank({"report", "--out", "rapport", "bank"}, repo);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string index = test::read_file(repo / "rapport/index.html");
  const std::string chart = svg_with_id(index, "grafiek-verloop");
  EXPECT_EQ(count(chart, "<circle class=\"punt reeks-0\""), 3u);
  EXPECT_EQ(count(chart, "<circle class=\"punt reeks-1\""), 3u);
  EXPECT_LT(chart.find("De bank"), chart.find("Een vraag zonder sleutel"));
  EXPECT_NE(index.find("1 commit had deze bank nog niet."), std::string::npos);
}

// A bank whose qbank.toml names a folder outside the bank folder (rules_dir = "../eigen-regels")
// is linted at each commit with that folder as it was then; a bank at the repository's root has
// no points for commits before its qbank.toml; a commit whose configuration does not load is a gap.
TEST(ReportHistory, FoldersOutsideTheBankTheRepositoryRootAndABrokenConfiguration) {
  test::TempDir dir;
  const fs::path repo = dir.path() / "repo";
  fs::create_directories(repo);
  ASSERT_EQ(git(repo, {"init", "-q", "-b", "main"}).exit_code, 0);
  test::write_file(repo / "README.md", "Eerst alleen dit.\n");
  commit(repo, "Begin");
  test::copy_bank(repo);
  fs::create_directories(repo / "eigen-regels" / "style");
  fs::copy_file(test::source_dir() / "rules" / "style" / "abbreviation.toml",
                repo / "eigen-regels" / "style" / "abbreviation.toml");
  test::write_file(repo / "bank" / "qbank.toml", "language = \"nl\"\nrules_dir = \"../eigen-regels\"\n");
  test::write_file(repo / ".gitignore", ".qbank-cache/\n");
  commit(repo, "De bank met eigen regels ernaast");
  const Counts good = lint_counts(repo);
  test::write_file(repo / "bank" / "qbank.toml", "language = \"nl\"\nrules_dir = \"../bestaat-niet\"\n");
  commit(repo, "Een kapotte configuratie");
  test::write_file(repo / "bank" / "qbank.toml", "language = \"nl\"\nrules_dir = \"../eigen-regels\"\n");
  commit(repo, "Weer goed");

  health::HistoryOptions options;
  options.bank_root = repo / "bank";
  const health::History h = health::read_history(options);
  EXPECT_EQ(h.problem, "");
  ASSERT_EQ(h.points.size(), 3u);
  EXPECT_EQ(h.without_bank, 1u);
  EXPECT_FALSE(h.points[0].config_error);
  EXPECT_EQ(h.points[0].errors, good.errors);
  EXPECT_EQ(h.points[0].warnings, good.warnings);
  EXPECT_TRUE(h.points[1].config_error);
  EXPECT_FALSE(h.points[2].config_error);
  EXPECT_EQ(h.points[2].errors, good.errors);
  const auto r = test::run_qbank({"report", "--out", "rapport", "bank"}, repo);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string index = test::read_file(repo / "rapport/index.html");
  EXPECT_NE(index.find("Bij 1 commit laadde de configuratie niet; daar is de lijn onderbroken."), std::string::npos);
  EXPECT_EQ(count(svg_with_id(index, "grafiek-verloop"), "<circle class=\"punt reeks-0\""), 2u);
  EXPECT_EQ(count(svg_with_id(index, "grafiek-verloop"), "<polyline"), 4u);  // two series, each broken once

  // The same bank at the root of its own repository: the commit before qbank.toml has no point.
  const fs::path root = dir.path() / "root";
  fs::create_directories(root);
  ASSERT_EQ(git(root, {"init", "-q", "-b", "main"}).exit_code, 0);
  test::write_file(root / "README.md", "Nog geen bank.\n");
  commit(root, "Begin");
  fs::copy(test::bank_dir(), root, fs::copy_options::recursive | fs::copy_options::overwrite_existing);
  fs::remove_all(root / ".qbank-cache");
  test::write_file(root / ".gitignore", ".qbank-cache/\n");
  commit(root, "De bank");
  options.bank_root = root;
  const health::History at_root = health::read_history(options);
  EXPECT_EQ(at_root.problem, "");
  ASSERT_EQ(at_root.points.size(), 1u);
  EXPECT_EQ(at_root.without_bank, 1u);
  EXPECT_EQ(at_root.points[0].errors, 0u);
}

TEST(ReportHistory, OutsideARepositoryThereIsNoHistoryAndNoError) {
  test::TempDir dir;
  test::copy_bank(dir.path());
  health::HistoryOptions options;
  options.bank_root = dir.path() / "bank";
  const health::History h = health::read_history(options);
  EXPECT_FALSE(h.repository);
  EXPECT_TRUE(h.points.empty());
  EXPECT_EQ(h.problem, "");
  const auto r = test::run_qbank({"report", "--out", "rapport", "bank"}, dir.path());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(test::read_file(dir.path() / "rapport/index.html").find("staat niet in een git-repository"),
            std::string::npos);
}

// --- Graphs and charts ---------------------------------------------------------------------------

health::GraphSpec triangle(health::Layout layout) {
  health::GraphSpec g;
  g.layout = layout;
  g.id = "driehoek";
  g.title = "Drie <vragen> & een verwijzing";
  g.nodes = {{{"a"}, "#a", "eerste", "vraag-a", ""},
             {{"b", "(draft)"}, "#b", "", "vraag-b", "concept"},
             {{"c"}, "", "", "", "ontbreekt"}};
  g.edges = {{0, 1, true, true, "", "", "wederzijds"}, {1, 2, false, true, "3", "drie", "kapot"}};
  return g;
}

TEST(Graphviz, DrawsEveryNodeAndEdgeWithItsLinkAndTheSameBytesEachTime) {
  for (auto layout : {health::Layout::Hierarchy, health::Layout::Network}) {
    std::string error;
    const std::string svg = health::draw_graph(triangle(layout), &error);
    ASSERT_FALSE(svg.empty()) << error;
    EXPECT_TRUE(svg.starts_with("<svg class=\"graafvlak\" id=\"driehoek\""));
    EXPECT_NE(svg.find("<title>Drie &lt;vragen&gt; &amp; een verwijzing</title>"), std::string::npos);
    EXPECT_EQ(count(svg, "<g class=\"knoop"), 3u);
    EXPECT_EQ(count(svg, "<g class=\"verbinding"), 2u);
    EXPECT_NE(svg.find("<g class=\"knoop\" id=\"vraag-a\"><title>eerste</title><a href=\"#a\"><rect"),
              std::string::npos)
        << svg;
    EXPECT_EQ(count(svg, "<a href="), 2u);        // the missing one links nowhere
    EXPECT_EQ(count(svg, "class=\"pijl\""), 3u);  // two heads on the mutual edge, one on the other
    EXPECT_NE(svg.find(">(draft)</text>"), std::string::npos);
    EXPECT_EQ(svg.find("fill=\"#"), std::string::npos);  // colours come from the stylesheet
    EXPECT_EQ(health::draw_graph(triangle(layout), &error), svg);
  }
}

// xml_escape decodes only non-ASCII bytes; the bytes are those of decoding every character.
std::string escape_per_character(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    char32_t cp;
    const std::size_t n = utf8::decode(text, i, cp);
    const bool invalid = n == 1 && static_cast<unsigned char>(text[i]) >= 0x80;
    if (cp == '&')
      out += "&amp;";
    else if (cp == '<')
      out += "&lt;";
    else if (cp == '>')
      out += "&gt;";
    else if (cp == '"')
      out += "&quot;";
    else if (cp == '\'')
      out += "&apos;";
    else if (cp == '\n')
      out += "&#10;";
    else if (cp == '\r')
      out += "&#13;";
    else if (cp == '\t')
      out += "&#9;";
    else if (invalid || cp < 0x20 || cp == 0xFFFE || cp == 0xFFFF || (cp >= 0xD800 && cp <= 0xDFFF))
      out += "\xEF\xBF\xBD";
    else
      out.append(text, i, n);
    i += n;
  }
  return out;
}

TEST(SvgChart, XmlEscapeGivesTheBytesOfEscapingEveryCharacter) {
  for (std::string text :
       {std::string("gewoon"), std::string("<a href=\"x\">&amp;'</a>"), std::string("één \u00e9 \u2013 \U0001F600"),
        std::string("regel\nnog\r\t"), std::string("\x01\x1f"), std::string("kapot \xff\xfe \xc3"),
        std::string("\xed\xa0\x80 surrogaat"), std::string("\xef\xbf\xbe"), std::string()}) {
    EXPECT_EQ(xml_escape(text), escape_per_character(text)) << text;
  }
}

TEST(SvgChart, NumbersAreDutchAndEveryBarHasItsTitleAndTableRow) {
  EXPECT_EQ(health::report_number(1234567), "1.234.567");
  EXPECT_EQ(health::report_number(12.345, 1), "12,3");
  EXPECT_EQ(health::report_number(-0.01, 1), "0,0");
  EXPECT_EQ(health::report_number(999.96, 1), "1.000,0");
  health::BarChart c;
  c.id = "proef";
  c.title = "Proef";
  c.label_heading = "onderwerp";
  c.series = {"fout", "waarschuwing"};
  c.unit = "meldingen";
  c.bars = {{"een", {2, 1}, "een.html", "", "", false, {}}, {"twee", {0, 4}, "", "", "let op", true, {}}};
  const std::string svg = health::bar_chart_svg(c);
  EXPECT_EQ(count(svg, "<g class=\"staaf"), 2u);
  EXPECT_NE(svg.find("<title>een: fout 2 meldingen, waarschuwing 1 meldingen</title>"), std::string::npos) << svg;
  c.unit_one = "melding";
  EXPECT_NE(health::bar_chart_svg(c).find("<title>een: fout 2 meldingen, waarschuwing 1 melding</title>"),
            std::string::npos);
  EXPECT_NE(svg.find("<g class=\"staaf gemarkeerd\" data-label=\"twee\"><title>twee: fout 0 meldingen, waarschuwing 4 "
                     "meldingen. let op</title>"),
            std::string::npos);
  EXPECT_EQ(
      health::bar_chart_table(c),
      "<table class=\"cijfers\" id=\"proef-tabel\"><caption>Proef</caption><thead><tr><th scope=\"col\">onderwerp</th>"
      "<th scope=\"col\">fout</th><th scope=\"col\">waarschuwing</th><th scope=\"col\">totaal</th></tr></thead><tbody>"
      "<tr><th scope=\"row\"><a href=\"een.html\">een</a></th><td>2</td><td>1</td><td>3</td></tr>"
      "<tr><th scope=\"row\">twee <span class=\"noot\">let "
      "op</span></th><td>0</td><td>4</td><td>4</td></tr></tbody></table>");
  // Axis steps of whole numbers for counts: 0, 1, 2, 3, 4 (never 2,5).
  EXPECT_NE(svg.find(">4</text>"), std::string::npos);
  EXPECT_EQ(svg.find("2,5"), std::string::npos);
}

}  // namespace
}  // namespace qbank::report_test
