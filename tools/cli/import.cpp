// qbank import --from FORMAT FILE... --topic T --out BANK [--force]
#include <iostream>

#include "cli/commands.h"
#include "core/errors.h"
#include "import/run.h"
#include "output/render.h"

namespace qbank::cli {

namespace {

struct Options {
  std::string from;
  std::vector<std::string> files;
  std::string topic;
  std::string out;
  bool force = false;
};

std::string count(std::size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

int run(const Options& o) {
  ImportOptions io;
  io.from = o.from;
  for (const auto& f : o.files) io.files.emplace_back(f);
  io.topic = o.topic;
  io.out = o.out;
  io.force = o.force;
  ImportReport report;
  std::string error;
  if (!run_import(io, report, &error)) {
    std::cerr << "qbank import: " << error << "\n";
    return 2;
  }
  LintResult shown;
  shown.diagnostics = report.result.diagnostics;
  shown.sources = report.result.sources;
  count_severities(shown.diagnostics, shown.summary);
  RenderOptions ro;
  ro.color = use_color(1);
  ro.show_summary = false;
  render_text(shown, std::cout, ro);
  for (const auto& t : report.topics) std::cout << "nieuw onderwerp: " << t << "\n";
  for (const auto& q : report.questions) std::cout << (q.replaced ? "vervangen: " : "nieuw: ") << q.path << "\n";
  std::cout << "qbank import: " << count(report.imported, "vraag", "vragen") << " geïmporteerd, "
            << count(report.skipped, "overgeslagen", "overgeslagen") << " (" << count(shown.summary.errors, "fout", "fouten")
            << ", " << count(shown.summary.warnings, "waarschuwing", "waarschuwingen") << ", "
            << count(shown.summary.infos, "melding", "meldingen") << ")\n";
  return shown.summary.errors > 0 ? 1 : 0;
}

}  // namespace

void add_import_command(CLI::App& app, ExitCode& exit) {
  auto* cmd = app.add_subcommand("import", "Import single-answer multiple-choice items from Moodle XML, GIFT, QTI, quiz pages or JSON");
  auto opt = std::make_shared<Options>();
  std::string names;
  std::string help;
  for (const auto& i : importers()) {
    names += (names.empty() ? "" : "|") + std::string(i->name());
    help += "\n  " + std::string(i->name()) + ": " + std::string(i->description());
  }
  cmd->add_option("--from", opt->from, "Source format: " + names + help)
      ->required()
      ->check([](const std::string& v) { return find_importer(v) ? std::string() : "unknown source format '" + v + "'"; });
  cmd->add_option("files", opt->files, "Source files")->required();
  cmd->add_option("--topic", opt->topic, "Topic id for all imported questions (moodle, gift: default their categories, as topics with parent; qti, page: required)");
  cmd->add_option("--out", opt->out, "The bank folder to write into")->required();
  cmd->add_flag("--force", opt->force, "Replace existing question files (atomically)");
  cmd->callback([opt, &exit] {
    try {
      exit.value = run(*opt);
    } catch (const ConfigError& e) {
      print_config_error(e);
      exit.value = 2;
    }
  });
}

}  // namespace qbank::cli
