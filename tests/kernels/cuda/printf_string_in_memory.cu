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
