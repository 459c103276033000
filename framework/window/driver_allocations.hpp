// Under LeakSanitizer, allocations made while a GL driver is loaded are not leak-checked: Mesa keeps a few
// small allocations until it is unloaded, which is not a leak of ours. AddressSanitizer's other checks
// (overflows, use after free) stay on.
#pragma once

#if defined(__SANITIZE_ADDRESS__)
#define LAB_HAS_LSAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LAB_HAS_LSAN 1
#endif
#endif

#if defined(LAB_HAS_LSAN)
#include <sanitizer/lsan_interface.h>
#endif

namespace lab {

class DriverAllocationsNotLeakChecked {
 public:
#if defined(LAB_HAS_LSAN)
  DriverAllocationsNotLeakChecked() { __lsan_disable(); }
  ~DriverAllocationsNotLeakChecked() { __lsan_enable(); }
#else
  DriverAllocationsNotLeakChecked() {}
#endif
  DriverAllocationsNotLeakChecked(const DriverAllocationsNotLeakChecked&) = delete;
  DriverAllocationsNotLeakChecked& operator=(const DriverAllocationsNotLeakChecked&) = delete;
};

}  // namespace lab
