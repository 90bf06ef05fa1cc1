// `qbank export`: the command (exit codes, refusal on lint errors, messages), what is exported
// (published questions only), deterministic bytes, and the writer that never leaves --out.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <algorithm>
#include <set>

#include "export/writer.h"
#include "export_test_util.h"
#include "test_util.h"

namespace qbank::export_test {
namespace {
namespace fs = std::filesystem;

const std::vector<std::string> kFormats = {"json", "html", "moodle", "gift", "qti", "csv", "markdown"};

std::string out_path(const fs::path& dir, const std::string& format) {
  const Exporter* e = find_exporter(format);
  return (dir / (e->writes_folder() ? format : "out." + format)).string();
}

// Every file under a folder, relative path -> bytes.
std::map<std::string, std::string> snapshot(const fs::path& root) {
  std::map<std::string, std::string> out;
  if (fs::is_regular_file(root)) {
    out[""] = test::read_file(root);
    return out;
  }
  for (const auto& e : fs::recursive_directory_iterator(root)) {
    if (e.is_regular_file()) out[fs::relative(e.path(), root).string()] = test::read_file(e.path());
  }
  return out;
}

TEST(ExportCommand, EveryFormatExportsTheRealBankAndExitsZero) {
  test::TempDir dir;
  for (const auto& format : kFormats) {
    const std::string out = out_path(dir.path(), format);
    auto r = test::run_qbank({"export", "--format", format, "--out", out, test::bank_dir().string()});
    EXPECT_EQ(r.exit_code, 0) << format << "\n" << r.err;
    EXPECT_EQ(r.err, "") << format;
    const std::string noun = find_exporter(format)->writes_folder() ? " (" : "\n";
    EXPECT_EQ(
        r.out.rfind("qbank export: 12 vragen uit 1 onderwerp geëxporteerd als " + format + " naar " + out + noun, 0),
        0u)
        << r.out;
    EXPECT_TRUE(fs::exists(out)) << format;
  }
}

TEST(ExportCommand, TwoRunsGiveIdenticalBytesForEveryFormat) {
  test::TempDir a, b;
  for (const auto& format : kFormats) {
    ASSERT_EQ(
        test::run_qbank({"export", "--format", format, "--out", out_path(a.path(), format), test::bank_dir().string()})
            .exit_code,
        0);
    ASSERT_EQ(
        test::run_qbank({"export", "--format", format, "--out", out_path(b.path(), format), test::bank_dir().string()})
            .exit_code,
        0);
    const auto first = snapshot(out_path(a.path(), format));
    const auto second = snapshot(out_path(b.path(), format));
    ASSERT_FALSE(first.empty()) << format;
    EXPECT_TRUE(first == second) << format << " differs between two runs";
  }
}

TEST(ExportCommand, InProcessRenderingIsDeterministicAcrossLoads) {
  auto one = test::load_for_export(test::bank_dir());
  auto two = test::load_for_export(test::bank_dir());
  for (const auto& format : kFormats) {
    const auto x = test::render(format, *one->view);
    const auto y = test::render(format, *two->view);
    ASSERT_EQ(x.size(), y.size()) << format;
    for (std::size_t i = 0; i < x.size(); ++i) {
      EXPECT_EQ(x[i].path, y[i].path);
      EXPECT_TRUE(x[i].content == y[i].content) << format << " " << x[i].path;
    }
  }
}

TEST(ExportCommand, RefusesABankWithLintErrorsWithExitOne) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  // A question without options is a schema error, and cannot be exported.
  test::write_file(bank / "ai-hardware-en-softwarestack" / "zonder-opties.toml",
                   "stem = \"Welke vraag heeft hier geen opties gekregen?\"\n"
                   "explanation = \"Zonder opties valt er niets te kiezen voor de student.\"\n");
  const fs::path out = dir.path() / "out.json";
  auto r = test::run_qbank({"export", "--format", "json", "--out", out.string(), bank.string()});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_FALSE(fs::exists(out));
  EXPECT_NE(r.err.find("[schema/required]"), std::string::npos) << r.err;
  EXPECT_NE(
      r.err.find("qbank export: geweigerd: 1 fout in wat geëxporteerd wordt; los hem op (qbank lint) of exporteer "
                 "toch met --allow-errors\n"),
      std::string::npos)
      << r.err;
  EXPECT_EQ(r.out, "");

  // --allow-errors exports anyway, and leaves the broken question out with a reason.
  r = test::run_qbank({"export", "--format", "json", "--out", out.string(), "--allow-errors", bank.string()});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(fs::exists(out));
  EXPECT_NE(r.err.find("toch geëxporteerd (--allow-errors)"), std::string::npos) << r.err;
  EXPECT_NE(
      r.err.find("qbank export: niet geëxporteerd: zonder-opties: geen eenduidige sleutel (precies één optie moet "
                 "correct = true hebben)\n"),
      std::string::npos)
      << r.err;
  EXPECT_EQ(test::read_file(out).find("zonder-opties"), std::string::npos);
}

// Errors in a draft do not stop the export of the published questions: the draft is not exported.
TEST(ExportCommand, ErrorsInDraftsDoNotBlockTheExport) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  const fs::path draft = bank / "ai-hardware-en-softwarestack" / "nog-een-concept.toml";
  test::write_file(draft,
                   "stem = \"Welke vraag is nog niet af?\"\n"
                   "explanation = \"Deze vraag is een concept met twee sleutels.\"\n"
                   "status = \"draft\"\n"
                   "\n[[options]]\ntext = \"De eerste\"\ncorrect = true\n"
                   "\n[[options]]\ntext = \"De tweede\"\ncorrect = true\n"
                   "\n[[options]]\ntext = \"De derde\"\n");
  const fs::path out = dir.path() / "out.json";
  auto r = test::run_qbank({"export", "--format", "json", "--out", out.string(), bank.string()});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(fs::exists(out));
  EXPECT_NE(r.err.find("qbank export: 1 fout in vragen die niet gepubliceerd zijn (draft, review of retired) houdt de "
                       "export niet tegen\n"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(test::read_file(out).find("nog-een-concept"), std::string::npos);
  // The same question published blocks it.
  std::string text = test::read_file(draft);
  text.replace(text.find("status = \"draft\""), 16, "status = \"published\"");
  test::write_file(draft, text);
  r = test::run_qbank({"export", "--format", "json", "--out", (dir.path() / "b.json").string(), bank.string()});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.err.find("[answer/multiple-correct]"), std::string::npos) << r.err;
}

TEST(ExportCommand, UsageAndOutputErrorsExitTwoWithAClearMessage) {
  test::TempDir dir;
  auto r = test::run_qbank({"export", "--out", (dir.path() / "x").string(), test::bank_dir().string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--format ontbreekt; die is verplicht"), std::string::npos) << r.err;

  r = test::run_qbank({"export", "--format", "pdf", "--out", (dir.path() / "x").string(), test::bank_dir().string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--format: onbekend formaat `pdf`; zie --help voor de formaten"), std::string::npos) << r.err;

  r = test::run_qbank(
      {"export", "--format", "json", "--out", (dir.path() / "x").string(), (dir.path() / "geen-bank").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "qbank export: " + (dir.path() / "geen-bank").string() + " is geen map met een vragenbank\n");

  // A single-file format given a folder.
  r = test::run_qbank({"export", "--format", "json", "--out", dir.path().string(), test::bank_dir().string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "qbank export: kan niet schrijven naar " + dir.path().string() + ": " + dir.path().string() +
                       " is een map; --format json schrijft één bestand: geef een bestandsnaam, zoals " +
                       (dir.path() / "bank.json").string() + "\n");

  // An unwritable folder (skipped as root, who may write anywhere).
  if (::geteuid() != 0) {
    const fs::path locked = dir.path() / "dicht";
    fs::create_directories(locked);
    fs::permissions(locked, fs::perms::owner_read | fs::perms::owner_exec);
    r = test::run_qbank(
        {"export", "--format", "json", "--out", (locked / "a.json").string(), test::bank_dir().string()});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("qbank export: kan niet schrijven naar " + (locked / "a.json").string()), std::string::npos)
        << r.err;
  }
  // Never into the bank itself.
  const fs::path bank = test::copy_bank(dir.path());
  r = test::run_qbank({"export", "--format", "html", "--out", (bank / "site").string(), bank.string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "qbank export: --out " + (bank / "site").string() + " ligt in de bank " + bank.string() +
                       "; schrijf de export naar een map buiten de bank\n");
  EXPECT_FALSE(fs::exists(bank / "site"));
  // A path below a regular file cannot be created, for root too.
  test::write_file(dir.path() / "bestand", "x");
  r = test::run_qbank(
      {"export", "--format", "html", "--out", (dir.path() / "bestand" / "site").string(), test::bank_dir().string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err.rfind("qbank export: kan niet schrijven naar " + (dir.path() / "bestand" / "site").string() +
                            ": kan map " + (dir.path() / "bestand" / "site").string() + " niet maken: ",
                        0),
            0u)
      << r.err;
}

TEST(ExportView, OnlyPublishedQuestionsWithOneKeyAreExported) {
  test::TempDir dir;
  const fs::path bank = test::write_hostile_bank(dir.path());
  auto f = test::load_for_export(bank);
  std::vector<std::string> ids;
  for (const Question* q : f->view->questions()) ids.push_back(q->id);
  EXPECT_EQ(ids, (std::vector<std::string>{"gewone-vraag", "gift-tekens", "markdown-tekens", "script-in-stam"}));
  EXPECT_EQ(f->view->left_out(), std::vector<std::string>{});
  EXPECT_EQ(f->view->unpublished(), 1u);
  auto r = test::run_qbank(
      {"export", "--format", "csv", "--out", (dir.path() / "h.csv").string(), "--allow-errors", bank.string()});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("qbank export: 1 vraag met status draft, review of retired niet geëxporteerd (alleen published "
                       "wordt geëxporteerd)\n"),
            std::string::npos)
      << r.err;
  // A related link to the draft is dropped; the others keep the author's order.
  const Question* gewoon = f->view->find("gewone-vraag");
  ASSERT_NE(gewoon, nullptr);
  auto related = f->view->related(*gewoon);
  ASSERT_EQ(related.size(), 1u);
  EXPECT_EQ(related[0]->id, "script-in-stam");
  for (const auto& format : kFormats) {
    for (const auto& file : test::render(format, *f->view)) {
      if (format == "qti") continue;  // compressed; checked in export_qti_test
      EXPECT_EQ(file.content.find("conceptvraag"), std::string::npos) << format << " " << file.path;
    }
  }
}

TEST(OutputWriter, RefusesPathsThatLeaveTheFolder) {
  test::TempDir dir;
  auto folder = OutputFolder::open(dir.path() / "uit", nullptr);
  ASSERT_TRUE(folder);
  std::string error;
  EXPECT_FALSE(folder->write("../buiten.html", "x", &error));
  EXPECT_EQ(error, "weigert te schrijven naar '../buiten.html': '..' in het pad");
  EXPECT_FALSE(folder->write("a/../../buiten.html", "x", &error));
  EXPECT_FALSE(folder->write("/etc/passwd", "x", &error));
  EXPECT_EQ(error, "weigert te schrijven naar '/etc/passwd': absoluut pad");
  EXPECT_FALSE(folder->write("a//b.html", "x", &error));
  EXPECT_FALSE(folder->write("a\\b.html", "x", &error));
  EXPECT_FALSE(folder->write("./a.html", "x", &error));
  EXPECT_FALSE(fs::exists(dir.path() / "buiten.html"));

  // A symbolic link inside the folder that points outside is refused, for folders and files.
  fs::create_directories(dir.path() / "elders");
  fs::create_directory_symlink(dir.path() / "elders", dir.path() / "uit" / "link");
  EXPECT_FALSE(folder->write("link/pagina.html", "x", &error));
  EXPECT_EQ(error, "weigert te schrijven via " + (folder->root() / "link").string() +
                       ": een symbolische koppeling naar buiten " + folder->root().string());
  EXPECT_FALSE(fs::exists(dir.path() / "elders" / "pagina.html"));
  fs::create_symlink(dir.path() / "elders" / "doel.html", dir.path() / "uit" / "bestand.html");
  EXPECT_FALSE(folder->write("bestand.html", "x", &error));
  EXPECT_FALSE(fs::exists(dir.path() / "elders" / "doel.html"));

  // A link that stays inside is followed.
  fs::create_directories(dir.path() / "uit" / "echt");
  fs::create_directory_symlink(dir.path() / "uit" / "echt", dir.path() / "uit" / "binnen");
  EXPECT_TRUE(folder->write("binnen/p.html", "inhoud", &error)) << error;
  EXPECT_EQ(test::read_file(dir.path() / "uit" / "echt" / "p.html"), "inhoud");

  // Ordinary nested paths are created; an existing file is replaced, keeping no temporary.
  EXPECT_TRUE(folder->write("t/vragen/q.html", "een", &error)) << error;
  EXPECT_TRUE(folder->write("t/vragen/q.html", "twee", &error)) << error;
  EXPECT_EQ(test::read_file(dir.path() / "uit" / "t" / "vragen" / "q.html"), "twee");
  std::size_t files = 0;
  for (const auto& e : fs::directory_iterator(dir.path() / "uit" / "t" / "vragen")) files += e.is_regular_file();
  EXPECT_EQ(files, 1u);
}

TEST(OutputWriter, OpenRefusesAFileAsFolder) {
  test::TempDir dir;
  test::write_file(dir.path() / "f", "x");
  std::string error;
  EXPECT_FALSE(OutputFolder::open(dir.path() / "f", &error));
  EXPECT_EQ(error, (dir.path() / "f").string() + " bestaat al en is geen map");
}

TEST(OutputWriter, ExportPathsAreAlwaysSafe) {
  test::TempDir dir;
  auto f = test::load_for_export(test::write_hostile_bank(dir.path()));
  for (const auto& format : kFormats) {
    for (const auto& file : test::render(format, *f->view)) {
      if (!find_exporter(format)->writes_folder()) {
        EXPECT_EQ(file.path, "") << format;
        continue;
      }
      std::string why;
      EXPECT_TRUE(safe_relative_path(file.path, &why)) << format << " " << file.path << ": " << why;
    }
  }
}

// Each of these formats has its own hostile-text test (export_<format>_test.cpp runs
// write_hostile_bank through it: script tags, attribute breaking, "]]>", GIFT control characters,
// CSV formulas). A new exporter fails here until it gets one.
TEST(ExportHostile, EveryExporterHasAHostileTextTest) {
  const std::set<std::string> covered = {"csv", "gift", "html", "json", "markdown", "moodle", "qti", "qti3"};
  std::set<std::string> registered;
  for (const auto& e : exporters()) registered.insert(std::string(e->name()));
  EXPECT_EQ(registered, covered);
  // And every one of them takes the hostile bank without failing.
  test::TempDir dir;
  auto f = test::load_for_export(test::write_hostile_bank(dir.path()));
  for (const auto& format : registered) EXPECT_FALSE(test::render(format, *f->view).empty()) << format;
}

}  // namespace
}  // namespace qbank::export_test
