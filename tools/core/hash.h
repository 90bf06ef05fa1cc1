// SHA-256 (OpenSSL's libcrypto): content addresses for the lint cache and stable SARIF
// fingerprints. A cryptographic hash, so a cache shared between CI runs cannot be poisoned by a
// crafted file that collides with another; with the CPU's SHA extensions it hashes about 1 GB/s.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace qbank {

class Sha256 {
 public:
  Sha256();
  ~Sha256();
  Sha256(const Sha256&) = delete;
  Sha256& operator=(const Sha256&) = delete;

  Sha256& update(std::string_view data);
  // Appends a length-prefixed field, so that ("ab","c") and ("a","bc") hash differently.
  Sha256& field(std::string_view data);
  // The digest as 64 lower-case hex digits. Finishes the hash: call once.
  std::string hex();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

std::string sha256_hex(std::string_view data);

}  // namespace qbank
