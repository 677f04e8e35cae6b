//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on dst

// Each thread copies 16 bytes starting one float after the previous
// thread's (line 12): the copies overlap, and neighbours write the same
// bytes with different values.

#include <type_traits>

template <typename T> __device__ void load_store(T *dst, const T *src) {
  typedef typename std::aligned_storage<4 * sizeof(T), 4 * alignof(T)>::type LT;
  ((LT *)dst)[0] = ((const LT *)src)[0]; // error: possible write-write race on dst
}

__global__ void aligned_storage_copy_race(float *dst, const float *src) {
  load_store(dst + threadIdx.x, src + 4 * threadIdx.x);
}
