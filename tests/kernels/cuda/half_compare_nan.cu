//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//this assertion could not be proved

// Half comparisons are IEEE comparisons: for a NaN, none of <, == and > holds,
// so this assertion is false for some input. ivl knows nothing about
// float16 values beyond equality, and must not prove it.

#include <cuda_fp16.h>

__global__ void half_compare_nan(const __half *A, int *out) {
  __half x = A[threadIdx.x];
  __assert(__hlt(x, (half)0) || __heq(x, (half)0) || __hgt(x, (half)0)); // error: this assertion could not be proved
  out[threadIdx.x] = __hisnan(x);
}
