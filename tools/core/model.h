// The in-memory bank: topics and questions with the source region of every field.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/boxed.h"
#include "core/diagnostic.h"
#include "core/source.h"

namespace qbank {

// The value of a TextField, read like a std::string_view. It cannot be assigned at all, from a
// string or from another field's value: a view must not outlive the text it points into, so
// TextField::set and set_view are the only ways in, and they keep that text alive. A copy of it
// (`std::string_view v = field.value`) is a plain view, valid while the field is.
class FieldText : public std::string_view {
 public:
  FieldText() = default;
  FieldText(const FieldText&) = default;
  ~FieldText() = default;

  std::string str() const { return std::string(*this); }
  friend std::string operator+(std::string a, const FieldText& b) {
    a.append(b);
    return a;
  }
  friend std::string operator+(const FieldText& a, std::string_view b) {
    std::string out = a.str();
    out.append(b);
    return out;
  }

 private:
  friend struct TextField;
  explicit FieldText(std::string_view text) : std::string_view(text) {}
  FieldText& operator=(const FieldText&) = default;
};

// A string read from a TOML file. `span` covers the literal (quotes included); `literal_offset`
// is its byte offset in the source, from which text_locator.h maps offsets inside the value.
//
// The value is a view. When the literal holds the value as written (no escape sequences, which is
// nearly every field), it points into the file's text and `holder_` shares the file; otherwise
// `holder_` is the field's own copy; for an empty value it is null. A copy of a field is as safe
// as the original; a field moved from is empty. At 100,000 questions the copies this replaces
// were 95 MB of the peak (issue 24).
struct TextField {
  static constexpr std::uint32_t kNoOffset = UINT32_MAX;  // no literal to map offsets in

  FieldText value;
  Span key;
  Span span;
  std::uint32_t literal_offset = kNoOffset;  // 32 bits: a file of 4 GiB is no question file
  bool present = false;

  TextField() = default;
  TextField(const TextField&) = default;
  TextField& operator=(const TextField&) = default;
  TextField(TextField&& other) noexcept;
  TextField& operator=(TextField&& other) noexcept;
  ~TextField() = default;

  // The value becomes its own copy of `text`.
  void set(std::string text);
  // The value becomes `text`, which lies in memory that `owner` keeps alive.
  void set_view(std::string_view text, std::shared_ptr<const void> owner);
  // A byte offset as literal_offset holds it: kNoOffset beyond 32 bits.
  static std::uint32_t offset(std::size_t at) { return at < kNoOffset ? static_cast<std::uint32_t>(at) : kNoOffset; }
  // A present field holding its own copy of `text` (tests; code that builds a model without a
  // file uses set()).
  static TextField of(std::string text, Span span = {}, std::size_t literal_offset = kNoOffset);
  // Whether the value points into memory it shares with `owner` (a view into that file's text).
  bool views(const void* owner) const { return holder_.get() == owner && owner != nullptr; }

 private:
  std::shared_ptr<const void> holder_;
};

// A reference to a question or topic by id, at the place it is written.
struct IdRef {
  std::string id;
  Span span;
};

// The letter of the option at `index`: A, B, C ... as students see them.
constexpr char option_letter(std::size_t index) { return static_cast<char>('A' + index); }

struct Option {
  std::size_t index = 0;  // 0-based display position; the letter is 'A' + index
  Span header;            // the `[[options]]` header line (or the inline table)
  TextField text;
  bool correct = false;
  bool correct_present = false;
  Span correct_span;  // the `correct` value
  char letter() const { return option_letter(index); }
  // The option's `feedback`; a field that is not present when it has none.
  const TextField& feedback() const;
  void set_feedback(TextField field);

 private:
  // Most options have no feedback: boxed, 8 bytes instead of a 72-byte TextField in each of
  // 300,000 options at 100,000 questions (issue 24).
  Boxed<TextField> feedback_;
};

struct Suppression {
  std::string rule;  // a rule id, or a family ("style")
  std::string reason;
  std::string other;  // for pairwise rules: the other question's id
  Span span;          // the `[[suppress]]` table
  Span rule_span;
};

struct Computation {
  TextField expression;
  TextField unit;
  double tolerance = 0.05;  // relative
  Span header;
};

struct Question {
  std::string id;     // the file name without .toml
  std::string topic;  // the topic folder's name
  std::shared_ptr<const SourceFile> source;

  TextField stem;
  TextField explanation;
  std::vector<Option> options;
  Span options_key;  // the first `[[options]]` header, or the `options` key
  bool options_present = false;
  std::vector<IdRef> related;
  Span related_key;
  bool related_present = false;
  TextField status;  // draft | review | published | retired (default published)
  TextField markup;  // plain | markdown; absent: the bank's `markup`
  std::vector<std::string> tags;
  std::vector<TextField> words;  // per-question spelling vocabulary
  std::vector<Suppression> suppressions;
  Boxed<Computation> compute;  // absent in nearly every question

  const std::string& path() const { return source->path(); }
  bool published() const { return !status.present || status.value == "published"; }
  // The index of the single correct option; -1 when none or several are marked.
  int key_index() const;
  std::size_t correct_count() const;
};

struct Topic {
  std::string id;                            // the folder name
  std::string folder_path;                   // display path of the folder
  std::shared_ptr<const SourceFile> source;  // topic.toml; null when the file is missing
  TextField title;
  TextField description;
  std::optional<IdRef> parent;
  std::vector<IdRef> prerequisites;
  std::vector<std::size_t> questions;  // indices into Bank::questions, in id order

  std::string path() const { return source ? source->path() : folder_path + "/topic.toml"; }
};

struct Bank {
  std::filesystem::path root;
  std::string root_display;         // the root as shown in paths
  std::vector<Topic> topics;        // sorted by id
  std::vector<Question> questions;  // sorted by path
  std::size_t files = 0;            // files read, including broken ones
  // Question files that did not load (unreadable, malformed TOML...), by id. Their ids exist (from
  // the file name), so links to them are not dangling but cannot be checked.
  struct Unreadable {
    std::string path;  // as shown
    std::string topic;
  };
  std::map<std::string, Unreadable> unreadable;

  // Builds the id indexes and each topic's question list. Call after filling the vectors.
  void index();
  // The first question with this id (ids should be unique; schema/duplicate-id reports others).
  const Question* find_question(std::string_view id) const;
  const Topic* find_topic(std::string_view id) const;
  std::optional<std::size_t> question_index(std::string_view id) const;

 private:
  std::unordered_map<std::string, std::size_t> question_ids_;
  std::unordered_map<std::string, std::size_t> topic_ids_;
};

// True for a valid question or topic id: lower-case ASCII letters and digits in groups joined by
// single hyphens. (The authoritative pattern is in schema/question.schema.json; this is used to
// decide which files are questions at all.)
bool is_valid_id(std::string_view id);

}  // namespace qbank
