#include "lint/changed_files.h"
#include "core/i18n.h"

#include <algorithm>
#include <set>

namespace qbank {
namespace fs = std::filesystem;

ProcessResult run_git(const fs::path& dir, std::vector<std::string> args) {
  args.insert(args.begin(), "git");
  return run_process(args, dir, {"GIT_OPTIONAL_LOCKS=0", "LC_ALL=C"});
}

std::string git_message(const std::string& err) {
  std::string line = err.substr(0, err.find('\n'));
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
  return line.empty() ? std::string(tr("git gaf een fout zonder melding")) : line;
}

namespace {

class Git {
 public:
  explicit Git(fs::path dir) : dir_(std::move(dir)) {}

  ProcessResult run(std::vector<std::string> args) const {
    ProcessResult r = run_git(dir_, std::move(args));
    if (!r.started) {
      throw ChangedFilesError(
          tr("--changed heeft git nodig, maar `git` is niet gevonden of kan niet worden gestart; "
             "installeer git of laat --changed weg"));
    }
    return r;
  }
  std::string must(std::vector<std::string> args, const std::string& what) const {
    ProcessResult r = run(std::move(args));
    if (r.status != 0) throw ChangedFilesError(what + ": " + first_line(r.err));
    return r.out;
  }
  std::optional<std::string> commit(const std::string& ref) const {
    ProcessResult r = run({"rev-parse", "--verify", "--quiet", ref + "^{commit}"});
    if (r.status != 0) return std::nullopt;
    return trim(r.out);
  }
  std::optional<std::string> merge_base(const std::string& a, const std::string& b) const {
    ProcessResult r = run({"merge-base", a, b});
    if (r.status != 0) return std::nullopt;
    return trim(r.out);
  }
  void set_dir(fs::path dir) { dir_ = std::move(dir); }

  static std::string trim(std::string s) {
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r' || s.back() == ' ')) s.pop_back();
    return s;
  }
  static std::string first_line(const std::string& s) { return git_message(s); }

 private:
  fs::path dir_;
};

void add_nul_separated(const std::string& text, const fs::path& top, std::set<fs::path>& out) {
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\0', start);
    if (end == std::string::npos) end = text.size();
    if (end > start) out.insert((top / text.substr(start, end - start)).lexically_normal());
    start = end + 1;
  }
}

}  // namespace

ChangedFiles changed_files(const fs::path& where, const std::optional<std::string>& base) {
  std::error_code ec;
  fs::path dir = fs::absolute(where, ec);
  if (!fs::is_directory(dir, ec)) dir = dir.parent_path();
  Git git(dir);
  ProcessResult top = git.run({"rev-parse", "--show-toplevel"});
  if (top.status != 0) {
    throw ChangedFilesError(format_message(tr("--changed werkt alleen in een git-repository, en {} ligt niet in een "
                                              "(git: {})"),
                                           {dir.string(), Git::first_line(top.err)}));
  }
  ChangedFiles result;
  result.toplevel = Git::trim(top.out);
  git.set_dir(result.toplevel);

  const std::optional<std::string> head = git.commit("HEAD");
  std::optional<std::string> base_commit;
  if (base) {
    if (base->empty() || (*base)[0] == '-') {
      throw ChangedFilesError(
          format_message(tr("--base verwacht een git-ref zoals origin/main of een commit-id, niet `{}`"), {*base}));
    }
    const auto commit = git.commit(*base);
    if (!commit) {
      throw ChangedFilesError(format_message(tr("--base {}: git kent deze ref of commit niet (haal hem eerst op, "
                                                "bijvoorbeeld met `git fetch origin`)"),
                                             {*base}));
    }
    base_commit = head ? git.merge_base(*head, *commit).value_or(*commit) : *commit;
    result.base = *base + " (" + base_commit->substr(0, 12) + ")";
  } else if (head) {
    std::vector<std::string> candidates;
    ProcessResult sym = git.run({"symbolic-ref", "--quiet", "refs/remotes/origin/HEAD"});
    if (sym.status == 0) candidates.push_back(Git::trim(sym.out));
    for (const char* c :
         {"refs/heads/main", "refs/heads/master", "refs/remotes/origin/main", "refs/remotes/origin/master"}) {
      candidates.emplace_back(c);
    }
    for (const auto& c : candidates) {
      const auto commit = git.commit(c);
      if (!commit) continue;
      if (auto mb = git.merge_base(*head, *commit)) {
        base_commit = *mb;
        std::string name = c;
        for (const char* prefix : {"refs/heads/", "refs/remotes/"}) {
          if (name.starts_with(prefix)) name = name.substr(std::strlen(prefix));
        }
        result.base = format_message(tr("het punt waar deze tak afsplitst van {} ({})"), {name, mb->substr(0, 12)});
        break;
      }
    }
    if (!base_commit) {
      base_commit = *head;
      result.base = "HEAD (" + head->substr(0, 12) + ")";
    }
  } else {
    result.base = tr("een lege repository");
  }

  std::set<fs::path> files;
  const std::vector<std::string> diff = {"diff", "--name-only", "-z", "--no-renames", "--no-ext-diff", "--no-textconv"};
  if (base_commit) {
    auto args = diff;
    args.push_back(*base_commit);
    add_nul_separated(git.must(args, tr("git diff mislukte")), result.toplevel, files);
  } else {
    // No commit yet: what is staged, and what changed since it was staged.
    auto args = diff;
    args.push_back("--cached");
    add_nul_separated(git.must(args, tr("git diff --cached mislukte")), result.toplevel, files);
    add_nul_separated(git.must(diff, tr("git diff mislukte")), result.toplevel, files);
  }
  add_nul_separated(git.must({"ls-files", "--others", "--exclude-standard", "-z"}, tr("git ls-files mislukte")),
                    result.toplevel, files);
  result.files.assign(files.begin(), files.end());
  return result;
}

}  // namespace qbank
