//xfail:NOT_ALL_VERIFIED
//--pointer-bitwidth=32 --blockDim=2 --gridDim=1
//possible write-write race on A

// whole_program_width.cu read with 32-bit pointers, as the flag asks: the
// offset 2^32 wraps to 0 at 32 bits (line 11), so they write one element.

#include <cuda_runtime.h>

__global__ void whole_program_width_32_race(int *A) {
  A[((size_t)threadIdx.x << 31) * 2] = threadIdx.x;  // error: possible write-write race on A
}

int main(void) {
  int *A;
  cudaMalloc(&A, sizeof(int) * 2);
  whole_program_width_32_race<<<1, 2>>>(A);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
