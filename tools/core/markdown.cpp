#include "core/markdown.h"

#include <cmark.h>

#include <cstdlib>
#include <memory>
#include <vector>

namespace qbank::markdown {

namespace {

struct NodeDeleter {
  void operator()(cmark_node* n) const { cmark_node_free(n); }
};
using Document = std::unique_ptr<cmark_node, NodeDeleter>;

Document parse(std::string_view text) {
  return Document(cmark_parse_document(text.data(), text.size(), CMARK_OPT_DEFAULT));
}

std::string take(char* rendered) {
  std::string out = rendered ? rendered : "";
  std::free(rendered);
  return out;
}

std::string render(cmark_node* root, const HtmlOptions& options) {
  std::string html = take(cmark_render_html(root, options.allow_html ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT));
  if (options.noopener) {
    // cmark writes every link as `<a href="` (its attributes escaped), so this finds links only.
    const std::string from = "<a href=\"", to = "<a rel=\"noopener noreferrer\" href=\"";
    for (std::size_t at = html.find(from); at != std::string::npos; at = html.find(from, at + to.size())) {
      html.replace(at, from.size(), to);
    }
  }
  while (!html.empty() && html.back() == '\n') html.pop_back();
  return html;
}

}  // namespace

std::string to_html(std::string_view text, const HtmlOptions& options) {
  Document doc = parse(text);
  return render(doc.get(), options);
}

std::string to_inline_html(std::string_view text, const HtmlOptions& options, bool* single) {
  Document doc = parse(text);
  cmark_node* first = cmark_node_first_child(doc.get());
  const bool one = first && !cmark_node_next(first) && cmark_node_get_type(first) == CMARK_NODE_PARAGRAPH;
  if (single) *single = one || !first;
  std::string html = render(doc.get(), options);
  if (one && html.rfind("<p>", 0) == 0 && html.size() >= 7 && html.compare(html.size() - 4, 4, "</p>") == 0) {
    html = html.substr(3, html.size() - 7);
  }
  return html;
}

HeadingSplit split_heading(std::string_view text, const HtmlOptions& options) {
  HeadingSplit out;
  Document doc = parse(text);
  cmark_node* last = cmark_node_last_child(doc.get());
  if (last && cmark_node_get_type(last) == CMARK_NODE_PARAGRAPH) {
    cmark_node_unlink(last);
    Document para(cmark_node_new(CMARK_NODE_DOCUMENT));
    cmark_node_append_child(para.get(), last);
    std::string inline_html = render(para.get(), options);
    if (inline_html.rfind("<p>", 0) == 0 && inline_html.size() >= 7)
      inline_html = inline_html.substr(3, inline_html.size() - 7);
    out.heading = inline_html;
    if (cmark_node_first_child(doc.get())) out.lead = render(doc.get(), options);
    return out;
  }
  out.lead = render(doc.get(), options);
  out.heading = to_text(text);
  out.hidden_heading = true;
  return out;
}

std::string to_commonmark(std::string_view text, bool allow_html) {
  Document doc = parse(text);
  if (!allow_html) {
    // Raw HTML becomes text with the same characters (the renderer escapes them).
    std::vector<cmark_node*> html;
    cmark_iter* it = cmark_iter_new(doc.get());
    for (cmark_event_type ev; (ev = cmark_iter_next(it)) != CMARK_EVENT_DONE;) {
      cmark_node* n = cmark_iter_get_node(it);
      const cmark_node_type type = cmark_node_get_type(n);
      if (ev == CMARK_EVENT_ENTER && (type == CMARK_NODE_HTML_INLINE || type == CMARK_NODE_HTML_BLOCK))
        html.push_back(n);
    }
    cmark_iter_free(it);
    for (cmark_node* n : html) {
      const bool block = cmark_node_get_type(n) == CMARK_NODE_HTML_BLOCK;
      std::string literal = cmark_node_get_literal(n) ? cmark_node_get_literal(n) : "";
      while (!literal.empty() && literal.back() == '\n') literal.pop_back();
      cmark_node* t = cmark_node_new(CMARK_NODE_TEXT);
      cmark_node_set_literal(t, literal.c_str());
      if (block) {
        cmark_node* p = cmark_node_new(CMARK_NODE_PARAGRAPH);
        cmark_node_append_child(p, t);
        t = p;
      }
      cmark_node_replace(n, t);
      cmark_node_free(n);
    }
  }
  std::string out = take(cmark_render_commonmark(doc.get(), CMARK_OPT_DEFAULT, 0));
  while (!out.empty() && out.back() == '\n') out.pop_back();
  return out;
}

std::string to_text(std::string_view text) {
  Document doc = parse(text);
  std::string out;
  cmark_iter* it = cmark_iter_new(doc.get());
  for (cmark_event_type ev; (ev = cmark_iter_next(it)) != CMARK_EVENT_DONE;) {
    cmark_node* n = cmark_iter_get_node(it);
    const cmark_node_type type = cmark_node_get_type(n);
    if (ev == CMARK_EVENT_ENTER) {
      if (type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE || type == CMARK_NODE_CODE_BLOCK) {
        if (const char* s = cmark_node_get_literal(n)) out += s;
      } else if (type == CMARK_NODE_SOFTBREAK) {
        out += ' ';
      } else if (type == CMARK_NODE_LINEBREAK) {
        out += '\n';
      }
    } else if (ev == CMARK_EVENT_EXIT &&
               (type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING || type == CMARK_NODE_ITEM)) {
      out += '\n';
    }
  }
  cmark_iter_free(it);
  std::string one;  // a paragraph inside a list item ends twice: one line break between blocks
  for (char c : out) {
    if (c == '\n' && !one.empty() && one.back() == '\n') continue;
    one += c;
  }
  while (!one.empty() && (one.back() == '\n' || one.back() == ' ')) one.pop_back();
  return one;
}

std::string heading_text(std::string_view text) {
  Document doc = parse(text);
  cmark_node* last = cmark_node_last_child(doc.get());
  std::string out;
  if (last && cmark_node_get_type(last) == CMARK_NODE_PARAGRAPH) {
    char* md = cmark_render_commonmark(last, CMARK_OPT_DEFAULT, 0);
    out = to_text(take(md));
  } else {
    out = to_text(text);
  }
  for (char& c : out) {
    if (c == '\n') c = ' ';
  }
  return out;
}

}  // namespace qbank::markdown
