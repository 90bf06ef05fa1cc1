// Moodle XML: `multichoice` questions with a single answer become questions; the name is the
// title (the id), generalfeedback the explanation, the 100% answer the key. Categories give the
// topic's title (and, with an idnumber, its id) for a new topic.toml. Texts in format html (or
// moodle_auto_format) are turned into plain text; plain_text and markdown are taken as they are.
#include <cmath>
#include <cstdlib>

#include "core/i18n.h"
#include "core/model.h"
#include "core/strings.h"
#include "import/importer.h"
#include "import/markup.h"
#include "import/xml.h"

namespace qbank {
namespace {

struct Context {
  const ImportInput& input;
  ImportResult& out;
  const SourceFile& source;
};

Span where(const Context& c, xmlNodePtr n) { return line_span(c.source, xml::line(n), "question"); }

// A <text> inside `element` (questiontext, generalfeedback, answer, feedback), as plain text.
// A text of the given Moodle format as the bank writes it: plain text, or Markdown when the bank
// uses Markdown (HTML converted, Markdown kept, plain text escaped).
std::string read_text(xmlNodePtr element, const std::string& default_format, markup::Losses& losses, bool markdown) {
  if (!element) return "";
  std::string format = xml::attr(element, "format");
  if (format.empty()) format = default_format;
  const std::string raw = xml::text(xml::child(element, "text"));
  if (format == "html" || format == "moodle_auto_format") {
    if (!markup::looks_like_html(raw)) return trim(markdown ? markup::escape_markdown(trim(raw)) : raw);
    return trim(markdown ? markup::html_markdown(raw, losses) : markup::html_text(raw, losses));
  }
  if (markdown && format != "markdown") return markup::escape_markdown(trim(raw));
  return trim(raw);
}

void report_losses(Context& c, Span at, const markup::Losses& l) {
  if (!l.images.empty()) {
    std::string list;
    for (const auto& i : l.images) list += (list.empty() ? "" : ", ") + i;
    report(c.out, "import/image", c.input.display, at,
           format_message(trn("de afbeelding {} kan niet mee en is weggelaten; controleer of de vraag zonder te "
                              "beantwoorden is",
                              "de afbeeldingen {} kunnen niet mee en zijn weggelaten; controleer of de vraag zonder te "
                              "beantwoorden is",
                              l.images.size()),
                          {list}));
  }
  if (!l.media.empty()) {
    report(c.out, "import/media", c.input.display, at,
           format_message(tr("media ({}) kunnen niet mee en zijn weggelaten"), {markup::names(l.media)}));
  }
  if (l.math) {
    report(c.out, "import/math", c.input.display, at,
           tr("een formule (MathML) is alleen als platte tekst overgenomen; controleer hoe die er nu uitziet"));
  }
  if (!l.formatting.empty()) {
    report(c.out, "import/markup", c.input.display, at,
           format_message(tr("HTML-opmaak ({}) is weggelaten; alleen de tekst is overgenomen"),
                          {markup::names(l.formatting)}));
  }
}

void read_multichoice(Context& c, xmlNodePtr q, const ImportedTopic* category) {
  const Span at = where(c, q);
  const std::string name = trim(xml::text(xml::child(xml::child(q, "name"), "text")));
  const std::string label = name.empty() ? std::string(tr("de vraag")) : format_message(tr("vraag '{}'"), {name});
  const std::string single = trim(xml::text(xml::child(q, "single")));
  if (single == "false" || single == "0") {
    report(c.out, "import/multiple-answers", c.input.display, at,
           format_message(
               tr("{} laat meer antwoorden tegelijk kiezen (single = false); qbank kent alleen vragen met één sleutel"),
               {label}));
    ++c.out.skipped;
    return;
  }
  markup::Losses losses;
  ImportedQuestion iq;
  iq.file = c.input.display;
  iq.where = at;
  iq.title = name;
  if (category) {
    iq.category = category->title;
    iq.category_path = category->path;
  }
  const std::string default_format = "html";
  iq.stem = read_text(xml::child(q, "questiontext"), default_format, losses, c.input.markdown);
  if (xmlNodePtr gf = xml::child(q, "generalfeedback")) {
    std::string e = read_text(gf, default_format, losses, c.input.markdown);
    if (!e.empty()) iq.explanation = e;
  }
  std::vector<double> fractions;
  std::vector<bool> pictured;  // per answer: an image (or other medium) stood where its text would be
  for (xmlNodePtr a : xml::children(q, "answer")) {
    ImportedOption o;
    markup::Losses own;
    o.text =
        read_text(a, xml::attr(a, "format").empty() ? default_format : xml::attr(a, "format"), own, c.input.markdown);
    pictured.push_back(!own.images.empty() || !own.media.empty() || own.math);
    losses.formatting.insert(own.formatting.begin(), own.formatting.end());
    losses.images.insert(losses.images.end(), own.images.begin(), own.images.end());
    losses.media.insert(own.media.begin(), own.media.end());
    losses.math = losses.math || own.math;
    o.feedback = read_text(xml::child(a, "feedback"), default_format, losses, c.input.markdown);
    const std::string f = trim(xml::attr(a, "fraction"));
    char* end = nullptr;
    const double fraction = f.empty() ? 0.0 : std::strtod(f.c_str(), &end);
    fractions.push_back(std::isfinite(fraction) ? fraction : 0.0);
    iq.options.push_back(std::move(o));
  }
  if (iq.options.size() < 2) {
    report(c.out, "import/too-few-options", c.input.display, at,
           format_message(
               trn("{} heeft {} antwoord; een meerkeuzevraag heeft er ten minste twee nodig",
                   "{} heeft {} antwoorden; een meerkeuzevraag heeft er ten minste twee nodig", iq.options.size()),
               {label, std::to_string(iq.options.size())}));
    ++c.out.skipped;
    return;
  }
  for (std::size_t i = 0; i < iq.options.size(); ++i) {
    if (!iq.options[i].text.empty()) continue;
    const std::string letter(1, option_letter(std::min<std::size_t>(i, 25)));
    if (pictured[i]) {
      report(c.out, "import/image", c.input.display, at,
             format_message(
                 tr("{}: antwoord {} is alleen een afbeelding (of ander beeld) zonder tekst; zo'n vraag kan niet mee"),
                 {label, letter}));
    } else {
      report(c.out, "import/empty-option", c.input.display, at,
             format_message(tr("{}: antwoord {} heeft geen tekst; zo'n vraag kan niet mee"), {label, letter}));
    }
    ++c.out.skipped;
    return;
  }
  if (iq.options.size() > 26) {
    report(c.out, "import/too-many-options", c.input.display, at,
           format_message(tr("{} heeft meer dan 26 antwoorden (A–Z)"), {label}));
    ++c.out.skipped;
    return;
  }
  std::size_t full = 0;
  bool partial = false;
  for (std::size_t i = 0; i < fractions.size(); ++i) {
    if (std::fabs(fractions[i] - 100.0) < 1e-6) {
      ++full;
      iq.options[i].correct = true;
    } else if (std::fabs(fractions[i]) > 1e-6) {
      partial = true;
    }
  }
  if (full == 0) {
    report(
        c.out, "import/no-key", c.input.display, at,
        format_message(tr("{} heeft geen antwoord met fraction 100; geef de sleutel 100 en de afleiders 0"), {label}));
    ++c.out.skipped;
    return;
  }
  if (full > 1) {
    report(c.out, "import/multiple-answers", c.input.display, at,
           format_message(tr("{} heeft {} antwoorden met fraction 100; qbank kent precies één sleutel"),
                          {label, std::to_string(full)}));
    ++c.out.skipped;
    return;
  }
  if (partial) {
    report(
        c.out, "import/partial-credit", c.input.display, at,
        format_message(tr("{} geeft deelpunten of strafpunten aan afleiders; die vallen weg (sleutel 100, de rest 0)"),
                       {label}));
  }
  if (!iq.explanation) {
    report(c.out, "import/no-explanation", c.input.display, at,
           format_message(
               tr("{} heeft geen generalfeedback; schrijf een toelichting (explanation) die de sleutel onderbouwt"),
               {label}));
  }
  for (const char* combined : {"correctfeedback", "partiallycorrectfeedback", "incorrectfeedback"}) {
    markup::Losses ignored;
    if (!read_text(xml::child(q, combined), default_format, ignored, false).empty()) {
      report(c.out, "import/feedback", c.input.display, at,
             format_message(tr("de algemene terugkoppeling <{}> past niet in een vraagbestand en is weggelaten"),
                            {combined}));
    }
  }
  if (!xml::children(q, "file").empty() || !xml::descendants(q, "file").empty()) {
    losses.images.push_back(tr("ingesloten bestanden"));
  }
  report_losses(c, at, losses);
  if (xmlNodePtr tags = xml::child(q, "tags")) {
    for (xmlNodePtr t : xml::children(tags, "tag")) {
      const std::string tag = trim(xml::text(xml::child(t, "text")));
      if (!tag.empty()) iq.tags.push_back(tag);
    }
  }
  c.out.questions.push_back(std::move(iq));
}

class MoodleImporter final : public Importer {
 public:
  std::string_view name() const override { return "moodle"; }
  std::string_view description() const override { return N_("Moodle XML (multichoice, één antwoord)"); }

  void read(const ImportInput& input, ImportResult& out) const override {
    auto source = std::make_shared<SourceFile>(input.display, input.content);
    out.sources[input.display] = source;
    Context c{input, out, *source};
    std::string error;
    std::uint32_t error_line = 1;
    auto doc = xml::parse(input.content, &error, &error_line);
    if (!doc) {
      report(out, "import/unreadable", input.display, line_span(*source, error_line), error);
      return;
    }
    xmlNodePtr quiz = doc->root();
    if (xml::name(quiz) != "quiz") {
      report(out, "import/unreadable", input.display, line_span(*source, xml::line(quiz)),
             "geen Moodle XML: het hoofdelement is <" + xml::name(quiz) + ">, niet <quiz>");
      return;
    }
    std::optional<ImportedTopic> category;
    for (xmlNodePtr q : xml::children(quiz, "question")) {
      const std::string type = xml::attr(q, "type");
      if (type == "category") {
        ImportedTopic t;
        const std::string text = trim(xml::text(xml::child(xml::child(q, "category"), "text")));
        t.title = category_title(text);
        t.path = category_path(text);
        markup::Losses ignored;
        if (xmlNodePtr info = xml::child(q, "info")) {
          std::string d = read_text(info, "html", ignored, false);
          if (!d.empty()) t.description = d;
        }
        t.id = trim(xml::text(xml::child(q, "idnumber")));
        category = t;
        out.topics.push_back(t);
        continue;
      }
      if (type == "multichoice") {
        read_multichoice(c, q, category ? &*category : nullptr);
        continue;
      }
      const std::string name = trim(xml::text(xml::child(xml::child(q, "name"), "text")));
      report(out, "import/unsupported-type", input.display, where(c, q),
             name.empty()
                 ? format_message(tr("vraagtype '{}' wordt niet overgenomen; qbank kent alleen meerkeuzevragen met één "
                                     "sleutel (multichoice, single)"),
                                  {type})
                 : format_message(tr("vraagtype '{}' ('{}') wordt niet overgenomen; qbank kent alleen meerkeuzevragen "
                                     "met één sleutel (multichoice, single)"),
                                  {type, name}));
      ++out.skipped;
    }
  }
};

}  // namespace

std::unique_ptr<Importer> make_moodle_importer() { return std::make_unique<MoodleImporter>(); }

}  // namespace qbank
