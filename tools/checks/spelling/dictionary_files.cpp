#include "checks/spelling/dictionary_files.h"

#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <limits>
#include <map>

#include "core/cache_store.h"
#include "core/errors.h"
#include "core/fs.h"
#include "core/hash.h"
#include "core/i18n.h"
#include "core/strings.h"

namespace qbank {
namespace fs = std::filesystem;

namespace {

constexpr RuleId kMissingDictionary = RuleId::spelling_missing_dictionary;

std::string config_display(const Config& config) {
  return config.source ? config.source->path() : std::string("qbank.toml");
}

// A dictionary file's bytes for its key; empty when it cannot be read.
std::string read_all(const fs::path& p) {
  ReadResult r = RealFileSystem().read(p, std::numeric_limits<std::uintmax_t>::max());
  return r.ok ? std::move(r.content) : std::string();
}

}  // namespace

std::string debian_dictionary_package(const std::string& name) {
  const std::string lower = ascii_lower(name);
  const std::size_t sep = lower.find_first_of("_-");
  const std::string language = lower.substr(0, sep);
  // Debian splits these languages by region (hunspell-en-us, hunspell-de-de, hunspell-pt-br).
  if (sep != std::string::npos && (language == "en" || language == "de" || language == "pt")) {
    return "hunspell-" + language + "-" + lower.substr(sep + 1);
  }
  return "hunspell-" + language;
}

namespace {

// The dictionary named by the setting `key` ("spelling.dictionary", "spelling.english").
DictionaryFiles find_dictionary_of(const Config& config, const std::string& key) {
  const Settings& s = config.settings;
  const std::string name = key == "spelling.dictionary" ? dictionary_name(config) : s.text(key);
  const std::vector<std::string> dirs = s.list("spelling.dictionary_dirs");
  const fs::path base = config.file.empty() ? config.root : config.file.parent_path();
  const Span where = s.is_set(key)                          ? s.span(key)
                     : s.is_set("spelling.dictionary_dirs") ? s.span("spelling.dictionary_dirs")
                                                            : Span{};
  std::error_code ec;
  auto usable = [&](const fs::path& stem) {
    return fs::is_regular_file(fs::path(stem.string() + ".aff"), ec) &&
           fs::is_regular_file(fs::path(stem.string() + ".dic"), ec);
  };

  if (name.find('/') != std::string::npos) {
    // A path to a dictionary of one's own, with or without .aff/.dic.
    fs::path stem = fs::path(name);
    if (stem.extension() == ".aff" || stem.extension() == ".dic") stem.replace_extension();
    const fs::path full = stem.is_absolute() ? stem : (base / stem).lexically_normal();
    DictionaryFiles f{stem.filename().string(), full.string() + ".aff", full.string() + ".dic"};
    if (usable(full)) return f;
    throw ConfigError(config_display(config), kMissingDictionary, where,
                      format_message(tr("Hunspell-woordenboek niet gevonden: {}.aff en {}.dic bestaan niet (relatief "
                                        "aan qbank.toml); zet [spelling] {} op een bestaand woordenboek, of op een "
                                        "taalnaam zoals `nl` en installeer het Debian-pakket ({})"),
                                     {stem.string(), stem.string(), key.substr(9), debian_dictionary_package(f.name)}));
  }
  for (const auto& d : dirs) {
    const fs::path dir = fs::path(d).is_absolute() ? fs::path(d) : (base / d).lexically_normal();
    if (usable(dir / name)) return {name, dir / (name + ".aff"), dir / (name + ".dic")};
  }
  const std::string package = debian_dictionary_package(name);
  throw ConfigError(
      config_display(config), kMissingDictionary, where,
      format_message(
          key == "spelling.english" ? tr("Hunspell-woordenboek `{}` niet gevonden in {}; installeer het Debian-pakket "
                                         "{} (apt-get install {}) of wijs in qbank.toml met [spelling] {} of "
                                         "dictionary_dirs een geïnstalleerd woordenboek aan (of zet english = \"\" om "
                                         "Engelse woorden niet apart te herkennen)")
                                    : tr("Hunspell-woordenboek `{}` niet gevonden in {}; installeer het Debian-pakket "
                                         "{} (apt-get install {}) of wijs in qbank.toml met [spelling] {} of "
                                         "dictionary_dirs een geïnstalleerd woordenboek aan"),
          {name, dirs.empty() ? std::string(tr("(geen mappen)")) : join(dirs, ", "), package, package, key.substr(9)}));
}

}  // namespace

DictionaryFiles find_dictionary(const Config& config) { return find_dictionary_of(config, "spelling.dictionary"); }

std::string dictionary_name(const Config& config) {
  if (config.settings.is_set("spelling.dictionary")) return config.settings.text("spelling.dictionary");
  static const std::map<std::string, std::string> kByLanguage = {{"nl", "nl"},    {"en", "en_US"}, {"de", "de_DE"},
                                                                 {"fr", "fr_FR"}, {"es", "es_ES"}, {"it", "it_IT"},
                                                                 {"pt", "pt_PT"}};
  const auto it = kByLanguage.find(config.language);
  return it != kByLanguage.end() ? it->second : config.language;
}

std::optional<DictionaryFiles> find_english_dictionary(const Config& config) {
  const std::string english = config.settings.text("spelling.english");
  const std::string main = dictionary_name(config);
  const std::string main_name = fs::path(main).filename().string();
  // A second dictionary for English words in Dutch text: for Dutch banks only.
  if (english.empty() || ascii_lower(main_name).rfind("nl", 0) != 0) return std::nullopt;
  return find_dictionary_of(config, "spelling.english");
}

std::string dictionary_key(const DictionaryFiles& files, const Vocabulary& vocabulary,
                           const std::optional<DictionaryFiles>& english) {
  // The one key scheme of the cache store: SHA-256 over length-prefixed parts.
  Sha256 h;
  h.field(files.name);
  h.field(read_all(files.aff));
  h.field(read_all(files.dic));
  h.field(vocabulary.fingerprint);
  if (english) {
    h.field(english->name);
    h.field(read_all(english->aff));
    h.field(read_all(english->dic));
  }
  return h.hex();
}

std::string remembered_dictionary_key(CacheStore* store, const DictionaryFiles& files, const Vocabulary& vocabulary,
                                      const std::optional<DictionaryFiles>& english,
                                      std::chrono::system_clock::time_point now) {
  if (!store) return dictionary_key(files, vocabulary, english);
  constexpr std::string_view kSpace = "dictionary-key";
  constexpr std::size_t kKeep = 16;  // a few dictionaries and vocabularies in turn
  const std::string stamp_key = CacheStore::key({"dictionary stamp 1", dictionary_stamp(files, vocabulary, english)});
  if (const std::optional<std::string> known = store->get(kSpace, stamp_key)) {
    const bool hex = known->size() == 64 && std::all_of(known->begin(), known->end(), [](char c) {
                       return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
                     });
    if (hex) return *known;  // anything else is damage: hash again
  }
  std::string key = dictionary_key(files, vocabulary, english);
  // A file changed in the last seconds may change again within the same tick of the file
  // system's clock, and keep its stamp: such a key is not remembered (git's "racy" entries).
  bool settled = true;
  auto check = [&](const fs::path& file) {
    struct stat st {};
    if (::stat(file.c_str(), &st) != 0) return;
    const auto changed =
        std::chrono::system_clock::time_point(std::chrono::duration_cast<std::chrono::system_clock::duration>(
            std::chrono::seconds(st.st_ctim.tv_sec) + std::chrono::nanoseconds(st.st_ctim.tv_nsec)));
    // A change time after `now` is another clock's (a network file system): not trusted either.
    if (changed > now - kDictionarySettleTime) settled = false;
  };
  check(files.aff);
  check(files.dic);
  if (english) {
    check(english->aff);
    check(english->dic);
  }
  if (settled) store->put(kSpace, stamp_key, key, kKeep);
  return key;
}

std::string dictionary_stamp(const DictionaryFiles& files, const Vocabulary& vocabulary,
                             const std::optional<DictionaryFiles>& english) {
  std::string stamp = files.name + '\n' + vocabulary.fingerprint;
  // Device, size, inode, and modification and change times to the nanosecond: a copy that keeps
  // the modification time (cp -p) still changes the inode or the change time.
  auto add = [&](const std::filesystem::path& file) {
    struct stat st {};
    stamp += '\n' + file.string();
    if (::stat(file.c_str(), &st) != 0) {
      stamp += "\tmissing";
      return;
    }
    stamp += '\t' + std::to_string(st.st_dev) + '\t' + std::to_string(st.st_size) + '\t' + std::to_string(st.st_ino) +
             '\t' + std::to_string(st.st_mtim.tv_sec) + '.' + std::to_string(st.st_mtim.tv_nsec) + '\t' +
             std::to_string(st.st_ctim.tv_sec) + '.' + std::to_string(st.st_ctim.tv_nsec);
  };
  add(files.aff);
  add(files.dic);
  if (english) {
    stamp += '\n' + english->name;
    add(english->aff);
    add(english->dic);
  }
  return stamp;
}

}  // namespace qbank
