#include "core/zip.h"

#include <zip.h>

#include <algorithm>
#include <memory>

namespace qbank::zip {

namespace {

// 2000-01-01 00:00:00 in MS-DOS form (date: years since 1980 << 9 | month << 5 | day).
constexpr zip_uint16_t kDosDate = static_cast<zip_uint16_t>(((2000 - 1980) << 9) | (1 << 5) | 1);
constexpr zip_uint16_t kDosTime = 0;
constexpr zip_uint32_t kUnixMode = 0100644;  // regular file, rw-r--r--

std::string error_text(zip_error_t* e) {
  const char* s = zip_error_strerror(e);
  return s ? s : "unknown libzip error";
}

}  // namespace

bool looks_like_zip(std::string_view bytes) {
  return bytes.size() >= 4 && bytes[0] == 'P' && bytes[1] == 'K' &&
         ((bytes[2] == 3 && bytes[3] == 4) || (bytes[2] == 5 && bytes[3] == 6));
}

std::string write(std::vector<Entry> entries, std::string* error) {
  std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.name < b.name; });
  zip_error_t ze;
  zip_error_init(&ze);
  zip_source_t* buffer = zip_source_buffer_create(nullptr, 0, 0, &ze);
  if (!buffer) {
    if (error) *error = "cannot create a zip buffer: " + error_text(&ze);
    zip_error_fini(&ze);
    return "";
  }
  zip_t* archive = zip_open_from_source(buffer, ZIP_TRUNCATE, &ze);
  if (!archive) {
    if (error) *error = "cannot create a zip archive: " + error_text(&ze);
    zip_source_free(buffer);
    zip_error_fini(&ze);
    return "";
  }
  zip_error_fini(&ze);
  zip_source_keep(buffer);  // keep the bytes after zip_close()
  auto fail = [&](const std::string& what) {
    if (error) *error = what + ": " + zip_strerror(archive);
    zip_discard(archive);
    zip_source_free(buffer);
    return std::string();
  };
  for (const auto& e : entries) {
    zip_source_t* s = zip_source_buffer(archive, e.data.data(), e.data.size(), 0);
    if (!s) return fail("cannot add " + e.name);
    const zip_int64_t index = zip_file_add(archive, e.name.c_str(), s, ZIP_FL_ENC_UTF_8);
    if (index < 0) {
      zip_source_free(s);
      return fail("cannot add " + e.name);
    }
    const auto i = static_cast<zip_uint64_t>(index);
    if (zip_set_file_compression(archive, i, ZIP_CM_DEFLATE, 9) != 0 ||
        zip_file_set_dostime(archive, i, kDosTime, kDosDate, 0) != 0 ||
        zip_file_set_external_attributes(archive, i, 0, ZIP_OPSYS_UNIX, kUnixMode << 16) != 0) {
      return fail("cannot set the attributes of " + e.name);
    }
  }
  if (zip_close(archive) != 0) return fail("cannot finish the zip archive");

  std::string out;
  zip_stat_t st;
  zip_stat_init(&st);
  if (zip_source_open(buffer) != 0 || zip_source_stat(buffer, &st) != 0) {
    if (error) *error = "cannot read the zip buffer";
    zip_source_free(buffer);
    return "";
  }
  out.resize(static_cast<std::size_t>(st.size));
  const zip_int64_t n = zip_source_read(buffer, out.data(), st.size);
  zip_source_close(buffer);
  zip_source_free(buffer);
  if (n < 0 || static_cast<zip_uint64_t>(n) != st.size) {
    if (error) *error = "cannot read the zip buffer";
    return "";
  }
  return out;
}

bool read(std::string_view bytes, std::vector<Entry>& out, std::string* error, const ReadLimits& limits) {
  zip_error_t ze;
  zip_error_init(&ze);
  zip_source_t* src = zip_source_buffer_create(bytes.data(), bytes.size(), 0, &ze);
  if (!src) {
    if (error) *error = error_text(&ze);
    zip_error_fini(&ze);
    return false;
  }
  zip_t* archive = zip_open_from_source(src, ZIP_RDONLY | ZIP_CHECKCONS, &ze);
  if (!archive) {
    if (error) *error = "geen geldig zip-archief: " + error_text(&ze);
    zip_source_free(src);
    zip_error_fini(&ze);
    return false;
  }
  zip_error_fini(&ze);
  std::unique_ptr<zip_t, decltype(&zip_discard)> guard(archive, &zip_discard);
  const zip_int64_t count = zip_get_num_entries(archive, 0);
  if (count < 0 || static_cast<std::uint64_t>(count) > limits.max_entries) {
    if (error) *error = "het zip-archief heeft te veel bestanden";
    return false;
  }
  std::uint64_t total = 0;
  for (zip_uint64_t i = 0; i < static_cast<zip_uint64_t>(count); ++i) {
    zip_stat_t st;
    zip_stat_init(&st);
    if (zip_stat_index(archive, i, 0, &st) != 0 || !(st.valid & ZIP_STAT_NAME) || !(st.valid & ZIP_STAT_SIZE)) {
      if (error) *error = "kan bestand " + std::to_string(i) + " in het zip-archief niet lezen";
      return false;
    }
    std::string name = st.name;
    if (!name.empty() && name.back() == '/') continue;  // a folder
    if (st.size > limits.max_entry_bytes || total + st.size > limits.max_total_bytes) {
      if (error) *error = "het zip-archief is uitgepakt te groot (" + name + ")";
      return false;
    }
    zip_file_t* f = zip_fopen_index(archive, i, 0);
    if (!f) {
      if (error) *error = "kan " + name + " in het zip-archief niet openen: " + zip_strerror(archive);
      return false;
    }
    Entry e;
    e.name = std::move(name);
    e.data.resize(static_cast<std::size_t>(st.size));
    std::uint64_t got = 0;
    while (got < st.size) {
      const zip_int64_t n = zip_fread(f, e.data.data() + got, st.size - got);
      if (n <= 0) break;
      got += static_cast<std::uint64_t>(n);
    }
    // The declared size is checked against the data: a lying header cannot grow the buffer.
    char extra;
    const bool more = zip_fread(f, &extra, 1) > 0;
    zip_fclose(f);
    if (got != st.size || more) {
      if (error) *error = "kan " + e.name + " in het zip-archief niet volledig lezen";
      return false;
    }
    total += st.size;
    out.push_back(std::move(e));
  }
  return true;
}

}  // namespace qbank::zip
