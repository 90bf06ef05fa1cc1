// GIFT (Moodle's text format), read the way Moodle's importer reads it: lines starting with //
// are comments, questions are separated by blank lines, `::title::` names a question,
// `[html|moodle|plain|markdown]` sets the text format, the answer block runs from the first
// unescaped { to the next unescaped }, `=` marks a right answer and `~` a wrong one, `%n%` a
// weight, `#` an answer's feedback and `####` the general feedback (the explanation).
// Backslash escapes: \: \# \= \{ \} \~ \\ and \n (a line break).
//
// A multiple-choice block with exactly one full-credit answer becomes a question; other types
// (true/false, short answer, numerical, matching, essay, descriptions) and multiple-answer blocks
// are reported and skipped. Line breaks inside a text are white space (gift-pegjs reads them the
// same way); only \n makes a line break.
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "core/i18n.h"
#include "core/strings.h"
#include "import/importer.h"
#include "import/markup.h"

namespace qbank {
namespace {

// The first unescaped occurrence of one of `chars` at or after `from`. The scan starts at a point
// that is never inside an escape (the start, or just after an unescaped special character) and
// skips each backslash with the character it escapes, so it stays linear in the text. Each byte
// is compared in place (`chars` holds one or two characters): a library call per byte made these
// scans a large part of the importer's time.
std::size_t find_unescaped(std::string_view s, std::string_view chars, std::size_t from = 0) {
  for (std::size_t i = from; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '\\') {
      ++i;
      continue;
    }
    for (const char wanted : chars) {
      if (c == wanted) return i;
    }
  }
  return std::string_view::npos;
}

// The same for a sequence (never empty, never starting with a backslash): compared only where
// its first character is.
std::size_t find_unescaped_seq(std::string_view s, std::string_view seq, std::size_t from = 0) {
  for (std::size_t i = from; i < s.size(); ++i) {
    if (s[i] == '\\') {
      ++i;
      continue;
    }
    if (s[i] == seq.front() && s.compare(i, seq.size(), seq) == 0) return i;
  }
  return std::string_view::npos;
}

// A GIFT text as plain text: escapes resolved, raw line breaks (with the spaces around them) made
// one space, trimmed.
std::string plain(std::string_view raw) {
  std::string out;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    const char c = raw[i];
    if (c != '\\' && c != '\n' && c != '\r') {
      // A run of ordinary bytes is copied at once.
      std::size_t end = i + 1;
      while (end < raw.size() && raw[end] != '\\' && raw[end] != '\n' && raw[end] != '\r') ++end;
      out.append(raw, i, end - i);
      i = end - 1;
      continue;
    }
    if (c == '\\' && i + 1 < raw.size()) {
      const char n = raw[i + 1];
      if (n == ':' || n == '#' || n == '=' || n == '{' || n == '}' || n == '~' || n == '\\') {
        out += n;
        ++i;
        continue;
      }
      if (n == 'n') {
        out += '\n';
        ++i;
        continue;
      }
      out += c;
      continue;
    }
    if (c == '\n' || c == '\r') {
      // Drop the spaces before the break, and those after it.
      while (!out.empty() && (out.back() == ' ' || out.back() == '\t')) out.pop_back();
      while (i + 1 < raw.size() &&
             (raw[i + 1] == ' ' || raw[i + 1] == '\t' || raw[i + 1] == '\n' || raw[i + 1] == '\r'))
        ++i;
      if (!out.empty() && out.back() != '\n') out += ' ';
      continue;
    }
    out += c;
  }
  return trim(out);
}

// A GIFT text part (question text, answer, feedback) in its format: the part's own marker
// ([html], [moodle], [plain], [markdown]) when it starts with one, else the question's. HTML and
// Moodle's auto-format hold HTML, read as text as Moodle XML's importer reads it; plain and
// Markdown text is kept as written.
std::string convert(std::string_view raw, const std::string& format, markup::Losses& losses, bool markdown) {
  std::size_t lead = 0;
  while (lead < raw.size() && (raw[lead] == ' ' || raw[lead] == '\t' || raw[lead] == '\n' || raw[lead] == '\r')) ++lead;
  std::string use = format;
  for (const char* f : {"[html]", "[moodle]", "[plain]", "[markdown]"}) {
    const std::string_view marker(f);
    if (raw.substr(lead).rfind(marker, 0) == 0) {
      use = std::string(marker.substr(1, marker.size() - 2));
      raw.remove_prefix(lead + marker.size());
      break;
    }
  }
  if (use == "html" || use == "moodle") {
    // Resolve GIFT escapes first, then read the HTML (only when there is any: "a < b" in a
    // Moodle-format text is text).
    std::string unescaped;
    for (std::size_t i = 0; i < raw.size(); ++i) {
      if (raw[i] != '\\') {
        // Up to the next backslash as one run.
        const std::size_t end = std::min(raw.find('\\', i), raw.size());
        unescaped.append(raw, i, end - i);
        i = end - 1;
      } else if (i + 1 < raw.size() && std::string_view(":#={}~\\").find(raw[i + 1]) != std::string_view::npos) {
        unescaped += raw[++i];
      } else if (i + 1 < raw.size() && raw[i + 1] == 'n') {
        unescaped += "\n";  // in HTML white space; Moodle's auto-format makes it a line break below
        ++i;
      } else {
        unescaped += raw[i];
      }
    }
    if (use == "html" || markup::looks_like_html(unescaped)) {
      if (use == "moodle") {
        // Moodle's auto-format: a line break in the text is a line break.
        std::string html;
        for (char c : unescaped) html += c == '\n' ? std::string("<br>") : std::string(1, c);
        unescaped = std::move(html);
      }
      return trim(markdown ? markup::html_markdown(unescaped, losses) : markup::html_text(unescaped, losses));
    }
  }
  // A bank that writes Markdown keeps a [markdown] text and escapes a plain one.
  if (markdown && use != "markdown") return markup::escape_markdown(plain(raw));
  return plain(raw);
}

struct Block {
  std::string text;    // the block with comment lines removed, lines joined by '\n'
  std::size_t offset;  // byte offset of the block's first line in the file
};

std::vector<Block> blocks(std::string_view content) {
  std::vector<Block> out;
  Block current{"", 0};
  bool open = false;
  std::size_t pos = content.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0;  // a byte order mark
  while (pos <= content.size()) {
    std::size_t end = content.find('\n', pos);
    if (end == std::string_view::npos) end = content.size();
    std::string_view line = content.substr(pos, end - pos);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const std::string t = trim(line);
    if (t.empty()) {
      if (open) out.push_back(current);
      current = Block{"", 0};
      open = false;
    } else if (t.rfind("//", 0) != 0) {
      if (!open) {
        current.offset = pos;
        open = true;
      } else {
        current.text += '\n';
      }
      current.text += line;
    }
    if (end == content.size()) break;
    pos = end + 1;
  }
  if (open) out.push_back(current);
  return out;
}

struct Answer {
  bool equals = false;  // '=' (else '~')
  double fraction = 0;  // percent
  bool weighted = false;
  std::string text;
  std::string feedback;
};

class GiftImporter final : public Importer {
 public:
  std::string_view name() const override { return "gift"; }
  std::string_view description() const override { return N_("GIFT-tekst (Moodle), meerkeuze met één sleutel"); }

  void read(const ImportInput& input, ImportResult& out) const override {
    auto source = std::make_shared<SourceFile>(input.display, input.content);
    out.sources[input.display] = source;
    std::string category;
    std::vector<std::string> path;
    for (const Block& b : blocks(input.content)) {
      const std::string_view first_line = std::string_view(b.text).substr(0, b.text.find('\n'));
      const Span at = source->span(b.offset, b.offset + first_line.size());
      const std::string t = trim(b.text);
      if (t.rfind("$CATEGORY:", 0) == 0) {
        category = category_title(trim(std::string_view(t).substr(10)));
        path = category_path(trim(std::string_view(t).substr(10)));
        ImportedTopic topic;
        topic.title = category;
        topic.path = path;
        out.topics.push_back(topic);
        continue;
      }
      read_question(input, out, b.text, at, category, path);
    }
  }

 private:
  static void read_question(const ImportInput& input, ImportResult& out, const std::string& block, Span at,
                            const std::string& category, const std::vector<std::string>& path) {
    std::string_view rest = block;
    while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t' || rest.front() == '\n'))
      rest.remove_prefix(1);
    std::string title;
    if (rest.rfind("::", 0) == 0) {
      const std::size_t end = find_unescaped_seq(rest, "::", 2);
      if (end == std::string_view::npos) {
        report(out, "import/unreadable", input.display, at, tr("de titel na :: wordt niet met :: afgesloten"));
        ++out.skipped;
        return;
      }
      title = plain(rest.substr(2, end - 2));
      rest.remove_prefix(end + 2);
    }
    while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t' || rest.front() == '\n'))
      rest.remove_prefix(1);
    std::string format = "moodle";
    for (const char* f : {"[html]", "[moodle]", "[plain]", "[markdown]"}) {
      const std::string_view marker(f);
      if (rest.rfind(marker, 0) == 0) {
        format = std::string(marker.substr(1, marker.size() - 2));
        rest.remove_prefix(marker.size());
        break;
      }
    }
    const std::string label = title.empty() ? std::string(tr("deze vraag")) : format_message(tr("vraag '{}'"), {title});
    const std::size_t open = find_unescaped(rest, "{");
    if (open == std::string_view::npos) {
      report(
          out, "import/unsupported-type", input.display, at,
          format_message(tr("{} heeft geen antwoordblok { … } (een beschrijving); er valt niets te kiezen"), {label}));
      ++out.skipped;
      return;
    }
    const std::size_t close = find_unescaped(rest, "}", open + 1);
    if (close == std::string_view::npos) {
      report(out, "import/unreadable", input.display, at,
             format_message(tr("{}: het antwoordblok na { wordt niet met } afgesloten"), {label}));
      ++out.skipped;
      return;
    }
    const std::string_view before = rest.substr(0, open);
    const std::string_view answers_raw = rest.substr(open + 1, close - open - 1);
    const std::string_view after = rest.substr(close + 1);
    const std::string answers = trim(answers_raw);

    // The question type, as Moodle decides it.
    std::string type;
    if (answers.empty()) {
      type = tr("essay (open vraag)");
    } else if (answers[0] == '#') {
      type = tr("numeriek");
    } else if (find_unescaped(answers, "~") == std::string::npos) {
      const std::string head = trim(std::string_view(answers).substr(0, find_unescaped(answers, "#")));
      std::string upper;
      for (char c : head) upper += static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
      if (upper == "T" || upper == "F" || upper == "TRUE" || upper == "FALSE")
        type = tr("waar/onwaar");
      else if (answers.find("->") != std::string::npos && find_unescaped(answers, "=") != std::string::npos)
        type = tr("koppelen (matching)");
      else
        type = tr("kort antwoord (short answer)");
    }
    if (!type.empty()) {
      report(out, "import/unsupported-type", input.display, at,
             format_message(tr("{} is van het type {}; qbank neemt alleen meerkeuzevragen met één sleutel over"),
                            {label, type}));
      ++out.skipped;
      return;
    }

    // Multiple choice: the general feedback after ####, then one answer per = or ~.
    markup::Losses losses;
    std::string_view body = answers;
    std::optional<std::string> explanation;
    if (const std::size_t gf = find_unescaped_seq(body, "####"); gf != std::string_view::npos) {
      std::string e = convert(body.substr(gf + 4), format, losses, input.markdown);
      if (!e.empty()) explanation = e;
      body = body.substr(0, gf);
    }
    // The answers as Moodle's GIFT reader splits them: "=" becomes "~=", the list is split at
    // "~", and empty answers are dropped. So text before the first = or ~ is a (wrong) answer,
    // and "~=making" is the right answer "making", not an empty one before it.
    std::vector<Answer> list;
    std::size_t dropped_empty = 0;
    auto add = [&](std::string_view a, bool equals, bool before_equals) {
      Answer ans;
      ans.equals = equals;
      ans.fraction = ans.equals ? 100 : 0;
      std::size_t k = 0;
      while (k < a.size() && (a[k] == ' ' || a[k] == '\t' || a[k] == '\n')) ++k;
      a.remove_prefix(k);
      if (!a.empty() && a.front() == '%') {
        const std::size_t end = a.find('%', 1);
        if (end != std::string_view::npos) {
          const std::string w(a.substr(1, end - 1));
          char* stop = nullptr;
          const double v = std::strtod(w.c_str(), &stop);
          if (stop && *stop == '\0' && !w.empty() && std::isfinite(v)) {
            ans.fraction = v;
            ans.weighted = true;
            a.remove_prefix(end + 1);
          }
        }
      }
      const std::size_t hash = find_unescaped(a, "#");
      ans.text = convert(a.substr(0, hash), format, losses, input.markdown);
      if (hash != std::string_view::npos) ans.feedback = convert(a.substr(hash + 1), format, losses, input.markdown);
      if (ans.text.empty()) {
        // "~=" is how Moodle writes a right answer after a wrong one: nothing was lost there.
        if (!before_equals || !ans.feedback.empty()) ++dropped_empty;
        return;
      }
      list.push_back(std::move(ans));
    };
    std::size_t i = find_unescaped(body, "=~");
    bool leading = false;
    if (const std::string head = trim(body.substr(0, i)); !head.empty()) {
      add(body.substr(0, i), false, false);
      leading = !list.empty();
    }
    while (i != std::string_view::npos) {
      const std::size_t next = find_unescaped(body, "=~", i + 1);
      const std::string_view a =
          body.substr(i + 1, next == std::string_view::npos ? std::string_view::npos : next - i - 1);
      add(a, body[i] == '=', next != std::string_view::npos && body[next] == '=');
      i = next;
    }
    if (leading) {
      report(out, "import/leading-answer", input.display, at,
             format_message(tr("{}: de tekst vóór het eerste = of ~ in het antwoordblok is een antwoord (een "
                               "afleider), zoals Moodle het leest"),
                            {label}));
    }
    if (dropped_empty) {
      report(out, "import/empty-option", input.display, at,
             dropped_empty == 1
                 ? format_message(tr("{}: een leeg antwoord is weggelaten, zoals Moodle doet"), {label})
                 : format_message(trn("{}: {} leeg antwoord is weggelaten, zoals Moodle doet",
                                      "{}: {} lege antwoorden zijn weggelaten, zoals Moodle doet", dropped_empty),
                                  {label, std::to_string(dropped_empty)}));
    }

    std::size_t equals = 0, full = 0;
    bool partial = false;
    for (const auto& a : list) {
      equals += a.equals;
      if (std::fabs(a.fraction - 100) < 1e-6)
        ++full;
      else if (std::fabs(a.fraction) > 1e-6)
        partial = true;
    }
    if (equals == 0) {
      report(out, "import/multiple-answers", input.display, at,
             format_message(tr("{} heeft alleen ~-antwoorden (met gewichten): meer antwoorden tegelijk kiezen; qbank "
                               "kent precies één sleutel"),
                            {label}));
      ++out.skipped;
      return;
    }
    if (full == 0) {
      report(out, "import/no-key", input.display, at,
             format_message(tr("{} heeft geen antwoord met het volle gewicht (= of %100%)"), {label}));
      ++out.skipped;
      return;
    }
    if (full > 1) {
      report(out, "import/multiple-answers", input.display, at,
             format_message(tr("{} heeft {} juiste antwoorden; qbank kent precies één sleutel"),
                            {label, std::to_string(full)}));
      ++out.skipped;
      return;
    }
    if (list.size() < 2) {
      report(out, "import/too-few-options", input.display, at,
             format_message(tr("{} heeft maar één antwoord"), {label}));
      ++out.skipped;
      return;
    }
    if (list.size() > 26) {
      report(out, "import/too-many-options", input.display, at,
             format_message(tr("{} heeft meer dan 26 antwoorden (A–Z)"), {label}));
      ++out.skipped;
      return;
    }

    ImportedQuestion q;
    q.file = input.display;
    q.where = at;
    q.title = title;
    q.category = category;
    q.category_path = path;
    q.explanation = explanation;
    const std::string tail = convert(after, format, losses, input.markdown);
    q.stem = convert(before, format, losses, input.markdown);
    if (!tail.empty()) {
      // No space before punctuation after the blank: "rijk aan _____."
      const bool glued = std::string_view(".,;:!?)]»”'").find(tail.front()) != std::string_view::npos;
      q.stem = trim(q.stem + " _____" + (glued ? "" : " ") + tail);
      report(
          out, "import/embedded-answer", input.display, at,
          format_message(tr("{} had het antwoordblok midden in de zin; de stam heeft nu _____ op die plek"), {label}));
    }
    for (const auto& a : list) {
      ImportedOption o;
      o.text = a.text;
      o.correct = std::fabs(a.fraction - 100) < 1e-6;
      o.feedback = a.feedback;
      q.options.push_back(std::move(o));
    }
    if (partial) {
      report(out, "import/partial-credit", input.display, at,
             format_message(tr("{} geeft deelpunten of strafpunten (%n%) aan afleiders; die vallen weg"), {label}));
    }
    if (!q.explanation) {
      report(out, "import/no-explanation", input.display, at,
             format_message(tr("{} heeft geen algemene terugkoppeling (####); schrijf een toelichting (explanation)"),
                            {label}));
    }
    if (!losses.images.empty()) {
      report(out, "import/image", input.display, at, tr("afbeeldingen kunnen niet mee en zijn weggelaten"));
    }
    if (!losses.media.empty()) {
      report(out, "import/media", input.display, at,
             format_message(tr("media ({}) zijn weggelaten"), {markup::names(losses.media)}));
    }
    if (losses.math)
      report(out, "import/math", input.display, at, tr("een formule is alleen als platte tekst overgenomen"));
    if (!losses.formatting.empty()) {
      report(out, "import/markup", input.display, at,
             format_message(tr("HTML-opmaak ({}) is weggelaten; alleen de tekst is overgenomen"),
                            {markup::names(losses.formatting)}));
    }
    out.questions.push_back(std::move(q));
  }
};

}  // namespace

std::unique_ptr<Importer> make_gift_importer() { return std::make_unique<GiftImporter>(); }

}  // namespace qbank
