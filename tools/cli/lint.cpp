// qbank lint [PATH...]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <set>

#include "bank/open_bank.h"
#include "cli/commands.h"
#include "cli/ui.h"
#include "core/errors.h"
#include "core/i18n.h"
#include "core/lifetime.h"
#include "core/memory.h"
#include "core/utf8.h"
#include "lint/baseline.h"
#include "lint/changed_files.h"
#include "lint/fix.h"
#include "lint/linter.h"
#include "output/render.h"

namespace qbank::cli {

namespace {

namespace fs = std::filesystem;

bool inside(const fs::path& file, const fs::path& dir) {
  const fs::path rel = file.lexically_relative(dir);
  return !rel.empty() && *rel.begin() != "..";
}

// The changed files that lie in the banks of the requested paths, re-rooted on each bank's path
// as the linter sees it (git reports physical paths; the bank may have been named through a
// symbolic link).
std::vector<fs::path> changed_in_banks(const std::vector<fs::path>& paths, const ChangedFiles& changed) {
  std::vector<fs::path> out;
  for (const auto& p : paths) {
    const BankLocation loc = locate_bank(p);
    std::error_code ec;
    fs::path physical = fs::weakly_canonical(loc.root, ec);
    if (ec) physical = loc.root;
    for (const auto& f : changed.files) {
      if (inside(f, physical)) out.push_back(loc.root / f.lexically_relative(physical));
    }
    // Also the config and data folders the bank uses (they live outside the bank, as ../rules).
    for (const auto& f : changed.files) {
      if (!inside(f, physical)) out.push_back(f);
    }
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace

void add_lint_command(CLI::App& app, ExitCode& exit) {
  auto* cmd =
      app.add_subcommand("lint", tr("Controleer vraagbestanden, onderwerpen en de hele bank; exitcode 1 bij fouten"));
  struct Options {
    std::vector<std::string> paths;
    std::string format = "text";
    unsigned jobs = 0;
    bool no_suggest = false;
    bool statistics = false;
    int max_warnings = -1;
    std::string color = "auto";
    bool no_cache = false;
    bool changed = false;
    std::string base;
    bool timings = false;
    std::string baseline;
    std::string write_baseline;
    bool ignore_outside_banks = false;
    bool fix = false;
    bool unsafe_fixes = false;
    bool diff = false;
    bool fix_only = false;
  };
  auto opt = std::make_shared<Options>();
  cmd->add_option(tr("paden"), opt->paths,
                  tr("Banken, onderwerpmappen of vraagbestanden (standaard: de bank rond de werkmap)"));
  std::string names;
  for (const auto& f : output_formats()) names += (names.empty() ? "" : "|") + std::string(f.name);
  cmd->add_option("--format", opt->format, tr("Uitvoerformaat: ") + names)->check([](const std::string& v) {
    return find_output_format(v) ? std::string()
                                 : format_message(tr("onbekend formaat `{}`; zie --help voor de formaten"), {v});
  });
  cmd->add_option("-j,--jobs", opt->jobs, tr("Aantal threads (standaard: alle kernen)"));
  cmd->add_flag("--no-suggest", opt->no_suggest, tr("Bereken geen spellingsuggesties (sneller)"));
  cmd->add_flag("--statistics", opt->statistics, tr("Toon het aantal meldingen per regel"));
  cmd->add_option("--max-warnings", opt->max_warnings, tr("Exitcode 1 bij meer waarschuwingen dan dit aantal"));
  cmd->add_option("--color", opt->color, tr("Kleur: auto (een terminal en NO_COLOR niet gezet), always of never"))
      ->check(one_of({"auto", "always", "never"}));
  cmd->add_flag("--no-cache", opt->no_cache, tr("Lees en schrijf de resultatencache (<bank>/.qbank-cache) niet"));
  cmd->add_flag("--changed", opt->changed,
                tr("Meld alleen wat bestanden raakt die volgens git gewijzigd zijn (ten opzichte van --base), nieuwe "
                   "bestanden inbegrepen"));
  cmd->add_option("--base", opt->base,
                  tr("Met --changed: de ref om mee te vergelijken (standaard: het punt waar de tak afsplitst van de "
                     "standaardtak, anders HEAD)"));
  cmd->add_flag("--timings", opt->timings,
                tr("Schrijf de tijd en het piekgeheugen van elke fase naar de foutuitvoer (stderr)"));
  cmd->add_option(
      "--baseline", opt->baseline,
      tr("Meld alleen wat niet in dit basislijnbestand staat, en noem de regels daarin die niet meer voorkomen"));
  cmd->add_option("--write-baseline", opt->write_baseline,
                  tr("Leg alle meldingen van deze controle vast in dit basislijnbestand (en eindig met exitcode 0)"));
  cmd->add_flag("--ignore-outside-banks", opt->ignore_outside_banks,
                tr("Sla paden over die in geen bank liggen (geen qbank.toml erboven) in plaats van ze als losse "
                   "bestanden te controleren"));
  cmd->add_flag("--fix", opt->fix, tr("Pas elke veilige correctie toe en meld wat overblijft"));
  cmd->add_flag(
      "--unsafe-fixes", opt->unsafe_fixes,
      tr("Met --fix, --fix-only of --diff: ook correcties die de betekenis kunnen veranderen (een geraden id)"));
  cmd->add_flag("--diff", opt->diff,
                tr("Toon de correcties als unified diff en schrijf niets (exitcode 1 als er correcties zijn)"));
  cmd->add_flag("--fix-only", opt->fix_only, tr("Pas de correcties toe zonder de overige meldingen te tonen"));
  cmd->callback([opt, &exit] {
    LintOptions lo;
    for (const auto& p : opt->paths) lo.paths.emplace_back(p);
    lo.jobs = opt->jobs;
    lo.suggestions = !opt->no_suggest;
    lo.cache = !opt->no_cache;
    lo.ignore_outside_banks = opt->ignore_outside_banks;
    // The texts of the files are needed for excerpts and fingerprints (text, SARIF, baselines)
    // and for fixes.
    const OutputFormat* output = find_output_format(opt->format);
    lo.read_sources = (output && output->reads_sources) || !opt->baseline.empty() || !opt->write_baseline.empty() ||
                      opt->fix || opt->unsafe_fixes || opt->diff || opt->fix_only;
    if (!opt->base.empty() && !opt->changed) {
      std::cerr << "qbank: " << tr("--base hoort bij --changed") << "\n";
      exit.value = 2;
      return;
    }
    RealFileSystem fs;
    const auto start = std::chrono::steady_clock::now();
    try {
      if (opt->changed) {
        std::vector<fs::path> paths = lo.paths;
        if (paths.empty()) paths.emplace_back(".");
        const ChangedFiles changed =
            changed_files(paths.front(), opt->base.empty() ? std::nullopt : std::optional<std::string>(opt->base));
        lo.only_files = changed_in_banks(paths, changed);
        const std::size_t n = changed.files.size();
        std::cerr << "qbank: --changed: "
                  << format_message(trn("{} gewijzigd bestand ten opzichte van {}",
                                        "{} gewijzigde bestanden ten opzichte van {}", n),
                                    {std::to_string(n), changed.base})
                  << "\n";
      }
      LintResult result = run_lint(fs, lo);
      if (opt->diff) {
        // What --fix would write, as a diff (one round: later rounds depend on the files written).
        const FixPlan plan = plan_fixes(result, opt->unsafe_fixes);
        for (const auto& [file, after] : plan.after) std::cout << unified_diff(file, plan.before.at(file), after);
        const std::string fixes = format_count(trn("{} correctie", "{} correcties", plan.applied), plan.applied);
        const std::string in_files =
            format_count(trn("{} bestand", "{} bestanden", plan.after.size()), plan.after.size());
        std::cerr << "qbank: " << format_message(tr("{} in {}; er is niets geschreven (--diff)"), {fixes, in_files})
                  << "\n";
        exit.value = plan.after.empty() ? 0 : 1;
        return;
      }
      if (opt->fix || opt->fix_only) {
        // Rounds: fixes that overlapped in a file are applied after the file is linted again.
        const FixRounds done = fix_in_rounds(fs, lo, opt->unsafe_fixes, result);
        if (!done.failed_file.empty()) {
          std::cerr << "qbank: " << format_message(tr("kan {} niet herschrijven: {}"), {done.failed_file, done.error})
                    << "\n";
          exit.value = 2;
          return;
        }
        const std::size_t applied = done.applied;
        const std::set<std::string>& files = done.files;
        const int rounds = done.rounds;
        if (applied == 0) {
          std::cerr << "qbank: " << tr("niets te corrigeren") << "\n";
        } else {
          // "3 correcties toegepast in 2 bestanden (2 rondes)"
          const std::string fixes = format_count(trn("{} correctie", "{} correcties", applied), applied);
          const std::string in_files = format_count(trn("{} bestand", "{} bestanden", files.size()), files.size());
          std::cerr << "qbank: " << format_message(tr("{} toegepast in {}"), {fixes, in_files});
          if (rounds > 1)
            std::cerr << format_count(trn(" ({} ronde)", " ({} rondes)", static_cast<unsigned long>(rounds)),
                                      static_cast<unsigned long>(rounds));
          std::cerr << "\n";
        }
        if (opt->fix_only) {
          exit.value = 0;
          return;
        }
      }
      for (const auto& note : result.notes) std::cerr << "qbank: " << note << "\n";
      if (!opt->write_baseline.empty()) {
        const auto entries = baseline_entries(result, opt->write_baseline);
        std::string error;
        if (!write_file_atomic(opt->write_baseline, baseline_text(entries), &error)) {
          std::cerr << "qbank: "
                    << format_message(tr("kan de baseline {} niet schrijven: {}"), {opt->write_baseline, error})
                    << "\n";
          exit.value = 2;
          return;
        }
        std::cerr << "qbank: "
                  << format_message(trn("{} melding vastgelegd in de baseline {}",
                                        "{} meldingen vastgelegd in de baseline {}", entries.size()),
                                    {std::to_string(entries.size()), opt->write_baseline})
                  << "\n";
      }
      if (!opt->baseline.empty()) {
        const BaselineOutcome b = apply_baseline(result, read_baseline(opt->baseline), opt->baseline);
        std::cerr << "qbank: baseline " << opt->baseline << ": "
                  << format_count(
                         trn("{} bekende melding niet getoond", "{} bekende meldingen niet getoond", b.suppressed),
                         b.suppressed)
                  << "\n";
        if (!b.stale.empty()) {
          std::cerr << "qbank: "
                    << format_message(
                           trn("{} melding uit de baseline komt niet meer voor (opgelost); werk de baseline bij "
                               "met --write-baseline {}:",
                               "{} meldingen uit de baseline komen niet meer voor (opgelost); werk de baseline "
                               "bij met --write-baseline {}:",
                               b.stale.size()),
                           {std::to_string(b.stale.size()), opt->baseline})
                    << "\n";
          for (const auto& e : b.stale) {
            std::cerr << "  " << e.file << ":" << e.line << ": " << e.rule << ": " << e.message << "\n";
          }
        }
      }
      RenderOptions ro;
      ro.color = use_color(STDOUT_FILENO, opt->color);
      ro.statistics = opt->statistics;
      ro.warnings_fail =
          opt->max_warnings >= 0 && result.summary.warnings > static_cast<std::size_t>(opt->max_warnings);
      const auto render_start = std::chrono::steady_clock::now();
      find_output_format(opt->format)->render(result, std::cout, ro);
      std::cout.flush();
      const auto end = std::chrono::steady_clock::now();
      result.phases.push_back(
          {"output", std::chrono::duration<double, std::milli>(end - render_start).count(), peak_rss_kb()});
      result.phases.push_back(
          {"total", std::chrono::duration<double, std::milli>(end - start).count(), result.phases.back().peak_kb});
      exit.value = result.summary.errors > 0 && opt->write_baseline.empty() ? 1 : 0;
      if (opt->max_warnings >= 0 && result.summary.warnings > static_cast<std::size_t>(opt->max_warnings)) {
        std::cerr << "qbank: "
                  << format_message(trn("{} waarschuwing, meer dan --max-warnings {}",
                                        "{} waarschuwingen, meer dan --max-warnings {}", result.summary.warnings),
                                    {std::to_string(result.summary.warnings), std::to_string(opt->max_warnings)})
                  << "\n";
        exit.value = 1;
      }
      if (opt->timings) {
        // Standard error only: the findings on standard output stay the same bytes.
        // The memory column is as wide as its heading in the UI language, at least "12345.6 MB".
        const std::string memory = tr("piekgeheugen");
        const int memory_width = std::max(11, static_cast<int>(utf8::count_code_points(memory)));
        std::cerr << timings_heading(tr("tijd"), 10) << "   " << timings_heading(memory, memory_width) << "  "
                  << tr("fase") << "\n";
        for (const auto& p : result.phases) {
          char line[160];
          std::snprintf(line, sizeof line, "%10.1f ms  %*.1f MB  %s\n", p.milliseconds, memory_width - 3,
                        static_cast<double>(p.peak_kb) / 1024.0, p.phase.c_str());
          std::cerr << line;
        }
        std::cerr << "qbank: " << (result.cache_hits ? tr("resultaat uit de cache") : tr("geen cachetreffer")) << "\n";
      }
      // The findings and sources are left to the operating system (core/lifetime.h).
      dispose(std::make_unique<LintResult>(std::move(result)));
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    } catch (const BaselineError& e) {
      std::cerr << "qbank: " << e.what() << "\n";
      exit.value = 2;
    } catch (const ChangedFilesError& e) {
      std::cerr << "qbank: " << e.what() << "\n";
      exit.value = 2;
    }
  });
}

}  // namespace qbank::cli
