#include "lint/cache.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <nlohmann/json.hpp>

#include "checks/spelling/speller.h"
#include "core/fs.h"
#include "core/hash.h"
#include "core/i18n.h"

namespace qbank {
namespace fs = std::filesystem;
using json = nlohmann::json;

namespace {

// Bump when the layout or the meaning of an entry changes: older entries are then ignored.
constexpr const char* kFormat = "qbank-cache-2";
constexpr std::int64_t kTrustMarginNs = 2'000'000'000;  // timestamps younger than this are re-read
constexpr std::size_t kKeepRuns = 16;
// Per-file findings kept (each file's latest few versions in a few environments).
constexpr std::size_t kKeepFileFindings = 400000;
// The namespaces of the store (core/cache_store.h).
constexpr const char* kRunSpace = "run";
constexpr const char* kFileSpace = "file";
constexpr const char* kRulesSpace = "rules";
constexpr std::size_t kKeepRulesVerdicts = 16;

std::int64_t ns(const struct timespec& t) { return static_cast<std::int64_t>(t.tv_sec) * 1'000'000'000 + t.tv_nsec; }

std::int64_t now_ns() {
  struct timespec t;
  ::clock_gettime(CLOCK_REALTIME, &t);
  return ns(t);
}

std::optional<std::string> read_whole(const fs::path& path, std::uintmax_t max_bytes) {
  RealFileSystem fs;
  ReadResult r = fs.read(path, max_bytes);
  if (!r.ok) return std::nullopt;
  return std::move(r.content);
}

bool write_quietly(const fs::path& path, std::string_view content) {
  std::string error;
  return write_file_atomic(path, content, &error);
}

// --- Diagnostics as JSON ------------------------------------------------------------------

json span_json(Span s) { return json::array({s.begin.line, s.begin.column, s.end.line, s.end.column}); }

Span span_from(const json& j) {
  Span s;
  s.begin.line = j.at(0).get<std::uint32_t>();
  s.begin.column = j.at(1).get<std::uint32_t>();
  s.end.line = j.at(2).get<std::uint32_t>();
  s.end.column = j.at(3).get<std::uint32_t>();
  return s;
}

json diagnostic_json(const Diagnostic& d) {
  json o;
  o["r"] = d.rule;
  o["s"] = static_cast<int>(d.severity);
  o["f"] = d.file;
  o["p"] = span_json(d.span);
  o["m"] = d.message;
  if (!d.related.empty()) {
    json rel = json::array();
    for (const auto& r : d.related) rel.push_back({{"f", r.file}, {"p", span_json(r.span)}, {"m", r.message}});
    o["rel"] = std::move(rel);
  }
  if (d.fix) {
    o["fix"] = {{"p", span_json(d.fix->span)}, {"t", d.fix->replacement}};
    if (!d.fix->file.empty()) o["fix"]["f"] = d.fix->file;
  }
  if (!d.other.empty()) o["o"] = d.other;
  if (!d.word.empty()) o["w"] = d.word;
  return o;
}

Diagnostic diagnostic_from(const json& o) {
  Diagnostic d;
  d.rule = o.at("r").get<std::string>();
  const int s = o.at("s").get<int>();
  if (s < 0 || s > 2) throw std::runtime_error("bad severity");
  d.severity = static_cast<Severity>(s);
  d.file = o.at("f").get<std::string>();
  d.span = span_from(o.at("p"));
  d.message = o.at("m").get<std::string>();
  if (o.contains("rel")) {
    for (const auto& r : o["rel"]) {
      d.related.push_back({r.at("f").get<std::string>(), span_from(r.at("p")), r.at("m").get<std::string>()});
    }
  }
  if (o.contains("fix")) {
    d.fix = Fix{span_from(o["fix"].at("p")), o["fix"].at("t").get<std::string>(), o["fix"].value("f", std::string())};
  }
  if (o.contains("o")) d.other = o["o"].get<std::string>();
  if (o.contains("w")) d.word = o["w"].get<std::string>();
  return d;
}

// --- A run's findings as lines --------------------------------------------------------------
//
// The run entry holds every finding of a bank (tens of thousands on a large bank, megabytes of
// JSON that cost a warm run more to parse than everything else it does). It is written as lines
// of tab-separated fields instead, with `\`, tab, newline and carriage return escaped in texts:
//   qbank run 1 <key>
//   <files> <questions> <topics> <number of sourced files> <number of findings>
//   one line per sourced file
//   per finding: rule, severity, file, 4 span numbers, message, other, word, fix (0, or 1 then
//   4 span numbers, replacement, file), number of related locations, then per location file,
//   4 span numbers, message
//   end
// A file cut short lacks the last line and is a miss, as a damaged one is.

constexpr std::string_view kRunHeader = "qbank run 1 ";

void put_text(std::string& out, std::string_view text) {
  std::size_t plain = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c != '\\' && c != '\t' && c != '\n' && c != '\r') continue;
    out.append(text, plain, i - plain);
    out += '\\';
    out += c == '\\' ? '\\' : c == '\t' ? 't' : c == '\n' ? 'n' : 'r';
    plain = i + 1;
  }
  out.append(text, plain, text.size() - plain);
}

void put_field(std::string& out, std::string_view text) {
  out += '\t';
  put_text(out, text);
}

void put_number(std::string& out, std::uint64_t n) {
  out += '\t';
  out += std::to_string(n);
}

void put_span(std::string& out, Span s) {
  put_number(out, s.begin.line);
  put_number(out, s.begin.column);
  put_number(out, s.end.line);
  put_number(out, s.end.column);
}

// Reads the fields of one line in turn; any problem makes `ok` false.
class FieldReader {
 public:
  explicit FieldReader(std::string_view line) : line_(line) {}
  bool ok = true;
  std::string text() {
    std::string out;
    if (!ok || at_ > line_.size()) {
      ok = false;
      return out;
    }
    std::size_t end = line_.find('\t', at_);
    if (end == std::string_view::npos) end = line_.size();
    const std::string_view raw = line_.substr(at_, end - at_);
    at_ = end + 1;
    if (raw.find('\\') == std::string_view::npos) return std::string(raw);  // nothing escaped
    out.reserve(raw.size());
    for (std::size_t i = 0; i < raw.size(); ++i) {
      if (raw[i] != '\\') {
        // The run up to the next escape in one piece.
        const std::size_t next = std::min(raw.find('\\', i), raw.size());
        out.append(raw.substr(i, next - i));
        i = next - 1;
        continue;
      }
      if (++i >= raw.size()) {
        ok = false;
        return out;
      }
      const char c = raw[i];
      out += c == 't' ? '\t' : c == 'n' ? '\n' : c == 'r' ? '\r' : c;
    }
    return out;
  }
  std::uint64_t number() {
    if (!ok || at_ > line_.size()) {
      ok = false;
      return 0;
    }
    std::size_t end = line_.find('\t', at_);
    if (end == std::string_view::npos) end = line_.size();
    std::uint64_t n = 0;
    if (end == at_) ok = false;
    for (std::size_t i = at_; i < end && ok; ++i) {
      if (line_[i] < '0' || line_[i] > '9' || n > (std::uint64_t{1} << 40)) ok = false;
      n = n * 10 + static_cast<std::uint64_t>(line_[i] - '0');
    }
    at_ = end + 1;
    return n;
  }
  Span span() {
    Span s;
    s.begin.line = static_cast<std::uint32_t>(number());
    s.begin.column = static_cast<std::uint32_t>(number());
    s.end.line = static_cast<std::uint32_t>(number());
    s.end.column = static_cast<std::uint32_t>(number());
    return s;
  }
  bool done() const { return ok && at_ == line_.size() + 1; }

 private:
  std::string_view line_;
  std::size_t at_ = 0;
};

std::string run_lines(const std::string& key, const CachedRun& run) {
  std::string out(kRunHeader);
  out += key;
  out += '\n';
  out += std::to_string(run.files) + ' ' + std::to_string(run.questions) + ' ' + std::to_string(run.topics) + ' ' +
         std::to_string(run.sourced.size()) + ' ' + std::to_string(run.diagnostics.size()) + '\n';
  for (const auto& f : run.sourced) {
    put_text(out, f);
    out += '\n';
  }
  for (const Diagnostic& d : run.diagnostics) {
    put_text(out, d.rule);
    put_number(out, static_cast<std::uint64_t>(d.severity));
    put_field(out, d.file);
    put_span(out, d.span);
    put_field(out, d.message);
    put_field(out, d.other);
    put_field(out, d.word);
    if (d.fix) {
      put_number(out, 1);
      put_span(out, d.fix->span);
      put_field(out, d.fix->replacement);
      put_field(out, d.fix->file);
    } else {
      put_number(out, 0);
    }
    put_number(out, d.related.size());
    for (const auto& r : d.related) {
      put_field(out, r.file);
      put_span(out, r.span);
      put_field(out, r.message);
    }
    out += '\n';
  }
  out += "end\n";
  return out;
}

std::optional<CachedRun> run_from_lines(std::string_view text, const std::string& key) {
  std::size_t at = 0;
  auto line = [&](std::string_view& out) {
    const std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) return false;
    out = text.substr(at, end - at);
    at = end + 1;
    return true;
  };
  std::string_view l;
  if (!line(l) || l != std::string(kRunHeader) + key) return std::nullopt;
  if (!line(l)) return std::nullopt;
  CachedRun run;
  std::size_t sourced = 0, findings = 0;
  {
    std::string counts(l);
    for (char& c : counts) c = c == ' ' ? '\t' : c;
    FieldReader r(counts);
    run.files = r.number();
    run.questions = r.number();
    run.topics = r.number();
    sourced = r.number();
    findings = r.number();
    if (!r.done() || sourced > text.size() || findings > text.size()) return std::nullopt;
  }
  // Each record takes a line: a damaged count cannot make the reservations outgrow the text.
  run.sourced.reserve(std::min(sourced, text.size() / 16));
  for (std::size_t i = 0; i < sourced; ++i) {
    if (!line(l)) return std::nullopt;
    FieldReader r(l);
    run.sourced.push_back(r.text());
    if (!r.done()) return std::nullopt;
  }
  run.diagnostics.reserve(std::min(findings, text.size() / 64));
  for (std::size_t i = 0; i < findings; ++i) {
    if (!line(l)) return std::nullopt;
    FieldReader r(l);
    Diagnostic& d = run.diagnostics.emplace_back();  // built in place (a damaged entry drops the whole run)
    d.rule = r.text();
    const std::uint64_t severity = r.number();
    if (severity > 2) return std::nullopt;
    d.severity = static_cast<Severity>(severity);
    d.file = r.text();
    d.span = r.span();
    d.message = r.text();
    d.other = r.text();
    d.word = r.text();
    if (r.number() == 1) {
      Fix fix;
      fix.span = r.span();
      fix.replacement = r.text();
      fix.file = r.text();
      d.fix = std::move(fix);
    }
    const std::uint64_t related = r.number();
    if (related > l.size()) return std::nullopt;
    if (related) d.related.reserve(related);
    for (std::uint64_t k = 0; k < related; ++k) {
      RelatedLocation loc;
      loc.file = r.text();
      loc.span = r.span();
      loc.message = r.text();
      d.related.push_back(std::move(loc));
    }
    if (!r.done()) return std::nullopt;
  }
  if (!line(l) || l != "end" || at != text.size()) return std::nullopt;
  return run;
}

// --- Snapshots ------------------------------------------------------------------------------

// Every file under `dir` (recursively, hidden ones included: a rule or word list is data
// whatever its name), with its content hash.
void hash_tree(HashIndex& index, const fs::path& dir, Sha256& key) {
  std::error_code ec;
  std::vector<fs::path> files;
  for (auto it = fs::recursive_directory_iterator(dir, fs::directory_options::skip_permission_denied, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    std::error_code ec2;
    if (it->is_regular_file(ec2)) files.push_back(it->path());
  }
  std::sort(files.begin(), files.end());
  key.field(dir.generic_string());
  key.field(ec ? "unlistable" : "listed");
  for (const auto& f : files) {
    key.field(f.lexically_relative(dir).generic_string());
    key.field(index.hash(f).value_or("unreadable"));
  }
}

void hash_file(HashIndex& index, const fs::path& file, Sha256& key) {
  key.field(file.generic_string());
  key.field(index.hash(file).value_or("missing"));
}

// The executable itself: a rebuilt qbank (a new check, a changed message) must not reuse
// findings of the old one, whatever its version number says.
// The UI language too: the findings' messages are in it.
void hash_tool(HashIndex& index, Sha256& key) {
  key.field(QBANK_VERSION);
  key.field(ui_language_code());
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  key.field(ec ? std::string("no-exe") : index.hash(exe).value_or("unreadable"));
}

// The dictionaries the speller opens (found the way the speller finds them, not a copy of that
// lookup), by content.
void hash_dictionaries(HashIndex& index, const Config& config, Sha256& key) {
  std::vector<DictionaryFiles> files;
  try {
    files.push_back(find_dictionary(config));
    if (auto english = find_english_dictionary(config)) files.push_back(*english);
  } catch (const std::exception&) {
    key.field("missing-dictionary");  // the run stops with a configuration error anyway
    return;
  }
  for (const auto& f : files) {
    key.field(f.name);
    for (const fs::path& p : {f.aff, f.dic}) {
      std::error_code ec;
      const fs::path real = fs::canonical(p, ec);
      key.field(ec ? std::string("missing") : index.hash(real).value_or("unreadable"));
    }
  }
}

// The bank as its loader lists it (lint/bank_loader.h: the same listing, made once): every
// folder it looked into with each entry's name and kind (hidden ones aside, as the loader skips
// them), then the content of every file it reads. A new stray file, a removed question or an edit each give another
// key.
void hash_manifest(HashIndex& index, const BankManifest& manifest, std::uintmax_t max_bytes, Sha256& key,
                   std::unordered_map<std::string, std::string>& contents) {
  for (const auto& folder : manifest.folders) {
    key.field(folder.name);
    key.field(folder.listed ? "listed" : "unlistable");
    for (const auto& e : folder.entries) {
      if (e.name.starts_with('.')) continue;  // the loader skips hidden files (an editor's swap file)
      key.field(e.name);
      const char kind = e.kind == FileKind::Regular     ? 'f'
                        : e.kind == FileKind::Directory ? 'd'
                        : e.kind == FileKind::Other     ? 'o'
                                                        : 'm';
      key.field(std::string{kind, e.symlink ? 'l' : '-'});
    }
  }
  // The files come folder by folder: each is looked up relative to its open folder.
  int dirfd = -1;
  fs::path open_dir;
  for (const auto& f : manifest.files) {
    const fs::path dir = f.path.parent_path();
    if (dirfd < 0 || dir != open_dir) {
      if (dirfd >= 0) ::close(dirfd);
      dirfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
      open_dir = dir;
    }
    std::string path = f.path.string();
    const std::string name = f.path.filename().string();
    std::string content;
    const auto h = dirfd >= 0 ? index.hash_at(dirfd, name.c_str(), path, max_bytes, &content) : std::nullopt;
    key.field(path);
    key.field(h.value_or("unreadable"));
    if (h && !content.empty()) contents.emplace(std::move(path), std::move(content));
  }
  if (dirfd >= 0) ::close(dirfd);
}

// Temporary files of hash-index writers that died: removed after an hour.
void remove_stale_temporaries(const fs::path& dir) {
  std::error_code ec;
  const auto now = fs::file_time_type::clock::now();
  for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (!name.starts_with(".") || name.find(".tmp-") == std::string::npos) continue;
    std::error_code ec2;
    const auto t = it->last_write_time(ec2);
    if (!ec2 && now - t > std::chrono::hours(1)) fs::remove(it->path(), ec2);
  }
}

// What earlier versions kept beside the hash index, now in the store.
void remove_legacy_files(const fs::path& dir) {
  std::error_code ec;
  if (fs::exists(dir / "runs", ec)) fs::remove_all(dir / "runs", ec);
  for (const char* name : {"spelling-accepted.txt", "spelling-suggestions.json"}) fs::remove(dir / name, ec);
  for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
    const std::string name = it->path().filename().string();
    std::error_code ec2;
    if (name.starts_with("files-") && name.ends_with(".json")) fs::remove(it->path(), ec2);
  }
}

}  // namespace

// --- HashIndex ------------------------------------------------------------------------------

HashIndex::HashIndex(fs::path file) : file_(std::move(file)) {
  auto text = read_whole(file_, 256u << 20);
  if (!text) return;
  buffer_ = std::move(*text);
  std::string_view rest(buffer_);
  const std::string header = std::string("hash-index ") + kFormat + "\n";
  if (!rest.starts_with(header)) return;
  rest.remove_prefix(header.size());
  lines_.reserve(static_cast<std::size_t>(std::count(rest.begin(), rest.end(), '\n')));
  while (true) {
    const auto nl = rest.find('\n');
    if (nl == std::string_view::npos) break;  // a torn last line is ignored
    const std::string_view line = rest.substr(0, nl);
    rest.remove_prefix(nl + 1);
    // <sha256> <dev> <ino> <size> <mtime_ns> <ctime_ns> <path>: the path is after the 6th space.
    std::size_t at = 0;
    int spaces = 0;
    while (spaces < 6 && (at = line.find(' ', at)) != std::string_view::npos) {
      ++spaces;
      ++at;
    }
    if (spaces < 6 || at >= line.size()) continue;
    lines_.push_back({line.substr(at), line.substr(0, at - 1)});
  }
  // Saved sorted; sort anyway, a hand-edited index must not break the binary search.
  if (!std::is_sorted(lines_.begin(), lines_.end(), [](const Line& a, const Line& b) { return a.path < b.path; })) {
    std::sort(lines_.begin(), lines_.end(), [](const Line& a, const Line& b) { return a.path < b.path; });
  }
  used_.assign(lines_.size(), 0);
}

std::optional<HashIndex::Entry> HashIndex::parse(std::string_view fields) {
  Entry e;
  auto word = [&](std::string_view& v) {
    const auto sp = fields.find(' ');
    v = fields.substr(0, sp);
    fields.remove_prefix(sp == std::string_view::npos ? fields.size() : sp + 1);
    return !v.empty();
  };
  auto number = [&](auto& out) {
    std::string_view v;
    if (!word(v)) return false;
    auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), out);
    return ec == std::errc() && p == v.data() + v.size();
  };
  std::string_view hash;
  if (!word(hash) || hash.size() != 64 ||
      !std::all_of(hash.begin(), hash.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); })) {
    return std::nullopt;
  }
  if (!number(e.dev) || !number(e.ino) || !number(e.size) || !number(e.mtime_ns) || !number(e.ctime_ns)) {
    return std::nullopt;
  }
  e.hash = std::string(hash);
  return e;
}

std::optional<std::string> HashIndex::hash(const fs::path& path, std::uintmax_t max_bytes) {
  const std::string key = path.string();
  return hash_at(AT_FDCWD, key.c_str(), key, max_bytes);
}

std::optional<std::string> HashIndex::hash_at(int dirfd, const char* name, const std::string& key,
                                              std::uintmax_t max_bytes, std::string* content_out) {
  struct stat st;
  if (::fstatat(dirfd, name, &st, 0) != 0 || !S_ISREG(st.st_mode)) return std::nullopt;
  Entry now;
  now.dev = static_cast<std::uint64_t>(st.st_dev);
  now.ino = static_cast<std::uint64_t>(st.st_ino);
  now.size = static_cast<std::uint64_t>(st.st_size);
  now.mtime_ns = ns(st.st_mtim);
  now.ctime_ns = ns(st.st_ctim);
  if (now.size > max_bytes) return "too-large:" + std::to_string(now.size);
  auto same = [&](const Entry& e) {
    return e.dev == now.dev && e.ino == now.ino && e.size == now.size && e.mtime_ns == now.mtime_ns &&
           e.ctime_ns == now.ctime_ns;
  };
  std::optional<std::size_t> line;
  {
    std::lock_guard lock(mutex_);
    if (auto f = fresh_.find(key); f != fresh_.end() && same(f->second)) {
      ++hits_;
      return f->second.hash;
    }
    auto it = std::lower_bound(lines_.begin(), lines_.end(), std::string_view(key),
                               [](const Line& l, std::string_view k) { return l.path < k; });
    if (it != lines_.end() && it->path == key) {
      line = static_cast<std::size_t>(it - lines_.begin());
      if (auto e = parse(it->fields); e && same(*e)) {
        used_[*line] = 1;
        ++hits_;
        return e->hash;
      }
    }
  }
  auto content = read_whole(key, max_bytes);
  if (!content) return std::nullopt;
  now.hash = sha256_hex(*content);
  std::string result = now.hash;
  if (content_out) *content_out = std::move(*content);
  std::lock_guard lock(mutex_);
  ++reads_;
  if (line) {
    used_[*line] = 0;  // outdated
    dirty_ = true;
  }
  // Trust stat data only for files that have not changed within the last two seconds: a later
  // change then always shows in the ctime (which no program can set back).
  const std::int64_t limit = now_ns() - kTrustMarginNs;
  if (now.mtime_ns < limit && now.ctime_ns < limit && key.find('\n') == std::string::npos) {
    fresh_[key] = std::move(now);
    dirty_ = true;
  } else if (fresh_.erase(key)) {
    dirty_ = true;
  }
  return result;
}

void HashIndex::save() {
  std::lock_guard lock(mutex_);
  const bool all_used = std::all_of(used_.begin(), used_.end(), [](char u) { return u != 0; });
  if (!dirty_ && all_used) return;
  // Merge the still valid loaded lines and this run's entries, sorted by path.
  std::vector<std::pair<std::string_view, std::string>> out;
  out.reserve(lines_.size() + fresh_.size());
  for (std::size_t i = 0; i < lines_.size(); ++i) {
    if (used_[i] && !fresh_.count(std::string(lines_[i].path)))
      out.emplace_back(lines_[i].path, std::string(lines_[i].fields));
  }
  for (const auto& [path, e] : fresh_) {
    out.emplace_back(path, e.hash + ' ' + std::to_string(e.dev) + ' ' + std::to_string(e.ino) + ' ' +
                               std::to_string(e.size) + ' ' + std::to_string(e.mtime_ns) + ' ' +
                               std::to_string(e.ctime_ns));
  }
  std::sort(out.begin(), out.end());
  std::string text = std::string("hash-index ") + kFormat + "\n";
  for (const auto& [path, fields] : out) {
    text += fields;
    text += ' ';
    text += path;
    text += '\n';
  }
  if (write_quietly(file_, text)) dirty_ = false;
}

// --- Serialisation --------------------------------------------------------------------------

std::string diagnostics_to_json(const std::vector<Diagnostic>& diagnostics) {
  json arr = json::array();
  for (const auto& d : diagnostics) arr.push_back(diagnostic_json(d));
  return arr.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::optional<std::vector<Diagnostic>> diagnostics_from_json(std::string_view text) {
  try {
    const json arr = json::parse(text);
    if (!arr.is_array()) return std::nullopt;
    std::vector<Diagnostic> out;
    out.reserve(arr.size());
    for (const auto& o : arr) out.push_back(diagnostic_from(o));
    return out;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

// --- LintCache ------------------------------------------------------------------------------

// Hands out each prefetched file once (then forgets it, so memory does not double), and asks
// the real file system for everything else.
struct LintCache::Prefetch final : FileSystem {
  const FileSystem* base = nullptr;
  mutable std::unordered_map<std::string, std::string> contents;
  mutable std::mutex mutex;

  FileKind kind(const fs::path& path) const override { return base->kind(path); }
  ReadResult read(const fs::path& path, std::uintmax_t max_bytes) const override {
    {
      std::lock_guard lock(mutex);
      auto it = contents.find(path.string());
      if (it != contents.end() && it->second.size() <= max_bytes) {
        ReadResult r;
        r.ok = true;
        r.size = it->second.size();
        r.content = std::move(it->second);
        contents.erase(it);
        return r;
      }
    }
    return base->read(path, max_bytes);
  }
  std::vector<DirEntry> list(const fs::path& path, std::string* error) const override {
    return base->list(path, error);
  }
  bool write_atomic(const fs::path&, std::string_view, std::string* error) override {
    if (error) *error = "read-only";
    return false;
  }
  bool make_directories(const fs::path&, std::string* error) override {
    if (error) *error = "read-only";
    return false;
  }
};

LintCache::LintCache(fs::path dir) : dir_(std::move(dir)), prefetch_(std::make_unique<Prefetch>()) {}
LintCache::~LintCache() = default;

const FileSystem& LintCache::prefetched(const FileSystem& base) {
  prefetch_->base = &base;
  return *prefetch_;
}

std::unique_ptr<LintCache> LintCache::open(const fs::path& dir) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec || ::access(dir.c_str(), W_OK) != 0) return nullptr;
  // Backup tools skip folders with this tag (https://bford.info/cachedir/), and git ignores
  // the folder even in a repository whose .gitignore does not mention it.
  if (!fs::exists(dir / "CACHEDIR.TAG", ec)) {
    write_quietly(dir / "CACHEDIR.TAG",
                  "Signature: 8a477f597d28d172789f06886806bc55\n"
                  "# This folder holds qbank's lint cache; it is safe to delete.\n");
  }
  if (!fs::exists(dir / ".gitignore", ec)) write_quietly(dir / ".gitignore", "*\n");
  std::shared_ptr<CacheStore> store = CacheStore::open(dir);
  if (!store) return nullptr;
  remove_legacy_files(dir);
  std::unique_ptr<LintCache> cache(new LintCache(dir));
  cache->store_ = std::move(store);
  cache->index_ = std::make_unique<HashIndex>(dir / "hash-index");
  return cache;
}

void LintCache::compute_keys(const RunInputs& in) {
  const Config& config = *in.config;
  Sha256 env;
  env.field(kFormat);
  hash_tool(*index_, env);
  env.field(in.suggestions ? "suggestions" : "no-suggestions");
  for (const auto& c : in.checks) env.field(c);
  env.field(in.location->display_root);
  env.field(in.location->cwd_within);
  env.field(in.location->only_topic.value_or(""));
  env.field(config.file.empty() ? std::string() : display_path(config.file));
  if (!config.file.empty()) hash_file(*index_, config.file, env);
  for (const auto& dir : config.rules_dirs()) {
    env.field(dir.string());
    hash_tree(*index_, dir, env);
  }
  hash_tree(*index_, config.schema_dir, env);
  hash_dictionaries(*index_, config, env);
  // The rule files as the checks read them: hash_tree follows no link to a folder, and the
  // catalog and compiled rules of this run come from these bytes.
  for (const auto& r : in.rules) env.field(r);
  env_key_ = env.hex();

  Sha256 run;
  run.field(env_key_);
  std::uintmax_t max_bytes = std::uintmax_t(1) << 20;
  try {
    max_bytes = static_cast<std::uintmax_t>(config.settings.integer("limits.max_file_bytes"));
  } catch (const std::exception&) {
  }
  hash_manifest(*index_, *in.manifest, max_bytes, run, prefetch_->contents);
  run_key_ = run.hex();
}

std::string LintCache::tool_key(const Config& config, const fs::path& bank_root) {
  Sha256 key;
  key.field(kFormat);
  hash_tool(*index_, key);
  const fs::path root = absolute_normal_path(bank_root);
  auto outside = [&](const fs::path& dir) {
    const fs::path rel = absolute_normal_path(dir).lexically_relative(root);
    return rel.empty() || *rel.begin() == "..";
  };
  for (const auto& dir : config.rules_dirs()) {
    if (!outside(dir)) continue;
    key.field(dir.string());
    hash_tree(*index_, dir, key);
  }
  if (outside(config.schema_dir)) hash_tree(*index_, config.schema_dir, key);
  hash_dictionaries(*index_, config, key);
  return key.hex();
}

std::optional<CachedRun> LintCache::find_run() const {
  const std::optional<StoredValue> text = store_->read(kRunSpace, run_key_);
  if (!text) return std::nullopt;
  std::optional<CachedRun> run = run_from_lines(text->view(), run_key_);  // damaged or foreign: a miss
  if (run) store_->touch(kRunSpace, run_key_);                            // recently used: trimming keeps it
  return run;
}

void LintCache::store_run(const CachedRun& run) {
  store_->put(kRunSpace, run_key_, run_lines(run_key_, run), kKeepRuns);
}

bool LintCache::rules_verified() const {
  return store_->get(kRulesSpace, CacheStore::key({kFormat, env_key_})).has_value();
}

void LintCache::note_rules_verified() {
  store_->put(kRulesSpace, CacheStore::key({kFormat, env_key_}), "verified", kKeepRulesVerdicts);
}

std::string LintCache::memo_key(const std::string& display, std::string_view content) const {
  return CacheStore::key({kFormat, env_key_, display, sha256_hex(content)});
}

bool LintCache::find(const std::string& display, std::string_view content, std::vector<Diagnostic>& out) {
  const std::optional<StoredValue> value = store_->read(kFileSpace, memo_key(display, content));
  if (!value) return false;
  auto parsed = diagnostics_from_json(value->view());
  if (!parsed) return false;
  out = std::move(*parsed);
  return true;
}

void LintCache::store(const std::string& display, std::string_view content, const std::vector<Diagnostic>& found) {
  std::string key = memo_key(display, content);
  std::string value = diagnostics_to_json(found);
  std::lock_guard lock(memo_mutex_);
  memo_new_.emplace_back(std::move(key), std::move(value));
}

void LintCache::flush() {
  index_->save();
  if (!memo_new_.empty()) {
    std::sort(memo_new_.begin(), memo_new_.end());
    store_->put(kFileSpace, memo_new_, kKeepFileFindings);
    memo_new_.clear();
  }
  remove_stale_temporaries(dir_);
  remove_stale_temporaries(dir_ / "values");
}

std::string run_to_text(const std::string& key, const CachedRun& run) { return run_lines(key, run); }

std::optional<CachedRun> run_from_text(std::string_view text, const std::string& key) {
  return run_from_lines(text, key);
}

}  // namespace qbank
