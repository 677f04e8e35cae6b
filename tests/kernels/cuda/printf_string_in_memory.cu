//pass
//--blockDim=64 --gridDim=1

// printf of a string in memory (`%s` of a buffer) reads it: after the
// barrier, the threads' writes are ordered before the read.

#include <cstdio>

__global__ void k(char *names, int *out) {
  names[threadIdx.x * 8] = 'a';
  __syncthreads();
  if (threadIdx.x == 0)
    printf("%s %d\n", names + 8, out[0]);
}

// A choice of two string literals (`c ? "!" : ""`) reads no memory; its
// condition is evaluated.
__global__ void literals(const int *lits) {
  int lit = lits[threadIdx.x];
  printf("%s%d\n", (lit & 1) ? "!" : "", lit >> 1);
}
