// The CI output formats: SARIF (validated against the OASIS schema), GitHub workflow commands
// and JUnit XML.
#include <gtest/gtest.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validator.hpp>

#include "checks/check.h"
#include "output/render.h"
#include "test_util.h"

namespace qbank::ci_formats_test {
namespace {
namespace fs = std::filesystem;
using json = nlohmann::json;

// Validates a SARIF log against the OASIS SARIF 2.1.0 schema (a draft-04 schema, so valijson's
// draft-04 parser). Returns the errors, empty when valid.
std::vector<std::string> sarif_errors(const json& log) {
  // ../shared/external beside the source tree; QBANK_EXTERNAL_DIR in the environment overrides
  // it (a git worktree has no shared/ beside it).
  const char* env = std::getenv("QBANK_EXTERNAL_DIR");
  const fs::path external = env && *env ? fs::path(env) : fs::path(QBANK_EXTERNAL_DIR);
  const fs::path schema_file = external / "sarif" / "sarif-schema-2.1.0.json";
  std::ifstream in(schema_file);
  if (!in) return {"cannot read " + schema_file.string() + " (set QBANK_EXTERNAL_DIR to the shared/external folder)"};
  const json schema_doc = json::parse(in);
  EXPECT_EQ(schema_doc.value("$schema", ""), "http://json-schema.org/draft-04/schema#");
  valijson::Schema schema;
  valijson::SchemaParser parser(valijson::SchemaParser::kDraft4);
  valijson::adapters::NlohmannJsonAdapter schema_adapter(schema_doc);
  parser.populateSchema(schema_adapter, schema);
  valijson::Validator validator;
  valijson::ValidationResults results;
  valijson::adapters::NlohmannJsonAdapter doc_adapter(log);
  validator.validate(schema, doc_adapter, &results);
  std::vector<std::string> errors;
  valijson::ValidationResults::Error e;
  while (results.popError(e)) {
    std::string where;
    for (const auto& c : e.context) where += c;
    errors.push_back(where + ": " + e.description);
  }
  return errors;
}

// A result with two findings in one question file, one with a related location and a fix.
LintResult sample_result(
    const std::string& text = "stem = \"Wat doet de KV-cache?\"\nexplanation = \"Hij bewaart keys.\"\n") {
  LintResult r;
  r.catalog = RuleCatalog::builtin();
  auto src = std::make_shared<SourceFile>("bank/t/q.toml", text);
  r.sources.emplace(src->path(), src);
  const std::size_t at = text.find("KV-cache");
  Diagnostic a =
      make_diagnostic(RuleId::schema_length, "bank/t/q.toml", src->span(at, at + 8), "te kort: \"KV-cache\", 100%");
  a.severity = Severity::Error;
  a.related.push_back({"bank/t/andere vraag.toml", {{2, 1}, {2, 6}}, "de andere kopie staat hier"});
  a.other = "andere-vraag";
  a.fix = Fix{src->span(at, at + 8), "KV-cache (sleutel-waardecache)", {}};
  const std::size_t e = text.find("keys");
  Diagnostic b =
      make_diagnostic(RuleId::schema_unknown_key, "bank/t/q.toml", src->span(e, e + 4), "regel één\nregel twee");
  b.severity = Severity::Info;
  r.diagnostics = {a, b};
  r.summary.files = 1;
  r.summary.questions = 1;
  count_severities(r.diagnostics, r.summary);
  return r;
}

json sarif_of(const LintResult& r) {
  std::ostringstream out;
  render_sarif(r, out, {});
  return json::parse(out.str());
}

TEST(Sarif, ValidatesAgainstTheSchema) {
  const json log = sarif_of(sample_result());
  EXPECT_EQ(sarif_errors(log), std::vector<std::string>{});
}

TEST(Sarif, TheValidatorRejectsABrokenLog) {
  // The validation is real: a result without a message text fails.
  json log = sarif_of(sample_result());
  log["runs"][0]["results"][0]["message"].erase("text");
  log["runs"][0]["tool"]["driver"].erase("name");
  EXPECT_FALSE(sarif_errors(log).empty());
}

TEST(Sarif, CarriesRulesRegionsRelatedLocationsAndColumnKind) {
  const json log = sarif_of(sample_result());
  EXPECT_EQ(log["version"], "2.1.0");
  const json& run = log["runs"][0];
  EXPECT_EQ(run["columnKind"], "unicodeCodePoints");
  EXPECT_EQ(run["tool"]["driver"]["name"], "qbank");
  // Every built-in rule, with its summary, doc and default level.
  const json& rules = run["tool"]["driver"]["rules"];
  ASSERT_EQ(rules.size(), RuleCatalog::builtin().all().size());
  const json& result = run["results"][0];
  const json& rule = rules[result["ruleIndex"].get<std::size_t>()];
  EXPECT_EQ(rule["id"], "schema/length");
  const RuleCatalog catalog = RuleCatalog::builtin();
  const RuleInfo* info = catalog.find("schema/length");
  EXPECT_EQ(rule["shortDescription"]["text"], info->summary);
  EXPECT_EQ(rule["help"]["markdown"], info->doc);
  EXPECT_NE(info->doc.find(rule["fullDescription"]["text"].get<std::string>()), std::string::npos);
  EXPECT_EQ(rule["defaultConfiguration"]["level"],
            std::string(severity_name(info->severity)) == "info" ? "note" : severity_name(info->severity));

  EXPECT_EQ(result["level"], "error");
  EXPECT_EQ(result["message"]["text"], "te kort: \"KV-cache\", 100%");
  const json& loc = result["locations"][0]["physicalLocation"];
  EXPECT_EQ(loc["artifactLocation"]["uri"], "bank/t/q.toml");
  EXPECT_EQ(loc["artifactLocation"]["uriBaseId"], "%SRCROOT%");
  EXPECT_EQ(loc["region"], json({{"startLine", 1}, {"startColumn", 21}, {"endLine", 1}, {"endColumn", 29}}));
  const json& rel = result["relatedLocations"][0];
  EXPECT_EQ(rel["physicalLocation"]["artifactLocation"]["uri"], "bank/t/andere%20vraag.toml");
  EXPECT_EQ(rel["message"]["text"], "de andere kopie staat hier");
  EXPECT_EQ(result["fixes"][0]["artifactChanges"][0]["replacements"][0]["insertedContent"]["text"],
            "KV-cache (sleutel-waardecache)");
  EXPECT_EQ(result["properties"]["other"], "andere-vraag");
  EXPECT_EQ(run["results"][1]["level"], "note");
}

TEST(Sarif, FingerprintsSurviveLineMovesAndDifferForOtherText) {
  const LintResult before = sample_result();
  // Two lines inserted above: the findings move, their fingerprints do not.
  const LintResult moved =
      sample_result("# kop\n\nstem = \"Wat doet de KV-cache?\"\nexplanation = \"Hij bewaart keys.\"\n");
  const json a = sarif_of(before)["runs"][0]["results"];
  const json b = sarif_of(moved)["runs"][0]["results"];
  EXPECT_EQ(b[0]["locations"][0]["physicalLocation"]["region"]["startLine"], 3);
  EXPECT_EQ(a[0]["partialFingerprints"], b[0]["partialFingerprints"]);
  EXPECT_EQ(a[1]["partialFingerprints"], b[1]["partialFingerprints"]);
  EXPECT_NE(a[0]["partialFingerprints"], a[1]["partialFingerprints"]);
  // Same rule and text twice in a file: told apart by occurrence.
  LintResult twice = before;
  twice.diagnostics.push_back(twice.diagnostics[0]);
  const json t = sarif_of(twice)["runs"][0]["results"];
  const std::string f0 = t[0]["partialFingerprints"]["qbankFinding/v1"];
  const std::string f2 = t[2]["partialFingerprints"]["qbankFinding/v1"];
  EXPECT_EQ(f0.substr(0, 33), f2.substr(0, 33));
  EXPECT_TRUE(f0.ends_with(":1"));
  EXPECT_TRUE(f2.ends_with(":2"));
}

TEST(Sarif, BinaryOutputOnABrokenBankValidates) {
  test::TempDir dir;
  dir.write("bank/t/topic.toml", "title = \"Onderwerp\"\n");
  dir.write("bank/t/q.toml", "stem = 5\nexplanation = \"kort\"\nextra = \"x\"\n");
  const auto r = test::run_qbank({"lint", "--no-cache", "--format", "sarif", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 1) << r.err;
  const json log = json::parse(r.out);
  EXPECT_GE(log["runs"][0]["results"].size(), 3u);
  EXPECT_EQ(sarif_errors(log), std::vector<std::string>{});
}

TEST(GitHub, EscapesPropertiesAndMessages) {
  EXPECT_EQ(github_escape_property("a%b\r\nc:d,e"), "a%25b%0D%0Ac%3Ad%2Ce");
  EXPECT_EQ(github_escape_message("a%b\r\nc:d,e"), "a%25b%0D%0Ac:d,e");
}

TEST(GitHub, OneCommandPerFindingThenTheSummary) {
  LintResult r = sample_result();
  r.diagnostics[0].file = "bank/t/a,b:c.toml";
  std::ostringstream out;
  render_github(r, out, {});
  EXPECT_EQ(out.str(),
            "::error file=bank/t/a%2Cb%3Ac.toml,line=1,endLine=1,col=21,endColumn=29,title=schema/length::"
            "te kort: \"KV-cache\", 100%25\n"
            "::notice file=bank/t/q.toml,line=2,endLine=2,col=28,endColumn=32,title=schema/unknown-key::"
            "regel één%0Aregel twee\n"
            "1 bestand gecontroleerd (1 vraag, 0 onderwerpen): 1 fout, 0 waarschuwingen, 1 melding.\n");
}

TEST(GitHub, WarningsAndWholeFileFindings) {
  LintResult r;
  Diagnostic d = make_diagnostic(RuleId::schema_unexpected_file, "bank/x.txt", {}, "geen vraagbestand");
  d.severity = Severity::Warning;
  r.diagnostics = {d};
  std::ostringstream out;
  RenderOptions o;
  o.show_summary = false;
  render_github(r, out, o);
  EXPECT_EQ(out.str(), "::warning file=bank/x.txt,title=schema/unexpected-file::geen vraagbestand\n");
}

TEST(JUnit, WellFormedEscapedXmlWithOneSuitePerFile) {
  LintResult r = sample_result();
  Diagnostic other = make_diagnostic(RuleId::schema_required, "bank/t/<b>&.toml", {{1, 1}, {1, 2}}, "mist \x01 'stem'");
  r.diagnostics.push_back(other);
  std::ostringstream out;
  render_junit(r, out, {});
  const std::string xml = out.str();
  xmlDocPtr doc = xmlReadMemory(xml.data(), static_cast<int>(xml.size()), "junit.xml", "UTF-8", XML_PARSE_NONET);
  ASSERT_NE(doc, nullptr) << xml;
  xmlNodePtr root = xmlDocGetRootElement(doc);
  EXPECT_STREQ(reinterpret_cast<const char*>(root->name), "testsuites");
  std::vector<std::string> suites;
  std::size_t cases = 0, failures = 0, outputs = 0;
  for (xmlNodePtr s = root->children; s; s = s->next) {
    if (s->type != XML_ELEMENT_NODE) continue;
    xmlChar* name = xmlGetProp(s, BAD_CAST "name");
    suites.emplace_back(reinterpret_cast<const char*>(name));
    xmlFree(name);
    for (xmlNodePtr c = s->children; c; c = c->next) {
      if (c->type != XML_ELEMENT_NODE) continue;
      ++cases;
      for (xmlNodePtr f = c->children; f; f = f->next) {
        if (f->type != XML_ELEMENT_NODE) continue;
        const std::string tag = reinterpret_cast<const char*>(f->name);
        failures += tag == "failure" ? 1 : 0;
        outputs += tag == "system-out" ? 1 : 0;
      }
    }
  }
  xmlFreeDoc(doc);
  EXPECT_EQ(suites, (std::vector<std::string>{"bank/t/<b>&.toml", "bank/t/q.toml"}));
  EXPECT_EQ(cases, 3u);
  // Only the errors fail; the info is a passing case with the finding in <system-out>.
  EXPECT_EQ(failures, 2u);
  EXPECT_EQ(outputs, 1u);
  EXPECT_NE(xml.find("<testsuites name=\"qbank\" tests=\"3\" failures=\"2\" errors=\"0\">"), std::string::npos) << xml;
  EXPECT_NE(xml.find("<system-out>regel 2, kolom 28, info[schema/unknown-key]: regel één&#10;regel twee</system-out>"),
            std::string::npos)
      << xml;
  // Past --max-warnings a warning fails the run, and the report says so.
  LintResult w;
  w.diagnostics.push_back(
      make_diagnostic(RuleId::graph_one_way_link, "bank/t/q.toml", {{1, 1}, {1, 2}}, "eenrichting"));
  w.diagnostics.back().severity = Severity::Warning;
  std::ostringstream passing, failing;
  render_junit(w, passing, {});
  RenderOptions o;
  o.warnings_fail = true;
  render_junit(w, failing, o);
  EXPECT_NE(passing.str().find("failures=\"0\""), std::string::npos) << passing.str();
  EXPECT_EQ(passing.str().find("<failure"), std::string::npos);
  EXPECT_NE(failing.str().find("<failure message=\"eenrichting\" type=\"warning\">"), std::string::npos)
      << failing.str();
  EXPECT_NE(xml.find("mist \xEF\xBF\xBD &apos;stem&apos;"), std::string::npos);
}

TEST(JUnit, ACleanRunIsOnePassingTest) {
  LintResult r;
  std::ostringstream out;
  render_junit(r, out, {});
  EXPECT_EQ(out.str(),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<testsuites name=\"qbank\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
            "  <testsuite name=\"qbank\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\">\n"
            "    <testcase name=\"qbank lint\" classname=\"qbank\"/>\n"
            "  </testsuite>\n"
            "</testsuites>\n");
}

}  // namespace
}  // namespace qbank::ci_formats_test
