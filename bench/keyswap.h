// Key-swap mutation and false alarms of the answer/, explanation/ and duplicate/ families, the
// way ../shared/notes/evaluation.md defines them.
//
// A bank is copied into a temporary folder with only those three families on. The unmutated copy
// gives the false alarms: error- and warning-severity findings on sound questions (a question is
// sound unless its `# expect:` comment names a finding). Then, for every shift s = 1, 2, ..., the
// key of every sound question with more than s options moves from option k to (k + s) mod n at
// once (one lint per shift), and each mutant is scored:
//   caught as an error:  an error of answer/ or explanation/ on the file names the moved key
//                        (the old key's or the new key's option, by letter or by location);
//   caught:              the same with an error or a warning.
// Mutants are counted per explanation length (< 20, 20-49, 50-149, >= 150 words).
#pragma once

#include <array>
#include <cstddef>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace qbank::bench {

struct KeyswapBucket {
  std::size_t mutants = 0;
  std::size_t caught_error = 0;
  std::size_t caught = 0;
};

struct KeyswapMiss {
  std::string file;      // relative to the bank
  char from = 'A';       // the original key
  char to = 'A';         // the option the key was moved to
  std::string findings;  // what the mutant got (rule and severity), or "geen"
};

struct KeyswapReport {
  std::string bank;
  std::size_t questions = 0;                          // question files
  std::size_t sound = 0;                              // of which sound (expect: none or no label)
  std::size_t skipped = 0;                            // sound questions whose key could not be moved in the text
  std::map<std::string, std::size_t> false_errors;    // per rule, on sound unmutated questions
  std::map<std::string, std::size_t> false_warnings;  // per rule
  std::vector<std::string> false_error_lines;         // file: rule message
  std::array<KeyswapBucket, 4> buckets;               // by explanation length
  KeyswapBucket total;
  std::vector<KeyswapMiss> misses;        // not caught at all
  std::vector<KeyswapMiss> warning_only;  // caught, but not as an error
  // Questions labelled with a flaw (`# expect: rule`): how many got that rule, or at least a
  // finding of its family.
  std::size_t flawed = 0;
  std::size_t flawed_found = 0;         // the labelled rule
  std::size_t flawed_family_found = 0;  // a finding of the labelled rule's family (any severity)
  std::vector<std::string> flawed_missed;
};

// Lints `bank` (a folder with qbank.toml) as described above. `rules_dir` and `schema_dir` are
// the built-in data the copy is pointed at. Throws std::runtime_error on an unreadable bank.
KeyswapReport run_keyswap(const std::filesystem::path& bank, const std::filesystem::path& rules_dir,
                          const std::filesystem::path& schema_dir, unsigned jobs);

// The report as a plain-text table.
std::string format_keyswap(const KeyswapReport& report, bool list_misses);

}  // namespace qbank::bench
