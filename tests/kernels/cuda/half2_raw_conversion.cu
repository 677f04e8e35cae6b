//pass
//--blockDim=64 --gridDim=2

// A pair of halves or bfloat16s converts to its raw bits and back
// (`(__nv_bfloat162_raw)a`, as FlashInfer's vec_dtypes.cuh writes it),
// lane by lane; the raw bits of one lane convert to float.

#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void half2_raw_conversion(unsigned short *bits, float *lo, const __nv_bfloat162 *b,
                                     __half2 *h) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __nv_bfloat162_raw r = (__nv_bfloat162_raw)b[i];
  bits[i] = r.x ^ r.y;
  lo[i] = __internal_bfloat162float(r.x);
  __half2_raw hr = h[i];
  h[i] = __half2(hr);
}
