// `qbank export`: one file per output format behind one interface. An exporter turns the
// exported part of a bank (ExportView) into files in memory; the writer (writer.h) puts them on
// disk. Exporters are pure functions of the bank: no clock, no randomness, sorted order, so two
// runs give identical bytes.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/config.h"
#include "core/i18n.h"
#include "core/model.h"

namespace qbank {

// The questions and topics an export contains: published questions with exactly one key, in a
// fixed order (topic id, then question id), and every topic of the bank (by id).
// How a bank writes its texts (qbank.toml `markup`, `markup_html`).
struct ExportMarkup {
  bool markdown = false;    // the bank's default: Markdown (else plain text)
  bool allow_html = false;  // raw HTML inside Markdown reaches the export
};

// The site's own settings (qbank.toml `[site]`).
struct SiteSettings {
  std::string name = "Oefenvragen";  // the default of `site.name`, in the bank's language
  // Other language versions of the site: language code and the address of its start page.
  std::vector<std::pair<std::string, std::string>> languages;
};

class ExportView {
 public:
  ExportView(const Bank& bank, std::string language, ExportMarkup markup = {}, SiteSettings site = {});

  const Bank& bank() const { return *bank_; }
  const std::string& language() const { return language_; }
  // The site's own words in the bank's language (export/site_text.h).
  const ContentTexts& texts() const { return *texts_; }
  const std::vector<const Topic*>& topics() const { return topics_; }
  const std::vector<const Question*>& questions() const { return questions_; }
  // The exported questions of a topic, by id.
  const std::vector<const Question*>& questions_of(std::string_view topic) const;
  // An exported question, or null (not published, no single key, or unknown).
  const Question* find(std::string_view id) const;
  const Topic* find_topic(std::string_view id) const;
  // The exported questions listed in `related`, in the author's order (others are left out).
  std::vector<const Question*> related(const Question& q) const;
  // The topic's title, or its id when topic.toml has none.
  std::string topic_title(std::string_view topic) const;
  // Topics that hold at least one exported question, by id.
  std::vector<const Topic*> topics_with_questions() const;
  // Whether a question's texts are Markdown (its own `markup`, else the bank's).
  bool markdown(const Question& q) const { return q.markup.present ? q.markup.value == "markdown" : markup_.markdown; }
  const ExportMarkup& markup() const { return markup_; }
  const SiteSettings& site() const { return site_; }

  // Questions left out although published, and why (a sentence each, for the command's report).
  const std::vector<std::string>& left_out() const { return left_out_; }
  // The number of questions left out because they are not published (draft, review, retired).
  std::size_t unpublished() const { return unpublished_; }

 private:
  const Bank* bank_;
  std::string language_;
  const ContentTexts* texts_;
  std::vector<const Topic*> topics_;
  std::vector<const Question*> questions_;
  std::map<std::string, std::vector<const Question*>, std::less<>> by_topic_;
  std::map<std::string, const Question*, std::less<>> by_id_;
  std::vector<std::string> left_out_;
  std::size_t unpublished_ = 0;
  ExportMarkup markup_;
  SiteSettings site_;
};

// The bank's ExportMarkup from its settings.
ExportMarkup export_markup(const Config& config);
// The bank's SiteSettings from its settings.
SiteSettings site_settings(const Config& config);

// One output file: a path relative to the output folder ('/'-separated; empty for a format that
// writes a single file) and its bytes.
struct OutputFile {
  std::string path;
  std::string content;
};

class Exporter {
 public:
  virtual ~Exporter() = default;
  virtual std::string_view name() const = 0;         // the --format value
  virtual std::string_view description() const = 0;  // one line for --help
  // True when --out is a folder (html, markdown); false when it is one file.
  virtual bool writes_folder() const = 0;
  // A file name suggested in messages ("bank.json").
  virtual std::string_view example_out() const = 0;
  virtual std::vector<OutputFile> render(const ExportView& view) const = 0;
};

// A Markdown text as HTML for a target that shows HTML (Moodle XML, GIFT's [html]), rendered with
// the bank's markup settings: block HTML, or inline when `inline_only` and the text is one paragraph.
std::string markdown_html(const ExportView& view, std::string_view text, bool inline_only);

// Every format, in the order --help lists them.
const std::vector<std::unique_ptr<Exporter>>& exporters();
const Exporter* find_exporter(std::string_view name);

std::unique_ptr<Exporter> make_json_exporter();
std::unique_ptr<Exporter> make_html_exporter();
std::unique_ptr<Exporter> make_moodle_exporter();
std::unique_ptr<Exporter> make_gift_exporter();
std::unique_ptr<Exporter> make_qti_exporter();
std::unique_ptr<Exporter> make_qti3_exporter();
std::unique_ptr<Exporter> make_csv_exporter();
std::unique_ptr<Exporter> make_markdown_exporter();

}  // namespace qbank
