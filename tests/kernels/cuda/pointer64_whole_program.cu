//pass
//--pointer-bitwidth=64 --blockDim=64 --gridDim=4

// A whole CUDA program, host code and all, read with the 64-bit target
// nvcc uses: <cstdio> is the host C library's header, which Clang finds for
// that target only (at 32 bits it stops at the missing header). Only the
// kernel is translated; main and its printf are host code.

#include <cstdio>

__global__ void pointer64_whole_program(int *A) {
  A[blockIdx.x * blockDim.x + threadIdx.x] = threadIdx.x;
}

int main(void) {
  printf("launching %d threads\n", 64 * 4);
  return 0;
}
