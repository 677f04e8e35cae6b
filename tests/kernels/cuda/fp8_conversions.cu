//pass
//--blockDim=64 --gridDim=2

// cuda_fp8.h: converting to fp8 is a pure function (equal arguments give
// equal bytes); the classes hold their bytes, packed low byte first; a
// bfloat16 converts as its value (a float) does.

#include <cuda_fp8.h>

__global__ void fp8_conversions(const float *in, __nv_fp8_storage_t *out, __nv_fp8x4_e4m3 *packed,
                                float *back) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = in[i];
  __nv_fp8_storage_t b = __nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E4M3);
  out[i] = b;
  __nv_fp8_e4m3 e(x);
  __assert(e.__x == b);
  __nv_bfloat16 h = __float2bfloat16(x);
  __nv_fp8_e4m3 from_bf16(h);
  __assert(from_bf16.__x == __nv_cvt_float_to_fp8(__bfloat162float(h), __NV_SATFINITE, __NV_E4M3));
  __nv_bfloat162 lo(x, 1.0f), hi(2.0f, 3.0f);
  packed[i] = __nv_fp8x4_e4m3(lo, hi);
  __assert((packed[i].__x & 0xff) == __nv_cvt_float_to_fp8((float)lo.x, __NV_SATFINITE, __NV_E4M3));
  back[i] = (float)e;
}
