//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1

// Thrust's draws are 32-bit: with seed 22245 the first draw times 4u wraps
// below 2^32, so thread 0 writes out[0], as thread 1 does.

#include <thrust/random.h>

__global__ void k(unsigned *out) {
  if (threadIdx.x == 0) {
    thrust::default_random_engine rng(22245);
    unsigned long long q = (rng() * 4u) / 0x100000000ULL;
    out[q] = 1;
  }
  if (threadIdx.x == 1) out[0] = 2;  // error: possible write-write race on out
}
