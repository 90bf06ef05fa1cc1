// The [compute] expression evaluator: values, precedence, and every error with its position.
#include "checks/answer/expression.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

namespace qbank::expression_test {
namespace {

double value(const std::string& text) {
  const ExpressionResult r = evaluate_expression(text);
  EXPECT_TRUE(r.ok) << text << ": " << r.error;
  return r.value;
}

// "column: message" of a failing expression.
std::string error(const std::string& text) {
  const ExpressionResult r = evaluate_expression(text);
  EXPECT_FALSE(r.ok) << text << " evaluated to " << r.value;
  return std::to_string(r.column) + ": " + r.error;
}

TEST(Expression, NumbersWithExponents) {
  EXPECT_DOUBLE_EQ(value("7e9"), 7e9);
  EXPECT_DOUBLE_EQ(value("2.5E-3"), 0.0025);
  EXPECT_DOUBLE_EQ(value("1e+3"), 1000);
  EXPECT_DOUBLE_EQ(value(".5"), 0.5);
  EXPECT_DOUBLE_EQ(value("  42  "), 42);
}

TEST(Expression, TheBankComputations) {
  EXPECT_DOUBLE_EQ(value("7e9 * 2 / 1e9"), 14);
  EXPECT_DOUBLE_EQ(value("14e9 / 2e12 * 1e3"), 7);
  EXPECT_DOUBLE_EQ(value("7e9 * (4 + 4 + 2 * 4) / 1e9"), 112);
}

TEST(Expression, PrecedenceAndAssociativity) {
  EXPECT_DOUBLE_EQ(value("2 + 3 * 4"), 14);
  EXPECT_DOUBLE_EQ(value("(2 + 3) * 4"), 20);
  EXPECT_DOUBLE_EQ(value("10 - 4 - 3"), 3);
  EXPECT_DOUBLE_EQ(value("64 / 4 / 2"), 8);
  EXPECT_DOUBLE_EQ(value("2 ^ 3 ^ 2"), 512);  // right-associative
  EXPECT_DOUBLE_EQ(value("-2 ^ 2"), -4);      // ^ binds tighter than unary minus
  EXPECT_DOUBLE_EQ(value("(-2) ^ 2"), 4);
  EXPECT_DOUBLE_EQ(value("2 ^ -1"), 0.5);
  EXPECT_DOUBLE_EQ(value("--3"), 3);
  EXPECT_DOUBLE_EQ(value("3 * -2"), -6);
  EXPECT_DOUBLE_EQ(value("10^9"), 1e9);
}

TEST(Expression, ErrorsSayWhatToWriteAndWhere) {
  EXPECT_EQ(error(""), "1: de uitdrukking is leeg; schrijf een berekening zoals `7e9 * 2 / 1e9`");
  EXPECT_EQ(error("   "), "1: de uitdrukking is leeg; schrijf een berekening zoals `7e9 * 2 / 1e9`");
  EXPECT_EQ(error("8 × 5"), "3: `×` is geen operator; schrijf `*` om te vermenigvuldigen");
  EXPECT_EQ(error("2,5 * 4"), "1: een komma is in een uitdrukking geen decimaalteken; schrijf `2.5` met een punt");
  EXPECT_EQ(error("7e9 * x"),
            "7: onbekende naam `x`: alleen getallen, + - * / ^ en haakjes zijn toegestaan; vul de waarde zelf in "
            "(de eenheid hoort in `unit`)");
  EXPECT_EQ(error("7 GB"),
            "3: onbekende naam `GB`: alleen getallen, + - * / ^ en haakjes zijn toegestaan; vul de waarde zelf in "
            "(de eenheid hoort in `unit`)");
  EXPECT_EQ(error("7GB"),
            "2: onbekende naam `GB`: alleen getallen, + - * / ^ en haakjes zijn toegestaan; vul de waarde zelf in "
            "(de eenheid hoort in `unit`)");
  EXPECT_EQ(error("sqrt(4)"),
            "1: onbekende naam `sqrt`: alleen getallen, + - * / ^ en haakjes zijn toegestaan; vul de waarde zelf in "
            "(de eenheid hoort in `unit`)");
  EXPECT_EQ(error("2 ** 3"), "3: `**` is geen operator; schrijf een macht als `^`, zoals `10^9`");
  EXPECT_EQ(error("7 * (4 + 4"), "5: dit haakje `(` wordt niet gesloten; voeg `)` toe");
  EXPECT_EQ(error("7 * 4)"), "6: dit haakje `)` heeft geen bijbehorend `(`; verwijder het of voeg `(` toe");
  EXPECT_EQ(error("7 *"), "4: de uitdrukking houdt op na `*`; er ontbreekt een getal of `(`");
  EXPECT_EQ(error("()"), "2: vóór `)` ontbreekt een getal of een berekening");
  EXPECT_EQ(error("2 3"), "3: tussen twee getallen ontbreekt een operator (+ - * / ^)");
  EXPECT_EQ(error("2 (3)"), "3: vóór `(` ontbreekt een operator; schrijf bijvoorbeeld `2 * (3 + 4)`");
  EXPECT_EQ(error("+3"), "1: een plusteken vóór een getal is niet toegestaan; laat het weg");
  EXPECT_EQ(error("* 3"), "1: vóór `*` ontbreekt een getal of `(`");
  EXPECT_EQ(error("1e"), "2: de exponent heeft geen cijfers; schrijf bijvoorbeeld `1e9` of `2.5e-3`");
  EXPECT_EQ(error("1."), "1: na de decimale punt ontbreken cijfers; schrijf bijvoorbeeld `2.5` of `2`");
  EXPECT_EQ(error("10⁹"), "3: superscript is niet toegestaan; schrijf een macht als `10^9` of `1e9`");
  EXPECT_EQ(error("5 − 3"), "3: `−` is geen minteken; schrijf het gewone `-`");
  EXPECT_EQ(error("15%"), "3: `%` is niet toegestaan; schrijf een percentage als deling, zoals `15 / 100`");
  EXPECT_EQ(error("[2]"), "1: `[` is niet toegestaan; gebruik ronde haakjes `(` en `)`");
}

TEST(Expression, UndefinedAndInfiniteResultsAreErrors) {
  EXPECT_EQ(error("1 / (2 - 2)"), "5: deling door nul; controleer de noemer van deze deling");
  EXPECT_EQ(error("0 ^ -1"), "1: nul tot een negatieve macht is niet gedefinieerd");
  EXPECT_EQ(error("(-8) ^ 0.5"), "1: een negatief getal tot een niet-gehele macht is geen reëel getal");
  EXPECT_EQ(error("10 ^ 400"), "4: de uitkomst van deze macht is te groot");
  EXPECT_EQ(error("1e308 * 10"), "7: de uitkomst wordt bij deze bewerking te groot");
  EXPECT_EQ(error("1e999"), "1: dit getal is te groot om mee te rekenen");
  EXPECT_DOUBLE_EQ(value("1e-999"), 0);
}

TEST(Expression, TheRangeCoversTheOffendingText) {
  const ExpressionResult r = evaluate_expression("7e9 * abc + 1");
  ASSERT_FALSE(r.ok);
  EXPECT_EQ(r.begin, 6u);
  EXPECT_EQ(r.end, 9u);
  EXPECT_EQ(r.column, 7u);
  // Columns count code points, not bytes.
  const ExpressionResult u = evaluate_expression("(é)");
  ASSERT_FALSE(u.ok);
  EXPECT_EQ(u.begin, 1u);
  EXPECT_EQ(u.end, 3u);
  EXPECT_EQ(u.column, 2u);
  const ExpressionResult after = evaluate_expression("ü + x");
  ASSERT_FALSE(after.ok);
  EXPECT_EQ(after.column, 1u);
}

TEST(Expression, DepthAndLengthAreBounded) {
  std::string deep(100000, '(');
  deep += "1";
  deep += std::string(100000, ')');
  ExpressionLimits big;
  big.max_bytes = 1000000;
  const ExpressionResult r = evaluate_expression(deep, big);
  ASSERT_FALSE(r.ok);
  EXPECT_EQ(r.error,
            "de uitdrukking is te diep genest (meer dan 64 niveaus haakjes, mintekens of machten); vereenvoudig haar");
  EXPECT_EQ(r.column, 65u);

  const ExpressionResult minus = evaluate_expression(std::string(5000, '-') + "1", big);
  EXPECT_FALSE(minus.ok);
  std::string powers = "2";
  for (int i = 0; i < 5000; ++i) powers += "^2";
  EXPECT_FALSE(evaluate_expression(powers, big).ok);

  EXPECT_EQ(error(std::string(1001, '1')),
            "1: de uitdrukking is te lang (1001 bytes; hoogstens 1000); vereenvoudig de berekening");
  // Just inside both limits.
  std::string nested(64, '(');
  nested += "2";
  nested += std::string(64, ')');
  EXPECT_DOUBLE_EQ(value(nested), 2);
}

// Random input from the characters that matter never crashes, and every accepted expression has a
// finite value; every error has a range inside the input and a Dutch message.
TEST(Expression, RandomInputIsHandled) {
  const std::vector<std::string> pieces = {"0", "1",     "7",      "9",   ".",   "e",  "E", "+", "-",
                                           "*", "/",     "^",      "(",   ")",   " ",  ",", "x", "×",
                                           "⁹", "1e308", "1e-308", "(((", ")))", "--", "^-"};
  std::mt19937 rng(12345);
  std::size_t accepted = 0;
  for (int i = 0; i < 20000; ++i) {
    std::string text;
    const int n = static_cast<int>(rng() % 24);
    for (int k = 0; k < n; ++k) text += pieces[rng() % pieces.size()];
    const ExpressionResult r = evaluate_expression(text);
    if (r.ok) {
      ++accepted;
      EXPECT_TRUE(std::isfinite(r.value)) << text;
    } else {
      EXPECT_FALSE(r.error.empty()) << text;
      EXPECT_LE(r.begin, r.end) << text;
      EXPECT_LE(r.end, text.size()) << text;
      EXPECT_GE(r.column, 1u) << text;
    }
  }
  EXPECT_GT(accepted, 100u);
}

TEST(Expression, InvalidUtf8IsAnError) {
  EXPECT_EQ(error(std::string("1 + \xff")), "5: de uitdrukking bevat ongeldige UTF-8");
}

}  // namespace
}  // namespace qbank::expression_test
