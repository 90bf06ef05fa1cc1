// The plain-text quiz page of the seeds (what a browser gives when the page is copied as text):
//
//   AI-hardware en softwarestack                      <- the topic
//   Waarom zijn opzoekingen … lastig …?               <- the stem
//     1. AOmdat …                                     <- options, letter glued to the text
//     2. BOmdat …
//     3. COmdat …
//   Antwoord en toelichting tonen
//   Antwoord: C. Omdat …                              <- the key
//   In aanbevelingssystemen …                         <- the explanation (up to the links)
//   Dit onderwerp oefenen Naar de onderwerppagina
//   Meer vragen over AI-hardware en softwarestack
//     1. Welke volgorde …?                            <- related questions, by stem
//
// The related stems are resolved to ids later, against the bank (import/related.h).
#include "core/i18n.h"
#include "core/model.h"
#include "core/strings.h"
#include "import/importer.h"

namespace qbank {
namespace {

struct Line {
  std::string text;  // trimmed
  std::uint32_t number;
};

// "Antwoord: C. text" -> 'C' and "text".
bool answer_line(const std::string& line, char* key, std::string* text) {
  const std::string_view prefix = "Antwoord:";
  if (line.rfind(prefix, 0) != 0) return false;
  std::size_t i = prefix.size();
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  if (i + 1 >= line.size() || line[i] < 'A' || line[i] > 'Z' || line[i + 1] != '.') return false;
  *key = line[i];
  *text = trim(std::string_view(line).substr(i + 2));
  return true;
}

// "3. text" -> "text".
bool numbered_line(const std::string& line, std::string* text) {
  std::size_t i = 0;
  while (i < line.size() && line[i] >= '0' && line[i] <= '9') ++i;
  if (i == 0 || i >= line.size() || line[i] != '.') return false;
  ++i;
  if (i >= line.size() || (line[i] != ' ' && line[i] != '\t')) return false;
  *text = trim(std::string_view(line).substr(i));
  return !text->empty();
}

bool is_option(const std::string& line, int n, std::string* text) {
  // "<n>. <letter><text>", the letter glued on (as copied) or followed by a space or ". ".
  const std::string prefix = std::to_string(n) + ".";
  if (line.rfind(prefix, 0) != 0) return false;
  std::size_t i = prefix.size();
  while (i < line.size() && line[i] == ' ') ++i;
  if (i >= line.size() || line[i] != option_letter(n - 1)) return false;
  ++i;
  if (i < line.size() && line[i] == '.' && i + 1 < line.size() && line[i + 1] == ' ') ++i;
  if (text) *text = trim(std::string_view(line).substr(i));
  return text ? !text->empty() : true;
}

class PageImporter final : public Importer {
 public:
  std::string_view name() const override { return "page"; }
  std::string_view description() const override {
    return N_("een quizpagina als platte tekst gekopieerd (zoals de voorbeeldpagina's)");
  }

  void read(const ImportInput& input, ImportResult& out) const override {
    auto source = std::make_shared<SourceFile>(input.display, input.content);
    out.sources[input.display] = source;
    std::vector<Line> lines;
    for (std::uint32_t n = 1; n <= source->line_count(); ++n) {
      std::string_view line = source->line(n);
      if (n == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0) line.remove_prefix(3);  // a byte order mark
      lines.push_back({trim(line), n});
    }
    auto fail = [&](std::uint32_t line, const std::string& message) {
      report(out, "import/unreadable", input.display, line_span(*source, line), message);
      ++out.skipped;
    };

    // The key line.
    std::size_t answer = lines.size();
    char key = 0;
    std::string key_text;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      if (answer_line(lines[i].text, &key, &key_text)) {
        answer = i;
        break;
      }
    }
    if (answer == lines.size()) {
      fail(1, tr("geen regel 'Antwoord: X. …' gevonden; is dit een quizpagina?"));
      return;
    }

    // The options: the first run "1. A…", "2. B…" before the key line.
    std::size_t first = answer;
    for (std::size_t i = 0; i < answer; ++i) {
      if (is_option(lines[i].text, 1, nullptr)) {
        first = i;
        break;
      }
    }
    if (first == answer) {
      fail(lines[answer].number, tr("geen opties '1. A…', '2. B…' boven de regel 'Antwoord:'"));
      return;
    }
    ImportedQuestion q;
    q.file = input.display;
    std::size_t i = first;
    for (int n = 1; i < answer; ++i) {
      std::string text;
      if (lines[i].text.empty()) continue;
      if (!is_option(lines[i].text, n, &text)) break;
      ImportedOption o;
      o.text = text;
      o.correct = key == option_letter(n - 1);
      q.options.push_back(std::move(o));
      ++n;
    }
    // The stem: the paragraph just above the options; the topic: the paragraph above that.
    std::size_t s = first;
    while (s > 0 && lines[s - 1].text.empty()) --s;
    std::size_t stem_end = s;
    while (s > 0 && !lines[s - 1].text.empty()) --s;
    for (std::size_t k = s; k < stem_end; ++k) q.stem += (q.stem.empty() ? "" : " ") + lines[k].text;
    std::size_t t = s;
    while (t > 0 && lines[t - 1].text.empty()) --t;
    std::size_t topic_end = t;
    while (t > 0 && !lines[t - 1].text.empty()) --t;
    std::string topic_line;
    if (topic_end > t) topic_line = lines[topic_end - 1].text;
    q.where = line_span(*source, lines[stem_end > 0 ? s : first].number);
    if (q.stem.empty()) {
      fail(lines[first].number, tr("geen stam boven de opties"));
      return;
    }

    // The explanation: from the key line to "Dit onderwerp oefenen" or "Meer vragen over".
    std::size_t e = answer + 1;
    std::string explanation;
    std::string paragraph;
    for (; e < lines.size(); ++e) {
      const std::string& l = lines[e].text;
      if (l.rfind("Dit onderwerp oefenen", 0) == 0 || l.rfind("Naar de onderwerppagina", 0) == 0 ||
          l.rfind("Meer vragen over", 0) == 0) {
        break;
      }
      if (l.empty()) {
        if (!paragraph.empty()) explanation += (explanation.empty() ? "" : "\n\n") + paragraph;
        paragraph.clear();
      } else {
        paragraph += (paragraph.empty() ? "" : " ") + l;
      }
    }
    if (!paragraph.empty()) explanation += (explanation.empty() ? "" : "\n\n") + paragraph;
    if (!explanation.empty()) q.explanation = explanation;

    // Related questions and the topic title.
    for (; e < lines.size(); ++e) {
      const std::string& l = lines[e].text;
      if (l.rfind("Meer vragen over ", 0) == 0) {
        q.category = trim(std::string_view(l).substr(17));
        continue;
      }
      std::string item;
      if (!q.category.empty() && numbered_line(l, &item)) {
        q.related_stems.push_back(item);
        q.related_where.push_back(line_span(*source, lines[e].number));
      }
    }
    if (q.category.empty()) q.category = topic_line;

    if (q.options.size() < 2) {
      fail(lines[first].number,
           format_message(
               trn("de pagina heeft {} optie; een meerkeuzevraag heeft er ten minste twee nodig",
                   "de pagina heeft {} opties; een meerkeuzevraag heeft er ten minste twee nodig", q.options.size()),
               {std::to_string(q.options.size())}));
      return;
    }
    const std::size_t k = static_cast<std::size_t>(key - 'A');
    if (k >= q.options.size()) {
      fail(lines[answer].number,
           format_message(tr("'Antwoord: {}.' noemt een optie die de pagina niet heeft"), {std::string(1, key)}));
      return;
    }
    if (q.options[k].text != key_text) {
      report(out, "import/answer-mismatch", input.display, line_span(*source, lines[answer].number),
             format_message(tr("de tekst na 'Antwoord: {}.' wijkt af van optie {}; de optie is overgenomen, controleer "
                               "welke tekst klopt"),
                            {std::string(1, key), std::string(1, key)}));
    }
    if (!q.explanation) {
      report(out, "import/no-explanation", input.display, line_span(*source, lines[answer].number),
             tr("de pagina heeft geen toelichting onder het antwoord; schrijf er een (explanation)"));
    }
    if (!q.category.empty()) {
      ImportedTopic topic;
      topic.title = q.category;
      out.topics.push_back(topic);
    }
    out.questions.push_back(std::move(q));
  }
};

}  // namespace

std::unique_ptr<Importer> make_page_importer() { return std::make_unique<PageImporter>(); }

}  // namespace qbank
