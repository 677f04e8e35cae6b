//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1

// A seed of -1 is 4294967295 as Thrust's 32-bit seed, which is 1 modulo
// 2^31 - 1: the state of seed 1. Threads 0 and 1 both write out[15].

#include <thrust/random.h>

__global__ void k(unsigned *out) {
  if (threadIdx.x < 2) {
    int seed = threadIdx.x == 0 ? -1 : 1;
    thrust::default_random_engine rng(seed);
    out[rng() % 64] = threadIdx.x;  // error: possible write-write race on out
  }
}
