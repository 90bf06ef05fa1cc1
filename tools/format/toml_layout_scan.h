// `qbank fmt`'s reading of a TOML file as written: its keys, tables, values (as written) and the
// comments around them, in order, so that formatter.cpp can put them in the canonical order and
// keep every comment with what it describes. Only the layout is read; toml++ checks the data.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace qbank::fmt {

struct Entry {                     // key = value
  std::vector<std::string> key;    // decoded segments
  std::string raw_value;           // as written (line ends normalised)
  bool inner_comments = false;     // the value holds comments (a multi-line array)
  std::vector<std::string> above;  // comment lines above it ("" marks a blank line between blocks)
  std::string trailing;            // the comment at the end of its line, or ""
  std::size_t order = 0;
};

struct Section {
  bool array = false;  // [[...]]
  bool root = false;   // the keys before the first header
  std::vector<std::string> key;
  std::vector<std::string> above;
  std::string trailing;
  std::vector<Entry> entries;
  std::size_t order = 0;
};

struct Document {
  std::string directive;            // "#:schema ..." or ""
  std::vector<std::string> header;  // comment lines at the top, before a blank line
  Section root;
  std::vector<Section> sections;
  std::vector<std::string> footer;  // comment lines after the last key
};

// The layout of `text` (a file toml++ has parsed): throws LayoutScanFailure for a shape the
// scanner does not follow (the file is then left as it is).
class LayoutScanFailure {};
Document scan_layout(std::string_view text);

}  // namespace qbank::fmt
