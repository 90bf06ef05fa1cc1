// qbank server: the language server on standard input and output (tools/server/).
#include <unistd.h>
#include <csignal>
#include <cstdio>
#include <iostream>

#include "cli/commands.h"
#include "core/i18n.h"
#include "core/lifetime.h"
#include "server/server.h"
#include "server/transport.h"

namespace qbank::cli {

void add_server_command(CLI::App& app, ExitCode& exit) {
  auto* cmd = app.add_subcommand("server", tr("Start de taalserver (Language Server Protocol) op stdin en stdout, voor "
                                              "meldingen en correcties in de editor"));
  auto jobs = std::make_shared<unsigned>(0);
  cmd->add_option("-j,--jobs", *jobs, tr("Aantal threads (standaard: alle kernen)"));
  auto no_cache = std::make_shared<bool>(false);
  cmd->add_flag("--no-cache", *no_cache, tr("Lees en schrijf de resultatencache (<bank>/.qbank-cache) niet"));
  auto timings = std::make_shared<bool>(false);
  cmd->add_flag("--timings", *timings,
                tr("Meld de tijd van elke controle en haar fasen aan de editor (window/logMessage)"));
  cmd->add_flag("--stdio")->description(
      tr("Via stdin en stdout (de standaard en de enige manier; voor editors die de vlag meegeven)"));
  cmd->callback([jobs, no_cache, timings, &exit] {
    // A long-running process: what a run no longer needs is freed, not kept until exit.
    set_short_lived_process(false);
    std::signal(SIGPIPE, SIG_IGN);
    RealFileSystem disk;
    auto write = [](const std::string& body) {
      const std::string framed = server::frame_message(body);
      std::fwrite(framed.data(), 1, framed.size(), stdout);
      std::fflush(stdout);
    };
    server::Server srv(disk, write, *jobs, !*no_cache);
    srv.set_timings(*timings);
    server::FrameReader frames;
    server::FdReader input(STDIN_FILENO);
    bool quiet = false;  // no input since the last idle step: go on with the idle work at once
    while (!srv.exited()) {
      auto next = frames.next();
      if (next.status == server::FrameReader::Status::Message) {
        srv.handle(next.body);
        continue;
      }
      if (next.status == server::FrameReader::Status::Error) {
        std::cerr << "qbank server: " << next.error << "\n";
        srv.framing_error(next.error);
        continue;
      }
      // Nothing complete: wait for input; when it stays quiet, do the idle work.
      const auto got = input.read_some(frames, srv.has_idle_work() ? (quiet ? 0 : 300) : -1);
      if (got == server::FdReader::Read::End) break;
      quiet = got == server::FdReader::Read::Timeout;
      if (quiet) srv.idle();
    }
    exit.value = srv.exit_code();
  });
}

}  // namespace qbank::cli
