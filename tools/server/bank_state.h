// One bank held in memory by the language server: its configuration, its model, the checks and
// the findings of the last run, kept per file. A change to one question or topic file re-reads
// only that file, runs the per-question checks only on it and then the whole-bank work again
// (the checks' prepare and check_bank, severities and suppressions); anything else (qbank.toml,
// the rules, a file added or removed) loads the bank again, with each unchanged file's syntax and
// schema findings remembered.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "checks/catalog.h"
#include "checks/check.h"
#include "core/config.h"
#include "core/diagnostic.h"
#include "core/fs.h"
#include "lint/bank_loader.h"

namespace qbank::server {

// Whether two findings are the same in every field.
bool same_finding(const Diagnostic& a, const Diagnostic& b);

// What a run did, for the log and the benchmark.
struct RunStats {
  bool full = false;          // the bank was loaded again
  std::size_t rechecked = 0;  // items whose per-question checks ran
  double milliseconds = 0;
  std::vector<std::pair<std::string, double>> phases;  // wall time per check and step, in order
};

class BankState {
 public:
  // `cache`: the checks keep what they learnt between runs in <root>/.qbank-cache, as `qbank lint`
  // does (the words the dictionary accepted, the spelling suggestions).
  BankState(const FileSystem& fs, BankLocation location, unsigned jobs, bool cache = false);
  ~BankState();

  // Reads the whole bank and runs every check. A broken configuration becomes findings on the
  // file at fault (qbank.toml, a rule file), never an exception.
  RunStats load();
  // The files (absolute) whose text may have changed: re-checks what they touch.
  RunStats update(const std::vector<std::filesystem::path>& files);
  // After an update: runs the per-question checks on every item again, `max_items` at a time
  // (the whole-bank statistics an edit changed can change other questions' findings), so that a
  // new edit need not wait for the whole pass. False when there was nothing to do; *changed is
  // set when the pass ended with findings that differ from those published.
  bool settle_step(std::size_t max_items, bool* changed);
  bool needs_settle() const { return unsettled_; }

  const BankLocation& location() const { return location_; }
  // Whether a change to `file` can change the findings: qbank.toml, a .toml file in the bank, a
  // file of its rules folders or schemas.
  bool concerns(const std::filesystem::path& file) const;
  // Null while the configuration is broken.
  const Config* config() const { return config_ ? &*config_ : nullptr; }
  const Bank* bank() const { return loaded_ ? &loaded_->bank : nullptr; }
  const RuleCatalog& catalog() const { return catalog_; }
  // The findings of the last run, sorted (diagnostic_less), file names as display paths. They live
  // in the per-file lists below (an edit copies none of the bank's other findings) and stay valid
  // until the next load, update or the end of a settling pass.
  const std::vector<const Diagnostic*>& diagnostics() const { return diagnostics_; }
  // The texts of the bank's files as they were checked, by display path; null before a load.
  const std::map<std::string, std::shared_ptr<const SourceFile>>* sources() const {
    return loaded_ ? &loaded_->sources : nullptr;
  }
  // The text of a file as it was checked, by display path; null when it was not read.
  std::shared_ptr<const SourceFile> source(const std::string& display) const;
  // A question by its absolute path.
  const Question* question_at(const std::filesystem::path& file) const;

 private:
  class Memo;
  const FileSystem& fs_;
  BankLocation location_;
  unsigned jobs_;
  bool cache_;
  std::shared_ptr<CacheStore> store_;  // opened on the first load when cache_ is on
  std::optional<Config> config_;
  RuleCatalog catalog_;
  std::vector<std::unique_ptr<Check>> checks_;
  std::unique_ptr<LoadedBank> loaded_;
  std::unique_ptr<LintContext> context_;
  std::unique_ptr<Memo> memo_;
  std::map<std::string, std::vector<Diagnostic>> load_findings_;  // by display path
  std::map<std::string, std::vector<Diagnostic>> item_findings_;  // by display path
  std::map<std::string, std::vector<Diagnostic>> pending_;        // of the settling pass, until it ends
  std::vector<Diagnostic> bank_findings_;                         // of check_bank, or of a broken configuration
  std::vector<Diagnostic> suppression_findings_;                  // about [[suppress]] entries
  std::vector<const Diagnostic*> diagnostics_;
  std::vector<Diagnostic> config_findings_;  // a broken configuration, or a check that could not start
  bool unsettled_ = false;
  std::size_t settle_next_ = 0;  // the next item of the settling pass

  std::string display(const std::filesystem::path& file) const;
  // Whether `file` is a question or topic file the bank already holds, so that it can be re-read alone.
  bool replace_file(const std::filesystem::path& file);
  // prepare() of every check, then run_items, then finish_run.
  void check_items(const std::vector<std::size_t>& questions, const std::vector<std::size_t>& topics);
  // The per-question checks of these items, their findings stored in `into` by display path.
  void run_items(const std::vector<std::size_t>& questions, const std::vector<std::size_t>& topics,
                 std::map<std::string, std::vector<Diagnostic>>& into);
  // The settling pass's findings into item_findings_; true when any list changed.
  bool merge_pending();
  // check_bank, severities and suppressions, sorted: the new diagnostics(). True when the
  // whole-bank findings differ from the previous run's.
  bool finish_run();
  std::vector<std::pair<std::string, double>> phases_;
  void add_phase(const std::string& name, double ms);
};

}  // namespace qbank::server
