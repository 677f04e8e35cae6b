//pass
//--blockDim=64 --gridDim=4

// A memcpy longer than 4096 bytes is a loop over its bytes: thread 0 alone
// copies 8 KB into shared memory, and the others read it after the barrier.

#include <string.h>

#define N 8192

__global__ void stage(const unsigned char *in, unsigned char *out) {
  __shared__ unsigned char table[N];
  if (threadIdx.x == 0)
    memcpy(table, in + blockIdx.x * N, N);
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = table[threadIdx.x * 128];
}
