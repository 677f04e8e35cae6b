//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//this assertion could not be proved

// The grid has 512 threads but the kernel asserts each index is below n,
// which nothing bounds: for n = 0 every thread's assert fails.

#include <assert.h>

__global__ void assert_device_fails(float *A, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(i < n); // error: this assertion could not be proved
  A[i] = 0.0f;
}
