// Moodle XML: a category per topic (its idnumber is the topic id, its info the description),
// then the topic's questions as `multichoice` with `single` true. The name and idnumber are the
// question id, so an import recovers it. Texts are plain text (format="plain_text", which Moodle
// shows literally) inside CDATA, or for a question written in Markdown its HTML (format="html"), trimmed as Moodle's
// importer trims them; fractions are 100 for the key and 0 for the distractors.
#include <sstream>

#include "core/i18n.h"
#include "core/strings.h"
#include "export/exporter.h"
#include "export/text.h"

namespace qbank {
namespace {

using exporttext::cdata;
using exporttext::xml;

void text_element(std::ostringstream& o, std::string_view indent, std::string_view element, std::string_view text) {
  o << indent << "<" << element << " format=\"plain_text\">\n"
    << indent << "  <text>" << cdata(trim(text)) << "</text>\n"
    << indent << "</" << element << ">\n";
}

void html_element(std::ostringstream& o, const ExportView& view, std::string_view indent, std::string_view element,
                  std::string_view text, bool inline_only) {
  o << indent << "<" << element << " format=\"html\">\n"
    << indent << "  <text>" << cdata(markdown_html(view, text, inline_only)) << "</text>\n"
    << indent << "</" << element << ">\n";
}

class MoodleExporter final : public Exporter {
 public:
  std::string_view name() const override { return "moodle"; }
  std::string_view description() const override {
    return N_("Moodle XML: multichoice-vragen, een categorie per onderwerp");
  }
  bool writes_folder() const override { return false; }
  std::string_view example_out() const override { return "moodle.xml"; }

  std::vector<OutputFile> render(const ExportView& view) const override {
    std::ostringstream o;
    o << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n";
    for (const Topic* t : view.topics_with_questions()) {
      o << "  <question type=\"category\">\n"
        << "    <category>\n"
        << "      <text>" << xml("$course$/top/" + exporttext::category_name(view.topic_title(t->id))) << "</text>\n"
        << "    </category>\n";
      if (t->description.present && !t->description.value.empty()) {
        text_element(o, "    ", "info", t->description.value);
      }
      o << "    <idnumber>" << xml(t->id) << "</idnumber>\n"
        << "  </question>\n";
      for (const Question* q : view.questions_of(t->id)) write_question(o, view, *q);
    }
    o << "</quiz>\n";
    return {{"", o.str()}};
  }

 private:
  static void write_question(std::ostringstream& o, const ExportView& view, const Question& q) {
    const bool md = view.markdown(q);
    auto text = [&](std::string_view indent, std::string_view element, std::string_view value, bool inline_only) {
      if (md) {
        html_element(o, view, indent, element, value, inline_only);
      } else {
        text_element(o, indent, element, value);
      }
    };
    o << "  <question type=\"multichoice\">\n"
      << "    <name>\n      <text>" << xml(q.id) << "</text>\n    </name>\n";
    text("    ", "questiontext", q.stem.value, false);
    text("    ", "generalfeedback", q.explanation.value, false);
    o << "    <defaultgrade>1</defaultgrade>\n"
      << "    <penalty>0.3333333</penalty>\n"
      << "    <hidden>0</hidden>\n"
      << "    <idnumber>" << xml(q.id) << "</idnumber>\n"
      << "    <single>true</single>\n"
      << "    <shuffleanswers>0</shuffleanswers>\n"
      << "    <answernumbering>ABCD</answernumbering>\n"
      << "    <showstandardinstruction>0</showstandardinstruction>\n";
    for (const auto& opt : q.options) {
      o << "    <answer fraction=\"" << (opt.correct ? "100" : "0") << "\" format=\"" << (md ? "html" : "plain_text")
        << "\">\n"
        << "      <text>" << cdata(md ? markdown_html(view, opt.text.value, true) : trim(opt.text.value))
        << "</text>\n";
      if (opt.feedback().present && !opt.feedback().value.empty())
        text("      ", "feedback", opt.feedback().value, true);
      o << "    </answer>\n";
    }
    if (!q.tags.empty()) {
      o << "    <tags>\n";
      for (const auto& tag : q.tags) o << "      <tag><text>" << cdata(trim(tag)) << "</text></tag>\n";
      o << "    </tags>\n";
    }
    o << "  </question>\n";
  }
};

}  // namespace

std::unique_ptr<Exporter> make_moodle_exporter() { return std::make_unique<MoodleExporter>(); }

}  // namespace qbank
