#include "keyswap.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string_view>

#include <toml++/toml.h>

#include "core/diagnostic.h"
#include "core/fs.h"
#include "lint/linter.h"

namespace qbank::bench {
namespace {
namespace fs = std::filesystem;

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) throw std::runtime_error("kan " + p.string() + " niet lezen");
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void spill(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream out(p, std::ios::binary);
  out << text;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::string line;
  std::istringstream in(text);
  while (std::getline(in, line)) lines.push_back(line);
  return lines;
}

std::string join_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

bool is_question_file(const fs::path& p) {
  return p.extension() == ".toml" && p.filename() != "topic.toml" && p.filename() != "qbank.toml";
}

// The `# expect:` labels of a file: empty when sound or unlabelled.
std::set<std::string> labels(const std::string& text) {
  std::set<std::string> out;
  for (const auto& line : split_lines(text)) {
    if (line.rfind("# expect:", 0) != 0) continue;
    std::stringstream list(line.substr(9));
    std::string item;
    while (std::getline(list, item, ',')) {
      item.erase(0, item.find_first_not_of(" \t"));
      item.erase(item.find_last_not_of(" \t\r") + 1);
      if (!item.empty() && item != "none") out.insert(item);
    }
  }
  return out;
}

// The option blocks of a question file: the line index of each `[[options]]` header.
struct Layout {
  std::vector<std::size_t> headers;
  std::size_t correct_line = 0;
  std::size_t key = 0;
  bool movable = false;
};

const std::regex kHeader(R"(^\s*\[\[\s*options\s*\]\]\s*(#.*)?$)");
const std::regex kCorrectTrue(R"(^\s*correct\s*=\s*true\s*(#.*)?$)");
const std::regex kCorrectAny(R"(^\s*correct\s*=\s*(true|false)\s*(#.*)?$)");
const std::regex kTable(R"(^\s*\[)");

Layout layout_of(const std::vector<std::string>& lines) {
  Layout l;
  std::size_t trues = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (std::regex_match(lines[i], kHeader)) l.headers.push_back(i);
    if (std::regex_match(lines[i], kCorrectTrue)) {
      ++trues;
      l.correct_line = i;
    }
  }
  if (trues != 1 || l.headers.size() < 2 || l.correct_line < l.headers.front()) return l;
  for (std::size_t k = 0; k < l.headers.size(); ++k) {
    if (l.headers[k] < l.correct_line) l.key = k;
  }
  l.movable = true;
  return l;
}

// The line range [first, last) of option `k`'s block.
std::pair<std::size_t, std::size_t> block(const Layout& l, std::size_t k, std::size_t line_count) {
  const std::size_t first = l.headers[k];
  std::size_t last = k + 1 < l.headers.size() ? l.headers[k + 1] : line_count;
  return {first, last};
}

std::string move_key(const std::vector<std::string>& lines, const Layout& l, std::size_t to) {
  std::vector<std::string> out = lines;
  // The target block's own `correct = false`, if any, becomes true; else a line is inserted.
  const auto [first, last] = block(l, to, lines.size());
  std::size_t existing = last;
  for (std::size_t i = first + 1; i < last; ++i) {
    if (std::regex_match(lines[i], kCorrectAny)) existing = i;
  }
  if (existing != last) {
    out[existing] = "correct = true";
    out.erase(out.begin() + static_cast<std::ptrdiff_t>(l.correct_line));
  } else {
    out.erase(out.begin() + static_cast<std::ptrdiff_t>(l.correct_line));
    std::size_t at = first + 1;
    if (l.correct_line < first) --at;
    out.insert(out.begin() + static_cast<std::ptrdiff_t>(at), "correct = true");
  }
  return join_lines(out);
}

std::size_t explanation_words(const std::string& text) {
  try {
    const toml::table t = toml::parse(text, std::string_view{"q.toml"});
    const auto e = t["explanation"].value<std::string>();
    if (!e) return 0;
    std::istringstream in(*e);
    std::size_t n = 0;
    std::string w;
    while (in >> w) ++n;
    return n;
  } catch (const toml::parse_error&) {
    return 0;
  }
}

std::size_t bucket_of(std::size_t words) {
  if (words < 20) return 0;
  if (words < 50) return 1;
  if (words < 150) return 2;
  return 3;
}

bool measured(std::string_view rule) {
  const auto f = rule_family(rule);
  return f == "answer" || f == "explanation" || f == "duplicate";
}

// The copy's qbank.toml: the bank's own settings without paths and [rules], then the measured
// families only.
std::string measured_config(const std::string& original, const fs::path& rules_dir, const fs::path& schema_dir) {
  std::vector<std::string> kept;
  bool in_rules = false;
  for (const auto& line : split_lines(original)) {
    if (std::regex_search(line, kTable)) in_rules = line.find("[rules]") != std::string::npos;
    if (in_rules) continue;
    if (line.rfind("rules_dir", 0) == 0 || line.rfind("schema_dir", 0) == 0) continue;
    kept.push_back(line);
  }
  // Top-level keys must precede every table: put ours first.
  std::string out = "rules_dir = \"" + rules_dir.string() + "\"\nschema_dir = \"" + schema_dir.string() + "\"\n";
  out += join_lines(kept);
  out += "\n[rules]\nspelling = \"off\"\nstyle = \"off\"\ngraph = \"off\"\n";
  return out;
}

struct File {
  fs::path relative;
  std::string text;
  std::vector<std::string> lines;
  Layout layout;
  bool sound = false;
  std::size_t words = 0;
};

std::vector<Diagnostic> lint(const fs::path& root, unsigned jobs) {
  RealFileSystem fsys;
  LintOptions options;
  options.paths = {root};
  options.jobs = jobs;
  options.suggestions = false;
  return run_lint(fsys, options).diagnostics;
}

fs::path relative_to(const std::string& shown, const fs::path& root) {
  return fs::absolute(shown).lexically_normal().lexically_relative(root);
}

bool names_option(const Diagnostic& d, char letter, std::pair<std::size_t, std::size_t> lines) {
  auto inside = [&](const Span& s) {
    return s.known() && s.begin.line - 1 >= lines.first && s.begin.line - 1 < lines.second;
  };
  if (inside(d.span)) return true;
  for (const auto& r : d.related) {
    if (inside(r.span)) return true;
  }
  const std::string l(1, letter);
  for (const char* word : {"optie ", "afleider ", "sleutel ", "opties ", "antwoord "}) {
    const std::string needle = word + l;
    for (std::size_t at = d.message.find(needle); at != std::string::npos; at = d.message.find(needle, at + 1)) {
      const std::size_t after = at + needle.size();
      if (after >= d.message.size() || !std::isalnum(static_cast<unsigned char>(d.message[after]))) return true;
    }
  }
  return false;
}

}  // namespace

KeyswapReport run_keyswap(const fs::path& bank_in, const fs::path& rules_dir, const fs::path& schema_dir,
                          unsigned jobs) {
  const fs::path bank = fs::absolute(bank_in).lexically_normal();
  KeyswapReport report;
  report.bank = bank_in.string();

  std::vector<File> files;
  std::vector<std::pair<fs::path, std::string>> others;
  for (const auto& e : fs::recursive_directory_iterator(bank)) {
    if (!e.is_regular_file() || e.path().extension() != ".toml") continue;
    const fs::path rel = e.path().lexically_relative(bank);
    if (rel.string().rfind(".qbank-cache", 0) == 0) continue;
    const std::string text = slurp(e.path());
    if (!is_question_file(e.path())) {
      others.emplace_back(rel, text);
      continue;
    }
    File f;
    f.relative = rel;
    f.text = text;
    f.lines = split_lines(text);
    f.layout = layout_of(f.lines);
    f.sound = labels(text).empty();
    f.words = explanation_words(text);
    files.push_back(std::move(f));
  }
  std::sort(files.begin(), files.end(), [](const File& a, const File& b) { return a.relative < b.relative; });
  report.questions = files.size();

  const fs::path work = fs::temp_directory_path() / ("qbank-keyswap-" + std::to_string(::getpid()));
  fs::remove_all(work);
  auto write_copy = [&](const std::vector<std::string>& texts) {
    fs::remove_all(work);
    for (const auto& [rel, text] : others) {
      spill(work / rel, rel == "qbank.toml" ? measured_config(text, rules_dir, schema_dir) : text);
    }
    if (!fs::exists(work / "qbank.toml")) spill(work / "qbank.toml", measured_config("", rules_dir, schema_dir));
    for (std::size_t i = 0; i < files.size(); ++i) spill(work / files[i].relative, texts[i]);
  };

  // Unmutated: false alarms on sound questions.
  std::vector<std::string> texts;
  for (const auto& f : files) texts.push_back(f.text);
  write_copy(texts);
  std::set<fs::path> sound_files;
  for (const auto& f : files) {
    if (f.sound) sound_files.insert(f.relative);
  }
  report.sound = sound_files.size();
  std::map<fs::path, std::vector<Diagnostic>> unmutated;
  for (const auto& d : lint(work, jobs)) {
    unmutated[relative_to(d.file, work)].push_back(d);
    if (!measured(d.rule) || !sound_files.count(relative_to(d.file, work))) continue;
    if (d.severity == Severity::Error) {
      ++report.false_errors[d.rule];
      report.false_error_lines.push_back(relative_to(d.file, work).string() + ":" + std::to_string(d.span.begin.line) +
                                         ": " + d.rule + ": " + d.message);
    } else if (d.severity == Severity::Warning) {
      ++report.false_warnings[d.rule];
    }
  }

  for (const auto& f : files) {
    const auto expected = labels(f.text);
    for (const auto& rule : expected) {
      ++report.flawed;
      bool exact = false;
      bool family = false;
      for (const auto& d : unmutated[f.relative]) {
        if (d.severity == Severity::Info) continue;
        exact = exact || d.rule == rule;
        family = family || rule_family(d.rule) == rule_family(rule);
      }
      report.flawed_found += exact ? 1 : 0;
      report.flawed_family_found += family ? 1 : 0;
      if (!family) report.flawed_missed.push_back(f.relative.string() + ": " + rule);
    }
  }

  std::size_t max_options = 0;
  for (const auto& f : files) {
    if (!f.sound) continue;
    if (!f.layout.movable) {
      ++report.skipped;
      continue;
    }
    max_options = std::max(max_options, f.layout.headers.size());
  }

  // QBANK_KEYSWAP_MESSAGES=1 adds each finding's message to the lists of misses (for sorting them by cause).
  const char* messages_env = std::getenv("QBANK_KEYSWAP_MESSAGES");
  const bool with_messages = messages_env != nullptr && std::string_view(messages_env) == "1";
  for (std::size_t shift = 1; shift < max_options; ++shift) {
    std::vector<std::string> mutated = texts;
    std::map<fs::path, std::size_t> mutants;  // file -> index into files
    for (std::size_t i = 0; i < files.size(); ++i) {
      const File& f = files[i];
      const std::size_t n = f.layout.headers.size();
      if (!f.sound || !f.layout.movable || shift >= n) continue;
      mutated[i] = move_key(f.lines, f.layout, (f.layout.key + shift) % n);
      mutants[f.relative] = i;
    }
    if (mutants.empty()) continue;
    write_copy(mutated);
    std::map<fs::path, std::vector<Diagnostic>> by_file;
    for (auto& d : lint(work, jobs)) {
      const auto family = rule_family(d.rule);
      if (family != "answer" && family != "explanation") continue;
      by_file[relative_to(d.file, work)].push_back(std::move(d));
    }
    for (const auto& [rel, i] : mutants) {
      const File& f = files[i];
      const std::size_t n = f.layout.headers.size();
      const std::size_t to = (f.layout.key + shift) % n;
      const auto mutated_lines = split_lines(mutated[i]);
      const Layout ml = layout_of(mutated_lines);
      const auto from_block = block(ml, f.layout.key, mutated_lines.size());
      const auto to_block = block(ml, to, mutated_lines.size());
      const char from_letter = static_cast<char>('A' + f.layout.key);
      const char to_letter = static_cast<char>('A' + to);
      bool as_error = false;
      bool any = false;
      std::string seen;
      for (const auto& d : by_file[rel]) {
        if (d.severity == Severity::Info) continue;
        seen += (seen.empty() ? "" : ", ") + d.rule + " (" + std::string(severity_name(d.severity)) + ")";
        if (with_messages) seen += ": " + d.message;
        const bool names = names_option(d, from_letter, from_block) || names_option(d, to_letter, to_block);
        if (!names) continue;
        any = true;
        as_error = as_error || d.severity == Severity::Error;
      }
      KeyswapBucket& b = report.buckets[bucket_of(f.words)];
      for (KeyswapBucket* k : {&b, &report.total}) {
        ++k->mutants;
        k->caught_error += as_error ? 1 : 0;
        k->caught += any ? 1 : 0;
      }
      KeyswapMiss miss{rel.string(), from_letter, to_letter, seen.empty() ? "geen" : seen};
      if (!any) {
        report.misses.push_back(miss);
      } else if (!as_error) {
        report.warning_only.push_back(miss);
      }
    }
  }
  fs::remove_all(work);
  return report;
}

std::string format_keyswap(const KeyswapReport& r, bool list_misses) {
  std::ostringstream out;
  auto pct = [](std::size_t a, std::size_t b) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%5.1f %%", b == 0 ? 0.0 : 100.0 * static_cast<double>(a) / static_cast<double>(b));
    return std::string(buf);
  };
  std::size_t errors = 0;
  std::size_t warnings = 0;
  for (const auto& [rule, n] : r.false_errors) errors += n;
  for (const auto& [rule, n] : r.false_warnings) warnings += n;
  out << "== " << r.bank << ": " << r.questions << " questions, " << r.sound << " sound";
  if (r.skipped) out << " (" << r.skipped << " with a key the harness cannot move)";
  out << " ==\n";
  char buf[160];
  std::snprintf(buf, sizeof buf,
                "false errors on sound questions: %zu (%.2f per 100); false warnings: %zu (%.2f per 100)\n", errors,
                r.sound ? 100.0 * static_cast<double>(errors) / static_cast<double>(r.sound) : 0.0, warnings,
                r.sound ? 100.0 * static_cast<double>(warnings) / static_cast<double>(r.sound) : 0.0);
  out << buf;
  for (const auto& [rule, n] : r.false_errors) out << "  error   " << rule << ": " << n << "\n";
  for (const auto& [rule, n] : r.false_warnings) out << "  warning " << rule << ": " << n << "\n";
  out << "explanation words   mutants   caught as error   caught (error or warning)\n";
  const char* names[] = {"< 20", "20-49", "50-149", ">= 150"};
  for (std::size_t i = 0; i < 4; ++i) {
    const auto& b = r.buckets[i];
    std::snprintf(buf, sizeof buf, "%-18s %8zu   %6zu %s   %6zu %s\n", names[i], b.mutants, b.caught_error,
                  pct(b.caught_error, b.mutants).c_str(), b.caught, pct(b.caught, b.mutants).c_str());
    out << buf;
  }
  std::snprintf(buf, sizeof buf, "%-18s %8zu   %6zu %s   %6zu %s\n", "all", r.total.mutants, r.total.caught_error,
                pct(r.total.caught_error, r.total.mutants).c_str(), r.total.caught,
                pct(r.total.caught, r.total.mutants).c_str());
  out << buf;
  if (r.flawed > 0) {
    std::snprintf(buf, sizeof buf,
                  "labelled flaws: %zu; the labelled rule found %zu (%s), a finding of its family %zu (%s)\n", r.flawed,
                  r.flawed_found, pct(r.flawed_found, r.flawed).c_str(), r.flawed_family_found,
                  pct(r.flawed_family_found, r.flawed).c_str());
    out << buf;
  }
  if (list_misses) {
    for (const auto& m : r.flawed_missed) out << "  flaw missed: " << m << "\n";
    for (const auto& l : r.false_error_lines) out << "  false error: " << l << "\n";
    for (const auto& m : r.misses)
      out << "  missed: " << m.file << " " << m.from << "->" << m.to << ": " << m.findings << "\n";
    for (const auto& m : r.warning_only) {
      out << "  warning only: " << m.file << " " << m.from << "->" << m.to << ": " << m.findings << "\n";
    }
  }
  return out.str();
}

}  // namespace qbank::bench
