// The Moodle XML export, parsed back with libxml2 (an independent XML reader) and compared with
// the bank: categories, names, texts (CDATA, including "]]>"), fractions, feedback, tags.
#include <gtest/gtest.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include <functional>
#include <set>

#include "core/strings.h"
#include "export_test_util.h"
#include "test_util.h"

namespace qbank::export_moodle_test {
namespace {
namespace fs = std::filesystem;

std::string moodle_name_of(xmlNodePtr n) { return reinterpret_cast<const char*>(n->name); }

std::vector<xmlNodePtr> children(xmlNodePtr n, const std::string& name) {
  std::vector<xmlNodePtr> out;
  for (xmlNodePtr c = n->children; c; c = c->next) {
    if (c->type == XML_ELEMENT_NODE && moodle_name_of(c) == name) out.push_back(c);
  }
  return out;
}

xmlNodePtr child(xmlNodePtr n, const std::string& name) {
  auto v = children(n, name);
  return v.empty() ? nullptr : v.front();
}

std::string content(xmlNodePtr n) {
  if (!n) return "<missing>";
  xmlChar* c = xmlNodeGetContent(n);
  std::string s = c ? reinterpret_cast<const char*>(c) : "";
  xmlFree(c);
  return s;
}

std::string moodle_attr(xmlNodePtr n, const char* name) {
  xmlChar* v = xmlGetProp(n, reinterpret_cast<const xmlChar*>(name));
  std::string s = v ? reinterpret_cast<const char*>(v) : "<missing>";
  xmlFree(v);
  return s;
}

std::string text_of(xmlNodePtr n, const std::string& element) {
  xmlNodePtr e = child(n, element);
  if (!e) return "<missing " + element + ">";
  EXPECT_EQ(moodle_attr(e, "format"), "plain_text") << element;
  return content(child(e, "text"));
}

struct Parsed {
  xmlDocPtr doc = nullptr;
  ~Parsed() { xmlFreeDoc(doc); }
};

void expect_moodle_equal_to_bank(const std::string& xml, const ExportView& view) {
  Parsed p;
  p.doc = xmlReadMemory(xml.data(), static_cast<int>(xml.size()), "moodle.xml", "UTF-8", XML_PARSE_NONET);
  ASSERT_NE(p.doc, nullptr) << "not well-formed";
  xmlNodePtr quiz = xmlDocGetRootElement(p.doc);
  ASSERT_EQ(moodle_name_of(quiz), "quiz");
  std::string category;
  std::size_t index = 0;
  for (xmlNodePtr q : children(quiz, "question")) {
    const std::string type = moodle_attr(q, "type");
    if (type == "category") {
      category = content(child(child(q, "category"), "text"));
      const std::string topic_id = content(child(q, "idnumber"));
      std::string expected = "$course$/top/";
      for (char c : view.topic_title(topic_id)) expected += c == '/' ? std::string("//") : std::string(1, c);
      EXPECT_EQ(category, expected);
      continue;
    }
    ASSERT_EQ(type, "multichoice");
    ASSERT_LT(index, view.questions().size());
    const Question& bq = *view.questions()[index++];
    EXPECT_NE(category, "") << "a question before any category";
    EXPECT_EQ(content(child(child(q, "name"), "text")), bq.id);
    EXPECT_EQ(content(child(q, "idnumber")), bq.id);
    EXPECT_EQ(text_of(q, "questiontext"), trim(bq.stem.value));
    EXPECT_EQ(text_of(q, "generalfeedback"), trim(bq.explanation.value));
    EXPECT_EQ(content(child(q, "single")), "true");
    const auto answers = children(q, "answer");
    ASSERT_EQ(answers.size(), bq.options.size()) << bq.id;
    for (std::size_t k = 0; k < answers.size(); ++k) {
      const auto& o = bq.options[k];
      EXPECT_EQ(moodle_attr(answers[k], "fraction"), o.correct ? "100" : "0");
      EXPECT_EQ(moodle_attr(answers[k], "format"), "plain_text");
      EXPECT_EQ(content(child(answers[k], "text")), trim(o.text.value));
      if (o.feedback().present && !o.feedback().value.empty()) {
        EXPECT_EQ(text_of(answers[k], "feedback"), trim(o.feedback().value));
      } else {
        EXPECT_EQ(child(answers[k], "feedback"), nullptr);
      }
    }
    std::vector<std::string> tags;
    if (xmlNodePtr t = child(q, "tags")) {
      for (xmlNodePtr tag : children(t, "tag")) tags.push_back(content(child(tag, "text")));
    }
    std::vector<std::string> expected_tags;
    for (const auto& t : bq.tags) expected_tags.push_back(trim(t));
    EXPECT_EQ(tags, expected_tags);
  }
  EXPECT_EQ(index, view.questions().size());
}

TEST(ExportMoodle, TheRealBankReadsBackEqualToTheBank) {
  test::TempDir dir;
  const fs::path out = dir.path() / "moodle.xml";
  auto r = test::run_qbank({"export", "--format", "moodle", "--out", out.string(), test::bank_dir().string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto f = test::load_for_export(test::bank_dir());
  const std::string xml = test::read_file(out);
  EXPECT_EQ(xml.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n  <question type=\"category\">\n", 0), 0u);
  expect_moodle_equal_to_bank(xml, *f->view);
}

TEST(ExportMoodle, HostileTextsReadBackExactlyIncludingCdataEnd) {
  test::TempDir dir;
  auto f = test::load_for_export(test::write_hostile_bank(dir.path()));
  const std::string xml = test::render_one("moodle", *f->view);
  expect_moodle_equal_to_bank(xml, *f->view);
  // "]]>" is split across two CDATA sections; the raw text never ends a section early.
  EXPECT_NE(xml.find("tekst met ]]]]><![CDATA[> midden in CDATA"), std::string::npos);
  // No markup of the question texts reaches the XML as elements: only Moodle's own.
  Parsed p;
  p.doc = xmlReadMemory(xml.data(), static_cast<int>(xml.size()), "moodle.xml", "UTF-8", XML_PARSE_NONET);
  ASSERT_NE(p.doc, nullptr);
  const std::set<std::string> allowed = {"quiz",
                                         "question",
                                         "category",
                                         "text",
                                         "info",
                                         "idnumber",
                                         "name",
                                         "questiontext",
                                         "generalfeedback",
                                         "defaultgrade",
                                         "penalty",
                                         "hidden",
                                         "single",
                                         "shuffleanswers",
                                         "answernumbering",
                                         "showstandardinstruction",
                                         "answer",
                                         "feedback",
                                         "tags",
                                         "tag"};
  std::function<void(xmlNodePtr)> walk = [&](xmlNodePtr n) {
    for (xmlNodePtr c = n; c; c = c->next) {
      if (c->type != XML_ELEMENT_NODE) continue;
      EXPECT_TRUE(allowed.count(moodle_name_of(c))) << "element <" << moodle_name_of(c) << ">";
      walk(c->children);
    }
  };
  walk(xmlDocGetRootElement(p.doc));
}

TEST(ExportMoodle, ControlCharactersXmlCannotHoldBecomeReplacementCharacters) {
  test::TempDir dir;
  const fs::path bank = dir.path() / "bank";
  dir.write("bank/t/topic.toml", "title = \"T\"\n");
  dir.write("bank/t/q.toml",
            "stem = \"Een stam met een belletje \\u0007 en een CR \\r midden in de zin?\"\n"
            "explanation = \"Een toelichting die lang genoeg is.\"\n\n[[options]]\ntext = \"Ja\"\ncorrect = true\n\n"
            "[[options]]\ntext = \"Nee\"\n");
  auto f = test::load_for_export(bank);
  const std::string xml = test::render_one("moodle", *f->view);
  Parsed p;
  p.doc = xmlReadMemory(xml.data(), static_cast<int>(xml.size()), "m.xml", "UTF-8", XML_PARSE_NONET);
  ASSERT_NE(p.doc, nullptr) << xml;
  EXPECT_NE(xml.find("belletje \xEF\xBF\xBD en een CR ]]>&#13;<![CDATA[ midden"), std::string::npos) << xml;
}

}  // namespace
}  // namespace qbank::export_moodle_test
