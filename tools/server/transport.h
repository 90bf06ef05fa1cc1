// The JSON-RPC transport of the language server: messages framed by a `Content-Length` header
// (LSP base protocol), read from a file descriptor and written to a stream. Framing errors are
// reported and skipped; the reader never throws and never stops before the end of its input.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

namespace qbank::server {

// The largest message body accepted (a 10 MB question file sent whole fits several times).
constexpr std::size_t kMaxMessageBytes = 64u * 1024 * 1024;

// Splits a byte stream into message bodies. Feed it bytes as they arrive; next() hands out one
// complete body at a time.
class FrameReader {
 public:
  enum class Status { Message, NeedMore, Error };
  struct Result {
    Status status = Status::NeedMore;
    std::string body;   // Message
    std::string error;  // Error: a Dutch sentence for the log
  };
  void feed(std::string_view bytes);
  // The next complete message, NeedMore when the bytes so far end inside one, or Error for a
  // header block without a valid Content-Length (the block is dropped; a body whose length is
  // too large is skipped as it arrives).
  Result next();
  // Bytes fed but not yet handed out.
  std::size_t buffered() const { return buffer_.size() - start_; }

 private:
  std::string buffer_;
  std::size_t start_ = 0;         // where the unread bytes begin
  std::size_t skip_ = 0;          // bytes of an oversized body still to drop
  std::size_t pending_body_ = 0;  // a parsed header's body length, waiting for its bytes
  bool in_body_ = false;
  void compact();
};

// One framed message: the header and the body.
std::string frame_message(std::string_view body);

// Reads from a file descriptor into a FrameReader. `wait_ms` < 0 blocks; else returns after at
// most that long without input. Returns false at the end of the input or on a read error.
class FdReader {
 public:
  explicit FdReader(int fd) : fd_(fd) {}
  enum class Read { Data, Timeout, End };
  Read read_some(FrameReader& into, int wait_ms);

 private:
  int fd_;
};

}  // namespace qbank::server
