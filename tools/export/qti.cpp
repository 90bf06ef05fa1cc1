// IMS QTI 2.1: one assessmentItem per question (a choiceInteraction with maxChoices 1, the key as
// correctResponse, the match_correct response-processing template) in an IMS content package: a
// zip with imsmanifest.xml and items/<id>.xml.
//
// The explanation travels as modalFeedback bound to an outcome FEEDBACK whose default value is the
// feedback's identifier, so a player shows it after every attempt while match_correct alone does
// the scoring. Per-option feedback needs response processing of its own and is not exported.
//
// QTI renders text as XHTML, where runs of white space collapse: the exporter writes each line
// with its white space already collapsed, so an import gives back exactly the exported text.
#include <sstream>

#include "core/markdown.h"
#include "core/strings.h"
#include "export/exporter.h"
#include "export/text.h"
#include "export/zip.h"

namespace qbank {
namespace {

using exporttext::xml;

constexpr std::string_view kNamespace = "http://www.imsglobal.org/xsd/imsqti_v2p1";
constexpr std::string_view kSchemaLocation =
    "http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd";
constexpr std::string_view kMatchCorrect = "http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct";

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

std::string qti_item(const ExportView& view, const Question& q) {
  std::ostringstream o;
  const bool md = view.markdown(q);
  const std::string key = exporttext::letter(static_cast<std::size_t>(q.key_index()));
  const std::string explanation =
      md ? (trim(q.explanation.value).empty() ? std::string()
                                              : markdown::to_html(exporttext::xml_safe(q.explanation.value), qti_rendering(view)))
         : block_xml(q.explanation.value);
  // The stem: the prompt when it is inline text; a stem of several blocks stands before the
  // interaction (a prompt holds inline content only).
  bool single = true;
  const std::string stem_md = md ? markdown::to_inline_html(exporttext::xml_safe(q.stem.value), qti_rendering(view), &single)
                                 : std::string();
  o << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    << "<assessmentItem xmlns=\"" << kNamespace << "\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"\n"
    << "    xsi:schemaLocation=\"" << kSchemaLocation << "\"\n"
    << "    identifier=\"" << xml(qti_identifier(q.id)) << "\" title=\"" << xml(q.id)
    << "\" adaptive=\"false\" timeDependent=\"false\" xml:lang=\"nl\">\n"
    << "  <responseDeclaration identifier=\"RESPONSE\" cardinality=\"single\" baseType=\"identifier\">\n"
    << "    <correctResponse>\n      <value>" << key << "</value>\n    </correctResponse>\n"
    << "  </responseDeclaration>\n"
    << "  <outcomeDeclaration identifier=\"SCORE\" cardinality=\"single\" baseType=\"float\">\n"
    << "    <defaultValue>\n      <value>0</value>\n    </defaultValue>\n"
    << "  </outcomeDeclaration>\n";
  if (!explanation.empty()) {
    o << "  <outcomeDeclaration identifier=\"FEEDBACK\" cardinality=\"single\" baseType=\"identifier\">\n"
      << "    <defaultValue>\n      <value>TOELICHTING</value>\n    </defaultValue>\n"
      << "  </outcomeDeclaration>\n";
  }
  o << "  <itemBody>\n";
  if (md && !single) o << "    " << stem_md << "\n";
  o << "    <choiceInteraction responseIdentifier=\"RESPONSE\" shuffle=\"false\" maxChoices=\"1\">\n";
  if (!md) {
    o << "      <prompt>" << inline_xml(q.stem.value) << "</prompt>\n";
  } else if (single) {
    o << "      <prompt>" << stem_md << "</prompt>\n";
  }
  for (const auto& opt : q.options) {
    const std::string text =
        md ? markdown::to_inline_html(exporttext::xml_safe(opt.text.value), qti_rendering(view)) : inline_xml(opt.text.value);
    o << "      <simpleChoice identifier=\"" << exporttext::letter(opt.index) << "\">" << text << "</simpleChoice>\n";
  }
  o << "    </choiceInteraction>\n"
    << "  </itemBody>\n"
    << "  <responseProcessing template=\"" << kMatchCorrect << "\"/>\n";
  if (!explanation.empty()) {
    o << "  <modalFeedback outcomeIdentifier=\"FEEDBACK\" identifier=\"TOELICHTING\" showHide=\"show\" "
         "title=\"Toelichting\">"
      << explanation << "</modalFeedback>\n";
  }
  o << "</assessmentItem>\n";
  return o.str();
}

std::string manifest(const ExportView& view) {
  std::ostringstream o;
  o << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    << "<manifest xmlns=\"http://www.imsglobal.org/xsd/imscp_v1p1\" identifier=\"qbank-export\">\n"
    << "  <metadata>\n    <schema>QTIv2.1 Package</schema>\n    <schemaversion>1.0.0</schemaversion>\n  </metadata>\n"
    << "  <organizations/>\n  <resources>\n";
  for (const Question* q : view.questions()) {
    const std::string href = "items/" + q->id + ".xml";
    o << "    <resource identifier=\"res-" << xml(q->id) << "\" type=\"imsqti_item_xmlv2p1\" href=\"" << xml(href)
      << "\">\n      <file href=\"" << xml(href) << "\"/>\n    </resource>\n";
  }
  o << "  </resources>\n</manifest>\n";
  return o.str();
}

class QtiExporter final : public Exporter {
 public:
  std::string_view name() const override { return "qti"; }
  std::string_view description() const override {
    return "IMS QTI 2.1 items in a content package (zip with imsmanifest.xml)";
  }
  bool writes_folder() const override { return false; }
  std::string_view example_out() const override { return "qti.zip"; }

  std::vector<OutputFile> render(const ExportView& view) const override {
    std::vector<zip::Entry> entries;
    entries.push_back({"imsmanifest.xml", manifest(view)});
    for (const Question* q : view.questions()) entries.push_back({"items/" + q->id + ".xml", qti_item(view, *q)});
    std::string error;
    std::string bytes = zip::write(std::move(entries), &error);
    if (bytes.empty()) throw std::runtime_error("QTI-pakket: " + error);
    return {{"", std::move(bytes)}};
  }
};

}  // namespace

std::unique_ptr<Exporter> make_qti_exporter() { return std::make_unique<QtiExporter>(); }

}  // namespace qbank
