// GIFT (Moodle's text format): `$CATEGORY:` per topic, then per question `::id::[plain]stem{`,
// `=key`, `~distractor`, `#feedback`, `####explanation`, `}`. The [plain] marker makes Moodle show
// every text literally (answers and feedback take the question's format). The control characters
// ~ = # { } : and the backslash are escaped with a backslash everywhere (gift-pegjs, stricter than
// Moodle, rejects an unescaped ':' in feedback), a line break is written \n, and a CR is dropped
// (Moodle's own export does the same). An option text that starts with '%' gets its weight
// written first (%100% or %0%) so the text is not read as a weight.
//
// "->" in an answer (`=a -> b`) makes gift-pegjs, and GIFT tools built on it, read the question as
// a matching question, and GIFT has no escape for it (Moodle's own importer looks for '~' first and
// keeps such a question multiple-choice). A question whose options, feedback or explanation, as
// written, hold "->" is therefore written as [html]: Markdown rendered as the Moodle XML export
// renders it, plain text with its HTML characters escaped and line breaks as <br>; either way ">"
// is "&gt;", and a "->" that raw HTML (markup_html) lets through is written "-&gt;" too. Moodle
// shows the same text; importing it again keeps the words but not the code spans.
#include <sstream>

#include "core/i18n.h"
#include "core/strings.h"
#include "export/exporter.h"
#include "export/text.h"

namespace qbank {
namespace {

// A text trimmed (Moodle trims every part) and escaped.
std::string gift_escape(std::string_view raw) {
  const std::string text = trim(raw);
  std::string out;
  out.reserve(text.size() + text.size() / 8);
  for (char c : text) {
    switch (c) {
      case '\\':
        out += "\\\\";
        break;
      case '~':
        out += "\\~";
        break;
      case '=':
        out += "\\=";
        break;
      case '#':
        out += "\\#";
        break;
      case '{':
        out += "\\{";
        break;
      case '}':
        out += "\\}";
        break;
      case ':':
        out += "\\:";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        break;
      default:
        out += c;
    }
  }
  return out;
}

// Whether a question's answer block, as written, would hold "->" (gift_escape drops a CR, which can
// join "-\r>").
bool has_arrow(const Question& q) {
  auto arrow = [](std::string_view text) { return gift_escape(text).find("->") != std::string::npos; };
  if (arrow(q.explanation.value)) return true;
  for (const auto& o : q.options) {
    if (arrow(o.text.value)) return true;
    if (o.feedback().present && arrow(o.feedback().value)) return true;
  }
  return false;
}

// A text of an [html] question as written: escaped, and without "->".
std::string without_arrows(std::string text) {
  for (std::size_t at = text.find("->"); at != std::string::npos; at = text.find("->", at)) {
    text.replace(at + 1, 1, "&gt;");
  }
  return text;
}

// A text of a question written as [html]: rendered Markdown (inline for answers and feedback when
// one paragraph), or plain text escaped with its line breaks as <br>.
std::string html_text(const ExportView& view, const Question& q, std::string_view text, bool inline_only) {
  if (view.markdown(q)) return trim(markdown_html(view, text, inline_only));
  const std::string t = trim(text);
  std::string out;
  for (const char c : exporttext::html(t)) {
    if (c == '\r') continue;
    out += c == '\n' ? std::string("<br>") : std::string(1, c);
  }
  return out;
}

class GiftExporter final : public Exporter {
 public:
  std::string_view name() const override { return "gift"; }
  std::string_view description() const override { return N_("GIFT-tekst voor Moodle: een $CATEGORY per onderwerp"); }
  bool writes_folder() const override { return false; }
  std::string_view example_out() const override { return "bank.gift"; }

  std::vector<OutputFile> render(const ExportView& view) const override {
    std::ostringstream o;
    const std::size_t n = view.questions().size();
    o << "// qbank: " << n << (n == 1 ? " meerkeuzevraag" : " meerkeuzevragen") << " in GIFT-formaat\n";
    for (const Topic* t : view.topics_with_questions()) {
      o << "\n$CATEGORY: $course$/top/" << exporttext::category_name(view.topic_title(t->id)) << "\n";
      for (const Question* q : view.questions_of(t->id)) {
        // [markdown]: Moodle renders the texts as Markdown (answers and feedback take the format).
        const bool html = has_arrow(*q);
        auto text = [&](std::string_view raw, bool inline_only) {
          return html ? without_arrows(gift_escape(html_text(view, *q, raw, inline_only))) : gift_escape(raw);
        };
        o << "\n::" << gift_escape(q->id) << "::"
          << (html                ? "[html]"
              : view.markdown(*q) ? "[markdown]"
                                  : "[plain]")
          << text(q->stem.value, false) << "{\n";
        for (const auto& opt : q->options) {
          o << (opt.correct ? "=" : "~");
          const std::string shown = text(opt.text.value, true);
          // A text that starts with '%' would be read as a weight ("%50%"): give the weight first.
          if (!shown.empty() && shown.front() == '%') o << (opt.correct ? "%100%" : "%0%");
          o << shown;
          if (opt.feedback().present && !opt.feedback().value.empty()) o << "#" << text(opt.feedback().value, true);
          o << "\n";
        }
        if (!q->explanation.value.empty()) o << "####" << text(q->explanation.value, false) << "\n";
        o << "}\n";
      }
    }
    return {{"", o.str()}};
  }
};

}  // namespace

std::unique_ptr<Exporter> make_gift_exporter() { return std::make_unique<GiftExporter>(); }

}  // namespace qbank
