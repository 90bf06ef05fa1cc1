#include "practice/session.h"

#include <algorithm>

#include "checks/style/numeric_order.h"
#include "core/i18n.h"
#include "core/model.h"
#include "core/strings.h"
#include "core/utf8.h"

namespace qbank {

std::uint64_t PracticeRandom::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::size_t PracticeRandom::below(std::size_t n) {
  // Rejection sampling keeps the draw unbiased.
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  std::uint64_t x;
  do {
    x = next();
  } while (x >= limit);
  return static_cast<std::size_t>(x % n);
}

std::vector<PracticeItem> plan_practice(const Bank& bank, const Topic& topic, std::size_t count, std::uint64_t seed) {
  PracticeRandom rng(seed);
  std::vector<const Question*> questions;
  for (std::size_t i : topic.questions) {
    const Question& q = bank.questions[i];
    if (q.published() && q.key_index() >= 0 && q.stem.present && q.options.size() >= 2) questions.push_back(&q);
  }
  rng.shuffle(questions);
  if (count > 0 && questions.size() > count) questions.resize(count);
  std::vector<PracticeItem> items;
  for (const Question* q : questions) {
    PracticeItem item;
    item.question = q;
    for (std::size_t i = 0; i < q->options.size(); ++i) item.order.push_back(i);
    // Options that are one numeric scale stay ascending (style/numeric-order); the draw is made
    // anyway, so that a seed gives the same questions whatever their options.
    std::vector<std::size_t> shuffled = item.order;
    rng.shuffle(shuffled);
    if (numeric_series(*q).empty()) item.order = std::move(shuffled);
    const auto key = static_cast<std::size_t>(q->key_index());
    item.key = static_cast<std::size_t>(std::find(item.order.begin(), item.order.end(), key) - item.order.begin());
    items.push_back(std::move(item));
  }
  return items;
}

namespace {

std::string color(const PracticeStyle& s, const char* code, const std::string& text) {
  return s.color ? std::string("\033[") + code + "m" + text + "\033[0m" : text;
}

char letter(std::size_t i) { return option_letter(i); }

// `text` wrapped at word boundaries to `width` columns (code points); lines after the first and
// every line after a line break start with `indent` spaces. A word longer than the line stays
// whole; a line that starts with white space, or lies in a ``` fence, is code and kept as written.
std::string wrap(const std::string& text, std::size_t width, std::size_t first_used, std::size_t indent) {
  std::string out;
  std::size_t column = first_used;
  const std::string pad(indent, ' ');
  std::size_t i = 0;
  bool line_start = true;
  bool fenced = false;  // inside a ``` block: code, shown as written
  auto verbatim_line = [&](std::size_t from) {
    // A line that starts with white space (indented code) or lies in a fence keeps its spaces.
    const std::size_t end = std::min(text.find('\n', from), text.size());
    const std::string_view line(text.data() + from, end - from);
    const bool fence = line.starts_with("```");
    if (fence) fenced = !fenced;
    return fence || fenced || (!line.empty() && (line[0] == ' ' || line[0] == '\t'));
  };
  if (!text.empty() && verbatim_line(0)) {
    const std::size_t end = std::min(text.find('\n'), text.size());
    out.append(text, 0, end);
    i = end;
  }
  while (i < text.size()) {
    if (text[i] == '\n') {
      out += "\n" + pad;
      column = indent;
      line_start = true;
      ++i;
      if (i < text.size() && verbatim_line(i)) {
        const std::size_t end = std::min(text.find('\n', i), text.size());
        out.append(text, i, end - i);
        i = end;
      }
      continue;
    }
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ' && text[j] != '\n') ++j;
    const std::string_view word(text.data() + i, j - i);
    const std::size_t w = utf8::count_code_points(word);
    if (!line_start && column + 1 + w > width) {
      out += "\n" + pad;
      column = indent;
      line_start = true;
    }
    if (!line_start) {
      out += ' ';
      ++column;
    }
    out += word;
    column += w;
    line_start = false;
    i = j;
  }
  return out;
}

// Reads one answer; returns the shown option index, or -1 to stop (q or end of input).
int read_answer(std::size_t options, std::istream& in, std::ostream& out, bool echo) {
  std::string line;
  while (true) {
    out << format_message(tr("Je antwoord (A-{}, q om te stoppen): "), {std::string(1, letter(options - 1))})
        << std::flush;
    if (!std::getline(in, line)) {
      out << "\n";
      return -1;
    }
    const std::string a = trim(line);
    if (echo) out << a << "\n";
    if (a == "q" || a == "Q") return -1;
    if (a.size() == 1) {
      char c = a[0];
      if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
      if (c >= 'A' && static_cast<std::size_t>(c - 'A') < options) return c - 'A';
      if (c >= '1' && c <= '9' && static_cast<std::size_t>(c - '1') < options) return c - '1';
    }
    out << format_message(tr("Kies een letter van A tot en met {} of een cijfer van 1 tot en met {}."),
                          {std::string(1, letter(options - 1)), std::to_string(options)})
        << "\n";
  }
}

}  // namespace

PracticeResult run_practice(const std::vector<PracticeItem>& items, const std::string& topic_title, std::istream& in,
                            std::ostream& out, const PracticeStyle& style) {
  PracticeResult r;
  out << color(style, "1", format_message(tr("Oefenen: {}"), {topic_title})) << " ("
      << format_count(trn("{} vraag", "{} vragen", items.size()), items.size()) << ")\n";
  for (std::size_t n = 0; n < items.size(); ++n) {
    const PracticeItem& item = items[n];
    const Question& q = *item.question;
    out << "\n"
        << color(style, "1",
                 format_message(tr("Vraag {} van {}"), {std::to_string(n + 1), std::to_string(items.size())}))
        << "\n"
        << wrap(q.stem.value.str(), style.width, 0, 0) << "\n\n";
    for (std::size_t i = 0; i < item.order.size(); ++i) {
      // The text indents under itself, not under the letter: "  A. " is five columns.
      out << "  " << letter(i) << ". " << wrap(q.options[item.order[i]].text.value.str(), style.width, 5, 5) << "\n";
    }
    out << "\n";
    const int answer = read_answer(item.order.size(), in, out, style.echo_input);
    if (answer < 0) {
      r.stopped = true;
      break;
    }
    ++r.asked;
    const bool right = static_cast<std::size_t>(answer) == item.key;
    if (right) {
      ++r.right;
      out << color(style, "1;32", tr("Goed!")) << "\n";
    } else {
      r.missed.push_back(q.id);
      r.missed_stems.push_back(q.stem.value.str());
      out << color(style, "1;31", tr("Helaas, dat is niet juist.")) << "\n";
      const auto& picked = q.options[item.order[static_cast<std::size_t>(answer)]];
      if (picked.feedback().present) out << wrap(picked.feedback().value.str(), style.width, 0, 0) << "\n";
    }
    out << wrap(format_message(tr("Antwoord: {}. {}"),
                               {std::string(1, letter(item.key)), q.options[item.order[item.key]].text.value.str()}),
                style.width, 0, 0)
        << "\n"
        << wrap(q.explanation.value.str(), style.width, 0, 0) << "\n";
  }
  out << "\n"
      << color(style, "1", format_message(tr("Score: {} van {}"), {std::to_string(r.right), std::to_string(r.asked)}));
  if (r.asked > 0) out << " (" << (r.right * 100 + r.asked / 2) / r.asked << "%)";
  out << "\n";
  if (r.stopped && r.asked < items.size()) {
    out << format_message(trn("Gestopt na {} van {} vraag.", "Gestopt na {} van {} vragen.", items.size()),
                          {std::to_string(r.asked), std::to_string(items.size())})
        << "\n";
  }
  if (!r.missed.empty()) {
    out << tr("Gemist:") << "\n";
    for (const auto& stem : r.missed_stems) out << "  - " << wrap(stem, style.width, 4, 4) << "\n";
  } else if (r.asked > 0) {
    out << tr("Niets gemist.") << "\n";
  }
  return r;
}

}  // namespace qbank
