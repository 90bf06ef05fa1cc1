// Reading numbers and units from Dutch option texts.
#include "checks/answer/dutch_number.h"

#include <gtest/gtest.h>

namespace qbank::dutch_number_test {
namespace {

std::optional<double> in(const std::string& text, const std::string& unit) { return value_in_unit(text, unit); }

TEST(DutchNumber, OptionTexts) {
  EXPECT_EQ(in("14 GB", "GB"), 14);
  EXPECT_EQ(in("14,0 GB", "GB"), 14);
  EXPECT_EQ(in("Ongeveer 112 GB", "GB"), 112);
  EXPECT_EQ(in("ongeveer 2,5 GB.", "GB"), 2.5);
  EXPECT_EQ(in("1.000 ms", "ms"), 1000);
  EXPECT_EQ(in("1.000.000 tokens", "tokens"), 1e6);
  EXPECT_EQ(in("1.000,5 ms", "ms"), 1000.5);
  EXPECT_EQ(in("2.5 s", "s"), 2.5);  // a point not followed by three digits is a decimal point
  EXPECT_EQ(in("7 miljard parameters", "parameters"), 7e9);
  EXPECT_EQ(in("7 × 10⁹ bytes", "bytes"), 7e9);
  EXPECT_EQ(in("7 x 10^-3 s", "s"), 7e-3);
  EXPECT_EQ(in("-3 °C", "°C"), -3);
  EXPECT_EQ(in("14GB", "GB"), 14);
  EXPECT_EQ(in("€ 605", "€"), 605);  // a currency sign before the number
  EXPECT_EQ(in("€ 1.050", "€"), 1050);
  EXPECT_EQ(in("605 €", "€"), 605);
  EXPECT_EQ(in("€ 605", "$"), std::nullopt);
}

// Whole numbers in one word, also thousands of a number above a hundred ("honderdduizend").
TEST(DutchNumber, NumberWords) {
  auto word = [](std::string_view text) -> std::optional<double> {
    const auto found = find_number_words(text);
    if (found.size() != 1) return std::nullopt;
    return found[0].value;
  };
  EXPECT_EQ(word("dus ruwweg tweehonderdduizend"), 200000);
  EXPECT_EQ(word("honderdduizend"), 100000);
  EXPECT_EQ(word("honderdvijftigduizendtweehonderd"), 150200);
  EXPECT_EQ(word("drieduizend"), 3000);
  EXPECT_EQ(word("tweehonderdvijftig"), 250);
  EXPECT_EQ(word("duizend"), 1000);
  EXPECT_EQ(word("honderd"), 100);
  EXPECT_EQ(word("honderdje"), std::nullopt);
}

TEST(DutchNumber, UnitMustMatchOrConvert) {
  EXPECT_EQ(in("Ongeveer 14 GB", "ms"), std::nullopt);
  EXPECT_EQ(in("0,007 s", "ms"), 7);
  EXPECT_EQ(in("14.000 MB", "GB"), 14);
  EXPECT_EQ(in("1,5 kΩ", "Ω"), 1500);
  EXPECT_EQ(in("5 min", "ms"), 300000);          // minutes read in seconds
  EXPECT_EQ(in("14 GB/s", "GB"), std::nullopt);  // a rate is not an amount
  EXPECT_EQ(in("Tussen 10 en 20 GB", "GB"), 20);
  EXPECT_EQ(in("Ongeveer 14", "GB"), 14);  // a single bare number is read in the unit
  EXPECT_EQ(in("Vijf modellen", "modellen"), std::nullopt);
  EXPECT_EQ(in("Ongeveer 0,028", ""), 0.028);
}

TEST(DutchNumber, FractionsInDigitsAndWords) {
  auto values = [](std::string_view text) {
    std::vector<double> out;
    for (const auto& m : find_all_numbers(text)) out.push_back(m.value);
    return out;
  };
  EXPECT_EQ(values("1/8"), std::vector<double>{0.125});
  EXPECT_EQ(values("dat is 3/4 van het totaal"), std::vector<double>{0.75});
  EXPECT_EQ(values("Een achtste"), std::vector<double>{0.125});
  EXPECT_EQ(values("twee derde van de leerlingen"), std::vector<double>{2.0 / 3.0});
  EXPECT_EQ(values("een tiende deel"), std::vector<double>{0.1});
  // Not fractions: a division with spaces, a rate, an ordinal before a noun, an ordinal alone.
  EXPECT_EQ(values("24 / 8"), (std::vector<double>{24, 8}));
  EXPECT_EQ(find_all_numbers("5 m/s").front().unit, "m/s");
  EXPECT_EQ(values("een derde optie"), std::vector<double>{});
  EXPECT_EQ(values("de derde van links"), std::vector<double>{});
  const auto m = find_all_numbers("Er blijft een achtste over.");
  ASSERT_EQ(m.size(), 1U);
  EXPECT_EQ(std::string_view("Er blijft een achtste over.").substr(m[0].begin, m[0].end - m[0].begin), "een achtste");
}

TEST(DutchNumber, NamesAreNotNumbers) {
  EXPECT_EQ(in("in FP16 opgeslagen", ""), std::nullopt);
  EXPECT_EQ(in("een A100 met 80 GB", "GB"), 80);
  EXPECT_TRUE(find_numbers("FP16 en A100").empty());
}

TEST(DutchNumber, ThousandsGroupsAfterASpaceAndUnitsOnTheNumbersLine) {
  EXPECT_EQ(in("100 W × 300 h = 30 000 Wh", "Wh"), 30000);
  EXPECT_EQ(in("ruim 1 000 000 inwoners", ""), 1e6);
  EXPECT_EQ(in("30\u202F000 Wh", "Wh"), 30000);
  // Not a group: two digits, four digits, or a group of three glued to a fourth digit.
  EXPECT_EQ(find_numbers("in 2023 100 mensen").size(), 2u);
  EXPECT_EQ(find_numbers("de getallen 3 14 en 15").size(), 3u);
  EXPECT_EQ(find_numbers("1 2345").size(), 2u);
  EXPECT_EQ(find_numbers("hoofdstuk 7 100 vragen").size(), 2u);  // four digits take no space
  // A single digit with one group is an amount when the group is 000 or a currency sign leads.
  ASSERT_EQ(find_numbers("€9 000").size(), 1u);
  EXPECT_EQ(find_numbers("€9 000")[0].value, 9000);
  EXPECT_EQ(find_numbers("€ 7 250")[0].value, 7250);
  // Every currency sign that can be a number's unit leads an amount, with or without a space.
  EXPECT_EQ(in("£ 9 500", "£"), 9500);
  EXPECT_EQ(in("¥3 200", "¥"), 3200);
  EXPECT_EQ(in("$\t4 100", "$"), 4100);
  EXPECT_EQ(find_numbers("stap 3 100 keer").size(), 2u);  // no sign, no amount
  EXPECT_EQ(find_numbers("ongeveer 5 000 jaar")[0].value, 5000);
  EXPECT_TRUE(find_numbers("x_1 en x_2").empty());             // an index is part of a name
  EXPECT_EQ(in("een afstand van 384 400\nkm", "km"), 384400);  // a line break keeps the unit
  // The word on the next line is no unit: "€ 9,00" keeps its currency sign.
  const auto end_of_line = find_numbers("= € 9,00\n\nHet antwoord");  // a paragraph ends the unit
  ASSERT_EQ(end_of_line.size(), 1u);
  EXPECT_EQ(end_of_line[0].unit, "€");
  EXPECT_EQ(find_numbers("12 V")[0].unit, "V");
}

// A unit of several words is read as written after the number; an option's "2 400" is one value.
TEST(DutchNumber, UnitsOfSeveralWordsAndAnOptionsAmount) {
  EXPECT_EQ(in("12 % vol", "% vol"), 12);
  EXPECT_EQ(in("12 %vol", "% vol"), 12);
  EXPECT_EQ(in("2 400 inwoners per km²", "inwoners per km²"), 2400);
  EXPECT_EQ(in("ruim 2 400  Inwoners  per km²", "inwoners per km²"), 2400);
  EXPECT_EQ(in("2 400", ""), 2400);
  EXPECT_FALSE(in("12 %volume", "% vol"));                          // the unit ends at a word boundary
  EXPECT_FALSE(in("25 inwoners per hectare", "inwoners per km²"));  // another unit
  EXPECT_EQ(in("-2 400 kg", "kg"), -2400);                          // a sign before the digit
  EXPECT_EQ(in("\u22122 400 J", "J"), -2400);
  EXPECT_EQ(in("2\u00A0400 kg", "kg"), 2400);  // a no-break space
  EXPECT_EQ(in("2 400,5 kg", "kg"), 2400.5);
  EXPECT_EQ(in("12 400 kg", "kg"), 12400);  // two digits and a group: one number already in find_numbers
  EXPECT_FALSE(in("100 Mb", "MB"));         // one token: case counts (bits are not bytes)
  EXPECT_EQ(in("100 MB", "MB"), 100);
  EXPECT_FALSE(in("3 km²", "km"));                       // nor "km²" the unit "km"
  EXPECT_EQ(find_numbers("2 400 inwoners").size(), 2u);  // running text keeps them apart
}

TEST(DutchNumber, MentionsCarryTheirPosition) {
  const auto m = mention_in_unit("Ongeveer 14,0 GB", "GB");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->begin, 9u);
  EXPECT_EQ(m->end, 13u);
  EXPECT_EQ(m->unit, "GB");
  EXPECT_EQ(m->unit_begin, 14u);
  EXPECT_EQ(m->unit_end, 16u);
}

TEST(DutchNumber, UnitFactors) {
  EXPECT_EQ(unit_factor("ms", "ms"), 1.0);
  EXPECT_EQ(unit_factor("s", "ms"), 1000.0);
  EXPECT_EQ(unit_factor("MB", "GB"), 1e-3);
  EXPECT_EQ(unit_factor("kPa", "Pa"), 1000.0);
  EXPECT_EQ(unit_factor("mm", "m"), 1e-3);
  EXPECT_EQ(unit_factor("µs", "ms"), 1e-3);
  EXPECT_EQ(unit_factor("min", "ms"), 60000.0);  // minutes, hours and days read in seconds
  EXPECT_DOUBLE_EQ(*unit_factor("min", "h"), 1.0 / 60.0);
  EXPECT_EQ(unit_factor("min", "m"), std::nullopt);
  EXPECT_EQ(unit_factor("GB", "Gbit"), std::nullopt);
  EXPECT_EQ(unit_factor("", "GB"), std::nullopt);
  // Areas and volumes raise the prefix to their power; a litre is a cubic decimetre.
  EXPECT_DOUBLE_EQ(*unit_factor("cm²", "m²"), 1e-4);
  EXPECT_DOUBLE_EQ(*unit_factor("km²", "m²"), 1e6);
  EXPECT_DOUBLE_EQ(*unit_factor("cm³", "mL"), 1.0);
  EXPECT_DOUBLE_EQ(*unit_factor("dm³", "L"), 1.0);
  EXPECT_DOUBLE_EQ(*unit_factor("m³", "L"), 1000.0);
  EXPECT_DOUBLE_EQ(*unit_factor("deciliter", "mL"), 100.0);
  EXPECT_DOUBLE_EQ(*unit_factor("cl", "L"), 0.01);
  EXPECT_DOUBLE_EQ(*unit_factor("cL", "mL"), 10.0);
  // A square in a denominator is not the prefixed unit's; "d" prefixes no byte (a decibel).
  EXPECT_DOUBLE_EQ(*unit_factor("kg/m²", "g/m²"), 1000.0);
  EXPECT_EQ(unit_factor("dB", "B"), std::nullopt);
  // Units written as words, and scale words before them ([compute] unit = "miljoen euro").
  EXPECT_EQ(unit_factor("€", "euro"), 1.0);
  EXPECT_EQ(unit_factor("seconden", "ms"), 1000.0);
  EXPECT_EQ(unit_factor("€", "miljoen euro"), 1e-6);
  EXPECT_EQ(in("€ 80 miljoen", "miljoen euro"), 80);
  EXPECT_EQ(in("€ 200", "euro"), 200);
  EXPECT_EQ(in("€ 200", "dollar"), std::nullopt);
  EXPECT_EQ(in("rond 450 graden Celsius", "°C"), 450);
  // An alcohol percentage is a percentage.
  EXPECT_EQ(in("afgerond 5,3 vol%.", "%"), 5.3);
  EXPECT_EQ(in("12 vol.% alcohol", "%"), 12);
  EXPECT_EQ(in("zo'n 14 volumeprocent", "%"), 14);
  EXPECT_EQ(in("5,3 vol%", "km"), std::nullopt);
}

TEST(DutchNumber, FormatsTheDutchWay) {
  EXPECT_EQ(format_dutch_number(14), "14");
  EXPECT_EQ(format_dutch_number(2.5), "2,5");
  EXPECT_EQ(format_dutch_number(0.007), "0,007");
  EXPECT_EQ(format_dutch_number(5.714285714), "5,71429");
  EXPECT_EQ(format_dutch_number(2001), "2001");
  EXPECT_EQ(format_dutch_number(-0.0), "0");
  EXPECT_EQ(format_dutch_number(1.4e11), "1,4e+11");
}

}  // namespace
}  // namespace qbank::dutch_number_test
