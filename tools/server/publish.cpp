#include "server/publish.h"

#include <memory>

#include "core/i18n.h"

namespace qbank::server {

namespace fs = std::filesystem;

namespace {

struct Texts {
  Workspace& workspace;
  BankState& bank;
  std::map<std::string, std::pair<std::string, std::unique_ptr<LineMap>>> by_display;

  // The line map of a file named by its display path (the text as checked when the bank has it).
  const LineMap& map(const std::string& display) {
    auto it = by_display.find(display);
    if (it == by_display.end()) {
      std::string text;
      if (auto src = bank.source(display)) {
        text = src->text();
      } else if (auto t = workspace.text_of(absolute_normal_path(display))) {
        text = std::move(*t);
      }
      it = by_display.emplace(display, std::make_pair(std::move(text), nullptr)).first;
      it->second.second = std::make_unique<LineMap>(it->second.first);
    }
    return *it->second.second;
  }
};

nlohmann::json lsp_diagnostic(const Diagnostic& d, Texts& texts) {
  nlohmann::json j;
  j["range"] = to_json(texts.map(d.file).range(d.span));
  j["severity"] = lsp_severity(d.severity);
  j["code"] = d.rule;
  j["source"] = "qbank";
  j["message"] = d.message;
  if (!d.related.empty()) {
    nlohmann::json related = nlohmann::json::array();
    for (const auto& r : d.related) {
      related.push_back(
          {{"location",
            {{"uri", path_to_uri(absolute_normal_path(r.file))}, {"range", to_json(texts.map(r.file).range(r.span))}}},
           {"message", r.message}});
    }
    j["relatedInformation"] = std::move(related);
  }
  nlohmann::json data = nlohmann::json::object();
  if (!d.word.empty()) data["word"] = d.word;
  if (!d.other.empty()) data["other"] = d.other;
  if (d.fix) data["fix"] = true;
  if (!data.empty()) j["data"] = std::move(data);
  return j;
}

}  // namespace

namespace {

struct FindingsHash {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  void add(std::string_view s) {
    add_number(std::hash<std::string_view>{}(s));
    add_number(s.size());
  }
  void add_number(std::uint64_t v) { h = (h ^ v) * 0x100000001b3ULL ^ (h >> 29); }
  void add(Span s) {
    add_number(s.begin.line);
    add_number(s.begin.column);
    add_number(s.end.line);
    add_number(s.end.column);
  }
};

}  // namespace

std::vector<FileDiagnostics> DiagnosticsConverter::convert(BankState& bank, Workspace& workspace,
                                                           const std::string& wanted) {
  std::vector<FileDiagnostics> out;
  Texts texts{workspace, bank, {}};
  const std::vector<Diagnostic>& all = bank.diagnostics();
  const std::uint64_t run = ++runs_;
  std::size_t seen = 0;  // files with findings
  // The findings are sorted by file, as the texts are: one walk finds each file's text.
  const auto* sources = bank.sources();
  auto next_source = sources ? sources->begin() : decltype(sources->begin()){};
  auto source_of = [&](const std::string& display) -> const SourceFile* {
    if (sources) {
      while (next_source != sources->end() && next_source->first < display) ++next_source;
      if (next_source != sources->end() && next_source->first == display) return next_source->second.get();
    }
    return bank.source(display).get();
  };
  for (std::size_t i = 0; i < all.size();) {
    const std::string& display = all[i].file;
    FindingsHash h;
    h.add_number(reinterpret_cast<std::uintptr_t>(source_of(display)));
    std::size_t end = i;
    for (; end < all.size() && all[end].file == display; ++end) {
      const Diagnostic& d = all[end];
      h.add(d.rule);
      h.add_number(static_cast<std::uint64_t>(d.severity));
      h.add(d.span);
      h.add(d.message);
      h.add(d.word);
      h.add(d.other);
      h.add_number(d.fix ? 1 : 0);
      for (const auto& r : d.related) {
        h.add(r.file);
        h.add(r.span);
        h.add(r.message);
        // Its range is converted in the other file's text: a new text is another list.
        h.add_number(reinterpret_cast<std::uintptr_t>(bank.source(r.file).get()));
      }
    }
    Entry& e = by_display_[display];
    e.run = run;
    ++seen;
    const bool fresh = e.uri.empty();
    if (fresh) e.uri = path_to_uri(absolute_normal_path(display));
    FileDiagnostics f;
    f.uri = e.uri;
    f.changed = fresh || e.hash != h.h;
    e.hash = h.h;
    if (f.changed || f.uri == wanted) {
      f.list = nlohmann::json::array();
      for (std::size_t k = i; k < end; ++k) f.list.push_back(lsp_diagnostic(all[k], texts));
    }
    out.push_back(std::move(f));
    i = end;
  }
  // Files that have no findings any more (none, after most edits: then the walk is skipped).
  if (seen != by_display_.size()) {
    for (auto it = by_display_.begin(); it != by_display_.end();) {
      it = it->second.run == run ? std::next(it) : by_display_.erase(it);
    }
  }
  return out;
}

nlohmann::json outside_bank_diagnostic() {
  return {{"range", to_json(LspRange{})},
          {"severity", lsp_severity(Severity::Info)},
          {"source", "qbank"},
          {"message", tr("dit bestand ligt in geen vragenbank (geen qbank.toml in zijn map of erboven) en wordt niet "
                         "gecontroleerd; `qbank init` maakt een bank")}};
}

}  // namespace qbank::server
