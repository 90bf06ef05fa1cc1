#include "import/importer.h"

#include "core/strings.h"
#include "core/utf8.h"

namespace qbank {

namespace {

struct RuleSeverity {
  std::string_view rule;
  Severity severity;
};

// docs/import.md describes each rule.
constexpr RuleSeverity kRules[] = {
    {"import/unreadable", Severity::Error},
    {"import/no-key", Severity::Warning},
    {"import/too-few-options", Severity::Warning},
    {"import/too-many-options", Severity::Warning},
    {"import/exists", Severity::Error},
    {"import/unsupported-type", Severity::Warning},
    {"import/multiple-answers", Severity::Warning},
    {"import/partial-credit", Severity::Warning},
    {"import/image", Severity::Warning},
    {"import/media", Severity::Warning},
    {"import/math", Severity::Warning},
    {"import/no-explanation", Severity::Warning},
    {"import/related-unresolved", Severity::Warning},
    {"import/answer-mismatch", Severity::Warning},
    {"import/markup", Severity::Info},
    {"import/feedback", Severity::Info},
    {"import/embedded-answer", Severity::Info},
    {"import/related-near", Severity::Info},
    {"import/empty-option", Severity::Warning},
    {"import/leading-answer", Severity::Info},
};

}  // namespace

Severity import_severity(std::string_view rule) {
  for (const auto& r : kRules) {
    if (r.rule == rule) return r.severity;
  }
  return Severity::Error;
}

void report(ImportResult& out, std::string_view rule, const std::string& file, Span where, std::string message) {
  Diagnostic d;
  d.rule = std::string(rule);
  d.severity = import_severity(rule);
  d.file = file;
  d.span = where;
  d.message = std::move(message);
  out.diagnostics.push_back(std::move(d));
}

Span line_span(const SourceFile& source, std::uint32_t line, std::string_view element) {
  if (line == 0 || line > source.line_count()) return {{1, 1}, {1, 1}};
  const std::string_view text = source.line(line);
  std::size_t begin = 0;
  std::size_t end = text.size();
  if (!element.empty()) {
    const std::string open = "<" + std::string(element);
    std::size_t at = text.find(open);
    while (at != std::string_view::npos) {
      const std::size_t after = at + open.size();
      if (after >= text.size() || text[after] == '>' || text[after] == ' ' || text[after] == '\t' ||
          text[after] == '/' || text[after] == '\r') {
        break;
      }
      at = text.find(open, after);
    }
    if (at != std::string_view::npos) {
      begin = at;
      const std::size_t close = text.find('>', at);
      end = close == std::string_view::npos ? text.size() : close + 1;
    }
  }
  // Skip leading white space when the whole line is meant.
  if (element.empty()) {
    while (begin < end && (text[begin] == ' ' || text[begin] == '\t')) ++begin;
  }
  const auto column = [&](std::size_t byte) {
    return static_cast<std::uint32_t>(utf8::count_code_points(text.substr(0, byte)) + 1);
  };
  if (begin >= end) return {{line, 1}, {line, 1}};
  return {{line, column(begin)}, {line, column(end)}};
}

const std::vector<std::unique_ptr<Importer>>& importers() {
  static const std::vector<std::unique_ptr<Importer>> all = [] {
    std::vector<std::unique_ptr<Importer>> v;
    v.push_back(make_moodle_importer());
    v.push_back(make_gift_importer());
    v.push_back(make_qti_importer());
    v.push_back(make_page_importer());
    v.push_back(make_json_importer());
    return v;
  }();
  return all;
}

const Importer* find_importer(std::string_view name) {
  for (const auto& i : importers()) {
    if (i->name() == name) return i.get();
  }
  return nullptr;
}

namespace {

// A Moodle category path split at '/', with "//" as a slash inside a name; parts as written.
std::vector<std::string> split_category(std::string_view path) {
  std::vector<std::string> parts;
  std::string current;
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (path[i] == '/') {
      if (i + 1 < path.size() && path[i + 1] == '/') {
        current += '/';
        ++i;
      } else {
        parts.push_back(current);
        current.clear();
      }
    } else {
      current += path[i];
    }
  }
  parts.push_back(current);
  return parts;
}

}  // namespace

std::vector<std::string> category_path(std::string_view path) {
  std::vector<std::string> parts = split_category(path);
  for (auto& p : parts) p = trim(p);
  std::erase_if(parts, [](const std::string& p) { return p.empty(); });
  std::size_t from = 0;
  if (from < parts.size() && parts[from].size() > 2 && parts[from].front() == '$' && parts[from].back() == '$') {
    ++from;  // the context
    if (from < parts.size() && parts[from] == "top") ++from;
  } else if (from < parts.size() && parts[from] == "top") {
    ++from;
  }
  return {parts.begin() + static_cast<std::ptrdiff_t>(from), parts.end()};
}

std::string category_title(std::string_view path) {
  std::vector<std::string> parts = split_category(path);
  while (!parts.empty() && trim(parts.back()).empty()) parts.pop_back();
  return parts.empty() ? "" : trim(parts.back());
}

}  // namespace qbank
