#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>

#include "cli/commands.h"
#include "core/errors.h"
#include "core/i18n.h"
#include "output/render.h"

namespace qbank::cli {

bool use_color(int fd) {
  const char* no_color = std::getenv("NO_COLOR");
  if (no_color && *no_color) return false;
  return ::isatty(fd) == 1;
}

std::size_t terminal_width(int fd) {
  constexpr std::size_t kMinimum = 40, kDefault = 80;
  if (const char* c = std::getenv("COLUMNS"); c && *c) {
    const long n = std::strtol(c, nullptr, 10);
    if (n > 0) return std::max<std::size_t>(static_cast<std::size_t>(n), kMinimum);
  }
  winsize ws{};
  if (::isatty(fd) == 1 && ::ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0) {
    return std::max<std::size_t>(ws.ws_col, kMinimum);
  }
  return kDefault;
}

bool use_color(int fd, const std::string& mode) {
  if (mode == "always") return true;
  if (mode == "never") return false;
  return use_color(fd);
}

void print_config_error(const std::exception& error) {
  if (const auto* ce = dynamic_cast<const ConfigError*>(&error)) {
    LintReport r;
    r.diagnostics = ce->diagnostics();
    RenderOptions o;
    o.color = use_color(2);
    o.show_summary = false;
    render_text(r, std::cerr, o);
    // A path that does not exist is no configuration error.
    const bool only_paths = std::all_of(r.diagnostics.begin(), r.diagnostics.end(),
                                        [](const Diagnostic& d) { return d.is(RuleId::syntax_unreadable); });
    std::cerr << "qbank: "
              << (only_paths && !r.diagnostics.empty() ? tr("er is niets gecontroleerd (exitcode 2)")
                                                       : tr("configuratiefout; er is niets gecontroleerd (exitcode 2)"))
              << "\n";
  } else {
    std::cerr << "qbank: " << error.what() << "\n";
  }
}

}  // namespace qbank::cli
