// Independent readers that run on node (installed by tools/scripts/setup.sh test from
// tests/js/package-lock.json; these tests install nothing): the HTML site in real headless
// Chromium (playwright-core driving Debian's chromium) and the GIFT file in gift-pegjs. Labelled
// no-sanitizer: the sanitizer re-run of the suite skips them.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/strings.h"
#include "export/writer.h"
#include "export_test_util.h"
#include "test_util.h"

namespace qbank {
namespace {
namespace fs = std::filesystem;

const fs::path kJsDir = QBANK_JS_DIR;

// Runs one of the node scripts; fails the test with a clear message when node or the npm
// modules are missing.
nlohmann::json run_node(const std::string& script, const std::string& argument) {
  if (!fs::exists(kJsDir / "node_modules" / "playwright-core") || !fs::exists(kJsDir / "node_modules" / "gift-pegjs")) {
    ADD_FAILURE() << "the npm test helpers are missing: run tools/scripts/setup.sh test (npm ci in tests/js)";
    return nullptr;
  }
  auto r = test::run_program({"node", (kJsDir / script).string(), argument}, {}, 300);
  if (r.exit_code != 0) {
    ADD_FAILURE() << "node " << script << " exited " << r.exit_code << ":\n" << r.err;
    return nullptr;
  }
  return nlohmann::json::parse(r.out);
}

void write_site(const ExportView& view, const fs::path& out) {
  std::string error;
  ASSERT_GT(write_export(*find_exporter("html"), test::render("html", view), out, &error), 0) << error;
}

// What every page of every site must satisfy.
void check_site(const nlohmann::json& report, std::size_t pages) {
  ASSERT_FALSE(report.is_null());
  EXPECT_EQ(report["pages"].size(), pages);
  for (const auto& link : report["links"]) {
    EXPECT_TRUE(link["ok"].get<bool>()) << link["from"] << " -> " << link["href"] << ": " << link["why"];
  }
  EXPECT_GT(report["links"].size(), 0u);
  EXPECT_EQ(report["dialogs"].size(), 0u) << report["dialogs"].dump();
  EXPECT_EQ(report["pageErrors"].size(), 0u) << report["pageErrors"].dump();
  for (const auto& [path, page] : report["pages"].items()) {
    EXPECT_EQ(page["lang"], "nl") << path;
    EXPECT_EQ(page["scriptLike"], 0) << path;
    EXPECT_EQ(page["eventHandlers"], 0) << path;
    EXPECT_EQ(page["mainCount"], 1) << path;
    EXPECT_EQ(page["h1"].size(), 1u) << path;
    EXPECT_EQ(page["firstTabStop"], "a #inhoud Direct naar de inhoud") << path;
  }
  // Every page can be reached from the index by following links.
  std::set<std::string> reached = {"index.html"};
  std::vector<std::string> todo = {"index.html"};
  while (!todo.empty()) {
    const std::string from = todo.back();
    todo.pop_back();
    for (const auto& link : report["links"]) {
      if (link["from"] != from) continue;
      std::string href = link["href"];
      href = href.substr(0, href.find('#'));
      const std::string target = (fs::path(from).parent_path() / href).lexically_normal().string();
      if (reached.insert(target).second) todo.push_back(target);
    }
  }
  for (const auto& [path, page] : report["pages"].items()) EXPECT_TRUE(reached.count(path)) << path << " is an orphan";
}

std::string visible(const std::string& text) {
  // innerText of a paragraph: what the reader sees, line breaks as "\n".
  return trim(text);
}

TEST(ReaderChromium, TheRealBankSiteRevealsEveryAnswerAndEveryLinkResolves) {
  test::TempDir dir;
  const fs::path site = dir.path() / "site";
  auto r = test::run_qbank({"export", "--format", "html", "--out", site.string(), test::bank_dir().string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto report = run_node("html_site.js", site.string());
  auto f = test::load_for_export(test::bank_dir());
  check_site(report, f->view->questions().size() + 3);
  for (const Question* q : f->view->questions()) {
    const auto& page = report["pages"][q->topic + "/vragen/" + q->id + ".html"];
    ASSERT_TRUE(page.contains("reveal")) << q->id;
    const auto& reveal = page["reveal"];
    EXPECT_EQ(reveal["summary"], "Antwoord en toelichting tonen");
    EXPECT_FALSE(reveal["keyVisibleBefore"].get<bool>()) << q->id;
    EXPECT_FALSE(reveal["explanationVisibleBefore"].get<bool>()) << q->id;
    EXPECT_TRUE(reveal["open"].get<bool>()) << q->id;
    EXPECT_TRUE(reveal["keyVisibleAfter"].get<bool>()) << q->id;
    EXPECT_TRUE(reveal["explanationVisibleAfter"].get<bool>()) << q->id;
    const auto& key = q->options[static_cast<std::size_t>(q->key_index())];
    EXPECT_EQ(reveal["keyText"], "Antwoord: " + std::string(1, key.letter()) + ". " + key.text.value);
    EXPECT_EQ(visible(reveal["explanationText"]), q->explanation.value);
    ASSERT_EQ(page["options"].size(), q->options.size());
    for (const auto& o : q->options) {
      EXPECT_EQ(page["options"][o.index], std::string(1, o.letter()) + " " + o.text.value);
    }
    EXPECT_EQ(page["h1"][0], q->stem.value);
    // "Meer vragen over <topic>" lists the related questions by their stems.
    const std::string text = page["text"];
    EXPECT_NE(text.find("Meer vragen over AI-hardware en softwarestack"), std::string::npos);
    for (const Question* rel : f->view->related(*q)) EXPECT_NE(text.find(rel->stem.value), std::string::npos) << q->id;
    EXPECT_NE(text.find("Dit onderwerp oefenen"), std::string::npos);
    EXPECT_NE(text.find("Naar de onderwerppagina"), std::string::npos);
  }
}

TEST(ReaderChromium, HostileTextsAreShownAndRunNothing) {
  test::TempDir dir;
  auto f = test::load_for_export(test::write_hostile_bank(dir.path()));
  const fs::path site = dir.path() / "site";
  write_site(*f->view, site);
  const auto report = run_node("html_site.js", site.string());
  check_site(report, f->view->questions().size() + 1 + 2 * f->view->topics().size());
  const auto& page = report["pages"]["vijandig/vragen/script-in-stam.html"];
  const std::string text = page["text"];
  EXPECT_NE(text.find("Wat toont de pagina bij " + test::kScript + " en " + test::kAttribute + "?"), std::string::npos)
      << text;
  EXPECT_NE(text.find("Vijandig " + test::kScript + " & \"citaat\" / schuine streep"), std::string::npos);
  EXPECT_EQ(page["reveal"]["keyText"], "Antwoord: C. " + test::kFormula);
  EXPECT_EQ(page["options"][0], "A " + test::kAttribute);
  EXPECT_NE(std::string(page["reveal"]["explanationText"]).find("en een regel " + test::kScript + "."), std::string::npos);
  EXPECT_EQ(page["title"], "Wat toont de pagina bij " + test::kScript + " en " + test::kAttribute + "? – Vijandig " +
                               test::kScript + " & \"citaat\" / schuine streep");
}

// --- GIFT ----------------------------------------------------------------------------------

// What gift-pegjs makes of a text in a non-HTML format: the exported text is trimmed and has no
// CR (the exporter's doing); gift-pegjs then turns every run of two or more white-space
// characters into one space. Encoded newlines are decoded after that, so they stay.
std::string pegjs_form(const std::string& s) {
  std::string text;
  for (char c : trim(s)) {
    if (c != '\r') text += c;
  }
  std::string out;
  std::size_t i = 0;
  auto ws = [](char c) { return c == ' ' || c == '\t' || c == '\f' || c == '\v'; };
  while (i < text.size()) {
    if (!ws(text[i])) {
      out += text[i++];
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && ws(text[j])) ++j;
    out += j - i >= 2 ? std::string(" ") : text.substr(i, 1);
    i = j;
  }
  return out;
}

void check_gift(const nlohmann::json& parsed, const ExportView& view) {
  ASSERT_FALSE(parsed.is_null());
  std::size_t index = 0;
  std::string category;
  for (const auto& item : parsed) {
    if (item["type"] == "Category") {
      category = item["title"];
      continue;
    }
    ASSERT_EQ(item["type"], "MC") << item.dump();
    ASSERT_LT(index, view.questions().size());
    const Question& q = *view.questions()[index++];
    std::string expected_category = "$course$/top/";
    for (char c : view.topic_title(q.topic)) expected_category += c == '/' ? std::string("//") : std::string(1, c);
    EXPECT_EQ(category, expected_category);
    EXPECT_EQ(item["title"], q.id);
    EXPECT_EQ(item["stem"]["format"], "plain");
    EXPECT_EQ(item["stem"]["text"], pegjs_form(q.stem.value)) << q.id;
    EXPECT_EQ(item["globalFeedback"]["text"], pegjs_form(q.explanation.value)) << q.id;
    ASSERT_EQ(item["choices"].size(), q.options.size()) << q.id;
    for (const auto& o : q.options) {
      const auto& c = item["choices"][o.index];
      EXPECT_EQ(c["isCorrect"], o.correct) << q.id << " " << o.letter();
      EXPECT_EQ(c["text"]["text"], pegjs_form(o.text.value)) << q.id << " " << o.letter();
      if (o.feedback.present && !o.feedback.value.empty()) {
        EXPECT_EQ(c["feedback"]["text"], pegjs_form(o.feedback.value));
      } else {
        EXPECT_TRUE(c["feedback"].is_null());
      }
    }
  }
  EXPECT_EQ(index, view.questions().size());
}

TEST(ReaderGiftPegjs, TheRealBankParsesToTheBanksStemsOptionsAndKeys) {
  test::TempDir dir;
  const fs::path out = dir.path() / "bank.gift";
  auto r = test::run_qbank({"export", "--format", "gift", "--out", out.string(), test::bank_dir().string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto f = test::load_for_export(test::bank_dir());
  check_gift(run_node("gift_parse.js", out.string()), *f->view);
}

TEST(ReaderGiftPegjs, HostileTextsParseBackUnchanged) {
  test::TempDir dir;
  auto f = test::load_for_export(test::write_hostile_bank(dir.path()));
  const fs::path out = dir.path() / "vijandig.gift";
  test::write_file(out, test::render_one("gift", *f->view));
  check_gift(run_node("gift_parse.js", out.string()), *f->view);
}

}  // namespace
}  // namespace qbank
