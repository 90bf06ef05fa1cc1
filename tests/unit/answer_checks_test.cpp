// The answer family: key, option count, empty, duplicate and glued-letter options, and computed
// answers. Each test lints a small bank in-process and asserts whole messages and positions.
#include <gtest/gtest.h>

#include "checks/answer/option_text.h"

#include <sstream>

#include "lint/linter.h"
#include "test_util.h"

namespace qbank::answer_checks_test {
namespace {
namespace fs = std::filesystem;

struct Finding {
  std::string rule;
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  std::uint32_t end_column = 0;
  std::string message;
};

// A bank with one topic and the given question files; `config` goes into qbank.toml.
class AnswerBank {
 public:
  explicit AnswerBank(const std::string& config = "") {
    dir_.write("bank/qbank.toml", "rules_dir = \"" + (test::source_dir() / "rules").string() + "\"\nschema_dir = \"" +
                                      (test::source_dir() / "schema").string() + "\"\n" + config);
    dir_.write("bank/vragen/topic.toml", "title = \"Vragen\"\n");
  }
  void add(const std::string& id, const std::string& text) { dir_.write("bank/vragen/" + id + ".toml", text); }
  // Findings of one family, in report order.
  std::vector<Finding> lint(const std::string& family) const {
    RealFileSystem fsys;
    LintOptions options;
    options.paths = {dir_.path() / "bank"};
    options.jobs = 2;
    std::vector<Finding> out;
    for (const auto& d : run_lint(fsys, options).diagnostics) {
      if (rule_family(d.rule) != family) continue;
      out.push_back({d.rule, d.span.begin.line, d.span.begin.column, d.span.end.column, d.message});
    }
    return out;
  }

 private:
  test::TempDir dir_;
};

std::string options(const std::vector<std::string>& texts, int key) {
  std::string out;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    out += "\n[[options]]\ntext = \"" + texts[i] + "\"\n";
    if (static_cast<int>(i) == key) out += "correct = true\n";
  }
  return out;
}

const std::string kHead =
    "stem = \"Hoeveel geheugen nemen de gewichten van een model met 7 miljard parameters in FP16 ongeveer in?\"\n"
    "explanation = \"In FP16 kost iedere parameter twee bytes: 7 × 10⁹ × 2 bytes is ongeveer 14 GB.\"\n";

TEST(AnswerKey, CleanQuestionHasNoFindings) {
  AnswerBank b;
  b.add("q", kHead + options({"Ongeveer 7 GB", "Ongeveer 14 GB", "Ongeveer 28 GB"}, 1) +
                 "\n[compute]\nexpression = \"7e9 * 2 / 1e9\"\nunit = \"GB\"\n");
  EXPECT_TRUE(b.lint("answer").empty());
}

TEST(AnswerKey, MultipleCorrectAtEachExtraKey) {
  AnswerBank b;
  b.add("q", kHead +
                 "\n[[options]]\ntext = \"Ongeveer 7 GB\"\ncorrect = true\n"
                 "\n[[options]]\ntext = \"Ongeveer 14 GB\"\ncorrect = true\n"
                 "\n[[options]]\ntext = \"Ongeveer 28 GB\"\ncorrect  =  true\n");
  const auto f = b.lint("answer");
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[0].rule, "answer/multiple-correct");
  EXPECT_EQ(f[0].line, 10u);
  EXPECT_EQ(f[0].column, 11u);
  EXPECT_EQ(f[0].end_column, 15u);
  EXPECT_EQ(f[0].message,
            "optie B is ook als juist gemarkeerd, naast optie A; een vraag heeft precies één sleutel: laat "
            "`correct = true` alleen bij de juiste optie staan");
  EXPECT_EQ(f[1].line, 14u);
  EXPECT_EQ(f[1].column, 13u);  // `correct  =  true`: the value, wherever it is written
}

TEST(AnswerKey, NoCorrectOption) {
  AnswerBank b;
  b.add("q", kHead + options({"Ongeveer 7 GB", "Ongeveer 14 GB", "Ongeveer 28 GB"}, -1));
  const auto f = b.lint("answer");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].rule, "answer/no-correct-option");
  EXPECT_EQ(f[0].line, 4u);
  EXPECT_EQ(f[0].message, "geen enkele optie is als juist gemarkeerd; zet `correct = true` bij de sleutel");
}

TEST(AnswerKey, OptionCountFollowsTheSettings) {
  AnswerBank b("[answer]\nmin_options = 4\nmax_options = 4\n");
  b.add("drie", kHead + options({"Ongeveer 7 GB", "Ongeveer 14 GB", "Ongeveer 28 GB"}, 1));
  b.add("vijf",
        kHead + options({"Ongeveer 7 GB", "Ongeveer 14 GB", "Ongeveer 28 GB", "Ongeveer 56 GB", "Ongeveer 3 GB"}, 1));
  const auto f = b.lint("answer");
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(
      f[0].message,
      "de vraag heeft 3 opties, maar minstens 4 (answer.min_options in qbank.toml); voeg aannemelijke afleiders toe");
  EXPECT_EQ(f[0].line, 4u);
  EXPECT_EQ(
      f[1].message,
      "de vraag heeft 5 opties, maar hoogstens 4 (answer.max_options in qbank.toml); schrap de minst aannemelijke "
      "afleiders");
  EXPECT_EQ(f[1].line, 17u);  // the fifth [[options]]
}

// Options that differ in an operator, sign, superscript, bracket or `%` read differently to a
// student: they are not duplicates. Options that differ in case, spacing or punctuation are.
TEST(AnswerKey, SymbolsAreContentInDuplicateOptions) {
  const std::vector<std::pair<std::string, std::string>> different = {{"kracht / massa", "kracht × massa"},
                                                                      {"O(n²)", "O(n)"},
                                                                      {"3a + 2", "3a − 2"},
                                                                      {"km/u", "km·u"},
                                                                      {"i += 1", "i -= 1"},
                                                                      {"List<T>", "List[T]"},
                                                                      {"5c²", "5c"},
                                                                      {"25 %", "25"},
                                                                      {"2,5", "25"},
                                                                      {"−5 °C", "5 °C"},
                                                                      {"a == b", "a = b"},
                                                                      {"x && y", "x || y"},
                                                                      {"`a != b`", "`a = b`"},
                                                                      {"!ingelogd && eigenaar", "ingelogd && eigenaar"},
                                                                      {"x.y", "x y"},
                                                                      // Quotes delimit strings in code.
                                                                      {"{'naam': 17}", "{\"naam\": 17}"},
                                                                      {"{naam: 17}", "{\"naam\": 17}"},
                                                                      {"x = 'a'", "x = a"}};
  for (const auto& [a, b] : different) {
    EXPECT_NE(normalise_option(a), normalise_option(b)) << a << " / " << b;
  }
  const std::vector<std::pair<std::string, std::string>> same = {{"Ongeveer 14 GB", "ongeveer  14 gb."},
                                                                 {"3a + 2", "3a+2"},
                                                                 {"U / I", "U/I"},
                                                                 {"de KV-cache", "De KV cache"},
                                                                 {"Rood, wit en blauw", "rood wit en blauw"},
                                                                 {"‘Telnet’", "telnet"},
                                                                 {"−2", "-2"},
                                                                 {"Ongevéér 14 GB!", "Ongeveer 14 GB"},
                                                                 {"Het woord 'fiets'", "het woord \"fiets\""},
                                                                 {"90 Ω", "90Ω"}};
  for (const auto& [a, b] : same) {
    EXPECT_EQ(normalise_option(a), normalise_option(b)) << a << " / " << b;
  }
}

// Options of a spelling question differ only in diacritics: for answer/duplicate-option they are
// different options (accents kept); question texts still compare without them.
TEST(AnswerKey, AccentsAreContentInOptions) {
  EXPECT_NE(normalise_option("ideeën", Accents::Keep), normalise_option("ideeen", Accents::Keep));
  EXPECT_NE(normalise_option("ideëen", Accents::Keep), normalise_option("ideeën", Accents::Keep));
  EXPECT_NE(normalise_option("café", Accents::Keep), normalise_option("cafe", Accents::Keep));
  EXPECT_EQ(normalise_option("Ideeën.", Accents::Keep), normalise_option("ideeën", Accents::Keep));
  EXPECT_EQ(normalise_option("ide\u0065\u0308n", Accents::Keep), normalise_option("ideën", Accents::Keep));
  EXPECT_EQ(normalise_option("ideeën"), normalise_option("ideeen"));
  // "ß" is not "ss" when accents count (German spelling questions); "ẞ" is its capital.
  EXPECT_NE(normalise_option("daß", Accents::Keep), normalise_option("dass", Accents::Keep));
  EXPECT_EQ(normalise_option("STRAẞE", Accents::Keep), normalise_option("straße", Accents::Keep));
  EXPECT_EQ(normalise_option("Straße.", Accents::Keep), normalise_option("straße", Accents::Keep));
}

// In a question about code quotes delimit strings, also in options with no code character of
// their own; in prose they are punctuation. Typographic quotes read as plain ones either way.
TEST(AnswerKey, QuotesAreContentInAQuestionAboutCode) {
  EXPECT_EQ(normalise_option("8 en \"2\""), normalise_option("8 en 2"));
  EXPECT_NE(normalise_option("8 en \"2\"", Accents::Keep, Quotes::Code),
            normalise_option("8 en 2", Accents::Keep, Quotes::Code));
  EXPECT_NE(normalise_option("‘ja’", Accents::Keep, Quotes::Code), normalise_option("ja", Accents::Keep, Quotes::Code));
  EXPECT_EQ(normalise_option("“ja”", Accents::Keep, Quotes::Code),
            normalise_option("\"ja\"", Accents::Keep, Quotes::Code));
  EXPECT_EQ(normalise_option("\"8\"  en 8.", Accents::Keep, Quotes::Code),
            normalise_option("\"8\" en 8", Accents::Keep, Quotes::Code));
  // A string literal is read as written: white space inside it is content, outside it is not.
  EXPECT_NE(normalise_option("\"tekst  \"", Accents::Keep, Quotes::Code),
            normalise_option("\"tekst\"", Accents::Keep, Quotes::Code));
  EXPECT_NE(normalise_option("{'a': 'x  y'}"), normalise_option("{'a': 'x y'}"));
  EXPECT_EQ(normalise_option("{'a':  'x y'}"), normalise_option("{'a': 'x y'}"));
  // A quote that opens nothing it closes is no string: "z'n (of zijn)" reads as before.
  EXPECT_EQ(normalise_option("z'n (of zijn)."), normalise_option("z'n  (of zijn)"));
}

// ASCII text takes a fast path through normalise_option; a leading U+FEFF (read as white space,
// dropped at the start) sends the same text down the Unicode path, which must agree.
TEST(AnswerKey, TheAsciiPathOfNormaliseOptionAgreesWithTheUnicodePath) {
  const std::string alphabet = "aZq09 ,.;:!?'\"-{}[]()=<>`+/*%\t";
  std::uint32_t state = 12345;
  for (int n = 0; n < 5000; ++n) {
    std::string text;
    state = state * 1664525u + 1013904223u;
    const std::size_t length = (state >> 24) % 14;
    for (std::size_t i = 0; i < length; ++i) {
      state = state * 1664525u + 1013904223u;
      text += alphabet[(state >> 16) % alphabet.size()];
    }
    std::string unicode = normalise_option("\xEF\xBB\xBF" + text);
    if (unicode.rfind("\xEF\xBB\xBF", 0) == 0) unicode.erase(0, 3);  // kept by the punctuation-only rule
    EXPECT_EQ(normalise_option(text), unicode) << "[" << text << "]";
  }
}

TEST(AnswerKey, EmptyAndDuplicateOptions) {
  AnswerBank b;
  b.add("q", kHead + options({"Ongeveer 14 GB", "ongeveer  14 gb.", " … ", "ONGEVEER 14 GB!"}, 0));
  const auto f = b.lint("answer");
  ASSERT_EQ(f.size(), 3u);
  EXPECT_EQ(f[0].rule, "answer/duplicate-option");
  EXPECT_EQ(f[0].line, 9u);
  EXPECT_EQ(f[0].message,
            "optie B ‘ongeveer 14 gb.’ is gelijk aan optie A (op hoofdletters, spaties en leestekens na); "
            "vervang een van beide door een andere afleider");
  EXPECT_EQ(f[1].rule, "answer/empty-option");
  EXPECT_EQ(f[1].line, 12u);
  EXPECT_EQ(f[1].message, "optie C heeft geen tekst; schrijf de afleider uit of verwijder de optie");
  EXPECT_EQ(f[2].rule, "answer/duplicate-option");
  EXPECT_EQ(f[2].line, 15u);
  // Accents are content: "Ongevéér" is another spelling, not a copy.
  AnswerBank accents;
  accents.add("q", kHead + options({"Ongeveer 14 GB", "Ongevéér 14 GB", "Ongeveer 16 GB"}, 0));
  EXPECT_TRUE(accents.lint("answer").empty());
}

TEST(AnswerKey, GluedLettersButNotRealWords) {
  AnswerBank b;
  b.add(
      "glued",
      "stem = \"Waarom is het opzoeken in grote embeddingtabellen lastig voor AI-hardware?\"\n"
      "explanation = \"Er wordt weinig gerekend en verspreid gelezen, zodat de bandbreedte de snelheid bepaalt.\"\n" +
          options({"AOmdat er veel wordt gerekend", "BDe tabellen zijn klein", "Omdat er verspreid wordt gelezen"}, 2));
  b.add("real",
        "stem = \"Welke chip is ontworpen voor de matrixproducten van neurale netwerken?\"\n"
        "explanation = \"Een TPU is gebouwd rond een systolisch rooster; een CPU is voor algemeen gebruik.\"\n" +
            options({"AI-versnellers zoals de TPU", "BERT, een taalmodel", "CPython, een interpreter", "DRAM-geheugen"},
                    0));
  b.add("gpu",
        "stem = \"Welke GPU van NVIDIA kwam in 2020 uit?\"\n"
        "explanation = \"De A100 verscheen in 2020, de V100 in 2017 en de H100 in 2022.\"\n" +
            options({"A100", "V100", "H100"}, 0));
  b.add("numbers", kHead + options({"Ongeveer 7 GB", "B14 GB", "C28 GB"}, 1));
  const auto f = b.lint("answer");
  ASSERT_EQ(f.size(), 4u);
  for (const auto& x : f) EXPECT_EQ(x.rule, "answer/letter-prefix");
  EXPECT_EQ(f[0].line, 5u);
  EXPECT_EQ(f[0].column, 9u);
  EXPECT_EQ(f[0].end_column, 10u);
  EXPECT_EQ(
      f[0].message,
      "optie A begint met haar eigen letter A vastgeplakt aan de tekst (‘AOmdat er veel wordt ger…’), een restant "
      "van een gekopieerde quizpagina; verwijder de letter: ‘Omdat er veel wordt gere…’");
  EXPECT_EQ(f[1].line, 8u);
  EXPECT_NE(f[2].message.find("optie B"), std::string::npos);
  EXPECT_NE(f[3].message.find("optie C"), std::string::npos);
}

// List markers copied with the text ("A. UDP", "B) Omdat") are reported; an initial
// ("A. Einstein") and an acronym that starts with its option's letter ("DRAM", "BERT") are not.
TEST(AnswerKey, ListMarkersAndGluedAcronyms) {
  AnswerBank b;
  b.add("markers",
        "stem = \"Welk protocol gebruikt DNS meestal voor een korte vraag?\"\n"
        "explanation = \"DNS stuurt korte vragen over UDP; TCP volgt bij grote antwoorden.\"\n" +
            options({"A. UDP", "B. TCP", "C. ICMP"}, 0));
  b.add("paren",
        "stem = \"Waarom gebruikt DNS meestal UDP?\"\n"
        "explanation = \"Een korte vraag past in één datagram, zonder handdruk vooraf.\"\n" +
            options(
                {"Omdat het betrouwbaarder is", "B) Omdat een vraag in één datagram past", "Omdat het versleuteld is"},
                1));
  b.add("acronym",
        "stem = \"Welk type RAM moet periodiek ververst worden?\"\n"
        "explanation = \"DRAM bewaart bits in condensatoren die leeglopen; SRAM en flash niet.\"\n" +
            options({"SRAM", "Flash", "Ook SRAM", "DRAM"}, 3));
  b.add("sound",
        "stem = \"Wie formuleerde de speciale relativiteitstheorie?\"\n"
        "explanation = \"Albert Einstein publiceerde haar in 1905; BERT is een taalmodel.\"\n" +
            options({"A. Einstein", "BERT", "C. F. Gauss"}, 0));
  const auto f = b.lint("answer");
  // In file order: markers, paren (acronym and sound have none).
  ASSERT_EQ(f.size(), 4u);
  for (const auto& x : f) EXPECT_EQ(x.rule, "answer/letter-prefix");
  EXPECT_EQ(f[0].message,
            "optie A begint met haar eigen letter A als opsommingsteken (‘A. UDP’), een restant van een gekopieerde "
            "quizpagina; verwijder het opsommingsteken: ‘UDP’");
  EXPECT_EQ(f[0].end_column - f[0].column, 3u);
  EXPECT_NE(f[1].message.find("optie B"), std::string::npos);
  EXPECT_NE(f[2].message.find("optie C"), std::string::npos);
  EXPECT_NE(f[3].message.find("optie B begint met haar eigen letter B als opsommingsteken"), std::string::npos);
}

// A glued letter is answer/letter-prefix's finding only: spelling reads the word without it, so a
// typo in that word is still an error, at the word.
TEST(AnswerKey, AGluedLetterIsNotASpellingFindingButATypoBehindItIs) {
  AnswerBank b;
  b.add("glued",
        "stem = \"Waarom is het opzoeken in grote tabellen lastig voor de rekenkern?\"\n"
        "explanation = \"Er wordt weinig gerekend en verspreid gelezen.\"\n" +
            options(
                {"AOmdat er veel wordt gerekend", "BOmdta er verspreid wordt gelezen", "COmdat de tabellen klein zijn"},
                1));
  EXPECT_EQ(b.lint("answer").size(), 3u);
  const auto spelling = b.lint("spelling");
  ASSERT_EQ(spelling.size(), 1u);
  EXPECT_EQ(spelling[0].rule, "spelling/unknown-word");
  EXPECT_EQ(spelling[0].line, 8u);
  EXPECT_EQ(spelling[0].column, 10u);
  EXPECT_EQ(spelling[0].message.rfind("`Omdta` staat niet in het woordenboek; bedoel je `Omdat`", 0), 0u)
      << spelling[0].message;
}

TEST(ComputedAnswer, KeyThatDisagreesIsReportedAtItsNumber) {
  AnswerBank b;
  b.add("q", kHead + options({"Ongeveer 7 GB", "Ongeveer 14,0 GB", "Ongeveer 28 GB"}, 0) +
                 "\n[compute]\nexpression = \"7e9 * 2 / 1e9\"\nunit = \"GB\"\n");
  const auto f = b.lint("answer");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].rule, "answer/computed-mismatch");
  EXPECT_EQ(f[0].line, 5u);
  EXPECT_EQ(f[0].column, 18u);
  EXPECT_EQ(f[0].end_column, 22u);
  EXPECT_EQ(
      f[0].message,
      "[compute] geeft 14 GB, maar de sleutel A noemt 7 GB; optie B ‘Ongeveer 14,0 GB’ ligt er het dichtst bij. Zet "
      "`correct = true` bij de optie met de juiste waarde, of verbeter de sleutel of de uitdrukking");
}

TEST(ComputedAnswer, KeyOutsideTheTolerance) {
  AnswerBank b;
  b.add("q", kHead + options({"Ongeveer 7 GB", "Ongeveer 15 GB", "Ongeveer 28 GB"}, 1) +
                 "\n[compute]\nexpression = \"7e9 * 2 / 1e9\"\nunit = \"GB\"\n");
  b.add("ruim", kHead + options({"Ongeveer 7 GB", "Ongeveer 15 GB", "Ongeveer 28 GB"}, 1) +
                    "\n[compute]\nexpression = \"7e9 * 2 / 1e9\"\nunit = \"GB\"\ntolerance = 0.1\n");
  const auto f = b.lint("answer");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].message,
            "de sleutel B noemt 15 GB, maar [compute] geeft 14 GB: 7,1 % verschil, meer dan de tolerantie van 5 %; "
            "schrijf in de sleutel de uitkomst van de berekening, of verbeter de uitdrukking");
}

TEST(ComputedAnswer, DistractorWithTheSameValue) {
  AnswerBank b;
  b.add("q", kHead + options({"Ongeveer 14.000 MB", "Ongeveer 14 GB", "Ongeveer 28 GB"}, 1) +
                 "\n[compute]\nexpression = \"7e9 * 2 / 1e9\"\nunit = \"GB\"\n");
  const auto f = b.lint("answer");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].rule, "answer/computed-duplicate");
  EXPECT_EQ(f[0].line, 5u);
  EXPECT_EQ(f[0].column, 18u);
  EXPECT_EQ(f[0].end_column, 27u);
  EXPECT_EQ(
      f[0].message,
      "afleider A ‘Ongeveer 14.000 MB’ is 14 GB, binnen de tolerantie gelijk aan de uitkomst 14 GB van [compute] en "
      "aan de sleutel B; zo zijn er twee juiste antwoorden: geef deze afleider een andere waarde");
}

TEST(ComputedAnswer, UnitThatNoOptionUses) {
  AnswerBank b;
  b.add("q", kHead + options({"Ongeveer 7 GiB", "Ongeveer 14 GiB", "Ongeveer 28 GiB"}, 1) +
                 "\n[compute]\nexpression = \"7e9 * 2 / 1e9\"\nunit = \"GB\"\n");
  const auto f = b.lint("answer");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].rule, "answer/computed-unit");
  EXPECT_EQ(f[0].line, 16u);
  EXPECT_EQ(f[0].column, 8u);
  EXPECT_EQ(
      f[0].message,
      "geen enkele optie noemt een getal in `GB` (de uitkomst is 14 GB); schrijf de opties met deze eenheid, zoals "
      "‘ongeveer 14 GB’, of zet in `unit` de eenheid die de opties gebruiken");
}

TEST(ComputedAnswer, InvalidExpressionAtItsColumn) {
  AnswerBank b;
  b.add("q", kHead + options({"Ongeveer 7 GB", "Ongeveer 14 GB", "Ongeveer 28 GB"}, 1) +
                 "\n[compute]\nexpression = \"7e9 * 2 GB / 1e9\"\nunit = \"GB\"\n");
  b.add("escaped", kHead + options({"Ongeveer 7 GB", "Ongeveer 14 GB", "Ongeveer 28 GB"}, 1) +
                       "\n[compute]\nexpression = \"7\\u00e9 * 2\"\nunit = \"GB\"\n");
  const auto f = b.lint("answer");
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[0].rule, "answer/invalid-expression");  // escaped.toml: `7\u00e9 * 2`
  EXPECT_EQ(f[0].line, 15u);
  EXPECT_EQ(f[0].column, 16u);  // the escape that writes `é` covers six source columns
  EXPECT_EQ(f[0].end_column, 22u);
  EXPECT_EQ(f[1].line, 15u);  // q.toml: `7e9 * 2 GB / 1e9`
  EXPECT_EQ(f[1].column, 23u);
  EXPECT_EQ(f[1].end_column, 25u);
  EXPECT_EQ(
      f[1].message,
      "[compute] expression, kolom 9: onbekende naam `GB`: alleen getallen, + - * / ^ en haakjes zijn toegestaan; "
      "vul de waarde zelf in (de eenheid hoort in `unit`)");
}

TEST(ComputedAnswer, RulesCanBeTurnedOff) {
  AnswerBank b("[rules]\n\"answer/computed-mismatch\" = \"off\"\n");
  b.add("q", kHead + options({"Ongeveer 7 GB", "Ongeveer 14 GB", "Ongeveer 28 GB"}, 0) +
                 "\n[compute]\nexpression = \"7e9 * 2 / 1e9\"\nunit = \"GB\"\n");
  EXPECT_TRUE(b.lint("answer").empty());
}

// Acceptance on the real bank: a second `correct = true` is reported at its own line, and a
// numeric question whose key disagrees with its computation is reported.
TEST(AnswerAcceptance, RealBankSecondKeyAndWrongComputedKey) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  const fs::path file = bank / "ai-hardware-en-softwarestack" / "gewichtsgeheugen-7b-fp16.toml";
  const std::string original = test::read_file(file);

  // Add `correct = true` to the first option (after its text line); the original key's
  // `correct = true` is then the second one.
  std::istringstream in(original);
  std::string line, changed;
  std::uint32_t n = 0, second_key_line = 0, keys = 0;
  bool added = false;
  while (std::getline(in, line)) {
    changed += line + "\n";
    ++n;
    if (line == "correct = true" && ++keys == 1) second_key_line = n;
    if (!added && line.rfind("text =", 0) == 0) {
      changed += "correct = true\n";
      ++n;
      added = true;
    }
  }
  ASSERT_TRUE(added);
  ASSERT_EQ(keys, 1u);
  test::write_file(file, changed);
  RealFileSystem fsys;
  LintOptions options;
  options.paths = {bank};
  std::vector<Diagnostic> found;
  for (const auto& d : run_lint(fsys, options).diagnostics) {
    if (d.rule == "answer/multiple-correct") found.push_back(d);
  }
  ASSERT_EQ(found.size(), 1u);
  EXPECT_NE(found[0].file.find("gewichtsgeheugen-7b-fp16.toml"), std::string::npos);
  EXPECT_EQ(found[0].span.begin.line, second_key_line);
  EXPECT_EQ(found[0].span.begin.column, 11u);
  EXPECT_EQ(found[0].message,
            "optie B is ook als juist gemarkeerd, naast optie A; een vraag heeft precies één sleutel: laat "
            "`correct = true` alleen bij de juiste optie staan");

  // Move the key from "Ongeveer 14 GB" to "Ongeveer 28 GB".
  std::string moved = original;
  moved.erase(moved.find("correct = true\n"), std::string("correct = true\n").size());
  moved.insert(moved.find("text = \"Ongeveer 28 GB\"\n") + std::string("text = \"Ongeveer 28 GB\"\n").size(),
               "correct = true\n");
  test::write_file(file, moved);
  std::vector<std::string> rules;
  for (const auto& d : run_lint(fsys, options).diagnostics) {
    if (d.file.find("gewichtsgeheugen-7b-fp16.toml") != std::string::npos) rules.push_back(d.rule);
  }
  EXPECT_NE(std::find(rules.begin(), rules.end(), "answer/computed-mismatch"), rules.end());
}

}  // namespace
}  // namespace qbank::answer_checks_test
