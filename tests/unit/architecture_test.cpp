// The shape of the code: which folder of tools/ may include which (the layers of
// CONTRIBUTING.md), one name per check (the --timings rows), and every rule of the catalog owned
// by exactly one check, in its family's folder, and named in code only through RuleId.
#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "checks/catalog.h"
#include "checks/registry.h"
#include "test_util.h"

namespace qbank::architecture_test {
namespace {
namespace fs = std::filesystem;

// Each folder of tools/ and the folders it may include from (besides itself), as tools/layers.txt
// gives them: the table the build uses for each folder's library and include path.
std::map<std::string, std::set<std::string>> read_layers() {
  std::map<std::string, std::set<std::string>> out;
  std::ifstream in(test::source_dir() / "tools" / "layers.txt");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto colon = line.find(':');
    if (colon == std::string::npos) continue;
    std::set<std::string>& below = out[line.substr(0, colon)];
    std::istringstream words(line.substr(colon + 1));
    for (std::string w; words >> w;) below.insert(w);
  }
  return out;
}
const std::map<std::string, std::set<std::string>> kAllowed = read_layers();

// The table names real folders only, and the layers it names below a layer exist.
TEST(Layers, TheTableNamesEveryFolderOfTools) {
  ASSERT_GE(kAllowed.size(), 12u);
  for (const auto& [layer, below] : kAllowed) {
    EXPECT_TRUE(fs::is_directory(test::source_dir() / "tools" / layer)) << layer;
    for (const auto& b : below) EXPECT_TRUE(kAllowed.count(b)) << layer << " uses " << b << ", which is no layer";
  }
}

TEST(Layers, EveryIncludeFollowsTheLayers) {
  const fs::path tools = test::source_dir() / "tools";
  const std::regex include("^#include \"([a-z_]+)/[^\"]+\"");
  std::vector<std::string> wrong;
  std::size_t seen = 0;
  for (const auto& e : fs::recursive_directory_iterator(tools)) {
    const std::string ext = e.path().extension().string();
    if (!e.is_regular_file() || (ext != ".cpp" && ext != ".h")) continue;
    const std::string layer = *e.path().lexically_relative(tools).begin();
    if (layer == "scripts") continue;
    const auto allowed = kAllowed.find(layer);
    ASSERT_NE(allowed, kAllowed.end()) << "tools/" << layer
                                       << " is in no layer: add it to kAllowed and CONTRIBUTING.md";
    std::ifstream in(e.path());
    std::string line;
    std::size_t n = 0;
    while (std::getline(in, line)) {
      ++n;
      std::smatch m;
      if (!std::regex_search(line, m, include)) continue;
      ++seen;
      const std::string to = m[1].str();
      if (to == layer || to.find('_') != std::string::npos) continue;  // itself; generated headers (export/..._js.h)
      if (!allowed->second.count(to) && kAllowed.count(to)) {
        wrong.push_back(e.path().lexically_relative(test::source_dir()).string() + ":" + std::to_string(n) + ": " +
                        layer + " includes " + to + " (" + line + ")");
      }
    }
  }
  EXPECT_GT(seen, 300u);
  EXPECT_EQ(wrong, std::vector<std::string>{});
}

// A library with one owner: valijson (JSON Schema) is wrapped once, in core/json_schema; the
// process runner is core/process; libzip is read and written in core/zip (QTI export and import).
// A second wrapper or runner would drift from the first.
TEST(Layers, EachLibraryIsWrappedOnce) {
  const std::map<std::string, std::string> owners = {{"<valijson/", "tools/core/json_schema.cpp"},
                                                     {"<spawn.h>", "tools/core/process.cpp"},
                                                     {"<zip.h>", "tools/core/zip.cpp"},
                                                     {"<sqlite3.h>", "tools/core/cache_store.cpp"}};
  for (const auto& root : {"tools", "bench"}) {
    for (const auto& e : fs::recursive_directory_iterator(test::source_dir() / root)) {
      const std::string ext = e.path().extension().string();
      if (!e.is_regular_file() || (ext != ".cpp" && ext != ".h")) continue;
      const std::string rel = e.path().lexically_relative(test::source_dir()).string();
      std::ifstream in(e.path());
      std::string line;
      while (std::getline(in, line)) {
        if (!line.starts_with("#include")) continue;
        for (const auto& [include, owner] : owners) {
          if (line.find(include) != std::string::npos) {
            EXPECT_EQ(rel, owner) << line;
          }
        }
      }
    }
  }
}

// The unity build puts up to ten test files into one translation unit: a helper a test file
// declares in namespace qbank (even in an anonymous namespace there) can collide with another
// file's. Each test file keeps its helpers in qbank::<file>, e.g. qbank::answer_checks_test.
TEST(Layers, EachTestFileHasANamespaceOfItsOwn) {
  std::vector<std::string> shared;
  for (const auto& e : fs::directory_iterator(test::source_dir() / "tests" / "unit")) {
    if (!e.path().string().ends_with("_test.cpp")) continue;
    std::ifstream in(e.path());
    std::string line;
    while (std::getline(in, line)) {
      if (line == "namespace qbank {") shared.push_back(e.path().filename().string());
    }
  }
  EXPECT_EQ(shared, std::vector<std::string>{});
}

// The matrix admits no cycle: each layer's allowed folders are all strictly below it.
TEST(Layers, TheMatrixHasNoCycle) {
  std::map<std::string, int> depth;
  std::function<int(const std::string&, int)> walk = [&](const std::string& l, int guard) {
    if (guard > 20) return 100;
    if (depth.count(l)) return depth[l];
    int d = 0;
    for (const auto& below : kAllowed.at(l)) d = std::max(d, walk(below, guard + 1) + 1);
    return depth[l] = d;
  };
  for (const auto& [l, _] : kAllowed) EXPECT_LT(walk(l, 0), 20) << l;
}

TEST(Checks, EveryCheckHasItsOwnName) {
  std::map<std::string, int> names;
  for (const auto& c : make_checks()) ++names[std::string(c->name())];
  for (const auto& [name, count] : names) EXPECT_EQ(count, 1) << "two checks are called " << name;
}

// Code names a built-in rule only through RuleId (generated from the docs), so a typo does not
// compile. A rule id in quotes may appear in a comment, never in the code.
TEST(RuleIds, NoRuleIdIsWrittenAsAString) {
  const std::regex id("\"((syntax|schema|spelling|answer|explanation|duplicate|graph|style)/[a-z0-9-]+)\"");
  std::vector<std::string> quoted;
  std::size_t files = 0;
  for (const auto& e : fs::recursive_directory_iterator(test::source_dir() / "tools")) {
    const std::string ext = e.path().extension().string();
    if (!e.is_regular_file() || (ext != ".cpp" && ext != ".h")) continue;
    ++files;
    std::ifstream in(e.path());
    std::string line;
    for (std::size_t n = 1; std::getline(in, line); ++n) {
      const std::string code = line.substr(0, line.find("//"));
      if (std::regex_search(code, id)) {
        quoted.push_back(e.path().lexically_relative(test::source_dir()).string() + ":" + std::to_string(n));
      }
    }
  }
  EXPECT_GT(files, 200u);
  EXPECT_EQ(quoted, std::vector<std::string>{});
}

// Each built-in rule has exactly one owner among the checks of the registry, and the owner is
// written in the rule's family folder, beside the rule's doc: from the id alone a reader finds
// tools/checks/<family>/<name>.md and the check that reports it (`qbank explain` names both).
TEST(RuleIds, EveryRuleHasExactlyOneOwner) {
  std::map<std::string, std::vector<std::string>> owners;
  for (const auto& check : make_checks()) {
    const OwnedRules owned = check->rules();
    EXPECT_TRUE(owned.file.starts_with("tools/checks/")) << check->name() << ": " << owned.file;
    EXPECT_TRUE(fs::is_regular_file(test::source_dir() / owned.file)) << owned.file;
    for (RuleId r : owned.ids) {
      const std::string id(rule_name(r));
      owners[id].push_back(std::string(check->name()));
      EXPECT_TRUE(owned.file.starts_with("tools/checks/" + std::string(rule_family(id)) + "/"))
          << id << " is owned by " << owned.file << ", outside its family's folder";
    }
  }
  std::vector<std::string> wrong;
  for (const auto& id : RuleCatalog::builtin().ids()) {
    const auto it = owners.find(id);
    const std::size_t n = it == owners.end() ? 0 : it->second.size();
    if (n != 1) wrong.push_back(id + " has " + std::to_string(n) + " owners");
  }
  EXPECT_EQ(wrong, std::vector<std::string>{});
  EXPECT_EQ(owners.size(), kBuiltinRuleCount);
}

// A check folder names only its own family's rules: a finding of another family would be reported
// by a check that does not own it. (Outside tools/checks/, the readers report syntax/* and
// schema/*, and the output and authoring code may name any rule it formats or counts.)
TEST(RuleIds, ACheckFolderNamesOnlyItsFamilysRules) {
  const std::regex use("RuleId::([a-z0-9]+)_[a-z0-9_]+");
  std::vector<std::string> wrong;
  std::size_t seen = 0;
  for (const auto& e : fs::recursive_directory_iterator(test::source_dir() / "tools" / "checks")) {
    const std::string ext = e.path().extension().string();
    if (!e.is_regular_file() || (ext != ".cpp" && ext != ".h")) continue;
    const fs::path rel = e.path().lexically_relative(test::source_dir() / "tools" / "checks");
    if (std::distance(rel.begin(), rel.end()) < 2) continue;  // check.cpp, registry.cpp: the shared code
    const std::string folder = rel.begin()->string();
    std::ifstream in(e.path());
    std::stringstream text;
    text << in.rdbuf();
    const std::string s = text.str();
    for (auto it = std::sregex_iterator(s.begin(), s.end(), use); it != std::sregex_iterator(); ++it) {
      ++seen;
      if ((*it)[1].str() != folder) wrong.push_back(rel.string() + ": " + (*it)[0].str());
    }
  }
  EXPECT_GT(seen, 100u);
  EXPECT_EQ(wrong, std::vector<std::string>{});
}

// The layout of every C++ file is clang-format's, by the repository's .clang-format (one style,
// no layout in review).
TEST(Style, EveryFileIsClangFormatted) {
  std::vector<std::string> command = {"clang-format", "--dry-run", "-Werror", "--style=file"};
  std::size_t files = 0;
  for (const char* dir : {"tools", "tests/unit", "tests/js", "tests/fuzz", "bench"}) {
    const fs::path root = test::source_dir() / dir;
    if (!fs::exists(root)) continue;
    for (auto it = fs::recursive_directory_iterator(root); it != fs::recursive_directory_iterator(); ++it) {
      if (it->is_directory() && it->path().filename() == "node_modules") {
        it.disable_recursion_pending();
        continue;
      }
      const std::string ext = it->path().extension().string();
      if (it->is_regular_file() && (ext == ".cpp" || ext == ".h")) {
        command.push_back(it->path().string());
        ++files;
      }
    }
  }
  ASSERT_GT(files, 300u);
  const auto r = test::run_program(command);
  ASSERT_NE(r.exit_code, 127) << "clang-format is not installed (tools/scripts/setup.sh test installs it)";
  EXPECT_EQ(r.exit_code, 0) << r.err.substr(0, 4000) << "\napply: clang-format -i $(git ls-files '*.cpp' '*.h')";
}

}  // namespace
}  // namespace qbank::architecture_test
