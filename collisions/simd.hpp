// SSE helpers of the reference solutions (Raycast(Ray, AABB), Intersects(Triangle, Triangle), the BVHs' node
// tests), in a header of their own so that only the files that use them parse the intrinsics. Not part of the
// public API, and not in a student's hand-out files' includes.
#pragma once

#include <cstddef>

#if defined(__SSE__)
#include <xmmintrin.h>
#endif

namespace lab::Collisions::detail {

// a > b ? a : b and a < b ? a : b (so b when a is NaN), as single instructions (maxss, minss) where the compiler
// would branch on a constant b.
inline float MaxOrSecond(float a, float b) {
#if defined(__SSE__)
  return _mm_cvtss_f32(_mm_max_ss(_mm_set_ss(a), _mm_set_ss(b)));
#else
  return a > b ? a : b;
#endif
}
inline float MinOrSecond(float a, float b) {
#if defined(__SSE__)
  return _mm_cvtss_f32(_mm_min_ss(_mm_set_ss(a), _mm_set_ss(b)));
#else
  return a < b ? a : b;
#endif
}

#if defined(__SSE__)
// The N vec3s an object is made of (a Ray or an AABB: 2, a Triangle: 3), each in a register as (x, y, z, any),
// read by loads within the object's 3 N floats: the last by the object's last four floats, moved down a lane.
// The fourth lane is never to be looked at. (A C array, which GCC takes as it is, where a std::array<__m128>
// would lose __m128's attributes.)
template <std::size_t N>
struct Vec3Registers {
  __m128 lanes[N];
};
template <std::size_t N, class Vec3s>
inline Vec3Registers<N> LoadVec3s(const Vec3s& object) {
  static_assert(N >= 2 && sizeof(Vec3s) == 3 * N * sizeof(float));
  const float* floats = reinterpret_cast<const float*>(&object);
  Vec3Registers<N> vec3s;
  for (std::size_t k = 0; k + 1 < N; ++k) vec3s.lanes[k] = _mm_loadu_ps(floats + 3 * k);
  const __m128 last_four = _mm_loadu_ps(floats + 3 * N - 4);
  vec3s.lanes[N - 1] = _mm_shuffle_ps(last_four, last_four, _MM_SHUFFLE(3, 3, 2, 1));
  return vec3s;
}
// The largest and the smallest of lanes x, y and z: maxss and minss over them in that order (so, with NaN, the
// second operand wherever one is NaN).
inline float MaxOfXyz(__m128 v) {
  return _mm_cvtss_f32(_mm_max_ss(_mm_max_ss(v, _mm_shuffle_ps(v, v, _MM_SHUFFLE(1, 1, 1, 1))), _mm_movehl_ps(v, v)));
}
inline float MinOfXyz(__m128 v) {
  return _mm_cvtss_f32(_mm_min_ss(_mm_min_ss(v, _mm_shuffle_ps(v, v, _MM_SHUFFLE(1, 1, 1, 1))), _mm_movehl_ps(v, v)));
}
#endif

}  // namespace lab::Collisions::detail
