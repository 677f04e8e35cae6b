//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out

// Each thread writes out[i] and out[i + 1], so thread i + 1's first write
// is thread i's second (lines 19 and 20).

#include <cuda_fp16.h>

struct half2x2 {
  __half2 lo;
  __half2 hi;
};

__global__ void struct_of_half2_default_race(__half2 *out, const __half2 *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  half2x2 v;
  v.lo = in[2 * i];
  v.hi = in[2 * i + 1];
  out[i] = v.hi;
  out[i + 1] = v.lo; // error: possible write-write race on out
}
