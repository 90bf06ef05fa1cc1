// The RE2 wrapper of the style rules: Unicode whole words, every match, linear time.
#include <gtest/gtest.h>

#include <chrono>

#include "checks/style/re.h"

namespace qbank::re {
namespace {

std::vector<std::string> found(const Pattern& p, std::string_view text, bool whole_words = false) {
  std::vector<std::string> out;
  for (const auto& r : p.find_all(text, whole_words)) out.emplace_back(text.substr(r.begin, r.end - r.begin));
  return out;
}

std::shared_ptr<const Pattern> words(const std::vector<std::string>& w, bool icase = true) {
  std::string error;
  auto p = Pattern::compile(*words_pattern(w), icase, &error);
  EXPECT_TRUE(p) << error;
  return p;
}

TEST(StyleRe, WholeWordsWithDutchLettersWhereAsciiBoundariesFail) {
  // RE2's own \b sees no word in "één": the ASCII-only boundary never matches.
  std::string error;
  auto ascii = Pattern::compile(R"(\b(één)\b)", false, &error);
  ASSERT_TRUE(ascii);
  EXPECT_TRUE(ascii->find_all("Er is één cache").empty());

  auto p = words({"één", "gradiënten"});
  EXPECT_EQ(found(*p, "Er is één cache voor de gradiënten.", true), (std::vector<std::string>{"één", "gradiënten"}));
  const auto r = p->find_all("Er is één cache", true);
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0].begin, 6u);
  EXPECT_EQ(r[0].end, 11u);  // "één" is 5 bytes
  // Not inside a longer word, not in a hyphenated compound; without whole_words it is.
  EXPECT_TRUE(p->find_all("de gradiëntenberekening", true).empty());
  EXPECT_TRUE(p->find_all("de gradiënten-berekening", true).empty());
  EXPECT_TRUE(p->find_all("ëéngradiënten", true).empty());
  EXPECT_EQ(found(*p, "de gradiëntenberekening"), (std::vector<std::string>{"gradiënten"}));
  // A candidate that is not a whole word does not hide a later one.
  EXPECT_EQ(found(*p, "gradiëntenx gradiënten", true), (std::vector<std::string>{"gradiënten"}));
}

TEST(StyleRe, AdjacentWordsAreAllFound) {
  auto p = words({"niet", "geen"});
  EXPECT_EQ(found(*p, "niet geen NIET,geen", true), (std::vector<std::string>{"niet", "geen", "NIET", "geen"}));
  EXPECT_TRUE(p->find_all("niet-lineair", true).empty());
  EXPECT_TRUE(p->find_all("lineair-niet", true).empty());
}

TEST(StyleRe, PhrasesMatchAnyWhiteSpaceAndLongestFirst) {
  auto p = words({"geen", "geen enkele"});
  EXPECT_EQ(found(*p, "Er is geen\n  enkele laag en geen cache", true),
            (std::vector<std::string>{"geen\n  enkele", "geen"}));
}

TEST(StyleRe, CaseIsFoldedForAccentedLetters) {
  auto p = words({"één"});
  EXPECT_EQ(found(*p, "ÉÉN keer"), (std::vector<std::string>{"ÉÉN"}));
  auto exact = words({"één"}, false);
  EXPECT_TRUE(exact->find_all("ÉÉN keer").empty());
}

TEST(StyleRe, GroupOneIsTheReportedRange) {
  std::string error;
  auto p = Pattern::compile(R"((?s)^[^?:]*([^?:\s])\s*$)", false, &error);
  ASSERT_TRUE(p) << error;
  EXPECT_EQ(found(*p, "Een stam zonder vraag  "), (std::vector<std::string>{"g"}));
  EXPECT_TRUE(p->find_all("Een vraag?").empty());
}

TEST(StyleRe, EmptyMatchesAdvance) {
  std::string error;
  auto p = Pattern::compile("x*", false, &error);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->find_all("abc").size(), 4u);  // an empty match at each position and at the end
  EXPECT_EQ(found(*p, "axxb"), (std::vector<std::string>{"", "xx", "", ""}));
}

TEST(StyleRe, CompileErrorsAreReturnedNotLogged) {
  std::string error;
  EXPECT_FALSE(Pattern::compile("(open", false, &error));
  EXPECT_EQ(error, "missing ): (open");
}

TEST(StyleRe, QuoteEscapesMetacharacters) {
  std::string error;
  auto p = Pattern::compile(quote("d.w.z. (1+1)"), false, &error);
  ASSERT_TRUE(p);
  EXPECT_TRUE(p->search("dus d.w.z. (1+1) is twee"));
  EXPECT_FALSE(p->search("dxwxzx (1+1)"));
}

TEST(StyleRe, AsciiEscapesAreFound) {
  auto bad = find_ascii_escape(R"(foo\wbar)");
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->escape, "\\w");
  EXPECT_EQ(bad->offset, 3u);
  EXPECT_TRUE(find_ascii_escape(R"(\\b and \p{L} and \d)") == std::nullopt);
  EXPECT_TRUE(find_ascii_escape(R"(x\b)"));
}

TEST(StyleRe, SetReportsEveryMatchingPatternSorted) {
  std::string error;
  PatternSet set;
  auto a = words({"altijd"});
  auto b = words({"nooit"});
  auto c = Pattern::compile("[?]$", false, &error);
  EXPECT_EQ(set.add(*a), 0);
  EXPECT_EQ(set.add(*b), 1);
  EXPECT_EQ(set.add(*c), 2);
  ASSERT_TRUE(set.compile(&error));
  EXPECT_EQ(set.match("Is het nooit of altijd?"), (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(set.match("Het is nooit zo"), (std::vector<int>{1}));
  EXPECT_TRUE(set.match("soms").empty());
  // The set is a prefilter: it sees "altijd" inside a longer word; the whole-word search does not.
  EXPECT_EQ(set.match("altijdgroen"), (std::vector<int>{0}));
  EXPECT_TRUE(a->find_all("altijdgroen", true).empty());
}

// RE2 is linear: the classic catastrophic pattern finishes at once on a long text, both alone
// and in a set (std::regex and PCRE take exponential time here).
TEST(StyleRe, PathologicalPatternRunsInLinearTime) {
  std::string error;
  auto p = Pattern::compile("(a+)+$", false, &error);
  ASSERT_TRUE(p) << error;
  const std::string text = std::string(200000, 'a') + "b";
  PatternSet set;
  set.add(*p);
  ASSERT_TRUE(set.compile(&error));
  const auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(p->find_all(text).empty());
  EXPECT_FALSE(p->search(text));
  EXPECT_TRUE(set.match(text).empty());
  // Matches too: the whole run of a's before the end.
  const auto hits = p->find_all(std::string(200000, 'a'));
  ASSERT_EQ(hits.size(), 1u);
  EXPECT_EQ(hits[0].end, 200000u);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  EXPECT_LT(ms, 2000.0);
}

}  // namespace
}  // namespace qbank::re
