#include "checks/style/key_position_bias.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "checks/style/cue_util.h"
#include "core/i18n.h"
#include "core/model.h"
#include "core/strings.h"

namespace qbank {

namespace {

constexpr RuleId kKeyPositionRule = RuleId::style_key_position_bias;
constexpr Span kFileStart{{1, 1}, {1, 1}};

// A question that takes part: one key, at least two options, not retired.
struct Sample {
  const Question* q;
  int key;
  std::size_t options;
};

std::vector<Sample> samples_of(const Bank& bank, const std::vector<std::size_t>& indices) {
  std::vector<Sample> out;
  for (std::size_t i : indices) {
    const Question& q = bank.questions[i];
    if (q.status.present && q.status.value == "retired") continue;
    const int key = q.key_index();
    if (key < 0 || q.options.size() < 2) continue;
    out.push_back({&q, key, q.options.size()});
  }
  return out;
}

std::string letter(std::size_t i) { return std::string(1, option_letter(i)); }

std::string p_text(double p) {
  if (p < 0.0001) return "p < " + ui_decimal("0.0001");
  return "p = " + style::ui_number(p, 4);
}

// "A 1, B 1, C 10 (bij toeval 4,0 elk; χ² = …)" or with each expectation when they differ.
std::string counts_text(const PositionTest& t) {
  std::vector<std::string> parts;
  bool same = true;
  for (std::size_t j = 0; j < t.observed.size(); ++j) {
    if (t.expected[j] <= 0) continue;
    parts.push_back(letter(j) + " " + std::to_string(t.observed[j]));
    if (std::fabs(t.expected[j] - t.expected[0]) > 1e-9) same = false;
  }
  std::string s = join(parts, ", ");
  if (same) {
    s += format_message(tr(" (bij toeval {} elk"), {style::ui_number(t.expected[0], 1)});
  } else {
    std::vector<std::string> e;
    for (std::size_t j = 0; j < t.expected.size(); ++j) {
      if (t.expected[j] > 0) e.push_back(letter(j) + " " + style::ui_number(t.expected[j], 1));
    }
    s += format_message(tr(" (bij toeval {}"), {join(e, ", ")});
  }
  return s + "; χ² = " + style::ui_number(t.chi_square, 2) + ", df = " + std::to_string(t.df) + ", " + p_text(t.p) +
         ")";
}

}  // namespace

double gamma_q(double a, double x) {
  if (x <= 0) return 1.0;
  const double log_prefix = -x + a * std::log(x) - std::lgamma(a);
  if (x < a + 1) {
    // P(a, x) as a power series; Q = 1 - P.
    double term = 1.0 / a, sum = term;
    for (int n = 1; n < 10000; ++n) {
      term *= x / (a + n);
      sum += term;
      if (std::fabs(term) < std::fabs(sum) * 1e-15) break;
    }
    return std::max(0.0, 1.0 - sum * std::exp(log_prefix));
  }
  // Q(a, x) as a continued fraction, evaluated with the modified Lentz method.
  constexpr double tiny = 1e-300;
  double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
  for (int i = 1; i < 10000; ++i) {
    const double an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (std::fabs(d) < tiny) d = tiny;
    c = b + an / c;
    if (std::fabs(c) < tiny) c = tiny;
    d = 1 / d;
    const double delta = d * c;
    h *= delta;
    if (std::fabs(delta - 1) < 1e-15) break;
  }
  return std::min(1.0, std::exp(log_prefix) * h);
}

PositionTest test_positions(const std::vector<int>& keys, const std::vector<std::size_t>& options) {
  PositionTest t;
  std::size_t width = 0;
  for (std::size_t n : options) width = std::max(width, n);
  t.observed.assign(width, 0);
  t.expected.assign(width, 0.0);
  for (std::size_t i = 0; i < keys.size(); ++i) {
    ++t.observed[static_cast<std::size_t>(keys[i])];
    for (std::size_t j = 0; j < options[i]; ++j) t.expected[j] += 1.0 / static_cast<double>(options[i]);
  }
  int cells = 0;
  for (std::size_t j = 0; j < width; ++j) {
    if (t.expected[j] <= 0) continue;
    const double diff = static_cast<double>(t.observed[j]) - t.expected[j];
    t.chi_square += diff * diff / t.expected[j];
    ++cells;
  }
  t.df = cells - 1;
  t.p = t.df > 0 ? gamma_q(t.df / 2.0, t.chi_square / 2.0) : 1.0;
  return t;
}

void KeyPositionBiasCheck::check_bank(const LintContext& ctx, std::vector<Diagnostic>& out) const {
  if (!ctx.enabled(kKeyPositionRule)) return;
  const Bank& bank = ctx.bank;
  const auto& settings = ctx.config.settings;
  const double alpha = settings.number("style.key_position_alpha");
  const std::size_t min_questions = static_cast<std::size_t>(settings.integer("style.key_position_min_questions"));
  const std::size_t max_run = static_cast<std::size_t>(settings.integer("style.key_position_max_run"));

  auto test = [&](const std::vector<Sample>& samples) {
    std::vector<int> keys;
    std::vector<std::size_t> options;
    for (const auto& s : samples) {
      keys.push_back(s.key);
      options.push_back(s.options);
    }
    return test_positions(keys, options);
  };

  std::size_t topics_with_samples = 0;
  std::vector<std::size_t> all_indices;
  for (const Topic& topic : bank.topics) {
    const auto samples = samples_of(bank, topic.questions);
    all_indices.insert(all_indices.end(), topic.questions.begin(), topic.questions.end());
    if (samples.empty()) continue;
    ++topics_with_samples;

    // Chance test per topic, reported at topic.toml (or, without one, at the first question's key).
    if (samples.size() >= min_questions) {
      const PositionTest t = test(samples);
      if (t.p < alpha) {
        std::string msg =
            format_message(tr("de sleutels van de {} vragen van onderwerp `{}` staan niet toevallig "
                              "verdeeld over de posities: {}; wie dat merkt, gokt de vaakste letter: schud "
                              "de opties van een deel van de vragen zodat elke positie ongeveer even vaak "
                              "de sleutel is"),
                           {std::to_string(samples.size()), topic.id, counts_text(t)});
        if (topic.source) {
          const Span span = topic.title.present ? topic.title.span : kFileStart;
          out.push_back(make_diagnostic(kKeyPositionRule, topic.path(), span, std::move(msg)));
        } else {
          const Sample& s = samples.front();
          out.push_back(make_diagnostic(kKeyPositionRule, s.q->path(),
                                        s.q->options[static_cast<std::size_t>(s.key)].correct_span, std::move(msg)));
        }
      }
    }

    // Runs of the same key letter in id order, reported at the question that makes the run too long.
    std::size_t start = 0;
    while (start < samples.size()) {
      std::size_t end = start + 1;
      while (end < samples.size() && samples[end].key == samples[start].key) ++end;
      if (end - start > max_run) {
        const Sample& at = samples[start + max_run];
        std::vector<std::string> ids;
        for (std::size_t k = start; k < end; ++k) ids.push_back(samples[k].q->id);
        out.push_back(make_diagnostic(
            kKeyPositionRule, at.q->path(), at.q->options[static_cast<std::size_t>(at.key)].correct_span,
            format_message(tr("de sleutel staat in onderwerp `{}` bij {} vragen op rij (op id) op positie {}: {}; meer "
                              "dan {} op rij valt op en verraadt de sleutel: zet bij deze vraag de sleutel op een "
                              "andere positie"),
                           {topic.id, std::to_string(end - start), letter(static_cast<std::size_t>(at.key)),
                            join(ids, ", "), std::to_string(max_run)})));
      }
      start = end;
    }
  }

  // The whole bank, when it has more than one topic (with one, the topic test says it all):
  // reported at qbank.toml, or without one at the first question's key.
  if (topics_with_samples < 2) return;
  std::sort(all_indices.begin(), all_indices.end());
  const auto samples = samples_of(bank, all_indices);
  if (samples.size() < min_questions) return;
  const PositionTest t = test(samples);
  if (t.p >= alpha) return;
  std::string msg =
      format_message(tr("de sleutels van alle {} vragen van de bank staan niet toevallig verdeeld over de "
                        "posities: {}; schud de opties van een deel van de vragen zodat elke positie "
                        "ongeveer even vaak de sleutel is"),
                     {std::to_string(samples.size()), counts_text(t)});
  if (ctx.config.source) {
    out.push_back(make_diagnostic(kKeyPositionRule, ctx.config.source->path(), kFileStart, std::move(msg)));
  } else {
    const Sample& s = samples.front();
    out.push_back(make_diagnostic(kKeyPositionRule, s.q->path(),
                                  s.q->options[static_cast<std::size_t>(s.key)].correct_span, std::move(msg)));
  }
}

OwnedRules KeyPositionBiasCheck::rules() const { return owns({RuleId::style_key_position_bias}); }

}  // namespace qbank
