#include "server/navigation.h"

#include <algorithm>

#include "checks/rule_text.h"
#include "core/i18n.h"
#include "server/toml_context.h"

namespace qbank::server {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

constexpr std::size_t kMaxCompletions = 1000;

// LSP's CompletionItemKind and SymbolKind values used here.
namespace completion_kind {
constexpr int kFolder = 19;
constexpr int kReference = 18;
constexpr int kConstant = 21;
}  // namespace completion_kind
namespace symbol_kind {
constexpr int kField = 8;
constexpr int kString = 15;
constexpr int kArray = 18;
constexpr int kEnumMember = 22;
constexpr int kKey = 20;
}  // namespace symbol_kind

std::string one_line(std::string_view s, std::size_t max = 80) {
  std::string out;
  bool space = false;
  for (char c : s) {
    if (c == '\n' || c == '\r' || c == '\t' || c == ' ') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  if (out.size() > max) {
    std::size_t cut = max - 1;
    while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80) --cut;
    out = out.substr(0, cut) + "…";
  }
  return out;
}

struct Candidate {
  std::string label;
  std::string detail;
  int kind;
};

bool is_question_file(const FileView& f) { return f.question != nullptr; }
bool is_topic_file(const FileView& f) { return f.path.filename() == "topic.toml"; }

const RuleCatalog& catalog_of(const FileView& f) {
  static const RuleCatalog builtin = RuleCatalog::builtin();
  return f.bank ? f.bank->catalog() : builtin;
}

std::string absolute_of(const std::string& display) { return absolute_normal_path(display).generic_string(); }

}  // namespace

json completion(const FileView& file, LspPosition at) {
  json result = {{"isIncomplete", false}, {"items", json::array()}};
  if (!file.bank || !file.bank->bank()) return result;
  const Bank& bank = *file.bank->bank();
  const LineMap map(file.text);
  const std::size_t offset = map.offset(at);
  const TomlContext ctx = toml_context(file.text, offset);
  if (!ctx.in_value && !(file.config_file && ctx.table == "rules")) return result;
  std::vector<Candidate> candidates;
  const bool question_file = is_question_file(file) || (!is_topic_file(file) && !file.config_file);
  if (question_file && ctx.table.empty() && ctx.key == "related") {
    const std::string self = file.path.stem().string();
    for (const auto& q : bank.questions) {
      if (q.id != self) candidates.push_back({q.id, one_line(q.stem.value), completion_kind::kReference});
    }
  } else if (question_file && ctx.table == "suppress" && ctx.key == "other") {
    for (const auto& q : bank.questions)
      candidates.push_back({q.id, one_line(q.stem.value), completion_kind::kReference});
  } else if (is_topic_file(file) && ctx.table.empty() && (ctx.key == "parent" || ctx.key == "prerequisites")) {
    const std::string self = file.path.parent_path().filename().string();
    for (const auto& t : bank.topics) {
      if (t.id != self) candidates.push_back({t.id, one_line(t.title.value), completion_kind::kFolder});
    }
  } else if ((question_file && ctx.table == "suppress" && ctx.key == "rule") ||
             (file.config_file && ctx.table == "rules")) {
    std::vector<std::string> families;
    for (const RuleInfo* r : catalog_of(file).all()) {
      candidates.push_back({r->id, r->summary, completion_kind::kConstant});
      const std::string family(rule_family(r->id));
      if (std::find(families.begin(), families.end(), family) == families.end()) families.push_back(family);
    }
    for (const auto& f : families) {
      candidates.push_back({f, format_message(tr("elke regel van de familie {}"), {f}), completion_kind::kConstant});
    }
  } else {
    return result;
  }
  // Only what starts with the word typed so far; the client asks again as the word grows.
  const std::string typed(file.text.substr(ctx.word_begin, offset - ctx.word_begin));
  std::erase_if(candidates, [&](const Candidate& c) { return !c.label.starts_with(typed); });
  std::sort(candidates.begin(), candidates.end(),
            [](const Candidate& a, const Candidate& b) { return a.label < b.label; });
  if (candidates.size() > kMaxCompletions) {
    candidates.resize(kMaxCompletions);
    result["isIncomplete"] = true;
  }
  const LspRange replace{map.lsp_position(ctx.word_begin), map.lsp_position(ctx.word_end)};
  // In qbank.toml's [rules] the rule is a key: quoted, as a key with a slash must be.
  const bool quote = !ctx.in_string;
  for (const auto& c : candidates) {
    json item = {{"label", c.label}, {"kind", c.kind}, {"filterText", c.label}, {"sortText", c.label}};
    if (!c.detail.empty()) item["detail"] = c.detail;
    item["textEdit"] = {{"range", to_json(replace)}, {"newText", quote ? "\"" + c.label + "\"" : c.label}};
    result["items"].push_back(std::move(item));
  }
  return result;
}

json hover(const FileView& file, LspPosition at, const ClientSupport& client) {
  const LineMap map(file.text);
  const std::size_t offset = map.offset(at);
  const TomlContext ctx = toml_context(file.text, offset);
  const std::string word(file.text.substr(ctx.word_begin, ctx.word_end - ctx.word_begin));
  if (word.find('/') == std::string::npos) return nullptr;
  const RuleInfo* rule = catalog_of(file).find(word);
  if (!rule) return nullptr;
  static const Config no_bank{};
  const Config& config = file.bank && file.bank->config() ? *file.bank->config() : no_bank;
  const std::string text = explain_text(*rule, config);
  return {{"contents", {{"kind", client.markdown_hover ? "markdown" : "plaintext"}, {"value", text}}},
          {"range", to_json(LspRange{map.lsp_position(ctx.word_begin), map.lsp_position(ctx.word_end)})}};
}

json definition(const FileView& file, LspPosition at) {
  if (!file.bank || !file.bank->bank()) return nullptr;
  const Bank& bank = *file.bank->bank();
  const LineMap map(file.text);
  const std::size_t offset = map.offset(at);
  const TomlContext ctx = toml_context(file.text, offset);
  const std::string word(file.text.substr(ctx.word_begin, ctx.word_end - ctx.word_begin));
  if (word.empty() || !ctx.in_string) return nullptr;
  std::string target;
  if ((ctx.table.empty() && ctx.key == "related") || (ctx.table == "suppress" && ctx.key == "other")) {
    if (const Question* q = bank.find_question(word)) {
      target = q->path();
    } else if (auto u = bank.unreadable.find(word); u != bank.unreadable.end()) {
      target = u->second.path;
    }
  } else if (is_topic_file(file) && ctx.table.empty() && (ctx.key == "parent" || ctx.key == "prerequisites")) {
    if (const Topic* t = bank.find_topic(word)) target = t->path();
  }
  if (target.empty()) return nullptr;
  return {{"uri", path_to_uri(absolute_of(target))}, {"range", to_json(LspRange{})}};
}

json document_symbols(const FileView& file, const ClientSupport& client) {
  json out = json::array();
  const LineMap map(file.text);
  struct Symbol {
    std::string name, detail;
    int kind;
    LspRange range, selection;
  };
  std::vector<Symbol> symbols;
  auto field = [&](const TextField& f, const std::string& name, int kind) -> std::optional<Symbol> {
    if (!f.present || !f.span.known()) return std::nullopt;
    const Span whole{f.key.known() ? f.key.begin : f.span.begin, f.span.end};
    const LspRange r = map.range(whole);
    return Symbol{name, one_line(f.value), kind, r, map.range(f.key.known() ? f.key : f.span)};
  };
  if (const Question* q = file.question) {
    if (auto s = field(q->stem, tr("stam"), symbol_kind::kString)) symbols.push_back(*s);
    for (const auto& o : q->options) {
      if (!o.header.known()) continue;
      Span whole = o.header;
      if (o.text.span.known()) whole.end = std::max(whole.end, o.text.span.end);
      if (o.feedback().span.known()) whole.end = std::max(whole.end, o.feedback().span.end);
      std::string detail = one_line(o.text.value);
      if (o.correct) detail += tr(" (juist)");
      symbols.push_back({format_message(tr("optie {}"), {std::string(1, o.letter())}), detail, symbol_kind::kEnumMember,
                         map.range(whole), map.range(o.header)});
    }
    if (auto s = field(q->explanation, tr("toelichting"), symbol_kind::kString)) symbols.push_back(*s);
    if (q->related_present && q->related_key.known()) {
      std::string ids;
      Span whole = q->related_key;
      for (const auto& r : q->related) {
        ids += (ids.empty() ? "" : ", ") + r.id;
        if (r.span.known()) whole.end = std::max(whole.end, r.span.end);
      }
      symbols.push_back({"related", ids, symbol_kind::kArray, map.range(whole), map.range(q->related_key)});
    }
    for (const auto& s : q->suppressions) {
      if (!s.span.known()) continue;
      symbols.push_back(
          {"suppress " + s.rule, one_line(s.reason), symbol_kind::kKey, map.range(s.span), map.range(s.span)});
    }
  } else if (const Topic* t = file.topic) {
    if (auto s = field(t->title, tr("titel"), symbol_kind::kString)) symbols.push_back(*s);
    if (auto s = field(t->description, tr("beschrijving"), symbol_kind::kString)) symbols.push_back(*s);
    if (t->parent && t->parent->span.known()) {
      symbols.push_back(
          {"parent", t->parent->id, symbol_kind::kField, map.range(t->parent->span), map.range(t->parent->span)});
    }
  }
  std::sort(symbols.begin(), symbols.end(),
            [](const Symbol& a, const Symbol& b) { return a.range.start < b.range.start; });
  for (auto& s : symbols) {
    if (s.selection.start < s.range.start || s.range.end < s.selection.end) s.selection = s.range;
    if (client.hierarchical_symbols) {
      json j = {
          {"name", s.name}, {"kind", s.kind}, {"range", to_json(s.range)}, {"selectionRange", to_json(s.selection)}};
      if (!s.detail.empty()) j["detail"] = s.detail;
      out.push_back(std::move(j));
    } else {
      out.push_back({{"name", s.name},
                     {"kind", s.kind},
                     {"location", {{"uri", path_to_uri(file.path)}, {"range", to_json(s.range)}}}});
    }
  }
  return out;
}

}  // namespace qbank::server
