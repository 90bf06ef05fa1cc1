// The shape of the code: which folder of tools/ may include which (the layers of
// CONTRIBUTING.md), one name per check (the --timings rows), and every rule id written in the
// code is a rule of the catalog (a typo would be a finding nobody can configure).
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

// Each folder of tools/ and the folders it may include from (besides itself). Lowest first:
// core < graph < checks < lint < output, format < author, import; checks < export, practice;
// output, author < report; output, format, author < server;
// cli and fuzz on top. Kept in step with CONTRIBUTING.md, "Layers".
const std::map<std::string, std::set<std::string>> kAllowed = {
    {"core", {}},
    {"graph", {"core"}},
    {"checks", {"core", "graph"}},
    {"lint", {"core", "graph", "checks"}},
    {"output", {"core", "graph", "checks", "lint"}},
    {"format", {"core", "graph", "checks", "lint"}},
    {"export", {"core", "graph", "checks"}},
    {"practice", {"core", "graph", "checks"}},
    {"import", {"core", "graph", "checks", "lint", "format", "export"}},
    {"author", {"core", "graph", "checks", "lint", "format"}},
    {"report", {"core", "graph", "checks", "lint", "output", "format", "author"}},
    {"server", {"core", "graph", "checks", "lint", "output", "format", "author"}},
    {"cli", {"core", "graph", "checks", "lint", "output", "format", "export", "practice", "import", "author", "report",
             "server"}},
    {"fuzz", {"core", "graph", "checks", "lint", "output", "format", "export", "practice", "import", "author"}},
};

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
    ASSERT_NE(allowed, kAllowed.end()) << "tools/" << layer << " is in no layer: add it to kAllowed and CONTRIBUTING.md";
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
        wrong.push_back(e.path().lexically_relative(test::source_dir()).string() + ":" + std::to_string(n) + ": " + layer +
                        " includes " + to + " (" + line + ")");
      }
    }
  }
  EXPECT_GT(seen, 300u);
  EXPECT_EQ(wrong, std::vector<std::string>{});
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

TEST(RuleIds, EveryRuleIdInTheCodeIsARuleOfTheCatalog) {
  std::set<std::string> known;
  for (const auto& id : RuleCatalog::builtin().ids()) known.insert(id);
  for (const auto& e : fs::directory_iterator(test::source_dir() / "rules" / "style")) {
    if (e.path().extension() == ".toml") known.insert("style/" + e.path().stem().string());
  }
  const std::regex id("\"((syntax|schema|spelling|answer|explanation|duplicate|graph|style)/[a-z0-9-]+)\"");
  std::set<std::string> unknown;
  std::size_t seen = 0;
  for (const auto& e : fs::recursive_directory_iterator(test::source_dir() / "tools")) {
    const std::string ext = e.path().extension().string();
    if (!e.is_regular_file() || (ext != ".cpp" && ext != ".h")) continue;
    std::ifstream in(e.path());
    std::stringstream text;
    text << in.rdbuf();
    const std::string s = text.str();
    for (auto it = std::sregex_iterator(s.begin(), s.end(), id); it != std::sregex_iterator(); ++it) {
      ++seen;
      const std::string rule = (*it)[1].str();
      if (!known.count(rule)) unknown.insert(e.path().lexically_relative(test::source_dir()).string() + ": " + rule);
    }
  }
  EXPECT_GT(seen, 60u);
  EXPECT_EQ(unknown, std::set<std::string>{});
}

}  // namespace
}  // namespace qbank::architecture_test
