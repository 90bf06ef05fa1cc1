// The graph checks through the real lint run: the acceptance cases of the issue and the details
// the fixtures do not show (suppressions with `other`, settings, retired targets).
#include <gtest/gtest.h>

#include <algorithm>

#include "core/errors.h"
#include "lint/linter.h"
#include "test_util.h"

namespace qbank::graph_check_test {
namespace {
namespace fs = std::filesystem;

std::vector<Diagnostic> graph_lint(const fs::path& bank) {
  RealFileSystem fsys;
  LintOptions options;
  options.paths = {bank};
  options.jobs = 2;
  // Only the graph family: the other families have their own tests.
  auto all = run_lint(fsys, options).diagnostics;
  std::erase_if(all, [](const Diagnostic& d) { return rule_family(d.rule) != "graph"; });
  return all;
}

std::vector<Diagnostic> with_rule(const std::vector<Diagnostic>& all, std::string_view rule) {
  std::vector<Diagnostic> out;
  std::copy_if(all.begin(), all.end(), std::back_inserter(out), [&](const Diagnostic& d) { return d.rule == rule; });
  return out;
}

std::string question_file(const std::string& stem, const std::vector<std::string>& related,
                          const std::string& extra = {}) {
  std::string s = "stem = \"" + stem + "\"\n";
  s += "explanation = \"De toelichting legt uit waarom de tweede optie de juiste is.\"\n";
  s += "related = [";
  for (std::size_t i = 0; i < related.size(); ++i) s += (i ? ", \"" : "\"") + related[i] + "\"";
  s += "]\n" + extra;
  s += "\n[[options]]\ntext = \"Eerste optie\"\n\n[[options]]\ntext = \"Tweede optie\"\ncorrect = true\n\n"
       "[[options]]\ntext = \"Derde optie\"\n";
  return s;
}

TEST(GraphChecks, TheRealBankHasNoGraphFindings) {
  std::vector<std::string> found;
  for (const auto& d : graph_lint(test::bank_dir())) {
    if (rule_family(d.rule) == "graph") found.push_back(d.file + ": " + d.rule + ": " + d.message);
  }
  EXPECT_EQ(found, std::vector<std::string>{});
}

TEST(GraphChecks, ATypoInARelatedIdIsReportedAtThatElementWithTheRightId) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  const fs::path file = bank / "ai-hardware-en-softwarestack" / "kv-cache-rol.toml";
  std::string text = test::read_file(file);
  const std::string good = "\"kv-cache-lange-teksten\"";
  const auto at = text.find(good);
  ASSERT_NE(at, std::string::npos);
  text.replace(at, good.size(), "\"kv-cache-lange-tekstne\"");
  test::write_file(file, text);

  const auto found = with_rule(graph_lint(bank), "graph/dangling-link");
  ASSERT_EQ(found.size(), 1u);
  const Diagnostic& d = found[0];
  EXPECT_EQ(d.file, file.string());
  // related = ["batchgrootte-inferentie-efficientie", "prefill-en-decode", "decode-tijd-per-token", "kv-...
  EXPECT_EQ(d.span.begin.line, 5u);
  EXPECT_EQ(d.span.begin.column, 97u);
  EXPECT_EQ(d.span.end.line, 5u);
  EXPECT_EQ(d.span.end.column, 121u);
  EXPECT_EQ(d.severity, Severity::Error);
  EXPECT_EQ(d.message,
            "`related` noemt `kv-cache-lange-tekstne`, maar geen vraag in de vragenbank heeft dat id; "
            "bedoel je `kv-cache-lange-teksten`?");
  EXPECT_EQ(d.other, "kv-cache-lange-tekstne");
  ASSERT_TRUE(d.fix.has_value());
  EXPECT_EQ(d.fix->replacement, "\"kv-cache-lange-teksten\"");
  EXPECT_EQ(d.fix->span, d.span);
  // The line really holds the typo at that column (1-based, end exclusive).
  const std::string line =
      text.substr(text.find("related"), text.find('\n', text.find("related")) - text.find("related"));
  EXPECT_EQ(line.substr(d.span.begin.column - 1, d.span.end.column - d.span.begin.column),
            "\"kv-cache-lange-tekstne\"");
}

TEST(GraphChecks, AThreeTopicPrerequisiteCycleIsReportedOnceWithItsWholePath) {
  test::TempDir dir;
  dir.write("bank/qbank.toml", "[rules]\n\"graph/orphan\" = \"off\"\n\"graph/related-count\" = \"off\"\n");
  dir.write("bank/aandacht/topic.toml", "title = \"Aandacht\"\nprerequisites = [\"transformers\"]\n");
  dir.write("bank/transformers/topic.toml", "title = \"Transformers\"\n\nprerequisites = [\"kv-cache\"]\n");
  dir.write("bank/kv-cache/topic.toml",
            "title = \"KV-cache\"\nparent = \"transformers\"\nprerequisites = [\"aandacht\"]\n");
  dir.write("bank/aandacht/zelfaandacht-kosten.toml", question_file("Hoe duur is zelfaandacht per token?", {}));
  dir.write("bank/transformers/lagen-volgorde.toml", question_file("In welke volgorde staan de lagen?", {}));
  dir.write("bank/kv-cache/kv-cache-inhoud.toml", question_file("Wat bewaart de KV-cache precies?", {}));
  const auto all = graph_lint(dir.path() / "bank");
  const auto found = with_rule(all, "graph/prerequisite-cycle");
  ASSERT_EQ(found.size(), 1u);
  const Diagnostic& d = found[0];
  const std::string root = (dir.path() / "bank").string();
  EXPECT_EQ(d.file, root + "/aandacht/topic.toml");
  EXPECT_EQ(d.span, (Span{{2, 18}, {2, 32}}));
  EXPECT_EQ(d.message,
            "de voorkennis is een kring: `aandacht` → `transformers` → `kv-cache` → `aandacht` (elk onderwerp noemt "
            "het volgende in `prerequisites`), dus aan geen van deze onderwerpen kan iemand als eerste beginnen; haal "
            "één van deze verwijzingen weg");
  ASSERT_EQ(d.related.size(), 3u);
  EXPECT_EQ(d.related[0].file, root + "/aandacht/topic.toml");
  EXPECT_EQ(d.related[0].span, (Span{{2, 18}, {2, 32}}));
  EXPECT_EQ(d.related[0].message, "`aandacht` noemt `transformers` als voorkennis");
  EXPECT_EQ(d.related[1].file, root + "/transformers/topic.toml");
  EXPECT_EQ(d.related[1].span, (Span{{3, 18}, {3, 28}}));
  EXPECT_EQ(d.related[1].message, "`transformers` noemt `kv-cache` als voorkennis");
  EXPECT_EQ(d.related[2].file, root + "/kv-cache/topic.toml");
  EXPECT_EQ(d.related[2].span, (Span{{3, 18}, {3, 28}}));
  EXPECT_EQ(d.related[2].message, "`kv-cache` noemt `aandacht` als voorkennis");
  // No other topic finding: the cycle members are not also "unreachable".
  EXPECT_TRUE(with_rule(all, "graph/unreachable-topic").empty());
}

TEST(GraphChecks, PairwiseFindingsCanBeSuppressedWithOther) {
  test::TempDir dir;
  dir.write("bank/qbank.toml", "[graph]\nrelated_min = 1\nrelated_max = 2\n");
  dir.write("bank/t/topic.toml", "title = \"Onderwerp\"\n");
  dir.write("bank/t/a.toml",
            question_file("Eerste vraag over het onderwerp?", {"b", "toekomstige-vraag"},
                          "\n[[suppress]]\nrule = \"graph/dangling-link\"\nother = "
                          "\"toekomstige-vraag\"\nreason = \"deze vraag wordt volgende week geschreven\"\n"));
  dir.write("bank/t/b.toml", question_file("Tweede vraag over het onderwerp?", {"a", "c"}));
  dir.write("bank/t/c.toml", question_file("Derde vraag over het onderwerp?", {"a"},
                                           "\n[[suppress]]\nrule = \"graph/one-way-link\"\nother = \"a\"\n"
                                           "reason = \"a verwijst bewust alleen naar de basisvraag\"\n"));
  std::vector<std::string> found;
  for (const auto& d : graph_lint(dir.path() / "bank")) found.push_back(d.rule + " " + d.other);
  // c -> a is one-way but suppressed from c's side; b -> c is one-way and not suppressed.
  EXPECT_EQ(found, (std::vector<std::string>{"graph/one-way-link c"}));
}

TEST(GraphChecks, LinksToUnpublishedQuestions) {
  test::TempDir dir;
  dir.write("bank/qbank.toml",
            "[rules]\n\"graph/one-way-link\" = \"off\"\n\"graph/orphan\" = \"off\"\n\n[graph]\nrelated_min = 0\n");
  dir.write("bank/t/topic.toml", "title = \"Onderwerp\"\n");
  dir.write("bank/t/gepubliceerd.toml", question_file("Een gepubliceerde vraag met links?", {"concept", "oud"}));
  dir.write("bank/t/concept.toml",
            question_file("Een concept dat naar andere wijst?", {"ander-concept", "oud"}, "status = \"draft\"\n"));
  dir.write("bank/t/ander-concept.toml", question_file("Nog een concept in de maak?", {}, "status = \"review\"\n"));
  dir.write("bank/t/oud.toml", question_file("Een ingetrokken vraag van vroeger?", {}, "status = \"retired\"\n"));
  std::vector<std::string> found;
  for (const auto& d : graph_lint(dir.path() / "bank")) {
    found.push_back(fs::path(d.file).filename().string() + ":" + std::to_string(d.span.begin.column) + " " + d.rule +
                    " " + d.message);
  }
  EXPECT_EQ(found, (std::vector<std::string>{
                       "concept.toml:29 graph/unpublished-link `oud` is ingetrokken (status `retired`) en staat dus "
                       "niet op de site; kies een gepubliceerde verwante vraag",
                       "gepubliceerd.toml:12 graph/unpublished-link `concept` is nog een concept (status `draft`) en "
                       "staat dus niet op de site; kies een gepubliceerde verwante vraag, of publiceer `concept` eerst",
                       "gepubliceerd.toml:23 graph/unpublished-link `oud` is ingetrokken (status `retired`) en staat "
                       "dus niet op de site; kies een gepubliceerde verwante vraag",
                   }));
}

TEST(GraphChecks, RelatedCountAboveTheMaximum) {
  test::TempDir dir;
  dir.write("bank/qbank.toml",
            "[rules]\n\"graph/one-way-link\" = \"off\"\n\n[graph]\nrelated_min = 0\nrelated_max = 1\n");
  dir.write("bank/t/topic.toml", "title = \"Onderwerp\"\n");
  dir.write("bank/t/a.toml", question_file("Eerste vraag over het onderwerp?", {"b", "c"}));
  dir.write("bank/t/b.toml", question_file("Tweede vraag over het onderwerp?", {"a"}));
  dir.write("bank/t/c.toml", question_file("Derde vraag over het onderwerp?", {"a"}));
  const auto found = with_rule(graph_lint(dir.path() / "bank"), "graph/related-count");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].span, (Span{{3, 1}, {3, 8}}));
  EXPECT_EQ(found[0].message, "`related` noemt 2 vragen, maar de site toont er tussen 0 en 1; haal er 1 weg");
}

TEST(GraphChecks, AMinimumAboveTheMaximumIsAConfigurationError) {
  test::TempDir dir;
  dir.write("bank/qbank.toml", "[graph]\nrelated_min = 6\n");
  dir.write("bank/t/topic.toml", "title = \"Onderwerp\"\n");
  dir.write("bank/t/a.toml", question_file("Eerste vraag over het onderwerp?", {}));
  try {
    graph_lint(dir.path() / "bank");
    FAIL() << "expected a configuration error";
  } catch (const ConfigError& e) {
    ASSERT_EQ(e.diagnostics().size(), 1u);
    EXPECT_EQ(e.diagnostics()[0].rule, "graph/related-count");
    EXPECT_EQ(e.diagnostics()[0].span.begin.line, 2u);
    EXPECT_EQ(e.diagnostics()[0].message,
              "graph.related_min (6) is groter dan graph.related_max (5); maak related_min kleiner of gelijk aan "
              "related_max");
  }
}

TEST(GraphChecks, TurningTheFamilyOffSkipsTheWork) {
  test::TempDir dir;
  dir.write("bank/qbank.toml", "[rules]\ngraph = \"off\"\n\n[graph]\nrelated_min = 6\n");
  dir.write("bank/t/topic.toml", "title = \"Onderwerp\"\nparent = \"t\"\n");
  dir.write("bank/t/a.toml", question_file("Eerste vraag over het onderwerp?", {"a", "bestaat-niet"}));
  EXPECT_TRUE(graph_lint(dir.path() / "bank").empty());
}

TEST(GraphChecks, UnreachableThroughAChainAndDepthOnlyAtTheFirstLevelTooDeep) {
  test::TempDir dir;
  dir.write("bank/qbank.toml",
            "[rules]\n\"graph/orphan\" = \"off\"\n\"graph/related-count\" = \"off\"\n\n[graph]\nmax_topic_depth = 1\n");
  // a <-> b need each other; c needs b; d needs c: d is unreachable through c.
  dir.write("bank/a/topic.toml", "title = \"A\"\nprerequisites = [\"b\"]\n");
  dir.write("bank/b/topic.toml", "title = \"B\"\nprerequisites = [\"a\"]\n");
  dir.write("bank/c/topic.toml", "title = \"C\"\nparent = \"e\"\nprerequisites = [\"b\"]\n");
  dir.write("bank/d/topic.toml", "title = \"D\"\nparent = \"c\"\nprerequisites = [\"e\", \"c\"]\n");
  dir.write("bank/e/topic.toml", "title = \"E\"\n");
  for (const char* t : {"a", "b", "c", "d", "e"}) {
    dir.write(std::string("bank/") + t + "/vraag-" + t + ".toml", question_file("Een vraag over dit onderwerp?", {}));
  }
  std::vector<std::string> found;
  for (const auto& d : graph_lint(dir.path() / "bank")) {
    if (d.rule == "graph/prerequisite-cycle") continue;
    found.push_back(fs::path(d.file).parent_path().filename().string() + ":" + std::to_string(d.span.begin.line) + ":" +
                    std::to_string(d.span.begin.column) + " " + d.rule + " " + d.message);
  }
  EXPECT_EQ(found, (std::vector<std::string>{
                       "c:2:10 graph/topic-depth `c` ligt op diepte 2 van de onderwerpenboom (`e` → `c`), dieper dan "
                       "graph.max_topic_depth = 1; hang het (met wat eronder hangt) hoger in de boom",
                       "c:3:18 graph/unreachable-topic voorkennis `b` ligt zelf op een kring in de voorkennis (zie "
                       "graph/prerequisite-cycle), dus niemand komt ooit aan `c` toe; los die kring op of haal `b` "
                       "hier weg",
                       "d:3:23 graph/unreachable-topic voorkennis `c` hangt af van `b` (`d` → `c` → `b`), en dat ligt "
                       "op een kring in de voorkennis (zie graph/prerequisite-cycle), dus niemand komt ooit aan `d` "
                       "toe; los die kring op of haal `c` hier weg",
                   }));
}

}  // namespace
}  // namespace qbank::graph_check_test
