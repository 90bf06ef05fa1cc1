// HTML: a static site shaped like the seed pages. Every page works without JavaScript and
// without network: one embedded stylesheet, relative links, every text escaped.
//
//   index.html                   all topics
//   <topic>/index.html           a topic: description, its questions, "Dit onderwerp oefenen"
//   <topic>/oefenen.html         practice: without JavaScript every question of the topic with a
//                                <details> reveal; with it, a practice round (tools/export/oefenen.js)
//   <topic>/vragen/<id>.html     one question, as on the seed pages
//
// Question pages live in vragen/ so that no question id ("index", "oefenen") can collide with a
// topic's own pages.
#include <algorithm>
#include <sstream>

#include "export/exporter.h"
#include "core/markdown.h"
#include "export/oefenen_js.h"  // generated from tools/export/oefenen.js
#include "export/text.h"
#include "checks/style/numeric_order.h"
#include "core/i18n.h"

namespace qbank {
namespace {

using exporttext::html;

constexpr std::size_t kMoreQuestions = 5;

constexpr std::string_view kStyle = R"(
:root{color-scheme:light dark;--tekst:#1b1b1b;--achter:#fff;--rand:#c8c8c8;--accent:#0b57a4}
@media (prefers-color-scheme:dark){:root{--tekst:#ececec;--achter:#161616;--rand:#555;--accent:#8ab8f0}}
*{box-sizing:border-box}
body{margin:0;font:1.05rem/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--tekst);background:var(--achter)}
header,main{max-width:46rem;margin:0 auto;padding:0 1rem}
a{color:var(--accent)}
a:focus-visible,summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.overslaan{position:absolute;left:-999rem}
.overslaan:focus{left:1rem;top:1rem;background:var(--achter);padding:.5rem;z-index:1}
.visueel-verborgen{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
pre{overflow-x:auto;padding:.5rem;border:1px solid var(--rand);border-radius:.3rem}
code{font-family:ui-monospace,SFMono-Regular,Consolas,monospace;font-size:.95em}
.kruimelpad{list-style:none;padding:0;margin:1rem 0;display:flex;flex-wrap:wrap;gap:.5rem;font-size:.9rem}
.kruimelpad li+li::before{content:"›";margin-right:.5rem}
.onderwerp{font-weight:600;margin:1.5rem 0 .25rem}
h1{font-size:1.45rem;line-height:1.3}
.opties{list-style:none;padding:0}
.opties li{border:1px solid var(--rand);border-radius:.4rem;padding:.5rem .75rem;margin:.5rem 0}
.letter{font-weight:700;margin-right:.5rem}
details{border-left:4px solid var(--accent);padding:.25rem .75rem;margin:1rem 0}
summary{cursor:pointer;font-weight:600}
.sleutel{font-weight:600}
.acties{display:flex;flex-wrap:wrap;gap:1rem}
.nummer{font-size:.9rem;margin-bottom:0}
.oefenlijst{list-style:none;padding:0}
.oefenlijst>li{border-top:1px solid var(--rand);margin-top:1.5rem}
.keuzes{list-style:none;padding:0}
.keuze{display:block;width:100%;text-align:left;font:inherit;color:inherit;background:var(--achter);border:1px solid var(--rand);border-radius:.4rem;padding:.5rem .75rem;margin:.5rem 0;cursor:pointer}
.keuze:hover:enabled{border-color:var(--accent)}
.keuze:focus-visible,button:focus-visible,h2:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.keuze:disabled{cursor:default;opacity:1}
.keuze.juist{border:2px solid #1a7f37}
.keuze.fout{border:2px solid #c62828}
.markering{font-weight:600}
.oordeel{font-weight:700}
.oordeel.goed{color:#1a7f37}
.oordeel.fout{color:#c62828}
@media (prefers-color-scheme:dark){.oordeel.goed{color:#6fdc8c}.oordeel.fout{color:#ff8a80}}
.knop{font:inherit;padding:.45rem 1rem;border-radius:.4rem;border:1px solid var(--accent);background:var(--accent);color:var(--achter);cursor:pointer;margin:.5rem .5rem .5rem 0}
.toetsen{font-size:.9rem}
)";

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

// script: JavaScript to run at the end of the body (the practice page only); empty for none.
std::string page(std::string_view dir, std::string_view title, const std::vector<Crumb>& crumbs, std::string_view body,
                 std::string_view script = {}) {
  std::ostringstream o;
  o << "<!DOCTYPE html>\n<html lang=\"nl\">\n<head>\n<meta charset=\"utf-8\">\n"
    << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    << "<title>" << html(title) << "</title>\n<style>" << kStyle << "</style>\n</head>\n<body>\n"
    << "<a class=\"overslaan\" href=\"#inhoud\">Direct naar de inhoud</a>\n";
  if (!crumbs.empty()) {
    o << "<header>\n<nav aria-label=\"Kruimelpad\">\n<ol class=\"kruimelpad\">\n";
    for (const auto& c : crumbs) {
      if (c.target.empty()) {
        o << "<li><span aria-current=\"page\">" << html(c.label) << "</span></li>\n";
      } else {
        o << "<li><a href=\"" << html(relative(dir, c.target)) << "\">" << html(c.label) << "</a></li>\n";
      }
    }
    o << "</ol>\n</nav>\n</header>\n";
  }
  o << "<main id=\"inhoud\" tabindex=\"-1\">\n" << body << "</main>\n";
  if (!script.empty()) o << "<script>\n" << script << "</script>\n";
  o << "</body>\n</html>\n";
  return o.str();
}

std::string options_list(const ExportView& view, const Question& q) {
  std::string out = "<ol class=\"opties\" aria-label=\"Antwoordopties\">\n";
  for (const auto& o : q.options) {
    out += "<li><span class=\"letter\">" + exporttext::letter(o.index) + "</span> <span class=\"optietekst\">" +
           rich_inline(view, q, o.text.value) + "</span></li>\n";
  }
  return out + "</ol>\n";
}

std::string reveal(const ExportView& view, const Question& q) {
  const auto& key = q.options[static_cast<std::size_t>(q.key_index())];
  std::string out = "<details class=\"antwoord\">\n<summary>Antwoord en toelichting tonen</summary>\n";
  out += "<p class=\"sleutel\">Antwoord: " + exporttext::letter(key.index) + ". " + rich_inline(view, q, key.text.value) +
         "</p>\n";
  out += "<div class=\"toelichting\">\n" + rich_block(view, q, q.explanation.value) + "</div>\n";
  const bool feedback = std::any_of(q.options.begin(), q.options.end(),
                                    [](const Option& o) { return o.feedback.present && !o.feedback.value.empty(); });
  if (feedback) {
    out += "<ul class=\"terugkoppeling\" aria-label=\"Terugkoppeling per optie\">\n";
    for (const auto& o : q.options) {
      if (!o.feedback.present || o.feedback.value.empty()) continue;
      out += "<li data-letter=\"" + exporttext::letter(o.index) + "\"><span class=\"letter\">" +
             exporttext::letter(o.index) + "</span> <span class=\"optietekst\">" + rich_inline(view, q, o.feedback.value) +
             "</span></li>\n";
    }
    out += "</ul>\n";
  }
  return out + "</details>\n";
}

// The questions under "Meer vragen over …": the author's related list, or else the first other
// questions of the topic.
std::vector<const Question*> more_questions(const ExportView& view, const Question& q) {
  auto related = view.related(q);
  if (!related.empty()) return related;
  std::vector<const Question*> out;
  for (const Question* other : view.questions_of(q.topic)) {
    if (other != &q && out.size() < kMoreQuestions) out.push_back(other);
  }
  return out;
}

std::string question_page(const ExportView& view, const Question& q) {
  const std::string dir = q.topic + "/vragen";
  const std::string title = view.topic_title(q.topic);
  std::ostringstream b;
  b << "<article class=\"vraag\" data-id=\"" << html(q.id) << "\">\n"
    << "<p class=\"onderwerp\">" << html(title) << "</p>\n"
    << stem_heading(view, q, "h1", "", "")
    << options_list(view, q) << reveal(view, q) << "</article>\n"
    << "<p class=\"acties\"><a href=\"" << relative(dir, practice_path(q.topic)) << "\">Dit onderwerp oefenen</a> "
    << "<a href=\"" << relative(dir, topic_path(q.topic)) << "\">Naar de onderwerppagina</a></p>\n";
  const auto more = more_questions(view, q);
  if (!more.empty()) {
    b << "<section class=\"meer\" aria-labelledby=\"meer-vragen\">\n<h2 id=\"meer-vragen\">Meer vragen over "
      << html(title) << "</h2>\n<ol>\n";
    for (const Question* r : more) {
      b << "<li><a href=\"" << html(relative(dir, question_path(*r))) << "\">" << inline_text(plain(view, *r, r->stem.value))
        << "</a></li>\n";
    }
    b << "</ol>\n</section>\n";
  }
  return page(dir, (view.markdown(q) ? markdown::heading_text(q.stem.value) : q.stem.value) + " – " + title,
              {{"Alle onderwerpen", "index.html"}, {title, topic_path(q.topic)}, {"Vraag", ""}}, b.str());
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
  b << "<h1>" << html(title) << "</h1>\n";
  if (t.description.present && !t.description.value.empty()) b << text_block(t.description.value);
  if (t.parent) b << "<p>Hoort bij: " << topic_link(view, dir, t.parent->id) << "</p>\n";
  if (!t.prerequisites.empty()) {
    b << "<p>Voorkennis: ";
    for (std::size_t i = 0; i < t.prerequisites.size(); ++i) {
      b << (i ? ", " : "") << topic_link(view, dir, t.prerequisites[i].id);
    }
    b << "</p>\n";
  }
  b << "<p class=\"acties\"><a href=\"oefenen.html\">Dit onderwerp oefenen</a></p>\n";
  b << "<h2 id=\"vragen\">Vragen</h2>\n";
  if (questions.empty()) {
    b << "<p>Dit onderwerp heeft nog geen gepubliceerde vragen.</p>\n";
  } else {
    b << "<ol class=\"vragen\">\n";
    for (const Question* q : questions) {
      b << "<li><a href=\"" << html(relative(dir, question_path(*q))) << "\">" << inline_text(plain(view, *q, q->stem.value))
        << "</a></li>\n";
    }
    b << "</ol>\n";
  }
  return page(dir, title, {{"Alle onderwerpen", "index.html"}, {title, ""}}, b.str());
}

// The practice page. Without JavaScript: every question of the topic with its reveal (the list in
// #oef-statisch). With it, oefenen.js hides that list, shows #oefenaar and runs a practice round
// built from the list's own nodes; the article's data-sleutel names the key's option index.
std::string practice_page(const ExportView& view, const Topic& t) {
  const std::string dir = t.id;
  const std::string title = view.topic_title(t.id);
  const auto& questions = view.questions_of(t.id);
  std::ostringstream b;
  b << "<h1>" << html(title) << " oefenen</h1>\n";
  if (questions.empty()) {
    b << "<p>Dit onderwerp heeft nog geen gepubliceerde vragen.</p>\n";
  } else {
    std::size_t most_options = 0;
    for (const Question* q : questions) most_options = std::max(most_options, q->options.size());
    // The keys oefenen.js answers to: 1-9 and A-F, as far as the options go.
    const std::size_t digits = std::min<std::size_t>(most_options, 9);
    const std::size_t letters = std::min<std::size_t>(most_options, 6);
    const std::string keys = digits == 1 ? "1 of A"
                                         : "1–" + std::to_string(digits) + " of A–" + exporttext::letter(letters - 1);
    b << "<div class=\"oefenaar\" id=\"oefenaar\" hidden>\n"
      << "<p class=\"nummer\" id=\"oef-voortgang\"></p>\n"
      << "<section id=\"oef-vraag\" aria-labelledby=\"oef-stam\">\n"
      << "<h2 id=\"oef-stam\" tabindex=\"-1\"></h2>\n"
      << "<ol class=\"keuzes\" id=\"oef-opties\" aria-label=\"Antwoordopties\"></ol>\n"
      << "<p class=\"toetsen\">Kies met de toetsen " << keys << "; ga met Enter naar de volgende vraag.</p>\n"
      << "<div id=\"oef-uitslag\" role=\"status\" aria-live=\"polite\"></div>\n"
      << "<button type=\"button\" class=\"knop\" id=\"oef-verder\" hidden>Volgende vraag</button>\n"
      << "</section>\n"
      << "<section id=\"oef-einde\" aria-labelledby=\"oef-score\" hidden>\n"
      << "<h2 id=\"oef-score\" tabindex=\"-1\"></h2>\n<div id=\"oef-gemist\"></div>\n"
      << "<button type=\"button\" class=\"knop\" id=\"oef-fouten\">De foute vragen opnieuw oefenen</button>\n"
      << "<button type=\"button\" class=\"knop\" id=\"oef-alles\">Alles opnieuw oefenen</button>\n"
      << "</section>\n</div>\n";
    b << "<div id=\"oef-statisch\">\n<p>Kies bij elke vraag zelf een antwoord en open daarna het antwoord en de "
         "toelichting om jezelf te controleren.</p>\n<ol class=\"oefenlijst\">\n";
    std::size_t n = 0;
    for (const Question* q : questions) {
      ++n;
      const std::string anchor = "v-" + q->id;
      b << "<li>\n<article class=\"vraag\" id=\"" << html(anchor) << "\" data-id=\"" << html(q->id)
        << "\" data-sleutel=\"" << q->key_index() << "\""
        // Options that are one numeric scale keep their ascending order (style/numeric-order).
        << (numeric_series(*q).empty() ? "" : " data-volgorde=\"vast\"") << " aria-labelledby=\"" << html(anchor)
        << "-stam\">\n"
        << "<p class=\"nummer\">Vraag " << n << " van " << questions.size() << "</p>\n"
        << stem_heading(view, *q, "h2", " id=\"" + html(anchor) + "-stam\"", "stam")
        << options_list(view, *q) << reveal(view, *q) << "<p><a href=\"" << html(relative(dir, question_path(*q)))
        << "\">Deze vraag op een eigen pagina</a></p>\n</article>\n</li>\n";
    }
    b << "</ol>\n</div>\n";
  }
  b << "<p class=\"acties\"><a href=\"index.html\">Naar de onderwerppagina</a></p>\n";
  return page(dir, title + " oefenen",
              {{"Alle onderwerpen", "index.html"}, {title, topic_path(t.id)}, {"Oefenen", ""}}, b.str(),
              questions.empty() ? std::string_view{} : kPracticeScript);
}

std::string index_page(const ExportView& view) {
  std::ostringstream b;
  b << "<h1>Oefenvragen</h1>\n<p>" << view.questions().size() << (view.questions().size() == 1 ? " vraag" : " vragen")
    << " in " << view.topics().size() << (view.topics().size() == 1 ? " onderwerp" : " onderwerpen") << ".</p>\n";
  b << "<h2 id=\"onderwerpen\">Onderwerpen</h2>\n<ul class=\"onderwerpen\">\n";
  for (const Topic* t : view.topics()) {
    const std::size_t n = view.questions_of(t->id).size();
    b << "<li><a href=\"" << html(topic_path(t->id)) << "\">" << html(view.topic_title(t->id)) << "</a> ("
      << n << (n == 1 ? " vraag" : " vragen") << ")";
    if (t->description.present && !t->description.value.empty()) {
      b << "\n" << text_block(t->description.value);
    }
    b << "</li>\n";
  }
  b << "</ul>\n";
  return page("", "Oefenvragen", {}, b.str());
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
