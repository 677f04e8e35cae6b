//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on

// A memset longer than 4096 bytes is a loop over its bytes: every thread
// clears all of the shared table while thread 0 then writes its first byte.

#include <string.h>

#define N 8192

__global__ void clear(unsigned char *out) {
  __shared__ unsigned char table[N];
  memset(table, 0, N);
  if (threadIdx.x == 0)
    table[0] = 1; // error: possible write-write race on
  __syncthreads();
  out[threadIdx.x] = table[threadIdx.x];
}
