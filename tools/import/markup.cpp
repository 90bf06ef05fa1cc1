#include "import/markup.h"
#include "core/strings.h"

#include <algorithm>
#include <cstdio>

namespace qbank::markup {

namespace {

class TextBuilder {
 public:
  void text(std::string_view raw, bool preformatted) {
    // A no-break space (&nbsp;) between two characters is content ("10&nbsp;km", kept so that a
    // round trip gives the same text); next to other white space, or in a run, it is spacing.
    std::string s(raw);
    const std::string_view nbsp = "\xC2\xA0";
    auto is_ws = [&](std::size_t i) {
      return i >= s.size() || s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == '\f' ||
             s.compare(i, 2, nbsp) == 0;
    };
    std::string kept;
    for (std::size_t i = 0; i < s.size(); ++i) {
      // The first byte decides before the comparison: this loop sees every character of a text.
      if (s[i] == nbsp[0] && s.compare(i, 2, nbsp) == 0) {
        const bool before = i > 0 && !(s[i - 1] == ' ' || s[i - 1] == '\t' || s[i - 1] == '\n' || s[i - 1] == '\r' ||
                                       (i >= 2 && s.compare(i - 2, 2, nbsp) == 0));
        const bool after = !is_ws(i + 2);
        if (before && after) {
          kept += '\x01';  // a no-break space to keep: placed below, not collapsed
        } else {
          kept += ' ';
        }
        ++i;
        continue;
      }
      kept += s[i];
    }
    for (char c : kept) {
      if (c == '\x01') {
        flush();
        out_ += nbsp;
        continue;
      }
      const bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
      if (preformatted && (c == '\n')) {
        pending_break_ = std::max(pending_break_, 1);
        continue;
      }
      if (space && !preformatted) {
        pending_space_ = true;
        continue;
      }
      flush();
      out_ += c;
    }
  }
  void line_break() {
    if (out_.empty()) return;
    pending_break_ = std::min(2, pending_break_ + 1);
  }
  void paragraph() {
    if (!out_.empty()) pending_break_ = 2;
  }
  void new_line() {
    if (!out_.empty()) pending_break_ = std::max(pending_break_, 1);
  }
  std::string finish() { return out_; }

 private:
  void flush() {
    if (pending_break_ > 0 && !out_.empty()) {
      out_ += pending_break_ >= 2 ? "\n\n" : "\n";
    } else if (pending_space_ && !out_.empty() && out_.back() != '\n') {
      out_ += ' ';
    }
    pending_break_ = 0;
    pending_space_ = false;
  }

  std::string out_;
  int pending_break_ = 0;
  bool pending_space_ = false;
};

bool is_block(const std::string& n) {
  static const std::set<std::string> blocks = {
      "p",       "div",     "h1",     "h2",      "h3",      "h4",       "h5",     "h6",         "blockquote",
      "section", "article", "header", "footer",  "center",  "address",  "figure", "figcaption", "dl",
      "dt",      "dd",      "table",  "caption", "ul",      "ol",       "hr",     "body",       "html",
      "main",    "aside",   "nav",    "details", "summary", "fieldset", "legend", "form"};
  return blocks.count(n) > 0;
}

bool is_formatting(const std::string& n) {
  static const std::set<std::string> formatting = {
      "strong", "b",    "em",  "i",  "u", "s",    "strike", "del", "ins",  "mark", "small", "big",    "code",
      "kbd",    "samp", "var", "tt", "q", "cite", "abbr",   "dfn", "font", "a",    "blink", "marquee"};
  return formatting.count(n) > 0;
}

bool is_media(const std::string& n) {
  static const std::set<std::string> media = {"audio",  "video", "object",  "embed", "iframe",
                                              "canvas", "svg",   "picture", "map",   "applet"};
  return media.count(n) > 0;
}

// A text written with Unicode superscript or subscript characters, when every character has one.
bool script_form(std::string_view text, bool super, std::string& out) {
  static const char* const sup_digits[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
  static const char* const sub_digits[] = {"₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉"};
  std::string r;
  bool any = false;
  for (char c : text) {
    if (c >= '0' && c <= '9') {
      r += super ? sup_digits[c - '0'] : sub_digits[c - '0'];
    } else if (c == '-') {
      r += super ? "⁻" : "₋";
    } else if (c == '+') {
      r += super ? "⁺" : "₊";
    } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      continue;
    } else {
      return false;
    }
    any = true;
  }
  if (!any) return false;
  out = r;
  return true;
}

// MathML as readable plain text: E = mc², 1/2, √x, x₁; the annotations (LaTeX, content MathML)
// of <semantics> are not read, so a formula appears once.
std::string mathml_text(xmlNodePtr n);

std::string mathml_children(xmlNodePtr n) {
  std::string out;
  for (xmlNodePtr c = n->children; c; c = c->next) {
    if (c->type == XML_ELEMENT_NODE) {
      out += mathml_text(c);
    } else if ((c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE) && c->content) {
      std::string t = reinterpret_cast<const char*>(c->content);
      if (t.find_first_not_of(" \t\r\n") != std::string::npos) out += t;
    }
  }
  return out;
}

std::vector<xmlNodePtr> element_children(xmlNodePtr n) {
  std::vector<xmlNodePtr> out;
  for (xmlNodePtr c = n->children; c; c = c->next) {
    if (c->type == XML_ELEMENT_NODE) out.push_back(c);
  }
  return out;
}

std::string trimmed(std::string s) {
  const auto b = s.find_first_not_of(' ');
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(' ') - b + 1);
}

// A part of a fraction, root or script in brackets when it is more than one token (1/(a + b)).
std::string grouped(const std::string& s) {
  const std::string t = trimmed(s);
  if (t.find_first_of(" +-/=") == std::string::npos && t.find("\xE2\x88\x92") == std::string::npos) return t;
  return "(" + t + ")";
}

std::string scripted(const std::string& base, const std::string& script, bool super) {
  std::string converted;
  if (script_form(trimmed(script), super, converted)) return base + converted;
  return base + (super ? "^" : "_") + grouped(script);
}

std::string mathml_text(xmlNodePtr n) {
  const std::string name = ascii_lower(xml::name(n));
  const auto kids = element_children(n);
  auto kid = [&](std::size_t i) { return i < kids.size() ? mathml_text(kids[i]) : std::string(); };
  if (name == "annotation" || name == "annotation-xml" || name == "mphantom" || name == "none" ||
      name == "mprescripts") {
    return "";
  }
  if (name == "semantics") return kids.empty() ? "" : mathml_text(kids[0]);
  if (name == "mi" || name == "mn" || name == "ms") return trimmed(xml::text(n));
  if (name == "mtext") return xml::text(n);
  if (name == "mspace") return " ";
  if (name == "mo") {
    const std::string op = trimmed(xml::text(n));
    static const std::set<std::string> spaced = {"=",
                                                 "+",
                                                 "-",
                                                 "\xE2\x88\x92",
                                                 "\xC3\x97",
                                                 "\xC2\xB7",
                                                 "\xC3\xB7",
                                                 "<",
                                                 ">",
                                                 "\xE2\x89\xA4",
                                                 "\xE2\x89\xA5",
                                                 "\xE2\x89\xA0",
                                                 "\xE2\x89\x88",
                                                 "\xE2\x86\x92",
                                                 "\xC2\xB1",
                                                 "\xE2\x87\x92",
                                                 "\xE2\x87\x94",
                                                 "\xE2\x88\x88",
                                                 "*",
                                                 "/"};
    if (op == ",") return ", ";
    return spaced.count(op) ? " " + op + " " : op;
  }
  if (name == "msup") return scripted(kid(0), kid(1), true);
  if (name == "msub") return scripted(kid(0), kid(1), false);
  if (name == "msubsup") return scripted(scripted(kid(0), kid(1), false), kid(2), true);
  if (name == "munder") return scripted(kid(0), kid(1), false);
  if (name == "mover") return scripted(kid(0), kid(1), true);
  if (name == "munderover") return scripted(scripted(kid(0), kid(1), false), kid(2), true);
  if (name == "mfrac") return grouped(kid(0)) + "/" + grouped(kid(1));
  if (name == "msqrt") return "\xE2\x88\x9A" + grouped(mathml_children(n));
  if (name == "mroot") {
    std::string index;
    if (script_form(trimmed(kid(1)), true, index)) return index + "\xE2\x88\x9A" + grouped(kid(0));
    return "\xE2\x88\x9A" + grouped(kid(0)) + "^(1/" + trimmed(kid(1)) + ")";
  }
  if (name == "mfenced") {
    std::string open = xml::attr(n, "open"), close = xml::attr(n, "close");
    if (!xmlHasProp(n, reinterpret_cast<const xmlChar*>("open"))) open = "(";
    if (!xmlHasProp(n, reinterpret_cast<const xmlChar*>("close"))) close = ")";
    std::string out = open;
    for (std::size_t i = 0; i < kids.size(); ++i) out += (i ? ", " : "") + trimmed(mathml_text(kids[i]));
    return out + close;
  }
  if (name == "mtable") {
    std::string out;
    for (xmlNodePtr row : kids) {
      std::string cells;
      for (xmlNodePtr cell : element_children(row)) cells += (cells.empty() ? "" : ", ") + trimmed(mathml_text(cell));
      out += (out.empty() ? "" : "; ") + cells;
    }
    return out;
  }
  return mathml_children(n);
}

// The formula's text with runs of spaces made one.
std::string formula(xmlNodePtr math) {
  std::string raw = mathml_text(math), out;
  for (char c : raw) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  return trimmed(out);
}

struct Walker {
  Losses& losses;
  const Replace& replace;
  TextBuilder b;

  // HTML fragments can nest deeper than the XML parser allows; below this depth the text is
  // taken whole, so hostile nesting cannot exhaust the stack.
  static constexpr int kMaxDepth = 200;
  int depth = 0;

  void walk(xmlNodePtr parent, bool pre) {
    if (depth >= kMaxDepth) {
      b.text(xml::text(parent), pre);
      return;
    }
    ++depth;
    walk_children(parent, pre);
    --depth;
  }

  void walk_children(xmlNodePtr parent, bool pre) {
    int item = 0;
    for (xmlNodePtr n = parent->children; n; n = n->next) {
      if (n->type == XML_TEXT_NODE || n->type == XML_CDATA_SECTION_NODE) {
        if (n->content) b.text(reinterpret_cast<const char*>(n->content), pre);
        continue;
      }
      if (n->type == XML_ENTITY_REF_NODE) {
        b.text(xml::text(n), pre);
        continue;
      }
      if (n->type != XML_ELEMENT_NODE) continue;
      if (replace) {
        if (auto text = replace(n)) {
          if (!text->empty()) {
            b.paragraph();
            b.text(*text, true);
            b.paragraph();
          }
          continue;
        }
      }
      const std::string name = ascii_lower(xml::name(n));
      if (name == "br") {
        b.line_break();
      } else if (name == "img") {
        std::string what = xml::attr(n, "src");
        if (what.rfind("data:", 0) == 0) what = "ingesloten " + what.substr(5, what.find_first_of(";,") - 5);
        if (what.size() > 80) what = what.substr(0, 77) + "...";
        if (what.empty()) what = xml::attr(n, "alt");
        losses.images.push_back(what.empty() ? "img" : what);
      } else if (is_media(name)) {
        losses.media.insert(name);
      } else if (name == "math") {
        losses.math = true;
        b.text(formula(n), false);
      } else if (name == "script" || name == "style" || name == "noscript" || name == "template") {
        losses.formatting.insert(name);
      } else if (name == "head" || name == "title" || name == "meta" || name == "link") {
        continue;
      } else if (name == "pre") {
        b.paragraph();
        walk(n, true);
        b.paragraph();
      } else if (name == "li") {
        b.new_line();
        ++item;
        const std::string list = n->parent ? ascii_lower(xml::name(n->parent)) : "";
        b.text(list == "ol" ? std::to_string(item) + ". " : "- ", true);
        walk(n, pre);
        b.new_line();
      } else if (name == "tr") {
        losses.formatting.insert("table");
        b.new_line();
        bool first = true;
        for (xmlNodePtr cell = n->children; cell; cell = cell->next) {
          if (cell->type != XML_ELEMENT_NODE) continue;
          if (!first) b.text(" | ", true);
          first = false;
          walk(cell, pre);
        }
        b.new_line();
      } else if (name == "sup" || name == "sub") {
        std::string converted;
        if (script_form(xml::text(n), name == "sup", converted)) {
          b.text(converted, true);
        } else {
          losses.formatting.insert(name);
          walk(n, pre);
        }
      } else if (is_block(name)) {
        if (name == "table" || name == "ul" || name == "ol" || name == "dl")
          losses.formatting.insert(name == "table" ? "table" : "list");
        b.paragraph();
        walk(n, pre);
        b.paragraph();
      } else {
        if (is_formatting(name)) losses.formatting.insert(name);
        walk(n, pre);
      }
    }
  }
};

}  // namespace

std::string node_text(xmlNodePtr node, Losses& losses, const Replace& replace) {
  if (!node) return "";
  Walker w{losses, replace, {}};
  w.walk(node, false);
  return w.b.finish();
}

std::string html_text(std::string_view html, Losses& losses) {
  auto doc = xml::parse_html_fragment(html);
  return node_text(doc->root(), losses);
}

std::string escape_markdown(std::string_view text) {
  std::string out;
  bool line_start = true;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (std::string_view("\\`*_[]<>&!").find(c) != std::string_view::npos ||
        (line_start && std::string_view("#+-=|~").find(c) != std::string_view::npos)) {
      out += '\\';
    }
    // "1. " at a line start is a list item: escape the dot.
    if (line_start && c >= '0' && c <= '9') {
      std::size_t j = i;
      while (j < text.size() && text[j] >= '0' && text[j] <= '9') ++j;
      if (j < text.size() && (text[j] == '.' || text[j] == ')')) {
        out += text.substr(i, j - i);
        out += '\\';
        out += text[j];
        i = j;
        line_start = false;
        continue;
      }
    }
    out += c;
    line_start = c == '\n';
  }
  return out;
}

namespace {

// HTML to Markdown: blocks separated by blank lines, inline content with its markers.
struct MarkdownWriter {
  Losses& losses;
  const Replace& replace;
  int depth = 0;
  static constexpr int kMaxDepth = 200;

  // Inline content of a node, white space collapsed.
  std::string inlines(xmlNodePtr parent) {
    if (++depth > kMaxDepth) {
      --depth;
      return escape_markdown(collapse(xml::text(parent)));
    }
    std::string out;
    for (xmlNodePtr n = parent->children; n; n = n->next) out += inline_one(n);
    --depth;
    return out;
  }

  // One inline node as Markdown.
  std::string inline_one(xmlNodePtr n) {
    if (n->type == XML_TEXT_NODE || n->type == XML_CDATA_SECTION_NODE) {
      return escape_markdown(collapse(n->content ? reinterpret_cast<const char*>(n->content) : ""));
    }
    if (n->type == XML_ENTITY_REF_NODE) return escape_markdown(collapse(xml::text(n)));
    if (n->type != XML_ELEMENT_NODE) return "";
    const std::string name = ascii_lower(xml::name(n));
    if (name == "strong" || name == "b") return wrap("**", inlines(n));
    if (name == "em" || name == "i") return wrap("*", inlines(n));
    if (name == "code" || name == "tt" || name == "kbd" || name == "samp") return code_span(xml::text(n));
    if (name == "a") {
      const std::string href = xml::attr(n, "href");
      const std::string label = inlines(n);
      return href.empty() ? label : "[" + label + "](" + link_target(href) + ")";
    }
    if (name == "br") return "\\\n";
    if (name == "img") {
      const std::string what = xml::attr(n, "src");
      losses.images.push_back(what.empty() ? "img" : what.substr(0, 80));
      return "";
    }
    if (is_media(name)) {
      losses.media.insert(name);
      return "";
    }
    if (name == "math") {
      losses.math = true;
      return escape_markdown(formula(n));
    }
    if (name == "sup" || name == "sub") {
      std::string converted;
      if (script_form(xml::text(n), name == "sup", converted)) return converted;
      losses.formatting.insert(name);
      return inlines(n);
    }
    if (name == "script" || name == "style" || name == "noscript" || name == "template") {
      losses.formatting.insert(name);
      return "";
    }
    if (is_formatting(name)) losses.formatting.insert(name);
    return inlines(n);
  }

  // Blocks of a node: each a Markdown block; inline runs between blocks are paragraphs.
  std::vector<std::string> blocks(xmlNodePtr parent) {
    std::vector<std::string> out;
    if (++depth > kMaxDepth) {
      --depth;
      out.push_back(escape_markdown(collapse(xml::text(parent))));
      return out;
    }
    std::string run;
    auto flush = [&] {
      const std::string t = trim_spaces(run);
      if (!t.empty()) out.push_back(t);
      run.clear();
    };
    for (xmlNodePtr n = parent->children; n; n = n->next) {
      if (n->type == XML_ELEMENT_NODE && replace) {
        if (auto text = replace(n)) {
          flush();
          if (!text->empty()) out.push_back(*text);  // the replacement is Markdown already
          continue;
        }
      }
      const std::string name = n->type == XML_ELEMENT_NODE ? ascii_lower(xml::name(n)) : "";
      const bool block = n->type == XML_ELEMENT_NODE &&
                         (is_block(name) || name == "li" || name == "pre" || name == "tr" || name == "head");
      if (!block) {
        run += inline_one(n);  // inline content collects into the current paragraph
        continue;
      }
      flush();
      if (name == "head" || name == "title" || name == "meta" || name == "link") continue;
      if (name == "p" || name == "div" || name == "section" || name == "article" || name == "center" ||
          name == "body" || name == "html" || name == "main" || name == "figure" || name == "header" ||
          name == "footer") {
        for (auto& b : blocks(n)) out.push_back(std::move(b));
      } else if (name.size() == 2 && name[0] == 'h' && name[1] >= '1' && name[1] <= '6') {
        out.push_back(std::string(static_cast<std::size_t>(name[1] - '0'), '#') + " " + trim_spaces(inlines(n)));
      } else if (name == "ul" || name == "ol") {
        out.push_back(list(n, name == "ol"));
      } else if (name == "pre") {
        std::string code = xml::text(n);
        while (!code.empty() && code.back() == '\n') code.pop_back();
        std::string lang;
        if (xmlNodePtr c = xml::child(n, "code")) {
          const std::string cls = xml::attr(c, "class");
          if (cls.rfind("language-", 0) == 0) lang = cls.substr(9);
        }
        std::string fence = "```";
        while (code.find(fence) != std::string::npos) fence += '`';
        out.push_back(fence + lang + "\n" + code + "\n" + fence);
      } else if (name == "blockquote") {
        std::string q;
        const auto inner = blocks(n);
        for (std::size_t i = 0; i < inner.size(); ++i) {
          if (i) q += "\n>\n";
          q += prefix_lines(inner[i], "> ");
        }
        if (!q.empty()) out.push_back(q);
      } else if (name == "hr") {
        out.push_back("---");
      } else if (name == "table" || name == "tr") {
        losses.formatting.insert("table");
        for (auto& b : blocks(n)) out.push_back(std::move(b));
      } else {
        for (auto& b : blocks(n)) out.push_back(std::move(b));
      }
    }
    flush();
    --depth;
    return out;
  }

  std::string list(xmlNodePtr n, bool ordered) {
    std::vector<std::vector<std::string>> items;
    bool loose = false;
    for (xmlNodePtr li = n->children; li; li = li->next) {
      if (li->type != XML_ELEMENT_NODE || ascii_lower(xml::name(li)) != "li") continue;
      items.push_back(blocks(li));
      if (xml::child(li, "p")) loose = true;
    }
    std::string out;
    int number = 1;
    for (const auto& item : items) {
      const std::string marker = ordered ? std::to_string(number++) + ". " : "- ";
      const std::string pad(marker.size(), ' ');
      std::string body;
      for (std::size_t i = 0; i < item.size(); ++i) {
        if (i) body += "\n\n";
        body += item[i];
      }
      if (!out.empty()) out += loose ? "\n\n" : "\n";
      out += marker + indent_rest(body, pad);
    }
    return out;
  }

  static std::string wrap(const std::string& marker, const std::string& inner) {
    const std::string t = trim_spaces(inner);
    if (t.empty()) return inner;
    // Keep the spaces outside the markers (CommonMark's flanking rules).
    const std::size_t lead = inner.find_first_not_of(' ');
    const std::size_t tail = inner.size() - inner.find_last_not_of(' ') - 1;
    return std::string(lead, ' ') + marker + t + marker + std::string(tail, ' ');
  }
  static std::string code_span(const std::string& code) {
    std::string fence = "`";
    while (code.find(fence) != std::string::npos) fence += '`';
    const bool pad = !code.empty() && (code.front() == '`' || code.back() == '`');
    return fence + (pad ? " " : "") + code + (pad ? " " : "") + fence;
  }
  static std::string link_target(const std::string& href) {
    std::string out;
    for (char c : href) {
      if (c == ' ' || c == '(' || c == ')' || c == '<' || c == '>') {
        char buf[4];
        std::snprintf(buf, sizeof buf, "%%%02X", static_cast<unsigned char>(c));
        out += buf;
      } else {
        out += c;
      }
    }
    return out;
  }
  static std::string collapse(std::string_view raw) {
    std::string out;
    bool space = false;
    for (char c : raw) {
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
        space = true;
        continue;
      }
      if (space) out += ' ';
      space = false;
      out += c;
    }
    if (space) out += ' ';
    return out;
  }
  static std::string trim_spaces(const std::string& s) {
    const auto b = s.find_first_not_of(" \n");
    if (b == std::string::npos) return "";
    return s.substr(b, s.find_last_not_of(" \n") - b + 1);
  }
  static std::string prefix_lines(const std::string& s, const std::string& prefix) {
    std::string out = prefix;
    for (char c : s) {
      out += c;
      if (c == '\n') out += prefix;
    }
    return out;
  }
  static std::string indent_rest(const std::string& s, const std::string& pad) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
      out += s[i];
      if (s[i] == '\n' && i + 1 < s.size() && s[i + 1] != '\n') out += pad;
    }
    return out;
  }
};

}  // namespace

std::string node_markdown(xmlNodePtr node, Losses& losses, const Replace& replace) {
  if (!node) return "";
  MarkdownWriter w{losses, replace};
  const auto blocks = w.blocks(node);
  std::string out;
  for (const auto& b : blocks) out += (out.empty() ? "" : "\n\n") + b;
  return out;
}

std::string html_markdown(std::string_view html, Losses& losses) {
  auto doc = xml::parse_html_fragment(html);
  return node_markdown(doc->root(), losses);
}

bool looks_like_html(std::string_view text) {
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    if (text[i] == '<' && ((text[i + 1] >= 'a' && text[i + 1] <= 'z') || (text[i + 1] >= 'A' && text[i + 1] <= 'Z') ||
                           text[i + 1] == '/' || text[i + 1] == '!')) {
      return true;
    }
    if (text[i] == '&') {
      // Only the next ten characters can end an entity: a text of many '&' stays linear.
      const std::size_t semi = text.substr(0, i + 11).find(';', i);
      if (semi != std::string_view::npos && semi - i <= 10 && semi > i + 1) return true;
    }
  }
  return false;
}

std::string names(const std::set<std::string>& elements) {
  std::string out;
  for (const auto& e : elements) out += (out.empty() ? "" : ", ") + e;
  return out;
}

}  // namespace qbank::markup
