// The lint result cache: a cached run reports exactly what an uncached one does; any change to an
// input is a miss; corrupt entries are ignored; concurrent runs are safe.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "checks/check.h"
#include "core/cache_store.h"
#include "core/hash.h"
#include "lint/cache.h"
#include "lint/linter.h"
#include "output/render.h"
#include "test_util.h"

namespace qbank::cache_test {
namespace {
namespace fs = std::filesystem;

// A bank with findings of every severity: an error, a warning (stray file) and a config.
fs::path write_bank(const test::TempDir& dir) {
  dir.write("bank/qbank.toml", "rules_dir = \"" + (test::source_dir() / "rules").string() + "\"\nschema_dir = \"" +
                                   (test::source_dir() / "schema").string() + "\"\n");
  dir.write("bank/t/topic.toml", "title = \"Onderwerp\"\n");
  dir.write("bank/t/notities.txt", "los bestand\n");
  dir.write("bank/t/kort.toml", test::sample_question("Kort?"));
  dir.write("bank/t/goed.toml", test::sample_question());
  dir.write("bank/u/topic.toml", "title = \"Tweede onderwerp\"\n");
  dir.write("bank/u/vreemd.toml", test::sample_question() + "onbekend = 1\n");
  return dir.path() / "bank";
}

struct Outcome {
  std::string text;
  std::size_t hits = 0;
};

// Lints `bank` in process from inside `cwd` and renders every format the tests compare.
Outcome cache_lint(const fs::path& cwd, bool cache, const fs::path& cache_dir = {}) {
  const fs::path old = fs::current_path();
  fs::current_path(cwd);
  RealFileSystem fs;
  LintOptions o;
  o.paths = {"bank"};
  o.jobs = 2;
  o.cache = cache;
  o.cache_dir = cache_dir;
  LintResult r = run_lint(fs, o);
  std::ostringstream out;
  RenderOptions ro;
  ro.statistics = true;
  render_text(r, out, ro);
  render_json(r, out, ro);
  render_sarif(r, out, ro);
  fs::current_path(old);
  return {out.str(), r.cache_hits};
}

TEST(LintCache, WarmRunIsIdenticalToAnUncachedOne) {
  test::TempDir dir;
  const fs::path bank = write_bank(dir);
  const Outcome uncached = cache_lint(dir.path(), false);
  EXPECT_FALSE(fs::exists(bank / ".qbank-cache"));
  const Outcome cold = cache_lint(dir.path(), true);
  EXPECT_EQ(cold.hits, 0u);
  EXPECT_TRUE(fs::exists(bank / ".qbank-cache" / "CACHEDIR.TAG"));
  const Outcome warm = cache_lint(dir.path(), true);
  EXPECT_EQ(warm.hits, 1u);
  EXPECT_EQ(uncached.text, cold.text);
  EXPECT_EQ(uncached.text, warm.text);
  EXPECT_NE(warm.text.find("error[schema/length]"), std::string::npos);
  EXPECT_NE(warm.text.find("warning[schema/unexpected-file]"), std::string::npos);
  // The loader skips the cache folder: no finding about it, the same file count.
  EXPECT_EQ(warm.text.find(".qbank-cache"), std::string::npos);
}

// A format that says it does not read the files' texts prints the same without them: a warm
// run reads them again only for the formats that do (OutputFormat::reads_sources).
TEST(LintCache, FormatsThatReadNoSourcesPrintTheSameWithout) {
  test::TempDir dir;
  write_bank(dir);
  const fs::path old = fs::current_path();
  fs::current_path(dir.path());
  LintOptions o;
  o.paths = {"bank"};
  o.jobs = 2;
  const LintResult with = run_lint(RealFileSystem(), o);
  ASSERT_FALSE(with.sources.empty());
  LintResult without = with;
  without.sources.clear();
  std::size_t compared = 0, differ = 0;
  for (const OutputFormat& f : output_formats()) {
    RenderOptions ro;
    std::ostringstream a, b;
    f.render(with, a, ro);
    f.render(without, b, ro);
    if (f.reads_sources) {
      differ += a.str() != b.str() ? 1 : 0;  // the flag is not set where nothing needs it
    } else {
      ++compared;
      EXPECT_EQ(a.str(), b.str()) << "--format " << f.name << " reads the texts: set reads_sources";
    }
  }
  fs::current_path(old);
  EXPECT_GE(compared, 4u);
  EXPECT_EQ(differ, 2u) << "text (excerpts) and sarif (fingerprints) read the texts";
}

TEST(LintCache, AnyChangedInputIsAMiss) {
  test::TempDir dir;
  const fs::path bank = write_bank(dir);
  cache_lint(dir.path(), true);
  auto expect_miss_then_hit = [&](const std::string& what) {
    const Outcome after = cache_lint(dir.path(), true);
    EXPECT_EQ(after.hits, 0u) << what;
    EXPECT_EQ(after.text, cache_lint(dir.path(), false).text) << what;
    EXPECT_EQ(cache_lint(dir.path(), true).hits, 1u) << what;
  };
  // A question's content (same size: only the content differs).
  std::string q = test::read_file(bank / "t" / "kort.toml");
  q.replace(q.find("Kort?"), 5, "Lang?");
  test::write_file(bank / "t" / "kort.toml", q);
  expect_miss_then_hit("question content");
  // A new file, a removed file.
  dir.write("bank/t/nieuw.toml", test::sample_question("Een nieuwe vraag over de cache?"));
  expect_miss_then_hit("new file");
  fs::remove(bank / "t" / "notities.txt");
  expect_miss_then_hit("removed file");
  // A .toml file put into a folder the loader skipped (no .toml in it: not a topic) makes it a
  // topic: the key covers every folder the loader looked into, not only the topics.
  dir.write("bank/docs/lees-mij.md", "notities\n");
  expect_miss_then_hit("new folder");
  dir.write("bank/docs/vraag.toml", test::sample_question("Een vraag in een map zonder onderwerp?"));
  expect_miss_then_hit("folder becomes a topic");
  // The configuration.
  test::write_file(bank / "qbank.toml",
                   test::read_file(bank / "qbank.toml") + "[rules]\n\"schema/length\" = \"warning\"\n");
  expect_miss_then_hit("qbank.toml");
}

// What the loader never reads cannot change a finding: an editor's hidden swap file is still a
// hit, and so is the cache folder itself filling up.
TEST(LintCache, HiddenFilesTheLoaderSkipsAreNoChange) {
  test::TempDir dir;
  const fs::path bank = write_bank(dir);
  cache_lint(dir.path(), true);
  ASSERT_EQ(cache_lint(dir.path(), true).hits, 1u);
  dir.write("bank/t/.kort.toml.swp", "half bewerkt");
  dir.write("bank/.notities", "x");
  EXPECT_EQ(cache_lint(dir.path(), true).hits, 1u);
}

TEST(LintCache, RulesDirectoryIsPartOfTheKey) {
  test::TempDir dir;
  const fs::path bank = write_bank(dir);
  fs::copy(test::source_dir() / "rules", dir.path() / "rules", fs::copy_options::recursive);
  test::write_file(bank / "qbank.toml",
                   "rules_dir = \"../rules\"\nschema_dir = \"" + (test::source_dir() / "schema").string() + "\"\n");
  cache_lint(dir.path(), true);
  EXPECT_EQ(cache_lint(dir.path(), true).hits, 1u);
  dir.write("rules/text/extra.txt", "een woordenlijst\n");
  EXPECT_EQ(cache_lint(dir.path(), true).hits, 0u);
  EXPECT_EQ(cache_lint(dir.path(), true).hits, 1u);
}

TEST(LintCache, RewritingTheSameBytesIsStillAHit) {
  test::TempDir dir;
  const fs::path bank = write_bank(dir);
  cache_lint(dir.path(), true);
  const std::string q = test::read_file(bank / "t" / "goed.toml");
  fs::remove(bank / "t" / "goed.toml");
  test::write_file(bank / "t" / "goed.toml", q);  // new inode and times, same content
  EXPECT_EQ(cache_lint(dir.path(), true).hits, 1u);
}

TEST(LintCache, CorruptOrTornEntriesAreIgnored) {
  test::TempDir dir;
  const fs::path bank = write_bank(dir);
  const std::string expected = cache_lint(dir.path(), false).text;
  cache_lint(dir.path(), true);
  const fs::path cache = bank / ".qbank-cache";
  int corrupted = 0;
  for (const auto& e : fs::recursive_directory_iterator(cache)) {
    if (!e.is_regular_file()) continue;
    const std::string name = e.path().filename().string();
    if (name == "CACHEDIR.TAG" || name == ".gitignore") continue;
    std::string content = test::read_file(e.path());
    // Alternate between a torn write (half the file) and garbage.
    test::write_file(e.path(), corrupted++ % 2 ? content.substr(0, content.size() / 2) : "\x01garbage{\n");
  }
  EXPECT_GE(corrupted, 2);  // the store and the hash index
  const Outcome after = cache_lint(dir.path(), true);
  EXPECT_EQ(after.hits, 0u);
  EXPECT_EQ(after.text, expected);
  EXPECT_EQ(cache_lint(dir.path(), true).hits, 1u);  // repaired

  // Damaged values in a sound store: the run entry and every file's findings cut in half.
  {
    const auto store = CacheStore::open(cache);
    ASSERT_TRUE(store);
    for (const char* space : {"run", "file"}) {
      const auto entries = store->entries(space);
      ASSERT_FALSE(entries.empty()) << space;
      for (const auto& [key, value] : entries) store->put(space, key, value.substr(0, value.size() / 2), 1000);
    }
  }
  const Outcome damaged = cache_lint(dir.path(), true);
  EXPECT_EQ(damaged.hits, 0u);
  EXPECT_EQ(damaged.text, expected);
  EXPECT_EQ(cache_lint(dir.path(), true).hits, 1u);
}

TEST(LintCache, ConcurrentRunsShareOneCache) {
  test::TempDir dir;
  write_bank(dir);
  const auto reference = test::run_qbank({"lint", "--no-cache", "--format", "concise", "bank"}, dir.path());
  for (int round = 0; round < 2; ++round) {  // an empty cache, then a full one
    std::vector<test::RunResult> results(4);
    std::vector<std::thread> threads;
    for (auto& r : results) {
      threads.emplace_back([&] { r = test::run_qbank({"lint", "--format", "concise", "bank"}, dir.path()); });
    }
    for (auto& t : threads) t.join();
    for (const auto& r : results) {
      EXPECT_EQ(r.exit_code, reference.exit_code) << r.err;
      EXPECT_EQ(r.out, reference.out);
    }
  }
  // No temporary files left behind.
  for (const auto& e : fs::recursive_directory_iterator(dir.path() / "bank" / ".qbank-cache")) {
    EXPECT_EQ(e.path().filename().string().find(".tmp-"), std::string::npos) << e.path();
  }
}

TEST(LintCache, NoCacheLeavesNoTrace) {
  test::TempDir dir;
  write_bank(dir);
  const auto r = test::run_qbank({"lint", "--no-cache", "bank"}, dir.path());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_FALSE(fs::exists(dir.path() / "bank" / ".qbank-cache"));
  const auto cached = test::run_qbank({"lint", "--timings", "bank"}, dir.path());
  EXPECT_NE(cached.err.find("geen cachetreffer"), std::string::npos);
  const auto again = test::run_qbank({"lint", "--timings", "bank"}, dir.path());
  EXPECT_NE(again.err.find("resultaat uit de cache"), std::string::npos);
  EXPECT_EQ(cached.out, again.out);
}

TEST(LintCache, PerFileFindingsAreReusedByContent) {
  test::TempDir dir;
  const fs::path bank = write_bank(dir);
  Config config;
  config.root = bank;
  config.rules_dir = test::source_dir() / "rules";
  config.schema_dir = test::source_dir() / "schema";
  BankLocation loc;
  loc.root = bank;
  loc.display_root = "bank";
  const BankManifest manifest = list_bank(RealFileSystem(), loc, config);
  Diagnostic d = make_diagnostic(RuleId::schema_type, "bank/t/a.toml", {{1, 8}, {1, 9}}, "moet een tekst zijn");
  {
    auto cache = LintCache::open(dir.path() / "c");
    ASSERT_TRUE(cache);
    cache->compute_keys({&config, &loc, &manifest, true, {"schema"}, {}});
    std::vector<Diagnostic> out;
    EXPECT_FALSE(cache->find("bank/t/a.toml", "stem = 5\n", out));
    cache->store("bank/t/a.toml", "stem = 5\n", {d});
    cache->store("bank/t/b.toml", "stem = \"goed\"\n", {});
    cache->flush();
  }
  auto cache = LintCache::open(dir.path() / "c");
  cache->compute_keys({&config, &loc, &manifest, true, {"schema"}, {}});
  std::vector<Diagnostic> out;
  ASSERT_TRUE(cache->find("bank/t/a.toml", "stem = 5\n", out));
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].message, "moet een tekst zijn");
  EXPECT_EQ(out[0].span, d.span);
  EXPECT_TRUE(cache->find("bank/t/b.toml", "stem = \"goed\"\n", out));
  EXPECT_TRUE(out.empty());
  EXPECT_FALSE(cache->find("bank/t/a.toml", "stem = 6\n", out));  // other content
  EXPECT_FALSE(cache->find("bank/t/c.toml", "stem = 5\n", out));  // other file
  // Another environment (other checks) does not see them.
  auto other = LintCache::open(dir.path() / "c");
  other->compute_keys({&config, &loc, &manifest, true, {"schema", "spelling"}, {}});
  EXPECT_FALSE(other->find("bank/t/a.toml", "stem = 5\n", out));
}

TEST(LintCache, DiagnosticsRoundTrip) {
  Diagnostic d = make_diagnostic(RuleId::duplicate_near, "bank/t/a.toml", {{3, 2}, {4, 7}}, "lijkt op \"b\"\nzie daar");
  d.severity = Severity::Warning;
  d.related.push_back({"bank/u/b.toml", {{1, 1}, {1, 9}}, "de andere vraag"});
  d.fix = Fix{{{3, 2}, {3, 5}}, "één", {}};
  d.other = "b";
  const auto back = diagnostics_from_json(diagnostics_to_json({d}));
  ASSERT_TRUE(back);
  ASSERT_EQ(back->size(), 1u);
  const Diagnostic& e = back->front();
  EXPECT_EQ(std::tie(e.rule, e.severity, e.file, e.span, e.message, e.other),
            std::tie(d.rule, d.severity, d.file, d.span, d.message, d.other));
  ASSERT_EQ(e.related.size(), 1u);
  EXPECT_EQ(e.related[0].file, "bank/u/b.toml");
  EXPECT_EQ(e.related[0].span, d.related[0].span);
  ASSERT_TRUE(e.fix);
  EXPECT_EQ(e.fix->replacement, "één");
  EXPECT_FALSE(diagnostics_from_json("[{\"r\":1}]"));
  EXPECT_FALSE(diagnostics_from_json("[{\"r\":\"a/b\",\"s\":7,\"f\":\"x\",\"p\":[1,1,1,1],\"m\":\"\"}]"));
}

TEST(LintCache, RunEntriesRoundTripAndRefuseDamage) {
  CachedRun run;
  run.files = 12;
  run.questions = 10;
  run.topics = 2;
  run.sourced = {"bank/t/a.toml", "bank/met\ttab.toml"};
  Diagnostic d =
      make_diagnostic(RuleId::duplicate_near, "bank/t/a.toml", {{3, 2}, {4, 7}}, "lijkt op \"b\"\nzie\tdaar \\ hier\r");
  d.severity = Severity::Warning;
  d.related.push_back({"bank/u/b.toml", {{1, 1}, {1, 9}}, "de andere vraag"});
  d.related.push_back({"bank/u/c.toml", {{2, 1}, {2, 3}}, ""});
  d.fix = Fix{{{3, 2}, {3, 5}}, "één", "bank/u/b.toml"};
  d.other = "b";
  d.word = "geheugn";
  Diagnostic plain = make_diagnostic(RuleId::spelling_unknown_word, "bank/t/a.toml", {{1, 1}, {1, 2}}, "");
  run.diagnostics = {d, plain};
  const std::string text = run_to_text("k1", run);
  const auto back = run_from_text(text, "k1");
  ASSERT_TRUE(back);
  EXPECT_EQ(std::tie(back->files, back->questions, back->topics, back->sourced),
            std::tie(run.files, run.questions, run.topics, run.sourced));
  ASSERT_EQ(back->diagnostics.size(), 2u);
  for (std::size_t i = 0; i < 2; ++i) {
    const Diagnostic& a = run.diagnostics[i];
    const Diagnostic& b = back->diagnostics[i];
    EXPECT_EQ(std::tie(a.rule, a.severity, a.file, a.span, a.message, a.other, a.word),
              std::tie(b.rule, b.severity, b.file, b.span, b.message, b.other, b.word));
    ASSERT_EQ(a.related.size(), b.related.size());
    for (std::size_t k = 0; k < a.related.size(); ++k) {
      EXPECT_EQ(std::tie(a.related[k].file, a.related[k].span, a.related[k].message),
                std::tie(b.related[k].file, b.related[k].span, b.related[k].message));
    }
    ASSERT_EQ(a.fix.has_value(), b.fix.has_value());
    if (a.fix) {
      EXPECT_EQ(std::tie(a.fix->span, a.fix->replacement, a.fix->file),
                std::tie(b.fix->span, b.fix->replacement, b.fix->file));
    }
  }
  EXPECT_FALSE(run_from_text(text, "k2"));                             // another key
  EXPECT_FALSE(run_from_text(text.substr(0, text.size() - 4), "k1"));  // cut short
  EXPECT_FALSE(run_from_text(text.substr(0, text.size() / 2), "k1"));
  std::string bad = text;
  bad[bad.find("\t1\t")] = 'x';  // a field that is no number
  EXPECT_FALSE(run_from_text(bad, "k1"));
}

TEST(HashIndex, AnEditWithTheSameSizeAndMtimeIsSeen) {
  test::TempDir dir;
  const fs::path f = dir.write("q.toml", "stem = \"aaaa\"\n");
  struct stat before;
  ASSERT_EQ(::stat(f.c_str(), &before), 0);
  {
    HashIndex index(dir.path() / "index");
    EXPECT_EQ(index.hash(f), sha256_hex("stem = \"aaaa\"\n"));
    index.save();
  }
  // Same size, and the modification time put back: only the content (and ctime) differ.
  test::write_file(f, "stem = \"bbbb\"\n");
  const struct timespec times[2] = {before.st_atim, before.st_mtim};
  ASSERT_EQ(::utimensat(AT_FDCWD, f.c_str(), times, 0), 0);
  HashIndex index(dir.path() / "index");
  EXPECT_EQ(index.hash(f), sha256_hex("stem = \"bbbb\"\n"));
  EXPECT_EQ(index.hash(dir.path() / "missing.toml"), std::nullopt);
}

TEST(HashIndex, OldFilesAreNotReadAgainUntilTheyChange) {
  test::TempDir dir;
  const fs::path a = dir.write("a.toml", "stem = \"aaaa\"\n");
  const fs::path b = dir.write("b.toml", "stem = \"bbbb\"\n");
  // Only files whose times are two seconds old are remembered by their stat data.
  std::this_thread::sleep_for(std::chrono::milliseconds(2100));
  {
    HashIndex index(dir.path() / "index");
    EXPECT_EQ(index.hash(a), sha256_hex("stem = \"aaaa\"\n"));
    EXPECT_EQ(index.hash(b), sha256_hex("stem = \"bbbb\"\n"));
    EXPECT_EQ(index.reads(), 2u);
    index.save();
  }
  {
    HashIndex index(dir.path() / "index");
    EXPECT_EQ(index.hash(a), sha256_hex("stem = \"aaaa\"\n"));
    EXPECT_EQ(index.hash(b), sha256_hex("stem = \"bbbb\"\n"));
    EXPECT_EQ(index.hits(), 2u);
    EXPECT_EQ(index.reads(), 0u);
    index.save();
  }
  // An edit of the same size with the modification time put back still changes the ctime.
  struct stat before;
  ASSERT_EQ(::stat(a.c_str(), &before), 0);
  test::write_file(a, "stem = \"cccc\"\n");
  const struct timespec times[2] = {before.st_atim, before.st_mtim};
  ASSERT_EQ(::utimensat(AT_FDCWD, a.c_str(), times, 0), 0);
  HashIndex index(dir.path() / "index");
  EXPECT_EQ(index.hash(a), sha256_hex("stem = \"cccc\"\n"));
  EXPECT_EQ(index.hash(b), sha256_hex("stem = \"bbbb\"\n"));
  EXPECT_EQ(index.reads(), 1u);
  EXPECT_EQ(index.hits(), 1u);
}

TEST(LintCache, FolderIsTaggedAndIgnoredByGit) {
  test::TempDir dir;
  const fs::path bank = write_bank(dir);
  cache_lint(dir.path(), true);
  EXPECT_TRUE(fs::is_regular_file(bank / ".qbank-cache" / "store.sqlite"));
  EXPECT_EQ(test::read_file(bank / ".qbank-cache" / ".gitignore"), "*\n");
}

}  // namespace
}  // namespace qbank::cache_test
