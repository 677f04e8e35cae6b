//pass
//--blockDim=64 --gridDim=8

// C's assert in device code (<cassert>, as CUDA kernels use it) is checked
// like __assert: every thread's index is below n, which the kernel
// requires, so the assertion holds; printf's arguments are evaluated, and
// each thread prints only its own element.

#include <cassert>
#include <cstdio>

__global__ void assert_device(float *A, unsigned n) {
  __requires(n == 512);
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(i < n);
  A[i] = 2.0f * A[i];
  printf("A[%u] = %f (%s)\n", i, A[i], "doubled");
}
