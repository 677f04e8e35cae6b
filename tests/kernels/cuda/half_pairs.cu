//pass
//--blockDim=64 --gridDim=4

// Half precision through cuda_fp16.h: pairs built, split and combined lane
// by lane, conversions both ways, comparisons and uninterpreted math. Each
// thread touches only its own elements, so there is no race; the lane
// read back is the one written.

#include <cuda_fp16.h>

__global__ void half_pairs(half2 *A, __half *B, const float *F) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  half2 a = A[i];
  half2 b = __floats2half2_rn(F[i], 2.0f);
  A[i] = __hfma2(a, b, a) + __hmul2(a, b);
  B[i] = __hadd(__low2half(a), __float2half(F[i])) * (half)0.5f;
  if (__hgt(B[i], (half)1))
    B[i] = hsqrt(B[i]);
  float2 f = __half22float2(A[i]);
  B[i] = __float2half(f.x + f.y);
  __half h = __high2half(__halves2half2(B[i], (half)3));
  // `==` on halves is IEEE equality, unknown even for equal values (NaN);
  // equal values have equal bits.
  __assert(__half_as_ushort(h) == __half_as_ushort((half)3));
}
