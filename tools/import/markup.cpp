#include "import/markup.h"

#include <algorithm>


namespace qbank::markup {

namespace {

class TextBuilder {
 public:
  void text(std::string_view raw, bool preformatted) {
    // A no-break space (&nbsp;) is white space like any other in a question's plain text.
    std::string s(raw);
    for (std::size_t at = s.find("\xC2\xA0"); at != std::string::npos; at = s.find("\xC2\xA0", at)) s.replace(at, 2, " ");
    for (char c : s) {
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

std::string lower(std::string s) {
  for (char& c : s) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return s;
}

bool is_block(const std::string& n) {
  static const std::set<std::string> blocks = {
      "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "section", "article", "header", "footer",
      "center", "address", "figure", "figcaption", "dl", "dt", "dd", "table", "caption", "ul", "ol", "hr",
      "body", "html", "main", "aside", "nav", "details", "summary", "fieldset", "legend", "form"};
  return blocks.count(n) > 0;
}

bool is_formatting(const std::string& n) {
  static const std::set<std::string> formatting = {
      "strong", "b", "em", "i", "u", "s", "strike", "del", "ins", "mark", "small", "big", "code", "kbd", "samp",
      "var", "tt", "q", "cite", "abbr", "dfn", "font", "a", "blink", "marquee"};
  return formatting.count(n) > 0;
}

bool is_media(const std::string& n) {
  static const std::set<std::string> media = {"audio", "video", "object", "embed", "iframe", "canvas", "svg",
                                              "picture", "map", "applet"};
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
      const std::string name = lower(xml::name(n));
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
        b.text(" ", false);
        b.text(xml::text(n), false);
        b.text(" ", false);
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
        const std::string list = n->parent ? lower(xml::name(n->parent)) : "";
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
        if (name == "table" || name == "ul" || name == "ol" || name == "dl") losses.formatting.insert(name == "table" ? "table" : "list");
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

bool looks_like_html(std::string_view text) {
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    if (text[i] == '<' && ((text[i + 1] >= 'a' && text[i + 1] <= 'z') || (text[i + 1] >= 'A' && text[i + 1] <= 'Z') ||
                           text[i + 1] == '/' || text[i + 1] == '!')) {
      return true;
    }
    if (text[i] == '&') {
      const std::size_t semi = text.find(';', i);
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
