#include "server/transport.h"

#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <optional>

#include "core/i18n.h"
#include "core/strings.h"

namespace qbank::server {

namespace {

std::string_view trim_header(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

bool header_name_is(std::string_view name, std::string_view wanted) {
  return name.size() == wanted.size() && has_ascii_prefix_nocase(name, 0, wanted);
}

}  // namespace

void FrameReader::feed(std::string_view bytes) {
  if (skip_ > 0) {
    const std::size_t n = std::min(skip_, bytes.size());
    skip_ -= n;
    bytes.remove_prefix(n);
  }
  buffer_.append(bytes);
}

void FrameReader::compact() {
  if (start_ > 0 && (start_ == buffer_.size() || start_ > (1u << 20))) {
    buffer_.erase(0, start_);
    start_ = 0;
  }
}

FrameReader::Result FrameReader::next() {
  Result r;
  for (;;) {
    if (in_body_) {
      if (buffer_.size() - start_ < pending_body_) return r;  // NeedMore
      r.status = Status::Message;
      r.body.assign(buffer_, start_, pending_body_);
      start_ += pending_body_;
      in_body_ = false;
      compact();
      return r;
    }
    // A header block ends at the first empty line (CRLF CRLF; a bare LF LF is accepted too).
    const std::string_view rest(buffer_.data() + start_, buffer_.size() - start_);
    std::size_t end = std::string_view::npos;
    std::size_t after = 0;
    for (std::size_t i = 0; i < rest.size(); ++i) {
      if (rest[i] != '\n') continue;
      if (i + 1 < rest.size() && rest[i + 1] == '\n') {
        end = i, after = i + 2;
        break;
      }
      if (i + 2 < rest.size() && rest[i + 1] == '\r' && rest[i + 2] == '\n') {
        end = i, after = i + 3;
        break;
      }
    }
    if (end == std::string_view::npos) {
      // No header is this long: drop what cannot be one so that junk never fills the memory.
      if (rest.size() > 64 * 1024) {
        start_ = buffer_.size();
        compact();
        r.status = Status::Error;
        r.error = tr("een kop van meer dan 64 KB zonder lege regel erna; de bytes zijn overgeslagen");
      }
      return r;
    }
    const std::string_view header = rest.substr(0, end);
    start_ += after;
    std::optional<std::size_t> length;
    bool bad_length = false;
    std::size_t at = 0;
    while (at <= header.size()) {
      std::size_t nl = header.find('\n', at);
      if (nl == std::string_view::npos) nl = header.size();
      const std::string_view line = trim_header(header.substr(at, nl - at));
      at = nl + 1;
      const std::size_t colon = line.find(':');
      if (colon == std::string_view::npos) continue;
      if (!header_name_is(trim_header(line.substr(0, colon)), "content-length")) continue;
      const std::string_view value = trim_header(line.substr(colon + 1));
      std::size_t n = 0;
      const auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
      if (ec != std::errc() || p != value.data() + value.size() || value.empty()) {
        bad_length = true;
      } else {
        length = n;
      }
    }
    if (!length || bad_length) {
      compact();
      r.status = Status::Error;
      r.error = bad_length ? tr("ongeldige Content-Length in de kop van een bericht; het bericht is overgeslagen")
                           : tr("een bericht zonder Content-Length in de kop; het is overgeslagen");
      return r;
    }
    if (*length > kMaxMessageBytes) {
      const std::size_t have = buffer_.size() - start_;
      const std::size_t drop = std::min(have, *length);
      start_ += drop;
      skip_ = *length - drop;
      compact();
      r.status = Status::Error;
      r.error = format_message(tr("een bericht van {} bytes is groter dan de grens van {} bytes en is overgeslagen"),
                               {std::to_string(*length), std::to_string(kMaxMessageBytes)});
      return r;
    }
    pending_body_ = *length;
    in_body_ = true;
  }
}

std::string frame_message(std::string_view body) {
  std::string out = "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n";
  out.append(body);
  return out;
}

FdReader::Read FdReader::read_some(FrameReader& into, int wait_ms) {
  if (wait_ms >= 0) {
    pollfd p{fd_, POLLIN, 0};
    int n;
    do {
      n = ::poll(&p, 1, wait_ms);
    } while (n < 0 && errno == EINTR);
    if (n == 0) return Read::Timeout;
  }
  char chunk[65536];
  for (;;) {
    const ssize_t n = ::read(fd_, chunk, sizeof chunk);
    if (n > 0) {
      into.feed(std::string_view(chunk, static_cast<std::size_t>(n)));
      return Read::Data;
    }
    if (n < 0 && errno == EINTR) continue;
    return Read::End;
  }
}

}  // namespace qbank::server
