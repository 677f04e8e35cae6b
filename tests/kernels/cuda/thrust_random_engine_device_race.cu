//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4

// The engine is computed as Thrust computes it: every thread seeds it with
// 5, so every thread's first draw (241355) picks element 241355 % 64 = 11,
// which all threads write.

#include <thrust/random.h>

__global__ void scatter(unsigned *out) {
  thrust::default_random_engine rng(5);
  out[rng() % 64] = threadIdx.x;  // error: possible write-write race on out
}
