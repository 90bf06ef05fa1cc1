// The language server's bank state after edits (server/bank_state.h) against `qbank lint` of the
// same files: the checks that keep per-question state between runs (spelling, explanation
// statistics, duplicate pairs) must give exactly the findings of a fresh run after every edit.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "bank/open_bank.h"
#include "core/cache_store.h"
#include "core/fs.h"
#include "lint/linter.h"
#include "server/bank_state.h"
#include "test_util.h"

namespace qbank::server_incremental_test {
namespace {

namespace fs = std::filesystem;

std::string describe(const Diagnostic& d) {
  std::ostringstream out;
  out << d.file << ":" << d.span.begin.line << ":" << d.span.begin.column << " " << d.rule << " "
      << static_cast<int>(d.severity) << " " << d.message;
  if (!d.other.empty()) out << " other=" << d.other;
  for (const auto& r : d.related) out << " [" << r.file << ":" << r.span.begin.line << " " << r.message << "]";
  return out.str();
}

// The findings of a fresh `qbank lint` of the bank, and where they differ from `state`'s.
std::string difference(const server::BankState& state, const fs::path& bank) {
  LintOptions options;
  options.paths = {bank};
  options.jobs = 2;
  options.suggestions = true;
  const LintResult fresh = run_lint(RealFileSystem(), options);
  const auto& mine = state.diagnostics();
  if (std::equal(mine.begin(), mine.end(), fresh.diagnostics.begin(), fresh.diagnostics.end(),
                 [](const Diagnostic* x, const Diagnostic& y) { return server::same_finding(*x, y); }))
    return "";
  std::multiset<std::string> a, b;
  for (const auto* d : mine) a.insert(describe(*d));
  for (const auto& d : fresh.diagnostics) b.insert(describe(d));
  std::ostringstream out;
  for (const auto& d : a) {
    if (!b.count(d)) out << "  server only: " << d << "\n";
  }
  for (const auto& d : b) {
    if (!a.count(d)) out << "  lint only:   " << d << "\n";
  }
  if (out.str().empty()) out << "  the same findings, but not in the same order or not equal in every field\n";
  return out.str();
}

void settle(server::BankState& state) {
  bool changed = false;
  for (int guard = 0; state.settle_step(3, &changed) && guard < 10000; ++guard) {
  }
}

std::string insert_after(const std::string& text, const std::string& marker, const std::string& what) {
  const std::size_t at = text.find(marker);
  EXPECT_NE(at, std::string::npos) << marker;
  std::string out = text;
  if (at != std::string::npos) out.insert(at + marker.size(), what);
  return out;
}

TEST(ServerIncremental, EveryEditGivesTheFindingsOfAFreshLint) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  const fs::path topic = bank / "ai-hardware-en-softwarestack";
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(topic)) {
    if (e.path().filename() != "topic.toml") files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  ASSERT_GE(files.size(), 10u);
  std::vector<std::string> original;
  for (const auto& f : files) original.push_back(test::read_file(f));

  // With the cache on (<bank>/.qbank-cache, as the server runs by default): the spelling check
  // then keeps the cache's accepted words and verdicts between edits.
  RealFileSystem real;
  server::BankState state(real, locate_bank(bank), 2, true);
  state.load();
  ASSERT_EQ(difference(state, bank), "") << "after the load";
  ASSERT_EQ(CacheStore::open(bank / ".qbank-cache")->count("accepted"), 1u);

  struct Edit {
    std::string what;
    std::size_t file;
    std::string text;
  };
  const std::string stem = "stem = \"";
  const std::vector<Edit> edits = {
      {"a misspelt word in a stem", 0, insert_after(original[0], stem, "Berekenigen: ")},
      {"one question a copy of another (duplicate/exact)", 1, original[2]},
      {"an unknown abbreviation in one question", 3, insert_after(original[3], stem, "Bij QXZB: ")},
      {"the same abbreviation in a second question, so the bank uses it", 4,
       insert_after(original[4], stem, "Bij QXZB: ")},
      {"an explanation taken from another question", 5,
       insert_after(original[5], "explanation = \"\"\"\n", "De KV-cache bewaart sleutels en waarden. ")},
      {"a stem like another one's but one word (duplicate/near)", 6,
       original[6].substr(0, original[6].find(stem) + stem.size()) +
           original[7].substr(original[7].find(stem) + stem.size(),
                              original[7].find('\n', original[7].find(stem)) - original[7].find(stem) - stem.size()) +
           original[6].substr(original[6].find('\n', original[6].find(stem)))},
      {"a file that no longer parses", 8, "stem = \"kapot\n"},
      {"the file parses again", 8, original[8]},
      {"the second use of the abbreviation gone again", 4, original[4]},
      {"the copy undone", 1, original[1]},
      {"the misspelling undone", 0, original[0]},
  };
  for (const Edit& e : edits) {
    test::write_file(files[e.file], e.text);
    const server::RunStats run = state.update({files[e.file]});
    EXPECT_FALSE(run.full) << e.what;
    settle(state);
    EXPECT_EQ(difference(state, bank), "") << "after: " << e.what;
  }
}

// A second topic for the random edits: short questions that share words, abbreviations and
// names, so that an edit changes how often the bank uses a word.
std::string generated_question(std::size_t i) {
  static const char* const subjects[] = {"de processor", "het geheugen", "de schijf", "het netwerk", "de compiler"};
  static const char* const verbs[] = {"leest", "schrijft", "bewaart", "verstuurt", "controleert"};
  static const char* const objects[] = {"de gegevens", "de instructies", "de pakketten", "de bestanden", "de sleutels"};
  const std::string subject = subjects[i % 5];
  const std::string verb = verbs[(i / 5) % 5];
  const std::string object = objects[(i / 2) % 5];
  std::string q = "stem = \"Wat doet " + subject + " wanneer het systeem " + object + " nodig heeft?\"\n";
  q += "explanation = \"\"\"\nBij die stap " + verb + " " + subject + " " + object + " direct.\"\"\"\n";
  q += "\n[[options]]\ntext = \"Het " + std::string(verbs[i % 5]) + " " + object + " direct\"\ncorrect = true\n";
  q += "\n[[options]]\ntext = \"Het wacht tot " + std::string(objects[(i + 1) % 5]) + " vanzelf komen\"\n";
  q += "\n[[options]]\ntext = \"Het negeert " + std::string(objects[(i + 2) % 5]) + " helemaal\"\n";
  return q;
}

TEST(ServerIncremental, RandomEditsGiveTheFindingsOfAFreshLint) {
  test::TempDir dir;
  const fs::path bank = test::copy_bank(dir.path());
  test::write_file(bank / "systemen" / "topic.toml",
                   "title = \"Systemen\"\ndescription = \"Wat de onderdelen van een computer doen.\"\n");
  std::vector<fs::path> files;
  for (std::size_t i = 0; i < 12; ++i) {
    const fs::path f = bank / "systemen" / ("vraag-" + std::to_string(10 + i) + ".toml");
    test::write_file(f, generated_question(i));
  }
  for (const auto& e : fs::recursive_directory_iterator(bank)) {
    if (e.path().extension() == ".toml" && e.path().filename() != "topic.toml" && e.path().filename() != "qbank.toml")
      files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  RealFileSystem real;
  server::BankState state(real, locate_bank(bank), 2);
  state.load();
  ASSERT_EQ(difference(state, bank), "");

  // Words whose standing depends on the rest of the bank: an abbreviation and a name that one
  // question uses (a finding) or two (none), a misspelling, an English slip of a Dutch word.
  const std::vector<std::string> words = {"QXZB", "Oldenstraat", "gegevns", "well", "RDMA", "Kubernetes", "het"};
  std::uint64_t seed = 20261202;
  auto next = [&](std::uint64_t n) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<std::size_t>((seed >> 33) % n);
  };
  for (int round = 0; round < 24; ++round) {
    const fs::path& file = files[next(files.size())];
    std::string text = test::read_file(file);
    std::string what;
    const std::size_t op = next(5);
    const std::size_t stem = text.find("stem = \"");
    if (op == 0 && stem != std::string::npos) {
      const std::string w = words[next(words.size())];
      text.insert(stem + 8, w + " ");
      what = "a word in the stem: " + w;
    } else if (op == 1) {
      const fs::path& other = files[next(files.size())];
      text = test::read_file(other);
      what = "a copy of " + other.filename().string();
    } else if (op == 2 && stem != std::string::npos) {
      const std::size_t space = text.find(' ', stem + 8);
      if (space != std::string::npos) text.erase(stem + 8, space - stem - 7);
      what = "the stem's first word removed";
    } else if (op == 3) {
      const std::size_t at = text.find("explanation = \"\"\"\n");
      if (at != std::string::npos) text.insert(at + 18, words[next(words.size())] + " is hier van belang. ");
      what = "a sentence in the explanation";
    } else {
      text = round % 2 ? text + "\n[[broken\n" : text;
      what = round % 2 ? "the file broken" : "the same text again";
    }
    test::write_file(file, text);
    const server::RunStats run = state.update({file});
    EXPECT_FALSE(run.full) << what;
    settle(state);
    const std::string diff = difference(state, bank);
    ASSERT_EQ(diff, "") << "round " << round << ", " << file.filename() << ": " << what;
    if (text.ends_with("[[broken\n")) {  // parse again in the next round
      text.resize(text.size() - std::string("\n[[broken\n").size());
      test::write_file(file, text);
      state.update({file});
      settle(state);
      ASSERT_EQ(difference(state, bank), "") << "round " << round << ", repaired";
    }
  }
}

}  // namespace
}  // namespace qbank::server_incremental_test
