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
      related.push_back({{"location",
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

std::vector<FileDiagnostics> DiagnosticsConverter::convert(BankState& bank, Workspace& workspace) {
  std::vector<FileDiagnostics> out;
  Texts texts{workspace, bank, {}};
  const std::vector<Diagnostic>& all = bank.diagnostics();
  std::set<std::string> seen;
  for (std::size_t i = 0; i < all.size();) {
    std::size_t end = i;
    bool elsewhere = false;  // a related place in another file: its text may have changed
    while (end < all.size() && all[end].file == all[i].file) {
      for (const auto& r : all[end].related) elsewhere = elsewhere || r.file != all[i].file;
      ++end;
    }
    const std::string& display = all[i].file;
    seen.insert(display);
    Entry& e = by_display_[display];
    const auto src = bank.source(display);
    const bool same = !elsewhere && e.source == src.get() && src && e.findings.size() == end - i &&
                      std::equal(all.begin() + static_cast<std::ptrdiff_t>(i), all.begin() + static_cast<std::ptrdiff_t>(end),
                                 e.findings.begin(), same_finding);
    bool changed = false;
    if (!same) {
      e.findings.assign(all.begin() + static_cast<std::ptrdiff_t>(i), all.begin() + static_cast<std::ptrdiff_t>(end));
      e.source = src.get();
      e.uri = path_to_uri(absolute_normal_path(display));
      nlohmann::json list = nlohmann::json::array();
      for (std::size_t k = i; k < end; ++k) list.push_back(lsp_diagnostic(all[k], texts));
      changed = list != e.list;
      e.list = std::move(list);
    }
    out.push_back({e.uri, &e.list, changed});
    i = end;
  }
  for (auto it = by_display_.begin(); it != by_display_.end();) {
    it = seen.count(it->first) ? std::next(it) : by_display_.erase(it);
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
