// CSV (RFC 4180, UTF-8 without byte order mark, CRLF line ends): one header row, then a row per
// question. Columns: id, topic, topic_title, stem, option_a … (as many as the longest question
// has), key, explanation, related (ids separated by a space), tags (separated by "; "), and
// feedback_a … only when some option has feedback.
//
// Spreadsheets run a cell that starts with = + - @ (and TAB or CR, which some strip first) as a
// formula, so such a cell gets a leading apostrophe: "=cmd|' /C calc'!A0" is written
// "'=cmd|' /C calc'!A0". Spreadsheets show the apostrophe-prefixed text as text.
#include <algorithm>

#include "core/i18n.h"
#include "core/strings.h"
#include "export/exporter.h"
#include "export/text.h"

namespace qbank {
namespace {

std::string neutralise(std::string_view cell) {
  if (!cell.empty()) {
    const char c = cell.front();
    if (c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r') return "'" + std::string(cell);
  }
  return std::string(cell);
}

std::string field(std::string_view raw) {
  const std::string cell = neutralise(raw);
  if (cell.find_first_of(",\"\r\n") == std::string::npos) return cell;
  std::string out = "\"";
  for (char c : cell) {
    if (c == '"')
      out += "\"\"";
    else
      out += c;
  }
  return out + "\"";
}

void row(std::string& out, const std::vector<std::string>& cells) {
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i) out += ',';
    out += field(cells[i]);
  }
  out += "\r\n";
}

std::string lower_letter(std::size_t i) { return ascii_lower(exporttext::letter(i)); }

class CsvExporter final : public Exporter {
 public:
  std::string_view name() const override { return "csv"; }
  std::string_view description() const override { return N_("CSV (RFC 4180, UTF-8): een rij per vraag"); }
  bool writes_folder() const override { return false; }
  std::string_view example_out() const override { return "bank.csv"; }

  std::vector<OutputFile> render(const ExportView& view) const override {
    std::size_t width = 0;
    bool feedback = false;
    for (const Question* q : view.questions()) {
      width = std::max(width, q->options.size());
      for (const auto& o : q->options) feedback = feedback || (o.feedback().present && !o.feedback().value.empty());
    }
    std::vector<std::string> header = {"id", "topic", "topic_title", "stem"};
    for (std::size_t i = 0; i < width; ++i) header.push_back("option_" + lower_letter(i));
    header.insert(header.end(), {"key", "explanation", "related", "tags"});
    if (feedback) {
      for (std::size_t i = 0; i < width; ++i) header.push_back("feedback_" + lower_letter(i));
    }
    std::string out;
    row(out, header);
    for (const Question* q : view.questions()) {
      std::vector<std::string> cells = {q->id, q->topic, view.topic_title(q->topic), q->stem.value.str()};
      for (std::size_t i = 0; i < width; ++i)
        cells.push_back(i < q->options.size() ? q->options[i].text.value.str() : "");
      std::string related;
      for (const Question* r : view.related(*q)) related += (related.empty() ? "" : " ") + r->id;
      std::string tags;
      for (const auto& t : q->tags) tags += (tags.empty() ? "" : "; ") + t;
      cells.insert(cells.end(), {exporttext::letter(static_cast<std::size_t>(q->key_index())),
                                 q->explanation.value.str(), related, tags});
      if (feedback) {
        for (std::size_t i = 0; i < width; ++i) {
          cells.push_back(
              i < q->options.size() && q->options[i].feedback().present ? q->options[i].feedback().value.str() : "");
        }
      }
      row(out, cells);
    }
    return {{"", std::move(out)}};
  }
};

}  // namespace

std::unique_ptr<Exporter> make_csv_exporter() { return std::make_unique<CsvExporter>(); }

}  // namespace qbank
