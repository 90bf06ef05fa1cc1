// HTML: a static site shaped like the seed pages, to be read from a phone to a desktop, in light
// and dark mode. Every page works without JavaScript and without network: relative links, every
// text escaped, one stylesheet and one script for the whole site.
//
//   index.html                   all topics
//   <topic>/index.html           a topic: description, number of questions, a start button, its
//                                questions by stem
//   <topic>/oefenen.html         practice: without JavaScript every question of the topic with a
//                                <details> reveal; with it, a practice round
//   <topic>/vragen/<id>.html     one question, as on the seed pages; with JavaScript its options
//                                are buttons that reveal the answer
//   stijl.css                    the stylesheet (tools/export/stijl.css), linked from every page
//   oefenen.js                   the script (tools/export/oefenen.js), loaded by the question and
//                                practice pages
//
// Question pages live in vragen/ so that no question id ("index", "oefenen") can collide with a
// topic's own pages; topic ids have no dot, so none collides with the two files at the root.
#include <algorithm>
#include <sstream>

#include "checks/style/numeric_order.h"
#include "core/i18n.h"
#include "core/markdown.h"
#include "core/utf8.h"
#include "export/exporter.h"
#include "export/oefenen_js.h"  // generated from tools/export/oefenen.js
#include "export/site_text.h"
#include "export/stijl_css.h"  // generated from tools/export/stijl.css
#include "export/text.h"

namespace qbank {
namespace {

using exporttext::html;

constexpr std::size_t kMoreQuestions = 5;
constexpr std::string_view kStylePath = "stijl.css";
constexpr std::string_view kScriptPath = "oefenen.js";
// The bank has no title of its own (qbank.toml names none): the site is called this.

std::vector<std::string> split_path(std::string_view p) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= p.size()) {
    std::size_t end = p.find('/', start);
    if (end == std::string_view::npos) end = p.size();
    if (end > start) out.emplace_back(p.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

// The link from a page in folder `from_dir` to the root-relative file `to`.
std::string relative(std::string_view from_dir, std::string_view to) {
  const auto from = split_path(from_dir);
  auto target = split_path(to);
  const std::string file = target.back();
  target.pop_back();
  std::size_t common = 0;
  while (common < from.size() && common < target.size() && from[common] == target[common]) ++common;
  std::string out;
  for (std::size_t i = common; i < from.size(); ++i) out += "../";
  for (std::size_t i = common; i < target.size(); ++i) out += target[i] + "/";
  return out + file;
}

std::string question_path(const Question& q) { return q.topic + "/vragen/" + q.id + ".html"; }
std::string topic_path(std::string_view topic) { return std::string(topic) + "/index.html"; }
std::string practice_path(std::string_view topic) { return std::string(topic) + "/oefenen.html"; }

// A plain text as HTML paragraphs; single line breaks become <br>.
std::string text_block(std::string_view text) {
  std::string out;
  for (const auto& para : exporttext::paragraphs(text)) {
    out += "<p>";
    bool first = true;
    for (const auto& line : exporttext::lines(para)) {
      if (!first) out += "<br>\n";
      out += html(line);
      first = false;
    }
    out += "</p>\n";
  }
  return out;
}

// Inline text: line breaks become <br>.
std::string inline_text(std::string_view text) {
  std::string out;
  bool first = true;
  for (const auto& line : exporttext::lines(text)) {
    if (!first) out += "<br>";
    out += html(line);
    first = false;
  }
  return out;
}

// A question's text in the page: Markdown rendered (safely) when the question is written in
// Markdown, else plain text made inert.
markdown::HtmlOptions rendering(const ExportView& view) { return {view.markup().allow_html, true}; }
std::string rich_inline(const ExportView& view, const Question& q, std::string_view text) {
  return view.markdown(q) ? markdown::to_inline_html(text, rendering(view)) : inline_text(text);
}
std::string rich_block(const ExportView& view, const Question& q, std::string_view text) {
  return view.markdown(q) ? markdown::to_html(text, rendering(view)) + "\n" : text_block(text);
}
// Where only text may stand (a page title, a link label): Markdown read as its visible text.
std::string plain(const ExportView& view, const Question& q, std::string_view text) {
  return view.markdown(q) ? markdown::to_text(text) : std::string(text);
}
// The stem as a heading: inline content only. A Markdown stem of several blocks (a code block,
// then the question) shows its first blocks above the heading, which holds its last paragraph.
std::string stem_heading(const ExportView& view, const Question& q, const std::string& tag, const std::string& attrs,
                         const std::string& span_class) {
  const std::string open_span = span_class.empty() ? "" : "<span class=\"" + span_class + "\">";
  const std::string close_span = span_class.empty() ? "" : "</span>";
  if (!view.markdown(q)) {
    return "<" + tag + attrs + ">" + open_span + inline_text(q.stem.value) + close_span + "</" + tag + ">\n";
  }
  const markdown::HeadingSplit split = markdown::split_heading(q.stem.value, rendering(view));
  std::string out;
  if (!split.lead.empty()) out += "<div class=\"stam-vooraf\">\n" + split.lead + "\n</div>\n";
  const std::string heading = split.hidden_heading ? html(split.heading) : split.heading;
  out += "<" + tag + attrs + (split.hidden_heading ? " class=\"visueel-verborgen\"" : "") + ">" + open_span + heading +
         close_span + "</" + tag + ">\n";
  return out;
}

struct Crumb {
  std::string label;
  std::string target;  // root-relative; empty for the current page
};

// The name of a language in that language, as a language menu shows it ("Nederlands").
std::string language_name(std::string_view code) {
  static const std::vector<std::pair<std::string_view, std::string_view>> names = {
      {"nl", "Nederlands"}, {"en", "English"},   {"de", "Deutsch"}, {"fr", "Français"}, {"es", "Español"},
      {"it", "Italiano"},   {"pt", "Português"}, {"da", "Dansk"},   {"sv", "Svenska"},  {"nb", "Norsk"},
      {"no", "Norsk"},      {"fi", "Suomi"},     {"pl", "Polski"},  {"tr", "Türkçe"},   {"fy", "Frysk"}};
  const std::string_view base = code.substr(0, code.find_first_of("-_"));
  for (const auto& [c, name] : names) {
    if (c == base) return std::string(name);
  }
  return std::string(code);
}

// Topics as the menu and the index list them: by title, as a reader looks them up.
std::vector<const Topic*> topics_by_title(const ExportView& view) {
  std::vector<const Topic*> out = view.topics();
  std::stable_sort(out.begin(), out.end(), [&](const Topic* a, const Topic* b) {
    return utf8::fold(view.topic_title(a->id)) < utf8::fold(view.topic_title(b->id));
  });
  return out;
}

// The topics the header's menu offers: the top-level topics (those without a parent in the bank)
// when there are at most kMenuTopics of them, and the page's own topic. A bank of hundreds of
// topics would otherwise repeat its whole list on every page; "Alle onderwerpen" has them all.
constexpr std::size_t kMenuTopics = 12;
std::vector<const Topic*> menu_topics(const ExportView& view, std::string_view current) {
  std::vector<const Topic*> out;
  for (const Topic* t : topics_by_title(view)) {
    if (!t->parent || !view.find_topic(t->parent->id)) out.push_back(t);
  }
  if (out.size() > kMenuTopics) out.clear();
  const Topic* own = current.empty() ? nullptr : view.find_topic(current);
  if (own && std::find(out.begin(), out.end(), own) == out.end()) {
    out.push_back(own);
    std::stable_sort(out.begin(), out.end(), [&](const Topic* a, const Topic* b) {
      return utf8::fold(view.topic_title(a->id)) < utf8::fold(view.topic_title(b->id));
    });
  }
  return out;
}

// What every page shares: the header (site name, language, topic menu), the breadcrumbs, the one
// stylesheet and, for the question and practice pages, the one script.
struct PageParts {
  std::string_view dir;       // the page's folder, root-relative ("" for the root)
  std::string_view title;     // <title>
  std::vector<Crumb> crumbs;  // empty: none (the index)
  std::string_view topic;     // the topic the page belongs to, marked in the menu; empty for none
  bool script = false;        // loads oefenen.js
};

// The page's language as HTML writes it ("nl", "pt-BR").
std::string html_language(const ExportView& view) {
  std::string lang = view.language();
  std::replace(lang.begin(), lang.end(), '_', '-');
  return lang;
}

// An address from `[site.languages]` as a link from a page in `dir`: a URL or an absolute path
// as written, a path relative to the site's root made relative to the page.
std::string site_link(std::string_view dir, const std::string& address) {
  if (address.starts_with("http://") || address.starts_with("https://") || address.starts_with('/')) return address;
  std::string up;
  for (std::size_t i = 0; i < split_path(dir).size(); ++i) up += "../";
  return up + address;
}

std::string header(const ExportView& view, const PageParts& p) {
  std::ostringstream o;
  o << "<header class=\"kop\">\n<div class=\"kop-balk\">\n<a class=\"merk\" href=\""
    << html(relative(p.dir, "index.html")) << "\">" << html(view.site().name) << "</a>\n<div class=\"kop-rechts\">\n";
  // A bank is written in one language (qbank.toml `language`): it is named, as on the seed pages.
  // When `[site.languages]` names the site in other languages, the name opens a menu of them.
  const std::string lang = html_language(view);
  if (view.site().languages.empty()) {
    o << "<span class=\"taal\" lang=\"" << html(lang) << "\">" << html(language_name(lang)) << "</span>\n";
  } else {
    o << "<details class=\"menu taalmenu\">\n<summary><span class=\"visueel-verborgen\">"
      << html(site_text(view, "Taal:")) << " </span><span lang=\"" << html(lang) << "\">" << html(language_name(lang))
      << "</span></summary>\n"
      << "<nav class=\"menu-paneel\" aria-label=\"" << html(site_text(view, "Talen")) << "\">\n<ul>\n<li><a href=\""
      << html(relative(p.dir, "index.html")) << "\" lang=\"" << html(lang) << "\" aria-current=\"true\">"
      << html(language_name(lang)) << "</a></li>\n";
    for (const auto& [code, address] : view.site().languages) {
      o << "<li><a href=\"" << html(site_link(p.dir, address)) << "\" hreflang=\"" << html(code) << "\" lang=\""
        << html(code) << "\">" << html(language_name(code)) << "</a></li>\n";
    }
    o << "</ul>\n</nav>\n</details>\n";
  }
  o << "<details class=\"menu\">\n<summary>" << html(site_text(view, "Menu"))
    << "</summary>\n<nav class=\"menu-paneel\" aria-label=\"" << html(site_text(view, "Onderwerpen")) << "\">\n"
    << "<p class=\"menu-kop\">" << html(site_text(view, "Onderwerpen")) << "</p>\n<ul>\n<li><a href=\""
    << html(relative(p.dir, "index.html")) << "\"" << (p.dir.empty() ? " aria-current=\"page\"" : "") << ">"
    << html(site_text(view, "Alle onderwerpen")) << "</a></li>\n";
  for (const Topic* t : menu_topics(view, p.topic)) {
    o << "<li><a href=\"" << html(relative(p.dir, topic_path(t->id))) << "\""
      << (t->id == p.topic ? " aria-current=\"true\"" : "") << ">" << html(view.topic_title(t->id)) << "</a></li>\n";
  }
  o << "</ul>\n</nav>\n</details>\n</div>\n</div>\n</header>\n";
  if (!p.crumbs.empty()) {
    // The separator is part of the crumb before it, so it never starts a line.
    o << "<nav class=\"kruimelpad\" aria-label=\"" << html(site_text(view, "Kruimelpad")) << "\">\n<ol>\n";
    for (std::size_t i = 0; i < p.crumbs.size(); ++i) {
      const Crumb& c = p.crumbs[i];
      o << "<li>";
      if (c.target.empty()) {
        o << "<span aria-current=\"page\">" << html(c.label) << "</span>";
      } else {
        o << "<a href=\"" << html(relative(p.dir, c.target)) << "\">" << html(c.label) << "</a>";
      }
      if (i + 1 < p.crumbs.size()) o << "<span class=\"scheiding\" aria-hidden=\"true\">›</span>";
      o << "</li>\n";
    }
    o << "</ol>\n</nav>\n";
  }
  return o.str();
}

std::string page(const ExportView& view, const PageParts& p, std::string_view body) {
  std::ostringstream o;
  // Every title ends with the site's name, as a browser tab or a search result shows it.
  const std::string title =
      p.title == view.site().name ? std::string(p.title) : std::string(p.title) + " – " + view.site().name;
  o << "<!DOCTYPE html>\n<html lang=\"" << html(html_language(view)) << "\">\n<head>\n<meta charset=\"utf-8\">\n"
    << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    << "<meta name=\"color-scheme\" content=\"light dark\">\n"
    << "<title>" << html(title) << "</title>\n"
    << "<link rel=\"stylesheet\" href=\"" << html(relative(p.dir, kStylePath)) << "\">\n";
  // In the head: the script marks the page before it is drawn (see oefenen.js).
  if (p.script) o << "<script src=\"" << html(relative(p.dir, kScriptPath)) << "\"></script>\n";
  if (p.dir.empty()) {  // the start page names its versions in other languages
    for (const auto& [code, address] : view.site().languages) {
      o << "<link rel=\"alternate\" hreflang=\"" << html(code) << "\" href=\"" << html(site_link(p.dir, address))
        << "\">\n";
    }
  }
  o << "</head>\n<body>\n"
    << "<a class=\"overslaan\" href=\"#inhoud\">" << html(site_text(view, "Direct naar de inhoud")) << "</a>\n"
    << header(view, p) << "<main id=\"inhoud\" tabindex=\"-1\">\n"
    << body << "</main>\n";
  o << "</body>\n</html>\n";
  return o.str();
}

std::string options_list(const ExportView& view, const Question& q) {
  std::string out = "<ol class=\"opties\" aria-label=\"" + html(site_text(view, "Antwoordopties")) + "\">\n";
  for (const auto& o : q.options) {
    out += "<li><span class=\"letter\">" + exporttext::letter(o.index) + "</span> <span class=\"optietekst\">" +
           rich_inline(view, q, o.text.value) + "</span></li>\n";
  }
  return out + "</ol>\n";
}

std::string reveal(const ExportView& view, const Question& q) {
  const auto& key = q.options[static_cast<std::size_t>(q.key_index())];
  std::string out = "<details class=\"antwoord\">\n<summary>" + html(site_text(view, "Antwoord en toelichting tonen")) +
                    "</summary>\n";
  out += "<p class=\"sleutel\">" +
         format_message(html(site_text(view, "Antwoord: {}. {}")),
                        {exporttext::letter(key.index), rich_inline(view, q, key.text.value)}) +
         "</p>\n";
  out += "<div class=\"toelichting\">\n" + rich_block(view, q, q.explanation.value) + "</div>\n";
  const bool feedback = std::any_of(q.options.begin(), q.options.end(), [](const Option& o) {
    return o.feedback().present && !o.feedback().value.empty();
  });
  if (feedback) {
    out += "<ul class=\"terugkoppeling\" aria-label=\"" + html(site_text(view, "Terugkoppeling per optie")) + "\">\n";
    for (const auto& o : q.options) {
      if (!o.feedback().present || o.feedback().value.empty()) continue;
      out += "<li data-letter=\"" + exporttext::letter(o.index) + "\"><span class=\"letter\">" +
             exporttext::letter(o.index) + "</span> <span class=\"optietekst\">" +
             rich_inline(view, q, o.feedback().value) + "</span></li>\n";
    }
    out += "</ul>\n";
  }
  return out + "</details>\n";
}

// The attributes oefenen.js reads off a question's <article>: the key's option index, and whether
// the options are one numeric scale that keeps its ascending order (style/numeric-order).
std::string question_data(const Question& q) {
  return " data-id=\"" + html(q.id) + "\" data-sleutel=\"" + std::to_string(q.key_index()) + "\"" +
         (numeric_series(q).empty() ? "" : " data-volgorde=\"vast\"");
}

// A topic's questions as its page lists them: by stem as the reader sees it (case and accents
// folded), then by id, so the order does not depend on how authors named their files.
std::vector<const Question*> by_stem(const ExportView& view, const std::vector<const Question*>& questions) {
  std::vector<std::pair<std::string, const Question*>> keyed;
  for (const Question* q : questions) keyed.emplace_back(utf8::fold(plain(view, *q, q->stem.value)), q);
  std::sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first < b.first : a.second->id < b.second->id;
  });
  std::vector<const Question*> out;
  for (const auto& [_, q] : keyed) out.push_back(q);
  return out;
}

// The questions under "Meer vragen over …": the author's related list, or else the questions that
// follow this one on the topic page (by stem, starting again at the top).
std::vector<const Question*> more_questions(const ExportView& view, const Question& q) {
  auto related = view.related(q);
  if (!related.empty()) return related;
  const auto ordered = by_stem(view, view.questions_of(q.topic));
  const auto at = std::find(ordered.begin(), ordered.end(), &q);
  std::vector<const Question*> out;
  if (at == ordered.end()) return out;
  const std::size_t start = static_cast<std::size_t>(at - ordered.begin());
  for (std::size_t i = 1; i < ordered.size() && out.size() < kMoreQuestions; ++i) {
    out.push_back(ordered[(start + i) % ordered.size()]);
  }
  return out;
}

std::string question_list(const ExportView& view, std::string_view dir, const std::vector<const Question*>& questions,
                          std::string_view list_class) {
  std::string out = "<ol class=\"lijst " + std::string(list_class) + "\">\n";
  for (const Question* r : questions) {
    out += "<li><a href=\"" + html(relative(dir, question_path(*r))) + "\">" +
           inline_text(plain(view, *r, r->stem.value)) + "</a></li>\n";
  }
  return out + "</ol>\n";
}

std::string question_page(const ExportView& view, const Question& q) {
  const std::string dir = q.topic + "/vragen";
  const std::string title = view.topic_title(q.topic);
  std::ostringstream b;
  b << "<article class=\"vraag\"" << question_data(q) << ">\n"
    << "<p class=\"onderwerp\">" << html(title) << "</p>\n"
    << stem_heading(view, q, "h1", "", "")
    // Shown by oefenen.js, which makes the options buttons.
    << "<p class=\"kies\" hidden>" << html(site_text(view, "Kies een antwoord: je ziet meteen of het klopt."))
    << "</p>\n"
    << options_list(view, q) << reveal(view, q) << "</article>\n"
    << "<p class=\"acties\"><a class=\"knop\" href=\"" << relative(dir, practice_path(q.topic)) << "\">"
    << html(site_text(view, "Dit onderwerp oefenen")) << "</a> <a class=\"knop knop-tweede\" href=\""
    << relative(dir, topic_path(q.topic)) << "\">" << html(site_text(view, "Naar de onderwerppagina")) << "</a></p>\n";
  const auto more = more_questions(view, q);
  if (!more.empty()) {
    b << "<section class=\"meer\" aria-labelledby=\"meer-vragen\">\n<h2 id=\"meer-vragen\">"
      << html(format_message(site_text(view, "Meer vragen over {}"), {title})) << "</h2>\n"
      << question_list(view, dir, more, "meer-lijst") << "</section>\n";
  }
  const std::string page_title =
      (view.markdown(q) ? markdown::heading_text(q.stem.value) : q.stem.value.str()) + " – " + title;
  return page(view,
              {dir,
               page_title,
               {{site_text(view, "Alle onderwerpen"), "index.html"},
                {title, topic_path(q.topic)},
                {site_text(view, "Vraag"), ""}},
               q.topic,
               true},
              b.str());
}

std::string topic_link(const ExportView& view, std::string_view dir, std::string_view id) {
  if (!view.find_topic(id)) return html(id);
  return "<a href=\"" + html(relative(dir, topic_path(id))) + "\">" + html(view.topic_title(id)) + "</a>";
}

std::string topic_page(const ExportView& view, const Topic& t) {
  const std::string dir = t.id;
  const std::string title = view.topic_title(t.id);
  const auto& questions = view.questions_of(t.id);
  std::ostringstream b;
  b << "<div class=\"onderwerpkop\">\n<h1>" << html(title) << "</h1>\n";
  if (t.description.present && !t.description.value.empty()) {
    b << "<div class=\"inleiding\">\n" << text_block(t.description.value) << "</div>\n";
  }
  b << "<p class=\"telling\">" << site_count(view, "{} vraag", "{} vragen", questions.size()) << "</p>\n";
  if (t.parent) {
    b << "<p class=\"verwant\">"
      << format_message(html(site_text(view, "Hoort bij: {}")), {topic_link(view, dir, t.parent->id)}) << "</p>\n";
  }
  if (!t.prerequisites.empty()) {
    std::string links;
    for (std::size_t i = 0; i < t.prerequisites.size(); ++i) {
      links += (i ? ", " : "") + topic_link(view, dir, t.prerequisites[i].id);
    }
    b << "<p class=\"verwant\">" << format_message(html(site_text(view, "Voorkennis: {}")), {links}) << "</p>\n";
  }
  if (!questions.empty()) {
    b << "<p class=\"acties\"><a class=\"knop\" href=\"oefenen.html\">" << html(site_text(view, "Begin met oefenen"))
      << "</a></p>\n";
  }
  b << "</div>\n<h2 id=\"vragen\">" << html(site_text(view, "Alle vragen")) << "</h2>\n";
  if (questions.empty()) {
    b << "<p>" << html(site_text(view, "Dit onderwerp heeft nog geen gepubliceerde vragen.")) << "</p>\n";
  } else {
    b << question_list(view, dir, by_stem(view, questions), "vragen");
  }
  return page(view, {dir, title, {{site_text(view, "Alle onderwerpen"), "index.html"}, {title, ""}}, t.id, false},
              b.str());
}

// The practice page. Without JavaScript: every question of the topic with its reveal (the list in
// #oef-statisch). With it, oefenen.js hides that list, shows #oefenaar and runs a practice round
// built from the list's own nodes; the article's data-sleutel names the key's option index.
std::string practice_page(const ExportView& view, const Topic& t) {
  const std::string dir = t.id;
  const std::string title = view.topic_title(t.id);
  const auto& questions = view.questions_of(t.id);
  std::ostringstream b;
  const std::string practise = format_message(site_text(view, "{} oefenen"), {title});
  b << "<h1>" << html(practise) << "</h1>\n";
  if (questions.empty()) {
    b << "<p>" << html(site_text(view, "Dit onderwerp heeft nog geen gepubliceerde vragen.")) << "</p>\n";
  } else {
    std::size_t most_options = 0;
    for (const Question* q : questions) most_options = std::max(most_options, q->options.size());
    // The keys oefenen.js answers to: 1-9 and A-F, as far as the options go.
    const std::size_t digits = std::min<std::size_t>(most_options, 9);
    const std::size_t letters = std::min<std::size_t>(most_options, 6);
    const std::string keys = digits == 1 ? std::string(site_text(view, "1 of A"))
                                         : format_message(site_text(view, "1–{} of A–{}"),
                                                          {std::to_string(digits), exporttext::letter(letters - 1)});
    b << "<div class=\"oefenaar\" id=\"oefenaar\" hidden>\n"
      << "<div class=\"voortgang\">\n<p class=\"nummer\" id=\"oef-voortgang\"></p>\n"
      << "<div class=\"balk\" aria-hidden=\"true\"><span id=\"oef-balk\"></span></div>\n</div>\n"
      << "<section id=\"oef-vraag\" aria-labelledby=\"oef-stam\">\n"
      << "<div id=\"oef-vooraf\" hidden></div>\n<h2 id=\"oef-stam\" tabindex=\"-1\"></h2>\n"
      << "<ol class=\"keuzes\" id=\"oef-opties\" aria-label=\"" << html(site_text(view, "Antwoordopties"))
      << "\"></ol>\n"
      << "<p class=\"toetsen\">"
      << html(format_message(
             site_text(view, "Met het toetsenbord: kies met {} en ga met Enter naar de volgende vraag."), {keys}))
      << "</p>\n"
      << "<div id=\"oef-uitslag\" role=\"status\" aria-live=\"polite\"></div>\n"
      << "<button type=\"button\" class=\"knop\" id=\"oef-verder\" hidden>" << html(site_text(view, "Volgende vraag"))
      << "</button>\n"
      << "</section>\n"
      << "<section id=\"oef-einde\" aria-labelledby=\"oef-score\" hidden>\n"
      << "<h2 id=\"oef-score\" tabindex=\"-1\"></h2>\n<div id=\"oef-gemist\"></div>\n"
      << "<button type=\"button\" class=\"knop\" id=\"oef-fouten\">"
      << html(site_text(view, "De foute vragen opnieuw oefenen")) << "</button>\n"
      << "<button type=\"button\" class=\"knop knop-tweede\" id=\"oef-alles\">"
      << html(site_text(view, "Alles opnieuw oefenen")) << "</button>\n"
      << "</section>\n</div>\n";
    b << "<div id=\"oef-statisch\">\n<p>"
      << html(site_text(view,
                        "Kies bij elke vraag zelf een antwoord en open daarna het antwoord en de toelichting om jezelf "
                        "te controleren."))
      << "</p>\n<ol class=\"oefenlijst\">\n";
    std::size_t n = 0;
    for (const Question* q : questions) {
      ++n;
      const std::string anchor = "v-" + q->id;
      b << "<li>\n<article class=\"vraag\" id=\"" << html(anchor) << "\"" << question_data(*q) << " aria-labelledby=\""
        << html(anchor) << "-stam\">\n"
        << "<p class=\"nummer\">"
        << html(format_message(site_text(view, "Vraag {} van {}"),
                               {std::to_string(n), std::to_string(questions.size())}))
        << "</p>\n"
        << stem_heading(view, *q, "h2", " id=\"" + html(anchor) + "-stam\"", "stam") << options_list(view, *q)
        << reveal(view, *q) << "<p class=\"eigen-pagina\"><a href=\"" << html(relative(dir, question_path(*q))) << "\">"
        << html(site_text(view, "Deze vraag op een eigen pagina")) << "</a></p>\n</article>\n</li>\n";
    }
    b << "</ol>\n</div>\n";
  }
  b << "<p class=\"acties\"><a class=\"knop knop-tweede\" href=\"index.html\">"
    << html(site_text(view, "Naar de onderwerppagina")) << "</a></p>\n";
  return page(view,
              {dir,
               practise,
               {{site_text(view, "Alle onderwerpen"), "index.html"},
                {title, topic_path(t.id)},
                {site_text(view, "Oefenen"), ""}},
               t.id,
               !questions.empty()},
              b.str());
}

std::string index_page(const ExportView& view) {
  std::ostringstream b;
  b << "<h1>" << html(view.site().name) << "</h1>\n<p class=\"inleiding\">"
    << html(format_message(
           site_text(view,
                     "{} in {}. Kies een onderwerp om de vragen een voor een te bekijken of om ermee te oefenen."),
           {site_count(view, "{} vraag", "{} vragen", view.questions().size()),
            site_count(view, "{} onderwerp", "{} onderwerpen", view.topics().size())}))
    << "</p>\n";
  b << "<h2 id=\"onderwerpen\">" << html(site_text(view, "Onderwerpen")) << "</h2>\n<ul class=\"onderwerpen\">\n";
  for (const Topic* t : topics_by_title(view)) {
    const std::size_t n = view.questions_of(t->id).size();
    b << "<li>\n<h3><a href=\"" << html(topic_path(t->id)) << "\">" << html(view.topic_title(t->id)) << "</a></h3>\n"
      << "<p class=\"telling\">" << site_count(view, "{} vraag", "{} vragen", n) << "</p>\n";
    if (t->description.present && !t->description.value.empty()) {
      b << "<div class=\"beschrijving\">\n" << text_block(t->description.value) << "</div>\n";
    }
    if (n > 0) {
      b << "<p class=\"acties\"><a class=\"knop knop-tweede\" href=\"" << html(practice_path(t->id))
        << "\" aria-label=\"" << html(format_message(site_text(view, "{} oefenen"), {view.topic_title(t->id)})) << "\">"
        << html(site_text(view, "Oefenen")) << "</a></p>\n";
    }
    b << "</li>\n";
  }
  b << "</ul>\n";
  return page(view, {"", view.site().name, {}, {}, false}, b.str());
}

// The texts of oefenen.js, each as the script writes it: a string literal, or an expression built
// from literals and the script's own expressions, one for each "{}" of the text in order. The
// script is written with each replaced by the text in the site's language, built the same way.
struct ScriptText {
  const char* dutch;
  std::vector<std::string_view> args;
};
const std::vector<ScriptText>& script_texts() {
  static const std::vector<ScriptText> texts = {
      {S_("Juiste antwoord"), {}},
      {S_("Jouw antwoord"), {}},
      {S_("Goed!"), {}},
      {S_("Helaas, dat is niet juist."), {}},
      {S_("Vraag {} van {}"), {"(positie + 1)", "ronde.length"}},
      {S_("Antwoord: {}. "), {"letter(sleutelGetoond)"}},
      {S_("Volgende vraag"), {}},
      {S_("Naar de score"), {}},
      {S_("Klaar"), {}},
      {S_("Score: {} van {} ({}%)"), {"goed", "ronde.length", "Math.round(goed * 100 / ronde.length)"}},
      {S_("Gemist:"), {}},
      {S_("De foute vraag opnieuw oefenen"), {}},
      {S_("De {} foute vragen opnieuw oefenen"), {"fout.length"}},
      {S_("Niets gemist."), {}},
  };
  return texts;
}

std::string js_string(std::string_view text) {
  std::string out = "'";
  for (char c : text) {
    if (c == '\\' || c == '\'') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out + "'";
}

// `text` with its "{}" placeholders filled by `args`, as a JavaScript expression.
std::string js_expression(std::string_view text, const std::vector<std::string_view>& args) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (const std::string_view arg : args) {
    const std::size_t at = text.find("{}", start);
    if (at == std::string_view::npos) break;
    if (at > start) parts.push_back(js_string(text.substr(start, at - start)));
    if (parts.empty()) parts.push_back("''");  // the text starts with a number: still a string
    parts.emplace_back(arg);
    start = at + 2;
  }
  if (start < text.size() || parts.empty()) parts.push_back(js_string(text.substr(start)));
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : " + ") + p;
  return out;
}

std::string practice_script(const ExportView& view) {
  std::string script(kPracticeScript);
  if (!view.texts().translated()) return script;
  for (const ScriptText& t : script_texts()) {
    const std::string from = js_expression(t.dutch, t.args);
    const std::string to = js_expression(site_text(view, t.dutch), t.args);
    for (auto at = script.find(from); at != std::string::npos; at = script.find(from, at + to.size())) {
      script.replace(at, from.size(), to);
    }
  }
  return script;
}

class HtmlExporter final : public Exporter {
 public:
  std::string_view name() const override { return "html"; }
  std::string_view description() const override {
    return N_("een statische site: een index, per onderwerp een pagina en een oefenpagina, per vraag een pagina");
  }
  bool writes_folder() const override { return true; }
  std::string_view example_out() const override { return "site"; }

  std::vector<OutputFile> render(const ExportView& view) const override {
    std::vector<OutputFile> files;
    files.push_back({"index.html", index_page(view)});
    files.push_back({std::string(kStylePath), std::string(kSiteStyle)});
    files.push_back({std::string(kScriptPath), practice_script(view)});
    for (const Topic* t : view.topics()) {
      files.push_back({topic_path(t->id), topic_page(view, *t)});
      files.push_back({practice_path(t->id), practice_page(view, *t)});
    }
    for (const Question* q : view.questions()) files.push_back({question_path(*q), question_page(view, *q)});
    std::sort(files.begin(), files.end(), [](const OutputFile& a, const OutputFile& b) { return a.path < b.path; });
    return files;
  }
};

}  // namespace

std::unique_ptr<Exporter> make_html_exporter() { return std::make_unique<HtmlExporter>(); }

}  // namespace qbank
