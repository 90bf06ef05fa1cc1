// `qbank server` driven by a real LSP client: vscode-jsonrpc with vscode-languageserver-protocol
// (tests/js/lsp_session.js, installed with the other npm helpers by tools/scripts/setup.sh test).
// The diagnostics the server publishes after each edit must equal what `qbank lint --format json`
// reports for the same text, converted to LSP ranges (UTF-16, from 0).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <regex>

#include "core/utf8.h"
#include "server/protocol.h"
#include "test_util.h"

namespace qbank::server_client_test {
namespace {
namespace fs = std::filesystem;
using nlohmann::json;

const fs::path kScriptDir = QBANK_JS_DIR;

// A question of the shipped bank with a `related` list and a long lower-case word in its stem.
fs::path pick_question(const fs::path& bank) {
  std::vector<fs::path> files;
  for (const auto& e : fs::recursive_directory_iterator(bank)) {
    if (e.path().extension() == ".toml" && e.path().filename() != "topic.toml" && e.path().filename() != "qbank.toml") {
      files.push_back(e.path());
    }
  }
  std::sort(files.begin(), files.end());
  const std::regex stem("\nstem = \"[^\n]*[a-z]{8,}");
  for (const auto& f : files) {
    const std::string text = test::read_file(f);
    std::smatch m;
    if (text.find("\nrelated = [\"") != std::string::npos && std::regex_search(text, m, stem)) return f;
  }
  return {};
}

// qbank's position (line and code-point column, both from 1) as LSP's (line and UTF-16 unit, both
// from 0), worked out here and not with the server's own conversion: a byte order mark is one
// unit to LSP and no column to qbank; a code point above U+FFFF is two units.
json utf16_position(const std::string& text, std::uint32_t line, std::uint32_t column) {
  std::size_t start = 0;
  for (std::uint32_t l = 1; l < line; ++l) {
    const std::size_t nl = text.find('\n', start);
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  std::size_t end = std::min(text.find('\n', start), text.size());
  if (end > start && text[end - 1] == '\r') --end;
  std::uint32_t units = 0;
  std::size_t i = start;
  if (line == 1 && text.compare(0, 3, "\xEF\xBB\xBF") == 0) {
    i = 3;
    units = 1;
  }
  for (std::uint32_t c = 1; c < column && i < end; ++c) {
    char32_t cp = 0;
    i += utf8::decode(text, i, cp);
    units += cp > 0xFFFF ? 2 : 1;
  }
  return {{"line", line - 1}, {"character", units}};
}

// What `qbank lint --format json` reports for `bank` (in `cwd`) as LSP diagnostics by URI, with the
// URIs of `server_bank` (where the server's copy lives) and ranges in the texts given (else read).
std::map<std::string, json> lint_as_lsp(const fs::path& cwd, const fs::path& server_bank,
                                        const std::map<std::string, std::string>& texts) {
  const auto r = test::run_qbank({"lint", "--no-cache", "--format", "json", "bank"}, cwd);
  EXPECT_TRUE(r.exit_code == 0 || r.exit_code == 1) << r.err;
  const json lint = json::parse(r.out);
  std::map<std::string, json> out;
  std::map<std::string, std::string> cache;
  auto range = [&](const std::string& file, const json& d) {
    auto it = cache.find(file);
    if (it == cache.end()) {
      auto t = texts.find(file);
      it = cache.emplace(file, t != texts.end() ? t->second : test::read_file(cwd / file)).first;
    }
    return json{{"start", utf16_position(it->second, d["line"], d["column"])},
                {"end", utf16_position(it->second, d["end_line"], d["end_column"])}};
  };
  auto uri = [&](const std::string& file) {
    return server::path_to_uri(server_bank.parent_path() / file);  // file is "bank/..."
  };
  for (const auto& d : lint["diagnostics"]) {
    const std::string file = d["file"];
    json j = {{"range", range(file, d)}, {"code", d["rule"]}, {"message", d["message"]}};
    const std::string sev = d["severity"];
    j["severity"] = sev == "error" ? 1 : sev == "warning" ? 2 : 3;
    if (d.contains("related")) {
      for (const auto& rel : d["related"]) {
        j["relatedInformation"].push_back(
            {{"location", {{"uri", uri(rel["file"])}, {"range", range(rel["file"], rel)}}},
             {"message", rel["message"]}});
      }
    }
    out[uri(file)].push_back(j);
  }
  return out;
}

// The server's lists with the fields lint also has.
std::map<std::string, json> comparable(const json& published) {
  std::map<std::string, json> out;
  for (const auto& [uri, list] : published.items()) {
    for (const auto& d : list) {
      json j = {{"range", d["range"]}, {"code", d["code"]}, {"message", d["message"]}, {"severity", d["severity"]}};
      if (d.contains("relatedInformation")) j["relatedInformation"] = d["relatedInformation"];
      out[uri].push_back(j);
    }
  }
  return out;
}

std::vector<std::string> codes_in(const json& state, const std::string& uri) {
  std::vector<std::string> out;
  if (!state["diagnostics"].contains(uri)) return out;
  for (const auto& d : state["diagnostics"][uri]) out.push_back(d["code"]);
  return out;
}

TEST(LanguageServerClient, EditsFixesCompletesAndHoversAsLintSees) {
  if (!fs::exists(kScriptDir / "node_modules" / "vscode-jsonrpc") ||
      !fs::exists(kScriptDir / "node_modules" / "vscode-languageserver-protocol")) {
    FAIL() << "the npm test helpers are missing: run tools/scripts/setup.sh test (npm ci in tests/js)";
  }
  test::TempDir dir, lint_dir;
  const fs::path bank = test::copy_bank(dir.path());
  test::copy_bank(lint_dir.path());
  const fs::path file = pick_question(bank);
  ASSERT_FALSE(file.empty()) << "no question with related ids and a long word in its stem";
  const std::string relative = file.lexically_relative(dir.path()).generic_string();  // bank/...
  const std::string uri = server::path_to_uri(file);

  const auto run =
      test::run_program({"node", (kScriptDir / "lsp_session.js").string(), QBANK_BINARY, bank.string(), file.string()},
                        {}, {}, {"LANGUAGE=nl"}, 600);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const json out = json::parse(run.out);
  EXPECT_EQ(out["exitCode"], 0);
  EXPECT_EQ(out["errors"], json::array()) << "the server logged errors";
  EXPECT_EQ(out["server"]["name"], "qbank");
  EXPECT_EQ(out["sync"]["change"], 2) << "incremental sync";

  const json& states = out["states"];
  ASSERT_EQ(states.size(), 7u);
  // Every state: the diagnostics of every file of the bank equal lint's for the same text.
  for (const auto& state : states) {
    test::write_file(lint_dir.path() / relative, state["text"].get<std::string>());
    const auto expected = lint_as_lsp(lint_dir.path(), bank, {{relative, state["text"].get<std::string>()}});
    EXPECT_EQ(comparable(state["diagnostics"]), expected) << "state " << state["name"];
  }
  // The edit into a misspelling shows it; back, the findings are those of the file as opened.
  const auto misspelt = codes_in(states[1], uri);
  EXPECT_NE(std::find(misspelt.begin(), misspelt.end(), "spelling/unknown-word"), misspelt.end()) << states[1].dump(1);
  EXPECT_EQ(states[2]["diagnostics"], states[0]["diagnostics"]);
  // The quick fixes on a misspelt word: into `words`, a [[suppress]] with the reason to type.
  std::vector<std::string> titles;
  for (const auto& a : out["actions"]) titles.push_back(a["title"]);
  const std::string word = out["misspelt"];
  EXPECT_NE(std::find(titles.begin(), titles.end(), "Voeg `" + word + "` toe aan `words` van deze vraag"), titles.end())
      << out["actions"].dump(1);
  EXPECT_NE(std::find(titles.begin(), titles.end(), "Onderdruk `spelling/unknown-word` in deze vraag, met een reden"),
            titles.end());
  EXPECT_NE(states[3]["text"].get<std::string>().find("words = [\"" + word + "\"]"), std::string::npos);
  for (const auto& code : codes_in(states[3], uri)) EXPECT_NE(code, "spelling/unknown-word") << states[3].dump(1);
  EXPECT_EQ(out["shown"]["uri"], uri);
  EXPECT_NE(states[4]["text"].get<std::string>().find(
                "[[suppress]]\nrule = \"spelling/unknown-word\"\nreason = \"een woord uit de opgave\"\n"),
            std::string::npos)
      << states[4]["text"];
  for (const auto& code : codes_in(states[4], uri)) EXPECT_NE(code, "spelling/unknown-word");
  // Hover on the rule id: what `qbank explain` prints.
  const auto explain = test::run_qbank({"explain", "spelling/unknown-word"}, bank);
  EXPECT_EQ(out["hover"]["contents"]["value"], explain.out);
  EXPECT_EQ(out["hover"]["contents"]["kind"], "markdown");
  // A related id cut short: a dangling link here, and findings in the question it named.
  const auto truncated = codes_in(states[5], uri);
  EXPECT_NE(std::find(truncated.begin(), truncated.end(), "graph/dangling-link"), truncated.end()) << states[5].dump(1);
  EXPECT_NE(states[5]["diagnostics"], states[4]["diagnostics"]);
  // Completion of the related id from its first letters, and its definition.
  const std::string id = out["completed"];
  bool offered = false;
  for (const auto& item : out["completion"]) {
    EXPECT_TRUE(item["label"].get<std::string>().starts_with(id.substr(0, 3))) << item;
    offered = offered || (item["label"] == id && item["newText"] == id);
  }
  EXPECT_TRUE(offered) << out["completion"].dump(1);
  std::string target;
  for (const auto& e : fs::recursive_directory_iterator(bank)) {
    if (e.path().filename() == id + ".toml") target = server::path_to_uri(e.path());
  }
  EXPECT_EQ(out["definition"]["uri"], target);
}

}  // namespace
}  // namespace qbank::server_client_test
