//pass
//--blockDim=64 --gridDim=2

// A local array of __half2 without an initialiser: __half2's constructor
// from two halves does not run when the array is made (its default
// constructor is the defaulted one).

#include <cuda_fp16.h>

__global__ void half2_local_array(__half2 *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half2 local[4];
  for (int k = 0; k < 4; k++)
    local[k] = __half2(__float2half(1.0f), __float2half((float)k));
  out[i] = local[3];
}
