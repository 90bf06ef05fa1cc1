#include "server/code_actions.h"

#include <algorithm>
#include <set>

#include "checks/spelling/speller.h"
#include "checks/toml_layout.h"
#include "core/i18n.h"
#include "lint/fix.h"
#include "lint/linter.h"

namespace qbank::server {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

bool touches(const LspRange& a, const LspRange& b) { return a.start <= b.end && b.start <= a.end; }

// A short, one-line rendering of a piece of text for a title.
std::string action_snippet(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '\n' || c == '\r') {
      out += " ⏎ ";
      continue;
    }
    out += c;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  if (out.size() > 48) {
    std::size_t cut = 45;
    while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80) --cut;
    out = out.substr(0, cut) + "…";
  }
  return out;
}

std::string toml_quoted(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

json text_edit(const LspRange& range, const std::string& text) {
  return {{"range", to_json(range)}, {"newText", text}};
}

json single_edit(const std::string& uri, const LspRange& range, const std::string& text) {
  return {{"changes", {{uri, json::array({text_edit(range, text)})}}}};
}

bool wanted(const std::vector<std::string>& only, const std::string& kind) {
  if (only.empty()) return true;
  return std::any_of(only.begin(), only.end(), [&](const std::string& o) {
    return kind == o || (kind.size() > o.size() && kind.compare(0, o.size(), o) == 0 && kind[o.size()] == '.');
  });
}

// The bank's own list of accepted words (docs/spelling.md): words-<dictionary>.txt in the spelling
// folder of its rules, or words-<language>.txt when only that one exists.
fs::path bank_words_file(const Config& config) {
  const fs::path dir = (config.rules_dir.empty() ? config.root / "rules" : config.rules_dir) / "spelling";
  std::string name = dictionary_name(config);
  if (name.find('/') != std::string::npos) name = fs::path(name).stem().string();  // a path to <name>.aff
  const std::string language = name.substr(0, name.find_first_of("_-"));
  std::error_code ec;
  const fs::path exact = dir / ("words-" + name + ".txt");
  if (fs::exists(exact, ec) || language == name) return exact;
  return dir / ("words-" + language + ".txt");
}

struct Builder {
  Workspace& workspace;
  const FileView& file;
  const ClientSupport& client;
  const std::vector<std::string>& only;
  json out = json::array();
  LineMap map{file.text};

  void add(json action) {
    if (wanted(only, action["kind"].get<std::string>())) out.push_back(std::move(action));
  }

  std::string text_for(const std::string& display) {
    if (display == file.display) return file.text;
    if (auto src = file.bank->source(display)) return src->text();
    return workspace.text_of(absolute_normal_path(display)).value_or(std::string());
  }

  void fix_action(const Diagnostic& d, const json& lsp) {
    const std::string target = d.fix->file.empty() ? d.file : d.fix->file;
    const std::string text = text_for(target);
    const LineMap target_map(text);
    const std::size_t b = target_map.offset(d.fix->span.begin), e = std::max(b, target_map.offset(d.fix->span.end));
    const std::string_view before = std::string_view(text).substr(b, e - b);
    std::string title;
    if (d.fix->replacement.empty()) {
      title = format_message(tr("Verwijder `{}`"), {action_snippet(before)});
    } else if (before.empty()) {
      title = format_message(tr("Voeg `{}` in"), {action_snippet(d.fix->replacement)});
    } else {
      title =
          format_message(tr("Vervang `{}` door `{}`"), {action_snippet(before), action_snippet(d.fix->replacement)});
    }
    if (target != d.file) title += format_message(tr(" in {}"), {target});
    const bool safe = is_safe_fix(d.rule);
    if (!safe) title += tr(" (onveilig: kan de betekenis veranderen)");
    json a = {{"title", title},
              {"kind", "quickfix"},
              {"diagnostics", json::array({lsp})},
              {"isPreferred", safe},
              {"edit", single_edit(path_to_uri(absolute_normal_path(target)), target_map.range(d.fix->span),
                                   d.fix->replacement)}};
    add(std::move(a));
  }

  void words_action(const Diagnostic& d, const json& lsp) {
    const Question* q = file.question;
    if (!q || !q->source) return;
    const std::string quoted = toml_quoted(d.word);
    const std::string eol = file.text.find("\r\n") != std::string::npos ? "\r\n" : "\n";
    LspRange range;
    std::string insert;
    if (!q->words.empty()) {
      const TextField& last = q->words.back();
      const LspPosition at = map.lsp_position(map.offset(last.span.end));
      range = {at, at};
      insert = ", " + quoted;
    } else {
      // No list yet: a new `words` line where a top-level key can go; not when the file has an
      // empty or unreadable `words` already (a second key would break the file).
      for (std::size_t i = 0; i < map.line_count(); ++i) {
        const std::size_t s = map.offset(LspPosition{static_cast<std::uint32_t>(i), 0});
        std::string_view line = std::string_view(file.text).substr(s);
        while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
        if (line.starts_with("words") && line.substr(5).find_first_not_of(" \t") != std::string_view::npos &&
            line[line.substr(5).find_first_not_of(" \t") + 5] == '=') {
          return;
        }
      }
      const auto end = top_level_end(*q);
      if (!end) return;
      std::size_t at = std::min(*end, file.text.size());
      insert = "words = [" + quoted + "]" + eol;
      const std::string blank = eol + eol;
      if (at >= blank.size() && file.text.compare(at - blank.size(), blank.size(), blank) == 0) {
        at -= eol.size();  // after the last key, keeping the blank line above the table
      } else if (at == file.text.size() && !file.text.empty() && file.text.back() != '\n') {
        insert = eol + insert;
      } else if (at < file.text.size() && at > 0) {
        insert += eol;  // a blank line before the table
      }
      const LspPosition p = map.lsp_position(at);
      range = {p, p};
    }
    add({{"title", format_message(tr("Voeg `{}` toe aan `words` van deze vraag"), {d.word})},
         {"kind", "quickfix"},
         {"diagnostics", json::array({lsp})},
         {"isPreferred", false},
         {"edit", single_edit(file.bank ? path_to_uri(file.path) : std::string(), range, insert)}});
  }

  void vocabulary_action(const Diagnostic& d, const json& lsp) {
    const Config* config = file.bank->config();
    if (!config) return;
    const fs::path words = absolute_normal_path(bank_words_file(*config));
    const std::string uri = path_to_uri(words);
    const std::string shown = words.lexically_relative(config->root).generic_string();
    const std::string title = format_message(tr("Voeg `{}` toe aan de woordenlijst van de bank ({})"), {d.word, shown});
    const auto text = workspace.text_of(words);
    json edit;
    if (text) {
      const LineMap words_map(*text);
      const LspPosition end = words_map.lsp_position(text->size());
      std::string insert = d.word + "\n";
      if (!text->empty() && text->back() != '\n') insert = "\n" + insert;
      edit = single_edit(uri, {end, end}, insert);
    } else if (client.create_files) {
      edit = {
          {"documentChanges", json::array({{{"kind", "create"}, {"uri", uri}, {"options", {{"ignoreIfExists", true}}}},
                                           {{"textDocument", {{"uri", uri}, {"version", nullptr}}},
                                            {"edits", json::array({text_edit({}, d.word + "\n")})}}})}};
    } else {
      return;  // the list does not exist and the client cannot create files
    }
    add({{"title", title},
         {"kind", "quickfix"},
         {"diagnostics", json::array({lsp})},
         {"isPreferred", false},
         {"edit", edit}});
  }

  void suppress_action(const Diagnostic& d, const json& lsp) {
    if (!file.question) return;
    const std::string eol = file.text.find("\r\n") != std::string::npos ? "\r\n" : "\n";
    std::string head;
    if (!file.text.empty() && file.text.back() != '\n') head += eol;
    if (!file.text.empty()) head += eol;
    head += "[[suppress]]" + eol + "rule = " + toml_quoted(d.rule) + eol;
    if (!d.other.empty()) head += "other = " + toml_quoted(d.other) + eol;
    head += "reason = \"";
    const std::string tail = "\"" + eol;
    const LspPosition end = map.lsp_position(file.text.size());
    const std::string title =
        d.other.empty() ? format_message(tr("Onderdruk `{}` in deze vraag, met een reden"), {d.rule})
                        : format_message(tr("Onderdruk `{}` met `{}` in deze vraag, met een reden"), {d.rule, d.other});
    json a = {{"title", title}, {"kind", "quickfix"}, {"diagnostics", json::array({lsp})}, {"isPreferred", false}};
    const std::string uri = path_to_uri(file.path);
    if (client.snippet_edits) {
      auto escape = [](const std::string& s) {
        std::string o;
        for (char c : s) {
          if (c == '$' || c == '}' || c == '\\') o += '\\';
          o += c;
        }
        return o;
      };
      a["edit"] = {
          {"documentChanges",
           json::array({{{"textDocument", {{"uri", uri}, {"version", nullptr}}},
                         {"edits",
                          json::array({{{"range", to_json(LspRange{end, end})},
                                        {"snippet",
                                         {{"kind", "snippet"}, {"value", escape(head) + "$0" + escape(tail)}}}}})}}})}};
    } else {
      a["edit"] = single_edit(uri, {end, end}, head + tail);
      if (client.show_document) {
        // Where the reason goes in the text after the edit: between the quotes.
        const std::string after = file.text + head + tail;
        const LspPosition cursor = LineMap(after).lsp_position(file.text.size() + head.size());
        a["command"] = {{"title", tr("Schrijf de reden")},
                        {"command", kSelectCommand},
                        {"arguments", json::array({uri, to_json(LspRange{cursor, cursor})})}};
      }
    }
    add(std::move(a));
  }

  void fix_all_action() {
    LintResult result;
    for (const Diagnostic* finding : file.bank->diagnostics()) {
      const Diagnostic& d = *finding;
      if (d.file != file.display || !d.fix || !is_safe_fix(d.rule)) continue;
      result.diagnostics.push_back(d);
      const std::string target = d.fix->file.empty() ? d.file : d.fix->file;
      if (!result.sources.count(target)) {
        if (auto src = file.bank->source(target)) result.sources.emplace(target, src);
      }
    }
    if (result.diagnostics.size() < 2) return;  // one fix is its own action
    const FixPlan plan = plan_fixes(result, false);
    if (plan.after.empty()) return;
    json changes = json::object();
    for (const auto& [display, after] : plan.after) {
      const std::string& before = plan.before.at(display);
      const LineMap m(before);
      changes[path_to_uri(absolute_normal_path(display))] =
          json::array({text_edit({{0, 0}, m.lsp_position(before.size())}, after)});
    }
    add({{"title", format_message(trn("Pas de {} veilige correctie van dit bestand toe",
                                      "Pas de {} veilige correcties van dit bestand toe", plan.applied),
                                  {std::to_string(plan.applied)})},
         {"kind", "source.fixAll.qbank"},
         {"edit", {{"changes", changes}}}});
  }
};

}  // namespace

json code_actions(Workspace& workspace, const FileView& file, const LspRange& range,
                  const std::vector<std::string>& only, const ClientSupport& client) {
  Builder b{workspace, file, client, only};
  if (!file.bank) return b.out;
  for (const Diagnostic* finding : file.bank->diagnostics()) {
    const Diagnostic& d = *finding;
    if (d.file != file.display) continue;
    const LspRange r = b.map.range(d.span);
    if (!touches(r, range)) continue;
    const json lsp = {{"range", to_json(r)},
                      {"severity", lsp_severity(d.severity)},
                      {"code", d.rule},
                      {"source", "qbank"},
                      {"message", d.message}};
    if (d.fix && d.fix->span.known()) b.fix_action(d, lsp);
    if (rule_family(d.rule) == "spelling" && !d.word.empty()) {
      b.words_action(d, lsp);
      b.vocabulary_action(d, lsp);
    }
    b.suppress_action(d, lsp);
  }
  b.fix_all_action();
  return b.out;
}

}  // namespace qbank::server
