// IMS QTI 2.1/2.2 and 3.0 items: an item whose only interaction is a choiceInteraction
// (qti-choice-interaction) with maxChoices 1 and a correctResponse naming one choice becomes a
// question. The stem is the item body's text with the prompt where the interaction stood; the
// choices are the options; modal feedback that is always shown (an outcome whose default value
// is the feedback's identifier, as `qbank export --format qti` writes it) is the explanation.
//
// A FILE may be an item, an assessment test (its item references are followed), an
// imsmanifest.xml (its item and test resources are followed) or a content package (zip). Files a
// package names are read relative to the file that names them and never outside its folder.
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>

#include "core/i18n.h"
#include "core/model.h"
#include "core/strings.h"
#include "core/zip.h"
#include "import/importer.h"
#include "import/markup.h"
#include "import/xml.h"

namespace qbank {
namespace {

// "a/b/../c.xml" -> "a/c.xml"; nullopt when the path leaves its root, is absolute or a URL.
std::optional<std::string> normalise(const std::string& path) {
  if (path.empty() || path.front() == '/' || path.find(':') != std::string::npos ||
      path.find('\\') != std::string::npos) {
    return std::nullopt;
  }
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (start <= path.size()) {
    std::size_t end = path.find('/', start);
    if (end == std::string::npos) end = path.size();
    const std::string part = path.substr(start, end - start);
    if (part == "..") {
      if (parts.empty()) return std::nullopt;
      parts.pop_back();
    } else if (!part.empty() && part != ".") {
      parts.push_back(part);
    }
    start = end + 1;
  }
  if (parts.empty()) return std::nullopt;
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : "/") + p;
  return out;
}

std::string folder_of(const std::string& path) {
  const auto slash = path.rfind('/');
  return slash == std::string::npos ? "" : path.substr(0, slash + 1);
}

// Percent-decoding of an href ("my%20item.xml").
std::string unescape_href(const std::string& href) {
  std::string out;
  for (std::size_t i = 0; i < href.size(); ++i) {
    if (href[i] == '%' && i + 2 < href.size() && std::isxdigit(static_cast<unsigned char>(href[i + 1])) &&
        std::isxdigit(static_cast<unsigned char>(href[i + 2]))) {
      out += static_cast<char>(std::stoi(href.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += href[i];
    }
  }
  return out;
}

struct Reader {
  ImportResult& out;
  std::string root_display;  // the FILE as given; package paths are shown after it
  bool zip = false;          // entries shown as "FILE!path"; else "folder-of-FILE/path"
  std::function<std::optional<std::string>(const std::string&)> load;  // by package path
  std::set<std::string> seen;
  bool markdown = false;  // the bank writes Markdown (ImportInput::markdown)
  std::string category;   // the title of the test section being read, for its items

  std::string display(const std::string& path) const {
    if (zip) return root_display + "!" + path;
    return folder_of(root_display) + path;
  }

  // Reads `path` (a package path) as an item, test or manifest.
  void read_path(const std::string& path, const std::string& named_in, Span named_at) {
    if (!seen.insert(path).second) return;
    auto bytes = load(path);
    if (!bytes) {
      report(out, "import/unreadable", named_in, named_at,
             format_message(tr("het pakket noemt {}, maar dat bestand ontbreekt"), {path}));
      ++out.skipped;
      return;
    }
    read_document(path, *bytes);
  }

  void read_document(const std::string& path, const std::string& bytes) {
    const std::string shown = display(path);
    auto source = std::make_shared<SourceFile>(shown, bytes);
    out.sources[shown] = source;
    std::string error;
    std::uint32_t error_line = 1;
    auto doc = xml::parse(bytes, &error, &error_line);
    if (!doc) {
      report(out, "import/unreadable", shown, line_span(*source, error_line), error);
      return;
    }
    xmlNodePtr root = doc->root();
    const std::string kind = xml::name(root);
    const Span at = line_span(*source, xml::line(root), reinterpret_cast<const char*>(root->name));
    if (kind == "manifest") {
      for (xmlNodePtr res : xml::descendants(root, "resource")) {
        const std::string type = xml::attr(res, "type");
        if (type.rfind("imsqti_item", 0) != 0 && type.rfind("imsqti_test", 0) != 0) continue;
        follow(path, xml::attr(res, "href"), shown, line_span(*source, xml::line(res), "resource"));
      }
    } else if (kind == "assessmentTest") {
      // A section's title is the category of the items it lists (the topic title of a new
      // topic), as qbank's QTI 3.0 export writes a section per topic.
      for (xmlNodePtr ref : xml::descendants(root, "assessmentItemRef")) {
        std::string section;
        for (xmlNodePtr p = ref->parent; p && p->type == XML_ELEMENT_NODE; p = p->parent) {
          if (xml::name(p) == "assessmentSection") {
            section = trim(xml::attr(p, "title"));
            break;
          }
        }
        const std::string before = category;
        if (!section.empty()) category = section;
        follow(path, xml::attr(ref, "href"), shown,
               line_span(*source, xml::line(ref), reinterpret_cast<const char*>(ref->name)));
        category = before;
      }
    } else if (kind == "assessmentItem") {
      read_item(root, *source, at);
    } else {
      report(out, "import/unreadable", shown, at,
             format_message(tr("geen QTI: het hoofdelement is <{}>; verwacht een item, een toets of imsmanifest.xml"),
                            {reinterpret_cast<const char*>(root->name)}));
    }
  }

  void follow(const std::string& from, const std::string& href, const std::string& shown, Span at) {
    if (href.empty()) return;
    auto target = normalise(folder_of(from) + unescape_href(href));
    if (!target) {
      report(out, "import/unreadable", shown, at,
             format_message(tr("de verwijzing '{}' gaat buiten het pakket en wordt niet gevolgd"), {href}));
      ++out.skipped;
      return;
    }
    read_path(*target, shown, at);
  }

  void read_item(xmlNodePtr item, const SourceFile& source, Span at) {
    const std::string& file = source.path();
    const std::string title = trim(xml::attr(item, "title"));
    const std::string label = format_message(tr("item '{}'"), {title.empty() ? xml::attr(item, "identifier") : title});
    // Reports `message` (its "{}" is the item) and skips the item.
    auto skip = [&](std::string_view rule, const char* message, std::initializer_list<std::string_view> more = {}) {
      std::vector<std::string_view> args = {label};
      args.insert(args.end(), more.begin(), more.end());
      std::string text = message;
      std::size_t from = 0;
      for (const std::string_view a : args) {
        const std::size_t placeholder = text.find("{}", from);
        if (placeholder == std::string::npos) break;
        text.replace(placeholder, 2, a);
        from = placeholder + a.size();
      }
      report(out, rule, file, at, text);
      ++out.skipped;
    };
    xmlNodePtr body = xml::child(item, "itemBody");
    std::vector<xmlNodePtr> interactions;
    std::vector<xmlNodePtr> media;
    if (body) {
      std::function<void(xmlNodePtr)> find = [&](xmlNodePtr n) {
        for (xmlNodePtr c : xml::children(n)) {
          const std::string name = xml::name(c);
          if (name == "mediaInteraction") {
            media.push_back(c);  // a player for audio or video, not an answer
          } else if (name.size() > 11 && name.compare(name.size() - 11, 11, "Interaction") == 0) {
            interactions.push_back(c);
          } else {
            find(c);
          }
        }
      };
      find(body);
    }
    if (interactions.empty()) {
      skip("import/unsupported-type", tr("{} heeft geen interactie (alleen informatie); er valt niets te kiezen"));
      return;
    }
    if (interactions.size() > 1) {
      std::string names;
      for (xmlNodePtr i : interactions) names += (names.empty() ? "" : ", ") + xml::name(i);
      skip("import/unsupported-type", tr("{} heeft meer interacties ({}); qbank kent één keuze per vraag"), {names});
      return;
    }
    xmlNodePtr ci = interactions.front();
    if (xml::name(ci) != "choiceInteraction") {
      skip("import/unsupported-type", tr("{} heeft een {}; qbank neemt alleen choiceInteraction met maxChoices 1 over"),
           {xml::name(ci)});
      return;
    }
    const std::string max = trim(xml::attr(ci, "maxChoices"));
    if (!max.empty() && max != "1") {
      if (max == "0") {
        skip("import/multiple-answers",
             tr("{} laat onbeperkt veel keuzes toe (maxChoices 0); qbank kent precies één sleutel"));
      } else {
        skip("import/multiple-answers", tr("{} laat {} keuzes toe (maxChoices {}); qbank kent precies één sleutel"),
             {max, max});
      }
      return;
    }
    const std::string response = xml::attr(ci, "responseIdentifier");
    xmlNodePtr declaration = nullptr;
    for (xmlNodePtr d : xml::children(item, "responseDeclaration")) {
      if (xml::attr(d, "identifier") == response) declaration = d;
    }
    const std::string cardinality = declaration ? xml::attr(declaration, "cardinality") : "";
    if (cardinality == "multiple" || cardinality == "ordered") {
      skip("import/multiple-answers", tr("{} heeft een antwoord met cardinality {}; qbank kent precies één sleutel"),
           {cardinality});
      return;
    }
    std::vector<std::string> correct;
    if (declaration) {
      for (xmlNodePtr v : xml::children(xml::child(declaration, "correctResponse"), "value"))
        correct.push_back(trim(xml::text(v)));
    }
    const auto choices = xml::children(ci, "simpleChoice");
    if (correct.empty()) {
      skip("import/no-key", tr("{} heeft geen correctResponse; zonder sleutel is het geen toetsvraag"));
      return;
    }
    if (correct.size() > 1) {
      skip("import/multiple-answers", tr("{} heeft {} correcte antwoorden; qbank kent precies één sleutel"),
           {std::to_string(correct.size())});
      return;
    }
    const auto key = std::find_if(choices.begin(), choices.end(),
                                  [&](xmlNodePtr c) { return trim(xml::attr(c, "identifier")) == correct.front(); });
    if (key == choices.end()) {
      skip("import/no-key", tr("{} noemt '{}' als correct antwoord, maar geen simpleChoice heeft dat identifier"),
           {correct.front()});
      return;
    }
    if (choices.size() < 2) {
      skip("import/too-few-options",
           trn("{} heeft {} keuze; een meerkeuzevraag heeft er ten minste twee nodig",
               "{} heeft {} keuzes; een meerkeuzevraag heeft er ten minste twee nodig", choices.size()),
           {std::to_string(choices.size())});
      return;
    }
    if (choices.size() > 26) {
      skip("import/too-many-options", tr("{} heeft meer dan 26 keuzes (A–Z)"));
      return;
    }

    // The outcome defaults, to recognise always-shown feedback.
    std::map<std::string, std::string> defaults;
    for (xmlNodePtr o : xml::children(item, "outcomeDeclaration")) {
      if (xmlNodePtr v = xml::child(xml::child(o, "defaultValue"), "value"))
        defaults[xml::attr(o, "identifier")] = trim(xml::text(v));
    }
    markup::Losses losses;
    std::set<std::string> feedback_dropped;
    const markup::Replace replace = [&](xmlNodePtr n) -> std::optional<std::string> {
      const std::string name = xml::name(n);
      if (n == ci) {
        return markdown ? markup::node_markdown(xml::child(ci, "prompt"), losses)
                        : markup::node_text(xml::child(ci, "prompt"), losses);
      }
      if (std::find(media.begin(), media.end(), n) != media.end()) {
        losses.media.insert("mediaInteraction");
        return std::string();
      }
      if (name == "rubricBlock") {
        const std::string view = xml::attr(n, "view");
        if (view.find("candidate") != std::string::npos) return std::nullopt;
        return std::string();
      }
      if (name == "feedbackBlock" || name == "feedbackInline" || name == "modalFeedback") {
        feedback_dropped.insert(name);
        return std::string();
      }
      if (name == "templateBlock" || name == "templateInline" || name == "printedVariable" || name == "stylesheet" ||
          name == "companionMaterialsInfo") {
        return std::string();
      }
      return std::nullopt;
    };

    ImportedQuestion q;
    q.file = file;
    q.where = at;
    q.title = title;
    q.category = category;
    auto read = [&](xmlNodePtr n, const markup::Replace& r) {
      return trim(markdown ? markup::node_markdown(n, losses, r) : markup::node_text(n, losses, r));
    };
    q.stem = read(body, replace);
    std::vector<bool> pictured;  // per choice: an image or other medium stood where its text would be
    for (xmlNodePtr c : choices) {
      ImportedOption o;
      const std::size_t images = losses.images.size(), media = losses.media.size();
      o.text = read(c, replace);
      pictured.push_back(losses.images.size() > images || losses.media.size() > media ||
                         xml::child(c, "img") != nullptr || xml::child(c, "object") != nullptr);
      o.correct = c == *key;
      q.options.push_back(std::move(o));
    }
    // A choice without text cannot be answered from its file: a picture, or nothing at all.
    for (std::size_t i = 0; i < q.options.size(); ++i) {
      if (!q.options[i].text.empty()) continue;
      const std::string letter(1, option_letter(std::min<std::size_t>(i, 25)));
      if (pictured[i]) {
        skip("import/image",
             tr("{} heeft keuze {} die alleen een afbeelding of ander beeld is; zo'n vraag kan niet mee"), {letter});
      } else {
        skip("import/empty-option", tr("{} heeft keuze {} zonder tekst; zo'n vraag kan niet mee"), {letter});
      }
      return;
    }
    for (xmlNodePtr f : xml::children(item, "modalFeedback")) {
      const std::string outcome = xml::attr(f, "outcomeIdentifier");
      const bool always = xml::attr(f, "showHide") == "show" && defaults.count(outcome) &&
                          defaults[outcome] == xml::attr(f, "identifier");
      if (always && !q.explanation) {
        const std::string e = read(f, {});
        if (!e.empty()) {
          q.explanation = e;
          continue;
        }
      }
      feedback_dropped.insert("modalFeedback");
    }
    // Partial credit: a mapping that scores a choice other than the key.
    if (declaration) {
      for (xmlNodePtr e : xml::descendants(xml::child(declaration, "mapping"), "mapEntry")) {
        const std::string mapped = xml::attr(e, "mappedValue");
        if (trim(xml::attr(e, "mapKey")) != correct.front() && std::strtod(mapped.c_str(), nullptr) != 0.0) {
          report(out, "import/partial-credit", file, at,
                 format_message(tr("{} geeft punten voor andere keuzes dan de sleutel; die vallen weg"), {label}));
          break;
        }
      }
    }
    if (!q.explanation) {
      report(out, "import/no-explanation", file, at,
             format_message(
                 tr("{} heeft geen toelichting die altijd getoond wordt; schrijf een toelichting (explanation)"),
                 {label}));
    }
    if (!feedback_dropped.empty()) {
      report(
          out, "import/feedback", file, at,
          format_message(tr("{}: voorwaardelijke terugkoppeling ({}) past niet in een vraagbestand en is weggelaten"),
                         {label, markup::names(feedback_dropped)}));
    }
    if (!losses.images.empty()) {
      std::string list;
      for (const auto& i : losses.images) list += (list.empty() ? "" : ", ") + i;
      report(out, "import/image", file, at,
             format_message(trn("{}: afbeelding {} kan niet mee en is weggelaten; controleer of de vraag zonder te "
                                "beantwoorden is",
                                "{}: afbeeldingen {} kunnen niet mee en zijn weggelaten; controleer of de vraag zonder "
                                "te beantwoorden is",
                                losses.images.size()),
                            {label, list}));
    }
    if (!losses.media.empty()) {
      report(out, "import/media", file, at,
             format_message(tr("{}: media ({}) zijn weggelaten"), {label, markup::names(losses.media)}));
    }
    if (losses.math) {
      report(out, "import/math", file, at,
             format_message(tr("{}: een formule (MathML) is alleen als platte tekst overgenomen"), {label}));
    }
    if (!losses.formatting.empty()) {
      report(out, "import/markup", file, at,
             format_message(tr("{}: opmaak ({}) is weggelaten; alleen de tekst is overgenomen"),
                            {label, markup::names(losses.formatting)}));
    }
    out.questions.push_back(std::move(q));
  }
};

class QtiImporter final : public Importer {
 public:
  std::string_view name() const override { return "qti"; }
  std::string_view description() const override {
    return N_("IMS QTI 2.1/2.2/3.0-items, toetsen, imsmanifest.xml of contentpakketten (zip)");
  }

  void read(const ImportInput& input, ImportResult& out) const override {
    Reader r{out, input.display, false, {}, {}, input.markdown, {}};
    if (zip::looks_like_zip(input.content)) {
      std::vector<zip::Entry> entries;
      std::string error;
      if (!zip::read(input.content, entries, &error)) {
        report(out, "import/unreadable", input.display, {{1, 1}, {1, 1}}, error);
        return;
      }
      auto files = std::make_shared<std::map<std::string, std::string>>();
      for (auto& e : entries) {
        if (auto p = normalise(e.name)) (*files)[*p] = std::move(e.data);
      }
      r.zip = true;
      r.load = [files](const std::string& p) -> std::optional<std::string> {
        auto it = files->find(p);
        if (it == files->end()) return std::nullopt;
        return it->second;
      };
      // The manifest at the top (or the shallowest one); without one, every item in the zip.
      std::string manifest;
      for (const auto& [p, _] : *files) {
        if ((p == "imsmanifest.xml" || p.ends_with("/imsmanifest.xml")) &&
            (manifest.empty() ||
             std::count(p.begin(), p.end(), '/') < std::count(manifest.begin(), manifest.end(), '/'))) {
          manifest = p;
        }
      }
      if (!manifest.empty()) {
        r.read_path(manifest, input.display, {{1, 1}, {1, 1}});
      } else {
        for (const auto& [p, _] : *files) {
          if (p.ends_with(".xml")) r.read_path(p, input.display, {{1, 1}, {1, 1}});
        }
      }
      return;
    }
    // A file on disk: what it names is read through input.sibling, relative to its folder.
    const std::string self =
        input.display.substr(input.display.rfind('/') == std::string::npos ? 0 : input.display.rfind('/') + 1);
    r.load = [&input, self](const std::string& p) -> std::optional<std::string> {
      if (p == self) return input.content;
      if (!input.sibling) return std::nullopt;
      return input.sibling(p);
    };
    r.read_path(self, input.display, {{1, 1}, {1, 1}});
  }
};

}  // namespace

std::unique_ptr<Importer> make_qti_importer() { return std::make_unique<QtiImporter>(); }

}  // namespace qbank
