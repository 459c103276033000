// lab::Function<R(Args...)>: a copyable holder of any callable (a lambda, a function pointer), as
// std::function, for the callbacks of collisions.hpp (a convex shape's support function, the impact searches'
// tests). Its own small type so that the public header does not make every Collisions source parse
// <functional> (17,000 lines of searchers and hash tables that no Collisions function uses).
#pragma once

#include <cstddef>
#include <cstdlib>
#include <type_traits>
#include <utility>

namespace lab {

template <class Signature>
class Function;

template <class R, class... Args>
class Function<R(Args...)> {
 public:
  Function() = default;
  Function(std::nullptr_t) {}  // NOLINT(google-explicit-constructor): as std::function
  template <class F>
  requires(!std::is_same_v<std::remove_cvref_t<F>, Function> && std::is_invocable_r_v<R, std::decay_t<F>&, Args...>)
      Function(F&& callable)  // NOLINT(google-explicit-constructor): a lambda converts, as to std::function
      : held_(new Held<std::decay_t<F>>(std::forward<F>(callable))) {}
  Function(const Function& other) : held_(other.held_ != nullptr ? other.held_->Copy() : nullptr) {}
  Function(Function&& other) noexcept : held_(std::exchange(other.held_, nullptr)) {}
  Function& operator=(Function other) noexcept {
    std::swap(held_, other.held_);
    return *this;
  }
  ~Function() { delete held_; }

  explicit operator bool() const { return held_ != nullptr; }
  // Calling an empty Function is a programming error (std::function would throw): it aborts.
  R operator()(Args... args) const {
    if (held_ == nullptr) std::abort();
    return held_->Call(std::forward<Args>(args)...);
  }

 private:
  struct Callable {
    virtual ~Callable() = default;
    virtual R Call(Args... args) = 0;
    virtual Callable* Copy() const = 0;
  };
  template <class F>
  struct Held final : Callable {
    explicit Held(F held) : f(std::move(held)) {}
    R Call(Args... args) override { return static_cast<R>(f(std::forward<Args>(args)...)); }
    Callable* Copy() const override { return new Held(f); }
    F f;
  };
  Callable* held_ = nullptr;
};

}  // namespace lab
