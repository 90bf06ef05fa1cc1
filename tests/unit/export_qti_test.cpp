// The QTI 2.1 export: every item validates against the IMS XSD offline (libxml2 through the
// catalog of external/qti21-qtiworks), plus what the XSD cannot check: the correct response names
// an existing choice, maxChoices is 1, the manifest lists exactly the items in the package, and
// the texts equal the bank's.
#include <gtest/gtest.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include <set>

#include "core/zip.h"
#include "export_test_util.h"
#include "test_util.h"

namespace qbank::export_qti_test {
namespace {
namespace fs = std::filesystem;

std::string qti_name_of(xmlNodePtr n) { return reinterpret_cast<const char*>(n->name); }

std::vector<xmlNodePtr> descendants(xmlNodePtr n, const std::string& name) {
  std::vector<xmlNodePtr> out;
  for (xmlNodePtr c = n->children; c; c = c->next) {
    if (c->type != XML_ELEMENT_NODE) continue;
    if (qti_name_of(c) == name) out.push_back(c);
    auto sub = descendants(c, name);
    out.insert(out.end(), sub.begin(), sub.end());
  }
  return out;
}

std::string qti_attr(xmlNodePtr n, const char* name) {
  xmlChar* v = xmlGetProp(n, reinterpret_cast<const xmlChar*>(name));
  std::string s = v ? reinterpret_cast<const char*>(v) : "<missing>";
  xmlFree(v);
  return s;
}

// Text content with <br/> as a newline and <p> boundaries as blank lines.
std::string text(xmlNodePtr n) {
  std::string out;
  for (xmlNodePtr c = n->children; c; c = c->next) {
    if (c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE) {
      out += reinterpret_cast<const char*>(c->content);
    } else if (c->type == XML_ELEMENT_NODE && qti_name_of(c) == "br") {
      out += "\n";
    } else if (c->type == XML_ELEMENT_NODE && qti_name_of(c) == "p") {
      if (!out.empty()) out += "\n\n";
      out += text(c);
    } else if (c->type == XML_ELEMENT_NODE) {
      ADD_FAILURE() << "unexpected element <" << qti_name_of(c) << "> in text";
    }
  }
  return out;
}

// What a text looks like after QTI's white-space collapsing: lines collapsed and trimmed, empty
// lines and paragraphs dropped.
std::string collapsed(const std::string& s) {
  std::string out;
  std::string para;
  std::istringstream in(s);
  std::string line;
  auto flush = [&] {
    if (!para.empty()) out += (out.empty() ? "" : "\n\n") + para;
    para.clear();
  };
  while (std::getline(in, line)) {
    std::string l;
    bool space = false;
    for (char c : line) {
      if (c == ' ' || c == '\t' || c == '\r') {
        space = !l.empty();
      } else {
        if (space) l += ' ';
        space = false;
        l += c;
      }
    }
    if (l.empty()) {
      flush();
      continue;
    }
    para += (para.empty() ? "" : "\n") + l;
  }
  flush();
  return out;
}

struct Doc {
  xmlDocPtr doc = nullptr;
  explicit Doc(const std::string& xml) {
    doc = xmlReadMemory(xml.data(), static_cast<int>(xml.size()), "x.xml", "UTF-8", XML_PARSE_NONET);
  }
  ~Doc() { xmlFreeDoc(doc); }
  xmlNodePtr root() const { return xmlDocGetRootElement(doc); }
};

void check_package(const std::string& bytes, const ExportView& view, const fs::path& catalog) {
  std::vector<zip::Entry> entries;
  std::string error;
  ASSERT_TRUE(zip::read(bytes, entries, &error)) << error;
  std::map<std::string, std::string> files;
  std::vector<std::string> order;
  for (auto& e : entries) {
    order.push_back(e.name);
    files[e.name] = e.data;
  }
  EXPECT_TRUE(std::is_sorted(order.begin(), order.end()));
  ASSERT_TRUE(files.count("imsmanifest.xml"));
  EXPECT_EQ(files.size(), view.questions().size() + 1);

  Doc manifest(files["imsmanifest.xml"]);
  ASSERT_NE(manifest.doc, nullptr);
  EXPECT_EQ(qti_name_of(manifest.root()), "manifest");
  std::set<std::string> listed;
  for (xmlNodePtr r : descendants(manifest.root(), "resource")) {
    EXPECT_EQ(qti_attr(r, "type"), "imsqti_item_xmlv2p1");
    const std::string href = qti_attr(r, "href");
    EXPECT_TRUE(files.count(href)) << "the manifest lists " << href << ", which the package lacks";
    auto f = descendants(r, "file");
    ASSERT_EQ(f.size(), 1u);
    EXPECT_EQ(qti_attr(f[0], "href"), href);
    listed.insert(href);
  }
  std::set<std::string> identifiers;
  for (const Question* q : view.questions()) {
    const std::string path = "items/" + q->id + ".xml";
    ASSERT_TRUE(files.count(path)) << path;
    EXPECT_TRUE(listed.count(path)) << path << " is not in the manifest";
    const std::string& xml = files[path];
    EXPECT_EQ(test::validate_qti21(xml, catalog), "") << path;

    Doc item(xml);
    ASSERT_NE(item.doc, nullptr) << path;
    xmlNodePtr root = item.root();
    EXPECT_EQ(qti_attr(root, "title"), q->id);
    EXPECT_TRUE(identifiers.insert(qti_attr(root, "identifier")).second) << "duplicate identifier";
    EXPECT_EQ(qti_attr(root, "lang"), "nl");
    auto interactions = descendants(root, "choiceInteraction");
    ASSERT_EQ(interactions.size(), 1u);
    EXPECT_EQ(qti_attr(interactions[0], "maxChoices"), "1");
    const std::string response = qti_attr(interactions[0], "responseIdentifier");
    auto declarations = descendants(root, "responseDeclaration");
    ASSERT_EQ(declarations.size(), 1u);
    EXPECT_EQ(qti_attr(declarations[0], "identifier"), response);
    EXPECT_EQ(qti_attr(declarations[0], "cardinality"), "single");
    // The correct response names an existing choice, and that choice is the bank's key.
    auto values = descendants(descendants(declarations[0], "correctResponse").at(0), "value");
    ASSERT_EQ(values.size(), 1u);
    const std::string correct = text(values[0]);
    auto choices = descendants(interactions[0], "simpleChoice");
    ASSERT_EQ(choices.size(), q->options.size());
    bool found = false;
    for (std::size_t k = 0; k < choices.size(); ++k) {
      const std::string id = qti_attr(choices[k], "identifier");
      if (id == correct) {
        found = true;
        EXPECT_EQ(static_cast<int>(k), q->key_index()) << path;
      }
      EXPECT_EQ(text(choices[k]), collapsed(q->options[k].text.value.str())) << path;
    }
    EXPECT_TRUE(found) << path << ": correctResponse " << correct << " names no simpleChoice";
    EXPECT_EQ(text(descendants(interactions[0], "prompt").at(0)), collapsed(q->stem.value.str()));
    EXPECT_EQ(qti_attr(descendants(root, "responseProcessing").at(0), "template"),
              "http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct");
    // The explanation is modal feedback bound to an outcome whose default shows it.
    auto feedback = descendants(root, "modalFeedback");
    ASSERT_EQ(feedback.size(), 1u);
    EXPECT_EQ(text(feedback[0]), collapsed(q->explanation.value.str()));
    bool bound = false;
    for (xmlNodePtr o : descendants(root, "outcomeDeclaration")) {
      if (qti_attr(o, "identifier") != qti_attr(feedback[0], "outcomeIdentifier")) continue;
      bound = text(descendants(o, "value").at(0)) == qti_attr(feedback[0], "identifier");
    }
    EXPECT_TRUE(bound) << path;
  }
}

TEST(ExportQti, TheRealBankIsAValidPackageOfValidItems) {
  test::TempDir dir;
  const fs::path catalog = test::write_qti_catalog(dir.path());
  const fs::path out = dir.path() / "qti.zip";
  auto r = test::run_qbank({"export", "--format", "qti", "--out", out.string(), test::bank_dir().string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto f = test::load_for_export(test::bank_dir());
  check_package(test::read_file(out), *f->view, catalog);
}

TEST(ExportQti, HostileTextsStayTextAndValidate) {
  test::TempDir dir;
  const fs::path catalog = test::write_qti_catalog(dir.path());
  auto f = test::load_for_export(test::write_hostile_bank(dir.path()));
  const std::string bytes = test::render_one("qti", *f->view);
  check_package(bytes, *f->view, catalog);
  std::vector<zip::Entry> entries;
  ASSERT_TRUE(zip::read(bytes, entries, nullptr));
  for (const auto& e : entries) {
    EXPECT_EQ(e.data.find("<script"), std::string::npos) << e.name;
    EXPECT_EQ(e.data.find("<img"), std::string::npos) << e.name;
  }
}

TEST(ExportQti, TheValidatorRejectsABrokenItem) {
  // Guards the test itself: a validator that accepts everything would prove nothing.
  test::TempDir dir;
  const fs::path catalog = test::write_qti_catalog(dir.path());
  auto f = test::load_for_export(test::bank_dir());
  std::vector<zip::Entry> entries;
  ASSERT_TRUE(zip::read(test::render_one("qti", *f->view), entries, nullptr));
  std::string item = entries.at(1).data;
  item.replace(item.find("maxChoices=\"1\""), 14, "maxChoices=\"een\"");
  EXPECT_NE(test::validate_qti21(item, catalog), "");
  std::string ordered = entries.at(1).data;
  const auto rp = ordered.find("  <responseProcessing");
  const auto rp_end = ordered.find('\n', rp) + 1;
  const std::string line = ordered.substr(rp, rp_end - rp);
  ordered.erase(rp, rp_end - rp);
  ordered.insert(ordered.find("  <itemBody>"), line);  // responseProcessing before itemBody
  EXPECT_NE(test::validate_qti21(ordered, catalog), "");
}

TEST(ExportQti, ThePackageBytesAreDeterministic) {
  auto f = test::load_for_export(test::bank_dir());
  const std::string a = test::render_one("qti", *f->view);
  const std::string b = test::render_one("qti", *f->view);
  EXPECT_TRUE(a == b);
  // Fixed DOS date 2000-01-01 00:00 in every local header (offsets 10..13 after "PK\3\4").
  std::size_t pos = 0, headers = 0;
  while ((pos = a.find(std::string("PK\x03\x04", 4), pos)) != std::string::npos) {
    EXPECT_EQ(static_cast<unsigned char>(a[pos + 10]), 0x00);
    EXPECT_EQ(static_cast<unsigned char>(a[pos + 11]), 0x00);
    EXPECT_EQ(static_cast<unsigned char>(a[pos + 12]), 0x21);
    EXPECT_EQ(static_cast<unsigned char>(a[pos + 13]), 0x28);
    ++headers;
    pos += 4;
  }
  EXPECT_EQ(headers, f->view->questions().size() + 1);
}

}  // namespace
}  // namespace qbank::export_qti_test

namespace qbank::export_qti_test {
namespace {

// QTI 3.0 carries hostile texts as text: every file is well-formed XML without a script or an
// image, and the import gives back the bank's stems and options.
TEST(ExportQti3, HostileTextsStayText) {
  test::TempDir dir;
  auto f = test::load_for_export(test::write_hostile_bank(dir.path()));
  const std::string bytes = test::render_one("qti3", *f->view);
  std::vector<zip::Entry> entries;
  ASSERT_TRUE(zip::read(bytes, entries, nullptr));
  for (const auto& e : entries) {
    Doc doc(e.data);
    EXPECT_NE(doc.doc, nullptr) << e.name;
    EXPECT_EQ(e.data.find("<script"), std::string::npos) << e.name;
    EXPECT_EQ(e.data.find("<img"), std::string::npos) << e.name;
  }
  const fs::path package = dir.write("vijandig.zip", bytes);
  auto report = test::import_files("qti", {package}, "vijandig", dir.path() / "terug");
  EXPECT_EQ(report.imported, f->view->questions().size());
  // QTI's normal form collapses white space within lines: the second export's items are the
  // first's (the import put both topics into one, so the tests and manifest differ).
  auto back = test::load_for_export(dir.path() / "terug");
  std::vector<zip::Entry> again;
  ASSERT_TRUE(zip::read(test::render_one("qti3", *back->view), again, nullptr));
  std::map<std::string, std::string> first_items, second_items;
  for (const auto& e : entries) {
    if (e.name.rfind("items/", 0) == 0) first_items[e.name] = e.data;
  }
  for (const auto& e : again) {
    if (e.name.rfind("items/", 0) == 0) second_items[e.name] = e.data;
  }
  EXPECT_EQ(second_items, first_items);
}

// QTI 3.0: the same items in 3.0 names, a test per topic, read back by qbank's QTI importer
// (which reads 3.0 as Citolab and Kennisnet write it) to the same export, byte for byte.
TEST(ExportQti3, TheRealBankRoundTripsThroughTheQti3Importer) {
  test::TempDir dir;
  auto f = test::load_for_export(test::bank_dir());
  const std::string first = test::render_one("qti3", *f->view);
  std::vector<zip::Entry> entries;
  std::string error;
  ASSERT_TRUE(zip::read(first, entries, &error)) << error;
  std::map<std::string, std::string> files;
  for (auto& e : entries) files[e.name] = e.data;
  ASSERT_TRUE(files.count("imsmanifest.xml"));
  EXPECT_NE(files["imsmanifest.xml"].find("xmlns=\"http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1\""),
            std::string::npos);
  EXPECT_NE(
      files["imsmanifest.xml"].find("type=\"imsqti_test_xmlv3p0\" href=\"tests/ai-hardware-en-softwarestack.xml\""),
      std::string::npos);
  const std::string& test_xml = files["tests/ai-hardware-en-softwarestack.xml"];
  EXPECT_EQ(std::count(test_xml.begin(), test_xml.end(), '\n') > 0, true);
  std::size_t refs = 0;
  for (std::size_t at = test_xml.find("<qti-assessment-item-ref "); at != std::string::npos;
       at = test_xml.find("<qti-assessment-item-ref ", at + 1)) {
    ++refs;
  }
  EXPECT_EQ(refs, f->view->questions().size());
  for (const Question* q : f->view->questions()) {
    const std::string& item = files["items/" + q->id + ".xml"];
    ASSERT_FALSE(item.empty()) << q->id;
    Doc doc(item);
    ASSERT_NE(doc.doc, nullptr) << q->id;
    EXPECT_EQ(std::string(reinterpret_cast<const char*>(doc.root()->name)), "qti-assessment-item");
    EXPECT_EQ(std::string(reinterpret_cast<const char*>(doc.root()->ns->href)),
              "http://www.imsglobal.org/xsd/imsqtiasi_v3p0");
    for (const char* part :
         {"<qti-choice-interaction response-identifier=\"RESPONSE\" shuffle=\"false\" max-choices=\"1\">",
          "<qti-response-processing "
          "template=\"https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml\"/>",
          "<qti-modal-feedback outcome-identifier=\"FEEDBACK\" identifier=\"TOELICHTING\" show-hide=\"show\" "
          "title=\"Toelichting\"><qti-content-body>"}) {
      EXPECT_NE(item.find(part), std::string::npos) << q->id << ": " << part;
    }
    EXPECT_NE(item.find("<qti-value>" + std::string(1, q->options[static_cast<std::size_t>(q->key_index())].letter()) +
                        "</qti-value>"),
              std::string::npos);
  }
  const fs::path package = dir.write("qti3.zip", first);
  auto report = test::import_files("qti", {package}, "ai-hardware-en-softwarestack", dir.path() / "terug");
  EXPECT_EQ(report.imported, f->view->questions().size());
  EXPECT_EQ(report.skipped, 0u);
  // What QTI does not carry (related links) is not in either export: the second equals the first.
  auto back = test::load_for_export(dir.path() / "terug");
  EXPECT_TRUE(test::render_one("qti3", *back->view) == first) << "the second QTI 3.0 export differs";
}

}  // namespace
}  // namespace qbank::export_qti_test
