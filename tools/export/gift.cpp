// GIFT (Moodle's text format): `$CATEGORY:` per topic, then per question `::id::[plain]stem{`,
// `=key`, `~distractor`, `#feedback`, `####explanation`, `}`. The [plain] marker makes Moodle show
// every text literally (answers and feedback take the question's format). The control characters
// ~ = # { } : and the backslash are escaped with a backslash everywhere (gift-pegjs, stricter than
// Moodle, rejects an unescaped ':' in feedback), a line break is written \n, and a CR is dropped
// (Moodle's own export does the same). An option text that starts with '%' gets its weight
// written first (%100% or %0%) so the text is not read as a weight.
#include <sstream>

#include "core/i18n.h"
#include "core/strings.h"
#include "export/exporter.h"

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
        o << "\n::" << gift_escape(q->id) << "::" << (view.markdown(*q) ? "[markdown]" : "[plain]")
          << gift_escape(q->stem.value) << "{\n";
        for (const auto& opt : q->options) {
          o << (opt.correct ? "=" : "~");
          // A text that starts with '%' would be read as a weight ("%50%"): give the weight first.
          if (const std::string t = trim(opt.text.value); !t.empty() && t.front() == '%') {
            o << (opt.correct ? "%100%" : "%0%");
          }
          o << gift_escape(opt.text.value);
          if (opt.feedback().present && !opt.feedback().value.empty()) o << "#" << gift_escape(opt.feedback().value);
          o << "\n";
        }
        if (!q->explanation.value.empty()) o << "####" << gift_escape(q->explanation.value) << "\n";
        o << "}\n";
      }
    }
    return {{"", o.str()}};
  }
};

}  // namespace

std::unique_ptr<Exporter> make_gift_exporter() { return std::make_unique<GiftExporter>(); }

}  // namespace qbank
