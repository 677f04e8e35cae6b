//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A

// Stores through a cache hint (`__stcs`, `__stcg` ...) are writes: every
// thread streaming its id to A[0] races. The vector forms of `__ldg` and
// `__stcs` copy whole vectors, and math_constants.h names CUDA's constants.

#include <math_constants.h>

__global__ void cache_hint_store_race(int *A, float4 *B, const float4 *C, float *D) {
  int i = threadIdx.x;
  __stcs(&B[i], __ldg(&C[i]));
  D[i] = CUDART_PI_F;
  __stcg(&D[i + 64], 1); // an int stored as a float
  __stcs(&A[0], i);  // error: possible write-write race on A
}
