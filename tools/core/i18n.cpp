#include "core/i18n.h"

#include <libintl.h>

#include <clocale>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
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

std::string ui_fixed(double value, int places, Rounding rounding) {
  if (rounding == Rounding::Down) {
    const double scale = std::pow(10.0, places);
    value = std::floor(value * scale + 1e-9) / scale;
  }
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", places, value);
  std::string s = buf;
  if (s.starts_with('-') && s.find_first_not_of("-0.") == std::string::npos) s.erase(0, 1);  // "-0.00"
  return ui_decimal(std::move(s));
}

std::string ui_decimal(std::string number) {
  if (g_language == UiLanguage::English) return number;
  for (char& c : number) {
    if (c == '.') c = ',';
  }
  return number;
}

namespace {

// A recursive-descent evaluator of gettext's plural expressions: C's operators on unsigned
// integers and the variable n, with C's precedence (?: || && == != < <= > >= + - * / % !).
class PluralExpression {
 public:
  PluralExpression(std::string_view text, unsigned long n) : s_(text), n_(n) {}
  bool evaluate(unsigned long& out) {
    out = conditional();
    skip();
    return ok_ && at_ == s_.size();
  }

 private:
  void skip() {
    while (at_ < s_.size() && (s_[at_] == ' ' || s_[at_] == '\t' || s_[at_] == '\n')) ++at_;
  }
  bool take(std::string_view op) {
    skip();
    if (s_.substr(at_, op.size()) != op) return false;
    // "<" is not the start of "<=", nor "!" of "!=".
    if (op.size() == 1 && at_ + 1 < s_.size() && s_[at_ + 1] == '=' && (op == "<" || op == ">" || op == "!")) {
      return false;
    }
    at_ += op.size();
    return true;
  }
  unsigned long conditional() {
    const unsigned long c = logical_or();
    if (!take("?")) return c;
    const unsigned long a = conditional();
    if (!take(":")) ok_ = false;
    const unsigned long b = conditional();
    return c ? a : b;
  }
  unsigned long logical_or() {
    unsigned long v = logical_and();
    while (take("||")) v = (logical_and() || v) ? 1 : 0;
    return v;
  }
  unsigned long logical_and() {
    unsigned long v = equality();
    while (take("&&")) v = (equality() && v) ? 1 : 0;
    return v;
  }
  unsigned long equality() {
    unsigned long v = relation();
    while (true) {
      if (take("=="))
        v = v == relation();
      else if (take("!="))
        v = v != relation();
      else
        return v;
    }
  }
  unsigned long relation() {
    unsigned long v = sum();
    while (true) {
      if (take("<="))
        v = v <= sum();
      else if (take(">="))
        v = v >= sum();
      else if (take("<"))
        v = v < sum();
      else if (take(">"))
        v = v > sum();
      else
        return v;
    }
  }
  unsigned long sum() {
    unsigned long v = product();
    while (true) {
      if (take("+"))
        v += product();
      else if (take("-"))
        v -= product();
      else
        return v;
    }
  }
  unsigned long product() {
    unsigned long v = unary();
    while (true) {
      if (take("*")) {
        v *= unary();
      } else if (take("/") || take("%")) {
        const bool divide = s_[at_ - 1] == '/';
        const unsigned long d = unary();
        if (d == 0) {
          ok_ = false;
          return 0;
        }
        v = divide ? v / d : v % d;
      } else {
        return v;
      }
    }
  }
  unsigned long unary() {
    if (take("!")) return unary() ? 0 : 1;
    return primary();
  }
  unsigned long primary() {
    skip();
    if (take("(")) {
      const unsigned long v = conditional();
      if (!take(")")) ok_ = false;
      return v;
    }
    if (at_ < s_.size() && s_[at_] == 'n') {
      ++at_;
      return n_;
    }
    if (at_ < s_.size() && s_[at_] >= '0' && s_[at_] <= '9') {
      unsigned long v = 0;
      while (at_ < s_.size() && s_[at_] >= '0' && s_[at_] <= '9')
        v = v * 10 + static_cast<unsigned long>(s_[at_++] - '0');
      return v;
    }
    ok_ = false;
    return 0;
  }

  std::string_view s_;
  unsigned long n_;
  std::size_t at_ = 0;
  bool ok_ = true;
};

std::uint32_t mo_word(std::string_view mo, std::size_t at, bool swapped) {
  if (at + 4 > mo.size()) return 0;
  const auto* b = reinterpret_cast<const unsigned char*>(mo.data() + at);
  return swapped ? (std::uint32_t{b[0]} << 24) | (std::uint32_t{b[1]} << 16) | (std::uint32_t{b[2]} << 8) | b[3]
                 : (std::uint32_t{b[3]} << 24) | (std::uint32_t{b[2]} << 16) | (std::uint32_t{b[1]} << 8) | b[0];
}

}  // namespace

unsigned long plural_index(std::string_view rule, unsigned long n) {
  unsigned long out = 0;
  return PluralExpression(rule, n).evaluate(out) ? out : 0;
}

ContentTexts ContentTexts::from_catalog(std::string_view mo) {
  ContentTexts t;
  const std::uint32_t magic = mo_word(mo, 0, false);
  if (magic != 0x950412deU && magic != 0xde120495U) return t;
  const bool swapped = magic == 0xde120495U;
  const std::uint32_t count = mo_word(mo, 8, swapped);
  const std::uint32_t originals = mo_word(mo, 12, swapped);
  const std::uint32_t translations = mo_word(mo, 16, swapped);
  auto string_at = [&](std::uint32_t table, std::uint32_t i, std::string_view& out) {
    const std::uint64_t entry = std::uint64_t{table} + 8ULL * i;
    if (entry + 8 > mo.size()) return false;
    const std::uint32_t length = mo_word(mo, entry, swapped);
    const std::uint32_t offset = mo_word(mo, entry + 4, swapped);
    if (std::uint64_t{offset} + length > mo.size()) return false;
    out = mo.substr(offset, length);
    return true;
  };
  for (std::uint32_t i = 0; i < count; ++i) {
    std::string_view id, str;
    if (!string_at(originals, i, id) || !string_at(translations, i, str)) return {};
    if (id.empty()) {  // the header: its Plural-Forms line gives the rule
      const std::size_t at = str.find("plural=");
      if (at != std::string_view::npos) {
        const std::size_t end = str.find_first_of(";\n", at);
        t.plural_rule_ = std::string(str.substr(at + 7, end == std::string_view::npos ? end : end - at - 7));
      }
      continue;
    }
    if (id.find('\x04') != std::string_view::npos) continue;  // a message with a context: not ours
    std::vector<std::string> forms;
    std::size_t start = 0;
    while (true) {  // the forms of a plural message are separated by NUL
      const std::size_t end = str.find('\0', start);
      forms.emplace_back(str.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
      if (end == std::string_view::npos) break;
      start = end + 1;
    }
    if (forms.front().empty()) continue;  // untranslated
    t.texts_.emplace(std::string(id.substr(0, id.find('\0'))), std::move(forms));
  }
  return t;
}

const ContentTexts& ContentTexts::of(std::string_view language) {
  static std::mutex m;
  static std::map<std::string, std::unique_ptr<const ContentTexts>, std::less<>> loaded;
  const std::string code(language.substr(0, language.find_first_of("-_")));
  std::lock_guard lock(m);
  auto it = loaded.find(code);
  if (it != loaded.end()) return *it->second;
  auto texts = std::make_unique<ContentTexts>();
  const std::string dir = locale_dir();
  // Dutch is the source; a code that is not a plain language name never names a file.
  const bool plain = !code.empty() && code.find_first_not_of("abcdefghijklmnopqrstuvwxyz") == std::string::npos;
  if (!dir.empty() && plain && code != "nl") {
    std::ifstream in(fs::path(dir) / code / "LC_MESSAGES" / "qbank.mo", std::ios::binary);
    if (in) {
      std::ostringstream bytes;
      bytes << in.rdbuf();
      *texts = from_catalog(bytes.str());
    }
  }
  return *loaded.emplace(code, std::move(texts)).first->second;
}

const char* ContentTexts::text(const char* dutch) const {
  auto it = texts_.find(dutch);
  return it == texts_.end() ? dutch : it->second.front().c_str();
}

const char* ContentTexts::plural(const char* singular, const char* plural, unsigned long n) const {
  auto it = texts_.find(singular);
  if (it == texts_.end()) return n == 1 ? singular : plural;  // Dutch: the source's own rule
  const unsigned long i = plural_index(plural_rule_, n);
  return it->second[i < it->second.size() ? i : it->second.size() - 1].c_str();
}

}  // namespace qbank
