// The UI language (core/i18n.h): every help text and command-line error in the Dutch UI is
// Dutch, the English UI comes from po/en.po, every marked message has its English translation,
// plural forms follow the number, and TOML parse errors are Dutch.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <optional>
#include <regex>
#include <set>

#include "core/i18n.h"
#include "core/source.h"
#include "core/toml_document.h"
#include "output/render.h"
#include "test_util.h"

namespace qbank::i18n_test {
namespace {
namespace fs = std::filesystem;

// English words that never belong in a Dutch sentence ("is" and "of" are Dutch too). Code (`...`), option names (--x)
// and the values a user types (text|json) are taken out first.
const std::set<std::string> kEnglish = {
    "the",         "and",     "to",     "are",     "with",    "for",   "default",   "required",
    "print",       "file",    "files",  "option",  "usage",   "not",   "expected",  "unknown",
    "subcommand",  "exit",    "when",   "this",    "each",    "every", "which",     "from",
    "only",        "write",   "create", "display", "message", "help",  "arguments", "commands",
    "positionals", "options", "error",  "was",     "were",    "could", "value",     "invalid",
    "did",         "you",     "mean",   "rule",    "lists",   "them",  "all"};

std::vector<std::string> english_words(std::string text) {
  // Drop code spans, option names, placeholders in capitals, paths and format lists.
  text = std::regex_replace(text, std::regex("`[^`]*`"), " ");
  text = std::regex_replace(text, std::regex("--?[A-Za-z][A-Za-z-]*"), " ");
  text = std::regex_replace(text, std::regex("[A-Za-z0-9_./<>-]*[/|.][A-Za-z0-9_./<>|-]+"), " ");
  std::vector<std::string> out;
  const std::regex word("[A-Za-z]+");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), word); it != std::sregex_iterator(); ++it) {
    std::string w = it->str();
    for (char& c : w) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (kEnglish.count(w)) out.push_back(w);
  }
  return out;
}

// Every command of `qbank --help`, parsed from its list.
std::vector<std::string> commands() {
  const auto r = test::run_qbank({"--help"});
  std::vector<std::string> out;
  std::istringstream in(r.out);
  std::string line;
  bool in_list = false;
  while (std::getline(in, line)) {
    if (line == "Opdrachten:") {
      in_list = true;
      continue;
    }
    if (in_list && line.rfind("  ", 0) == 0) out.push_back(line.substr(2, line.find(' ', 2) - 2));
    if (in_list && line.empty()) in_list = false;
  }
  return out;
}

TEST(DutchUi, EveryHelpTextIsDutch) {
  const auto cmds = commands();
  ASSERT_GE(cmds.size(), 12u);
  std::vector<std::vector<std::string>> runs = {{"--help"}, {"--version"}};
  for (const auto& c : cmds) runs.push_back({c, "--help"});
  for (const auto& args : runs) {
    const auto r = test::run_qbank(args);
    EXPECT_EQ(r.exit_code, 0) << args[0];
    EXPECT_EQ(english_words(r.out + r.err), std::vector<std::string>{}) << args[0] << "\n" << r.out;
    EXPECT_EQ(r.out.find("Options:"), std::string::npos) << args[0];
  }
}

TEST(DutchUi, TheManualPageIsInTheUiLanguage) {
  const auto nl = test::run_qbank({"manpage"});
  ASSERT_EQ(nl.exit_code, 0);
  // Roff requests and escapes are no words; the comment line names the generator.
  std::string text = std::regex_replace(nl.out, std::regex("(^|\n)\\.[^\n]*"), "\n");
  text = std::regex_replace(text, std::regex("(^|\n)\\.(TH|SH|SS|TP|B|I)\\b"), "\n");
  text = std::regex_replace(text, std::regex("\\\\-"), "-");
  EXPECT_EQ(english_words(text), std::vector<std::string>{}) << text.substr(0, 2000);
  EXPECT_NE(nl.out.find(".SH BESCHRIJVING"), std::string::npos);
  EXPECT_EQ(nl.out.find(".SH DESCRIPTION"), std::string::npos);
  const auto en = test::run_qbank({"manpage"}, {}, {}, {"LANGUAGE=en"});
  ASSERT_EQ(en.exit_code, 0);
  EXPECT_NE(en.out.find(".SH DESCRIPTION"), std::string::npos);
  EXPECT_NE(en.out.find("qbank checks, formats, exports and imports"), std::string::npos);
}

TEST(DutchUi, EveryCommandLineErrorIsDutchAndExitsTwo) {
  test::TempDir dir;
  const std::vector<std::vector<std::string>> runs = {
      {},                                           // no command
      {"lintt"},                                    // unknown command
      {"lint", "--nope"},                           // unknown option
      {"lint", "--jobs", "veel"},                   // not a number
      {"lint", "--jobs"},                           // value missing
      {"lint", "--color", "paars"},                 // not one of
      {"lint", "--format", "pdf"},                  // unknown format
      {"lint", "--no-cache=ja"},                    // a flag with a value
      {"export", "--out", "x"},                     // --format missing
      {"export", "--format", "pdf", "--out", "x"},  // unknown export format
      {"import", "--from", "word", "x"},            // unknown source format
      {"import", "--from", "gift"},                 // files missing
      {"new"},                                      // stem missing
      {"new-topic"},                                // id missing
      {"practice"},                                 // --topic missing
      {"graph", "--format", "png"},                 // not one of
      {"stats", "--format", "xml"},                 // not one of
      {"explain"},                                  // rule missing
      {"explain", "nope"},                          // unknown rule
      {"explain", "letter-prefx"},                  // a near name
  };
  for (const auto& args : runs) {
    const auto r = test::run_qbank(args, dir.path());
    const std::string shown = args.empty() ? "(geen)" : args[0] + (args.size() > 1 ? " " + args[1] : "");
    EXPECT_EQ(r.exit_code, 2) << shown << "\n" << r.err;
    ASSERT_FALSE(r.err.empty()) << shown;
    EXPECT_EQ(r.err.rfind("qbank: ", 0), 0u) << shown << "\n" << r.err;
    EXPECT_EQ(english_words(r.err), std::vector<std::string>{}) << shown << "\n" << r.err;
  }
  // The fix is in the message.
  EXPECT_EQ(test::run_qbank({"lint", "--nope"}, dir.path()).err,
            "qbank: onverwacht argument: --nope; zie --help voor wat deze opdracht aanneemt\n");
  EXPECT_EQ(test::run_qbank({"export", "--out", "x"}, dir.path()).err,
            "qbank: --format ontbreekt; die is verplicht (zie --help)\n");
  EXPECT_EQ(test::run_qbank({"explain", "letter-prefx"}, dir.path()).err,
            "qbank: onbekende regel `letter-prefx`; bedoel je `answer/letter-prefix`? (qbank rules toont ze alle)\n");
}

TEST(DutchUi, ExplainTakesAUniqueShortName) {
  const auto r = test::run_qbank({"explain", "supports-distractor"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("# explanation/supports-distractor\n", 0), 0u) << r.out;
  EXPECT_NE(r.out.find("## Wat de regel doet"), std::string::npos);
}

TEST(EnglishUi, LanguageOrUiLanguageSelectsTheEnglishCatalog) {
  const auto help = test::run_qbank({"lint", "--help"}, {}, {}, {"LANGUAGE=en"});
  EXPECT_NE(help.out.find("Usage: qbank lint [OPTIONS] [paths...]"), std::string::npos) << help.out;
  EXPECT_NE(help.out.find("Print this help message and exit"), std::string::npos) << help.out;
  const auto error = test::run_qbank({"export", "--out", "x"}, {}, {}, {"LANG=en_GB.UTF-8", "LANGUAGE="});
  EXPECT_EQ(error.err, "qbank: --format is required (see --help)\n");
  const auto explain = test::run_qbank({"explain", "answer/multiple-correct"}, {}, {}, {"LANGUAGE=en"});
  EXPECT_NE(explain.out.find("## What it does"), std::string::npos) << explain.out;
  EXPECT_NE(explain.out.find("Default severity: error. Defined in: built-in."), std::string::npos) << explain.out;
  // A bank's ui_language wins over the environment, both ways.
  test::TempDir dir;
  dir.write("qbank.toml", "ui_language = \"en\"\n");
  EXPECT_NE(test::run_qbank({"rules"}, dir.path(), {}, {"LANGUAGE=nl"}).out.find("More than one option is marked"),
            std::string::npos);
  dir.write("qbank.toml", "ui_language = \"nl\"\n");
  EXPECT_NE(test::run_qbank({"rules"}, dir.path(), {}, {"LANGUAGE=en"}).out.find("Meer dan één optie is gemarkeerd"),
            std::string::npos);
  // And lints clean: ui_language is a known key.
  dir.write("t/topic.toml", "title = \"T\"\n");
  EXPECT_EQ(test::run_qbank({"lint", "--no-cache", "."}, dir.path()).exit_code, 0);
}

TEST(EnglishUi, EveryMarkedMessageHasItsTranslation) {
  // xgettext finds every tr()/trn()/N_() message; each must have a non-empty msgstr in po/en.po.
  test::TempDir dir;
  // The UI's keywords and the exported site's (export/site_text.h): one catalog for both.
  std::vector<std::string> command = {"xgettext",
                                      "--from-code=UTF-8",
                                      "--language=C++",
                                      "--keyword=tr",
                                      "--keyword=trn:1,2",
                                      "--keyword=N_",
                                      "--keyword=site_text:2",
                                      "--keyword=site_count:2,3",
                                      "--keyword=S_",
                                      "--no-location",
                                      "--sort-output",
                                      "--output=" + (dir.path() / "qbank.pot").string()};
  for (const auto& e : fs::recursive_directory_iterator(test::source_dir() / "tools")) {
    if (e.path().extension() == ".cpp" && e.path().string().find("/fuzz/") == std::string::npos) {
      command.push_back(e.path().string());
    }
  }
  // gettext's own tools speak the test's Dutch otherwise.
  const std::vector<std::string> c_locale = {"LANGUAGE=", "LC_ALL=C"};
  const auto x = test::run_program(command, {}, {}, c_locale);
  ASSERT_EQ(x.exit_code, 0) << x.err;
  const auto merged =
      test::run_program({"msgmerge", "--quiet", "--no-fuzzy-matching", "--output-file=-",
                         (test::source_dir() / "po" / "en.po").string(), (dir.path() / "qbank.pot").string()},
                        {}, {}, c_locale);
  ASSERT_EQ(merged.exit_code, 0) << merged.err;
  test::write_file(dir.path() / "merged.po", merged.out);
  const auto stats = test::run_program(
      {"msgfmt", "--check", "--statistics", "-o", "/dev/null", (dir.path() / "merged.po").string()}, {}, {}, c_locale);
  ASSERT_EQ(stats.exit_code, 0) << stats.err;
  EXPECT_EQ(stats.err.find("untranslated"), std::string::npos) << stats.err;
  EXPECT_EQ(stats.err.find("fuzzy"), std::string::npos) << stats.err;
  EXPECT_NE(stats.err.find(" translated messages"), std::string::npos) << stats.err;
  // Every folder that prints to the user has its messages in the catalog (xgettext writes no file
  // for sources without one), and so does the site's own text.
  const std::string pot = test::read_file(dir.path() / "qbank.pot");
  for (const char* msgid : {
           "msgid \"Je antwoord (A-{}, q om te stoppen): \"",          // practice
           "msgid \"{} uit {} geëxporteerd als {} naar {}\"",          // cli/export
           "msgid \"weigert te schrijven naar '{}': {}\"",             // export/writer
           "msgid \"Antwoord en toelichting tonen\"",                  // export/html (site)
           "msgid \"De {} foute vragen opnieuw oefenen\"",             // oefenen.js (site)
           "msgid \"{} heeft maar één antwoord\"",                     // import/gift
           "msgid \"geen stam boven de opties\"",                      // import/page
           "msgid \"vragen: {}\"",                                     // author/stats
           "msgid \"id `{}` bestaat al in de bank; kies een ander\"",  // author/new
           "msgid \"kan de map {} niet openen: {}\"",                  // core/fs
           "msgid \"regel {}, kolom {}\"",                             // output/junit
           "msgid \"piekgeheugen\"",                                   // --timings
           "qbank lint --baseline toont deze meldingen niet; ",        // the baseline's comment
       }) {
    EXPECT_NE(pot.find(msgid), std::string::npos) << msgid;
  }
  for (const char* folder : {"practice", "export", "import", "report", "author", "format", "cli"}) {
    std::vector<std::string> one = {"xgettext",
                                    "--from-code=UTF-8",
                                    "--language=C++",
                                    "--keyword=tr",
                                    "--keyword=trn:1,2",
                                    "--keyword=N_",
                                    "--keyword=site_text:2",
                                    "--keyword=site_count:2,3",
                                    "--keyword=S_",
                                    "--output=" + (dir.path() / (std::string(folder) + ".pot")).string()};
    for (const auto& e : fs::directory_iterator(test::source_dir() / "tools" / folder)) {
      if (e.path().extension() == ".cpp") one.push_back(e.path().string());
    }
    ASSERT_EQ(test::run_program(one, {}, {}, c_locale).exit_code, 0) << folder;
    EXPECT_TRUE(fs::exists(dir.path() / (std::string(folder) + ".pot"))) << "no message marked in tools/" << folder;
  }
}

// Binding the English catalog sets $LANGUAGE; programs later tests start must not inherit it.
class LanguageVariableKept {
 public:
  LanguageVariableKept() {
    if (const char* v = std::getenv("LANGUAGE")) value_ = v;
  }
  ~LanguageVariableKept() {
    if (value_)
      setenv("LANGUAGE", value_->c_str(), 1);
    else
      unsetenv("LANGUAGE");
  }

 private:
  std::optional<std::string> value_;
};

TEST(Plurals, ZeroOneAndTwoInBothLanguages) {
  const LanguageVariableKept kept;
  set_ui_language("nl");
  const char* sg = "onverwacht argument: {}; zie --help voor wat deze opdracht aanneemt";
  const char* pl = "onverwachte argumenten: {}; zie --help voor wat deze opdracht aanneemt";
  EXPECT_STREQ(trn(sg, pl, 0), pl);
  EXPECT_STREQ(trn(sg, pl, 1), sg);
  EXPECT_STREQ(trn(sg, pl, 2), pl);
  set_ui_language("en");
  ASSERT_EQ(ui_language(), UiLanguage::English) << "no English catalog found beside the test program";
  EXPECT_EQ(std::string(trn(sg, pl, 0)).rfind("the following arguments were", 0), 0u);
  EXPECT_EQ(std::string(trn(sg, pl, 1)).rfind("the following argument was", 0), 0u);
  EXPECT_EQ(std::string(trn(sg, pl, 2)).rfind("the following arguments were", 0), 0u);
  EXPECT_STREQ(tr("Opties"), "Options");
  set_ui_language("nl");
  EXPECT_STREQ(tr("Opties"), "Opties");
}

TEST(Plurals, TheSummaryLineAtZeroOneAndTwo) {
  const LanguageVariableKept kept;
  Summary s;
  s.files = 2;
  s.questions = 1;
  s.topics = 0;
  s.errors = 0;
  s.warnings = 1;
  s.infos = 2;
  set_ui_language("nl");
  EXPECT_EQ(summary_line(s),
            "2 bestanden gecontroleerd (1 vraag, 0 onderwerpen): 0 fouten, 1 waarschuwing, 2 meldingen.");
  set_ui_language("en");
  ASSERT_EQ(ui_language(), UiLanguage::English) << "no English catalog found beside the test program";
  EXPECT_EQ(summary_line(s), "2 files checked (1 question, 0 topics): 0 errors, 1 warning, 2 infos.");
  s.only_requested_files = true;
  s.requested_files = 1;
  EXPECT_EQ(summary_line(s),
            "1 file checked, together with the rest of the bank (2 files, 1 question, 0 topics): 0 errors, 1 warning, "
            "2 infos.");
  set_ui_language("nl");
}

TEST(Numbers, DecimalSignPerLanguage) {
  const LanguageVariableKept kept;
  set_ui_language("nl");
  EXPECT_EQ(ui_decimal("0.50"), "0,50");
  set_ui_language("en");
  ASSERT_EQ(ui_language(), UiLanguage::English);
  EXPECT_EQ(ui_decimal("0.50"), "0.50");
  EXPECT_EQ(ui_fixed(0.8666, 2), "0.87");
  set_ui_language("nl");
}

// The one formatter of numbers with a fixed number of decimals (messages, `qbank stats`).
TEST(Numbers, FixedDecimals) {
  const LanguageVariableKept kept;
  set_ui_language("nl");
  EXPECT_EQ(ui_fixed(0.8666, 2), "0,87");
  EXPECT_EQ(ui_fixed(0.8666, 2, Rounding::Down), "0,86");  // a similarity never shown above itself
  EXPECT_EQ(ui_fixed(0.29, 2, Rounding::Down), "0,29");    // 0.29 * 100 is 28.999...: not 0,28
  EXPECT_EQ(ui_fixed(33.333, 1), "33,3");
  EXPECT_EQ(ui_fixed(-0.001, 2), "0,00");
  EXPECT_EQ(ui_fixed(-0.5, 1), "-0,5");
  EXPECT_EQ(ui_fixed(12.0, 0), "12");
}

// Every text of a built-in schema that a message may quote (descriptions, x-removed reasons) is
// listed in core/schema_texts.cpp, so that xgettext puts it in the catalog and po/en.po must
// translate it.
void schema_texts(const nlohmann::json& node, std::set<std::string>& out) {
  if (node.is_object()) {
    for (const auto& [key, value] : node.items()) {
      if (key == "description" && value.is_string()) {
        out.insert(value.get<std::string>());
      } else if (key == "x-removed" && value.is_object()) {
        for (const auto& [name, reason] : value.items()) {
          if (reason.is_string()) out.insert(reason.get<std::string>());
        }
      } else {
        schema_texts(value, out);
      }
    }
  } else if (node.is_array()) {
    for (const auto& item : node) schema_texts(item, out);
  }
}

std::string c_literal(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '\\' || c == '"') out += '\\';
    out += c;
  }
  return out + "\"";
}

TEST(SchemaTexts, EveryBuiltInTextIsMarked) {
  const std::string listed = test::read_file(test::source_dir() / "tools" / "core" / "schema_texts.cpp");
  std::set<std::string> texts;
  for (const auto& e : fs::directory_iterator(test::source_dir() / "schema")) {
    if (e.path().extension() == ".json") schema_texts(nlohmann::json::parse(test::read_file(e.path())), texts);
  }
  ASSERT_FALSE(texts.empty());
  for (const std::string& t : texts) {
    const std::string line = "    N_(" + c_literal(t) + "),";
    EXPECT_NE(listed.find(line + "\n"), std::string::npos) << "add to tools/core/schema_texts.cpp:\n" << line;
  }
}

TEST(SchemaTexts, QuotedInTheUiLanguage) {
  const LanguageVariableKept kept;
  set_ui_language("en");
  ASSERT_EQ(ui_language(), UiLanguage::English);
  EXPECT_STREQ(tr("de stam: de vraag zoals de student die leest"), "the stem: the question as the student reads it");
  set_ui_language("nl");
  EXPECT_STREQ(tr("de stam: de vraag zoals de student die leest"), "de stam: de vraag zoals de student die leest");
}

TEST(TomlErrors, EveryKindIsDutchWithItsPosition) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"stem \"x\"\n", "1:6: na een sleutel hoort `=` te staan, maar er staat `\"`"},
      {"stem = onzin\n", "1:8: hier hoort een waarde te staan"},
      {"a = [1 2]\n", "1:8: in een lijst hoort na elke waarde een komma of de sluitende `]` te staan"},
      {"a = \"x\" y\n", "1:9: na de waarde mag op deze regel alleen nog commentaar (`#`) staan"},
      {"a = 07\n", "1:7: een getal mag niet met een 0 beginnen"},
      {"[x\n", "1:3: de tabelkop wordt niet gesloten met `]`, maar de regel houdt daar op"},
      {"a = {b = 1,}\n", "1:12: na de laatste komma in een inline tabel staat niets meer"},
      {"a = \"\\q\"\n", "1:7: onbekende escape `\\q` in een tekst"},
      {"a = [1,,2]\n", "twee komma's na elkaar in een lijst"},
      {"a = 1979-13-01\n", "ongeldige datum of tijd"},
      {"a = 1__0\n", "een `_` in een getal hoort tussen twee cijfers te staan"},
      {"a = [\n", "het bestand houdt op midden in"},
  };
  for (const auto& [text, expected] : cases) {
    auto src = std::make_shared<SourceFile>("t.toml", text);
    std::vector<Diagnostic> out;
    EXPECT_FALSE(parse_toml(*src, out, false).has_value()) << text;
    ASSERT_EQ(out.size(), 1u) << text;
    const std::string got = std::to_string(out[0].span.begin.line) + ":" + std::to_string(out[0].span.begin.column) +
                            ": " + out[0].message.substr(out[0].message.find(": ") + 2);
    EXPECT_NE(got.find(expected), std::string::npos) << text << "\n" << got;
    EXPECT_EQ(english_words(out[0].message), std::vector<std::string>{}) << text << "\n" << out[0].message;
  }
}

}  // namespace
}  // namespace qbank::i18n_test

namespace qbank::i18n_test {
namespace {

// One is singular, in the summaries too.
TEST(DutchUi, CountsOfOneAreSingular) {
  test::TempDir dir;
  dir.write("qbank.toml", "");
  dir.write("t/topic.toml", "title = \"T\"\n");
  std::string q = test::sample_question();
  q.replace(q.find(" = "), 3, "=");
  const fs::path file = dir.write("t/vraag.toml", q);
  auto r = test::run_qbank({"fmt", "--check", file.string()}, dir.path());
  EXPECT_NE(r.out.find("1 van 1 bestand zou worden opgemaakt."), std::string::npos) << r.out;
  r = test::run_qbank({"fmt", file.string()}, dir.path());
  EXPECT_NE(r.out.find("1 van 1 bestand opgemaakt."), std::string::npos) << r.out;
  // Nothing left to change: said so, not "0 van 1 bestand zouden worden opgemaakt".
  r = test::run_qbank({"fmt", "--check", file.string()}, dir.path());
  EXPECT_NE(r.out.find("1 bestand nagekeken: het is al opgemaakt."), std::string::npos) << r.out;
  // One warning over the limit is one warning.
  dir.write("t/los.txt", "x");
  dir.write("qbank.toml", "[rules]\nspelling = \"off\"\nexplanation = \"off\"\nstyle = \"off\"\ngraph = \"off\"\n");
  r = test::run_qbank({"lint", "--no-cache", "--max-warnings", "0", "."}, dir.path());
  EXPECT_NE(r.err.find("qbank: 1 waarschuwing, meer dan --max-warnings 0"), std::string::npos) << r.out << r.err;
  // The bank in the working directory is named as such, not as ".".
  r = test::run_qbank({"new", "--topic", "tt", "Wat is een test?"}, dir.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("bestaat niet in de bank in de huidige map; bedoel je `t`?"), std::string::npos) << r.err;
}

// What an author sees when linting one file, from a topic folder, or a path that is not there.
TEST(DutchUi, OneFileASubfolderAndAMissingPath) {
  test::TempDir dir;
  dir.write("qbank.toml", "[rules]\nspelling = \"off\"\nexplanation = \"off\"\nstyle = \"off\"\n");
  dir.write("t/topic.toml", "title = \"T\"\n");
  const fs::path file = dir.write("t/vraag.toml", test::sample_question() + "stm = \"x\"\n");
  auto r = test::run_qbank({"lint", "--no-cache", "t/vraag.toml"}, dir.path());
  EXPECT_NE(r.out.find("1 bestand gecontroleerd, samen met de rest van de bank (3 bestanden, 1 vraag, 1 onderwerp)"),
            std::string::npos)
      << r.out;
  r = test::run_qbank({"lint", "nietbestaand.toml"}, dir.path());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("het pad bestaat niet: nietbestaand.toml"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("configuratiefout"), std::string::npos) << r.err;
  // A fresh scaffold in a small topic gets its placeholders reported, and no link count.
  r = test::run_qbank({"new", "--topic", "t", "Wat doet een switch?"}, dir.path());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  r = test::run_qbank({"lint", "--no-cache", "."}, dir.path());
  EXPECT_NE(r.out.find("[answer/placeholder]"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("switch.toml:2:1: warning[graph/related-count]"), std::string::npos) << r.out;
  // From the topic folder: its files relative to it, a file in another topic with its path from
  // shown absolute (it is not under the working directory).
  dir.write("u/topic.toml", "title = \"U\"\n");
  dir.write("u/kopie.toml", test::sample_question() + "stm = \"x\"\n");
  r = test::run_qbank({"lint", "--no-cache", "--format", "concise"}, dir.path() / "t");
  EXPECT_NE(("\n" + r.out).find("\nvraag.toml:"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find(dir.path().string() + "/t/"), std::string::npos) << r.out;
  r = test::run_qbank({"lint", "--no-cache", "--format", "concise", ".."}, dir.path() / "t");
  EXPECT_NE(("\n" + r.out).find("\nvraag.toml:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(dir.path().string() + "/u/kopie.toml:"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace qbank::i18n_test

namespace qbank::i18n_test {
namespace fs = std::filesystem;

// Words that are Dutch and never English: what an untranslated message of these commands would
// show. Code (`...`), quoted bank text ('...', "..."), option names and paths are taken out first.
std::vector<std::string> dutch_only_words(std::string text) {
  static const std::set<std::string> kDutch = {"de",
                                               "het",
                                               "een",
                                               "niet",
                                               "vraag",
                                               "vragen",
                                               "optie",
                                               "opties",
                                               "onderwerp",
                                               "onderwerpen",
                                               "bestand",
                                               "bestanden",
                                               "fout",
                                               "fouten",
                                               "waarschuwing",
                                               "waarschuwingen",
                                               "melding",
                                               "meldingen",
                                               "geëxporteerd",
                                               "geïmporteerd",
                                               "overgeslagen",
                                               "nieuw",
                                               "vervangen",
                                               "aangemaakt",
                                               "sleutel",
                                               "toelichting",
                                               "gemiddeld",
                                               "tegen",
                                               "naar",
                                               "van",
                                               "en",
                                               "bij",
                                               "geen",
                                               "met",
                                               "zonder",
                                               "je",
                                               "antwoord",
                                               "goed",
                                               "helaas",
                                               "gemist",
                                               "verder",
                                               "oefenen",
                                               "gestopt",
                                               "kies",
                                               "heeft",
                                               "uit",
                                               "als",
                                               "ligt",
                                               "map",
                                               "kan",
                                               "tekens",
                                               "lengte",
                                               "verwijzingen",
                                               "uitgaand",
                                               "inkomend",
                                               "hele",
                                               "pad",
                                               "bestaat",
                                               "onbekend",
                                               "tijd",
                                               "fase",
                                               "piekgeheugen",
                                               "regel",
                                               "kolom",
                                               "dezelfde",
                                               "volgorde",
                                               "nog",
                                               "eens",
                                               "vragenbank",
                                               "nagekeken",
                                               "opgemaakt",
                                               "geschreven",
                                               "gecontroleerd",
                                               "zet",
                                               "wanneer",
                                               "klaar",
                                               "verwante",
                                               "schrijf",
                                               "waarvan",
                                               "dergelijke",
                                               "ingebouwde"};
  text = std::regex_replace(text, std::regex("`[^`\n]*`"), " ");
  text = std::regex_replace(text, std::regex("'[^'\n]*'"), " ");
  text = std::regex_replace(text, std::regex("\"[^\"\n]*\""), " ");
  text = std::regex_replace(text, std::regex("‘[^’\n]*’"), " ");
  text = std::regex_replace(text, std::regex("--?[A-Za-z][A-Za-z-]*"), " ");
  text = std::regex_replace(text, std::regex("[^ \n]*[/.][^ \n]*"), " ");
  std::vector<std::string> out;
  const std::regex word("[A-Za-z\\x80-\\xff]+");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), word); it != std::sregex_iterator(); ++it) {
    std::string w = it->str();
    for (char& c : w) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (kDutch.count(w)) out.push_back(w);
  }
  return out;
}

// The text of an HTML page: every tag, and every <svg> element whole, as a space. A plain scan:
// std::regex recurses once per character and overflows the stack on a long SVG (under ASan).
std::string text_of_html(const std::string& html) {
  std::string out;
  for (std::size_t i = 0; i < html.size();) {
    if (html.compare(i, 4, "<svg") == 0) {
      const std::size_t end = html.find("</svg>", i);
      i = end == std::string::npos ? html.size() : end + 6;
      out += ' ';
    } else if (html[i] == '<') {
      const std::size_t end = html.find('>', i);
      i = end == std::string::npos ? html.size() : end + 1;
      out += ' ';
    } else {
      out += html[i++];
    }
  }
  return out;
}

// A bank written in English words, so that Dutch in the output can only be qbank's.
void english_words_bank(test::TempDir& dir) {
  dir.write("qbank.toml", "[rules]\nspelling = \"off\"\nexplanation = \"off\"\nstyle = \"off\"\nduplicate = \"off\"\n");
  dir.write("net/topic.toml", "title = \"Networks\"\n");
  dir.write("idle/topic.toml", "title = \"Idle\"\n");
  for (const std::string id : {"first", "second"}) {
    dir.write("net/" + id + ".toml",
              "stem = \"Which layer routes packets, case " + id +
                  "?\"\nexplanation = \"The network layer routes packets.\"\nstatus = \"published\"\n\n"
                  "[[options]]\ntext = \"Network layer\"\ncorrect = true\n\n"
                  "[[options]]\ntext = \"Transport layer\"\nfeedback = \"Transport carries segments.\"\n\n"
                  "[[options]]\ntext = \"Physical layer\"\n");
  }
  // A draft with two keys: an error that does not stop the export.
  dir.write("net/draft.toml",
            "stem = \"Which port does HTTPS use?\"\nexplanation = \"HTTPS uses port 443.\"\nstatus = \"draft\"\n\n"
            "[[options]]\ntext = \"Port 443\"\ncorrect = true\n\n[[options]]\ntext = \"Port 80\"\ncorrect = true\n");
}

TEST(EnglishUi, TheAuthorsCommandsPrintNoDutch) {
  test::TempDir dir;
  english_words_bank(dir);
  const std::vector<std::string> en = {"LANGUAGE=en"};
  const std::string out = (dir.path() / ".." / (dir.path().filename().string() + "-out")).string();
  fs::create_directories(out);
  test::write_file(fs::path(out) / "quiz.gift",
                   "::Open:: Explain what TCP does. {}\n\n"
                   "::Ports:: Which port does HTTPS use? {~80 =443 ~21}\n\n"
                   "::Layers:: Which layer routes packets? {=Network ~Transport ~Physical #### The network layer.}\n");
  struct Run {
    std::vector<std::string> args;
    std::string input;
  };
  const std::vector<Run> runs = {
      {{"practice", "--topic", "net", "--seed", "3", "."}, "A\nB\n"},
      {{"practice", "--topic", "net", "--seed", "3", "."}, "x\nq\n"},
      {{"practice", "--topic", "net", "."}, "q\n"},
      {{"practice", "--topic", "nte", "."}, ""},
      {{"practice", "--topic", "idle", "."}, ""},
      {{"practice", "--topic", "net", "missing-bank"}, ""},
      {{"export", "--format", "json", "--out", out + "/bank.json", "."}, ""},
      {{"export", "--format", "html", "--out", out + "/site", "."}, ""},
      {{"export", "--format", "markdown", "--out", out + "/md", "."}, ""},
      {{"export", "--format", "json", "--out", out + "/site", "."}, ""},  // a folder for a one-file format
      {{"export", "--format", "html", "--out", "inside", "."}, ""},
      {{"import", "--from", "gift", "--topic", "imported", "--out", ".", out + "/quiz.gift"}, ""},
      {{"import", "--from", "gift", "--topic", "imported", "--out", ".", out + "/quiz.gift"}, ""},  // exists
      {{"import", "--from", "gift", "--topic", "Not Valid", "--out", ".", out + "/quiz.gift"}, ""},
      {{"report", "--out", out + "/report", "--history", "0", "."}, ""},
      {{"new", "--topic", "net", "Which protocol is connectionless?"}, ""},
      {{"new", "--topic", "nett", "Which protocol resends?"}, ""},
      {{"new-topic", "net"}, ""},
      {{"new-topic", "security", "Security"}, ""},
      {{"init", out + "/fresh"}, ""},
      {{"init", out + "/fresh"}, ""},  // everything exists
      {{"stats", "."}, ""},
      {{"stats", "missing-bank"}, ""},
      {{"fmt", "--check", "."}, ""},
      {{"fmt", "."}, ""},
      {{"lint", "--no-cache", "--timings", "--format", "junit", "."}, ""},
      {{"lint", "--no-cache", "--write-baseline", out + "/baseline.json", "."}, ""},
  };
  // A few of them word for word, on the bank as written.
  auto r = test::run_qbank({"practice", "--topic", "net", "--seed", "3", "."}, dir.path(), "A\nq\n", en);
  EXPECT_NE(r.out.find("Practice: Networks (2 questions)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Your answer (A-C, q to stop): "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Stopped after 1 of 2 questions."), std::string::npos) << r.out;
  r = test::run_qbank({"export", "--format", "json", "--out", out + "/again.json", "."}, dir.path(), {}, en);
  EXPECT_NE(r.out.find("qbank export: 2 questions from 1 topic exported as json to "), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("qbank export: 1 error in questions that are not published (draft, review or retired) does "
                       "not stop the export"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("qbank export: 1 question with status draft, review or retired not exported"), std::string::npos)
      << r.err;
  for (const Run& run : runs) {
    const auto result = test::run_qbank(run.args, dir.path(), run.input, en);
    std::string shown;
    for (const auto& a : run.args) shown += a + " ";
    EXPECT_NE(result.exit_code, 3) << shown;
    EXPECT_EQ(dutch_only_words(result.out + "\n" + result.err), std::vector<std::string>{}) << shown << "\n"
                                                                                            << result.out << result.err;
  }
  // The report's pages are in the UI language too.
  for (const std::string page : {"index.html", "onderwerpen/net.html"}) {
    std::string report = test::read_file(fs::path(out) / "report" / page);
    EXPECT_EQ(report.rfind("<!DOCTYPE html>\n<html lang=\"en\">", 0), 0u) << page;
    report = text_of_html(report);
    EXPECT_EQ(dutch_only_words(report), std::vector<std::string>{}) << page << "\n" << report;
  }
  // The baseline's comment is in the UI language.
  EXPECT_NE(test::read_file(fs::path(out) / "baseline.json").find("does not show these findings"), std::string::npos);
  r = test::run_qbank({"lint", "--no-cache", "--timings", "--format", "junit", "."}, dir.path(), {}, en);
  EXPECT_NE(r.err.find("      wall   peak memory  phase\n"), std::string::npos) << r.err;
  const std::size_t row = r.err.find("phase\n") + 6;
  EXPECT_EQ(r.err.find(" MB  ", row) - row + 1, std::string("      wall   peak memory").size()) << r.err;
  EXPECT_NE(r.out.find("line "), std::string::npos) << r.out;
  fs::remove_all(out);
}

// The Dutch --timings table has its own headings, the columns aligned under them.
TEST(DutchUi, TheTimingsTableHasDutchHeadings) {
  test::TempDir dir;
  english_words_bank(dir);
  const auto r = test::run_qbank({"lint", "--no-cache", "--timings", "."}, dir.path());
  const std::string heading = "      tijd   piekgeheugen  fase\n";
  ASSERT_NE(r.err.find(heading), std::string::npos) << r.err;
  const std::size_t row = r.err.find(heading) + heading.size();
  const std::string first = r.err.substr(row, r.err.find('\n', row) - row);
  // The memory column is as wide as its heading: its number ends under the heading's end, as in
  // the English table ("      wall   peak memory").
  EXPECT_EQ(first.find(" MB  ") + 1, std::string("      tijd   piekgeheugen").size()) << first;
}

TEST(Plurals, NewMessagesAtZeroOneAndTwo) {
  const LanguageVariableKept kept;
  const char* sg = "{} vraag zonder verwijzingen";
  const char* pl = "{} vragen zonder verwijzingen";
  set_ui_language("nl");
  EXPECT_EQ(format_count(trn(sg, pl, 0), 0), "0 vragen zonder verwijzingen");
  EXPECT_EQ(format_count(trn(sg, pl, 1), 1), "1 vraag zonder verwijzingen");
  EXPECT_EQ(format_count(trn(sg, pl, 2), 2), "2 vragen zonder verwijzingen");
  set_ui_language("en");
  ASSERT_EQ(ui_language(), UiLanguage::English) << "no English catalog found beside the test program";
  EXPECT_EQ(format_count(trn(sg, pl, 0), 0), "0 questions without links");
  EXPECT_EQ(format_count(trn(sg, pl, 1), 1), "1 question without links");
  EXPECT_EQ(format_count(trn(sg, pl, 2), 2), "2 questions without links");
  const char* stopped_sg = "Gestopt na {} van {} vraag.";
  const char* stopped_pl = "Gestopt na {} van {} vragen.";
  EXPECT_EQ(format_message(trn(stopped_sg, stopped_pl, 1), {"0", "1"}), "Stopped after 0 of 1 question.");
  EXPECT_EQ(format_message(trn(stopped_sg, stopped_pl, 2), {"1", "2"}), "Stopped after 1 of 2 questions.");
  set_ui_language("nl");
  EXPECT_EQ(format_message(trn(stopped_sg, stopped_pl, 1), {"0", "1"}), "Gestopt na 0 van 1 vraag.");
  EXPECT_EQ(format_message(trn(stopped_sg, stopped_pl, 0), {"0", "0"}), "Gestopt na 0 van 0 vragen.");
}

}  // namespace qbank::i18n_test
