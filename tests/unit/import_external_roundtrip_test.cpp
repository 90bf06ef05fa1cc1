// Round trips on files nobody here wrote: each external sample set (gift-pegjs, moodle-tools,
// QTIworks 2.1, pie-qti 2.2, Citolab 3.0) is imported once, then export -> import -> export must
// give the same bytes in every format. A bank whose source had empty options loses them at import
// (one import note per question) and still round-trips.
#include <gtest/gtest.h>

#include "export_test_util.h"
#include "test_util.h"

namespace qbank::external_roundtrip_test {
namespace {
namespace fs = std::filesystem;

struct Source {
  std::string name;
  std::string from;
  std::vector<fs::path> files;
  std::size_t questions = 0;  // questions the sample set gives (the other items are other types)
};

std::vector<Source> sources() {
  const fs::path x = test::external_dir();
  return {
      {"gift-pegjs", "gift", test::files_in(x / "gift-pegjs-tests" / "tests" / "questions", ".gift"), 26},
      {"moodle-tools", "moodle", test::files_in(x / "moodlexml-moodle-tools" / "tests" / "resources", ".xml"), 3},
      {"qtiworks", "qti", test::files_in(x / "qti21-qtiworks" / "samples-ims", ".xml"), 6},
      {"pie-qti", "qti", test::files_in(x / "qti22-nl-pie-qti" / "items", ".xml"), 3},
      {"citolab", "qti", {x / "qti3-nl-citolab" / "biologie" / "imsmanifest.xml"}, 16},
  };
}

std::string export_bank(const fs::path& bank, const std::string& format) {
  auto f = test::load_for_export(bank);
  return test::render_one(format, *f->view);
}

// The import format that reads an export format back.
std::string reader_of(const std::string& format) { return format == "qti3" ? "qti" : format; }

void expect_round_trip(const fs::path& bank, const std::string& topic, const std::string& label) {
  for (const std::string format : {"json", "gift", "moodle", "qti", "qti3"}) {
    SCOPED_TRACE(label + " as " + format);
    test::TempDir dir;
    const std::string first = export_bank(bank, format);
    const fs::path file =
        dir.write("first." + (format == "qti" || format == "qti3" ? std::string("zip") : format), first);
    auto report = test::import_files(reader_of(format), {file}, format == "json" ? "" : topic, dir.path() / "terug");
    EXPECT_EQ(report.skipped, 0u);
    for (const auto& d : report.result.diagnostics) {
      // What the formats do not carry is noted on every pass; nothing else is.
      EXPECT_TRUE(d.rule == "import/no-explanation" || d.rule == "import/no-related") << d.rule << ": " << d.message;
    }
    const std::string again = export_bank(dir.path() / "terug", format);
    EXPECT_TRUE(again == first) << "the second export differs";
  }
}

TEST(ExternalRoundTrip, EverySampleSetComesBackByteForByteInEveryFormat) {
  for (const Source& s : sources()) {
    SCOPED_TRACE(s.name);
    ASSERT_FALSE(s.files.empty()) << "no sample files for " << s.name;
    test::TempDir dir;
    const fs::path bank = dir.path() / "bank";
    auto report = test::import_files(s.from, s.files, "extern", bank);
    EXPECT_EQ(report.imported, s.questions);
    expect_round_trip(bank, "extern", s.name);
  }
}

// A question with an answer without text is left out at import with a note (Moodle XML, QTI), or
// loses that answer as Moodle's GIFT reader does; either way the bank round-trips.
TEST(ExternalRoundTrip, EmptyOptionsAreDroppedWithANoteAndTheBankRoundTrips) {
  test::TempDir dir;
  const fs::path gift = dir.write("leeg.gift",
                                  "::een:: Welke stad is de hoofdstad van Nederland? {\n"
                                  "  =Amsterdam\n  ~\n  ~Rotterdam\n  ~Den Haag\n}\n\n"
                                  "::twee:: Hoeveel poten heeft een spin? {\n  ~zes\n  =acht\n  ~tien\n}\n");
  const fs::path moodle = dir.write(
      "leeg.xml",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"
      "<question type=\"multichoice\"><name><text>drie</text></name>\n"
      "<questiontext format=\"html\"><text>Welk metaal is vloeibaar bij kamertemperatuur?</text></questiontext>\n"
      "<single>true</single>\n"
      "<answer fraction=\"100\"><text>kwik</text></answer>\n"
      "<answer fraction=\"0\"><text></text></answer>\n"
      "<answer fraction=\"0\"><text>ijzer</text></answer>\n"
      "<answer fraction=\"0\"><text>koper</text></answer>\n"
      "</question>\n"
      "<question type=\"multichoice\"><name><text>vier</text></name>\n"
      "<questiontext format=\"html\"><text>Welk gas ademen planten uit bij fotosynthese?</text></questiontext>\n"
      "<single>true</single>\n"
      "<answer fraction=\"100\"><text>zuurstof</text></answer>\n"
      "<answer fraction=\"0\"><text>stikstof</text></answer>\n"
      "<answer fraction=\"0\"><text>helium</text></answer>\n"
      "</question>\n</quiz>\n");
  const std::vector<std::tuple<std::string, fs::path, std::size_t, std::string>> cases = {
      {"gift", gift, 2, "vraag 'een': een leeg antwoord is weggelaten, zoals Moodle doet"},
      {"moodle", moodle, 1, "vraag 'drie': antwoord B heeft geen tekst; zo'n vraag kan niet mee"}};
  for (const auto& [from, file, count, note] : cases) {
    SCOPED_TRACE(from);
    const fs::path bank = dir.path() / ("bank-" + from);
    auto report = test::import_files(from, {file}, "leeg", bank);
    EXPECT_EQ(report.imported, count);
    EXPECT_EQ(test::rule_counts(report)["import/empty-option"], 1u);
    for (const auto& d : report.result.diagnostics) {
      if (d.rule == "import/empty-option") {
        EXPECT_EQ(d.message, note);
      }
    }
    expect_round_trip(bank, "leeg", from);
  }
}

}  // namespace
}  // namespace qbank::external_roundtrip_test
