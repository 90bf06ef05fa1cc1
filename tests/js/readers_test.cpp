// Independent readers that run on node (installed by tools/scripts/setup.sh test from
// tests/js/package-lock.json; these tests install nothing): the HTML site in real headless
// Chromium (playwright-core driving Debian's chromium) and the GIFT file in gift-pegjs. Labelled
// no-sanitizer: the sanitizer re-run of the suite skips them.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "core/markdown.h"
#include "core/strings.h"
#include "core/zip.h"
#include "export/text.h"
#include "export/writer.h"
#include "export_test_util.h"
#include "test_util.h"

namespace qbank {
namespace {
namespace fs = std::filesystem;

const fs::path kJsDir = QBANK_JS_DIR;

// Runs one of the node scripts; fails the test with a clear message when node or the npm
// modules are missing.
nlohmann::json run_node(const std::string& script, const std::vector<std::string>& arguments) {
  if (!fs::exists(kJsDir / "node_modules" / "playwright-core") || !fs::exists(kJsDir / "node_modules" / "gift-pegjs") ||
      !fs::exists(kJsDir / "node_modules" / "@citolab" / "qti-components")) {
    ADD_FAILURE() << "the npm test helpers are missing: run tools/scripts/setup.sh test (npm ci in tests/js)";
    return nullptr;
  }
  std::vector<std::string> command = {"node", (kJsDir / script).string()};
  command.insert(command.end(), arguments.begin(), arguments.end());
  auto r = test::run_program(command, {}, {}, {}, 300);
  if (r.exit_code != 0) {
    ADD_FAILURE() << "node " << script << " exited " << r.exit_code << ":\n" << r.err;
    return nullptr;
  }
  return nlohmann::json::parse(r.out);
}

// The site's script and stylesheet as kept in the source tree (the exporter embeds them and
// writes them unchanged to oefenen.js and stijl.css at the root of the site).
const std::string& practice_script() {
  static const std::string text = test::read_file(fs::path(QBANK_SOURCE_DIR) / "tools/export/oefenen.js");
  return text;
}
const std::string& site_style() {
  static const std::string text = test::read_file(fs::path(QBANK_SOURCE_DIR) / "tools/export/stijl.css");
  return text;
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
  // The one script and the one stylesheet of the site, at its root, unchanged.
  ASSERT_TRUE(report["files"].contains("stijl.css"));
  EXPECT_EQ(report["files"]["stijl.css"], site_style());
  if (report["files"].contains("oefenen.js")) {
    EXPECT_EQ(report["files"]["oefenen.js"], practice_script());
  }
  for (const auto& [path, page] : report["pages"].items()) {
    EXPECT_EQ(page["lang"], "nl") << path;
    EXPECT_EQ(page["scriptLike"], 0) << path;
    // The only script is the site's own file, loaded by the question pages and the practice pages
    // that have questions: no inline script (a text never becomes a script), none elsewhere.
    const bool question = path.find("/vragen/") != std::string::npos;
    const bool practice = path.size() >= 12 && path.substr(path.size() - 12) == "oefenen.html";
    const bool scripted = question || (practice && page["reveals"].get<int>() > 0);
    ASSERT_EQ(page["scripts"].size(), scripted ? 1u : 0u) << path;
    for (const auto& script : page["scripts"]) {
      EXPECT_EQ(script["src"], "oefenen.js") << path;
      EXPECT_EQ(script["text"], "") << path;
    }
    ASSERT_EQ(page["stylesheets"].size(), 1u) << path << ": " << page["stylesheets"].dump();
    EXPECT_EQ(page["stylesheets"][0]["rel"], "stylesheet") << path;
    EXPECT_EQ(page["stylesheets"][0]["href"], "stijl.css") << path;
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
  const auto report = run_node("html_site.js", {site.string()});
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
    // With JavaScript the options are buttons: each one, chosen on a fresh load, marks itself
    // and the key, says whether it was right and opens the reveal; a second choice does nothing.
    ASSERT_EQ(page["choices"].size(), q->options.size()) << q->id;
    const std::size_t key_index = static_cast<std::size_t>(q->key_index());
    for (const auto& chosen : q->options) {
      SCOPED_TRACE(q->id + " " + std::string(1, chosen.letter()));
      const auto& c = page["choices"][chosen.index];
      const bool right = chosen.index == key_index;
      EXPECT_FALSE(c["openBefore"].get<bool>());
      EXPECT_TRUE(c["open"].get<bool>());
      EXPECT_EQ(c["verdict"], right ? "Goed!" : "Helaas, dat is niet juist.");
      EXPECT_TRUE(c["verdictFocused"].get<bool>());
      EXPECT_EQ(c["hint"], "Kies een antwoord: je ziet meteen of het klopt.");
      EXPECT_EQ(c["disabled"], q->options.size());
      EXPECT_EQ(c["verdictsAfterSecondChoice"], 1);
      ASSERT_EQ(c["marks"].size(), q->options.size());
      for (const auto& o : q->options) {
        const auto& m = c["marks"][o.index];
        EXPECT_EQ(m["option"], std::string(1, o.letter()) + " " + o.text.value);
        if (o.index == key_index) {
          EXPECT_EQ(m["mark"], "Juiste antwoord");
          EXPECT_EQ(m["state"], "juist");
        } else if (o.index == chosen.index) {
          EXPECT_EQ(m["mark"], "Jouw antwoord");
          EXPECT_EQ(m["state"], "fout");
        } else {
          EXPECT_TRUE(m["mark"].is_null());
          EXPECT_TRUE(m["state"].is_null());
        }
      }
    }
    // "Meer vragen over <topic>" lists the related questions by their stems.
    const std::string text = page["text"];
    EXPECT_NE(text.find("Meer vragen over AI-hardware en softwarestack"), std::string::npos);
    for (const Question* rel : f->view->related(*q)) EXPECT_NE(text.find(rel->stem.value), std::string::npos) << q->id;
    EXPECT_NE(text.find("Dit onderwerp oefenen"), std::string::npos);
    EXPECT_NE(text.find("Naar de onderwerppagina"), std::string::npos);
  }
}

// --- The practice page (oefenen.html) --------------------------------------------------------

// The shown options of a question, "A <text>", ..., as the bank's options in the order `order`.
std::vector<std::string> shown(const Question& q, const std::vector<std::size_t>& order) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < order.size(); ++i)
    out.push_back(exporttext::letter(i) + " " + q.options[order[i]].text.value);
  return out;
}

// The bank's option indexes in the order the page showed them; fails when the shown options are
// not exactly the question's options, lettered A, B, C, ... in the shown order.
std::vector<std::size_t> shown_order(const Question& q, const nlohmann::json& options) {
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < options.size(); ++i) {
    const std::string text = options[i];
    const std::string prefix = exporttext::letter(i) + " ";
    EXPECT_EQ(text.substr(0, prefix.size()), prefix) << q.id;
    for (const auto& o : q.options) {
      if (text.substr(prefix.size()) == o.text.value) order.push_back(o.index);
    }
  }
  std::vector<std::size_t> sorted = order;
  std::sort(sorted.begin(), sorted.end());
  std::vector<std::size_t> all(q.options.size());
  for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
  EXPECT_EQ(sorted, all) << q.id << ": the page shows other options than the bank has";
  return order;
}

// The score line, as `qbank practice` writes it too: "Score: 9 van 12 (75%)".
std::string score(std::size_t right, std::size_t asked) {
  return "Score: " + std::to_string(right) + " van " + std::to_string(asked) + " (" +
         std::to_string((right * 100 + asked / 2) / asked) + "%)";
}

struct PracticeCheck {
  const std::map<std::string, const Question*>* by_stem;
  std::set<std::string> option_orders;  // every option order seen, to check the shuffle
};

// One answered question of a round, against the bank.
// focus: the element focused when the question is shown: none on the page's first question, the
// question's heading after that.
void check_answer(PracticeCheck& check, const nlohmann::json& a, bool right, std::size_t position, std::size_t total,
                  const std::string& focus) {
  const std::string stem = a["stem"];
  auto it = check.by_stem->find(stem);
  ASSERT_NE(it, check.by_stem->end()) << "the page showed a stem the topic does not have: " << stem;
  const Question& q = *it->second;
  EXPECT_EQ(a["progress"], "Vraag " + std::to_string(position + 1) + " van " + std::to_string(total));
  const auto order = shown_order(q, a["options"]);
  if (order.size() != q.options.size()) return;
  std::string order_text = q.id;
  for (auto i : order) order_text += " " + std::to_string(i);
  check.option_orders.insert(order_text);
  const std::size_t key_at =
      std::find(order.begin(), order.end(), static_cast<std::size_t>(q.key_index())) - order.begin();
  const std::string key_letter = exporttext::letter(key_at);
  EXPECT_EQ(a["chosen"] == key_letter, right) << q.id;
  EXPECT_EQ(a["verdict"], right ? "Goed!" : "Helaas, dat is niet juist.") << q.id;
  EXPECT_EQ(a["verdictAfterSecondKey"], a["verdict"]) << q.id << ": a second answer changed the verdict";
  EXPECT_EQ(a["key"], "Antwoord: " + key_letter + ". " + q.options[order[key_at]].text.value) << q.id;
  EXPECT_EQ(a["explanation"], trim(q.explanation.value)) << q.id;
  EXPECT_EQ(a["disabled"], q.options.size()) << q.id;
  // The options after answering: the key marked, the wrong choice marked, nothing else changed.
  const auto texts = shown(q, order);
  nlohmann::json marked = nlohmann::json::array();
  for (const auto& t : texts) marked.push_back({{"option", t}, {"mark", nullptr}, {"state", nullptr}});
  marked[key_at]["mark"] = "Juiste antwoord";
  marked[key_at]["state"] = "juist";
  if (!right) {
    const std::size_t chosen = static_cast<std::size_t>(std::string(a["chosen"])[0] - 'A');
    marked[chosen]["mark"] = "Jouw antwoord";
    marked[chosen]["state"] = "fout";
  }
  EXPECT_EQ(a["marked"], marked) << q.id;
  EXPECT_EQ(a["next"], position + 1 < total ? "Volgende vraag" : "Naar de score");
  EXPECT_EQ(a["nextFocused"], "oef-verder");
  EXPECT_EQ(a["focused"], focus) << "focus on question " << position + 1;
}

// A whole round: the stems shown (each of `expected` once), every answer, the score.
std::vector<std::string> check_round(PracticeCheck& check, const nlohmann::json& round,
                                     const std::set<std::string>& expected,
                                     const std::function<bool(std::size_t)>& right, bool first_round) {
  const auto& questions = round["questions"];
  std::set<std::string> seen;
  std::vector<std::string> order, missed;
  std::size_t good = 0;
  for (std::size_t i = 0; i < questions.size(); ++i) {
    const std::string stem = questions[i]["stem"];
    EXPECT_TRUE(seen.insert(stem).second) << "shown twice in one round: " << stem;
    order.push_back(stem);
    // A retry round moves the focus to its first question too.
    const std::string focus = first_round && i == 0 ? "" : "oef-stam";
    check_answer(check, questions[i], right(i), i, expected.size(), focus);
    if (right(i))
      ++good;
    else
      missed.push_back(stem);
  }
  EXPECT_EQ(seen, expected);
  EXPECT_EQ(round["score"], score(good, questions.size()));
  EXPECT_EQ(round["missed"], nlohmann::json(missed));
  EXPECT_EQ(round["retryVisible"], !missed.empty());
  if (!missed.empty()) {
    EXPECT_EQ(round["retryLabel"], missed.size() == 1
                                       ? std::string("De foute vraag opnieuw oefenen")
                                       : "De " + std::to_string(missed.size()) + " foute vragen opnieuw oefenen");
  }
  EXPECT_EQ(round["scoreFocused"], "oef-score");
  return order;
}

TEST(ReaderChromium, ThePracticePageOfTheRealBankRunsRoundsWithAndWithoutJavaScript) {
  test::TempDir dir;
  const fs::path site = dir.path() / "site";
  auto r = test::run_qbank({"export", "--format", "html", "--out", site.string(), test::bank_dir().string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto f = test::load_for_export(test::bank_dir());
  const std::string topic = "ai-hardware-en-softwarestack";
  const auto& questions = f->view->questions_of(topic);
  ASSERT_EQ(questions.size(), 12u);

  // What the script needs to pick an option: each stem's key text.
  std::map<std::string, const Question*> by_stem;
  nlohmann::json keys = nlohmann::json::object();
  std::set<std::string> stems;
  for (const Question* q : questions) {
    by_stem[q->stem.value.str()] = q;
    stems.insert(q->stem.value.str());
    keys[q->stem.value] = q->options[static_cast<std::size_t>(q->key_index())].text.value;
  }
  test::write_file(dir.path() / "keys.json", keys.dump());
  const auto report =
      run_node("practice_page.js", {(site / topic / "oefenen.html").string(), (dir.path() / "keys.json").string()});
  ASSERT_FALSE(report.is_null());
  EXPECT_EQ(report["errors"].size(), 0u) << report["errors"].dump();
  PracticeCheck check{&by_stem, {}};
  const std::size_t n = questions.size();
  std::set<std::vector<std::string>> question_orders;

  for (const char* run : {"right", "wrong", "mixed"}) {
    SCOPED_TRACE(run);
    const auto& v = report[run];
    EXPECT_FALSE(v["staticVisible"].get<bool>());
    EXPECT_TRUE(v["practiceVisible"].get<bool>());
    EXPECT_EQ(v["firstFocus"], "body");
    const std::string name = run;
    std::function<bool(std::size_t)> right = [&](std::size_t i) {
      return name == "right" ? true : name == "wrong" ? false : i % 2 == 1;
    };
    const auto order = check_round(check, v["rounds"][0], stems, right, true);
    question_orders.insert(order);
    if (name == "right") {
      EXPECT_EQ(v["rounds"].size(), 1u);
      EXPECT_EQ(v["rounds"][0]["score"], "Score: 12 van 12 (100%)");
      continue;
    }
    // The retry round has exactly the questions answered wrongly, all answered right now.
    std::set<std::string> missed;
    for (std::size_t i = 0; i < order.size(); ++i) {
      if (!right(i)) missed.insert(order[i]);
    }
    EXPECT_EQ(missed.size(), name == "wrong" ? n : n / 2);
    ASSERT_EQ(v["rounds"].size(), 2u);
    EXPECT_EQ(v["retryFocused"], "oef-stam");
    check_round(
        check, v["rounds"][1], missed, [](std::size_t) { return true; }, false);
    EXPECT_EQ(v["rounds"][1]["score"], score(missed.size(), missed.size()));
    EXPECT_EQ(v["restart"]["progress"], "Vraag 1 van 12");
  }
  EXPECT_EQ(report["wrong"]["rounds"][0]["score"], "Score: 0 van 12 (0%)");
  EXPECT_EQ(report["mixed"]["rounds"][0]["score"], "Score: 6 van 12 (50%)");
  // Shuffled per visit: three visits in one order, or every option always in the bank's order,
  // would each happen by chance with a probability below 1e-15.
  EXPECT_GT(question_orders.size(), 1u) << "the question order is the same on every visit";
  std::set<std::string> bank_orders;
  for (const Question* q : questions) bank_orders.insert(q->id + " 0 1 2");
  std::size_t shuffled = 0;
  for (const auto& o : check.option_orders) shuffled += bank_orders.count(o) ? 0 : 1;
  EXPECT_GT(shuffled, 0u) << "the options are never shuffled";

  // Without JavaScript: every question in the bank's order with its options and reveal.
  const auto& off = report["off"];
  EXPECT_TRUE(off["staticVisible"].get<bool>());
  EXPECT_FALSE(off["practiceVisible"].get<bool>());
  ASSERT_EQ(off["questions"].size(), n);
  for (std::size_t i = 0; i < n; ++i) {
    const Question& q = *questions[i];
    const auto& shown_q = off["questions"][i];
    EXPECT_EQ(shown_q["stem"], q.stem.value);
    std::vector<std::size_t> bank_order(q.options.size());
    for (std::size_t k = 0; k < bank_order.size(); ++k) bank_order[k] = k;
    EXPECT_EQ(shown_q["options"], nlohmann::json(shown(q, bank_order))) << q.id;
    EXPECT_FALSE(shown_q["keyVisibleBefore"].get<bool>()) << q.id;
    const auto& key = q.options[static_cast<std::size_t>(q.key_index())];
    EXPECT_EQ(shown_q["key"], "Antwoord: " + std::string(1, key.letter()) + ". " + key.text.value) << q.id;
    EXPECT_EQ(shown_q["explanation"], trim(q.explanation.value)) << q.id;
  }
}

// --- The site's layout: a phone and a desktop, light and dark ---------------------------------

// The width a PNG file gives in its header (IHDR), or 0 when the bytes are no PNG.
std::uint32_t layout_png_width(const std::string& data) {
  if (data.size() < 24 || data.compare(0, 8, std::string("\x89PNG\r\n\x1a\n", 8)) != 0 ||
      data.compare(12, 4, "IHDR") != 0) {
    return 0;
  }
  std::uint32_t width = 0;
  for (std::size_t i = 16; i < 20; ++i) width = (width << 8) | static_cast<unsigned char>(data[i]);
  return width;
}

// The layout facts site_layout.js read off one page at one width in one colour scheme.
void check_layout(const nlohmann::json& f, const std::string& name, const std::string& scheme) {
  // Headings in order: one h1, the largest; every h2 smaller than it, every h3 smaller than any h2.
  double h1 = 0, smallest_h2 = 1e9;
  std::size_t h1s = 0, h2s = 0;
  for (const auto& h : f["headings"]) {
    if (h["tag"] != "h1") continue;
    ++h1s;
    h1 = h["size"];
  }
  EXPECT_EQ(h1s, 1u);
  for (const auto& h : f["headings"]) {
    if (h["tag"] == "h2") {
      ++h2s;
      EXPECT_LT(h["size"].get<double>(), h1) << h["text"];
      smallest_h2 = std::min(smallest_h2, h["size"].get<double>());
    }
  }
  EXPECT_GT(h2s, 0u);
  for (const auto& h : f["headings"]) {
    if (h["tag"] == "h3") {
      EXPECT_LT(h["size"].get<double>(), smallest_h2) << h["text"];
    }
  }
  // No horizontal scrolling.
  EXPECT_LE(f["scrollWidth"].get<double>(), f["innerWidth"].get<double>()) << f["wide"].dump();
  EXPECT_EQ(f["wide"].size(), 0u) << f["wide"].dump();
  // Every link, button and summary is a tap target of at least 44 by 44 px.
  std::size_t in_main = 0;
  for (const auto& t : f["targets"]) {
    EXPECT_GE(t["height"].get<double>(), 44.0 - 0.01) << t["what"];
    EXPECT_GE(t["width"].get<double>(), 44.0 - 0.01) << t["what"];
    in_main += t["inMain"].get<bool>() ? 1 : 0;
  }
  EXPECT_GT(in_main, 0u);
  // A breadcrumb separator never starts a line: it follows its crumb on the same row.
  for (const auto& s : f["separators"]) EXPECT_TRUE(s["sameRow"].get<bool>()) << s["what"];
  // Option text is indented under its own first line, right of the letter.
  for (const auto& o : f["options"]) {
    ASSERT_GT(o["lineLefts"].size(), 0u) << o["what"];
    const double first = o["lineLefts"][0];
    EXPECT_GE(first, o["letterRight"].get<double>()) << o["what"];
    for (const auto& left : o["lineLefts"]) EXPECT_NEAR(left.get<double>(), first, 0.5) << o["what"];
  }
  // Text is readable in both colour schemes (WCAG AA: 4.5:1, 3:1 for large text).
  EXPECT_GE(f["contrast"]["lowest"].get<double>(), f["contrast"]["large"].get<bool>() ? 3.0 : 4.5)
      << f["contrast"]["what"];
  if (scheme == "dark") {
    EXPECT_LT(f["background"].get<double>(), 0.05);
  } else {
    EXPECT_GT(f["background"].get<double>(), 0.8);
  }
  EXPECT_LE(f["loadShift"].get<double>(), 0.01) << "layout shift while the page loads";
  // Choosing an answer moves nothing above the reveal: the options (and the summary) stay put.
  if (name == "vraag" || name == "oefenen") {
    ASSERT_TRUE(f.contains("answer"));
    const auto& a = f["answer"];
    ASSERT_GT(a["before"].size(), 0u);
    ASSERT_EQ(a["before"].size(), a["after"].size());
    for (std::size_t i = 0; i < a["before"].size(); ++i) {
      for (const char* k : {"left", "top", "width", "height"}) {
        EXPECT_NEAR(a["after"][i][k].get<double>(), a["before"][i][k].get<double>(), 0.5)
            << "element " << i << " " << k;
      }
    }
    if (name == "vraag") {
      EXPECT_TRUE(a["revealOpen"].get<bool>());
    }
    EXPECT_FALSE(std::string(a["verdict"]).empty());
    EXPECT_NE(std::find(a["marks"].begin(), a["marks"].end(), "Juiste antwoord"), a["marks"].end());
    EXPECT_LE(a["scrollWidth"].get<double>(), f["innerWidth"].get<double>());
    for (const auto& t : a["targets"]) EXPECT_GE(t["height"].get<double>(), 44.0 - 0.01) << t["what"];
    EXPECT_GE(a["contrast"]["lowest"].get<double>(), a["contrast"]["large"].get<bool>() ? 3.0 : 4.5)
        << a["contrast"]["what"];
  }
}

TEST(ReaderChromium, TheSiteReadsWellOnAPhoneAndADesktopInLightAndDarkMode) {
  test::TempDir dir;
  const fs::path site = dir.path() / "site";
  auto r = test::run_qbank({"export", "--format", "html", "--out", site.string(), test::bank_dir().string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // Screenshots go to the test's own folder; docs/site/ holds copies made by hand.
  const fs::path shots = dir.path() / "schermafdrukken";
  const std::string topic = "ai-hardware-en-softwarestack";
  const std::vector<std::pair<std::string, std::string>> pages = {
      {"vraag", topic + "/vragen/embeddingtabellen-opzoeken.html"},
      {"onderwerp", topic + "/index.html"},
      {"oefenen", topic + "/oefenen.html"}};
  std::vector<std::string> arguments = {site.string(), shots.string()};
  for (const auto& [name, page] : pages) arguments.push_back(name + "=" + page);
  const auto report = run_node("site_layout.js", arguments);
  ASSERT_FALSE(report.is_null());
  EXPECT_EQ(report["errors"].size(), 0u) << report["errors"].dump();
  // Offline: nothing is fetched from outside the site (no fonts, scripts or CDNs).
  EXPECT_GT(report["requests"].size(), 0u);
  EXPECT_EQ(report["outside"].size(), 0u) << report["outside"].dump();
  for (const auto& [name, page] : pages) {
    for (const std::string width : {"390", "1280"}) {
      for (const std::string scheme : {"light", "dark"}) {
        SCOPED_TRACE(name + " " + width + " px " + scheme);
        ASSERT_TRUE(report["pages"][name][width].contains(scheme));
        const auto& f = report["pages"][name][width][scheme];
        check_layout(f, name, scheme);
        // The keyboard hint of the practice page shows with a mouse, not on a touch screen.
        if (name == "oefenen") {
          EXPECT_EQ(f["hintVisible"], width == "1280");
        }
        if (scheme == "light") {
          // The topic menu opens inside the window, with a link to every topic.
          const auto& m = f["menu"];
          EXPECT_TRUE(m["open"].get<bool>());
          EXPECT_GE(m["left"].get<double>(), 0.0);
          EXPECT_LE(m["right"].get<double>(), m["innerWidth"].get<double>());
          EXPECT_LE(m["scrollWidth"].get<double>(), m["innerWidth"].get<double>());
          std::vector<std::string> links;
          for (const auto& l : m["links"]) {
            links.push_back(l["text"]);
            EXPECT_GE(l["height"].get<double>(), 44.0 - 0.01) << l["text"];
          }
          EXPECT_EQ(links, (std::vector<std::string>{"Alle onderwerpen", "AI-hardware en softwarestack"}));
        }
      }
      // The question page at 390 px has options of several lines, so the indentation was tested.
      if (name == "vraag" && width == "390") {
        std::size_t wrapped = 0;
        for (const auto& o : report["pages"][name][width]["light"]["options"]) wrapped += o["lineLefts"].size() > 1;
        EXPECT_GT(wrapped, 0u);
      }
      const std::string png = test::read_file(shots / (name + "-" + width + ".png"));
      EXPECT_EQ(layout_png_width(png), static_cast<std::uint32_t>(std::stoi(width))) << name << "-" << width << ".png";
    }
  }
}

TEST(ReaderChromium, HostileTextsAreShownAndRunNothing) {
  test::TempDir dir;
  auto f = test::load_for_export(test::write_hostile_bank(dir.path()));
  const fs::path site = dir.path() / "site";
  write_site(*f->view, site);
  const auto report = run_node("html_site.js", {site.string()});
  check_site(report, f->view->questions().size() + 1 + 2 * f->view->topics().size());
  const auto& page = report["pages"]["vijandig/vragen/script-in-stam.html"];
  const std::string text = page["text"];
  EXPECT_NE(text.find("Wat toont de pagina bij " + test::kScript + " en " + test::kAttribute + "?"), std::string::npos)
      << text;
  EXPECT_NE(text.find("Vijandig " + test::kScript + " & \"citaat\" / schuine streep"), std::string::npos);
  EXPECT_EQ(page["reveal"]["keyText"], "Antwoord: C. " + test::kFormula);
  EXPECT_EQ(page["options"][0], "A " + test::kAttribute);
  EXPECT_NE(std::string(page["reveal"]["explanationText"]).find("en een regel " + test::kScript + "."),
            std::string::npos);
  EXPECT_EQ(page["title"], "Wat toont de pagina bij " + test::kScript + " en " + test::kAttribute + "? – Vijandig " +
                               test::kScript + " & \"citaat\" / schuine streep – Oefenvragen");
}

// A bank that writes Markdown: bold, code, a list, a link, a code block and a raw script.
fs::path write_markdown_bank(const test::TempDir& dir) {
  dir.write("bank/qbank.toml", "language = \"nl\"\nmarkup = \"markdown\"\n");
  dir.write("bank/netwerk/topic.toml", "title = \"Netwerk\"\n");
  dir.write(
      "bank/netwerk/nslookup.toml",
      "stem = \"Wat laat `nslookup example.org` **zien**?\"\n"
      "explanation = \"\"\"\n`nslookup` vraagt een *DNS-server* om het adres bij een naam:\n\n"
      "- eerst de server die antwoordt,\n- dan het adres.\n\nZie [RFC 1035](https://www.rfc-editor.org/rfc/rfc1035)"
      " <script>alert(1)</script>.\"\"\"\nstatus = \"published\"\n"
      "[[options]]\ntext = \"Het adres bij de naam `example.org`\"\ncorrect = true\n"
      "[[options]]\ntext = \"De route naar de server\"\n[[options]]\ntext = \"De open poorten van de server\"\n");
  dir.write("bank/netwerk/python.toml",
            "stem = \"\"\"\n```\nprint(2 ** 3)\n```\n\nWat drukt dit *af*?\"\"\"\n"
            "explanation = \"De operator `**` is machtsverheffen: 2 tot de macht 3 is 8.\"\nstatus = \"published\"\n"
            "[[options]]\ntext = \"6\"\n[[options]]\ntext = \"8\"\ncorrect = true\n[[options]]\ntext = \"9\"\n");
  return dir.path() / "bank";
}

TEST(ReaderChromium, AMarkdownBankRendersItsFormattingAndRunsNothing) {
  test::TempDir dir;
  auto f = test::load_for_export(write_markdown_bank(dir));
  const fs::path site = dir.path() / "site";
  write_site(*f->view, site);
  const auto report = run_node("html_site.js", {site.string()});
  check_site(report, f->view->questions().size() + 3);
  const auto& page = report["pages"]["netwerk/vragen/nslookup.html"];
  EXPECT_EQ(page["h1"][0], "Wat laat nslookup example.org zien?");
  EXPECT_GE(page["formatting"]["strong"], 1);
  EXPECT_GE(page["formatting"]["code"], 2);
  EXPECT_EQ(page["formatting"]["listItems"], 2);
  EXPECT_EQ(page["formatting"]["externalLinks"], nlohmann::json::array({"noopener noreferrer"}));
  // The author's link leaves the site, from the question page and the practice page only.
  EXPECT_EQ(report["external"].size(), 2u) << report["external"].dump();
  EXPECT_NE(std::string(page["reveal"]["explanationText"]).find("eerst de server die antwoordt,"), std::string::npos);
  const auto& python = report["pages"]["netwerk/vragen/python.html"];
  EXPECT_EQ(python["h1"][0], "Wat drukt dit af?");
  EXPECT_EQ(python["formatting"]["pre"], 1);
  EXPECT_EQ(python["title"], "Wat drukt dit af? – Netwerk – Oefenvragen");

  // The practice round shows what a stem puts above its question (the code block) with it, with
  // JavaScript and without; a stem without one shows none.
  const nlohmann::json keys = {{"Wat laat nslookup example.org zien?", "Het adres bij de naam example.org"},
                               {"Wat drukt dit af?", "8"}};
  test::write_file(dir.path() / "keys.json", keys.dump());
  const auto practice =
      run_node("practice_page.js", {(site / "netwerk" / "oefenen.html").string(), (dir.path() / "keys.json").string()});
  ASSERT_FALSE(practice.is_null());
  EXPECT_EQ(practice["errors"].size(), 0u) << practice["errors"].dump();
  std::map<std::string, nlohmann::json> leads;
  for (const auto& q : practice["right"]["rounds"][0]["questions"]) leads[q["stem"]] = q["lead"];
  ASSERT_EQ(leads.size(), 2u) << practice.dump();
  EXPECT_EQ(leads["Wat drukt dit af?"], "print(2 ** 3)");
  EXPECT_TRUE(leads["Wat laat nslookup example.org zien?"].is_null());
  std::map<std::string, nlohmann::json> static_leads;
  for (const auto& q : practice["off"]["questions"]) static_leads[q["stem"]] = q["lead"];
  EXPECT_EQ(static_leads["Wat drukt dit af?"], "print(2 ** 3)");
  EXPECT_TRUE(static_leads["Wat laat nslookup example.org zien?"].is_null());
}

// --- QTI 3.0 in Citolab's player --------------------------------------------------------------

// The QTI 3.0 export of `view`, unpacked into `dir`, played item by item: every item renders,
// offers the bank's choices in order, scores the key 1 and every distractor 0.
void check_qti3_in_player(const ExportView& view, const fs::path& dir) {
  std::vector<zip::Entry> entries;
  std::string error;
  ASSERT_TRUE(zip::read(test::render_one("qti3", view), entries, &error)) << error;
  for (const auto& e : entries) {
    fs::create_directories((dir / e.name).parent_path());
    test::write_file(dir / e.name, e.data);
  }
  const auto report = run_node("qti3_player.js", {dir.string()});
  ASSERT_FALSE(report.is_null());
  EXPECT_EQ(report["errors"].size(), 0u) << report["errors"].dump();
  EXPECT_EQ(report["items"].size(), view.questions().size());
  for (const Question* q : view.questions()) {
    const auto& item = report["items"]["items/" + q->id + ".xml"];
    ASSERT_FALSE(item.is_null()) << q->id;
    ASSERT_EQ(item["choices"].size(), q->options.size()) << q->id;
    for (const auto& o : q->options) {
      const std::string letter(1, o.letter());
      EXPECT_EQ(item["choices"][o.index], letter) << q->id;
      EXPECT_EQ(item["scores"][letter], o.correct ? "1" : "0") << q->id << " " << letter;
    }
  }
}

TEST(ReaderQtiComponents, TheRealBankScoresItsKeysInCitolabsQti3Player) {
  test::TempDir dir;
  auto f = test::load_for_export(test::bank_dir());
  check_qti3_in_player(*f->view, dir.path() / "pakket");
}

TEST(ReaderQtiComponents, AMarkdownBankPlaysInCitolabsQti3Player) {
  test::TempDir dir;
  auto f = test::load_for_export(write_markdown_bank(dir));
  check_qti3_in_player(*f->view, dir.path() / "pakket");
}

// --- GIFT ----------------------------------------------------------------------------------

// What gift-pegjs makes of a text: the exported text is trimmed and has no CR (the exporter's
// doing). In [markdown] (and [html]) gift-pegjs keeps the white space as it is; in other formats it
// turns every run of two or more white-space characters into one space, and encoded newlines are
// decoded after that, so they stay.
std::string pegjs_form(const std::string& s, bool markdown) {
  std::string text;
  for (char c : trim(s)) {
    if (c != '\r') text += c;
  }
  if (markdown) return text;
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

// A question whose answer block holds "->" is written as [html] (export/gift.cpp): its texts as
// Moodle XML shows them, Markdown rendered, plain text escaped with <br> for its line breaks.
bool gift_arrow(const Question& q) {
  bool arrow = q.explanation.value.find("->") != std::string::npos;
  for (const auto& o : q.options) {
    arrow = arrow || o.text.value.find("->") != std::string::npos ||
            (o.feedback().present && o.feedback().value.find("->") != std::string::npos);
  }
  return arrow;
}
std::string gift_html_form(const ExportView& view, const Question& q, const std::string& text, bool inline_only) {
  const std::string t = trim(text);
  if (view.markdown(q)) {
    const markdown::HtmlOptions options{view.markup().allow_html, true};
    return trim(inline_only ? markdown::to_inline_html(t, options) : markdown::to_html(t, options));
  }
  std::string out;
  for (const char c : exporttext::html(t)) {
    if (c != '\r') out += c == '\n' ? std::string("<br>") : std::string(1, c);
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
    const bool md = view.markdown(q);
    const bool html = gift_arrow(q);
    auto form = [&](const std::string& text, bool inline_only) {
      return html ? gift_html_form(view, q, text, inline_only) : pegjs_form(text, md);
    };
    EXPECT_EQ(item["stem"]["format"], html ? "html" : md ? "markdown" : "plain");
    EXPECT_EQ(item["stem"]["text"], form(q.stem.value.str(), false)) << q.id;
    if (q.explanation.value.empty()) {
      EXPECT_TRUE(item["globalFeedback"].is_null()) << q.id;
    } else {
      EXPECT_EQ(item["globalFeedback"]["text"], form(q.explanation.value.str(), false)) << q.id;
    }
    ASSERT_EQ(item["choices"].size(), q.options.size()) << q.id;
    for (const auto& o : q.options) {
      const auto& c = item["choices"][o.index];
      EXPECT_EQ(c["isCorrect"], o.correct) << q.id << " " << o.letter();
      EXPECT_EQ(c["text"]["text"], form(o.text.value.str(), true)) << q.id << " " << o.letter();
      if (o.feedback().present && !o.feedback().value.empty()) {
        EXPECT_EQ(c["feedback"]["text"], form(o.feedback().value.str(), true));
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
  check_gift(run_node("gift_parse.js", {out.string()}), *f->view);
}

TEST(ReaderGiftPegjs, AMarkdownBankParsesWithItsMarkdown) {
  test::TempDir dir;
  auto f = test::load_for_export(write_markdown_bank(dir));
  const fs::path out = dir.path() / "markdown.gift";
  test::write_file(out, test::render_one("gift", *f->view));
  check_gift(run_node("gift_parse.js", {out.string()}), *f->view);
}

TEST(ReaderGiftPegjs, HostileTextsParseBackUnchanged) {
  test::TempDir dir;
  auto f = test::load_for_export(test::write_hostile_bank(dir.path()));
  const fs::path out = dir.path() / "vijandig.gift";
  test::write_file(out, test::render_one("gift", *f->view));
  check_gift(run_node("gift_parse.js", {out.string()}), *f->view);
}

// Every bank the tests hold: the rule fixtures (exported as with --allow-errors), the labelled
// and hold-out sets, and the external sample sets imported, each exported to GIFT and parsed by gift-pegjs in
// one node run.
TEST(ReaderGiftPegjs, EveryBankOfTheTestsParsesToItsQuestionsOptionsAndKeys) {
  test::TempDir dir;
  std::vector<fs::path> banks;
  for (auto it = fs::recursive_directory_iterator(test::tests_dir()); it != fs::recursive_directory_iterator(); ++it) {
    if (it->is_directory() && it->path().filename() == "bank" &&
        it->path().string().find("node_modules") == std::string::npos) {
      banks.push_back(it->path());
      it.disable_recursion_pending();
    }
  }
  const fs::path x = test::external_dir();
  const std::vector<std::pair<std::string, std::vector<fs::path>>> sources = {
      {"gift", test::files_in(x / "gift-pegjs-tests" / "tests" / "questions", ".gift")},
      {"moodle", test::files_in(x / "moodlexml-moodle-tools" / "tests" / "resources", ".xml")},
      {"qti", test::files_in(x / "qti21-qtiworks" / "samples-ims", ".xml")},
      {"qti", test::files_in(x / "qti22-nl-pie-qti" / "items", ".xml")},
      {"qti", {x / "qti3-nl-citolab" / "biologie" / "imsmanifest.xml"}}};
  for (std::size_t i = 0; i < sources.size(); ++i) {
    const fs::path bank = dir.path() / ("extern-" + std::to_string(i));
    test::import_files(sources[i].first, sources[i].second, "extern", bank);
    banks.push_back(bank);
  }
  std::sort(banks.begin(), banks.end());
  std::vector<std::unique_ptr<test::ExportFixture>> loaded;
  std::vector<std::string> files;
  std::vector<fs::path> exported;
  for (const fs::path& bank : banks) {
    // A fixture of a broken qbank.toml or schema does not get as far as an export.
    try {
      loaded.push_back(test::load_for_export(bank));
    } catch (const std::exception&) {
      continue;
    }
    // GIFT has no empty file: a bank without a loadable question is no case for the parser.
    if (loaded.back()->view->questions().empty()) {
      loaded.pop_back();
      continue;
    }
    exported.push_back(bank);
    const std::size_t i = exported.size() - 1;
    const fs::path out = dir.path() / ("bank-" + std::to_string(i) + ".gift");
    test::write_file(out, test::render_one("gift", *loaded.back()->view));
    files.push_back(out.string());
  }
  const auto parsed = run_node("gift_parse.js", files);
  ASSERT_FALSE(parsed.is_null());
  std::size_t questions = 0;
  for (std::size_t i = 0; i < exported.size(); ++i) {
    SCOPED_TRACE(exported[i].string());
    check_gift(parsed[files[i]], *loaded[i]->view);
    questions += loaded[i]->view->questions().size();
  }
  EXPECT_GT(exported.size(), 70u);
  EXPECT_GT(questions, 300u);
}

// --- qbank report in Chromium -------------------------------------------------------------------

namespace report_reader {

// A count as the report writes it in its tables: "1.234".
std::string dutch_count(std::size_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += '.';
    out += digits[i];
  }
  return out;
}

test::RunResult git(const fs::path& dir, std::vector<std::string> args) {
  args.insert(args.begin(),
              {"git", "-c", "user.name=Test", "-c", "user.email=test@example.org", "-c", "commit.gpgsign=false"});
  return test::run_program(args, dir, {},
                           {"GIT_AUTHOR_DATE=2026-11-30T12:00:00Z", "GIT_COMMITTER_DATE=2026-11-30T12:00:00Z"});
}

// What every report must satisfy in the browser, against `qbank stats --format json` of its bank.
void check_report(const nlohmann::json& dom, const nlohmann::json& stats) {
  ASSERT_FALSE(dom.is_null());
  EXPECT_EQ(dom["consoleErrors"].size(), 0u) << dom["consoleErrors"].dump();
  EXPECT_EQ(dom["pageErrors"].size(), 0u) << dom["pageErrors"].dump();
  EXPECT_EQ(dom["outside"].size(), 0u) << dom["outside"].dump();
  EXPECT_EQ(dom["brokenLinks"].size(), 0u) << dom["brokenLinks"].dump();
  EXPECT_GT(dom["links"].get<std::size_t>(), 0u);
  for (const auto& [rel, page] : dom["pages"].items()) {
    EXPECT_EQ(page["lang"], "nl") << rel;
    EXPECT_EQ(page["scripts"], 0) << rel;
    EXPECT_EQ(page["duplicateIds"].size(), 0u) << rel << ": " << page["duplicateIds"].dump();
    EXPECT_LE(page["scrollWidth"].get<double>(), page["innerWidth"].get<double>())
        << rel << ": the page scrolls sideways";
    // Dark mode is the reader's setting: another background, and another colour for the bars.
    EXPECT_NE(page["background"], page["dark"]["background"]) << rel;
    if (!page["barFill"].is_null()) {
      EXPECT_NE(page["barFill"], page["dark"]["barFill"]) << rel;
    }
    for (const auto& [id, chart] : page["charts"].items()) {
      EXPECT_TRUE(chart["hasTitle"].get<bool>()) << rel << " " << id;
      ASSERT_FALSE(chart["rows"].is_null()) << rel << " " << id << " has no table";
      EXPECT_EQ(chart["rows"].size(), chart["bars"].get<std::size_t>()) << rel << " " << id;
    }
    for (const auto& [id, g] : page["graphs"].items()) {
      // Every node is a link to its question, except the placeholders of ids that name none.
      EXPECT_EQ(g["linked"].get<std::size_t>() + g["missing"].get<std::size_t>(), g["nodes"].get<std::size_t>()) << rel;
      EXPECT_GT(g["width"].get<double>(), 0) << rel;
    }
  }
  const auto& index = dom["pages"]["index.html"];
  const std::size_t topics = stats["topics"].size();
  for (const char* chart :
       {"grafiek-status", "grafiek-sleutelpositie", "grafiek-optielengte", "grafiek-zonder-verwijzingen"}) {
    EXPECT_EQ(index["charts"][chart]["bars"].get<std::size_t>(), topics) << chart;
  }
  // The bars and the table rows carry the topics and the numbers of the JSON, in its order.
  const auto& status = index["charts"]["grafiek-status"];
  for (std::size_t t = 0; t < topics; ++t) {
    const auto& topic = stats["topics"][t];
    EXPECT_EQ(status["labels"][t], topic["id"]);
    const auto& row = status["rows"][t];
    ASSERT_EQ(row.size(), 6u);
    EXPECT_EQ(row[0], topic["id"]);
    std::size_t i = 1;
    for (const char* s : {"draft", "review", "published", "retired"}) {
      EXPECT_EQ(row[i++], dutch_count(topic["statuses"][s].get<std::size_t>())) << topic["id"] << " " << s;
    }
    EXPECT_EQ(row[5], dutch_count(topic["questions"].get<std::size_t>()));
    // The key positions as shares of the questions with one key, one decimal.
    const auto& keys = index["charts"]["grafiek-sleutelpositie"]["rows"][t];
    std::size_t keyed = 0;
    for (const auto& [letter, n] : topic["key_positions"].items()) keyed += n.get<std::size_t>();
    std::size_t column = 1;
    for (const auto& [letter, n] : topic["key_positions"].items()) {
      char share[32];
      std::snprintf(share, sizeof share, "%.1f", keyed ? 100.0 * n.get<double>() / static_cast<double>(keyed) : 0.0);
      std::string dutch = share;
      std::replace(dutch.begin(), dutch.end(), '.', ',');
      ASSERT_LT(column, keys.size());
      EXPECT_EQ(keys[column++], dutch) << topic["id"] << " " << letter;
    }
  }
  std::set<std::string> rules;
  for (const auto& r : stats["rules"]) rules.insert(r["rule"].get<std::string>());
  if (rules.empty()) {
    EXPECT_FALSE(index["charts"].contains("grafiek-regels"));
  } else {
    EXPECT_EQ(index["charts"]["grafiek-regels"]["bars"].get<std::size_t>(), rules.size());
  }
  EXPECT_EQ(index["graphs"]["onderwerpgraaf-tekening"]["nodes"].get<std::size_t>(), topics);
}

}  // namespace report_reader

TEST(ReaderChromium, TheReportOfTheRealBankInARepositoryShowsEveryTopicRuleAndCommit) {
  using namespace report_reader;
  test::TempDir dir;
  const fs::path repo = dir.path() / "repo";
  fs::create_directories(repo);
  ASSERT_EQ(git(repo, {"init", "-q", "-b", "main"}).exit_code, 0);
  test::copy_bank(repo);
  test::write_file(repo / ".gitignore", ".qbank-cache/\nrapport/\n");
  auto commit = [&](const std::string& message) {
    ASSERT_EQ(git(repo, {"add", "-A"}).exit_code, 0);
    ASSERT_EQ(git(repo, {"commit", "-q", "-m", message}).exit_code, 0);
  };
  commit("De bank");
  // A question without a key and with a link to nothing: findings of two rules.
  test::write_file(repo / "bank/ai-hardware-en-softwarestack/zonder-sleutel.toml",
                   "stem = \"Welke uitspraak over de sleutelloze test is juist?\"\n"
                   "explanation = \"Geen enkele optie is als juist gemarkeerd, en dat is hier de fout.\"\n"
                   "related = [\"bestaat-niet\"]\n"
                   "\n[[options]]\ntext = \"Ja\"\n\n[[options]]\ntext = \"Nee\"\n");
  commit("Een vraag zonder sleutel");
  test::write_file(repo / "bank/ai-hardware-en-softwarestack/zonder-sleutel.toml",
                   "stem = \"Welke uitspraak over de sleutelloze test is juist?\"\n"
                   "explanation = \"Geen enkele optie is als juist gemarkeerd, en dat is hier de fout.\"\n"
                   "\n[[options]]\ntext = \"Ja\"\n\n[[options]]\ntext = \"Nee\"\n");
  commit("Zonder kapotte verwijzing");

  const auto r = test::run_qbank({"report", "--out", "rapport", "bank"}, repo);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto stats = test::run_qbank({"stats", "--format", "json", "bank"}, repo);
  ASSERT_EQ(stats.exit_code, 0) << stats.err;
  const fs::path shot = fs::path(QBANK_BUILD_DIR) / "report-real-bank-1280.png";
  const auto dom = run_node("report_page.js", {(repo / "rapport").string(), "--screenshot", shot.string()});
  check_report(dom, nlohmann::json::parse(stats.out));
  if (HasFailure()) return;
  // The history: one point per commit in each series, and a table row per commit.
  const auto& history = dom["pages"]["index.html"]["lines"]["grafiek-verloop"];
  ASSERT_EQ(history["series"].size(), 2u) << history.dump();
  EXPECT_EQ(history["series"][0]["name"], "fouten");
  EXPECT_EQ(history["series"][0]["points"], 3);
  EXPECT_EQ(history["series"][1]["points"], 3);
  EXPECT_EQ(history["rows"], 3);
  // The topic page: a node per question (and the placeholder of the missing id is gone again).
  const auto& topic = dom["pages"]["onderwerpen/ai-hardware-en-softwarestack.html"];
  EXPECT_EQ(topic["graphs"]["vraaggraaf-tekening"]["nodes"], 13);
  EXPECT_EQ(topic["graphs"]["vraaggraaf-tekening"]["missing"], 0);
  EXPECT_TRUE(dom["pages"].contains("regels/answer/no-correct-option.html"));
  EXPECT_TRUE(fs::exists(shot));
}

TEST(ReaderChromium, TheReportOfAGenerated10000QuestionBankRendersWithoutErrors) {
  using namespace report_reader;
  test::TempDir dir;
  const fs::path generator = fs::path(QBANK_BINARY).parent_path() / "bench" / "qbank_bench_generate";
  const auto g = test::run_program({generator.string(), "10000", dir.path().string()}, {}, {}, {}, 300);
  ASSERT_EQ(g.exit_code, 0) << g.err;
  const auto r = test::run_qbank({"report", "--history", "0", "--out", "rapport", "bank"}, dir.path(), {}, {}, 300);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto stats = test::run_qbank({"stats", "--format", "json", "bank"}, dir.path(), {}, {}, 300);
  ASSERT_EQ(stats.exit_code, 0) << stats.err;
  const auto doc = nlohmann::json::parse(stats.out);
  EXPECT_EQ(doc["total"]["questions"], 10000);
  const auto dom = run_node("report_page.js", {(dir.path() / "rapport").string(), "--pages", "3"});
  check_report(dom, doc);
  if (HasFailure()) return;
  EXPECT_EQ(dom["pages"]["index.html"]["charts"]["grafiek-status"]["bars"], 200);
  // index.html, 3 topic pages and 3 rule pages were opened; every link of every page was resolved.
  EXPECT_EQ(dom["pages"].size(), 7u);
  EXPECT_GT(dom["files"].get<std::size_t>(), 200u);
}

}  // namespace
}  // namespace qbank
