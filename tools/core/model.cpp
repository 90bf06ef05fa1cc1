#include "core/model.h"

#include <algorithm>

namespace qbank {

void TextField::set(std::string text) {
  if (text.empty()) {
    value = FieldText();
    holder_.reset();
    return;
  }
  auto own = std::make_shared<const std::string>(std::move(text));
  value = FieldText(*own);
  holder_ = std::move(own);
}

void TextField::set_view(std::string_view text, std::shared_ptr<const void> owner) {
  value = FieldText(text);
  holder_ = text.empty() ? nullptr : std::move(owner);
}

TextField::TextField(TextField&& other) noexcept
    : value(other.value),
      key(other.key),
      span(other.span),
      literal_offset(other.literal_offset),
      present(other.present),
      holder_(std::move(other.holder_)) {
  other.value = FieldText();  // its text may go with the holder it no longer has
}

TextField& TextField::operator=(TextField&& other) noexcept {
  if (this != &other) {
    value = other.value;
    key = other.key;
    span = other.span;
    literal_offset = other.literal_offset;
    present = other.present;
    holder_ = std::move(other.holder_);
    other.value = FieldText();
  }
  return *this;
}

const TextField& Option::feedback() const {
  static const TextField kAbsent;
  return feedback_ ? *feedback_ : kAbsent;
}

void Option::set_feedback(TextField field) {
  if (field.present) {
    feedback_ = std::move(field);
  } else {
    feedback_.reset();
  }
}

TextField TextField::of(std::string text, Span span, std::size_t literal_offset) {
  TextField f;
  f.set(std::move(text));
  f.span = span;
  f.literal_offset = offset(literal_offset);
  f.present = true;
  return f;
}

std::size_t Question::correct_count() const {
  return static_cast<std::size_t>(
      std::count_if(options.begin(), options.end(), [](const Option& o) { return o.correct; }));
}

int Question::key_index() const {
  int key = -1;
  for (const auto& o : options) {
    if (!o.correct) continue;
    if (key >= 0) return -1;
    key = static_cast<int>(o.index);
  }
  return key;
}

void Bank::index() {
  question_ids_.clear();
  topic_ids_.clear();
  for (std::size_t i = 0; i < topics.size(); ++i) {
    topics[i].questions.clear();
    topic_ids_.emplace(topics[i].id, i);
  }
  for (std::size_t i = 0; i < questions.size(); ++i) {
    question_ids_.emplace(questions[i].id, i);
    auto t = topic_ids_.find(questions[i].topic);
    if (t != topic_ids_.end()) topics[t->second].questions.push_back(i);
  }
  for (auto& t : topics) {
    std::sort(t.questions.begin(), t.questions.end(),
              [&](std::size_t a, std::size_t b) { return questions[a].id < questions[b].id; });
  }
}

std::optional<std::size_t> Bank::question_index(std::string_view id) const {
  auto it = question_ids_.find(std::string(id));
  if (it == question_ids_.end()) return std::nullopt;
  return it->second;
}

const Question* Bank::find_question(std::string_view id) const {
  auto i = question_index(id);
  return i ? &questions[*i] : nullptr;
}

const Topic* Bank::find_topic(std::string_view id) const {
  auto it = topic_ids_.find(std::string(id));
  return it == topic_ids_.end() ? nullptr : &topics[it->second];
}

bool is_valid_id(std::string_view id) {
  if (id.empty() || id.front() == '-' || id.back() == '-') return false;
  char prev = 0;
  for (char c : id) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    if (!ok || (c == '-' && prev == '-')) return false;
    prev = c;
  }
  return true;
}

}  // namespace qbank
