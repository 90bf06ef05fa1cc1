#include "export_test_util.h"
#include "format/formatter.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <libxml/catalog.h>
#include <libxml/parser.h>
#include <libxml/xmlIO.h>
#include <libxml/xmlschemas.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "core/fs.h"
#include "core/parallel.h"
#include "test_util.h"

namespace qbank::test {
namespace fs = std::filesystem;

std::unique_ptr<ExportFixture> load_for_export(const fs::path& bank) {
  auto f = std::make_unique<ExportFixture>();
  RealFileSystem rfs;
  const BankLocation loc = locate_bank(bank);
  f->config = load_config(rfs, loc.root, loc.config_file.value_or(fs::path()),
                          loc.config_file ? display_path(*loc.config_file) : std::string());
  f->loaded = load_bank(rfs, loc, f->config, 2);
  f->view = std::make_unique<ExportView>(f->loaded.bank, f->config.language, export_markup(f->config),
                                         site_settings(f->config));
  return f;
}

std::vector<OutputFile> render(const std::string& format, const ExportView& view) {
  const Exporter* e = find_exporter(format);
  if (!e) throw std::runtime_error("no exporter " + format);
  return e->render(view);
}

std::string render_one(const std::string& format, const ExportView& view) {
  auto files = render(format, view);
  if (files.size() != 1) throw std::runtime_error(format + " did not give one file");
  return files.front().content;
}

std::string toml_quote(const std::string& text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20 || c == 0x7F) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04X", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

namespace {

std::string question(const std::string& stem, const std::string& explanation, const std::vector<std::string>& options,
                     std::size_t key, const std::vector<std::string>& related = {},
                     const std::vector<std::string>& feedback = {}, const std::string& extra = {}) {
  std::string out = "#:schema ../../schema/question.schema.json\nstem = " + toml_quote(stem) +
                    "\nexplanation = " + toml_quote(explanation) + "\n";
  if (!related.empty()) {
    out += "related = [";
    for (std::size_t i = 0; i < related.size(); ++i) out += (i ? ", " : "") + toml_quote(related[i]);
    out += "]\n";
  }
  out += extra;
  for (std::size_t i = 0; i < options.size(); ++i) {
    out += "\n[[options]]\ntext = " + toml_quote(options[i]) + "\n";
    if (i == key) out += "correct = true\n";
    if (i < feedback.size() && !feedback[i].empty()) out += "feedback = " + toml_quote(feedback[i]) + "\n";
  }
  return out;
}

}  // namespace

fs::path write_hostile_bank(const fs::path& dir) {
  const fs::path bank = dir / "bank";
  fs::create_directories(bank);
  write_file(bank / "qbank.toml", "language = \"nl\"\nrules_dir = " + toml_quote((source_dir() / "rules").string()) +
                                      "\nschema_dir = " + toml_quote((source_dir() / "schema").string()) + "\n");
  fs::create_directories(bank / "vijandig");
  fs::create_directories(bank / "gewoon");
  write_file(bank / "vijandig" / "topic.toml",
             "title = " + toml_quote("Vijandig " + kScript + " & \"citaat\" / schuine streep") +
                 "\ndescription = " + toml_quote("Beschrijving met " + kAttribute + " en " + kCdataEnd) +
                 "\nprerequisites = [\"gewoon\"]\n");
  write_file(bank / "gewoon" / "topic.toml",
             "title = \"Gewoon onderwerp\"\ndescription = \"Een onderwerp zonder vreemde tekens.\"\n");

  write_file(bank / "vijandig" / "script-in-stam.toml",
             question("Wat toont de pagina bij " + kScript + " en " + kAttribute + "?",
                      "Eerste alinea met " + kGiftControl + ".\n\nTweede alinea met " + kCdataEnd + "\nen een regel " +
                          kScript + ".",
                      {kAttribute, kCdataEnd, kFormula}, 2, {"gift-tekens", "markdown-tekens", "gewone-vraag"},
                      {"Terugkoppeling met <b>vet</b> # en : dubbele punt", "", "Dit is de sleutel ]]> echt"},
                      "tags = [" + toml_quote(kScript) + ", \"gewoon label\"]\n"));
  write_file(bank / "vijandig" / "gift-tekens.toml",
             question("Welke tekens zijn bijzonder in GIFT: ~ = # { } : en \\ ?",
                      "De toelichting noemt " + kGiftControl + " en //geen commentaar.",
                      {"+1 plus vooraan", "-1 min vooraan", "@SUM(A1:A2)", "\tTab vooraan", "%50%procent vooraan"}, 4,
                      {"script-in-stam"}));
  write_file(bank / "vijandig" / "markdown-tekens.toml",
             question("# Kop? [klik](javascript:alert(1)) ![x](https://example.org/x.png) *nadruk* `code` <b>vet</b>",
                      "1. genummerd\n- opsomming\n> citaat\n    ingesprongen code\n<img src=x onerror=alert(1)>",
                      {"1. genummerd", "- opsomming", "> citaat"}, 0));
  write_file(bank / "vijandig" / "concept-vraag.toml",
             question("Deze conceptvraag mag niet in de export staan, toch?", "Een concept wordt niet geëxporteerd.",
                      {"Ja", "Nee"}, 1, {}, {}, "status = \"draft\"\n"));
  write_file(bank / "gewoon" / "gewone-vraag.toml",
             question("Hoeveel bytes neemt een parameter in FP16 in beslag?",
                      "FP16 gebruikt zestien bits per getal, en zestien bits zijn twee bytes.",
                      {"Eén byte", "Twee bytes", "Vier bytes"}, 1, {"script-in-stam", "concept-vraag"}));
  return bank;
}

fs::path external_dir() {
  if (const char* env = std::getenv("QBANK_EXTERNAL_DIR"); env && *env) return fs::path(env);
  const fs::path configured(QBANK_EXTERNAL_DIR);
  if (fs::is_directory(configured)) return configured;
  // A git worktree lives one level deeper than the main checkout: look for shared/external in the
  // source folder's ancestors.
  for (fs::path p = source_dir().parent_path(); !p.empty() && p != p.root_path(); p = p.parent_path()) {
    if (fs::is_directory(p / "shared" / "external")) return p / "shared" / "external";
  }
  return configured;
}

fs::path write_qti_catalog(const fs::path& dir) {
  const fs::path shipped = external_dir() / "qti21-qtiworks" / "catalog.xml";
  std::string text = read_file(shipped);
  if (text.empty()) throw std::runtime_error("cannot read " + shipped.string());
  // Every rewritePrefix names ".../qti21-qtiworks/xml-catalog/..." under the folder the catalog
  // was made in; point them at where the data lives here.
  const std::string marker = "qti21-qtiworks/xml-catalog/";
  const std::string local = "file://" + (external_dir() / "qti21-qtiworks" / "xml-catalog").string() + "/";
  std::string out;
  std::size_t pos = 0;
  while (true) {
    const std::size_t attr = text.find("rewritePrefix=\"", pos);
    if (attr == std::string::npos) break;
    const std::size_t value = attr + std::string("rewritePrefix=\"").size();
    const std::size_t m = text.find(marker, value);
    const std::size_t end = text.find('"', value);
    if (m == std::string::npos || m > end) throw std::runtime_error("unexpected catalog.xml layout");
    out.append(text, pos, value - pos);
    out += local;
    pos = m + marker.size();
  }
  out.append(text, pos, std::string::npos);
  const fs::path file = dir / "catalog.xml";
  write_file(file, out);
  return file;
}

namespace {

void collect_error(void* ctx, const char* fmt, ...) {
  auto* out = static_cast<std::string*>(ctx);
  char buf[2048];
  va_list args;
  va_start(args, fmt);
  std::vsnprintf(buf, sizeof buf, fmt, args);
  va_end(args);
  *out += buf;
}

}  // namespace

std::string validate_qti21(const std::string& xml_text, const fs::path& catalog) {
  static std::mutex mutex;
  static xmlSchemaPtr schema = nullptr;
  static std::string schema_errors;
  std::lock_guard<std::mutex> lock(mutex);
  if (!schema) {
    xmlInitParser();
    xmlLoadCatalog(catalog.c_str());
    // After catalog resolution, anything still on the network is refused.
    xmlSetExternalEntityLoader(xmlNoNetExternalEntityLoader);
    const fs::path xsd =
        external_dir() / "qti21-qtiworks" / "xml-catalog" / "www.imsglobal.org" / "xsd" / "imsqti_v2p1.xsd";
    xmlSchemaParserCtxtPtr pctx = xmlSchemaNewParserCtxt(xsd.c_str());
    xmlSchemaSetParserErrors(pctx, collect_error, collect_error, &schema_errors);
    schema = xmlSchemaParse(pctx);
    xmlSchemaFreeParserCtxt(pctx);
    if (!schema) return "cannot compile the QTI 2.1 XSD: " + schema_errors;
  }
  std::string errors;
  xmlDocPtr doc =
      xmlReadMemory(xml_text.data(), static_cast<int>(xml_text.size()), "item.xml", nullptr, XML_PARSE_NONET);
  if (!doc) return "not well-formed XML";
  xmlSchemaValidCtxtPtr vctx = xmlSchemaNewValidCtxt(schema);
  xmlSchemaSetValidErrors(vctx, collect_error, collect_error, &errors);
  const int rc = xmlSchemaValidateDoc(vctx, doc);
  xmlSchemaFreeValidCtxt(vctx);
  xmlFreeDoc(doc);
  if (rc != 0 && errors.empty()) errors = "invalid (code " + std::to_string(rc) + ")";
  return errors;
}

ImportReport import_files(const std::string& from, const std::vector<fs::path>& files, const std::string& topic,
                          const fs::path& out, bool force) {
  ImportOptions o;
  o.from = from;
  o.files = files;
  o.topic = topic;
  o.out = out;
  o.force = force;
  ImportReport report;
  std::string error;
  if (!run_import(o, report, &error)) ADD_FAILURE() << "run_import: " << error;
  return report;
}

std::map<std::string, std::size_t> rule_counts(const ImportReport& report) {
  std::map<std::string, std::size_t> out;
  for (const auto& d : report.result.diagnostics) ++out[d.rule];
  return out;
}

std::vector<fs::path> files_in(const fs::path& dir, const std::string& extension) {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(dir)) {
    if (e.is_regular_file() && e.path().extension() == extension) out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string canonical(const std::string& question_toml) {
  FormatResult r = format_toml("q.toml", question_toml, TomlFileKind::Question);
  return r.ok ? r.text : question_toml;
}

LintResult lint(const fs::path& bank, const std::string& config) {
  if (!config.empty() && !fs::exists(bank / "qbank.toml")) write_file(bank / "qbank.toml", config);
  RealFileSystem rfs;
  LintOptions o;
  o.paths = {bank};
  o.jobs = 2;
  o.suggestions = false;
  return run_lint(rfs, o);
}

}  // namespace qbank::test
