// `qbank fmt`: the canonical layout of question and topic files, keeping every value and every
// comment.
//
// The canonical form of a question file:
//   - the `#:schema` directive first, then any header comment (a comment block followed by a
//     blank line at the top of the file);
//   - top-level keys in the order of the schema's properties (format/key_order.h), the plain
//     keys first: stem, explanation, related, status, markup, tags, words (then options, compute
//     and suppress when written inline, then unknown keys in their original order), with no
//     blank lines between them;
//   - then the tables, each after one blank line, in the schema's order: every [[options]]
//     (text, correct, feedback) in its original order, [compute] (expression, unit, tolerance),
//     every [[suppress]] (rule, other, reason), then unknown tables in their original order;
//   - strings as basic strings ("..."), converted from literal strings; a multi-line basic string
//     (""" and a line break, closed right after the text) for a text that contains a line break
//     and for an `explanation` longer than 80 characters; arrays of strings on one line;
//   - keys without indentation, `key = value`, LF line ends, one final newline, no BOM.
// Topic files: title, description, parent, prerequisites (the topic schema's order).
//
// Comments: a comment block stays attached to the key or table header below it and moves with
// it; a comment at the end of a line stays on that line; comments after the last key stay at
// the end. Numbers, dates, inline tables and arrays that contain comments keep their original
// spelling.
//
// Safety: the result is parsed again and must give the same TOML data and the same comments as
// the input; otherwise the file is reported and left alone.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.h"

namespace qbank {

enum class TomlFileKind { Question, Topic };

struct FormatResult {
  bool ok = false;                   // false: leave the file as it is (see problems)
  std::string text;                  // the canonical text, when ok
  std::vector<Diagnostic> problems;  // why it could not be formatted (syntax errors first)
};

// Formats one file's text. `display` names the file in problems.
FormatResult format_toml(const std::string& display, std::string_view text, TomlFileKind kind);

// The kind of a file by its name: topic.toml is a topic, other .toml files are questions.
TomlFileKind toml_file_kind(const std::string& path);

// A TOML basic string literal for `value` ("..." with escapes), and the multi-line form
// ("""\n...""").
std::string toml_basic_string(std::string_view value);
std::string toml_multiline_string(std::string_view value);

// Every comment in a TOML text, in order (for tests and the safety check).
std::vector<std::string> toml_comments(std::string_view text);

}  // namespace qbank
