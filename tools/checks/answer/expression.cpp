#include "checks/answer/expression.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

#include "core/i18n.h"
#include "core/utf8.h"

namespace qbank {
namespace {

bool ascii_digit(char c) { return c >= '0' && c <= '9'; }

// Recursive descent over
//   sum     := product (('+' | '-') product)*
//   product := unary (('*' | '/') unary)*
//   unary   := '-' unary | power
//   power   := primary ('^' unary)?          (right-associative: 2^3^2 = 2^9; -2^2 = -4)
//   primary := number | '(' sum ')'
// Every method returns NaN once `failed` is set; callers check `failed` after each call.
class Parser {
 public:
  Parser(std::string_view text, const ExpressionLimits& limits) : text_(text), limits_(limits) {}

  ExpressionResult run() {
    ExpressionResult r;
    skip_space();
    if (pos_ >= text_.size()) {
      fail(0, text_.size(), tr("de uitdrukking is leeg; schrijf een berekening zoals `7e9 * 2 / 1e9`"));
    } else {
      const double v = sum();
      if (!failed_) {
        skip_space();
        if (pos_ < text_.size()) unexpected_after_operand();
      }
      if (!failed_) {
        r.ok = true;
        r.value = v;
        return r;
      }
    }
    r.error = error_;
    r.begin = begin_;
    r.end = end_;
    r.column = utf8::count_code_points(text_.substr(0, begin_)) + 1;
    return r;
  }

 private:
  static constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

  double fail(std::size_t begin, std::size_t end, std::string message) {
    if (!failed_) {
      failed_ = true;
      begin_ = std::min(begin, text_.size());
      end_ = std::max(begin_, std::min(end, text_.size()));
      error_ = std::move(message);
    }
    return kNaN;
  }

  // The code point at `at` and its length in bytes.
  char32_t peek_cp(std::size_t at, std::size_t* len = nullptr) const {
    char32_t cp = 0;
    const std::size_t n = at < text_.size() ? utf8::decode(text_, at, cp) : 0;
    if (len) *len = n;
    return cp;
  }

  void skip_space() {
    while (pos_ < text_.size()) {
      std::size_t n;
      const char32_t cp = peek_cp(pos_, &n);
      if (!utf8::is_space(cp)) return;
      pos_ += n;
    }
  }

  bool enter(std::size_t at) {
    if (++depth_ > limits_.max_depth) {
      fail(at, at + 1,
           format_message(tr("de uitdrukking is te diep genest (meer dan {} niveaus haakjes, mintekens of machten); "
                             "vereenvoudig haar"),
                          {std::to_string(limits_.max_depth)}));
      return false;
    }
    return true;
  }

  double sum() {
    double v = product();
    while (!failed_) {
      skip_space();
      if (pos_ >= text_.size() || (text_[pos_] != '+' && text_[pos_] != '-')) break;
      const char op = text_[pos_];
      const std::size_t at = pos_++;
      const double rhs = product();
      if (failed_) break;
      v = op == '+' ? v + rhs : v - rhs;
      if (!std::isfinite(v)) return fail(at, at + 1, tr("de uitkomst wordt bij deze bewerking te groot"));
    }
    return v;
  }

  double product() {
    double v = unary();
    while (!failed_) {
      skip_space();
      if (pos_ >= text_.size()) break;
      const char op = text_[pos_];
      if (op == '*' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '*') {
        return fail(pos_, pos_ + 2, tr("`**` is geen operator; schrijf een macht als `^`, zoals `10^9`"));
      }
      if (op != '*' && op != '/') break;
      const std::size_t at = pos_++;
      const std::size_t rhs_begin = next_non_space(pos_);
      const double rhs = unary();
      if (failed_) break;
      if (op == '/' && rhs == 0) {
        return fail(rhs_begin, pos_, tr("deling door nul; controleer de noemer van deze deling"));
      }
      v = op == '*' ? v * rhs : v / rhs;
      if (!std::isfinite(v)) return fail(at, at + 1, tr("de uitkomst wordt bij deze bewerking te groot"));
    }
    return v;
  }

  double unary() {
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == '-') {
      const std::size_t at = pos_++;
      if (!enter(at)) return kNaN;
      const double v = unary();
      --depth_;
      return failed_ ? kNaN : -v;
    }
    return power();
  }

  double power() {
    const std::size_t base_begin = next_non_space(pos_);
    const double base = primary();
    if (failed_) return kNaN;
    skip_space();
    if (pos_ >= text_.size() || text_[pos_] != '^') return base;
    const std::size_t at = pos_++;
    if (!enter(at)) return kNaN;
    const double exponent = unary();
    --depth_;
    if (failed_) return kNaN;
    if (base == 0 && exponent < 0) {
      return fail(base_begin, pos_, tr("nul tot een negatieve macht is niet gedefinieerd"));
    }
    if (base < 0 && exponent != std::floor(exponent)) {
      return fail(base_begin, pos_, tr("een negatief getal tot een niet-gehele macht is geen reëel getal"));
    }
    const double v = std::pow(base, exponent);
    if (!std::isfinite(v)) return fail(at, at + 1, tr("de uitkomst van deze macht is te groot"));
    return v;
  }

  double primary() {
    skip_space();
    if (pos_ >= text_.size()) {
      return fail(text_.size(), text_.size(), last_operator_message());
    }
    const char c = text_[pos_];
    if (ascii_digit(c) || (c == '.' && pos_ + 1 < text_.size() && ascii_digit(text_[pos_ + 1]))) return number();
    if (c == '(') {
      const std::size_t open = pos_++;
      if (!enter(open)) return kNaN;
      const double v = sum();
      --depth_;
      if (failed_) return kNaN;
      skip_space();
      if (pos_ >= text_.size()) {
        return fail(open, open + 1, tr("dit haakje `(` wordt niet gesloten; voeg `)` toe"));
      }
      if (text_[pos_] != ')') {
        unexpected_after_operand();
        return kNaN;
      }
      ++pos_;
      return v;
    }
    return unexpected_operand();
  }

  double number() {
    const std::size_t begin = pos_;
    std::size_t i = pos_;
    while (i < text_.size() && ascii_digit(text_[i])) ++i;
    if (i < text_.size() && text_[i] == '.') {
      ++i;
      if (i >= text_.size() || !ascii_digit(text_[i])) {
        return fail(begin, i, tr("na de decimale punt ontbreken cijfers; schrijf bijvoorbeeld `2.5` of `2`"));
      }
      while (i < text_.size() && ascii_digit(text_[i])) ++i;
    }
    if (i < text_.size() && text_[i] == ',' && i + 1 < text_.size() && ascii_digit(text_[i + 1])) {
      std::size_t j = i + 1;
      while (j < text_.size() && ascii_digit(text_[j])) ++j;
      return fail(begin, j,
                  format_message(tr("een komma is in een uitdrukking geen decimaalteken; schrijf `{}` met een punt"),
                                 {std::string(text_.substr(begin, i - begin)) + "." +
                                  std::string(text_.substr(i + 1, j - i - 1))}));
    }
    if (i < text_.size() && (text_[i] == 'e' || text_[i] == 'E')) {
      std::size_t j = i + 1;
      if (j < text_.size() && (text_[j] == '+' || text_[j] == '-')) ++j;
      if (j >= text_.size() || !ascii_digit(text_[j])) {
        // "2e" or "2ex": a letter glued to a number.
        if (j == i + 1 && j < text_.size() && utf8::is_letter(peek_cp(j))) return name_error(i, word_end(i));
        return fail(i, j, tr("de exponent heeft geen cijfers; schrijf bijvoorbeeld `1e9` of `2.5e-3`"));
      }
      while (j < text_.size() && ascii_digit(text_[j])) ++j;
      i = j;
    }
    double v = 0;
    const auto res = std::from_chars(text_.data() + begin, text_.data() + i, v, std::chars_format::general);
    pos_ = i;
    if (res.ec == std::errc::result_out_of_range) {
      // Denormal underflow is harmless; overflow is not.
      bool tiny = false;
      for (std::size_t k = begin; k < i; ++k) {
        if ((text_[k] == 'e' || text_[k] == 'E') && k + 1 < i && text_[k + 1] == '-') tiny = true;
      }
      if (tiny) return 0.0;
      return fail(begin, i, tr("dit getal is te groot om mee te rekenen"));
    }
    if (res.ec != std::errc() || res.ptr != text_.data() + i) {
      return fail(begin, i, tr("dit getal is onleesbaar; schrijf het als `7e9`, `2.5` of `1000`"));
    }
    // A letter glued to the number ("7B", "2GB") is a unit or a name, not part of the number.
    if (pos_ < text_.size() && utf8::is_letter(peek_cp(pos_))) return name_error(pos_, word_end(pos_));
    return v;
  }

  double name_error(std::size_t begin, std::size_t end) {
    return fail(begin, end,
                format_message(tr("onbekende naam `{}`: alleen getallen, + - * / ^ en haakjes zijn toegestaan; vul de "
                                  "waarde zelf in (de eenheid hoort in `unit`)"),
                               {text_.substr(begin, end - begin)}));
  }

  // The end of the name (letters, digits, underscores) that starts at `at`.
  std::size_t word_end(std::size_t at) const {
    while (at < text_.size()) {
      std::size_t n;
      const char32_t cp = peek_cp(at, &n);
      if (!utf8::is_letter(cp) && !utf8::is_digit(cp) && cp != '_') break;
      at += n;
    }
    return at;
  }

  std::size_t next_non_space(std::size_t at) const {
    while (at < text_.size()) {
      std::size_t n;
      const char32_t cp = peek_cp(at, &n);
      if (!utf8::is_space(cp)) break;
      at += n;
    }
    return at;
  }

  std::string last_operator_message() const {
    // Find the last operator before the end, for a message that names it.
    std::size_t i = text_.size();
    while (i > 0 && (text_[i - 1] == ' ' || text_[i - 1] == '\t')) --i;
    if (i > 0) {
      const char c = text_[i - 1];
      if (c == '(') return tr("de uitdrukking houdt op na `(`; vul de berekening aan en sluit af met `)`");
      if (c == '+' || c == '-' || c == '*' || c == '/' || c == '^') {
        return format_message(tr("de uitdrukking houdt op na `{}`; er ontbreekt een getal of `(`"),
                              {std::string(1, c)});
      }
    }
    return tr("de uitdrukking houdt te vroeg op; er ontbreekt een getal of `(`");
  }

  // A character where a number or `(` should start.
  double unexpected_operand() {
    std::size_t n;
    const char32_t cp = peek_cp(pos_, &n);
    const std::size_t at = pos_;
    if (cp == '+') return fail(at, at + 1, tr("een plusteken vóór een getal is niet toegestaan; laat het weg"));
    if (cp == ')') return fail(at, at + 1, tr("vóór `)` ontbreekt een getal of een berekening"));
    if (cp == '*' || cp == '/' || cp == '^') {
      return fail(at, at + 1,
                  format_message(tr("vóór `{}` ontbreekt een getal of `(`"), {std::string(1, static_cast<char>(cp))}));
    }
    if (cp == ',')
      return fail(at, at + 1, tr("een komma is in een uitdrukking geen decimaalteken; schrijf `0.5` met een punt"));
    if (utf8::is_letter(cp)) return name_error(at, word_end(at));
    return symbol_error(cp, at, n);
  }

  // After a complete operand: something that is neither an operator nor the end.
  void unexpected_after_operand() {
    std::size_t n;
    const char32_t cp = peek_cp(pos_, &n);
    const std::size_t at = pos_;
    if (cp == ')') {
      fail(at, at + 1, tr("dit haakje `)` heeft geen bijbehorend `(`; verwijder het of voeg `(` toe"));
    } else if (ascii_digit(static_cast<char>(cp)) || cp == '.') {
      fail(at, at + 1, tr("tussen twee getallen ontbreekt een operator (+ - * / ^)"));
    } else if (cp == '(') {
      fail(at, at + 1, tr("vóór `(` ontbreekt een operator; schrijf bijvoorbeeld `2 * (3 + 4)`"));
    } else if (utf8::is_letter(cp)) {
      name_error(at, word_end(at));
    } else if (cp == ',') {
      fail(at, at + 1, tr("een komma is in een uitdrukking geen decimaalteken; schrijf een punt, zoals `2.5`"));
    } else {
      symbol_error(cp, at, n);
    }
  }

  double symbol_error(char32_t cp, std::size_t at, std::size_t n) {
    const std::string shown(text_.substr(at, std::max<std::size_t>(n, 1)));
    if (cp == U'×' || cp == U'·' || cp == U'∙' || cp == U'⋅') {
      return fail(at, at + n, format_message(tr("`{}` is geen operator; schrijf `*` om te vermenigvuldigen"), {shown}));
    }
    if (cp == U'÷' || cp == ':')
      return fail(at, at + n, format_message(tr("`{}` is geen operator; schrijf `/` om te delen"), {shown}));
    if (cp == U'−' || cp == U'–' || cp == U'—') {
      return fail(at, at + n, format_message(tr("`{}` is geen minteken; schrijf het gewone `-`"), {shown}));
    }
    if ((cp >= U'⁰' && cp <= U'⁹') || cp == U'¹' || cp == U'²' || cp == U'³' || cp == U'⁻') {
      return fail(at, at + n, tr("superscript is niet toegestaan; schrijf een macht als `10^9` of `1e9`"));
    }
    if (cp == '[' || cp == ']' || cp == '{' || cp == '}') {
      return fail(at, at + n, format_message(tr("`{}` is niet toegestaan; gebruik ronde haakjes `(` en `)`"), {shown}));
    }
    if (cp == '%')
      return fail(at, at + n, tr("`%` is niet toegestaan; schrijf een percentage als deling, zoals `15 / 100`"));
    std::string visible = shown;
    if (cp < 0x20 || cp == 0x7F) visible = "U+" + std::to_string(static_cast<unsigned>(cp));
    return fail(
        at, at + n,
        format_message(tr("`{}` is niet toegestaan; een uitdrukking bevat alleen getallen, + - * / ^ en haakjes"),
                       {visible}));
  }

  std::string_view text_;
  const ExpressionLimits& limits_;
  std::size_t pos_ = 0;
  std::size_t depth_ = 0;
  bool failed_ = false;
  std::string error_;
  std::size_t begin_ = 0;
  std::size_t end_ = 0;
};

}  // namespace

ExpressionResult evaluate_expression(std::string_view text, const ExpressionLimits& limits) {
  if (text.size() > limits.max_bytes) {
    ExpressionResult r;
    r.error = format_message(tr("de uitdrukking is te lang ({} bytes; hoogstens {}); vereenvoudig de berekening"),
                             {std::to_string(text.size()), std::to_string(limits.max_bytes)});
    r.begin = 0;
    r.end = text.size();
    r.column = 1;
    return r;
  }
  if (!utf8::valid(text)) {
    ExpressionResult r;
    std::size_t bad = 0;
    utf8::valid(text, &bad);
    r.error = tr("de uitdrukking bevat ongeldige UTF-8");
    r.begin = bad;
    r.end = bad + 1;
    r.column = utf8::count_code_points(text.substr(0, bad)) + 1;
    return r;
  }
  return Parser(text, limits).run();
}

}  // namespace qbank
