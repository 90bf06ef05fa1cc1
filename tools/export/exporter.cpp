#include "export/exporter.h"

#include "core/markdown.h"
#include "core/model.h"
#include "core/strings.h"
#include "export/site_text.h"

#include <algorithm>

namespace qbank {

std::string markdown_html(const ExportView& view, std::string_view text, bool inline_only) {
  const markdown::HtmlOptions options{view.markup().allow_html, true};
  return inline_only ? markdown::to_inline_html(trim(text), options) : markdown::to_html(trim(text), options);
}

ExportMarkup export_markup(const Config& config) {
  ExportMarkup m;
  m.markdown = config.settings.text("markup") == "markdown";
  m.allow_html = config.settings.flag("markup_html");
  return m;
}

SiteSettings site_settings(const Config& config) {
  SiteSettings s;
  s.name = config.settings.text("site.name");
  // Unset, the site is called by the default in the bank's language.
  if (!config.settings.is_set("site.name") && s.name == "Oefenvragen") {
    s.name = ContentTexts::of(config.language).text(S_("Oefenvragen"));
  }
  for (auto& [code, address] : config.settings.text_map("site.languages")) s.languages.emplace_back(code, address);
  return s;
}

ExportView::ExportView(const Bank& bank, std::string language, ExportMarkup markup, SiteSettings site)
    : bank_(&bank),
      language_(std::move(language)),
      texts_(&ContentTexts::of(language_)),
      markup_(markup),
      site_(std::move(site)) {
  for (const auto& t : bank.topics) topics_.push_back(&t);
  std::sort(topics_.begin(), topics_.end(), [](const Topic* a, const Topic* b) { return a->id < b->id; });
  for (const auto& q : bank.questions) {
    if (!q.published()) {
      ++unpublished_;
      continue;
    }
    if (q.key_index() < 0) {
      left_out_.push_back(
          format_message(tr("{}: geen eenduidige sleutel (precies één optie moet correct = true hebben)"), {q.id}));
      continue;
    }
    if (!q.stem.present) {
      left_out_.push_back(format_message(tr("{}: geen stam"), {q.id}));
      continue;
    }
    // An option without text has no place in any format (GIFT cannot write it, Moodle drops it
    // and shifts the letters), also with --allow-errors.
    bool empty_option = false;
    for (std::size_t i = 0; i < q.options.size() && !empty_option; ++i) {
      if (trim(q.options[i].text.value).empty()) {
        const std::string letter(1, option_letter(std::min<std::size_t>(i, 25)));
        left_out_.push_back(format_message(tr("{}: optie {} heeft geen tekst"), {q.id, letter}));
        empty_option = true;
      }
    }
    if (empty_option) continue;
    if (by_id_.count(q.id)) {
      left_out_.push_back(format_message(tr("{}: het id komt meer dan eens voor ({})"), {q.id, q.path()}));
      continue;
    }
    questions_.push_back(&q);
    by_id_.emplace(q.id, &q);
  }
  std::sort(questions_.begin(), questions_.end(), [](const Question* a, const Question* b) {
    return a->topic != b->topic ? a->topic < b->topic : a->id < b->id;
  });
  for (const Question* q : questions_) by_topic_[q->topic].push_back(q);
  std::sort(left_out_.begin(), left_out_.end());
}

const std::vector<const Question*>& ExportView::questions_of(std::string_view topic) const {
  static const std::vector<const Question*> none;
  auto it = by_topic_.find(topic);
  return it == by_topic_.end() ? none : it->second;
}

const Question* ExportView::find(std::string_view id) const {
  auto it = by_id_.find(id);
  return it == by_id_.end() ? nullptr : it->second;
}

const Topic* ExportView::find_topic(std::string_view id) const {
  for (const Topic* t : topics_) {
    if (t->id == id) return t;
  }
  return nullptr;
}

std::vector<const Question*> ExportView::related(const Question& q) const {
  std::vector<const Question*> out;
  for (const auto& r : q.related) {
    const Question* other = find(r.id);
    if (!other || other == &q || std::find(out.begin(), out.end(), other) != out.end()) continue;
    out.push_back(other);
  }
  return out;
}

std::string ExportView::topic_title(std::string_view topic) const {
  const Topic* t = find_topic(topic);
  if (t && t->title.present && !t->title.value.empty()) return t->title.value.str();
  return std::string(topic);
}

std::vector<const Topic*> ExportView::topics_with_questions() const {
  std::vector<const Topic*> out;
  for (const Topic* t : topics_) {
    if (!questions_of(t->id).empty()) out.push_back(t);
  }
  return out;
}

const std::vector<std::unique_ptr<Exporter>>& exporters() {
  static const std::vector<std::unique_ptr<Exporter>> all = [] {
    std::vector<std::unique_ptr<Exporter>> v;
    v.push_back(make_json_exporter());
    v.push_back(make_html_exporter());
    v.push_back(make_moodle_exporter());
    v.push_back(make_gift_exporter());
    v.push_back(make_qti_exporter());
    v.push_back(make_qti3_exporter());
    v.push_back(make_csv_exporter());
    v.push_back(make_markdown_exporter());
    return v;
  }();
  return all;
}

const Exporter* find_exporter(std::string_view name) {
  for (const auto& e : exporters()) {
    if (e->name() == name) return e.get();
  }
  return nullptr;
}

}  // namespace qbank
