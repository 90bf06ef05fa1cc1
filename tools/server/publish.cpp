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

Conversion DiagnosticsConverter::convert(BankState& bank, Workspace& workspace, const std::string& wanted) {
  Conversion out;
  Texts texts{workspace, bank, {}};
  const std::vector<const Diagnostic*>& all = bank.diagnostics();
  // The findings are sorted by file, as the texts and the entries of the last call are: one walk
  // over each finds every file's text and entry, without hashing a path.
  const auto* sources = bank.sources();
  auto next_source = sources ? sources->begin() : decltype(sources->begin()){};
  auto source_of = [&](const std::string& display) -> const SourceFile* {
    if (sources) {
      while (next_source != sources->end() && next_source->first < display) ++next_source;
      if (next_source != sources->end() && next_source->first == display) return next_source->second.get();
    }
    return bank.source(display).get();
  };
  std::vector<Entry> entries;
  entries.reserve(entries_.size() + 1);
  std::size_t old = 0;
  for (std::size_t i = 0; i < all.size();) {
    const std::string& display = all[i]->file;
    FindingsHash h;
    const SourceFile* own = source_of(display);
    h.add_number(reinterpret_cast<std::uintptr_t>(own));
    std::size_t end = i;
    for (; end < all.size() && all[end]->file == display; ++end) {
      const Diagnostic& d = *all[end];
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
        const SourceFile* text = r.file == display ? own : bank.source(r.file).get();
        h.add_number(reinterpret_cast<std::uintptr_t>(text));
      }
    }
    while (old < entries_.size() && entries_[old].display < display) out.gone.push_back(std::move(entries_[old++].uri));
    const bool fresh = old == entries_.size() || entries_[old].display != display;
    if (fresh) {
      entries.push_back({display, path_to_uri(absolute_normal_path(display)), h.h});
    } else {
      entries.push_back(std::move(entries_[old++]));
    }
    Entry& e = entries.back();
    const bool changed = fresh || e.hash != h.h;
    e.hash = h.h;
    if (changed || e.uri == wanted) {
      FileDiagnostics f;
      f.uri = e.uri;
      f.changed = changed;
      f.list = nlohmann::json::array();
      for (std::size_t k = i; k < end; ++k) f.list.push_back(lsp_diagnostic(*all[k], texts));
      out.lists.push_back(std::move(f));
    }
    i = end;
  }
  while (old < entries_.size()) out.gone.push_back(std::move(entries_[old++].uri));
  std::sort(out.gone.begin(), out.gone.end());
  entries_ = std::move(entries);
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
