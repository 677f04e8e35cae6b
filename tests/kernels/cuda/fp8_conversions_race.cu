//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out

// Threads 2k and 2k + 1 write out[k], each its own input's fp8 byte.

#include <cuda_fp8.h>

__global__ void fp8_conversions_race(const float *in, __nv_fp8x2_e5m2 *out) {
  int i = threadIdx.x;
  out[i / 2] = __nv_fp8x2_e5m2(make_float2(in[i], 0.0f)); // error: possible write-write race on out
}
