// The command line in the UI language (core/i18n.h): CLI11's labels, help flag and group names,
// and its parse errors as Dutch (or English) messages with the fix, instead of CLI11's English.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace qbank::cli {

// Before the subcommands are added (they inherit the formatter, help flag and option group).
void localize_app(CLI::App& app);
// After they are added: their group heading ("Opdrachten").
void localize_subcommands(CLI::App& app);
// A parse error as one line for standard error, without the "qbank: " prefix.
std::string describe_parse_error(const CLI::ParseError& e);
// A validator that accepts one of `values`, with a message in the UI language.
CLI::Validator one_of(std::vector<std::string> values);
// A column heading of the --timings table, right-aligned in `width` columns (code points).
std::string timings_heading(const std::string& text, int width);

}  // namespace qbank::cli
