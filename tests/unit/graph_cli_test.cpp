// `qbank graph`: exact Mermaid, JSON and DOT output for a small bank that has every kind of node
// and edge (and text that needs escaping), DOT rendered by Graphviz, and the exit codes.
#include <gtest/gtest.h>

#include <cstdlib>
#include <nlohmann/json.hpp>
#include <sstream>

#include "graph/link_graph.h"
#include "graph/topic_graph.h"
#include "graph/view.h"
#include "graph/writers.h"
#include "test_util.h"

namespace qbank::graph_cli_test {
namespace {
namespace fs = std::filesystem;

std::string question(const std::string& stem, const std::string& extra) {
  return "stem = \"" + stem + "\"\nexplanation = \"De toelichting legt uit waarom de tweede optie de juiste is.\"\n" +
         extra + "\n[[options]]\ntext = \"Eerste optie\"\n\n[[options]]\ntext = \"Tweede optie\"\ncorrect = true\n";
}

// hardware: hbm <-> sram (a draft), hbm -> a missing id; rekenen (needs hardware): matmul <-> hbm,
// matmul -> itself, and a question without links.
void write_bank(const test::TempDir& dir) {
  dir.write("bank/qbank.toml", "language = \"nl\"\n");
  dir.write("bank/hardware/topic.toml", "title = \"Hardware \\\"voor\\\" AI & <co> #1\"\n");
  dir.write("bank/rekenen/topic.toml", "title = \"Rekenen\"\nprerequisites = [\"hardware\"]\n");
  dir.write("bank/hardware/hbm.toml", question("Wat is \\\"HBM\\\" <precies> & waarom `#1`?",
                                               "related = [\"sram\", \"matmul\", \"bestaat-niet\"]\n"));
  dir.write("bank/hardware/sram.toml",
            question("Waar zit het SRAM op een GPU?", "related = [\"hbm\"]\nstatus = \"draft\"\n"));
  dir.write("bank/rekenen/matmul.toml",
            question("Hoeveel bewerkingen kost een matrixvermenigvuldiging van twee n × n matrices, uitgeschreven met "
                     "drie geneste lussen?",
                     "related = [\"matmul\", \"hbm\", \"matmul\"]\n"));
  dir.write("bank/rekenen/losse-vraag.toml", question("Welke vraag verwijst nergens naar?", ""));
}

const char* const kMermaid = R"golden(flowchart LR
  subgraph t1["Hardware #quot;voor#quot; AI #amp; #lt;co#gt; #35;1"]
    q1["hbm"]
    q2["sram (draft)"]
  end
  subgraph t2["Rekenen"]
    q3["losse-vraag"]
    q4["matmul"]
  end
  m1["bestaat-niet (ontbreekt)"]
  q1 <--> q2
  q1 <--> q4
  q1 -.-> m1
  q4 --> q4
  classDef missing fill:#ffffff,stroke:#d00000,color:#d00000,stroke-dasharray:5 5
  class m1 missing
  classDef unpublished fill:#ffffff,stroke:#777777,color:#777777,stroke-dasharray:3 3
  class q2 unpublished
  linkStyle 2 stroke:#d00000,color:#d00000
)golden";

const char* const kDot = R"golden(digraph qbank {
  graph [rankdir=LR, fontname="Helvetica", fontsize=12, newrank=true];
  node [shape=box, style="rounded,filled", fillcolor="#f4f6f8", color="#5b6b7b", fontname="Helvetica", fontsize=10];
  edge [color="#5b6b7b", arrowsize=0.7];
  subgraph "cluster_hardware" {
    label="Hardware \"voor\" AI & <co> #1";
    tooltip="hardware";
    style="rounded"; color="#b8c2cc"; fontcolor="#2c3e50";
    "hbm" [label="hbm", tooltip="Wat is \"HBM\" <precies> & waarom `#1`?"];
    "sram" [label="sram (draft)", tooltip="Waar zit het SRAM op een GPU?", style="rounded,dashed", fontcolor="#777777"];
  }
  subgraph "cluster_rekenen" {
    label="Rekenen";
    tooltip="rekenen";
    style="rounded"; color="#b8c2cc"; fontcolor="#2c3e50";
    "losse-vraag" [label="losse-vraag", tooltip="Welke vraag verwijst nergens naar?"];
    "matmul" [label="matmul", tooltip="Hoeveel bewerkingen kost een matrixvermenigvuldiging van twee n × n matrices…"];
  }
  "ontbreekt:bestaat-niet" [label="bestaat-niet (ontbreekt)", tooltip="geen vraag met dit id", style="dashed", color="#d00000", fontcolor="#d00000"];
  "hbm" -> "sram" [dir=both];
  "hbm" -> "matmul" [dir=both];
  "hbm" -> "ontbreekt:bestaat-niet" [color="#d00000", style="dashed"];
  "matmul" -> "matmul";
}
)golden";

TEST(GraphCommand, MermaidOutputIsExact) {
  test::TempDir dir;
  write_bank(dir);
  const auto r = test::run_qbank({"graph", "bank", "--format", "mermaid"}, dir.path());
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, kMermaid);
  EXPECT_EQ(r.err, "");
}

TEST(GraphCommand, DotOutputIsExactAndIsTheDefault) {
  test::TempDir dir;
  write_bank(dir);
  const auto r = test::run_qbank({"graph", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, kDot);
}

TEST(GraphCommand, DotRendersWithGraphviz) {
  if (std::system("command -v dot >/dev/null 2>&1") != 0) {
    GTEST_SKIP() << "Graphviz `dot` is not installed (tools/scripts/setup.sh test installs it); not rendering";
  }
  test::TempDir dir;
  write_bank(dir);
  // The real bank and the small one with every kind of node, edge and escape.
  const auto real = test::run_qbank({"graph", test::bank_dir().string(), "--format", "dot"});
  ASSERT_EQ(real.exit_code, 0) << real.err;
  const auto small = test::run_qbank({"graph", "bank", "--format", "dot"}, dir.path());
  ASSERT_EQ(small.exit_code, 0) << small.err;
  for (const auto& [name, text] : {std::pair{"real", real.out}, std::pair{"small", small.out}}) {
    const fs::path in = dir.write(std::string(name) + ".dot", text);
    const fs::path svg = dir.path() / (std::string(name) + ".svg");
    const fs::path err = dir.path() / (std::string(name) + ".err");
    const std::string cmd = "dot -Tsvg '" + in.string() + "' -o '" + svg.string() + "' 2>'" + err.string() + "'";
    ASSERT_EQ(std::system(cmd.c_str()), 0) << name << ": " << test::read_file(err);
    EXPECT_EQ(test::read_file(err), "") << name;  // no warnings either
    const std::string out = test::read_file(svg);
    EXPECT_NE(out.find("<svg"), std::string::npos) << name;
    if (std::string(name) == "small") {
      EXPECT_NE(out.find("bestaat&#45;niet (ontbreekt)"), std::string::npos) << out;
      EXPECT_NE(out.find("Hardware &quot;voor&quot; AI &amp; &lt;co&gt; #1"), std::string::npos) << out;
    } else {
      EXPECT_NE(out.find("AI&#45;hardware en softwarestack"), std::string::npos) << out;
    }
  }
}

TEST(GraphCommand, JsonOutputIsExact) {
  test::TempDir dir;
  write_bank(dir);
  const auto r = test::run_qbank({"graph", "bank", "--format", "json"}, dir.path());
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, test::read_file(test::tests_dir() / "fixtures" / "graph" / "writers" / "full.json"));
}

TEST(GraphCommand, TopicSelectionKeepsTheLinksThatTouchIt) {
  test::TempDir dir;
  write_bank(dir);
  const auto r = test::run_qbank({"graph", "bank", "--format", "json", "--topic", "rekenen"}, dir.path());
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, test::read_file(test::tests_dir() / "fixtures" / "graph" / "writers" / "topic-rekenen.json"));
}

TEST(GraphCommand, SameBytesEveryRun) {
  test::TempDir dir;
  write_bank(dir);
  const auto a = test::run_qbank({"graph", "bank", "--format", "json"}, dir.path());
  const auto b = test::run_qbank({"graph", "bank", "--format", "json"}, dir.path());
  EXPECT_EQ(a.out, b.out);
}

TEST(GraphCommand, ExitCodes) {
  test::TempDir dir;
  write_bank(dir);
  auto r = test::run_qbank({"graph", "bank", "--topic", "rekennen"}, dir.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "qbank: onbekend onderwerp `rekennen`; bedoel je `rekenen`?\n");

  r = test::run_qbank({"graph", "bestaat-niet"}, dir.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("pad bestaat niet: bestaat-niet"), std::string::npos) << r.err;

  r = test::run_qbank({"graph", "bank", "--format", "svg"}, dir.path());
  EXPECT_EQ(r.exit_code, 2);

  // A bank that does not load (a broken qbank.toml) is a configuration error.
  dir.write("bank/qbank.toml", "[graph]\nrelated_min = \"vijf\"\n");
  r = test::run_qbank({"graph", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("configuratiefout"), std::string::npos) << r.err;

  // Lint findings do not matter: the graph of a bank with errors is still drawn.
  dir.write("bank/qbank.toml", "");
  dir.write("bank/rekenen/kapot.toml", "stem = \"niet afgesloten\n");
  r = test::run_qbank({"graph", "bank", "--format", "mermaid"}, dir.path());
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, kMermaid);
}

TEST(GraphCommand, MermaidWarnsAboveItsDefaultLinkLimit) {
  test::TempDir dir;
  dir.write("bank/t/topic.toml", "title = \"Veel vragen\"\n");
  for (int i = 0; i < 260; ++i) {  // 520 one-way links
    dir.write("bank/t/v" + std::to_string(i) + ".toml",
              question("Vraag nummer " + std::to_string(i) + " van de reeks?",
                       "related = [\"v" + std::to_string((i + 1) % 260) + "\", \"v" + std::to_string((i + 2) % 260) +
                           "\"]\n"));
  }
  const auto r = test::run_qbank({"graph", "bank", "--format", "mermaid"}, dir.path());
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.err,
            "qbank: let op: de grafiek heeft meer dan 500 verbindingen, meer dan Mermaid standaard tekent; kies een "
            "onderwerp met --topic\n");
}

TEST(GraphWriters, EscapeEveryTextForItsFormat) {
  EXPECT_EQ(graph::dot_quote("a \"b\" \\ c\nd\te"), "\"a \\\"b\\\" \\\\ c\\nd e\"");
  EXPECT_EQ(graph::mermaid_text("a \"b\" #1 & <i> `x`\nz"), "a #quot;b#quot; #35;1 #amp; #lt;i#gt; #96;x#96; z");
}

TEST(GraphWriters, JsonParsesBackToTheSameTexts) {
  Bank bank;
  Topic t;
  t.id = "t";
  t.title = TextField::of("Titel met \\ en \" en \x01 en é", {}, 0);
  bank.topics.push_back(t);
  Question q;
  q.id = "a";
  q.topic = "t";
  q.stem = TextField::of("Stam met\ttab, \\backslash\\ en \"quotes\"", {}, 0);
  q.status = TextField::of(
      "dr\xff"
      "aft",
      {}, 0);  // not UTF-8
  bank.questions.push_back(q);
  bank.index();
  const graph::LinkGraph links(bank);
  const graph::TopicGraph topics(bank);
  std::ostringstream out;
  graph::write_json(graph::make_view(links, topics), out);
  const auto doc = nlohmann::json::parse(out.str());
  EXPECT_EQ(doc["topics"][0]["title"], "Titel met \\ en \" en \x01 en é");
  EXPECT_EQ(doc["nodes"][0]["label"], "Stam met tab, \\backslash\\ en \"quotes\"");
  EXPECT_EQ(doc["nodes"][0]["status"],
            "dr\xEF\xBF\xBD"
            "aft");
  EXPECT_EQ(doc["statistics"]["isolated"], 1);
  EXPECT_EQ(doc["statistics"]["mean_degree"], 0.0);
  EXPECT_EQ(doc["edges"], nlohmann::json::array());
}

TEST(GraphWriters, ShortenCutsAtAWordAndCollapsesWhiteSpace) {
  EXPECT_EQ(graph::shorten("  Hoeveel\n  bytes   kost  een\tgewicht?  ", 80), "Hoeveel bytes kost een gewicht?");
  EXPECT_EQ(graph::shorten("Hoeveel bytes kost een gewicht in FP16?", 20), "Hoeveel bytes kost…");
  EXPECT_EQ(graph::shorten("Gradiëntenberekeningenvolgorde", 10), "Gradiënte…");
  EXPECT_EQ(graph::shorten("", 10), "");
}

}  // namespace
}  // namespace qbank::graph_cli_test
