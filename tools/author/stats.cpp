#include "author/stats.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <unordered_map>

#include "core/diagnostic.h"
#include "core/i18n.h"
#include "core/model.h"
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

// What a topic's means are made of, summed while its questions are counted.
struct TopicAcc {
  LengthAcc options;
  std::size_t key_sum = 0;
  std::size_t distractor_sum = 0, distractors = 0;
  std::size_t explanation_words = 0;
};

std::size_t word_count(std::string_view text) {
  std::size_t n = 0;
  bool in_word = false;
  for (char c : text) {
    const bool space = c == ' ' || c == '\n' || c == '\t' || c == '\r';
    if (!space && !in_word) ++n;
    in_word = !space;
  }
  return n;
}

std::size_t explanation_bucket(std::size_t words) {
  std::size_t bucket = 0;
  for (std::size_t i = 0; i < std::size(kExplanationBuckets); ++i) {
    if (words >= kExplanationBuckets[i]) bucket = i;
  }
  return bucket;
}

void add_question(TopicStats& t, TopicAcc& acc, const Question& q, const Bank& bank) {
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
    const std::size_t k = q.options.size();
    if (t.key_expected.size() < k) t.key_expected.resize(k, 0.0);
    for (std::size_t i = 0; i < k; ++i) t.key_expected[i] += 1.0 / static_cast<double>(k);
  }
  std::vector<std::size_t> lengths;
  for (const auto& o : q.options) {
    ++t.options;
    lengths.push_back(utf8::count_code_points(o.text.value));
    acc.options.add(lengths.back());
  }
  if (key >= 0 && static_cast<std::size_t>(key) < lengths.size() && lengths.size() >= 2) {
    ++t.keyed;
    const std::size_t key_length = lengths[static_cast<std::size_t>(key)];
    acc.key_sum += key_length;
    std::size_t longest_distractor = 0;
    for (std::size_t i = 0; i < lengths.size(); ++i) {
      if (i == static_cast<std::size_t>(key)) continue;
      acc.distractor_sum += lengths[i];
      ++acc.distractors;
      longest_distractor = std::max(longest_distractor, lengths[i]);
    }
    if (key_length > longest_distractor) ++t.key_longest;
  }
  const std::string_view status = q.status.present ? std::string_view(q.status.value) : std::string_view("published");
  for (std::size_t i = 0; i < std::size(kStatuses); ++i) {
    if (status == kStatuses[i]) ++t.statuses[i];
  }
  const std::size_t words = q.explanation.present ? word_count(q.explanation.value) : 0;
  acc.explanation_words += words;
  ++t.explanation_words[explanation_bucket(words)];
  if (q.related.empty()) {
    ++t.without_related;
    t.without_related_ids.push_back(q.id);
  }
  for (const auto& r : q.related) {
    ++t.links_out;
    const Question* target = bank.find_question(r.id);
    if (!target)
      ++t.links_unknown;
    else if (target->topic != q.topic)
      ++t.links_other_topic;
  }
}

double mean(std::size_t sum, std::size_t n) { return n ? static_cast<double>(sum) / static_cast<double>(n) : 0; }

void finish(TopicStats& t, const TopicAcc& acc) {
  t.option_length_mean = mean(acc.options.sum, acc.options.n);
  t.option_length_min = acc.options.min;
  t.option_length_max = acc.options.max;
  t.key_length_mean = mean(acc.key_sum, t.keyed);
  t.distractor_length_mean = mean(acc.distractor_sum, acc.distractors);
  t.explanation_words_mean = mean(acc.explanation_words, t.questions);
  std::sort(t.without_related_ids.begin(), t.without_related_ids.end());
}

void count(const Diagnostic& d, std::size_t& e, std::size_t& w, std::size_t& i) {
  switch (d.severity) {
    case Severity::Error:
      ++e;
      break;
    case Severity::Warning:
      ++w;
      break;
    case Severity::Info:
      ++i;
      break;
  }
}

// One decimal in the UI language's notation, as lint writes numbers ("33,3" in Dutch).
std::string fixed(double v) { return ui_fixed(v, 1); }

std::string plural(unsigned long n, const char* pattern) { return format_count(pattern, n); }
std::string number(std::size_t n) { return std::to_string(n); }

void text_block(const TopicStats& t, std::ostream& out) {
  out << "  " << format_message(tr("vragen: {}"), {number(t.questions)}) << "\n";
  std::string keys;
  for (std::size_t i = 0; i < t.key_positions.size(); ++i) {
    keys += (i ? ", " : "") + std::string(1, option_letter(i)) + " " + number(t.key_positions[i]);
    if (t.questions)
      keys += " (" + fixed(100.0 * static_cast<double>(t.key_positions[i]) / static_cast<double>(t.questions)) + "%)";
  }
  if (keys.empty()) keys = "-";
  if (t.no_single_key) keys = format_message(tr("{}, zonder precies één sleutel {}"), {keys, number(t.no_single_key)});
  out << "  " << format_message(tr("sleutelpositie: {}"), {keys}) << "\n";
  out << "  "
      << format_message(
             tr("opties: {}, lengte in tekens gemiddeld {}, min {}, max {}"),
             {number(t.options), fixed(t.option_length_mean), number(t.option_length_min), number(t.option_length_max)})
      << "\n";
  out << "  "
      << format_message(
             tr("verwijzingen (related): {} uitgaand ({} per vraag), {} inkomend, {} naar andere onderwerpen, {} naar "
                "onbekende ids; {}"),
             {number(t.links_out),
              fixed(t.questions ? static_cast<double>(t.links_out) / static_cast<double>(t.questions) : 0),
              number(t.links_in), number(t.links_other_topic), number(t.links_unknown),
              plural(t.without_related,
                     trn("{} vraag zonder verwijzingen", "{} vragen zonder verwijzingen", t.without_related))})
      << "\n";
  out << "  "
      << format_message(tr("lint: {}, {}, {}"),
                        {plural(t.errors, trn("{} fout", "{} fouten", t.errors)),
                         plural(t.warnings, trn("{} waarschuwing", "{} waarschuwingen", t.warnings)),
                         plural(t.infos, trn("{} melding", "{} meldingen", t.infos))})
      << "\n";
  std::string statuses;
  for (std::size_t i = 0; i < std::size(kStatuses); ++i) {
    statuses += (i ? ", " : "") + std::string(kStatuses[i]) + " " + number(t.statuses[i]);
  }
  out << "  " << format_message(tr("status: {}"), {statuses}) << "\n";
  out << "  "
      << format_message(
             trn("sleutel tegen afleiders ({} vraag met één sleutel): gemiddeld {} tegen {} tekens; de "
                 "sleutel is de langste optie bij {}",
                 "sleutel tegen afleiders ({} vragen met één sleutel): gemiddeld {} tegen {} tekens; de "
                 "sleutel is de langste optie bij {}",
                 t.keyed),
             {number(t.keyed), fixed(t.key_length_mean), fixed(t.distractor_length_mean), number(t.key_longest)})
      << "\n";
  std::string buckets;
  for (std::size_t i = 0; i < t.explanation_words.size(); ++i) {
    buckets += (i ? ", " : " ") + explanation_bucket_label(i) + ": " + number(t.explanation_words[i]);
  }
  out << "  " << format_message(tr("toelichting: gemiddeld {} woorden;{}"), {fixed(t.explanation_words_mean), buckets})
      << "\n";
  if (t.key_position_findings) out << "  style/key-position-bias: " << t.key_position_message << "\n";
}

nlohmann::ordered_json json_block(const TopicStats& t) {
  nlohmann::ordered_json o;
  if (!t.id.empty()) {
    o["id"] = t.id;
    o["title"] = t.title;
  }
  o["questions"] = t.questions;
  nlohmann::ordered_json keys = nlohmann::ordered_json::object();
  for (std::size_t i = 0; i < t.key_positions.size(); ++i) keys[std::string(1, option_letter(i))] = t.key_positions[i];
  o["key_positions"] = std::move(keys);
  nlohmann::ordered_json expected = nlohmann::ordered_json::object();
  for (std::size_t i = 0; i < t.key_positions.size(); ++i) {
    const double e = i < t.key_expected.size() ? t.key_expected[i] : 0.0;
    expected[std::string(1, option_letter(i))] =
        std::round(e * 1000) / 1000;  // three decimals: the same text everywhere
  }
  o["key_expected"] = std::move(expected);
  o["no_single_key"] = t.no_single_key;
  o["options"] = t.options;
  o["option_length"] = {{"mean", t.option_length_mean}, {"min", t.option_length_min}, {"max", t.option_length_max}};
  o["links"] = {{"out", t.links_out},
                {"in", t.links_in},
                {"other_topic", t.links_other_topic},
                {"unknown", t.links_unknown},
                {"questions_without", t.without_related}};
  o["lint"] = {{"errors", t.errors}, {"warnings", t.warnings}, {"infos", t.infos}};
  nlohmann::ordered_json statuses = nlohmann::ordered_json::object();
  for (std::size_t i = 0; i < std::size(kStatuses); ++i) statuses[kStatuses[i]] = t.statuses[i];
  o["statuses"] = std::move(statuses);
  o["key_length"] = {{"questions", t.keyed},
                     {"key_mean", t.key_length_mean},
                     {"distractor_mean", t.distractor_length_mean},
                     {"key_longest", t.key_longest}};
  nlohmann::ordered_json buckets = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < t.explanation_words.size(); ++i) {
    buckets.push_back({{"words", explanation_bucket_label(i)}, {"questions", t.explanation_words[i]}});
  }
  o["explanation_words"] = {{"mean", t.explanation_words_mean}, {"buckets", std::move(buckets)}};
  o["without_related"] = t.without_related_ids;
  o["key_position_bias"] = {{"findings", t.key_position_findings}, {"message", t.key_position_message}};
  return o;
}

}  // namespace

BankStats compute_stats(const Bank& bank, const std::vector<Diagnostic>& diagnostics) {
  BankStats s;
  std::map<std::string, std::size_t> index;
  std::unordered_map<std::string, std::size_t> by_folder;
  for (const auto& topic : bank.topics) {
    TopicStats t;
    t.id = topic.id;
    t.title = topic.title.value;
    index[t.id] = s.topics.size();
    by_folder.emplace(topic.folder_path, s.topics.size());
    s.topics.push_back(std::move(t));
  }
  std::vector<TopicAcc> acc(s.topics.size());
  TopicAcc total_acc;
  for (const auto& q : bank.questions) {
    auto it = index.find(q.topic);
    if (it != index.end()) add_question(s.topics[it->second], acc[it->second], q, bank);
    add_question(s.total, total_acc, q, bank);
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
  for (std::size_t i = 0; i < s.topics.size(); ++i) finish(s.topics[i], acc[i]);
  finish(s.total, total_acc);

  // The topic of a finding: the innermost topic folder its file lies in.
  auto topic_of = [&](const std::string& file) -> std::optional<std::size_t> {
    std::string_view dir = file;
    for (auto slash = dir.rfind('/'); slash != std::string_view::npos; slash = dir.rfind('/')) {
      dir = dir.substr(0, slash);
      if (auto it = by_folder.find(std::string(dir)); it != by_folder.end()) return it->second;
    }
    return std::nullopt;
  };
  std::map<std::pair<std::string, Severity>, std::size_t> per_rule;
  for (const auto& d : diagnostics) {
    count(d, s.total.errors, s.total.warnings, s.total.infos);
    ++per_rule[{d.rule, d.severity}];
    const bool bias = d.is(RuleId::style_key_position_bias);
    if (bias) ++s.total.key_position_findings;
    if (const auto t = topic_of(d.file)) {
      TopicStats& topic = s.topics[*t];
      count(d, topic.errors, topic.warnings, topic.infos);
      if (bias && topic.key_position_findings++ == 0) topic.key_position_message = d.message;
    } else {
      count(d, s.other_errors, s.other_warnings, s.other_infos);
      if (bias && s.total.key_position_message.empty()) s.total.key_position_message = d.message;
    }
  }
  for (const auto& [key, n] : per_rule) s.rules.push_back({key.first, key.second, n});
  std::stable_sort(s.rules.begin(), s.rules.end(),
                   [](const RuleCount& a, const RuleCount& b) { return a.count > b.count; });
  return s;
}

std::string explanation_bucket_label(std::size_t bucket) {
  const std::size_t from = kExplanationBuckets[bucket];
  if (bucket + 1 >= std::size(kExplanationBuckets)) return std::to_string(from) + "+";
  const std::size_t to = kExplanationBuckets[bucket + 1] - 1;
  return from == to ? std::to_string(from) : std::to_string(from) + "\u2013" + std::to_string(to);
}

void render_stats_text(const BankStats& stats, std::ostream& out) {
  for (const auto& t : stats.topics) {
    out << (t.title.empty() ? format_message(tr("onderwerp {}"), {t.id})
                            : format_message(tr("onderwerp {} ({})"), {t.id, t.title}))
        << "\n";
    text_block(t, out);
    out << "\n";
  }
  const std::size_t topics = stats.topics.size();
  out << format_message(tr("hele bank: {}"), {plural(topics, trn("{} onderwerp", "{} onderwerpen", topics))}) << "\n";
  text_block(stats.total, out);
  if (stats.other_errors + stats.other_warnings + stats.other_infos > 0) {
    out << "  "
        << format_message(
               tr("waarvan buiten de onderwerpen (qbank.toml en dergelijke): {}, {}, {}"),
               {plural(stats.other_errors, trn("{} fout", "{} fouten", stats.other_errors)),
                plural(stats.other_warnings, trn("{} waarschuwing", "{} waarschuwingen", stats.other_warnings)),
                plural(stats.other_infos, trn("{} melding", "{} meldingen", stats.other_infos))})
        << "\n";
  }
}

void render_stats_json(const BankStats& stats, std::ostream& out) { out << stats_json(stats); }

std::string stats_json(const BankStats& stats) {
  nlohmann::ordered_json doc;
  doc["topics"] = nlohmann::ordered_json::array();
  for (const auto& t : stats.topics) doc["topics"].push_back(json_block(t));
  doc["total"] = json_block(stats.total);
  doc["total"]["topics"] = stats.topics.size();
  doc["total"]["lint_outside_topics"] = {
      {"errors", stats.other_errors}, {"warnings", stats.other_warnings}, {"infos", stats.other_infos}};
  nlohmann::ordered_json rules = nlohmann::ordered_json::array();
  for (const auto& r : stats.rules) {
    rules.push_back({{"rule", r.rule}, {"severity", std::string(severity_name(r.severity))}, {"findings", r.count}});
  }
  doc["rules"] = std::move(rules);
  return doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace qbank
