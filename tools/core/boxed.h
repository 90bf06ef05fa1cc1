// Boxed<T>: an optional value kept on the heap, for a member that is absent in nearly every
// object. Absent, it costs one pointer where std::optional<T> costs the whole T: a finding's fix
// (80 bytes) is absent in most of the 190,000 findings of a 100,000-question bank, a question's
// [compute] table (190 bytes) in nearly every question (issue 24). It reads like std::optional and
// copies like a value.
#pragma once

#include <memory>
#include <optional>
#include <utility>

namespace qbank {

template <class T>
class Boxed {
 public:
  Boxed() = default;
  Boxed(std::nullopt_t) {}                                       // NOLINT: reads like std::optional
  Boxed(T value) : p_(std::make_unique<T>(std::move(value))) {}  // NOLINT: reads like std::optional
  Boxed(std::optional<T> value) {                                // NOLINT: reads like std::optional
    if (value) p_ = std::make_unique<T>(std::move(*value));
  }
  Boxed(const Boxed& other) : p_(other.p_ ? std::make_unique<T>(*other.p_) : nullptr) {}
  Boxed(Boxed&&) noexcept = default;
  Boxed& operator=(const Boxed& other) {
    if (this != &other) p_ = other.p_ ? std::make_unique<T>(*other.p_) : nullptr;
    return *this;
  }
  Boxed& operator=(Boxed&&) noexcept = default;
  ~Boxed() = default;

  bool has_value() const { return p_ != nullptr; }
  explicit operator bool() const { return p_ != nullptr; }
  T& operator*() { return *p_; }
  const T& operator*() const { return *p_; }
  T* operator->() { return p_.get(); }
  const T* operator->() const { return p_.get(); }
  T& value() {
    if (!p_) throw std::bad_optional_access();
    return *p_;
  }
  const T& value() const {
    if (!p_) throw std::bad_optional_access();
    return *p_;
  }
  template <class... Args>
  T& emplace(Args&&... args) {
    p_ = std::make_unique<T>(std::forward<Args>(args)...);
    return *p_;
  }
  void reset() { p_.reset(); }

 private:
  std::unique_ptr<T> p_;
};

}  // namespace qbank
