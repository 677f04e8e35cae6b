//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on bits

// Two threads write one element of bits (line 14) with their own lanes' bits.

#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void half2_raw_conversion_race(unsigned short *bits, float *lo, const __nv_bfloat162 *b,
                                     __half2 *h) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __nv_bfloat162_raw r = (__nv_bfloat162_raw)b[i];
  bits[i / 2] = r.x ^ r.y; // error: possible write-write race on bits
  lo[i] = __internal_bfloat162float(r.x);
  __half2_raw hr = h[i];
  h[i] = __half2(hr);
}
