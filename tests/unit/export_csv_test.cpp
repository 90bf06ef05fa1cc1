// The CSV export: RFC 4180 read back by a strict parser written here from the RFC, equal to the
// bank, and no cell a spreadsheet would run as a formula.
#include <gtest/gtest.h>

#include "core/utf8.h"
#include "export_test_util.h"
#include "test_util.h"

namespace qbank::export_csv_test {
namespace {
namespace fs = std::filesystem;

using Table = std::vector<std::vector<std::string>>;

// RFC 4180: records end with CRLF; a field is quoted when it holds a comma, quote or line break,
// and a quote inside a quoted field is doubled. Any violation fails the test.
Table parse_csv(const std::string& text) {
  Table rows;
  std::vector<std::string> row;
  std::string field;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == '"') {
      ++i;
      while (true) {
        if (i >= text.size()) {
          ADD_FAILURE() << "unterminated quoted field";
          return rows;
        }
        if (text[i] == '"') {
          if (i + 1 < text.size() && text[i + 1] == '"') {
            field += '"';
            i += 2;
            continue;
          }
          ++i;
          break;
        }
        field += text[i++];
      }
    } else {
      while (i < text.size() && text[i] != ',' && text[i] != '\r' && text[i] != '\n') {
        if (text[i] == '"') ADD_FAILURE() << "a quote inside an unquoted field";
        field += text[i++];
      }
    }
    row.push_back(std::move(field));
    field.clear();
    if (i < text.size() && text[i] == ',') {
      ++i;
      continue;
    }
    if (text.compare(i, 2, "\r\n") != 0) {
      ADD_FAILURE() << "a record that does not end with CRLF at byte " << i;
      return rows;
    }
    i += 2;
    rows.push_back(std::move(row));
    row.clear();
  }
  return rows;
}

std::string spreadsheet_safe(const std::string& s) {
  if (!s.empty() && (s[0] == '=' || s[0] == '+' || s[0] == '-' || s[0] == '@' || s[0] == '\t' || s[0] == '\r')) {
    return "'" + s;
  }
  return s;
}

void expect_csv_equal_to_bank(const std::string& csv, const ExportView& view) {
  EXPECT_TRUE(utf8::valid(csv));
  EXPECT_NE(csv.substr(0, 3), "\xEF\xBB\xBF") << "no byte order mark";
  const Table rows = parse_csv(csv);
  ASSERT_EQ(rows.size(), view.questions().size() + 1);
  const auto& header = rows[0];
  auto column = [&](const std::string& name) {
    auto it = std::find(header.begin(), header.end(), name);
    EXPECT_NE(it, header.end()) << name;
    return static_cast<std::size_t>(it - header.begin());
  };
  for (const auto& r : rows) ASSERT_EQ(r.size(), header.size());
  for (std::size_t i = 0; i < view.questions().size(); ++i) {
    const Question& q = *view.questions()[i];
    const auto& r = rows[i + 1];
    EXPECT_EQ(r[column("id")], q.id);
    EXPECT_EQ(r[column("topic")], q.topic);
    EXPECT_EQ(r[column("topic_title")], spreadsheet_safe(view.topic_title(q.topic)));
    EXPECT_EQ(r[column("stem")], spreadsheet_safe(q.stem.value.str()));
    EXPECT_EQ(r[column("explanation")], spreadsheet_safe(q.explanation.value.str()));
    EXPECT_EQ(r[column("key")], std::string(1, static_cast<char>('A' + q.key_index())));
    for (std::size_t k = 0; k < q.options.size(); ++k) {
      EXPECT_EQ(r[column(std::string("option_") + static_cast<char>('a' + k))],
                spreadsheet_safe(q.options[k].text.value.str()));
    }
    std::string related;
    for (const Question* x : view.related(q)) related += (related.empty() ? "" : " ") + x->id;
    EXPECT_EQ(r[column("related")], related);
  }
  // No cell starts like a formula.
  for (const auto& r : rows) {
    for (const auto& cell : r) {
      ASSERT_FALSE(!cell.empty() && std::string("=+-@\t\r").find(cell[0]) != std::string::npos) << cell;
    }
  }
}

TEST(ExportCsv, TheRealBankReadsBackEqualToTheBank) {
  test::TempDir dir;
  const fs::path out = dir.path() / "bank.csv";
  auto r = test::run_qbank({"export", "--format", "csv", "--out", out.string(), test::bank_dir().string()});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto f = test::load_for_export(test::bank_dir());
  const std::string csv = test::read_file(out);
  EXPECT_EQ(csv.substr(0, csv.find("\r\n")),
            "id,topic,topic_title,stem,option_a,option_b,option_c,key,explanation,related,tags");
  expect_csv_equal_to_bank(csv, *f->view);
}

TEST(ExportCsv, FormulaInjectionIsNeutralised) {
  test::TempDir dir;
  auto f = test::load_for_export(test::write_hostile_bank(dir.path()));
  const std::string csv = test::render_one("csv", *f->view);
  expect_csv_equal_to_bank(csv, *f->view);
  EXPECT_NE(csv.find(",'=cmd|' /C calc'!A0,"), std::string::npos);
  EXPECT_NE(csv.find(",'+1 plus vooraan,'-1 min vooraan,'@SUM(A1:A2),'\tTab vooraan,"), std::string::npos);
  // Option feedback exists in this bank, so the feedback columns appear.
  EXPECT_NE(csv.find(",feedback_a,feedback_b,"), std::string::npos);
}

}  // namespace
}  // namespace qbank::export_csv_test
