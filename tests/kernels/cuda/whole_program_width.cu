//pass
//--blockDim=2 --gridDim=1

// A whole program without --pointer-bitwidth, read with 64-bit pointers as
// nvcc compiles it (the default). Threads 0 and 1 write A[0] and A[2^32]
// (line 12), distinct elements at 64 bits; at 32 bits
// (whole_program_width_32_race.cu) they are one element.

#include <cuda_runtime.h>

__global__ void whole_program_width(int *A) {
  A[((size_t)threadIdx.x << 31) * 2] = threadIdx.x;
}

int main(void) {
  int *A;
  cudaMalloc(&A, sizeof(int) * 2);
  whole_program_width<<<1, 2>>>(A);
  cudaError_t e = cudaDeviceSynchronize();
  cudaFree(A);
  return e == cudaSuccess ? 0 : 1;
}
