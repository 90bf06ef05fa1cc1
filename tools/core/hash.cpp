#include "core/hash.h"

#include <nettle/sha2.h>

namespace qbank {

struct Sha256::Impl {
  sha256_ctx ctx;
};

Sha256::Sha256() : impl_(std::make_unique<Impl>()) { sha256_init(&impl_->ctx); }

Sha256::~Sha256() = default;

Sha256& Sha256::update(std::string_view data) {
  sha256_update(&impl_->ctx, data.size(), reinterpret_cast<const std::uint8_t*>(data.data()));
  return *this;
}

Sha256& Sha256::field(std::string_view data) {
  const std::string length = std::to_string(data.size()) + ":";
  update(length);
  return update(data);
}

std::string Sha256::hex() {
  std::uint8_t digest[SHA256_DIGEST_SIZE];
  sha256_digest(&impl_->ctx, SHA256_DIGEST_SIZE, digest);
  static const char* digits = "0123456789abcdef";
  std::string out;
  out.reserve(2 * SHA256_DIGEST_SIZE);
  for (std::uint8_t b : digest) {
    out += digits[b >> 4];
    out += digits[b & 15];
  }
  return out;
}

std::string sha256_hex(std::string_view data) { return Sha256().update(data).hex(); }

}  // namespace qbank
