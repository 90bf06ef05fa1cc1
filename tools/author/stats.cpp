#include "author/stats.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>

#include "core/utf8.h"

namespace qbank {

namespace {

struct LengthAcc {
  std::size_t n = 0, sum = 0, min = 0, max = 0;
  void add(std::size_t v) {
    min = n == 0 ? v : std::min(min, v);
    max = std::max(max, v);
    sum += v;
    ++n;
  }
};

void add_question(TopicStats& t, LengthAcc& len, const Question& q, const Bank& bank) {
  ++t.questions;
  const int key = q.key_index();
  // A position for every option letter the questions have, so that "D 0" shows a letter that is
  // never the key.
  if (t.key_positions.size() < q.options.size()) t.key_positions.resize(q.options.size(), 0);
  if (key < 0) {
    ++t.no_single_key;
  } else {
    if (t.key_positions.size() <= static_cast<std::size_t>(key)) t.key_positions.resize(key + 1, 0);
    ++t.key_positions[key];
  }
  for (const auto& o : q.options) {
    ++t.options;
    len.add(utf8::count_code_points(o.text.value));
  }
  if (q.related.empty()) ++t.without_related;
  for (const auto& r : q.related) {
    ++t.links_out;
    const Question* target = bank.find_question(r.id);
    if (!target) ++t.links_unknown;
    else if (target->topic != q.topic) ++t.links_other_topic;
  }
}

void finish_lengths(TopicStats& t, const LengthAcc& len) {
  t.option_length_mean = len.n ? static_cast<double>(len.sum) / static_cast<double>(len.n) : 0;
  t.option_length_min = len.min;
  t.option_length_max = len.max;
}

void count(const Diagnostic& d, std::size_t& e, std::size_t& w, std::size_t& i) {
  switch (d.severity) {
    case Severity::Error: ++e; break;
    case Severity::Warning: ++w; break;
    case Severity::Info: ++i; break;
  }
}

bool under(const std::string& file, const std::string& folder) {
  return file.size() > folder.size() && file.compare(0, folder.size(), folder) == 0 && file[folder.size()] == '/';
}

// One decimal with a Dutch decimal comma, as lint writes numbers ("33,3").
std::string fixed(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  std::string out = buf;
  for (char& c : out) {
    if (c == '.') c = ',';
  }
  return out;
}

std::string plural(std::size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

void text_block(const TopicStats& t, std::ostream& out) {
  out << "  vragen: " << t.questions << "\n";
  out << "  sleutelpositie:";
  if (t.key_positions.empty()) out << " -";
  for (std::size_t i = 0; i < t.key_positions.size(); ++i) {
    out << (i ? ", " : " ") << static_cast<char>('A' + i) << " " << t.key_positions[i];
    if (t.questions) out << " (" << fixed(100.0 * static_cast<double>(t.key_positions[i]) / static_cast<double>(t.questions)) << "%)";
  }
  if (t.no_single_key) out << ", zonder precies één sleutel " << t.no_single_key;
  out << "\n";
  out << "  opties: " << t.options << ", lengte in tekens gemiddeld " << fixed(t.option_length_mean) << ", min "
      << t.option_length_min << ", max " << t.option_length_max << "\n";
  out << "  verwijzingen (related): " << t.links_out << " uitgaand ("
      << fixed(t.questions ? static_cast<double>(t.links_out) / static_cast<double>(t.questions) : 0) << " per vraag), "
      << t.links_in << " inkomend, " << t.links_other_topic << " naar andere onderwerpen, " << t.links_unknown
      << " naar onbekende ids; " << plural(t.without_related, "vraag", "vragen") << " zonder verwijzingen\n";
  out << "  lint: " << plural(t.errors, "fout", "fouten") << ", " << plural(t.warnings, "waarschuwing", "waarschuwingen")
      << ", " << plural(t.infos, "melding", "meldingen") << "\n";
}

nlohmann::ordered_json json_block(const TopicStats& t) {
  nlohmann::ordered_json o;
  if (!t.id.empty()) {
    o["id"] = t.id;
    o["title"] = t.title;
  }
  o["questions"] = t.questions;
  nlohmann::ordered_json keys = nlohmann::ordered_json::object();
  for (std::size_t i = 0; i < t.key_positions.size(); ++i) keys[std::string(1, static_cast<char>('A' + i))] = t.key_positions[i];
  o["key_positions"] = std::move(keys);
  o["no_single_key"] = t.no_single_key;
  o["options"] = t.options;
  o["option_length"] = {{"mean", t.option_length_mean}, {"min", t.option_length_min}, {"max", t.option_length_max}};
  o["links"] = {{"out", t.links_out},
                {"in", t.links_in},
                {"other_topic", t.links_other_topic},
                {"unknown", t.links_unknown},
                {"questions_without", t.without_related}};
  o["lint"] = {{"errors", t.errors}, {"warnings", t.warnings}, {"infos", t.infos}};
  return o;
}

}  // namespace

BankStats compute_stats(const Bank& bank, const std::vector<Diagnostic>& diagnostics) {
  BankStats s;
  std::map<std::string, std::size_t> index;
  for (const auto& topic : bank.topics) {
    TopicStats t;
    t.id = topic.id;
    t.title = topic.title.value;
    index[t.id] = s.topics.size();
    s.topics.push_back(std::move(t));
  }
  std::vector<LengthAcc> lengths(s.topics.size());
  LengthAcc total_length;
  for (const auto& q : bank.questions) {
    auto it = index.find(q.topic);
    if (it != index.end()) add_question(s.topics[it->second], lengths[it->second], q, bank);
    add_question(s.total, total_length, q, bank);
  }
  // Incoming links, per target topic.
  for (const auto& q : bank.questions) {
    for (const auto& r : q.related) {
      if (const Question* target = bank.find_question(r.id)) {
        if (auto it = index.find(target->topic); it != index.end()) ++s.topics[it->second].links_in;
        ++s.total.links_in;
      }
    }
  }
  for (std::size_t i = 0; i < s.topics.size(); ++i) finish_lengths(s.topics[i], lengths[i]);
  finish_lengths(s.total, total_length);

  for (const auto& d : diagnostics) {
    count(d, s.total.errors, s.total.warnings, s.total.infos);
    bool placed = false;
    for (std::size_t i = 0; i < s.topics.size() && !placed; ++i) {
      const Topic& topic = bank.topics[i];
      if (under(d.file, topic.folder_path)) {
        count(d, s.topics[i].errors, s.topics[i].warnings, s.topics[i].infos);
        placed = true;
      }
    }
    if (!placed) count(d, s.other_errors, s.other_warnings, s.other_infos);
  }
  return s;
}

void render_stats_text(const BankStats& stats, std::ostream& out) {
  for (const auto& t : stats.topics) {
    out << "onderwerp " << t.id;
    if (!t.title.empty()) out << " (" << t.title << ")";
    out << "\n";
    text_block(t, out);
    out << "\n";
  }
  out << "hele bank: " << plural(stats.topics.size(), "onderwerp", "onderwerpen") << "\n";
  text_block(stats.total, out);
  if (stats.other_errors + stats.other_warnings + stats.other_infos > 0) {
    out << "  waarvan buiten de onderwerpen (qbank.toml en dergelijke): " << plural(stats.other_errors, "fout", "fouten")
        << ", " << plural(stats.other_warnings, "waarschuwing", "waarschuwingen") << ", "
        << plural(stats.other_infos, "melding", "meldingen") << "\n";
  }
}

void render_stats_json(const BankStats& stats, std::ostream& out) {
  nlohmann::ordered_json doc;
  doc["topics"] = nlohmann::ordered_json::array();
  for (const auto& t : stats.topics) doc["topics"].push_back(json_block(t));
  doc["total"] = json_block(stats.total);
  doc["total"]["topics"] = stats.topics.size();
  doc["total"]["lint_outside_topics"] = {
      {"errors", stats.other_errors}, {"warnings", stats.other_warnings}, {"infos", stats.other_infos}};
  out << doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
}

}  // namespace qbank
