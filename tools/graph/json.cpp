// JSON for `qbank graph --format json`: nodes, edges and statistics. Streamed (a 100,000-question
// bank gives about 90 MB), two-space indentation, keys in a fixed order.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/utf8.h"
#include "graph/writers.h"

namespace qbank::graph {

namespace {

// A JSON string: quotes, backslashes and control characters escaped; bytes that are not valid
// UTF-8 become U+FFFD.
std::string json_string(std::string_view text) {
  std::string out = "\"";
  out.reserve(text.size() + 2);
  const bool valid = utf8::valid(text);  // the usual case: runs of plain bytes are copied whole
  std::size_t plain = 0;                 // start of the run not yet copied
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x20 && c != '"' && c != '\\' && (c < 0x80 || valid)) continue;
    out.append(text, plain, i - plain);
    plain = i + 1;
    if (c >= 0x80) {  // not valid UTF-8: keep the sequences that are, replace the bytes that are not
      char32_t cp;
      const std::size_t n = utf8::decode(text, i, cp);
      if (n == 1) utf8::append(out, 0xFFFD);
      else out.append(text, i, n);
      i += n - 1;
      plain = i + 1;
      continue;
    }
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default: {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
        out += buf;
      }
    }
  }
  out.append(text, plain, text.size() - plain);
  return out + "\"";
}

// A number with at most two decimals, always with a decimal point (5.0, 1.25).
std::string json_decimal(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.2f", std::round(v * 100.0) / 100.0);
  std::string s = buf;
  while (s.size() > 1 && s.back() == '0' && s[s.size() - 2] != '.') s.pop_back();
  return s;
}

// The output is built in a string and handed to the stream in blocks: a stream call per token
// costs more than the JSON itself.
class Out {
 public:
  explicit Out(std::ostream& out) : out_(out) {}
  ~Out() { flush(); }
  Out& operator<<(std::string_view s) {
    buf_.append(s);
    return *this;
  }
  Out& operator<<(char c) {
    buf_ += c;
    return *this;
  }
  void indent(int n) { buf_.append(static_cast<std::size_t>(n), ' '); }
  void maybe_flush() {
    if (buf_.size() >= (1u << 16)) flush();
  }
  void flush() {
    out_.write(buf_.data(), static_cast<std::streamsize>(buf_.size()));
    buf_.clear();
  }

 private:
  std::ostream& out_;
  std::string buf_;
};

// Writes `"key": value` members of one object, with commas and indentation.
class Object {
 public:
  Object(Out& out, int level) : out_(out), indent_(level) { out_ << '{'; }
  void raw(std::string_view key, std::string_view value) {
    out_ << (first_ ? "\n" : ",\n");
    out_.indent(indent_ + 2);
    out_ << '"' << key << "\": " << value;  // keys are plain ASCII names
    first_ = false;
  }
  void text(std::string_view key, std::string_view value) { raw(key, json_string(value)); }
  void number(std::string_view key, std::size_t value) { raw(key, std::to_string(value)); }
  void flag(std::string_view key, bool value) { raw(key, value ? "true" : "false"); }
  // Starts a member whose value the caller writes next.
  void key(std::string_view key) { raw(key, ""); }
  void close() {
    if (!first_) {
      out_ << '\n';
      out_.indent(indent_);
    }
    out_ << '}';
  }

 private:
  Out& out_;
  int indent_;
  bool first_ = true;
};

// An array of strings at the given indentation.
void string_array(Out& out, const std::vector<std::string>& items, int level) {
  if (items.empty()) {
    out << "[]";
    return;
  }
  out << '[';
  for (std::size_t i = 0; i < items.size(); ++i) {
    out << (i ? ",\n" : "\n");
    out.indent(level + 2);
    out << json_string(items[i]);
  }
  out << '\n';
  out.indent(level);
  out << ']';
}

// An array of objects, each written by `item(index, level)`.
template <typename F>
void object_array(Out& out, std::size_t count, int level, F&& item) {
  if (count == 0) {
    out << "[]";
    return;
  }
  out << '[';
  for (std::size_t i = 0; i < count; ++i) {
    out << (i ? ",\n" : "\n");
    out.indent(level + 2);
    item(i, level + 2);
    out.maybe_flush();
  }
  out << '\n';
  out.indent(level);
  out << ']';
}

}  // namespace

void write_json(const View& view, std::ostream& stream) {
  const Bank& bank = *view.bank;
  Out out(stream);
  Object doc(out, 0);
  doc.text("bank", bank.root_display);
  if (view.topic.empty()) doc.raw("topic", "null");
  else doc.text("topic", view.topic);

  doc.key("topics");
  object_array(out, view.topics.size(), 2, [&](std::size_t i, int level) {
    const Topic& topic = bank.topics[view.topics[i]];
    Object o(out, level);
    o.text("id", topic.id);
    o.text("title", topic.title.value);
    if (topic.parent) o.text("parent", topic.parent->id);
    else o.raw("parent", "null");
    std::vector<std::string> prerequisites;
    for (const auto& p : topic.prerequisites) prerequisites.push_back(p.id);
    o.key("prerequisites");
    string_array(out, prerequisites, level + 2);
    o.close();
  });

  doc.key("nodes");
  object_array(out, view.nodes.size(), 2, [&](std::size_t i, int level) {
    const ViewNode& node = view.nodes[i];
    const Question& q = bank.questions[node.question];
    Object o(out, level);
    o.text("id", q.id);
    o.text("topic", q.topic);
    o.text("status", q.status.present ? q.status.value : std::string("published"));
    o.text("label", shorten(q.stem.value, kStemChars));
    o.flag("external", node.external);
    o.number("in_degree", node.in_degree);
    o.number("out_degree", node.out_degree);
    o.number("component", node.component);
    o.close();
  });

  doc.key("edges");
  object_array(out, view.edges.size(), 2, [&](std::size_t i, int level) {
    const ViewEdge& e = view.edges[i];
    Object o(out, level);
    o.text("source", bank.questions[view.nodes[e.source].question].id);
    o.text("target", e.dangling ? view.missing[e.target] : bank.questions[view.nodes[e.target].question].id);
    o.text("kind", e.dangling ? "dangling" : e.self ? "self" : e.mutual ? "mutual" : "one-way");
    o.close();
  });

  doc.key("missing");
  string_array(out, view.missing, 2);

  const ViewStatistics& s = view.statistics;
  doc.key("statistics");
  Object st(out, 2);
  st.number("questions", s.questions);
  st.number("external_questions", s.external_questions);
  st.number("topics", s.topics);
  st.number("edges", s.edges);
  st.number("dangling_edges", s.dangling_edges);
  st.number("self_links", s.self_links);
  st.number("duplicate_links", s.duplicate_links);
  st.number("one_way_edges", s.one_way_edges);
  st.number("mutual_pairs", s.mutual_pairs);
  st.number("components", s.components);
  st.number("largest_component", s.largest_component);
  st.number("isolated", s.isolated);
  st.number("max_in_degree", s.max_in_degree);
  st.number("max_out_degree", s.max_out_degree);
  st.raw("mean_degree", json_decimal(s.mean_degree));
  st.close();
  doc.close();
  out << '\n';
}

}  // namespace qbank::graph
