//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible read-write race on names

// Without the barrier, thread 0's printf reads the string while other
// threads write it.

#include <cstdio>

__global__ void k(char *names, int *out) {
  names[threadIdx.x * 8] = 'a';
  if (threadIdx.x == 0)
    printf("%s %d\n", names + 8, out[0]);  // error: possible read-write race on names
}
