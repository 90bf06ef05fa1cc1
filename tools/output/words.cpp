// --format words: the words the spelling check did not know, once each, with how often and where
// they occur, as lines an author can paste into the vocabulary (rules/spelling/words-<taal>.txt,
// where `#` starts a comment). Like cspell's --words-only --unique, with counts and files.
//
//   # spelling/unknown-word (fout): mogelijk tikfouten; verbeter die eerst
//   geheugn  # 2× in bank/a.toml, bank/b.toml
#include <algorithm>
#include <map>
#include <set>

#include "core/i18n.h"
#include "core/utf8.h"
#include "output/render.h"

namespace qbank {
namespace {

struct Group {
  std::string_view rule;
  const char* heading;  // shown through tr()
};

// The spelling rules whose remedy may be the vocabulary, most urgent first.
constexpr Group kGroups[] = {
    {rule_name(RuleId::spelling_unknown_word), N_("fout: mogelijk tikfouten; verbeter die eerst")},
    {rule_name(RuleId::spelling_unknown_acronym), N_("waarschuwing: afkortingen die de bank nergens uitschrijft")},
    {rule_name(RuleId::spelling_unknown_name), N_("waarschuwing: namen die maar één vraag gebruikt")},
    {rule_name(RuleId::spelling_english_word),
     N_("melding: Engelse woorden; zet ze in de woordenlijst als de bank ze zo wil")},
};

struct Use {
  std::size_t count = 0;
  std::set<std::string> files;
};

// "Rollback" at the start of a sentence is "rollback": the vocabulary accepts the capitalised
// form of a lower-case entry.
std::string lower_first(const std::string& w) {
  char32_t cp = 0;
  const std::size_t len = utf8::decode(w, 0, cp);
  std::string out;
  utf8::append(out, utf8::to_lower(cp));
  return out + w.substr(len);
}

}  // namespace

void render_words(const LintReport& result, std::ostream& out, const RenderOptions& options) {
  std::map<std::string_view, std::map<std::string, Use>> by_rule;
  for (const auto& d : result.diagnostics) {
    if (d.word.empty()) continue;
    auto& use = by_rule[d.rule][d.word];
    ++use.count;
    use.files.insert(d.file);
  }
  std::size_t words = 0, uses = 0;
  std::vector<std::pair<const Group*, std::vector<std::pair<std::string, Use>>>> shown;
  for (const Group& g : kGroups) {
    auto it = by_rule.find(g.rule);
    if (it == by_rule.end()) continue;
    auto& table = it->second;
    // Merge a capitalised form into its lower-case one when both occur.
    for (auto w = table.begin(); w != table.end();) {
      const std::string low = lower_first(w->first);
      auto target = low != w->first ? table.find(low) : table.end();
      if (target == table.end()) {
        ++w;
        continue;
      }
      target->second.count += w->second.count;
      target->second.files.insert(w->second.files.begin(), w->second.files.end());
      w = table.erase(w);
    }
    std::vector<std::pair<std::string, Use>> list(table.begin(), table.end());
    std::stable_sort(list.begin(), list.end(),
                     [](const auto& a, const auto& b) { return a.second.count > b.second.count; });
    for (const auto& [w, use] : list) uses += use.count;
    words += list.size();
    shown.emplace_back(&g, std::move(list));
  }

  if (words == 0) {
    out << "# " << tr("Geen woorden die het woordenboek niet kent.") << "\n";
  } else {
    // "12 woorden die het woordenboek niet kent (20 keer gebruikt), ...": the word count, then the uses.
    const std::string words_text = format_count(trn("{} woord", "{} woorden", words), words);
    const std::string uses_text = format_count(trn("{} keer", "{} keer", uses), uses);
    out << "# "
        << format_message(tr("{} die het woordenboek niet kent ({} gebruikt), per regel en vaakst eerst."),
                          {words_text, uses_text})
        << "\n"
        << "# "
        << tr("Controleer ze; wat klopt, zet je in de woordenlijst van de bank (rules/spelling/words-<taal>.txt)")
        << "\n"
        << "# " << tr("of in `words` van de ene vraag die het nodig heeft. Na een # staat commentaar.") << "\n";
  }
  constexpr std::size_t kFilesShown = 5;
  for (const auto& [group, list] : shown) {
    out << "\n# " << group->rule << " (" << tr(group->heading) << ")\n";
    for (const auto& [word, use] : list) {
      // "geheugn  # 2× in a.toml, b.toml"
      out << word << "  # " << format_count(tr("{}× in "), use.count);
      std::size_t k = 0;
      for (const auto& f : use.files) {
        if (k == kFilesShown) break;
        out << (k++ ? ", " : "") << f;
      }
      if (use.files.size() > kFilesShown) {
        const std::size_t rest = use.files.size() - kFilesShown;
        out << format_count(trn(" en nog {} bestand", " en nog {} bestanden", rest), rest);
      }
      out << "\n";
    }
  }
  if (options.show_summary) out << "\n# " << summary_line(result.summary) << "\n";
}

}  // namespace qbank
