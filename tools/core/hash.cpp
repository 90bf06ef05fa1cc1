#include "core/hash.h"

#include <openssl/evp.h>

#include <stdexcept>

namespace qbank {

struct Sha256::Impl {
  EVP_MD_CTX* ctx = nullptr;
};

Sha256::Sha256() : impl_(std::make_unique<Impl>()) {
  impl_->ctx = EVP_MD_CTX_new();
  if (!impl_->ctx || EVP_DigestInit_ex(impl_->ctx, EVP_sha256(), nullptr) != 1) {
    throw std::runtime_error("SHA-256 is not available (libcrypto)");
  }
}

Sha256::~Sha256() { EVP_MD_CTX_free(impl_->ctx); }

Sha256& Sha256::update(std::string_view data) {
  EVP_DigestUpdate(impl_->ctx, data.data(), data.size());
  return *this;
}

Sha256& Sha256::field(std::string_view data) {
  const std::string length = std::to_string(data.size()) + ":";
  update(length);
  return update(data);
}

std::string Sha256::hex() {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int n = 0;
  EVP_DigestFinal_ex(impl_->ctx, digest, &n);
  static const char* digits = "0123456789abcdef";
  std::string out;
  out.reserve(2 * n);
  for (unsigned int i = 0; i < n; ++i) {
    out += digits[digest[i] >> 4];
    out += digits[digest[i] & 15];
  }
  return out;
}

std::string sha256_hex(std::string_view data) { return Sha256().update(data).hex(); }

}  // namespace qbank
