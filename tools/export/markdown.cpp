// Markdown (CommonMark): a file per topic, <topic>.md, with the topic's title and description
// and every published question: the stem as a heading, the options as a list, the answer
// ("Antwoord: C. …"), the explanation and links to the related questions.
//
// Question text is escaped so it stays text: the characters that start inline syntax or raw HTML
// (\ ` * _ [ ] < > | ~ & and #, which also closes a heading) get a backslash everywhere, and
// what starts a block only at the start of a line (+ - = and "1." / "1)") gets one there.
// Leading white space is dropped (it would make a code block) and line breaks become hard
// breaks (a backslash at the line end).
#include <sstream>

#include "core/i18n.h"
#include "core/markdown.h"
#include "core/strings.h"
#include "export/exporter.h"
#include "export/site_text.h"
#include "export/text.h"

namespace qbank {
namespace {

std::string escape_line(std::string_view raw) {
  std::string line = trim(raw);
  std::string out;
  out.reserve(line.size() + 8);
  // Block syntax at the start of the line.
  std::size_t digits = 0;
  while (digits < line.size() && line[digits] >= '0' && line[digits] <= '9') ++digits;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    const bool at_start = i == 0;
    if (c == '\\' || c == '`' || c == '*' || c == '_' || c == '[' || c == ']' || c == '<' || c == '>' || c == '|' ||
        c == '~' || c == '&' || c == '#') {
      out += '\\';
    } else if (at_start && (c == '+' || c == '-' || c == '=')) {
      out += '\\';
    } else if (digits > 0 && i == digits && (c == '.' || c == ')')) {
      out += '\\';
    }
    out += c;
  }
  return out;
}

// Inline text: escaped lines joined with hard breaks.
std::string md_inline(std::string_view text) {
  std::string out;
  for (const auto& para : exporttext::paragraphs(text)) {
    for (const auto& line : exporttext::lines(para)) {
      const std::string l = escape_line(line);
      if (l.empty()) continue;
      if (!out.empty()) out += "\\\n";
      out += l;
    }
  }
  return out;
}

// Heading text: one line (an ATX heading ends at the line break).
std::string md_heading(std::string_view text) {
  std::string out;
  for (const auto& para : exporttext::paragraphs(text)) {
    for (const auto& line : exporttext::lines(para)) {
      const std::string l = escape_line(line);
      if (l.empty()) continue;
      if (!out.empty()) out += ' ';
      out += l;
    }
  }
  return out;
}

// Block text: paragraphs separated by blank lines.
std::string md_block(std::string_view text) {
  std::string out;
  for (const auto& para : exporttext::paragraphs(text)) {
    const std::string p = md_inline(para);
    if (p.empty()) continue;
    out += p + "\n\n";
  }
  return out;
}

std::string link_to(const Question& from, const Question& to) {
  if (from.topic == to.topic) return "#" + to.id;
  return to.topic + ".md#" + to.id;
}

// A question written in Markdown keeps its Markdown (normalised by cmark, raw HTML made text
// unless the bank allows it); a one-line place (a heading, a list item) gets the visible text
// when the Markdown is more than one paragraph.
std::string md_own_inline(const ExportView& view, const Question& q, std::string_view text) {
  if (!view.markdown(q)) return md_inline(text);
  const std::string md = markdown::to_commonmark(text, view.markup().allow_html);
  if (md.find('\n') == std::string::npos) return md;
  return md_inline(markdown::to_text(text));
}
std::string md_own_heading(const ExportView& view, const Question& q, std::string_view text) {
  if (!view.markdown(q)) return md_heading(text);
  const std::string md = markdown::to_commonmark(text, view.markup().allow_html);
  if (md.find('\n') == std::string::npos) return md;
  return md_heading(markdown::to_text(text));
}
std::string md_own_block(const ExportView& view, const Question& q, std::string_view text) {
  if (!view.markdown(q)) return md_block(text);
  const std::string md = markdown::to_commonmark(text, view.markup().allow_html);
  return md.empty() ? std::string() : md + "\n\n";
}

std::string topic_file(const ExportView& view, const Topic& t) {
  std::ostringstream o;
  const auto& questions = view.questions_of(t.id);
  o << "# " << md_heading(view.topic_title(t.id)) << "\n\n";
  if (t.description.present) o << md_block(t.description.value);
  if (t.parent) {
    const std::string link = view.find_topic(t.parent->id)
                                 ? "[" + md_inline(view.topic_title(t.parent->id)) + "](" + t.parent->id + ".md)"
                                 : md_inline(t.parent->id);
    o << format_message(md_inline(site_text(view, "Hoort bij: {}")), {link}) << "\n\n";
  }
  if (questions.empty()) o << md_inline(site_text(view, "Dit onderwerp heeft nog geen gepubliceerde vragen.")) << "\n";
  std::size_t n = 0;
  for (const Question* q : questions) {
    ++n;
    o << "<a id=\"" << q->id << "\"></a>\n\n";
    o << "## " << n << ". " << md_own_heading(view, *q, q->stem.value) << "\n\n";
    for (const auto& opt : q->options) {
      o << "- **" << exporttext::letter(opt.index) << ".** " << md_own_inline(view, *q, opt.text.value) << "\n";
    }
    const auto& key = q->options[static_cast<std::size_t>(q->key_index())];
    o << "\n**" << format_message(md_inline(site_text(view, "Antwoord: {}.")), {exporttext::letter(key.index)}) << "** "
      << md_own_inline(view, *q, key.text.value) << "\n\n";
    o << md_own_block(view, *q, q->explanation.value);
    bool feedback = false;
    for (const auto& opt : q->options) {
      if (!opt.feedback().present || opt.feedback().value.empty()) continue;
      if (!feedback) o << md_inline(site_text(view, "Terugkoppeling per optie:")) << "\n\n";
      feedback = true;
      o << "- **" << exporttext::letter(opt.index) << ".** " << md_own_inline(view, *q, opt.feedback().value) << "\n";
    }
    if (feedback) o << "\n";
    const auto related = view.related(*q);
    if (!related.empty()) {
      o << format_message(md_inline(site_text(view, "Meer vragen over {}:")), {md_inline(view.topic_title(q->topic))})
        << "\n\n";
      for (const Question* r : related) {
        o << "- [" << md_inline(view.markdown(*r) ? markdown::to_text(r->stem.value) : r->stem.value.str()) << "]("
          << link_to(*q, *r) << ")\n";
      }
      o << "\n";
    }
  }
  std::string text = o.str();
  while (text.size() >= 2 && text[text.size() - 1] == '\n' && text[text.size() - 2] == '\n') text.pop_back();
  return text;
}

class MarkdownExporter final : public Exporter {
 public:
  std::string_view name() const override { return "markdown"; }
  std::string_view description() const override { return N_("Markdown: per onderwerp een bestand <onderwerp>.md"); }
  bool writes_folder() const override { return true; }
  std::string_view example_out() const override { return "markdown"; }

  std::vector<OutputFile> render(const ExportView& view) const override {
    std::vector<OutputFile> files;
    for (const Topic* t : view.topics()) files.push_back({t->id + ".md", topic_file(view, *t)});
    return files;
  }
};

}  // namespace

std::unique_ptr<Exporter> make_markdown_exporter() { return std::make_unique<MarkdownExporter>(); }

}  // namespace qbank
