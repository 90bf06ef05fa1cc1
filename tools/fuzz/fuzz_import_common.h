// The shared body of the importer fuzz targets (fuzz_import_<format>.cpp): one importer on
// arbitrary bytes. Invariants: nothing is thrown past Importer::read; every diagnostic points at
// a line of the file (1-based, at most one past the last line) and a column >= 1; every question
// it carries comes out of the TOML writer as a file that parses again (what `qbank import`
// writes must load).
#pragma once

#include <toml++/toml.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "import/importer.h"
#include "import/toml_writer.h"

namespace qbank::fuzz {

inline void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "invariant broken: %s\n%s\n", what, detail.c_str());
  std::abort();
}

inline int import_one(std::string_view format, const std::uint8_t* data, std::size_t size) {
  static const Importer* importer = find_importer(format);
  if (!importer) fail("no importer", std::string(format));
  ImportInput in;
  in.display = "invoer";
  in.content.assign(reinterpret_cast<const char*>(data), size);
  ImportResult out;
  importer->read(in, out);  // an exception escaping here is a crash the fuzzer reports
  std::uint32_t lines = 1;
  for (char c : in.content) lines += c == '\n';
  for (const auto& d : out.diagnostics) {
    const Position& b = d.span.begin;
    if (b.line < 1 || b.column < 1 || b.line > lines + 1) {
      fail("diagnostic outside the file",
           d.rule + " " + std::to_string(b.line) + ":" + std::to_string(b.column) + " " + d.message);
    }
  }
  for (const auto& q : out.questions) {
    const std::string text = question_toml(q);
    try {
      (void)toml::parse(text);
    } catch (const toml::parse_error& e) {
      fail("imported question does not parse", std::string(e.description()) + "\n" + text);
    }
  }
  for (const auto& t : out.topics) {
    const std::string text = topic_toml(t);
    try {
      (void)toml::parse(text);
    } catch (const toml::parse_error& e) {
      fail("imported topic does not parse", std::string(e.description()) + "\n" + text);
    }
  }
  return 0;
}

}  // namespace qbank::fuzz
