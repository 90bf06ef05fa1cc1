#include "core/json_out.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <sstream>

namespace qbank::jsonout {
namespace {

TEST(JsonOut, StringsAreEscapedAsJsonRequires) {
  EXPECT_EQ(string("één \"B\" \\ \n\t\x01"), "\"één \\\"B\\\" \\\\ \\n\\t\\u0001\"");
  EXPECT_EQ(string("a\xFF"
                   "b"),
            "\"a\xEF\xBF\xBD"
            "b\"");  // a byte that is not UTF-8: U+FFFD
  EXPECT_EQ(decimal(2.0), "2.0");
  EXPECT_EQ(decimal(1.256), "1.26");
}

// The writer's layout is nlohmann's dump(2): the lint's JSON kept its bytes when it moved here.
TEST(JsonOut, NestedObjectsAndArraysLayOutAsNlohmannDumpsThem) {
  std::ostringstream written;
  {
    Out out(written);
    Object doc(out, 0);
    doc.text("naam", "vraag");
    doc.key("lijst");
    object_array(out, 2, 2, [&](std::size_t i, int level) {
      Object o(out, level);
      o.number("i", i);
      o.key("leeg");
      object_array(out, 0, level + 2, [](std::size_t, int) {});
      o.close();
    });
    doc.key("woorden");
    string_array(out, {"a", "b"}, 2);
    doc.key("niets");
    Object none(out, 2);
    none.close();
    doc.key("sleutel \"x\"");  // a key that needs escaping
    out << "true";
    doc.close();
  }
  nlohmann::ordered_json expected;
  expected["naam"] = "vraag";
  expected["lijst"] = {{{"i", 0}, {"leeg", nlohmann::ordered_json::array()}},
                       {{"i", 1}, {"leeg", nlohmann::ordered_json::array()}}};
  expected["woorden"] = {"a", "b"};
  expected["niets"] = nlohmann::ordered_json::object();
  expected["sleutel \"x\""] = true;
  EXPECT_EQ(written.str(), expected.dump(2));
}

}  // namespace
}  // namespace qbank::jsonout
