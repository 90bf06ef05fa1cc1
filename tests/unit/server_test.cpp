// The language server without a process: framing, UTF-16 positions, URIs, the TOML context of a
// position, and the requests and notifications on a bank in an in-memory file system.
#include "server/server.h"

#include <gtest/gtest.h>

#include "server/protocol.h"
#include "server/toml_context.h"
#include "server/transport.h"
#include "test_util.h"

namespace qbank::server_test {
namespace {

using nlohmann::json;
using server::FrameReader;
using server::LineMap;
using server::LspPosition;
using server::LspRange;

TEST(ServerFraming, SplitsMessagesFedInPieces) {
  FrameReader r;
  const std::string two = server::frame_message("{\"a\":1}") + server::frame_message("{\"b\":\"é\"}");
  for (char c : two) r.feed(std::string_view(&c, 1));
  auto m = r.next();
  ASSERT_EQ(m.status, FrameReader::Status::Message);
  EXPECT_EQ(m.body, "{\"a\":1}");
  m = r.next();
  ASSERT_EQ(m.status, FrameReader::Status::Message);
  EXPECT_EQ(m.body, "{\"b\":\"é\"}");
  EXPECT_EQ(r.next().status, FrameReader::Status::NeedMore);
  EXPECT_EQ(r.buffered(), 0u);
}

TEST(ServerFraming, WaitsForTheWholeBody) {
  FrameReader r;
  r.feed("Content-Length: 10\r\n\r\n12345");
  EXPECT_EQ(r.next().status, FrameReader::Status::NeedMore);
  r.feed("67890");
  const auto m = r.next();
  ASSERT_EQ(m.status, FrameReader::Status::Message);
  EXPECT_EQ(m.body, "1234567890");
}

TEST(ServerFraming, ReadsOtherHeadersAndAnyCase) {
  FrameReader r;
  r.feed("content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH:  2 \r\n\r\n{}");
  const auto m = r.next();
  ASSERT_EQ(m.status, FrameReader::Status::Message);
  EXPECT_EQ(m.body, "{}");
}

TEST(ServerFraming, SkipsABadHeaderAndReadsTheNextMessage) {
  FrameReader r;
  r.feed("Content-Type: x\r\n\r\n");
  r.feed("Content-Length: abc\r\n\r\n");
  r.feed(server::frame_message("{}"));
  auto m = r.next();
  EXPECT_EQ(m.status, FrameReader::Status::Error);
  EXPECT_NE(m.error.find("Content-Length"), std::string::npos) << m.error;
  m = r.next();
  EXPECT_EQ(m.status, FrameReader::Status::Error);
  EXPECT_NE(m.error.find("ongeldige"), std::string::npos) << m.error;
  m = r.next();
  ASSERT_EQ(m.status, FrameReader::Status::Message);
  EXPECT_EQ(m.body, "{}");
}

TEST(ServerFraming, DropsABodyOverTheLimitAsItArrives) {
  FrameReader r;
  const std::size_t big = server::kMaxMessageBytes + 10;
  r.feed("Content-Length: " + std::to_string(big) + "\r\n\r\n" + std::string(1000, 'x'));
  const auto m = r.next();
  EXPECT_EQ(m.status, FrameReader::Status::Error);
  r.feed(std::string(big - 1000, 'x'));
  EXPECT_EQ(r.buffered(), 0u);
  r.feed(server::frame_message("[1]"));
  const auto after = r.next();
  ASSERT_EQ(after.status, FrameReader::Status::Message);
  EXPECT_EQ(after.body, "[1]");
}

TEST(ServerPositions, CountUtf16UnitsFromZero) {
  // é: two bytes, one unit; 😀: four bytes, two units (a surrogate pair).
  const std::string text = "a = \"é😀x\"\r\nb\n";
  const LineMap map(text);
  ASSERT_EQ(map.line_count(), 3u);
  // qbank: line 1, column 8 is `x` (code points a,' ','=',' ','"','é','😀','x').
  const std::size_t x = map.offset(Position{1, 8});
  EXPECT_EQ(text[x], 'x');
  EXPECT_EQ(map.lsp_position(x), (LspPosition{0, 8}));
  EXPECT_EQ(map.offset(LspPosition{0, 8}), x);
  EXPECT_EQ(map.qbank_position(x), (Position{1, 8}));
  // The end of line 1 is before its \r\n; a character past it is clamped there.
  EXPECT_EQ(map.offset(LspPosition{0, 99}), text.find('\r'));
  EXPECT_EQ(map.lsp_position(text.find('b')), (LspPosition{1, 0}));
  // Past the last line: the end of the text.
  EXPECT_EQ(map.offset(LspPosition{7, 0}), text.size());
  EXPECT_EQ(map.range(Span{{1, 6}, {1, 8}}), (LspRange{{0, 5}, {0, 8}}));
  EXPECT_EQ(map.range(Span{}), (LspRange{}));
}

TEST(ServerPositions, AByteOrderMarkIsACharacterToLspButNoColumnToQbank) {
  const std::string text = "\xEF\xBB\xBFstem = 1\n";
  const LineMap map(text);
  EXPECT_EQ(map.offset(Position{1, 1}), 3u);
  EXPECT_EQ(map.lsp_position(3), (LspPosition{0, 1}));
  EXPECT_EQ(map.range(Span{{1, 1}, {1, 5}}), (LspRange{{0, 1}, {0, 5}}));
}

TEST(ServerUris, RoundTripWithEscapes) {
  const std::filesystem::path p = "/tmp/mijn bank/één#1.toml";
  const std::string uri = server::path_to_uri(p);
  EXPECT_EQ(uri, "file:///tmp/mijn%20bank/%C3%A9%C3%A9n%231.toml");
  EXPECT_EQ(server::uri_to_path(uri), p);
  EXPECT_EQ(server::uri_to_path("file://localhost/a/b.toml"), std::filesystem::path("/a/b.toml"));
  EXPECT_EQ(server::uri_to_path("untitled:Untitled-1"), std::nullopt);
  EXPECT_EQ(server::uri_to_path("file://elders/a.toml"), std::nullopt);
}

TEST(ServerTomlContext, FindsTheKeyAndTableAroundAPosition) {
  const std::string text =
      "stem = \"Wat [is] dit?\"\nrelated = [\n  \"a-b\",\n  \"c\n]\n\n[[suppress]]\nrule = \"style/x\"\n# related = "
      "[\"\n";
  auto at = [&](const std::string& marker, std::size_t delta) { return text.find(marker) + delta; };
  auto c = server::toml_context(text, at("\"a-b\"", 3));
  EXPECT_EQ(c.key, "related");
  EXPECT_TRUE(c.in_string);
  EXPECT_EQ(text.substr(c.word_begin, c.word_end - c.word_begin), "a-b");
  c = server::toml_context(text, at("\"c", 2));
  EXPECT_EQ(c.key, "related");
  EXPECT_TRUE(c.in_string);
  c = server::toml_context(text, at("style/x", 6));
  EXPECT_EQ(c.table, "suppress");
  EXPECT_EQ(c.key, "rule");
  EXPECT_EQ(text.substr(c.word_begin, c.word_end - c.word_begin), "style/x");
  c = server::toml_context(text, at("[is]", 1));
  EXPECT_EQ(c.key, "stem");
  EXPECT_TRUE(c.in_string);
  c = server::toml_context(text, text.size() - 2);  // in the comment's "string": no key
  EXPECT_EQ(c.key, "");
  EXPECT_FALSE(c.in_string);
  // An array still being typed ends where a table header or a key begins.
  const std::string open = "related = [\"a\", \"b\n\n[[suppress]]\nrule = \"st\"\n";
  c = server::toml_context(open, open.find("st\"") + 2);
  EXPECT_EQ(c.table, "suppress");
  EXPECT_EQ(c.key, "rule");
  EXPECT_TRUE(c.in_string);
}

// A client in the test: the messages the server wrote, and helpers to send.
struct Session {
  MemoryFileSystem fs;
  std::vector<json> out;
  server::Server srv{fs, [this](const std::string& body) { out.push_back(json::parse(body)); }, 2};
  int next_id = 1;

  json request(const std::string& method, json params) {
    const int id = next_id++;
    srv.handle(json({{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", std::move(params)}}).dump());
    for (const auto& m : out) {
      if (m.contains("id") && m["id"] == id && !m.contains("method")) return m;
    }
    ADD_FAILURE() << "no response to " << method;
    return nullptr;
  }
  void notify(const std::string& method, json params) {
    srv.handle(json({{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}}).dump());
  }
  // The last diagnostics published for `uri`.
  std::optional<json> diagnostics(const std::string& uri) const {
    std::optional<json> last;
    for (const auto& m : out) {
      if (m.value("method", "") == "textDocument/publishDiagnostics" && m["params"]["uri"] == uri)
        last = m["params"]["diagnostics"];
    }
    return last;
  }
  void initialize(json capabilities = json::object()) {
    const json r =
        request("initialize", {{"processId", nullptr}, {"rootUri", nullptr}, {"capabilities", capabilities}});
    ASSERT_TRUE(r.contains("result")) << r.dump();
    notify("initialized", json::object());
  }
  void open(const std::string& path, const std::string& text) {
    notify("textDocument/didOpen",
           {{"textDocument", {{"uri", "file://" + path}, {"languageId", "toml"}, {"version", 1}, {"text", text}}}});
  }
};

const char* const kBankConfig =
    "language = \"nl\"\n[rules]\nanswer = \"off\"\nexplanation = \"off\"\nduplicate = \"off\"\nstyle = \"off\"\n"
    "\"graph/orphan\" = \"off\"\n";

std::string question(const std::string& stem, const std::string& related = "") {
  std::string q = "stem = \"" + stem + "\"\n";
  q += "explanation = \"De processor leest de gewichten uit het geheugen.\"\n";
  if (!related.empty()) q += "related = [" + related + "]\n";
  q += "\n[[options]]\ntext = \"De vermenigvuldigingen van de gewichten\"\ncorrect = true\n\n"
       "[[options]]\ntext = \"De optelling van de posities\"\n\n[[options]]\ntext = \"Het opsplitsen van de tekst\"\n";
  return q;
}

void add_bank(MemoryFileSystem& fs) {
  fs.add_directory("/mem/bank");
  fs.add_file("/mem/bank/qbank.toml", kBankConfig);
  fs.add_directory("/mem/bank/geheugen");
  fs.add_file("/mem/bank/geheugen/topic.toml", "title = \"Geheugen\"\n");
  fs.add_file("/mem/bank/geheugen/eerste.toml",
              question("Welke berekeningen bepalen het geheugenverkeer?", "\"tweede\""));
  fs.add_file("/mem/bank/geheugen/tweede.toml", question("Wat leest een processor uit het geheugen?", "\"eerste\""));
}

std::vector<std::string> codes(const json& diagnostics) {
  std::vector<std::string> out;
  for (const auto& d : diagnostics) out.push_back(d.value("code", ""));
  return out;
}

TEST(ServerSession, AnswersBeforeInitializeOnlyWithAnError) {
  Session s;
  const json r = s.request("textDocument/hover", json::object());
  EXPECT_EQ(r["error"]["code"], -32002);
}

TEST(ServerSession, PublishesTheFindingsOfAnEditAndTheirRemoval) {
  Session s;
  add_bank(s.fs);
  s.initialize();
  const std::string path = "/mem/bank/geheugen/eerste.toml";
  const std::string uri = "file://" + path;
  const std::string stem = "Welke berekeningen bepalen het geheugenverkeer?";
  s.open(path, question(stem, "\"tweede\""));
  ASSERT_TRUE(s.diagnostics(uri));
  EXPECT_EQ(*s.diagnostics(uri), json::array());
  // A misspelling: one finding, at the word, in UTF-16 units ("é" before it counts one).
  const std::string wrong = "Hoeveel cafés berekenigen het geheugenverkeer?";
  s.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 2}}},
                                      {"contentChanges", json::array({{{"text", question(wrong, "\"tweede\"")}}})}});
  auto d = s.diagnostics(uri);
  ASSERT_TRUE(d);
  ASSERT_EQ(codes(*d), (std::vector<std::string>{"spelling/unknown-word"})) << d->dump(2);
  const json& second = (*d)[0];
  EXPECT_EQ(second["range"], json::parse(R"({"start":{"line":0,"character":22},"end":{"line":0,"character":33}})"));
  EXPECT_EQ(second["severity"], 1);
  EXPECT_EQ(second["source"], "qbank");
  EXPECT_EQ(second["data"]["word"], "berekenigen");
  EXPECT_EQ(s.srv.last_run().rechecked, 2u) << "eerste, and tweede that links to it";
  EXPECT_FALSE(s.srv.last_run().full);
  // Back, by an incremental change of the two words.
  s.notify("textDocument/didChange",
           {{"textDocument", {{"uri", uri}, {"version", 3}}},
            {"contentChanges",
             json::array(
                 {{{"range", {{"start", {{"line", 0}, {"character", 8}}}, {"end", {{"line", 0}, {"character", 33}}}}},
                   {"text", "Welke berekeningen bepalen"}}})}});
  EXPECT_EQ(*s.diagnostics(uri), json::array());
}

TEST(ServerSession, BankWideFindingsFollowAnEditInAnotherFile) {
  Session s;
  add_bank(s.fs);
  s.initialize();
  // Dropping the back link of `tweede` makes the link from `eerste` one-way: a finding in eerste.toml.
  s.open("/mem/bank/geheugen/tweede.toml", question("Wat leest een processor uit het geheugen?"));
  const auto d = s.diagnostics("file:///mem/bank/geheugen/eerste.toml");
  ASSERT_TRUE(d);
  EXPECT_EQ(codes(*d), std::vector<std::string>{"graph/one-way-link"});
  // Its fix edits the other file; offered as a code action in eerste.toml.
  const json r =
      s.request("textDocument/codeAction", {{"textDocument", {{"uri", "file:///mem/bank/geheugen/eerste.toml"}}},
                                            {"range", (*d)[0]["range"]},
                                            {"context", {{"diagnostics", *d}}}});
  bool found = false;
  for (const auto& a : r["result"]) {
    if (a.contains("edit") && a["edit"]["changes"].contains("file:///mem/bank/geheugen/tweede.toml")) {
      found = true;
      EXPECT_TRUE(a["isPreferred"].get<bool>());
    }
  }
  EXPECT_TRUE(found) << r.dump(2);
}

TEST(ServerSession, OffersWordsVocabularyAndSuppression) {
  Session s;
  add_bank(s.fs);
  s.initialize({{"window", {{"showDocument", {{"support", true}}}}}});
  const std::string uri = "file:///mem/bank/geheugen/eerste.toml";
  s.open("/mem/bank/geheugen/eerste.toml", question("Welke berekenigen bepalen het geheugenverkeer?", "\"tweede\""));
  const auto d = s.diagnostics(uri);
  ASSERT_TRUE(d && d->size() == 1) << (d ? d->dump() : "");
  const json r =
      s.request("textDocument/codeAction",
                {{"textDocument", {{"uri", uri}}}, {"range", (*d)[0]["range"]}, {"context", {{"diagnostics", *d}}}});
  std::map<std::string, json> by_title;
  for (const auto& a : r["result"]) by_title[a["title"]] = a;
  ASSERT_TRUE(by_title.count("Voeg `berekenigen` toe aan `words` van deze vraag")) << r.dump(2);
  const json words = by_title["Voeg `berekenigen` toe aan `words` van deze vraag"]["edit"]["changes"][uri][0];
  // After the last top-level key (related, line 2), before the blank line above the first table.
  EXPECT_EQ(words["newText"], "words = [\"berekenigen\"]\n");
  EXPECT_EQ(words["range"]["start"], json::parse(R"({"line":3,"character":0})"));
  const std::string suppress = "Onderdruk `spelling/unknown-word` in deze vraag, met een reden";
  ASSERT_TRUE(by_title.count(suppress)) << r.dump(2);
  const json& action = by_title[suppress];
  EXPECT_EQ(action["edit"]["changes"][uri][0]["newText"],
            "\n[[suppress]]\nrule = \"spelling/unknown-word\"\nreason = \"\"\n");
  EXPECT_EQ(action["command"]["command"], "qbank.selectRange");
  // The reason's quotes are on line 16 of the new text (the question has 13 lines, a blank one
  // follows, then the header and the rule).
  EXPECT_EQ(action["command"]["arguments"][1]["start"], json::parse(R"({"line":16,"character":10})"));
  bool vocabulary = false;
  for (const auto& [title, a] : by_title)
    vocabulary = vocabulary || title.find("woordenlijst van de bank") != std::string::npos;
  EXPECT_FALSE(vocabulary) << "the word list does not exist and the client cannot create files";
}

TEST(ServerSession, CompletesHoversAndGoesToDefinition) {
  Session s;
  add_bank(s.fs);
  s.fs.add_file("/mem/bank/geheugen/derde.toml", question("Wat is een cache?", "\"eerste\", \"tw\""));
  s.initialize({{"textDocument",
                 {{"hover", {{"contentFormat", json::array({"markdown"})}}},
                  {"documentSymbol", {{"hierarchicalDocumentSymbolSupport", true}}}}}});
  const std::string uri = "file:///mem/bank/geheugen/derde.toml";
  const std::string text = question("Wat is een cache?", "\"eerste\", \"tw\"") +
                           "\n[[suppress]]\nrule = \"graph/o\"\nreason = \"omdat het kan\"\n";
  s.open("/mem/bank/geheugen/derde.toml", text);
  // Completion after "tw in related (line 2, character 24).
  json r = s.request("textDocument/completion",
                     {{"textDocument", {{"uri", uri}}}, {"position", {{"line", 2}, {"character", 24}}}});
  ASSERT_EQ(r["result"]["items"].size(), 1u) << r.dump(2);
  EXPECT_EQ(r["result"]["items"][0]["label"], "tweede");
  EXPECT_EQ(r["result"]["items"][0]["textEdit"]["newText"], "tweede");
  EXPECT_EQ(r["result"]["items"][0]["detail"], "Wat leest een processor uit het geheugen?");
  // Rule ids in [[suppress]].
  r = s.request("textDocument/completion",
                {{"textDocument", {{"uri", uri}}}, {"position", {{"line", 15}, {"character", 15}}}});
  std::vector<std::string> labels;
  for (const auto& i : r["result"]["items"]) labels.push_back(i["label"]);
  EXPECT_EQ(labels, (std::vector<std::string>{"graph/one-way-link", "graph/orphan"}));
  // Hover on a rule id: the explain text.
  r = s.request("textDocument/hover",
                {{"textDocument", {{"uri", uri}}}, {"position", {{"line", 15}, {"character", 10}}}});
  EXPECT_EQ(r["result"], nullptr) << "graph/o is no rule";
  s.notify("textDocument/didChange",
           {{"textDocument", {{"uri", uri}, {"version", 2}}},
            {"contentChanges",
             json::array({{{"range",
                            {{"start", {{"line", 15}, {"character", 15}}}, {"end", {{"line", 15}, {"character", 15}}}}},
                           {"text", "ne-way-link"}}})}});
  r = s.request("textDocument/hover",
                {{"textDocument", {{"uri", uri}}}, {"position", {{"line", 15}, {"character", 10}}}});
  ASSERT_TRUE(r["result"].is_object()) << r.dump();
  EXPECT_EQ(r["result"]["contents"]["kind"], "markdown");
  EXPECT_NE(
      r["result"]["contents"]["value"].get<std::string>().find("Standaardernst: info. Gedefinieerd in: ingebouwd."),
      std::string::npos)
      << r.dump();
  // Go to definition on "eerste" in related.
  r = s.request("textDocument/definition",
                {{"textDocument", {{"uri", uri}}}, {"position", {{"line", 2}, {"character", 14}}}});
  EXPECT_EQ(r["result"]["uri"], "file:///mem/bank/geheugen/eerste.toml") << r.dump();
  // The outline: stem, the options A to C, related, the suppression.
  r = s.request("textDocument/documentSymbol", {{"textDocument", {{"uri", uri}}}});
  std::vector<std::string> names;
  for (const auto& sym : r["result"]) names.push_back(sym["name"]);
  EXPECT_EQ(names, (std::vector<std::string>{"stam", "toelichting", "related", "optie A", "optie B", "optie C",
                                             "suppress graph/one-way-link"}));
}

TEST(ServerSession, PicksUpFilesChangedOutsideTheEditor) {
  Session s;
  add_bank(s.fs);
  s.initialize({{"workspace", {{"didChangeWatchedFiles", {{"dynamicRegistration", true}}}}}});
  // The server asks to be told about the bank's files.
  bool registered = false;
  for (const auto& m : s.out) registered = registered || m.value("method", "") == "client/registerCapability";
  EXPECT_TRUE(registered);
  s.open("/mem/bank/geheugen/eerste.toml", question("Welke berekeningen bepalen het geheugenverkeer?", "\"tweede\""));
  const std::string uri = "file:///mem/bank/geheugen/eerste.toml";
  ASSERT_EQ(*s.diagnostics(uri), json::array());
  // tweede.toml loses its back link on disk (a git pull, another program): eerste.toml's link is one-way.
  s.fs.add_file("/mem/bank/geheugen/tweede.toml", question("Wat leest een processor uit het geheugen?"));
  s.notify("workspace/didChangeWatchedFiles",
           {{"changes", json::array({{{"uri", "file:///mem/bank/geheugen/tweede.toml"}, {"type", 2}}})}});
  EXPECT_EQ(codes(*s.diagnostics(uri)), std::vector<std::string>{"graph/one-way-link"});
  EXPECT_FALSE(s.srv.last_run().full);
  EXPECT_EQ(s.srv.last_run().rechecked, 2u) << "tweede, and eerste that links to it";
  // A new question file: the bank is read again, and the new file's own findings come with it.
  s.fs.add_file("/mem/bank/geheugen/derde.toml", question("Wat is een cahce?"));
  s.notify("workspace/didChangeWatchedFiles",
           {{"changes", json::array({{{"uri", "file:///mem/bank/geheugen/derde.toml"}, {"type", 1}}})}});
  EXPECT_TRUE(s.srv.last_run().full);
  const auto d = s.diagnostics("file:///mem/bank/geheugen/derde.toml");
  ASSERT_TRUE(d);
  EXPECT_EQ(codes(*d), (std::vector<std::string>{"graph/related-count", "spelling/unknown-word"}));
}

TEST(ServerSession, KeepsRunningOnBadInput) {
  Session s;
  add_bank(s.fs);
  s.initialize();
  s.srv.handle("{nee");
  ASSERT_FALSE(s.out.empty());
  EXPECT_EQ(s.out[s.out.size() - 2]["error"]["code"], -32700);
  s.srv.handle("42");
  EXPECT_EQ(s.out.back()["error"]["code"], -32600);
  EXPECT_EQ(s.request("textDocument/nietBestaand", json::object())["error"]["code"], -32601);
  const std::size_t before = s.out.size();
  s.notify("qbank/nietBestaand", json::object());
  EXPECT_EQ(s.out.size(), before) << "an unknown notification is ignored";
  EXPECT_EQ(s.request("textDocument/hover", {{"textDocument", 5}})["error"]["code"], -32602);
  // A file outside any bank: one note, no findings.
  s.fs.add_directory("/elders");
  s.open("/elders/los.toml", "stem = 1\n");
  const auto d = s.diagnostics("file:///elders/los.toml");
  ASSERT_TRUE(d && d->size() == 1);
  EXPECT_EQ((*d)[0]["severity"], 3);
  EXPECT_NE((*d)[0]["message"].get<std::string>().find("geen vragenbank"), std::string::npos);
  // A broken qbank.toml: a finding on it, the rest of the bank quiet.
  s.open("/mem/bank/qbank.toml", "language = \n");
  const auto c = s.diagnostics("file:///mem/bank/qbank.toml");
  ASSERT_TRUE(c && !c->empty());
  EXPECT_EQ((*c)[0]["code"], "syntax/parse-error");
  // Still answering, and shutdown then exit.
  EXPECT_EQ(s.request("shutdown", nullptr)["result"], nullptr);
  s.notify("exit", nullptr);
  EXPECT_TRUE(s.srv.exited());
  EXPECT_EQ(s.srv.exit_code(), 0);
}

// The bytes of a whole session on standard input, the messages on standard output.
std::vector<json> server_frames(const std::string& out) {
  std::vector<json> messages;
  FrameReader r;
  r.feed(out);
  for (auto m = r.next(); m.status == FrameReader::Status::Message; m = r.next())
    messages.push_back(json::parse(m.body));
  return messages;
}

std::string rpc(const json& message) { return server::frame_message(message.dump()); }

TEST(ServerProcess, AnswersEveryBadInputAndKeepsRunning) {
  test::TempDir dir;
  // A bank whose qbank.toml is broken, a bank with a 10 MB question, and a file in no bank.
  dir.write("kapot/qbank.toml", "language = \n");
  const auto broken = dir.write("kapot/t/vraag.toml", test::sample_question());
  dir.write("groot/qbank.toml", "language = \"nl\"\n");
  dir.write("groot/t/topic.toml", "title = \"Groot\"\n");
  const auto big = dir.write("groot/t/groot.toml", "stem = \"x\"\n");
  const auto loose = dir.write("elders/los.toml", "stem = 1\n");
  auto open = [](const std::filesystem::path& p, const std::string& text) {
    return rpc({{"jsonrpc", "2.0"},
                {"method", "textDocument/didOpen"},
                {"params",
                 {{"textDocument",
                   {{"uri", server::path_to_uri(p)}, {"languageId", "toml"}, {"version", 1}, {"text", text}}}}}});
  };
  std::string in;
  in += rpc({{"jsonrpc", "2.0"},
             {"id", 0},
             {"method", "textDocument/hover"},
             {"params", json::object()}});  // before initialize
  in += rpc({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"}, {"params", {{"capabilities", json::object()}}}});
  in += "Content-Length: 5\r\n\r\n{nee}";                                       // malformed JSON
  in += "Content-Type: application/json\r\n\r\n";                               // no Content-Length
  in += "Content-Length: twaalf\r\n\r\n";                                       // a bad one
  in += rpc({{"jsonrpc", "2.0"}, {"id", 2}, {"method", "qbank/bestaatNiet"}});  // unknown request
  in += rpc({{"jsonrpc", "2.0"}, {"method", "qbank/bestaatNiet"}});             // unknown notification
  in += rpc({{"jsonrpc", "2.0"}, {"id", 3}, {"method", "textDocument/hover"}, {"params", {{"textDocument", 7}}}});
  in += rpc(json::array());  // an empty batch
  in += open(loose, "stem = 1\n");
  in += open(broken, test::sample_question());
  in += open(big, "stem = \"" + std::string(10u * 1024 * 1024, 'a') + "\"\n");
  in += rpc({{"jsonrpc", "2.0"},
             {"id", 4},
             {"method", "textDocument/documentSymbol"},
             {"params", {{"textDocument", {{"uri", server::path_to_uri(big)}}}}}});
  in += rpc({{"jsonrpc", "2.0"}, {"id", 5}, {"method", "shutdown"}});
  in += rpc({{"jsonrpc", "2.0"}, {"method", "exit"}});
  const auto r = test::run_qbank({"server"}, dir.path(), in);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  // The same input, the same bytes.
  EXPECT_EQ(test::run_qbank({"server"}, dir.path(), in).out, r.out);
  const auto messages = server_frames(r.out);
  std::map<std::string, json> responses;    // by id
  std::map<std::string, json> diagnostics;  // by uri
  std::vector<std::string> logged;
  for (const auto& m : messages) {
    if (m.contains("method") && m["method"] == "textDocument/publishDiagnostics") {
      diagnostics[m["params"]["uri"]] = m["params"]["diagnostics"];
    } else if (m.contains("method") && m["method"] == "window/logMessage") {
      logged.push_back(m["params"]["message"]);
    } else if (m.contains("id")) {
      responses[m["id"].dump()] = m;
    }
  }
  EXPECT_EQ(responses["0"]["error"]["code"], -32002);
  EXPECT_TRUE(responses["1"].contains("result"));
  EXPECT_EQ(responses["null"]["error"]["code"], -32600) << "the last error without an id: the empty batch";
  EXPECT_EQ(responses["2"]["error"]["code"], -32601);
  EXPECT_EQ(responses["2"]["error"]["message"], "onbekende methode `qbank/bestaatNiet`");
  EXPECT_EQ(responses["3"]["error"]["code"], -32602);
  EXPECT_TRUE(responses["4"]["result"].is_array()) << responses["4"];
  EXPECT_EQ(responses["5"]["result"], nullptr);
  std::size_t parse_errors = 0;
  for (const auto& m : messages) parse_errors += m.contains("error") && m["error"]["code"] == -32700 ? 1 : 0;
  EXPECT_EQ(parse_errors, 1u);
  auto logged_with = [&](const std::string& part) {
    return std::any_of(logged.begin(), logged.end(),
                       [&](const std::string& l) { return l.find(part) != std::string::npos; });
  };
  EXPECT_TRUE(logged_with("zonder Content-Length")) << testing::PrintToString(logged);
  EXPECT_TRUE(logged_with("ongeldige Content-Length")) << testing::PrintToString(logged);
  EXPECT_TRUE(logged_with("geen geldige JSON")) << testing::PrintToString(logged);
  ASSERT_EQ(diagnostics[server::path_to_uri(loose)].size(), 1u);
  EXPECT_EQ(diagnostics[server::path_to_uri(loose)][0]["severity"], 3);
  const json& config = diagnostics[server::path_to_uri(dir.path() / "kapot/qbank.toml")];
  ASSERT_FALSE(config.empty());
  EXPECT_EQ(config[0]["code"], "syntax/parse-error");
  const json& large = diagnostics[server::path_to_uri(big)];
  ASSERT_EQ(large.size(), 1u) << large;
  EXPECT_EQ(large[0]["code"], "syntax/too-large");
}

}  // namespace
}  // namespace qbank::server_test
