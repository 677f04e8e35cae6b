//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1

// Thrust's minstd_rand takes a 32-bit seed: 5 and 5 + 2^32 seed the same
// state, so threads 0 and 1 both draw 241355 and write out[11].

#include <thrust/random.h>

__global__ void k(unsigned *out) {
  if (threadIdx.x < 2) {
    unsigned long long s = 5ULL + (threadIdx.x == 1 ? (1ULL << 32) : 0ULL);
    thrust::default_random_engine rng(s);
    out[rng() % 64] = threadIdx.x;  // error: possible write-write race on out
  }
}
