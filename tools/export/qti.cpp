// IMS QTI 2.1 (--format qti) and QTI 3.0 (--format qti3): one assessment item per question (a
// choice interaction with max choices 1, the key as correct response, the match_correct response
// processing template) in an IMS content package: a zip with imsmanifest.xml and items/<id>.xml;
// QTI 3.0 adds a test, tests/<topic>.xml, that lists the topic's items in a section.
//
// QTI 3.0 writes the same item with its own names: elements `qti-` and kebab-case
// (`qti-choice-interaction`), attributes kebab-case (`response-identifier`), modal feedback
// inside `qti-content-body`, the 3.0 namespace, template and manifest resource types.
//
// The explanation travels as modalFeedback bound to an outcome FEEDBACK whose default value is the
// feedback's identifier, so a player shows it after every attempt while match_correct alone does
// the scoring. Per-option feedback needs response processing of its own and is not exported.
//
// QTI renders text as XHTML, where runs of white space collapse: the exporter writes each line
// with its white space already collapsed, so an import gives back exactly the exported text.
#include <algorithm>
#include <sstream>

#include "core/i18n.h"
#include "core/markdown.h"
#include "core/strings.h"
#include "core/zip.h"
#include "export/exporter.h"
#include "export/text.h"

namespace qbank {
namespace {

using exporttext::xml;

// The names one QTI version gives the parts of an item.
struct Dialect {
  bool v3 = false;
  std::string_view ns, schema_location, match_correct, item_type, package_ns, package_schema, package_version;

  // "choiceInteraction" -> "qti-choice-interaction" in 3.0.
  std::string el(std::string_view name) const {
    if (!v3) return std::string(name);
    return "qti-" + camel_to_kebab(name);
  }
  std::string at(std::string_view name) const { return v3 ? camel_to_kebab(name) : std::string(name); }
};

constexpr Dialect kQti21{
    false,
    "http://www.imsglobal.org/xsd/imsqti_v2p1",
    "http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd",
    "http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct",
    "imsqti_item_xmlv2p1",
    "http://www.imsglobal.org/xsd/imscp_v1p1",
    "QTIv2.1 Package",
    "1.0.0"};
constexpr Dialect kQti30{true,
                         "http://www.imsglobal.org/xsd/imsqtiasi_v3p0",
                         "http://www.imsglobal.org/xsd/imsqtiasi_v3p0 "
                         "https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd",
                         "https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml",
                         "imsqti_item_xmlv3p0",
                         "http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1",
                         "QTI Package",
                         "3.0.0"};

// A line with every run of white space made one space, trimmed.
std::string collapse(std::string_view line) {
  std::string out;
  bool space = false;
  for (char c : line) {
    if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
      space = !out.empty();
    } else {
      if (space) out += ' ';
      space = false;
      out += c;
    }
  }
  return out;
}

// Inline content: lines joined by <br/>.
std::string inline_xml(std::string_view text) {
  std::string out;
  for (const auto& para : exporttext::paragraphs(text)) {
    for (const auto& line : exporttext::lines(para)) {
      const std::string l = collapse(line);
      if (l.empty()) continue;
      if (!out.empty()) out += "<br/>";
      out += xml(l);
    }
  }
  return out;
}

// Block content: a <p> per paragraph, lines joined by <br/>.
std::string block_xml(std::string_view text) {
  std::string out;
  for (const auto& para : exporttext::paragraphs(text)) {
    std::string p;
    for (const auto& line : exporttext::lines(para)) {
      const std::string l = collapse(line);
      if (l.empty()) continue;
      if (!p.empty()) p += "<br/>";
      p += xml(l);
    }
    if (!p.empty()) out += "<p>" + p + "</p>";
  }
  return out;
}

// An item identifier must be an NCName; bank ids may start with a digit, so those get "q_" (an
// underscore never occurs in a bank id, so this cannot collide).
std::string qti_identifier(std::string_view id) {
  if (!id.empty() && id.front() >= 'a' && id.front() <= 'z') return std::string(id);
  return "q_" + std::string(id);
}

// Markdown rendered as XHTML for QTI: cmark's HTML is well-formed XML (void elements closed,
// attributes quoted and escaped); no rel on links, which the QTI schema does not have. Characters
// XML cannot hold are replaced first.
markdown::HtmlOptions qti_rendering(const ExportView& view) { return {view.markup().allow_html, false}; }

std::string qti_item(const Dialect& d, const ExportView& view, const Question& q) {
  std::ostringstream o;
  const bool md = view.markdown(q);
  const std::string key = exporttext::letter(static_cast<std::size_t>(q.key_index()));
  const std::string explanation =
      md ? (trim(q.explanation.value).empty()
                ? std::string()
                : markdown::to_html(exporttext::xml_safe(q.explanation.value), qti_rendering(view)))
         : block_xml(q.explanation.value);
  // The stem: the prompt when it is inline text; a stem of several blocks stands before the
  // interaction (a prompt holds inline content only).
  bool single = true;
  const std::string stem_md =
      md ? markdown::to_inline_html(exporttext::xml_safe(q.stem.value), qti_rendering(view), &single) : std::string();
  o << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    << "<" << d.el("assessmentItem") << " xmlns=\"" << d.ns
    << "\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"\n"
    << "    xsi:schemaLocation=\"" << d.schema_location << "\"\n"
    << "    identifier=\"" << xml(qti_identifier(q.id)) << "\" title=\"" << xml(q.id) << "\" adaptive=\"false\" "
    << d.at("timeDependent") << "=\"false\" xml:lang=\"nl\">\n"
    << "  <" << d.el("responseDeclaration") << " identifier=\"RESPONSE\" cardinality=\"single\" " << d.at("baseType")
    << "=\"identifier\">\n"
    << "    <" << d.el("correctResponse") << ">\n      <" << d.el("value") << ">" << key << "</" << d.el("value")
    << ">\n    </" << d.el("correctResponse") << ">\n"
    << "  </" << d.el("responseDeclaration") << ">\n"
    << "  <" << d.el("outcomeDeclaration") << " identifier=\"SCORE\" cardinality=\"single\" " << d.at("baseType")
    << "=\"float\">\n"
    << "    <" << d.el("defaultValue") << ">\n      <" << d.el("value") << ">0</" << d.el("value") << ">\n    </"
    << d.el("defaultValue") << ">\n"
    << "  </" << d.el("outcomeDeclaration") << ">\n";
  if (!explanation.empty()) {
    o << "  <" << d.el("outcomeDeclaration") << " identifier=\"FEEDBACK\" cardinality=\"single\" " << d.at("baseType")
      << "=\"identifier\">\n"
      << "    <" << d.el("defaultValue") << ">\n      <" << d.el("value") << ">TOELICHTING</" << d.el("value")
      << ">\n    </" << d.el("defaultValue") << ">\n"
      << "  </" << d.el("outcomeDeclaration") << ">\n";
  }
  o << "  <" << d.el("itemBody") << ">\n";
  if (md && !single) o << "    " << stem_md << "\n";
  o << "    <" << d.el("choiceInteraction") << " " << d.at("responseIdentifier") << "=\"RESPONSE\" shuffle=\"false\" "
    << d.at("maxChoices") << "=\"1\">\n";
  if (!md) {
    o << "      <" << d.el("prompt") << ">" << inline_xml(q.stem.value) << "</" << d.el("prompt") << ">\n";
  } else if (single) {
    o << "      <" << d.el("prompt") << ">" << stem_md << "</" << d.el("prompt") << ">\n";
  }
  for (const auto& opt : q.options) {
    const std::string text = md ? markdown::to_inline_html(exporttext::xml_safe(opt.text.value), qti_rendering(view))
                                : inline_xml(opt.text.value);
    o << "      <" << d.el("simpleChoice") << " identifier=\"" << exporttext::letter(opt.index) << "\">" << text << "</"
      << d.el("simpleChoice") << ">\n";
  }
  o << "    </" << d.el("choiceInteraction") << ">\n"
    << "  </" << d.el("itemBody") << ">\n"
    << "  <" << d.el("responseProcessing") << " template=\"" << d.match_correct << "\"/>\n";
  if (!explanation.empty()) {
    o << "  <" << d.el("modalFeedback") << " " << d.at("outcomeIdentifier")
      << "=\"FEEDBACK\" identifier=\"TOELICHTING\" " << d.at("showHide") << "=\"show\" title=\"Toelichting\">"
      << (d.v3 ? "<qti-content-body>" : "") << explanation << (d.v3 ? "</qti-content-body>" : "") << "</"
      << d.el("modalFeedback") << ">\n";
  }
  o << "</" << d.el("assessmentItem") << ">\n";
  return o.str();
}

// QTI 3.0: a test per topic with one section that lists its items (players open a package at a
// test).
std::string topic_test(const ExportView& view, const Topic& t) {
  std::ostringstream o;
  const std::string id = qti_identifier(t.id);
  o << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    << "<qti-assessment-test xmlns=\"" << kQti30.ns << "\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"\n"
    << "    xsi:schemaLocation=\"" << kQti30.schema_location << "\"\n"
    << "    identifier=\"test-" << xml(id) << "\" title=\"" << xml(view.topic_title(t.id)) << "\" xml:lang=\"nl\">\n"
    << "  <qti-test-part identifier=\"deel-" << xml(id)
    << "\" navigation-mode=\"nonlinear\" submission-mode=\"individual\">\n"
    << "    <qti-assessment-section identifier=\"sectie-" << xml(id) << "\" title=\"" << xml(view.topic_title(t.id))
    << "\" visible=\"true\">\n";
  for (const Question* q : view.questions_of(t.id)) {
    o << "      <qti-assessment-item-ref identifier=\"" << xml(qti_identifier(q->id)) << "\" href=\"../items/"
      << xml(q->id) << ".xml\"/>\n";
  }
  o << "    </qti-assessment-section>\n  </qti-test-part>\n</qti-assessment-test>\n";
  return o.str();
}

std::string manifest(const Dialect& d, const ExportView& view) {
  std::ostringstream o;
  o << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    << "<manifest xmlns=\"" << d.package_ns << "\" identifier=\"qbank-export\">\n"
    << "  <metadata>\n    <schema>" << d.package_schema << "</schema>\n    <schemaversion>" << d.package_version
    << "</schemaversion>\n  </metadata>\n"
    << "  <organizations/>\n  <resources>\n";
  if (d.v3) {
    for (const Topic* t : view.topics_with_questions()) {
      const std::string href = "tests/" + t->id + ".xml";
      o << "    <resource identifier=\"test-" << xml(t->id) << "\" type=\"imsqti_test_xmlv3p0\" href=\"" << xml(href)
        << "\">\n      <file href=\"" << xml(href) << "\"/>\n";
      for (const Question* q : view.questions_of(t->id))
        o << "      <dependency identifierref=\"res-" << xml(q->id) << "\"/>\n";
      o << "    </resource>\n";
    }
  }
  for (const Question* q : view.questions()) {
    const std::string href = "items/" + q->id + ".xml";
    o << "    <resource identifier=\"res-" << xml(q->id) << "\" type=\"" << d.item_type << "\" href=\"" << xml(href)
      << "\">\n      <file href=\"" << xml(href) << "\"/>\n    </resource>\n";
  }
  o << "  </resources>\n</manifest>\n";
  return o.str();
}

class QtiExporter final : public Exporter {
 public:
  explicit QtiExporter(const Dialect& d) : d_(d) {}
  std::string_view name() const override { return d_.v3 ? "qti3" : "qti"; }
  std::string_view description() const override {
    return d_.v3 ? N_("IMS QTI 3.0-items en per onderwerp een toets in een contentpakket (zip met imsmanifest.xml)")
                 : N_("IMS QTI 2.1-items in een contentpakket (zip met imsmanifest.xml)");
  }
  bool writes_folder() const override { return false; }
  std::string_view example_out() const override { return d_.v3 ? "qti3.zip" : "qti.zip"; }

  std::vector<OutputFile> render(const ExportView& view) const override {
    std::vector<zip::Entry> entries;
    entries.push_back({"imsmanifest.xml", manifest(d_, view)});
    for (const Question* q : view.questions()) entries.push_back({"items/" + q->id + ".xml", qti_item(d_, view, *q)});
    if (d_.v3) {
      for (const Topic* t : view.topics_with_questions())
        entries.push_back({"tests/" + t->id + ".xml", topic_test(view, *t)});
    }
    std::sort(entries.begin(), entries.end(), [](const zip::Entry& a, const zip::Entry& b) { return a.name < b.name; });
    std::string error;
    std::string bytes = zip::write(std::move(entries), &error);
    if (bytes.empty()) throw std::runtime_error("QTI-pakket: " + error);
    return {{"", std::move(bytes)}};
  }

 private:
  Dialect d_;
};

}  // namespace

std::unique_ptr<Exporter> make_qti_exporter() { return std::make_unique<QtiExporter>(kQti21); }
std::unique_ptr<Exporter> make_qti3_exporter() { return std::make_unique<QtiExporter>(kQti30); }

}  // namespace qbank
