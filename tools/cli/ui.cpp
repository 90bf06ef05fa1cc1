#include "cli/ui.h"

#include <regex>

#include "core/i18n.h"
#include "core/strings.h"
#include "core/utf8.h"

namespace qbank::cli {

namespace {

void localize_labels(CLI::Formatter& f) {
  f.label("Usage", tr("Gebruik"));
  f.label("OPTIONS", tr("OPTIES"));
  f.label("SUBCOMMAND", tr("OPDRACHT"));
  f.label("SUBCOMMANDS", tr("OPDRACHTEN"));
  f.label("Positionals", tr("Argumenten"));
  f.label("REQUIRED", tr("VERPLICHT"));
  f.label("Env", tr("Omgeving"));
  f.label("Needs", tr("Vereist"));
  f.label("Excludes", tr("Sluit uit"));
  // Value placeholders of the option types qbank uses.
  f.label("TEXT", tr("TEKST"));
  f.label("INT", tr("GETAL"));
  f.label("UINT", tr("GETAL"));
  f.label("FLOAT", tr("GETAL"));
  f.label("TEXT ...", tr("TEKST ..."));
}

// The part of a CLI11 message after its first ": ".
std::string after_colon(const std::string& s) {
  const auto at = s.find(": ");
  return at == std::string::npos ? s : s.substr(at + 2);
}

std::size_t count_words(const std::string& s) {
  std::size_t n = 0;
  bool in = false;
  for (char c : s) {
    if (c == ' ') {
      in = false;
    } else if (!in) {
      in = true;
      ++n;
    }
  }
  return n;
}

}  // namespace

void localize_app(CLI::App& app) {
  if (auto f = std::dynamic_pointer_cast<CLI::Formatter>(app.get_formatter())) localize_labels(*f);
  app.option_defaults()->group(tr("Opties"));
  app.set_help_flag();  // made again below, in the group just set
  app.set_help_flag("-h,--help", tr("Toon deze hulp en stop"));
  app.footer(tr("Meer over een opdracht: qbank OPDRACHT --help. De documentatie van een regel: qbank explain REGEL."));
}

void localize_subcommands(CLI::App& app) {
  for (CLI::App* sub : app.get_subcommands({})) {
    if (sub->get_group() == "Subcommands") sub->group(tr("Opdrachten"));  // "" stays hidden
    // The help flag a subcommand makes for itself is in CLI11's own group.
    if (CLI::Option* help = sub->get_help_ptr()) help->group(tr("Opties"));
    sub->footer("");
    localize_subcommands(*sub);
  }
}

CLI::Validator one_of(std::vector<std::string> values) {
  std::string list = "{";
  for (std::size_t i = 0; i < values.size(); ++i) list += (i ? "," : "") + values[i];
  list += "}";
  return CLI::Validator(
      [values](std::string& v) {
        for (const auto& allowed : values) {
          if (v == allowed) return std::string();
        }
        std::string names;
        for (std::size_t i = 0; i < values.size(); ++i) {
          names += (i == 0 ? "" : (i + 1 == values.size() ? std::string(tr(" of ")) : std::string(", "))) + values[i];
        }
        return format_message(tr("`{}` kan niet; kies {}"), {v, names});
      },
      list);
}

std::string describe_parse_error(const CLI::ParseError& e) {
  const std::string what = e.what();
  // By type: CLI11 names some errors after their base class.
  const std::string kind = dynamic_cast<const CLI::ExtrasError*>(&e)        ? "ExtrasError"
                           : dynamic_cast<const CLI::RequiredError*>(&e)    ? "RequiredError"
                           : dynamic_cast<const CLI::ArgumentMismatch*>(&e) ? "ArgumentMismatch"
                           : dynamic_cast<const CLI::ConversionError*>(&e)  ? "ConversionError"
                           : dynamic_cast<const CLI::ValidationError*>(&e)  ? "ValidationError"
                           : dynamic_cast<const CLI::RequiresError*>(&e)    ? "RequiresError"
                           : dynamic_cast<const CLI::ExcludesError*>(&e)    ? "ExcludesError"
                                                                            : e.get_name();
  std::smatch m;
  if (kind == "ExtrasError") {
    const std::string extra = after_colon(what);
    const std::size_t n = count_words(extra);
    return format_message(trn("onverwacht argument: {}; zie --help voor wat deze opdracht aanneemt",
                              "onverwachte argumenten: {}; zie --help voor wat deze opdracht aanneemt", n),
                          {extra});
  }
  if (kind == "RequiredError") {
    if (what == "A subcommand is required" || what == "A subcommand")
      return tr("geef een opdracht, bijvoorbeeld `qbank lint`; `qbank --help` toont ze alle");
    static const std::regex is_required("^(.+) is required$");
    if (std::regex_match(what, m, is_required)) {
      return format_message(tr("{} ontbreekt; die is verplicht (zie --help)"), {m[1].str()});
    }
    return format_message(tr("een verplichte optie ontbreekt ({}); zie --help"), {what});
  }
  if (kind == "ArgumentMismatch") {
    static const std::regex exactly("^Expected exactly ([0-9]+) arguments? to (.+), got ([0-9]+)$");
    static const std::regex at_least("^Expected at least ([0-9]+) arguments? to (.+), got ([0-9]+)$");
    static const std::regex missing("^(.+): ([0-9]+) required (.+) missing$");
    if (std::regex_match(what, m, exactly) || std::regex_match(what, m, at_least)) {
      const unsigned long want = std::stoul(m[1].str());
      return format_message(
          trn("{} verwacht {} waarde, maar kreeg er {}", "{} verwacht {} waarden, maar kreeg er {}", want),
          {m[2].str(), m[1].str(), m[3].str()});
    }
    if (std::regex_match(what, m, missing)) {
      return format_message(tr("{} verwacht een waarde; schrijf die erachter, bijvoorbeeld {} WAARDE"),
                            {m[1].str(), m[1].str()});
    }
    return format_message(tr("verkeerd aantal waarden: {}"), {what});
  }
  if (kind == "ConversionError") {
    static const std::regex not_allowed("^The value (.*) is not an allowed value for (.+)$");
    static const std::regex flag_inputs("^(.+): too many inputs for a flag$");
    static const std::regex convert("^Could not convert: (.+) = (.*)$");
    if (std::regex_match(what, m, not_allowed) || std::regex_match(what, m, convert)) {
      const bool first_is_value = what.starts_with("The value");
      return format_message(tr("`{}` is geen geldige waarde voor {}"),
                            {first_is_value ? m[1].str() : m[2].str(), first_is_value ? m[2].str() : m[1].str()});
    }
    if (std::regex_match(what, m, flag_inputs)) {
      return format_message(tr("{} is een vlag en neemt geen waarde"), {m[1].str()});
    }
    return format_message(tr("ongeldige waarde: {}"), {what});
  }
  if (kind == "ValidationError") {
    // "<option>: <message of the validator>"; qbank's validators speak the UI language. CLI11's
    // own number checks say "Value x not in range" or "Failed parsing x as a int".
    const auto at = what.find(": ");
    const std::string option = at == std::string::npos ? std::string() : what.substr(0, at);
    const std::string message = after_colon(what);
    static const std::regex parsing("^Failed parsing (.*) as a .*$");
    if (std::regex_match(message, m, parsing) || message.find("could not be converted") != std::string::npos) {
      return format_message(tr("`{}` is geen geldig getal voor {}"), {m.size() > 1 ? m[1].str() : message, option});
    }
    return option.empty() ? message : option + ": " + message;
  }
  if (kind == "RequiresError") {
    static const std::regex requires_re("^(.+) requires (.+)$");
    if (std::regex_match(what, m, requires_re)) {
      return format_message(tr("{} werkt alleen samen met {}"), {m[1].str(), m[2].str()});
    }
  }
  if (kind == "ExcludesError") {
    static const std::regex excludes("^(.+) excludes (.+)$");
    if (std::regex_match(what, m, excludes)) {
      return format_message(tr("{} en {} gaan niet samen; kies er één"), {m[1].str(), m[2].str()});
    }
  }
  return format_message(tr("de opdrachtregel klopt niet ({}); zie --help"), {what});
}

std::string timings_heading(const std::string& text, int width) {
  const auto used = static_cast<int>(utf8::count_code_points(text));
  return std::string(used < width ? static_cast<std::size_t>(width - used) : 0, ' ') + text;
}

}  // namespace qbank::cli
