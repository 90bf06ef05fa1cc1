// Where qbank finds its own data: the schemas and the built-in rules and vocabulary
// (<data>/schema, <data>/rules). In this order:
//   1. $QBANK_DATA_DIR, an explicit override;
//   2. beside the program: <folder of the executable>/../share/qbank, so an installed prefix
//      works wherever it is moved;
//   3. a build tree: CMake writes `qbank-build-tree` (the source folder's path) into the build
//      folder, found from the executable's folder or one or two above it (build/, build/tests/,
//      build/bench/), so the binaries and tests of a build use the source tree's data;
//   4. the install prefix the program was built for (<prefix>/share/qbank).
// An installed binary has no `qbank-build-tree` beside it and so never reads a source tree.
#pragma once

#include <filesystem>
#include <string>

namespace qbank {

struct DataDir {
  std::filesystem::path path;  // empty when none of the four places has the data
  std::string origin;          // how it was found, in Dutch, for --version and error messages
};

// Resolved on each call (a handful of file checks).
DataDir data_dir();

// The same search, for tests: `env` stands for $QBANK_DATA_DIR (empty: unset), `exe` for the
// executable's path, `prefix_data` for the compiled-in <prefix>/share/qbank.
DataDir find_data_dir(const std::string& env, const std::filesystem::path& exe,
                      const std::filesystem::path& prefix_data);

// The folder of built-in rules and of the schemas.
std::filesystem::path builtin_rules_dir();
std::filesystem::path builtin_schema_dir();

}  // namespace qbank
