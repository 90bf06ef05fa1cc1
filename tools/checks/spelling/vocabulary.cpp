#include "checks/spelling/vocabulary.h"

#include <fstream>
#include <sstream>

#include "core/errors.h"
#include "core/fs.h"
#include "core/i18n.h"
#include "core/strings.h"
#include "core/utf8.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {

constexpr RuleId kRule = RuleId::spelling_invalid_vocabulary;

bool has_space(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    char32_t c;
    i += utf8::decode(s, i, c);
    if (utf8::is_space(c)) return true;
  }
  return false;
}

// The span of the entry on a line: from its first to its last non-blank character before any
// comment.
Span entry_span(std::uint32_t line, std::string_view raw) {
  const std::size_t hash = raw.find('#');
  const std::string_view body = raw.substr(0, hash);
  const std::size_t first = body.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {{line, 1}, {line, 1}};
  const std::size_t last = body.find_last_not_of(" \t");
  const auto begin = static_cast<std::uint32_t>(utf8::count_code_points(body.substr(0, first))) + 1;
  const auto end = begin + static_cast<std::uint32_t>(utf8::count_code_points(body.substr(first, last + 1 - first)));
  return {{line, begin}, {line, end}};
}

}  // namespace

void Vocabulary::parse(const std::string& kind, const std::string& file, const std::string& text,
                       std::vector<Diagnostic>& problems) {
  std::istringstream in(text);
  std::string raw;
  std::uint32_t number = 0;
  auto problem = [&](const std::string& line, std::string message) {
    problems.push_back(Diagnostic{std::string(rule_name(kRule)),
                                  Severity::Error,
                                  file,
                                  entry_span(number, line),
                                  std::move(message),
                                  {},
                                  {},
                                  {},
                                  {}});
  };
  while (std::getline(in, raw)) {
    ++number;
    if (!raw.empty() && raw.back() == '\r') raw.pop_back();
    const std::size_t hash = raw.find('#');
    const std::string comment =
        hash == std::string::npos ? std::string() : trim(std::string_view(raw).substr(hash + 1));
    const std::string entry = utf8::nfc(trim(std::string_view(raw).substr(0, hash)));
    if (entry.empty()) continue;
    if (!utf8::valid(entry)) {
      problem(raw, tr("deze regel is geen geldige UTF-8; sla het bestand op als UTF-8"));
      continue;
    }
    if (kind == "rejected") {
      const std::size_t arrow = entry.find("->");
      if (arrow == std::string::npos) {
        problem(raw,
                tr("een regel van de afgewezen woorden heeft de vorm `fout -> goed`, bijvoorbeeld `email -> e-mail`"));
        continue;
      }
      RejectedWord r{trim(std::string_view(entry).substr(0, arrow)), trim(std::string_view(entry).substr(arrow + 2)),
                     comment, file, entry_span(number, raw)};
      if (r.word.empty() || r.preferred.empty() || has_space(r.word)) {
        problem(raw, tr("schrijf links van `->` één afgewezen woord en rechts de voorkeursvorm, bijvoorbeeld "
                        "`email -> e-mail`"));
        continue;
      }
      rejected.push_back(std::move(r));
      continue;
    }
    if (has_space(entry)) {
      problem(raw, tr("één woord per regel, zonder spaties; zet woordgroepen als losse woorden in de lijst"));
      continue;
    }
    if (kind == "modelwords") {
      // Personal-dictionary syntax: term/model. The term itself may contain a slash (TB/s), so
      // the model follows the last one.
      const std::size_t slash = entry.rfind('/');
      if (slash == std::string::npos || slash == 0 || slash + 1 == entry.size()) {
        problem(raw, format_message(tr("een regel hier heeft de vorm `woord/modelwoord` (bijvoorbeeld "
                                       "`embedding/geheugen`); zet een woord zonder modelwoord in {}"),
                                    {words_file}));
        continue;
      }
      model_words.push_back({entry.substr(0, slash), entry.substr(slash + 1), file, entry_span(number, raw)});
    } else {
      words.push_back({entry, "", file, entry_span(number, raw)});
    }
  }
}

Vocabulary Vocabulary::load(const fs::path& rules_dir, const std::string& dictionary_name) {
  return load(std::vector<fs::path>{rules_dir}, dictionary_name);
}

Vocabulary Vocabulary::load(const std::vector<fs::path>& rules_dirs, const std::string& dictionary_name) {
  auto names = [&](const fs::path& dir, const std::string& suffix) {
    return std::vector<std::pair<std::string, fs::path>>{{"modelwords", dir / ("modelwords-" + suffix + ".dic")},
                                                         {"words", dir / ("words-" + suffix + ".txt")},
                                                         {"rejected", dir / ("rejected-" + suffix + ".txt")}};
  };
  const std::string language = dictionary_name.substr(0, dictionary_name.find_first_of("_-"));
  Vocabulary v;
  std::vector<Diagnostic> problems;
  // The built-in lists first, then the bank's: they add up, and a bank's reject entry for a
  // word replaces the built-in one (the speller keeps the last).
  for (auto d = rules_dirs.rbegin(); d != rules_dirs.rend(); ++d) {
    const fs::path dir = *d / "spelling";
    auto files = names(dir, dictionary_name);
    std::error_code ec;
    bool any = false;
    for (const auto& f : files) any = any || fs::exists(f.second, ec);
    if (!any && language != dictionary_name) files = names(dir, language);
    if (v.words_file.empty() || d + 1 == rules_dirs.rend()) v.words_file = display_path(files[1].second);
    for (const auto& [kind, path] : files) {
      std::ifstream in(path, std::ios::binary);
      if (!in) continue;
      std::ostringstream text;
      text << in.rdbuf();
      v.fingerprint += path.filename().string() + "\n" + text.str() + "\n";
      v.parse(kind, display_path(path), text.str(), problems);
    }
  }
  if (!problems.empty()) throw ConfigError(std::move(problems));
  return v;
}

}  // namespace qbank
