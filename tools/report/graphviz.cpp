#include "report/graphviz.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>
#include <graphviz/types.h>

#include <cmath>
#include <cstdio>
#include <mutex>

#include "core/i18n.h"
#include "output/render.h"
#include "report/svg_chart.h"

// The layout plugin, linked into the program (CMakeLists.txt) instead of loaded at run time.
extern "C" {
extern gvplugin_library_t gvplugin_dot_layout_LTX_library;
extern gvplugin_library_t gvplugin_neato_layout_LTX_library;
}

namespace qbank::health {

namespace {

constexpr double kPad = 6;        // around the drawing, in points
constexpr double kFontSize = 10;  // node labels; edge labels are 9

std::mutex& graphviz_mutex() {
  static std::mutex m;
  return m;
}

// Graphviz reports problems through a callback; they are collected per call (under the mutex).
std::string* g_messages = nullptr;

int collect_message(char* message) {
  if (g_messages && message) {
    std::string text(message);
    while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
    if (!g_messages->empty()) *g_messages += "; ";
    *g_messages += text;
  }
  return 0;
}

GVC_t* context() {
  // Created once for the life of the process; with demand loading off, gvContextPlugins reads no
  // plugin configuration from disk.
  static GVC_t* gvc = [] {
    static lt_symlist_t builtins[] = {
        {"gvplugin_dot_layout_LTX_library", &gvplugin_dot_layout_LTX_library},
        {"gvplugin_neato_layout_LTX_library", &gvplugin_neato_layout_LTX_library},
        {nullptr, nullptr},
    };
    return gvContextPlugins(builtins, 0);
  }();
  return gvc;
}

void set(void* object, const char* name, const std::string& value) {
  agsafeset(object, const_cast<char*>(name), const_cast<char*>(value.c_str()), const_cast<char*>(""));
}

std::string join_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i) out += "\\n";
    // A label is Graphviz's escString: a backslash would start an escape sequence.
    for (char c : lines[i]) {
      if (c == '\\')
        out += "\\\\";
      else
        out += c;
    }
  }
  return out;
}

// An arrowhead from `from` (the end of the curve) to its tip `to`.
std::string arrow(pointf from, pointf to, double height) {
  const double dx = to.x - from.x, dy = to.y - from.y;
  const double len = std::hypot(dx, dy);
  if (len <= 0) return {};
  const double px = -dy / len * 3.2, py = dx / len * 3.2;
  auto y = [&](double v) { return height - v; };
  return "<polygon class=\"pijl\" points=\"" + svg_number(to.x) + "," + svg_number(y(to.y)) + " " +
         svg_number(from.x + px) + "," + svg_number(y(from.y + py)) + " " + svg_number(from.x - px) + "," +
         svg_number(y(from.y - py)) + "\"/>";
}

}  // namespace

std::string draw_graph(const GraphSpec& spec, std::string* error) {
  std::lock_guard<std::mutex> lock(graphviz_mutex());
  std::string messages;
  g_messages = &messages;
  agseterrf(collect_message);
  agseterr(AGERR);
  struct Reset {
    ~Reset() { g_messages = nullptr; }
  } reset;
  auto fail = [&](const char* what) {
    if (error) *error = std::string(what) + (messages.empty() ? std::string() : ": " + messages);
    return std::string();
  };

  GVC_t* gvc = context();
  if (!gvc) return fail(tr("Graphviz kon niet worden gestart"));
  Agraph_t* g = agopen(const_cast<char*>("graaf"), Agdirected, nullptr);
  if (!g) return fail(tr("Graphviz kon de graaf niet maken"));
  struct Close {
    Agraph_t* g;
    ~Close() { agclose(g); }
  } close{g};

  const bool hierarchy = spec.layout == Layout::Hierarchy;
  if (hierarchy) {
    set(g, "rankdir", "LR");
    set(g, "nodesep", "0.2");
    set(g, "ranksep", "0.45");
    // Bounded effort: network simplex and crossing minimisation stop after a number of iterations
    // proportional to the graph (the defaults take seconds on a topic of fifty linked questions).
    set(g, "nslimit", "0.5");
    set(g, "nslimit1", "1");
    set(g, "mclimit", "0.3");
  } else {
    set(g, "start", "regular");    // the first placement on a circle: no random numbers
    set(g, "overlap", "scalexy");  // then the drawing is stretched until no nodes overlap (removing
                                   // overlaps node by node, prism, took four times as long)
    set(g, "sep", "+4");
  }
  // Straight edges: routing splines around the nodes (pathplan) was most of the time.
  set(g, "splines", hierarchy ? "line" : "false");
  std::vector<Agnode_t*> nodes;
  nodes.reserve(spec.nodes.size());
  for (std::size_t i = 0; i < spec.nodes.size(); ++i) {
    const std::string name = "n" + std::to_string(i);
    Agnode_t* n = agnode(g, const_cast<char*>(name.c_str()), 1);
    set(n, "shape", "box");
    set(n, "fontname", "Helvetica");
    set(n, "fontsize", svg_number(kFontSize));
    set(n, "margin", "0.08,0.04");
    set(n, "height", "0.3");
    set(n, "label", join_lines(spec.nodes[i].lines));
    nodes.push_back(n);
  }
  std::vector<Agedge_t*> edges;
  edges.reserve(spec.edges.size());
  for (const GraphEdge& e : spec.edges) {
    if (e.from >= nodes.size() || e.to >= nodes.size()) {
      edges.push_back(nullptr);
      continue;
    }
    Agedge_t* edge = agedge(g, nodes[e.from], nodes[e.to], nullptr, 1);
    if (!e.constraint) set(edge, "constraint", "false");
    if (e.both) set(edge, "dir", "both");
    set(edge, "arrowsize", "0.7");
    if (!e.label.empty()) {
      set(edge, "label", e.label);
      set(edge, "fontname", "Helvetica");
      set(edge, "fontsize", "9");
    }
    edges.push_back(edge);
  }
  if (gvLayout(gvc, g, hierarchy ? "dot" : "neato") != 0) return fail(tr("Graphviz kon de graaf niet indelen"));
  struct FreeLayout {
    GVC_t* gvc;
    Agraph_t* g;
    ~FreeLayout() { gvFreeLayout(gvc, g); }
  } free_layout{gvc, g};

  const boxf bb = GD_bb(g);
  const double width = bb.UR.x - bb.LL.x + 2 * kPad;
  const double height = bb.UR.y - bb.LL.y + 2 * kPad;
  // Graphviz's y axis points up, SVG's down; everything is shifted by the padding.
  const double dx = kPad - bb.LL.x;
  const double top = bb.UR.y + kPad;
  auto X = [&](double x) { return svg_number(x + dx); };
  auto Y = [&](double y) { return svg_number(top - y); };

  std::string out = "<svg class=\"graafvlak\" id=\"" + xml_escape(spec.id) +
                    "\" xmlns=\"http://www.w3.org/2000/svg\" width=\"" + svg_number(width) + "\" height=\"" +
                    svg_number(height) + "\" viewBox=\"0 0 " + svg_number(width) + " " + svg_number(height) +
                    "\" role=\"img\" aria-label=\"" + xml_escape(spec.title) + "\"><title>" + xml_escape(spec.title) +
                    "</title>";
  for (std::size_t i = 0; i < edges.size(); ++i) {
    Agedge_t* e = edges[i];
    const GraphEdge& ge = spec.edges[i];
    const splines* spl = e ? ED_spl(e) : nullptr;
    if (!spl || spl->size == 0) continue;
    out += "<g class=\"verbinding" + (ge.css_class.empty() ? std::string() : " " + ge.css_class) + "\">";
    if (!ge.tooltip.empty()) out += "<title>" + xml_escape(ge.tooltip) + "</title>";
    for (int b = 0; b < spl->size; ++b) {
      const bezier& bz = spl->list[b];
      if (bz.size < 1) continue;
      std::string d = "M" + X(bz.list[0].x) + "," + Y(bz.list[0].y);
      for (int k = 1; k + 2 < bz.size; k += 3) {
        d += "C" + X(bz.list[k].x) + "," + Y(bz.list[k].y) + " " + X(bz.list[k + 1].x) + "," + Y(bz.list[k + 1].y) +
             " " + X(bz.list[k + 2].x) + "," + Y(bz.list[k + 2].y);
      }
      out += "<path d=\"" + d + "\"/>";
      auto shifted = [&](pointf p) { return pointf{p.x + dx, p.y}; };
      if (bz.eflag) out += arrow(shifted(bz.list[bz.size - 1]), shifted(bz.ep), top);
      if (bz.sflag) out += arrow(shifted(bz.list[0]), shifted(bz.sp), top);
    }
    if (textlabel_t* l = ED_label(e); l && l->set && !ge.label.empty()) {
      out += "<text class=\"verbindingslabel\" x=\"" + X(l->pos.x) + "\" y=\"" + Y(l->pos.y - 3) +
             "\" text-anchor=\"middle\">" + xml_escape(ge.label) + "</text>";
    }
    out += "</g>";
  }
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const GraphNode& gn = spec.nodes[i];
    const pointf c = ND_coord(nodes[i]);
    const double w = ND_width(nodes[i]) * 72, h = ND_height(nodes[i]) * 72;
    out += "<g class=\"knoop" + (gn.css_class.empty() ? std::string() : " " + gn.css_class) + "\"" +
           (gn.id.empty() ? std::string() : " id=\"" + xml_escape(gn.id) + "\"") + ">";
    if (!gn.tooltip.empty()) out += "<title>" + xml_escape(gn.tooltip) + "</title>";
    if (!gn.href.empty()) out += "<a href=\"" + xml_escape(gn.href) + "\">";
    out += "<rect x=\"" + X(c.x - w / 2) + "\" y=\"" + Y(c.y + h / 2) + "\" width=\"" + svg_number(w) + "\" height=\"" +
           svg_number(h) + "\" rx=\"5\"/>";
    const double line_height = kFontSize * 1.2;
    const double first = c.y + line_height * (static_cast<double>(gn.lines.size()) - 1) / 2;
    for (std::size_t k = 0; k < gn.lines.size(); ++k) {
      out += "<text x=\"" + X(c.x) + "\" y=\"" + Y(first - line_height * static_cast<double>(k) - kFontSize * 0.35) +
             "\" text-anchor=\"middle\">" + xml_escape(gn.lines[k]) + "</text>";
    }
    if (!gn.href.empty()) out += "</a>";
    out += "</g>";
  }
  out += "</svg>";
  return out;
}

}  // namespace qbank::health
