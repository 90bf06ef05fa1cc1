#include "core/i18n.h"

#include <libintl.h>

#include <clocale>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <system_error>

#include "core/data_dir.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {

constexpr const char* kDomain = "qbank";
UiLanguage g_language = UiLanguage::Dutch;
bool g_bound = false;

bool has_catalog(const fs::path& dir) {
  std::error_code ec;
  return !dir.empty() && fs::is_regular_file(dir / "en" / "LC_MESSAGES" / "qbank.mo", ec);
}

bool starts_with_en(const char* value) {
  return value && value[0] == 'e' && value[1] == 'n' &&
         (value[2] == '\0' || value[2] == '_' || value[2] == '-' || value[2] == '.' || value[2] == ':' ||
          value[2] == '@');
}

}  // namespace

std::string locale_dir() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    // A build tree: build/locale beside build/qbank, or one or two folders up (build/tests/).
    fs::path dir = exe.parent_path();
    for (int up = 0; up < 3 && !dir.empty(); ++up) {
      if (has_catalog(dir / "locale")) return (dir / "locale").string();
      if (!dir.has_parent_path() || dir.parent_path() == dir) break;
      dir = dir.parent_path();
    }
  }
  const DataDir data = data_dir();
  if (!data.path.empty()) {
    if (has_catalog(data.path.parent_path() / "locale")) return (data.path.parent_path() / "locale").string();
    if (has_catalog(data.path / "locale")) return (data.path / "locale").string();
  }
  return {};
}

UiLanguage choose_ui_language(std::string_view configured) {
  if (configured == "en") return UiLanguage::English;
  if (configured == "nl") return UiLanguage::Dutch;
  // The first variable that is set decides, as gettext reads them ($LANGUAGE may list several
  // languages separated by ':'; its first is the preference).
  for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = std::getenv(name);
    if (value && *value) return starts_with_en(value) ? UiLanguage::English : UiLanguage::Dutch;
  }
  return UiLanguage::Dutch;
}

void set_ui_language(std::string_view configured) {
  static std::mutex m;
  std::lock_guard lock(m);
  g_language = choose_ui_language(configured);
  if (g_language == UiLanguage::English && !g_bound) {
    const std::string dir = locale_dir();
    if (dir.empty()) {
      g_language = UiLanguage::Dutch;  // no catalog installed: the source language
      return;
    }
    // gettext ignores $LANGUAGE in the "C" locale; C.UTF-8 is built into glibc and is not "C".
    // Only LC_MESSAGES changes: numbers are formatted the same in every UI language.
    const char* locale = std::setlocale(LC_MESSAGES, "C.UTF-8");
    if (!locale) locale = std::setlocale(LC_MESSAGES, "");
    if (!locale || std::string_view(locale) == "C" || std::string_view(locale) == "POSIX") {
      g_language = UiLanguage::Dutch;  // gettext would ignore $LANGUAGE: the source language
      return;
    }
    bindtextdomain(kDomain, dir.c_str());
    bind_textdomain_codeset(kDomain, "UTF-8");
    g_bound = true;
  }
  // The catalog is chosen by $LANGUAGE: "en" whatever the environment listed (a bank's
  // ui_language = "en" wins over a German $LANGUAGE, which has no catalog). Set on every switch
  // to English, not only the first: gettext reads it at each lookup, and a test may have put
  // the variable back in between.
  if (g_language == UiLanguage::English && g_bound) setenv("LANGUAGE", "en", 1);
}

UiLanguage ui_language() { return g_language; }
const char* ui_language_code() { return g_language == UiLanguage::English ? "en" : "nl"; }

const char* tr(const char* dutch) {
  if (g_language == UiLanguage::Dutch || !g_bound) return dutch;
  return dcgettext(kDomain, dutch, LC_MESSAGES);
}

const char* trn(const char* singular, const char* plural, unsigned long n) {
  if (g_language == UiLanguage::Dutch || !g_bound) return n == 1 ? singular : plural;
  return dcngettext(kDomain, singular, plural, n, LC_MESSAGES);
}

std::string format_message(std::string_view pattern, std::initializer_list<std::string_view> args) {
  std::string out;
  auto next = args.begin();
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{' && i + 1 < pattern.size() && pattern[i + 1] == '}' && next != args.end()) {
      out += *next++;
      ++i;
    } else {
      out += pattern[i];
    }
  }
  return out;
}

std::string format_count(std::string_view pattern, unsigned long n) {
  return format_message(pattern, {std::to_string(n)});
}

std::string ui_decimal(std::string number) {
  if (g_language == UiLanguage::English) return number;
  for (char& c : number) {
    if (c == '.') c = ',';
  }
  return number;
}

}  // namespace qbank
