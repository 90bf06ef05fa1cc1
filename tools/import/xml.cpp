#include "import/xml.h"

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>

#include <climits>

#include "core/i18n.h"
#include "core/strings.h"

namespace qbank::xml {

Document::~Document() { xmlFreeDoc(doc_); }

xmlNodePtr Document::root() const { return doc_ ? xmlDocGetRootElement(doc_) : nullptr; }

namespace {

// The first error of a parse (libxml2 reports the last one, often a consequence of the first).
struct FirstError {
  bool set = false;
  std::string message;
  int line = 0;
};

void keep_first(void* data, xmlErrorPtr e) {
  auto* first = static_cast<FirstError*>(data);
  if (first->set || !e || e->level < XML_ERR_ERROR) return;
  first->set = true;
  first->message = e->message ? e->message : "";
  first->line = e->line;
}

}  // namespace

std::unique_ptr<Document> parse(std::string_view bytes, std::string* error, std::uint32_t* error_line) {
  if (bytes.size() > static_cast<std::size_t>(INT_MAX)) {
    if (error) *error = tr("het bestand is te groot");
    return nullptr;
  }
  xmlParserCtxtPtr ctxt = xmlNewParserCtxt();
  if (!ctxt) {
    if (error) *error = tr("geen geheugen voor de XML-parser");
    return nullptr;
  }
  // No network, no DTD loading, no entity substitution; keep CDATA as text; line numbers past
  // 65535; no messages on stderr.
  const int options =
      XML_PARSE_NONET | XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES | XML_PARSE_NOERROR | XML_PARSE_NOWARNING;
  FirstError first;
  xmlSetStructuredErrorFunc(&first, keep_first);
  xmlDocPtr doc = xmlCtxtReadMemory(ctxt, bytes.data(), static_cast<int>(bytes.size()), nullptr, nullptr, options);
  xmlSetStructuredErrorFunc(nullptr, nullptr);
  if (!doc || !xmlDocGetRootElement(doc)) {
    const xmlError* last = xmlCtxtGetLastError(ctxt);
    std::string message = first.set ? first.message : last && last->message ? last->message : "geen XML-document";
    const int line = first.set ? first.line : last ? last->line : 0;
    while (!message.empty() && (message.back() == '\n' || message.back() == ' ')) message.pop_back();
    if (error) *error = format_message(tr("geen geldige XML: {}"), {message});
    if (error_line) *error_line = line > 0 ? static_cast<std::uint32_t>(line) : 1;
    if (doc) xmlFreeDoc(doc);
    xmlFreeParserCtxt(ctxt);
    return nullptr;
  }
  xmlFreeParserCtxt(ctxt);
  return std::make_unique<Document>(doc);
}

std::unique_ptr<Document> parse_html_fragment(std::string_view html) {
  // A wrapper element gives the fragment one root, whatever it holds.
  const std::string wrapped = "<div>" + std::string(html) + "</div>";
  const int options = HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NOIMPLIED;
  htmlDocPtr doc = htmlReadMemory(wrapped.data(), static_cast<int>(wrapped.size()), nullptr, "UTF-8", options);
  return std::make_unique<Document>(doc);
}

std::string name(xmlNodePtr node) {
  if (!node || !node->name) return "";
  std::string n = reinterpret_cast<const char*>(node->name);
  if (n.rfind("qti-", 0) != 0) return n;
  std::string out;
  bool upper = false;
  for (std::size_t i = 4; i < n.size(); ++i) {
    if (n[i] == '-') {
      upper = true;
      continue;
    }
    out += upper && n[i] >= 'a' && n[i] <= 'z' ? static_cast<char>(n[i] - 'a' + 'A') : n[i];
    upper = false;
  }
  return out;
}

namespace {

xmlChar* get(xmlNodePtr node, std::string_view qti2_name) {
  if (!node || node->type != XML_ELEMENT_NODE) return nullptr;
  const std::string a(qti2_name);
  xmlChar* v = xmlGetProp(node, reinterpret_cast<const xmlChar*>(a.c_str()));
  if (!v) {
    const std::string k = camel_to_kebab(qti2_name);
    if (k != a) v = xmlGetProp(node, reinterpret_cast<const xmlChar*>(k.c_str()));
  }
  return v;
}

}  // namespace

std::string attr(xmlNodePtr node, std::string_view qti2_name) {
  xmlChar* v = get(node, qti2_name);
  if (!v) return "";
  std::string s = reinterpret_cast<const char*>(v);
  xmlFree(v);
  return s;
}

bool has_attr(xmlNodePtr node, std::string_view qti2_name) {
  xmlChar* v = get(node, qti2_name);
  if (!v) return false;
  xmlFree(v);
  return true;
}

std::string lang(xmlNodePtr node) {
  xmlChar* v = xmlNodeGetLang(node);
  if (!v) return "";
  std::string s = reinterpret_cast<const char*>(v);
  xmlFree(v);
  return s;
}

std::vector<xmlNodePtr> children(xmlNodePtr node, std::string_view wanted) {
  std::vector<xmlNodePtr> out;
  if (!node) return out;
  for (xmlNodePtr c = node->children; c; c = c->next) {
    if (c->type == XML_ELEMENT_NODE && (wanted.empty() || name(c) == wanted)) out.push_back(c);
  }
  return out;
}

xmlNodePtr child(xmlNodePtr node, std::string_view wanted) {
  auto v = children(node, wanted);
  return v.empty() ? nullptr : v.front();
}

std::vector<xmlNodePtr> descendants(xmlNodePtr node, std::string_view wanted) {
  std::vector<xmlNodePtr> out;
  if (!node) return out;
  for (xmlNodePtr c = node->children; c; c = c->next) {
    if (c->type != XML_ELEMENT_NODE) continue;
    if (name(c) == wanted) out.push_back(c);
    auto sub = descendants(c, wanted);
    out.insert(out.end(), sub.begin(), sub.end());
  }
  return out;
}

std::string text(xmlNodePtr node) {
  if (!node) return "";
  xmlChar* c = xmlNodeGetContent(node);
  if (!c) return "";
  std::string s = reinterpret_cast<const char*>(c);
  xmlFree(c);
  return s;
}

std::uint32_t line(xmlNodePtr node) {
  const long l = node ? xmlGetLineNo(node) : 0;
  return l > 0 ? static_cast<std::uint32_t>(l) : 0;
}

}  // namespace qbank::xml
