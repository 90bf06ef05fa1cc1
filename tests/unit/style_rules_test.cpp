// The data rules of rules/style/: loading, the four kinds, conditions, examples, and their
// errors pointing into the rule file. Every shipped rule's examples run here.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "checks/catalog.h"
#include "checks/style/data_rules.h"
#include "core/cache_store.h"
#include "core/errors.h"
#include "core/schema_validator.h"
#include "lint/linter.h"
#include "test_util.h"

namespace qbank::style_rules_test {
namespace {
namespace fs = std::filesystem;

const SchemaValidator& rule_schema() {
  static const auto schema = SchemaValidator::load(test::source_dir() / "schema" / "rule.schema.json");
  return *schema;
}

bool is_builtin(std::string_view id) {
  static const RuleCatalog c = RuleCatalog::builtin();
  return c.find(id) != nullptr;
}

std::shared_ptr<const RuleBook> book(const std::string& path, const std::string& text) {
  return RuleBook::from_sources({{path, text}}, rule_schema(), is_builtin);
}

// The diagnostics of a rule file that does not load, one per line: "file:line:col-line:col [rule] message".
std::string load_errors(const std::string& path, const std::string& text) {
  try {
    book(path, text);
  } catch (const ConfigError& e) {
    std::string out;
    for (const auto& d : e.diagnostics()) {
      out += d.file + ":" + std::to_string(d.span.begin.line) + ":" + std::to_string(d.span.begin.column) + "-" +
             std::to_string(d.span.end.line) + ":" + std::to_string(d.span.end.column) + " [" + d.rule + "] " +
             d.message + "\n";
    }
    return out;
  }
  return "loaded";
}

const char* kDoc = R"(
[doc]
what = "Reports the words of the test rule."
why = "Because the test needs a rule."
fix = "Write the text without them."
)";

std::string rule(const std::string& name, const std::string& body, const std::string& examples) {
  return "id = \"style/" + name + "\"\nsummary = \"A rule for the tests.\"\nseverity = \"warning\"\n" + body +
         "\n[examples]\n" + examples + kDoc;
}

std::vector<std::string> matches(const RuleBook& b, std::string_view text) {
  std::vector<std::string> out;
  for (const auto& h : b.hits(0, text)) out.push_back(h.match + (h.replacement.empty() ? "" : "->" + h.replacement));
  return out;
}

// --- The shipped rules ------------------------------------------------------------------------

std::vector<std::string> shipped_rule_files() {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(test::source_dir() / "rules" / "style")) {
    if (e.path().extension() == ".toml") out.push_back(e.path().stem().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

class ShippedRule : public testing::TestWithParam<std::string> {};

// Loading a rule runs its examples: a match example that is not reported or a no_match example
// that is reported is a ConfigError.
TEST_P(ShippedRule, LoadsAndItsExamplesPass) {
  const fs::path file = test::source_dir() / "rules" / "style" / (GetParam() + ".toml");
  EXPECT_EQ(load_errors(file.string(), test::read_file(file)), "loaded");
}

// The one-pass set never hides a finding of the rule itself.
TEST_P(ShippedRule, SetAgreesWithTheRuleOnItsExamples) {
  const fs::path file = test::source_dir() / "rules" / "style" / (GetParam() + ".toml");
  const auto b = book(file.string(), test::read_file(file));
  ASSERT_EQ(b->rules().size(), 1u);
  const DataRule& r = b->rules()[0];
  for (const char* text : {"Welke bewering is niet juist?", "Alle bovenstaande antwoorden zijn juist", "I en II",
                           "De cache is altijd vol, bijv. bij lange teksten", "Geen vraagteken hier"}) {
    EXPECT_EQ(b->hits(0, text).size(), r.apply(text).size()) << text;
  }
  EXPECT_FALSE(r.doc.empty());
  EXPECT_NE(r.doc.find("## Wat de regel doet"), std::string::npos);
  EXPECT_NE(r.doc.find("## Waarom het ertoe doet"), std::string::npos);
  EXPECT_NE(r.doc.find("## Voorbeeld"), std::string::npos);
  EXPECT_NE(r.doc.find("## Zo los je het op"), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(Rules, ShippedRule, testing::ValuesIn(shipped_rule_files()),
                         [](const testing::TestParamInfo<std::string>& info) {
                           std::string n = info.param;
                           std::replace(n.begin(), n.end(), '-', '_');
                           return n;
                         });

TEST(StyleRules, TheShippedFolderLoadsAsOneBook) {
  const auto b = RuleBook::load(test::source_dir() / "rules", rule_schema(), is_builtin);
  std::vector<std::string> ids;
  for (const auto& r : b->rules()) ids.push_back(r.id);
  EXPECT_EQ(ids, (std::vector<std::string>{"style/abbreviation", "style/absolute-words", "style/all-or-none-of-above",
                                           "style/combination-options", "style/double-negation", "style/long-stem",
                                           "style/negative-stem", "style/stem-question"}));
  const auto infos = b->infos();
  ASSERT_EQ(infos.size(), ids.size());
  EXPECT_EQ(infos[1].id, "style/absolute-words");
  EXPECT_EQ(infos[1].severity, Severity::Warning);
  EXPECT_EQ(infos[0].severity, Severity::Info);
  EXPECT_NE(infos[1].origin.find("rules/style/absolute-words.toml"), std::string::npos);
}

// The complete rule in docs/rules.md loads and behaves as the page says.
TEST(StyleRules, TheRuleInTheDocsLoads) {
  const std::string doc = test::read_file(test::source_dir() / "docs" / "rules.md");
  const auto begin = doc.find("```toml\n", doc.find("## A complete rule"));
  ASSERT_NE(begin, std::string::npos);
  const auto end = doc.find("```", begin + 8);
  const std::string text = doc.substr(begin + 8, end - begin - 8);
  EXPECT_EQ(load_errors("rules/style/vague-words.toml", text), "loaded");
  const auto b = book("rules/style/vague-words.toml", text);
  const auto hits = b->hits(0, "De cache is vaak groter dan de gewichten");
  ASSERT_EQ(hits.size(), 1u);
  EXPECT_EQ(b->rules()[0].format(hits[0], "optie A"),
            "optie A bevat het vage woord `vaak`; zeg precies wanneer de bewering geldt");
}

// Every way of loading gives the catalog entries of a full load, and Trusted finds what Full
// finds: the shipped rules, tried on every line of their own files (their examples among them).
TEST(StyleRules, EveryLoadingGivesTheCatalogOfAFullLoad) {
  const std::vector<fs::path> shipped{test::source_dir() / "rules"};
  const auto full = RuleBook::load(shipped, rule_schema(), is_builtin);
  const auto loaded = full->infos();
  for (RuleLoading how : {RuleLoading::Describe, RuleLoading::Trusted}) {
    const auto book = RuleBook::load(shipped, rule_schema(), is_builtin, how);
    const auto infos = book->infos();
    ASSERT_EQ(infos.size(), loaded.size());
    for (std::size_t i = 0; i < loaded.size(); ++i) {
      EXPECT_EQ(infos[i].id, loaded[i].id);
      EXPECT_EQ(infos[i].severity, loaded[i].severity);
      EXPECT_EQ(infos[i].summary, loaded[i].summary);
      EXPECT_EQ(infos[i].doc, loaded[i].doc);
      EXPECT_EQ(infos[i].origin, loaded[i].origin);
    }
    if (how == RuleLoading::Describe) continue;
    std::size_t found = 0;
    for (const auto& entry : fs::directory_iterator(test::source_dir() / "rules" / "style")) {
      std::istringstream lines(test::read_file(entry.path()));
      for (std::string line; std::getline(lines, line);) {
        EXPECT_EQ(book->candidates(line), full->candidates(line)) << line;
        for (std::size_t i = 0; i < loaded.size(); ++i) {
          const auto a = book->hits(i, line), b = full->hits(i, line);
          found += b.size();
          ASSERT_EQ(a.size(), b.size()) << loaded[i].id << ": " << line;
          for (std::size_t h = 0; h < a.size(); ++h) {
            EXPECT_EQ(a[h].begin, b[h].begin);
            EXPECT_EQ(a[h].end, b[h].end);
            EXPECT_EQ(a[h].replacement, b[h].replacement);
          }
        }
      }
    }
    EXPECT_GT(found, 20u);
  }
}

// Describe compiles nothing and Trusted runs no example: each leaves to Full what it cannot see.
TEST(StyleRules, LighterLoadingsSkipWhatTheyDoNotNeed) {
  test::TempDir dir;
  fs::create_directories(dir.path() / "style");
  const std::vector<fs::path> dirs{dir.path()};
  // Fails only in the examples ("doorgaans" is not in the words).
  test::write_file(dir.path() / "style" / "e.toml",
                   rule("e", "scope = \"stem\"\nkind = \"existence\"\nmessage = \"`{match}`\"\nwords = [\"vaak\"]",
                        "match = [\"doorgaans\"]\nno_match = [\"b\"]"));
  EXPECT_EQ(RuleBook::load(dirs, rule_schema(), is_builtin, RuleLoading::Describe)->infos().size(), 1u);
  const auto trusted = RuleBook::load(dirs, rule_schema(), is_builtin, RuleLoading::Trusted);
  EXPECT_EQ(trusted->hits(0, "Het regent vaak").size(), 1u);
  EXPECT_THROW(RuleBook::load(dirs, rule_schema(), is_builtin), ConfigError);

  // Fails only when compiled.
  fs::remove(dir.path() / "style" / "e.toml");
  test::write_file(dir.path() / "style" / "p.toml",
                   rule("p", "scope = \"stem\"\nkind = \"existence\"\nmessage = \"`{match}`\"\npatterns = ['(open']",
                        "match = [\"a\"]\nno_match = [\"b\"]"));
  const auto infos = RuleBook::load(dirs, rule_schema(), is_builtin, RuleLoading::Describe)->infos();
  ASSERT_EQ(infos.size(), 1u);
  EXPECT_EQ(infos[0].id, "style/p");
  EXPECT_THROW(RuleBook::load(dirs, rule_schema(), is_builtin, RuleLoading::Trusted), ConfigError);
  EXPECT_THROW(RuleBook::load(dirs, rule_schema(), is_builtin), ConfigError);
}

// A problem that a lighter loading sees makes it throw exactly what Full throws, the problems
// only Full finds included.
TEST(StyleRules, EveryLoadingThrowsWhatAFullLoadThrows) {
  test::TempDir dir;
  fs::create_directories(dir.path() / "style");
  test::write_file(dir.path() / "style" / "a.toml", "id = \"style/a\"\nseverity = \"hoog\"\n");
  test::write_file(dir.path() / "style" / "b.toml", "id = \"style/c\"\n" + rule("b", "", "").substr(15));
  test::write_file(dir.path() / "style" / "p.toml",
                   rule("p", "scope = \"stem\"\nkind = \"existence\"\nmessage = \"`{match}`\"\npatterns = ['(open']",
                        "match = [\"a\"]\nno_match = [\"b\"]"));
  const std::vector<fs::path> dirs{dir.path()};
  auto thrown = [&](RuleLoading how) {
    std::vector<std::string> out;
    try {
      RuleBook::load(dirs, rule_schema(), is_builtin, how);
    } catch (const ConfigError& e) {
      for (const auto& d : e.diagnostics()) {
        out.push_back(d.file + ":" + std::to_string(d.span.begin.line) + ":" + std::to_string(d.span.begin.column) +
                      " " + d.message);
      }
    }
    return out;
  };
  const auto full = thrown(RuleLoading::Full);
  ASSERT_GE(full.size(), 3u);
  EXPECT_EQ(thrown(RuleLoading::Describe), full);
  EXPECT_EQ(thrown(RuleLoading::Trusted), full);
  bool compile_error = false;
  for (const auto& line : full) compile_error |= line.find("kan niet worden gecompileerd") != std::string::npos;
  EXPECT_TRUE(compile_error);
}

TEST(StyleRules, AMissingFolderGivesNoRules) {
  test::TempDir dir;
  EXPECT_TRUE(RuleBook::load(dir.path(), rule_schema(), is_builtin)->rules().empty());
}

// --- Kinds ------------------------------------------------------------------------------------

TEST(StyleRules, ExistenceFindsWordsAndPatternsOutsideExceptions) {
  const auto b = book("rules/style/vague.toml",
                      rule("vague",
                           "scope = \"options\"\nkind = \"existence\"\nmessage = \"{where}: `{match}`\"\n"
                           "words = [\"vaak\", \"soms\"]\npatterns = ['(?:^|[^\\p{L}])(\\p{N}+ keer)']\n"
                           "exceptions = [\"soms wel\"]",
                           "match = [\"vaak\"]\nno_match = [\"vaker\"]"));
  EXPECT_EQ(matches(*b, "Soms 3 keer, vaak vaker, soms wel"), (std::vector<std::string>{"Soms", "3 keer", "vaak"}));
  const RuleHit h = b->hits(0, "Het is vaak zo").front();
  EXPECT_EQ(h.begin, 7u);
  EXPECT_EQ(h.end, 11u);
  EXPECT_EQ(b->rules()[0].format(h, "afleider B"), "afleider B: `vaak`");
}

TEST(StyleRules, SubstitutionOffersThePreferredFormInTheCaseFound) {
  const auto b =
      book("rules/style/abbr.toml", rule("abbr",
                                         "scope = \"text\"\nkind = \"substitution\"\n"
                                         "message = \"schrijf `{replacement}` in plaats van `{match}`\"\n"
                                         "[swap]\n\"bijv.\" = \"bijvoorbeeld\"\n\"d.w.z.\" = \"dat wil zeggen\"\n",
                                         "match = [\"bijv. dit\"]\nno_match = [\"bijvoorbeeld\"]"));
  EXPECT_EQ(matches(*b, "Bijv. een GPU, d.w.z. een versneller; BIJV. ook"),
            (std::vector<std::string>{"Bijv.->Bijvoorbeeld", "d.w.z.->dat wil zeggen", "BIJV.->BIJVOORBEELD"}));
  EXPECT_EQ(b->rules()[0].format(b->hits(0, "bijv. x").front(), ""), "schrijf `bijvoorbeeld` in plaats van `bijv.`");
}

TEST(StyleRules, CapitalizationReportsEveryOtherSpelling) {
  const auto b = book("rules/style/neg.toml",
                      rule("neg",
                           "scope = \"stem\"\nkind = \"capitalization\"\ncase = \"upper\"\n"
                           "message = \"schrijf `{replacement}`\"\nwords = [\"niet\", \"met uitzondering van\"]\n"
                           "ignore_case = false",
                           "match = [\"Wat is niet juist?\"]\nno_match = [\"Wat is NIET juist?\"]"));
  // ignore_case does not apply: a capitalization rule finds every spelling of its words.
  EXPECT_EQ(matches(*b, "Niet NIET niet, met Uitzondering van ëën"),
            (std::vector<std::string>{"Niet->NIET", "niet->NIET", "met Uitzondering van->MET UITZONDERING VAN"}));
  const auto cap =
      book("rules/style/cap.toml", rule("cap",
                                        "scope = \"text\"\nkind = \"capitalization\"\ncase = \"capitalized\"\n"
                                        "message = \"schrijf `{replacement}`\"\nwords = [\"ijsland\", \"ëindhoven\"]",
                                        "match = [\"naar ijsland\"]\nno_match = [\"naar IJsland\"]"));
  EXPECT_EQ(matches(*cap, "ijsland, ËINDHOVEN"),
            (std::vector<std::string>{"ijsland->IJsland", "ËINDHOVEN->Ëindhoven"}));
}

TEST(StyleRules, OccurrenceMarksWhatIsTooMuch) {
  const auto words =
      book("rules/style/lang.toml", rule("lang",
                                         "scope = \"stem\"\nkind = \"occurrence\"\ncount = \"words\"\nmax = 3\n"
                                         "message = \"{count} woorden, max {max}: {match}\"",
                                         "match = [\"een twee drie vier\"]\nno_match = [\"een twee – drie\"]"));
  const auto h = words->hits(0, " een twee  drie vier vijf ");
  ASSERT_EQ(h.size(), 1u);
  EXPECT_EQ(words->rules()[0].format(h[0], ""), "5 woorden, max 3: vier vijf");

  const auto chars = book("rules/style/kort.toml",
                          rule("kort",
                               "scope = \"options\"\nkind = \"occurrence\"\ncount = \"characters\"\nmin = 2\nmax = 4\n"
                               "message = \"{count} tekens\"",
                               "match = [\"a\", \"ëëëëë\"]\nno_match = [\"ëëëë\", \" ab \"]"));
  EXPECT_EQ(matches(*chars, "ëëëëëë"), (std::vector<std::string>{"ëë"}));
  EXPECT_EQ(chars->rules()[0].format(chars->hits(0, "x").front(), ""), "1 tekens");

  const auto counted =
      book("rules/style/twee.toml", rule("twee",
                                         "scope = \"stem\"\nkind = \"occurrence\"\ncount = \"matches\"\nmin = 1\n"
                                         "message = \"{count} keer\"\nwords = [\"welke\"]",
                                         "match = [\"Wat is juist?\"]\nno_match = [\"Welke is juist?\"]"));
  // A text without any match still fails a minimum: the rule runs on every text.
  EXPECT_EQ(counted->candidates("geen treffer"), (std::vector<std::size_t>{0}));
}

TEST(StyleRules, ConditionsComeFromTheContextOfAnExample) {
  const std::string text = rule("dubbel",
                                "scope = \"options\"\nkind = \"existence\"\nmessage = \"`{match}`\"\n"
                                "words = [\"niet\"]\n[when]\nscope = \"stem\"\nwords = [\"NIET\"]\n",
                                "match = [{ text = \"Hij is niet nodig\", context = \"Wat is NIET waar?\" }]\n"
                                "no_match = [{ text = \"Hij is niet nodig\", context = \"Wat is waar?\" }]");
  EXPECT_EQ(load_errors("rules/style/dubbel.toml", text), "loaded");
  // The condition sees a match after an exception.
  const auto b = book("rules/style/dubbel.toml",
                      rule("dubbel",
                           "scope = \"options\"\nkind = \"existence\"\nmessage = \"`{match}`\"\n"
                           "words = [\"niet\"]\nexceptions = [\"niet alleen\"]\n[when]\nscope = \"stem\"\n",
                           "match = [{ text = \"niet\", context = \"Niet alleen dit, maar wat is niet waar?\" }]\n"
                           "no_match = [{ text = \"niet\", context = \"Niet alleen dit, wat is waar?\" }]"));
  EXPECT_TRUE(b->rules()[0].when->matcher.any("Niet alleen dit, maar wat is niet waar?"));
  EXPECT_FALSE(b->rules()[0].when->matcher.any("Niet alleen dit, wat is waar?"));
  std::string wrong = text;
  const std::string from = "context = \"Wat is NIET waar?\"";
  wrong.replace(wrong.find(from), from.size(), "context = \"Wat is wel waar?\"");
  EXPECT_EQ(
      load_errors("rules/style/dubbel.toml", wrong),
      "rules/style/dubbel.toml:13:10-13:70 [style/invalid-rule] dit voorbeeld staat onder examples.match, maar de "
      "voorwaarde `when` geldt niet voor zijn `context`; pas `context` of `when` aan\n");
}

// --- Load errors point into the rule file -------------------------------------------------------

TEST(StyleRules, FailingExamplesAreReportedAtTheExample) {
  const std::string text = rule("vaag",
                                "scope = \"options\"\nkind = \"existence\"\nmessage = \"`{match}`\"\n"
                                "words = [\"vaak\"]",
                                "match = [\"vaak\", \"soms\"]\nno_match = [\"nooit\", \"heel vaak\"]");
  EXPECT_EQ(
      load_errors("rules/style/vaag.toml", text),
      "rules/style/vaag.toml:9:18-9:24 [style/invalid-rule] dit voorbeeld staat onder examples.match, maar de "
      "regel meldt er niets in; pas `words`/`patterns` aan of zet het voorbeeld onder no_match\n"
      "rules/style/vaag.toml:10:28-10:32 [style/invalid-rule] dit voorbeeld staat onder examples.no_match, maar de "
      "regel meldt `vaak` erin; pas `words`/`patterns`/`exceptions` aan of zet het voorbeeld onder match\n");
}

TEST(StyleRules, SchemaErrorsPointIntoTheRuleFile) {
  EXPECT_EQ(load_errors("rules/style/x.toml", rule("x",
                                                   "scope = \"stam\"\nkind = \"existence\"\nmessage = \"`{match}`\"\n"
                                                   "words = [\"a\"]",
                                                   "match = [\"a\"]\nno_match = [\"b\"]")),
            "rules/style/x.toml:4:9-4:15 [schema/enum] `scope` = \"stam\" is geen toegestane waarde; kies uit: stem, "
            "options, key, distractors, explanation, text (bedoel je \"stem\"?)\n");
}

TEST(StyleRules, TheIdMustMatchTheFileAndNotReuseABuiltinRule) {
  const std::string body = "scope = \"stem\"\nkind = \"existence\"\nmessage = \"`{match}`\"\nwords = [\"a\"]";
  const std::string ex = "match = [\"a\"]\nno_match = [\"b\"]";
  EXPECT_EQ(load_errors("rules/style/y.toml", rule("x", body, ex)),
            "rules/style/y.toml:1:6-1:15 [style/invalid-rule] het id `style/x` hoort bij het bestand x.toml, maar dit "
            "bestand heet y.toml; schrijf id = \"style/y\" of hernoem het bestand\n");
  EXPECT_EQ(load_errors("rules/style/numeric-order.toml", rule("numeric-order", body, ex)),
            "rules/style/numeric-order.toml:1:6-1:27 [style/invalid-rule] `style/numeric-order` is al een ingebouwde "
            "regel; kies een andere naam voor deze regel (en het bestand)\n");
}

TEST(StyleRules, AsciiOnlyEscapesAndBadPatternsAreRefused) {
  EXPECT_EQ(load_errors("rules/style/p.toml", rule("p",
                                                   "scope = \"stem\"\nkind = \"existence\"\nmessage = \"`{match}`\"\n"
                                                   "patterns = ['x\\bniet', '(open']",
                                                   "match = [\"a\"]\nno_match = [\"b\"]")),
            "rules/style/p.toml:7:15-7:17 [style/invalid-rule] `\\b` kent in RE2 alleen ASCII-letters en breekt op "
            "woorden met ë, é of ï; laat het weg (treffers van `patterns` zijn al hele woorden, tenzij whole_words = "
            "false) of schrijf [\\p{L}\\p{N}] voor een woordteken\n"
            "rules/style/p.toml:7:24-7:31 [style/invalid-rule] het patroon kan niet worden gecompileerd: missing ): "
            "(open\n");
}

TEST(StyleRules, KeysOfAnotherKindAndUnknownPlaceholdersAreRefused) {
  EXPECT_EQ(load_errors("rules/style/k.toml", rule("k",
                                                   "scope = \"stem\"\nkind = \"occurrence\"\ncount = \"words\"\n"
                                                   "min = 5\nmax = 2\nmessage = \"{count} van {replacement}\"\n"
                                                   "words = [\"a\"]\ncase = \"upper\"",
                                                   "match = [\"a\"]\nno_match = [\"b\"]")),
            "rules/style/k.toml:7:7-7:8 [style/invalid-rule] min (5) is groter dan max (2); dan is elke tekst fout\n"
            "rules/style/k.toml:9:24-9:37 [style/invalid-rule] `{replacement}` is geen invulveld van een "
            "occurrence-regel; gebruik {count}, {match}, {max}, {min}, {where}\n"
            "rules/style/k.toml:10:1-10:6 [style/invalid-rule] `words` telt alleen mee bij count = \"matches\"; "
            "verwijder het\n"
            "rules/style/k.toml:11:1-11:5 [style/invalid-rule] `case` hoort niet bij kind = \"occurrence\"; verwijder "
            "het\n");
}

// --- In a lint run ------------------------------------------------------------------------------

// A bank in a temporary folder that uses the shipped rules and schemas.
fs::path write_bank(const test::TempDir& dir, const std::string& qbank_extra, const std::string& question) {
  const fs::path bank = dir.path() / "bank";
  dir.write("bank/qbank.toml", "rules_dir = \"" + (test::source_dir() / "rules").string() + "\"\nschema_dir = \"" +
                                   (test::source_dir() / "schema").string() + "\"\n" + qbank_extra);
  dir.write("bank/cache/topic.toml", "title = \"Caches\"\ndescription = \"Hoe caches het rekenwerk verminderen.\"\n");
  dir.write("bank/cache/kv-cache-rol.toml", question);
  return bank;
}

const char* kQuestion = R"(stem = "Welke bewering over de KV-cache is niet juist?"
explanation = "De KV-cache bewaart keys en values van eerdere tokens; de gewichten staan er niet in."

[[options]]
text = "Hij bewaart keys en values van eerdere tokens"

[[options]]
text = "Hij bevat altijd een kopie van de gewichten"
correct = true

[[options]]
text = "Hij groeit met de lengte van de context"
)";

std::string style_lint(const fs::path& bank) {
  RealFileSystem fs;
  LintOptions o;
  o.paths = {bank};
  o.jobs = 2;
  const LintResult r = run_lint(fs, o);
  std::string out;
  for (const auto& d : r.diagnostics) {
    if (rule_family(d.rule) != "style") continue;  // other families have their own tests
    out += fs::path(d.file).filename().string() + ":" + std::to_string(d.span.begin.line) + ":" +
           std::to_string(d.span.begin.column) + "-" + std::to_string(d.span.end.column) + " " +
           std::string(severity_name(d.severity)) + " [" + d.rule + "]" + (d.fix ? " fix=" + d.fix->replacement : "") +
           "\n";
  }
  return out;
}

TEST(StyleRules, LintReportsAtTheExactSpanWithAFix) {
  test::TempDir dir;
  // "altijd" is in the key, so absolute-words stays silent; the lower-case negation is reported.
  EXPECT_EQ(style_lint(write_bank(dir, "", kQuestion)),
            "kv-cache-rol.toml:1:44-48 warning [style/negative-stem] fix=NIET\n");
}

TEST(StyleRules, SeveritiesAndSuppressionsApplyToDataRules) {
  test::TempDir dir;
  EXPECT_EQ(style_lint(write_bank(dir, "[rules]\n\"style/negative-stem\" = \"error\"\n", kQuestion)),
            "kv-cache-rol.toml:1:44-48 error [style/negative-stem] fix=NIET\n");
  test::TempDir off;
  EXPECT_EQ(style_lint(write_bank(off, "[rules]\n\"style/negative-stem\" = \"off\"\n", kQuestion)), "");
  test::TempDir suppressed;
  EXPECT_EQ(style_lint(write_bank(
                suppressed, "",
                std::string(kQuestion) +
                    "\n[[suppress]]\nrule = \"style/negative-stem\"\nreason = \"Citaat uit de syllabus.\"\n")),
            "");
}

TEST(StyleRules, RulesAndExplainShowDataRules) {
  const auto rules = test::run_qbank({"rules", "--bank", test::bank_dir().string()});
  EXPECT_EQ(rules.exit_code, 0) << rules.err;
  EXPECT_NE(rules.out.find("style/absolute-words              warning  ingebouwd: style/absolute-words.toml      "
                           "Een afleider bevat een absoluut woord"),
            std::string::npos)
      << rules.out;
  EXPECT_NE(rules.out.find("style/abbreviation                info "), std::string::npos) << rules.out;
  const auto explain = test::run_qbank({"explain", "style/negative-stem", "--bank", test::bank_dir().string()});
  EXPECT_EQ(explain.exit_code, 0) << explain.err;
  EXPECT_EQ(explain.out.rfind("# style/negative-stem\n\nEen ontkenning in de stam", 0), 0u) << explain.out;
  EXPECT_NE(explain.out.find("- \"Welke bewering over de KV-cache is niet juist?\"\n"), std::string::npos);
  EXPECT_NE(explain.out.find("Standaardernst: warning. Gedefinieerd in: "), std::string::npos);
  EXPECT_NE(explain.out.find("Gedefinieerd in: ingebouwd: style/negative-stem.toml."), std::string::npos);
}

// Points the bank's qbank.toml at `rules` instead of the shipped rules folder; the new text.
std::string use_rules(const fs::path& bank, const fs::path& rules) {
  std::string config = test::read_file(bank / "qbank.toml");
  const std::string shipped = (test::source_dir() / "rules").string();
  config.replace(config.find(shipped), shipped.size(), rules.string());
  test::write_file(bank / "qbank.toml", config);
  return config;
}

TEST(StyleRules, ABrokenRuleStopsTheRunWithExitCode2) {
  test::TempDir dir;
  const fs::path bank = write_bank(dir, "", kQuestion);
  const fs::path rules = dir.path() / "rules";
  fs::copy(test::source_dir() / "rules", rules, fs::copy_options::recursive);
  use_rules(bank, rules);
  std::string r = test::read_file(rules / "style" / "absolute-words.toml");
  r.replace(r.find("\"Het geheugen is niet alleen traag maar ook klein\""), 50, "\"Het geheugen is alleen traag\"");
  test::write_file(rules / "style" / "absolute-words.toml", r);
  const auto run = test::run_qbank({"lint", "bank"}, dir.path());
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("rules/style/absolute-words.toml:38:20: error[style/invalid-rule]: dit voorbeeld staat onder "
                         "examples.no_match, maar de regel meldt `alleen` erin"),
            std::string::npos)
      << run.err;
}

// With the cache a run compiles the rules only when it has no stored result. A rule broken after a
// stored run changes the key, so it is still reported, with the same bytes as without the cache,
// and a bank with a broken rule stores nothing. Its problems come before those of qbank.toml.
TEST(StyleRules, ABrokenRuleIsReportedWithTheCacheToo) {
  test::TempDir dir;
  const fs::path bank = write_bank(dir, "", kQuestion);
  const fs::path rules = dir.path() / "rules";
  fs::copy(test::source_dir() / "rules", rules, fs::copy_options::recursive);
  const std::string config = use_rules(bank, rules);
  const auto sound = test::run_qbank({"lint", "bank"}, dir.path());
  ASSERT_NE(sound.exit_code, 2) << sound.err;
  EXPECT_NE(sound.out.find("[style/negative-stem]"), std::string::npos) << sound.out;
  ASSERT_EQ(test::run_qbank({"lint", "bank"}, dir.path()).out, sound.out);
  // The full load was noted; an edit then redoes the run with the rules compiled as trusted, and
  // the data rules still report what a run without the cache reports.
  EXPECT_EQ(CacheStore::open(bank / ".qbank-cache")->count("rules"), 1u);
  const fs::path question = bank / "cache" / "kv-cache-rol.toml";
  test::write_file(question, test::read_file(question) + "\n");
  const auto edited = test::run_qbank({"lint", "--timings", "bank"}, dir.path());
  EXPECT_NE(edited.err.find("qbank: geen cachetreffer\n"), std::string::npos) << edited.err;
  EXPECT_EQ(edited.out, test::run_qbank({"lint", "--no-cache", "bank"}, dir.path()).out);
  EXPECT_EQ(edited.out, sound.out);

  std::string r = test::read_file(rules / "style" / "absolute-words.toml");
  r.replace(r.find("words = ["), 9, "patterns = ['(open'] \nwords = [");
  test::write_file(rules / "style" / "absolute-words.toml", r);
  // An override of an unknown rule as well: the broken rule file is reported first.
  test::write_file(bank / "qbank.toml", config + "\n[rules]\n\"style/bestaat-niet\" = \"off\"\n");
  const auto uncached = test::run_qbank({"lint", "--no-cache", "bank"}, dir.path());
  EXPECT_EQ(uncached.exit_code, 2);
  EXPECT_NE(uncached.err.find("het patroon kan niet worden gecompileerd: missing ): (open"), std::string::npos)
      << uncached.err;
  EXPECT_EQ(uncached.err.find("bestaat-niet"), std::string::npos) << uncached.err;
  for (int i = 0; i < 2; ++i) {
    const auto cached = test::run_qbank({"lint", "bank"}, dir.path());
    EXPECT_EQ(cached.exit_code, 2);
    EXPECT_EQ(cached.err, uncached.err);
    EXPECT_EQ(cached.out, uncached.out);
  }
}

// A rules folder whose style/ is a link to a shared folder: the cache key covers the rule files
// as read, so a rule broken behind the link is reported on a hit and on a redone run alike.
TEST(StyleRules, ARuleBrokenBehindALinkIsReportedWithTheCache) {
  test::TempDir dir;
  const fs::path bank = write_bank(dir, "", kQuestion);
  const fs::path shared = dir.path() / "gedeeld";
  fs::copy(test::source_dir() / "rules" / "style", shared, fs::copy_options::recursive);
  const fs::path rules = dir.path() / "rules";
  fs::create_directories(rules);
  fs::create_directory_symlink(shared, rules / "style");
  use_rules(bank, rules);
  const auto sound = test::run_qbank({"lint", "bank"}, dir.path());
  ASSERT_NE(sound.exit_code, 2) << sound.err;
  ASSERT_EQ(test::run_qbank({"lint", "bank"}, dir.path()).out, sound.out);

  std::string r = test::read_file(shared / "absolute-words.toml");
  r.replace(r.find("\"Het geheugen is niet alleen traag maar ook klein\""), 50, "\"Het geheugen is alleen traag\"");
  test::write_file(shared / "absolute-words.toml", r);
  const auto uncached = test::run_qbank({"lint", "--no-cache", "bank"}, dir.path());
  ASSERT_EQ(uncached.exit_code, 2);
  EXPECT_NE(uncached.err.find("examples.no_match, maar de regel meldt `alleen` erin"), std::string::npos)
      << uncached.err;
  const auto cached = test::run_qbank({"lint", "bank"}, dir.path());
  EXPECT_EQ(cached.exit_code, 2);
  EXPECT_EQ(cached.err, uncached.err);
  const fs::path question = bank / "cache" / "kv-cache-rol.toml";
  test::write_file(question, test::read_file(question) + "\n");
  const auto edited = test::run_qbank({"lint", "bank"}, dir.path());
  EXPECT_EQ(edited.exit_code, 2);
  EXPECT_EQ(edited.err, uncached.err);
}

}  // namespace
}  // namespace qbank::style_rules_test
