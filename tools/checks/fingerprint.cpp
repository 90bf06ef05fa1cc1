#include "checks/fingerprint.h"

#include "core/hash.h"

namespace qbank {

std::string offending_text(const LintReport& result, const Diagnostic& d) {
  std::string text;
  auto src = result.sources.find(d.file);
  if (d.span.known() && src != result.sources.end()) {
    const std::size_t b = src->second->offset(d.span.begin);
    const std::size_t e = src->second->offset(d.span.end);
    if (e > b) text = src->second->text().substr(b, e - b);
  }
  if (text.empty()) text = d.message;
  std::string out;
  bool space = false;
  for (char c : text) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

std::string finding_fingerprint(const LintReport& result, const Diagnostic& d, const std::string& file) {
  return sha256_hex(d.rule + '\0' + file + '\0' + offending_text(result, d)).substr(0, 32);
}

}  // namespace qbank
